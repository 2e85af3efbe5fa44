// From --board and --pieces to a board and a piece set (specs.cpp).
#include <gtest/gtest.h>

#include <dlx/command/command.hpp>

#include <sstream>

#include "encoders/polyomino/specs.hpp"

namespace dlx::polyomino::specs_test {
namespace {

TEST(BoardSpec, NamesRectanglesAndErrors) {
  std::istringstream none;
  const Board rectangle = board_from_spec("6x10", none);
  EXPECT_EQ(rectangle.width(), 6);  // W first: 6 wide, 10 high
  EXPECT_EQ(rectangle.height(), 10);
  const Board scott = board_from_spec("scott", none);
  EXPECT_EQ(scott.cell_count(), 60);
  EXPECT_FALSE(scott.contains(3, 3));
  EXPECT_FALSE(scott.contains(4, 4));
  EXPECT_TRUE(scott.contains(2, 3));
  for (const char* bad : {"0x5", "5x0", "2000x3", "nowhere-board", ""}) {
    EXPECT_THROW(board_from_spec(bad, none), SettingError) << bad;
  }
  std::istringstream drawn("XX\nXX\n");
  EXPECT_EQ(board_from_spec("-", drawn).cell_count(), 4);
}

TEST(PieceSpec, SetsLettersCopiesAndErrors) {
  std::istringstream none;
  EXPECT_EQ(pieces_from_spec("pentominoes", none).pieces.size(), 12u);
  EXPECT_EQ(pieces_from_spec("hexominoes", none).pieces.size(), 35u);
  EXPECT_EQ(pieces_from_spec("one-sided-tetrominoes", none).pieces.size(), 7u);
  const PieceSet some = pieces_from_spec("FILNP", none);
  EXPECT_EQ(some.pieces.size(), 5u);
  EXPECT_EQ(some.total_cells(), 25);
  const PieceSet copies = pieces_from_spec("tetrominoes:LLOT", none);
  ASSERT_EQ(copies.pieces.size(), 3u);  // in the set's order: O T L
  EXPECT_EQ(copies.pieces[0].name, 'O');
  EXPECT_EQ(copies.pieces[2].name, 'L');
  EXPECT_EQ(copies.pieces[2].copies, 2);
  EXPECT_EQ(copies.total_pieces(), 4);
  for (const char* bad : {"FILQ", "pentominoes:Q", "pentominoes:", "no-such-pieces.txt", ""}) {
    EXPECT_THROW(pieces_from_spec(bad, none), SettingError) << bad;
  }
  std::istringstream drawn("AB\n");
  EXPECT_EQ(pieces_from_spec("-:AAB", drawn).total_pieces(), 3);
}

TEST(PieceSpec, SetsJoinedByCommas) {
  std::istringstream none;
  const PieceSet mixed = pieces_from_spec("monominoes,dominoes:DD,trominoes", none);
  ASSERT_EQ(mixed.pieces.size(), 4u);  // M, D, then the trominoes I and L
  EXPECT_EQ(mixed.pieces[0].name, 'M');
  EXPECT_EQ(mixed.pieces[1].name, 'D');
  EXPECT_EQ(mixed.pieces[1].copies, 2);
  EXPECT_EQ(mixed.total_cells(), 1 + 2 * 2 + 3 + 3);
  EXPECT_EQ(mixed.source, "monominoes,dominoes:DD,trominoes");
  EXPECT_EQ(pieces_from_spec("FILNP,dominoes", none).pieces.size(), 6u);
  // A name twice, sets of two kinds, an empty part: each a SettingError on --pieces.
  for (const char* bad :
       {"trominoes,tetrominoes", "dominoes,dominoes", "dominoes,one-sided-tetrominoes",
        "dominoes,,trominoes", ",dominoes", "dominoes,nothing"}) {
    try {
      pieces_from_spec(bad, none);
      ADD_FAILURE() << bad << " was accepted";
    } catch (const SettingError& e) {
      EXPECT_EQ(e.key(), "pieces") << bad;
    }
  }
}

}  // namespace
}  // namespace dlx::polyomino::specs_test
