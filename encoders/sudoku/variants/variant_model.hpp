// The exact-cover model of a puzzle with constraints (docs/sudoku.md, "Variant constraints"):
// the classic model's cells and regions, and what each constraint compiles into (encoder.hpp),
// narrowed first by the presolve (presolve.hpp) with the puzzle's clues. The model is the
// puzzle's own: build_model() calls this when the puzzle has constraints.
//
//   primary items    rRcC, TAGvV (rows, columns, boxes, the rules' regions), kKpP (piece P of
//                    constraint K), kKvV / kKgGvV (a constraint's own regions)
//   secondary items  rRcC= (the cell's value, as color; shared by cells made the same),
//                    rRcC.V (1: the cell holds V, 0: an option keeps it out), kKaA (an auxiliary
//                    value), kKxX (at most one of some cell values)
#pragma once

#include "encoders/sudoku/sudoku_model.hpp"
#include "encoders/sudoku/sudoku_puzzle.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"

namespace dlx::sudoku {

SudokuModel build_variant_model(const SudokuPuzzle& puzzle);

// Whether each auxiliary value gets a primary item of its own to branch on (for measurements).
extern bool choose_auxiliaries;

// The grid's shape for the constraints: its size and the box or jigsaw region of each cell.
GridShape grid_shape(const SudokuPuzzle& puzzle);

}  // namespace dlx::sudoku
