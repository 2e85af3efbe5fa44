#include "encoders/polyomino/tiling_checker.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <set>

namespace dlx::polyomino {
namespace {

// Shifted so that the least row, column and layer are 0 (a translation: kinds stay), sorted.
std::vector<Cell> at_origin(std::vector<Cell> cells) {
  Cell least = cells.front();
  for (const Cell& c : cells) {
    least.row = std::min(least.row, c.row);
    least.column = std::min(least.column, c.column);
    least.layer = std::min(least.layer, c.layer);
  }
  for (Cell& c : cells) {
    c.row -= least.row;
    c.column -= least.column;
    c.layer -= least.layer;
  }
  std::sort(cells.begin(), cells.end());
  return cells;
}

// Every position of the shape that the rules allow, at the origin: the closure of the shape
// under the grid's rotation generators, and under all its generators for a piece that may be
// turned over.
std::set<std::vector<Cell>> allowed_positions(const Geometry& grid, const Piece& piece,
                                              bool may_turn_over) {
  const int generators = may_turn_over ? grid.generator_count() : grid.rotation_generator_count();
  std::set<std::vector<Cell>> positions = {at_origin(piece.shape)};
  std::vector<std::vector<Cell>> frontier(positions.begin(), positions.end());
  while (!frontier.empty()) {
    const std::vector<Cell> position = std::move(frontier.back());
    frontier.pop_back();
    for (int generator = 0; generator < generators; ++generator) {
      std::vector<Cell> image;
      for (const Cell& c : position) image.push_back(grid.generated(c, generator));
      image = at_origin(std::move(image));
      if (positions.insert(image).second) frontier.push_back(std::move(image));
    }
  }
  return positions;
}

}  // namespace

std::optional<std::string> check_tiling(const Board& board, const PieceSet& pieces,
                                        bool at_most_once, const std::vector<PlacedPiece>& placed) {
  const Geometry& grid = board.geometry();
  std::vector<int> used(pieces.pieces.size(), 0);
  std::set<Cell> covered;
  for (const PlacedPiece& piece : placed) {
    if (piece.piece < 0 || piece.piece >= static_cast<int>(pieces.pieces.size())) {
      return fmt::format("a placed piece has no piece number {}", piece.piece);
    }
    const Piece& definition = pieces.pieces[static_cast<std::size_t>(piece.piece)];
    if (piece.cells.empty()) return fmt::format("piece {} covers no square", definition.name);
    for (const Cell& cell : piece.cells) {
      if (!board.contains(cell)) {
        return fmt::format("piece {} covers {}, which is not on the board", definition.name,
                           grid.cell_name(cell));
      }
      if (!covered.insert(cell).second) {
        return fmt::format("{} is covered twice (once by {})", grid.cell_name(cell),
                           definition.name);
      }
    }
    const auto positions = allowed_positions(grid, definition, pieces.kind == PieceKind::kFree);
    if (positions.count(at_origin(piece.cells)) == 0) {
      return fmt::format("the cells given to piece {} are not a {} image of its shape",
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
