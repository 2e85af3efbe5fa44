// A Sudoku puzzle of any size and variant, as read from the user's input.
//
// Cells are numbered row by row from 0; values are 1..size.values, 0 for a blank (grid_size.hpp:
// the values the puzzle writes are these plus size.offset).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "encoders/sudoku/grid_size.hpp"
#include "encoders/sudoku/variants/constraint.hpp"

namespace dlx::sudoku {

// The largest grid: 64x64 is the "at least"; beyond it the single-character symbols run
// out and the model (n^3 options) grows past a few hundred megabytes. It bounds the rows, the
// columns and the values alike.
inline constexpr int kMaxSize = 64;

// How the puzzle was written, so that its solution can be written the same way.
struct Layout {
  bool one_line = true;  // one line of rows*columns cells (else a line per row)
  bool spaced = false;   // cells separated by blanks (numbers, or symbols with spaces)
  bool numbers = false;  // cells written as numbers (the values shown; 0 or . blank)
  std::string alphabet;  // the symbol of value v is alphabet[v - 1] (unless numbers)
  // A grid drawn with '|' and box lines ("+---+---+"), as typed: its lines, the separator lines
  // included (and the top border again at the bottom); the solution is written into it, cell for
  // cell. Empty for a grid without such drawing, and for numbers of two digits.
  std::vector<std::string> drawing;
};

struct SudokuPuzzle {
  GridSize size;
  int box_rows = 0;  // 0: no boxes (a jigsaw's regions, or none at all)
  int box_columns = 0;
  std::vector<int> givens;  // a value per cell, 0 for blank
  Layout layout;
  std::string name;  // "Grid 01" in Project Euler's file, else empty
  // What followed the puzzle on its line, separator included ("  # hard one", ";name", "\t42"):
  // written back after its solution, so that the output keeps the input's labels.
  std::string trailer;
  // The solution the input gives with the puzzle (a CSV column, a 'solution' section), to check
  // the one found against; empty: none given.
  std::vector<int> given_solution;
  std::string source;    // file name
  std::size_t line = 0;  // first line of the puzzle

  // Every rule beyond the rows, columns and boxes, each a row of the constraint table: the
  // constraints of a `constraints` section (thermometers, arrows, dots, ...; docs/sudoku.md), and
  // the jigsaw regions, extra regions, killer cages, diagonals and windows that the other
  // sections, the command line's flags and f-puzzles' fields give (grid_rules.hpp).
  std::vector<Constraint> constraints;
  // What reading the puzzle set aside and the user should know (an f-puzzles file's cosmetic
  // elements, skipped): the command says each on standard error.
  std::vector<std::string> notes;

  std::size_t cell_count() const { return size.cell_count(); }
};

}  // namespace dlx::sudoku
