// The pieces of a tiling problem: shapes with one-character names and a number of copies.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "encoders/polyomino/shape.hpp"
#include "encoders/polyomino/square_grid.hpp"

namespace dlx::polyomino {

struct Piece {
  char name = '?';       // a letter or digit; the board drawing shows the piece with it
  Shape shape;           // normalized
  int copies = 1;        // how many of this piece the tiling uses (at most, with --at-most-once)
  std::size_t line = 0;  // the line of the piece file that draws it; 0 for a named set
};

struct PieceSet {
  std::vector<Piece> pieces;
  PieceKind kind = PieceKind::kFree;
  std::string source;  // the set's name or the file's, for messages ("pentominoes", "my.txt")
  const Geometry* geometry = &square_grid();  // the grid the shapes are drawn on

  // Cells covered by all the pieces, copies included.
  long total_cells() const;
  // Pieces counted with their copies.
  int total_pieces() const;
  // "12 pentominoes", "3 pieces from my.txt (5 with copies)": for labels and notes.
  std::string description() const;
};

}  // namespace dlx::polyomino
