// The standard 9x9 Sudoku as exact cover: 324 primary items, one option per (cell, digit).
// Bench-only, like queens_model: the real encoder comes later; the benchmarks need a fixed model
// now that both solvers under comparison read.
#pragma once

#include <string_view>

#include "dlx/problem.hpp"

namespace dlx::bench {

// Items, all primary, in this order: p<r><c> (cell r,c is filled), r<r><d> (row r has digit d),
// c<c><d> (column c has d), b<b><d> (box b has d); r, c, b in 0..8, d in 1..9.
// Options, in cell-major then digit order: "p<r><c> r<r><d> c<c><d> b<b><d>" for every digit d
// that cell (r,c) may hold given the clues: only the clue on a clue cell, and on a blank cell every
// digit that no clue in its row, column or box already uses.
// `clues` is 81 characters, row by row, '1'..'9' for a clue and '.' or '0' for a blank; anything
// else throws std::invalid_argument.
Problem make_sudoku_problem(std::string_view clues);

}  // namespace dlx::bench
