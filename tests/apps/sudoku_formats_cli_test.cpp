// `dlx sudoku` on the files people have (issue 19): labels after a puzzle, Kaggle's CSV with its
// solution column, SadMan's .sdk, other blanks, 16x16 grids written without blanks, a region map
// with its section name; and batch output that lines up with the input: answer N is puzzle N's,
// a malformed puzzle leaves a placeholder, grids are kept apart, Euler's names are kept, and an
// error every puzzle shares is said once. Solutions are checked by the tests' own judge, or
// against the published solutions in ../shared/data.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "tests/support/run_binary.hpp"
#include "tests/support/shared_data.hpp"
#include "tests/support/sudoku_judge.hpp"
#include "tests/support/text_lines.hpp"

namespace dlx::sudoku_formats_cli_test {
namespace {

using testing::contains;

using testing::grid_values;
using testing::is_sudoku_solution;
using testing::lines_of;
using testing::run_dlx_binary;

constexpr const char* kDigits = "123456789";
const std::string kSource = DLX_SOURCE_DIR;
// The first puzzle of examples/sudoku/classic.txt.
const std::string kPuzzle =
    ".3..9..5.....1...45..8....7....3.2..6....9.4...7..25.......19....69....812.....7.";

bool solves(const std::string& puzzle, const std::string& solution) {
  return is_sudoku_solution(grid_values(puzzle, kDigits), grid_values(solution, kDigits), 9, 3);
}

std::string solved(const std::string& puzzle) {
  const auto run = run_dlx_binary({"sudoku", "-"}, puzzle + "\n");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  return lines_of(run.out).at(0);
}

std::vector<std::string> data_lines(const std::filesystem::path& path, std::size_t most) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; lines.size() < most && std::getline(in, line);) {
    if (!line.empty() && line[0] != '#') lines.push_back(line);
  }
  return lines;
}

TEST(SudokuFormats, TextAfterAPuzzleIsItsLabel) {
  const std::string solution = solved(kPuzzle);
  ASSERT_TRUE(solves(kPuzzle, solution));
  const std::vector<std::string> trailers = {"  # hard one", ";name", "\t42", " 2.3 SE rating"};
  std::string input;
  for (const std::string& trailer : trailers) input += kPuzzle + trailer + "\n";
  const auto run = run_dlx_binary({"sudoku", "-"}, input);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto lines = lines_of(run.out);
  ASSERT_EQ(lines.size(), trailers.size()) << run.out;
  for (std::size_t k = 0; k < trailers.size(); ++k) EXPECT_EQ(lines[k], solution + trailers[k]);
  // The label names the puzzle in JSON and in --pretty.
  const auto json = run_dlx_binary({"sudoku", "-", "--json"}, kPuzzle + "  # hard one\n");
  EXPECT_TRUE(contains(json.out, "\"input\":\"<stdin>:1 (hard one)\"")) << json.out;
  const auto pretty = run_dlx_binary({"sudoku", "-", "--pretty"}, kPuzzle + ";name\n");
  EXPECT_TRUE(pretty.out.starts_with("name\n+---")) << pretty.out;
}

TEST(SudokuFormats, OtherBlanks) {
  const std::string solution = solved(kPuzzle);
  for (char blank : {'*', '-', 'x', '0', '_'}) {
    std::string puzzle = kPuzzle;
    std::replace(puzzle.begin(), puzzle.end(), '.', blank);
    const auto run = run_dlx_binary({"sudoku", "-"}, puzzle + "\n");
    EXPECT_EQ(run.exit_code, 0) << blank << ": " << run.err;
    EXPECT_EQ(lines_of(run.out), std::vector<std::string>{solution}) << blank;
  }
}

TEST(SudokuFormats, SadMansSdkWithItsHeaders) {
  std::string grid;
  for (int row = 0; row < 9; ++row)
    grid += kPuzzle.substr(static_cast<std::size_t>(row) * 9, 9) + "\n";
  std::replace(grid.begin(), grid.end(), '.', '-');
  const std::string sdk = "#AThe author\n#DA description\n#L3\n[Puzzle]\n" + grid +
                          "[State]\n.........\nsomething else\n";
  const std::string dir = testing::make_temp_dir();
  const auto run = run_dlx_binary({"sudoku", testing::write_file(dir, "p.sdk", sdk)});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto lines = lines_of(run.out);
  ASSERT_EQ(lines.size(), 10u) << run.out;  // a grid comes back as a grid, then a blank line
  std::string line;
  for (int row = 0; row < 9; ++row) line += lines[static_cast<std::size_t>(row)];
  EXPECT_EQ(line, solved(kPuzzle));
}

class SudokuFormatsData : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto dir = testing::shared_data_dir();
    if (!dir) GTEST_SKIP() << "../shared/data is absent: skipping the shared Sudoku sets";
    data = *dir / "sudoku";
  }
  std::filesystem::path data;
};

TEST_F(SudokuFormatsData, KaggleCsvWithItsSolutionColumn) {
  const auto puzzles = data_lines(data / "kaggle_bryanpark_first10000.txt", 200);
  const auto solutions = data_lines(data / "kaggle_bryanpark_first10000.solutions.txt", 200);
  ASSERT_EQ(puzzles.size(), solutions.size());
  // Kaggle writes blanks as 0.
  auto zeros = [](std::string line) {
    std::replace(line.begin(), line.end(), '.', '0');
    return line;
  };
  std::string csv = "quizzes,solutions\n";
  for (std::size_t k = 0; k < puzzles.size(); ++k) {
    csv += zeros(puzzles[k]) + "," + solutions[k] + "\n";
  }
  const auto run = run_dlx_binary({"sudoku", "-"}, csv);
  ASSERT_EQ(run.exit_code, 0) << run.err.substr(0, 500);
  EXPECT_EQ(lines_of(run.out), solutions);
  EXPECT_FALSE(contains(run.err, "differs")) << run.err.substr(0, 500);
  // A header with more columns, in another order.
  std::string wide = "id,solution,puzzle,clues\n";
  for (std::size_t k = 0; k < 20; ++k) {
    wide += std::to_string(k) + "," + solutions[k] + "," + zeros(puzzles[k]) + ",30\n";
  }
  const auto wide_run = run_dlx_binary({"sudoku", "-"}, wide);
  ASSERT_EQ(wide_run.exit_code, 0) << wide_run.err;
  EXPECT_EQ(lines_of(wide_run.out),
            std::vector<std::string>(solutions.begin(), solutions.begin() + 20));
  // No header: "puzzle,solution" lines read the same.
  const auto bare = run_dlx_binary({"sudoku", "-"}, csv.substr(csv.find('\n') + 1));
  EXPECT_EQ(bare.out, run.out);
  // A solution column that breaks the rules is bad input, named by its line.
  std::string wrong_solution = solutions[3];
  std::swap(wrong_solution[0], wrong_solution[1]);
  std::string broken = "quizzes,solutions\n";
  for (std::size_t k = 0; k < 5; ++k) {
    broken += zeros(puzzles[k]) + "," + (k == 3 ? wrong_solution : solutions[k]) + "\n";
  }
  const auto checked = run_dlx_binary({"sudoku", "-"}, broken);
  EXPECT_EQ(checked.exit_code, 2);
  EXPECT_TRUE(contains(checked.err, "dlx: <stdin>:5: the solution in the input is wrong"))
      << checked.err;
  EXPECT_TRUE(contains(checked.err, "1 solution wrong in the input")) << checked.err;
  EXPECT_EQ(lines_of(checked.out).size(), 5u);
}

TEST_F(SudokuFormatsData, SixteenBySixteenWithoutBlanksIsOneGrid) {
  const std::string alphabet = "123456789ABCDEFG";
  const auto puzzles = data_lines(data / "sudoku16x16.txt", 2);
  ASSERT_EQ(puzzles.size(), 2u);
  std::string grids;
  for (const std::string& puzzle : puzzles) {
    for (std::size_t row = 0; row < 16; ++row) grids += puzzle.substr(row * 16, 16) + "\n";
  }
  const auto run = run_dlx_binary({"sudoku", "-"}, grids);
  ASSERT_EQ(run.exit_code, 0) << run.err.substr(0, 500);
  // Two grids of 16 rows, each followed by a blank line.
  const auto lines = lines_of(run.out);
  ASSERT_EQ(lines.size(), 34u) << run.out;
  for (std::size_t k = 0; k < 2; ++k) {
    std::string solution;
    // Written back with '|' between the boxes, so that each row stays a row of one grid.
    for (std::size_t row = 0; row < 16; ++row) {
      for (char c : lines[k * 17 + row]) {
        if (c != '|') solution += c;
      }
    }
    EXPECT_TRUE(is_sudoku_solution(grid_values(puzzles[k], alphabet),
                                   grid_values(solution, alphabet), 16, 4))
        << k;
  }
  // Cut short, such rows cannot be a 16x16 grid; each is read as a 4x4 puzzle line and fails,
  // with a hint rather than alone.
  std::string cut;
  for (std::size_t row = 0; row < 5; ++row) cut += puzzles[0].substr(row * 16, 16) + "\n";
  const auto short_run = run_dlx_binary({"sudoku", "-"}, cut);
  EXPECT_EQ(short_run.exit_code, 2);
  EXPECT_TRUE(contains(short_run.err, "--format grid reads them so")) << short_run.err;
  // A batch of 4x4 puzzles, 16 lines and more, is still a batch of 4x4 puzzles.
  std::string four;
  for (int k = 0; k < 20; ++k) four += "1...........3..4\n";
  const auto batch = run_dlx_binary({"sudoku", "-"}, four);
  EXPECT_EQ(batch.exit_code, 0) << batch.err;
  EXPECT_EQ(lines_of(batch.out).size(), 20u);
}

TEST_F(SudokuFormatsData, EulerNamesAreKept) {
  const auto run = run_dlx_binary({"sudoku", (data / "euler96.txt").string()});
  ASSERT_EQ(run.exit_code, 0) << run.err.substr(0, 300);
  const auto lines = lines_of(run.out);
  ASSERT_EQ(lines.size(), 50u * 11);  // the name, 9 rows, a blank line
  for (std::size_t k = 0; k < 50; ++k) {
    EXPECT_EQ(lines[k * 11], fmt::format("Grid {:02}", k + 1));
    EXPECT_EQ(lines[k * 11 + 10], "");
  }
  // The output reads back as the input did: solving it again gives itself.
  const auto again = run_dlx_binary({"sudoku", "-"}, run.out);
  EXPECT_EQ(again.out, run.out);
}

TEST(SudokuBatch, AnswerNIsPuzzleNsAlsoWhenOneIsMalformed) {
  const std::string input = kPuzzle + "\n" + kPuzzle.substr(1) + "\n" + kPuzzle + "\n";
  const auto run = run_dlx_binary({"sudoku", "-"}, input);
  EXPECT_EQ(run.exit_code, 2);
  const auto lines = lines_of(run.out);
  ASSERT_EQ(lines.size(), 3u) << run.out;
  EXPECT_EQ(lines[0], solved(kPuzzle));
  EXPECT_TRUE(lines[1].starts_with("malformed: a puzzle line has 80 cells")) << lines[1];
  EXPECT_EQ(lines[2], lines[0]);
  const auto json = run_dlx_binary({"sudoku", "-", "--json"}, input);
  const auto json_lines = lines_of(json.out);
  ASSERT_EQ(json_lines.size(), 3u);
  EXPECT_TRUE(json_lines[1].starts_with("{\"input\":\"<stdin>:2\",\"status\":\"malformed\""))
      << json_lines[1];
}

TEST(SudokuBatch, PrettyGridsAreKeptApart) {
  const auto run = run_dlx_binary({"sudoku", "-", "--pretty"}, kPuzzle + "\n" + kPuzzle + "\n");
  ASSERT_EQ(run.exit_code, 0);
  const auto lines = lines_of(run.out);
  ASSERT_EQ(lines.size(), 2u * 14) << run.out;  // 9 rows, 4 rules, a blank line
  EXPECT_EQ(lines[13], "");
  EXPECT_TRUE(lines[14].starts_with("+---"));
}

TEST(SudokuBatch, ASettingThatFitsNoPuzzleIsSaidOnce) {
  std::string input;
  for (int k = 0; k < 5; ++k) input += kPuzzle + "\n";
  const auto run = run_dlx_binary({"sudoku", "-", "--box", "2x3"}, input);
  EXPECT_EQ(run.exit_code, 2);
  const auto errors = lines_of(run.err);
  ASSERT_GE(errors.size(), 2u) << run.err;
  EXPECT_EQ(errors[0],
            "dlx: <stdin>:1: boxes of 2x3 do not fit a 9x9 grid: rows times columns "
            "must be 9");
  EXPECT_EQ(errors[1], "dlx: <stdin>: the error of line 1 again for 4 more puzzles");
  EXPECT_EQ(lines_of(run.out).size(), 5u);  // each puzzle still has its line
}

TEST(SudokuFormats, ARegionMapWithItsSectionName) {
  // docs/sudoku.md shows a map under its 'regions' line; a map file may keep it.
  const std::string dir = testing::make_temp_dir();
  std::string map = "regions\n";
  for (int row = 0; row < 9; ++row) {
    for (int column = 0; column < 9; ++column) {
      map += static_cast<char>('a' + (row / 3) * 3 + column / 3);
    }
    map += "\n";
  }
  const auto run = run_dlx_binary(
      {"sudoku", "-", "--regions", testing::write_file(dir, "boxes.txt", map)}, kPuzzle + "\n");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(lines_of(run.out), std::vector<std::string>{solved(kPuzzle)});
}

}  // namespace
}  // namespace dlx::sudoku_formats_cli_test
