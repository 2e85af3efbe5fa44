#include "tests/encoders/polyomino/test_helpers.hpp"

#include <fmt/format.h>
#include <dlx/text/input_error.hpp>

#include <algorithm>
#include <array>
#include <sstream>

#include "encoders/polyomino/board.hpp"

namespace dlx::polyomino::testing {

Shape shape_of(const std::string& drawing) {
  std::vector<Cell> cells;
  int row = 0, column = 0;
  for (char c : drawing) {
    if (c == '|') {
      ++row, column = 0;
      continue;
    }
    if (c == '#') cells.push_back({row, column});
    ++column;
  }
  return normalized(cells);
}

Board board_from(const std::string& text) {
  std::istringstream in(text);
  return read_board(in, "b.txt");
}

std::string board_error(const std::string& text) {
  try {
    board_from(text);
  } catch (const InputError& e) {
    return std::to_string(e.line()) + ": " + e.message();
  }
  return "no error";
}

std::vector<PlacedPiece> placed_of(const PolyominoModel& model, SolutionView solution) {
  std::vector<PlacedPiece> placed;
  for (const Placement& placement : decode(model, solution)) {
    PlacedPiece piece{placement.piece, {}};
    for (int cell : placement.cells) {
      piece.cells.push_back(model.board.cells()[static_cast<std::size_t>(cell)]);
    }
    placed.push_back(piece);
  }
  return placed;
}

namespace {

class CubicTestGrid final : public Geometry {
 public:
  CubicTestGrid() {
    // Every signed permutation of the axes; the rotations (determinant +1) first, the identity
    // first of all.
    std::array<int, 3> axes = {0, 1, 2};
    std::vector<Motion> rotations, reflections;
    do {
      const int inversions = (axes[0] > axes[1]) + (axes[0] > axes[2]) + (axes[1] > axes[2]);
      for (int signs = 0; signs < 8; ++signs) {
        Motion motion{axes, {signs & 1 ? -1 : 1, signs & 2 ? -1 : 1, signs & 4 ? -1 : 1}};
        const int determinant =
            (inversions % 2 == 0 ? 1 : -1) * motion.sign[0] * motion.sign[1] * motion.sign[2];
        (determinant > 0 ? rotations : reflections).push_back(motion);
      }
    } while (std::next_permutation(axes.begin(), axes.end()));
    motions_ = rotations;
    motions_.insert(motions_.end(), reflections.begin(), reflections.end());
  }

  std::string_view name() const override { return "cubic"; }
  int motion_count() const override { return static_cast<int>(motions_.size()); }
  int rotation_count() const override { return 24; }
  Cell moved(Cell cell, int motion) const override {
    const Motion& m = motions_[static_cast<std::size_t>(motion)];
    const std::array<int, 3> v = {cell.row, cell.column, cell.layer};
    return Cell{m.sign[0] * v[static_cast<std::size_t>(m.axis[0])],
                m.sign[1] * v[static_cast<std::size_t>(m.axis[1])],
                m.sign[2] * v[static_cast<std::size_t>(m.axis[2])]};
  }
  std::string_view rotation_word() const override { return "rotation"; }
  std::string_view reflection_word() const override { return "reflection"; }

  // Quarter turns about the layer axis and about the row axis generate the 24 rotations; a mirror
  // adds the reflections.
  int generator_count() const override { return 3; }
  int rotation_generator_count() const override { return 2; }
  Cell generated(Cell c, int generator) const override {
    if (generator == 0) return Cell{c.column, -c.row, c.layer};
    if (generator == 1) return Cell{c.row, c.layer, -c.column};
    return Cell{-c.row, c.column, c.layer};
  }

  std::vector<Cell> neighbours(Cell c) const override {
    return {Cell{c.row + 1, c.column, c.layer}, Cell{c.row - 1, c.column, c.layer},
            Cell{c.row, c.column + 1, c.layer}, Cell{c.row, c.column - 1, c.layer},
            Cell{c.row, c.column, c.layer + 1}, Cell{c.row, c.column, c.layer - 1}};
  }
  std::optional<int> colour(Cell c) const override {
    return ((c.row + c.column + c.layer) % 2 + 2) % 2;
  }
  std::string cell_name(Cell c) const override {
    return fmt::format("layer {} row {} column {}", c.layer, c.row, c.column);
  }
  std::string item_name(Cell c) const override {
    return fmt::format("l{}r{}c{}", c.layer, c.row, c.column);
  }

 private:
  struct Motion {
    std::array<int, 3> axis;  // output coordinate i takes input coordinate axis[i] ...
    std::array<int, 3> sign;  // ... times sign[i]
  };
  std::vector<Motion> motions_;
};

}  // namespace

const Geometry& cubic_test_grid() {
  static const CubicTestGrid grid;
  return grid;
}

Board cubic_box(int rows, int columns, int layers) {
  std::vector<Cell> cells;
  for (int layer = 0; layer < layers; ++layer) {
    for (int row = 0; row < rows; ++row) {
      for (int column = 0; column < columns; ++column) cells.push_back({row, column, layer});
    }
  }
  return Board(cubic_test_grid(), cells, fmt::format("{}x{}x{}", rows, columns, layers));
}

}  // namespace dlx::polyomino::testing
