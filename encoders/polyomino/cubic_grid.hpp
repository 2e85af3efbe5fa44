// The cubic grid: polycubes. A cell is a unit cube (row, column, layer). Its motions are the 48
// symmetries of the cube, the signed permutations of the three axes: the 24 rotations (the
// permutations whose signs and order give determinant +1) first, the identity first of all, then
// the 24 reflections. A solid piece can only be rotated; its mirror image is another piece unless
// the user allows reflection (--mirror).
#pragma once

#include "encoders/polyomino/geometry.hpp"

namespace dlx::polyomino {

// The one cubic grid; shapes and boards hold a reference to it.
const Geometry& cubic_grid();
// Whether a geometry is this grid (the drawings and files differ from grid to grid).
inline bool is_cubic(const Geometry& geometry) {
  return &geometry == &cubic_grid();
}

}  // namespace dlx::polyomino
