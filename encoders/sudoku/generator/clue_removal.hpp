// From a full grid to a puzzle: clues are taken away, one symmetry orbit at a time in a random
// order, as long as the puzzle keeps exactly one solution.
//
// One pass is enough for a minimal puzzle: an orbit that could not go (its removal let a second
// solution in) can never go later either, since removing more clues only adds solutions. So the
// pass tries every orbit once, and the result is minimal with respect to the orbits: removing any
// one orbit's clues (with a symmetric pattern, a clue and its image together) gives more than one
// solution. A single clue of a pair might still be removable alone; the pattern would then lose
// its symmetry.
//
// Every check is the engine's uniqueness search (at most two solutions) on one model and one
// solver, the clues passed as forced options (SearchLimits::forced): nothing is rebuilt per check.
#pragma once

#include <dlx/random.hpp>
#include <dlx/solver.hpp>

#include <cstddef>
#include <vector>

#include "encoders/sudoku/sudoku_model.hpp"

namespace dlx::sudoku {

// The options that put the non-zero values of `givens` in their cells.
std::vector<OptionId> given_options(const SudokuModel& model, const std::vector<int>& givens);

// The engine's verdict on the puzzle with these givens.
Uniqueness solution_count_verdict(const SudokuModel& model, Solver& solver,
                                  const std::vector<int>& givens);

// The clues left of `grid` after the pass. With `target_clues` > 0 the pass stops as soon as at
// most that many clues remain (the puzzle is then usually not minimal); 0 runs the whole pass.
std::vector<int> remove_clues(const SudokuModel& model, Solver& solver,
                              const std::vector<int>& grid,
                              const std::vector<std::vector<int>>& orbits, Random& random,
                              std::size_t target_clues = 0);

// True when removing the clues of any orbit that holds clues leaves more than one solution.
bool is_minimal(const SudokuModel& model, Solver& solver, const std::vector<int>& givens,
                const std::vector<std::vector<int>>& orbits);

}  // namespace dlx::sudoku
