#include "encoders/polyomino/tiling_checker.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <set>

namespace dlx::polyomino {
namespace {

using Square = std::pair<int, int>;

// Shifted so that the least row and the least column are 0, sorted.
std::vector<Square> at_origin(std::vector<Square> squares) {
  int top = squares.front().first;
  int left = squares.front().second;
  for (const Square& s : squares) {
    top = std::min(top, s.first);
    left = std::min(left, s.second);
  }
  for (Square& s : squares) s = {s.first - top, s.second - left};
  std::sort(squares.begin(), squares.end());
  return squares;
}

// Every position of the shape that the rules allow, at the origin: the four turns (a turn maps
// (row, column) to (-column, row)), and their mirror images (row -> -row) for free pieces.
std::vector<std::vector<Square>> allowed_positions(const Piece& piece, bool may_turn_over) {
  std::vector<Square> shape;
  for (const Cell& cell : piece.shape) shape.emplace_back(cell.row, cell.column);
  std::vector<std::vector<Square>> positions;
  for (int side = 0; side < (may_turn_over ? 2 : 1); ++side) {
    std::vector<Square> turned = shape;
    if (side == 1) {
      for (Square& s : turned) s.first = -s.first;
    }
    for (int turn = 0; turn < 4; ++turn) {
      positions.push_back(at_origin(turned));
      for (Square& s : turned) s = {-s.second, s.first};
    }
  }
  return positions;
}

}  // namespace

std::optional<std::string> check_tiling(const Board& board, const PieceSet& pieces,
                                        bool at_most_once, const std::vector<PlacedPiece>& placed) {
  std::vector<int> used(pieces.pieces.size(), 0);
  std::set<Square> covered;
  for (const PlacedPiece& piece : placed) {
    if (piece.piece < 0 || piece.piece >= static_cast<int>(pieces.pieces.size())) {
      return fmt::format("a placed piece has no piece number {}", piece.piece);
    }
    const Piece& definition = pieces.pieces[static_cast<std::size_t>(piece.piece)];
    if (piece.squares.empty()) return fmt::format("piece {} covers no square", definition.name);
    for (const Square& square : piece.squares) {
      if (!board.contains(square.first, square.second)) {
        return fmt::format("piece {} covers row {} column {}, which is not on the board",
                           definition.name, square.first, square.second);
      }
      if (!covered.insert(square).second) {
        return fmt::format("row {} column {} is covered twice (once by {})", square.first,
                           square.second, definition.name);
      }
    }
    const auto positions = allowed_positions(definition, pieces.kind == PieceKind::kFree);
    if (std::find(positions.begin(), positions.end(), at_origin(piece.squares)) ==
        positions.end()) {
      return fmt::format("the squares given to piece {} are not a {} image of its shape",
                         definition.name,
                         pieces.kind == PieceKind::kFree ? "turned or mirrored" : "turned");
    }
    ++used[static_cast<std::size_t>(piece.piece)];
  }
  for (std::size_t p = 0; p < used.size(); ++p) {
    const Piece& definition = pieces.pieces[p];
    if (used[p] > definition.copies || (!at_most_once && used[p] != definition.copies)) {
      return fmt::format("piece {} is used {} times; it has {} {}", definition.name, used[p],
                         definition.copies, definition.copies == 1 ? "copy" : "copies");
    }
  }
  if (static_cast<int>(covered.size()) != board.cell_count()) {
    return fmt::format("{} of the board's {} cells are covered", covered.size(),
                       board.cell_count());
  }
  return std::nullopt;
}

}  // namespace dlx::polyomino
