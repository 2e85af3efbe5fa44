// The symmetries of boards and tilings (symmetry.cpp), on the square grid and on a cubic one.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <set>
#include <sstream>

#include "encoders/polyomino/cubic_grid.hpp"
#include "encoders/polyomino/piece_library.hpp"
#include "encoders/polyomino/specs.hpp"
#include "encoders/polyomino/square_grid.hpp"
#include "encoders/polyomino/symmetry.hpp"
#include "tests/encoders/polyomino/test_helpers.hpp"

namespace dlx::polyomino::symmetry_test {
namespace {

using testing::board_from;
using testing::cubic_box;

TEST(Symmetry, TheBoardsOwnGroup) {
  EXPECT_EQ(board_symmetries(Board(6, 10, "6x10")).size(), 4u);
  EXPECT_EQ(board_symmetries(Board(8, 8, "8x8")).size(), 8u);
  EXPECT_EQ(board_symmetries(*named_board("scott")).size(), 8u);
  EXPECT_EQ(board_symmetries(board_from("XX.\nXXX\nXXX\n")).size(), 2u);  // one diagonal mirror
  EXPECT_EQ(board_symmetries(board_from("XX.\nXXX\n.XX\n")).size(), 4u);  // ... and a half turn
  EXPECT_EQ(board_symmetries(board_from("XX..\nXXXX\nXXX.\n")).size(), 1u);
  // Two parts that a mirror swaps.
  EXPECT_EQ(board_symmetries(board_from("XX.XX\nX...X\n")).size(), 2u);
  // Every symmetry maps cells to cells, one to one.
  for (const TilingSymmetry& symmetry : board_symmetries(*named_board("scott"))) {
    std::set<int> images(symmetry.cell_image.begin(), symmetry.cell_image.end());
    EXPECT_EQ(images.size(), 60u);
  }
}

TEST(Symmetry, OneSidedPiecesNeedTheirMirrorImages) {
  const Board square(8, 8, "8x8");
  PieceSet all = *named_piece_set("one-sided-pentominoes");
  EXPECT_EQ(tiling_symmetries(square, all).size(), 8u);  // F and f swap under a mirror
  std::istringstream none;
  PieceSet without_mirrors = select_pieces(all, "FILNPTUVWXYZ");
  EXPECT_EQ(tiling_symmetries(square, without_mirrors).size(), 4u);  // the rotations only
  PieceSet free = *named_piece_set("pentominoes");
  const auto group = tiling_symmetries(square, free);
  for (const TilingSymmetry& symmetry : group) {
    for (int p = 0; p < 12; ++p) EXPECT_EQ(symmetry.piece_image[static_cast<std::size_t>(p)], p);
  }
}

TEST(Symmetry, DescribedInTheGridsWords) {
  EXPECT_EQ(describe_symmetries(board_symmetries(Board(6, 10, "6x10")), square_grid()),
            "the identity, 1 turn, 2 mirrors");
  EXPECT_EQ(describe_symmetries(board_symmetries(Board(3, 3, "3x3")), square_grid()),
            "the identity, 3 turns, 4 mirrors");
  EXPECT_EQ(describe_symmetries(board_symmetries(board_from("XX..\nXXXX\nXXX.\n")), square_grid()),
            "the identity");
}

// A box's symmetries are the eight sign changes of the axes, times the permutations of the axes
// that keep its sides: counted here from the sides, found there from the cells.
TEST(Symmetry, BoxesOfTheCubicGrid) {
  for (const auto& sides :
       std::vector<std::array<int, 3>>{{2, 2, 2}, {1, 2, 3}, {2, 2, 3}, {3, 1, 3}}) {
    std::array<int, 3> axes = {0, 1, 2};
    int keeping = 0;
    do {
      keeping += sides[static_cast<std::size_t>(axes[0])] == sides[0] &&
                 sides[static_cast<std::size_t>(axes[1])] == sides[1] &&
                 sides[static_cast<std::size_t>(axes[2])] == sides[2];
    } while (std::next_permutation(axes.begin(), axes.end()));
    const Board box = cubic_box(sides[0], sides[1], sides[2]);
    const auto group = board_symmetries(box);
    EXPECT_EQ(group.size(), static_cast<std::size_t>(8 * keeping)) << box.label();
    EXPECT_EQ(group.front().motion, 0);
    for (const TilingSymmetry& symmetry : group) {
      std::set<int> images(symmetry.cell_image.begin(), symmetry.cell_image.end());
      EXPECT_EQ(images.size(), static_cast<std::size_t>(box.cell_count())) << box.label();
    }
  }
  // The L-shaped box: three cubes around a corner on one layer, and one above the corner.
  const Board corner(cubic_grid(), {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, "corner");
  // Any permutation of the three arms, keeping each arm's direction.
  EXPECT_EQ(board_symmetries(corner).size(), 6u);
}

}  // namespace
}  // namespace dlx::polyomino::symmetry_test
