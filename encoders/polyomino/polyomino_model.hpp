// Polyomino tiling as an exact-cover problem:
//
//   primary items    one per piece that must be counted: F; for a piece with copies, one item
//                    with Knuth's multiplicity c:c (DLX3's "c:c|L", Algorithm M), or 0:c with
//                    --at-most-once; secondary instead for a single piece with --at-most-once;
//                    then one per board cell, in the board's order ("r3c7" on the square grid)
//   options          one per placement: the piece's item (if it has one) and the cells it covers
//
// Placements are every distinct image of a piece under the motions its kind allows on the board's
// grid (a symmetric piece has fewer: X has one, I two), at every position where it lies inside the
// board. Nothing here depends on the grid: its geometry (geometry.hpp) gives the motions and the
// names of the cells.
//
// Copies of a piece are interchangeable. Giving each copy its own item would find every tiling
// once per numbering of its copies (k! times for k copies), and ordering the copies by extra
// secondary items, as this model once did, still made the search try the copies one after the
// other at every cell: 64 million nodes without one tiling of the order-5 Aztec diamond by 30
// dominoes. So the copies share one item that must be covered c times (Algorithm M counts down its
// multiplicity), and an option is a placement of the piece, not of a copy: each tiling is one set
// of options, found once. No item is made when the count cannot be wrong: for the one piece of a
// set that has one (the cells alone say how many copies fill the board), and with --at-most-once
// for a piece with at least as many copies as the board can hold. The model is then the plain
// cells-only exact cover, which the bitset engine searches fastest (docs/polyomino.md has the
// figures).
//
// Counting up to symmetry (--distinct) restricts one piece to one placement per orbit of the
// tiling symmetries, and filters the rare solutions that the restriction alone would count more
// than once; docs/polyomino.md has the argument.
#pragma once

#include <dlx/problem.hpp>
#include <dlx/search.hpp>

#include <functional>
#include <stdexcept>
#include <vector>

#include "encoders/polyomino/board.hpp"
#include "encoders/polyomino/pieces.hpp"
#include "encoders/polyomino/symmetry.hpp"

namespace dlx::polyomino {

enum class DistinctMethod {
  kRestrict,  // restrict one piece to orbit representatives (Knuth's way), filter what remains
  kFilter,    // keep every placement, accept a solution when it is the least of its images
};

struct ModelOptions {
  bool at_most_once = false;  // piece items secondary: each piece used at most as often as it has
                              // copies, so a larger set of pieces may tile a smaller board
  bool distinct = false;      // count one tiling per class under the tiling symmetries
  DistinctMethod method = DistinctMethod::kRestrict;
};

// Too many placements to build the model (the board and pieces are too large together).
class ModelTooLarge : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

inline constexpr long kMaxPlacements = 4'000'000;
inline constexpr long kMaxModelEntries = 60'000'000;

struct Placement {
  int piece = 0;
  // Which copy, 0..copies - 1: the model does not tell copies apart (0 in its options); decode()
  // numbers the copies of a tiling in the order of their first cells, for output.
  int copy = 0;
  int motion = 0;          // the motion of the grid that gives its orientation (geometry.hpp)
  std::vector<int> cells;  // cell numbers, sorted
};

struct PolyominoModel {
  Board board;
  PieceSet pieces;
  ModelOptions options;
  Problem problem;
  std::vector<Placement> placement_of_option;
  std::vector<long> placements_of_piece;  // before any restriction, for each piece
  // For each piece, its item in the problem, or an invalid ItemId when it has none (see above).
  std::vector<ItemId> piece_item;

  // With --distinct: the tiling symmetries (identity first), the piece restricted to one
  // placement per orbit (-1: none), and for each of its kept placements that a symmetry other
  // than the identity maps to itself, those symmetries (indices into `symmetries`).
  std::vector<TilingSymmetry> symmetries;
  int restricted_piece = -1;
  int restricted_placements = 0;  // orbit representatives kept
  std::vector<std::vector<int>> stabilizer_of_option;
  // Whether some solutions must be filtered by counts_for_its_class (Job.accept).
  bool needs_filter = false;
};

// Throws ModelTooLarge before building something unreasonably large, and std::invalid_argument
// for pieces of another grid than the board's. `check`, when given, is called every few thousand
// placements while the model is built (a model near the limits takes seconds): it may throw to
// stop the building (JobRunner::check_building does, for --time-limit and Ctrl-C).
PolyominoModel build_model(Board board, PieceSet pieces, const ModelOptions& options,
                           const std::function<void()>& check = {});

// The placements of a solution, in the order the search chose them, the copies of each piece
// numbered in the order of their first cells.
std::vector<Placement> decode(const PolyominoModel& model, SolutionView solution);

// Whether this solution is the one that represents its class with --distinct: the least image of
// the tiling under the symmetries left to check. True for every solution when needs_filter is
// false.
bool counts_for_its_class(const PolyominoModel& model, SolutionView solution);

}  // namespace dlx::polyomino
