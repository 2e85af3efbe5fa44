// ISS's other text forms (encoders/sudoku/iss/iss_text_forms.hpp): each form, made here from a
// layout of cages or regions, reads as the constraint string that states the same cages or
// regions; malformed ones say what is wrong at their line; lines the text format reads itself (a
// filled grid, a puzzle and its solution) are left to it.
#include "encoders/sudoku/iss/iss_text_forms.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <dlx/text/input_error.hpp>

#include <algorithm>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "encoders/sudoku/iss/iss_input.hpp"
#include "encoders/sudoku/iss/iss_reader.hpp"
#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"

namespace dlx::sudoku::iss_text_forms_test {
namespace {

SudokuPuzzle read_line(const std::string& line) {
  const auto input = detect_iss(line);
  if (!input) throw std::runtime_error("not detected: " + line);
  return read_iss(iss_string(*input, "test", 3), "test", 3);
}

// The same grid, givens and rules, in any order of the rules.
void expect_same_puzzle(const SudokuPuzzle& read, const SudokuPuzzle& expected) {
  EXPECT_EQ(read.size, expected.size);
  EXPECT_EQ(read.givens, expected.givens);
  EXPECT_EQ(read.box_rows, expected.box_rows);
  EXPECT_EQ(read.box_columns, expected.box_columns);
  auto rules = [](const SudokuPuzzle& p) {
    std::multimap<std::string, std::pair<std::vector<int>, std::vector<int>>> out;
    for (const Constraint& c : p.constraints) {
      std::vector<int> cells = c.cells;
      std::sort(cells.begin(), cells.end());
      out.emplace(fmt::format("{}:{}", c.type->name, c.number.value_or(-1)),
                  std::make_pair(cells, c.values));
    }
    return out;
  };
  EXPECT_EQ(rules(read), rules(expected));
}

std::string cell_id(int cell) {
  return fmt::format("R{}C{}", cell / 9 + 1, cell % 9 + 1);
}

// A 9x9 of cages: the centre box one cage of 45 whose cells point at r5c5 with every arrow; the
// rest of rows 1-3 cages of a row's three cells pointing left to the first, whose sum is 10 + the
// row; every other cell a cage of its own of 5.
struct Killer {
  std::string short_form;
  std::string long_fields;  // the long form's cells' fields
  std::string string;       // the constraint string of the same cages
};

Killer killer() {
  const std::map<int, char> centre = {{30, '.'}, {31, 'v'},  {32, ','}, {39, '>'},
                                      {41, '<'}, {48, '\''}, {49, '^'}, {50, '`'}};
  Killer k;
  std::map<int, std::vector<int>> cages;  // root -> cells
  std::map<int, int> sums;
  for (int cell = 0; cell < 81; ++cell) {
    const int row = cell / 9;
    const int column = cell % 9;
    int root = cell;
    int sum = 5;
    if (cell == 40) {
      k.short_form += 'j';
      sum = 45;
    } else if (centre.count(cell) != 0) {
      k.short_form += centre.at(cell);
      root = 40;
    } else if (row < 3 && column % 3 != 0) {
      k.short_form += '<';
      root = cell - column % 3;
    } else if (row < 3) {
      k.short_form += static_cast<char>('A' + row);
      sum = 10 + row;
    } else {
      k.short_form += '5';
    }
    cages[root].push_back(cell);
    if (root == cell) sums[root] = sum;
  }
  for (int cell = 0; cell < 81; ++cell) {
    int root = cell;
    for (const auto& [r, cells] : cages) {
      if (std::find(cells.begin(), cells.end(), cell) != cells.end()) root = r;
    }
    k.long_fields += fmt::format("{}:", sums[root] * 256 + root % 256);
  }
  for (const auto& [root, cells] : cages) {
    k.string += fmt::format(".Cage~{}", sums[root]);
    for (int cell : cells) k.string += "~" + cell_id(cell);
  }
  return k;
}

TEST(IssTextForms, AShortKillerIsItsCages) {
  const Killer k = killer();
  ASSERT_EQ(detect_iss_text_form(k.short_form), IssTextForm::kShortKiller);
  expect_same_puzzle(read_line(k.short_form), read_iss(k.string, "test", 3));
  // Blanks anywhere, as ISS removes them.
  expect_same_puzzle(read_line(k.short_form.substr(0, 40) + " \t" + k.short_form.substr(40)),
                     read_iss(k.string, "test", 3));
}

TEST(IssTextForms, ALongKillerIsItsCagesAndItsDiagonals) {
  const Killer k = killer();
  const std::string plain = "3x3::k:" + k.long_fields;
  ASSERT_EQ(detect_iss_text_form(plain), IssTextForm::kLongKiller);
  expect_same_puzzle(read_line(plain), read_iss(k.string, "test", 3));
  expect_same_puzzle(read_line("3x3:d:k:" + k.long_fields),
                     read_iss(k.string + ".Diagonal~1.Diagonal~-1", "test", 3));
  // A field of sum 0 is a cell in no cage.
  std::string uncaged = "3x3::k:0:" + k.long_fields.substr(k.long_fields.find(':') + 1);
  for (const Constraint& c : read_line(uncaged).constraints) {
    EXPECT_EQ(std::count(c.cells.begin(), c.cells.end(), 0), 0) << "r1c1 in a cage";
  }
}

// A 6x6 jigsaw: the layout's regions are the columns' halves (r1-3 and r4-6 of a column pair).
std::string layout_6x6(const std::string& names) {
  std::string layout;
  for (int cell = 0; cell < 36; ++cell) {
    layout += names[static_cast<std::size_t>((cell / 18) * 3 + (cell % 6) / 2)];
  }
  return layout;
}

std::string layout_string(const std::string& layout) {
  return ".Shape~6x6.NoBoxes.Jigsaw~" + layout;
}

TEST(IssTextForms, AJigsawLayoutWithOrWithoutGivensIsItsRegions) {
  const std::string layout = layout_6x6("ABCDEF");
  ASSERT_EQ(detect_iss_text_form(layout), IssTextForm::kJigsawLayout);
  expect_same_puzzle(read_line(layout), read_iss(layout_string(layout), "test", 3));
  // Any characters name the regions, '.' and '~' too, which a string could not hold.
  expect_same_puzzle(read_line(layout_6x6(".~#xyz")), read_iss(layout_string(layout), "test", 3));
  const std::string givens = "1.....2....." + std::string(24, '.');
  ASSERT_EQ(detect_iss_text_form(givens + " " + layout), IssTextForm::kJigsaw);
  expect_same_puzzle(read_line(givens + " " + layout),
                     read_iss(layout_string(layout) + ".~R1C1_1~R2C1_2", "test", 3));
  // 16 values are letters from A, as ISS writes them.
  std::string big_layout;
  for (int cell = 0; cell < 256; ++cell) big_layout += static_cast<char>('a' + cell / 16);
  const std::string big_givens = "P" + std::string(255, '.');
  const SudokuPuzzle big = read_line(big_givens + big_layout);
  EXPECT_EQ(big.size, GridSize::square(16));
  EXPECT_EQ(big.givens[0], 16);
}

TEST(IssTextForms, PencilMarksAreEachCellsCandidates) {
  // 5x5: r1c1 may be 1 or 3, r1c2 is 2, the other cells anything.
  std::string marks = "1.3..";
  marks += ".2...";
  for (int cell = 2; cell < 25; ++cell) marks += "12345";
  ASSERT_EQ(detect_iss_text_form(marks), IssTextForm::kPencilmarks);
  expect_same_puzzle(read_line(marks), read_iss(".Shape~5x5.~R1C1_1_3~R1C2_2", "test", 3));
}

TEST(IssTextForms, LinesTheTextFormatReadsAreLeftToIt) {
  // A filled grid: each character nine times, each once a row (ISS would take it for a layout).
  std::string filled;
  for (int cell = 0; cell < 81; ++cell) {
    filled += static_cast<char>('1' + (cell % 9 + cell / 9 * 3 + cell / 27) % 9);
  }
  std::string puzzle = filled;
  for (std::size_t k = 0; k < puzzle.size(); k += 2) puzzle[k] = '.';
  for (const std::string& line : {filled, puzzle, puzzle + " " + filled, std::string(81, '.'),
                                  std::string("53..7....6"), std::string(729, '.') + "x"}) {
    EXPECT_FALSE(detect_iss_text_form(line)) << line;
    EXPECT_FALSE(detect_iss(line)) << line;
  }
}

void expect_error(const std::string& line, const std::string& says) {
  try {
    read_line(line);
    ADD_FAILURE() << "read: " << line;
  } catch (const InputError& e) {
    EXPECT_EQ(e.source(), "test");
    EXPECT_EQ(e.line(), 3u);
    EXPECT_NE(e.message().find(says), std::string::npos) << e.message();
  }
}

TEST(IssTextForms, MalformedFormsSayWhatIsWrong) {
  const Killer k = killer();
  std::string out = k.short_form;
  out[0] = '<';
  expect_error(out, "ISS short killer format: r1c1's arrow '<' points out of the grid");
  std::string loop = k.short_form;
  loop[72] = '>';
  loop[73] = '<';
  expect_error(loop, "the arrows from r9c1 go round in a loop");
  expect_error("3x3::k:" + k.long_fields + "12:", "expected 81 fields");
  expect_error("3x3:w:k:" + k.long_fields, "the option 'w' after 3x3: is not read");
  expect_error("3x3::x:" + k.long_fields, "expected 3x3::k:");
  expect_error("3x3::k:x" + k.long_fields, "r1c1's field 'x");
  std::string two_sums = "3x3::k:" + std::to_string(10 * 256 + 7) + ":" +
                         std::to_string(11 * 256 + 7) + ":" +
                         k.long_fields.substr(k.long_fields.find(':', 5) + 1);
  expect_error(two_sums, "cage 7 has the sum 10 at r1c1 but 11 at r1c2");
  std::string marks = ".....";
  for (int cell = 1; cell < 25; ++cell) marks += "12345";
  expect_error(marks, "ISS pencil marks: r1c1 has no candidate");
  marks.replace(0, 5, "1.7..");
  expect_error(marks, "r1c1 has the candidate 7, not one of 1 to 5");
}

// In a batch, each form is a line; in an `.iss` file, a part between blank lines.
TEST(IssTextForms, ReadInABatchAndInAnIssFile) {
  const Killer k = killer();
  const std::string layout = layout_6x6("ABCDEF");
  for (const std::string source : {"batch.txt", "t.iss"}) {
    std::istringstream in(source == std::string("t.iss")
                              ? "# a layout\n" + layout + "\n\n.~R1C1_1\n"
                              : k.short_form + "\n" + layout + "\n");
    std::vector<SudokuPuzzle> puzzles;
    read_puzzles(
        in, source, {}, [&](SudokuPuzzle&& p) { puzzles.push_back(std::move(p)); },
        [&](const InputError& e) { ADD_FAILURE() << e.what(); });
    if (source == std::string("t.iss")) {
      ASSERT_EQ(puzzles.size(), 1u);
      expect_same_puzzle(puzzles[0], read_iss(layout_string(layout) + ".~R1C1_1", "test", 3));
    } else {
      ASSERT_EQ(puzzles.size(), 2u);
      expect_same_puzzle(puzzles[0], read_iss(k.string, "test", 3));
      expect_same_puzzle(puzzles[1], read_iss(layout_string(layout), "test", 3));
    }
  }
}

}  // namespace
}  // namespace dlx::sudoku::iss_text_forms_test
