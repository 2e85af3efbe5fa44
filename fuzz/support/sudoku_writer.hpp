// A Sudoku puzzle written back as text that read_puzzles (encoders/sudoku/puzzle_reader.hpp) reads
// as the same puzzle, for the round-trip checks of the Sudoku fuzz harnesses.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "encoders/sudoku/sudoku_puzzle.hpp"

namespace dlx::sudoku::fuzz {

// The sectioned form of docs/sudoku.md, whatever the puzzle's layout: its name line if it has
// one, its "size", "values" and "box" lines, then "givens" (drawn with boxes, as --pretty draws a
// grid), "regions" (its jigsaw regions), "extra" (a section per extra region that no constraint
// line wrote), "cages" (cage k named c<k>) and "sums" for the killer cages no constraint line
// wrote, and "constraints" for the rest, each only when the puzzle has it.
std::string write_sections(const SudokuPuzzle& puzzle);

// A region map (read_region_map's result) as n rows of blank-separated region numbers, '.' for a
// cell in no region.
std::string write_region_map(const std::vector<int>& map, int n);

// nullopt when `a` and `b` are the same puzzle: name, size (rows, columns, values), givens,
// boxes, and the constraints
// (jigsaw and extra regions and cages among them: type, cells and numbers, in order). Otherwise
// the first difference, in words. The layout, the source lines and the form each constraint
// was written in are not compared.
std::optional<std::string> puzzle_difference(const SudokuPuzzle& a, const SudokuPuzzle& b);

}  // namespace dlx::sudoku::fuzz
