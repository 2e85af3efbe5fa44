// Which labelling of a chaos construction's partition the model keeps (chaos_propagator.hpp):
// region labels are names, and each partition must be found once. A few anchor cells, far enough
// apart that no region holds two of them, are given labels 1, 2, 3 in reading order; the other
// labels come in the reading order of their regions' first cells. ISS's ChaosConstruction pins
// its labels the same way: with labels 1, 2, 3 pinned apart, the search meets the grid's far
// corners with their regions already told apart, where in reading order alone label 1 is the
// only one known and the labels of the far cells are all open.
#pragma once

#include <vector>

#include "encoders/sudoku/grid_size.hpp"

namespace dlx::sudoku {

// Up to three cells on the grid's edge whose distances (rows plus columns apart) are all at least
// `region_size`, so that no connected region of that many cells holds two, with the greatest total
// `weight` (one per cell; ties to the first in reading order); in reading order. None when the
// grid has fewer than three regions or no such three cells.
std::vector<int> chaos_anchor_cells(const GridSize& size, int region_size,
                                    const std::vector<int>& weight);

// Whether labels (1.. per cell) are the kept labelling of their partition: the anchors hold
// 1, 2, ... in order, and every other label first appears after the one before it.
bool chaos_labels_canonical(const std::vector<int>& label_of, const std::vector<int>& anchors);

}  // namespace dlx::sudoku
