// The well-known bitboard backtracking counter for n-queens (one machine word per constraint:
// columns and the two diagonal directions, shifted one place per row). A specialised program
// that the general engine is measured against.
#pragma once

#include <cstdint>

namespace dlx::bench {

inline std::uint64_t bitboard_count(std::uint32_t all, std::uint32_t columns, std::uint32_t left,
                                    std::uint32_t right) {
  if (columns == all) return 1;
  std::uint64_t count = 0;
  std::uint32_t free = all & ~(columns | left | right);
  while (free != 0) {
    const std::uint32_t bit = free & (0u - free);  // the lowest free square
    free ^= bit;
    count += bitboard_count(all, columns | bit, ((left | bit) << 1) & all, (right | bit) >> 1);
  }
  return count;
}

// Solutions of n-queens, 1 <= n <= 31.
inline std::uint64_t bitboard_queens(int n) {
  const std::uint32_t all = (std::uint32_t{1} << n) - 1;
  return bitboard_count(all, 0, 0, 0);
}

}  // namespace dlx::bench
