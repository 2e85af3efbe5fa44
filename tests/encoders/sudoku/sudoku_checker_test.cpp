// The independent checker of a solved grid (sudoku_checker.cpp): each broken rule is caught.
#include <gtest/gtest.h>

#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "encoders/sudoku/sudoku_model.hpp"
#include "encoders/sudoku/variant_flags.hpp"
#include "encoders/sudoku/variants/constraint_parser.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"

namespace dlx::sudoku::sudoku_checker_test {
namespace {

SudokuPuzzle empty_puzzle(int n) {
  SudokuPuzzle puzzle;
  puzzle.size = GridSize::square(n);
  puzzle.givens.assign(static_cast<std::size_t>(n * n), 0);
  assign_boxes(puzzle, {});
  return puzzle;
}

TEST(Checker, CatchesEachBrokenRule) {
  SudokuPuzzle puzzle = empty_puzzle(4);
  const std::vector<int> good = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
  EXPECT_EQ(check_sudoku(puzzle, good), std::nullopt);
  std::vector<int> row = good;
  std::swap(row[0], row[4]);  // breaks the columns? no: breaks rows 1 and 2
  EXPECT_NE(check_sudoku(puzzle, row), std::nullopt);
  std::vector<int> box = {1, 2, 3, 4, 2, 3, 4, 1, 3, 4, 1, 2, 4, 1, 2, 3};  // a Latin square
  EXPECT_NE(check_sudoku(puzzle, box), std::nullopt);
  puzzle.givens[0] = 2;
  EXPECT_NE(check_sudoku(puzzle, good), std::nullopt);  // a clue changed
  SudokuPuzzle diagonal = empty_puzzle(4);
  apply_variant_flags(diagonal, {.diagonal = true});
  EXPECT_NE(check_sudoku(diagonal, good), std::nullopt);  // 1 4 4 1 on the diagonal
  SudokuPuzzle killer = empty_puzzle(4);
  killer.constraints.push_back(
      Constraint{.type = find_constraint_type("killer"), .cells = {0, 1}, .number = 4, .line = 1});
  EXPECT_NE(check_sudoku(killer, good), std::nullopt);  // 1 + 2 is 3, not 4
  killer.constraints[0].number = 3;
  EXPECT_EQ(check_sudoku(killer, good), std::nullopt);
}

// Lines read by an automaton: the checker matches the digits itself (a pattern as ECMAScript, an
// automaton run on its sets of states), including segments and a cell read twice.
TEST(Checker, CatchesABrokenRegexOrAutomatonLine) {
  const std::vector<int> good = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
  auto with = [](const std::string& line) {
    SudokuPuzzle puzzle = empty_puzzle(4);
    puzzle.constraints.push_back(parse_constraint(line, GridSize::square(4), "test", 1));
    return puzzle;
  };
  // Row 1 reads 1234.
  EXPECT_EQ(check_sudoku(with("regex 1.*4: r1c1 r1c2 r1c3 r1c4"), good), std::nullopt);
  EXPECT_NE(check_sudoku(with("regex 1.*3: r1c1 r1c2 r1c3 r1c4"), good), std::nullopt);
  // A quantifier on a quantifier, as ISS reads it: (2+)? then 3.
  EXPECT_EQ(check_sudoku(with("regex 1 2+? 3: r1c1 r1c2 r1c3"), good), std::nullopt);
  EXPECT_EQ(check_sudoku(with("regex 1 2+? 3: r1c1 r1c3"), good), std::nullopt);
  // r1c1 read twice: 1 1 2.
  EXPECT_EQ(check_sudoku(with("regex 1{2}2: r1c1 r1c1 r1c2"), good), std::nullopt);
  EXPECT_NE(check_sudoku(with("regex 12: r1c1 r1c1"), good), std::nullopt);
  // A pattern a backtracking matcher takes exponential time on, over a line that repeats 1.
  EXPECT_NE(check_sudoku(with("regex ((1|11)*)*2: r1c1 r1c1 r1c1 r1c1 r1c1 r1c1 r1c1 r1c1 r1c1 "
                              "r1c1 r1c1 r1c1 r1c1 r1c1 r1c1 r1c1 r1c1 r1c1 r1c1 r1c1 r1c1 r1c1 "
                              "r1c1 r1c1 r1c1 r1c1 r1c1 r1c1 r1c1 r1c1 r1c1 r1c1"),
                         good),
            std::nullopt);
  // Each segment ends in 3 or 4 (the break goes on from state 1 only): 1 2 3 | 4 | 2 1 4.
  const std::string ends = "automaton start=0 accept=1 0>0=1-4 0>1=3,4 1>0=|: ";
  EXPECT_EQ(check_sudoku(with(ends + "r1c1 r1c2 r1c3 | r1c4 | r3c1 r3c2 r3c3"), good),
            std::nullopt);
  EXPECT_NE(check_sudoku(with(ends + "r1c1 r1c2 | r1c4"), good), std::nullopt);
  EXPECT_NE(check_sudoku(with(ends + "r1c3 |"), good), std::nullopt);
}

TEST(Checker, CatchesEachBrokenRuleOfGridsAsSettersMakeThem) {
  // 4 rows of 6 cells holding 1-6 in 2x3 boxes: the columns hold 4 different values.
  SudokuPuzzle rectangle;
  rectangle.size = {4, 6, 6, 0};
  rectangle.givens.assign(24, 0);
  assign_boxes(rectangle, {});
  ASSERT_EQ(rectangle.box_rows, 2);
  ASSERT_EQ(rectangle.box_columns, 3);
  const std::vector<int> good = {1, 2, 3, 4, 5, 6,  //
                                 4, 5, 6, 1, 2, 3,  //
                                 2, 3, 1, 5, 6, 4,  //
                                 5, 6, 4, 2, 3, 1};
  EXPECT_EQ(check_sudoku(rectangle, good), std::nullopt);
  // Rows and boxes kept, a column of 4 cells broken: r4c1 and r4c2 swapped put two 5s in
  // column 2.
  std::vector<int> column = good;
  std::swap(column[18], column[19]);
  const auto short_column = check_sudoku(rectangle, column);
  ASSERT_NE(short_column, std::nullopt);
  EXPECT_NE(short_column->find("column 2 holds 5 twice"), std::string::npos) << *short_column;
  std::vector<int> outside = good;
  outside[0] = 7;  // no value of the grid
  EXPECT_NE(check_sudoku(rectangle, outside), std::nullopt);
  // No boxes: a Latin rectangle passes.
  SudokuPuzzle latin = rectangle;
  latin.box_rows = latin.box_columns = 0;
  const std::vector<int> rows_shifted = {1, 2, 3, 4, 5, 6,  //
                                         2, 3, 4, 5, 6, 1,  //
                                         3, 4, 5, 6, 1, 2,  //
                                         4, 5, 6, 1, 2, 3};
  EXPECT_EQ(check_sudoku(latin, rows_shifted), std::nullopt);
  EXPECT_NE(check_sudoku(rectangle, rows_shifted), std::nullopt);  // box 1 holds 2 and 3 twice
  // Values 0-3: the messages speak of them as written.
  SudokuPuzzle from_zero;
  from_zero.size = {4, 4, 4, -1};
  from_zero.givens.assign(16, 0);
  assign_boxes(from_zero, {});
  std::vector<int> twice = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
  EXPECT_EQ(check_sudoku(from_zero, twice), std::nullopt);
  twice[1] = 1;
  const auto zero_twice = check_sudoku(from_zero, twice);
  ASSERT_NE(zero_twice, std::nullopt);
  EXPECT_NE(zero_twice->find("holds 0 twice"), std::string::npos) << *zero_twice;
}

}  // namespace
}  // namespace dlx::sudoku::sudoku_checker_test
