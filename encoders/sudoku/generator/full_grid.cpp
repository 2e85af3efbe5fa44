#include "encoders/sudoku/generator/full_grid.hpp"

#include <fmt/format.h>
#include <dlx/solver.hpp>

#include <algorithm>
#include <numeric>

namespace dlx::sudoku {

std::vector<std::vector<int>> peers_of_cells(const SudokuPuzzle& shape) {
  const auto cells = shape.cell_count();
  std::vector<std::vector<int>> peers(cells);
  for (const Region& region : regions_of(shape)) {
    for (int cell : region.cells) {
      auto& list = peers[static_cast<std::size_t>(cell)];
      for (int other : region.cells) {
        if (other != cell) list.push_back(other);
      }
    }
  }
  for (auto& list : peers) {
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
  }
  return peers;
}

namespace {

// The seed clues: a random first row, then up to n clues in random cells of the other rows, each
// with a random value that none of its peers holds yet.
std::vector<int> seed_clues(int n, const std::vector<std::vector<int>>& peers, Random& random) {
  std::vector<int> givens(static_cast<std::size_t>(n * n), 0);
  std::vector<int> values(static_cast<std::size_t>(n));
  std::iota(values.begin(), values.end(), 1);
  random.shuffle(std::span<int>(values));
  std::copy(values.begin(), values.end(), givens.begin());

  std::vector<int> cells(static_cast<std::size_t>(n * n - n));
  std::iota(cells.begin(), cells.end(), n);
  random.shuffle(std::span<int>(cells));
  std::vector<int> allowed;
  for (std::size_t k = 0; k < static_cast<std::size_t>(n) && k < cells.size(); ++k) {
    const int cell = cells[k];
    std::vector<bool> used(static_cast<std::size_t>(n) + 1, false);
    for (int peer : peers[static_cast<std::size_t>(cell)]) {
      used[static_cast<std::size_t>(givens[static_cast<std::size_t>(peer)])] = true;
    }
    allowed.clear();
    for (int v = 1; v <= n; ++v) {
      if (!used[static_cast<std::size_t>(v)]) allowed.push_back(v);
    }
    if (allowed.empty()) continue;
    givens[static_cast<std::size_t>(cell)] = allowed[random.below(allowed.size())];
  }
  return givens;
}

}  // namespace

std::vector<int> random_full_grid(const SudokuPuzzle& shape, const SudokuModel& model,
                                  const std::vector<std::vector<int>>& peers, Random& random) {
  Solver solver(model.problem, SolverOptions{random.next()});
  SudokuPuzzle seeded = shape;
  for (int attempt = 0; attempt < kMaxFullGridTries; ++attempt) {
    seeded.givens = seed_clues(shape.n, peers, random);
    const std::vector<OptionId> forced = clue_options(model, seeded);
    SearchLimits limits;
    limits.forced = forced;
    const FirstSolution first = solver.first(limits);
    if (first.found) return decode(model, first.options);
  }
  throw GenerationError(
      fmt::format("no full grid found for this variant in {} tries: it may have no solution at all",
                  kMaxFullGridTries));
}

}  // namespace dlx::sudoku
