// Pictures and help for everything (issue 19): --svg for Sudoku and queens read back cell by cell
// against the text output, --svg - on standard output, --pretty's clue marks and jigsaw walls
// checked against the puzzle's own clues and region map, and the named boards of polyomino.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

#include "tests/support/run_binary.hpp"
#include "tests/support/text_lines.hpp"
#include "tests/support/xml_elements.hpp"

namespace dlx::pictures_cli_test {
namespace {

using testing::contains;

using testing::file_text;
using testing::lines_of;
using testing::run_dlx_binary;
using testing::XmlElement;

const std::string kSource = DLX_SOURCE_DIR;
const std::string kClassic = kSource + "/examples/sudoku/classic.txt";
const std::string kJigsaw = kSource + "/examples/sudoku/jigsaw.txt";
const std::string kKiller = kSource + "/examples/sudoku/killer.txt";

// The lines of a section ("regions", "givens", "sums") of a sectioned puzzle file.
std::vector<std::vector<std::string>> section(const std::string& path, const std::string& name) {
  std::vector<std::vector<std::string>> rows;
  bool inside = false;
  for (const std::string& line : lines_of(file_text(path))) {
    if (line.empty() || line[0] == '#') continue;
    if (line.find(' ') == std::string::npos && line.size() > 1 && std::isalpha(line[0])) {
      inside = line == name;
      continue;
    }
    if (!inside) continue;
    std::vector<std::string> words;
    std::string word;
    for (char c : line + " ") {
      if (c == ' ') {
        if (!word.empty()) words.push_back(word);
        word.clear();
      } else {
        word += c;
      }
    }
    rows.push_back(words);
  }
  return rows;
}

// The grids of a Sudoku picture: per <g class="grid">, value and clue mark of each cell.
struct PicturedGrid {
  std::string label;
  std::map<std::pair<int, int>, std::pair<int, bool>> cells;
  int cages = 0;
};

std::vector<PicturedGrid> pictured_grids(const std::string& svg) {
  std::string error;
  const auto elements = testing::xml_elements(svg, error);
  EXPECT_EQ(error, "");
  EXPECT_FALSE(elements.empty());
  if (!elements.empty()) {
    EXPECT_EQ(elements.front().name, "svg");
  }
  std::vector<PicturedGrid> grids;
  for (const XmlElement& element : elements) {
    const auto cls = element.attributes.find("class");
    if (cls == element.attributes.end()) continue;
    if (cls->second == "grid") grids.push_back({element.attributes.at("data-label"), {}, 0});
    if (grids.empty()) continue;
    if (cls->second == "cage") ++grids.back().cages;
    if (cls->second == "cell") {
      grids.back().cells[{std::stoi(element.attributes.at("data-row")),
                          std::stoi(element.attributes.at("data-column"))}] = {
          std::stoi(element.attributes.at("data-value")),
          element.attributes.at("data-clue") == "true"};
    }
  }
  return grids;
}

TEST(Pictures, SudokuSvgShowsEverySolutionAndMarksTheClues) {
  const std::string dir = testing::make_temp_dir();
  const std::string svg = dir + "/classic.svg";
  const auto run = run_dlx_binary({"sudoku", kClassic, "--svg", svg});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto solutions = lines_of(run.out);
  std::vector<std::string> puzzles;
  for (const std::string& line : lines_of(file_text(kClassic))) {
    if (!line.empty() && line[0] != '#') puzzles.push_back(line);
  }
  const auto grids = pictured_grids(file_text(svg));
  ASSERT_EQ(grids.size(), solutions.size());
  for (std::size_t k = 0; k < grids.size(); ++k) {
    EXPECT_EQ(grids[k].label, kClassic + ":" + std::to_string(k + 3));
    ASSERT_EQ(grids[k].cells.size(), 81u);
    for (const auto& [at, cell] : grids[k].cells) {
      const auto index = static_cast<std::size_t>(at.first * 9 + at.second);
      EXPECT_EQ(cell.first, solutions[k][index] - '0');
      EXPECT_EQ(cell.second, puzzles[k][index] != '.') << at.first << "," << at.second;
    }
  }
  // To standard output with -, the text answer then on standard error.
  const auto piped = run_dlx_binary({"sudoku", kClassic, "--svg", "-"});
  ASSERT_EQ(piped.exit_code, 0) << piped.err;
  EXPECT_TRUE(piped.out.starts_with("<?xml")) << piped.out.substr(0, 100);
  EXPECT_EQ(pictured_grids(piped.out).size(), 3u);
  for (const std::string& solution : solutions) EXPECT_TRUE(contains(piped.err, solution));
  // --svg '' names no file.
  const auto empty = run_dlx_binary({"sudoku", kClassic, "--svg", ""});
  EXPECT_EQ(empty.exit_code, 2);
  EXPECT_TRUE(contains(empty.err, "--svg needs a file name (or - for standard output)"))
      << empty.err;
  EXPECT_EQ(empty.out, "");
}

TEST(Pictures, SudokuSvgDrawsKillerCagesAndJigsawRegions) {
  const std::string dir = testing::make_temp_dir();
  const auto killer = run_dlx_binary({"sudoku", kKiller, "--svg", dir + "/k.svg"});
  ASSERT_EQ(killer.exit_code, 0) << killer.err;
  const auto killer_grids = pictured_grids(file_text(dir + "/k.svg"));
  ASSERT_EQ(killer_grids.size(), 1u);
  EXPECT_EQ(killer_grids[0].cages, static_cast<int>(section(kKiller, "sums").size()));
  // Every cage's sum is drawn, as data and as text.
  for (const auto& sum : section(kKiller, "sums")) {
    EXPECT_TRUE(contains(file_text(dir + "/k.svg"), "data-sum=\"" + sum.at(1) + "\"")) << sum[0];
  }

  const auto jigsaw = run_dlx_binary({"sudoku", kJigsaw, "--svg", dir + "/j.svg"});
  ASSERT_EQ(jigsaw.exit_code, 0) << jigsaw.err;
  const std::string svg = file_text(dir + "/j.svg");
  // The walls are the cell sides between two regions of the map, and the outline: count them.
  const auto regions = section(kJigsaw, "regions");
  ASSERT_EQ(regions.size(), 9u);
  int inner = 0;
  for (std::size_t r = 0; r < 9; ++r) {
    for (std::size_t c = 0; c < 9; ++c) {
      if (r > 0 && regions[r - 1][c] != regions[r][c]) ++inner;
      if (c > 0 && regions[r][c - 1] != regions[r][c]) ++inner;
    }
  }
  const std::size_t start = svg.find("class=\"walls\" d=\"");
  ASSERT_NE(start, std::string::npos);
  const std::string path = svg.substr(start, svg.find('"', start + 17) - start);
  // Each cell side is one "M...h36" or "M...v36"; the top and left edges of the grid too, and the
  // bottom and right edges as one long stroke each.
  const auto sides = std::count(path.begin(), path.end(), 'M');
  EXPECT_EQ(sides, inner + 9 + 9 + 2) << path.substr(0, 200);
}

TEST(Pictures, PrettyMarksCluesAndDrawsJigsawWalls) {
  const auto run = run_dlx_binary({"sudoku", kJigsaw, "--pretty"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto regions = section(kJigsaw, "regions");
  const auto givens = section(kJigsaw, "givens");
  std::vector<std::string> rows;
  for (const std::string& line : lines_of(run.out)) {
    if (!line.empty() && (line[0] == '|' || line[0] == '+')) rows.push_back(line);
  }
  // Cell lines hold the cells at 4k+1..4k+3 and the walls at 4k; a rule line follows a cell line
  // where the region below differs.
  std::size_t row = 0;
  for (const std::string& line : rows) {
    if (line[0] != '|') continue;
    bool cells = false;
    for (std::size_t c = 0; c < 9; ++c) cells = cells || std::isdigit(line[4 * c + 2]);
    if (!cells) continue;
    ASSERT_LT(row, 9u);
    for (std::size_t c = 0; c < 9; ++c) {
      const bool clue = givens[row][c] != ".";
      EXPECT_EQ(line[4 * c + 1] == '[', clue) << line;
      EXPECT_EQ(line[4 * c + 3] == ']', clue) << line;
      const bool wall = c == 0 || regions[row][c - 1] != regions[row][c];
      EXPECT_EQ(line[4 * c] == '|', wall) << "row " << row + 1 << ": " << line;
    }
    ++row;
  }
  EXPECT_EQ(row, 9u);
}

// A puzzle without variant constraints is drawn byte for byte as before they could be drawn: the
// pictures in tests/data/sudoku_pictures were written by dlx at the commit before (a062972), run
// from the source directory on the example files.
TEST(Pictures, SudokuSvgWithoutConstraintsIsUnchanged) {
  const std::string dir = testing::make_temp_dir();
  for (const std::string name : {"killer", "jigsaw"}) {
    const auto run = run_dlx_binary(
        {"sudoku", "examples/sudoku/" + name + ".txt", "--svg", dir + "/" + name + ".svg"}, "",
        kSource);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    EXPECT_EQ(file_text(dir + "/" + name + ".svg"),
              file_text(kSource + "/tests/data/sudoku_pictures/" + name + ".svg"))
        << name;
  }
}

// A variant's picture marks each constraint's elements, and --pretty lists the constraints under
// the grid as the file's own section writes them.
TEST(Pictures, VariantConstraintsAreDrawnAndListed) {
  const std::string puzzle = kSource + "/examples/sudoku/variants/sandwich.txt";
  const std::string dir = testing::make_temp_dir();
  const auto run = run_dlx_binary({"sudoku", puzzle, "--svg", dir + "/s.svg", "--pretty"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  std::string error;
  const auto elements = testing::xml_elements(file_text(dir + "/s.svg"), error);
  EXPECT_EQ(error, "");
  std::vector<std::string> clues;
  for (const XmlElement& element : elements) {
    const auto mark = element.attributes.find("data-constraint");
    if (mark != element.attributes.end() && mark->second == "sandwich")
      clues.push_back(element.text);
  }
  const auto section_lines = section(puzzle, "constraints");
  ASSERT_EQ(clues.size(), section_lines.size());
  for (std::size_t k = 0; k < clues.size(); ++k) EXPECT_EQ(clues[k], section_lines[k].back());
  // The listing: the heading, then each line of the file's section.
  const auto out = lines_of(run.out);
  const auto heading = std::find(out.begin(), out.end(), "constraints");
  ASSERT_NE(heading, out.end()) << run.out;
  std::vector<std::string> file_lines;
  bool in_section = false;
  for (const std::string& line : lines_of(file_text(puzzle))) {
    if (line == "constraints")
      in_section = true;
    else if (in_section && !line.empty())
      file_lines.push_back(line);
  }
  ASSERT_LE(file_lines.size(), static_cast<std::size_t>(out.end() - heading - 1));
  EXPECT_EQ(
      std::vector<std::string>(heading + 1, heading + 1 + static_cast<long>(file_lines.size())),
      file_lines);
}

// The queens of each board of a picture, as (row, column, given).
std::vector<std::set<std::tuple<int, int, bool>>> pictured_boards(const std::string& svg) {
  std::string error;
  const auto elements = testing::xml_elements(svg, error);
  EXPECT_EQ(error, "");
  std::vector<std::set<std::tuple<int, int, bool>>> boards;
  for (const XmlElement& element : elements) {
    const auto cls = element.attributes.find("class");
    if (cls == element.attributes.end()) continue;
    if (cls->second == "board") boards.emplace_back();
    if (cls->second == "queen" && !boards.empty()) {
      boards.back().insert({std::stoi(element.attributes.at("data-row")),
                            std::stoi(element.attributes.at("data-column")),
                            element.attributes.at("data-given") == "true"});
    }
  }
  return boards;
}

// The queens of the boards printed as Q and '.', one board per block of lines.
std::vector<std::set<std::pair<int, int>>> printed_boards(const std::string& text) {
  std::vector<std::set<std::pair<int, int>>> boards;
  int row = 0;
  bool inside = false;
  for (const std::string& line : lines_of(text)) {
    const bool board_line = !line.empty() && (line[0] == 'Q' || line[0] == '.');
    if (!board_line) {
      inside = false;
      continue;
    }
    if (!inside) {
      boards.emplace_back();
      row = 0;
      inside = true;
    }
    for (std::size_t k = 0; k < line.size(); k += 2) {
      if (line[k] == 'Q') boards.back().insert({row, static_cast<int>(k / 2)});
    }
    ++row;
  }
  return boards;
}

TEST(Pictures, QueensSvgShowsTheBoardsPrinted) {
  const std::string dir = testing::make_temp_dir();
  const auto run = run_dlx_binary({"queens", "8", "--limit", "3", "--svg", dir + "/q.svg"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto printed = printed_boards(run.out);
  const auto pictured = pictured_boards(file_text(dir + "/q.svg"));
  ASSERT_EQ(printed.size(), 3u);
  ASSERT_EQ(pictured.size(), 3u);
  for (std::size_t k = 0; k < 3; ++k) {
    std::set<std::pair<int, int>> queens;
    for (const auto& [row, column, given] : pictured[k]) {
      queens.insert({row, column});
      EXPECT_FALSE(given);
    }
    EXPECT_EQ(queens, printed[k]);
  }
  EXPECT_TRUE(contains(file_text(dir + "/q.svg"), "8-queens, solution 3"));

  // Completed placements: the given queens are marked, and boards of a batch are kept apart.
  const std::string placements =
      testing::write_file(dir, "p.txt", "1 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 3\n0 5 0 0 0 0 0 0\n");
  const auto completed = run_dlx_binary({"queens", "--complete", placements, "--svg", "-"});
  ASSERT_EQ(completed.exit_code, 0) << completed.err;
  const auto boards = pictured_boards(completed.out);
  ASSERT_EQ(boards.size(), 3u);
  const std::vector<std::pair<int, int>> given = {{0, 0}, {7, 2}, {1, 4}};
  for (std::size_t k = 0; k < 3; ++k) {
    EXPECT_EQ(boards[k].size(), 8u);
    EXPECT_EQ(boards[k].count({given[k].first, given[k].second, true}), 1u) << k;
  }
  // The text went to standard error: three boards of 8 lines, each followed by a blank line.
  EXPECT_EQ(printed_boards(completed.err).size(), 3u) << completed.err;
  const auto text = run_dlx_binary({"queens", "--complete", placements});
  EXPECT_EQ(lines_of(text.out).size(), 3u * 9) << text.out;
  EXPECT_EQ(lines_of(text.out)[8], "");

  // Domination boards too; and boards too large to draw are refused before the search.
  const auto dominated = run_dlx_binary({"queens", "5", "--dominate", "--svg", "-"});
  ASSERT_EQ(dominated.exit_code, 0) << dominated.err;
  EXPECT_EQ(pictured_boards(dominated.out).size(), 1u);
  const auto large = run_dlx_binary({"queens", "100", "--svg", dir + "/large.svg"});
  EXPECT_EQ(large.exit_code, 2);
  EXPECT_TRUE(contains(large.err, "--svg draws boards up to 64x64")) << large.err;
  EXPECT_FALSE(std::filesystem::exists(dir + "/large.svg"));
}

TEST(Pictures, PolyominoSvgOnStandardOutput) {
  const auto run = run_dlx_binary({"polyomino", "scott", "--svg", "-"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  std::string error;
  const auto elements = testing::xml_elements(run.out, error);
  EXPECT_EQ(error, "");
  EXPECT_EQ(std::count_if(elements.begin(), elements.end(),
                          [](const XmlElement& e) {
                            return e.name == "rect" && e.attributes.count("class") != 0;
                          }),
            60);
  EXPECT_EQ(lines_of(run.err).size(), 8u) << run.err;  // the tiling, drawn as text
}

TEST(Pictures, NamedBoardsAreListedAndEachHasATiling) {
  const auto list = run_dlx_binary({"polyomino", "--list-boards"});
  ASSERT_EQ(list.exit_code, 0) << list.err;
  // "NAME   60 cells: what it is", then the drawing, indented.
  std::map<std::string, std::vector<std::string>> drawings;
  std::string name;
  for (const std::string& line : lines_of(list.out)) {
    if (line.starts_with("    ")) {
      ASSERT_FALSE(name.empty());
      drawings[name].push_back(line.substr(4));
    } else if (line.find(" cells: ") != std::string::npos) {
      name = line.substr(0, line.find(' '));
    }
  }
  for (const std::string expected : {"scott", "corners", "corner-hole", "four-holes", "two-5x6"}) {
    EXPECT_EQ(drawings.count(expected), 1u) << expected << " is not listed:\n" << list.out;
  }
  for (const auto& [board, rows] : drawings) {
    const auto solved = run_dlx_binary({"polyomino", board});
    ASSERT_EQ(solved.exit_code, 0) << board << ": " << solved.err;
    // The tiling printed covers exactly the cells drawn (holes as '.', a piece's letter else).
    const auto printed = lines_of(solved.out);
    ASSERT_EQ(printed.size(), rows.size()) << board << "\n" << solved.out;
    for (std::size_t r = 0; r < rows.size(); ++r) {
      ASSERT_EQ(printed[r].size(), rows[r].size()) << board;
      for (std::size_t c = 0; c < rows[r].size(); ++c) {
        EXPECT_EQ(printed[r][c] == '.', rows[r][c] == '.') << board << " " << r << "," << c;
      }
    }
  }
  const auto refused = run_dlx_binary({"polyomino", "--list-boards", "--count"});
  EXPECT_EQ(refused.exit_code, 2);
}

}  // namespace
}  // namespace dlx::pictures_cli_test
