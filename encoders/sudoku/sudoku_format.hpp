// Writing a grid the way its puzzle was written: a line stays a line (with the label that followed
// it), a grid stays a grid (after its name), in the same symbols; --pretty draws the walls of the
// boxes or jigsaw regions and puts each clue in brackets.
#pragma once

#include <string>
#include <vector>

#include "encoders/sudoku/sudoku_puzzle.hpp"

namespace dlx::sudoku {

// `grid`: a value per cell of the grid; the values of a puzzle's variable cells may follow, which
// variables_line writes (grid_size.hpp).
std::string format_grid(const SudokuPuzzle& puzzle, const std::vector<int>& grid, bool pretty);

// The values of a solution's variable cells (its values after the grid's) as the text format
// names the cells: "variables $A=5 $X1=3 $X2=7"; empty for a puzzle without variable cells.
std::string variables_line(const SudokuPuzzle& puzzle, const std::vector<int>& solution);

// The same as a JSON object: {"A":5,"X1":3,"X2":7}, each value a number as the puzzle writes it.
std::string variables_json(const SudokuPuzzle& puzzle, const std::vector<int>& solution);

// The symbol of value v (1..values) in the puzzle's own symbols: "7", "G", or "12" for numbers
// (the value as written: "0" for value 1 of a grid of values 0-8).
std::string value_symbol(const SudokuPuzzle& puzzle, int value);

// The grid as one line of symbols (or blank-separated numbers), '.' for blanks: for JSON. Only the
// grid's cells: a solution's variable cells are variables_line's.
std::string grid_line(const SudokuPuzzle& puzzle, const std::vector<int>& grid);

// "FILE:LINE", or "FILE:LINE (NAME)" for a puzzle with a name or a label: what a batch calls it.
std::string puzzle_label(const SudokuPuzzle& puzzle);

}  // namespace dlx::sudoku
