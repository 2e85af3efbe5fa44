// Shapes (shape.cpp): normalizing, motions, canonical forms, orientations and connectedness, on
// the square grid and on a cubic grid (tests/encoders/polyomino/test_helpers.hpp).
#include <gtest/gtest.h>

#include <set>

#include "encoders/polyomino/cubic_grid.hpp"
#include "encoders/polyomino/shape.hpp"
#include "encoders/polyomino/square_grid.hpp"
#include "tests/encoders/polyomino/test_helpers.hpp"

namespace dlx::polyomino::shape_test {
namespace {

using testing::shape_of;

// The images of a shape under the closure of the grid's generators (the checker's route).
std::set<Shape> generated_images(const Shape& shape, const Geometry& grid, int generators) {
  std::set<Shape> images = {normalized(shape)};
  std::vector<Shape> frontier(images.begin(), images.end());
  while (!frontier.empty()) {
    const Shape position = frontier.back();
    frontier.pop_back();
    for (int g = 0; g < generators; ++g) {
      std::vector<Cell> image;
      for (const Cell& cell : position) image.push_back(grid.generated(cell, g));
      if (auto inserted = images.insert(normalized(image)); inserted.second) {
        frontier.push_back(*inserted.first);
      }
    }
  }
  return images;
}

TEST(Shape, MotionsFormTheGroupOfTheSquare) {
  const Shape f = shape_of(".##|##.|.#.");
  std::set<Shape> images;
  for (int motion = 0; motion < square_grid().motion_count(); ++motion) {
    images.insert(moved(f, motion, square_grid()));
  }
  EXPECT_EQ(images.size(), 8u);  // F has no symmetry
  EXPECT_EQ(moved(f, 0, square_grid()), f);
  Shape turned = f;
  for (int k = 0; k < 4; ++k) turned = moved(turned, 1, square_grid());
  EXPECT_EQ(turned, f);
  EXPECT_EQ(moved(moved(f, 4, square_grid()), 4, square_grid()), f);
  EXPECT_EQ(moved(moved(f, 1, square_grid()), 1, square_grid()), moved(f, 2, square_grid()));
  // One-sided: the four turns only, and F's mirror image is another piece.
  EXPECT_EQ(orientations(f, PieceKind::kOneSided, square_grid()).size(), 4u);
  EXPECT_NE(canonical_form(f, PieceKind::kOneSided, square_grid()),
            canonical_form(moved(f, 4, square_grid()), PieceKind::kOneSided, square_grid()));
  EXPECT_EQ(canonical_form(f, PieceKind::kFree, square_grid()),
            canonical_form(moved(f, 5, square_grid()), PieceKind::kFree, square_grid()));
}

// The motions the model uses (moved) and the generators the checker closes over are written
// apart; they must give the same images, all of them for a free piece, the turns for a
// one-sided one.
TEST(Shape, MotionsAndGeneratorsAgree) {
  for (const Geometry* grid : {&square_grid(), &cubic_grid()}) {
    // F on the plane; in space, an L of four cubes with a fifth on top of its foot, which no
    // motion but the identity maps onto itself.
    const Shape shape = grid == &square_grid()
                            ? shape_of(".##|##.|.#.")
                            : normalized({{0, 0, 0}, {1, 0, 0}, {2, 0, 0}, {2, 1, 0}, {2, 1, 1}});
    std::set<Shape> turned;
    for (const Orientation& o : orientations(shape, PieceKind::kOneSided, *grid)) {
      turned.insert(o.shape);
    }
    EXPECT_EQ(turned, generated_images(shape, *grid, grid->rotation_generator_count()))
        << grid->name();
    std::set<Shape> all;
    for (const Orientation& o : orientations(shape, PieceKind::kFree, *grid)) all.insert(o.shape);
    EXPECT_EQ(all, generated_images(shape, *grid, grid->generator_count())) << grid->name();
    // An asymmetric piece: one image per motion.
    EXPECT_EQ(all.size(), static_cast<std::size_t>(grid->motion_count())) << grid->name();
    EXPECT_EQ(turned.size(), static_cast<std::size_t>(grid->rotation_count())) << grid->name();
  }
}

TEST(Shape, ThreeDimensionalShapes) {
  const Geometry& grid = cubic_grid();
  // A flat L of four cubes has a mirror image that a rotation in space reaches: one-sided and
  // free orientations are the same, and the canonical forms of the L and its mirror agree.
  const Shape flat_l = normalized({{0, 0, 0}, {1, 0, 0}, {2, 0, 0}, {2, 1, 0}});
  const Shape mirrored = moved(flat_l, grid.rotation_count(), grid);
  EXPECT_EQ(canonical_form(flat_l, PieceKind::kOneSided, grid),
            canonical_form(mirrored, PieceKind::kOneSided, grid));
  EXPECT_EQ(orientations(flat_l, PieceKind::kOneSided, grid).size(),
            orientations(flat_l, PieceKind::kFree, grid).size());
  // The chiral tetracube's mirror image is another one-sided piece.
  const Shape chiral = normalized({{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {1, 1, 1}});
  EXPECT_NE(canonical_form(chiral, PieceKind::kOneSided, grid),
            canonical_form(moved(chiral, grid.rotation_count(), grid), PieceKind::kOneSided, grid));
  // Connected through faces only: two cubes meeting at an edge are not.
  EXPECT_TRUE(is_connected(chiral, grid));
  EXPECT_FALSE(is_connected(normalized({{0, 0, 0}, {1, 1, 0}}), grid));
  const Extent reach = extent(chiral);
  EXPECT_EQ(reach.rows, 2);
  EXPECT_EQ(reach.columns, 2);
  EXPECT_EQ(reach.layers, 2);
  // Normalizing translates all three coordinates.
  EXPECT_EQ(normalized({{5, 7, 9}, {5, 8, 9}}), (Shape{{0, 0, 0}, {0, 1, 0}}));
}

TEST(Shape, SymmetricPiecesHaveFewerOrientations) {
  const Geometry& grid = square_grid();
  EXPECT_EQ(orientations(shape_of(".#.|###|.#."), PieceKind::kFree, grid).size(), 1u);  // X
  EXPECT_EQ(orientations(shape_of("#####"), PieceKind::kFree, grid).size(), 2u);        // I
  EXPECT_EQ(orientations(shape_of("#.#|###"), PieceKind::kFree, grid).size(), 4u);      // U
  EXPECT_TRUE(is_connected(shape_of("##|.#"), square_grid()));
  EXPECT_FALSE(is_connected(shape_of("#.#"), square_grid()));
  EXPECT_EQ(draw_shape(shape_of("#.#|###"), 'U'), "U.U\nUUU");
}

}  // namespace
}  // namespace dlx::polyomino::shape_test
