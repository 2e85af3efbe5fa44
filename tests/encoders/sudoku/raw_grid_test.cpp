// Raw grids (grid_size.hpp: `grid raw`, ISS's Shape~RxC~V~Raw): rows, columns and boxes are no
// houses, and only the constraints bind the cells. On a 4x4 raw grid with a few blank cells, the
// model's solutions (through the reader, the presolve, the engine and the acceptance of connected
// values) equal a brute force over the blanks that restates each rule from docs/sudoku.md, and
// every solution passes check_sudoku.
#include <gtest/gtest.h>

#include <dlx/dlx.hpp>
#include <dlx/text/input_error.hpp>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "encoders/sudoku/iss/iss_reader.hpp"
#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "encoders/sudoku/sudoku_format.hpp"
#include "encoders/sudoku/sudoku_model.hpp"
#include "tests/support/sudoku_model_solutions.hpp"
#include "tests/support/sudoku_read_one.hpp"

namespace dlx::sudoku::raw_grid_test {
namespace {

using Grid = std::vector<int>;  // 16 values, 1-4, row by row
using Rule = std::function<bool(const Grid&)>;

// Rows that repeat values, which a Sudoku grid refuses; the blanks are the brute force's.
const char* const kGivens =
    "1 1 . 2\n"
    "3 . 3 3\n"
    "2 4 . 4\n"
    ". 1 . 2\n";

std::set<Grid> brute_force(const std::vector<Rule>& rules) {
  Grid start;
  std::vector<std::size_t> blanks;
  std::istringstream in(kGivens);
  for (std::string token; in >> token;) {
    if (token == ".") blanks.push_back(start.size());
    start.push_back(token == "." ? 0 : std::stoi(token));
  }
  std::set<Grid> out;
  int codes = 1;
  for (std::size_t k = 0; k < blanks.size(); ++k) codes *= 4;
  for (int code = 0; code < codes; ++code) {
    Grid g = start;
    int rest = code;
    for (std::size_t blank : blanks) {
      g[blank] = rest % 4 + 1;
      rest /= 4;
    }
    if (std::all_of(rules.begin(), rules.end(), [&](const Rule& rule) { return rule(g); })) {
      out.insert(g);
    }
  }
  return out;
}

int cell(int row, int column) {
  return (row - 1) * 4 + column - 1;
}

// The cells of the grid holding one of `digits` form one orthogonally connected region.
bool connected(const Grid& g, const std::set<int>& digits) {
  std::vector<int> held;
  for (int c = 0; c < 16; ++c) {
    if (digits.count(g[static_cast<std::size_t>(c)]) != 0) held.push_back(c);
  }
  if (held.empty()) return false;
  std::vector<int> reached = {held.front()};
  for (std::size_t k = 0; k < reached.size(); ++k) {
    for (int c : held) {
      const int a = reached[k];
      const bool beside = std::abs(a / 4 - c / 4) + std::abs(a % 4 - c % 4) == 1;
      if (beside && std::find(reached.begin(), reached.end(), c) == reached.end()) {
        reached.push_back(c);
      }
    }
  }
  return reached.size() == held.size();
}

int at(const Grid& g, int row, int column) {
  return g[static_cast<std::size_t>(cell(row, column))];
}

TEST(RawGrid, RulesOnARawGridEqualTheBruteForce) {
  struct Case {
    std::string lines;
    std::vector<Rule> rules;
  };
  const std::vector<Case> cases = {
      {"", {}},
      {"sum 7: r1c3 r2c2 r3c3",
       {[](const Grid& g) { return at(g, 1, 3) + at(g, 2, 2) + at(g, 3, 3) == 7; }}},
      {"contains-exactly 4 4: r4c1 r4c2 r4c3 r4c4\nconnected 3: grid",
       {[](const Grid& g) {
          int fours = 0;
          for (int c = 1; c <= 4; ++c) fours += at(g, 4, c) == 4;
          return fours == 2;
        },
        [](const Grid& g) { return connected(g, {3}); }}},
      {"connected 1 2 size 7: grid\nkiller r1c3 r2c2",
       {[](const Grid& g) {
          return connected(g, {1, 2}) &&
                 std::count_if(g.begin(), g.end(), [](int v) { return v <= 2; }) == 7;
        },
        [](const Grid& g) { return at(g, 1, 3) != at(g, 2, 2); }}},
      // A dot's rule reads two values (its cells' place, the validation alone).
      {"kropki-white r1c3 r1c4\nkropki-black r3c3 r4c3",
       {[](const Grid& g) { return std::abs(at(g, 1, 3) - at(g, 1, 4)) == 1; },
        [](const Grid& g) {
          return at(g, 3, 3) == 2 * at(g, 4, 3) || at(g, 4, 3) == 2 * at(g, 3, 3);
        }}},
      {"connected 4: grid\nkiller r1c3 r2c2",
       {[](const Grid& g) { return connected(g, {4}); },
        [](const Grid& g) { return at(g, 1, 3) != at(g, 2, 2); }}},
  };
  int with_solutions = 0;
  for (const Case& c : cases) {
    SCOPED_TRACE(c.lines);
    const SudokuPuzzle puzzle = testing::read_one_puzzle(
        std::string("size 4\ngrid raw\ngivens\n") + kGivens + "constraints\n" + c.lines + "\n");
    ASSERT_TRUE(puzzle.size.raw);
    EXPECT_EQ(puzzle.box_rows, 0);
    const std::set<Grid> expected = brute_force(c.rules);
    EXPECT_EQ(testing::checked_model_solutions(puzzle), expected);
    with_solutions += !expected.empty();
  }
  EXPECT_GE(with_solutions, 5);
}

TEST(RawGrid, TheCheckerReadsNoRowsOnARawGrid) {
  const SudokuPuzzle raw =
      testing::read_one_puzzle(std::string("size 4\ngrid raw\ngivens\n") + kGivens);
  const Grid ones(16, 1);
  EXPECT_NE(check_sudoku(raw, ones), std::nullopt);  // the clues are kept
  Grid filled;
  std::istringstream in(kGivens);
  for (std::string token; in >> token;) filled.push_back(token == "." ? 1 : std::stoi(token));
  EXPECT_EQ(check_sudoku(raw, filled), std::nullopt);
  const SudokuPuzzle sudoku =
      testing::read_one_puzzle("size 4\ngivens\n. . . .\n. . . .\n. . . .\n. . . .\n");
  EXPECT_NE(check_sudoku(sudoku, filled), std::nullopt);  // row 1 holds 1 twice
}

TEST(RawGrid, IssRawShapeIsARawGrid) {
  const SudokuPuzzle puzzle =
      read_iss(".Shape~4x4~~Raw.ConnectedValues~~1~3.Sum~6~R1C1~R1C2", "test", 1);
  EXPECT_TRUE(puzzle.size.raw);
  EXPECT_EQ(puzzle.box_rows, 0);
  EXPECT_NE(format_grid(puzzle, puzzle.givens, true).find("grid raw\n"), std::string::npos);
}

TEST(RawGrid, TypesThatReadPlacesAreRefusedWithTheirLine) {
  const std::vector<testing::ReadErrorCase> cases = {
      {"size 4\ngrid raw\nconstraints\nsandwich row 1: 3\n", 4, "a raw grid"},
      {"size 4\ngrid raw\nconstraints\nquadruple r1c1: 1 2\n", 4, "a raw grid"},
      {"size 4\ngrid raw\nconstraints\ndiagonal+\n", 4, "a raw grid"},
      {"size 4\ngrid sparse\nconstraints\nthermo r1c1 r1c2\n", 2, "expected raw"},
  };
  for (const testing::ReadErrorCase& c : cases)
    testing::expect_one_read_error(c.text, c.line, c.words);
}

}  // namespace
}  // namespace dlx::sudoku::raw_grid_test
