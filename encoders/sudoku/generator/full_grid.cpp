#include "encoders/sudoku/generator/full_grid.hpp"

#include <fmt/format.h>
#include <dlx/solver.hpp>

#include <algorithm>
#include <numeric>

#include "encoders/sudoku/grid_rules.hpp"

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

// A random permutation of 0 .. count-1.
std::vector<int> permutation(int count, Random& random) {
  std::vector<int> order(static_cast<std::size_t>(count));
  std::iota(order.begin(), order.end(), 0);
  random.shuffle(std::span<int>(order));
  return order;
}

}  // namespace

bool has_plain_boxes(const SudokuPuzzle& shape) {
  return shape.box_rows > 0 && shape.constraints.empty();
}

std::vector<int> shuffled_pattern_grid(const SudokuPuzzle& shape, Random& random) {
  const int rows = shape.box_rows;        // R: rows of a box, so a band has R rows
  const int columns = shape.box_columns;  // C: columns of a box, so a stack has C columns
  const int n = shape.size.rows;          // R * C; there are C bands and R stacks
  // Cell (r, c) of the pattern holds (C * (r mod R) + r div R + c) mod n: each row is a shift of
  // 0..n-1; down a column, C * (r mod R) + r div R runs through 0..n-1 once; and inside a box the
  // offsets C * i + j (i < R, j < C) do too. Each transformation below keeps a grid valid.
  const std::vector<int> bands = permutation(columns, random);
  const std::vector<int> stacks = permutation(rows, random);
  const std::vector<int> symbols = permutation(n, random);
  std::vector<int> row_of(static_cast<std::size_t>(n));
  std::vector<int> column_of(static_cast<std::size_t>(n));
  for (int band = 0; band < columns; ++band) {
    const std::vector<int> inside = permutation(rows, random);
    for (int i = 0; i < rows; ++i) {
      row_of[static_cast<std::size_t>(band * rows + i)] =
          bands[static_cast<std::size_t>(band)] * rows + inside[static_cast<std::size_t>(i)];
    }
  }
  for (int stack = 0; stack < rows; ++stack) {
    const std::vector<int> inside = permutation(columns, random);
    for (int j = 0; j < columns; ++j) {
      column_of[static_cast<std::size_t>(stack * columns + j)] =
          stacks[static_cast<std::size_t>(stack)] * columns + inside[static_cast<std::size_t>(j)];
    }
  }
  const bool transpose = rows == columns && random.below(2) == 1;
  std::vector<int> grid(static_cast<std::size_t>(n) * static_cast<std::size_t>(n));
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const int pr = row_of[static_cast<std::size_t>(r)];
      const int pc = column_of[static_cast<std::size_t>(c)];
      const int value = (columns * (pr % rows) + pr / rows + pc) % n;
      const int cell = transpose ? c * n + r : r * n + c;
      grid[static_cast<std::size_t>(cell)] = symbols[static_cast<std::size_t>(value)] + 1;
    }
  }
  return grid;
}

std::vector<int> random_full_grid(const SudokuPuzzle& shape, const SudokuModel& model,
                                  const std::vector<std::vector<int>>& peers, Random& random) {
  if (shape.size.rows >= kSmallestPatternGrid && has_plain_boxes(shape)) {
    return shuffled_pattern_grid(shape, random);
  }
  Solver solver(model.problem, SolverOptions{random.next()});
  SudokuPuzzle seeded = shape;
  for (int attempt = 0; attempt < kMaxFullGridTries; ++attempt) {
    seeded.givens = seed_clues(shape.size.rows, peers, random);
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
