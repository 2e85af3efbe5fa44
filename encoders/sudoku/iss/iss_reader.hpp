// Reads a puzzle of sigh's Interactive Sudoku Solver (ISS) from its constraint string into a
// SudokuPuzzle whose rules are rows of the constraint table (docs/sudoku.md, "ISS constraint
// strings"), as the f-puzzles reader does for f-puzzles' JSON:
//
//   .Shape~6x6.~R1C1_5~R2C3_1_2.Thermo~R1C1~R1C2~R1C3.Diagonal~1
//
// The steps are ISS's own: the items (iss_parser.hpp), the grid from the first Shape (9x9 without
// one), each item made into ISS's constraints and merged where ISS merges them (the Givens of a
// cell keep the values they share; a later clue on the same side of a row replaces an earlier
// one), then each constraint written as the text format's lines (iss_rules.hpp) and parsed as a
// `constraints` section's line is. An And's items all hold, a Replicate's at each of its targets
// (iss_replicate.hpp). A type dlx has no row for yet, or an Or, is an error that names it.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "encoders/sudoku/sudoku_puzzle.hpp"

namespace dlx::sudoku {

// Reads `text`, an ISS string or a whole ISS text over several lines (parse_iss_text), that starts
// at line `line` of `source`. Throws InputError at the line of the item to blame.
SudokuPuzzle read_iss(std::string_view text, const std::string& source, std::size_t line);

}  // namespace dlx::sudoku
