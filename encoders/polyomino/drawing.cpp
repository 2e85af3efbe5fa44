#include "encoders/polyomino/drawing.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <tuple>

#include <dlx/text/json_text.hpp>

#include "encoders/polyomino/cubic_grid.hpp"
#include "encoders/polyomino/hexagonal_grid.hpp"
#include "encoders/polyomino/square_grid.hpp"
#include "encoders/polyomino/text_layout.hpp"

namespace dlx::polyomino {
namespace {

// The marks of the copies of one piece (issue 32: four copies of D printed as one shape DDDD).
// A copy takes the first mark that no copy of the same piece beside it has: the piece's name,
// then the other case of its letter, then digits; a piece placed once keeps its name, so a
// tiling without copies is drawn as before.
void mark_copies(const Board& board, const std::vector<const Placement*>& copies, char name,
                 std::vector<char>& marks) {
  std::string palette(1, name);
  const auto letter = static_cast<unsigned char>(name);
  if (std::isalpha(letter)) {
    palette +=
        static_cast<char>(std::isupper(letter) ? std::tolower(letter) : std::toupper(letter));
  }
  for (char digit = '1'; digit <= '9'; ++digit) palette += digit;
  std::vector<int> copy_of(board.cells().size(), -1);
  for (std::size_t k = 0; k < copies.size(); ++k) {
    for (int cell : copies[k]->cells) copy_of[static_cast<std::size_t>(cell)] = static_cast<int>(k);
  }
  std::vector<char> mark_of(copies.size(), 0);
  for (std::size_t k = 0; k < copies.size(); ++k) {
    std::string taken;
    for (int cell : copies[k]->cells) {
      for (const Cell& next :
           board.geometry().neighbours(board.cells()[static_cast<std::size_t>(cell)])) {
        const int at = board.index_of(next);
        if (at < 0) continue;
        const int other = copy_of[static_cast<std::size_t>(at)];
        if (other >= 0 && other != static_cast<int>(k) &&
            mark_of[static_cast<std::size_t>(other)] != 0) {
          taken += mark_of[static_cast<std::size_t>(other)];
        }
      }
    }
    char chosen = palette.back();
    for (char mark : palette) {
      if (taken.find(mark) == std::string::npos) {
        chosen = mark;
        break;
      }
    }
    mark_of[k] = chosen;
    for (int cell : copies[k]->cells) marks[static_cast<std::size_t>(cell)] = chosen;
  }
}

// The text drawing's blocks of lines, each cell marked with its piece's name (copies of a piece
// that touch, with marks that tell them apart).
std::vector<std::vector<std::string>> tiling_blocks(const Board& board, const PieceSet& pieces,
                                                    const std::vector<const Placement*>& placed) {
  std::vector<char> marks(board.cells().size(), '?');
  std::map<int, std::vector<const Placement*>> by_piece;
  for (const Placement* placement : placed) {
    const char name = pieces.pieces[static_cast<std::size_t>(placement->piece)].name;
    for (int cell : placement->cells) marks[static_cast<std::size_t>(cell)] = name;
    by_piece[placement->piece].push_back(placement);
  }
  for (auto& [piece, copies] : by_piece) {
    if (copies.size() < 2) continue;
    std::sort(copies.begin(), copies.end(),
              [](const Placement* a, const Placement* b) { return a->copy < b->copy; });
    mark_copies(board, copies, pieces.pieces[static_cast<std::size_t>(piece)].name, marks);
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
