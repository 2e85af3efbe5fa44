// The value groups' propagator (value_group_propagator.hpp) against the exact cover it reasons
// on: at nodes drawn at random on small puzzles, no option it names lies in a solution of the
// model (found without any propagation) that the node still allows, and it calls a node dead only
// when the node allows none. Its deductions are seen to fire (sets, values of the group's cells,
// values of the cells outside), so that the check is not vacuous.
#include <gtest/gtest.h>

#include <dlx/dlx.hpp>

#include <set>
#include <string>

#include "encoders/sudoku/sudoku_model.hpp"
#include "tests/support/propagator_nodes.hpp"
#include "tests/support/sudoku_read_one.hpp"

namespace dlx::sudoku {
namespace {

using testing::read_one_puzzle;

std::string puzzle_4x4(const std::string& constraints) {
  return "size 4x4\nvalues 1-4\nbox 2x2\ngivens\n. . . .\n. . . .\n. . . .\n. . . .\n"
         "constraints\n" +
         constraints + "\n";
}

// What the deductions named over all nodes: sets, values of a group's cells, values of others.
struct Fired {
  int sets = 0;
  int group_cells = 0;
  int other_cells = 0;
};

// The shared check (tests/support/propagator_nodes.hpp), its named options sorted by kind.
Fired check(const std::string& text, const std::set<int>& group_cells, int nodes) {
  const SudokuPuzzle puzzle = read_one_puzzle(puzzle_4x4(text));
  const SudokuModel model = build_model(puzzle);
  Fired fired;
  for (OptionId o : testing::check_propagators(model, nodes, text)) {
    const int cell = model.cell_of[static_cast<std::size_t>(o.value)];
    if (cell < 0) {
      ++fired.sets;
    } else if (group_cells.count(cell) != 0) {
      ++fired.group_cells;
    } else {
      ++fired.other_cells;
    }
  }
  return fired;
}

// r1c1 r2c2 r3c2 holds 1-3 or 2-4: 2 and 3 are required, and r1c2 sees all three cells.
TEST(ValueGroupPropagator, RenbanNamesOnlyOptionsInNoSolution) {
  const Fired fired = check("renban r1c1 r2c2 r3c2\nrenban r4c3 r4c4", {0, 5, 9, 14, 15}, 400);
  EXPECT_GT(fired.sets, 0);
  EXPECT_GT(fired.group_cells, 0);
  EXPECT_GT(fired.other_cells, 0);
}

// Killer cages, with their sums and without (the sums' propagators run too).
TEST(ValueGroupPropagator, KillerCagesNameOnlyOptionsInNoSolution) {
  const Fired fired = check("killer 7: r1c1 r2c2 r3c2\nkiller r3c3 r4c3 r4c4\nkiller 3: r1c3 r1c4",
                            {0, 5, 9, 2, 3, 10, 14, 15}, 400);
  EXPECT_GT(fired.sets + fired.group_cells + fired.other_cells, 0);
}

}  // namespace
}  // namespace dlx::sudoku
