// Piece files (piece_file.cpp): several pieces to a block, and errors that name the line.
#include <gtest/gtest.h>

#include <dlx/text/input_error.hpp>

#include <sstream>

#include "encoders/polyomino/piece_file.hpp"
#include "tests/encoders/polyomino/test_helpers.hpp"

namespace dlx::polyomino::piece_file_test {
namespace {

using testing::board_from;
using testing::shape_of;

std::string piece_error(const std::string& text) {
  try {
    std::istringstream in(text);
    read_pieces(in, "p.txt");
  } catch (const InputError& e) {
    return std::to_string(e.line()) + ": " + e.message();
  }
  return "no error";
}

TEST(PieceFile, SeveralPiecesPerBlock) {
  std::istringstream in(
      "# three pieces\n"
      "AA. B\n"
      ".A. B\n"
      "\n"
      "CCC\n");
  const PieceSet set = read_pieces(in, "p.txt");
  ASSERT_EQ(set.pieces.size(), 3u);
  EXPECT_EQ(set.pieces[0].name, 'A');
  EXPECT_EQ(set.pieces[0].shape, shape_of("##|.#"));
  EXPECT_EQ(set.pieces[0].line, 2u);
  EXPECT_EQ(set.pieces[1].shape, shape_of("#|#"));
  EXPECT_EQ(set.pieces[2].line, 5u);
  EXPECT_EQ(set.total_cells(), 8);
}

TEST(PieceFile, MalformedPiecesNameTheLine) {
  EXPECT_NE(piece_error("AA\n\nA\n").find("3: piece 'A' is drawn again (first at line 1)"),
            std::string::npos);
  EXPECT_NE(piece_error("A.A\n").find("1: piece 'A' is in several parts"), std::string::npos);
  EXPECT_NE(piece_error("AA\nA*\n").find("2: unexpected '*' at column 2"), std::string::npos);
  EXPECT_NE(piece_error("# nothing\n").find("0: no pieces"), std::string::npos);
}

}  // namespace
}  // namespace dlx::polyomino::piece_file_test
