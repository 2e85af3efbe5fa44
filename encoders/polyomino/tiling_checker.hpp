// An independent check of a tiling from the rules of the puzzle alone. It knows nothing of items,
// options or placements as the model makes them, and moves pieces with its own code (not
// shape.cpp's), so a mistake in the model or in the shape code cannot hide itself here.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "encoders/polyomino/board.hpp"
#include "encoders/polyomino/pieces.hpp"

namespace dlx::polyomino {

struct PlacedPiece {
  int piece = 0;                             // index into the piece set
  std::vector<std::pair<int, int>> squares;  // (row, column) on the board
};

// nullopt when the placed pieces cover every cell of the board exactly once and nothing else, each
// piece is used exactly as often as it has copies (at most as often, with `at_most_once`), and
// each placed piece is the piece's shape moved by a motion its kind allows (rotations; and
// reflections for free pieces). Otherwise what is wrong.
std::optional<std::string> check_tiling(const Board& board, const PieceSet& pieces,
                                        bool at_most_once, const std::vector<PlacedPiece>& placed);

}  // namespace dlx::polyomino
