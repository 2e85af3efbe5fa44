// One tiling of the triangular, hexagonal or cubic grid drawn in SVG, for svg_picture.hpp, which
// lays several out (the square grid's drawing is svg_picture.cpp's own, unchanged).
//
//   triangular, hexagonal   each cell a <polygon class="cell"> (a triangle, a hexagon) filled with
//                           its piece's colour; a dark outline along every edge between two pieces
//                           or on the border; each piece's name at its cell nearest its centre
//   cubic                   an isometric view of the box from above, front and right (the faces
//                           that can be seen: tops lightest, fronts darkest), and beside it every
//                           layer from the bottom up drawn as squares with outlines and names
//
// Every cell of the board is one element of class "cell" with data-row, data-column, data-piece,
// and data-kind (triangles: up, down) or data-layer (cubes), so a program can read a tiling back.
#pragma once

#include <string>
#include <vector>

#include "encoders/polyomino/polyomino_model.hpp"

namespace dlx::polyomino {

struct SvgTile {
  double width = 0;
  double height = 0;
  std::string body;  // drawn with its top left corner at (0, 0)
};

SvgTile svg_plane_tile(const Board& board, const PieceSet& pieces,
                       const std::vector<Placement>& tiling);
SvgTile svg_space_tile(const Board& board, const PieceSet& pieces,
                       const std::vector<Placement>& tiling);

}  // namespace dlx::polyomino
