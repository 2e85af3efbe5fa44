// The command line as people type it (issue 19): the word order they use, flags that override a
// config file, standard input when no file is named, Ctrl-C while dlx waits for input, -V, flags
// a mode does not take, and messages that say what is wrong and what would be right. Each test
// runs the built dlx as a user does, or the app in-process where a terminal must be pretended.
#include <gtest/gtest.h>

#include <dlx/version.hpp>

#include <csignal>
#include <sstream>

#include "apps/dlx/app.hpp"
#include "tests/support/run_binary.hpp"
#include "tests/support/text_lines.hpp"
#include "tests/support/text_pattern.hpp"
#include "tests/support/xml_elements.hpp"

namespace dlx::habits_cli_test {
namespace {

using testing::contains;

using testing::lines_of;
using testing::Pattern;
using testing::run_dlx_binary;

const std::string kSource = DLX_SOURCE_DIR;
const std::string kSeed = kSource + "/examples/dlx/seed.dlx";
const std::string kClassic = kSource + "/examples/sudoku/classic.txt";
const std::string kExactIni = kSource + "/examples/config/exact.ini";
const std::string kPuzzle =
    ".3..9..5.....1...45..8....7....3.2..6....9.4...7..25.......19....69....812.....7.";

// ---- Word order and flags as people type them --------------------------------------------

TEST(Habits, GradeAndExplainAreFlagsOnTheFile) {
  for (const std::string mode : {"--grade", "--explain"}) {
    const auto after = run_dlx_binary({"sudoku", kClassic, mode});
    EXPECT_EQ(after.exit_code, 0) << mode << ": " << after.err;
    // The order of the older docs still works: the file is the bare argument either way.
    const auto before = run_dlx_binary({"sudoku", mode, kClassic});
    EXPECT_EQ(before.exit_code, 0) << mode << ": " << before.err;
    EXPECT_EQ(after.out, before.out) << mode;
    EXPECT_TRUE(contains(after.out, kClassic + ":3")) << after.out;
  }
  const auto graded = run_dlx_binary({"sudoku", kClassic, "--grade"});
  EXPECT_EQ(lines_of(graded.out).size(), 3u) << graded.out;
}

TEST(Habits, FlagsOnTheCommandLineOverrideTheConfigFile) {
  // The file says count = true and stats = true, for examples/dlx/queens8.dlx: --all replaces its
  // mode, and --no-stats or --stats=false turn its statistics off. Each run must print what the
  // same flags print without the file.
  const std::string queens8 = kSource + "/examples/dlx/queens8.dlx";
  auto plain = [&](const std::vector<std::string>& flags) {
    std::vector<std::string> arguments = {"exact", queens8};
    arguments.insert(arguments.end(), flags.begin(), flags.end());
    const auto run = run_dlx_binary(arguments);
    EXPECT_EQ(run.exit_code, 0) << run.err;
    return run.out;
  };
  const auto file_only = run_dlx_binary({"--config", kExactIni}, "", kSource);
  ASSERT_EQ(file_only.exit_code, 0) << file_only.err;
  EXPECT_EQ(file_only.out, plain({"--count"}));
  EXPECT_TRUE(contains(file_only.err, "nodes")) << file_only.err;

  const auto all = run_dlx_binary({"--config", kExactIni, "--all"}, "", kSource);
  ASSERT_EQ(all.exit_code, 0) << all.err;
  EXPECT_EQ(all.out, plain({"--all"}));

  for (const std::string off : {"--no-stats", "--stats=false", "--stats=no"}) {
    const auto quiet = run_dlx_binary({"--config", kExactIni, off}, "", kSource);
    ASSERT_EQ(quiet.exit_code, 0) << off << ": " << quiet.err;
    EXPECT_EQ(quiet.out, file_only.out) << off;
    EXPECT_EQ(quiet.err, "") << off;
  }
  const auto unique = run_dlx_binary({"--config", kExactIni, "--unique"}, "", kSource);
  EXPECT_EQ(unique.exit_code, 0) << unique.err;
  EXPECT_EQ(unique.out, plain({"--unique"}));
  const auto limited = run_dlx_binary({"--config", kExactIni, "--limit", "2"}, "", kSource);
  EXPECT_EQ(limited.out, plain({"--count", "--limit", "2"}));
  // --count=false turns the file's mode off: a first solution.
  const auto first =
      run_dlx_binary({"--config", kExactIni, "--count=false", "--no-stats"}, "", kSource);
  EXPECT_EQ(first.exit_code, 0) << first.err;
  EXPECT_EQ(first.out, plain({}));

  const auto on = run_dlx_binary({"exact", kSeed, "--stats=true"});
  EXPECT_TRUE(contains(on.err, "nodes")) << on.err;
  const auto bad = run_dlx_binary({"exact", kSeed, "--stats=maybe"});
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_TRUE(contains(bad.err, "bad value for --stats: 'maybe': expected true or false"))
      << bad.err;
}

TEST(Habits, StandardInputWhenNoFileIsNamed) {
  // Knuth's way: dlx exact < problem.dlx.
  const auto exact = run_dlx_binary({"exact"}, testing::file_text(kSeed));
  EXPECT_EQ(exact.exit_code, 0) << exact.err;
  EXPECT_EQ(exact.out, run_dlx_binary({"exact", kSeed}).out);
  EXPECT_EQ(exact.err, "");  // no note when standard input is not a terminal
  const auto sudoku = run_dlx_binary({"sudoku", "--unique"}, kPuzzle + "\n");
  EXPECT_EQ(sudoku.exit_code, 0) << sudoku.err;
  EXPECT_TRUE(sudoku.out.starts_with("unique solution:")) << sudoku.out;
  const auto graded = run_dlx_binary({"sudoku", "--grade"}, kPuzzle + "\n");
  EXPECT_EQ(graded.exit_code, 0) << graded.err;
  EXPECT_TRUE(contains(graded.out, "<stdin>:1: ")) << graded.out;
}

TEST(Habits, AtATerminalDlxSaysThatItWaitsForInput) {
  app::RunEnvironment terminal;
  terminal.in_is_terminal = true;
  std::istringstream typed(testing::file_text(kSeed));
  std::ostringstream out, err;
  EXPECT_EQ(app::run_dlx({"exact"}, typed, out, err, terminal), 0);
  EXPECT_EQ(err.str(),
            "dlx: reading a DLX file from standard input (end it with Ctrl-D; Ctrl-C quits)\n");
  EXPECT_EQ(out.str(), "B 1 4\nD 3 5 6\nF 2 7\n");
  // A file named: no note, the terminal is not read.
  std::istringstream unused;
  std::ostringstream out2, err2;
  EXPECT_EQ(app::run_dlx({"exact", kSeed}, unused, out2, err2, terminal), 0);
  EXPECT_EQ(err2.str(), "");
}

TEST(Habits, CtrlCWhileWaitingForInputEndsDlxAtOnce) {
  // Before, the first Ctrl-C was only noted, the input typed after it was read, and the search
  // then stopped at once: "at least 0 solutions" for a problem that has one.
  testing::BackgroundDlx dlx({"exact", "--count"}, testing::BackgroundDlx::Input::kOpenPipe);
  ASSERT_TRUE(dlx.wait_until_catching(SIGINT));
  dlx.send(SIGINT);
  const auto run = dlx.wait();
  EXPECT_EQ(run.exit_code, 130) << run.err;
  EXPECT_EQ(run.out, "");
  EXPECT_TRUE(contains(run.err, "dlx: interrupted while reading the input")) << run.err;
}

TEST(Habits, VersionAsDashCapitalV) {
  for (const std::string flag : {"-V", "--version"}) {
    const auto run = run_dlx_binary({flag});
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_EQ(run.out, std::string("dlx ") + kVersion + "\n");
  }
}

TEST(Habits, AFlagAModeDoesNotTakeIsRefusedNotIgnored) {
  for (const std::vector<std::string>& arguments : std::vector<std::vector<std::string>>{
           {"sudoku", "--generate", "2", "--pretty"},
           {"sudoku", "--generate", "2", "--format", "grid"},
           {"sudoku", kClassic, "--grade", "--pretty"},
           {"sudoku", kClassic, "--grade", "--symmetry", "mirror"},
           {"sudoku", kClassic, "--difficulty", "expert"},
           {"sudoku", kClassic, "--clues", "30"},
       }) {
    const auto run = run_dlx_binary(arguments);
    EXPECT_EQ(run.exit_code, 2) << arguments[2] << " " << arguments.back();
    EXPECT_EQ(run.out, "");
    EXPECT_TRUE(contains(run.err, "does not apply to") || contains(run.err, "applies to"))
        << run.err;
    EXPECT_FALSE(contains(run.err, "bad value")) << run.err;
    EXPECT_TRUE(contains(run.err, "Try 'dlx sudoku --help'.")) << run.err;
  }
  // --stats is applied: the summary of what the mode did, even for one puzzle and over --quiet.
  const auto generated =
      run_dlx_binary({"sudoku", "--generate", "1", "--seed", "1", "--quiet", "--stats"});
  EXPECT_EQ(generated.exit_code, 0) << generated.err;
  EXPECT_TRUE(contains(generated.err, "generated 1 9x9 puzzle (seed 1")) << generated.err;
  const auto graded = run_dlx_binary({"sudoku", "--grade", "--stats"}, kPuzzle + "\n");
  EXPECT_TRUE(contains(graded.err, "<stdin>: 1 puzzle graded")) << graded.err;
  const auto solved = run_dlx_binary({"sudoku", "--stats"}, kPuzzle + "\n");
  EXPECT_TRUE(contains(solved.err, "<stdin>: 1 puzzle, 1 solved")) << solved.err;
  // A config file's search flags are defaults for every mode: examples/config/sudoku.ini says
  // unique = true, which --grade does not refuse.
  const auto from_file =
      run_dlx_binary({"--config", kSource + "/examples/config/sudoku.ini", "--grade"}, "", kSource);
  EXPECT_EQ(from_file.exit_code, 0) << from_file.err;
  EXPECT_EQ(lines_of(from_file.out).size(), 3u) << from_file.out;
}

// One rule for every command (mode_choice.hpp): a flag that only tunes a search, typed where the
// mode has no use for it, is set aside with a note; the answer is the one without it.
TEST(Habits, ATuningFlagAModeHasNoUseForIsNotedAndSetAside) {
  struct Case {
    std::vector<std::string> arguments;  // the last two are the flag and its value, or "" for none
    std::string note;
  };
  const std::string sudoku_input = kPuzzle + "\n";
  for (const Case& c : std::vector<Case>{
           {{"queens", "8", "--dominate", "--count", "--threads", "2"},
            "note: --threads has no effect with --dominate"},
           {{"queens", "6", "--dominate", "--seed", "3"},
            "note: --seed has no effect with --dominate"},
           {{"queens", "6", "--dominate", "--heuristic", "weighted"},
            "note: --heuristic has no effect with --dominate"},
           {{"queens", "6", "--dominate", "--propagate", "implied"},
            "note: --propagate has no effect with --dominate"},
           {{"queens", "6", "--dominate", "--restarts", "luby"},
            "note: --restarts has no effect with --dominate"},
           {{"exact", kSeed, "--threads", "1"}, ""},
           {{"sudoku", "-", "--grade", "--threads", "2"},
            "note: --threads has no effect with --grade"},
           {{"sudoku", "-", "--explain", "--seed", "3"},
            "note: --seed has no effect with --explain"},
           {{"sudoku", "-", "--grade", "--progress", ""},
            "note: --progress has no effect with --grade"},
           {{"queens", "8", "--emit-dlx", "--threads", "2"},
            "note: --threads has no effect with --emit-dlx"},
           {{"queens", "8", "--emit-dlx", "--time-limit", "3"},
            "note: --time-limit has no effect with --emit-dlx"},
           {{"polyomino", "--list-boards", "--threads", "2"},
            "note: --threads has no effect with --list-boards"},
       }) {
    std::vector<std::string> without = c.arguments;
    without.resize(without.size() - 2);
    std::vector<std::string> with = c.arguments;
    if (with.back().empty()) with.pop_back();
    const auto plain = run_dlx_binary(without, sudoku_input);
    const auto run = run_dlx_binary(with, sudoku_input);
    const std::string shown = with[0] + " ... " + with[with.size() - 2];
    EXPECT_EQ(run.exit_code, plain.exit_code) << shown << "\n" << run.err;
    EXPECT_EQ(run.exit_code, 0) << shown << "\n" << run.err;
    EXPECT_EQ(run.out, plain.out) << shown;
    if (c.note.empty()) {
      EXPECT_FALSE(contains(run.err, "no effect")) << shown << "\n" << run.err;
    } else {
      EXPECT_TRUE(contains(run.err, c.note)) << shown << "\n" << run.err;
      // --quiet: the note too.
      with.push_back("--quiet");
      EXPECT_FALSE(contains(run_dlx_binary(with, sudoku_input).err, "no effect")) << shown;
    }
  }
  // A config file's setting the mode has no use for is set aside without a word: seed = 3 at its
  // top with --dominate.
  const std::string dir = testing::make_temp_dir();
  const std::string ini = testing::write_file(dir, "q.ini", "seed = 3\nthreads = 2\n");
  const auto from_file = run_dlx_binary({"--config", ini, "queens", "6", "--dominate"});
  EXPECT_EQ(from_file.exit_code, 0) << from_file.err;
  EXPECT_EQ(from_file.err, "");
  EXPECT_EQ(from_file.out, run_dlx_binary({"queens", "6", "--dominate"}).out);
}

// ---- Messages ------------------------------------------------------------------------------

TEST(Habits, TyposGetTheNearestCommandFlagOrName) {
  struct Case {
    std::vector<std::string> arguments;
    std::string message;
  };
  for (const Case& c : std::vector<Case>{
           {{"exct", kSeed}, "dlx: unknown command 'exct'; did you mean 'exact'?"},
           {{"exact", kSeed, "--coutn"},
            "dlx exact: unknown option '--coutn'; did you mean "
            "'--count'?\nTry 'dlx exact --help'."},
           {{"queens", "8", "--al"}, "unknown option '--al'; did you mean '--all'?"},
           {{"queens", "8", "--pieces", "X"},
            "unknown option '--pieces' (an option of "
            "'polyomino'"},
           {{"polyomino", "6x10", "--pieces", "pentominos"},
            "'pentominos': not a piece set, and no such file; did you mean 'pentominoes'?"},
           {{"polyomino", "scot"}, "did you mean 'scott'?"},
           {{"--verison"}, "unknown option '--verison'; did you mean '--version'?"},
       }) {
    const auto run = run_dlx_binary(c.arguments);
    EXPECT_EQ(run.exit_code, 2) << c.arguments[0];
    EXPECT_EQ(run.out, "");
    EXPECT_TRUE(contains(run.err, c.message)) << run.err;
  }
  // A key of a config file too.
  const std::string dir = testing::make_temp_dir();
  const std::string ini =
      testing::write_file(dir, "c.ini", "encoder = exact\n[exact]\nfile = x\ncuont = true\n");
  const auto key = run_dlx_binary({"--config", ini});
  EXPECT_EQ(key.exit_code, 2);
  EXPECT_TRUE(contains(key.err, "unknown key 'exact.cuont'; did you mean 'exact.count'?"))
      << key.err;
  // No prefix guessing: --al is not --all, silently.
  const auto guessed = run_dlx_binary({"exact", kSeed, "--al"});
  EXPECT_EQ(guessed.exit_code, 2);
}

TEST(Habits, ConflictsAreSaidAsConflictsWithTheCommandsHelp) {
  for (const std::vector<std::string>& arguments : std::vector<std::vector<std::string>>{
           {"queens", "8", "--dominate", "--distinct"},
           {"sudoku", "--generate", "2", kClassic},
           {"sudoku", kClassic, "--grade", "--explain"},
           {"queens", "8", "--dominate", "--order", "plain"},
           {"queens", "8", "--json", "--format", "board"},
           {"sudoku", kClassic, "--json", "--pretty"},
       }) {
    const auto run = run_dlx_binary(arguments);
    EXPECT_EQ(run.exit_code, 2) << arguments[1];
    EXPECT_FALSE(contains(run.err, "bad value")) << run.err;
    EXPECT_TRUE(contains(run.err, "Try 'dlx " + arguments[0] + " --help'.")) << run.err;
  }
  // A bad value is still called one, and points to the command's help too.
  const auto value = run_dlx_binary({"sudoku", kClassic, "--box", "9"});
  EXPECT_TRUE(contains(value.err, "dlx sudoku: bad value for --box: '9'")) << value.err;
  EXPECT_TRUE(contains(value.err, "Try 'dlx sudoku --help'.")) << value.err;
  const auto missing = run_dlx_binary({"queens", "8", "--svg"});
  EXPECT_TRUE(contains(missing.err, "--svg needs a FILE")) << missing.err;
}

TEST(Habits, PluralsArticlesAndChessWords) {
  const auto one = run_dlx_binary({"sudoku", "--stats"}, kPuzzle + "\n");
  // "1 puzzles" as words, not the end of a rate such as "1541 puzzles/s".
  const Pattern one_puzzles("(^|[^0-9.])1 puzzles[^/]");
  EXPECT_FALSE(one_puzzles.found_in(one.err)) << one.err;
  const auto generated = run_dlx_binary(
      {"sudoku", "--generate", "1", "--seed", "1", "--difficulty", "easy", "--attempts", "1000"});
  EXPECT_FALSE(one_puzzles.found_in(generated.err)) << generated.err;
  EXPECT_TRUE(Pattern("in (1 attempt|[0-9]+ attempts)\\)").found_in(generated.err))
      << generated.err;
  const std::string dir = testing::make_temp_dir();
  const std::string placement = testing::write_file(dir, "p.txt", "0 0 0 0 0 0 0 0\n");
  const auto article = run_dlx_binary({"queens", "9", "--complete", placement});
  EXPECT_TRUE(contains(article.err, "this placement is for an 8x8 board, not 9x9")) << article.err;
  const auto eleven = run_dlx_binary({"sudoku"}, std::string(121, '.') + "\n");
  EXPECT_TRUE(contains(eleven.err, "an 11x11 grid has no boxes")) << eleven.err;
  // Queen domination in chess words.
  const auto dominated = run_dlx_binary({"queens", "5", "--dominate"});
  EXPECT_EQ(dominated.exit_code, 0);
  EXPECT_TRUE(dominated.out.starts_with(
      "minimum 3 queens (proven: no dominating set has fewer); a minimum dominating set:\n"))
      << dominated.out;
  const auto counted = run_dlx_binary({"queens", "5", "--dominate", "--count"});
  EXPECT_TRUE(Pattern("[0-9]+ dominating sets of the minimum 3 queens\n").matches(counted.out))
      << counted.out;
  // An exact-cover file keeps the words of covers and options.
  // Options {a b}, {c}, {a}: the only cover of two is {a b} with {c}.
  const std::string cover = testing::write_file(dir, "c.dlx", "a b c\na b\nc\na\n");
  const auto repeated = run_dlx_binary({"exact", cover, "--repeated", "--count"});
  EXPECT_EQ(repeated.out, "1 cover of the minimum size 2\n");
}

TEST(Habits, ADirectoryAsConfigFileIsSaidToBeOne) {
  const std::string dir = testing::make_temp_dir();
  const auto run = run_dlx_binary({"--config", dir});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_TRUE(contains(run.err, "config file '" + dir + "' is a directory")) << run.err;
}

TEST(Habits, DistinctQueensSayTheyCountUpToSymmetry) {
  const auto run = run_dlx_binary({"queens", "8", "--distinct", "--count"});
  EXPECT_EQ(run.exit_code, 0);
  EXPECT_TRUE(contains(run.err, "note: counting up to the 8 symmetries of the square")) << run.err;
  const auto quiet = run_dlx_binary({"queens", "8", "--distinct", "--count", "--quiet"});
  EXPECT_EQ(quiet.err, "");
  EXPECT_EQ(quiet.out, run.out);
}

TEST(Habits, AnEstimateSaysWhenNoProbeReachedASolution) {
  // The 6x10 pentomino box has 9356 tilings (docs/polyomino.md), and random probes almost never
  // end at one. The seed fixes the probes, so the run repeats.
  const auto run = run_dlx_binary({"polyomino", "6x10", "--estimate", "20", "--seed", "2"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(contains(run.out, "solutions: unknown: none of the 20 probes reached a solution"))
      << run.out;
  const auto json =
      run_dlx_binary({"polyomino", "6x10", "--estimate", "20", "--seed", "2", "--json"});
  EXPECT_TRUE(contains(json.out, "\"probes_reached_solutions\":false")) << json.out;
  // Queens reach solutions on random paths: the estimate is a number.
  const auto queens = run_dlx_binary({"queens", "8", "--estimate", "200"});
  EXPECT_TRUE(Pattern("solutions: [0-9.e+]+ \\(stddev").found_in(queens.out)) << queens.out;
}

}  // namespace
}  // namespace dlx::habits_cli_test
