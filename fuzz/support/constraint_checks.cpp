#include "fuzz/support/constraint_checks.hpp"

#include <vector>

#include "encoders/sudoku/grid_size.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"
#include "fuzz/support/fuzz_check.hpp"

namespace dlx::sudoku::fuzz {

void check_constraints_in_grid(const SudokuPuzzle& puzzle) {
  const GridSize& size = puzzle.size;
  for (const Constraint& c : puzzle.constraints) {
    DLX_FUZZ_CHECK(c.type != nullptr, "a constraint without a type at line {}", c.line);
    for (const std::vector<int>* cells : {&c.cells, &c.head}) {
      for (int cell : *cells) {
        // A variable cell (grid_size.hpp) only where the type's row takes one.
        const int last = c.type->variable_cells ? size.all_cells() : size.cells();
        DLX_FUZZ_CHECK(cell >= 0 && cell < last, "{}: cell {} outside a {}", c.type->name, cell,
                       grid_words(size));
      }
    }
    for (int v : c.values) {
      DLX_FUZZ_CHECK(v >= size.lowest() && v <= size.highest(), "{}: digit {} in a {}",
                     c.type->name, v, grid_words(size));
    }
  }
}

}  // namespace dlx::sudoku::fuzz
