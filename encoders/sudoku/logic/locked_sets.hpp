// The search shared by subsets and fish: choose `size` of some sets (of values, of positions, of
// columns) whose union has exactly `size` elements. Depth-first over the sets in order, cut as
// soon as the union grows past `size`, which keeps quads on 25x25 grids fast.
#pragma once

#include <bit>
#include <cstdint>
#include <vector>

namespace dlx::sudoku {

// Calls found(chosen, union) for each choice of `size` indices into `sets` (increasing) whose union
// has `size` elements, until it returns true; then returns true.
template <typename Found>
bool find_locked_sets(const std::vector<std::uint64_t>& sets, int size, Found&& found) {
  std::vector<std::size_t> chosen;
  chosen.reserve(static_cast<std::size_t>(size));
  auto extend = [&](auto& self, std::size_t from, std::uint64_t joined) -> bool {
    if (static_cast<int>(chosen.size()) == size) {
      return std::popcount(joined) == size && found(chosen, joined);
    }
    for (std::size_t k = from; k < sets.size(); ++k) {
      const std::uint64_t next = joined | sets[k];
      if (std::popcount(next) > size) continue;
      chosen.push_back(k);
      if (self(self, k + 1, next)) return true;
      chosen.pop_back();
    }
    return false;
  };
  return extend(extend, 0, 0);
}

}  // namespace dlx::sudoku
