// The independent checker of a solved grid (sudoku_checker.cpp): each broken rule is caught.
#include <gtest/gtest.h>

#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "encoders/sudoku/sudoku_model.hpp"
#include "encoders/sudoku/variant_flags.hpp"
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

}  // namespace
}  // namespace dlx::sudoku::sudoku_checker_test
