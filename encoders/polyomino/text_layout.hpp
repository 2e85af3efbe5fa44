// How a grid's cells are drawn in text, one character per cell: the same layout for boards and
// pieces in files and for the tilings printed, so that a printed tiling can be read back as a
// board. Lines are counted from 0 at the top of their block, columns from 0 at the left.
//
//   square      line = row, column = column (the existing polyomino files)
//   cubic       one block of lines per layer, the bottom layer first, blocks separated by a blank
//               line; within a block as the square grid (rows front to back)
//   triangular  one line per row of triangles, the top row first; every character a triangle,
//               pointing up where line + column is even and down where it is odd, so that a row
//               alternates up and down and each triangle stands on the one below:
//
//                 XXXXXXX         up down up down up down up
//                  XXXXX           (a trapezoid: 7 triangles on 5)
//
//   hexagonal   one line per row of hexagons, the top row first, a hexagon every other
//               character and each row half a hexagon (one character) to the left of the row
//               above, as the hexagons lie:
//
//                  X X X
//                 X X X X
//                  X X X
//
// A drawing of a board may shift a whole block; only the positions relative to each other
// matter. On the hexagonal grid the hexagons of a block are at the columns of one parity (that of
// the block's first hexagon) and the others hold blanks.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "encoders/polyomino/geometry.hpp"

namespace dlx::polyomino {

struct TextPosition {
  int block = 0;
  int line = 0;
  int column = 0;
};

// Reading: the cell drawn by the character at (block, line, column); nullopt for a position that
// is no cell (between two hexagons). `parity` is the block's parity of line + column for
// hexagons, ignored elsewhere.
std::optional<Cell> cell_at(const Geometry& geometry, const TextPosition& position, int parity);

// Drawing: every cell's position, with the least block, line and column 0 (a leading column
// added where the triangles' parity needs one).
std::vector<TextPosition> text_positions(const Geometry& geometry, const std::vector<Cell>& cells);

// The blocks of lines drawing `cells` with `marks` (one per cell). Between cells of a line,
// positions that hold no cell are drawn with '.', other positions with blanks (trailing blanks
// dropped); on the square and cubic grids every position of the rectangle of all the cells holds
// '.' (a board drawn as today's polyomino boards).
std::vector<std::vector<std::string>> draw_cells(const Geometry& geometry,
                                                 const std::vector<Cell>& cells,
                                                 const std::vector<char>& marks);

}  // namespace dlx::polyomino
