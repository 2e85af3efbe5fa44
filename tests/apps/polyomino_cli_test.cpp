// `dlx polyomino` as a user runs it. Known counts come from ../shared/data/polyomino/counts.tsv;
// every board printed is checked here, by this file's own idea of the pentominoes: each letter's
// cells must be one of that letter's rotations or reflections, each letter used once, every cell
// of the board covered. Classes up to symmetry are recomputed here from the printed boards.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "tests/support/run_binary.hpp"
#include "tests/support/shared_data.hpp"
#include "tests/support/text_lines.hpp"
#include "tests/support/text_pattern.hpp"
#include "tests/support/xml_elements.hpp"

namespace dlx::polyomino_cli_test {
namespace {

using testing::leading_count;

using testing::Pattern;
using testing::run_dlx_binary;
using Grid = std::vector<std::string>;  // a printed board: rows of letters, '.' for holes
using Square = std::pair<int, int>;

// ---- The test's own judge -------------------------------------------------------------------

// The twelve pentominoes, drawn by this test ('|' separates rows).
const std::map<char, std::string>& pentomino_drawings() {
  static const std::map<char, std::string> drawings = {
      {'F', ".##|##.|.#."}, {'I', "#####"},       {'L', "#...|####"},   {'N', ".###|##.."},
      {'P', "###|##."},     {'T', "#..|###|#.."}, {'U', "##|#.|##"},    {'V', "###|#..|#.."},
      {'W', ".##|##.|#.."}, {'X', ".#.|###|.#."}, {'Y', ".#|##|.#|.#"}, {'Z', "#..|###|..#"},
  };
  return drawings;
}

std::vector<Square> at_origin(std::vector<Square> squares) {
  int top = 1 << 20, left = 1 << 20;
  for (auto [r, c] : squares) top = std::min(top, r), left = std::min(left, c);
  for (auto& [r, c] : squares) r -= top, c -= left;
  std::sort(squares.begin(), squares.end());
  return squares;
}

// Every rotation and reflection of a drawn pentomino, at the origin.
std::set<std::vector<Square>> images_of(const std::string& drawing) {
  std::vector<Square> squares;
  int row = 0, column = 0;
  for (char c : drawing) {
    if (c == '|') {
      ++row, column = 0;
      continue;
    }
    if (c == '#') squares.emplace_back(row, column);
    ++column;
  }
  std::set<std::vector<Square>> images;
  for (int mirror = 0; mirror < 2; ++mirror) {
    for (int turn = 0; turn < 4; ++turn) {
      images.insert(at_origin(squares));
      for (auto& [r, c] : squares) std::tie(r, c) = std::make_pair(c, -r);
    }
    for (auto& [r, c] : squares) c = -c;
  }
  return images;
}

// Empty when the grid is a tiling of `shape` (same size, '.' exactly where `shape` has '.') by
// pentominoes, each letter at most once (exactly once unless `some`); otherwise what is wrong.
std::string judge(const Grid& grid, const Grid& shape, bool some = false) {
  if (grid.size() != shape.size()) return "wrong number of rows";
  std::map<char, std::vector<Square>> cells;
  for (std::size_t r = 0; r < grid.size(); ++r) {
    if (grid[r].size() != shape[r].size()) return "wrong row length";
    for (std::size_t c = 0; c < grid[r].size(); ++c) {
      if ((grid[r][c] == '.') != (shape[r][c] == '.')) return "a cell or hole out of place";
      if (grid[r][c] != '.') cells[grid[r][c]].emplace_back(r, c);
    }
  }
  if (!some && cells.size() != 12) return "not twelve letters";
  for (const auto& [letter, squares] : cells) {
    const auto drawing = pentomino_drawings().find(letter);
    if (drawing == pentomino_drawings().end()) return std::string("unknown letter ") + letter;
    if (images_of(drawing->second).count(at_origin(squares)) == 0) {
      return std::string("letter ") + letter + " is not a " + letter + " pentomino";
    }
  }
  return "";
}

Grid rectangle(int width, int height) {
  return Grid(static_cast<std::size_t>(height), std::string(static_cast<std::size_t>(width), 'X'));
}

Grid scott_shape() {
  Grid shape = rectangle(8, 8);
  shape[3][3] = shape[3][4] = shape[4][3] = shape[4][4] = '.';
  return shape;
}

// Boards in the text output: runs of lines made of letters, digits and '.'.
std::vector<Grid> grids_in(const std::string& text) {
  std::vector<Grid> grids;
  Grid grid;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    const bool is_row = !line.empty() && std::all_of(line.begin(), line.end(), [](char c) {
      return std::isalnum(static_cast<unsigned char>(c)) || c == '.';
    });
    if (is_row) {
      grid.push_back(line);
    } else if (!grid.empty()) {
      grids.push_back(grid);
      grid.clear();
    }
  }
  if (!grid.empty()) grids.push_back(grid);
  return grids;
}

// The grid turned a quarter clockwise, or mirrored left-right.
Grid turned(const Grid& grid) {
  Grid out(grid[0].size(), std::string(grid.size(), ' '));
  for (std::size_t r = 0; r < grid.size(); ++r) {
    for (std::size_t c = 0; c < grid[r].size(); ++c) out[c][grid.size() - 1 - r] = grid[r][c];
  }
  return out;
}
Grid mirrored(Grid grid) {
  for (std::string& row : grid) std::reverse(row.begin(), row.end());
  return grid;
}
Grid holes_of(const Grid& grid) {
  Grid holes = grid;
  for (std::string& row : holes) {
    for (char& c : row) c = c == '.' ? '.' : 'X';
  }
  return holes;
}

// The least image of a tiling under the motions that map its board onto itself: equal for two
// tilings exactly when a symmetry of the board maps one onto the other.
Grid class_of(const Grid& grid) {
  Grid best = grid;
  Grid image = grid;
  for (int mirror = 0; mirror < 2; ++mirror) {
    for (int turn = 0; turn < 4; ++turn) {
      if (holes_of(image) == holes_of(grid)) best = std::min(best, image);
      image = turned(image);
    }
    image = mirrored(image);
  }
  return best;
}

// ---- Known answers --------------------------------------------------------------------------

struct Known {
  std::string region;
  unsigned long long total = 0;
  unsigned long long distinct = 0;
};

class PolyominoCli : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto dir = testing::shared_data_dir();
    if (!dir) GTEST_SKIP() << "../shared/data is absent: skipping the published polyomino counts";
    std::ifstream in(*dir / "polyomino" / "counts.tsv");
    if (!in) GTEST_SKIP() << "../shared/data/polyomino/counts.tsv is absent";
    std::string line;
    std::getline(in, line);  // header
    while (std::getline(in, line)) {
      std::vector<std::string> fields;
      std::istringstream split(line);
      for (std::string field; std::getline(split, field, '\t');) fields.push_back(field);
      if (fields.size() < 5) continue;
      known[fields[0]] = {fields[2], std::stoull(fields[3]), std::stoull(fields[4])};
    }
  }
  const Known& row(const std::string& id) {
    const auto found = known.find(id);
    if (found == known.end()) throw std::runtime_error("counts.tsv has no row " + id);
    return found->second;
  }
  std::map<std::string, Known> known;
};

void expect_count(const std::vector<std::string>& arguments, unsigned long long expected) {
  const auto run = run_dlx_binary(arguments);
  std::string shown;
  for (const std::string& argument : arguments) shown += argument + " ";
  EXPECT_EQ(leading_count(run.out), expected) << shown << ": " << run.out << run.err;
  EXPECT_EQ(run.exit_code, expected == 0 ? 1 : 0) << shown;
}

TEST_F(PolyominoCli, SixByTenInAllAndUpToSymmetry) {
  expect_count({"polyomino", "6x10", "--count"}, row("pento_6x10").total);
  expect_count({"polyomino", "6x10", "--count", "--distinct"}, row("pento_6x10").distinct);
}

TEST_F(PolyominoCli, OtherRectanglesUpToSymmetry) {
  expect_count({"polyomino", "5x12", "--count", "--distinct"}, row("pento_5x12").distinct);
  expect_count({"polyomino", "4x15", "--count", "--distinct"}, row("pento_4x15").distinct);
  expect_count({"polyomino", "4x15", "--count"}, row("pento_4x15").total);
  expect_count({"polyomino", "3x20", "--count", "--distinct"}, row("pento_3x20").distinct);
  expect_count({"polyomino", "20x3", "--count"}, row("pento_3x20").total);
}

TEST_F(PolyominoCli, ScottsBoard) {
  expect_count({"polyomino", "scott", "--count"}, row("pento_8x8_centre_hole").total);
  expect_count({"polyomino", "scott", "--count", "--distinct"},
               row("pento_8x8_centre_hole").distinct);
  // The second method of --distinct, which checks every tiling against its images, agrees.
  expect_count({"polyomino", "scott", "--count", "--distinct", "--distinct-method", "filter"},
               row("pento_8x8_centre_hole").distinct);
}

TEST_F(PolyominoCli, OneSidedPentominoes) {
  // A mirror maps each one-sided piece to its mirror image, which is in the set: 4 symmetries.
  expect_count({"polyomino", "30x3", "--pieces", "one-sided-pentominoes", "--count", "--distinct"},
               row("onesided_pento_3x30").distinct);
}

TEST_F(PolyominoCli, ImpossibleTetrominoRectangles) {
  const std::map<std::string, std::vector<std::string>> cases = {
      {"tetro_4x5", {"4x5", "--pieces", "tetrominoes"}},
      {"tetro_2x10", {"2x10", "--pieces", "tetrominoes"}},
      {"onesided_tetro_4x7", {"4x7", "--pieces", "one-sided-tetrominoes"}},
      {"onesided_tetro_2x14", {"2x14", "--pieces", "one-sided-tetrominoes"}}};
  for (const auto& [id, arguments] : cases) {
    ASSERT_EQ(row(id).total, 0u);
    std::vector<std::string> command = {"polyomino"};
    command.insert(command.end(), arguments.begin(), arguments.end());
    command.push_back("--count");
    // The checkerboard argument answers at once ...
    const auto quick = run_dlx_binary(command);
    EXPECT_EQ(quick.exit_code, 1) << id;
    EXPECT_NE(quick.out.find("no solution: colour the board like a checkerboard"),
              std::string::npos)
        << quick.out;
    // ... and the search, made to run anyway, agrees.
    command.push_back("--no-parity-check");
    expect_count(command, row(id).total);
  }
}

TEST_F(PolyominoCli, HexominoesTileNoRectangleOfArea210) {
  const Known& hexominoes = row("hexo_any_rectangle");
  ASSERT_EQ(hexominoes.total, 0u);
  // The rectangles named in the data file's region column.
  int rectangles = 0;
  for (const auto& size : Pattern("([0-9]+)x([0-9]+)").all(hexominoes.region)) {
    ASSERT_EQ(std::stoi(size[1]) * std::stoi(size[2]), 210) << size[0];
    for (const std::string& board : {size[0], size[2] + "x" + size[1]}) {
      const auto run = run_dlx_binary({"polyomino", board, "--pieces", "hexominoes", "--count"});
      EXPECT_EQ(run.exit_code, 1) << board;
      EXPECT_NE(run.out.find("105 dark and 105 light cells"), std::string::npos) << run.out;
      EXPECT_NE(run.out.find("24 pieces cover 3 dark cells and 11 pieces cover 2 or 4"),
                std::string::npos)
          << run.out;
    }
    ++rectangles;
  }
  EXPECT_GE(rectangles, 2);
}

// ---- Listing: every board valid, one per class with --distinct -------------------------------

TEST_F(PolyominoCli, ScottListedInAllAndOnePerClass) {
  const auto all = run_dlx_binary({"polyomino", "scott", "--all"});
  ASSERT_EQ(all.exit_code, 0) << all.err;
  const auto grids = grids_in(all.out);
  ASSERT_EQ(grids.size(), row("pento_8x8_centre_hole").total);
  std::set<Grid> different(grids.begin(), grids.end());
  EXPECT_EQ(different.size(), grids.size());
  std::set<Grid> classes;
  for (const Grid& grid : grids) {
    ASSERT_EQ(judge(grid, scott_shape()), "") << grid.front();
    classes.insert(class_of(grid));
  }
  EXPECT_EQ(classes.size(), row("pento_8x8_centre_hole").distinct);

  const auto distinct = run_dlx_binary({"polyomino", "scott", "--all", "--distinct"});
  const auto representatives = grids_in(distinct.out);
  EXPECT_EQ(representatives.size(), row("pento_8x8_centre_hole").distinct);
  std::set<Grid> represented;
  for (const Grid& grid : representatives) {
    EXPECT_EQ(judge(grid, scott_shape()), "");
    represented.insert(class_of(grid));
  }
  EXPECT_EQ(represented, classes);  // one tiling of every class, none twice
}

TEST_F(PolyominoCli, SixByTenListedOnePerClass) {
  const auto run = run_dlx_binary({"polyomino", "10x6", "--all", "--distinct"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto grids = grids_in(run.out);
  ASSERT_EQ(grids.size(), row("pento_6x10").distinct);
  std::set<Grid> classes;
  for (const Grid& grid : grids) {
    ASSERT_EQ(judge(grid, rectangle(10, 6)), "");
    classes.insert(class_of(grid));
  }
  EXPECT_EQ(classes.size(), grids.size());
  EXPECT_NE(run.out.find("2339 solutions"), std::string::npos);
}

// ---- Output formats -------------------------------------------------------------------------

TEST(PolyominoCliOutput, FirstSolutionIsDrawn) {
  const auto run = run_dlx_binary({"polyomino", "scott"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto grids = grids_in(run.out);
  ASSERT_EQ(grids.size(), 1u);
  EXPECT_EQ(judge(grids[0], scott_shape()), "");
  // --board is the same as the positional board, and 10x6 is 10 wide.
  const auto wide = run_dlx_binary({"polyomino", "--board", "10x6", "--pieces", "pentominoes"});
  const auto wide_grids = grids_in(wide.out);
  ASSERT_EQ(wide_grids.size(), 1u);
  EXPECT_EQ(judge(wide_grids[0], rectangle(10, 6)), "");
}

TEST(PolyominoCliOutput, JsonGivesThePlacements) {
  const auto run = run_dlx_binary({"polyomino", "scott", "--json"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto rows = Pattern("\"rows\":\\[([^\\]]*)\\]").search(run.out);
  ASSERT_TRUE(rows);
  Grid grid;
  for (const auto& quoted : Pattern("\"([^\"]*)\"").all((*rows)[1])) grid.push_back(quoted[1]);
  EXPECT_EQ(judge(grid, scott_shape()), "");
  // Each placement's cells are where the rows show its letter.
  const Pattern placement(
      "\\{\"piece\":\"(.)\",\"copy\":1,\"cells\":\\[((\\[[0-9]+,[0-9]+\\],?)+)\\]\\}");
  const Pattern pair("\\[([0-9]+),([0-9]+)\\]");
  int placements = 0;
  for (const auto& found : placement.all(run.out)) {
    const char letter = found[1][0];
    int count = 0;
    for (const auto& c : pair.all(found[2])) {
      EXPECT_EQ(grid[std::stoul(c[1])][std::stoul(c[2])], letter);
      ++count;
    }
    EXPECT_EQ(count, 5);
    ++placements;
  }
  EXPECT_EQ(placements, 12);
  EXPECT_NE(run.out.find("\"status\":\"solution limit\""), std::string::npos);
}

TEST(PolyominoCliOutput, SvgShowsEveryCellOfEveryTiling) {
  const std::string dir = testing::make_temp_dir();
  const std::string svg = dir + "/tilings.svg";
  const auto run = run_dlx_binary({"polyomino", "20x3", "--distinct", "--all", "--svg", svg});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto grids = grids_in(run.out);
  ASSERT_EQ(grids.size(), 2u);
  std::string error;
  const auto elements = testing::xml_elements(testing::file_text(svg), error);
  ASSERT_EQ(error, "");
  ASSERT_FALSE(elements.empty());
  EXPECT_EQ(elements.front().name, "svg");
  // Each tiling's cells, read back from the picture, are the printed board.
  std::vector<Grid> pictured;
  std::map<std::string, std::set<std::string>> colors_of_piece;
  for (const testing::XmlElement& element : elements) {
    if (element.name == "g" && element.attributes.count("data-solution") != 0) {
      pictured.push_back(Grid(3, std::string(20, '?')));
    }
    if (element.name != "rect" || element.attributes.count("class") == 0) continue;
    ASSERT_EQ(element.attributes.at("class"), "cell");
    ASSERT_FALSE(pictured.empty());
    const auto row = std::stoul(element.attributes.at("data-row"));
    const auto column = std::stoul(element.attributes.at("data-column"));
    const std::string piece = element.attributes.at("data-piece");
    pictured.back().at(row).at(column) = piece[0];
    colors_of_piece[piece].insert(element.attributes.at("fill"));
  }
  EXPECT_EQ(pictured, grids);
  // One color per piece, twelve different colors.
  std::set<std::string> colors;
  for (const auto& [piece, fills] : colors_of_piece) {
    EXPECT_EQ(fills.size(), 1u) << piece;
    colors.insert(*fills.begin());
  }
  EXPECT_EQ(colors.size(), 12u);
  std::filesystem::remove_all(dir);
}

TEST(PolyominoCliOutput, SvgOfOneTilingWithHoles) {
  const std::string dir = testing::make_temp_dir();
  const std::string svg = dir + "/scott.svg";
  const auto run = run_dlx_binary({"polyomino", "scott", "--svg", svg});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  std::string error;
  const auto elements = testing::xml_elements(testing::file_text(svg), error);
  ASSERT_EQ(error, "");
  const auto cells =
      std::count_if(elements.begin(), elements.end(), [](const testing::XmlElement& e) {
        return e.name == "rect" && e.attributes.count("class") != 0;
      });
  EXPECT_EQ(cells, 60);
  // No tiling shown (a count), no picture.
  const std::string none = dir + "/none.svg";
  const auto counted = run_dlx_binary({"polyomino", "20x3", "--count", "--svg", none});
  EXPECT_EQ(counted.exit_code, 0);
  EXPECT_FALSE(std::filesystem::exists(none));
  EXPECT_NE(counted.err.find("no picture"), std::string::npos) << counted.err;
  std::filesystem::remove_all(dir);
}

// ---- Boards and pieces from files -----------------------------------------------------------

TEST_F(PolyominoCli, BoardFromAFileFindsItsOwnSymmetry) {
  const std::string dir = testing::make_temp_dir();
  const std::string board = testing::write_file(
      dir, "scott.txt",
      "# Dana Scott's board\nXXXXXXXX\nXXXXXXXX\nXXXXXXXX\nXXX..XXX\nXXX..XXX\nXXXXXXXX\n"
      "XXXXXXXX\nXXXXXXXX\n");
  const auto run = run_dlx_binary({"polyomino", board, "--count", "--distinct"});
  EXPECT_EQ(leading_count(run.out), row("pento_8x8_centre_hole").distinct) << run.err;
  EXPECT_NE(run.err.find("up to the 8 symmetries"), std::string::npos) << run.err;
  std::filesystem::remove_all(dir);
}

TEST(PolyominoCliFiles, BoardInTwoPartsWithAnIrregularOutline) {
  const std::string dir = testing::make_temp_dir();
  // Two parts of 30 cells, one a 6x5 rectangle, the other 6x5 with a corner moved.
  const Grid shape = {"XXXXXX..XXXXX.", "XXXXXX..XXXXXX", "XXXXXX..XXXXXX",
                      "XXXXXX..XXXXXX", "XXXXXX..XXXXXX", ".............X"};
  std::string text;
  for (const std::string& line : shape) text += line + "\n";
  const std::string board = testing::write_file(dir, "parts.txt", text);
  const auto run = run_dlx_binary({"polyomino", board});
  ASSERT_EQ(run.exit_code, 0) << run.err << run.out;
  const auto grids = grids_in(run.out);
  ASSERT_EQ(grids.size(), 1u);
  EXPECT_EQ(judge(grids[0], shape), "");
  // An irregular board has only the identity: --distinct counts every tiling.
  const auto all = run_dlx_binary({"polyomino", board, "--count", "--limit", "50"});
  const auto distinct =
      run_dlx_binary({"polyomino", board, "--count", "--limit", "50", "--distinct"});
  EXPECT_EQ(leading_count(all.out), leading_count(distinct.out));
  EXPECT_NE(distinct.err.find("up to the 1 symmetry"), std::string::npos) << distinct.err;
  std::filesystem::remove_all(dir);
}

TEST_F(PolyominoCli, PiecesFromAFile) {
  const std::string dir = testing::make_temp_dir();
  // The twelve pentominoes, drawn in other positions than the built-in ones, side by side.
  const std::string pieces = testing::write_file(dir, "pentominoes.txt",
                                                 "# the pentominoes\n"
                                                 "F... I L... NN..\n"
                                                 "FFF. I LLLL .NNN\n"
                                                 ".F.. I\n"
                                                 "     I\n"
                                                 "     I\n"
                                                 "\n"
                                                 "PP. TTT U.U V.. W.. .X. YYYY Z..\n"
                                                 "PPP .T. UUU V.. WW. XXX .Y.. ZZZ\n"
                                                 "    .T.     VVV .WW .X.      ..Z\n");
  expect_count({"polyomino", "20x3", "--pieces", pieces, "--count"}, row("pento_3x20").total);
  expect_count({"polyomino", "20x3", "--pieces", pieces, "--count", "--distinct"},
               row("pento_3x20").distinct);
  // A selection from the file, with copies: two of I on a 5x2 box (and the area says so).
  expect_count({"polyomino", "5x2", "--pieces", pieces + ":II", "--count"}, 1);
  const auto mismatch = run_dlx_binary({"polyomino", "5x2", "--pieces", pieces + ":I"});
  EXPECT_EQ(mismatch.exit_code, 1);
  EXPECT_NE(mismatch.out.find("the pieces cover 5 cells and the board has 10"), std::string::npos)
      << mismatch.out;
  std::filesystem::remove_all(dir);
}

TEST(PolyominoCliPieces, AreaMismatchAndAtMostOnce) {
  const auto five = run_dlx_binary({"polyomino", "6x10", "--pieces", "FILNP"});
  EXPECT_EQ(five.exit_code, 1);
  EXPECT_EQ(five.out,
            "no solution: the pieces cover 25 cells and the board has 60: a tiling uses every "
            "piece (--at-most-once lets pieces stay unused)\n");
  // Five of the twelve fill a 5x5 square when each may be left out.
  const auto some = run_dlx_binary({"polyomino", "5x5", "--at-most-once"});
  ASSERT_EQ(some.exit_code, 0) << some.err;
  EXPECT_NE(some.err.find("the pieces cover 60 cells and the board has 25"), std::string::npos)
      << some.err;
  const auto grids = grids_in(some.out);
  ASSERT_EQ(grids.size(), 1u);
  EXPECT_EQ(judge(grids[0], rectangle(5, 5), true), "");
  // --quiet drops the note.
  const auto quiet = run_dlx_binary({"polyomino", "5x5", "--at-most-once", "--quiet"});
  EXPECT_EQ(quiet.err, "");
  // Selected letters on a board of their size: every tiling listed uses just those five.
  const auto selected = run_dlx_binary({"polyomino", "5x5", "--pieces", "ILNPU", "--all"});
  ASSERT_EQ(selected.exit_code, 0) << selected.err;
  const auto tilings = grids_in(selected.out);
  EXPECT_GT(tilings.size(), 1u);
  for (const Grid& grid : tilings) {
    EXPECT_EQ(judge(grid, rectangle(5, 5), true), "");
    std::set<char> letters;
    for (const std::string& line : grid) letters.insert(line.begin(), line.end());
    EXPECT_EQ(letters, (std::set<char>{'I', 'L', 'N', 'P', 'U'}));
  }
  // With --at-most-once but nothing left over, the same tilings.
  const auto same =
      run_dlx_binary({"polyomino", "5x5", "--pieces", "ILNPU", "--count", "--at-most-once"});
  EXPECT_EQ(leading_count(same.out), tilings.size());
}

TEST(PolyominoCliPieces, CopiesAreCountedOnce) {
  // Four L tetrominoes in a 4x4 square: the JSON names copies 1 to 4, and the listed tilings
  // are all different as sets of placements.
  const auto run =
      run_dlx_binary({"polyomino", "4x4", "--pieces", "tetrominoes:LLLL", "--all", "--json"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  std::set<std::string> tilings;
  std::istringstream lines(run.out);
  for (std::string line; std::getline(lines, line);) {
    if (line.find("\"index\"") == std::string::npos) continue;
    for (int copy = 1; copy <= 4; ++copy) {
      EXPECT_NE(line.find("\"copy\":" + std::to_string(copy)), std::string::npos) << line;
    }
    // The set of placements, without copy numbers.
    std::vector<std::string> cells;
    for (const auto& placement : Pattern("\"cells\":\\[([^\\}]*)\\]\\}").all(line)) {
      cells.push_back(placement[1]);
    }
    std::sort(cells.begin(), cells.end());
    std::string key;
    for (const std::string& c : cells) key += c + ";";
    EXPECT_TRUE(tilings.insert(key).second) << "a tiling listed twice: " << line;
  }
  EXPECT_GT(tilings.size(), 0u);
  const auto counted =
      run_dlx_binary({"polyomino", "4x4", "--pieces", "tetrominoes:L", "--copies", "4", "--count"});
  EXPECT_EQ(leading_count(counted.out), tilings.size());
}

// ---- Errors ---------------------------------------------------------------------------------

TEST(PolyominoCliErrors, BadInputIsReportedWithFileAndLine) {
  const std::string dir = testing::make_temp_dir();
  struct BadFile {
    std::string text;
    std::string says;
  };
  const std::vector<BadFile> boards = {
      {"XXX\nXX\n", "b.txt:2: this row has 2 squares"},
      {"XXX\nX?X\n", "b.txt:2: unexpected '?' at column 2"},
      {"# nothing\n", "b.txt: no board"},
      {"...\n", "b.txt:1: the board has no cell to fill"},
  };
  for (const BadFile& bad : boards) {
    const std::string path = testing::write_file(dir, "b.txt", bad.text);
    const auto run = run_dlx_binary({"polyomino", path}, "", dir);
    EXPECT_EQ(run.exit_code, 2) << bad.text;
    EXPECT_NE(run.err.find(bad.says), std::string::npos) << run.err;
    EXPECT_EQ(run.out, "");
  }
  const std::vector<BadFile> pieces = {
      {"AAAA\nAAA\n", "p.txt:1: piece 'A' has 7 cells, more than the 6 cells of the board"},
      {"A\n\nA\n", "p.txt:3: piece 'A' is drawn again"},
      {"A.A\n", "p.txt:1: piece 'A' is in several parts"},
      {"AB\nA;\n", "p.txt:2: unexpected ';' at column 2"},
      {"\n", "p.txt: no pieces"},
  };
  for (const BadFile& bad : pieces) {
    testing::write_file(dir, "p.txt", bad.text);
    const auto run = run_dlx_binary({"polyomino", "3x2", "--pieces", "p.txt"}, "", dir);
    EXPECT_EQ(run.exit_code, 2) << bad.text;
    EXPECT_NE(run.err.find(bad.says), std::string::npos) << run.err;
  }
  // Standard input is named too.
  const auto stdin_board = run_dlx_binary({"polyomino", "-"}, "XX\nX\n");
  EXPECT_NE(stdin_board.err.find("<stdin>:2:"), std::string::npos) << stdin_board.err;
  std::filesystem::remove_all(dir);
}

TEST(PolyominoCliErrors, BadSettingsAreReported) {
  for (const std::vector<std::string>& arguments : std::vector<std::vector<std::string>>{
           {"polyomino"},
           {"polyomino", "0x10"},
           {"polyomino", "6x10x2"},
           {"polyomino", "no-such-board.txt"},
           {"polyomino", "6x10", "--pieces", "octominoes"},
           {"polyomino", "6x10", "--pieces", "FILQ"},
           {"polyomino", "6x10", "--pieces", "pentominoes:Q"},
           {"polyomino", "6x10", "--copies", "0"},
           {"polyomino", "6x10", "--copies", "many"},
           {"polyomino", "6x10", "--distinct-method", "guess"},
           {"polyomino", "-", "--pieces", "-"},
           {"polyomino", "6x10", "--svg", "/no/such/dir/x.svg"},
           {"polyomino", "840x100", "--pieces", "hexominoes", "--copies", "400"}}) {
    const auto run = run_dlx_binary(arguments);
    EXPECT_EQ(run.exit_code, 2) << arguments.back() << ": " << run.err << run.out;
    // A bad value says "bad value for"; a missing board or two inputs on standard input say what
    // is wrong without it; both point to the command's help.
    EXPECT_NE(run.err.find("dlx polyomino: "), std::string::npos) << run.err;
    EXPECT_NE(run.err.find("Try 'dlx polyomino --help'."), std::string::npos) << run.err;
  }
}

TEST(PolyominoCliErrors, PieceThatFitsNowhere) {
  const auto run = run_dlx_binary({"polyomino", "2x5", "--pieces", "IX"});
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_EQ(run.out, "no solution: piece 'X' fits nowhere on the board\n");
}

TEST(PolyominoCliPieces, APieceLargerThanTheBoardMayStayUnusedWithAtMostOnce) {
  // Without --at-most-once it is an input error; with it, the piece simply stays out.
  EXPECT_EQ(run_dlx_binary({"polyomino", "2x2", "--pieces", "X"}).exit_code, 2);
  const auto none = run_dlx_binary({"polyomino", "2x2", "--pieces", "X", "--at-most-once"});
  EXPECT_EQ(none.exit_code, 1) << none.err;
  const std::string dir = testing::make_temp_dir();
  const std::string pieces = testing::write_file(dir, "p.txt", "A\n\nBBBB\n");
  const auto one = run_dlx_binary({"polyomino", "1x1", "--pieces", pieces, "--at-most-once"});
  EXPECT_EQ(one.exit_code, 0) << one.err;
  EXPECT_EQ(one.out, "A\n");
}

TEST(PolyominoCliConfig, ConfigFileSection) {
  const std::string dir = testing::make_temp_dir();
  const std::string ini = testing::write_file(
      dir, "p.ini",
      "encoder = polyomino\n[polyomino]\nboard = 20x3\npieces = pentominoes\ndistinct = true\n"
      "count = true\n");
  const auto run = run_dlx_binary({"--config", ini, "--quiet"});
  EXPECT_EQ(run.out, "2 solutions\n") << run.err;
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace dlx::polyomino_cli_test
