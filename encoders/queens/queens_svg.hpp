// Queens boards as an SVG picture, in the style of the polyomino sheets (encoders/polyomino/
// svg_picture.hpp): a chessboard in two tones, each queen a crown drawn with paths (no font
// needed), the queens a partial placement gave in red. The app's sheet lays the boards of a run
// out side by side, each under its label.
//
// Every queen is one <g class="queen"> carrying data-row, data-column and data-given, so that a
// program (and the tests) can read the board back.
#pragma once

#include <dlx/command/picture.hpp>

#include <string>
#include <vector>

#include "encoders/queens/queens_model.hpp"

namespace dlx::queens {

// The largest board drawn: a picture of 64x64 squares still shows each queen; beyond it the
// squares are too small to see and the file grows with the square of n.
inline constexpr int kMaxPicturedN = 64;

struct DrawnBoard {
  std::string caption;  // "8-queens", "placements.txt:3", "solution 2"
  int n = 0;
  std::vector<Square> queens;
  std::vector<Square> given;  // those of the queens that the input placed
};

// One board as a picture for the sheet of --svg (dlx/command/picture.hpp).
Picture queens_picture(DrawnBoard board);

// What the sheet calls boards: its title names the first board's caption.
PictureWords queens_picture_words();

}  // namespace dlx::queens
