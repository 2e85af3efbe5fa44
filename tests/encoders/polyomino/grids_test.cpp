// The four grids (square_grid, cubic_grid, triangular_grid, hexagonal_grid): their motions form
// the group each header names, with the rotations first; the generators the checker closes over
// give the same group; motions keep neighbours neighbours and keep or swap the two colours on
// every cell at once; and the cubic grid's motions are those of the independent cubic grid
// written in the tests.
#include <gtest/gtest.h>

#include <set>
#include <vector>

#include "encoders/polyomino/cubic_grid.hpp"
#include "encoders/polyomino/hexagonal_grid.hpp"
#include "encoders/polyomino/piece_library.hpp"
#include "encoders/polyomino/shape.hpp"
#include "encoders/polyomino/square_grid.hpp"
#include "encoders/polyomino/triangular_grid.hpp"
#include "tests/encoders/polyomino/test_helpers.hpp"

namespace dlx::polyomino::grids_test {
namespace {

struct GridCase {
  const char* name;
  const Geometry& (*grid)();
  int motions;     // the order of the group
  int rotations;   // of its subgroup of rotations
  int neighbours;  // of every cell
  int asymmetric;  // a size of polyform that has one without symmetry
};

const GridCase kGrids[] = {
    {"square", square_grid, 8, 4, 4, 5},
    {"cubic", cubic_grid, 48, 24, 6, 5},
    {"triangular", triangular_grid, 12, 6, 3, 6},
    {"hexagonal", hexagonal_grid, 12, 6, 6, 4},
};

// Cells around the origin, of every kind.
std::vector<Cell> patch(const Geometry& grid) {
  std::vector<Cell> cells;
  const int depth = grid.name() == "cubic" ? 2 : 0;
  for (int layer = -depth; layer <= depth; ++layer) {
    for (int row = -3; row <= 3; ++row) {
      for (int column = -3; column <= 3; ++column) {
        for (int kind = 0; kind < grid.kind_count(); ++kind) {
          cells.push_back(Cell{row, column, layer, kind});
        }
      }
    }
  }
  return cells;
}

// A polyform of the given size that no motion maps to itself.
Shape asymmetric_shape(const Geometry& grid, int size) {
  for (const Shape& shape : polyforms(grid, size, PieceKind::kFree)) {
    if (static_cast<int>(orientations(shape, PieceKind::kFree, grid).size()) ==
        grid.motion_count()) {
      return shape;
    }
  }
  return {};
}

// The shapes reached from `shape` by the generators (all, or those of the rotations).
std::set<Shape> closure(const Geometry& grid, const Shape& shape, int generators) {
  std::set<Shape> reached = {normalized(shape)};
  std::vector<Shape> frontier(reached.begin(), reached.end());
  while (!frontier.empty()) {
    const Shape current = frontier.back();
    frontier.pop_back();
    for (int g = 0; g < generators; ++g) {
      std::vector<Cell> image;
      for (const Cell& cell : current) image.push_back(grid.generated(cell, g));
      Shape next = normalized(std::move(image));
      if (reached.insert(next).second) frontier.push_back(std::move(next));
    }
  }
  return reached;
}

class Grids : public ::testing::TestWithParam<GridCase> {};

TEST_P(Grids, MotionsAreTheGroupTheGeneratorsMake) {
  const GridCase& c = GetParam();
  const Geometry& grid = c.grid();
  ASSERT_EQ(grid.motion_count(), c.motions);
  ASSERT_EQ(grid.rotation_count(), c.rotations);
  for (const Cell& cell : patch(grid)) EXPECT_EQ(grid.moved(cell, 0), cell);  // identity first
  const Shape shape = asymmetric_shape(grid, c.asymmetric);
  ASSERT_FALSE(shape.empty()) << "no asymmetric polyform of " << c.asymmetric << " cells";
  std::set<Shape> all, rotated;
  for (int m = 0; m < grid.motion_count(); ++m) {
    all.insert(moved(shape, m, grid));
    if (m < grid.rotation_count()) rotated.insert(moved(shape, m, grid));
  }
  EXPECT_EQ(all.size(), static_cast<std::size_t>(c.motions));  // every motion a different one
  EXPECT_EQ(all, closure(grid, shape, grid.generator_count()));
  EXPECT_EQ(rotated, closure(grid, shape, grid.rotation_generator_count()));
  // Closed under composition: a motion of an image is an image.
  for (int a = 0; a < grid.motion_count(); ++a) {
    const Shape image = moved(shape, a, grid);
    for (int b = 0; b < grid.motion_count(); ++b) {
      EXPECT_EQ(all.count(moved(image, b, grid)), 1u);
      if (a < grid.rotation_count() && b < grid.rotation_count()) {
        EXPECT_EQ(rotated.count(moved(image, b, grid)), 1u);
      }
    }
  }
}

TEST_P(Grids, NeighboursAreMutualAndKeptByTheMotions) {
  const GridCase& c = GetParam();
  const Geometry& grid = c.grid();
  for (const Cell& cell : patch(grid)) {
    const std::vector<Cell> around = grid.neighbours(cell);
    ASSERT_EQ(around.size(), static_cast<std::size_t>(c.neighbours));
    EXPECT_EQ(std::set<Cell>(around.begin(), around.end()).size(), around.size());
    for (const Cell& next : around) {
      const std::vector<Cell> back = grid.neighbours(next);
      EXPECT_NE(std::find(back.begin(), back.end(), cell), back.end());
      for (int m = 0; m < grid.motion_count(); ++m) {
        const std::vector<Cell> moved_around = grid.neighbours(grid.moved(cell, m));
        EXPECT_NE(std::find(moved_around.begin(), moved_around.end(), grid.moved(next, m)),
                  moved_around.end());
      }
    }
  }
}

TEST_P(Grids, EachMotionKeepsOrSwapsAllColours) {
  const Geometry& grid = GetParam().grid();
  const std::vector<Cell> cells = patch(grid);
  if (!grid.colour(cells.front())) {
    EXPECT_EQ(grid.name(), "hexagonal");  // the one grid without a two-colouring
    return;
  }
  for (int m = 0; m < grid.motion_count(); ++m) {
    std::set<bool> swaps;
    for (const Cell& cell : cells)
      swaps.insert(grid.colour(cell) != grid.colour(grid.moved(cell, m)));
    EXPECT_EQ(swaps.size(), 1u) << "motion " << m;
  }
  // A translation too (the cells of a piece moved by one step).
  std::set<bool> swaps;
  for (const Cell& cell : cells) {
    swaps.insert(grid.colour(cell) !=
                 grid.colour(Cell{cell.row + 1, cell.column, cell.layer, cell.kind}));
  }
  EXPECT_EQ(swaps.size(), 1u);
  // Neighbours differ in colour on these grids.
  for (const Cell& cell : cells) {
    for (const Cell& next : grid.neighbours(cell)) EXPECT_NE(grid.colour(cell), grid.colour(next));
  }
}

INSTANTIATE_TEST_SUITE_P(All, Grids, ::testing::ValuesIn(kGrids),
                         [](const ::testing::TestParamInfo<GridCase>& info) {
                           return std::string(info.param.name);
                         });

// The 48 motions of the cube are the signed permutations of the three axes, each once, the 24
// of determinant +1 (the rotations) first: read off the images of the unit vectors, as matrices.
TEST(CubicGrid, MotionsAreTheSignedPermutationsOfTheAxesRotationsFirst) {
  const Geometry& grid = cubic_grid();
  ASSERT_EQ(grid.motion_count(), 48);
  ASSERT_EQ(grid.rotation_count(), 24);
  const Cell units[3] = {Cell{1, 0, 0}, Cell{0, 1, 0}, Cell{0, 0, 1}};
  std::set<std::vector<int>> matrices;
  for (int m = 0; m < 48; ++m) {
    std::vector<int> matrix;  // column k: the image of unit vector k
    for (const Cell& unit : units) {
      const Cell image = grid.moved(unit, m);
      matrix.insert(matrix.end(), {image.row, image.column, image.layer});
    }
    // A signed permutation: one non-zero entry, 1 or -1, in each row and each column.
    for (int k = 0; k < 3; ++k) {
      int in_column = 0, in_row = 0;
      for (int j = 0; j < 3; ++j) {
        const int a = matrix[static_cast<std::size_t>(3 * k + j)];
        const int b = matrix[static_cast<std::size_t>(3 * j + k)];
        EXPECT_TRUE(a == 0 || a == 1 || a == -1) << "motion " << m;
        in_column += a != 0;
        in_row += b != 0;
      }
      EXPECT_EQ(in_column, 1) << "motion " << m;
      EXPECT_EQ(in_row, 1) << "motion " << m;
    }
    const auto e = [&](int r, int c) { return matrix[static_cast<std::size_t>(3 * c + r)]; };
    const int determinant = e(0, 0) * (e(1, 1) * e(2, 2) - e(1, 2) * e(2, 1)) -
                            e(0, 1) * (e(1, 0) * e(2, 2) - e(1, 2) * e(2, 0)) +
                            e(0, 2) * (e(1, 0) * e(2, 1) - e(1, 1) * e(2, 0));
    EXPECT_EQ(determinant, m < 24 ? 1 : -1) << "motion " << m;
    EXPECT_TRUE(matrices.insert(matrix).second) << "motion " << m << " twice";
    // Motions are linear: a cell's image is the sum of its coordinates' images.
    const Cell cell{2, -3, 5};
    const Cell image = grid.moved(cell, m);
    EXPECT_EQ(image, (Cell{2 * e(0, 0) - 3 * e(0, 1) + 5 * e(0, 2),
                           2 * e(1, 0) - 3 * e(1, 1) + 5 * e(1, 2),
                           2 * e(2, 0) - 3 * e(2, 1) + 5 * e(2, 2)}))
        << "motion " << m;
  }
  EXPECT_EQ(grid.moved(Cell{2, -3, 5}, 0), (Cell{2, -3, 5})) << "the identity comes first";
}

TEST(TriangularGrid, TrianglesPointUpAndDown) {
  const Geometry& grid = triangular_grid();
  EXPECT_EQ(grid.kind_count(), 2);
  // A sixth of a turn turns an up triangle into a down one; the mirror (swapping the axes)
  // keeps the triangle at the origin where it is.
  EXPECT_EQ(grid.moved(Cell{0, 0, 0, 0}, 1).kind, 1);
  EXPECT_EQ(grid.moved(Cell{0, 0, 0, 0}, 6), (Cell{0, 0, 0, 0}));
  // Six up triangles and six down ones around a vertex: the turns of one triangle.
  std::set<Cell> around;
  for (int m = 0; m < 6; ++m) around.insert(grid.moved(Cell{0, 0, 0, 0}, m));
  EXPECT_EQ(around.size(), 6u);
}

}  // namespace
}  // namespace dlx::polyomino::grids_test
