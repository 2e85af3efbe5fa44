// The square grid: polyominoes. Its motions are the eight symmetries of the square (the dihedral
// group D4): motion k < 4 turns by k quarter turns clockwise; motion 4 + k mirrors left-right and
// then turns by k quarter turns. Free pieces make all eight, one-sided pieces the four turns.
#pragma once

#include "encoders/polyomino/geometry.hpp"

namespace dlx::polyomino {

// The one square grid; shapes and boards hold a reference to it.
const Geometry& square_grid();
// Whether a geometry is this grid (the drawings and files differ from grid to grid).
inline bool is_square(const Geometry& geometry) {
  return &geometry == &square_grid();
}

}  // namespace dlx::polyomino
