#include "encoders/polyomino/grid_files.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>

#include <dlx/text/input_error.hpp>
#include <dlx/text/line_reader.hpp>

#include "encoders/polyomino/cubic_grid.hpp"
#include "encoders/polyomino/shape.hpp"
#include "encoders/polyomino/text_layout.hpp"

namespace dlx::polyomino {
namespace {

struct DrawnLine {
  std::size_t number = 0;  // in the file, from 1
  std::string text;        // trailing blanks removed
};
using DrawnBlock = std::vector<DrawnLine>;

std::string shown(char c) {
  return static_cast<unsigned char>(c) < 0x80 ? fmt::format("'{}'", c)
                                              : std::string("a non-ASCII character");
}

// The file's blocks of lines (separated by blank lines), comment lines left out, every character
// checked: letters and digits, '.', and blanks (inside a line only where the layout has them).
std::vector<DrawnBlock> read_blocks(std::istream& in, const std::string& source,
                                    const Geometry& geometry, const char* what,
                                    std::size_t* hash_drawing = nullptr) {
  LineReader reader(in, source);
  std::vector<DrawnBlock> blocks;
  bool in_block = false;
  std::string line;
  while (reader.next(line)) {
    std::size_t end = line.size();
    while (end > 0 && (line[end - 1] == ' ' || line[end - 1] == '\t')) --end;
    line.resize(end);
    const std::size_t start = line.find_first_not_of(" \t");
    if (start == std::string::npos) {
      in_block = false;
      continue;
    }
    if (line[start] == '#') {
      if (hash_drawing != nullptr && *hash_drawing == 0 && looks_drawn_with_hashes(line)) {
        *hash_drawing = reader.line_number();
      }
      continue;
    }
    for (std::size_t k = 0; k < line.size(); ++k) {
      const auto c = static_cast<unsigned char>(line[k]);
      if (c == '.' || std::isalnum(c)) continue;
      if (c == ' ' && !is_cubic(geometry)) continue;
      if (c == ' ' || c == '\t') {
        throw reader.error(
            fmt::format("{} at column {}: draw a hole with '.', so that the rows line up",
                        c == ' ' ? "a blank" : "a tab", k + 1));
      }
      throw reader.error(fmt::format(
          "unexpected {} at column {}: {} holds cells (a letter or digit) and holes (.)",
          shown(line[k]), k + 1, what));
    }
    if (!in_block) blocks.emplace_back();
    in_block = true;
    blocks.back().push_back(DrawnLine{reader.line_number(), line});
  }
  return blocks;
}

// The hexagonal layout's parity of a block: that of its first cell or hole.
int block_parity(const DrawnBlock& block) {
  for (std::size_t line = 0; line < block.size(); ++line) {
    const std::size_t column = block[line].text.find_first_not_of(' ');
    if (column != std::string::npos) return static_cast<int>((line + column) % 2);
  }
  return 0;
}

// Calls visit(cell, character, line number) for every character of a block that is a cell or a
// hole; throws for a hexagon out of line.
template <typename Visit>
void for_each_drawn(const Geometry& geometry, const DrawnBlock& block, int block_number,
                    const std::string& source, Visit&& visit) {
  const int parity = block_parity(block);
  for (std::size_t line = 0; line < block.size(); ++line) {
    const std::string& text = block[line].text;
    for (std::size_t column = 0; column < text.size(); ++column) {
      if (text[column] == ' ') continue;
      const auto cell = cell_at(
          geometry, TextPosition{block_number, static_cast<int>(line), static_cast<int>(column)},
          parity);
      if (!cell) {
        throw InputError(source, block[line].number,
                         fmt::format("{} at column {} is between two hexagons: in this block the "
                                     "hexagons are at every other column, as the first one (a "
                                     "blank between two hexagons of a row)",
                                     shown(text[column]), column + 1));
      }
      visit(*cell, text[column], block[line].number);
    }
  }
}

void check_rectangular_layers(const std::vector<DrawnBlock>& blocks, const std::string& source) {
  for (const DrawnBlock& block : blocks) {
    for (const DrawnLine& line : block) {
      if (line.text.size() != block.front().text.size()) {
        throw InputError(
            source, line.number,
            fmt::format("this row has {} cubes, the first row of its layer (line {}) "
                        "has {}: every row of a layer has the same length (draw "
                        "holes with '.')",
                        line.text.size(), block.front().number, block.front().text.size()));
      }
    }
  }
}

}  // namespace

Board read_grid_board(std::istream& in, const std::string& source, const Geometry& geometry) {
  std::size_t hash_drawing = 0;
  const std::vector<DrawnBlock> blocks =
      read_blocks(in, source, geometry, "a board row", &hash_drawing);
  if (blocks.empty()) {
    throw InputError(
        source, 0,
        std::string(is_cubic(geometry) ? "no board: expected layers of rows of X (a cube to fill) "
                                         "and . (a hole), separated by blank lines"
                                       : "no board: expected rows of X (a cell to fill) and . (a "
                                         "hole)") +
            hash_drawing_hint(hash_drawing));
  }
  if (is_cubic(geometry)) {
    check_rectangular_layers(blocks, source);
  } else if (blocks.size() > 1) {
    throw InputError(source, blocks[1].front().number,
                     fmt::format("a board row after the blank line {}: a board is one block of "
                                 "rows (draw gaps between its parts with '.' or blanks)",
                                 blocks[1].front().number - 1));
  }
  std::vector<Cell> cells;
  for (std::size_t b = 0; b < blocks.size(); ++b) {
    for_each_drawn(geometry, blocks[b], static_cast<int>(b), source,
                   [&](const Cell& cell, char c, std::size_t line) {
                     if (c == '.') return;
                     cells.push_back(cell);
                     if (cells.size() > static_cast<std::size_t>(kMaxBoardCells)) {
                       throw InputError(source, line,
                                        fmt::format("more than {} cells: a board has at most {}",
                                                    kMaxBoardCells, kMaxBoardCells));
                     }
                   });
  }
  if (cells.empty()) {
    throw InputError(source, blocks.front().front().number,
                     "the board has no cell to fill, only holes ('.')");
  }
  Board board(geometry, std::move(cells), source);
  if (std::max({board.width(), board.height(), board.layers()}) > kMaxBoardSide) {
    throw InputError(source, 0,
                     fmt::format("the board is more than {} cells across", kMaxBoardSide));
  }
  return board;
}

PieceSet read_grid_pieces(std::istream& in, const std::string& source, const Geometry& geometry,
                          PieceKind kind) {
  const std::vector<DrawnBlock> blocks = read_blocks(in, source, geometry, "a piece drawing");
  struct Drawn {
    std::vector<Cell> cells;
    std::size_t first_line = 0;
    std::size_t block = 0;
  };
  std::map<char, Drawn> drawn;
  std::vector<char> order;  // names in the order they first appear
  for (std::size_t b = 0; b < blocks.size(); ++b) {
    // Polycubes: every block is a layer of one stack. Plane grids: every block a drawing of its
    // own, its cells placed apart from the other blocks'.
    const int layer = is_cubic(geometry) ? static_cast<int>(b) : 0;
    for_each_drawn(geometry, blocks[b], layer, source,
                   [&](const Cell& cell, char c, std::size_t line) {
                     if (c == '.') return;
                     auto [entry, is_new] = drawn.try_emplace(c);
                     Drawn& piece = entry->second;
                     if (is_new) {
                       piece.first_line = line;
                       piece.block = b;
                       order.push_back(c);
                     } else if (piece.block != b && !is_cubic(geometry)) {
                       throw InputError(
                           source, line,
                           fmt::format("piece '{}' is drawn again (first at line {}): draw each "
                                       "piece once, and ask for copies with --pieces FILE:{}{} or "
                                       "--copies",
                                       c, piece.first_line, c, c));
                     }
                     piece.cells.push_back(cell);
                   });
  }
  if (order.empty()) {
    throw InputError(
        source, 0,
        "no pieces: draw each piece with its name (a letter or digit)" +
            std::string(is_cubic(geometry) ? ", in layers separated by blank lines"
                                           : ", blocks of rows separated by blank lines"));
  }
  PieceSet set;
  set.source = source;
  set.geometry = &geometry;
  set.kind = kind;
  for (char name : order) {
    Drawn& piece = drawn.at(name);
    Shape shape = normalized(std::move(piece.cells));
    if (!is_connected(shape, geometry)) {
      throw InputError(source, piece.first_line,
                       fmt::format("piece '{}' is in several parts: its cells must join {}", name,
                                   is_cubic(geometry) ? "face to face" : "edge to edge"));
    }
    set.pieces.push_back(Piece{name, std::move(shape), 1, piece.first_line});
  }
  return set;
}

}  // namespace dlx::polyomino
