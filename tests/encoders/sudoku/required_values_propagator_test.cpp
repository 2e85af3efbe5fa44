// The required values' propagator (required_values_propagator.hpp) on 6x6 grids of global entropy
// and global mod, whose every 2x2 square holds a digit of each class (1 2 | 3 4 | 5 6, and 3 6 |
// 1 4 | 2 5): at random nodes it names only options in no solution the node allows
// (tests/support/propagator_nodes.hpp), and it names some, of cells outside the square whose digit
// it places.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "encoders/sudoku/sudoku_model.hpp"
#include "tests/support/propagator_nodes.hpp"
#include "tests/support/sudoku_read_one.hpp"

namespace dlx::sudoku::required_values_propagator_test {
namespace {

// A 6x6 (boxes of 2x3) with two givens: a few hundred solutions to check nodes against.
std::string puzzle_6x6(const std::string& constraint) {
  return "size 6x6\nvalues 1-6\nbox 2x3\ngivens\n1 . . . . .\n. . . . . .\n. . . . 2 .\n"
         ". . . . . .\n. . . . . .\n. . . . . .\nconstraints\n" +
         constraint + "\n";
}

// The cells whose options the propagators named (they are the ones outside some square).
std::set<int> cells_named(const SudokuModel& model, const std::string& what) {
  std::set<int> cells;
  for (OptionId o : testing::check_propagators(model, 300, what)) {
    const int cell = model.cell_of[static_cast<std::size_t>(o.value)];
    EXPECT_GE(cell, 0) << what << ": the propagator names only cells' values";
    cells.insert(cell);
  }
  return cells;
}

TEST(RequiredValuesPropagator, GlobalEntropyNamesOnlyOptionsInNoSolution) {
  const SudokuModel model = build_model(testing::read_one_puzzle(puzzle_6x6("global-entropy")));
  EXPECT_GE(cells_named(model, "global-entropy").size(), 4u);
}

TEST(RequiredValuesPropagator, GlobalModNamesOnlyOptionsInNoSolution) {
  const SudokuModel model = build_model(testing::read_one_puzzle(puzzle_6x6("global-mod")));
  EXPECT_GE(cells_named(model, "global-mod").size(), 4u);
}

}  // namespace
}  // namespace dlx::sudoku::required_values_propagator_test
