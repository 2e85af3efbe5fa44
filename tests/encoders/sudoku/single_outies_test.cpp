// The sums a killer's cages imply (encoder.hpp: the houses' innies and outies, the bands', and a
// cage one cell out of a house, single_outies.cpp) against a brute force: on a 4x4 whose cages
// stick out of rows, columns and boxes by one cell, every sum the encoder adds holds in every grid
// that keeps the cages (grids enumerated here, from the rules alone), and for each cage one cell
// out of a house there is a sum of that cell, weighted -1, and cells of the house.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "encoders/sudoku/grid_rules.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "tests/support/small_grids.hpp"
#include "tests/support/sudoku_read_one.hpp"

namespace dlx::sudoku::single_outies_test {
namespace {

constexpr int kSide = 4;

using Grid = std::vector<int>;

struct Cage {
  std::vector<int> cells;
  int sum = 0;
};

// Four cages of three cells in the corners, each one cell out of a row and of a column; their
// sums are those of the grid 1234 / 3412 / 2143 / 4321.
const std::vector<Cage>& cages() {
  static const std::vector<Cage> out = {
      {{0, 1, 4}, 6}, {{2, 3, 7}, 9}, {{8, 12, 13}, 9}, {{11, 14, 15}, 6}};
  return out;
}

std::string cell_name(int cell) {
  return "r" + std::to_string(cell / kSide + 1) + "c" + std::to_string(cell % kSide + 1);
}

std::string puzzle_text() {
  std::string text =
      "size 4x4\nvalues 1-4\nbox 2x2\ngivens\n. . . .\n. . . .\n. . . .\n. . . .\nconstraints\n";
  for (const Cage& cage : cages()) {
    text += "killer " + std::to_string(cage.sum) + ":";
    for (int cell : cage.cells) text += " " + cell_name(cell);
    text += "\n";
  }
  return text;
}

// Rows, columns and 2x2 boxes.
std::vector<std::vector<int>> houses() {
  std::vector<std::vector<int>> out(3 * kSide);
  for (int cell = 0; cell < kSide * kSide; ++cell) {
    const int r = cell / kSide;
    const int c = cell % kSide;
    out[static_cast<std::size_t>(r)].push_back(cell);
    out[static_cast<std::size_t>(kSide + c)].push_back(cell);
    out[static_cast<std::size_t>(2 * kSide + (r / 2) * 2 + c / 2)].push_back(cell);
  }
  return out;
}

// Every grid of 1-4 whose houses hold different values and whose cages keep their sums (their
// cells lie in one box or one row and column pair: different values by the houses).
std::vector<Grid> grids_keeping_the_cages() {
  const std::vector<std::vector<int>> all = houses();
  const auto one_house = [&all](int a, int b) {
    return std::any_of(all.begin(), all.end(), [&](const std::vector<int>& house) {
      return std::find(house.begin(), house.end(), a) != house.end() &&
             std::find(house.begin(), house.end(), b) != house.end();
    });
  };
  std::vector<Grid> out;
  for (const Grid& g : testing::grids_where(kSide * kSide, kSide, one_house)) {
    const bool sums = std::all_of(cages().begin(), cages().end(), [&](const Cage& cage) {
      int total = 0;
      for (int c : cage.cells) total += g[static_cast<std::size_t>(c)];
      return total == cage.sum;
    });
    if (sums) out.push_back(g);
  }
  return out;
}

CompiledConstraints compiled() {
  const SudokuPuzzle puzzle = testing::read_one_puzzle(puzzle_text());
  std::vector<std::vector<int>> house_cells;
  for (const Region& house : regions_of(puzzle)) house_cells.push_back(house.cells);
  Encoder encoder(grid_shape(puzzle), house_cells, puzzle.constraints, puzzle.source,
                  puzzle.givens);
  return encoder.compile();
}

TEST(KillerImpliedSums, EveryOneHoldsInEveryGridThatKeepsTheCages) {
  const std::vector<Grid> grids = grids_keeping_the_cages();
  ASSERT_FALSE(grids.empty());
  const CompiledConstraints c = compiled();
  ASSERT_FALSE(c.sums.empty());
  for (const LinearSum& sum : c.sums) {
    for (const Grid& g : grids) {
      int total = 0;
      for (const WeightedVar& t : sum.terms) {
        total += t.weight * g[static_cast<std::size_t>(t.var)];
      }
      EXPECT_EQ(total, sum.total) << "a sum of " << sum.terms.size() << " cells";
    }
  }
}

TEST(KillerImpliedSums, ACageOneCellOutOfAHouseBoundsThatCellByTheHouse) {
  const CompiledConstraints c = compiled();
  int pairs = 0;
  for (const std::vector<int>& house : houses()) {
    const auto in = [&](int cell) {
      return std::find(house.begin(), house.end(), cell) != house.end();
    };
    for (const Cage& cage : cages()) {
      std::vector<int> outside;
      for (int cell : cage.cells) {
        if (!in(cell)) outside.push_back(cell);
      }
      if (outside.size() != 1 || outside.size() == cage.cells.size()) continue;
      ++pairs;
      const bool found = std::any_of(c.sums.begin(), c.sums.end(), [&](const LinearSum& sum) {
        return std::all_of(sum.terms.begin(), sum.terms.end(),
                           [&](const WeightedVar& t) {
                             return t.var == outside[0] ? t.weight == -1
                                                        : in(t.var) && t.weight == 1;
                           }) &&
               std::any_of(sum.terms.begin(), sum.terms.end(),
                           [&](const WeightedVar& t) { return t.var == outside[0]; });
      });
      EXPECT_TRUE(found) << "no sum of " << cell_name(outside[0]) << " against its house";
    }
  }
  EXPECT_EQ(pairs, 8);  // each cage, one cell out of a row and of a column
}

}  // namespace
}  // namespace dlx::sudoku::single_outies_test
