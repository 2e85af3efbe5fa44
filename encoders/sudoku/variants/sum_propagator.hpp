// Bounds reasoning on a linear sum of cells (LinearSum) during the search, as a propagator
// (dlx/propagator.hpp): the values still possible in each cell give the sum's least and greatest
// value, and a value that would put the total out of reach goes. Cells of one group hold
// different values, so a group of k cells is bounded by its k smallest and k largest values, not
// k times the smallest. A long arrow, a little killer or a sum split into halves by the encoder
// then narrows at every node as the solvers that reason on value bounds do, where the pieces
// alone see only their own cells.
#pragma once

#include <memory>
#include <span>
#include <vector>

#include "dlx/propagator.hpp"
#include "encoders/sudoku/variants/encoder.hpp"

namespace dlx::sudoku {

// `option_index[cell * values + v - 1]`: the option that puts v (1..values, as the model holds
// it) in the cell, invalid where the model has none; the sum's total is in the values as the
// puzzle writes them. Null for a sum too long to reason on without allocating (more than 128
// cells).
std::shared_ptr<const Propagator> make_sum_propagator(const LinearSum& sum, const GridSize& size,
                                                      std::span<const OptionId> option_index);

}  // namespace dlx::sudoku
