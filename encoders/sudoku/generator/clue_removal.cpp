#include "encoders/sudoku/generator/clue_removal.hpp"

#include <algorithm>

namespace dlx::sudoku {

std::vector<OptionId> given_options(const SudokuModel& model, const std::vector<int>& givens) {
  std::vector<OptionId> options;
  const auto n = static_cast<std::size_t>(model.n);
  for (std::size_t cell = 0; cell < givens.size(); ++cell) {
    const int v = givens[cell];
    if (v > 0) options.push_back(model.option_index[cell * n + static_cast<std::size_t>(v - 1)]);
  }
  return options;
}

Uniqueness solution_count_verdict(const SudokuModel& model, Solver& solver,
                                  const std::vector<int>& givens) {
  const std::vector<OptionId> forced = given_options(model, givens);
  SearchLimits limits;
  limits.forced = forced;
  return solver.uniqueness(limits).verdict;
}

std::vector<int> remove_clues(const SudokuModel& model, Solver& solver,
                              const std::vector<int>& grid,
                              const std::vector<std::vector<int>>& orbits, Random& random,
                              std::size_t target_clues) {
  std::vector<int> givens = grid;
  std::size_t clues = static_cast<std::size_t>(
      std::count_if(givens.begin(), givens.end(), [](int v) { return v != 0; }));
  std::vector<std::size_t> order(orbits.size());
  for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
  random.shuffle(std::span<std::size_t>(order));
  for (std::size_t k : order) {
    if (target_clues > 0 && clues <= target_clues) break;
    const std::vector<int>& orbit = orbits[k];
    for (int cell : orbit) givens[static_cast<std::size_t>(cell)] = 0;
    if (solution_count_verdict(model, solver, givens) == Uniqueness::kUnique) {
      clues -= orbit.size();
    } else {
      for (int cell : orbit) {
        givens[static_cast<std::size_t>(cell)] = grid[static_cast<std::size_t>(cell)];
      }
    }
  }
  return givens;
}

bool is_minimal(const SudokuModel& model, Solver& solver, const std::vector<int>& givens,
                const std::vector<std::vector<int>>& orbits) {
  std::vector<int> fewer = givens;
  for (const std::vector<int>& orbit : orbits) {
    bool holds_clue = false;
    for (int cell : orbit) holds_clue = holds_clue || fewer[static_cast<std::size_t>(cell)] != 0;
    if (!holds_clue) continue;
    for (int cell : orbit) fewer[static_cast<std::size_t>(cell)] = 0;
    const Uniqueness verdict = solution_count_verdict(model, solver, fewer);
    for (int cell : orbit) {
      fewer[static_cast<std::size_t>(cell)] = givens[static_cast<std::size_t>(cell)];
    }
    if (verdict != Uniqueness::kMultiple) return false;
  }
  return true;
}

}  // namespace dlx::sudoku
