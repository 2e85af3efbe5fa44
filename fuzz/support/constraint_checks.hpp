// What every constraint a Sudoku reader hands on must be, whatever the format it came from.
#pragma once

#include "encoders/sudoku/sudoku_puzzle.hpp"

namespace dlx::sudoku::fuzz {

// Aborts unless each constraint has a type, its cells are cells of the grid and its digits are
// values of the grid.
void check_constraints_in_grid(const SudokuPuzzle& puzzle);

}  // namespace dlx::sudoku::fuzz
