// ISS's Replicate composite (js/sudoku_constraint.js, Replicate; js/solver/sudoku_builder.js):
//
//   .Replicate~AwDiQEiwD.SameValues~2~R1C1~R3C3.End           targets from R1C1
//   .Replicate~_____________H~R2C1.~R2C1_1_2_3.End             targets from R2C1
//
// Its items are a template; for each target cell it holds again, shifted by the rows and columns
// that take the origin (R1C1 unless named) to the target. The targets are a bitset in ISS's
// base64 digits (A-Z a-z 0-9 - _ for 0 to 63), six cells a digit, the lowest bit first: bit i is
// the cell i places after the origin in reading order.
//
// ISS's Var groups are laid out as grids of their own (js/cell_geometry.js, CellGraph): a group
// declared RxC in rows of C cells, one of a count in rows as wide as the grid. A Replicate whose
// origin is a variable cell moves within its group's layout, as one from a grid cell moves in the
// grid; ISS refuses a target or a cell in another group or in the grid.
#pragma once

#include <vector>

#include "encoders/sudoku/grid_size.hpp"
#include "encoders/sudoku/iss/iss_parser.hpp"

namespace dlx::sudoku {

struct IssReplicate {
  int origin = 0;
  std::vector<int> targets;
};

// The cells a row of each Var group of `size.variables` is laid out in (ISS's columns: RxC's C;
// 0, as wide as the grid, for a group of a count). Empty: every group as wide as the grid.
using IssVariableColumns = std::vector<int>;

// The origin and targets of a Replicate item. Throws IssError (iss_grid.hpp) for a bitset that is
// no base64, an origin that is no cell, a target beyond the grid (or the origin's Var group).
IssReplicate iss_replicate(const IssItem& replicate, const GridSize& size,
                           const IssVariableColumns& columns = {});

// `item` (and its children) moved by the rows and columns from `origin` to `target`: every cell
// of its arguments, a Given's cells in its value ids (a composite's own arguments stay, as ISS's).
// Throws IssError for a cell moved out of the grid (or its Var group), or one in another group.
IssItem iss_shifted(const IssItem& item, int origin, int target, const GridSize& size,
                    const IssVariableColumns& columns = {});

}  // namespace dlx::sudoku
