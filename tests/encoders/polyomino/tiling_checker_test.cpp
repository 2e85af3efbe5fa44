// The independent checker of tilings (tiling_checker.cpp), on the square grid and a cubic one.
#include <gtest/gtest.h>

#include <dlx/solver.hpp>

#include <sstream>

#include "encoders/polyomino/cubic_grid.hpp"
#include "encoders/polyomino/piece_library.hpp"
#include "encoders/polyomino/polyomino_model.hpp"
#include "encoders/polyomino/specs.hpp"
#include "encoders/polyomino/tiling_checker.hpp"
#include "tests/encoders/polyomino/test_helpers.hpp"

namespace dlx::polyomino::tiling_checker_test {
namespace {

using testing::board_from;
using testing::cubic_box;
using testing::placed_of;

std::vector<PlacedPiece> first_tiling(const PolyominoModel& model) {
  Solver solver(model.problem);
  const FirstSolution first = solver.first();
  return placed_of(model, first.options);
}

TEST(Checker, AcceptsATilingAndRejectsEveryKindOfFault) {
  const PolyominoModel model =
      build_model(Board(10, 6, "10x6"), *named_piece_set("pentominoes"), {});
  const auto tiling = first_tiling(model);
  ASSERT_EQ(tiling.size(), 12u);
  const Board& board = model.board;
  const PieceSet& pieces = model.pieces;
  EXPECT_EQ(check_tiling(board, pieces, false, tiling), std::nullopt);

  auto wrong_piece = tiling;
  std::swap(wrong_piece[0].piece, wrong_piece[1].piece);
  EXPECT_NE(check_tiling(board, pieces, false, wrong_piece), std::nullopt);

  auto missing = tiling;
  missing.pop_back();
  EXPECT_NE(check_tiling(board, pieces, false, missing), std::nullopt);
  // With --at-most-once, a missing piece is allowed, but the board is then not covered.
  EXPECT_NE(check_tiling(board, pieces, true, missing), std::nullopt);

  auto twice = tiling;
  twice.push_back(tiling[0]);
  EXPECT_NE(check_tiling(board, pieces, false, twice), std::nullopt);

  auto off_board = tiling;
  for (Cell& cell : off_board[0].cells) cell.row += 6;
  EXPECT_NE(check_tiling(board, pieces, false, off_board), std::nullopt);

  // Moving one square of a piece to another free-looking place breaks its shape.
  auto reshaped = tiling;
  std::swap(reshaped[0].cells[0], reshaped[1].cells[0]);
  EXPECT_NE(check_tiling(board, pieces, false, reshaped), std::nullopt);

  // A mirrored piece is fine for a free piece, not for a one-sided one.
  const Board mirror_f = board_from("FF.\n.FF\n.F.\n");  // F is drawn .FF|FF.|.F.
  std::istringstream none;
  PieceSet f = pieces_from_spec("F", none);
  const std::vector<PlacedPiece> mirrored = {
      {0, {Cell{0, 0}, Cell{0, 1}, Cell{1, 1}, Cell{1, 2}, Cell{2, 1}}}};
  EXPECT_EQ(check_tiling(mirror_f, f, false, mirrored), std::nullopt);
  f.kind = PieceKind::kOneSided;
  const auto one_sided = check_tiling(mirror_f, f, false, mirrored);
  ASSERT_TRUE(one_sided.has_value());
  EXPECT_NE(one_sided->find("not a turned image"), std::string::npos) << *one_sided;
}

// The same checks in space: two copies of a chiral tetracube, free to be mirrored, fill a 2x2x2
// cube; a placed piece mirrored passes for a free piece, not for a one-sided one.
TEST(Checker, InSpace) {
  const Board cube = cubic_box(2, 2, 2);
  PieceSet pieces;
  pieces.geometry = &cubic_grid();
  pieces.source = "test";
  const Shape right = normalized({{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {1, 1, 1}});
  pieces.pieces = {Piece{'R', right, 2}};
  const PolyominoModel model = build_model(cube, pieces, {});
  ASSERT_GT(model.problem.option_count(), 0u);
  Solver solver(model.problem);
  const FirstSolution first = solver.first();
  ASSERT_TRUE(first.found);
  const auto tiling = placed_of(model, first.options);
  EXPECT_EQ(check_tiling(model.board, model.pieces, false, tiling), std::nullopt);

  auto off_box = tiling;
  for (Cell& cell : off_box[0].cells) cell.layer += 2;
  const auto off = check_tiling(model.board, model.pieces, false, off_box);
  ASSERT_TRUE(off.has_value());
  EXPECT_NE(off->find("which is not on the board"), std::string::npos) << *off;
  EXPECT_NE(off->find("layer"), std::string::npos) << *off;  // named by the grid

  // The mirror image of a placed piece: a reflection of the whole placement.
  std::vector<PlacedPiece> mirrored = {tiling[0]};
  for (Cell& cell : mirrored[0].cells) cell.row = 1 - cell.row;
  PieceSet one = pieces;
  one.pieces[0].copies = 1;
  const Board part(cubic_grid(), mirrored[0].cells, "part");
  EXPECT_EQ(check_tiling(part, one, false, mirrored), std::nullopt);
  one.kind = PieceKind::kOneSided;
  EXPECT_NE(check_tiling(part, one, false, mirrored), std::nullopt);
}

}  // namespace
}  // namespace dlx::polyomino::tiling_checker_test
