#include "encoders/polyomino/square_grid.hpp"

#include <fmt/format.h>

namespace dlx::polyomino {
namespace {

class SquareGrid final : public Geometry {
 public:
  std::string_view name() const override { return "square"; }

  int motion_count() const override { return 8; }
  int rotation_count() const override { return 4; }
  Cell moved(Cell cell, int motion) const override {
    // Mirror first (column -> -column), then turn clockwise a quarter at a time:
    // (row, column) -> (column, -row).
    if (motion >= 4) cell.column = -cell.column;
    for (int turn = 0; turn < motion % 4; ++turn) cell = Cell{cell.column, -cell.row};
    return cell;
  }
  std::string_view rotation_word() const override { return "turn"; }
  std::string_view reflection_word() const override { return "mirror"; }

  // A quarter turn the other way, (row, column) -> (-column, row), and a mirror upside down,
  // row -> -row: a different formula from moved(), for the checker.
  int generator_count() const override { return 2; }
  int rotation_generator_count() const override { return 1; }
  Cell generated(Cell cell, int generator) const override {
    if (generator == 0) return Cell{-cell.column, cell.row};
    return Cell{-cell.row, cell.column};
  }

  std::vector<Cell> neighbours(Cell cell) const override {
    return {Cell{cell.row + 1, cell.column}, Cell{cell.row - 1, cell.column},
            Cell{cell.row, cell.column + 1}, Cell{cell.row, cell.column - 1}};
  }
  std::optional<int> colour(Cell cell) const override {
    // A turn or a mirror keeps (row + column) mod 2 or flips it on every cell, and so does a
    // translation: the checkerboard. Dark (0) where row + column is even.
    return (cell.row + cell.column) % 2 == 0 ? 0 : 1;
  }
  std::string cell_name(Cell cell) const override {
    return fmt::format("row {} column {}", cell.row, cell.column);
  }
  std::string item_name(Cell cell) const override {
    return fmt::format("r{}c{}", cell.row, cell.column);
  }
};

}  // namespace

const Geometry& square_grid() {
  static const SquareGrid grid;
  return grid;
}

}  // namespace dlx::polyomino
