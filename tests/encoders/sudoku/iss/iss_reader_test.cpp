// The ISS reader (encoders/sudoku/iss): each ISS type read as the constraint the text format's
// line gives (parse_constraint on the line docs/sudoku.md writes), the givens, shapes and regions,
// ISS's merging of constraints, what is refused and where, and which lines are ISS puzzles.
#include "encoders/sudoku/iss/iss_reader.hpp"

#include <gtest/gtest.h>
#include <dlx/text/input_error.hpp>

#include <algorithm>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include "encoders/sudoku/grid_rules.hpp"
#include "encoders/sudoku/iss/iss_input.hpp"
#include "encoders/sudoku/iss/iss_parser.hpp"
#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/variants/constraint_parser.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"

namespace dlx::sudoku {
// gtest prints a grid's size in words ("6x6 grid holding 1-9").
static void PrintTo(const GridSize& size, std::ostream* out) {
  *out << grid_words(size);
}
}  // namespace dlx::sudoku

namespace dlx::sudoku::iss_reader_test {
namespace {

SudokuPuzzle read(const std::string& text) {
  return read_iss(text, "test", 7);
}

void expect_same(const Constraint& read, const Constraint& written, const std::string& what) {
  ASSERT_NE(read.type, nullptr) << what;
  EXPECT_EQ(read.type->name, written.type->name) << what;
  EXPECT_EQ(read.cells, written.cells) << what;
  EXPECT_EQ(read.head, written.head) << what;
  EXPECT_EQ(read.reads_region, written.reads_region) << what;
  EXPECT_EQ(read.number, written.number) << what;
  EXPECT_EQ(read.values, written.values) << what;
  EXPECT_EQ(read.outside.has_value(), written.outside.has_value()) << what;
  if (read.outside && written.outside) {
    EXPECT_EQ(read.outside->side, written.outside->side) << what;
    EXPECT_EQ(read.outside->index, written.outside->index) << what;
  }
}

struct Case {
  std::string iss;                 // the ISS string
  std::vector<std::string> lines;  // the text format's lines for it
};

void expect_lines(const SudokuPuzzle& puzzle, const Case& c) {
  ASSERT_EQ(puzzle.constraints.size(), c.lines.size()) << c.iss;
  for (std::size_t k = 0; k < c.lines.size(); ++k) {
    expect_same(puzzle.constraints[k], parse_constraint(c.lines[k], puzzle.size, "text", 1),
                c.iss + " / " + c.lines[k]);
    EXPECT_EQ(puzzle.constraints[k].line, 7u) << c.iss;
  }
}

TEST(IssReader, EachTypeIsTheConstraintOfItsTextLine) {
  const std::vector<Case> cases = {
      {".Thermo~R1C1~R1C2~R1C3", {"thermo r1c1 r1c2 r1c3"}},
      {".Thermo~r1c2~r2c3", {"thermo r1c2 r2c3"}},  // ISS reads cells in either case
      // A line back to a cell: cut there, each piece from the end of the one before.
      {".Thermo~R1C1~R1C2~R2C2~R2C1~R1C1", {"thermo r1c1 r1c2 r2c2 r2c1", "thermo r2c1 r1c1"}},
      {".Arrow~R5C5~R4C4~R3C3", {"arrow r5c5: r4c4 r3c3"}},
      // The pill's cells in reading order, whatever order the string gives.
      {".PillArrow~2~R1C5~R1C4~R2C4~R3C4", {"arrow r1c4 r1c5: r2c4 r3c4"}},
      {".PillArrow~3~R2C2~R1C1~R3C3~R4C4", {"arrow r1c1 r2c2 r3c3: r4c4"}},
      {".Cage~15~R1C1~R1C2~R2C1.Cage~~R8C8~R8C9.Cage~0~R9C8~R9C9",
       {"killer 15: r1c1 r1c2 r2c1", "killer r8c8 r8c9", "killer r9c8 r9c9"}},
      // A little killer is named by its diagonal's first cell: from the top side down and left,
      // the left side down and right, the right side up and left, the bottom up and right.
      {".LittleKiller~23~R1C4", {"little-killer 23: r1c4 r2c3 r3c2 r4c1"}},
      {".LittleKiller~30~R3C1", {"little-killer 30: r3c1 r4c2 r5c3 r6c4 r7c5 r8c6 r9c7"}},
      {".LittleKiller~12~R5C9", {"little-killer 12: r5c9 r4c8 r3c7 r2c6 r1c5"}},
      {".LittleKiller~7~R9C5", {"little-killer 7: r9c5 r8c6 r7c7 r6c8 r5c9"}},
      {".LittleKiller~45~R1C9", {"little-killer 45: r1c9 r2c8 r3c7 r4c6 r5c5 r6c4 r7c3 r8c2 r9c1"}},
      {".Sandwich~15~R3.Sandwich~0~C7", {"sandwich row 3: 15", "sandwich col 7: 0"}},
      {".XSum~R2~21~.XSum~C4~~10", {"x-sum row 2 left: 21", "x-sum col 4 bottom: 10"}},
      {".XSum~R5~8~9", {"x-sum row 5 left: 8", "x-sum row 5 right: 9"}},
      {".Skyscraper~R6~~4.Skyscraper~C1~3",
       {"skyscraper row 6 right: 4", "skyscraper col 1 top: 3"}},
      {".X~R4C1~R4C2.V~R6C5~R7C5", {"x r4c1 r4c2", "v r6c5 r7c5"}},
      {".WhiteDot~R2C7~R2C8.BlackDot~R9C4~R9C5",
       {"kropki-white r2c7 r2c8", "kropki-black r9c4 r9c5"}},
      // A dot of several cells: each orthogonal pair among them.
      {".WhiteDot~R1C1~R1C2~R2C2~R5C5", {"kropki-white r1c1 r1c2", "kropki-white r1c2 r2c2"}},
      // Greater than: each cell is greater than the later cells beside it.
      {".GreaterThan~R1C1~R1C2~R2C1", {"thermo r1c2 r1c1", "thermo r2c1 r1c1"}},
      {".StrictXV", {"negative xv"}},
      {".StrictKropki", {"negative kropki-white", "negative kropki-black"}},
      {".AntiKnight.AntiKing.AntiConsecutive", {"anti-knight", "anti-king", "non-consecutive"}},
      {".DisjointSets", {"disjoint-groups"}},
      {".Diagonal~1.Diagonal~-1", {"diagonal+", "diagonal-"}},
      {".Windoku", {"windoku"}},
      {".AllDifferent~R2C2~R2C3~R3C2", {"extra-region r2c2 r2c3 r3c2"}},
      // On chaos construction's region cells (CC1 is r1c1's region), the rules read the regions.
      {".ChaosConstruction.AllDifferent~CC1~CC11", {"chaos", "chaos-apart r1c1 r2c2"}},
      {".ChaosConstruction.SameValues~3~CC1~CC2~CC10", {"chaos", "chaos-same r1c1 r1c2 r2c1"}},
      {".ChaosConstruction.CountDistinct~R5C5~CC1~CC2",
       {"chaos", "chaos-count-regions r5c5: r1c1 r1c2"}},
      // An NFA reads a region cell's value as its cell's region label (rRcC@). The NFA (at
      // least two symbols of 1 or 2) was serialized by ISS's code, as in iss_semantics_test.cpp.
      {".ChaosConstruction.NFA~RNX0HqvrQA~~CC1~R1C2~CC11",
       {"chaos",
        "automaton start=0 accept=2 0>0=3,4 0>1=1,2 1>1=3,4 1>2=1,2 2>2=1-4: "
        "r1c1@ r1c2 r2c2@"}},
      {".Palindrome~R6C1~R6C2~R6C3", {"palindrome r6c1 r6c2 r6c3"}},
      {".Renban~R3C6~R3C7", {"renban r3c6 r3c7"}},
      // German whispers omit the difference: 5, on every grid.
      {".Whisper~R7C1~R7C2~R8C3.Whisper~3~R4C6~R5C6",
       {"whisper 5: r7c1 r7c2 r8c3", "whisper 3: r4c6 r5c6"}},
      {".Between~R1C1~R2C2~R3C3", {"between r1c1 r2c2 r3c3"}},
      {".RegionSumLine~R3C1~R3C2~R3C3~R3C4", {"region-sum r3c1 r3c2 r3c3 r3c4"}},
      {".Entropic~R9C9~R9C8~R9C7", {"entropic r9c9 r9c8 r9c7"}},
      {".Zipper~R1C6~R2C6~R3C6", {"zipper r1c6 r2c6 r3c6"}},
      {".Modular~3~R2C1~R3C1~R4C1.Modular~1~R5C5~R5C6", {"modular r2c1 r3c1 r4c1"}},
      {".Modular~2~R2C1~R3C1~R4C1", {"modular 2: r2c1 r3c1 r4c1"}},
      {".Lockout~4~R6C7~R7C7~R8C7~R9C7", {"lockout 4: r6c7 r7c7 r8c7 r9c7"}},
      {".Quad~R4C4~1~2~2.Quad~R1C1", {"quadruple r4c4: 1 2 2"}},
      {".Indexing~R~R1C5~R2C5.Indexing~C~R1C1", {"row-indexer r1c5 r2c5", "column-indexer r1c1"}},
      // A cage that lists a cell twice counts it twice in its sum (ISS's Sum handler).
      {".Cage~20~R4C2~R4C4~R4C4", {"killer r4c2 r4c4", "sum 20: r4c2 2*r4c4"}},
      {".Sum~12~R1C1~R1C2.Sum~-3_=_2__-1~R1C1~R2C2~R3C3",
       {"sum 12: r1c1 r1c2", "sum -3: 2*r1c1 0*r2c2 -1*r3c3"}},
      {".ContainAtLeast~1_1~R1C1~R2C2.ContainExact~5~R1C1~R1C2",
       {"contains-at-least 1 1: r1c1 r2c2", "contains-exactly 5: r1c1 r1c2"}},
      // Bits 0 and 10 of the key: 1 then 1, 2 then 2; a line back to a cell is cut there.
      {".Pair~BQ~R1C1~R1C2~R1C1.PairX~BQ~_x~R5C5~R6C6",
       {"pair 1->1 2->2: r1c1 r1c2", "pair 1->1 2->2: r1c2 r1c1", "pairx 1->1 2->2: r5c5 r6c6"}},
      {".~R1C1_1_3_5", {"candidates r1c1: 1 3 5"}},
  };
  for (const Case& c : cases) {
    const SudokuPuzzle puzzle = read(c.iss);
    EXPECT_EQ(puzzle.size, GridSize::square(9)) << c.iss;
    expect_lines(puzzle, c);
  }
}

TEST(IssReader, GivensAreCluesOrCandidates) {
  const SudokuPuzzle puzzle = read(".~R1C1_5~R2C3_7.~R9C9_1_2");
  EXPECT_EQ(puzzle.givens[0], 5);
  EXPECT_EQ(puzzle.givens[1 * 9 + 2], 7);
  EXPECT_EQ(puzzle.givens[80], 0);
  expect_lines(puzzle, {"", {"candidates r9c9: 1 2"}});
  EXPECT_EQ(puzzle.source, "test");
  EXPECT_EQ(puzzle.line, 7u);
  EXPECT_TRUE(puzzle.layout.one_line);
  EXPECT_EQ(puzzle.layout.alphabet, "123456789");
}

TEST(IssReader, SearchPriorityStatesNoRuleAndSaysSo) {
  const SudokuPuzzle puzzle =
      read(".SearchPriority~10~R1C1~R1C2.Thermo~R1C1~R1C2.SearchPriority~5~R9C9");
  expect_lines(puzzle, {"", {"thermo r1c1 r1c2"}});
  ASSERT_EQ(puzzle.notes.size(), 1u);
  EXPECT_NE(puzzle.notes[0].find("skipped 'SearchPriority'"), std::string::npos) << puzzle.notes[0];
}

// ISS merges the constraints that share a key: a cell's Givens keep the values they share (the
// cell named in either case), a later clue on a row's side replaces an earlier one, a rule of the
// whole grid is one.
TEST(IssReader, ConstraintsMergeAsIssMergesThem) {
  EXPECT_EQ(read(".~R1C1_1_2.~r1c1_2_3").givens[0], 2);
  expect_lines(read(".~R1C1_1_2_3.~R1C1_2_3_4"), {"", {"candidates r1c1: 2 3"}});
  expect_lines(read(".LittleKiller~10~R1C4.LittleKiller~12~R1C4"),
               {"", {"little-killer 12: r1c4 r2c3 r3c2 r4c1"}});
  expect_lines(read(".XSum~R1~5~7.XSum~R1~6~"),
               {"", {"x-sum row 1 left: 6", "x-sum row 1 right: 7"}});
  expect_lines(read(".Sandwich~5~R1.Sandwich~6~R1"), {"", {"sandwich row 1: 6"}});
  expect_lines(read(".Quad~R1C1~1.Quad~R1C1~2"), {"", {"quadruple r1c1: 2"}});
  expect_lines(read(".Diagonal~1.AntiKnight.Diagonal~1.AntiKnight"),
               {"", {"diagonal+", "anti-knight"}});
}

TEST(IssReader, ShapesAndRegions) {
  const SudokuPuzzle six = read(".Shape~6x6");
  EXPECT_EQ(six.size, GridSize::square(6));
  EXPECT_EQ(six.box_rows, 2);
  EXPECT_EQ(six.box_columns, 3);
  EXPECT_EQ(read(".Shape~9x9~1-9~Sudoku").size, GridSize::square(9));
  EXPECT_EQ(read(".Shape~4x4~4.Shape~4x4~1-4").size, GridSize::square(4));  // the same, twice
  const SudokuPuzzle sixteen = read(".Shape~16x16.~RgCg_16~RaC1_10");
  EXPECT_EQ(sixteen.givens[255], 16);
  EXPECT_EQ(sixteen.givens[9 * 16], 10);
  EXPECT_TRUE(sixteen.layout.numbers);

  // NoBoxes and a Jigsaw: its pieces are the regions.
  const std::vector<int> map = {0, 0, 0, 1, 0, 1, 1, 1, 2, 2, 2, 3, 2, 3, 3, 3};
  for (const char* jigsaw : {".Shape~4x4.NoBoxes.Jigsaw~0001011122232333",
                             ".Shape~4x4.Jigsaw~4x4~aaabab bbcccdcddd.NoBoxes"}) {
    const SudokuPuzzle puzzle = read(jigsaw);
    EXPECT_TRUE(has_grid_regions(puzzle)) << jigsaw;
    EXPECT_EQ(grid_shape(puzzle).region, map) << jigsaw;
  }
  // A Jigsaw beside the boxes: ISS's pieces are more regions, as extra regions.
  const SudokuPuzzle extra = read(".Shape~4x4.Jigsaw~0001011122232333");
  EXPECT_FALSE(has_grid_regions(extra));
  EXPECT_EQ(extra.box_rows, 2);
  expect_lines(extra, {"",
                       {"extra-region r1c1 r1c2 r1c3 r2c1", "extra-region r1c4 r2c2 r2c3 r2c4",
                        "extra-region r3c1 r3c2 r3c3 r4c1", "extra-region r3c4 r4c2 r4c3 r4c4"}});
  // A prime size has no boxes: a Jigsaw gives its regions.
  EXPECT_TRUE(has_grid_regions(read(".Shape~5x5.Jigsaw~0000011111222223333344444")));
  // Windows and disjoint sets of other grids than 9x9 with boxes: ISS's, as extra regions.
  expect_lines(read(".Shape~4x4.Windoku"), {"", {"extra-region r2c2 r2c3 r3c2 r3c3"}});
  SudokuPuzzle disjoint = read(".Shape~4x4.NoBoxes.Jigsaw~0001011122232333.DisjointSets");
  std::erase_if(disjoint.constraints, [](const Constraint& c) { return c.type->grid_region; });
  expect_lines(disjoint,
               {"",
                {"extra-region r1c1 r1c3 r3c1 r3c3", "extra-region r1c2 r1c4 r3c2 r3c4",
                 "extra-region r2c1 r2c3 r4c1 r4c3", "extra-region r2c2 r2c4 r4c2 r4c4"}});
}

// Grids as setters make them: ISS's rectangles, value ranges and region sizes become the grid's
// size and boxes (boxes as ISS's boxDimsForSize cuts them; none where none tile the grid).
TEST(IssReader, ShapesAsSettersMakeThem) {
  const SudokuPuzzle six_by_nine = read(".Shape~6x9.~R6C9_9");
  EXPECT_EQ(six_by_nine.size, (GridSize{6, 9, 9, 0}));
  EXPECT_EQ(six_by_nine.box_rows, 3);
  EXPECT_EQ(six_by_nine.box_columns, 3);
  EXPECT_EQ(six_by_nine.givens.at(53), 9);

  // 1-9 on 6x6: boxes of the longer side's cells, or of RegionSize's.
  const SudokuPuzzle six_of_nine = read(".Shape~6x6~9");
  EXPECT_EQ(six_of_nine.size, (GridSize{6, 6, 9, 0}));
  EXPECT_EQ(six_of_nine.box_rows, 2);
  EXPECT_EQ(six_of_nine.box_columns, 3);
  const SudokuPuzzle nine_cell_boxes = read(".Shape~6x6~1-9.RegionSize~9");
  EXPECT_EQ(nine_cell_boxes.box_rows, 3);
  EXPECT_EQ(nine_cell_boxes.box_columns, 3);

  // 0-8: the givens as written, kept inside as 1-9; a solution written from 0.
  const SudokuPuzzle from_zero = read(".Shape~9x9~0-8.~R1C1_0~R1C2_8");
  EXPECT_EQ(from_zero.size, (GridSize{9, 9, 9, -1}));
  EXPECT_EQ(from_zero.givens[0], 1);
  EXPECT_EQ(from_zero.givens[1], 9);
  EXPECT_EQ(from_zero.layout.alphabet, "012345678");
  EXPECT_TRUE(read(".Shape~16x16~0-15").layout.numbers);

  // No boxes: NoBoxes, a prime side, a rectangle no box of 9 cells tiles; a Jigsaw of one piece
  // (a grid being drawn) adds none.
  for (const char* none : {".NoBoxes", ".Shape~7x7", ".Shape~9x8", ".Shape~5x5~9",
                           ".Shape~4x4.NoBoxes.Jigsaw~0000000000000000"}) {
    const SudokuPuzzle puzzle = read(none);
    EXPECT_EQ(puzzle.box_rows, 0) << none;
    EXPECT_FALSE(has_grid_regions(puzzle)) << none;
  }

  // A squishdoku's pieces: 1-5 on 4x4, three pieces of 5 cells and the cell they leave.
  const SudokuPuzzle squish = read(".Shape~4x4~5.RegionSize~5.Jigsaw~0000011111222223");
  EXPECT_TRUE(has_grid_regions(squish));
  const std::vector<int> region = grid_shape(squish).region;
  EXPECT_EQ(std::count(region.begin(), region.end(), region[0]), 5);
  EXPECT_EQ(std::count(region.begin(), region.end(), region[5]), 5);
  EXPECT_EQ(std::count(region.begin(), region.end(), region[10]), 5);
  EXPECT_TRUE(region[15] != region[0] && region[15] != region[5] && region[15] != region[10]);
}

void expect_error(const std::string& text, std::size_t line, const std::string& says) {
  try {
    read(text);
    ADD_FAILURE() << "read: " << text;
  } catch (const InputError& e) {
    EXPECT_EQ(e.source(), "test") << text;
    EXPECT_EQ(e.line(), line) << text << "\n" << e.message();
    EXPECT_NE(e.message().find(says), std::string::npos) << text << "\n" << e.message();
  }
}

// ISS's Var: groups of variable cells, VA for a group of one, VB1... for more (RxC: R*C cells),
// named in any rule whose row takes them; a Given on one is its candidates.
TEST(IssReader, VarCellsAreVariableCells) {
  const SudokuPuzzle puzzle = read(
      ".Var~A.Var~B~Two%20cells~2.Var~C~~2x3.Thermo~VA~R1C1~VB2.~VB1_3.Sum~0_=_1_-1~R1C1~VA"
      ".AllDifferent~VC6~VC1.EqualSum~R1C1~R1C2~-~VB1~-~-~VC2");
  // C is laid out in rows of 3, B (a count) in rows as wide as the grid, as ISS lays them out:
  // their cells have neighbours (dots and connected values read them).
  const std::vector<VariableGroup> groups = {{"A", 1}, {"B", 2, 9}, {"C", 6, 3}};
  EXPECT_EQ(puzzle.size.variables, groups);
  EXPECT_EQ(puzzle.size.all_cells(), 81 + 9);
  expect_lines(puzzle, {"",
                        {"thermo $A r1c1 $B2", "candidates $B1: 3", "sum 0: r1c1 -1*$A",
                         "extra-region $C6 $C1", "equal-sum r1c1 r1c2 | $B1 | $C2"}});
  EXPECT_EQ(puzzle.constraints[0].cells, (std::vector<int>{81, 0, 83}));
  // A Replicate from a variable cell moves within its group's layout (2x3: rows of 3 cells).
  expect_lines(read(".Var~X~~2x3.Replicate~H~VX1.Thermo~VX1~VX4.End"),
               {"", {"thermo $X1 $X4", "thermo $X2 $X5", "thermo $X3 $X6"}});
  expect_error(".Var~X~~2x3.Replicate~D~VX2.Thermo~VX2~VX3.End", 7, "leaves the cells of its Var");
  expect_error(".Var~X~~2x3.Replicate~B~VX1.Thermo~VX1~R1C1.End", 7,
               "not in the part of the origin");
  expect_error(".Var~X~~2x3.Replicate~__~VX1.~VX1_1.End", 7, "beyond the origin's Var group");
  // A variable cell is in no row or column: an Or may give it R1C1's value (its index, 81, is
  // no cell of column 1).
  expect_lines(read(".Var~X~X.Or.~R1C1_1~VX_1.~R1C1_2~VX_3.End"),
               {"", {"one-of 1,1 2,3: r1c1 $X"}});
  expect_error(".Var~a", 7, "ISS Var: the prefix 'a' is not upper-case letters");
  expect_error(".Var~A.Var~A~~2", 7, "ISS Var: a second group with the prefix 'A'");
  expect_error(".And.Var~A.End", 7, "ISS Var: inside a composite");
  // The other items that set up the grid are read from the top level too, never left out.
  expect_error(".And.Shape~4x4.End.~R1C1_1", 7, "ISS Shape: inside a composite");
  expect_error(".Shape~6x6~1-9.And.RegionSize~9.End", 7, "ISS RegionSize: inside a composite");
  expect_error(".And.And.FullRankTies~any.End.End", 7, "ISS FullRankTies: inside a composite");
  expect_error(".Var~A~~2000", 7, "more than 1024 variable cells");
  expect_error(".Var~A.Thermo~R1C1~VB", 7, "'VB' is not a cell of the 9x9 grid");
  // A string over several lines read as a batch: its Var line was a puzzle of its own.
  expect_error(".AllDifferent~VR1~VR2", 7,
               "no Var of this puzzle declares the group R (in a batch");
  expect_error(".Var~R~~2.AllDifferent~VR1~VR3", 7,
               "'VR3' is not a cell of the 9x9 grid: expected");
  // A Doppelganger's own cells, where a rule names one: DGC1 holds the digit row 1 misses, DGR1
  // column 1's, DGB1 box 1's (ISS's sudoku_builder.js).
  const SudokuPuzzle doppelganger = read(".Shape~4x4~0-4.Doppelganger.Whisper~2~DGC1~DGR1");
  EXPECT_EQ(doppelganger.size.variables,
            (std::vector<VariableGroup>{{"DGB", 4, 2}, {"DGC", 4, 4}, {"DGR", 4, 4}}));
  expect_lines(doppelganger,
               {"",
                {"doppelganger", "doppelganger-missing $DGC1: r1c1 r1c2 r1c3 r1c4",
                 "doppelganger-missing $DGC2: r2c1 r2c2 r2c3 r2c4",
                 "doppelganger-missing $DGC3: r3c1 r3c2 r3c3 r3c4",
                 "doppelganger-missing $DGC4: r4c1 r4c2 r4c3 r4c4",
                 "doppelganger-missing $DGR1: r1c1 r2c1 r3c1 r4c1",
                 "doppelganger-missing $DGR2: r1c2 r2c2 r3c2 r4c2",
                 "doppelganger-missing $DGR3: r1c3 r2c3 r3c3 r4c3",
                 "doppelganger-missing $DGR4: r1c4 r2c4 r3c4 r4c4",
                 "doppelganger-missing $DGB1: r1c1 r1c2 r2c1 r2c2",
                 "doppelganger-missing $DGB2: r1c3 r1c4 r2c3 r2c4",
                 "doppelganger-missing $DGB3: r3c1 r3c2 r4c1 r4c2",
                 "doppelganger-missing $DGB4: r3c3 r3c4 r4c3 r4c4", "whisper 2: $DGC1 $DGR1"}});
  expect_error(".Thermo~DGR1~R1C1", 7, "'DGR1' is not a cell of the 9x9 grid");
  // Laid out as ISS lays them: DGB as the boxes lie, so DGB4 is below DGB2 and right of DGB3
  // (Dutch-pelgänger's GreaterThan~DGB9~DGB8~DGB6).
  const SudokuPuzzle boxes = read(".Shape~4x4~0-4.Doppelganger.GreaterThan~DGB4~DGB3~DGB2");
  ASSERT_GE(boxes.constraints.size(), 2u);
  const std::vector<std::string> greater = {"thermo $DGB2 $DGB4", "thermo $DGB3 $DGB4"};
  for (std::size_t k = 0; k < 2; ++k) {
    expect_same(boxes.constraints[boxes.constraints.size() - 2 + k],
                parse_constraint(greater[k], boxes.size, "text", 1), greater[k]);
  }
  // Dots and a Quad on variable cells read ISS's layout of their Var (its cell graph): a count of
  // 27 cells in rows of the grid's 9, so VX10 is below VX1 ('Extra var with Quad').
  expect_lines(read(".Var~X~X~27.BlackDot~VX1~VX2~VX3~VX10.Quad~VX13~1~2~3~4"),
               {"",
                {"kropki-black $X1 $X2", "kropki-black $X1 $X10", "kropki-black $X2 $X3",
                 "contains-at-least 1 2 3 4: $X13 $X14 $X22 $X23"}});
  expect_error(".Var~A.Var~B.WhiteDot~VA~VB", 7, "no two of its cells are orthogonal neighbours");
  expect_error(".Var~X~~9.WhiteDot~VX9~R1C1", 7, "no two of its cells are orthogonal neighbours");
  expect_error(".Var~A.Quad~VA~1", 7, "no 2x2 block of its Var's layout starts at VA");
  expect_error(".Var~X~~10.Quad~VX1~1", 7, "no 2x2 block of its Var's layout starts at VX1");
  expect_error(".Var~X~~20.Quad~VX9~1", 7, "no 2x2 block of its Var's layout starts at VX9");
  expect_error(".EqualSum~R1C1~R1C1~-~R1C2", 7, "R1C1 twice in a segment is not supported");
}

TEST(IssReader, BadStringsSayWhatIsWrong) {
  expect_error("Thermo~R1C1", 7, "no constraint string");
  expect_error(".Thermoo~R1C1", 7,
               "unknown ISS constraint type 'Thermoo' (did you mean 'Thermo'?)");
  expect_error(".Thermo~R1C0", 7, "'R1C0' is not a cell of the 9x9 grid");
  expect_error(".Thermo~R1C1~R10C1", 7, "'R10C1' is not a cell");  // ISS writes row 10 'a'
  expect_error(".~VS1_1", 7, "'VS1' is not a cell");
  expect_error(".~R1C1_0", 7, "not one of 1 to 9");
  expect_error(".~R1C1_05", 7, "not one of 1 to 9");
  expect_error(".~R1C1", 7, "left no value");
  expect_error(".~R1C1_1.~R1C1_2", 7, "left no value");
  expect_error(".LittleKiller~5", 7, "expected the sum and the clue's first cell");
  expect_error(".LittleKiller~5~R5C5", 7, "'R5C5' starts no little killer diagonal");
  expect_error(".LittleKiller~5~r1c4", 7, "starts no little killer");  // a clue's id, as written
  expect_error(".Diagonal~2", 7, "expected 1 or -1");
  expect_error(".AntiKnight~1", 7, "expected no argument");
  expect_error(".Sandwich~5~R10", 7, "no row or column of the 9x9 grid");
  expect_error(".XSum~R1~0~", 7, "a clue of 0");
  expect_error(".XSum~R1~1~2~3", 7, "up to two clues");
  expect_error(".Cage~many~R1C1", 7, "'many' is not a whole number");
  expect_error(".WhiteDot~R1C1~R3C3", 7, "no two of its cells are orthogonal neighbours");
  expect_error(".Thermo~R1C1~R1C1", 7, "appears twice");  // the text format's check
  expect_error(".Modular~0~R1C1~R1C2", 7, "modulus is 1 or more, not 0");
  expect_error(".Shape~9x9~0-9.NoBoxes.Doppelganger", 7, "Doppelganger with the grid's boxes only");
  expect_error(".EqualityCage~R1C1~R1C2~R1C3", 7, "an equality cage needs an even number of cells");
  expect_error(".DutchFlatmates.Shape~6x6", 7, "DutchFlatmates needs the values 1-9");
  expect_error(".Sum~5_=_1_2~R1C1", 7, "2 coefficients and 1 cells: expected one per cell");
  expect_error(".Sum~5_=_101~R1C1", 7, "the coefficient 101 is not between -100 and 100");
  expect_error(".ContainExact~1_2_3~R1C1~R1C2", 7, "3 digits cannot be in 2 cells");
  expect_error(".Pair~A!~R1C1~R1C2", 7, "'!', which is no base64url digit");
  expect_error(".Pair~~R1C1~R1C2", 7, "its key allows no pair of values");
  expect_error(".PairX~C~R1C1~R1C2", 7, "allows 1 then 2 but not 2 then 1");
  expect_error(".Shape~6x6.Entropic~R1C1~R1C2~R1C3", 7,
               "needs the values 1-9; this grid holds 1-6");
  expect_error(".PillArrow~2~R1C1~R1C3~R2C2", 7, "not one after the other in reading order");
  expect_error(".PillArrow~4~R1C1~R1C2~R1C3~R1C4~R1C5", 7, "a pill of 4 cells");
  expect_error(".Shape~16x16.PillArrow~2~R1C1~R1C2~R2C2", 7, "PillArrow on a grid holding 1-16");
  expect_error(".Lockout~0~R1C1~R1C2", 7, "least difference 0 is not supported");
  expect_error(".Indexing~X~R1C1", 7, "expected R (row indexing) or C");
  expect_error(".Jigsaw~0001", 7, "a layout of 4 characters for the 81 cells");
  expect_error(".ChaosConstruction.SameValues~2~CC1~CC2~CC3~CC4", 7,
               "sets of several region cells (CC...) are not supported");
  expect_error(".ChaosConstruction.AllDifferent~CC1~R1C2", 7,
               "a rule on region cells and grid cells at once is not supported");
  expect_error(".ChaosConstruction.Thermo~CC1~CC2", 7,
               "'CC1' is a Chaos Construction region cell: rules on region cells other than");
  // Composites are read, and refused with the types dlx does not state.
  expect_error(".Or.X~R1C1~R1C2", 7, "the composite '.Or' has no '.End'");
  expect_error(".X~R1C1~R1C2.End", 7, "'.End' without a composite");
  std::string deep;
  for (int k = 0; k < 40; ++k) deep += ".And";
  expect_error(deep, 7, "composites nested deeper than 32");
  expect_error(".Or.X~R1C1~R1C2.AntiKnight.End", 7, "or: 'anti-knight' in a branch is not stated");
  expect_error(".Thermo~R1C1~R1C2.ConnectedValues~3~R1C1~R1C2.Var~L.ConnectedValues~5~R2C2", 7,
               "'3' names no cell group");
  // A Var of a count is laid out in rows of the grid's width, as ISS lays it out.
  expect_lines(read(".Var~L~~4.ConnectedValues~VL~1"), {"", {"connected 1: $L"}});
  // Shapes dlx cannot state, and shapes ISS does not read.
  expect_error(".Shape~9x9~4~Raw", 7, "dlx reads raw grids of 9 to 16 values");
  expect_error(".Shape~3x3", 7, "dlx reads grids of 4 to 16 rows and columns");
  expect_error(".Shape~4x17", 7, "dlx reads grids of 4 to 16 rows and columns");
  expect_error(".Shape~9x9~", 7, "'9x9~' is no ISS shape");
  expect_error(".Shape~6x9~8", 7, "ISS shape 6x9~8: 8 values on a 6x9 grid; ISS's hold 9 to 16");
  expect_error(".Shape~9x9~17", 7, "17 values on a 9x9 grid");
  expect_error(".Shape~9x9~2-10", 7, "ISS shape 9x9~2-10: values from 2; ISS's start at 0 or 1");
  expect_error(".Shape~6x6.Shape~9x9", 7, "a second Shape, a 9x9 grid, after a 6x6 grid");
  expect_error(".Shape~6x6.Shape~6x6~0-5", 7, "a second Shape, a 6x6 grid holding 0-5, after");
  expect_error(".RegionSize~10", 7, "ISS RegionSize: regions of 10 cells on a 9x9 grid");
  expect_error(".RegionSize~3~3", 7, "ISS RegionSize: expected one argument");
  expect_error(".Shape~6x6~0-8.~R1C1_9", 7, "has the value '9', not one of 0 to 8");
  expect_error(".Shape~4x4.NoBoxes.Jigsaw~0001011122232334", 7,
               "ISS Jigsaw: regions of different sizes in the layout");
  expect_error(".Shape~6x6~9.NoBoxes.Jigsaw~000000000111111111222222222333333333", 7,
               "ISS Jigsaw: pieces have 6 cells on this grid, not 9");
  // Each item keeps its line: a string over several lines points at the one to blame.
  expect_error(".Shape~6x6\n\n  .Thermo~R1C1\n.Thermo~R9C9", 10, "'R9C9' is not a cell of the 6x6");
  expect_error(".Thermo~R1C1\n# a comment\n.Or\n.X~R1C1~R1C2", 9, "'.Or' has no '.End'");
}

TEST(IssInput, DetectsStringsAndLinksAndNothingElse) {
  const auto string = detect_iss("  .~R1C1_5.Thermo~R1C1~R1C2  ");
  ASSERT_TRUE(string);
  EXPECT_EQ(string->form, IssForm::kString);
  EXPECT_EQ(string->text, ".~R1C1_5.Thermo~R1C1~R1C2");
  EXPECT_TRUE(detect_iss(".NoBoxes.AntiKnight"));
  const auto link = detect_iss(
      "https://sigh.github.io/Interactive-Sudoku-Solver/?mode=all&q=.~R1C1_5%7ER2C2_3.Shape~4x4#x");
  ASSERT_TRUE(link);
  EXPECT_EQ(link->form, IssForm::kLink);
  EXPECT_EQ(iss_string(*link, "t", 1), ".~R1C1_5~R2C2_3.Shape~4x4");
  // Not ISS: Sudoku lines that start with a blank '.', letters of a large grid, other links.
  for (const char* line :
       {"..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..", ".X.V",
        ".A..B..C.D......", "53..7....", "https://www.f-puzzles.com/?load=N4IgzglgXg",
        "constraints", "thermo r1c1 r1c2", ""}) {
    EXPECT_FALSE(detect_iss(line)) << line;
  }
  // A link without a string, or with another of ISS's forms.
  for (const auto& [line, says] : std::vector<std::pair<std::string, std::string>>{
           {"https://sigh.github.io/Interactive-Sudoku-Solver/", "without a puzzle"},
           {"https://sigh.github.io/Interactive-Sudoku-Solver/?q=53..7....6",
            "not a constraint "
            "string"}}) {
    const auto input = detect_iss(line);
    ASSERT_TRUE(input) << line;
    EXPECT_THROW(iss_string(*input, "t", 1), InputError) << line;
    try {
      iss_string(*input, "t", 1);
    } catch (const InputError& e) {
      EXPECT_NE(e.message().find(says), std::string::npos) << e.message();
    }
  }
  EXPECT_EQ(iss_open_composites(".Or.X~R1C1~R1C2"), 1);
  EXPECT_EQ(iss_open_composites(".Or.And.End.End"), 0);
  EXPECT_EQ(iss_open_composites(".End"), -1);
  EXPECT_TRUE(is_iss_file("puzzles/hard.iss"));
  EXPECT_FALSE(is_iss_file("hard.iss.txt"));
}

// The command's reader: ISS lines among the other forms of a batch, a composite over several lines,
// and a whole `.iss` file as one puzzle.
struct Read {
  std::vector<SudokuPuzzle> puzzles;
  std::vector<InputError> errors;
};

Read read_all(const std::string& text, const std::string& source = "batch.txt") {
  std::istringstream in(text);
  Read out;
  read_puzzles(
      in, source, {}, [&](SudokuPuzzle&& puzzle) { out.puzzles.push_back(std::move(puzzle)); },
      [&](const InputError& e) { out.errors.push_back(e); });
  return out;
}

TEST(IssReader, LinesOfABatch) {
  const std::string plain =
      "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
  const Read read = read_all(".~R1C1_3.Shape~4x4\n" + plain +
                             "\nhttps://sigh.github.io/Interactive-Sudoku-Solver/?q=.Shape~6x6\n"
                             ".Or.X~R1C1~R1C2\n.V~R1C1~R1C2\n.End\n" +
                             plain + "\n.And\n\n" + plain + "\n.Or.X~R1C1~R1C2\n" + plain + "\n");
  ASSERT_EQ(read.puzzles.size(), 7u);
  EXPECT_EQ(read.puzzles[0].size, GridSize::square(4));
  EXPECT_EQ(read.puzzles[0].line, 1u);
  EXPECT_EQ(read.puzzles[1].line, 2u);
  EXPECT_EQ(read.puzzles[2].size, GridSize::square(6));
  // The composite over lines 4-6 is one puzzle, its Or one rule; those a blank line or a line of
  // another form cut short are said unfinished.
  EXPECT_EQ(read.puzzles[3].line, 4u);
  ASSERT_EQ(read.puzzles[3].constraints.size(), 1u);
  EXPECT_EQ(read.puzzles[3].constraints[0].type->name, "one-of");
  EXPECT_EQ(read.puzzles[4].line, 7u);
  EXPECT_EQ(read.puzzles[5].line, 10u);
  EXPECT_EQ(read.puzzles[6].line, 12u);
  ASSERT_EQ(read.errors.size(), 2u);
  EXPECT_EQ(read.errors[0].line(), 8u);
  EXPECT_NE(read.errors[0].message().find("'.And' has no '.End'"), std::string::npos);
  EXPECT_EQ(read.errors[1].line(), 11u);
}

TEST(IssReader, AnIssFileIsOnePuzzle) {
  const Read read =
      read_all("# a thermometer\n.Shape~4x4\n.~R1C1_1\n\n  .Thermo~R1C1\n  ~R1C2\n", "t.iss");
  ASSERT_TRUE(read.errors.empty()) << read.errors.front().what();
  ASSERT_EQ(read.puzzles.size(), 1u);
  EXPECT_EQ(read.puzzles[0].size, GridSize::square(4));
  EXPECT_EQ(read.puzzles[0].givens[0], 1);
  expect_same(read.puzzles[0].constraints.at(0),
              parse_constraint("thermo r1c1 r1c2", GridSize::square(4), "t", 1),
              "the thermometer over two lines");
  EXPECT_EQ(read.puzzles[0].constraints[0].line, 5u);
  EXPECT_TRUE(read_all("# nothing\n\n", "t.iss").puzzles.empty());
  const Read bad = read_all(".Shape~4x4\n\n.Thermo~R1C1~R5C5\n", "t.iss");
  ASSERT_EQ(bad.errors.size(), 1u);
  EXPECT_EQ(bad.errors[0].line(), 3u);
  // ISS's other text forms are not read.
  const Read other = read_all(".Shape~4x4\n\n12..34..........\n", "t.iss");
  ASSERT_EQ(other.errors.size(), 1u);
  EXPECT_EQ(other.errors[0].line(), 3u);
  EXPECT_NE(other.errors[0].message().find("no constraint string"), std::string::npos);
}

}  // namespace
}  // namespace dlx::sudoku::iss_reader_test
