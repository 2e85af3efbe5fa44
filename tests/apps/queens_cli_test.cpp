// `dlx queens` as a user runs it. Known counts come from ../shared/data/queens/counts.tsv
// (OEIS A000170 and A002562); every board printed is checked here by the rules of chess.
#include <gtest/gtest.h>

#include <cstdlib>
#include <sstream>

#include "tests/support/run_binary.hpp"
#include "tests/support/shared_data.hpp"
#include "tests/support/text_lines.hpp"
#include "tests/support/text_pattern.hpp"

namespace dlx::queens_cli_test {
namespace {

using testing::leading_count;

using testing::run_dlx_binary;

// The test's own judge, written from the rules: n queens, one per row, no two attacking.
bool queens_are_valid(const std::vector<int>& columns) {
  const int n = static_cast<int>(columns.size());
  for (int a = 0; a < n; ++a) {
    if (columns[a] < 1 || columns[a] > n) return false;
    for (int b = a + 1; b < n; ++b) {
      if (columns[a] == columns[b] || std::abs(columns[a] - columns[b]) == b - a) return false;
    }
  }
  return n > 0;
}

// Boards in the text output: rows of 'Q' and '.', separated by blanks; returns the column list of
// each board (1-based).
std::vector<std::vector<int>> boards_in(const std::string& text) {
  std::vector<std::vector<int>> boards;
  std::vector<int> board;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    const bool is_row = !line.empty() && line.find_first_not_of("Q. ") == std::string::npos;
    if (is_row) {
      std::string squares;
      for (char c : line) {
        if (c != ' ') squares += c;
      }
      const std::size_t q = squares.find('Q');
      board.push_back(q == std::string::npos ? 0 : static_cast<int>(q) + 1);
      EXPECT_EQ(squares.find('Q', q + 1), std::string::npos) << "two queens in a row: " << line;
    } else if (!board.empty()) {
      boards.push_back(board);
      board.clear();
    }
  }
  if (!board.empty()) boards.push_back(board);
  return boards;
}

std::vector<int> numbers_in(const std::string& text) {
  std::vector<int> numbers;
  std::istringstream in(text);
  for (int value; in >> value;) numbers.push_back(value);
  return numbers;
}

class QueensCli : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto dir = testing::shared_data_dir();
    if (!dir) GTEST_SKIP() << "../shared/data is absent: skipping the published queens counts";
    counts = testing::read_queens_counts(*dir / "queens" / "counts.tsv");
  }
  std::map<int, std::pair<unsigned long long, unsigned long long>> counts;
};

TEST_F(QueensCli, CountsMatchOeisA000170) {
  for (int n = 1; n <= 12; ++n) {
    const auto run = run_dlx_binary({"queens", std::to_string(n), "--count"});
    EXPECT_EQ(leading_count(run.out), counts.at(n).first) << "n = " << n << ": " << run.out;
    EXPECT_EQ(run.exit_code, counts.at(n).first == 0 ? 1 : 0);
  }
}

TEST_F(QueensCli, DistinctCountsMatchOeisA002562) {
  for (int n = 1; n <= 12; ++n) {
    const auto run = run_dlx_binary({"queens", std::to_string(n), "--count", "--distinct"});
    EXPECT_EQ(leading_count(run.out), counts.at(n).second) << "n = " << n << ": " << run.out;
  }
}

TEST_F(QueensCli, PlainOrderCountsTheSame) {
  for (int n : {8, 10}) {
    const auto run = run_dlx_binary({"queens", std::to_string(n), "--count", "--order", "plain"});
    EXPECT_EQ(leading_count(run.out), counts.at(n).first);
  }
}

TEST_F(QueensCli, EveryListedBoardIsValidAndDistinct) {
  for (int n : {6, 8}) {
    const auto run = run_dlx_binary({"queens", std::to_string(n), "--all"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto boards = boards_in(run.out);
    EXPECT_EQ(boards.size(), counts.at(n).first);
    std::set<std::vector<int>> different(boards.begin(), boards.end());
    EXPECT_EQ(different.size(), boards.size());
    for (const auto& board : boards) EXPECT_TRUE(queens_are_valid(board));
  }
  const auto distinct = run_dlx_binary({"queens", "8", "--all", "--distinct"});
  const auto boards = boards_in(distinct.out);
  EXPECT_EQ(boards.size(), counts.at(8).second);
  for (const auto& board : boards) EXPECT_TRUE(queens_are_valid(board));
}

TEST(QueensCliLarge, FirstSolutionsForLargeN) {
  // Even and odd sizes past the shuffle's threshold; 2000 took 3 s more and showed nothing new.
  for (int n : {100, 1000, 1001}) {
    const auto run = run_dlx_binary({"queens", std::to_string(n)});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const std::vector<int> columns = numbers_in(run.out);
    ASSERT_EQ(columns.size(), static_cast<std::size_t>(n));
    EXPECT_TRUE(queens_are_valid(columns)) << "n = " << n;
  }
  const auto seeded = run_dlx_binary({"queens", "500", "--seed", "42"});
  EXPECT_TRUE(queens_are_valid(numbers_in(seeded.out)));
  EXPECT_EQ(run_dlx_binary({"queens", "500", "--seed", "42"}).out, seeded.out);  // reproducible
}

TEST(QueensCliFormats, ColumnsBoardAndJson) {
  const auto columns = run_dlx_binary({"queens", "8", "--format", "columns"});
  EXPECT_TRUE(queens_are_valid(numbers_in(columns.out))) << columns.out;
  const auto board = run_dlx_binary({"queens", "8", "--format", "board"});
  const auto boards = boards_in(board.out);
  ASSERT_EQ(boards.size(), 1u);
  EXPECT_EQ(boards[0], numbers_in(columns.out));
  const auto json = run_dlx_binary({"queens", "8", "--json"});
  const auto match = testing::Pattern("\"columns\":\\[([0-9,]+)\\]").search(json.out);
  ASSERT_TRUE(match) << json.out;
  std::string list = (*match)[1];
  std::replace(list.begin(), list.end(), ',', ' ');
  EXPECT_EQ(numbers_in(list), numbers_in(columns.out));
}

TEST(QueensCliCompletion, CompletesKeepingTheGivenQueens) {
  const auto run =
      run_dlx_binary({"queens", "--complete", "-", "--format", "columns"}, "0 3 0 0 0 0 0 0\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto columns = numbers_in(run.out);
  ASSERT_EQ(columns.size(), 8u);
  EXPECT_TRUE(queens_are_valid(columns));
  EXPECT_EQ(columns[1], 3);

  // Counting completions: every 8-queens solution with a queen in row 2, column 3. The test counts
  // them itself from the full list.
  const auto all = boards_in(run_dlx_binary({"queens", "8", "--all"}).out);
  const auto expected =
      std::count_if(all.begin(), all.end(), [](const std::vector<int>& b) { return b[1] == 3; });
  const auto counted =
      run_dlx_binary({"queens", "--complete", "-", "--count"}, "0 3 0 0 0 0 0 0\n");
  EXPECT_EQ(leading_count(counted.out), static_cast<unsigned long long>(expected));
  EXPECT_GT(expected, 0);
}

TEST(QueensCliCompletion, BoardsAreCompletedToo) {
  const auto run =
      run_dlx_binary({"queens", "--complete", "-"}, ". Q . .\n. . . .\n. . . .\n. . . .\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto boards = boards_in(run.out);
  ASSERT_EQ(boards.size(), 1u);
  EXPECT_EQ(boards[0], (std::vector<int>{2, 4, 1, 3}));  // the only completion
}

TEST(QueensCliCompletion, UnsolvableAndConflictingPlacements) {
  // A corner queen on 4x4 blocks both solutions.
  const auto unsolvable = run_dlx_binary({"queens", "--complete", "-"}, "1 0 0 0\n");
  EXPECT_EQ(unsolvable.exit_code, 1);
  EXPECT_EQ(unsolvable.out, "no solution\n");
  const auto conflict = run_dlx_binary({"queens", "--complete", "-"}, "1 0 3 0 0\n");
  EXPECT_EQ(conflict.exit_code, 1);
  EXPECT_NE(conflict.out.find("row 1 column 1 and row 3 column 3 attack each other"),
            std::string::npos)
      << conflict.out;
  // Several placements in one file: each is answered, the exit code is the worst.
  const auto several =
      run_dlx_binary({"queens", "--complete", "-", "--format", "columns"}, "0 0 0 0\n1 0 0 0\n");
  EXPECT_EQ(several.exit_code, 1);
  EXPECT_NE(several.out.find("no solution"), std::string::npos);
}

TEST(QueensCliErrors, BadInputIsReported) {
  for (const std::vector<std::string>& arguments :
       std::vector<std::vector<std::string>>{{"queens"},
                                             {"queens", "0"},
                                             {"queens", "-3"},
                                             {"queens", "ten"},
                                             {"queens", "100000"},
                                             {"queens", "8", "--format", "fancy"},
                                             {"queens", "8", "--order", "random"},
                                             {"queens", "8", "--seed", "x"}}) {
    const auto run = run_dlx_binary(arguments);
    EXPECT_EQ(run.exit_code, 2) << arguments.back() << ": " << run.err;
    EXPECT_NE(run.err.find("dlx"), std::string::npos);
  }
  const auto huge = run_dlx_binary({"queens", "--complete", "-"}, "0 3 0 0 0 0 4294967297 0\n");
  EXPECT_EQ(huge.exit_code, 2);
  EXPECT_NE(huge.err.find("column 4294967297 is out of range"), std::string::npos) << huge.err;
  const auto malformed = run_dlx_binary({"queens", "--complete", "-"}, "1 2\n0 0 x\n");
  EXPECT_EQ(malformed.exit_code, 2);
  EXPECT_NE(malformed.err.find("<stdin>:2:"), std::string::npos) << malformed.err;
  const auto mismatch = run_dlx_binary({"queens", "6", "--complete", "-"}, "0 0 0 0\n");
  EXPECT_EQ(mismatch.exit_code, 2);
  EXPECT_NE(mismatch.err.find("not 6x6"), std::string::npos) << mismatch.err;
  const auto distinct = run_dlx_binary({"queens", "--complete", "-", "--distinct"}, "0 0 0 0\n");
  EXPECT_EQ(distinct.exit_code, 2);
}

TEST(QueensCliConfig, ConfigFileSection) {
  const std::string dir = testing::make_temp_dir();
  const std::string ini = testing::write_file(
      dir, "q.ini", "encoder = queens\n[queens]\nn = 8\ndistinct = true\ncount = true\n");
  const auto run = run_dlx_binary({"--config", ini});
  EXPECT_EQ(run.out, "12 solutions\n") << run.err;
}

}  // namespace
}  // namespace dlx::queens_cli_test
