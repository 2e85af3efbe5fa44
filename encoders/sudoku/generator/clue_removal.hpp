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
// Every check runs on one model and one solver, the clues passed as forced options
// (SearchLimits::forced, which the engine keeps committed from one check to the next): nothing is
// rebuilt per check. The puzzle before a removal has one solution, the grid, so a removal keeps
// the puzzle unique exactly when no solution differs from the grid in the removed cells. For one
// removed cell that is a search for any solution with the grid's value there excluded
// (SearchLimits::excluded): it never walks to the grid itself, and on minimal 16x16 puzzles it
// took 3 times fewer nodes than the search for two solutions. Orbits of several cells keep that
// search for two.
#pragma once

#include <dlx/random.hpp>
#include <dlx/solver.hpp>

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "encoders/sudoku/generator/check_portfolio.hpp"
#include "encoders/sudoku/generator/unavoidable_sets.hpp"
#include "encoders/sudoku/sudoku_model.hpp"

namespace dlx::sudoku {

// The options that put the non-zero values of `givens` in their cells.
std::vector<OptionId> given_options(const SudokuModel& model, const std::vector<int>& givens);

// The engine's verdict on the puzzle with these givens.
Uniqueness solution_count_verdict(const SudokuModel& model, Solver& solver,
                                  const std::vector<int>& givens);

// A solution other than `grid` of the puzzle `givens`, made from `grid` (its only solution before
// `removed` were taken out) by removing the clues of the cells `removed`. With `max_nodes` > 0 the
// search stops after that many nodes, undecided.
OtherSolution other_solution(const SudokuModel& model, Solver& solver,
                             const std::vector<int>& givens, const std::vector<int>& grid,
                             const std::vector<int>& removed, std::uint64_t max_nodes = 0);
// The same with the clues left given as forced options, in the order the caller chooses.
OtherSolution other_solution(const SudokuModel& model, Solver& solver,
                             std::span<const OptionId> forced, const std::vector<int>& grid,
                             const std::vector<int>& removed, std::uint64_t max_nodes = 0);

struct Removal {
  std::vector<int> givens;  // the clues left
  // For each orbit whose clues stayed (in orbit order; empty for the others): a solution of the
  // puzzle without them other than the grid, found when their removal was refused. Removing
  // clues only adds solutions, so it is also a solution of the final puzzle without that orbit:
  // the certificate that the orbit cannot go, which check_minimality verifies with the checker.
  std::vector<std::vector<int>> witnesses;
  // The deadline passed or Ctrl-C came before every orbit was tried: the orbit under way and the
  // untried ones kept their clues. The puzzle is unique (every removal kept it so), maybe not
  // minimal, and the orbits not tried have no witness.
  bool cut_short = false;
};

// How far the removal is, for a progress line.
struct RemovalProgress {
  std::size_t cells_tried = 0;  // cells of the orbits tried (or under way), of...
  std::size_t cells = 0;        // ... every cell
  std::size_t clues = 0;        // clues left
  std::chrono::duration<double> elapsed{0};
  // The time left at the recent pace: the time per cell of the last checks (at least the last
  // 8, or the last 5% of the cells) times the cells untried. Rough and low: the checks slow down
  // as clues go, most near the end. Nullopt before 8 checks.
  std::optional<std::chrono::duration<double>> time_left;
};

// What may stop the removal early, what it reports, and the solvers it runs its checks on.
struct RemovalControl {
  std::optional<std::chrono::steady_clock::time_point> deadline;
  const std::atomic<bool>* stop_flag = nullptr;  // Ctrl-C
  // Called about every `progress_interval`, between checks and during a long one. Empty: none.
  std::function<void(const RemovalProgress&)> progress;
  std::chrono::duration<double> progress_interval{5.0};
  // Runs the checks on several solvers at once (check_portfolio.hpp); null: `solver` alone. Only
  // for removals without a node budget per check.
  CheckPortfolio* portfolio = nullptr;
};

// The clues left of `grid` after the pass. With `target_clues` > 0 the pass stops as soon as at
// most that many clues remain (the puzzle is then usually not minimal); 0 runs the whole pass.
// With `max_nodes_per_check` > 0 an orbit whose check meets that many nodes keeps its clues (and
// has no witness): the puzzle stays unique, since keeping clues never adds a solution, but it may
// not be minimal. That bounds the time of a puzzle that need not be minimal; nodes, not seconds,
// so the output stays the same on every machine.
//
// With `hits` (the grid's known unavoidable sets, unavoidable_sets.hpp), an orbit that holds all
// the clues left in one of them keeps its clues without a search, the set's other grid its
// witness: the puzzle is the one the searches would give, sooner.
Removal remove_clues(const SudokuModel& model, Solver& solver, const std::vector<int>& grid,
                     const std::vector<std::vector<int>>& orbits, Random& random,
                     std::size_t target_clues = 0, std::uint64_t max_nodes_per_check = 0,
                     ClueHits* hits = nullptr, const RemovalControl& control = {});

// Why `puzzle` (whose solution is `grid`) is not minimal by its witnesses, or nullopt: for each
// orbit holding clues, its witness must differ from the grid in the orbit and solve the puzzle
// without the orbit's clues, by the independent checker (check_sudoku) alone, without a search.
std::optional<std::string> check_minimality(const SudokuPuzzle& puzzle,
                                            const std::vector<int>& grid,
                                            const std::vector<std::vector<int>>& orbits,
                                            const std::vector<std::vector<int>>& witnesses);

}  // namespace dlx::sudoku
