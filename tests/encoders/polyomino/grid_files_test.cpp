// Boards and pieces drawn in files on the cubic, triangular and hexagonal grids (grid_files.cpp):
// what they read, and the errors, with their lines.
#include <gtest/gtest.h>

#include <dlx/text/input_error.hpp>

#include <sstream>

#include "encoders/polyomino/cubic_grid.hpp"
#include "encoders/polyomino/grid_files.hpp"
#include "encoders/polyomino/hexagonal_grid.hpp"
#include "encoders/polyomino/polyform.hpp"
#include "encoders/polyomino/triangular_grid.hpp"

namespace dlx::polyomino::grid_files_test {
namespace {

Board board_of(const std::string& text, const Geometry& grid) {
  std::istringstream in(text);
  return read_grid_board(in, "b.txt", grid);
}

PieceSet pieces_of(const std::string& text, const Geometry& grid) {
  std::istringstream in(text);
  return read_grid_pieces(in, "p.txt", grid, family_of(grid).default_kind);
}

std::string error_of(const std::function<void()>& read) {
  try {
    read();
  } catch (const InputError& e) {
    return std::to_string(e.line()) + ": " + e.message();
  }
  return "no error";
}

TEST(GridFiles, LayeredBoards) {
  const Board board = board_of("# two layers\nXXX\nXXX\n\nX..\n...\n", cubic_grid());
  EXPECT_EQ(board.cell_count(), 7);
  EXPECT_EQ(board.layers(), 2);
  EXPECT_TRUE(board.contains(Cell{0, 0, 1}));
  EXPECT_FALSE(board.contains(Cell{0, 1, 1}));
  EXPECT_EQ(error_of([] { board_of("XXX\nXX\n", cubic_grid()); }).substr(0, 19),
            "2: this row has 2 c");
  EXPECT_EQ(error_of([] { board_of("X X\n", cubic_grid()); }).substr(0, 10), "1: a blank");
  EXPECT_EQ(error_of([] { board_of("X?X\n", cubic_grid()); }).substr(0, 17), "1: unexpected '?'");
  EXPECT_EQ(error_of([] { board_of("# nothing\n", cubic_grid()); }).substr(0, 11), "0: no board");
  EXPECT_EQ(error_of([] { board_of("...\n\n..\n", cubic_grid()); }).substr(0, 21),
            "1: the board has no c");
}

TEST(GridFiles, TriangularAndHexagonalBoards) {
  // A hexagon of six triangles, and the seven-hexagon flower.
  EXPECT_EQ(board_of("XXX\nXXX\n", triangular_grid()).cell_count(), 6);
  const Board flower = board_of(" X X\nX X X\n X X\n", hexagonal_grid());
  EXPECT_EQ(flower.cell_count(), 7);
  // The centre hexagon has all six neighbours on the board.
  int full = 0;
  for (const Cell& cell : flower.cells()) {
    int inside = 0;
    for (const Cell& next : hexagonal_grid().neighbours(cell)) inside += flower.contains(next);
    full += inside == 6;
  }
  EXPECT_EQ(full, 1);
  EXPECT_EQ(error_of([] { board_of(" X X\nXX X\n", hexagonal_grid()); }).substr(0, 30),
            "2: 'X' at column 2 is between ");
  EXPECT_EQ(error_of([] { board_of("XX\n\nXX\n", triangular_grid()); }).substr(0, 20),
            "3: a board row after");
}

TEST(GridFiles, PiecesInLayers) {
  // The Soma screw A and the tripod P drawn in two layers side by side, and a flat V.
  const PieceSet set = pieces_of("AA.PP.VV\nA..P..V.\n\n.A.P....\n", cubic_grid());
  ASSERT_EQ(set.pieces.size(), 3u);
  EXPECT_EQ(set.kind, PieceKind::kOneSided);
  EXPECT_EQ(set.pieces[0].shape.size(), 4u);
  EXPECT_EQ(set.pieces[2].shape.size(), 3u);
  EXPECT_EQ(error_of([] { pieces_of("A\n\n.\n\nA\n", cubic_grid()); }).substr(0, 26),
            "1: piece 'A' is in several");
}

TEST(GridFiles, PlanePiecesInBlocks) {
  const PieceSet set = pieces_of("IIII  OO\n\nTTT\n", triangular_grid());
  ASSERT_EQ(set.pieces.size(), 3u);
  EXPECT_EQ(set.pieces[0].shape.size(), 4u);
  EXPECT_EQ(set.kind, PieceKind::kFree);
  EXPECT_EQ(error_of([] { pieces_of("AA\n\nAA\n", triangular_grid()); }).substr(0, 26),
            "3: piece 'A' is drawn agai");
  EXPECT_EQ(error_of([] { pieces_of("A.A\n", hexagonal_grid()); }).substr(0, 2), "1:");
  EXPECT_EQ(error_of([] { pieces_of("A   A\n", hexagonal_grid()); }).substr(0, 26),
            "1: piece 'A' is in several");
  EXPECT_EQ(error_of([] { pieces_of("\n", hexagonal_grid()); }).substr(0, 12), "0: no pieces");
}

}  // namespace
}  // namespace dlx::polyomino::grid_files_test
