// Polyomino tiling as an exact-cover problem:
//
//   primary items    one per piece (per copy: F, or L#1 L#2 for two copies of L),
//                    secondary instead with --at-most-once (a piece may then stay unused)
//                    then one per board cell, in the board's order ("r3c7" on the square grid)
//   secondary items  for copies: "L<2@17" forbids copy 2 of L to start at cell 17 (below)
//   options          one per placement: a piece (copy), the cells it covers, its order items
//
// Placements are every distinct image of a piece under the motions its kind allows on the board's
// grid (a symmetric piece has fewer: X has one, I two), at every position where it lies inside the
// board. Nothing here depends on the grid: its geometry (geometry.hpp) gives the motions and the
// names of the cells.
//
// Copies of a piece are interchangeable, so each tiling would be found once per numbering of its
// copies. To find it once, the copies are kept in the order of their first cells (a placement's
// least cell number): copy j starting at cell c names the secondary items "L<j+1@d" for every
// d <= c, and copy j+1 starting at d names "L<j+1@d", so the two exclude each other unless c < d.
//
// Counting up to symmetry (--distinct) restricts one piece to one placement per orbit of the
// tiling symmetries, and filters the rare solutions that the restriction alone would count more
// than once; docs/polyomino.md has the argument.
#pragma once

#include <dlx/problem.hpp>
#include <dlx/search.hpp>

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
  int copy = 0;            // 0.. copies - 1
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
// for pieces of another grid than the board's.
PolyominoModel build_model(Board board, PieceSet pieces, const ModelOptions& options);

// The placements of a solution, in the order the search chose them.
std::vector<const Placement*> decode(const PolyominoModel& model, SolutionView solution);

// Whether this solution is the one that represents its class: with --distinct, the least image of
// the tiling under the symmetries left to check; with --at-most-once and copies, copies used in
// order (copy 2 only with copy 1). True for every solution when needs_filter is false.
bool counts_for_its_class(const PolyominoModel& model, SolutionView solution);

}  // namespace dlx::polyomino
