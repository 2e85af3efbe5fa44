// A grid of more values than a house has cells, whose clues keep every cell within as many values
// as a house has cells (ISS's 'Killer sudoku [extended range, hard]': a 9x9 of 0-10, each cell
// 1-9): the encoder sums each house as a whole house of those values
// (Encoder::add_houses_held_within_domains: the houses' and bands' sums of the cages, their hidden
// cages). Checked against a brute force: every 4x4 grid of 1-5 whose cells keep the clues' four
// values and whose rows, columns and boxes repeat nothing, kept when the checker passes it, must
// be the model's solutions, under random killer cages.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "encoders/sudoku/iss/iss_reader.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "tests/support/sudoku_model_solutions.hpp"

namespace dlx::sudoku::iss_extended_range_test {
namespace {

constexpr int kSide = 4;
constexpr int kCells = kSide * kSide;

std::string cell_name(int cell) {
  return "R" + std::to_string(cell / kSide + 1) + "C" + std::to_string(cell % kSide + 1);
}

bool distinct_in_houses(const std::vector<int>& grid, int cell) {
  const int r = cell / kSide;
  const int c = cell % kSide;
  for (int other = 0; other < cell; ++other) {
    const int r2 = other / kSide;
    const int c2 = other % kSide;
    const bool shares = r == r2 || c == c2 || (r / 2 == r2 / 2 && c / 2 == c2 / 2);
    if (shares && grid[static_cast<std::size_t>(other)] == grid[static_cast<std::size_t>(cell)])
      return false;
  }
  return true;
}

// Every grid of `values` in each cell whose rows, columns and 2x2 boxes repeat nothing.
void fill(std::vector<int>& grid, int cell, const std::vector<int>& values,
          std::vector<std::vector<int>>& out) {
  if (cell == kCells) {
    out.push_back(grid);
    return;
  }
  for (int v : values) {
    grid[static_cast<std::size_t>(cell)] = v;
    if (distinct_in_houses(grid, cell)) fill(grid, cell + 1, values, out);
  }
}

TEST(IssExtendedRange, HousesHeldWithinTheirCluesKeepEverySolution) {
  std::mt19937 random(41);
  int compared = 0;
  int solutions = 0;
  for (int left_out = 1; left_out <= 5; ++left_out) {
    std::vector<int> values;  // the four values of 1-5 the clues keep
    for (int v = 1; v <= 5; ++v) {
      if (v != left_out) values.push_back(v);
    }
    std::vector<std::vector<int>> grids;
    std::vector<int> grid(kCells, 0);
    fill(grid, 0, values, grids);
    ASSERT_EQ(grids.size(), 288u);  // the 4x4 Sudoku grids, relabelled
    for (int round = 0; round < 8; ++round) {
      // Cages of 1 to 4 cells over a random order of the cells, summing as a random grid does.
      const std::vector<int>& chosen =
          grids[std::uniform_int_distribution<std::size_t>(0, grids.size() - 1)(random)];
      std::vector<int> order(kCells);
      std::iota(order.begin(), order.end(), 0);
      std::shuffle(order.begin(), order.end(), random);
      std::string text = ".Shape~4x4~1-5";
      for (int cell = 0; cell < kCells; ++cell) {
        text += ".~" + cell_name(cell);
        for (int v : values) text += "_" + std::to_string(v);
      }
      for (std::size_t at = 0; at + 1 < order.size();) {
        const std::size_t size = std::min<std::size_t>(
            order.size() - at, std::uniform_int_distribution<std::size_t>(1, 4)(random));
        std::string cells;
        int sum = 0;
        std::set<int> cage_values;
        bool repeats = false;
        for (std::size_t k = at; k < at + size; ++k) {
          const int cell = order[k];
          cells += "~" + cell_name(cell);
          sum += chosen[static_cast<std::size_t>(cell)];
          repeats = repeats || !cage_values.insert(chosen[static_cast<std::size_t>(cell)]).second;
        }
        if (!repeats) text += ".Cage~" + std::to_string(sum) + cells;
        at += size;
      }
      const SudokuPuzzle puzzle = read_iss(text, "test", 1);
      std::set<std::vector<int>> expected;
      for (const std::vector<int>& g : grids) {
        if (!check_sudoku(puzzle, g)) expected.insert(g);
      }
      ASSERT_FALSE(expected.empty()) << text;  // the grid the sums came from
      EXPECT_EQ(testing::checked_model_solutions(puzzle), expected) << text;
      ++compared;
      solutions += static_cast<int>(expected.size());
    }
  }
  EXPECT_EQ(compared, 40);
  std::cout << "extended range: " << solutions << " solutions over " << compared << " puzzles\n";
}

}  // namespace
}  // namespace dlx::sudoku::iss_extended_range_test
