// The progress line's numbers and its drawing, with the waits shortened.
#include "apps/dlx/progress_line.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

namespace dlx::app::progress_line_test {
namespace {

TEST(ProgressLine, ShortCountsKeepThreeDigits) {
  EXPECT_EQ(short_count(0), "0");
  EXPECT_EQ(short_count(9999), "9999");
  EXPECT_EQ(short_count(12345), "12.3K");
  EXPECT_EQ(short_count(999499), "999K");
  EXPECT_EQ(short_count(999500), "1.00M");
  EXPECT_EQ(short_count(1.5e9), "1.50G");
  EXPECT_EQ(short_count(2.5e18), "2.50E");
}

TEST(ProgressLine, ShortDurations) {
  EXPECT_EQ(short_duration(0.04), "0.0 s");
  EXPECT_EQ(short_duration(12.34), "12.3 s");
  EXPECT_EQ(short_duration(125), "2m05s");
  EXPECT_EQ(short_duration(3723), "1h02m03s");
}

SearchProgress snapshot() {
  SearchProgress progress;
  progress.stats.nodes = 12'345'678;
  progress.stats.solutions = 1;
  progress.stats.seconds = 2.0;
  progress.fraction_done = 0.25;
  return progress;
}

TEST(ProgressLine, TextHasTimeNodesRateSolutionsAndShareDone) {
  EXPECT_EQ(progress_text("8-queens", snapshot()),
            "8-queens: 2.0 s, 12.3M nodes, 6.17M nodes/s, 1 solution, 25.0% done");
  // A long label keeps its end.
  EXPECT_TRUE(progress_text("/a/very/long/folder/name/puzzles.txt:17", snapshot())
                  .starts_with("...r/name/puzzles.txt:17: 2.0 s"));
}

TEST(ProgressLine, AMemoizedCountShowsItsCacheHitsAndDepthInsteadOfSolutions) {
  SearchProgress progress = snapshot();
  progress.memoized = true;
  progress.cache_hits = 427'000;
  progress.level = 81;
  EXPECT_EQ(progress_text("18x18, dominoes", progress),
            "18x18, dominoes: 2.0 s, 12.3M nodes, 6.17M nodes/s, 427K cache hits, depth 81 "
            "(memoized count)");
}

constexpr ProgressTiming kNoWaiting{std::chrono::duration<double>(0),
                                    std::chrono::duration<double>(0),
                                    std::chrono::duration<double>(0)};

TEST(ProgressLine, LogLinesEndInNewlines) {
  std::ostringstream err;
  ProgressLine line(ProgressStyle::kLog, "job", err, false, kNoWaiting);
  SearchLimits limits;
  line.attach(limits);
  ASSERT_TRUE(limits.progress);
  limits.progress(snapshot());
  limits.progress(snapshot());
  line.erase();  // nothing to erase in a log
  const std::string text = err.str();
  EXPECT_EQ(text.find('\r'), std::string::npos);
  EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), 2) << text;
}

TEST(ProgressLine, OnATerminalItIsRedrawnInPlaceAndErased) {
  std::ostringstream err;
  {
    ProgressLine line(ProgressStyle::kTerminal, "job", err, true, kNoWaiting);
    SearchLimits limits;
    line.attach(limits);
    limits.progress(snapshot());
    const std::string drawn = err.str();
    EXPECT_EQ(drawn.front(), '\r');
    EXPECT_EQ(drawn.find('\n'), std::string::npos);
    {
      // A solution printed on the same terminal: the line goes first, and stdout is flushed.
      const ProgressLine::Hold hold(line);
      EXPECT_TRUE(hold.flush_output());
      EXPECT_EQ(err.str(), drawn + "\r" + std::string(drawn.size() - 1, ' ') + "\r");
    }
    limits.progress(snapshot());
  }  // the destructor erases what is left
  EXPECT_EQ(err.str().back(), '\r');
}

TEST(ProgressLine, OffSetsNoReporter) {
  std::ostringstream err;
  ProgressLine line(ProgressStyle::kOff, "job", err, false);
  SearchLimits limits;
  line.attach(limits);
  EXPECT_FALSE(limits.progress);
}

}  // namespace
}  // namespace dlx::app::progress_line_test
