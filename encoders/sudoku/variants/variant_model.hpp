// The exact-cover model of a puzzle with constraints (docs/sudoku.md, "Variant constraints"):
// the classic model's cells and houses (grid_rules.hpp: rows, columns, boxes, and the houses of
// constraints such as diagonals), and what each other constraint compiles into (encoder.hpp),
// narrowed first by the presolve (presolve.hpp) with the puzzle's clues. The model is the
// puzzle's own: build_model() calls this when the puzzle has rules beyond the plain ones.
//
//   primary items    rRcC, TAGvV (every house), kKpP (piece P of constraint K)
//   secondary items  rRcC= (the cell's value, as color; shared by cells made the same),
//                    rRcC.V (1: the cell holds V, 0: an option keeps it out), kKaA (an auxiliary
//                    value), kKxX (at most one of some cell values)
#pragma once

#include "encoders/sudoku/sudoku_model.hpp"
#include "encoders/sudoku/sudoku_puzzle.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"

namespace dlx::sudoku {

SudokuModel build_variant_model(const SudokuPuzzle& puzzle);

}  // namespace dlx::sudoku
