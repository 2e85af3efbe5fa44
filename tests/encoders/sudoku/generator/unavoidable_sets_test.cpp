// The unavoidable sets of a grid (encoders/sudoku/generator/unavoidable_sets.hpp) and their use in
// the clue removal: each set is the difference between the grid and another valid grid, which
// the tests see by enumerating every 4x4 grid; the removal certifies an orbit only when a set
// proves it, and gives the very puzzle the searches alone give.
#include <gtest/gtest.h>
#include <dlx/random.hpp>
#include <dlx/solver.hpp>

#include <algorithm>
#include <cstddef>
#include <map>
#include <vector>

#include "encoders/sudoku/generator/clue_removal.hpp"
#include "encoders/sudoku/generator/full_grid.hpp"
#include "encoders/sudoku/generator/symmetry_pattern.hpp"
#include "encoders/sudoku/generator/unavoidable_sets.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "encoders/sudoku/sudoku_model.hpp"

namespace dlx::sudoku {
namespace {

SudokuPuzzle plain_shape(int n, int box_rows, int box_columns) {
  SudokuPuzzle shape;
  shape.n = n;
  shape.box_rows = box_rows;
  shape.box_columns = box_columns;
  shape.givens.assign(shape.cell_count(), 0);
  return shape;
}

std::vector<int> full_grid(const SudokuPuzzle& shape, std::uint64_t seed) {
  const SudokuModel model = build_model(shape);
  Random random(seed);
  return random_full_grid(shape, model, peers_of_cells(shape), random);
}

// Every 4x4 grid with 2x2 boxes, by backtracking over the cells in order, with the rules written
// here from coordinates.
void every_grid(std::vector<int>& grid, int cell, std::vector<std::vector<int>>& into) {
  if (cell == 16) {
    into.push_back(grid);
    return;
  }
  const int r = cell / 4, c = cell % 4;
  for (int v = 1; v <= 4; ++v) {
    bool clash = false;
    for (int other = 0; other < cell; ++other) {
      const int r2 = other / 4, c2 = other % 4;
      const bool shares = r2 == r || c2 == c || (r2 / 2 == r / 2 && c2 / 2 == c / 2);
      clash = clash || (shares && grid[static_cast<std::size_t>(other)] == v);
    }
    if (clash) continue;
    grid[static_cast<std::size_t>(cell)] = v;
    every_grid(grid, cell + 1, into);
  }
  grid[static_cast<std::size_t>(cell)] = 0;
}

TEST(UnavoidableSets, EachIsWhereAnotherFourByFourGridDiffers) {
  std::vector<int> scratch(16, 0);
  std::vector<std::vector<int>> grids;
  every_grid(scratch, 0, grids);
  ASSERT_EQ(grids.size(), 288u);  // the count of 4x4 Sudoku grids, as published
  const SudokuPuzzle shape = plain_shape(4, 2, 2);
  const auto peers = peers_of_cells(shape);
  for (std::size_t g = 0; g < grids.size(); g += 29) {
    const std::vector<int>& grid = grids[g];
    // The difference from every other grid, as (cells, values there).
    std::map<std::vector<int>, std::vector<std::vector<int>>> differences;
    for (const std::vector<int>& other : grids) {
      std::vector<int> cells, values;
      for (int cell = 0; cell < 16; ++cell) {
        if (other[static_cast<std::size_t>(cell)] != grid[static_cast<std::size_t>(cell)]) {
          cells.push_back(cell);
          values.push_back(other[static_cast<std::size_t>(cell)]);
        }
      }
      if (!cells.empty()) differences[cells].push_back(values);
    }
    const std::vector<UnavoidableSet> sets = unavoidable_sets(shape, grid, peers, 16);
    ASSERT_FALSE(sets.empty()) << "grid " << g;
    for (const UnavoidableSet& set : sets) {
      ASSERT_EQ(set.cells.size(), set.values.size());
      EXPECT_TRUE(std::is_sorted(set.cells.begin(), set.cells.end()));
      const auto found = differences.find(set.cells);
      ASSERT_NE(found, differences.end()) << "grid " << g << ": no grid differs there alone";
      EXPECT_NE(std::find(found->second.begin(), found->second.end(), set.values),
                found->second.end())
          << "grid " << g << ": no grid has those values there";
    }
    // The smallest differences (four cells, two values in a rectangle) are all found.
    for (const auto& [cells, all_values] : differences) {
      if (cells.size() != 4) continue;
      for (const std::vector<int>& values : all_values) {
        const bool listed = std::any_of(sets.begin(), sets.end(), [&](const UnavoidableSet& s) {
          return s.cells == cells && s.values == values;
        });
        EXPECT_TRUE(listed) << "grid " << g << ": a four-cell set is missing";
      }
    }
  }
}

TEST(UnavoidableSets, LargerGridsGiveValidOtherGridsWithinTheBound) {
  for (const auto& [n, rows, columns] :
       {std::tuple{6, 2, 3}, std::tuple{9, 3, 3}, std::tuple{16, 4, 4}, std::tuple{25, 5, 5}}) {
    const SudokuPuzzle shape = plain_shape(n, rows, columns);
    const std::vector<int> grid = full_grid(shape, 11);
    const auto bound = static_cast<std::size_t>(2 * n);
    const std::vector<UnavoidableSet> sets =
        unavoidable_sets(shape, grid, peers_of_cells(shape), bound);
    EXPECT_FALSE(sets.empty()) << n;
    for (const UnavoidableSet& set : sets) {
      EXPECT_LE(set.cells.size(), bound);
      for (std::size_t k = 0; k < set.cells.size(); ++k) {
        EXPECT_NE(set.values[k], grid[static_cast<std::size_t>(set.cells[k])]) << n;
      }
      EXPECT_EQ(check_sudoku(shape, other_grid(grid, set)), std::nullopt) << n;
    }
  }
}

TEST(UnavoidableSets, ClueHitsNeedsEveryOtherClueOfASetGone) {
  const SudokuPuzzle shape = plain_shape(9, 3, 3);
  const std::vector<int> grid = full_grid(shape, 5);
  std::vector<UnavoidableSet> sets = unavoidable_sets(shape, grid, peers_of_cells(shape), 18);
  ASSERT_FALSE(sets.empty());
  const UnavoidableSet chosen = sets.front();
  ClueHits hits(shape, grid, sets);
  const std::vector<int> last = {chosen.cells.front()};
  EXPECT_TRUE(hits.witness(last).empty()) << "certified while the set held other clues";

  std::vector<int> givens = grid;
  for (std::size_t k = 1; k < chosen.cells.size(); ++k) {
    const std::vector<int> orbit = {chosen.cells[k]};
    hits.removed(orbit);
    givens[static_cast<std::size_t>(chosen.cells[k])] = 0;
  }
  const std::vector<int> witness = hits.witness(last);
  ASSERT_FALSE(witness.empty());
  // A solution of the puzzle without the last clue too, other than the grid there.
  SudokuPuzzle without = shape;
  without.givens = givens;
  without.givens[static_cast<std::size_t>(last.front())] = 0;
  EXPECT_EQ(check_sudoku(without, witness), std::nullopt);
  EXPECT_NE(witness[static_cast<std::size_t>(last.front())],
            grid[static_cast<std::size_t>(last.front())]);
}

TEST(UnavoidableSets, TheRemovalGivesThePuzzleOfTheSearches) {
  for (const auto& [n, rows, symmetry, seeds] :
       {std::tuple{9, 3, ClueSymmetry::kNone, 12}, std::tuple{9, 3, ClueSymmetry::kRotational, 6},
        std::tuple{16, 4, ClueSymmetry::kNone, 2}}) {
    const SudokuPuzzle shape = plain_shape(n, rows, n / rows);
    const SudokuModel model = build_model(shape);
    const auto peers = peers_of_cells(shape);
    const auto orbits = clue_orbits(n, symmetry);
    std::size_t other_witnesses = 0;  // orbits a set certified, by a witness the search lacks
    for (int seed = 1; seed <= seeds; ++seed) {
      Random random(static_cast<std::uint64_t>(seed));
      const std::vector<int> grid = random_full_grid(shape, model, peers, random);
      Random order(static_cast<std::uint64_t>(seed) * 7919);
      Random same_order(static_cast<std::uint64_t>(seed) * 7919);
      Solver searching(model.problem);
      Solver certifying(model.problem);
      const Removal searched = remove_clues(model, searching, grid, orbits, order);
      ClueHits hits(shape, grid,
                    unavoidable_sets(shape, grid, peers, 2 * static_cast<std::size_t>(n)));
      const Removal certified =
          remove_clues(model, certifying, grid, orbits, same_order, 0, 0, &hits);
      EXPECT_EQ(certified.givens, searched.givens) << n << " seed " << seed;
      SudokuPuzzle puzzle = shape;
      puzzle.givens = certified.givens;
      EXPECT_EQ(check_minimality(puzzle, grid, orbits, certified.witnesses), std::nullopt)
          << n << " seed " << seed;
      for (std::size_t k = 0; k < orbits.size(); ++k) {
        other_witnesses += certified.witnesses[k] != searched.witnesses[k] ? 1 : 0;
      }
    }
    EXPECT_GT(other_witnesses, 0u) << n << ": the sets certified nothing";
  }
}

}  // namespace
}  // namespace dlx::sudoku
