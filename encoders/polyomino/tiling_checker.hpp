// An independent check of a tiling from the rules of the puzzle alone. It knows nothing of items,
// options or placements as the model makes them, and moves pieces with its own code (not
// shape.cpp's): the positions a piece may take are the closure of its shape under the grid's
// generators (Geometry::generated, written apart from the motions the model uses), so a mistake in
// the model, in the shape code or in the grid's table of motions cannot hide itself here. It works
// on any grid.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "encoders/polyomino/board.hpp"
#include "encoders/polyomino/pieces.hpp"

namespace dlx::polyomino {

struct PlacedPiece {
  int piece = 0;            // index into the piece set
  std::vector<Cell> cells;  // where it lies on the board
};

// nullopt when the placed pieces cover every cell of the board exactly once and nothing else, each
// piece is used exactly as often as it has copies (at most as often, with `at_most_once`), and
// each placed piece is the piece's shape moved by a motion its kind allows (rotations; and
// reflections for free pieces) and translated. Otherwise what is wrong.
std::optional<std::string> check_tiling(const Board& board, const PieceSet& pieces,
                                        bool at_most_once, const std::vector<PlacedPiece>& placed);

}  // namespace dlx::polyomino
