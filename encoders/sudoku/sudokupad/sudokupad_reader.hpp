// Reads a SudokuPad puzzle (its JSON, zipped or plain: puzzle_zipper.hpp) into a SudokuPuzzle whose
// rules are rows of the constraint table, as the f-puzzles and ISS readers do (docs/sudoku.md,
// "SudokuPad's own format").
//
// SudokuPad stores drawings, not rules: cells with their givens, regions, and lines, arrows, cages
// and shapes (overlays, underlays) with colours and sizes. The reader reads a drawing as the rule
// it stands for by the conventions SudokuPad's community shares (the colours: drawing_colours.hpp):
// a grey line with a filled circle at one end is a thermometer, a cage with a number a killer cage,
// a small white or black circle between two cells a kropki dot. A drawing that could stand for
// several rules (a green line alone: German or Dutch whispers) is an error that names what it
// could be; the reader never picks one. What draws no rule (the title, the rules text, a picture,
// shading) is skipped with a note.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "encoders/sudoku/sudoku_puzzle.hpp"

namespace dlx::sudoku {

// Reads `text` (the puzzle of line `line` of `source`). Throws InputError at that line saying what
// is wrong: not a puzzle, a grid outside 4x4..16x16, a drawing with no rule or more than one.
SudokuPuzzle read_sudokupad(std::string_view text, const std::string& source, std::size_t line);

}  // namespace dlx::sudoku
