// The boards of the cubic, triangular and hexagonal grids (polyform_boards.cpp): sizes, the named
// boards' areas (those of their pieces) and symmetries.
#include <gtest/gtest.h>

#include <stdexcept>

#include "encoders/polyomino/polyform.hpp"
#include "encoders/polyomino/polyform_boards.hpp"
#include "encoders/polyomino/symmetry.hpp"

namespace dlx::polyomino::polyform_boards_test {
namespace {

TEST(PolyformBoards, Sizes) {
  const Board box = *sized_box("3x4x5");
  EXPECT_EQ(box.cell_count(), 60);
  EXPECT_EQ(box.width(), 3);
  EXPECT_EQ(box.height(), 4);  // rows: deep
  EXPECT_EQ(box.layers(), 5);  // high
  EXPECT_EQ(sized_parallelogram_of_triangles("6x6")->cell_count(), 72);
  EXPECT_EQ(sized_parallelogram_of_hexagons("7x4")->cell_count(), 28);
  EXPECT_FALSE(sized_box("3x4"));
  EXPECT_FALSE(sized_parallelogram_of_hexagons("3x4x5"));
  EXPECT_FALSE(sized_box("soma"));
  for (const char* bad : {"0x1x1", "1x1x2000", "100x100x100"}) {
    EXPECT_THROW(sized_box(bad), std::invalid_argument) << bad;
  }
}

TEST(PolyformBoards, NamedBoardsHoldTheirPieces) {
  for (const Polyform* family : {&polycubes_family(), &polyiamonds_family(), &polyhexes_family()}) {
    for (const NamedBoard& named : family->boards) {
      SCOPED_TRACE(named.name);
      const Board board = named.make();
      EXPECT_EQ(&board.geometry(), family->geometry);
      ASSERT_FALSE(named.pieces.empty());
      const auto set = std::find_if(family->piece_sets.begin(), family->piece_sets.end(),
                                    [&](const NamedPieceSet& s) { return s.name == named.pieces; });
      ASSERT_NE(set, family->piece_sets.end());
      EXPECT_EQ(board.cell_count(), set->make().total_cells());
    }
  }
}

TEST(PolyformBoards, Symmetries) {
  auto order = [](const Board& board) { return board_symmetries(board).size(); };
  EXPECT_EQ(order(*sized_box("3x3x3")), 48u);
  EXPECT_EQ(order(*sized_box("3x4x5")), 8u);
  EXPECT_EQ(order(*sized_box("2x2x7")), 16u);
  EXPECT_EQ(order(*sized_parallelogram_of_triangles("6x6")), 4u);  // a rhombus
  EXPECT_EQ(order(*sized_parallelogram_of_triangles("9x4")), 2u);  // a half turn
  EXPECT_EQ(order(*sized_parallelogram_of_hexagons("7x4")), 2u);
  auto named = [](const Polyform& family, const std::string& name) {
    for (const NamedBoard& board : family.boards) {
      if (board.name == name) return board.make();
    }
    throw std::runtime_error("no board " + name);
  };
  EXPECT_EQ(order(named(polyiamonds_family(), "ring")), 12u);      // a hexagon round a hexagon
  EXPECT_EQ(order(named(polyiamonds_family(), "trapezoid")), 2u);  // one mirror
  EXPECT_EQ(order(named(polyiamonds_family(), "offset-ring")), 2u);
  EXPECT_EQ(order(named(polyhexes_family(), "triangle")), 6u);
}

}  // namespace
}  // namespace dlx::polyomino::polyform_boards_test
