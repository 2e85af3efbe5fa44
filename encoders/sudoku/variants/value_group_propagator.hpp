// Reasoning on a value group (ValueGroup: a renban line, a killer cage's set of digits) during the
// search, as a propagator (dlx/propagator.hpp). The exact cover states the group: an item per
// value, covered by the cell holding it or by the chosen set leaving it out. But a set is only
// struck out when chosen against, and a value every set holds (5 on a 6-cell renban of 1-9) is
// only placed within the group when the group's item is branched on. Four deductions, as
// constraint solvers make them (the Interactive Sudoku Solver's pairwise handler):
//   - a set goes when some cell of the group holds none of its values, or some value of it has no
//     cell of the group left;
//   - a value goes from a cell of the group when no set left holds it;
//   - value w goes from cell c when every set left that holds w also holds a value that only c
//     may hold (that value would then be c's);
//   - a value that every set left holds (a required value) goes from each cell outside the group
//     that shares a house (or a value group) with every cell of the group that may still hold it.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "dlx/propagator.hpp"
#include "encoders/sudoku/variants/encoder.hpp"

namespace dlx::sudoku {

// What every group's propagator reads of the model: per cell, the cells that hold a different
// value in every grid (they share a house or a value group), a bitset of `words` 64-bit words per
// cell; and the option that puts v in a cell, option_index[cell * values + v - 1] (invalid where
// the model has none).
struct CellLinks {
  int values = 0;
  int words = 0;
  std::vector<std::uint64_t> peers;
  std::vector<OptionId> option_index;

  const std::uint64_t* peers_of(int cell) const {
    return peers.data() + static_cast<std::size_t>(cell) * static_cast<std::size_t>(words);
  }
  OptionId option(int cell, int v) const {
    return option_index[static_cast<std::size_t>(cell * values + v - 1)];
  }
};

// A group's cells and the options of its piece, each with the values it holds (a mask, as the
// model holds them).
struct GroupSets {
  std::vector<int> cells;
  std::vector<OptionId> options;
  std::vector<ValueMask> held;
};

// Null for a group the propagator cannot hold without allocating (more than 32 cells).
std::shared_ptr<const Propagator> make_value_group_propagator(
    GroupSets group, std::shared_ptr<const CellLinks> links);

}  // namespace dlx::sudoku
