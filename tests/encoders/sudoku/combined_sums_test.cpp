// Sums of sums (combined_sums.hpp): on solved 9x9 grids of the shared data, sums along little
// killer diagonals and over random cells, with the totals the grid gives them, are merged; every
// merged sum must be made of whole input sums and hold in the grid, and merges must happen (so
// that the check is not vacuous).
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "encoders/sudoku/variants/combined_sums.hpp"
#include "tests/support/shared_data.hpp"

namespace dlx::sudoku {
namespace {

constexpr int kSide = 9;

int row_of(int cell) {
  return cell / kSide;
}
int column_of(int cell) {
  return cell % kSide;
}
int box_of(int cell) {
  return row_of(cell) / 3 * 3 + column_of(cell) / 3;
}

bool peers(int a, int b) {
  return a != b &&
         (row_of(a) == row_of(b) || column_of(a) == column_of(b) || box_of(a) == box_of(b));
}

// Groups as the encoder makes them: the house holding most of the cells left, then the next.
std::vector<int> group_sizes(const std::vector<int>& cells) {
  std::vector<bool> taken(cells.size(), false);
  std::vector<int> sizes;
  for (;;) {
    std::vector<std::size_t> best;
    for (int house = 0; house < 3 * kSide; ++house) {
      std::vector<std::size_t> members;
      for (std::size_t k = 0; k < cells.size(); ++k) {
        const int c = cells[k];
        const int of = house < kSide ? row_of(c) : house < 2 * kSide ? column_of(c) : box_of(c);
        if (!taken[k] && of == house % kSide) members.push_back(k);
      }
      if (members.size() > best.size()) best = members;
    }
    if (best.size() < 2) break;
    for (const std::size_t k : best) taken[k] = true;
    sizes.push_back(static_cast<int>(best.size()));
  }
  for (const bool t : taken) {
    if (!t) sizes.push_back(1);
  }
  return sizes;
}

// The diagonals of a 9x9 of at least `least` cells, both directions.
std::vector<std::vector<int>> diagonals(std::size_t least) {
  std::vector<std::vector<int>> out;
  for (int d = -(kSide - 1); d < kSide; ++d) {
    std::vector<int> down, up;
    for (int r = 0; r < kSide; ++r) {
      const int c = r - d;
      if (c >= 0 && c < kSide) down.push_back(r * kSide + c);
      const int e = d + kSide - 1 - r;
      if (e >= 0 && e < kSide) up.push_back(r * kSide + e);
    }
    for (auto* line : {&down, &up}) {
      std::sort(line->begin(), line->end());
      if (line->size() >= least) out.push_back(*line);
    }
  }
  return out;
}

int total_in(const std::string& grid, const std::vector<int>& cells) {
  return std::accumulate(cells.begin(), cells.end(), 0, [&](int s, int c) {
    return s + (grid[static_cast<std::size_t>(c)] - '0');
  });
}

// Whether the parts that lie wholly inside `merged` cover it (the merged sum is made of whole
// sums; overlapping inputs may both lie inside it, so no partition is asked for here: the totals
// are checked against the grid).
bool covered_by_whole_parts(const std::vector<int>& merged, const std::vector<CellSum>& parts) {
  std::vector<int> covered;
  for (const CellSum& part : parts) {
    const bool inside = std::all_of(part.cells.begin(), part.cells.end(), [&](int c) {
      return std::binary_search(merged.begin(), merged.end(), c);
    });
    if (inside) covered.insert(covered.end(), part.cells.begin(), part.cells.end());
  }
  std::sort(covered.begin(), covered.end());
  covered.erase(std::unique(covered.begin(), covered.end()), covered.end());
  return covered == merged;
}

TEST(CombinedSums, MergedSumsAreMadeOfWholeSumsAndHoldInSolvedGrids) {
  const auto data = testing::shared_data_dir();
  if (!data) GTEST_SKIP() << "../shared/data is absent";
  std::ifstream in(*data / "sudoku" / "kaggle_bryanpark_first10000.solutions.txt");
  ASSERT_TRUE(in) << "kaggle_bryanpark_first10000.solutions.txt";
  const GridSize size = GridSize::square(kSide);
  const SumGeometry geometry{peers, group_sizes};
  const std::vector<std::vector<int>> lines = diagonals(6);
  std::mt19937 random(20261207);
  std::string grid;
  int grids = 0;
  std::size_t merged_count = 0;
  while (grids < 20 && std::getline(in, grid)) {
    ASSERT_EQ(grid.size(), 81u);
    ++grids;
    // Some diagonals, disjoint or not (the merge takes only disjoint ones), each cut down to its
    // cells holding at least a random digit: a whole diagonal's total leaves too much slack to
    // gain from a merge, its large digits far less.
    for (int draw = 0; draw < 50; ++draw) {
      std::vector<CellSum> sums;
      for (const std::vector<int>& line : lines) {
        if (random() % 2 != 0) continue;
        const char least = static_cast<char>('1' + random() % 7);
        std::vector<int> cells;
        std::copy_if(line.begin(), line.end(), std::back_inserter(cells),
                     [&](int c) { return grid[static_cast<std::size_t>(c)] >= least; });
        if (cells.size() >= 2) sums.push_back({cells, total_in(grid, cells)});
      }
      for (const CellSum& merged : combined_sums(sums, size, geometry)) {
        ++merged_count;
        ASSERT_TRUE(std::is_sorted(merged.cells.begin(), merged.cells.end()));
        EXPECT_TRUE(covered_by_whole_parts(merged.cells, sums));
        EXPECT_EQ(merged.total, total_in(grid, merged.cells)) << "grid " << grids;
      }
    }
  }
  EXPECT_EQ(grids, 20);
  EXPECT_GT(merged_count, 20u);
}

// ISS's 'Zero solution: Little Killer': four neighbouring diagonals of 49 merge, as ISS merges
// them, into one sum of 196 over 32 cells.
TEST(CombinedSums, NeighbouringDiagonalsOfFortyNineMerge) {
  const GridSize size = GridSize::square(kSide);
  const SumGeometry geometry{peers, group_sizes};
  std::vector<CellSum> sums;
  // Up-right diagonals r + c = 7, 8, 9, 10 (0-based): 8, 9, 8 and 7 cells.
  for (int d = 7; d <= 10; ++d) {
    CellSum sum{{}, 49};
    for (int r = 0; r < kSide; ++r) {
      const int c = d - r;
      if (c >= 0 && c < kSide) sum.cells.push_back(r * kSide + c);
    }
    sums.push_back(sum);
  }
  const std::vector<CellSum> merged = combined_sums(sums, size, geometry);
  ASSERT_EQ(merged.size(), 1u);
  EXPECT_EQ(merged[0].total, 196);
  EXPECT_EQ(merged[0].cells.size(), 32u);
}

}  // namespace
}  // namespace dlx::sudoku
