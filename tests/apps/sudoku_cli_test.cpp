// `dlx sudoku` on the shared puzzle sets, as a user runs it. Known answers come from the files in
// ../shared/data/sudoku; every printed solution is checked here by the tests' own judge.
#include <gtest/gtest.h>

#include <cctype>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <numeric>
#include <set>
#include <sstream>

#include "encoders/sudoku/showcase_examples.hpp"
#include "tests/support/run_binary.hpp"
#include "tests/support/shared_data.hpp"
#include "tests/support/sudoku_judge.hpp"
#include "tests/support/text_lines.hpp"

namespace dlx::sudoku_cli_test {
namespace {

using testing::json_number;

using testing::json_field;
using testing::lines_of;
using testing::run_dlx_binary;

constexpr const char* kDigits = "123456789";

std::vector<std::string> file_lines(const std::filesystem::path& path, std::size_t most = 0) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line[0] != '#') lines.push_back(line);
    if (most != 0 && lines.size() == most) break;
  }
  return lines;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& line : lines) text += line + "\n";
  return text;
}

class SudokuCli : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto dir = testing::shared_data_dir();
    if (!dir) GTEST_SKIP() << "../shared/data is absent: skipping the shared Sudoku sets";
    data = *dir / "sudoku";
  }

  // Solves `puzzles` (9x9 lines) with --json and the extra flags; checks every solution with the
  // judge and returns the JSON lines.
  std::vector<std::string> solve_and_judge(const std::vector<std::string>& puzzles,
                                           const std::vector<std::string>& flags) {
    std::vector<std::string> arguments = {"sudoku", "-", "--json"};
    arguments.insert(arguments.end(), flags.begin(), flags.end());
    const auto run = run_dlx_binary(arguments, joined(puzzles));
    EXPECT_EQ(run.exit_code, 0) << run.err.substr(0, 500);
    const auto lines = lines_of(run.out);
    EXPECT_EQ(lines.size(), puzzles.size());
    for (std::size_t k = 0; k < lines.size() && k < puzzles.size(); ++k) {
      const auto puzzle = testing::grid_values(puzzles[k], kDigits);
      const auto solution = testing::grid_values(json_field(lines[k], "solution"), kDigits);
      EXPECT_TRUE(testing::is_sudoku_solution(puzzle, solution, 9, 3))
          << "puzzle " << k + 1 << ": " << lines[k];
    }
    return lines;
  }

  std::filesystem::path data;
};

TEST_F(SudokuCli, SeedClassicPuzzlesGetTheArticlesSolutions) {
  const auto lines = file_lines(data / "seed-classic.txt");
  ASSERT_EQ(lines.size() % 2, 0u);
  for (std::size_t k = 0; k < lines.size(); k += 2) {
    const auto run = run_dlx_binary({"sudoku", "-"}, lines[k] + "\n");
    EXPECT_EQ(run.exit_code, 0) << run.err;
    EXPECT_EQ(run.out, lines[k + 1] + "\n");
  }
}

TEST_F(SudokuCli, SeedDiagonalPuzzleGetsTheArticlesSolution) {
  const auto lines = file_lines(data / "seed-diagonal.txt");
  ASSERT_EQ(lines.size(), 2u);
  const auto run = run_dlx_binary({"sudoku", "-", "--diagonal", "--unique"}, lines[0] + "\n");
  EXPECT_EQ(run.out, "unique solution:\n" + lines[1] + "\n") << run.err;
  // Without the diagonal rule the same clues allow other grids.
  const auto plain = run_dlx_binary({"sudoku", "-", "--unique"}, lines[0] + "\n");
  EXPECT_NE(plain.out.find("multiple"), std::string::npos) << plain.out;
}

TEST_F(SudokuCli, SeedKillerGetsTheArticlesSolution) {
  // The file holds cages, sums and the article's solution; dlx reads the cages and sums.
  std::ifstream in(data / "seed-killer.txt");
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::string expected = text.substr(text.find("solution\n") + 9);
  const auto run = run_dlx_binary({"sudoku", "-", "--unique"}, text);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, "unique solution:\n" + expected + "\n");
}

TEST_F(SudokuCli, ProjectEuler96SumIs24702) {
  const auto run = run_dlx_binary({"sudoku", (data / "euler96.txt").string()});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  // Grids come back as 9 lines each, after their name ("Grid 01"), and a blank line; the top-left
  // three digits of each.
  int sum = 0;
  int grids = 0;
  bool first_row = true;
  for (const std::string& line : lines_of(run.out)) {
    if (line.starts_with("Grid ")) continue;
    if (line.empty()) {
      first_row = true;
      continue;
    }
    if (first_row) {
      sum += std::stoi(line.substr(0, 3));
      ++grids;
      first_row = false;
    }
  }
  EXPECT_EQ(grids, 50);
  EXPECT_EQ(sum, 24702);
}

TEST_F(SudokuCli, KaggleTenThousandMatchTheirSolutions) {
  const auto puzzles = file_lines(data / "kaggle_bryanpark_first10000.txt");
  const auto solutions = file_lines(data / "kaggle_bryanpark_first10000.solutions.txt");
  ASSERT_EQ(puzzles.size(), solutions.size());
  const auto run = run_dlx_binary({"sudoku", (data / "kaggle_bryanpark_first10000.txt").string()});
  EXPECT_EQ(run.exit_code, 0);
  EXPECT_EQ(lines_of(run.out), solutions);
  EXPECT_NE(run.err.find("10000 puzzles, 10000 solved"), std::string::npos) << run.err;
}

TEST_F(SudokuCli, SeventeenCluePuzzlesAreAllUnique) {
  const auto puzzles = file_lines(data / "tdoku_puzzles2_17_clue.txt");
  ASSERT_GE(puzzles.size(), 1000u);
  const auto lines = solve_and_judge(puzzles, {"--unique"});
  std::size_t unique = 0;
  for (const std::string& line : lines)
    unique += line.find("\"verdict\":\"unique\"") != std::string::npos;
  EXPECT_EQ(unique, puzzles.size());
}

TEST_F(SudokuCli, HardSetsAreSolvedAndVerified) {
  for (const char* file :
       {"tdoku_puzzles1_unbiased.txt", "tdoku_puzzles3_magictour_top1465.txt",
        "tdoku_puzzles6_forum_hardest_1106.txt", "forum_hardest_1905_msolve_hardest_to_solve.txt",
        "forum_hardest_1905_msolve_most_difficult.txt"}) {
    SCOPED_TRACE(file);
    solve_and_judge(file_lines(data / file), {});
  }
  solve_and_judge(file_lines(data / "tdoku_puzzles5_forum_hardest_1905_11plus.txt", 2000), {});
}

TEST_F(SudokuCli, SergBenchmarkCountsAreExact) {
  const auto puzzles = file_lines(data / "tdoku_puzzles7_serg_benchmark.txt", 300);
  const auto counts = file_lines(data / "tdoku_puzzles7_serg_benchmark.counts.txt", 300);
  const auto run = run_dlx_binary({"sudoku", "-", "--count", "--json"}, joined(puzzles));
  const auto lines = lines_of(run.out);
  ASSERT_EQ(lines.size(), counts.size());
  for (std::size_t k = 0; k < lines.size(); ++k) {
    EXPECT_NE(lines[k].find("\"solutions\":" + counts[k] + ","), std::string::npos)
        << "puzzle " << k + 1 << ": " << lines[k];
  }
}

// The *.answers.tsv files: line, solutions (1, 0 or 2+), clues, source.
std::vector<std::string> answers(const std::filesystem::path& file) {
  std::vector<std::string> verdicts;
  for (const std::string& line : file_lines(file)) {
    std::istringstream fields(line);
    std::string number, solutions;
    fields >> number >> solutions;
    if (number != "line") verdicts.push_back(solutions);
  }
  return verdicts;
}

TEST_F(SudokuCli, SixBySixCountsMatchTheAnswers) {
  const auto verdicts = answers(data / "sudoku6x6_2x3.answers.tsv");
  const auto run =
      run_dlx_binary({"sudoku", (data / "sudoku6x6_2x3.txt").string(), "--count", "--json"});
  const auto lines = lines_of(run.out);
  ASSERT_EQ(lines.size(), verdicts.size());
  for (std::size_t k = 0; k < lines.size(); ++k) {
    EXPECT_NE(lines[k].find("\"solutions\":" + verdicts[k] + ","), std::string::npos) << lines[k];
  }
  // And each solution shown is a 6x6 Sudoku with 2x3 boxes.
  const auto puzzles = file_lines(data / "sudoku6x6_2x3.txt");
  const auto first = run_dlx_binary({"sudoku", (data / "sudoku6x6_2x3.txt").string()});
  const auto solved = lines_of(first.out);
  ASSERT_EQ(solved.size(), puzzles.size());
  for (std::size_t k = 0; k < solved.size(); ++k) {
    EXPECT_TRUE(testing::is_sudoku_solution(testing::grid_values(puzzles[k], "123456"),
                                            testing::grid_values(solved[k], "123456"), 6, 2));
  }
}

TEST_F(SudokuCli, LargeGridsMatchTheAnswers) {
  struct Case {
    const char* file;
    int n;
    const char* alphabet;
    std::vector<std::size_t> lines;  // the quick ones; the slow "ultimate" ones are for benchmarks
  };
  std::vector<std::size_t> sixteen(22);
  std::iota(sixteen.begin(), sixteen.end(), 1);
  sixteen.insert(sixteen.end(), {28, 31, 33, 35, 38, 39, 40});
  for (const Case& c : {Case{"sudoku16x16", 16, "123456789ABCDEFG", sixteen},
                        Case{"sudoku25x25", 25, "ABCDEFGHIJKLMNOPQRSTUVWXY", {1, 2, 3, 5}}}) {
    const auto puzzles = file_lines(data / (std::string(c.file) + ".txt"));
    const auto verdicts = answers(data / (std::string(c.file) + ".answers.tsv"));
    for (std::size_t line : c.lines) {
      SCOPED_TRACE(std::string(c.file) + " line " + std::to_string(line));
      const auto run =
          run_dlx_binary({"sudoku", "-", "--unique", "--json"}, puzzles[line - 1] + "\n");
      const std::string& verdict = verdicts[line - 1];
      const std::string expected = verdict == "1" ? "unique" : verdict == "0" ? "none" : "multiple";
      if (verdict == "0") {
        EXPECT_EQ(run.exit_code, 1);
        EXPECT_NE(run.out.find("\"solutions\":0"), std::string::npos) << run.out;
        continue;
      }
      EXPECT_NE(run.out.find("\"verdict\":\"" + expected + "\""), std::string::npos) << run.out;
      const auto solution = testing::grid_values(json_field(run.out, "solution"), c.alphabet);
      EXPECT_TRUE(testing::is_sudoku_solution(testing::grid_values(puzzles[line - 1], c.alphabet),
                                              solution, c.n, c.n == 16 ? 4 : 5));
    }
  }
}

// --propagate implied: the same verdict and grid from a smaller tree (a tough 16x16 of the shared
// set: --unique takes 1.11 million nodes without, 0.78 million with); none is the default.
TEST_F(SudokuCli, PropagationShrinksTheTreeNotTheAnswer) {
  const auto puzzles = file_lines(data / "sudoku16x16.txt");
  ASSERT_GE(puzzles.size(), 24u);
  auto nodes_of = [](const std::string& err) -> std::uint64_t {
    const std::size_t end = err.find(" nodes");
    if (end == std::string::npos) return 0;
    std::size_t start = end;
    while (start > 0 && std::isdigit(static_cast<unsigned char>(err[start - 1])) != 0) --start;
    return std::stoull(err.substr(start, end - start));
  };
  std::map<std::string, testing::BinaryRun> runs;
  for (const char* propagate : {"none", "implied"}) {
    runs[propagate] = run_dlx_binary({"sudoku", "-", "--unique", "--json", "--stats", "--threads",
                                      "1", "--propagate", propagate},
                                     puzzles[23] + "\n");
    EXPECT_EQ(runs[propagate].exit_code, 0) << propagate << ": " << runs[propagate].err;
  }
  const std::string alphabet = "123456789ABCDEFG";
  const auto solution = testing::grid_values(json_field(runs["none"].out, "solution"), alphabet);
  EXPECT_TRUE(
      testing::is_sudoku_solution(testing::grid_values(puzzles[23], alphabet), solution, 16, 4));
  EXPECT_EQ(json_field(runs["implied"].out, "solution"), json_field(runs["none"].out, "solution"));
  EXPECT_EQ(json_field(runs["implied"].out, "verdict"), json_field(runs["none"].out, "verdict"));
  const std::uint64_t without = nodes_of(runs["none"].err);
  const std::uint64_t with = nodes_of(runs["implied"].err);
  EXPECT_GT(with, 0u) << runs["implied"].err;
  EXPECT_LT(with, without);
  const auto by_default =
      run_dlx_binary({"sudoku", "-", "--unique", "--stats", "--threads", "1"}, puzzles[23] + "\n");
  EXPECT_EQ(nodes_of(by_default.err), without);
}

TEST(SudokuCliSmall, FourByFourAndItsUniquenessByBruteForce) {
  // A 4x4 puzzle; the test counts its completions itself by trying every grid.
  const std::string puzzle = "1...\n..3.\n.4..\n...2\n";
  const auto run = run_dlx_binary({"sudoku", "-", "--all", "--json"}, puzzle);
  std::vector<int> clues = testing::grid_values("1.....3..4.....2", "1234");
  std::size_t brute = 0;
  std::vector<int> grid(16);
  // Every grid whose rows are permutations of 1..4: 24^4 of them.
  const int perms[24][4] = {{1, 2, 3, 4}, {1, 2, 4, 3}, {1, 3, 2, 4}, {1, 3, 4, 2}, {1, 4, 2, 3},
                            {1, 4, 3, 2}, {2, 1, 3, 4}, {2, 1, 4, 3}, {2, 3, 1, 4}, {2, 3, 4, 1},
                            {2, 4, 1, 3}, {2, 4, 3, 1}, {3, 1, 2, 4}, {3, 1, 4, 2}, {3, 2, 1, 4},
                            {3, 2, 4, 1}, {3, 4, 1, 2}, {3, 4, 2, 1}, {4, 1, 2, 3}, {4, 1, 3, 2},
                            {4, 2, 1, 3}, {4, 2, 3, 1}, {4, 3, 1, 2}, {4, 3, 2, 1}};
  for (int a = 0; a < 24; ++a)
    for (int b = 0; b < 24; ++b)
      for (int c = 0; c < 24; ++c)
        for (int d = 0; d < 24; ++d) {
          const int* rows[4] = {perms[a], perms[b], perms[c], perms[d]};
          for (int r = 0; r < 4; ++r)
            for (int k = 0; k < 4; ++k) grid[r * 4 + k] = rows[r][k];
          brute += testing::is_sudoku_solution(clues, grid, 4, 2) ? 1 : 0;
        }
  const auto lines = lines_of(run.out);
  ASSERT_FALSE(lines.empty());
  EXPECT_NE(lines.back().find("\"solutions\":" + std::to_string(brute) + ","), std::string::npos)
      << lines.back();
  EXPECT_EQ(lines.size(), brute + 1);  // each solution, then the summary
  EXPECT_GT(brute, 0u);
}

TEST(SudokuCliSmall, GridFormsAndPrettyOutput) {
  const std::string grid =
      "+-------+-------+-------+\n"
      "| . 3 . | . 9 . | . 5 . |\n| . . . | . 1 . | . . 4 |\n| 5 . . | 8 . . | . . 7 |\n"
      "+-------+-------+-------+\n"
      "| . . . | . 3 . | 2 . . |\n| 6 . . | . . 9 | . 4 . |\n| . . 7 | . . 2 | 5 . . |\n"
      "+-------+-------+-------+\n"
      "| . . . | . . 1 | 9 . . |\n| . . 6 | 9 . . | . . 8 |\n| 1 2 . | . . . | . 7 . |\n"
      "+-------+-------+-------+\n";
  const auto run = run_dlx_binary({"sudoku", "-"}, grid);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto rows = lines_of(run.out);
  // A grid stays a grid, in its own drawing (issue 32): nine rows, four box lines, a blank line.
  ASSERT_EQ(rows.size(), 14u) << run.out;
  EXPECT_EQ(rows[0], "+-------+-------+-------+");
  EXPECT_EQ(rows[1], "| 7 3 4 | 2 9 6 | 8 5 1 |");
  EXPECT_EQ(rows[12], rows[0]);
  const auto pretty = run_dlx_binary({"sudoku", "-", "--pretty"}, grid);
  // The walls of the boxes, each clue in brackets.
  EXPECT_EQ(lines_of(pretty.out)[0], "+-----------+-----------+-----------+");
  EXPECT_EQ(lines_of(pretty.out)[1], "| 7  [3]  4 | 2  [9]  6 | 8  [5]  1 |");
}

TEST(SudokuCliSmall, JigsawWindokuAndExtraRegions) {
  const std::string dir = testing::make_temp_dir();
  // A jigsaw region map that happens to be the boxes, shifted: any partition into 9 regions of 9.
  std::string regions;
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) regions += static_cast<char>('a' + (r / 3) * 3 + (c / 3));
    regions += "\n";
  }
  const std::string map = testing::write_file(dir, "regions.txt", regions);
  const std::string empty(81, '.');
  const auto jigsaw = run_dlx_binary({"sudoku", "-", "--regions", map}, empty + "\n");
  ASSERT_EQ(jigsaw.exit_code, 0) << jigsaw.err;
  EXPECT_TRUE(testing::is_sudoku_solution(
      std::vector<int>(81, 0), testing::grid_values(lines_of(jigsaw.out)[0], kDigits), 9, 3));
  // Windoku: the windows hold every digit (checked here from their coordinates).
  const auto windoku = run_dlx_binary({"sudoku", "-", "--windoku"}, empty + "\n");
  const auto values = testing::grid_values(lines_of(windoku.out)[0], kDigits);
  for (int top : {1, 5}) {
    for (int left : {1, 5}) {
      std::set<int> seen;
      for (int r = top; r < top + 3; ++r)
        for (int c = left; c < left + 3; ++c)
          seen.insert(values[static_cast<std::size_t>(r * 9 + c)]);
      EXPECT_EQ(seen.size(), 9u);
    }
  }
  // An extra region map with the two diagonals as regions equals --diagonal.
  std::string diagonals;
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) diagonals += r == c ? 'd' : (r + c == 8 ? 'e' : '.');
    diagonals += "\n";
  }
  diagonals[4 * 10 + 4] = 'd';  // the centre is on both; a map gives each cell one region
  const std::string extra = testing::write_file(dir, "diag.txt", diagonals);
  const auto bad = run_dlx_binary({"sudoku", "-", "--extra", extra}, empty + "\n");
  EXPECT_EQ(bad.exit_code, 2);  // region e has 8 cells: not a region of 9
  EXPECT_NE(bad.err.find("has 8 cells"), std::string::npos) << bad.err;
}

TEST(SudokuCliSmall, MalformedPuzzlesAreReportedAndTheRestRun) {
  const std::string batch =
      ".3..9..5.....1...45..8....7....3.2..6....9.4...7..25.......19....69....812.....7.\n"
      ".3..9..5.....1...45..8....7....3.2..6....9.4...7..25.......19....69....812.....\n"
      ".3..9..5.....1...45..8....7....3.2..6....9.4...7..25.......19....69....812.....X.\n"
      "33..9..5.....1...45..8....7....3.2..6....9.4...7..25.......19....69....812.....7.\n"
      "......4..3.6.........196.3..7.....1.8..25..9..4....8...6.4.9..8..5....2....5....7\n";
  const auto run = run_dlx_binary({"sudoku", "-"}, batch);
  EXPECT_EQ(run.exit_code, 2);
  const auto out = lines_of(run.out);
  // Answer N is puzzle N's: two solved, two placeholders for the malformed ones, one contradiction
  // reported.
  ASSERT_EQ(out.size(), 5u);
  EXPECT_EQ(out[1].rfind("malformed: a puzzle line has 79 cells", 0), 0u) << out[1];
  EXPECT_EQ(out[2].rfind("malformed: symbol 'X'", 0), 0u) << out[2];
  EXPECT_NE(run.err.find("<stdin>:2: a puzzle line has 79 cells"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("<stdin>:3: symbol 'X' in row 9 column 8"), std::string::npos) << run.err;
  EXPECT_EQ(out[3], "no solution: the clues break the rules: row 1 has two 3s, at r1c1 and r1c2");
  EXPECT_NE(run.err.find("5 puzzles, 2 solved"), std::string::npos) << run.err;
}

// A batch keeps each model's houses for the clue check (ModelCache::houses_for): a puzzle of
// another size between two 9x9 ones must be checked on its own houses, and the 9x9 after it on the
// 9x9's again. Each puzzle's two clues share only a box, which each message must name.
TEST(SudokuCliSmall, ClueConflictsOfMixedSizesNameTheirOwnBoxes) {
  auto line_with = [](std::size_t cells, std::size_t a, std::size_t b, char value) {
    std::string line(cells, '.');
    line[a] = value;
    line[b] = value;
    return line + "\n";
  };
  const std::string batch =
      line_with(81, 0, 10, '5') + line_with(16, 0, 5, '1') + line_with(81, 70, 80, '7');
  const auto run = run_dlx_binary({"sudoku", "-"}, batch);
  EXPECT_EQ(run.exit_code, 1) << run.err;
  const auto out = lines_of(run.out);
  ASSERT_EQ(out.size(), 3u) << run.out;
  EXPECT_EQ(out[0], "no solution: the clues break the rules: box 1 has two 5s, at r1c1 and r2c2");
  EXPECT_EQ(out[1], "no solution: the clues break the rules: box 1 has two 1s, at r1c1 and r2c2");
  EXPECT_EQ(out[2], "no solution: the clues break the rules: box 9 has two 7s, at r8c8 and r9c9");
}

TEST(SudokuCliSmall, LargeGridsUpTo64) {
  // Puzzles made here from the pattern solution (value (r % b) * b + r / b + c mod n), with 70% of
  // the cells kept by a fixed rule; the judge checks what comes back.
  for (int b : {6, 8}) {
    const int n = b * b;
    const std::string alphabet =
        std::string("123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz@$&")
            .substr(0, n);
    std::string line;
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        const bool kept = (r * 7 + c * 13) % 10 < 7;
        line += kept ? alphabet[static_cast<std::size_t>(((r % b) * b + r / b + c) % n)] : '.';
      }
    }
    const auto run = run_dlx_binary({"sudoku", "-", "--time-limit", "60"}, line + "\n");
    ASSERT_EQ(run.exit_code, 0) << run.err;
    EXPECT_TRUE(testing::is_sudoku_solution(testing::grid_values(line, alphabet),
                                            testing::grid_values(lines_of(run.out)[0], alphabet), n,
                                            b))
        << n;
  }
  const auto huge = run_dlx_binary({"sudoku", "-"}, std::string(100 * 100, '.') + "\n");
  EXPECT_EQ(huge.exit_code, 2);
  EXPECT_NE(huge.err.find("a 100x100 grid is larger than the largest dlx solves, 64x64"),
            std::string::npos)
      << huge.err;
}

TEST(SudokuCliSmall, ConfigFileSection) {
  const std::string dir = testing::make_temp_dir();
  const std::string puzzles = testing::write_file(
      dir, "p.txt",
      ".3..9..5.....1...45..8....7....3.2..6....9.4...7..25.......19....69....812.....7.\n");
  const std::string ini = testing::write_file(
      dir, "s.ini", "encoder = sudoku\n[sudoku]\nfile = " + puzzles + "\nunique = true\n");
  const auto run = run_dlx_binary({"--config", ini});
  EXPECT_EQ(run.out,
            "unique solution:\n"
            "734296851268517394591843627915734286682159743347682519853471962476925138129368475\n")
      << run.err;
  const auto bad =
      run_dlx_binary({"--config", testing::write_file(dir, "b.ini",
                                                      "encoder = sudoku\n[sudoku]\nbox = huge\n"
                                                      "file = " +
                                                          puzzles + "\n")});
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("'box'"), std::string::npos) << bad.err;
  EXPECT_NE(bad.err.find("b.ini"), std::string::npos) << bad.err;
}

TEST(SudokuCliSmall, BadSettingsAndSizes) {
  const std::string line(81, '.');
  for (const std::vector<std::string>& arguments :
       std::vector<std::vector<std::string>>{{"sudoku", "-", "--box", "3by3"},
                                             {"sudoku", "-", "--box", "2x4"},
                                             {"sudoku", "-", "--format", "square"},
                                             {"sudoku", "-", "--symbols", "12345678"}}) {
    const auto run = run_dlx_binary(arguments, line + "\n");
    EXPECT_EQ(run.exit_code, 2) << arguments.back() << ": " << run.err;
  }
  const auto huge =
      run_dlx_binary({"sudoku", "-"}, "1 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 4294967298\n");
  EXPECT_EQ(huge.exit_code, 2);
  EXPECT_NE(huge.err.find("value 4294967298 in row 4 column 4 is out of range"), std::string::npos)
      << huge.err;
  const auto misfit = run_dlx_binary({"sudoku", "-", "--windoku"}, std::string(16, '.') + "\n");
  EXPECT_EQ(misfit.exit_code, 2);
  const auto prime = run_dlx_binary({"sudoku", "-"}, std::string(49, '.') + "\n");
  EXPECT_NE(prime.err.find("prime"), std::string::npos) << prime.err;
  const auto latin = run_dlx_binary({"sudoku", "-", "--box", "1x7"}, std::string(49, '.') + "\n");
  EXPECT_EQ(latin.exit_code, 0) << latin.err;
}

// ---- --grade and --explain ----------------------------------------------------------------------

// A number field of a JSON line ("nodes":123); -1 if absent.
TEST_F(SudokuCli, GradeTheSeedPuzzles) {
  const auto lines = file_lines(data / "seed-classic.txt");
  std::vector<std::string> puzzles;
  for (std::size_t k = 0; k < lines.size(); k += 2) puzzles.push_back(lines[k]);
  const auto run = run_dlx_binary({"sudoku", "--grade", "-"}, joined(puzzles));
  EXPECT_EQ(run.exit_code, 0) << run.err;
  const auto out = lines_of(run.out);
  ASSERT_EQ(out.size(), 3u) << run.out;
  // What the grader reports (the library test checks the same grades and their soundness).
  EXPECT_EQ(out[0].rfind("<stdin>:1: intermediate; hidden single ", 0), 0u) << out[0];
  EXPECT_NE(out[0].find("naked triple 1; search: "), std::string::npos) << out[0];
  EXPECT_NE(out[0].find(" nodes, unique"), std::string::npos) << out[0];
  EXPECT_EQ(out[1].rfind("<stdin>:2: needs-search (logic stuck with ", 0), 0u) << out[1];
  EXPECT_EQ(out[2].rfind("<stdin>:3: easy; ", 0), 0u) << out[2];
  EXPECT_NE(run.err.find("3 puzzles graded: 0 simple, 1 easy, 1 intermediate, 0 expert, 1 "
                         "needs-search"),
            std::string::npos)
      << run.err;
}

TEST_F(SudokuCli, GradeJsonOnTheHardestAndKaggle) {
  const auto hardest = file_lines(data / "tdoku_puzzles6_forum_hardest_1106.txt", 20);
  const auto run = run_dlx_binary({"sudoku", "--grade", "-", "--json"}, joined(hardest));
  EXPECT_EQ(run.exit_code, 0) << run.err;
  const auto out = lines_of(run.out);
  ASSERT_EQ(out.size(), hardest.size());
  for (const std::string& line : out) {
    EXPECT_EQ(json_field(line, "grade"), "needs-search") << line;
    EXPECT_EQ(json_field(line, "solutions"), "unique") << line;
    EXPECT_NE(line.find("\"solved\":false"), std::string::npos) << line;
    EXPECT_GT(json_number(line, "nodes"), 1) << line;
    EXPECT_GT(json_number(line, "open_cells"), 0) << line;
  }
  const auto kaggle = file_lines(data / "kaggle_bryanpark_first10000.txt", 50);
  const auto easy = run_dlx_binary({"sudoku", "--grade", "-", "--json"}, joined(kaggle));
  EXPECT_EQ(easy.exit_code, 0) << easy.err;
  const auto graded = lines_of(easy.out);
  ASSERT_EQ(graded.size(), kaggle.size());
  for (std::size_t k = 0; k < graded.size(); ++k) {
    const std::string& line = graded[k];
    EXPECT_EQ(json_field(line, "grade"), "simple") << line;
    EXPECT_EQ(json_number(line, "open_cells"), 0) << line;
    // One single per blank, and the counts add up to the steps.
    const auto blanks = std::count(kaggle[k].begin(), kaggle[k].end(), '.');
    const long long singles = std::max(json_number(line, "hidden-single"), 0LL) +
                              std::max(json_number(line, "naked-single"), 0LL);
    EXPECT_EQ(singles, blanks) << line;
    EXPECT_EQ(json_number(line, "steps"), blanks) << line;
  }
}

TEST_F(SudokuCli, ExplainPlacesTheArticlesSolution) {
  // Replaying every "rXcY = v" of the explanation on the clues gives the article's solution.
  const auto lines = file_lines(data / "seed-classic.txt");
  const auto run = run_dlx_binary({"sudoku", "--explain", "-"}, lines[0] + "\n");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  const auto out = lines_of(run.out);
  ASSERT_GE(out.size(), 3u);
  EXPECT_EQ(out[0], "<stdin>:1");
  std::string grid = lines[0];
  std::size_t steps = 0;
  for (std::size_t k = 1; k + 2 < out.size(); ++k) {
    ++steps;
    const std::string& line = out[k];
    const std::size_t colon = line.find(": ");
    ASSERT_NE(colon, std::string::npos) << line;
    const std::string technique = line.substr(0, colon);
    if (technique == "hidden single" || technique == "naked single") {
      int row = 0;
      int column = 0;
      char value = 0;
      ASSERT_EQ(std::sscanf(line.c_str() + colon + 2, "r%dc%d = %c", &row, &column, &value), 3)
          << line;
      char& cell = grid[static_cast<std::size_t>((row - 1) * 9 + column - 1)];
      EXPECT_EQ(cell, '.') << line;
      cell = value;
    } else {
      EXPECT_NE(line.find("removed "), std::string::npos) << line;
    }
  }
  EXPECT_EQ(grid, lines[1]);
  EXPECT_EQ(out[out.size() - 2],
            "logic solved the puzzle in " + std::to_string(steps) + " steps: grade intermediate");
  EXPECT_EQ(out.back(), "");
  EXPECT_NE(run.out.find("\nnaked triple: 2, 5, 6 in r7c8, r7c9, r9c9 (box 9), removed 2 from "
                         "r8c8; 6 from r9c7\n"),
            std::string::npos)
      << run.out;
  // --json: one object per puzzle, the steps as an array of the same lines.
  const auto json = run_dlx_binary({"sudoku", "--explain", "-", "--json"}, lines[2] + "\n");
  EXPECT_EQ(json.exit_code, 0) << json.err;
  ASSERT_EQ(lines_of(json.out).size(), 1u);
  EXPECT_EQ(json_field(json.out, "grade"), "needs-search");
  EXPECT_NE(json.out.find("\"steps\":[\"hidden single: "), std::string::npos) << json.out;
  EXPECT_NE(json_field(json.out, "outcome").find("needs search"), std::string::npos) << json.out;
}

TEST(SudokuCliSmall, GradeBadInputAndSettings) {
  const std::string good =
      ".3..9..5.....1...45..8....7....3.2..6....9.4...7..25.......19....69....812.....7.\n";
  const auto run = run_dlx_binary(
      {"sudoku", "--grade", "-"},
      good + ".3..9..5.....1...45..8....7....3.2..6....9.4...7..25.......19....69....812.....\n" +
          "33..9..5.....1...45..8....7....3.2..6....9.4...7..25.......19....69....812.....7.\n");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("<stdin>:2: a puzzle line has 79 cells"), std::string::npos) << run.err;
  const auto out = lines_of(run.out);
  ASSERT_EQ(out.size(), 2u) << run.out;
  EXPECT_EQ(
      out[1],
      "<stdin>:3: no solution: the clues break the rules: row 1 has two 3s, at r1c1 and r1c2");

  const auto unsolvable = run_dlx_binary({"sudoku", "--grade", "-"},
                                         "33..9..5.....1...45..8....7....3.2..6....9.4...7..25....."
                                         "..19....69....812.....7.\n");
  EXPECT_EQ(unsolvable.exit_code, 1) << unsolvable.err;

  const std::string dir = testing::make_temp_dir();
  const std::string killer = testing::write_file(dir, "k.txt", sudoku::killer_example());
  // A killer is graded by the logic on its model (model_logic/), which reads the cages' sums.
  const auto killer_graded = run_dlx_binary({"sudoku", "--grade", killer});
  EXPECT_EQ(killer_graded.exit_code, 0) << killer_graded.err;
  EXPECT_NE(killer_graded.out.find("constraint "), std::string::npos) << killer_graded.out;
  EXPECT_NE(killer_graded.out.find("; search: "), std::string::npos) << killer_graded.out;
  const auto killer_explained = run_dlx_binary({"sudoku", "--explain", killer});
  EXPECT_EQ(killer_explained.exit_code, 0) << killer_explained.err;
  EXPECT_NE(killer_explained.out.find("[killer "), std::string::npos) << killer_explained.out;

  for (const std::vector<std::string>& arguments :
       std::vector<std::vector<std::string>>{{"sudoku", "--grade", "-", "--explain", "-"},
                                             {"sudoku", "-", "--grade", "-"},
                                             {"sudoku", "--grade", dir + "/absent.txt"},
                                             {"sudoku", "--grade", "-", "--box", "2x4"},
                                             // Search flags, which grading ignored silently.
                                             {"sudoku", "--grade", "-", "--count"},
                                             {"sudoku", "--grade", "-", "--limit", "1"},
                                             {"sudoku", "--explain", "-", "--all"}}) {
    const auto bad = run_dlx_binary(arguments, good);
    EXPECT_EQ(bad.exit_code, 2) << arguments[1] << " " << arguments[2] << ": " << bad.err;
    EXPECT_EQ(bad.out, "") << arguments[1] << " " << arguments[2];
  }
  const auto empty = run_dlx_binary({"sudoku", "--explain", "-"}, "# nothing\n");
  EXPECT_EQ(empty.exit_code, 2);
  EXPECT_NE(empty.err.find("no puzzle in the input"), std::string::npos) << empty.err;
}

TEST(SudokuCliSmall, GradeFromTheConfigFileAndOtherSizes) {
  const std::string dir = testing::make_temp_dir();
  // A 4x4 and a jigsaw-free 6x6 in one file: sizes are per puzzle.
  const std::string puzzles =
      testing::write_file(dir, "p.txt", "1.3.....4.......\n" + std::string(36, '.') + "\n");
  const std::string ini = testing::write_file(
      dir, "g.ini", "encoder = sudoku\n[sudoku]\ngrade = true\nfile = " + puzzles + "\n");
  const auto run = run_dlx_binary({"--config", ini, "--json"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  const auto out = lines_of(run.out);
  ASSERT_EQ(out.size(), 2u) << run.out;
  EXPECT_EQ(json_field(out[0], "input"), puzzles + ":1");
  // An empty 6x6 has many solutions: logic cannot finish it.
  EXPECT_EQ(json_field(out[1], "grade"), "needs-search") << out[1];
  EXPECT_EQ(json_field(out[1], "solutions"), "multiple") << out[1];
}

TEST_F(SudokuCli, GradeVariants) {
  // Sudoku X: with the diagonals as houses the seed puzzle is unique and the logic, checked against
  // the engine's solution, makes its deductions; as a classic it has several solutions.
  const auto lines = file_lines(data / "seed-diagonal.txt");
  const auto x =
      run_dlx_binary({"sudoku", "--grade", "-", "--diagonal", "--json"}, lines[0] + "\n");
  EXPECT_EQ(x.exit_code, 0) << x.err;
  EXPECT_EQ(json_field(x.out, "solutions"), "unique") << x.out;
  EXPECT_GT(json_number(x.out, "steps"), 0) << x.out;
  const auto classic = run_dlx_binary({"sudoku", "--grade", "-", "--json"}, lines[0] + "\n");
  EXPECT_EQ(json_field(classic.out, "solutions"), "multiple") << classic.out;
  EXPECT_EQ(json_field(classic.out, "grade"), "needs-search") << classic.out;

  // A jigsaw map whose regions are the boxes under other names grades exactly as the classic.
  const std::string dir = testing::make_temp_dir();
  std::string regions;
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) regions += static_cast<char>('i' - (r / 3) * 3 - (c / 3));
    regions += "\n";
  }
  const std::string map = testing::write_file(dir, "regions.txt", regions);
  const auto seeds = file_lines(data / "seed-classic.txt");
  const std::string puzzles = seeds[0] + "\n" + seeds[2] + "\n" + seeds[4] + "\n";
  const auto boxes = run_dlx_binary({"sudoku", "--grade", "-", "--json"}, puzzles);
  const auto jigsaw =
      run_dlx_binary({"sudoku", "--grade", "-", "--json", "--regions", map}, puzzles);
  EXPECT_EQ(jigsaw.exit_code, 0) << jigsaw.err;
  const auto by_boxes = lines_of(boxes.out);
  const auto by_regions = lines_of(jigsaw.out);
  ASSERT_EQ(by_boxes.size(), 3u);
  ASSERT_EQ(by_regions.size(), 3u);
  for (std::size_t k = 0; k < 3; ++k) {
    EXPECT_EQ(json_field(by_regions[k], "grade"), json_field(by_boxes[k], "grade"));
    EXPECT_EQ(by_regions[k].substr(0, by_regions[k].find("\"nodes\"")),
              by_boxes[k].substr(0, by_boxes[k].find("\"nodes\"")));
  }
  // The explanation too, with the regions named as regions (numbered in reading order).
  const auto explained =
      run_dlx_binary({"sudoku", "--explain", "-", "--regions", map}, seeds[0] + "\n");
  std::string renamed = run_dlx_binary({"sudoku", "--explain", "-"}, seeds[0] + "\n").out;
  for (std::size_t at = renamed.find("box "); at != std::string::npos;
       at = renamed.find("box ", at)) {
    renamed.replace(at, 4, "region ");
  }
  EXPECT_EQ(explained.out, renamed);
}

}  // namespace
}  // namespace dlx::sudoku_cli_test
