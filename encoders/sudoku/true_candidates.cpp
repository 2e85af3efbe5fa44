#include "encoders/sudoku/true_candidates.hpp"

#include <set>
#include <stdexcept>

#include "encoders/sudoku/sudoku_checker.hpp"

namespace dlx::sudoku {

TrueCandidates true_candidates(const SudokuModel& model, const SudokuPuzzle& puzzle,
                               const SolverOptions& options,
                               std::optional<std::chrono::duration<double>> time_limit,
                               const std::atomic<bool>* stop_flag) {
  const int values = model.size.values;
  // The grid's cells and the variable cells after them (the model's options of both).
  const int cells = model.size.all_cells();
  const std::size_t literals = static_cast<std::size_t>(cells) * static_cast<std::size_t>(values);
  TrueCandidates out;
  out.possible.assign(literals, false);
  Solver solver(model.problem, options);
  const std::vector<OptionId> clues = clue_options(model, puzzle);
  std::vector<OptionId> forced = clues;
  const auto start = std::chrono::steady_clock::now();
  std::set<std::vector<int>> found;
  // The solutions the job would accept (chaos construction's regions, connected values).
  const Solver::Accept accept = model_acceptance(model);
  auto search = [&]() -> std::optional<bool> {
    SearchLimits limits;
    limits.forced = forced;
    limits.stop_flag = stop_flag;
    if (time_limit) {
      const auto spent = std::chrono::steady_clock::now() - start;
      if (spent >= *time_limit) return std::nullopt;
      limits.time_limit = *time_limit - spent;
    }
    const FirstSolution first = solver.first(limits, accept);
    ++out.searches;
    out.nodes += first.result.stats.nodes;
    if (first.found) {
      std::vector<int> grid = decode(model, first.options);
      if (auto broken = check_sudoku(puzzle, grid)) {
        throw std::logic_error("a solution fails the checker: " + *broken);
      }
      for (int cell = 0; cell < cells; ++cell) {
        out.possible[static_cast<std::size_t>(cell * values + grid[static_cast<std::size_t>(cell)] -
                                              1)] = true;
      }
      found.insert(std::move(grid));
      return true;
    }
    if (!first.result.complete()) return std::nullopt;
    return false;
  };
  // The first search settles the puzzle without solution at once.
  std::optional<bool> any = search();
  if (any && !*any) {
    out.solutions_found = 0;
    return out;
  }
  std::size_t next = 0;
  if (!any) {
    out.complete = false;
  } else {
    for (; next < literals; ++next) {
      if (out.possible[next]) continue;
      const OptionId option = model.option_index[next];
      if (!option.valid()) continue;  // the presolve ruled it out
      forced = clues;
      forced.push_back(option);
      const std::optional<bool> holds = search();
      if (!holds) {
        out.complete = false;
        break;
      }
    }
  }
  if (!out.complete) {
    for (std::size_t k = next; k < literals; ++k) {
      if (!out.possible[k] && model.option_index[k].valid()) ++out.unsettled;
    }
  }
  out.solutions_found = found.size();
  return out;
}

}  // namespace dlx::sudoku
