// Reads an f-puzzles puzzle's JSON (what f-puzzles' `load` strings and SudokuPad's fpuzzles links
// carry) into a SudokuPuzzle with the same constraints the text format's `constraints` section
// gives (docs/sudoku.md, "f-puzzles and SudokuPad").
//
// Each element of the JSON becomes a line of the text format ("thermometer" lines: `thermo r1c1
// r1c2 ...`), read by the same parser (parse_constraint), so that a puzzle means the same from
// either source. Cosmetic elements (line, rectangle, circle, text, cosmetic cages, fog of war)
// change no solution: they are skipped, each kind with a note in the puzzle's `notes`. An element
// dlx does not know is an error that names it.
#pragma once

#include <cstddef>
#include <string>

#include "encoders/sudoku/sudoku_puzzle.hpp"

namespace dlx::sudoku {

// The largest grid f-puzzles draws, and the largest the constraints take.
inline constexpr int kMaxFpuzzlesSize = 16;

// Which of the solver's own entries in f-puzzles' grid the puzzle keeps besides its givens.
enum class FpuzzlesEntries {
  // A saved puzzle: the givens, and the setter's given pencil marks and centre marks as the cells'
  // candidates (both: the cell holds one of each).
  kMarks,
  // The puzzle alone (what a search for its solutions asks, as dclamage's solver reads it for
  // True Candidates, Solve, Check and Count): the givens and the given pencil marks.
  kGivens,
  // A solver's position (Solution Path, Step): every value in the grid, given or entered, and the
  // centre marks of each cell, or its given pencil marks where it has no centre marks.
  kPosition,
};

// Reads `json` (the puzzle of line `line` of `source`). Throws InputError at that line saying what
// is wrong: not JSON, JSON that is no f-puzzles puzzle, a size outside 4..16, a cell outside the
// grid, an unknown element, a value out of range.
SudokuPuzzle read_fpuzzles_json(const std::string& json, const std::string& source,
                                std::size_t line,
                                FpuzzlesEntries entries = FpuzzlesEntries::kMarks);

}  // namespace dlx::sudoku
