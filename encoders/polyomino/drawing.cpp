#include "encoders/polyomino/drawing.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <tuple>

#include <dlx/text/json_text.hpp>

#include "encoders/polyomino/cubic_grid.hpp"
#include "encoders/polyomino/hexagonal_grid.hpp"
#include "encoders/polyomino/square_grid.hpp"
#include "encoders/polyomino/text_layout.hpp"

namespace dlx::polyomino {
namespace {

// The text drawing's blocks of lines, each cell marked with its piece's name.
std::vector<std::vector<std::string>> tiling_blocks(const Board& board, const PieceSet& pieces,
                                                    const std::vector<const Placement*>& placed) {
  std::vector<char> marks(board.cells().size(), '?');
  for (const Placement* placement : placed) {
    const char name = pieces.pieces[static_cast<std::size_t>(placement->piece)].name;
    for (int cell : placement->cells) marks[static_cast<std::size_t>(cell)] = name;
  }
  return draw_cells(board.geometry(), board.cells(), marks);
}

std::string json_rows(const std::vector<std::string>& rows) {
  std::string text;
  for (const std::string& row : rows) text += (text.empty() ? "" : ",") + json_string(row);
  return "[" + text + "]";
}

std::string json_cell(const Geometry& geometry, const Cell& at) {
  if (is_square(geometry) || is_hexagonal(geometry)) {
    return fmt::format("[{},{}]", at.row, at.column);
  }
  if (is_cubic(geometry)) return fmt::format("[{},{},{}]", at.row, at.column, at.layer);
  return fmt::format("[{},{},{}]", at.row, at.column, at.kind);
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
  std::string text;
  for (const std::vector<std::string>& block : tiling_blocks(board, pieces, placed)) {
    if (!text.empty()) text += "\n\n";
    text += fmt::format("{}", fmt::join(block, "\n"));
  }
  return text;
}

std::string tiling_json(const Board& board, const PieceSet& pieces,
                        const std::vector<const Placement*>& placed) {
  const Geometry& geometry = board.geometry();
  std::vector<const Placement*> ordered = placed;
  std::sort(ordered.begin(), ordered.end(), [](const Placement* a, const Placement* b) {
    return std::tie(a->piece, a->copy) < std::tie(b->piece, b->copy);
  });
  const auto blocks = tiling_blocks(board, pieces, placed);
  std::string placements;
  for (const Placement* placement : ordered) {
    std::string cells;
    for (int cell : placement->cells) {
      cells += (cells.empty() ? "" : ",") +
               json_cell(geometry, board.cells()[static_cast<std::size_t>(cell)]);
    }
    placements += fmt::format(
        "{}{{\"piece\":{},\"copy\":{},\"cells\":[{}]}}", placements.empty() ? "" : ",",
        json_string(std::string(1, pieces.pieces[static_cast<std::size_t>(placement->piece)].name)),
        placement->copy + 1, cells);
  }
  if (is_square(geometry)) {
    return fmt::format(
        "{{\"board\":{},\"width\":{},\"height\":{},\"rows\":{},\"placements\":[{}]}}",
        json_string(board.label()), board.width(), board.height(), json_rows(blocks.front()),
        placements);
  }
  std::string drawing;
  if (is_cubic(geometry)) {
    std::string layers;
    for (const auto& block : blocks) layers += (layers.empty() ? "" : ",") + json_rows(block);
    drawing = fmt::format("\"width\":{},\"depth\":{},\"height\":{},\"layers\":[{}]", board.width(),
                          board.height(), board.layers(), layers);
  } else {
    drawing = fmt::format("\"rows\":{}", json_rows(blocks.front()));
  }
  return fmt::format("{{\"board\":{},\"grid\":{},{},\"placements\":[{}]}}",
                     json_string(board.label()), json_string(std::string(geometry.name())), drawing,
                     placements);
}

}  // namespace dlx::polyomino
