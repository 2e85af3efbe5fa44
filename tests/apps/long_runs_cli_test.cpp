// The flags of long runs (issue 7), as a user meets them: Ctrl-C, the progress line, threads,
// seeds and estimates. Most run the built binary; a few drive run_dlx in-process to set what only
// main() can (a stop flag already raised, a terminal on standard error).
#include <gtest/gtest.h>

#include <signal.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <functional>
#include <sstream>
#include <thread>

#include "apps/dlx/app.hpp"
#include "tests/support/queens_dlx_text.hpp"
#include "tests/support/run_binary.hpp"
#include "tests/support/text_lines.hpp"
#include "tests/support/text_pattern.hpp"

namespace dlx::long_runs_cli_test {
namespace {

using testing::BackgroundDlx;
using testing::interrupted_run;
using testing::lines_of;
using testing::Pattern;
using testing::run_dlx_binary;

// A progress line every 0.05 s on standard error.
const std::vector<std::string> kProgress = {"--progress", "--progress-interval", "0.05"};

std::vector<std::string> with_progress(std::vector<std::string> arguments) {
  arguments.insert(arguments.end(), kProgress.begin(), kProgress.end());
  return arguments;
}

// Ready once the progress line counts a solution.
bool counts_a_solution(const std::string& err) {
  return Pattern("[1-9][0-9.]*[KMG]? solutions?,").found_in(err);
}

// Ready once standard error holds `text`.
std::function<bool(const std::string&)> says(const std::string& text) {
  return [text](const std::string& err) { return err.find(text) != std::string::npos; };
}

struct InProcessRun {
  int exit_code = -1;
  std::string out;
  std::string err;
};

InProcessRun run_in_process(const std::vector<std::string>& arguments,
                            const app::RunEnvironment& environment) {
  std::istringstream in;
  std::ostringstream out;
  std::ostringstream err;
  InProcessRun run;
  run.exit_code = app::run_dlx(arguments, in, out, err, environment);
  run.out = out.str();
  run.err = err.str();
  return run;
}

// ---- Ctrl-C ---------------------------------------------------------------------------------

// 16 queens take half a minute to count here: long enough to be interrupted, and the time limit
// turns a Ctrl-C that does not work into a failure rather than a hang. One thread: with more, the
// count first runs alone for a while and the workers then begin again from the top, so that a
// Ctrl-C just after a progress line that counted solutions could find the workers with none yet
// (under AddressSanitizer on a busy machine: "at least 0 solutions").
TEST(LongRunsInterrupt, CtrlCPrintsThePartialCountAndExits130) {
  const auto run = interrupted_run(
      with_progress({"queens", "16", "--count", "--threads", "1", "--time-limit", "60"}),
      counts_a_solution);
  EXPECT_EQ(run.exit_code, 130) << run.out << run.err;
  const auto match = Pattern("at least ([0-9]+) solutions? \\(interrupted\\)\n").match(run.out);
  ASSERT_TRUE(match) << run.out;
  EXPECT_GT(std::stoull((*match)[1]), 0u);
  // The statistics come even without --stats: how far the search got is what Ctrl-C asks for.
  EXPECT_TRUE(Pattern("interrupted\\), [0-9]+ nodes, .* threads?").found_in(run.err)) << run.err;
}

TEST(LongRunsInterrupt, JsonSaysInterrupted) {
  const auto run = interrupted_run(
      with_progress({"queens", "16", "--count", "--json", "--threads", "1", "--time-limit", "60"}),
      counts_a_solution);
  EXPECT_EQ(run.exit_code, 130) << run.out << run.err;
  const auto lines = lines_of(run.out);
  ASSERT_EQ(lines.size(), 1u) << run.out;
  EXPECT_NE(lines[0].find("\"status\":\"interrupted\""), std::string::npos) << lines[0];
  EXPECT_NE(lines[0].find("\"complete\":false"), std::string::npos) << lines[0];
  EXPECT_TRUE(Pattern("\"solutions\":[1-9]").found_in(lines[0])) << lines[0];
}

TEST(LongRunsInterrupt, ABatchStopsAtTheInterruptedPuzzle) {
  // An empty 4x4 grid (counted at once), an empty 16x16 grid (counting it never ends), and a 9x9
  // puzzle that must not be reached.
  const std::string dir = testing::make_temp_dir();
  const std::string batch = testing::write_file(
      dir, "batch.txt",
      std::string(16, '.') + "\n" + std::string(256, '.') + "\n" +
          ".3..9..5.....1...45..8....7....3.2..6....9.4...7..25.......19....69....812.....7.\n");
  // Ctrl-C once the second grid's count is under way, as its progress line says (it names the
  // file, its folder cut short, and the line): the first is done.
  const auto run = interrupted_run(
      with_progress({"sudoku", batch, "--count", "--time-limit", "60"}), says("batch.txt:2: "));
  EXPECT_EQ(run.exit_code, 130) << run.out << run.err;
  const auto lines = lines_of(run.out);
  ASSERT_EQ(lines.size(), 2u) << run.out;
  EXPECT_TRUE(Pattern("[1-9][0-9]* solutions").matches(lines[0])) << lines[0];
  EXPECT_TRUE(Pattern("at least [0-9]+ solutions? \\(interrupted\\)").matches(lines[1]))
      << lines[1];
  EXPECT_NE(run.err.find("interrupted at " + batch + ":2"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("2 puzzles"), std::string::npos) << run.err;
}

TEST(LongRunsInterrupt, AMinimumCoverSearchStopsToo) {
  // Proving the smallest dominating set of 16x16 takes minutes: its progress line comes first.
  const auto run = interrupted_run(
      with_progress({"queens", "16", "--dominate", "--count", "--time-limit", "60"}),
      says("16-queens domination: "));
  EXPECT_EQ(run.exit_code, 130) << run.out << run.err;
  EXPECT_NE(run.out.find("interrupt"), std::string::npos) << run.out;
}

TEST(LongRunsInterrupt, GeneratingStopsAfterThePuzzlesFinished) {
  // A million minimal 9x9 puzzles take half an hour; Ctrl-C keeps the ones printed, all whole.
  // It comes once the removal of the second puzzle is under way (one thread: the first is
  // written), as its progress line says.
  const auto run = interrupted_run(
      {"sudoku", "--generate", "1000000", "--seed", "4", "--progress", "--progress-interval",
       "0.001"},
      [](const std::string& err) { return Pattern("puzzle ([2-9]|[1-9][0-9]+): ").found_in(err); });
  EXPECT_EQ(run.exit_code, 130) << run.err;
  const auto lines = lines_of(run.out);
  ASSERT_GT(lines.size(), 0u);
  ASSERT_LT(lines.size(), 1000000u);
  for (const std::string& line : lines) EXPECT_EQ(line.size(), 81u) << line;
  EXPECT_NE(run.err.find("interrupted, " + std::to_string(lines.size()) + " of 1000000 written"),
            std::string::npos)
      << run.err;
  // What was printed is what an uninterrupted run prints first.
  const auto again = run_dlx_binary(
      {"sudoku", "--generate", std::to_string(lines.size()), "--seed", "4", "--quiet"});
  EXPECT_EQ(again.out, run.out);
}

TEST(LongRunsInterrupt, TheSecondCtrlCEndsDlxAtOnce) {
  // dlx waits for its input, which never comes. The first Ctrl-C there ends it already (nothing is
  // found yet to print: Habits.CtrlCWhileWaitingForInputEndsDlxAtOnce); a second one, pressed
  // by an impatient user, changes nothing: exit 130 at once, nothing printed.
  BackgroundDlx dlx({"exact", "-", "--count"}, BackgroundDlx::Input::kOpenPipe);
  ASSERT_TRUE(dlx.wait_until_catching(SIGINT));
  dlx.send(SIGINT);
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  const auto start = std::chrono::steady_clock::now();
  dlx.send(SIGINT);
  const auto run = dlx.wait();
  EXPECT_EQ(run.exit_code, 130) << run.err;
  EXPECT_EQ(run.out, "");
  // Exit 130 with nothing printed is the verdict; the seconds catch a hang, not a slow machine.
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(60));
}

TEST(LongRunsInterrupt, AStopFlagRaisedBeforeTheSearchStopsIt) {
  const std::atomic<bool> stop{true};
  app::RunEnvironment environment;
  environment.stop_flag = &stop;
  const auto count = run_in_process({"queens", "12", "--count"}, environment);
  EXPECT_EQ(count.exit_code, 130) << count.err;
  EXPECT_TRUE(Pattern("at least [0-9]+ solutions? \\(interrupted\\)\n").matches(count.out))
      << count.out;
  const auto listed = run_in_process({"queens", "12", "--all", "--threads", "1"}, environment);
  EXPECT_EQ(listed.exit_code, 130);
  EXPECT_NE(listed.out.find("(interrupted)\n"), std::string::npos) << listed.out;
  // A run that Ctrl-C did not reach in time to stop still reports the interruption by its code.
  const auto quick = run_in_process({"queens", "4", "--count"}, environment);
  EXPECT_EQ(quick.exit_code, 130);
}

TEST(LongRunsInterrupt, GeneratingStartsNothingAfterCtrlC) {
  // Ctrl-C before the first puzzle is finished: the generator starts no attempt after it, with
  // one thread or several, and says so.
  const std::atomic<bool> stop{true};
  app::RunEnvironment environment;
  environment.stop_flag = &stop;
  for (const std::string threads : {"1", "2"}) {
    const auto run = run_in_process(
        {"sudoku", "--generate", "50", "--seed", "1", "--threads", threads}, environment);
    EXPECT_EQ(run.exit_code, 130) << run.err;
    EXPECT_EQ(run.out, "");
    EXPECT_NE(run.err.find("interrupted, 0 of 50 written"), std::string::npos) << run.err;
  }
}

TEST(LongRunsInterrupt, GradingStopsAtTheInterruptedPuzzle) {
  // --grade and --explain went on through Ctrl-C, and an empty 64x64 grid, whose uniqueness
  // search stalls, could only be ended by the second one.
  const std::string dir = testing::make_temp_dir();
  const std::string nine = testing::write_file(
      dir, "nine.txt",
      ".3..9..5.....1...45..8....7....3.2..6....9.4...7..25.......19....69....812.....7.\n");
  const std::atomic<bool> stop{true};
  app::RunEnvironment environment;
  environment.stop_flag = &stop;
  for (const std::string mode : {"--grade", "--explain"}) {
    const auto run = run_in_process({"sudoku", mode, nine}, environment);
    EXPECT_EQ(run.exit_code, 130) << run.err;
    EXPECT_EQ(run.out, "");
    EXPECT_NE(run.err.find("interrupted at " + nine + ":1"), std::string::npos) << run.err;
  }
  // A 64x64 grid with two clues: its uniqueness search runs far past the Ctrl-C (an empty grid
  // no longer does: it is graded in half a second). --grade has no progress line, and needs
  // none: wherever the Ctrl-C finds it (reading, building, searching), nothing is graded.
  const std::string two_clues =
      testing::write_file(dir, "two64.txt", "1" + std::string(4094, '.') + "2\n");
  const auto run =
      interrupted_run({"sudoku", "--grade", two_clues}, [](const std::string&) { return true; });
  EXPECT_EQ(run.exit_code, 130) << run.err;
  EXPECT_EQ(run.out, "");
  EXPECT_NE(run.err.find("0 puzzles graded"), std::string::npos) << run.err;
}

// ---- Progress ---------------------------------------------------------------------------------

TEST(LongRunsProgress, AShortSearchShowsNothingAndStandardOutputIsUnchanged) {
  const std::string queens9 = testing::queens_dlx_text(9);
  const auto plain = run_dlx_binary({"exact", "-", "--all"}, queens9);
  const auto with_progress = run_dlx_binary({"exact", "-", "--all", "--progress"}, queens9);
  EXPECT_EQ(with_progress.exit_code, 0);
  EXPECT_EQ(with_progress.out, plain.out);
  EXPECT_EQ(with_progress.err, "");
}

// --progress-interval shortens the log's 5 s: a line every 0.5 s, each at least its intervals
// after the start (a busy machine can draw it later, never sooner). Ctrl-C once two are out, not
// a time limit that a slow machine could reach before the first.
TEST(LongRunsProgress, ALogGetsALineEveryIntervalOnStandardError) {
  const auto run =
      interrupted_run({"queens", "16", "--count", "--progress", "--progress-interval", "0.5",
                       "--threads", "1", "--time-limit", "60"},
                      [](const std::string& err) {
                        return Pattern("16-queens: .*\n.*16-queens: .*\n").found_in(err);
                      });
  EXPECT_EQ(run.exit_code, 130) << run.err;
  EXPECT_TRUE(Pattern("at least [0-9]+ solutions? \\(interrupted\\)\n").matches(run.out))
      << run.out;
  const Pattern progress(
      "16-queens: ([0-9]+\\.[0-9]) s, [0-9.]+[KMG]? nodes, [0-9.]+[KMG]? nodes/s, "
      "[0-9.]+[KMG]? solutions?, [0-9]+\\.[0-9]% done");
  std::vector<double> shown;
  for (const std::string& line : lines_of(run.err)) {
    // Not the statistics that Ctrl-C prints ("16-queens: at least ...").
    if (line.rfind("16-queens: ", 0) != 0 || line.find("(interrupted)") != std::string::npos) {
      continue;
    }
    const auto match = progress.match(line);
    ASSERT_TRUE(match) << line;
    shown.push_back(std::stod((*match)[1]));
  }
  ASSERT_GE(shown.size(), 2u) << run.err;
  for (std::size_t k = 0; k < shown.size(); ++k) {
    // Line k + 1 comes k + 1 intervals in or later (less 0.05 s: the time is shown rounded).
    EXPECT_GE(shown[k], 0.5 * static_cast<double>(k + 1) - 0.05) << run.err;
  }
  const auto bad = run_dlx_binary({"queens", "8", "--progress-interval", "0"});
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("--progress-interval"), std::string::npos) << bad.err;
}

// A terminal drawn on from 0.2 s and every 0.1 s (RunEnvironment::progress_timing), rather than
// from 1 s every 0.5 s: the same behaviour in a fraction of the time.
app::RunEnvironment quick_terminal() {
  app::RunEnvironment terminal;
  terminal.err_is_terminal = true;
  terminal.progress_timing.terminal_delay = std::chrono::duration<double>(0.2);
  terminal.progress_timing.terminal_interval = std::chrono::duration<double>(0.1);
  return terminal;
}

// Standard error that raises the stop flag, as Ctrl-C would, once it holds `text`: a run that
// must show its line is stopped when it has, not by a time limit a busy machine could reach first.
class StopOnceWritten : public std::stringbuf {
 public:
  StopOnceWritten(std::string text, std::atomic<bool>& stop)
      : text_(std::move(text)), stop_(stop) {}

 protected:
  std::streamsize xsputn(const char* chars, std::streamsize count) override {
    const std::streamsize written = std::stringbuf::xsputn(chars, count);
    look();
    return written;
  }
  int_type overflow(int_type c) override {
    const int_type result = std::stringbuf::overflow(c);
    look();
    return result;
  }

 private:
  void look() {
    if (str().find(text_) != std::string::npos) stop_ = true;
  }
  std::string text_;
  std::atomic<bool>& stop_;
};

// Runs dlx in-process until standard error shows `text`, then stops it (exit code 130).
InProcessRun run_until_shown(const std::vector<std::string>& arguments,
                             app::RunEnvironment environment, const std::string& text) {
  std::atomic<bool> stop{false};
  environment.stop_flag = &stop;
  StopOnceWritten shown(text, stop);
  std::istringstream in;
  std::ostringstream out;
  std::ostream err(&shown);
  InProcessRun run;
  run.exit_code = app::run_dlx(arguments, in, out, err, environment);
  run.out = out.str();
  run.err = shown.str();
  return run;
}

TEST(LongRunsProgress, OnATerminalTheLineIsRedrawnAndErasedQuietSilencesIt) {
  const app::RunEnvironment terminal = quick_terminal();
  // Stopped once the line is drawn; the minute's limit is only a safety net.
  const std::vector<std::string> long_count = {"queens", "16", "--count", "--time-limit", "60"};
  const auto shown = run_until_shown(long_count, terminal, "\r16-queens: ");
  EXPECT_EQ(shown.exit_code, 130);
  // Redrawn in place (no new line), then erased: blanks over the line, and the cursor back at its
  // start, for the statistics that a stopped search prints.
  EXPECT_TRUE(Pattern("(\r16-queens: [0-9]+\\.[0-9] s, [^\r\n]*)+\r +\r"
                      "16-queens: at least [0-9]+ solutions? \\(interrupted\\)[^\r\n]*\n")
                  .matches(shown.err))
      << shown.err;

  // --quiet: nothing drawn, whenever the limit comes.
  const std::vector<std::string> quiet = {"queens",  "16",           "--count",
                                          "--quiet", "--time-limit", "0.6"};
  EXPECT_EQ(run_in_process(quiet, terminal).err, "");
  // --progress asks for it by name, and wins over --quiet.
  std::vector<std::string> asked = long_count;
  asked.insert(asked.end(), {"--quiet", "--progress"});
  EXPECT_EQ(run_until_shown(asked, terminal, "\r16-queens").exit_code, 130);
}

TEST(LongRunsProgress, AMinimumCoverSearchShowsItToo) {
  const auto run =
      run_until_shown({"queens", "14", "--dominate", "--time-limit", "60", "--quiet", "--progress"},
                      quick_terminal(), "\r14-queens domination: ");
  EXPECT_EQ(run.exit_code, 130) << run.err;
  EXPECT_TRUE(Pattern("\r14-queens domination: [0-9]+\\.[0-9] s").found_in(run.err)) << run.err;
  EXPECT_TRUE(Pattern("\r +\r$").found_in(run.err)) << run.err;
}

// ---- Threads ----------------------------------------------------------------------------------

TEST(LongRunsThreads, TwoThreadsFindWhatOneFinds) {
  for (const std::vector<std::string>& arguments :
       std::vector<std::vector<std::string>>{{"queens", "10", "--count"},
                                             {"queens", "10", "--count", "--distinct"},
                                             {"exact", "-", "--count"}}) {
    auto one = arguments;
    one.insert(one.end(), {"--threads", "1"});
    auto two = arguments;
    two.insert(two.end(), {"--threads", "2"});
    const auto single = run_dlx_binary(one, testing::queens_dlx_text(9));
    const auto parallel = run_dlx_binary(two, testing::queens_dlx_text(9));
    EXPECT_EQ(single.exit_code, 0) << single.err;
    EXPECT_EQ(parallel.out, single.out) << arguments[0];
  }
  // Listing: the same solutions in the same order, and --limit the same first ones.
  for (const char* limit : {"", "17"}) {
    std::vector<std::string> arguments = {"exact", "-", "--all"};
    if (*limit != '\0') arguments = {"exact", "-", "--limit", limit};
    auto with = [&](const char* threads) {
      auto all = arguments;
      all.insert(all.end(), {"--threads", threads});
      return run_dlx_binary(all, testing::queens_dlx_text(8)).out;
    };
    const std::string one = with("1");
    EXPECT_NE(one.find("solution 17:"), std::string::npos);
    EXPECT_EQ(with("2"), one);
    EXPECT_EQ(with("5"), one);
  }
}

TEST(LongRunsThreads, StatsSayHowMany) {
  const auto run = run_dlx_binary({"queens", "8", "--count", "--stats", "--threads", "2"});
  EXPECT_NE(run.err.find(", 2 threads"), std::string::npos) << run.err;
  const auto first = run_dlx_binary({"queens", "8", "--stats"});
  EXPECT_NE(first.err.find(", 1 thread\n"), std::string::npos) << first.err;
  // A Sudoku is too small a tree for workers to pay, even when counting, unless asked for.
  const std::string puzzle =
      ".3..9..5.....1...45..8....7....3.2..6....9.4...7..25.......19....69....812.....7.\n";
  const auto sudoku = run_dlx_binary({"sudoku", "-", "--count", "--stats"}, puzzle);
  EXPECT_NE(sudoku.err.find(", 1 thread\n"), std::string::npos) << sudoku.err;
  const auto asked =
      run_dlx_binary({"sudoku", "-", "--count", "--stats", "--threads", "2"}, puzzle);
  EXPECT_NE(asked.err.find(", 2 threads\n"), std::string::npos) << asked.err;
  EXPECT_EQ(asked.out, sudoku.out);
}

// ---- Seeds ------------------------------------------------------------------------------------

TEST(LongRunsSeed, ASeedGivesTheSameOutputEveryTime) {
  const std::string queens10 = testing::queens_dlx_text(10);
  const auto seeded = run_dlx_binary({"exact", "-", "--seed", "7"}, queens10);
  EXPECT_EQ(seeded.exit_code, 0) << seeded.err;
  EXPECT_EQ(run_dlx_binary({"exact", "-", "--seed", "7"}, queens10).out, seeded.out);
  // The shuffled search still counts every solution once.
  EXPECT_EQ(
      run_dlx_binary({"exact", "-", "--count", "--seed", "12345678901234567890"}, queens10).out,
      run_dlx_binary({"exact", "-", "--count"}, queens10).out);
  // A unique Sudoku has the same solution under any seed.
  const std::string puzzle =
      ".3..9..5.....1...45..8....7....3.2..6....9.4...7..25.......19....69....812.....7.\n";
  EXPECT_EQ(run_dlx_binary({"sudoku", "-", "--seed", "99"}, puzzle).out,
            run_dlx_binary({"sudoku", "-"}, puzzle).out);
}

TEST(LongRunsSeed, QueensTakeTheCommonSeedFromAConfigFileToo) {
  const std::string dir = testing::make_temp_dir();
  const std::string ini =
      testing::write_file(dir, "q.ini", "encoder = queens\n[queens]\nn = 60\nseed = 42\n");
  const auto from_file = run_dlx_binary({"--config", ini});
  EXPECT_EQ(from_file.exit_code, 0) << from_file.err;
  EXPECT_EQ(from_file.out, run_dlx_binary({"queens", "60", "--seed", "42"}).out);
}

// ---- Estimates --------------------------------------------------------------------------------

double json_field(const std::string& line, const std::string& name) {
  const auto match = Pattern("\"" + name + "\":([-0-9.eE+]+)").search(line);
  if (!match) return -1.0;
  return std::stod((*match)[1]);
}

TEST(LongRunsEstimate, JsonHasTheEstimatesAndTheirSpread) {
  const auto run = run_dlx_binary({"queens", "10", "--estimate", "300", "--json"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  const auto lines = lines_of(run.out);
  ASSERT_EQ(lines.size(), 1u) << run.out;
  EXPECT_NE(lines[0].find("\"probes\":300"), std::string::npos) << lines[0];
  for (const char* positive : {"nodes_estimate", "solutions_estimate", "seconds_estimate"}) {
    EXPECT_GT(json_field(lines[0], positive), 0.0) << positive << ": " << lines[0];
  }
  for (const char* spread : {"nodes_stddev", "solutions_stddev", "seconds_stddev"}) {
    EXPECT_GE(json_field(lines[0], spread), 0.0) << spread << ": " << lines[0];
  }
  // The probes follow the seed: the same seed, the same estimate of the tree.
  const auto again = run_dlx_binary({"queens", "10", "--estimate", "300", "--json"});
  EXPECT_EQ(json_field(lines_of(again.out).at(0), "nodes_estimate"),
            json_field(lines[0], "nodes_estimate"));
}

TEST(LongRunsEstimate, TextNamesNodesSolutionsAndTime) {
  const auto run = run_dlx_binary({"exact", "-", "--estimate", "50", "--seed", "3"},
                                  testing::queens_dlx_text(8));
  EXPECT_EQ(run.exit_code, 0) << run.err;
  for (const char* line :
       {"estimate from 50 random probes", "\nnodes: ", "\nsolutions: ", "\nseconds: "}) {
    EXPECT_NE(run.out.find(line), std::string::npos) << line << "\n" << run.out;
  }
}

// ---- Bad values -------------------------------------------------------------------------------

TEST(LongRunsErrors, BadValuesExitWithTwo) {
  for (const std::vector<std::string>& flags :
       std::vector<std::vector<std::string>>{{"--threads", "-1"},
                                             {"--threads", "5000"},
                                             {"--threads", "two"},
                                             {"--seed", "x"},
                                             {"--seed", "-1"},
                                             {"--seed", "18446744073709551616"},
                                             {"--estimate", "0"},
                                             {"--estimate", "-5"},
                                             {"--estimate", "10", "--count"},
                                             {"--estimate", "10", "--all"},
                                             {"--estimate", "10", "--unique"},
                                             {"--estimate", "10", "--limit", "3"},
                                             {"--estimate", "10", "--dominate"}}) {
    std::vector<std::string> arguments = {"queens", "8"};
    arguments.insert(arguments.end(), flags.begin(), flags.end());
    const auto run = run_dlx_binary(arguments);
    EXPECT_EQ(run.exit_code, 2) << flags[0] << " " << flags[1] << ": " << run.out;
    EXPECT_NE(run.err.find(flags[0]), std::string::npos) << run.err;
  }
}

TEST(LongRunsErrors, HelpListsTheNewFlagsAndTheExitCode) {
  const auto help = run_dlx_binary({"--help"});
  for (const char* text : {"--threads", "--seed", "--estimate", "--progress", "130"}) {
    EXPECT_NE(help.out.find(text), std::string::npos) << text;
  }
}

}  // namespace
}  // namespace dlx::long_runs_cli_test
