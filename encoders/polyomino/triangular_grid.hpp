// The triangular grid: polyiamonds. Coordinates as in Polyform Puzzler's Triangular3D: the lattice
// has axes 60 degrees apart, columns to the right and rows up and to the right; the lattice step
// (row, column) holds two triangles, kind 0 pointing up (its base on the step's bottom edge) and
// kind 1 pointing down, to its right:
//
//        /\  /\  /       row 1
//       /__\/__\/
//      /\  /\  /         row 0: up (column 0), down (column 0), up (column 1), ...
//     /__\/__\/
//
// Its motions are the twelve symmetries of the triangular tiling about a vertex (the dihedral
// group of the hexagon): motion k < 6 turns by k sixths of a turn counterclockwise, motion 6 + k
// mirrors (swapping the two axes) and then turns by k sixths.
#pragma once

#include "encoders/polyomino/geometry.hpp"

namespace dlx::polyomino {

const Geometry& triangular_grid();
// Whether a geometry is this grid (the drawings and files differ from grid to grid).
inline bool is_triangular(const Geometry& geometry) {
  return &geometry == &triangular_grid();
}

}  // namespace dlx::polyomino
