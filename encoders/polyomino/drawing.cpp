#include "encoders/polyomino/drawing.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <tuple>

#include <dlx/text/json_text.hpp>

namespace dlx::polyomino {
namespace {

std::vector<std::string> board_rows(const Board& board, const PieceSet& pieces,
                                    const std::vector<const Placement*>& placed) {
  std::vector<std::string> rows(static_cast<std::size_t>(board.height()),
                                std::string(static_cast<std::size_t>(board.width()), '.'));
  for (const Placement* placement : placed) {
    const char name = pieces.pieces[static_cast<std::size_t>(placement->piece)].name;
    for (int cell : placement->cells) {
      const Cell& at = board.cells()[static_cast<std::size_t>(cell)];
      rows[static_cast<std::size_t>(at.row)][static_cast<std::size_t>(at.column)] = name;
    }
  }
  return rows;
}

}  // namespace

std::vector<const Placement*> placement_pointers(const std::vector<Placement>& placed) {
  std::vector<const Placement*> pointers;
  pointers.reserve(placed.size());
  for (const Placement& placement : placed) pointers.push_back(&placement);
  return pointers;
}

std::string draw_tiling(const Board& board, const PieceSet& pieces,
                        const std::vector<const Placement*>& placed) {
  return fmt::format("{}", fmt::join(board_rows(board, pieces, placed), "\n"));
}

std::string tiling_json(const Board& board, const PieceSet& pieces,
                        const std::vector<const Placement*>& placed) {
  std::vector<const Placement*> ordered = placed;
  std::sort(ordered.begin(), ordered.end(), [](const Placement* a, const Placement* b) {
    return std::tie(a->piece, a->copy) < std::tie(b->piece, b->copy);
  });
  std::string rows;
  for (const std::string& row : board_rows(board, pieces, placed)) {
    rows += (rows.empty() ? "" : ",") + json_string(row);
  }
  std::string placements;
  for (const Placement* placement : ordered) {
    std::string cells;
    for (int cell : placement->cells) {
      const Cell& at = board.cells()[static_cast<std::size_t>(cell)];
      cells += fmt::format("{}[{},{}]", cells.empty() ? "" : ",", at.row, at.column);
    }
    placements += fmt::format(
        "{}{{\"piece\":{},\"copy\":{},\"cells\":[{}]}}", placements.empty() ? "" : ",",
        json_string(std::string(1, pieces.pieces[static_cast<std::size_t>(placement->piece)].name)),
        placement->copy + 1, cells);
  }
  return fmt::format(
      "{{\"board\":{},\"width\":{},\"height\":{},\"rows\":[{}],\"placements\":[{}]}}",
      json_string(board.label()), board.width(), board.height(), rows, placements);
}

}  // namespace dlx::polyomino
