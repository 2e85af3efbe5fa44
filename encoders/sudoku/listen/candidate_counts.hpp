// The solutions of each candidate of a puzzle, counted up to a cap: what f-puzzles' True
// Candidates colours (a value of a cell in 1, 2, ... or `cap` and more solutions). With a cap of
// 1 these are the true candidates (true_candidates.hpp), found the same way: a search for each
// (cell, value) that the solutions found so far do not settle, its option forced as the clues are;
// every solution found counts for each of its values at once, once (they are kept, so that a
// solution found again by another search is not counted twice).
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include <dlx/solver.hpp>

#include "encoders/sudoku/sudoku_model.hpp"
#include "encoders/sudoku/sudoku_puzzle.hpp"

namespace dlx::sudoku {

struct CandidateCounts {
  // counts[cell * n + v - 1]: the solutions found that hold v in the cell, at most the cap.
  std::vector<std::uint32_t> counts;
  // Every count is settled (exact up to the cap). False: the stop flag or the deadline ended the
  // searches (`stopped_by` says which).
  bool complete = true;
  SearchStatus stopped_by = SearchStatus::kComplete;
  std::size_t solutions = 0;  // distinct solutions found
  std::size_t searches = 0;
};

struct CandidateCountLimits {
  int cap = 1;
  // (cell, value) pairs known to be in no solution (sound logic removed them): not searched.
  // Empty: none known.
  std::vector<bool> ruled_out;
  const std::atomic<bool>* stop_flag = nullptr;
  std::optional<std::chrono::steady_clock::time_point> deadline;
  std::uint64_t max_nodes = 0;  // per search (0: none)
};

// Each solution found must pass check_sudoku; one that does not is a bug (std::logic_error).
CandidateCounts count_candidates(const SudokuModel& model, const SudokuPuzzle& puzzle,
                                 const SolverOptions& options, const CandidateCountLimits& limits);

}  // namespace dlx::sudoku
