// The f-puzzles reader: which lines are f-puzzles puzzles, and each JSON element read as the same
// constraint the text format's line gives (parse_constraint on the line docs/sudoku.md writes).
#include "encoders/sudoku/fpuzzles/fpuzzles_reader.hpp"
#include "encoders/sudoku/grid_rules.hpp"

#include <gtest/gtest.h>
#include <dlx/text/input_error.hpp>

#include <string>
#include <vector>

#include "encoders/sudoku/fpuzzles/fpuzzles_input.hpp"
#include "encoders/sudoku/variants/constraint_parser.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"

namespace dlx::sudoku::fpuzzles_reader_test {
namespace {

const std::string kGrid4 = R"("grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]])";

SudokuPuzzle read(const std::string& json) {
  return read_fpuzzles_json(json, "test", 7);
}

// A 9x9 puzzle with these elements and no clues.
SudokuPuzzle read9(const std::string& elements) {
  return read(R"({"size":9)" + (elements.empty() ? "" : "," + elements) + "}");
}

void expect_same(const Constraint& read, const Constraint& written, const std::string& what) {
  ASSERT_NE(read.type, nullptr) << what;
  EXPECT_EQ(read.type->name, written.type->name) << what;
  EXPECT_EQ(read.cells, written.cells) << what;
  EXPECT_EQ(read.head, written.head) << what;
  EXPECT_EQ(read.number, written.number) << what;
  EXPECT_EQ(read.values, written.values) << what;
  EXPECT_EQ(read.outside.has_value(), written.outside.has_value()) << what;
  if (read.outside && written.outside) {
    EXPECT_EQ(read.outside->side, written.outside->side) << what;
    EXPECT_EQ(read.outside->index, written.outside->index) << what;
  }
}

struct Element {
  std::string json;                // the element as f-puzzles writes it
  std::vector<std::string> lines;  // the text format's lines for it
};

TEST(FpuzzlesReader, EachElementIsTheConstraintOfItsTextLine) {
  const std::vector<Element> elements = {
      {R"("thermometer":[{"lines":[["R1C1","R1C2","R1C3"],["R1C1","R2C1"]]}])",
       {"thermo r1c1 r1c2 r1c3", "thermo r1c1 r2c1"}},
      {R"("arrow":[{"cells":["R5C5"],"lines":[["R5C5","R4C4","R3C3"]]}])",
       {"arrow r5c5: r4c4 r3c3"}},
      {R"("arrow":[{"cells":["R1C5","R1C4"],"lines":[["R1C4","R2C4","R3C4"]]}])",
       {"arrow r1c4 r1c5: r2c4 r3c4"}},
      {R"("killercage":[{"cells":["R1C1","R1C2"],"value":"15"},{"cells":["R9C9","R9C8"]}])",
       {"killer 15: r1c1 r1c2", "killer r9c9 r9c8"}},
      // The clue's cell is outside the grid; its arrow points along the diagonal from there.
      {R"("littlekillersum":[{"cell":"R0C3","direction":"DR","value":"23"}])",
       {"little-killer 23: r1c4 r2c5 r3c6 r4c7 r5c8 r6c9"}},
      {R"("littlekillersum":[{"cell":"R10C2","direction":"UL","value":3}])",
       {"little-killer 3: r9c1"}},
      {R"("sandwichsum":[{"cell":"R3C0","value":"15"},{"cell":"R0C7","value":"0"}])",
       {"sandwich row 3: 15", "sandwich col 7: 0"}},
      {R"("xsum":[{"cell":"R2C0","value":"21"},{"cell":"R10C4","value":"10"}])",
       {"x-sum row 2 left: 21", "x-sum col 4 bottom: 10"}},
      {R"("skyscraper":[{"cell":"R6C10","value":"4"},{"cell":"R0C1","value":"3"}])",
       {"skyscraper row 6 right: 4", "skyscraper col 1 top: 3"}},
      {R"("xv":[{"cells":["R4C1","R4C2"],"value":"X"},{"cells":["R6C5","R7C5"],"value":"V"}])",
       {"x r4c1 r4c2", "v r6c5 r7c5"}},
      {R"("difference":[{"cells":["R2C7","R2C8"]},{"cells":["R5C1","R6C1"],"value":"3"}])",
       {"kropki-white r2c7 r2c8", "difference 3: r5c1 r6c1"}},
      {R"("ratio":[{"cells":["R9C4","R9C5"],"value":"2"},{"cells":["R8C2","R8C3"],"value":3}])",
       {"kropki-black r9c4 r9c5", "ratio 3: r8c2 r8c3"}},
      {R"("odd":[{"cell":"R1C7"}],"even":[{"cell":"R7C3"}],"minimum":[{"cell":"R5C8"}])",
       {"even r7c3", "minimum r5c8", "odd r1c7"}},
      {R"("maximum":[{"cell":"R4C9"},{"cell":"R1C1"}])", {"maximum r4c9", "maximum r1c1"}},
      {R"("maximum":[{"cell":"R5C2"},{"cell":"R5C3"}])", {"fortress r5c2 r5c3"}},
      {R"("antiknight":true,"antiking":true,"disjointgroups":true,"diagonal+":true,)"
       R"("diagonal-":true,"nonconsecutive":true)",
       {"anti-king", "anti-knight", "diagonal+", "diagonal-", "disjoint-groups",
        "non-consecutive"}},
      {R"("antiknight":false)", {}},
      {R"("nonconsecutive":true,"difference":[{"cells":["R1C1","R1C2"]}])",
       {"kropki-white r1c1 r1c2", "negative kropki-white"}},
      {R"("negative":["ratio","xv"])", {"negative kropki-black", "negative xv"}},
      {R"("extraregion":[{"cells":["R2C2","R2C3","R3C2"]}])", {"extra-region r2c2 r2c3 r3c2"}},
      {R"("palindrome":[{"lines":[["R6C1","R6C2","R6C3"]]}])", {"palindrome r6c1 r6c2 r6c3"}},
      {R"("renban":[{"lines":[["R3C6","R3C7"]]}])", {"renban r3c6 r3c7"}},
      {R"("whispers":[{"lines":[["R7C1","R7C2","R8C3"]]},{"lines":[["R4C6","R5C6"]],"value":3}])",
       {"whisper r7c1 r7c2 r8c3", "whisper 3: r4c6 r5c6"}},
      {R"("betweenline":[{"lines":[["R1C1","R2C2","R3C3"]]}])", {"between r1c1 r2c2 r3c3"}},
      {R"("regionsumline":[{"lines":[["R3C1","R3C2","R3C3","R3C4"]]}])",
       {"region-sum r3c1 r3c2 r3c3 r3c4"}},
      {R"("entropicline":[{"lines":[["R9C9","R9C8","R9C7"]]}])", {"entropic r9c9 r9c8 r9c7"}},
      {R"("modularline":[{"lines":[["R2C1","R3C1","R4C1"]]}])", {"modular r2c1 r3c1 r4c1"}},
      {R"("zipperline":[{"lines":[["R1C6","R2C6","R3C6"]]}])", {"zipper r1c6 r2c6 r3c6"}},
      {R"("lockout":[{"lines":[["R6C7","R7C7","R8C7","R9C7"]]}])", {"lockout r6c7 r7c7 r8c7 r9c7"}},
      {R"("quadruple":[{"cells":["R4C5","R4C4","R5C4","R5C5"],"values":[1,2,2]}])",
       {"quadruple r4c4: 1 2 2"}},
      {R"("clone":[{"cells":["R1C1","R1C2"],"cloneCells":["R9C8","R9C9"]}])",
       {"clone r1c1 r1c2: r9c8 r9c9"}},
      {R"("rowindexer":[{"cells":["R1C5","R2C5"]}],"columnindexer":[{"cells":["R1C1"]}])",
       {"column-indexer r1c1", "row-indexer r1c5 r2c5"}},
      {R"("boxindexer":[{"cells":["R4C4","R6C6"]}])", {"box-indexer r4c4 r6c6"}},
  };
  for (const Element& element : elements) {
    const SudokuPuzzle puzzle = read9(element.json);
    ASSERT_EQ(puzzle.constraints.size(), element.lines.size()) << element.json;
    for (std::size_t k = 0; k < element.lines.size(); ++k) {
      expect_same(puzzle.constraints[k],
                  parse_constraint(element.lines[k], GridSize::square(9), "text", 1),
                  element.json + " / " + element.lines[k]);
    }
    EXPECT_TRUE(puzzle.notes.empty()) << element.json;
  }
}

TEST(FpuzzlesReader, GridGivensRegionsAndPencilMarks) {
  // A 4x4 whose regions are its rows' halves paired otherwise than the boxes: a jigsaw.
  std::string grid = R"({"size":4,"grid":[)";
  const int regions[4][4] = {{0, 0, 0, 1}, {0, 1, 1, 1}, {2, 2, 2, 3}, {2, 3, 3, 3}};
  for (int r = 0; r < 4; ++r) {
    grid += r == 0 ? "[" : ",[";
    for (int c = 0; c < 4; ++c) {
      std::string cell = "\"region\":" + std::to_string(regions[r][c]);
      if (r == 0 && c == 0) cell += R"(,"value":2,"given":true)";
      if (r == 0 && c == 1) cell += R"(,"value":3)";  // the solver's entry, not a clue
      if (r == 3 && c == 3) cell += R"(,"centerPencilMarks":[1,4])";
      grid += (c == 0 ? "{" : ",{") + cell + "}";
    }
    grid += "]";
  }
  grid += R"(],"solution":[2,1,4,3,4,3,1,2,1,2,3,4,3,4,2,1]})";
  const SudokuPuzzle puzzle = read(grid);
  EXPECT_EQ(puzzle.size.rows, 4);
  EXPECT_EQ(puzzle.givens, (std::vector<int>{2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
  EXPECT_EQ(grid_shape(puzzle).region,
            (std::vector<int>{0, 0, 0, 1, 0, 1, 1, 1, 2, 2, 2, 3, 2, 3, 3, 3}));
  ASSERT_EQ(puzzle.constraints.size(), 5u);  // the pencil marks and the four jigsaw regions
  expect_same(puzzle.constraints[0],
              parse_constraint("candidates r4c4: 1 4", GridSize::square(4), "text", 1),
              "pencil marks");
  EXPECT_EQ(puzzle.given_solution.size(), 16u);
  EXPECT_EQ(puzzle.source, "test");
  EXPECT_EQ(puzzle.line, 7u);
}

TEST(FpuzzlesReader, BoxesAsFpuzzlesDrawsThem) {
  const SudokuPuzzle six = read(R"({"size":6})");
  EXPECT_EQ(six.box_rows, 2);
  EXPECT_EQ(six.box_columns, 3);
  EXPECT_FALSE(has_grid_regions(six));
  const SudokuPuzzle twelve = read(R"({"size":12})");
  EXPECT_EQ(twelve.box_rows, 3);
  EXPECT_EQ(twelve.box_columns, 4);
  EXPECT_TRUE(twelve.layout.numbers);
  const SudokuPuzzle five = read(R"({"size":5})");  // a prime: rows of five
  EXPECT_EQ(five.box_rows, 1);
  EXPECT_EQ(five.box_columns, 5);
}

TEST(FpuzzlesReader, CosmeticElementsAreNotes) {
  const SudokuPuzzle puzzle =
      read9(R"("line":[{"lines":[["R1C1","R1C2"]]},{"lines":[["R2C1","R2C2"]]}],)"
            R"("cage":[{"cells":["R1C1"],"value":"title: x"}],"text":[],)"
            R"("littlekillersum":[{"cell":"R0C1","direction":"DR","value":""}])");
  EXPECT_TRUE(puzzle.constraints.empty());
  ASSERT_EQ(puzzle.notes.size(), 3u);
  EXPECT_NE(puzzle.notes[0].find("skipped 1 cosmetic element 'cage'"), std::string::npos)
      << puzzle.notes[0];
  EXPECT_NE(puzzle.notes[1].find("skipped 2 cosmetic elements 'line'"), std::string::npos)
      << puzzle.notes[1];
  EXPECT_NE(puzzle.notes[2].find("without a sum"), std::string::npos) << puzzle.notes[2];
}

TEST(FpuzzlesReader, ASuccessMessageIsANoteNotARule) {
  const SudokuPuzzle puzzle = read9(R"("successMessage":"Well done!",)"
                                    R"("thermometer":[{"lines":[["R1C1","R1C2"]]}])");
  EXPECT_EQ(puzzle.constraints.size(), 1u);
  ASSERT_EQ(puzzle.notes.size(), 1u);
  EXPECT_NE(puzzle.notes[0].find("skipped 'successMessage'"), std::string::npos) << puzzle.notes[0];
}

TEST(FpuzzlesReader, TheActiveConstraintsListNamesToolsWhoseElementsAreRead) {
  const SudokuPuzzle puzzle = read9(R"("activeConstraints":["Killer Cage"],)"
                                    R"("killercage":[{"cells":["R1C1","R2C1"],"value":"9"}])");
  ASSERT_EQ(puzzle.constraints.size(), 1u);
  EXPECT_EQ(puzzle.constraints[0].type->name, "killer");
  EXPECT_EQ(puzzle.constraints[0].number, 9);
}

void expect_error(const std::string& json, const std::string& says) {
  try {
    read(json);
    ADD_FAILURE() << "read: " << json;
  } catch (const InputError& e) {
    EXPECT_EQ(e.source(), "test") << json;
    EXPECT_EQ(e.line(), 7u) << json;
    EXPECT_NE(e.message().find(says), std::string::npos) << json << "\n" << e.message();
  }
}

TEST(FpuzzlesReader, BadPuzzlesSayWhatIsWrong) {
  expect_error("[1,2]", "not an f-puzzles puzzle");
  expect_error(R"({"title":"no grid"})", "not an f-puzzles puzzle");
  expect_error("{\"size\":9", "does not read");
  expect_error(std::string(100, '[') + std::string(100, ']'), "nests deeper");
  expect_error(R"({"size":17})", "17x17");
  expect_error(R"({"size":3})", "3x3");
  expect_error(R"({"size":"nine"})", "not a whole number");
  expect_error(R"({"size":4,"grid":[[{}]]})", "expected 4 rows");
  expect_error(R"({"size":4,)" + kGrid4 + R"(,"odd":[{"cell":"R0C1"}]})", "outside the 4x4");
  expect_error(R"({"size":4,"odd":[{"cell":"B7"}]})", "not of the form R3C4");
  expect_error(R"({"size":4,"fogofwar":["R1C1"],"doublearrow":[{"cells":["R1C1"]}]})",
               "unknown f-puzzles constraint 'doublearrow'");
  expect_error(R"({"size":4,"negative":["sum"]})", "unknown negative rule 'sum'");
  expect_error(R"({"size":4,"killercage":[{"cells":["R1C1"],"value":"many"}]})",
               "'many' is not a number");
  // The text format's checks apply: a cell twice on one cage.
  expect_error(R"({"size":4,"killercage":[{"cells":["R1C1","R1C2"]},{"cells":["R2C1","R2C1"]}]})",
               "\"killercage\" 2");
  expect_error(R"({"size":4,"sandwichsum":[{"cell":"R2C2","value":"3"}]})", "not beside");
  expect_error(R"({"size":4,"antiknight":"yes"})", "true or false");
  expect_error(R"({"size":4,"grid":[[{"value":7,"given":true},{},{},{}],[{},{},{},{}],)"
               R"([{},{},{},{}],[{},{},{},{}]]})",
               "not a digit of a 4x4 grid");
  expect_error(R"({"size":4,"grid":[[{"region":0},{"region":0},{"region":0},{"region":0}],)"
               R"([{"region":0},{},{},{}],[{},{},{},{}],[{},{},{},{}]]})",
               "region 0 of the grid has 6 cells");
}

TEST(FpuzzlesInput, DetectsEachFormAndNothingElse) {
  const std::string load = "N4IgzglgXgpiBcBOANCA";
  struct Case {
    std::string line;
    FpuzzlesForm form;
    std::string payload;
  };
  const std::vector<Case> cases = {
      {load, FpuzzlesForm::kLoadString, load},
      {"  " + load + "  ", FpuzzlesForm::kLoadString, load},
      {"https://www.f-puzzles.com/?load=" + load, FpuzzlesForm::kUrl, load},
      {"f-puzzles.com/?load=" + load + "&x=1", FpuzzlesForm::kUrl, load},
      {"https://www.f-puzzles.com/?load=N4Ig%2Bab%2F%3D", FpuzzlesForm::kUrl, "N4Ig+ab/="},
      {"https://sudokupad.app/fpuzzles" + load, FpuzzlesForm::kSudokuPad, load},
      {"https://sudokupad.app/fpuzzles" + load + "?setting-x=1", FpuzzlesForm::kSudokuPad, load},
      {"https://app.crackingthecryptic.com/sudoku/?puzzleid=fpuzzles" + load,
       FpuzzlesForm::kSudokuPad, load},
      {"fpuzzles" + load, FpuzzlesForm::kSudokuPad, load},
      {R"({"size":9})", FpuzzlesForm::kJson, R"({"size":9})"},
      {"https://example.com/", FpuzzlesForm::kUrl, ""},
  };
  for (const Case& c : cases) {
    const auto found = detect_fpuzzles(c.line);
    ASSERT_TRUE(found.has_value()) << c.line;
    EXPECT_EQ(found->form, c.form) << c.line;
    EXPECT_EQ(found->payload, c.payload) << c.line;
  }
  for (const std::string line :
       {"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        "530070000600195000098000060800060003400803001700020006060000280000419005000080079",
        "0123456789ABCDEF0123456789ABCDEF", "size 9", "givens", "thermo r1c1 r1c2", "[Puzzle]",
        "N4Ig with blanks", "", "puzzle,solution"}) {
    EXPECT_FALSE(detect_fpuzzles(line).has_value()) << line;
  }
}

TEST(FpuzzlesInput, JsonOfEachForm) {
  EXPECT_EQ(fpuzzles_json({FpuzzlesForm::kJson, "{}"}, "f", 1), "{}");
  try {
    fpuzzles_json({FpuzzlesForm::kUrl, ""}, "f", 3);
    ADD_FAILURE() << "a URL without a puzzle read";
  } catch (const InputError& e) {
    EXPECT_EQ(e.line(), 3u);
    EXPECT_NE(e.message().find("without a puzzle"), std::string::npos) << e.message();
  }
  EXPECT_THROW(fpuzzles_json({FpuzzlesForm::kLoadString, "N4Ig"}, "f", 1), InputError);
}

}  // namespace
}  // namespace dlx::sudoku::fpuzzles_reader_test
