#include "encoders/polyomino/parity.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>

namespace dlx::polyomino {

std::optional<std::string> parity_obstruction(const Board& board, const PieceSet& pieces) {
  // The grid's two colours (the checkerboard of the square grid); a grid without any proves
  // nothing this way.
  const Geometry& geometry = board.geometry();
  auto is_dark = [&geometry](const Cell& cell) { return geometry.colour(cell) == 0; };
  if (!geometry.colour(Cell{})) return std::nullopt;
  int board_dark = 0;
  for (const Cell& cell : board.cells()) board_dark += is_dark(cell) ? 1 : 0;

  // reachable[k]: some choice for the pieces so far covers k dark cells.
  std::vector<bool> reachable(static_cast<std::size_t>(pieces.total_cells()) + 1, false);
  reachable[0] = true;
  // How many pieces cover (fewer, more) dark cells, for the explanation.
  std::map<std::pair<int, int>, int> pieces_by_choice;
  for (const Piece& piece : pieces.pieces) {
    const int size = static_cast<int>(piece.shape.size());
    int dark = 0;
    for (const Cell& cell : piece.shape) dark += is_dark(cell) ? 1 : 0;
    const int fewer = std::min(dark, size - dark);
    const int more = size - fewer;
    pieces_by_choice[{fewer, more}] += piece.copies;
    for (int copy = 0; copy < piece.copies; ++copy) {
      std::vector<bool> next(reachable.size(), false);
      for (std::size_t k = 0; k < reachable.size(); ++k) {
        if (!reachable[k]) continue;
        for (int add : {fewer, more}) {
          if (k + static_cast<std::size_t>(add) < next.size()) {
            next[k + static_cast<std::size_t>(add)] = true;
          }
        }
      }
      reachable = std::move(next);
    }
  }
  if (static_cast<std::size_t>(board_dark) < reachable.size() &&
      reachable[static_cast<std::size_t>(board_dark)]) {
    return std::nullopt;
  }
  // "24 pieces cover 3 dark cells and 11 pieces cover 2 or 4 dark cells"
  // Pieces whose count is fixed first, then those with a choice.
  std::vector<std::pair<std::pair<int, int>, int>> ordered(pieces_by_choice.begin(),
                                                           pieces_by_choice.end());
  std::stable_partition(ordered.begin(), ordered.end(),
                        [](const auto& group) { return group.first.first == group.first.second; });
  std::vector<std::string> groups;
  for (const auto& [choice, count] : ordered) {
    const std::string what = choice.first == choice.second
                                 ? fmt::format("{}", choice.first)
                                 : fmt::format("{} or {}", choice.first, choice.second);
    groups.push_back(fmt::format("{} {} {} {} {}", count,
                                 count == 1 ? "piece covers" : "pieces cover", what,
                                 geometry.colour_name(0), choice.second == 1 ? "cell" : "cells"));
  }
  std::string choices;
  for (std::size_t k = 0; k < groups.size(); ++k) {
    choices += (k == 0 ? "" : k + 1 == groups.size() ? " and " : ", ") + groups[k];
  }
  return fmt::format(
      "{}: it has {} {} and {} {} cells, but wherever they "
      "lie, {}, and no such choice adds up to {}",
      geometry.colouring(), board_dark, geometry.colour_name(0), board.cell_count() - board_dark,
      geometry.colour_name(1), choices, board_dark);
}

}  // namespace dlx::polyomino
