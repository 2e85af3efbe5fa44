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
#include "encoders/sudoku/variant_flags.hpp"

namespace dlx::sudoku::unavoidable_sets_test {
namespace {

SudokuPuzzle plain_shape(int n, int box_rows, int box_columns) {
  SudokuPuzzle shape;
  shape.size = GridSize::square(n);
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
    const std::vector<UnavoidableSet> sets = unavoidable_sets(shape, grid, peers);
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
    for (const auto& difference : differences) {
      // Not a structured binding: clang 14 (the sanitizer builds) cannot capture one.
      const std::vector<int>& cells = difference.first;
      const std::vector<std::vector<int>>& all_values = difference.second;
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
    const std::vector<UnavoidableSet> sets = unavoidable_sets(shape, grid, peers_of_cells(shape));
    EXPECT_FALSE(sets.empty()) << n;
    for (const UnavoidableSet& set : sets) {
      EXPECT_GE(set.cells.size(), 4u) << n;  // no valid grid differs in fewer cells
      EXPECT_LE(set.cells.size(), static_cast<std::size_t>(2 * n)) << n;
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
  std::vector<UnavoidableSet> sets = unavoidable_sets(shape, grid, peers_of_cells(shape));
  ASSERT_FALSE(sets.empty());
  const UnavoidableSet chosen = sets.front();
  ASSERT_GE(chosen.cells.size(), 4u);
  ClueHits hits(shape, grid, sets);
  const std::vector<int> last = {chosen.cells[0]};
  const std::vector<int> last_two = {chosen.cells[0], chosen.cells[1]};
  EXPECT_TRUE(hits.witness(last).empty()) << "certified while the set held other clues";

  std::vector<int> givens = grid;
  for (std::size_t k = 2; k < chosen.cells.size(); ++k) {
    const std::vector<int> orbit = {chosen.cells[k]};
    hits.removed(orbit);
    givens[static_cast<std::size_t>(chosen.cells[k])] = 0;
  }
  // Two of the set's cells hold clues: an orbit of one of them is not enough, an orbit of both is
  // (a symmetric pattern's pair).
  EXPECT_TRUE(hits.witness(last).empty()) << "certified while the set held another clue";
  const std::vector<int> pair_witness = hits.witness(last_two);
  ASSERT_FALSE(pair_witness.empty());
  SudokuPuzzle without_pair = shape;
  without_pair.givens = givens;
  for (int cell : last_two) without_pair.givens[static_cast<std::size_t>(cell)] = 0;
  EXPECT_EQ(check_sudoku(without_pair, pair_witness), std::nullopt);

  const std::vector<int> second = {chosen.cells[1]};
  hits.removed(second);
  givens[static_cast<std::size_t>(chosen.cells[1])] = 0;
  const std::vector<int> witness = hits.witness(last);
  ASSERT_FALSE(witness.empty());
  // A solution of the puzzle without the last clue too, other than the grid there.
  SudokuPuzzle without = shape;
  without.givens = givens;
  without.givens[static_cast<std::size_t>(last.front())] = 0;
  EXPECT_EQ(check_sudoku(without, witness), std::nullopt);
  EXPECT_NE(witness[static_cast<std::size_t>(last.front())],
            grid[static_cast<std::size_t>(last.front())]);
  EXPECT_EQ(hits.certified_count(), 2u);
}

TEST(UnavoidableSets, TheRemovalGivesThePuzzleOfTheSearches) {
  struct Case {
    int n;
    int box_rows;
    bool diagonal;
    ClueSymmetry symmetry;
    int seeds;
  };
  for (const Case& c :
       {Case{9, 3, false, ClueSymmetry::kNone, 12}, Case{9, 3, false, ClueSymmetry::kRotational, 6},
        Case{9, 3, true, ClueSymmetry::kNone, 12}, Case{16, 4, false, ClueSymmetry::kNone, 2}}) {
    SudokuPuzzle shape = plain_shape(c.n, c.box_rows, c.n / c.box_rows);
    apply_variant_flags(shape, {.diagonal = c.diagonal});
    const SudokuModel model = build_model(shape);
    const auto peers = peers_of_cells(shape);
    const auto orbits = clue_orbits(c.n, c.symmetry);
    std::size_t certified = 0;
    std::size_t rejected = 0;
    for (int seed = 1; seed <= c.seeds; ++seed) {
      Random random(static_cast<std::uint64_t>(seed));
      const std::vector<int> grid = random_full_grid(shape, model, peers, random);
      Random order(static_cast<std::uint64_t>(seed) * 7919);
      Random same_order(static_cast<std::uint64_t>(seed) * 7919);
      Solver searching(model.problem);
      Solver certifying(model.problem);
      const Removal searched = remove_clues(model, searching, grid, orbits, order);
      ClueHits hits(shape, grid, unavoidable_sets(shape, grid, peers));
      const Removal with_sets =
          remove_clues(model, certifying, grid, orbits, same_order, 0, 0, &hits);
      EXPECT_EQ(with_sets.givens, searched.givens) << c.n << " seed " << seed;
      SudokuPuzzle puzzle = shape;
      puzzle.givens = with_sets.givens;
      EXPECT_EQ(check_minimality(puzzle, grid, orbits, with_sets.witnesses), std::nullopt)
          << c.n << " seed " << seed;
      certified += hits.certified_count();
      rejected += hits.rejected_count();
    }
    EXPECT_GT(certified, 0u) << c.n << ": the sets settled no orbit";
    // The rows swapped over a cycle ignore the diagonals: the checker must have refused some.
    if (c.diagonal) {
      EXPECT_GT(rejected, 0u) << "no set was refused on the diagonal Sudoku";
    } else {
      EXPECT_EQ(rejected, 0u) << c.n << ": a set of a plain Sudoku was refused";
    }
  }
}

}  // namespace
}  // namespace dlx::sudoku::unavoidable_sets_test
