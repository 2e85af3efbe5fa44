// The region to tile: a set of cells of a grid (geometry.hpp), inside a box of rows, columns and
// layers whose least ones hold a cell. The cells are numbered in Cell order (row by row, on the
// square grid): a cell's number is its item in the model, and since normalized shapes are sorted
// in the same order, a placement's cells come out sorted.
//
// On the square grid, boards come from WxH (W cells wide, H cells high), from a name (scott: the
// 8x8 square without its 2x2 centre, Dana Scott's 1958 puzzle), or from a file drawing them:
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

#include "encoders/polyomino/geometry.hpp"
#include "encoders/polyomino/square_grid.hpp"

namespace dlx::polyomino {

inline constexpr int kMaxBoardSide = 1000;
inline constexpr int kMaxBoardCells = 100000;

class Board {
 public:
  Board() = default;
  // A board of the square grid of this size with every cell to fill.
  Board(int width, int height, std::string label);
  // A board of the square grid: filled[row * width + column] says which squares are cells.
  Board(int width, int height, std::vector<bool> filled, std::string label);
  // A board of any grid: these cells, translated so that the least row, column and layer are 0.
  Board(const Geometry& geometry, std::vector<Cell> cells, std::string label);

  const Geometry& geometry() const { return *geometry_; }
  // The box holding the board: columns (width), rows (height) and layers (1 on a plane).
  int width() const { return width_; }
  int height() const { return height_; }
  int layers() const { return layers_; }
  bool contains(int row, int column) const { return index_of(Cell{row, column}) >= 0; }
  bool contains(const Cell& cell) const { return index_of(cell) >= 0; }
  int cell_count() const { return static_cast<int>(cells_.size()); }
  // The cells to fill, in Cell order: a cell's index in this list is its number in the model.
  const std::vector<Cell>& cells() const { return cells_; }
  // The number of the cell at (row, column), or -1 for a hole or a square off the board.
  int index_of(int row, int column) const { return index_of(Cell{row, column}); }
  int index_of(const Cell& cell) const {
    if (cell.row < 0 || cell.column < 0 || cell.layer < 0 || cell.kind < 0 || cell.row >= height_ ||
        cell.column >= width_ || cell.layer >= layers_ || cell.kind >= kinds_) {
      return -1;
    }
    return index_[slot(cell)];
  }
  const std::string& label() const { return label_; }

 private:
  void number_cells(std::vector<Cell> cells);
  std::size_t slot(const Cell& cell) const {
    return ((static_cast<std::size_t>(cell.layer) * static_cast<std::size_t>(height_) +
             static_cast<std::size_t>(cell.row)) *
                static_cast<std::size_t>(width_) +
            static_cast<std::size_t>(cell.column)) *
               static_cast<std::size_t>(kinds_) +
           static_cast<std::size_t>(cell.kind);
  }

  const Geometry* geometry_ = &square_grid();
  int width_ = 0;
  int height_ = 0;
  int layers_ = 1;
  int kinds_ = 1;           // cells per lattice step
  std::vector<int> index_;  // over the box (slot()): the cell's number, or -1
  std::vector<Cell> cells_;
  std::string label_;
};

// A board known by name: `dlx polyomino scott`. Drawn as a board file is: X a cell, '.' a hole.
// (polyform.hpp's NamedBoard, of every grid, is made from these for the square grid.)
struct DrawnBoard {
  std::string name;
  std::string description;
  std::vector<std::string> rows;
};

// The named boards, in the order `dlx polyomino --list-boards` lists them.
const std::vector<DrawnBoard>& drawn_boards();

// The board named `name`: one of drawn_boards(), or WxH. nullopt when the name is neither; throws
// std::invalid_argument with a message for a WxH that is out of range (0x5, 5000x5000).
std::optional<Board> named_board(std::string_view name);
// The names for messages: "scott, or WxH (W wide, H high) such as 6x10, 5x12, 4x15, 3x20".
std::string board_names();

// Reads a board drawn in a file. Throws InputError (with the line) for anything malformed.
Board read_board(std::istream& in, const std::string& source);

// A comment line that looks like a drawing made with '#' ("###", "#.#"): a board file of only
// such lines has no board, and the message says why ('#' starts a comment).
bool looks_drawn_with_hashes(const std::string& comment);
// The end of "no board: ..." for a file whose first such line is `line` (0: none): "" or the hint.
std::string hash_drawing_hint(std::size_t line);

}  // namespace dlx::polyomino
