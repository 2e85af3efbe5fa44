// The checkerboard argument (parity.cpp).
#include <gtest/gtest.h>

#include "encoders/polyomino/parity.hpp"
#include "encoders/polyomino/piece_library.hpp"

namespace dlx::polyomino::parity_test {
namespace {

TEST(Parity, NoHexominoTilingOfAnyRectangleOfArea210) {
  const PieceSet hexominoes = *named_piece_set("hexominoes");
  // The argument, recounted here: 24 hexominoes cover 3 dark and 3 light cells, 11 cover 4 and 2.
  int balanced = 0;
  for (const Piece& piece : hexominoes.pieces) {
    int dark = 0;
    for (const Cell& cell : piece.shape) dark += (cell.row + cell.column) % 2 == 0;
    balanced += dark == 3;
  }
  EXPECT_EQ(balanced, 24);
  EXPECT_EQ(hexominoes.total_cells(), 210);
  int rectangles = 0;
  for (int width = 1; width <= 210; ++width) {
    if (210 % width != 0 || width > kMaxBoardSide || 210 / width > kMaxBoardSide) continue;
    const auto reason = parity_obstruction(Board(width, 210 / width, "r"), hexominoes);
    ASSERT_TRUE(reason.has_value()) << width;
    EXPECT_NE(reason->find("105 dark"), std::string::npos) << *reason;
    ++rectangles;
  }
  EXPECT_EQ(rectangles, 16);  // 1x210 ... 210x1
  // The argument does not get in the way of boards that can be tiled.
  EXPECT_EQ(parity_obstruction(Board(6, 10, "6x10"), *named_piece_set("pentominoes")),
            std::nullopt);
  EXPECT_EQ(parity_obstruction(*named_board("scott"), *named_piece_set("pentominoes")),
            std::nullopt);
}

}  // namespace
}  // namespace dlx::polyomino::parity_test
