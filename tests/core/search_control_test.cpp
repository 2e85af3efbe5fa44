// The time limit where nodes are expensive (core/src/search_control.hpp): the search looks at the
// clock by elapsed time, not only every 1024 nodes, and stops early enough to undo its path by the
// limit. Bounds are generous (the machine is shared): what they catch is a search that runs for
// 1024 nodes, or undoes a path as long as its limit, before it returns.
#include <gtest/gtest.h>

#include <dlx/dlx.hpp>

#include <atomic>
#include <chrono>
#include <optional>
#include <vector>

#include "core/src/bitset_model.hpp"
#include "tests/support/queens_problem.hpp"
#include "tests/support/sanitized.hpp"

namespace dlx::search_control_test {
namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// 1500-queens: 2.25 million options, and a node of its search covers an item of 1500 options of
// four items each; 1024 nodes take seconds, and the path made in a quarter of a second takes as
// long again to undo. Built once: it takes a second.
const Problem& big_queens() {
  static const Problem problem = testing::queens_problem(1500);
  return problem;
}

constexpr auto kLimit = std::chrono::milliseconds(250);
// Generous: the machine running the tests is shared. How many nodes fit in the limit depends on
// its speed, so only the time is asserted.
constexpr double kBound = 0.25 + 1.0;

TEST(SearchControl, ExpensiveNodesStopNearTheTimeLimit) {
  Solver solver(big_queens());
  ASSERT_STREQ(solver.engine_name(), "links");
  const std::uint64_t pristine = solver.fingerprint();
  SearchLimits limits;
  limits.time_limit = kLimit;
  const auto start = Clock::now();
  const SearchResult result = solver.count(limits);
  const double elapsed = seconds_since(start);
  EXPECT_EQ(result.status, SearchStatus::kTimeLimit);
  EXPECT_LT(elapsed, kBound);
  EXPECT_EQ(solver.fingerprint(), pristine);
}

TEST(SearchControl, ExpensiveNodesStopNearTheTimeLimitForAFirstSolutionToo) {
  Solver solver(big_queens());
  const std::uint64_t pristine = solver.fingerprint();
  SearchLimits limits;
  limits.time_limit = kLimit;
  const auto start = Clock::now();
  const FirstSolution first = solver.first(limits);
  const double elapsed = seconds_since(start);
  if (!first.found) {
    EXPECT_EQ(first.result.status, SearchStatus::kTimeLimit);
  }
  EXPECT_LT(elapsed, kBound);
  EXPECT_EQ(solver.fingerprint(), pristine);
}

TEST(SearchControl, AStopFlagIsSeenWithinANodeOrTwo) {
  Solver solver(big_queens());
  std::atomic<bool> stop{false};
  SearchLimits limits;
  limits.stop_flag = &stop;
  limits.max_solutions = 1;
  // The visitor is never reached; the progress callback, called from the searching thread at the
  // checks, sets the flag after the first report.
  limits.progress = [&stop](const SearchProgress&) { stop = true; };
  limits.progress_interval = std::chrono::milliseconds(100);
  const auto start = Clock::now();
  const SearchResult result = solver.count(limits);
  EXPECT_EQ(result.status, SearchStatus::kInterrupted);
  // The status says the flag stopped it (the count never ends); the seconds only catch a hang.
  EXPECT_LT(seconds_since(start), 60.0);
}

TEST(SearchControl, SplittingForThreadsStopsNearTheTimeLimit) {
  // Splitting at depth 1 commits each of the 1500 options of the first item once, each as costly
  // as a node, before any worker starts: no node is entered, and the splitting must look at the
  // clock itself.
  Solver solver(big_queens());
  const std::uint64_t pristine = solver.fingerprint();
  SearchLimits limits;
  limits.time_limit = kLimit;
  limits.threads = 2;
  const auto start = Clock::now();
  const SearchResult result = solver.count(limits);
  const double elapsed = seconds_since(start);
  EXPECT_EQ(result.status, SearchStatus::kTimeLimit);
  EXPECT_LT(elapsed, kBound);
  EXPECT_EQ(solver.fingerprint(), pristine);
}

TEST(SearchControl, APlainCountOnCopiedStatesReportsStopsAndLeavesTheStateAsItWas) {
  // 14-queens counts on the bitset engine's copied states, through its own loop for plain
  // counts (bitset_engine.cpp, count_plainly): progress, the stop flag, the time limit and the
  // state it leaves must be as in any other search.
  const Problem problem = testing::queens_problem(14);
  ASSERT_EQ(detail::BitsetModel(problem, std::nullopt).steps(), detail::BitsetModel::Steps::kCopies)
      << "14-queens no longer runs on copied states: this test would miss the loop";
  // Without the cache's probe, whose progress reports cannot tell a share done (under the
  // sanitizers the first reports came from it).
  SolverOptions plain;
  plain.memo = Memo::kOff;
  Solver solver(problem, plain);
  ASSERT_STREQ(solver.engine_name(), "bitset");
  std::atomic<bool> stop{false};
  std::vector<SearchProgress> reports;
  SearchLimits limits;
  limits.stop_flag = &stop;
  limits.progress_interval = std::chrono::milliseconds(1);
  limits.progress = [&](const SearchProgress& report) {
    // A report at the root (a busy machine can delay the first check past the interval) has
    // level 0 and nothing done; past the first hundred nodes every report is deep in the tree, past
    // its first branch.
    if (report.stats.nodes < 100) return;
    reports.push_back(report);
    if (reports.size() == 3) stop = true;
  };
  const SearchResult stopped = solver.count(limits);
  EXPECT_EQ(stopped.status, SearchStatus::kInterrupted);
  ASSERT_EQ(reports.size(), 3u);
  for (std::size_t k = 0; k < reports.size(); ++k) {
    EXPECT_GT(reports[k].fraction_done, 0.0) << k;
    EXPECT_LT(reports[k].fraction_done, 1.0) << k;
    EXPECT_GT(reports[k].level, 0u) << k;
    if (k > 0) {
      EXPECT_GT(reports[k].stats.nodes, reports[k - 1].stats.nodes) << k;
      EXPECT_GE(reports[k].fraction_done, reports[k - 1].fraction_done) << k;
    }
  }
  EXPECT_GE(stopped.stats.nodes, reports.back().stats.nodes);

  SearchLimits timed;
  timed.time_limit = std::chrono::milliseconds(2);
  const SearchResult out_of_time = solver.count(timed);
  EXPECT_EQ(out_of_time.status, SearchStatus::kTimeLimit);

  // After both stops, counts with and without forced options are those of fresh solvers on the
  // dancing links, node for node. The whole count too, but not under the sanitizers, where its
  // two runs are most of the test's time.
  SolverOptions links = plain;
  links.engine = EngineKind::kLinks;
  const std::vector<OptionId> forced = {OptionId{20}, OptionId{60}};
  const std::vector<OptionId> other_forced = {OptionId{20}, OptionId{75}};
  std::vector<const std::vector<OptionId>*> counts = {&forced, &other_forced};
  if (!testing::kSanitized) counts.push_back(nullptr);
  for (const auto* options : counts) {
    SearchLimits counting;
    if (options != nullptr) counting.forced = *options;
    const SearchResult counted = solver.count(counting);
    const SearchResult walked = Solver(problem, links).count(counting);
    EXPECT_EQ(counted.status, SearchStatus::kComplete);
    EXPECT_EQ(counted.stats.solutions, walked.stats.solutions);
    EXPECT_EQ(counted.stats.nodes, walked.stats.nodes);
    if (options == nullptr) {
      EXPECT_LT(stopped.stats.solutions, counted.stats.solutions);
    }
  }
}

TEST(SearchControl, ANodeLimitIsExactWhateverTheClockSays) {
  // The node limit is folded into the node at which the next check is due: it must stop at the
  // very node, however the checks are spaced.
  const Problem problem = testing::queens_problem(10);
  Solver solver(problem);
  for (const std::uint64_t most : {1u, 2u, 3u, 1000u, 1025u, 5000u, 12345u}) {
    SearchLimits limits;
    limits.max_nodes = most;
    const SearchResult result = solver.count(limits);
    EXPECT_EQ(result.status, SearchStatus::kNodeLimit) << most;
    EXPECT_EQ(result.stats.nodes, most + 1) << most;  // the node that goes past is entered
  }
}

}  // namespace
}  // namespace dlx::search_control_test
