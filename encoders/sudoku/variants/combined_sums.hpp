// Sums of sums (Encoder::add_combined_sums): two sums of unit weights over disjoint cells that
// cross each other's houses also sum to the sum of their totals, and over the union of their cells
// the distinct values that the houses force bound that total far tighter than each half's bounds
// do. Four little killers of 49 along neighbouring diagonals of a 9x9 fill box 5 but one cell and
// rows and columns in runs: 32 cells whose sum lies within 2 of its greatest, where each diagonal
// alone has 10 or more to spare. The merged sums are redundant rows for the bounds propagator
// (sum_propagator.hpp); no solution is lost, since a merged total holds in every grid where its
// parts do.
//
// The merge is the greedy one of the Interactive Sudoku Solver (sigh, MIT; its optimizer's
// combined sum handlers), restated: each sum is scored by how much its groups of distinct cells
// narrow it, and two sums are merged only when the merged sum scores better than both (or than
// their two scores together); a merged sum's parts leave the pool, so the number of merges is
// bounded by the number of sums. Measured on ISS's 'Zero solution: Little Killer' (8 diagonals of
// 49): ISS proves it has no solution in 832 guesses with these sums and not in 60 s without them.
#pragma once

#include <functional>
#include <span>
#include <vector>

#include "encoders/sudoku/grid_size.hpp"

namespace dlx::sudoku {

// The cells of a sum of unit weights, sorted and each once, and its total in written values.
struct CellSum {
  std::vector<int> cells;
  int total = 0;
};

// What the merge asks of the grid: whether two cells share a house, and the sizes of the groups of
// distinct cells a sorted list of cells falls into (LinearSum::group's, so that a merged sum is
// scored as its propagator will bound it).
struct SumGeometry {
  std::function<bool(int, int)> share_house;
  std::function<std::vector<int>(const std::vector<int>&)> group_sizes;
};

// The merged sums worth adding (none of `sums` itself); `sums` as the puzzle states them.
std::vector<CellSum> combined_sums(std::span<const CellSum> sums, const GridSize& size,
                                   const SumGeometry& geometry);

}  // namespace dlx::sudoku
