// True candidates: for each cell, the values it holds in at least one solution of the puzzle, what
// setters check a variant puzzle with (dclamage's SudokuSolver calls them so).
//
// Not by listing every solution: a search for one solution, then, for each (cell, value) that no
// solution found so far holds, a search for a solution that holds it (its option forced, as the
// clues are). Every solution found marks all its values at once, so a puzzle with one solution
// takes one search per value left out of it, and one with millions of solutions far fewer
// searches than it has solutions.
#pragma once

#include <chrono>
#include <optional>
#include <vector>

#include <dlx/solver.hpp>

#include "encoders/sudoku/sudoku_model.hpp"
#include "encoders/sudoku/sudoku_puzzle.hpp"

namespace dlx::sudoku {

struct TrueCandidates {
  // possible[cell * values + v - 1]: some solution found holds v (1..values) in the cell; the
  // grid's cells come first, then the variable cells (GridSize::all_cells).
  std::vector<bool> possible;
  // Every (cell, value) was settled: `possible` is exact. False when a time limit or an
  // interruption stopped the searches; `possible` then lists values proven possible, and the
  // others are not all ruled out.
  bool complete = true;
  std::size_t unsettled = 0;        // (cell, value) pairs left unsettled when not complete
  std::size_t solutions_found = 0;  // distinct solutions the searches found (at least 2: several)
  std::size_t searches = 0;
  std::uint64_t nodes = 0;
};

// `check` is the independent checker each solution found must pass (a failure is a bug: it
// throws std::logic_error with its message).
TrueCandidates true_candidates(const SudokuModel& model, const SudokuPuzzle& puzzle,
                               const SolverOptions& options,
                               std::optional<std::chrono::duration<double>> time_limit,
                               const std::atomic<bool>* stop_flag);

}  // namespace dlx::sudoku
