#include "encoders/sudoku/generator/unavoidable_sets.hpp"

#include "encoders/sudoku/sudoku_checker.hpp"

#include <algorithm>
#include <numeric>
#include <tuple>

namespace dlx::sudoku {
namespace {

int root(std::vector<int>& parent, int x) {
  while (parent[static_cast<std::size_t>(x)] != x) {
    const auto at = static_cast<std::size_t>(x);
    parent[at] = parent[static_cast<std::size_t>(parent[at])];
    x = parent[at];
  }
  return x;
}

// Adds the set of `cells` (any order) with the values `swapped` gives them.
template <typename Swapped>
void add_set(std::vector<int> cells, Swapped&& swapped, std::vector<UnavoidableSet>& sets) {
  std::sort(cells.begin(), cells.end());
  UnavoidableSet set;
  for (int cell : cells) set.values.push_back(swapped(cell));
  set.cells = std::move(cells);
  sets.push_back(std::move(set));
}

// Values a and b swapped over each connected part of their cells, linked where an a and a b are
// peers.
void add_value_pairs(int n, const std::vector<int>& grid,
                     const std::vector<std::vector<int>>& peers,
                     std::vector<UnavoidableSet>& sets) {
  std::vector<std::vector<int>> cells_of(static_cast<std::size_t>(n) + 1);
  for (std::size_t cell = 0; cell < grid.size(); ++cell) {
    cells_of[static_cast<std::size_t>(grid[cell])].push_back(static_cast<int>(cell));
  }
  std::vector<int> node_of(grid.size(), -1);
  for (int a = 1; a <= n; ++a) {
    for (int b = a + 1; b <= n; ++b) {
      std::vector<int> nodes = cells_of[static_cast<std::size_t>(a)];
      const std::vector<int>& with_b = cells_of[static_cast<std::size_t>(b)];
      nodes.insert(nodes.end(), with_b.begin(), with_b.end());
      for (std::size_t k = 0; k < nodes.size(); ++k) {
        node_of[static_cast<std::size_t>(nodes[k])] = static_cast<int>(k);
      }
      std::vector<int> parent(nodes.size());
      std::iota(parent.begin(), parent.end(), 0);
      for (int cell : cells_of[static_cast<std::size_t>(a)]) {
        for (int peer : peers[static_cast<std::size_t>(cell)]) {
          if (grid[static_cast<std::size_t>(peer)] != b) continue;
          const int x = root(parent, node_of[static_cast<std::size_t>(cell)]);
          const int y = root(parent, node_of[static_cast<std::size_t>(peer)]);
          if (x != y) parent[static_cast<std::size_t>(x)] = y;
        }
      }
      std::vector<std::vector<int>> parts(nodes.size());
      for (std::size_t k = 0; k < nodes.size(); ++k) {
        parts[static_cast<std::size_t>(root(parent, static_cast<int>(k)))].push_back(nodes[k]);
      }
      for (std::vector<int>& part : parts) {
        if (part.empty()) continue;
        add_set(
            std::move(part),
            [&](int cell) { return grid[static_cast<std::size_t>(cell)] == a ? b : a; }, sets);
      }
      for (int cell : nodes) node_of[static_cast<std::size_t>(cell)] = -1;
    }
  }
}

// Two lines of one band (rows, with `at(line, k)` the cell k of a line): each cycle of positions
// k -> the position in line 2 of line 1's value at k.
template <typename At>
void add_line_pairs(int n, int band, const std::vector<int>& grid, At&& at,
                    std::vector<UnavoidableSet>& sets) {
  if (band <= 1) return;
  const auto value = [&](int line, int k) { return grid[static_cast<std::size_t>(at(line, k))]; };
  std::vector<int> position(static_cast<std::size_t>(n) + 1);
  std::vector<bool> seen(static_cast<std::size_t>(n));
  for (int first = 0; first < n; first += band) {
    for (int one = first; one < first + band; ++one) {
      for (int two = one + 1; two < first + band; ++two) {
        for (int k = 0; k < n; ++k) position[static_cast<std::size_t>(value(two, k))] = k;
        std::fill(seen.begin(), seen.end(), false);
        for (int start = 0; start < n; ++start) {
          std::vector<int> cells;
          for (int k = start; !seen[static_cast<std::size_t>(k)];
               k = position[static_cast<std::size_t>(value(one, k))]) {
            seen[static_cast<std::size_t>(k)] = true;
            cells.push_back(at(one, k));
            cells.push_back(at(two, k));
          }
          if (cells.empty()) continue;
          add_set(
              std::move(cells),
              [&](int cell) {
                // The other line's value in the same column (or row).
                for (int k = 0; k < n; ++k) {
                  if (at(one, k) == cell) return value(two, k);
                  if (at(two, k) == cell) return value(one, k);
                }
                return 0;
              },
              sets);
        }
      }
    }
  }
}

}  // namespace

std::vector<UnavoidableSet> unavoidable_sets(const SudokuPuzzle& shape,
                                             const std::vector<int>& grid,
                                             const std::vector<std::vector<int>>& peers) {
  const int n = shape.size.rows;
  std::vector<UnavoidableSet> sets;
  add_value_pairs(n, grid, peers, sets);
  if (shape.box_rows > 0) {  // boxes, not a jigsaw's regions
    add_line_pairs(
        n, shape.box_rows, grid, [n](int row, int k) { return row * n + k; }, sets);
    add_line_pairs(
        n, shape.box_columns, grid, [n](int column, int k) { return k * n + column; }, sets);
  }
  std::sort(sets.begin(), sets.end(), [](const UnavoidableSet& x, const UnavoidableSet& y) {
    return std::tie(x.cells, x.values) < std::tie(y.cells, y.values);
  });
  sets.erase(std::unique(sets.begin(), sets.end(),
                         [](const UnavoidableSet& x, const UnavoidableSet& y) {
                           return x.cells == y.cells && x.values == y.values;
                         }),
             sets.end());
  return sets;
}

std::vector<int> other_grid(const std::vector<int>& grid, const UnavoidableSet& set) {
  std::vector<int> other = grid;
  for (std::size_t k = 0; k < set.cells.size(); ++k) {
    other[static_cast<std::size_t>(set.cells[k])] = set.values[k];
  }
  return other;
}

ClueHits::ClueHits(const SudokuPuzzle& shape, const std::vector<int>& grid,
                   std::vector<UnavoidableSet> sets)
    : blank_(shape),
      grid_(grid),
      sets_(std::move(sets)),
      sets_of_cell_(grid.size()),
      clues_in_(sets_.size()),
      rejected_(sets_.size(), false) {
  std::fill(blank_.givens.begin(), blank_.givens.end(), 0);
  blank_.givens.resize(grid.size(), 0);
  for (std::size_t s = 0; s < sets_.size(); ++s) {
    clues_in_[s] = sets_[s].cells.size();
    for (int cell : sets_[s].cells) {
      sets_of_cell_[static_cast<std::size_t>(cell)].push_back(static_cast<int>(s));
    }
  }
}

std::vector<int> ClueHits::witness(const std::vector<int>& orbit) {
  for (int cell : orbit) {
    for (int s : sets_of_cell_[static_cast<std::size_t>(cell)]) {
      const auto at = static_cast<std::size_t>(s);
      if (rejected_[at]) continue;
      const std::vector<int>& cells = sets_[at].cells;
      const auto in_orbit =
          static_cast<std::size_t>(std::count_if(orbit.begin(), orbit.end(), [&cells](int c) {
            return std::binary_search(cells.begin(), cells.end(), c);
          }));
      if (clues_in_[at] != in_orbit) continue;
      std::vector<int> other = other_grid(grid_, sets_[at]);
      if (!check_sudoku(blank_, other)) {
        ++certified_;
        return other;
      }
      rejected_[at] = true;
      ++rejected_count_;
    }
  }
  return {};
}

void ClueHits::removed(const std::vector<int>& orbit) {
  for (int cell : orbit) {
    for (int s : sets_of_cell_[static_cast<std::size_t>(cell)])
      --clues_in_[static_cast<std::size_t>(s)];
  }
}

}  // namespace dlx::sudoku
