// The model (polyomino_model.cpp) against a brute-force tiler written here from the rules: counts
// in all and up to symmetry, on the square grid and on a cubic one; copies; limits.
#include <gtest/gtest.h>

#include <dlx/solver.hpp>

#include <algorithm>
#include <array>
#include <functional>
#include <set>
#include <sstream>
#include <stdexcept>
#include <utility>

#include "encoders/polyomino/burnside_count.hpp"
#include "encoders/polyomino/cubic_grid.hpp"
#include "encoders/polyomino/piece_library.hpp"
#include "encoders/polyomino/polyform.hpp"
#include "encoders/polyomino/polyomino_model.hpp"
#include "encoders/polyomino/specs.hpp"
#include "encoders/polyomino/tiling_checker.hpp"
#include "tests/encoders/polyomino/test_helpers.hpp"

namespace dlx::polyomino::polyomino_model_test {
namespace {

using testing::board_from;
using testing::cubic_box;
using testing::placed_of;

// The motions the brute force uses, as functions on cells, written in this test: for the square
// grid its own turn and mirror; for the cubic grid, the test grid's motions.
using Motion = std::function<Cell(Cell)>;

std::vector<Motion> square_motions() {
  std::vector<Motion> motions;
  for (int motion = 0; motion < 8; ++motion) {
    motions.push_back([motion](Cell c) {
      if (motion >= 4) c.column = -c.column;
      for (int k = 0; k < motion % 4; ++k) c = Cell{c.column, -c.row};
      return c;
    });
  }
  return motions;
}

std::vector<Motion> cubic_motions() {
  std::vector<Motion> motions;
  const Geometry& grid = cubic_grid();
  for (int motion = 0; motion < grid.motion_count(); ++motion) {
    motions.push_back([&grid, motion](Cell c) { return grid.moved(c, motion); });
  }
  return motions;
}

// The triangular grid's twelve motions, from the triangles' corners: a triangle is its three
// lattice corners (up (x, y): (x, y), (x + 1, y), (x, y + 1); down: (x + 1, y), (x + 1, y + 1),
// (x, y + 1)); a motion moves the corners by a linear map of the lattice fixing (0, 0) and the
// triangle is read back from them.
std::vector<Motion> triangular_motions() {
  using Corner = std::pair<int, int>;  // (x, y)
  auto corners = [](Cell c) {
    const int x = c.column, y = c.row;
    return c.kind == 0
               ? std::array<Corner, 3>{Corner{x, y}, Corner{x + 1, y}, Corner{x, y + 1}}
               : std::array<Corner, 3>{Corner{x + 1, y}, Corner{x + 1, y + 1}, Corner{x, y + 1}};
  };
  auto triangle = [](std::array<Corner, 3> points) {
    std::sort(points.begin(), points.end());
    // Up: the least corner (x, y), then (x, y + 1) and (x + 1, y). Down: (x, y + 1) least, with
    // (x + 1, y) and (x + 1, y + 1).
    const auto [x0, y0] = points[0];
    if (points[1] == Corner{x0, y0 + 1} && points[2] == Corner{x0 + 1, y0})
      return Cell{y0, x0, 0, 0};
    return Cell{y0 - 1, x0, 0, 1};
  };
  std::vector<Motion> motions;
  for (int mirror = 0; mirror < 2; ++mirror) {
    for (int turns = 0; turns < 6; ++turns) {
      motions.push_back([=](Cell c) {
        std::array<Corner, 3> points = corners(c);
        for (Corner& p : points) {
          if (mirror) std::swap(p.first, p.second);
          for (int t = 0; t < turns; ++t) p = Corner{-p.second, p.first + p.second};
        }
        return triangle(points);
      });
    }
  }
  return motions;
}

// The hexagonal grid's twelve motions, in cube coordinates (x, y, -x - y): a sixth of a turn
// cycles the three coordinates and negates them, a mirror swaps two.
std::vector<Motion> hexagonal_motions() {
  std::vector<Motion> motions;
  for (int mirror = 0; mirror < 2; ++mirror) {
    for (int turns = 0; turns < 6; ++turns) {
      motions.push_back([=](Cell c) {
        std::array<int, 3> cube = {c.column, c.row, -c.column - c.row};
        if (mirror) std::swap(cube[0], cube[1]);
        for (int t = 0; t < turns; ++t) cube = {-cube[1], -cube[2], -cube[0]};
        return Cell{cube[1], cube[0]};
      });
    }
  }
  return motions;
}

std::vector<Cell> sorted_at_origin(std::vector<Cell> cells) {
  Cell least = cells.front();
  for (const Cell& c : cells) {
    least.row = std::min(least.row, c.row);
    least.column = std::min(least.column, c.column);
    least.layer = std::min(least.layer, c.layer);
  }
  for (Cell& c : cells) c.row -= least.row, c.column -= least.column, c.layer -= least.layer;
  std::sort(cells.begin(), cells.end());
  return cells;
}

// The positions of a piece: its images under the rotations (the first `rotations` motions), or
// under every motion for a free piece.
std::vector<std::vector<Cell>> test_orientations(const Shape& shape, bool free,
                                                 const std::vector<Motion>& motions,
                                                 std::size_t rotations) {
  std::set<std::vector<Cell>> found;
  for (std::size_t m = 0; m < (free ? motions.size() : rotations); ++m) {
    std::vector<Cell> image;
    for (const Cell& cell : shape) image.push_back(motions[m](cell));
    found.insert(sorted_at_origin(image));
  }
  return {found.begin(), found.end()};
}

// Tilings found by the test's own search: fill the first empty cell (in the board's order) with
// each piece still available, in each orientation, anchored by its first cell. Each tiling is
// found once, as a set of (piece, cells).
using Tiling = std::set<std::pair<int, std::set<Cell>>>;

struct BruteForce {
  const Board& board;
  const PieceSet& pieces;
  std::vector<Motion> motions;
  std::size_t rotations;
  std::vector<Tiling> tilings;

  void search(std::vector<int>& left, std::set<Cell>& filled, Tiling& current) {
    const Cell* empty = nullptr;
    for (const Cell& cell : board.cells()) {
      if (filled.count(cell) == 0) {
        empty = &cell;
        break;
      }
    }
    if (empty == nullptr) {
      tilings.push_back(current);
      return;
    }
    for (std::size_t p = 0; p < pieces.pieces.size(); ++p) {
      if (left[p] == 0) continue;
      for (const auto& orientation : test_orientations(
               pieces.pieces[p].shape, pieces.kind == PieceKind::kFree, motions, rotations)) {
        // The piece's least cell covers the first empty cell; a translation keeps kinds.
        if (orientation[0].kind != empty->kind) continue;
        std::set<Cell> cells;
        bool fits = true;
        for (const Cell& c : orientation) {
          const Cell cell{c.row - orientation[0].row + empty->row,
                          c.column - orientation[0].column + empty->column,
                          c.layer - orientation[0].layer + empty->layer, c.kind};
          fits = fits && board.contains(cell) && filled.count(cell) == 0;
          cells.insert(cell);
        }
        if (!fits) continue;
        --left[p];
        filled.insert(cells.begin(), cells.end());
        const auto placed = std::make_pair(static_cast<int>(p), cells);
        current.insert(placed);
        search(left, filled, current);
        current.erase(placed);
        for (const Cell& cell : cells) filled.erase(cell);
        ++left[p];
      }
    }
  }

  void run() {
    std::vector<int> left;
    for (const Piece& piece : pieces.pieces) left.push_back(piece.copies);
    std::set<Cell> filled;
    Tiling current;
    search(left, filled, current);
  }

  // The classes of the tilings under the board's symmetries, as the test computes them: each
  // motion that maps the board onto itself maps a tiling to a tiling, its pieces to the piece of
  // the same (one-sided or free) shape.
  std::size_t classes() const {
    const std::set<Cell> cells(board.cells().begin(), board.cells().end());
    std::set<Tiling> seen;
    std::size_t count = 0;
    for (const Tiling& tiling : tilings) {
      if (seen.count(tiling) != 0) continue;
      ++count;
      for (const Motion& move : motions) {
        std::vector<Cell> image_cells;
        for (const Cell& c : cells) image_cells.push_back(move(c));
        Cell shift = image_cells.front();
        for (const Cell& c : image_cells) {
          shift.row = std::min(shift.row, c.row);
          shift.column = std::min(shift.column, c.column);
          shift.layer = std::min(shift.layer, c.layer);
        }
        auto shifted = [&shift](Cell c) {
          return Cell{c.row - shift.row, c.column - shift.column, c.layer - shift.layer, c.kind};
        };
        std::set<Cell> moved_board;
        for (const Cell& c : image_cells) moved_board.insert(shifted(c));
        if (moved_board != cells) continue;
        Tiling image;
        bool valid = true;
        for (const auto& [piece, piece_cells] : tiling) {
          std::set<Cell> moved_cells;
          std::vector<Cell> shape;
          for (const Cell& c : piece_cells) {
            moved_cells.insert(shifted(move(c)));
            shape.push_back(move(c));
          }
          // The piece whose allowed orientations include the moved shape.
          int image_piece = -1;
          for (std::size_t q = 0; q < pieces.pieces.size(); ++q) {
            const auto all = test_orientations(pieces.pieces[q].shape,
                                               pieces.kind == PieceKind::kFree, motions, rotations);
            if (std::find(all.begin(), all.end(), sorted_at_origin(shape)) != all.end()) {
              image_piece = static_cast<int>(q);
            }
          }
          valid = valid && image_piece >= 0;
          image.insert({image_piece, moved_cells});
        }
        if (valid) seen.insert(image);
      }
    }
    return count;
  }
};

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

// The classes by Burnside's lemma (burnside_count.hpp): the counts of its models, each by the
// engine, memoized or not, added up; the sum must be |G| times a whole number.
std::uint64_t burnside_count(const Board& board, const PieceSet& pieces, ModelOptions options,
                             DistinctMethod method, Memo memo) {
  options.distinct = true;
  options.method = method;
  const PolyominoModel model = build_model(board, pieces, options);
  const std::optional<BurnsideModels> models = burnside_models(model);
  EXPECT_TRUE(models.has_value());
  if (!models) return 0;
  EXPECT_EQ(models->group_order, model.symmetries.size());
  std::uint64_t sum = 0;
  for (const auto& [problem, weight] : models->models) {
    SolverOptions solver_options;
    solver_options.memo = memo;
    Solver solver(*problem, solver_options);
    const SearchResult result = solver.count();
    EXPECT_TRUE(result.complete());
    sum += result.stats.solutions * weight;
  }
  EXPECT_EQ(sum % models->group_order, 0u)
      << sum << " tilings fixed, " << models->group_order << " symmetries";
  return sum / models->group_order;
}

// The model's counts, in all and up to symmetry by both methods, against the brute force.
void expect_counts_as_brute_force(const Board& board, const PieceSet& pieces, bool at_most_once,
                                  BruteForce& brute) {
  brute.run();
  if (!at_most_once) {
    // Without --at-most-once, only tilings that use every piece count.
    std::erase_if(brute.tilings, [&](const Tiling& t) {
      return static_cast<int>(t.size()) != pieces.total_pieces();
    });
  }
  const std::size_t classes = brute.classes();
  ASSERT_GT(brute.tilings.size(), 0u) << "a case with no tiling tests little";

  ModelOptions options;
  options.at_most_once = at_most_once;
  EXPECT_EQ(model_count(board, pieces, options), brute.tilings.size());
  options.distinct = true;
  EXPECT_EQ(model_count(board, pieces, options), classes);
  options.method = DistinctMethod::kFilter;
  EXPECT_EQ(model_count(board, pieces, options), classes);
  // Over the whole group on every placement, and with a piece restricted (Burnside's lemma
  // within the stabilizers of its symmetric kept placements).
  for (const DistinctMethod method : {DistinctMethod::kFilter, DistinctMethod::kRestrict}) {
    EXPECT_EQ(burnside_count(board, pieces, options, method, Memo::kOn), classes);
    EXPECT_EQ(burnside_count(board, pieces, options, method, Memo::kOff), classes);
  }
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
  const Board board = named_board(c.board) ? *named_board(c.board) : board_from(c.board);
  const PieceSet pieces = pieces_from_spec(c.pieces, none);
  BruteForce brute{board, pieces, square_motions(), 4, {}};
  expect_counts_as_brute_force(board, pieces, c.at_most_once, brute);
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
        // Copies left over: Burnside's models split them among orbit sizes, at most as many.
        SmallCase{"AtMostOnceWithCopies", "4x4", "tetrominoes:OOOIIITT", true},
        // An irregular board: one symmetry only.
        SmallCase{"Irregular", "XXX..\nXXXXX\nXXXXX\nXXXXX\n", "trominoes:IIIILL", false}),
    [](const ::testing::TestParamInfo<SmallCase>& info) { return info.param.name; });

TEST(Model, CopiesAreNotToldApart) {
  // Four dominoes on 2x4: the cells alone say how many fill the board, so there is no piece item,
  // and each tiling is one set of placements, found once.
  std::istringstream none;
  const PolyominoModel model =
      build_model(Board(2, 4, "2x4"), pieces_from_spec("dominoes:DDDD", none), {});
  EXPECT_EQ(model.problem.primary_count(), 8u);
  EXPECT_FALSE(model.piece_item[0].valid());
  Solver solver(model.problem);
  EXPECT_EQ(solver.count().stats.solutions, 5u);  // domino tilings of 2x4 (Fibonacci)
  EXPECT_FALSE(model.needs_filter);
}

TEST(Model, TheCheckIsCalledWhileBuildingAndMayStopIt) {
  // Hexominoes on 30x30 (tens of thousands of placements): the check runs while they are counted,
  // listed and added, and what it throws stops the building.
  std::istringstream none;
  int checks = 0;
  const PolyominoModel model = build_model(
      Board(30, 30, "30x30"), pieces_from_spec("hexominoes", none), {}, [&] { ++checks; });
  const long placements = static_cast<long>(model.problem.option_count());
  EXPECT_GT(placements, 3 * 4096);
  EXPECT_GE(checks, 2 * (placements / 4096));
  struct Stop {};
  EXPECT_THROW(build_model(Board(30, 30, "30x30"), pieces_from_spec("hexominoes", none), {},
                           [] { throw Stop{}; }),
               Stop);
}

TEST(Model, CopiesShareOneItemWithAMultiplicity) {
  std::istringstream none;
  // Two kinds of pieces with copies: each kind one item, covered as often as it has copies.
  const PolyominoModel exact =
      build_model(Board(4, 4, "4x4"), pieces_from_spec("tetrominoes:OOLL", none), {});
  ASSERT_EQ(exact.pieces.pieces.size(), 2u);
  for (std::size_t p = 0; p < 2; ++p) {
    ASSERT_TRUE(exact.piece_item[p].valid());
    EXPECT_EQ(exact.problem.multiplicity(exact.piece_item[p]), (Multiplicity{2, 2}));
  }
  EXPECT_TRUE(exact.problem.has_multiplicities());
  // With --at-most-once, at most as often; and no item when the board holds no more copies than
  // there are (4x4 holds four tetrominoes).
  ModelOptions some;
  some.at_most_once = true;
  const PolyominoModel bounded =
      build_model(Board(4, 4, "4x4"), pieces_from_spec("tetrominoes:OOTTTT", none), some);
  ASSERT_EQ(bounded.pieces.pieces.size(), 2u);
  ASSERT_TRUE(bounded.piece_item[0].valid());  // O: 2 copies, the board could hold 4
  EXPECT_EQ(bounded.problem.multiplicity(bounded.piece_item[0]), (Multiplicity{0, 2}));
  EXPECT_FALSE(bounded.piece_item[1].valid());  // T: 4 copies, as many as fit
  // One copy with --at-most-once: a secondary item, as Knuth has it.
  const PolyominoModel single =
      build_model(Board(4, 4, "4x4"), pieces_from_spec("tetrominoes:OT", none), some);
  EXPECT_EQ(single.problem.item_kind(single.piece_item[0]), ItemKind::kSecondary);
}

TEST(Model, DecodedCopiesAreNumberedByTheirFirstCells) {
  std::istringstream none;
  const PolyominoModel model =
      build_model(Board(4, 4, "4x4"), pieces_from_spec("tetrominoes:OOLL", none), {});
  Solver solver(model.problem);
  std::size_t tilings = 0;
  solver.search([&](SolutionView solution) {
    ++tilings;
    const std::vector<Placement> placed = decode(model, solution);
    for (const Placement& a : placed) {
      for (const Placement& b : placed) {
        if (&a == &b || a.piece != b.piece) continue;
        EXPECT_NE(a.copy, b.copy);
        EXPECT_EQ(a.copy < b.copy, a.cells.front() < b.cells.front());
      }
    }
    return VisitControl::kContinue;
  });
  EXPECT_GT(tilings, 0u);
}

TEST(Model, TooLargeIsRefusedBeforeBuilding) {
  std::istringstream none;
  EXPECT_THROW(build_model(Board(1000, 100, "big"), pieces_from_spec("hexominoes", none), {}),
               ModelTooLarge);
}

// The same model, the same symmetry reduction and the same checker on a cubic grid: only the
// geometry differs. Boxes filled with polycubes, copies included, against the brute force.
TEST(Model, AnyGridAgainstBruteForce) {
  struct SpaceCase {
    Board box;
    Shape shape;
    int copies;
  };
  const Shape domino = normalized({{0, 0, 0}, {0, 1, 0}});
  const Shape flat_l = normalized({{0, 0, 0}, {1, 0, 0}, {2, 0, 0}, {2, 1, 0}});
  const Shape bent = normalized({{0, 0, 0}, {1, 0, 0}, {1, 1, 0}});
  for (const SpaceCase& c :
       {SpaceCase{cubic_box(2, 2, 3), domino, 6}, SpaceCase{cubic_box(2, 4, 2), flat_l, 4},
        SpaceCase{cubic_box(2, 2, 3), bent, 4}}) {
    SCOPED_TRACE(c.box.label());
    PieceSet pieces;
    pieces.geometry = &cubic_grid();
    pieces.source = "test";
    pieces.pieces = {Piece{'A', c.shape, c.copies}};
    BruteForce brute{c.box, pieces, cubic_motions(), 24, {}};
    expect_counts_as_brute_force(c.box, pieces, false, brute);
  }
}

// And on the triangular and hexagonal grids, with the test's own motions.
TEST(Model, TrianglesAndHexagonsAgainstBruteForce) {
  struct PlaneCase {
    const Polyform& family;
    const char* board;
    const char* pieces;
    bool at_most_once;
  };
  for (const PlaneCase& c :
       {PlaneCase{polyiamonds_family(), "2x2", "tetriamonds:II", false},
        PlaneCase{polyiamonds_family(), "4x3", "hexiamonds:IIVV", false},  // symmetric tilings
        PlaneCase{polyiamonds_family(), "6x2", "hexiamonds:IIVV", false},
        PlaneCase{polyiamonds_family(), "4x3", "one-sided-hexiamonds:IiVV", false},
        PlaneCase{polyiamonds_family(), "4x3", "hexiamonds:IIVVX", true},
        PlaneCase{polyhexes_family(), "3x2", "trihexes:VV", false},
        PlaneCase{polyhexes_family(), "4x3", "tetrahexes:PPP", false},
        PlaneCase{polyhexes_family(), "4x3", "tetrahexes:IJPSUYO", true}}) {
    SCOPED_TRACE(std::string(c.board) + " " + c.pieces);
    std::istringstream none;
    const Board board = board_from_spec(c.board, none, c.family);
    const PieceSet pieces = pieces_from_spec(c.pieces, none, c.family);
    BruteForce brute{
        board,
        pieces,
        &c.family == &polyiamonds_family() ? triangular_motions() : hexagonal_motions(),
        6,
        {}};
    expect_counts_as_brute_force(board, pieces, c.at_most_once, brute);
  }
}

TEST(Model, BurnsideLeavesManySplitsToTheFilter) {
  // Monominoes and L trominoes with copies on a square: a diagonal mirror fixes placements of
  // both (a monomino on the diagonal, an L with its corner there), so each piece's copies split
  // among orbits of one and two placements in many ways, whose product makes the models.
  auto pieces = [](int monominoes, int trominoes) {
    PieceSet set;
    set.source = "test";
    set.pieces = {Piece{'M', testing::shape_of("#"), monominoes},
                  Piece{'L', testing::shape_of("#.|##"), trominoes}};
    return set;
  };
  ModelOptions options;
  options.distinct = true;
  options.method = DistinctMethod::kFilter;
  // 10x10 with 40 M (21 splits) and 20 L (11 splits): 231 models, past kMaxModelsPerSymmetry.
  const PolyominoModel many = build_model(Board(10, 10, "10x10"), pieces(40, 20), options);
  EXPECT_FALSE(burnside_models(many).has_value());
  // 6x6 with 12 M (7 splits) and 8 L (5 splits): 35 models for each diagonal mirror, counted.
  const PolyominoModel fewer = build_model(Board(6, 6, "6x6"), pieces(12, 8), options);
  const std::optional<BurnsideModels> models = burnside_models(fewer);
  ASSERT_TRUE(models.has_value());
  EXPECT_GE(models->models.size(), 2u * 35u);
}

TEST(Model, PiecesAndBoardOfOneGrid) {
  std::istringstream none;
  EXPECT_THROW(build_model(cubic_box(2, 2, 2), pieces_from_spec("dominoes:DDDD", none), {}),
               std::invalid_argument);
}

}  // namespace
}  // namespace dlx::polyomino::polyomino_model_test
