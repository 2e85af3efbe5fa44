#include "encoders/polyomino/piece_file.hpp"

#include <fmt/format.h>

#include <cctype>
#include <map>

#include <dlx/text/input_error.hpp>
#include <dlx/text/line_reader.hpp>

namespace dlx::polyomino {
namespace {

struct DrawnPiece {
  std::vector<Cell> cells;
  std::size_t first_line = 0;
  int block = 0;
};

}  // namespace

PieceSet read_pieces(std::istream& in, const std::string& source) {
  LineReader reader(in, source);
  std::map<char, DrawnPiece> drawn;
  std::vector<char> order;  // names in the order they first appear
  int block = 0;
  int row_in_block = 0;
  std::string line;
  while (reader.next(line)) {
    const std::size_t start = line.find_first_not_of(" \t");
    if (start == std::string::npos) {
      if (row_in_block > 0) ++block;
      row_in_block = 0;
      continue;
    }
    if (line[start] == '#') continue;
    for (std::size_t k = 0; k < line.size(); ++k) {
      const auto c = static_cast<unsigned char>(line[k]);
      if (c == '.' || c == ' ' || c == '\t') continue;
      if (!std::isalnum(c)) {
        const std::string shown =
            c < 0x80 ? fmt::format("'{}'", line[k]) : std::string("a non-ASCII character");
        throw reader.error(fmt::format(
            "unexpected {} at column {}: a piece is drawn with its name, a letter or digit, and "
            "'.' or blanks for empty squares",
            shown, k + 1));
      }
      const char name = line[k];
      auto [entry, is_new] = drawn.try_emplace(name);
      DrawnPiece& piece = entry->second;
      if (is_new) {
        piece.first_line = reader.line_number();
        piece.block = block;
        order.push_back(name);
      } else if (piece.block != block) {
        throw reader.error(fmt::format(
            "piece '{}' is drawn again (first at line {}): draw each piece once, and ask for "
            "copies with --pieces FILE:{}{} or --copies",
            name, piece.first_line, name, name));
      }
      piece.cells.push_back({row_in_block, static_cast<int>(k)});
    }
    ++row_in_block;
  }
  if (order.empty()) {
    throw InputError(source, 0,
                     "no pieces: draw each piece with its name (a letter or digit), blocks of rows "
                     "separated by blank lines");
  }
  PieceSet set;
  set.source = source;
  for (char name : order) {
    DrawnPiece& piece = drawn.at(name);
    Shape shape = normalized(std::move(piece.cells));
    if (!is_connected(shape, square_grid())) {
      throw InputError(source, piece.first_line,
                       fmt::format("piece '{}' is in several parts: its cells must join edge to "
                                   "edge",
                                   name));
    }
    set.pieces.push_back(Piece{name, std::move(shape), 1, piece.first_line});
  }
  return set;
}

}  // namespace dlx::polyomino
