// ISS's And and Replicate composites (encoders/sudoku/iss/iss_replicate.hpp, iss_reader.cpp): an
// And reads as its items, a Replicate as its items written out at each target, and a Replicate
// that moves a cell out of the grid, or whose targets are no bitset, says so at its line.
#include "encoders/sudoku/iss/iss_replicate.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <dlx/text/input_error.hpp>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "encoders/sudoku/iss/iss_reader.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"

namespace dlx::sudoku::iss_replicate_test {
namespace {

SudokuPuzzle read(const std::string& text) {
  return read_iss(text, "test", 4);
}

// The same grid, givens and rules, in any order of the rules.
void expect_same_puzzle(const std::string& text, const std::string& written_out) {
  const SudokuPuzzle a = read(text);
  const SudokuPuzzle b = read(written_out);
  EXPECT_EQ(a.size, b.size) << text;
  EXPECT_EQ(a.givens, b.givens) << text;
  auto rules = [](const SudokuPuzzle& p) {
    std::multimap<std::string, std::pair<std::vector<int>, std::vector<int>>> out;
    for (const Constraint& c : p.constraints) {
      out.emplace(fmt::format("{}:{}", c.type->name, c.number.value_or(-1)),
                  std::make_pair(c.cells, c.values));
    }
    return out;
  };
  EXPECT_EQ(rules(a), rules(b)) << text;
}

void expect_error(const std::string& text, const std::string& says) {
  try {
    read(text);
    ADD_FAILURE() << "read: " << text;
  } catch (const InputError& e) {
    EXPECT_EQ(e.line(), 4u) << text;
    EXPECT_NE(e.message().find(says), std::string::npos) << text << "\n" << e.message();
  }
}

TEST(IssComposites, AnAndIsItsItems) {
  expect_same_puzzle(".Shape~4x4.And.~R1C1_3.Thermo~R1C1~R1C2.End.X~R2C1~R2C2",
                     ".Shape~4x4.~R1C1_3.Thermo~R1C1~R1C2.X~R2C1~R2C2");
  expect_same_puzzle(".And.And.Thermo~R1C1~R1C2.End.End", ".Thermo~R1C1~R1C2");
  // ISS merges an And's Givens among themselves, not with those around it: both clues hold.
  const SudokuPuzzle both = read(".Shape~4x4.~R1C1_1.And.~R1C1_2.End");
  EXPECT_EQ(both.givens[0], 1);
  ASSERT_EQ(both.constraints.size(), 1u);
  EXPECT_EQ(both.constraints[0].type->name, "candidates");
  EXPECT_EQ(both.constraints[0].values, std::vector<int>{2});
}

TEST(IssComposites, AReplicateIsItsItemsAtEachTarget) {
  // 'D' = 3: bits 0 and 1, the origin R1C1 and the next cell.
  expect_same_puzzle(".Shape~4x4.Replicate~D.~R1C1_1_2.End", ".Shape~4x4.~R1C1_1_2~R1C2_1_2");
  // 'E' = 4: bit 2, two cells after the origin R2C1: the template moves two columns right.
  expect_same_puzzle(".Shape~4x4.Replicate~E~R2C1.Thermo~R2C1~R3C1.Cage~5~R2C1~R2C2.End",
                     ".Shape~4x4.Thermo~R2C3~R3C3.Cage~5~R2C3~R2C4");
  // 'AB' = bit 6: the cell six after R1C1 on a 4x4, R2C3, as rows and columns move.
  expect_same_puzzle(".Shape~4x4.Replicate~AB.SameValues~2~R1C1~R2C2.End",
                     ".Shape~4x4.SameValues~2~R2C3~R3C4");
  // A Replicate inside a Replicate: its own origin stays, its items move.
  expect_same_puzzle(".Shape~4x4.Replicate~C.Replicate~B~R1C1.X~R1C1~R2C1.End.End",
                     ".Shape~4x4.X~R1C2~R2C2");
}

TEST(IssComposites, BadReplicatesSayWhatIsWrong) {
  expect_error(".Shape~4x4.Replicate~I.Thermo~R1C1~R1C2.End",
               "ISS Replicate: R1C2 moved as R1C1 to R1C4 leaves the grid");
  expect_error(".Shape~4x4.Replicate~*.Thermo~R1C1~R1C2.End", "'*', no base64 digit");
  expect_error(".Shape~4x4.Replicate~AAAB.Thermo~R1C1~R1C2.End", "beyond the grid's last cell");
  expect_error(".Shape~4x4.Replicate~B~R5C1.Thermo~R1C1~R1C2.End", "the origin 'R5C1'");
  expect_error(".Shape~4x4.Replicate.Thermo~R1C1~R1C2.End", "expected the targets");
}

}  // namespace
}  // namespace dlx::sudoku::iss_replicate_test
