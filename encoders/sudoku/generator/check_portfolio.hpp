// A portfolio of solvers for the clue removal's uniqueness checks (clue_removal.hpp): the same
// check ("is there a solution other than the grid?") runs on several solvers at once, each with
// its own order of values (SolverOptions::seed), one per thread, and the first to answer wins;
// the others are stopped. The late checks of a minimal 25x25 are proofs that no other grid
// exists, and their time depends much on the order in which values are tried: a portfolio of two
// orders was measured 3-4 times faster on them than one order alone.
//
// The answer (a second solution exists or not) is the same whichever solver gives it, so the
// puzzle does not depend on timing. Only the second solution found, the witness that a clue
// cannot go, may differ; it is checked, never printed. A search bounded by nodes could be
// undecided for one order and decided for another: the portfolio is for unbounded checks.
#pragma once

#include <dlx/solver.hpp>

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <memory>
#include <mutex>
#include <span>
#include <thread>
#include <vector>

#include "encoders/sudoku/sudoku_model.hpp"

namespace dlx::sudoku {

struct OtherSolution {
  std::vector<int> grid;   // a second solution, or empty
  bool undecided = false;  // the search met its node budget before it knew
  // The search met SearchLimits::time_limit or its stop flag before it knew.
  bool stopped = false;
};

// One check on one solver. `limits` gives the forced options, the budget, the time limit and
// stop flag; its `excluded` is set here.
OtherSolution other_solution(const SudokuModel& model, Solver& solver, SearchLimits limits,
                             const std::vector<int>& grid, const std::vector<int>& removed);

class CheckPortfolio {
 public:
  // `main` is the caller's solver for `model`, which the caller's thread runs; `width` - 1 more
  // solvers, each with seed k (k = 1 .. width-1) and a thread of its own. Width 1: the caller's
  // solver alone, no thread.
  CheckPortfolio(const SudokuModel& model, Solver& main, unsigned width);
  ~CheckPortfolio();
  CheckPortfolio(const CheckPortfolio&) = delete;
  CheckPortfolio& operator=(const CheckPortfolio&) = delete;

  unsigned width() const { return static_cast<unsigned>(helpers_.size()) + 1; }

  // The check on every solver at once, as other_solution does it on one: the first decided answer.
  // `limits.stop_flag` (Ctrl-C) is watched by the caller's solver's reporter (the solvers share a
  // flag of their own to stop the others); `limits.progress` is called from the caller's thread.
  OtherSolution check(SearchLimits limits, const std::vector<int>& grid,
                      const std::vector<int>& removed);

 private:
  struct Helper {
    std::unique_ptr<Solver> solver;
    std::thread thread;
  };
  void serve(std::size_t k);
  // Records the answer of solver k (0: the caller's) if it is the first decided one.
  void offer(std::size_t k, const OtherSolution& answer);

  const SudokuModel& model_;
  Solver& main_;
  std::vector<Helper> helpers_;
  std::mutex mutex_;
  std::condition_variable changed_;
  // The check under way, for the helpers.
  SearchLimits task_;
  const std::vector<int>* grid_ = nullptr;
  const std::vector<int>* removed_ = nullptr;
  std::size_t round_ = 0;    // checks handed out
  std::size_t running_ = 0;  // helpers still on the check of round_
  bool closing_ = false;
  std::atomic<bool> answered_{false};  // a decided answer is in: the others stop
  std::ptrdiff_t winner_ = -1;         // under mutex_: whose answer it is
  OtherSolution won_;
};

}  // namespace dlx::sudoku
