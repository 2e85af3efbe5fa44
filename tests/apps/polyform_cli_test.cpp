// `dlx polycube`, `dlx polyiamond` and `dlx polyhex` as a user runs them. The counts are the
// published ones, each with its source in the table below. Listed solutions are judged by this
// file's own idea of the pieces and of the motions (not the encoder's): each placed piece must be
// its piece moved by one of the motions allowed and translated, every cell covered once, and with
// --distinct no two listed tilings alike under the board's symmetries, computed here.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include "tests/support/run_binary.hpp"
#include "tests/support/sanitized.hpp"
#include "tests/support/text_lines.hpp"
#include "tests/support/text_pattern.hpp"

namespace dlx::polyform_cli_test {
namespace {

using testing::leading_count;

using testing::Pattern;
using testing::run_dlx_binary;

// ---- Published counts -----------------------------------------------------------------------

struct Published {
  std::vector<std::string> arguments;  // after `dlx`; --count (and --distinct) are added
  unsigned long long distinct;         // up to the board's symmetries
  std::optional<unsigned long long> total;
  const char* source;
  // A second or more under the sanitizers (12 s for the five): left to the Release suite there,
  // where the smaller boards of each family run the same code.
  bool large = false;
};

// The sources, as stored public pages and files:
//   Soma: 240 "essentially distinct ways" (Conway and Guy, 1961), and the 48 symmetries of the
//     cube counted, 11,520 (E. W. Weisstein, MathWorld "Soma Cube", after Berlekamp, Conway and
//     Guy, Winning Ways, 1982; HAKMEM item 112, 1972).
//   Diabolical cube: 13 solutions, mirror pairs counted once (S. T. Coffin, The Puzzling World of
//     Polyhedral Dissections, chapter 3; Polyform Puzzler, puzzler/puzzles/polycubes_misc.py).
//   The twelve flat pentacubes: 2x3x10 12, 2x5x6 264, 3x4x5 3940 solutions (Wikipedia
//     "Pentomino", box filling puzzle, citing Barequet and Tal, Solving General Lattice Puzzles,
//     2010; Polyform Puzzler, puzzler/puzzles/solid_pentominoes.py).
//   Hexiamonds: 6x6 156, 4x9 74, 3x12 0, the trapezoid 76, the long hexagon 856, the crescent
//     87, the ring 0, the offset ring 11 (D. Goodger's Polyform Puzzler,
//     puzzler/puzzles/hexiamonds.py, whose coordinates these boards follow).
//   Tetrahexes: the 4x7 parallelogram 9, the triangle 0, the coin 4 (Polyform Puzzler,
//     puzzler/puzzles/tetrahexes.py).
const std::vector<Published>& published() {
  static const std::vector<Published> table = {
      {{"polycube", "soma"}, 240, 11520, "MathWorld Soma Cube"},
      {{"polycube", "diabolical"}, 13, std::nullopt, "Coffin, Puzzling World ch. 3"},
      {{"polycube", "2x3x10", "--pieces", "pentominoes"},
       12,
       std::nullopt,
       "Wikipedia Pentomino",
       true},
      {{"polycube", "2x5x6", "--pieces", "pentominoes"},
       264,
       std::nullopt,
       "Wikipedia Pentomino",
       true},
      {{"polyiamond", "6x6"}, 156, std::nullopt, "Polyform Puzzler hexiamonds.py", true},
      {{"polyiamond", "9x4"}, 74, std::nullopt, "Polyform Puzzler hexiamonds.py"},
      {{"polyiamond", "12x3"}, 0, std::nullopt, "Polyform Puzzler hexiamonds.py"},
      {{"polyiamond", "trapezoid"}, 76, std::nullopt, "Polyform Puzzler hexiamonds.py", true},
      {{"polyiamond", "long-hexagon"}, 856, std::nullopt, "Polyform Puzzler hexiamonds.py", true},
      {{"polyiamond", "crescent"}, 87, std::nullopt, "Polyform Puzzler hexiamonds.py"},
      {{"polyiamond", "ring"}, 0, std::nullopt, "Polyform Puzzler hexiamonds.py"},
      {{"polyiamond", "offset-ring"}, 11, std::nullopt, "Polyform Puzzler hexiamonds.py"},
      {{"polyhex", "7x4"}, 9, std::nullopt, "Polyform Puzzler tetrahexes.py"},
      {{"polyhex", "triangle"}, 0, std::nullopt, "Polyform Puzzler tetrahexes.py"},
      {{"polyhex", "coin"}, 4, std::nullopt, "Polyform Puzzler tetrahexes.py"},
  };
  return table;
}

void expect_count(std::vector<std::string> arguments, unsigned long long expected,
                  const char* source) {
  arguments.push_back("--count");
  const auto run = run_dlx_binary(arguments);
  std::string shown;
  for (const std::string& argument : arguments) shown += argument + " ";
  EXPECT_EQ(leading_count(run.out), expected)
      << shown << "(" << source << "): " << run.out << run.err;
  // No tiling: no solution found (exit 1), or none possible, said before the search.
  EXPECT_EQ(run.exit_code, expected == 0 ? 1 : 0) << shown;
}

TEST(PolyformCli, PublishedCounts) {
  for (const Published& row : published()) {
    if (row.large && testing::kSanitized) continue;
    std::vector<std::string> arguments = row.arguments;
    arguments.push_back("--distinct");
    if (row.distinct == 0) {
      // Impossible boards: the search says so (no parity argument answers these).
      const auto run = run_dlx_binary({row.arguments[0], row.arguments[1], "--count"});
      EXPECT_EQ(run.exit_code, 1) << row.arguments[1] << ": " << run.out;
      EXPECT_TRUE(run.out.starts_with("0 solutions") || run.out.starts_with("no solution"))
          << run.out;
      continue;
    }
    expect_count(arguments, row.distinct, row.source);
    if (row.total) expect_count(row.arguments, *row.total, row.source);
  }
}

TEST(PolyformCliSlow, PentacubesIn3x4x5) {
  // Wikipedia "Pentomino" (Barequet and Tal 2010): 3940.
  expect_count({"polycube", "3x4x5", "--pieces", "pentominoes", "--distinct"}, 3940,
               "Wikipedia Pentomino");
}

// ---- The test's own judge -------------------------------------------------------------------

using Point = std::array<int, 3>;  // (row, column, layer or kind)
using Piece = std::vector<Point>;
using Motion = std::function<Point(Point)>;

// Placements of one JSON solution line: each piece's name and cells.
std::vector<std::pair<char, Piece>> placements_of(const std::string& line) {
  std::vector<std::pair<char, Piece>> placed;
  const Pattern placement(
      "\\{\"piece\":\"(.)\",\"copy\":[0-9]+,\"cells\":\\[([-0-9,\\[\\]]*)\\]\\}");
  const Pattern cell("\\[(-?[0-9]+),(-?[0-9]+)(?:,(-?[0-9]+))?\\]");
  for (const auto& found : placement.all(line)) {
    Piece piece;
    for (const auto& c : cell.all(found[2])) {
      // The third group, when it took part, has a digit at least: "" is "not there".
      piece.push_back({std::stoi(c[1]), std::stoi(c[2]), c[3].empty() ? 0 : std::stoi(c[3])});
    }
    placed.emplace_back(found[1][0], piece);
  }
  return placed;
}

// Translated so that the least row, column and layer are 0 (the kind stays), sorted.
Piece at_origin(Piece cells, bool third_is_kind) {
  Point least = cells.front();
  for (const Point& p : cells) {
    for (std::size_t k = 0; k < 3; ++k) least[k] = std::min(least[k], p[k]);
  }
  for (Point& p : cells) {
    p[0] -= least[0], p[1] -= least[1];
    if (!third_is_kind) p[2] -= least[2];
  }
  std::sort(cells.begin(), cells.end());
  return cells;
}

std::set<Piece> images(const Piece& piece, const std::vector<Motion>& motions, bool kind) {
  std::set<Piece> all;
  for (const Motion& motion : motions) {
    Piece moved;
    for (const Point& p : piece) moved.push_back(motion(p));
    all.insert(at_origin(moved, kind));
  }
  return all;
}

// The 24 rotations of space, as products of quarter turns about two axes (closure).
std::vector<Motion> cube_rotations() {
  using Map = std::array<std::array<int, 3>, 3>;
  auto apply = [](const Map& m, Point p) {
    Point q{};
    for (std::size_t i = 0; i < 3; ++i) q[i] = m[i][0] * p[0] + m[i][1] * p[1] + m[i][2] * p[2];
    return q;
  };
  auto compose = [](const Map& a, const Map& b) {
    Map c{};
    for (std::size_t i = 0; i < 3; ++i)
      for (std::size_t j = 0; j < 3; ++j)
        for (std::size_t k = 0; k < 3; ++k) c[i][j] += a[i][k] * b[k][j];
    return c;
  };
  const Map identity = {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
  const std::array<Map, 2> turns = {Map{{{0, -1, 0}, {1, 0, 0}, {0, 0, 1}}},
                                    Map{{{1, 0, 0}, {0, 0, -1}, {0, 1, 0}}}};
  std::set<Map> group = {identity};
  std::vector<Map> frontier = {identity};
  while (!frontier.empty()) {
    const Map m = frontier.back();
    frontier.pop_back();
    for (const Map& t : turns) {
      const Map next = compose(t, m);
      if (group.insert(next).second) frontier.push_back(next);
    }
  }
  std::vector<Motion> motions;
  for (const Map& m : group) motions.push_back([=](Point p) { return apply(m, p); });
  return motions;
}

// The twelve motions of the triangular grid, moving a triangle's corners: up (x, y) has corners
// (x, y), (x + 1, y), (x, y + 1), down (x, y) has (x + 1, y), (x + 1, y + 1), (x, y + 1).
std::vector<Motion> triangle_motions() {
  using Corner = std::pair<int, int>;
  std::vector<Motion> motions;
  for (int mirror = 0; mirror < 2; ++mirror) {
    for (int turns = 0; turns < 6; ++turns) {
      motions.push_back([=](Point p) {
        const int y = p[0], x = p[1];
        std::vector<Corner> corners =
            p[2] == 0 ? std::vector<Corner>{{x, y}, {x + 1, y}, {x, y + 1}}
                      : std::vector<Corner>{{x + 1, y}, {x + 1, y + 1}, {x, y + 1}};
        for (Corner& c : corners) {
          if (mirror) std::swap(c.first, c.second);
          for (int t = 0; t < turns; ++t) c = Corner{-c.second, c.first + c.second};
        }
        std::sort(corners.begin(), corners.end());
        const auto [x0, y0] = corners[0];
        if (corners[1] == Corner{x0, y0 + 1}) return Point{y0, x0, 0};
        return Point{y0 - 1, x0, 1};
      });
    }
  }
  return motions;
}

// The twelve motions of the hexagonal grid, in cube coordinates.
std::vector<Motion> hexagon_motions() {
  std::vector<Motion> motions;
  for (int mirror = 0; mirror < 2; ++mirror) {
    for (int turns = 0; turns < 6; ++turns) {
      motions.push_back([=](Point p) {
        std::array<int, 3> cube = {p[1], p[0], -p[0] - p[1]};
        if (mirror) std::swap(cube[0], cube[1]);
        for (int t = 0; t < turns; ++t) cube = {-cube[1], -cube[2], -cube[0]};
        return Point{cube[1], cube[0], 0};
      });
    }
  }
  return motions;
}

// Each placed piece is its own piece moved and translated; the pieces cover `cells` exactly;
// every piece used once.
std::string judge(const std::vector<std::pair<char, Piece>>& placed,
                  const std::map<char, Piece>& pieces, const std::vector<Motion>& motions,
                  bool kind, const std::set<Point>& cells) {
  std::set<Point> covered;
  std::set<char> used;
  for (const auto& [name, piece_cells] : placed) {
    const auto definition = pieces.find(name);
    if (definition == pieces.end()) return std::string("unknown piece ") + name;
    if (!used.insert(name).second) return std::string("piece used twice: ") + name;
    if (images(definition->second, motions, kind).count(at_origin(piece_cells, kind)) == 0) {
      return std::string("not a moved ") + name;
    }
    for (const Point& p : piece_cells) {
      if (cells.count(p) == 0) return "a cell off the board";
      if (!covered.insert(p).second) return "a cell covered twice";
    }
  }
  if (used.size() != pieces.size()) return "not every piece used";
  if (covered != cells) return "not every cell covered";
  return "";
}

// A tiling as a set of (name, sorted cells), for comparing tilings.
using Tiling = std::set<std::pair<char, Piece>>;

Tiling tiling_of(const std::vector<std::pair<char, Piece>>& placed) {
  Tiling tiling;
  for (auto [name, cells] : placed) {
    std::sort(cells.begin(), cells.end());
    tiling.emplace(name, cells);
  }
  return tiling;
}

// The least image of a tiling under the symmetries (maps of cells with the identity among them).
Tiling class_of(const Tiling& tiling, const std::vector<std::function<Point(Point)>>& symmetries) {
  Tiling best = tiling;
  for (const auto& symmetry : symmetries) {
    Tiling image;
    for (const auto& [name, cells] : tiling) {
      Piece moved;
      for (const Point& p : cells) moved.push_back(symmetry(p));
      std::sort(moved.begin(), moved.end());
      image.emplace(name, moved);
    }
    best = std::min(best, image);
  }
  return best;
}

std::vector<std::vector<std::pair<char, Piece>>> listed(const std::vector<std::string>& arguments,
                                                        std::size_t expected) {
  auto command = arguments;
  command.insert(command.end(), {"--distinct", "--all", "--json"});
  const auto run = run_dlx_binary(command);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  std::vector<std::vector<std::pair<char, Piece>>> solutions;
  std::istringstream lines(run.out);
  for (std::string line; std::getline(lines, line);) {
    if (line.find("\"index\"") != std::string::npos) solutions.push_back(placements_of(line));
  }
  EXPECT_EQ(solutions.size(), expected);
  return solutions;
}

TEST(PolyformCliListing, SomaSolutionsAreValidAndOnePerClass) {
  // Piet Hein's pieces as this test draws them, (row, column, layer).
  const std::map<char, Piece> soma = {
      {'V', {{0, 0, 0}, {0, 1, 0}, {1, 0, 0}}},
      {'L', {{0, 0, 0}, {0, 1, 0}, {0, 2, 0}, {1, 0, 0}}},
      {'T', {{0, 0, 0}, {0, 1, 0}, {0, 2, 0}, {1, 1, 0}}},
      {'Z', {{0, 0, 0}, {0, 1, 0}, {1, 1, 0}, {1, 2, 0}}},
      {'A', {{0, 0, 0}, {0, 1, 0}, {1, 0, 0}, {0, 1, 1}}},
      {'B', {{0, 0, 1}, {0, 1, 1}, {1, 0, 1}, {0, 1, 0}}},
      {'P', {{0, 0, 0}, {0, 1, 0}, {1, 0, 0}, {0, 0, 1}}},
  };
  std::set<Point> cube;
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 3; ++c)
      for (int l = 0; l < 3; ++l) cube.insert({r, c, l});
  // The 48 symmetries of the 3x3x3 cube: rotations, and each composed with a mirror.
  std::vector<std::function<Point(Point)>> symmetries;
  for (const Motion& rotation : cube_rotations()) {
    for (int mirror = 0; mirror < 2; ++mirror) {
      symmetries.push_back([=](Point p) {
        Point q = rotation({p[0] - 1, p[1] - 1, p[2] - 1});
        if (mirror) q[0] = -q[0];
        return Point{q[0] + 1, q[1] + 1, q[2] + 1};
      });
    }
  }
  // A mirror turns A into B: the pieces of a mirrored tiling are renamed so.
  std::set<Tiling> classes;
  for (const auto& solution : listed({"polycube", "soma"}, 240)) {
    ASSERT_EQ(judge(solution, soma, cube_rotations(), false, cube), "");
    Tiling best = tiling_of(solution);
    for (std::size_t s = 0; s < symmetries.size(); ++s) {
      Tiling image;
      for (const auto& [name, cells] : tiling_of(solution)) {
        Piece moved;
        for (const Point& p : cells) moved.push_back(symmetries[s](p));
        std::sort(moved.begin(), moved.end());
        const char renamed = s % 2 == 1 && name == 'A'   ? 'B'
                             : s % 2 == 1 && name == 'B' ? 'A'
                                                         : name;
        image.emplace(renamed, moved);
      }
      best = std::min(best, image);
    }
    EXPECT_TRUE(classes.insert(best).second) << "two listed tilings in one class";
  }
  EXPECT_EQ(classes.size(), 240u);
}

// The Bedlam cube's 19,186 solutions (as on its package: Scott Kurowski's enumeration, and Simon
// Tatham's bedlam.c, whose pieces these are) take 24 s of CPU to count: too long for the suite,
// so bench/polycube_bench.sh --with-bedlam checks that count. Here: its first solutions tile the
// 4x4x4 cube with 13 pieces (twelve of 5 cubes, one of 4), each a rotation of its shape in the
// first solution.
TEST(PolyformCliListing, BedlamSolutionsTileTheCubeWithItsThirteenPieces) {
  const auto run = run_dlx_binary({"polycube", "bedlam", "--limit", "6", "--json"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  std::vector<std::vector<std::pair<char, Piece>>> solutions;
  std::istringstream lines(run.out);
  for (std::string line; std::getline(lines, line);) {
    if (line.find("\"index\"") != std::string::npos) solutions.push_back(placements_of(line));
  }
  ASSERT_EQ(solutions.size(), 6u) << run.out;
  std::map<char, Piece> pieces;
  std::multiset<std::size_t> sizes;
  for (const auto& [name, cells] : solutions.front()) {
    pieces[name] = cells;
    sizes.insert(cells.size());
  }
  EXPECT_EQ(pieces.size(), 13u);
  EXPECT_EQ(sizes.count(5), 12u);
  EXPECT_EQ(sizes.count(4), 1u);
  std::set<Point> cube;
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 4; ++c)
      for (int l = 0; l < 4; ++l) cube.insert({r, c, l});
  std::set<Tiling> tilings;
  for (const auto& solution : solutions) {
    EXPECT_EQ(judge(solution, pieces, cube_rotations(), false, cube), "");
    tilings.insert(tiling_of(solution));
  }
  EXPECT_EQ(tilings.size(), solutions.size());
}

TEST(PolyformCliListing, HexiamondsIn9x4AreValidAndOnePerClass) {
  // Polyform Puzzler's hexiamonds, as (row, column, kind): (0, 0, up) and the others listed.
  auto hexiamond = [](std::initializer_list<Point> others) {
    Piece cells = {{0, 0, 0}};
    for (const Point& p : others) cells.push_back({p[1], p[0], p[2]});  // given as (x, y, z)
    return cells;
  };
  const std::map<char, Piece> hexiamonds = {
      {'I', hexiamond({{0, 0, 1}, {1, 0, 0}, {1, 0, 1}, {2, 0, 0}, {2, 0, 1}})},
      {'P', hexiamond({{0, 0, 1}, {1, 0, 0}, {1, 0, 1}, {2, 0, 0}, {1, 1, 0}})},
      {'J', hexiamond({{0, 0, 1}, {1, 0, 0}, {1, 0, 1}, {2, 0, 0}, {0, -1, 1}})},
      {'E', hexiamond({{0, 0, 1}, {1, 0, 0}, {1, 0, 1}, {2, 0, 0}, {1, -1, 1}})},
      {'V', hexiamond({{0, 0, 1}, {1, 0, 0}, {1, 0, 1}, {0, 1, 0}, {0, 1, 1}})},
      {'H', hexiamond({{0, 0, 1}, {1, 0, 0}, {1, 0, 1}, {1, -1, 1}, {2, -1, 0}})},
      {'S', hexiamond({{0, 0, 1}, {1, 0, 0}, {1, 0, 1}, {0, -1, 1}, {1, 1, 0}})},
      {'X', hexiamond({{0, 0, 1}, {1, 0, 0}, {1, 0, 1}, {0, 1, 0}, {1, -1, 1}})},
      {'C', hexiamond({{0, 0, 1}, {1, 0, 0}, {1, 0, 1}, {1, 1, 0}, {1, 1, 1}})},
      {'G', hexiamond({{0, 0, 1}, {1, 0, 0}, {1, 0, 1}, {1, 1, 0}, {0, 1, 1}})},
      {'F', hexiamond({{0, 0, 1}, {1, 0, 0}, {1, 0, 1}, {0, 1, 0}, {1, 1, 0}})},
      {'O', hexiamond({{0, 0, 1}, {1, 0, 0}, {0, -1, 1}, {1, -1, 0}, {1, -1, 1}})},
  };
  std::set<Point> board;
  for (int y = 0; y < 4; ++y)
    for (int x = 0; x < 9; ++x)
      for (int z = 0; z < 2; ++z) board.insert({y, x, z});
  // The parallelogram's half turn: up (x, y) to down (8 - x, 3 - y) and back.
  const std::vector<std::function<Point(Point)>> symmetries = {
      [](Point p) { return p; },
      [](Point p) {
        return Point{3 - p[0], 8 - p[1], 1 - p[2]};
      }};
  std::set<Tiling> classes;
  for (const auto& solution : listed({"polyiamond", "9x4"}, 74)) {
    ASSERT_EQ(judge(solution, hexiamonds, triangle_motions(), true, board), "");
    EXPECT_TRUE(classes.insert(class_of(tiling_of(solution), symmetries)).second);
  }
}

TEST(PolyformCliListing, TetrahexesIn7x4AreValidAndOnePerClass) {
  auto tetrahex = [](std::initializer_list<std::pair<int, int>> others) {
    Piece cells = {{0, 0, 0}};
    for (const auto& [x, y] : others) cells.push_back({y, x, 0});
    return cells;
  };
  const std::map<char, Piece> tetrahexes = {
      {'I', tetrahex({{1, 0}, {2, 0}, {3, 0}})},  {'J', tetrahex({{1, 0}, {2, 0}, {2, 1}})},
      {'P', tetrahex({{1, 0}, {2, 0}, {1, 1}})},  {'S', tetrahex({{1, 0}, {1, 1}, {2, 1}})},
      {'U', tetrahex({{-1, 1}, {1, 0}, {1, 1}})}, {'Y', tetrahex({{1, 0}, {2, -1}, {1, 1}})},
      {'O', tetrahex({{1, 0}, {0, 1}, {1, 1}})},
  };
  std::set<Point> board;
  for (int y = 0; y < 4; ++y)
    for (int x = 0; x < 7; ++x) board.insert({y, x, 0});
  const std::vector<std::function<Point(Point)>> symmetries = {
      [](Point p) { return p; },
      [](Point p) {
        return Point{3 - p[0], 6 - p[1], 0};
      }};
  std::set<Tiling> classes;
  for (const auto& solution : listed({"polyhex", "7x4"}, 9)) {
    ASSERT_EQ(judge(solution, tetrahexes, hexagon_motions(), false, board), "");
    EXPECT_TRUE(classes.insert(class_of(tiling_of(solution), symmetries)).second);
  }
}

// ---- Output ---------------------------------------------------------------------------------

TEST(PolyformCliOutput, LayersAreDrawnBottomFirstAndMatchTheJson) {
  const auto text = run_dlx_binary({"polycube", "soma"});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  // Three blocks of three rows of three letters, separated by blank lines.
  std::vector<std::vector<std::string>> layers(1);
  std::istringstream lines(text.out);
  for (std::string line; std::getline(lines, line);) {
    if (line.empty()) {
      layers.emplace_back();
    } else {
      layers.back().push_back(line);
    }
  }
  ASSERT_EQ(layers.size(), 3u) << text.out;
  const auto json = run_dlx_binary({"polycube", "soma", "--json"});
  for (const auto& [name, cells] : placements_of(json.out)) {
    EXPECT_EQ(cells.size(), name == 'V' ? 3u : 4u);
    for (const Point& p : cells) {
      EXPECT_EQ(layers.at(static_cast<std::size_t>(p[2]))
                    .at(static_cast<std::size_t>(p[0]))
                    .at(static_cast<std::size_t>(p[1])),
                name);
    }
  }
  EXPECT_NE(json.out.find("\"grid\":\"cubic\""), std::string::npos) << json.out;
  EXPECT_NE(json.out.find("\"layers\":[["), std::string::npos) << json.out;
}

TEST(PolyformCliOutput, TrianglesPrintedReadBackAsTheBoard) {
  // A printed tiling is a board drawing: read back as a board, it has the same tilings.
  const auto run = run_dlx_binary({"polyiamond", "trapezoid"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto again = run_dlx_binary({"polyiamond", "-", "--count", "--distinct"}, run.out);
  EXPECT_EQ(leading_count(again.out), 76u) << again.err;
  const auto hexes = run_dlx_binary({"polyhex", "coin"});
  const auto hexes_again = run_dlx_binary({"polyhex", "-", "--count", "--distinct"}, hexes.out);
  EXPECT_EQ(leading_count(hexes_again.out), 4u) << hexes.out << hexes_again.err;
}

std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::size_t occurrences(const std::string& text, const std::string& what) {
  std::size_t count = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) {
    ++count;
  }
  return count;
}

TEST(PolyformCliOutput, SvgPictures) {
  const std::string dir = testing::make_temp_dir();
  const std::string soma = dir + "/soma.svg";
  ASSERT_EQ(run_dlx_binary({"polycube", "soma", "--svg", soma}).exit_code, 0);
  const std::string cube = slurp(soma);
  EXPECT_EQ(occurrences(cube, "class=\"cell\""), 27u);       // the layers' squares
  EXPECT_EQ(occurrences(cube, "data-layer=\"2\""), 9u + 1);  // and the third layer's group
  EXPECT_NE(cube.find("class=\"isometric\""), std::string::npos);
  const std::string hexiamonds = dir + "/six.svg";
  ASSERT_EQ(run_dlx_binary({"polyiamond", "6x6", "--limit", "2", "--svg", hexiamonds}).exit_code,
            0);
  const std::string triangles = slurp(hexiamonds);
  EXPECT_EQ(occurrences(triangles, "class=\"cell\""), 144u);  // two tilings of 72 triangles
  EXPECT_EQ(occurrences(triangles, "data-kind=\"up\""), 72u);
  EXPECT_EQ(occurrences(triangles, "<polygon"), 144u);
  std::filesystem::remove_all(dir);
}

// ---- Options and errors ---------------------------------------------------------------------

TEST(PolyformCliOptions, MirrorLetsSolidPiecesTurnOver) {
  // Two screws in a 2x2x2 cube: with rotations only, two A (or two B) fill it, one A and one B
  // do not. With --mirror each copy of A may be used as itself or as its mirror image B, so the
  // tilings are those of AA, BB and AB together.
  auto count = [](std::vector<std::string> arguments) {
    arguments.insert(arguments.begin(), {"polycube", "2x2x2", "--count", "--pieces"});
    const auto run = run_dlx_binary(arguments);
    EXPECT_LE(run.exit_code, 1) << run.err;
    return leading_count(run.out);
  };
  const auto aa = count({"tetracubes:AA"});
  const auto bb = count({"tetracubes:BB"});
  const auto ab = count({"tetracubes:AB"});
  EXPECT_GT(aa, 0u);
  EXPECT_EQ(aa, bb);  // mirror images of each other's tilings
  EXPECT_EQ(count({"tetracubes:AA", "--mirror"}), aa + bb + ab);
  // The plane commands have --one-sided instead, and polyhex has no parity check.
  EXPECT_EQ(run_dlx_binary({"polycube", "soma", "--one-sided"}).exit_code, 2);
  EXPECT_EQ(run_dlx_binary({"polyiamond", "6x6", "--mirror"}).exit_code, 2);
  EXPECT_EQ(run_dlx_binary({"polyhex", "7x4", "--no-parity-check"}).exit_code, 2);
}

TEST(PolyformCliErrors, BoardsAndPieces) {
  const auto no_pieces = run_dlx_binary({"polycube", "3x4x5"});
  EXPECT_EQ(no_pieces.exit_code, 2);
  EXPECT_NE(no_pieces.err.find("has no pieces of its own"), std::string::npos) << no_pieces.err;
  const auto bad_size = run_dlx_binary({"polycube", "0x4x5", "--pieces", "soma"});
  EXPECT_EQ(bad_size.exit_code, 2);
  const auto square_size = run_dlx_binary({"polycube", "6x10", "--pieces", "soma"});
  EXPECT_EQ(square_size.exit_code, 2);
  EXPECT_NE(square_size.err.find("AxBxC"), std::string::npos) << square_size.err;
  const auto ragged = run_dlx_binary({"polycube", "-", "--pieces", "soma"}, "XXX\nXX\n");
  EXPECT_EQ(ragged.exit_code, 2);
  EXPECT_NE(ragged.err.find("<stdin>:2:"), std::string::npos) << ragged.err;
  const auto out_of_line = run_dlx_binary({"polyhex", "-"}, " X X\nXX X\n");
  EXPECT_EQ(out_of_line.exit_code, 2);
  EXPECT_NE(out_of_line.err.find("<stdin>:2: 'X' at column 2 is between"), std::string::npos)
      << out_of_line.err;
  const auto area = run_dlx_binary({"polyiamond", "6x6", "--pieces", "hexiamonds:IPJ"});
  EXPECT_EQ(area.exit_code, 1);
  EXPECT_NE(area.out.find("the pieces cover 18 triangles and the board has 72"), std::string::npos)
      << area.out;
  // Up and down triangles: I P J have 3 of each, E 4 and 2, so 24 triangles of a 6x2
  // parallelogram (12 up, 12 down) cannot be covered.
  const auto parity = run_dlx_binary({"polyiamond", "6x2", "--pieces", "hexiamonds:IPJE"});
  EXPECT_EQ(parity.exit_code, 1);
  EXPECT_NE(parity.out.find("no solution: count the triangles that point up and down: it has 12 "
                            "upward and 12 downward cells"),
            std::string::npos)
      << parity.out;
}

}  // namespace
}  // namespace dlx::polyform_cli_test
