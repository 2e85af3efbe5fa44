// The model (sudoku_model.cpp): the regions of each variant, every solution passing the checker,
// and clue conflicts named by cell.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <dlx/dlx.hpp>

#include <functional>
#include <random>
#include <set>
#include <sstream>

#include "encoders/sudoku/grid_rules.hpp"
#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "encoders/sudoku/sudoku_model.hpp"
#include "encoders/sudoku/variant_flags.hpp"
#include "tests/support/sudoku_read_one.hpp"

namespace dlx::sudoku::sudoku_model_test {
namespace {

SudokuPuzzle empty_puzzle(int n) {
  SudokuPuzzle puzzle;
  puzzle.size = GridSize::square(n);
  puzzle.givens.assign(static_cast<std::size_t>(n * n), 0);
  assign_boxes(puzzle, {});
  return puzzle;
}

TEST(Model, RegionsOfEachVariant) {
  SudokuPuzzle puzzle = empty_puzzle(9);
  EXPECT_EQ(regions_of(puzzle).size(), 27u);
  apply_variant_flags(puzzle, {.diagonal = true});
  EXPECT_EQ(regions_of(puzzle).size(), 29u);
  apply_variant_flags(puzzle, {.windoku = true});
  const auto regions = regions_of(puzzle);
  EXPECT_EQ(regions.size(), 33u);
  for (const Region& region : regions) EXPECT_EQ(region.cells.size(), 9u) << region.name;
  // The model: one option per cell and value; each names its cell and every region of the cell.
  const SudokuModel model = build_model(puzzle);
  EXPECT_EQ(model.problem.option_count(), 729u);
  // The centre: cell, row, column, box and both diagonals; r2c2 (cell 10): one diagonal, a window.
  EXPECT_EQ(model.problem.option(model.option_index[40 * 9]).size(), 6u);
  EXPECT_EQ(model.problem.option(model.option_index[10 * 9]).size(), 6u);
  EXPECT_EQ(model.problem.option(model.option_index[1 * 9]).size(), 4u);  // r1c2: no extras
}

TEST(Model, EverySolutionPassesTheChecker) {
  for (int n : {4, 6, 8, 9}) {
    SudokuPuzzle puzzle = empty_puzzle(n);
    apply_variant_flags(puzzle, {.diagonal = n != 6});  // a 6x6 with both diagonals has none
    const SudokuModel model = build_model(puzzle);
    Solver solver(model.problem);
    SearchLimits limits;
    limits.max_solutions = 50;
    int seen = 0;
    solver.search(
        [&](SolutionView solution) {
          ++seen;
          EXPECT_EQ(check_sudoku(puzzle, decode(model, solution)), std::nullopt);
          return VisitControl::kContinue;
        },
        limits);
    EXPECT_GT(seen, 0) << n;
  }
}

TEST(Model, EmptyBigGridsFillWithinANodeBound) {
  // Deterministic node bounds, not times (issue 12): with the cells declared first an empty
  // 49x49 grid took 35,395 nodes to fill, and 36x36 2451; with the boxes' items first (from
  // 25x25) 4758 and 1331.
  for (const auto& [n, bound] : {std::pair{36, 2000u}, std::pair{49, 10'000u}}) {
    const SudokuPuzzle puzzle = empty_puzzle(n);
    const SudokuModel model = build_model(puzzle);
    Solver solver(model.problem);
    SearchLimits limits;
    limits.max_nodes = bound;
    const FirstSolution first = solver.first(limits);
    ASSERT_TRUE(first.found) << n << "x" << n << ": no grid within " << bound << " nodes";
    EXPECT_EQ(check_sudoku(puzzle, decode(model, first.options)), std::nullopt) << n;
  }
}

// ---- Grids as setters make them: other shapes, other values, no boxes -------------------------

// A grid of another shape, as a section file writes it.
struct Shape {
  int rows = 0;
  int columns = 0;
  int values = 0;
  int low = 1;       // the values are low..low+values-1, as written
  int box_rows = 0;  // 0: no boxes
  int box_columns = 0;
};

std::string shape_name(const Shape& s) {
  return fmt::format("{}x{} holding {}-{} in {}x{} boxes", s.rows, s.columns, s.low,
                     s.low + s.values - 1, s.box_rows, s.box_columns);
}

// Every grid of the shape with these clues (0 blank, values counted from 1), up to `limit`: the
// rows, columns and boxes hold no value twice, restated here apart from the model.
std::vector<std::vector<int>> brute_force(const Shape& s, const std::vector<int>& givens,
                                          std::size_t limit, std::mt19937* rng = nullptr) {
  const int cells = s.rows * s.columns;
  std::vector<std::vector<int>> out;
  std::vector<int> grid = givens;
  auto box = [&](int cell) {
    if (s.box_rows == 0) return -1;
    return (cell / s.columns / s.box_rows) * (s.columns / s.box_columns) +
           (cell % s.columns) / s.box_columns;
  };
  auto fits = [&](int cell, int v) {
    for (int other = 0; other < cells; ++other) {
      if (other == cell || grid[static_cast<std::size_t>(other)] != v) continue;
      const bool same_row = other / s.columns == cell / s.columns;
      const bool same_column = other % s.columns == cell % s.columns;
      const bool same_box = box(cell) >= 0 && box(other) == box(cell);
      if (same_row || same_column || same_box) return false;
    }
    return true;
  };
  for (int cell = 0; cell < cells; ++cell) {
    const int v = givens[static_cast<std::size_t>(cell)];
    if (v != 0 && !fits(cell, v)) return out;
  }
  std::function<void(int)> fill = [&](int cell) {
    if (out.size() >= limit) return;
    if (cell == cells) {
      out.push_back(grid);
      return;
    }
    if (givens[static_cast<std::size_t>(cell)] != 0) {
      fill(cell + 1);
      return;
    }
    std::vector<int> order;
    for (int v = 1; v <= s.values; ++v) order.push_back(v);
    if (rng != nullptr) std::shuffle(order.begin(), order.end(), *rng);
    for (int v : order) {
      if (!fits(cell, v)) continue;
      grid[static_cast<std::size_t>(cell)] = v;
      fill(cell + 1);
    }
    grid[static_cast<std::size_t>(cell)] = 0;
  };
  fill(0);
  return out;
}

// The puzzle as a section file: its size, values, boxes and clues (as written).
SudokuPuzzle read_shape(const Shape& s, const std::vector<int>& givens) {
  std::string text =
      fmt::format("size {}x{}\nvalues {}-{}\n", s.rows, s.columns, s.low, s.low + s.values - 1);
  text += s.box_rows == 0 ? std::string("box none\n")
                          : fmt::format("box {}x{}\n", s.box_rows, s.box_columns);
  text += "givens\n";
  for (int r = 0; r < s.rows; ++r) {
    for (int c = 0; c < s.columns; ++c) {
      const int v = givens[static_cast<std::size_t>(r * s.columns + c)];
      text += (c > 0 ? " " : "") + (v == 0 ? std::string(".") : std::to_string(v + s.low - 1));
    }
    text += "\n";
  }
  return testing::read_one_puzzle(text);
}

std::vector<Shape> setters_shapes() {
  return {
      {4, 6, 6, 1, 2, 3},  // columns of 4 cells hold 4 of the 6 values
      {6, 4, 6, 1, 3, 2},  // and rows of 4
      {4, 4, 5, 1, 2, 2},  // every row, column and box misses one value
      {4, 5, 5, 1, 0, 0},  // no boxes
      {4, 4, 4, 0, 2, 2},  // 0-3
      {6, 6, 9, 1, 3, 3},  // ISS's 6x6 with RegionSize 9: boxes of 9 hold every value
  };
}

TEST(Model, GridsAsSettersMakeThemHaveTheBruteForcesSolutions) {
  // Clues from a random grid of the shape, a few at a time, until the brute force counts few
  // enough to list: the model finds exactly those grids, each passing the checker.
  std::mt19937 rng(2024);
  for (const Shape& shape : setters_shapes()) {
    SCOPED_TRACE(shape_name(shape));
    const int cells = shape.rows * shape.columns;
    const std::vector<int> planted =
        brute_force(shape, std::vector<int>(static_cast<std::size_t>(cells), 0), 1, &rng).front();
    int compared = 0;
    for (int clues : {cells * 3 / 4, cells * 2 / 3, cells / 2, cells / 3, cells / 4}) {
      std::vector<int> givens(static_cast<std::size_t>(cells), 0);
      for (int k = 0; k < clues; ++k) {
        const auto cell = std::uniform_int_distribution<std::size_t>(0, planted.size() - 1)(rng);
        givens[cell] = planted[cell];
      }
      const auto expected = brute_force(shape, givens, 5000);
      if (expected.size() >= 5000) continue;
      const SudokuPuzzle puzzle = read_shape(shape, givens);
      EXPECT_EQ(puzzle.givens, givens);
      const SudokuModel model = build_model(puzzle);
      Solver solver(model.problem);
      const std::vector<OptionId> forced = clue_options(model, puzzle);
      SearchLimits limits;
      limits.forced = forced;
      std::set<std::vector<int>> found;
      solver.search(
          [&](SolutionView solution) {
            const std::vector<int> grid = decode(model, solution);
            EXPECT_EQ(check_sudoku(puzzle, grid), std::nullopt);
            found.insert(grid);
            return VisitControl::kContinue;
          },
          limits);
      EXPECT_EQ(found, std::set<std::vector<int>>(expected.begin(), expected.end()))
          << clues << " clues";
      compared += expected.size() > 1;
    }
    EXPECT_GT(compared, 0) << "no clues left a few solutions to compare";
  }
}

TEST(Model, HousesOfFewerCellsThanValuesHoldEachValueAtMostOnce) {
  // 4 rows of 6 cells holding 1-6: the rows' and boxes' items are primary (every value once),
  // the columns' secondary (4 of the 6 values).
  const Shape shape{4, 6, 6, 1, 2, 3};
  const SudokuPuzzle puzzle = read_shape(shape, std::vector<int>(24, 0));
  const SudokuModel model = build_model(puzzle);
  for (std::size_t k = 0; k < model.problem.item_count(); ++k) {
    const ItemId item(static_cast<std::int32_t>(k));
    const std::string& name = model.problem.item_name(item);
    const bool column = name[0] == 'c' && name.find('v') != std::string::npos;
    EXPECT_EQ(model.problem.item_kind(item), column ? ItemKind::kSecondary : ItemKind::kPrimary)
        << name;
  }
  EXPECT_EQ(model.problem.option_count(), 24u * 6u);
}

TEST(Clues, ConflictsNameTheCells) {
  SudokuPuzzle puzzle = empty_puzzle(9);
  puzzle.layout.alphabet = "123456789";
  puzzle.givens[0] = 5;
  puzzle.givens[20] = 5;  // r3c3, same box
  const auto conflict = find_clue_conflict(puzzle);
  ASSERT_TRUE(conflict.has_value());
  EXPECT_NE(conflict->find("box 1 has two 5s, at r1c1 and r3c3"), std::string::npos) << *conflict;
  puzzle.givens[20] = 0;
  EXPECT_EQ(find_clue_conflict(puzzle), std::nullopt);
}

}  // namespace
}  // namespace dlx::sudoku::sudoku_model_test
