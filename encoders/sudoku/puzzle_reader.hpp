// Reads Sudoku puzzles in every form the `dlx sudoku` command accepts (docs/sudoku.md):
//
// - one puzzle per line, n^2 cells: "53..7....6..195...", or blank-separated numbers for large
//   grids ("12 0 3 ..."); text after the cells on the same line ("  # hard one", ";name", a tab
//   and a rating) is the puzzle's trailer, written back after its solution;
// - CSV: "puzzle,solution" lines (Kaggle's form), with or without a header naming the columns
//   ("quizzes,solutions", "id,puzzle,solution,clues,difficulty"): the solution column is kept
//   to check the solution found against;
// - a grid of n lines of n cells, box-drawing separators ("+---+", "|", "-") ignored; 16 lines
//   of 16 cells without blanks are a 16x16 grid when they use more than 4 symbols, else 4x4
//   puzzles;
// - Project Euler 96: a "Grid NN" line names the grid that follows;
// - SadMan's .sdk: a "[Puzzle]" line heads the grid; other [sections] are read past;
// - a sectioned file for one puzzle with regions or cages: lines "givens", "regions", "extra",
//   "cages", "sums", "solution" each start a section (see docs/sudoku.md).
//
// Blanks are '.', '0', '_', '*', '-' (and 'x' below 50x50). Lines starting with '#' are comments.
// A malformed puzzle is reported with its line and the reading goes on with the next one, so that
// one bad line does not stop a batch.
#pragma once

#include <functional>
#include <istream>
#include <optional>
#include <string>

#include <dlx/text/input_error.hpp>

#include "encoders/sudoku/sudoku_puzzle.hpp"

namespace dlx::sudoku {

struct BoxShape {
  int rows = 0;
  int columns = 0;
};

// "RxC" (R rows by C columns), or "none" (0x0: no boxes), or nullopt if it is neither.
std::optional<BoxShape> parse_box_shape(const std::string& text);
// The squarest box for n: the most rows r <= sqrt(n) with r >= 2 dividing n; nullopt if none.
std::optional<BoxShape> squarest_box(int n);
// The boxes of `cells` cells, both sides at least 2, that tile a grid of rows x columns: the
// squarest, as the Interactive Sudoku Solver chooses them (its boxDimsForSize: a 6x9 grid's boxes
// of 9 are 3x3, a 5x10's of 10 are 5x2, a 9x8's of 9 do not exist); nullopt if none.
std::optional<BoxShape> boxes_of_size(int rows, int columns, int cells);

enum class InputFormat { kAuto, kLine, kGrid };

struct ReadOptions {
  std::optional<std::string> alphabet;  // --symbols
  std::optional<BoxShape> box;          // --box (0x0: none)
  InputFormat format = InputFormat::kAuto;
};

// Reads every puzzle, handing each to `on_puzzle` and each malformed one to `on_error`, in input
// order; an InputError that `on_puzzle` throws (a puzzle the caller finds bad) goes to `on_error`
// too, and reading goes on. Throws InputError only for input that cannot be read at all (not text,
// a line too long).
void read_puzzles(std::istream& in, const std::string& source, const ReadOptions& options,
                  const std::function<void(SudokuPuzzle&&)>& on_puzzle,
                  const std::function<void(const InputError&)>& on_error);

// A region map file (--regions, --extra): n lines of n region ids, blank-separated or one
// character each, after an optional "regions" (or "extra") line as in a sectioned puzzle file; '.'
// marks a cell in no region (only when `partition` is false). Each region must have n cells, and a
// partition n regions: the maps of a square grid (a rectangular grid's are sections of its
// file). Throws InputError naming the line.
std::vector<int> read_region_map(std::istream& in, const std::string& source, bool partition);

// Assigns the box shape (from options, `none`, or the squarest of as many cells as the grid's
// longer side) and checks that it fits: boxes tile the grid and hold no more cells than values
// (on an n x n grid holding n values, n cells). Throws InputError naming the puzzle's line.
// Exposed for region maps read elsewhere.
void assign_boxes(SudokuPuzzle& puzzle, const ReadOptions& options);

}  // namespace dlx::sudoku
