// Boards and pieces drawn in files, on the cubic, triangular and hexagonal grids (the square
// grid's readers are board.hpp's read_board and piece_file.hpp's read_pieces). The drawings are
// text_layout.hpp's; as on the square grid, '#' starts a comment line, a letter or digit is a cell
// (X for a board; a piece's name for a piece), '.' a hole.
//
//   cubic boards     layers from the bottom up, separated by blank lines, each drawn as a square
//                    board (rows of equal length, holes drawn with '.'):
//                        XXX      layer 1 (bottom)
//                        XXX
//
//                        X..      layer 2
//                        ...
//   cubic pieces     the same stack of layers; a piece is every cube drawn with its name, in any
//                    layer, and its cubes must join face to face. Pieces drawn side by side in the
//                    same stack; flat pieces may be drawn as in a polyomino file.
//   triangular and hexagonal boards
//                    one block of lines; blanks before and between cells place them (on the
//                    hexagonal grid the blanks between hexagons are part of the drawing)
//   triangular and hexagonal pieces
//                    blocks of lines separated by blank lines, each block drawn on its own (its
//                    first line and column decide where triangles point up, its first hexagon
//                    which columns hold hexagons), several pieces side by side in a block
//
// Everything malformed is an InputError naming the file and line.
#pragma once

#include <istream>
#include <string>

#include "encoders/polyomino/board.hpp"
#include "encoders/polyomino/geometry.hpp"
#include "encoders/polyomino/pieces.hpp"

namespace dlx::polyomino {

// A board drawn on the grid (cubic, triangular or hexagonal).
Board read_grid_board(std::istream& in, const std::string& source, const Geometry& geometry);

// Pieces drawn on the grid, of `kind` (rotations only for polycubes, free on the plane), one
// copy each.
PieceSet read_grid_pieces(std::istream& in, const std::string& source, const Geometry& geometry,
                          PieceKind kind);

}  // namespace dlx::polyomino
