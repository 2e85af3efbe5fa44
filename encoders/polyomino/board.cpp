#include "encoders/polyomino/board.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <climits>
#include <stdexcept>

#include <dlx/text/input_error.hpp>
#include <dlx/text/line_reader.hpp>

#include "encoders/polyomino/shape.hpp"

namespace dlx::polyomino {

Board::Board(int width, int height, std::string label)
    : Board(width, height, std::vector<bool>(static_cast<std::size_t>(width * height), true),
            std::move(label)) {}

Board::Board(int width, int height, std::vector<bool> filled, std::string label)
    : width_(width), height_(height), label_(std::move(label)) {
  std::vector<Cell> cells;
  for (int row = 0; row < height_; ++row) {
    for (int column = 0; column < width_; ++column) {
      if (filled[static_cast<std::size_t>(row * width_ + column)]) cells.push_back({row, column});
    }
  }
  number_cells(std::move(cells));
}

Board::Board(const Geometry& geometry, std::vector<Cell> cells, std::string label)
    : geometry_(&geometry), label_(std::move(label)) {
  cells = normalized(std::move(cells));
  cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  width_ = height_ = 0;
  for (const Cell& cell : cells) {
    height_ = std::max(height_, cell.row + 1);
    width_ = std::max(width_, cell.column + 1);
    layers_ = std::max(layers_, cell.layer + 1);
    kinds_ = std::max(kinds_, cell.kind + 1);
  }
  number_cells(std::move(cells));
}

void Board::number_cells(std::vector<Cell> cells) {
  std::sort(cells.begin(), cells.end());
  cells_ = std::move(cells);
  index_.assign(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_) *
                    static_cast<std::size_t>(layers_) * static_cast<std::size_t>(kinds_),
                -1);
  for (std::size_t k = 0; k < cells_.size(); ++k) index_[slot(cells_[k])] = static_cast<int>(k);
}

namespace {

// A side of WxH: digits only. Too many digits for an int reads as "too large" (INT_MAX).
bool parse_side(std::string_view text, int& side) {
  if (text.empty() || text.find_first_not_of("0123456789") != std::string_view::npos) return false;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), side);
  if (error == std::errc::result_out_of_range) side = INT_MAX;
  return true;
}

// The board a named board draws: X a cell, '.' a hole.
Board drawn_board(const DrawnBoard& named) {
  const int height = static_cast<int>(named.rows.size());
  const int width = static_cast<int>(named.rows.front().size());
  std::vector<bool> filled;
  for (const std::string& row : named.rows) {
    for (char c : row) filled.push_back(c != '.');
  }
  return Board(width, height, std::move(filled), named.name);
}

bool is_blank(char c) {
  return c == ' ' || c == '\t';
}

}  // namespace

const std::vector<DrawnBoard>& drawn_boards() {
  // Classic boards of the pentomino literature, each of 60 cells, the area of the 12 pentominoes
  // (Golomb, "Polyominoes", 1965/1994, chapter 2).
  static const std::vector<DrawnBoard> boards = {
      {"scott",
       "the 8x8 square without its 2x2 centre: Dana Scott's 1958 problem",
       {"XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXX..XXX", "XXX..XXX", "XXXXXXXX", "XXXXXXXX",
        "XXXXXXXX"}},
      {"corners",
       "the 8x8 square without its four corner squares",
       {".XXXXXX.", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX",
        ".XXXXXX."}},
      {"corner-hole",
       "the 8x8 square without a 2x2 square at a corner",
       {"..XXXXXX", "..XXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX",
        "XXXXXXXX"}},
      {"four-holes",
       "the 8x8 square with four holes, at rows and columns 3 and 6",
       {"XXXXXXXX", "XXXXXXXX", "XX.XX.XX", "XXXXXXXX", "XXXXXXXX", "XX.XX.XX", "XXXXXXXX",
        "XXXXXXXX"}},
      {"two-5x6",
       "two separate 5x6 boxes: the pentominoes split into two sets of six",
       {"XXXXX.XXXXX", "XXXXX.XXXXX", "XXXXX.XXXXX", "XXXXX.XXXXX", "XXXXX.XXXXX", "XXXXX.XXXXX"}},
  };
  return boards;
}

std::optional<Board> named_board(std::string_view name) {
  for (const DrawnBoard& named : drawn_boards()) {
    if (named.name == name) return drawn_board(named);
  }
  const std::size_t x = name.find('x');
  int width = 0;
  int height = 0;
  if (x == std::string_view::npos || !parse_side(name.substr(0, x), width) ||
      !parse_side(name.substr(x + 1), height)) {
    return std::nullopt;
  }
  if (width < 1 || height < 1 || width > kMaxBoardSide || height > kMaxBoardSide ||
      width * height > kMaxBoardCells) {  // no overflow: both sides are at most 1000 here
    throw std::invalid_argument(
        fmt::format("'{}': a board is 1 to {} cells wide and high, with at most {} cells", name,
                    kMaxBoardSide, kMaxBoardCells));
  }
  return Board(width, height, std::string(name));
}

std::string board_names() {
  std::string names;
  for (const DrawnBoard& named : drawn_boards()) names += named.name + ", ";
  return names +
         "or WxH (W cells wide, H high) such as 6x10, 5x12, 4x15, 3x20 (dlx polyomino "
         "--list-boards)";
}

bool looks_drawn_with_hashes(const std::string& comment) {
  std::size_t hashes = 0;
  for (char c : comment) {
    if (c == '#') {
      ++hashes;
    } else if (c != '.' && !is_blank(c)) {
      return false;
    }
  }
  return hashes >= 2;
}

std::string hash_drawing_hint(std::size_t line) {
  if (line == 0) return "";
  return fmt::format(" (line {} is a comment: '#' starts one; draw cells with X)", line);
}

Board read_board(std::istream& in, const std::string& source) {
  LineReader reader(in, source);
  std::vector<std::string> rows;
  std::size_t first_line = 0;
  std::size_t blank_after_rows = 0;  // the line of a blank line after some rows, if any
  std::size_t hash_drawing = 0;      // the first comment line that looks like a drawing
  std::string line;
  while (reader.next(line)) {
    std::size_t end = line.size();
    while (end > 0 && is_blank(line[end - 1])) --end;
    line.resize(end);
    const std::size_t start = line.find_first_not_of(" \t");
    if (start == std::string::npos) {
      if (!rows.empty() && blank_after_rows == 0) blank_after_rows = reader.line_number();
      continue;
    }
    if (line[start] == '#') {
      if (hash_drawing == 0 && looks_drawn_with_hashes(line)) hash_drawing = reader.line_number();
      continue;
    }
    if (blank_after_rows != 0) {
      throw reader.error(fmt::format(
          "a board row after the blank line {}: a board is one block of rows (draw gaps between "
          "its parts with '.')",
          blank_after_rows));
    }
    for (std::size_t k = 0; k < line.size(); ++k) {
      const auto c = static_cast<unsigned char>(line[k]);
      if (c == '.' || std::isalnum(c)) continue;
      if (is_blank(line[k])) {
        throw reader.error(fmt::format(
            "a blank at column {}: draw a hole with '.', so that the rows line up", k + 1));
      }
      const std::string shown = c < 0x80 ? fmt::format("'{}'", line[k]) : "a non-ASCII character";
      throw reader.error(fmt::format(
          "unexpected {} at column {}: a board row holds cells to fill (X, or any letter or digit) "
          "and holes (.)",
          shown, k + 1));
    }
    if (rows.empty()) {
      first_line = reader.line_number();
      if (line.size() > static_cast<std::size_t>(kMaxBoardSide)) {
        throw reader.error(fmt::format("a row of {} squares: a board is at most {} cells wide",
                                       line.size(), kMaxBoardSide));
      }
    } else if (line.size() != rows.front().size()) {
      throw reader.error(fmt::format(
          "this row has {} squares, the first row (line {}) has {}: every row must have the same "
          "length (draw holes with '.')",
          line.size(), first_line, rows.front().size()));
    }
    rows.push_back(line);
    if (rows.size() > static_cast<std::size_t>(kMaxBoardSide)) {
      throw reader.error(fmt::format("more than {} rows: a board is at most {} cells high",
                                     kMaxBoardSide, kMaxBoardSide));
    }
  }
  if (rows.empty()) {
    throw InputError(source, 0,
                     "no board: expected rows of X (a cell to fill) and . (a hole), all the same "
                     "length" +
                         hash_drawing_hint(hash_drawing));
  }
  // Crop to the cells: rows and columns of holes around them are not part of the board.
  int top = -1, bottom = -1, left = -1, right = -1;
  for (int row = 0; row < static_cast<int>(rows.size()); ++row) {
    for (int column = 0; column < static_cast<int>(rows[0].size()); ++column) {
      if (rows[static_cast<std::size_t>(row)][static_cast<std::size_t>(column)] == '.') continue;
      if (top < 0) top = row;
      bottom = row;
      left = left < 0 ? column : std::min(left, column);
      right = std::max(right, column);
    }
  }
  if (top < 0) {
    throw InputError(source, first_line, "the board has no cell to fill, only holes ('.')");
  }
  const int width = right - left + 1;
  const int height = bottom - top + 1;
  std::vector<bool> filled(static_cast<std::size_t>(width * height), false);
  for (int row = 0; row < height; ++row) {
    for (int column = 0; column < width; ++column) {
      const char c =
          rows[static_cast<std::size_t>(top + row)][static_cast<std::size_t>(left + column)];
      filled[static_cast<std::size_t>(row * width + column)] = c != '.';
    }
  }
  Board board(width, height, std::move(filled), source);
  if (board.cell_count() > kMaxBoardCells) {
    throw InputError(source, 0,
                     fmt::format("a board of {} cells: at most {} are allowed", board.cell_count(),
                                 kMaxBoardCells));
  }
  return board;
}

}  // namespace dlx::polyomino
