// Each technique of the logic solver on a position built for it: the technique makes exactly the
// deduction its definition gives, and no technique before it in the table makes any. The
// positions are pencil marks on an empty 9x9 grid (every candidate open) with a few removed, so
// that the pattern under test is the only one there; the expected eliminations are computed from
// the definition of the pattern, not copied from the program's output.
#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>

#include "encoders/sudoku/logic/explain.hpp"
#include "encoders/sudoku/logic/techniques.hpp"
#include "encoders/sudoku/variant_flags.hpp"

namespace dlx::sudoku::techniques_test {
namespace {

int rc(int row, int column) {
  return (row - 1) * 9 + (column - 1);
}

SudokuPuzzle empty_puzzle(bool diagonal = false) {
  SudokuPuzzle puzzle;
  puzzle.n = 9;
  puzzle.box_rows = 3;
  puzzle.box_columns = 3;
  puzzle.givens.assign(81, 0);
  puzzle.layout.alphabet = "123456789";
  apply_variant_flags(puzzle, {.diagonal = diagonal});
  return puzzle;
}

class Position {
 public:
  explicit Position(bool diagonal = false)
      : puzzle_(empty_puzzle(diagonal)), geometry_(puzzle_), grid_(geometry_) {}

  // The cell keeps only these candidates.
  void keep(int cell, std::initializer_list<int> values) {
    for (int v = 1; v <= 9; ++v) {
      if (std::find(values.begin(), values.end(), v) == values.end()) grid_.eliminate(cell, v);
    }
  }
  // These values leave these cells.
  void remove(std::initializer_list<int> cells, std::initializer_list<int> values) {
    for (int cell : cells) {
      for (int v : values) grid_.eliminate(cell, v);
    }
  }
  void remove_from_row(int row, std::initializer_list<int> except,
                       std::initializer_list<int> values) {
    for (int c = 1; c <= 9; ++c) {
      if (std::find(except.begin(), except.end(), c) != except.end()) continue;
      for (int v : values) grid_.eliminate(rc(row, c), v);
    }
  }

  // Runs the table up to `technique`: every earlier one finds nothing, and it finds a step.
  Step only(Technique technique) const {
    for (const TechniqueInfo& info : technique_table()) {
      if (info.technique == technique) break;
      EXPECT_FALSE(info.find(grid_).has_value())
          << info.name << " applies before " << technique_info(technique).name << ": "
          << describe_step(*info.find(grid_), geometry_, puzzle_);
    }
    auto step = technique_info(technique).find(grid_);
    EXPECT_TRUE(step.has_value()) << technique_info(technique).name << " finds nothing";
    return step.value_or(Step{});
  }

  std::string describe(const Step& step) const { return describe_step(step, geometry_, puzzle_); }
  const Geometry& geometry() const { return geometry_; }

 private:
  SudokuPuzzle puzzle_;
  Geometry geometry_;
  CandidateGrid grid_;
};

std::vector<CellValue> sorted(std::vector<CellValue> list) {
  std::sort(list.begin(), list.end(), [](const CellValue& a, const CellValue& b) {
    return a.cell != b.cell ? a.cell < b.cell : a.value < b.value;
  });
  return list;
}

// value leaves every cell of `rows` x `columns`.
std::vector<CellValue> cross(std::initializer_list<int> rows, std::initializer_list<int> columns,
                             std::initializer_list<int> values) {
  std::vector<CellValue> list;
  for (int r : rows) {
    for (int c : columns) {
      for (int v : values) list.push_back({rc(r, c), v});
    }
  }
  return sorted(list);
}

TEST(Techniques, HiddenSingleInABox) {
  Position position;
  position.remove({rc(1, 1), rc(1, 2), rc(1, 3), rc(2, 1), rc(2, 3), rc(3, 1), rc(3, 2), rc(3, 3)},
                  {5});
  const Step step = position.only(Technique::kHiddenSingle);
  ASSERT_EQ(step.placements.size(), 1u);
  EXPECT_EQ(step.placements[0], (CellValue{rc(2, 2), 5}));
  EXPECT_TRUE(step.eliminations.empty());
  EXPECT_EQ(position.describe(step), "hidden single: r2c2 = 5 (only place for 5 in box 1)");
}

TEST(Techniques, NakedSingle) {
  Position position;
  position.keep(rc(5, 5), {7});
  const Step step = position.only(Technique::kNakedSingle);
  ASSERT_EQ(step.placements.size(), 1u);
  EXPECT_EQ(step.placements[0], (CellValue{rc(5, 5), 7}));
  EXPECT_EQ(position.describe(step), "naked single: r5c5 = 7 (its only candidate)");
}

TEST(Techniques, PointingFromABoxIntoARow) {
  Position position;
  position.remove({rc(1, 1), rc(1, 2), rc(1, 3), rc(3, 1), rc(3, 2), rc(3, 3)}, {4});
  const Step step = position.only(Technique::kPointing);
  EXPECT_EQ(sorted(step.eliminations), cross({2}, {4, 5, 6, 7, 8, 9}, {4}));
  EXPECT_EQ(position.describe(step),
            "locked candidates (pointing): 4 in box 1 is in row 2, removed from r2c4, r2c5, r2c6, "
            "r2c7, r2c8, r2c9");
}

TEST(Techniques, ClaimingFromARowIntoABox) {
  Position position;
  position.remove_from_row(1, {1, 2, 3}, {4});
  const Step step = position.only(Technique::kClaiming);
  EXPECT_EQ(sorted(step.eliminations), cross({2, 3}, {1, 2, 3}, {4}));
  EXPECT_EQ(position.describe(step),
            "locked candidates (claiming): 4 in row 1 is in box 1, removed from r2c1, r2c2, r2c3, "
            "r3c1, r3c2, r3c3");
}

TEST(Techniques, PointingAlongADiagonal) {
  // Sudoku X: box 1's 5s on the main diagonal point along it, a deduction that needs the diagonal
  // as a house like any other.
  Position position(true);
  position.remove({rc(1, 2), rc(1, 3), rc(2, 1), rc(2, 3), rc(3, 1), rc(3, 2)}, {5});
  const Step step = position.only(Technique::kPointing);
  EXPECT_EQ(sorted(step.eliminations), sorted({{rc(4, 4), 5},
                                               {rc(5, 5), 5},
                                               {rc(6, 6), 5},
                                               {rc(7, 7), 5},
                                               {rc(8, 8), 5},
                                               {rc(9, 9), 5}}));
  EXPECT_EQ(position.geometry().house(step.houses[1]).name, "the main diagonal");
}

TEST(Techniques, NakedPair) {
  Position position;
  position.keep(rc(1, 1), {1, 2});
  position.keep(rc(1, 2), {1, 2});
  const Step step = position.only(Technique::kNakedPair);
  EXPECT_EQ(sorted(step.eliminations), cross({1}, {3, 4, 5, 6, 7, 8, 9}, {1, 2}));
  EXPECT_EQ(position.describe(step),
            "naked pair: 1, 2 in r1c1, r1c2 (row 1), removed 1 from r1c3, r1c4, r1c5, r1c6, r1c7, "
            "r1c8, r1c9; 2 from r1c3, r1c4, r1c5, r1c6, r1c7, r1c8, r1c9");
}

TEST(Techniques, HiddenPair) {
  Position position;
  position.remove_from_row(1, {1, 5}, {1, 2});
  const Step step = position.only(Technique::kHiddenPair);
  EXPECT_EQ(sorted(step.eliminations), cross({1}, {1, 5}, {3, 4, 5, 6, 7, 8, 9}));
  EXPECT_EQ(step.values, value_bit(1) | value_bit(2));
}

TEST(Techniques, NakedTriple) {
  Position position;
  position.keep(rc(1, 1), {1, 2});
  position.keep(rc(1, 5), {2, 3});
  position.keep(rc(1, 9), {1, 3});
  const Step step = position.only(Technique::kNakedTriple);
  EXPECT_EQ(sorted(step.eliminations), cross({1}, {2, 3, 4, 6, 7, 8}, {1, 2, 3}));
}

TEST(Techniques, HiddenTriple) {
  Position position;
  position.remove_from_row(1, {1, 5, 9}, {1, 2, 3});
  const Step step = position.only(Technique::kHiddenTriple);
  EXPECT_EQ(sorted(step.eliminations), cross({1}, {1, 5, 9}, {4, 5, 6, 7, 8, 9}));
}

TEST(Techniques, NakedQuad) {
  Position position;
  position.keep(rc(1, 1), {1, 2});
  position.keep(rc(1, 4), {2, 3});
  position.keep(rc(1, 7), {3, 4});
  position.keep(rc(1, 9), {1, 4});
  const Step step = position.only(Technique::kNakedQuad);
  EXPECT_EQ(sorted(step.eliminations), cross({1}, {2, 3, 5, 6, 8}, {1, 2, 3, 4}));
}

TEST(Techniques, HiddenQuad) {
  Position position;
  position.remove_from_row(1, {1, 4, 7, 9}, {1, 2, 3, 4});
  const Step step = position.only(Technique::kHiddenQuad);
  EXPECT_EQ(sorted(step.eliminations), cross({1}, {1, 4, 7, 9}, {5, 6, 7, 8, 9}));
}

TEST(Techniques, XWing) {
  Position position;
  position.remove_from_row(2, {2, 8}, {5});
  position.remove_from_row(7, {2, 8}, {5});
  const Step step = position.only(Technique::kXWing);
  EXPECT_EQ(sorted(step.eliminations), cross({1, 3, 4, 5, 6, 8, 9}, {2, 8}, {5}));
  EXPECT_EQ(position.describe(step),
            "x-wing: 5 in rows 2, 7 is in columns 2, 8, removed from r1c2, r1c8, r3c2, r3c8, r4c2, "
            "r4c8, r5c2, r5c8, r6c2, r6c8, r8c2, r8c8, r9c2, r9c8");
}

TEST(Techniques, Swordfish) {
  Position position;
  position.remove_from_row(1, {1, 4}, {5});
  position.remove_from_row(5, {4, 7}, {5});
  position.remove_from_row(9, {1, 7}, {5});
  const Step step = position.only(Technique::kSwordfish);
  EXPECT_EQ(sorted(step.eliminations), cross({2, 3, 4, 6, 7, 8}, {1, 4, 7}, {5}));
}

TEST(Techniques, XYWing) {
  Position position;
  position.keep(rc(5, 5), {1, 2});  // pivot
  position.keep(rc(5, 1), {1, 3});  // pincer in its row
  position.keep(rc(1, 5), {2, 3});  // pincer in its column
  const Step step = position.only(Technique::kXYWing);
  // r1c1 sees both pincers (row 1 and column 1); so does the pivot, which has no 3.
  EXPECT_EQ(sorted(step.eliminations), sorted({{rc(1, 1), 3}}));
  EXPECT_EQ(step.cells.front(), rc(5, 5));
  EXPECT_EQ(position.describe(step),
            "xy-wing: pivot r5c5 {1,2}, pincers r1c5 {2,3}, r5c1 {1,3}, removed 3 from r1c1");
}

TEST(Techniques, XYZWing) {
  Position position;
  position.keep(rc(1, 1), {1, 2, 3});  // pivot
  position.keep(rc(1, 5), {1, 3});     // pincer in its row
  position.keep(rc(2, 2), {2, 3});     // pincer in its box
  const Step step = position.only(Technique::kXYZWing);
  // Only r1c2 and r1c3 see the pivot and both pincers.
  EXPECT_EQ(sorted(step.eliminations), sorted({{rc(1, 2), 3}, {rc(1, 3), 3}}));
}

TEST(Techniques, Jellyfish) {
  Position position;
  position.remove_from_row(1, {1, 4, 7}, {5});
  position.remove_from_row(3, {4, 8}, {5});
  position.remove_from_row(6, {1, 7, 8}, {5});
  position.remove_from_row(8, {1, 4, 8}, {5});
  const Step step = position.only(Technique::kJellyfish);
  EXPECT_EQ(sorted(step.eliminations), cross({2, 4, 5, 7, 9}, {1, 4, 7, 8}, {5}));
}

TEST(Techniques, TableIsInGradeOrder) {
  const auto& table = technique_table();
  for (std::size_t k = 0; k < table.size(); ++k) {
    EXPECT_EQ(static_cast<std::size_t>(table[k].technique), k);
    EXPECT_NE(table[k].find, nullptr) << table[k].name;
    EXPECT_NE(table[k].explain, nullptr) << table[k].name;
    if (k > 0) {
      EXPECT_LE(table[k - 1].level, table[k].level) << table[k].name;
    }
  }
}

TEST(GradeLevels, NamesRoundTrip) {
  for (GradeLevel level : {GradeLevel::kSimple, GradeLevel::kEasy, GradeLevel::kIntermediate,
                           GradeLevel::kExpert, GradeLevel::kNeedsSearch}) {
    EXPECT_EQ(parse_grade_level(to_string(level)), level);
  }
  EXPECT_EQ(to_string(GradeLevel::kNeedsSearch), "needs-search");
  EXPECT_EQ(parse_grade_level("Needs Search"), GradeLevel::kNeedsSearch);
  EXPECT_EQ(parse_grade_level("EASY"), GradeLevel::kEasy);
  EXPECT_FALSE(parse_grade_level("hard").has_value());
  EXPECT_FALSE(parse_grade_level("").has_value());
}

}  // namespace
}  // namespace dlx::sudoku::techniques_test
