// Boards (board.cpp): the board file and its errors, named boards, and boards of other grids.
#include <gtest/gtest.h>

#include <optional>
#include <stdexcept>

#include "encoders/polyomino/board.hpp"
#include "encoders/polyomino/cubic_grid.hpp"
#include "encoders/polyomino/square_grid.hpp"
#include "tests/encoders/polyomino/test_helpers.hpp"

namespace dlx::polyomino::board_test {
namespace {

using testing::board_error;
using testing::board_from;

TEST(BoardFile, HolesPartsAndCropping) {
  const Board board = board_from(
      "# two parts and a hole\n"
      "\n"
      "......\n"
      ".XX.XX\n"
      ".X..XX\n"
      "\n");
  // Cropped to the cells: the first row and column of holes are dropped.
  EXPECT_EQ(board.width(), 5);
  EXPECT_EQ(board.height(), 2);
  EXPECT_EQ(board.cell_count(), 7);
  EXPECT_TRUE(board.contains(0, 0));
  EXPECT_FALSE(board.contains(0, 2));
  EXPECT_FALSE(board.contains(1, 1));
  EXPECT_EQ(board.index_of(1, 0), 4);  // cells are numbered row by row
  // Letters and digits are cells too, so a printed solution is a board.
  EXPECT_EQ(board_from("FFI\n9..\n").cell_count(), 4);
}

TEST(BoardFile, MalformedBoardsNameTheLine) {
  EXPECT_EQ(board_error("XXX\nXX\n"),
            "2: this row has 2 squares, the first row (line 1) has 3: every row must have the "
            "same length (draw holes with '.')");
  EXPECT_NE(board_error("XX\nX*\n").find("2: unexpected '*' at column 2"), std::string::npos);
  EXPECT_NE(board_error("X X\n").find("1: a blank at column 2"), std::string::npos);
  EXPECT_NE(board_error("XX\n\nXX\n").find("3: a board row after the blank line 2"),
            std::string::npos);
  EXPECT_NE(board_error("").find("0: no board"), std::string::npos);
  EXPECT_NE(board_error("# only a comment\n\n").find("0: no board"), std::string::npos);
  EXPECT_NE(board_error("...\n...\n").find("1: the board has no cell to fill"), std::string::npos);
  EXPECT_NE(board_error("X\xc3\xa9\n").find("a non-ASCII character at column 2"),
            std::string::npos);
  EXPECT_NE(board_error(std::string(kMaxBoardSide + 1, 'X') + "\n").find("at most"),
            std::string::npos);
}

TEST(Board, NamedBoards) {
  const std::optional<Board> scott = named_board("scott");
  ASSERT_TRUE(scott.has_value());
  EXPECT_EQ(scott->cell_count(), 60);
  EXPECT_EQ(&scott->geometry(), &square_grid());
  const std::optional<Board> rectangle = named_board("3x20");
  ASSERT_TRUE(rectangle.has_value());
  EXPECT_EQ(rectangle->width(), 3);
  EXPECT_EQ(rectangle->height(), 20);
  EXPECT_EQ(rectangle->layers(), 1);
  EXPECT_FALSE(named_board("nowhere").has_value());
  EXPECT_THROW(named_board("0x5"), std::invalid_argument);
}

// A board of another grid: cells translated to the origin, numbered in Cell order, and found by
// index_of with every coordinate.
TEST(Board, OfAnyGrid) {
  const Board box(cubic_grid(), {{3, 4, 7}, {3, 4, 8}, {4, 4, 7}, {3, 5, 7}, {3, 4, 7}},
                  "four cubes");
  EXPECT_EQ(&box.geometry(), &cubic_grid());
  EXPECT_EQ(box.cell_count(), 4);  // the cell given twice is one cell
  EXPECT_EQ(box.height(), 2);
  EXPECT_EQ(box.width(), 2);
  EXPECT_EQ(box.layers(), 2);
  for (int k = 0; k < box.cell_count(); ++k) {
    EXPECT_EQ(box.index_of(box.cells()[static_cast<std::size_t>(k)]), k);
    if (k > 0) {
      EXPECT_LT(box.cells()[static_cast<std::size_t>(k - 1)],
                box.cells()[static_cast<std::size_t>(k)]);
    }
  }
  EXPECT_TRUE(box.contains(Cell{0, 0, 1}));
  EXPECT_FALSE(box.contains(Cell{1, 1, 0}));  // inside the box, not a cell
  EXPECT_FALSE(box.contains(Cell{0, 0, 2}));  // outside the box
  EXPECT_FALSE(box.contains(Cell{0, 0, -1}));
  EXPECT_FALSE(box.contains(Cell{0, 0, 0, 1}));  // a kind the grid has not
}

}  // namespace
}  // namespace dlx::polyomino::board_test
