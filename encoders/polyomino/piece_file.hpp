// Pieces drawn in a file: each letter or digit draws the piece of that name.
//
//   # comments start with '#'
//   FF.  IIIII        a piece is every cell drawn with its name in one block of rows;
//   .FF               '.' and blanks are empty; blocks are separated by blank lines,
//   .F.               and a block may hold several pieces side by side
//
//   LLLL
//   L...
//
// A piece is drawn once (ask for copies with --pieces FILE:LLP or --copies), and its cells must
// be joined edge to edge. Names are one character so that a solution can be drawn with them.
#pragma once

#include <istream>
#include <string>

#include "encoders/polyomino/pieces.hpp"

namespace dlx::polyomino {

// Reads the pieces (kind free, one copy each). Throws InputError naming the line for anything
// malformed: an unknown character, a piece drawn in two blocks, a piece in several parts, no
// piece at all.
PieceSet read_pieces(std::istream& in, const std::string& source);

}  // namespace dlx::polyomino
