#include "encoders/sudoku/sudoku_checker.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "encoders/sudoku/variants/constraint_type.hpp"

namespace dlx::sudoku {
namespace {

// A cell as every message names it: r1c1 (issue 32: the checker said "cell 0").
std::string cell_label(int cell, int n) {
  return fmt::format("r{}c{}", cell / n + 1, cell % n + 1);
}

// Checks that the cells in `group` hold different values; all values when `complete`.
std::optional<std::string> all_different(const std::vector<int>& grid,
                                         const std::vector<int>& group, int n,
                                         const std::string& what) {
  std::vector<bool> seen(static_cast<std::size_t>(n) + 1, false);
  for (int cell : group) {
    const int v = grid[static_cast<std::size_t>(cell)];
    if (seen[static_cast<std::size_t>(v)]) return fmt::format("{} holds {} twice", what, v);
    seen[static_cast<std::size_t>(v)] = true;
  }
  return std::nullopt;
}

// The box, or the jigsaw region, of each cell: from the puzzle's own data, not from the model's
// code (grid_rules.cpp), so that a mistake there cannot hide here.
std::vector<int> region_of_each_cell(const SudokuPuzzle& puzzle) {
  const int n = puzzle.n;
  std::vector<int> region(static_cast<std::size_t>(n * n), 0);
  int jigsaw_regions = 0;
  for (const Constraint& constraint : puzzle.constraints) {
    if (!constraint.type->grid_region) continue;
    for (int cell : constraint.cells) region[static_cast<std::size_t>(cell)] = jigsaw_regions;
    ++jigsaw_regions;
  }
  if (jigsaw_regions > 0 || puzzle.box_rows == 0) return region;
  for (int cell = 0; cell < n * n; ++cell) {
    region[static_cast<std::size_t>(cell)] =
        (cell / n / puzzle.box_rows) * (n / puzzle.box_columns) + (cell % n) / puzzle.box_columns;
  }
  return region;
}

std::optional<std::string> check_cells(const SudokuPuzzle& puzzle, const std::vector<int>& grid) {
  const int n = puzzle.n;
  if (grid.size() != static_cast<std::size_t>(n * n)) return "the grid has the wrong size";
  for (int cell = 0; cell < n * n; ++cell) {
    const int v = grid[static_cast<std::size_t>(cell)];
    if (v < 1 || v > n) return fmt::format("{} holds {}, not 1..{}", cell_label(cell, n), v, n);
    const int given = puzzle.givens[static_cast<std::size_t>(cell)];
    if (given != 0 && given != v) {
      return fmt::format("the clue {} at {} was changed to {}", given, cell_label(cell, n), v);
    }
  }
  return std::nullopt;
}

// Rows, columns and boxes; a jigsaw's regions are its constraints', checked with the others.
std::optional<std::string> check_lines_and_boxes(const SudokuPuzzle& puzzle,
                                                 const std::vector<int>& grid,
                                                 const std::vector<int>& region) {
  const int n = puzzle.n;
  std::vector<std::pair<std::string, std::vector<int>>> groups;
  for (int r = 0; r < n; ++r) {
    std::vector<int> row, column;
    for (int c = 0; c < n; ++c) {
      row.push_back(r * n + c);
      column.push_back(c * n + r);
    }
    groups.emplace_back(fmt::format("row {}", r + 1), row);
    groups.emplace_back(fmt::format("column {}", r + 1), column);
  }
  const bool boxes =
      puzzle.box_rows > 0 && std::none_of(puzzle.constraints.begin(), puzzle.constraints.end(),
                                          [](const Constraint& c) { return c.type->grid_region; });
  if (boxes) {
    std::map<int, std::vector<int>> by_box;
    for (int cell = 0; cell < n * n; ++cell)
      by_box[region[static_cast<std::size_t>(cell)]].push_back(cell);
    for (auto& [box, cells] : by_box) {
      groups.emplace_back(fmt::format("the box at {}", cell_label(cells.front(), n)), cells);
    }
  }
  for (const auto& [what, cells] : groups) {
    if (auto broken = all_different(grid, cells, n, what)) return broken;
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> check_sudoku(const SudokuPuzzle& puzzle, const std::vector<int>& grid) {
  if (auto broken = check_cells(puzzle, grid)) return broken;
  const std::vector<int> region = region_of_each_cell(puzzle);
  if (auto broken = check_lines_and_boxes(puzzle, grid, region)) return broken;
  // Each constraint's own checker, from its rule (variants/*.cpp), with the box or jigsaw region
  // of each cell as the rules define them.
  const SolvedGrid solved{puzzle.n, &grid, &region, &puzzle.constraints};
  for (const Constraint& constraint : puzzle.constraints) {
    if (auto broken = constraint.type->check(constraint, solved)) {
      return fmt::format("line {}: {}", constraint.line, *broken);
    }
  }
  return std::nullopt;
}

}  // namespace dlx::sudoku
