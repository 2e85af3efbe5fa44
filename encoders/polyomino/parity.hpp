// The checkerboard argument: a quick proof that some tilings cannot exist.
//
// Colour the grid like a checkerboard (Geometry::colour; a grid without such two colours gets no
// verdict). Any motion and translation of a piece either keeps the colours of its cells or swaps
// them all, so wherever a piece of s cells with d dark cells (in its own position) lies, it covers
// d or s - d dark cells. A tiling with every piece must therefore
// cover a number of dark cells that is a sum of one such choice per piece; if the board's number
// of dark cells is no such sum, there is no tiling. This is why the 35 hexominoes tile no
// rectangle: 24 of them always cover 3 dark cells and 11 cover 2 or 4, so they cover an even
// number, while a rectangle of 210 cells has 105.
#pragma once

#include <optional>
#include <string>

#include "encoders/polyomino/board.hpp"
#include "encoders/polyomino/pieces.hpp"

namespace dlx::polyomino {

// nullopt when the count allows a tiling using every piece (copies included); otherwise a
// sentence saying why none exists. Meant for sets whose area equals the board's.
std::optional<std::string> parity_obstruction(const Board& board, const PieceSet& pieces);

}  // namespace dlx::polyomino
