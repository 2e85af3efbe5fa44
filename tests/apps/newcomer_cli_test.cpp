// What a new user trips on in a first afternoon with dlx (issue 32): a hexadoku written 0-F, a
// puzzle typed as the argument, several files, a title line, flags before the command, messages
// that send a user the wrong way. Each test runs the built dlx as a user does.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>
#include <sstream>

#include "tests/support/run_binary.hpp"
#include "tests/support/shared_data.hpp"
#include "tests/support/sudoku_judge.hpp"
#include "tests/support/text_lines.hpp"
#include "tests/support/xml_elements.hpp"

namespace dlx::newcomer_cli_test {
namespace {

using testing::contains;

using testing::lines_of;
using testing::run_dlx_binary;

const std::string kSource = DLX_SOURCE_DIR;

// The first puzzle of the shared 16x16 set (written 1-9A-G, '.' blank), or "" when it is absent.
std::string first_sixteen_puzzle() {
  const auto dir = testing::shared_data_dir();
  if (!dir) return "";
  std::ifstream in(*dir / "sudoku" / "sudoku16x16.txt");
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line[0] != '#') return line.substr(0, line.find_first_of(" \t"));
  }
  return "";
}

// The puzzle with each symbol of `from` replaced by the one at its place in `to`.
std::string translated(std::string puzzle, const std::string& from, const std::string& to) {
  for (char& c : puzzle) {
    if (const auto at = from.find(c); at != std::string::npos) c = to[at];
  }
  return puzzle;
}

// ---- 1. A hexadoku written 0-F ---------------------------------------------------------------

TEST(Newcomer, HexadokuWrittenZeroToFReadsZeroAsAValue) {
  const std::string puzzle = first_sixteen_puzzle();
  if (puzzle.empty()) GTEST_SKIP() << "../shared/data is absent";
  const std::string hex = "0123456789ABCDEF";
  const std::string hexadoku = translated(puzzle, "123456789ABCDEFG", hex);
  ASSERT_TRUE(contains(hexadoku, "0") && !contains(hexadoku, "G"));
  const auto run = run_dlx_binary({"sudoku", "-", "--unique", "--json"}, hexadoku + "\n");
  ASSERT_EQ(run.exit_code, 0) << run.err << run.out;
  EXPECT_TRUE(contains(run.out, "\"unique\"")) << run.out;
  const std::string solution = testing::json_field(lines_of(run.out).at(0), "solution");
  EXPECT_FALSE(contains(solution, "G")) << solution;
  // The judge reads '0' as a blank: it judges the solution written back in 1-G against the
  // puzzle it came from.
  const std::string digits_first = "123456789ABCDEFG";
  EXPECT_TRUE(testing::is_sudoku_solution(
      testing::grid_values(puzzle, digits_first),
      testing::grid_values(translated(solution, hex, digits_first), digits_first), 16, 4))
      << solution;
}

TEST(Newcomer, HexadokuWithZeroAsTheOnlyBlankAsksWhichReading) {
  const std::string puzzle = first_sixteen_puzzle();
  if (puzzle.empty()) GTEST_SKIP() << "../shared/data is absent";
  // 1-G with '0' for a blank and no G clue: both readings are possible.
  const std::string ambiguous = translated(puzzle, ".G", "00");
  const auto run = run_dlx_binary({"sudoku", "-"}, ambiguous + "\n");
  EXPECT_EQ(run.exit_code, 2) << run.out;
  EXPECT_TRUE(contains(run.err, "<stdin>:1:")) << run.err;
  EXPECT_TRUE(contains(run.err, "--symbols 0123456789ABCDEF")) << run.err;
  const auto chosen =
      run_dlx_binary({"sudoku", "-", "--symbols", "123456789ABCDEFG"}, ambiguous + "\n");
  EXPECT_EQ(chosen.exit_code, 0) << chosen.err;
}

// ---- 3. A puzzle typed as the argument --------------------------------------------------------

const std::string kPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

TEST(Newcomer, APuzzleTypedAsTheArgumentIsSolved) {
  const auto typed = run_dlx_binary({"sudoku", kPuzzle});
  ASSERT_EQ(typed.exit_code, 0) << typed.err;
  const auto piped = run_dlx_binary({"sudoku", "-"}, kPuzzle + "\n");
  EXPECT_EQ(typed.out, piped.out);
  EXPECT_EQ(lines_of(typed.out).size(), 1u) << typed.out;
  // Not a puzzle, not a file: still "cannot open", with the name.
  const auto missing = run_dlx_binary({"sudoku", "nosuch.txt"});
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_TRUE(contains(missing.err, "nosuch.txt: cannot open")) << missing.err;
  // A malformed typed puzzle is located at the argument.
  const auto bad = run_dlx_binary(
      {"sudoku",
       "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7Z"});
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_TRUE(contains(bad.err, "<argument>:1:")) << bad.err;
}

// ---- 4. Several files ------------------------------------------------------------------------

TEST(Newcomer, SeveralFilesAreSolvedInTurn) {
  const std::string dir = testing::make_temp_dir();
  const std::string a = testing::write_file(dir, "a.txt", kPuzzle + "\n");
  const std::string b =
      testing::write_file(dir, "b.txt", "# two\n" + kPuzzle + "\n" + kPuzzle + "\n");
  const auto run = run_dlx_binary({"sudoku", a, b, "--json"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto lines = lines_of(run.out);
  ASSERT_EQ(lines.size(), 3u) << run.out;
  EXPECT_EQ(testing::json_field(lines[0], "input"), a + ":1");
  EXPECT_EQ(testing::json_field(lines[1], "input"), b + ":2");
  EXPECT_EQ(testing::json_field(lines[2], "input"), b + ":3");
  // Each file alone gives what it gives in the run of both.
  const auto alone = run_dlx_binary({"sudoku", b, "--json"});
  EXPECT_EQ(testing::json_field(lines_of(alone.out).at(1), "solution"),
            testing::json_field(lines[2], "solution"));
  EXPECT_FALSE(testing::json_field(lines[2], "solution").empty());
  // A missing file among them is bad input (exit 2), named.
  const auto missing = run_dlx_binary({"sudoku", a, dir + "/nosuch.txt"});
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_TRUE(contains(missing.err, "nosuch.txt: cannot open")) << missing.err;
}

// ---- 5. A title line above a grid -------------------------------------------------------------

TEST(Newcomer, ATitleLineAboveAGridIsItsTitle) {
  std::string grid;
  for (int r = 0; r < 9; ++r) grid += kPuzzle.substr(static_cast<std::size_t>(9 * r), 9) + "\n";
  const auto plain = run_dlx_binary({"sudoku", "-"}, grid);
  ASSERT_EQ(plain.exit_code, 0) << plain.err;
  const auto titled =
      run_dlx_binary({"sudoku", "-"}, "Puzzle 1\n" + grid + "Puzzle 2: hard one\n" + grid);
  EXPECT_EQ(titled.exit_code, 0) << titled.err;
  EXPECT_FALSE(contains(titled.err, "malformed")) << titled.err;
  // The titles are kept above the solutions, as "Grid 01" is.
  EXPECT_EQ(titled.out, "Puzzle 1\n" + plain.out + "Puzzle 2: hard one\n" + plain.out);
}

// ---- 8. Flags in any order, suggestions that are near -----------------------------------------

TEST(Newcomer, SearchFlagsBeforeTheCommand) {
  const auto after = run_dlx_binary({"queens", "8", "--threads", "2", "--count"});
  ASSERT_EQ(after.exit_code, 0) << after.err;
  for (const std::vector<std::string>& arguments :
       std::vector<std::vector<std::string>>{{"--threads", "2", "queens", "8", "--count"},
                                             {"--threads=2", "--count", "queens", "8"},
                                             {"--count", "--threads", "2", "queens", "8"}}) {
    const auto before = run_dlx_binary(arguments);
    EXPECT_EQ(before.exit_code, 0) << arguments[0] << ": " << before.err;
    EXPECT_EQ(before.out, after.out) << arguments[0];
  }
  // Not a search flag before the command: refused as before.
  const auto unknown = run_dlx_binary({"--nosuch", "queens", "8"});
  EXPECT_EQ(unknown.exit_code, 2);
}

TEST(Newcomer, SuggestionsOnlyWhenNear) {
  for (const std::string flag : {"-q", "-5", "-x"}) {
    const auto run = run_dlx_binary({"queens", "8", flag});
    EXPECT_EQ(run.exit_code, 2) << flag;
    EXPECT_TRUE(contains(run.err, "unknown option")) << run.err;
    EXPECT_FALSE(contains(run.err, "did you mean")) << flag << ": " << run.err;
  }
  // A typo still gets its guess.
  const auto typo = run_dlx_binary({"queens", "8", "--cuont"});
  EXPECT_TRUE(contains(typo.err, "did you mean '--count'")) << typo.err;
}

TEST(Newcomer, SudokuSizePointsAtTheBox) {
  const auto run = run_dlx_binary({"sudoku", "--generate", "1", "--size", "16"});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_TRUE(contains(run.err, "--box 4x4")) << run.err;
}

// ---- 9. A polycube board file that does not exist
// -------------------------------------------------

TEST(Newcomer, AMissingPolycubeBoardIsSaidFirst) {
  for (const std::string command : {"polycube", "polyiamond", "polyhex", "polyomino"}) {
    const auto run = run_dlx_binary({command, "nosuch.txt"});
    EXPECT_EQ(run.exit_code, 2) << command;
    EXPECT_TRUE(contains(run.err, "no such file")) << command << ": " << run.err;
    EXPECT_FALSE(contains(run.err, "give --pieces")) << command << ": " << run.err;
  }
}

// ---- 10. Messages that send a user the wrong way ------------------------------------------------

TEST(Newcomer, AKillerCageWithoutSumIsSaidAtItsLine) {
  // Cage 'd' starts at r3c3, on line 4 (the third row of the map); 'sums' leaves it out.
  const std::string text = "cages\na a b b\na a b b\nc c d d\nc c d d\nsums\na 10\nb 10\nc 10\n";
  const auto run = run_dlx_binary({"sudoku", "-"}, text);
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_TRUE(contains(run.err, "<stdin>:4: cage 'd'")) << run.err;
  EXPECT_TRUE(contains(run.err, "r3c3")) << run.err;
}

TEST(Newcomer, AWrongGivenSolutionNamesTheCellAsR1C1) {
  const std::string solution =
      "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
  std::string wrong = solution;
  wrong[0] = '2';  // breaks the clue 5 of r1c1
  const auto run = run_dlx_binary({"sudoku", "-"}, kPuzzle + "," + wrong + "\n");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_TRUE(contains(run.err, "r1c1")) << run.err;
  EXPECT_FALSE(contains(run.err, "cell 0")) << run.err;
}

TEST(Newcomer, ASectionedPuzzleIsNamedByItsFirstLine) {
  const std::string killer = kSource + "/examples/sudoku/killer.txt";
  std::ifstream in(killer);
  std::size_t first = 0;
  std::string line;
  for (std::size_t number = 1; std::getline(in, line); ++number) {
    if (line == "cages") {
      first = number;
      break;
    }
  }
  ASSERT_NE(first, 0u);
  const auto run = run_dlx_binary({"sudoku", killer, "--json"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(testing::json_field(run.out, "input"), killer + ":" + std::to_string(first));
}

TEST(Newcomer, QueensCompleteWithoutFileReadsStandardInput) {
  const std::string placement = "1 0 0 0 0 0 0 0\n";  // a queen in row 1, column 1 of 8
  const auto named = run_dlx_binary({"queens", "--complete", "-", "--count"}, placement);
  ASSERT_EQ(named.exit_code, 0) << named.err;
  const auto bare = run_dlx_binary({"queens", "--complete", "--count"}, placement);
  EXPECT_EQ(bare.exit_code, 0) << bare.err;
  EXPECT_EQ(bare.out, named.out);
  const auto last = run_dlx_binary({"queens", "--count", "--complete"}, placement);
  EXPECT_EQ(last.out, named.out) << last.err;
}

TEST(Newcomer, ABoardDrawnWithHashesSaysHashStartsAComment) {
  const std::string dir = testing::make_temp_dir();
  const std::string board = testing::write_file(dir, "board.txt", "#####\n#####\n");
  for (const std::string command : {"polyomino", "polyiamond"}) {
    const auto run = run_dlx_binary({command, board});
    EXPECT_EQ(run.exit_code, 2) << command;
    EXPECT_TRUE(contains(run.err, "'#' starts")) << command << ": " << run.err;
  }
}

TEST(Newcomer, AnUnknownItemGetsTheNearestDeclaredOne) {
  const auto run = run_dlx_binary({"exact", "-"}, "a b c d\na b\nc dd\n");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_TRUE(contains(run.err, "unknown item 'dd'")) << run.err;
  EXPECT_TRUE(contains(run.err, "did you mean 'd'?")) << run.err;
}

// ---- 12. Pictures and text ------------------------------------------------------------------

std::vector<std::string> file_lines(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

TEST(Newcomer, ReadmeMakesPuzzlesCsvBeforeReadingIt) {
  const auto readme = file_lines(kSource + "/README.md");
  std::size_t made = 0;
  std::size_t read = 0;
  std::string make_line;
  for (std::size_t k = 0; k < readme.size(); ++k) {
    if (made == 0 && contains(readme[k], "> puzzles.csv")) {
      made = k + 1;
      make_line = readme[k].substr(0, readme[k].find('#'));
    }
    if (read == 0 && readme[k].rfind("dlx sudoku puzzles.csv", 0) == 0) read = k + 1;
  }
  ASSERT_NE(made, 0u);
  ASSERT_NE(read, 0u);
  EXPECT_LT(made, read) << "README reads puzzles.csv (line " << read << ") before making it";
  // And the two lines do what they say, in that order.
  std::istringstream words(make_line.substr(0, make_line.find('>')));
  std::vector<std::string> arguments;
  for (std::string word; words >> word;) arguments.push_back(word);
  arguments.erase(arguments.begin());  // "dlx"
  const auto generated = run_dlx_binary(arguments);
  ASSERT_EQ(generated.exit_code, 0) << generated.err;
  const std::string dir = testing::make_temp_dir();
  testing::write_file(dir, "puzzles.csv", generated.out);
  const auto solved = run_dlx_binary({"sudoku", "puzzles.csv"}, "", dir);
  EXPECT_EQ(solved.exit_code, 0) << solved.err;
  EXPECT_EQ(lines_of(solved.out).size(), lines_of(generated.out).size() - 1);  // the header
}

TEST(Newcomer, DistributedDocsNameEveryCommand) {
  // The commands, as dlx lists them for a command it does not know.
  const auto unknown = run_dlx_binary({"nosuchcommand"});
  const std::string listed = unknown.err.substr(unknown.err.find("the commands are: ") + 18);
  std::istringstream names(listed.substr(0, listed.find(')')));
  std::string text;
  for (const std::string& line : file_lines(kSource + "/docs/distributed.md")) text += line + " ";
  const std::string takes = text.substr(text.find("takes every command"), 300);
  int count = 0;
  for (std::string name; std::getline(names, name, ',');) {
    name.erase(0, name.find_first_not_of(' '));
    EXPECT_TRUE(contains(takes, "`" + name + "`")) << name << " is not in: " << takes;
    ++count;
  }
  EXPECT_GE(count, 7);
}

TEST(Newcomer, CopiesOfAPieceAreToldApartInText) {
  const auto run =
      run_dlx_binary({"polyomino", "4x4", "--pieces", "tetrominoes:O", "--copies", "4"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto rows = lines_of(run.out);
  ASSERT_GE(rows.size(), 4u) << run.out;
  // Each 2x2 block is one copy: its cells share a mark, and no two blocks side by side do.
  auto mark = [&](int r, int c) {
    return rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
  };
  for (int r = 0; r < 4; r += 2) {
    for (int c = 0; c < 4; c += 2) {
      EXPECT_EQ(mark(r, c), mark(r + 1, c + 1)) << run.out;
      if (c == 0) {
        EXPECT_NE(mark(r, 0), mark(r, 2)) << run.out;
      }
      if (r == 0) {
        EXPECT_NE(mark(0, c), mark(2, c)) << run.out;
      }
    }
  }
  // A tiling without copies is drawn with the pieces' names, as before: the 12 pentominoes,
  // five cells each.
  const auto plain = run_dlx_binary({"polyomino", "6x10"});
  std::map<char, int> cells;
  for (char c : plain.out) {
    if (c != '\n') ++cells[c];
  }
  EXPECT_EQ(cells.size(), 12u) << plain.out;
  for (const auto& [name, count] : cells) EXPECT_EQ(count, 5) << name;
}

TEST(Newcomer, AGridDrawnWithBarsComesBackDrawn) {
  // The puzzle drawn with bars and box lines, as people type it; the solution comes back in the
  // same drawing, each cell the solution's (checked against the line form's solution).
  std::string drawn;
  for (int r = 0; r < 9; ++r) {
    if (r % 3 == 0) drawn += "---+---+---\n";
    const std::string row = kPuzzle.substr(static_cast<std::size_t>(9 * r), 9);
    drawn += row.substr(0, 3) + "|" + row.substr(3, 3) + "|" + row.substr(6, 3) + "\n";
  }
  drawn += "---+---+---\n";
  const auto run = run_dlx_binary({"sudoku", "-"}, drawn);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::string solution = lines_of(run_dlx_binary({"sudoku", "-"}, kPuzzle + "\n").out).at(0);
  const auto rows = lines_of(run.out);
  const auto typed = lines_of(drawn);
  ASSERT_GE(rows.size(), typed.size()) << run.out;
  std::string cells;
  for (std::size_t k = 0; k < typed.size(); ++k) {
    ASSERT_EQ(rows[k].size(), typed[k].size()) << run.out;
    for (std::size_t c = 0; c < typed[k].size(); ++c) {
      const bool drawing = typed[k][c] == '|' || typed[k][c] == '-' || typed[k][c] == '+';
      if (drawing) {
        EXPECT_EQ(rows[k][c], typed[k][c]) << run.out;
      } else {
        cells += rows[k][c];
      }
    }
  }
  EXPECT_EQ(cells, solution);
}

// A killer of 2-cell cages (two-digit sums) on a grid of size n, built from a solution dlx finds
// for the empty grid; its SVG, in which each cage's sum and the value of the cage's first cell
// must keep apart. The boxes are estimated from the fonts: digits 0.6 em wide, 0.75 em high
// (sans-serif), the sums on their baseline, the values centred on theirs.
void expect_sums_clear_of_values(int n, const std::string& symbols) {
  const auto empty =
      run_dlx_binary({"sudoku", "-"}, std::string(static_cast<std::size_t>(n * n), '.') + "\n");
  ASSERT_EQ(empty.exit_code, 0) << empty.err;
  const std::string solution = lines_of(empty.out).at(0);
  std::string text = "cages\n";
  std::string sums = "sums\n";
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      text += fmt::format("{}r{}p{}", c == 0 ? "" : " ", r, c / 2);
      if (c % 2 == 0) {
        // A pair of cells, or the last cell alone on a grid of odd size.
        int sum = 0;
        for (int k = c; k < std::min(c + 2, n); ++k) {
          sum += static_cast<int>(symbols.find(solution[static_cast<std::size_t>(r * n + k)])) + 1;
        }
        sums += fmt::format("r{}p{} {}\n", r, c / 2, sum);
      }
    }
    text += "\n";
  }
  const auto run = run_dlx_binary({"sudoku", "-", "--svg", "-"}, text + sums);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  std::string error;
  const auto elements = testing::xml_elements(run.out, error);
  ASSERT_EQ(error, "");
  struct Box {
    double left, right, top, bottom;
  };
  std::vector<Box> sum_boxes;
  std::vector<Box> value_boxes;
  for (const auto& element : elements) {
    if (element.name != "text" || element.attributes.count("font-size") == 0) continue;
    const double x = std::stod(element.attributes.at("x"));
    const double y = std::stod(element.attributes.at("y"));
    const double size = std::stod(element.attributes.at("font-size"));
    const double width = 0.6 * size * static_cast<double>(element.text.size());
    if (element.attributes.count("text-anchor") == 0 && element.attributes.at("fill") == "#333") {
      sum_boxes.push_back({x, x + width, y - 0.75 * size, y});
    } else if (element.attributes.count("dominant-baseline") != 0) {
      value_boxes.push_back({x - width / 2, x + width / 2, y - 0.375 * size, y + 0.375 * size});
    }
  }
  ASSERT_EQ(sum_boxes.size(), static_cast<std::size_t>(n * ((n + 1) / 2)));
  ASSERT_EQ(value_boxes.size(), static_cast<std::size_t>(n * n));
  double closest = 1e9;
  for (const Box& sum : sum_boxes) {
    for (const Box& value : value_boxes) {
      const bool side_by_side = sum.right <= value.left || value.right <= sum.left;
      if (side_by_side || value.bottom < sum.top) continue;
      closest = std::min(closest, value.top - sum.bottom);
    }
  }
  EXPECT_GE(closest, 3.0) << n << "x" << n << ": a sum comes within " << closest
                          << " px of a value";
}

TEST(Newcomer, KillerSumsKeepClearOfTheDigits) {
  expect_sums_clear_of_values(9, "123456789");
  expect_sums_clear_of_values(16, "ABCDEFGHIJKLMNOP");  // an empty grid is solved in letters
}

TEST(Newcomer, PolyiamondNamesSitWhereThePieceHasRoom) {
  // The first tiling of the 6x6 parallelogram with the hexiamonds (each once), drawn: each
  // piece's name must be at least as far from the piece's outline as the centre of any of its
  // cells, and the hexagon O's in its middle, a whole triangle's height from its outline.
  const auto run = run_dlx_binary({"polyiamond", "6x6", "--svg", "-"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  std::string error;
  const auto elements = testing::xml_elements(run.out, error);
  ASSERT_EQ(error, "");
  struct Point {
    double x, y;
  };
  std::map<std::string, std::vector<std::vector<Point>>> cells_of;
  std::map<std::string, Point> label_of;
  for (const auto& element : elements) {
    if (element.name == "polygon" && element.attributes.count("data-piece") != 0) {
      std::vector<Point> polygon;
      std::istringstream points(element.attributes.at("points"));
      for (std::string pair; points >> pair;) {
        const auto comma = pair.find(',');
        polygon.push_back({std::stod(pair.substr(0, comma)), std::stod(pair.substr(comma + 1))});
      }
      cells_of[element.attributes.at("data-piece")].push_back(polygon);
    } else if (element.name == "text" && element.attributes.count("text-anchor") != 0) {
      label_of[element.text] = {std::stod(element.attributes.at("x")),
                                std::stod(element.attributes.at("y"))};
    }
  }
  ASSERT_EQ(cells_of.size(), 12u);
  auto key = [](Point a, Point b) {
    auto round = [](double v) { return static_cast<long>(std::lround(v * 100)); };
    std::pair<long, long> p{round(a.x), round(a.y)};
    std::pair<long, long> q{round(b.x), round(b.y)};
    return p < q ? std::make_pair(p, q) : std::make_pair(q, p);
  };
  for (const auto& [name, cells] : cells_of) {
    ASSERT_EQ(label_of.count(name), 1u) << name;
    // The outline: the edges of its triangles that no other of its triangles has.
    std::map<std::pair<std::pair<long, long>, std::pair<long, long>>,
             std::pair<int, std::pair<Point, Point>>>
        edges;
    for (const auto& polygon : cells) {
      for (std::size_t k = 0; k < polygon.size(); ++k) {
        const Point a = polygon[k];
        const Point b = polygon[(k + 1) % polygon.size()];
        auto& edge = edges[key(a, b)];
        ++edge.first;
        edge.second = {a, b};
      }
    }
    auto room = [&](Point p) {
      double least = 1e300;
      for (const auto& [k, edge] : edges) {
        if (edge.first != 1) continue;
        const auto [a, b] = edge.second;
        const double dx = b.x - a.x, dy = b.y - a.y;
        const double t =
            std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy), 0.0, 1.0);
        least = std::min(least, std::hypot(p.x - a.x - t * dx, p.y - a.y - t * dy));
      }
      return least;
    };
    double best_cell = 0;
    for (const auto& polygon : cells) {
      Point c{0, 0};
      for (const Point& p : polygon) c.x += p.x / 3, c.y += p.y / 3;
      best_cell = std::max(best_cell, room(c));
    }
    const double label = room(label_of.at(name));
    EXPECT_GE(label, best_cell - 0.05) << name;
    if (name == "O") {
      EXPECT_GT(label, 2 * best_cell) << "the hexagon's name is not in its middle";
    }
  }
}

}  // namespace
}  // namespace dlx::newcomer_cli_test
