// The brute forces' grids: every small grid whose values keep a rule of pairs, found by a plain
// depth-first enumeration that shares no code with the encoders (the rule is the caller's).
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

namespace dlx::testing {

// Every grid of `cells` cells holding 1..values in which any two cells that `meet` hold different
// values, and each cell given a value (givens[c] != 0, when givens is not empty) holds it. Cells
// are valued in order: `meet(a, b)` is asked with a < b.
inline std::vector<std::vector<int>> grids_where(int cells, int values,
                                                 const std::function<bool(int, int)>& meet,
                                                 const std::vector<int>& givens = {}) {
  std::vector<std::vector<int>> out;
  std::vector<int> grid(static_cast<std::size_t>(cells), 0);
  std::function<void(int)> fill = [&](int cell) {
    if (cell == cells) {
      out.push_back(grid);
      return;
    }
    const int given = givens.empty() ? 0 : givens[static_cast<std::size_t>(cell)];
    for (int value = 1; value <= values; ++value) {
      if (given != 0 && given != value) continue;
      bool free = true;
      for (int k = 0; k < cell && free; ++k) {
        free = !(meet(k, cell) && grid[static_cast<std::size_t>(k)] == value);
      }
      if (!free) continue;
      grid[static_cast<std::size_t>(cell)] = value;
      fill(cell + 1);
      grid[static_cast<std::size_t>(cell)] = 0;
    }
  };
  fill(0);
  return out;
}

}  // namespace dlx::testing
