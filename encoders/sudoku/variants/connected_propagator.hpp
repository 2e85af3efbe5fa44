// Connected values (connected.cpp, ISS's ConnectedValues): the cells of a space that hold one of
// some values form one non-empty orthogonally connected region, of a given size or any. Exact
// cover cannot say that a region is connected; the model states the size (a count) and leaves
// the connectivity to the job's acceptance test of whole solutions (connected_accepts), which is
// exact, and to this propagator, which prunes on the way (connected_region.hpp): a cell that
// must hold one of the values is in, one that cannot is out; the cells left out of the region
// lose the values, the cells it must take keep only them. So the count is right with the
// propagator or without it (an engine that runs none), only slower without.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "dlx/propagator.hpp"
#include "encoders/sudoku/grid_size.hpp"

namespace dlx::sudoku {

// One rule: its cells (the grid's or a layer's, grid_size.hpp), their neighbours among them
// (positions in `cells`), the values as the model holds them (bit v-1) and the size (0: any).
struct ConnectedValues {
  std::vector<int> cells;
  std::vector<std::vector<int>> neighbours;
  std::uint32_t values = 0;
  int size = 0;
};

// `value_options[cell * values + v - 1]`: the option that puts v in the cell (invalid: none).
std::shared_ptr<const Propagator> make_connected_propagator(
    ConnectedValues rule, int values, const std::vector<OptionId>& value_options);

// Whether a solution's grid (a value per cell, 1..values, variable cells after the grid's) keeps
// every rule.
bool connected_accepts(const std::vector<ConnectedValues>& rules, const std::vector<int>& grid);

}  // namespace dlx::sudoku
