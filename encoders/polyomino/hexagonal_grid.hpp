// The hexagonal grid: polyhexes. Coordinates as in Polyform Puzzler's Hexagonal2D: axial, with
// columns to the right and rows up and to the right, 60 degrees apart; a hexagon's six neighbours
// are (row, column +- 1), (row +- 1, column), (row + 1, column - 1) and (row - 1, column + 1).
// Its motions are the twelve symmetries of the hexagon about a cell's centre: motion k < 6 turns
// by k sixths of a turn counterclockwise, motion 6 + k mirrors (swapping the two axes) and then
// turns by k sixths. The grid has no two-colouring kept by every motion (three colours are
// needed), so the parity argument does not apply.
#pragma once

#include "encoders/polyomino/geometry.hpp"

namespace dlx::polyomino {

const Geometry& hexagonal_grid();
// Whether a geometry is this grid (the drawings and files differ from grid to grid).
inline bool is_hexagonal(const Geometry& geometry) {
  return &geometry == &hexagonal_grid();
}

}  // namespace dlx::polyomino
