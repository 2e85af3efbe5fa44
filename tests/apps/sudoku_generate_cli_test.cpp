// `dlx sudoku --generate N`, as a user runs it: the puzzles read back with the solver and are
// unique, a config file does the same, a seed repeats a run whatever the threads, and bad values
// are refused with exit code 2.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "tests/support/run_binary.hpp"
#include "tests/support/text_lines.hpp"

namespace dlx {
namespace {

using testing::lines_of;
using testing::run_dlx_binary;

std::size_t occurrences(const std::string& text, const std::string& word) {
  std::size_t count = 0;
  for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
    ++count;
  }
  return count;
}

TEST(SudokuGenerateCli, PuzzlesReadBackAndAreUnique) {
  const auto made = run_dlx_binary({"sudoku", "--generate", "3", "--seed", "5"});
  ASSERT_EQ(made.exit_code, 0) << made.err;
  const auto lines = lines_of(made.out);
  ASSERT_EQ(lines.size(), 3u);
  for (const std::string& line : lines) {
    EXPECT_EQ(line.size(), 81u);
    EXPECT_EQ(line.find_first_not_of(".123456789"), std::string::npos) << line;
  }
  EXPECT_NE(made.err.find("seed 5"), std::string::npos) << made.err;
  const auto solved = run_dlx_binary({"sudoku", "-", "--unique"}, made.out);
  EXPECT_EQ(solved.exit_code, 0) << solved.err;
  EXPECT_EQ(occurrences(solved.out, "unique solution:"), 3u) << solved.out;
}

TEST(SudokuGenerateCli, SameSeedSameOutputWithAnyThreads) {
  const auto one = run_dlx_binary({"sudoku", "--generate", "12", "--seed", "77", "--quiet"});
  const auto two =
      run_dlx_binary({"sudoku", "--generate", "12", "--seed", "77", "--threads", "2", "--quiet"});
  const auto other = run_dlx_binary({"sudoku", "--generate", "12", "--seed", "78", "--quiet"});
  ASSERT_EQ(one.exit_code, 0) << one.err;
  EXPECT_EQ(one.out, two.out);
  EXPECT_NE(one.out, other.out);
  EXPECT_EQ(one.err, "") << "--quiet: no summary";
}

TEST(SudokuGenerateCli, SizesVariantsAndSymmetry) {
  struct Case {
    std::vector<std::string> flags;
    std::size_t cells;
  };
  const std::vector<Case> cases = {
      {{"--box", "2x2"}, 16},
      {{"--box", "2x3", "--symmetry", "mirror"}, 36},
      {{"--diagonal", "--symmetry", "rotational"}, 81},
      {{"--windoku"}, 81},
      {{"--box", "4x4", "--no-minimal"}, 256},
  };
  for (const Case& c : cases) {
    std::vector<std::string> arguments = {"sudoku", "--generate", "2", "--seed", "3"};
    arguments.insert(arguments.end(), c.flags.begin(), c.flags.end());
    const auto made = run_dlx_binary(arguments);
    ASSERT_EQ(made.exit_code, 0) << made.err;
    const auto lines = lines_of(made.out);
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_EQ(lines[0].size(), c.cells);
    // Read back with the same variant flags (the symmetry is only a pattern of the clues).
    std::vector<std::string> solve = {"sudoku", "-", "--unique"};
    for (const std::string& flag : c.flags) {
      if (flag == "--diagonal" || flag == "--windoku" || flag == "--box" || flag.find('x') == 1) {
        solve.push_back(flag);
      }
    }
    const auto solved = run_dlx_binary(solve, made.out);
    EXPECT_EQ(solved.exit_code, 0) << solved.err;
    EXPECT_EQ(occurrences(solved.out, "unique solution:"), 2u) << solved.out;
  }
}

TEST(SudokuGenerateCli, ConfigFileGenerates) {
  const std::string dir = testing::make_temp_dir();
  const std::string ini = testing::write_file(
      dir, "generate.ini", "encoder = sudoku\n[sudoku]\ngenerate = 4\nseed = 5\nquiet = true\n");
  const auto from_file = run_dlx_binary({"--config", ini});
  const auto from_line = run_dlx_binary({"sudoku", "--generate", "4", "--seed", "5", "--quiet"});
  ASSERT_EQ(from_file.exit_code, 0) << from_file.err;
  EXPECT_EQ(lines_of(from_file.out).size(), 4u);
  EXPECT_EQ(from_file.out, from_line.out);
}

TEST(SudokuGenerateCli, BadValuesExitTwo) {
  const std::vector<std::vector<std::string>> bad = {
      {"--generate", "0"},
      {"--generate", "lots"},
      {"--generate", "2", "--seed", "-1"},
      {"--generate", "2", "--symmetry", "diagonal"},
      {"--generate", "2", "--threads", "many"},
      {"--generate", "2", "--clues", "100"},
      {"--generate", "2", "--box", "5x5"},
      {"--generate", "2", "--box", "9x9", "--no-minimal"},
      {"--generate", "2", "--box", "3x"},
      {"--generate", "2", "--attempts", "0"},
      {"--generate", "2", "--windoku", "--box", "2x3"},
      {"--generate", "2", "--difficulty", "hardest"},
      {"--generate", "2", "some-file.txt"},
      // Flags of a search, which the generator runs none of: they were silently ignored.
      {"--generate", "2", "--count"},
      {"--generate", "2", "--all"},
      {"--generate", "2", "--limit", "1"},
      {"--generate", "2", "--unique"},
      {"--generate", "2", "--estimate", "10"},
      {"--generate", "2", "--time-limit", "1"},
      {"--generate", "2", "--json"},
      {"--generate", "2", "--grade", "-"},
      {"--generate", "2", "--explain", "-"},
  };
  for (const auto& flags : bad) {
    std::vector<std::string> arguments = {"sudoku"};
    arguments.insert(arguments.end(), flags.begin(), flags.end());
    const auto run = run_dlx_binary(arguments);
    EXPECT_EQ(run.exit_code, 2) << flags[flags.size() - 1] << ": " << run.err;
    EXPECT_EQ(run.out, "");
    EXPECT_NE(run.err.find("dlx"), std::string::npos);
  }
}

TEST(SudokuGenerateCli, DifficultyGivesPuzzlesOfThatGrade) {
  for (const std::string level : {"easy", "expert"}) {
    const auto made =
        run_dlx_binary({"sudoku", "--generate", "3", "--seed", "1", "--difficulty", level});
    ASSERT_EQ(made.exit_code, 0) << made.err;
    EXPECT_NE(made.err.find("grade " + level), std::string::npos) << made.err;
    const auto graded = run_dlx_binary({"sudoku", "--grade", "-"}, made.out);
    EXPECT_EQ(graded.exit_code, 0) << graded.err;
    EXPECT_EQ(occurrences(graded.out, ": " + level + ";"), 3u) << graded.out;
  }
}

TEST(SudokuGenerateCli, DifficultyGivesUpAfterItsAttempts) {
  // A 4x4 never needs more than singles: "expert" cannot appear.
  const auto run = run_dlx_binary(
      {"sudoku", "--generate", "1", "--box", "2x2", "--difficulty", "expert", "--attempts", "20"});
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_EQ(run.out, "");
  EXPECT_NE(run.err.find("no puzzle of grade 'expert' in 20 attempts"), std::string::npos)
      << run.err;
}

}  // namespace
}  // namespace dlx
