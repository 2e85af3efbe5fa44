// Tilings as an SVG picture: each piece filled with its own color, a dark outline around each
// piece (no line between two cells of one piece), the piece's name at its middle. Several tilings
// are laid out in a grid, each under its number.
//
// Written with plain string formatting. Every board cell is one <rect class="cell"> carrying
// data-row, data-column and data-piece, so a program (and the tests) can read the tiling back.
#pragma once

#include <string>
#include <vector>

#include "encoders/polyomino/polyomino_model.hpp"

namespace dlx::polyomino {

struct NumberedTiling {
  std::size_t number = 0;  // as printed: solution 1, 2, ...
  std::vector<Placement> placements;
};

// `not_shown` tilings were printed but left out of the picture (a note says so in it).
std::string svg_picture(const Board& board, const PieceSet& pieces,
                        const std::vector<NumberedTiling>& tilings, std::size_t not_shown);

// The fill color of piece `index` of `piece_count`, as "#rrggbb".
std::string piece_color(int index, int piece_count);

}  // namespace dlx::polyomino
