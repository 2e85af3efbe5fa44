// Writing a grid the way its puzzle was written: a line stays a line (with the label that followed
// it), a grid stays a grid (after its name), in the same symbols; --pretty draws the walls of the
// boxes or jigsaw regions and puts each clue in brackets.
#pragma once

#include <string>
#include <vector>

#include "encoders/sudoku/sudoku_puzzle.hpp"

namespace dlx::sudoku {

std::string format_grid(const SudokuPuzzle& puzzle, const std::vector<int>& grid, bool pretty);

// The symbol of value v (1..values) in the puzzle's own symbols: "7", "G", or "12" for numbers
// (the value as written: "0" for value 1 of a grid of values 0-8).
std::string value_symbol(const SudokuPuzzle& puzzle, int value);

// The grid as one line of symbols (or blank-separated numbers), '.' for blanks: for JSON.
std::string grid_line(const SudokuPuzzle& puzzle, const std::vector<int>& grid);

// "FILE:LINE", or "FILE:LINE (NAME)" for a puzzle with a name or a label: what a batch calls it.
std::string puzzle_label(const SudokuPuzzle& puzzle);

}  // namespace dlx::sudoku
