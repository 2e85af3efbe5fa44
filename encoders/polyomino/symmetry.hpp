// The symmetries of a board, and those that map tilings to tilings, for counting up to symmetry.
//
// A board's symmetry group is the set of the motions of its grid that map its cells onto
// themselves (after translation): on the square grid, 4 for a non-square rectangle, 8 for a
// square, 1 for an irregular board. Such a motion maps a tiling to a tiling when it also maps the
// pieces onto the pieces: always for free pieces; for one-sided pieces, a mirror turns each piece
// into its mirror image, which must be in the set with as many copies (a one-sided set with F but
// not f has only the rotations).
#pragma once

#include <string>
#include <vector>

#include "encoders/polyomino/board.hpp"
#include "encoders/polyomino/pieces.hpp"

namespace dlx::polyomino {

struct TilingSymmetry {
  int motion = 0;                // a motion of the board's grid (geometry.hpp); 0: the identity
  std::vector<int> cell_image;   // cell number -> the number of its image
  std::vector<int> piece_image;  // piece index -> the piece its image is (itself for free pieces)
};

// The motions that map the board onto itself, identity first (piece_image left empty).
std::vector<TilingSymmetry> board_symmetries(const Board& board);

// The board's symmetries that also map the pieces onto the pieces, identity first.
std::vector<TilingSymmetry> tiling_symmetries(const Board& board, const PieceSet& pieces);

// "the identity, 1 turn, 2 mirrors": what the group holds, for a note, in the grid's words.
std::string describe_symmetries(const std::vector<TilingSymmetry>& group, const Geometry& geometry);

// A placed piece, as symmetry sees it: which piece (not which copy) and which cells, sorted.
struct PlacedCells {
  int piece = 0;
  std::vector<int> cells;
  auto operator<=>(const PlacedCells&) const = default;
};

// A tiling as a sorted list of placed pieces: equal lists are equal tilings (copies of a piece
// are not told apart), and the order of the lists is a total order on tilings.
using TilingKey = std::vector<PlacedCells>;

TilingKey tiling_key(std::vector<PlacedCells> placed);
// The key of the image of a tiling under a symmetry.
TilingKey image_key(const TilingKey& key, const TilingSymmetry& symmetry);

// True when no symmetry among `symmetries` maps the tiling to a smaller key: exactly one tiling of
// each orbit under a group passes when `symmetries` is that group.
bool is_least_image(const TilingKey& key, const std::vector<const TilingSymmetry*>& symmetries);

}  // namespace dlx::polyomino
