// Sudoku as an SVG picture, in the style of the polyomino sheets (encoders/polyomino/
// svg_picture.hpp): thin lines between cells and thick walls around the boxes or jigsaw regions,
// the clues in black bold and the values found in blue, the diagonals and windoku windows tinted,
// extra regions tinted by region, killer cages outlined in dashes with their sum in a corner.
// The app's sheet lays the grids of a batch out side by side, each under its label.
//
// Every cell is one <rect class="cell"> carrying data-row, data-column, data-value (the value
// counted from 1 whatever the grid writes, 0 for a blank) and data-clue, so that a program (and
// the tests) can read the grid back.
#pragma once

#include <dlx/command/picture.hpp>

#include <memory>
#include <string>
#include <vector>

#include "encoders/sudoku/sudoku_puzzle.hpp"

namespace dlx::sudoku {

struct DrawnGrid {
  std::string caption;  // "puzzles.txt:3", or "... solution 2"
  std::shared_ptr<const SudokuPuzzle> puzzle;
  std::vector<int> grid;  // the values to show, one per cell (0: blank)
  // The regions a chaos construction's solution found, a label per cell, walled as boxes are;
  // empty: the puzzle's own.
  std::vector<int> regions = {};
};

// One grid as a picture for the sheet of --svg (dlx/command/picture.hpp).
Picture sudoku_picture(DrawnGrid grid);

// What the sheet calls grids.
PictureWords sudoku_picture_words();

}  // namespace dlx::sudoku
