#include "encoders/polyomino/triangular_grid.hpp"

#include <fmt/format.h>

#include <utility>

namespace dlx::polyomino {
namespace {

int floor_mod(int a, int m) {
  return ((a % m) + m) % m;
}

// A triangle's centroid, times 3, in the lattice's own coordinates (column, row): up (x, y) has
// corners (x, y), (x + 1, y), (x, y + 1), so its centroid times 3 is (3x + 1, 3y + 1); down (x, y)
// has corners (x + 1, y), (x + 1, y + 1), (x, y + 1), centroid times 3 (3x + 2, 3y + 2). The
// motions are linear maps of the lattice that fix the vertex (0, 0), so they map centroids to
// centroids, and whole numbers stay whole.
using LatticePoint = std::pair<int, int>;

LatticePoint centroid(const Cell& cell) {
  return {3 * cell.column + 1 + cell.kind, 3 * cell.row + 1 + cell.kind};
}

Cell triangle_at(LatticePoint point) {
  const int kind = floor_mod(point.first, 3) - 1;  // 1 mod 3: up, 2 mod 3: down
  return Cell{(point.second - 1 - kind) / 3, (point.first - 1 - kind) / 3, 0, kind};
}

class TriangularGrid final : public Geometry {
 public:
  std::string_view name() const override { return "triangular"; }
  int kind_count() const override { return 2; }

  int motion_count() const override { return 12; }
  int rotation_count() const override { return 6; }
  Cell moved(Cell cell, int motion) const override {
    // Mirror: swap the axes. A sixth of a turn counterclockwise takes the column axis to the row
    // axis and the row axis to (row - column): (a, b) -> (-b, a + b).
    LatticePoint p = centroid(cell);
    if (motion >= 6) std::swap(p.first, p.second);
    for (int turn = 0; turn < motion % 6; ++turn) p = LatticePoint{-p.second, p.first + p.second};
    return triangle_at(p);
  }
  std::string_view rotation_word() const override { return "turn"; }
  std::string_view reflection_word() const override { return "mirror"; }

  // A sixth of a turn clockwise, (a, b) -> (a + b, -a), and the mirror in the column axis (a
  // horizontal line), (a, b) -> (a + b, -b): other formulas than moved()'s, for the checker.
  int generator_count() const override { return 2; }
  int rotation_generator_count() const override { return 1; }
  Cell generated(Cell cell, int generator) const override {
    const LatticePoint p = centroid(cell);
    if (generator == 0) return triangle_at({p.first + p.second, -p.first});
    return triangle_at({p.first + p.second, -p.second});
  }

  std::vector<Cell> neighbours(Cell c) const override {
    // Up (x, y) shares its edges with down (x, y), down (x - 1, y) and down (x, y - 1); down
    // (x, y) with up (x, y), up (x + 1, y) and up (x, y + 1).
    if (c.kind == 0) {
      return {Cell{c.row, c.column, 0, 1}, Cell{c.row, c.column - 1, 0, 1},
              Cell{c.row - 1, c.column, 0, 1}};
    }
    return {Cell{c.row, c.column, 0, 0}, Cell{c.row, c.column + 1, 0, 0},
            Cell{c.row + 1, c.column, 0, 0}};
  }
  std::optional<int> colour(Cell cell) const override {
    // Up or down: a turn by a sixth swaps them on every triangle, a translation keeps them, and
    // the mirrors keep or swap them all.
    return cell.kind;
  }
  std::string_view colouring() const override {
    return "count the triangles that point up and down";
  }
  std::string_view colour_name(int colour) const override {
    return colour == 0 ? "upward" : "downward";
  }
  std::string cell_name(Cell c) const override {
    return fmt::format("row {} column {} ({})", c.row, c.column, c.kind == 0 ? "up" : "down");
  }
  std::string item_name(Cell c) const override {
    return fmt::format("r{}c{}{}", c.row, c.column, c.kind == 0 ? 'u' : 'd');
  }
};

}  // namespace

const Geometry& triangular_grid() {
  static const TriangularGrid grid;
  return grid;
}

}  // namespace dlx::polyomino
