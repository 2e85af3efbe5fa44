// The variant constraints of a puzzle as SVG (the canvas of variants/canvas.hpp): each type's row
// says what to draw, this says how, in the style of f-puzzles. The drawing is made once per
// puzzle, in coordinates from the grid's top left corner, and placed under and over the grid's
// walls by sudoku_svg.cpp with a translation.
//
// Every element carries data-constraint (the type's name, "thermo") so that a program, and the
// tests, can find what was drawn for each constraint.
#pragma once

#include <string>
#include <vector>

#include "encoders/sudoku/sudoku_puzzle.hpp"

namespace dlx::sudoku {

// A killer cage, drawn with the grid (sudoku_svg.cpp) as its own group: a dashed outline inside its
// cells and its sum, if any, in the corner of its first cell.
struct CageMark {
  std::vector<int> cells;
  std::string sum;
};

struct ConstraintDrawing {
  // Shading and odd/even marks under the walls, so that the walls stay whole; lines, arrows,
  // dots, letters, cages and clues over them, as f-puzzles draws them (a line crosses a wall);
  // cage sums and pencil marks last, so that no line or circle hides them. All under the values.
  std::string under;
  std::string over;
  std::string labels;
  std::vector<CageMark> cages;     // over the walls, under the lines
  std::vector<std::string> rules;  // rules of the whole grid, named under the picture
  // Room for clues outside the grid (sandwich, x-sum, skyscraper, little killer), on every side.
  int margin = 0;
  bool corner_text = false;  // a cage sum or pencil marks at the top of a cell: values go lower
};

// The drawing of puzzle.constraints with cells of `size` pixels.
ConstraintDrawing draw_constraints(const SudokuPuzzle& puzzle, int size);

// The path of a killer cage's dashed outline, `inset` pixels inside its cells, for a grid whose top
// left corner is at (x, y).
std::string cage_outline(const std::vector<int>& cells, const GridSize& grid, int x, int y,
                         int size, int inset);

}  // namespace dlx::sudoku
