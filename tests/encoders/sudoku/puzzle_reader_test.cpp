// The puzzle reader (puzzle_reader.cpp): box shapes, the forms it reads (lines, grids, sections,
// jigsaw, killer) and malformed input named by line.
#include <gtest/gtest.h>

#include <dlx/text/input_error.hpp>

#include <sstream>

#include "encoders/sudoku/grid_rules.hpp"
#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/sudoku_format.hpp"
#include "encoders/sudoku/symbols.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"

namespace dlx::sudoku::puzzle_reader_test {
namespace {

struct ReadResult {
  std::vector<SudokuPuzzle> puzzles;
  std::vector<InputError> errors;
};

ReadResult read(const std::string& text, ReadOptions options = {}) {
  ReadResult result;
  std::istringstream in(text);
  read_puzzles(
      in, "p.txt", options, [&](SudokuPuzzle&& p) { result.puzzles.push_back(std::move(p)); },
      [&](const InputError& e) { result.errors.push_back(e); });
  return result;
}

TEST(Shapes, BoxesAndTheSquarestDefault) {
  EXPECT_EQ(squarest_box(9)->rows, 3);
  EXPECT_EQ(squarest_box(6)->rows, 2);
  EXPECT_EQ(squarest_box(6)->columns, 3);
  EXPECT_EQ(squarest_box(12)->rows, 3);
  EXPECT_EQ(squarest_box(8)->rows, 2);
  EXPECT_EQ(squarest_box(64)->rows, 8);
  EXPECT_FALSE(squarest_box(7).has_value());
  EXPECT_EQ(parse_box_shape("2x4")->columns, 4);
  EXPECT_FALSE(parse_box_shape("2x").has_value());
  EXPECT_FALSE(parse_box_shape("x3").has_value());
  EXPECT_FALSE(parse_box_shape("3*3").has_value());
}

TEST(Reader, LinesGridsEulerNumbersAndSections) {
  const auto result = read(
      "# comment\n"
      "1.3.....4.......\n"  // a 4x4 line
      "Grid 07\n"
      "1 . | 3 .\n"
      ". . | . .\n"
      "----+----\n"
      ". . | . 4\n"
      ". . | . .\n"
      "\n"
      "16 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 "
      "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 "
      "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 "
      "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 "
      "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 "
      "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 "
      "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 "
      "0 0 0 0\n");
  ASSERT_TRUE(result.errors.empty()) << result.errors[0].what();
  ASSERT_EQ(result.puzzles.size(), 3u);
  EXPECT_EQ(result.puzzles[0].size.rows, 4);
  EXPECT_TRUE(result.puzzles[0].layout.one_line);
  EXPECT_EQ(result.puzzles[0].givens[2], 3);
  EXPECT_EQ(result.puzzles[1].name, "Grid 07");
  EXPECT_FALSE(result.puzzles[1].layout.one_line);
  EXPECT_EQ(result.puzzles[1].givens,
            (std::vector<int>{1, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0}));
  EXPECT_EQ(result.puzzles[2].size.rows, 16);
  EXPECT_TRUE(result.puzzles[2].layout.numbers);
  EXPECT_EQ(result.puzzles[2].givens[0], 16);
}

TEST(Reader, AFirstLineThatIsAPuzzleIsNoCsvHeader) {
  // Found by the sudoku_puzzles fuzzer: a comment naming a "puzzle" column after a comma made the
  // first line a CSV header, and its puzzle was lost. A real header still names the columns.
  const auto puzzle = read("1.3.....4.......# A...G|7F,puzzle\n");
  ASSERT_TRUE(puzzle.errors.empty()) << puzzle.errors[0].what();
  ASSERT_EQ(puzzle.puzzles.size(), 1u);
  EXPECT_EQ(puzzle.puzzles[0].givens[2], 3);
  const auto csv = read("id,puzzle,solution\n7,1.3.....4.......,1234341221434321\n");
  ASSERT_TRUE(csv.errors.empty()) << csv.errors[0].what();
  ASSERT_EQ(csv.puzzles.size(), 1u);
  EXPECT_EQ(csv.puzzles[0].givens[0], 1);
}

TEST(Reader, SectionedJigsawAndKiller) {
  const auto jigsaw = read(
      "regions\n"
      "a a b b\na a b b\nc c d d\nc c d d\n"
      "givens\n"
      "1 . . .\n. . . .\n. . . .\n. . . 2\n");
  ASSERT_TRUE(jigsaw.errors.empty()) << jigsaw.errors[0].what();
  ASSERT_EQ(jigsaw.puzzles.size(), 1u);
  EXPECT_EQ(grid_shape(jigsaw.puzzles[0]).region,
            (std::vector<int>{0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3}));
  EXPECT_EQ(jigsaw.puzzles[0].constraints.size(), 4u);  // a jigsaw region each
  EXPECT_EQ(jigsaw.puzzles[0].box_rows, 0);

  const auto killer = read(
      "cages\n1 1 2 2\n3 3 4 4\n5 5 6 6\n7 7 8 8\nsums\n1 3\n2 7\n3 5\n4 5\n5 7\n6 3\n7 5\n8 5\n");
  ASSERT_TRUE(killer.errors.empty()) << killer.errors[0].what();
  ASSERT_EQ(killer.puzzles[0].constraints.size(), 8u);  // a killer cage each
  EXPECT_EQ(killer.puzzles[0].constraints[1].type->name, "killer");
  EXPECT_EQ(killer.puzzles[0].constraints[1].cells, (std::vector<int>{2, 3}));
  EXPECT_EQ(killer.puzzles[0].constraints[1].number, 7);
}

// A grid is written the way it was read, and reads back as the same grid. A 16x16 grid written
// without blanks (read thanks to its bars) once came back as sixteen rows of 16 cells, which read
// as sixteen 4x4 puzzle lines (found by fuzz/sudoku_puzzles): such rows keep bars now. A drawn
// grid of numbers with a cell written "01" once had each of its characters replaced by a cell,
// which shifted the row (found the same way): the word is one cell.
TEST(Format, GridsReadBackAsWritten) {
  const std::string digits_first = kDigitsFirst;
  std::string sixteen = "# 16x16 with bars\n";
  for (int row = 0; row < 16; ++row) {
    std::string cells(16, '.');
    cells[static_cast<std::size_t>(row)] = digits_first[static_cast<std::size_t>(row)];
    sixteen += cells.substr(0, 4) + "|" + cells.substr(4, 4) + "|" + cells.substr(8, 4) + "|" +
               cells.substr(12) + "\n";
  }
  const std::string nine =
      "1........\n.2.......\n..3......\n...4.....\n....5....\n.....6...\n......7..\n"
      ".......8.\n........9\n";
  const std::string drawn_numbers =
      "+-----+-----+\n| 1 . | . 4 |\n| . 2 |01 . |\n+-----+-----+\n| . 1 | 4 . |\n"
      "| 4 . | . 1 |\n+-----+-----+\n";
  for (const std::string& text : {sixteen, nine, drawn_numbers}) {
    const auto first = read(text);
    ASSERT_TRUE(first.errors.empty()) << first.errors[0].what();
    ASSERT_EQ(first.puzzles.size(), 1u);
    const SudokuPuzzle& puzzle = first.puzzles[0];
    const std::string written = format_grid(puzzle, puzzle.givens, false);
    const auto again = read(written + "\n" + written);  // a batch of two
    ASSERT_TRUE(again.errors.empty()) << again.errors[0].what() << "\n" << written;
    ASSERT_EQ(again.puzzles.size(), 2u) << written;
    EXPECT_EQ(again.puzzles[1].givens, puzzle.givens);
    EXPECT_FALSE(again.puzzles[1].layout.one_line);
    // Bars only where they were drawn, or where a row could be taken for a puzzle line.
    EXPECT_EQ(written.find('|') != std::string::npos,
              puzzle.size.rows == 16 || !puzzle.layout.drawing.empty())
        << written;
  }
}

struct BadCase {
  std::string text;
  std::size_t line;
  const char* says;
};

// f-puzzles JSON as an editor pretty-prints it: one puzzle over its lines (braces in strings do
// not count), and the lines after it read as before; JSON left open is an error at its first line.
TEST(Reader, PrettyPrintedFpuzzlesJsonIsOnePuzzleOverItsLines) {
  const std::string pretty =
      "{\n"
      "  \"size\": 4,\n"
      "  \"title\": \"a { brace\",\n"
      "  \"thermometer\": [\n"
      "    {\"lines\": [[\"R1C1\", \"R1C2\"]]}\n"
      "  ]\n"
      "}\n";
  const ReadResult read_back = read(pretty + "1...\n..2.\n.3..\n...4\n");
  ASSERT_TRUE(read_back.errors.empty()) << read_back.errors[0].message();
  ASSERT_EQ(read_back.puzzles.size(), 2u);
  EXPECT_EQ(read_back.puzzles[0].line, 1u);
  EXPECT_EQ(read_back.puzzles[0].size.rows, 4);
  ASSERT_EQ(read_back.puzzles[0].constraints.size(), 1u);
  EXPECT_EQ(read_back.puzzles[0].constraints[0].type->name, "thermo");
  EXPECT_EQ(read_back.puzzles[1].line, 8u);
  const ReadResult open = read("{\n  \"size\": 4,\n");
  ASSERT_EQ(open.errors.size(), 1u);
  EXPECT_EQ(open.errors[0].line(), 1u);
}

// A whisper may pass through a cell twice (its rule is on neighbours along the path); other lines
// may not, and no cell may follow itself.
TEST(Reader, AWhisperMayPassThroughACellTwice) {
  const ReadResult whisper = read("size 4\nconstraints\nwhisper r1c1 r1c2 r2c2 r2c1 r1c1\n");
  ASSERT_TRUE(whisper.errors.empty()) << whisper.errors[0].message();
  ASSERT_EQ(whisper.puzzles.size(), 1u);
  EXPECT_EQ(whisper.puzzles[0].constraints[0].cells.size(), 5u);
  const ReadResult thermo = read("size 4\nconstraints\nthermo r1c1 r1c2 r1c1\n");
  ASSERT_EQ(thermo.errors.size(), 1u);
  EXPECT_NE(thermo.errors[0].message().find("cell r1c1 appears twice"), std::string::npos);
  const ReadResult itself = read("size 4\nconstraints\nwhisper r1c1 r1c1 r1c2\n");
  ASSERT_EQ(itself.errors.size(), 1u);
  EXPECT_NE(itself.errors[0].message().find("follows itself"), std::string::npos);
}

TEST(Reader, MalformedInputNamesLineAndProblem) {
  for (const BadCase& bad : std::vector<BadCase>{
           {std::string(80, '.') + "\n", 1, "80 cells"},                        // wrong length
           {std::string(80, '.') + "Z\n", 1, "symbol 'Z' in row 9 column 9"},   // bad symbol
           {"1.3.\n....\n", 2, "ends after 2 rows"},                            // short grid
           {"regions\na a b b\na a b b\nc c d d\nc c d c\n", 2, "region 'c'"},  // not a partition
           {"regions\na a b b\na a b b\nc c d d\nc c . d\n", 5, "without a region"},
           {"cages\n1 1 2 2\n1 1 2 2\n3 3 4 4\n3 3 4 4\nsums\n1 40\n2 10\n3 10\n4 10\n", 7,
            "cannot sum to 40"},  // impossible sum
           // Said at the row of the cage's first cell (issue 32), not at the map's first row.
           {"cages\n1 1 2 2\n1 1 2 2\n3 3 4 4\n3 3 4 4\nsums\n1 10\n2 10\n3 10\n", 4, "no sum"},
           {"cages\n1 1 2 2\n1 1 2 2\n3 3 4 4\n3 3 4 4\nsums\n1 10\n9 10\n", 8,
            "not in the cage map"},
           // A section without rows, or a second one, is named by its heading line (found by
           // fuzz/sudoku_puzzles: these errors named no line).
           {"givens\n1 . . .\n. . . .\n. . . .\n. . . .\nregions\n", 6, "region map has 0 rows"},
           {"regions\nextra\n# no rows\ngivens\n1...\n....\n....\n....\n", 1, "has 0 rows"},
           {"givens\n1 . . .\n. . . .\n. . . .\n. . . .\nextra\na a b b\na a b b\nc c d d\n"
            "c c d d\nextra\n",
            11, "extra region map has 0 rows"},
           {"givens\n1...\n....\n....\n....\ngivens\n", 6, "a second 'givens' section"},
       }) {
    const auto result = read(bad.text);
    ASSERT_EQ(result.errors.size(), 1u) << bad.text;
    EXPECT_EQ(result.errors[0].line(), bad.line) << result.errors[0].what();
    EXPECT_NE(std::string(result.errors[0].what()).find(bad.says), std::string::npos)
        << result.errors[0].what();
  }
  // --symbols must fit the grid also when a sectioned puzzle has no givens to read with them:
  // its solution is written in them (found by fuzz/sudoku_puzzles: such a puzzle was accepted).
  ReadOptions sixteen_symbols;
  sixteen_symbols.alphabet = "0123456789ABCDEF";
  for (const std::string& text :
       {std::string("givens\n1 . . .\n. . . .\n. . . .\n. . . .\n"),
        std::string("cages\n1 1 2 2\n1 1 2 2\n3 3 4 4\n3 3 4 4\nsums\n1 10\n2 10\n3 10\n4 10\n")}) {
    const auto result = read(text, sixteen_symbols);
    ASSERT_EQ(result.errors.size(), 1u) << text;
    EXPECT_NE(std::string(result.errors[0].what()).find("--symbols has 16 symbols"),
              std::string::npos)
        << result.errors[0].what();
  }
  ReadOptions box;
  box.box = BoxShape{2, 4};
  const auto wrong_box = read(std::string(81, '.') + "\n", box);
  ASSERT_EQ(wrong_box.errors.size(), 1u);
  EXPECT_NE(std::string(wrong_box.errors[0].what()).find("do not fit a 9x9"), std::string::npos);
}

}  // namespace
}  // namespace dlx::sudoku::puzzle_reader_test
