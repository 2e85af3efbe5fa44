// The region to tile: a set of cells of the square grid, inside a width x height rectangle.
//
// Boards come from WxH (W cells wide, H cells high), from a name (scott: the 8x8 square without
// its 2x2 centre, Dana Scott's 1958 puzzle), or from a file drawing them:
//
//   # Scott's board                  '#' starts a comment line
//   XXXXXXXX                         a cell to fill: X, or any letter or digit (so a printed
//   XXXXXXXX                         solution can be used as a board)
//   XXX..XXX                         a hole: '.'
//
// Every row has the same length (holes are drawn, not left out); the rows form one block (blank
// lines only before and after). A board may have holes and several separate parts. Rows and
// columns of holes around the cells are dropped.
#pragma once

#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "encoders/polyomino/shape.hpp"

namespace dlx::polyomino {

inline constexpr int kMaxBoardSide = 1000;
inline constexpr int kMaxBoardCells = 100000;

class Board {
 public:
  Board() = default;
  // A board of this size with every cell to fill.
  Board(int width, int height, std::string label);
  Board(int width, int height, std::vector<bool> filled, std::string label);

  int width() const { return width_; }
  int height() const { return height_; }
  bool contains(int row, int column) const {
    return row >= 0 && column >= 0 && row < height_ && column < width_ &&
           filled_[static_cast<std::size_t>(row * width_ + column)];
  }
  int cell_count() const { return static_cast<int>(cells_.size()); }
  // The cells to fill, row by row: a cell's index in this list is its number in the model.
  const std::vector<Cell>& cells() const { return cells_; }
  // The number of the cell at (row, column), or -1 for a hole or a square off the board.
  int index_of(int row, int column) const {
    return contains(row, column) ? index_[static_cast<std::size_t>(row * width_ + column)] : -1;
  }
  const std::string& label() const { return label_; }

 private:
  int width_ = 0;
  int height_ = 0;
  std::vector<bool> filled_;  // row by row
  std::vector<int> index_;    // row by row: the cell's number, or -1
  std::vector<Cell> cells_;
  std::string label_;
};

// The board named `name`: scott, or WxH. nullopt when the name is neither; throws
// std::invalid_argument with a message for a WxH that is out of range (0x5, 5000x5000).
std::optional<Board> named_board(std::string_view name);
// The names for messages: "scott, or WxH (W wide, H high) such as 6x10, 5x12, 4x15, 3x20".
std::string board_names();

// Reads a board drawn in a file. Throws InputError (with the line) for anything malformed.
Board read_board(std::istream& in, const std::string& source);

}  // namespace dlx::polyomino
