#include "encoders/polyomino/hexagonal_grid.hpp"

#include <fmt/format.h>

#include <utility>

namespace dlx::polyomino {
namespace {

class HexagonalGrid final : public Geometry {
 public:
  std::string_view name() const override { return "hexagonal"; }

  int motion_count() const override { return 12; }
  int rotation_count() const override { return 6; }
  Cell moved(Cell cell, int motion) const override {
    // In (column, row): mirror swaps them; a sixth of a turn counterclockwise takes the column
    // axis to the row axis and the row axis to (row - column): (x, y) -> (-y, x + y).
    int x = cell.column;
    int y = cell.row;
    if (motion >= 6) std::swap(x, y);
    for (int turn = 0; turn < motion % 6; ++turn) {
      const int turned = -y;
      y = x + y;
      x = turned;
    }
    return Cell{y, x};
  }
  std::string_view rotation_word() const override { return "turn"; }
  std::string_view reflection_word() const override { return "mirror"; }

  // A sixth of a turn clockwise, (x, y) -> (x + y, -x), and the mirror in the column axis,
  // (x, y) -> (x + y, -y): other formulas than moved()'s, for the checker.
  int generator_count() const override { return 2; }
  int rotation_generator_count() const override { return 1; }
  Cell generated(Cell c, int generator) const override {
    if (generator == 0) return Cell{-c.column, c.column + c.row};
    return Cell{-c.row, c.column + c.row};
  }

  std::vector<Cell> neighbours(Cell c) const override {
    return {Cell{c.row, c.column + 1},     Cell{c.row, c.column - 1},
            Cell{c.row + 1, c.column},     Cell{c.row - 1, c.column},
            Cell{c.row + 1, c.column - 1}, Cell{c.row - 1, c.column + 1}};
  }
  std::optional<int> colour(Cell) const override { return std::nullopt; }
  std::string cell_name(Cell c) const override {
    return fmt::format("row {} column {}", c.row, c.column);
  }
  std::string item_name(Cell c) const override { return fmt::format("r{}c{}", c.row, c.column); }
};

}  // namespace

const Geometry& hexagonal_grid() {
  static const HexagonalGrid grid;
  return grid;
}

}  // namespace dlx::polyomino
