#include "encoders/sudoku/generator/clue_removal.hpp"

#include "encoders/sudoku/sudoku_checker.hpp"

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

OtherSolution other_solution(const SudokuModel& model, Solver& solver,
                             const std::vector<int>& givens, const std::vector<int>& grid,
                             const std::vector<int>& removed, std::uint64_t max_nodes) {
  return other_solution(model, solver, given_options(model, givens), grid, removed, max_nodes);
}

OtherSolution other_solution(const SudokuModel& model, Solver& solver,
                             std::span<const OptionId> forced, const std::vector<int>& grid,
                             const std::vector<int>& removed, std::uint64_t max_nodes) {
  SearchLimits limits;
  limits.forced = forced;
  limits.max_nodes = max_nodes;
  FirstSolution first;
  if (removed.size() == 1) {
    const auto cell = static_cast<std::size_t>(removed.front());
    const std::vector<OptionId> excluded = {
        model.option_index[cell * static_cast<std::size_t>(model.n) +
                           static_cast<std::size_t>(grid[cell] - 1)]};
    limits.excluded = excluded;
    first = solver.first(limits);
  } else {
    first = solver.first(
        limits, [&model, &grid](SolutionView solution) { return decode(model, solution) != grid; });
  }
  OtherSolution other;
  if (first.found) {
    other.grid = decode(model, first.options);
  } else {
    other.undecided = first.result.status == SearchStatus::kNodeLimit;
  }
  return other;
}

Removal remove_clues(const SudokuModel& model, Solver& solver, const std::vector<int>& grid,
                     const std::vector<std::vector<int>>& orbits, Random& random,
                     std::size_t target_clues, std::uint64_t max_nodes_per_check, ClueHits* hits) {
  Removal removal;
  std::vector<int>& givens = removal.givens;
  givens = grid;
  removal.witnesses.resize(orbits.size());
  std::size_t clues = static_cast<std::size_t>(
      std::count_if(givens.begin(), givens.end(), [](int v) { return v != 0; }));
  std::vector<std::size_t> order(orbits.size());
  for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
  random.shuffle(std::span<std::size_t>(order));
  // The clues are forced in the order: the orbits kept and merged, then the orbits not yet tried
  // (the next one to try last), then the orbits kept since the last merge. The engine keeps the
  // forced options committed between searches and redoes only what follows the longest common
  // prefix (forced_options.hpp). So a removal takes back the tried orbit and the few recent kept
  // ones above it, not half the clues: with each kept orbit merged at once below the untried
  // ones, every kept orbit re-committed all of those (a 49x49 grid has 2401 clues; at 55% clues,
  // 858 kept orbits took 2 of the 6.5 s). The recent ones are merged when there are about as many
  // as the square root of the untried ones, which balances the two costs. The order changes no
  // answer: the remaining problem is the same whatever order its forced options came in.
  std::vector<std::size_t> merged;
  std::vector<std::size_t> recent;
  const auto clue_option = [&](int cell) {
    const auto c = static_cast<std::size_t>(cell);
    return model.option_index[c * static_cast<std::size_t>(model.n) +
                              static_cast<std::size_t>(grid[c] - 1)];
  };
  std::vector<OptionId> forced;
  for (std::size_t step = 0; step < order.size(); ++step) {
    if (target_clues > 0 && clues <= target_clues) break;
    const std::size_t k = order[step];
    const std::vector<int>& orbit = orbits[k];
    const std::size_t untried = order.size() - step - 1;
    if (recent.size() * recent.size() > untried) {
      merged.insert(merged.end(), recent.begin(), recent.end());
      recent.clear();
    }
    if (hits != nullptr) {
      if (std::vector<int> witness = hits->witness(orbit); !witness.empty()) {
        recent.push_back(k);
        removal.witnesses[k] = std::move(witness);
        continue;
      }
    }
    forced.clear();
    for (std::size_t kept_orbit : merged) {
      for (int cell : orbits[kept_orbit]) forced.push_back(clue_option(cell));
    }
    for (std::size_t later = order.size(); later-- > step + 1;) {
      for (int cell : orbits[order[later]]) forced.push_back(clue_option(cell));
    }
    for (std::size_t kept_orbit : recent) {
      for (int cell : orbits[kept_orbit]) forced.push_back(clue_option(cell));
    }
    OtherSolution other = other_solution(model, solver, forced, grid, orbit, max_nodes_per_check);
    if (other.grid.empty() && !other.undecided) {
      for (int cell : orbit) givens[static_cast<std::size_t>(cell)] = 0;
      clues -= orbit.size();
      if (hits != nullptr) hits->removed(orbit);
    } else {
      recent.push_back(k);
      removal.witnesses[k] = std::move(other.grid);
    }
  }
  return removal;
}

std::optional<std::string> check_minimality(const SudokuPuzzle& puzzle,
                                            const std::vector<int>& grid,
                                            const std::vector<std::vector<int>>& orbits,
                                            const std::vector<std::vector<int>>& witnesses) {
  SudokuPuzzle fewer = puzzle;
  for (std::size_t k = 0; k < orbits.size(); ++k) {
    bool holds_clue = false;
    bool differs = false;
    for (int cell : orbits[k]) {
      const auto c = static_cast<std::size_t>(cell);
      holds_clue = holds_clue || puzzle.givens[c] != 0;
      differs = differs || (witnesses[k].size() == grid.size() && witnesses[k][c] != grid[c]);
    }
    if (!holds_clue) continue;
    if (!differs) return "no second solution shows that an orbit of clues cannot go";
    for (int cell : orbits[k]) fewer.givens[static_cast<std::size_t>(cell)] = 0;
    const std::optional<std::string> broken = check_sudoku(fewer, witnesses[k]);
    for (int cell : orbits[k]) {
      fewer.givens[static_cast<std::size_t>(cell)] = puzzle.givens[static_cast<std::size_t>(cell)];
    }
    if (broken) return "a witness that an orbit cannot go is no solution: " + *broken;
  }
  return std::nullopt;
}

}  // namespace dlx::sudoku
