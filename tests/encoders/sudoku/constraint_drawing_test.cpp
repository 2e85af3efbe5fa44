// The drawing of variant constraints (encoders/sudoku/constraint_svg.hpp, each type's `draw`):
// for one line of each type, the SVG is well-formed and holds the elements that the type's look
// is made of (a thermometer: a bulb and a line; an arrow: a circle, a shaft and a head), counted
// by the data-constraint mark each element carries. And --pretty's list writes each line back as
// it reads.
#include <gtest/gtest.h>

#include <dlx/command/picture.hpp>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "encoders/sudoku/sudoku_svg.hpp"
#include "encoders/sudoku/variants/constraint_parser.hpp"
#include "encoders/sudoku/variants/constraint_text.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"
#include "tests/support/xml_elements.hpp"

namespace dlx::sudoku::constraint_drawing_test {
namespace {

using Counts = std::map<std::string, int>;  // element name -> how many

// How a type is shown: by elements marked with its name (data-constraint), as a killer cage of
// the grid (a group of class "cage", as a killer file's cages are drawn), or by the grid's walls
// (a jigsaw region).
enum class Shown { kMarked, kCage, kWalls };

struct DrawingCase {
  std::string line;  // one constraint on a 9x9 grid, as the text format writes it
  Counts elements;   // what its drawing is made of; empty: a rule, named under the grid
  std::vector<std::string> texts = {};  // the texts among them, in order
  Shown shown = Shown::kMarked;
};

// One line of each type. The counts restate each type's look (canvas.hpp), not the drawing code.
const std::vector<DrawingCase>& cases() {
  static const std::vector<DrawingCase> table = {
      {"thermo r9c1 r8c1 r7c1 r6c2", {{"circle", 1}, {"polyline", 1}}},
      {"slow-thermo r1c9 r2c9 r3c9", {{"circle", 1}, {"polyline", 1}}},
      // The circle, the shaft, the head.
      {"arrow r5c5: r4c4 r3c3 r2c2", {{"circle", 1}, {"polyline", 2}}},
      // A pill is an outline and its inside (two lines), then the shaft and the head.
      {"arrow r1c4 r1c5: r2c5 r3c5 r4c5 r5c6", {{"polyline", 4}}},
      {"killer 15: r1c1 r1c2 r2c1", {{"path", 1}, {"text", 1}}, {"15"}, Shown::kCage},
      {"killer r8c8 r8c9 r9c8", {{"path", 1}}, {}, Shown::kCage},
      {"little-killer 23: r1c3 r2c4 r3c5 r4c6 r5c7 r6c8 r7c9",
       {{"text", 1}, {"polyline", 1}},
       {"23"}},
      {"sandwich row 3: 15", {{"text", 1}}, {"15"}},
      {"x-sum col 4 bottom: 10", {{"text", 1}}, {"10"}},
      {"skyscraper row 6 right: 4", {{"text", 1}}, {"4"}},
      {"x r4c1 r4c2", {{"text", 1}}, {"X"}},
      {"v r6c5 r7c5", {{"text", 1}}, {"V"}},
      {"kropki-white r2c7 r2c8", {{"circle", 1}}},
      {"kropki-black r9c4 r9c5", {{"circle", 1}}},
      {"difference 3: r5c1 r6c1", {{"circle", 1}, {"text", 1}}, {"3"}},
      {"ratio 3: r8c2 r8c3", {{"circle", 1}, {"text", 1}}, {"3"}},
      {"negative x", {}},
      {"negative v", {}},
      {"negative xv", {}},
      {"negative kropki-white", {}},
      {"negative kropki-black", {}},
      {"odd r1c7 r3c1", {{"circle", 2}}},
      {"even r7c3", {{"rect", 1}}},
      // A chevron by each of the four sides.
      {"minimum r5c8", {{"polyline", 4}}},
      {"maximum r4c9", {{"polyline", 4}}},
      {"anti-knight", {}},
      {"anti-king", {}},
      {"non-consecutive", {}},
      {"disjoint-groups", {}},
      {"diagonal+", {{"line", 1}}},
      {"diagonal-", {{"line", 1}}},
      // The four windows' 36 cells, shaded.
      {"windoku", {{"rect", 36}}},
      {"extra-region r2c2 r2c3 r3c2 r3c3 r7c7 r7c8 r8c7 r8c8 r5c5", {{"rect", 9}}},
      {"jigsaw r1c1 r1c2 r1c3 r1c4 r2c1 r2c2 r2c3 r3c1 r3c2", {}, {}, Shown::kWalls},
      {"palindrome r6c1 r6c2 r6c3 r7c4", {{"polyline", 1}}},
      {"renban r3c6 r3c7 r3c8", {{"polyline", 1}}},
      {"whisper 3: r4c6 r5c6 r6c6", {{"polyline", 1}}},
      // A circle on each end.
      {"between r1c1 r2c2 r3c3 r4c4", {{"polyline", 1}, {"circle", 2}}},
      {"region-sum r3c1 r3c2 r3c3 r3c4 r3c5", {{"polyline", 1}}},
      {"entropic r9c9 r9c8 r9c7 r9c6", {{"polyline", 1}}},
      {"zipper r1c6 r2c6 r3c6 r4c6 r5c6", {{"polyline", 1}}},
      {"modular r2c1 r3c1 r4c1", {{"polyline", 1}}},
      // A diamond on each end.
      {"lockout 5: r1c8 r2c8 r3c8", {{"polyline", 1}, {"polygon", 2}}},
      {"fortress r5c2 r5c3", {{"rect", 2}}},
      {"quadruple r4c4: 1 2 2", {{"circle", 1}, {"text", 1}}, {"122"}},
      {"clone r1c1 r1c2: r9c8 r9c9", {{"rect", 4}}},
      {"row-indexer r1c5 r2c5", {{"rect", 2}}},
      {"column-indexer r1c1 r2c1 r3c1", {{"rect", 3}}},
      {"candidates r1c1: 1 3 5", {{"text", 1}}, {"135"}},
      // The general families: cages with a label.
      {"sum 7: r5c7 2*r5c8 -1*r6c7", {{"path", 1}, {"text", 1}}, {"7*"}, Shown::kCage},
      {"contains-at-least 1 1: r7c1 r7c2 r8c1", {{"path", 1}, {"text", 1}}, {"1,1+"}, Shown::kCage},
      {"contains-exactly 2 3: r7c5 r7c6", {{"path", 1}, {"text", 1}}, {"=2,3"}, Shown::kCage},
      {"pair 1->2,3 4-6->1: r8c5 r8c6 r8c7", {{"polyline", 1}}},
      {"pairx 1,2->1,2: r9c1 r9c3", {{"polyline", 1}}},
      // The cells shaded, the control a disc on its shade.
      {"count-distinct r6c1: r6c2 r6c3 r7c3", {{"rect", 3}, {"circle", 1}}},
      {"same-values r8c1 r8c2 | r9c4 r9c5", {{"rect", 4}}},
      {"equal-sum r8c1 r8c2 | r8c2 r9c2 | r9c4", {{"rect", 5}}},
      // Lines read by an automaton: a line with a circle on each end, per segment.
      {"regex 1[2-4]*(5|6): r2c7 r3c7 r4c7", {{"polyline", 1}, {"circle", 2}}},
      {"automaton start=0 accept=1 0>1=1-9 1>0=|: r6c7 r6c8 | r7c8 r8c8",
       {{"polyline", 2}, {"circle", 4}}},
      // ISS's composites: a cage labelled "or".
      {"one-of 1,5 5,1: r9c7 r9c8", {{"path", 1}, {"text", 1}}, {"or"}, Shown::kCage},
      // An or of groups of rules: its rules, each as drawn alone.
      {"or thermo r9c1 r8c1 r7c1 && kropki-white r2c7 r2c8 || candidates r1c1: 1 3",
       {{"circle", 2}, {"polyline", 1}, {"text", 1}},
       {"13"}},
      // Named under the grid; the regions a solution finds are walled in its picture.
      {"chaos", {}},
      // The counted cells shaded, the control a disc; an arrow per arm from the control.
      {"chaos-count r2c2: r2c2 r2c3 r3c2", {{"rect", 3}, {"circle", 1}}},
      {"chaos-count-others r2c8: r2c8 r3c8", {{"rect", 2}, {"circle", 1}}},
      {"chaos-arrow r5c5: r5c5 r5c6 r5c7 | r5c5 r4c5", {{"circle", 2}, {"polyline", 4}}},
      {"chaos-arrow-others r8c8: r8c8 r8c7", {{"circle", 1}, {"polyline", 2}}},
      // Relations between the cells' regions: the cells shaded (the count's control a disc).
      {"chaos-same r4c4 r4c5 r5c5", {{"rect", 3}}},
      {"chaos-apart r7c7 r7c8", {{"rect", 2}}},
      {"chaos-count-regions r1c9: r2c9 r3c9", {{"rect", 2}, {"circle", 1}}},
      // Named under the grid.
      {"connected 1 3 5 size 20: grid", {}},
      {"full-rank row 2 right: 17", {{"text", 1}}, {"#17"}},
      {"full-rank-tied col 3 top: 5", {{"text", 1}}, {"#5"}},
      {"full-rank-no-ties", {}},
      {"numbered-room row 7 left: 4", {{"text", 1}}, {"4"}},
      {"hidden-skyscraper col 8 bottom: 5", {{"text", 1}}, {"5"}},
      {"sum-line 10: r4c1 r4c2 r5c2 r5c1 r4c1", {{"polyline", 1}}},
      {"global-entropy", {}},
      {"global-mod", {}},
      {"counting-circles r7c1 r7c3 r9c2", {{"circle", 3}}},
      // The named families, part two.
      {"doppelganger", {}},
      // The house shaded, the cell that holds the digit it misses a disc.
      {"doppelganger-missing r9c9: r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8",
       {{"rect", 8}, {"circle", 1}}},
      {"double-arrow r2c2 r3c3 r4c4 r5c5", {{"polyline", 1}, {"circle", 2}}},
      {"rellik 10: r1c1 r1c2 r2c1", {{"path", 1}, {"text", 1}}, {"≠10"}, Shown::kCage},
      {"equality-cage r1c1 r1c2", {{"path", 1}, {"text", 1}}, {"="}, Shown::kCage},
      {"anti-taxicab", {}},
      {"value-indexing r3c3 r3c4 r3c5 r3c6", {{"circle", 1}, {"polyline", 2}}},
      {"dutch-flatmates", {}},
      {"region-same-values", {}},
      {"nabner r1c1 r1c2 r1c3", {{"polyline", 1}}},
      {"dutch-whisper r2c1 r2c2 r2c3", {{"polyline", 1}}},
      {"box-indexer r4c4 r5c5", {{"rect", 2}}},
      {"multi-sum-killer 10,15: r8c1 r8c2 r9c1",
       {{"path", 1}, {"text", 1}},
       {"10,15"},
       Shown::kCage},
      {"lunchbox 7: r6c5 r6c6 r6c7 r6c8", {{"path", 1}, {"text", 1}}, {"(7)"}, Shown::kCage},
  };
  return table;
}

SudokuPuzzle blank_puzzle(const std::vector<std::string>& lines) {
  SudokuPuzzle puzzle;
  puzzle.size = GridSize::square(9);
  puzzle.box_rows = puzzle.box_columns = 3;
  puzzle.givens.assign(81, 0);
  puzzle.source = "test";
  for (std::size_t k = 0; k < lines.size(); ++k) {
    puzzle.constraints.push_back(parse_constraint(lines[k], GridSize::square(9), "test", k + 1));
  }
  return puzzle;
}

std::string sheet_of(const SudokuPuzzle& puzzle, Picture* drawn = nullptr) {
  auto shared = std::make_shared<const SudokuPuzzle>(puzzle);
  Picture picture = sudoku_picture({"test:1", shared, std::vector<int>(81, 0)});
  if (drawn != nullptr) *drawn = picture;
  return picture_sheet({picture}, 0, sudoku_picture_words());
}

std::string name_of(const std::string& line) {
  const Constraint constraint = parse_constraint(line, GridSize::square(9), "test", 1);
  return std::string(constraint.type->name);
}

// What a picture shows: the elements each constraint marks, those of the killer cages' groups,
// the rules named under the grid and the walls.
struct Seen {
  Counts marked;
  std::vector<std::string> marked_texts;
  Counts caged;
  std::vector<std::string> cage_texts;
  std::string rules;
  std::string walls;
};

Seen seen_in(const std::string& svg, const std::string& type) {
  std::string error;
  const auto elements = testing::xml_elements(svg, error);
  EXPECT_EQ(error, "");
  Seen seen;
  bool in_cage = false;
  for (const testing::XmlElement& element : elements) {
    auto kind = element.attributes.find("class");
    const std::string cls = kind == element.attributes.end() ? "" : kind->second;
    if (element.name == "g") in_cage = cls == "cage";
    if (cls == "rules") seen.rules += (seen.rules.empty() ? "" : " ") + element.text;
    if (cls == "walls") seen.walls = element.attributes.at("d");
    auto mark = element.attributes.find("data-constraint");
    if (mark != element.attributes.end()) {
      EXPECT_EQ(mark->second, type);
      ++seen.marked[element.name];
      if (element.name == "text") seen.marked_texts.push_back(element.text);
    } else if (in_cage && element.name != "g") {
      ++seen.caged[element.name];
      if (element.name == "text") seen.cage_texts.push_back(element.text);
    }
  }
  return seen;
}

TEST(ConstraintDrawing, EachTypeDrawsItsElements) {
  const std::string plain_walls = seen_in(sheet_of(blank_puzzle({})), "").walls;
  for (const DrawingCase& drawing : cases()) {
    SCOPED_TRACE(drawing.line);
    const std::string type = name_of(drawing.line);
    const Seen seen = seen_in(sheet_of(blank_puzzle({drawing.line})), type);
    const bool cage = drawing.shown == Shown::kCage;
    EXPECT_EQ(cage ? seen.caged : seen.marked, drawing.elements);
    EXPECT_EQ(cage ? seen.cage_texts : seen.marked_texts, drawing.texts);
    EXPECT_EQ(cage ? seen.marked : seen.caged, Counts{});
    // A jigsaw region is shown by the walls, which then differ from the boxes'.
    if (drawing.shown == Shown::kWalls) {
      EXPECT_NE(seen.walls, plain_walls);
    }
    // A rule has nothing to draw: it is named under the grid, and only then.
    const bool rule = drawing.shown == Shown::kMarked && drawing.elements.empty();
    EXPECT_EQ(seen.rules, rule ? type : "");
  }
}

TEST(ConstraintDrawing, EveryTypeHasADrawingAndACase) {
  std::set<std::string> covered;
  for (const DrawingCase& drawing : cases()) covered.insert(name_of(drawing.line));
  for (const ConstraintType& type : constraint_types()) {
    EXPECT_NE(type.draw, nullptr) << type.name;
    EXPECT_EQ(covered.count(std::string(type.name)), 1u) << type.name << " has no drawing case";
  }
}

TEST(ConstraintDrawing, AllTypesTogetherMakeOneWellFormedPicture) {
  std::vector<std::string> lines;
  int marked = 0;
  for (const DrawingCase& drawing : cases()) {
    // A lone jigsaw region is no jigsaw (the regions must cover the grid): left out here.
    if (drawing.shown == Shown::kWalls) continue;
    lines.push_back(drawing.line);
    if (drawing.shown != Shown::kMarked) continue;
    for (const auto& [name, count] : drawing.elements) marked += count;
  }
  Picture picture;
  const std::string svg = sheet_of(blank_puzzle(lines), &picture);
  std::string error;
  const auto elements = testing::xml_elements(svg, error);
  ASSERT_EQ(error, "");
  int found = 0;
  for (const testing::XmlElement& element : elements)
    found += element.attributes.count("data-constraint");
  EXPECT_EQ(found, marked);
  // Room for the clues outside the grid on every side, and a line under it for the rules.
  EXPECT_EQ(picture.width, 9 * 36 + 2 * 36);
  EXPECT_GT(picture.height, picture.width);
}

TEST(ConstraintDrawing, AGridWithoutOutsideCluesKeepsItsSize) {
  Picture picture;
  sheet_of(blank_puzzle({"thermo r1c1 r1c2", "kropki-black r5c5 r5c6"}), &picture);
  EXPECT_EQ(picture.width, 9 * 36);
  EXPECT_EQ(picture.height, 9 * 36);
}

// The rules named under the grid wrap after a comma: no line wider than the picture, at 0.6 of the
// font's size for a character (the width of a lower-case letter is about half the size), and
// every rule named once, in order.
TEST(ConstraintDrawing, TheRulesUnderTheGridWrapInsideThePicture) {
  const std::vector<std::string> rules = {"anti-knight",           "anti-king",
                                          "negative kropki-white", "negative kropki-black",
                                          "non-consecutive",       "disjoint-groups"};
  std::vector<std::string> lines;
  for (const std::string& rule : rules) lines.push_back(rule);
  Picture picture;
  const std::string svg = sheet_of(blank_puzzle(lines), &picture);
  std::string error;
  const auto elements = testing::xml_elements(svg, error);
  ASSERT_EQ(error, "");
  // The sheet puts a border around the picture: its own size is the bound.
  ASSERT_FALSE(elements.empty());
  ASSERT_EQ(elements.front().name, "svg");
  const double width = std::stod(elements.front().attributes.at("width"));
  const double height = std::stod(elements.front().attributes.at("height"));
  std::string named;
  int rows = 0;
  for (const testing::XmlElement& element : elements) {
    auto kind = element.attributes.find("class");
    if (kind == element.attributes.end() || kind->second != "rules") continue;
    ++rows;
    const double font = std::stod(element.attributes.at("font-size"));
    const double middle = std::stod(element.attributes.at("x"));
    const double half = 0.6 * font * static_cast<double>(element.text.size()) / 2;
    EXPECT_GE(middle - half, 0) << element.text;
    EXPECT_LE(middle + half, width) << element.text;
    EXPECT_LE(std::stod(element.attributes.at("y")), height) << element.text;
    named += (named.empty() ? "" : " ") + element.text;
  }
  EXPECT_GT(rows, 1);
  std::string expected;
  for (std::size_t k = 0; k < rules.size(); ++k) {
    expected += (k == 0 ? "" : " ") + rules[k] + (k + 1 < rules.size() ? "," : "");
  }
  EXPECT_EQ(named, expected);
}

TEST(ConstraintText, WritesEachLineBackAsItReads) {
  for (const DrawingCase& drawing : cases()) {
    const Constraint constraint = parse_constraint(drawing.line, GridSize::square(9), "test", 1);
    EXPECT_EQ(constraint_text(constraint, GridSize::square(9)), drawing.line);
  }
  // Spellings the reader accepts come back in the one form.
  const Constraint column =
      parse_constraint("sandwich column 7: 0", GridSize::square(9), "test", 1);
  EXPECT_EQ(constraint_text(column, GridSize::square(9)), "sandwich col 7: 0");
}

}  // namespace
}  // namespace dlx::sudoku::constraint_drawing_test
