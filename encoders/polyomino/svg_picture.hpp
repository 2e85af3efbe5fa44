// A tiling as an SVG picture: each piece filled with its own color, a dark outline around each
// piece (no line between two cells of one piece), the piece's name at its middle. The sheet of
// the app lays several out in a grid, each under its number.
//
// Written with plain string formatting. Every board cell is one <rect class="cell"> carrying
// data-row, data-column and data-piece, so a program (and the tests) can read the tiling back.
#pragma once

#include <dlx/command/picture.hpp>

#include <memory>
#include <string>
#include <vector>

#include "encoders/polyomino/polyomino_model.hpp"

namespace dlx::polyomino {

// One tiling as a picture for the sheet of --svg (dlx/command/picture.hpp). The model is kept
// for the drawing.
Picture tiling_picture(std::shared_ptr<const PolyominoModel> model,
                       std::vector<Placement> placements);

// What the sheet calls tilings.
PictureWords tiling_picture_words();

// The fill color of piece `index` of `piece_count`, as "#rrggbb".
std::string piece_color(int index, int piece_count);

}  // namespace dlx::polyomino
