// Writing a grid the way its puzzle was written: a line stays a line, a grid stays a grid, in the
// same symbols; --pretty draws the boxes.
#pragma once

#include <string>
#include <vector>

#include "encoders/sudoku/sudoku_puzzle.hpp"

namespace dlx::sudoku {

std::string format_grid(const SudokuPuzzle& puzzle, const std::vector<int>& grid, bool pretty);

// The grid as one line of symbols (or blank-separated numbers), '.' for blanks: for JSON.
std::string grid_line(const SudokuPuzzle& puzzle, const std::vector<int>& grid);

}  // namespace dlx::sudoku
