// The polyomino encoder's parts: shapes and motions, the piece generator against the census, the
// board and piece readers (and their errors), the symmetry groups, the checker, the parity
// argument, and the model's counts against a brute-force tiler written here from the rules.
#include <gtest/gtest.h>

#include <dlx/solver.hpp>
#include <dlx/command/command.hpp>
#include <dlx/text/input_error.hpp>

#include <algorithm>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "encoders/polyomino/board.hpp"
#include "encoders/polyomino/parity.hpp"
#include "encoders/polyomino/piece_file.hpp"
#include "encoders/polyomino/piece_library.hpp"
#include "encoders/polyomino/polyomino_model.hpp"
#include "encoders/polyomino/shape.hpp"
#include "encoders/polyomino/specs.hpp"
#include "encoders/polyomino/symmetry.hpp"
#include "encoders/polyomino/tiling_checker.hpp"
#include "tests/support/shared_data.hpp"

namespace dlx::polyomino {
namespace {

// ---- Shapes and motions --------------------------------------------------------------------

Shape shape_of(const std::string& drawing) {  // rows separated by '|', '#' for a cell
  std::vector<Cell> cells;
  int row = 0, column = 0;
  for (char c : drawing) {
    if (c == '|') {
      ++row, column = 0;
      continue;
    }
    if (c == '#') cells.push_back({row, column});
    ++column;
  }
  return normalized(cells);
}

TEST(Shape, MotionsFormTheGroupOfTheSquare) {
  const Shape f = shape_of(".##|##.|.#.");
  std::set<Shape> images;
  for (int motion = 0; motion < kMotionCount; ++motion) images.insert(moved(f, motion));
  EXPECT_EQ(images.size(), 8u);  // F has no symmetry
  EXPECT_EQ(moved(f, 0), f);
  Shape turned = f;
  for (int k = 0; k < 4; ++k) turned = moved(turned, 1);
  EXPECT_EQ(turned, f);
  EXPECT_EQ(moved(moved(f, 4), 4), f);
  EXPECT_EQ(moved(moved(f, 1), 1), moved(f, 2));
  // One-sided: the four turns only, and F's mirror image is another piece.
  EXPECT_EQ(orientations(f, PieceKind::kOneSided).size(), 4u);
  EXPECT_NE(canonical_form(f, PieceKind::kOneSided),
            canonical_form(moved(f, 4), PieceKind::kOneSided));
  EXPECT_EQ(canonical_form(f, PieceKind::kFree), canonical_form(moved(f, 5), PieceKind::kFree));
}

TEST(Shape, SymmetricPiecesHaveFewerOrientations) {
  EXPECT_EQ(orientations(shape_of(".#.|###|.#."), PieceKind::kFree).size(), 1u);  // X
  EXPECT_EQ(orientations(shape_of("#####"), PieceKind::kFree).size(), 2u);        // I
  EXPECT_EQ(orientations(shape_of("#.#|###"), PieceKind::kFree).size(), 4u);      // U
  EXPECT_TRUE(is_connected(shape_of("##|.#")));
  EXPECT_FALSE(is_connected(shape_of("#.#")));
  EXPECT_EQ(draw_shape(shape_of("#.#|###"), 'U'), "U.U\nUUU");
}

// ---- The generator against the census (../shared/data/polyomino/polyomino_census.tsv) --------

struct Census {
  std::size_t free = 0, one_sided = 0, fixed = 0;
};

std::map<int, Census> read_census() {
  const auto dir = testing::shared_data_dir();
  std::map<int, Census> census;
  if (!dir) return census;
  std::ifstream in(*dir / "polyomino" / "polyomino_census.tsv");
  std::string line;
  std::getline(in, line);  // header
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    int cells = 0;
    Census row;
    if (fields >> cells >> row.free >> row.one_sided >> row.fixed) census[cells] = row;
  }
  return census;
}

TEST(Generator, CountsMatchTheCensus) {
  const auto census = read_census();
  if (census.empty()) GTEST_SKIP() << "../shared/data/polyomino/polyomino_census.tsv is absent";
  ASSERT_EQ(census.size(), 3u);
  for (const auto& [cells, row] : census) {
    EXPECT_EQ(fixed_polyominoes(cells).size(), row.fixed) << cells << " cells";
    EXPECT_EQ(polyominoes(cells, PieceKind::kOneSided).size(), row.one_sided) << cells;
    EXPECT_EQ(polyominoes(cells, PieceKind::kFree).size(), row.free) << cells;
    // Each free piece's orientations, added up, are the fixed polyominoes.
    std::size_t orientation_total = 0;
    for (const Shape& shape : polyominoes(cells, PieceKind::kFree)) {
      orientation_total += orientations(shape, PieceKind::kFree).size();
    }
    EXPECT_EQ(orientation_total, row.fixed) << cells;
  }
}

TEST(Generator, NamedSetsHoldEveryPolyominoOnce) {
  const auto census = read_census();
  if (census.empty()) GTEST_SKIP() << "../shared/data/polyomino/polyomino_census.tsv is absent";
  const std::map<int, std::string> size_names = {{1, "monominoes"},  {2, "dominoes"},
                                                 {3, "trominoes"},   {4, "tetrominoes"},
                                                 {5, "pentominoes"}, {6, "hexominoes"}};
  for (const auto& [cells, name] : size_names) {
    for (PieceKind kind : {PieceKind::kFree, PieceKind::kOneSided}) {
      const std::string set_name = (kind == PieceKind::kFree ? "" : "one-sided-") + name;
      const auto set = named_piece_set(set_name);
      ASSERT_TRUE(set.has_value()) << set_name;
      EXPECT_EQ(set->kind, kind);
      std::set<Shape> forms;
      std::set<char> names;
      for (const Piece& piece : set->pieces) {
        EXPECT_EQ(piece.shape.size(), static_cast<std::size_t>(cells)) << set_name;
        EXPECT_EQ(piece.copies, 1);
        forms.insert(canonical_form(piece.shape, kind));
        names.insert(piece.name);
        EXPECT_TRUE(std::isalnum(static_cast<unsigned char>(piece.name))) << set_name;
      }
      const auto all = polyominoes(cells, kind);
      EXPECT_EQ(forms, std::set<Shape>(all.begin(), all.end())) << set_name;
      EXPECT_EQ(forms.size(), set->pieces.size()) << set_name << ": a polyomino twice";
      EXPECT_EQ(names.size(), set->pieces.size()) << set_name << ": a name twice";
      if (census.count(cells) != 0) {
        EXPECT_EQ(set->pieces.size(),
                  kind == PieceKind::kFree ? census.at(cells).free : census.at(cells).one_sided)
            << set_name;
      }
    }
  }
  EXPECT_FALSE(named_piece_set("heptominoes").has_value());
}

// The pentomino letters are the usual ones: each letter's piece has as many orientations as the
// letter's shape has (X one, I two, T U V W Z four, F L N P Y eight), and its mirror image is
// the lowercase piece in the one-sided set.
TEST(Generator, PentominoLettersAreTheUsualOnes) {
  const PieceSet set = *named_piece_set("pentominoes");
  std::string letters;
  for (const Piece& piece : set.pieces) letters += piece.name;
  EXPECT_EQ(letters, "FILNPTUVWXYZ");
  const std::map<char, std::size_t> expected = {{'F', 8}, {'I', 2}, {'L', 8}, {'N', 8},
                                                {'P', 8}, {'T', 4}, {'U', 4}, {'V', 4},
                                                {'W', 4}, {'X', 1}, {'Y', 8}, {'Z', 4}};
  for (const Piece& piece : set.pieces) {
    EXPECT_EQ(orientations(piece.shape, PieceKind::kFree).size(), expected.at(piece.name))
        << piece.name;
  }
  // Shapes that say which letter is which, beyond the counts.
  auto shape_named = [&](char name) {
    return std::find_if(set.pieces.begin(), set.pieces.end(),
                        [name](const Piece& p) { return p.name == name; })
        ->shape;
  };
  EXPECT_EQ(canonical_form(shape_named('X'), PieceKind::kFree), shape_of(".#.|###|.#."));
  EXPECT_EQ(canonical_form(shape_named('U'), PieceKind::kFree),
            canonical_form(shape_of("#.#|###"), PieceKind::kFree));
  EXPECT_EQ(canonical_form(shape_named('W'), PieceKind::kFree),
            canonical_form(shape_of("#..|##.|.##"), PieceKind::kFree));
  const PieceSet one_sided = *named_piece_set("one-sided-pentominoes");
  std::string one_sided_names;
  for (const Piece& piece : one_sided.pieces) one_sided_names += piece.name;
  EXPECT_EQ(one_sided_names, "FfILlNnPpTUVWXYyZz");
}

// ---- Boards ---------------------------------------------------------------------------------

Board board_from(const std::string& text) {
  std::istringstream in(text);
  return read_board(in, "b.txt");
}

// The InputError a board text gives, as "line: message".
std::string board_error(const std::string& text) {
  try {
    board_from(text);
  } catch (const InputError& e) {
    return std::to_string(e.line()) + ": " + e.message();
  }
  return "no error";
}

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

// ---- Pieces ---------------------------------------------------------------------------------

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

// ---- Symmetry -------------------------------------------------------------------------------

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

// ---- The parity argument ----------------------------------------------------------------------

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

// ---- The checker ----------------------------------------------------------------------------

std::vector<PlacedPiece> placed_of(const PolyominoModel& model, SolutionView solution);

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
  for (auto& square : off_board[0].squares) square.first += 6;
  EXPECT_NE(check_tiling(board, pieces, false, off_board), std::nullopt);

  // Moving one square of a piece to another free-looking place breaks its shape.
  auto reshaped = tiling;
  std::swap(reshaped[0].squares[0], reshaped[1].squares[0]);
  EXPECT_NE(check_tiling(board, pieces, false, reshaped), std::nullopt);

  // A mirrored piece is fine for a free piece, not for a one-sided one.
  const Board mirror_f = board_from("FF.\n.FF\n.F.\n");  // F is drawn .FF|FF.|.F.
  std::istringstream none;
  PieceSet f = pieces_from_spec("F", none);
  const std::vector<PlacedPiece> mirrored = {{0, {{0, 0}, {0, 1}, {1, 1}, {1, 2}, {2, 1}}}};
  EXPECT_EQ(check_tiling(mirror_f, f, false, mirrored), std::nullopt);
  f.kind = PieceKind::kOneSided;
  const auto one_sided = check_tiling(mirror_f, f, false, mirrored);
  ASSERT_TRUE(one_sided.has_value());
  EXPECT_NE(one_sided->find("not a turned image"), std::string::npos) << *one_sided;
}

// ---- The model against a brute-force tiler ----------------------------------------------------

// Tilings found by the test's own search: fill the first empty cell (row by row) with each piece
// still available, in each orientation, anchored by its first cell. Each tiling is found once, as
// a set of (piece, cells). Orientations are computed here with the test's own turn and mirror.
using Tiling = std::set<std::pair<int, std::set<std::pair<int, int>>>>;

std::vector<std::pair<int, int>> sorted_at_origin(std::vector<std::pair<int, int>> squares) {
  int top = 1 << 20, left = 1 << 20;
  for (auto [r, c] : squares) top = std::min(top, r), left = std::min(left, c);
  for (auto& [r, c] : squares) r -= top, c -= left;
  std::sort(squares.begin(), squares.end());
  return squares;
}

std::vector<std::vector<std::pair<int, int>>> test_orientations(const Shape& shape, bool free) {
  std::set<std::vector<std::pair<int, int>>> found;
  std::vector<std::pair<int, int>> squares;
  for (const Cell& cell : shape) squares.emplace_back(cell.row, cell.column);
  for (int side = 0; side < (free ? 2 : 1); ++side) {
    auto turned = squares;
    if (side == 1) {
      for (auto& s : turned) s.second = -s.second;
    }
    for (int turn = 0; turn < 4; ++turn) {
      found.insert(sorted_at_origin(turned));
      for (auto& s : turned) s = {s.second, -s.first};
    }
  }
  return {found.begin(), found.end()};
}

void brute_force(const Board& board, const PieceSet& pieces, std::vector<int>& left,
                 std::set<std::pair<int, int>>& filled, Tiling& current,
                 std::vector<Tiling>& tilings) {
  int row = -1, column = -1;
  for (const Cell& cell : board.cells()) {
    if (filled.count({cell.row, cell.column}) == 0) {
      row = cell.row, column = cell.column;
      break;
    }
  }
  if (row < 0) {
    tilings.push_back(current);
    return;
  }
  for (std::size_t p = 0; p < pieces.pieces.size(); ++p) {
    if (left[p] == 0) continue;
    for (const auto& orientation :
         test_orientations(pieces.pieces[p].shape, pieces.kind == PieceKind::kFree)) {
      std::set<std::pair<int, int>> squares;
      bool fits = true;
      for (auto [r, c] : orientation) {
        const std::pair<int, int> square{r - orientation[0].first + row,
                                         c - orientation[0].second + column};
        fits = fits && board.contains(square.first, square.second) && filled.count(square) == 0;
        squares.insert(square);
      }
      if (!fits) continue;
      --left[p];
      filled.insert(squares.begin(), squares.end());
      const auto placed = std::make_pair(static_cast<int>(p), squares);
      current.insert(placed);
      brute_force(board, pieces, left, filled, current, tilings);
      current.erase(placed);
      for (const auto& square : squares) filled.erase(square);
      ++left[p];
    }
  }
}

// The classes of tilings under the board's symmetries, as the test computes them: each motion
// that maps the board onto itself maps a tiling to a tiling, its pieces to the piece of the same
// (one-sided or free) shape.
std::size_t brute_force_classes(const Board& board, const PieceSet& pieces,
                                const std::vector<Tiling>& tilings) {
  std::set<std::pair<int, int>> cells;
  for (const Cell& cell : board.cells()) cells.insert({cell.row, cell.column});
  std::set<Tiling> seen;
  std::size_t classes = 0;
  for (const Tiling& tiling : tilings) {
    if (seen.count(tiling) != 0) continue;
    ++classes;
    for (int motion = 0; motion < 8; ++motion) {
      auto move = [motion](std::pair<int, int> s) {
        if (motion >= 4) s.second = -s.second;
        for (int k = 0; k < motion % 4; ++k) s = {s.second, -s.first};
        return s;
      };
      std::vector<std::pair<int, int>> image_cells;
      for (auto s : cells) image_cells.push_back(move(s));
      int top = 1 << 20, left = 1 << 20;
      for (auto [r, c] : image_cells) top = std::min(top, r), left = std::min(left, c);
      std::set<std::pair<int, int>> shifted;
      for (auto [r, c] : image_cells) shifted.insert({r - top, c - left});
      if (shifted != cells) continue;
      Tiling image;
      bool valid = true;
      for (const auto& [piece, squares] : tiling) {
        std::set<std::pair<int, int>> moved_squares;
        std::vector<std::pair<int, int>> shape;
        for (auto s : squares) {
          auto m = move(s);
          moved_squares.insert({m.first - top, m.second - left});
          shape.push_back(m);
        }
        // The piece whose allowed orientations include the moved shape.
        int image_piece = -1;
        for (std::size_t q = 0; q < pieces.pieces.size(); ++q) {
          const auto all =
              test_orientations(pieces.pieces[q].shape, pieces.kind == PieceKind::kFree);
          if (std::find(all.begin(), all.end(), sorted_at_origin(shape)) != all.end()) {
            image_piece = static_cast<int>(q);
          }
        }
        valid = valid && image_piece >= 0;
        image.insert({image_piece, moved_squares});
      }
      if (valid) seen.insert(image);
    }
  }
  return classes;
}

std::vector<PlacedPiece> placed_of(const PolyominoModel& model, SolutionView solution) {
  std::vector<PlacedPiece> placed;
  for (const Placement* placement : decode(model, solution)) {
    PlacedPiece piece{placement->piece, {}};
    for (int cell : placement->cells) {
      const Cell& at = model.board.cells()[static_cast<std::size_t>(cell)];
      piece.squares.emplace_back(at.row, at.column);
    }
    placed.push_back(piece);
  }
  return placed;
}

// Solutions the model counts (through counts_for_its_class, as Job.accept does), each checked.
std::uint64_t model_count(const Board& board, const PieceSet& pieces, ModelOptions options) {
  const PolyominoModel model = build_model(board, pieces, options);
  Solver solver(model.problem);
  std::uint64_t count = 0;
  solver.search([&](SolutionView solution) {
    if (counts_for_its_class(model, solution)) ++count;
    EXPECT_EQ(
        check_tiling(model.board, model.pieces, options.at_most_once, placed_of(model, solution)),
        std::nullopt);
    return VisitControl::kContinue;
  });
  return count;
}

struct SmallCase {
  const char* name;
  const char* board;   // a name or a drawing
  const char* pieces;  // a spec
  bool at_most_once;
  friend void PrintTo(const SmallCase& c, std::ostream* os) { *os << c.name; }
};

class AgainstBruteForce : public ::testing::TestWithParam<SmallCase> {};

TEST_P(AgainstBruteForce, CountsInAllAndUpToSymmetry) {
  const SmallCase& c = GetParam();
  std::istringstream none;
  Board board = named_board(c.board) ? *named_board(c.board) : board_from(c.board);
  const PieceSet pieces = pieces_from_spec(c.pieces, none);
  std::vector<int> left;
  for (const Piece& piece : pieces.pieces) left.push_back(piece.copies);
  std::set<std::pair<int, int>> filled;
  Tiling current;
  std::vector<Tiling> tilings;
  brute_force(board, pieces, left, filled, current, tilings);
  if (!c.at_most_once) {
    // Without --at-most-once, only tilings that use every piece count.
    std::erase_if(tilings, [&](const Tiling& t) {
      return static_cast<int>(t.size()) != pieces.total_pieces();
    });
  }
  const std::size_t classes = brute_force_classes(board, pieces, tilings);
  ASSERT_GT(tilings.size(), 0u) << "a case with no tiling tests little";

  ModelOptions options;
  options.at_most_once = c.at_most_once;
  EXPECT_EQ(model_count(board, pieces, options), tilings.size());
  options.distinct = true;
  EXPECT_EQ(model_count(board, pieces, options), classes);
  options.method = DistinctMethod::kFilter;
  EXPECT_EQ(model_count(board, pieces, options), classes);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, AgainstBruteForce,
    ::testing::Values(
        // Copies and many symmetric tilings: no piece can be restricted, everything is filtered.
        SmallCase{"Dominoes4x4", "4x4", "dominoes:DDDDDDDD", false},
        // X at the centre of a square is fixed by all 8 symmetries: the filter under its
        // stabilizer is what keeps the count right (the pinwheel of four P is itself symmetric).
        SmallCase{"PinwheelOn5x5", "5x5", "pentominoes:XPPPP", false},
        SmallCase{"PentominoesOn5x5", "5x5", "pentominoes:XUUPP", false},
        SmallCase{"TetrominoesOnARing", "XXXXXX\nXXXXXX\nXX..XX\nXX..XX\nXXXXXX\nXXXXXX\n",
                  "tetrominoes:IILLLLTT", false},
        SmallCase{"CopiesOnARing", "XXXXXX\nXXXXXX\nXX..XX\nXX..XX\nXXXXXX\nXXXXXX\n",
                  "tetrominoes:OOLLLLSS", false},
        // One-sided pieces: a mirror maps L to J, and the set has as many of each.
        SmallCase{"OneSidedTetrominoes", "4x4", "one-sided-tetrominoes:LLJJ", false},
        SmallCase{"OneSidedWithoutMirrors", "4x4", "one-sided-tetrominoes:LLLL", false},
        // Pieces left over, and the restricted piece possibly unused.
        SmallCase{"AtMostOnce", "4x4", "tetrominoes:IOTSLLL", true},
        SmallCase{"AtMostOncePentominoes", "5x4", "pentominoes", true},
        // An irregular board: one symmetry only.
        SmallCase{"Irregular", "XXX..\nXXXXX\nXXXXX\nXXXXX\n", "trominoes:IIIILL", false}),
    [](const ::testing::TestParamInfo<SmallCase>& info) { return info.param.name; });

TEST(Model, CopiesAreNotToldApart) {
  // Two copies of a piece are one item each, ordered by their first cells: a tiling is found once.
  std::istringstream none;
  const PolyominoModel model =
      build_model(Board(2, 4, "2x4"), pieces_from_spec("dominoes:DDDD", none), {});
  Solver solver(model.problem);
  EXPECT_EQ(solver.count().stats.solutions, 5u);  // domino tilings of 2x4 (Fibonacci)
  EXPECT_FALSE(model.needs_filter);
}

TEST(Model, TooLargeIsRefusedBeforeBuilding) {
  std::istringstream none;
  EXPECT_THROW(build_model(Board(1000, 100, "big"), pieces_from_spec("hexominoes", none), {}),
               ModelTooLarge);
}

}  // namespace
}  // namespace dlx::polyomino
