#include "encoders/sudoku/sudoku_checker.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "encoders/sudoku/variants/constraint_type.hpp"

namespace dlx::sudoku {
namespace {

// A cell as every message names it: r1c1 (issue 32: the checker said "cell 0"); a variable cell
// by its name, $A.
std::string cell_label(int cell, const GridSize& size) {
  if (size.is_variable(cell)) return "$" + variable_name(cell, size);
  return fmt::format("r{}c{}", cell / size.columns + 1, cell % size.columns + 1);
}

// Checks that the cells in `group` hold different values (all values, when there are as many
// cells as values).
std::optional<std::string> all_different(const std::vector<int>& grid,
                                         const std::vector<int>& group, const GridSize& size,
                                         const std::string& what) {
  std::vector<bool> seen(static_cast<std::size_t>(size.values) + 1, false);
  for (int cell : group) {
    const int v = grid[static_cast<std::size_t>(cell)];
    if (seen[static_cast<std::size_t>(v)]) {
      return fmt::format("{} holds {} twice", what, v + size.offset);
    }
    seen[static_cast<std::size_t>(v)] = true;
  }
  return std::nullopt;
}

// The box, or the jigsaw region, of each cell (-1: none): from the puzzle's own data, not from the
// model's code (grid_rules.cpp), so that a mistake there cannot hide here.
std::vector<int> region_of_each_cell(const SudokuPuzzle& puzzle) {
  const GridSize& size = puzzle.size;
  std::vector<int> region(size.cell_count(), -1);
  int jigsaw_regions = 0;
  for (const Constraint& constraint : puzzle.constraints) {
    if (!constraint.type->grid_region) continue;
    for (int cell : constraint.cells) region[static_cast<std::size_t>(cell)] = jigsaw_regions;
    ++jigsaw_regions;
  }
  if (jigsaw_regions > 0 || puzzle.box_rows == 0) return region;
  for (int cell = 0; cell < size.cells(); ++cell) {
    const int r = cell / size.columns;
    const int c = cell % size.columns;
    region[static_cast<std::size_t>(cell)] =
        (r / puzzle.box_rows) * (size.columns / puzzle.box_columns) + c / puzzle.box_columns;
  }
  return region;
}

std::optional<std::string> check_cells(const SudokuPuzzle& puzzle, const std::vector<int>& grid) {
  const GridSize& size = puzzle.size;
  // The grid's cells, then the variable cells (grid_size.hpp), each holding a value of the grid.
  if (grid.size() != static_cast<std::size_t>(size.all_cells()))
    return "the grid has the wrong size";
  for (int cell = 0; cell < size.all_cells(); ++cell) {
    const int v = grid[static_cast<std::size_t>(cell)];
    if (v < 1 || v > size.values) {
      return fmt::format("{} holds {}, not {}..{}", cell_label(cell, size), v + size.offset,
                         1 + size.offset, size.values + size.offset);
    }
    if (size.is_variable(cell)) continue;  // no clue
    const int given = puzzle.givens[static_cast<std::size_t>(cell)];
    if (given != 0 && given != v) {
      return fmt::format("the clue {} at {} was changed to {}", given + size.offset,
                         cell_label(cell, size), v + size.offset);
    }
  }
  return std::nullopt;
}

// Rows, columns and boxes; a jigsaw's regions are its constraints', checked with the others.
std::optional<std::string> check_lines_and_boxes(const SudokuPuzzle& puzzle,
                                                 const std::vector<int>& grid,
                                                 const std::vector<int>& region) {
  const GridSize& size = puzzle.size;
  std::vector<std::pair<std::string, std::vector<int>>> groups;
  // Interleaved as before rectangular grids were read (row 1, column 1, row 2, ...), so that the
  // first broken rule named stays the same. A raw grid's rows and columns hold values freely.
  for (int k = 0; !size.raw && k < std::max(size.rows, size.columns); ++k) {
    if (k < size.rows) {
      std::vector<int> row;
      for (int c = 0; c < size.columns; ++c) row.push_back(k * size.columns + c);
      groups.emplace_back(fmt::format("row {}", k + 1), row);
    }
    if (k < size.columns) {
      std::vector<int> column;
      for (int r = 0; r < size.rows; ++r) column.push_back(r * size.columns + k);
      groups.emplace_back(fmt::format("column {}", k + 1), column);
    }
  }
  const bool boxes =
      puzzle.box_rows > 0 && std::none_of(puzzle.constraints.begin(), puzzle.constraints.end(),
                                          [](const Constraint& c) { return c.type->grid_region; });
  if (boxes) {
    std::map<int, std::vector<int>> by_box;
    for (int cell = 0; cell < size.cells(); ++cell)
      by_box[region[static_cast<std::size_t>(cell)]].push_back(cell);
    for (auto& [box, cells] : by_box) {
      groups.emplace_back(fmt::format("the box at {}", cell_label(cells.front(), size)), cells);
    }
  }
  for (const auto& [what, cells] : groups) {
    if (auto broken = all_different(grid, cells, size, what)) return broken;
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> check_sudoku(const SudokuPuzzle& puzzle, const std::vector<int>& grid,
                                        const std::vector<int>* chaos_regions) {
  if (auto broken = check_cells(puzzle, grid)) return broken;
  const std::vector<int> region = region_of_each_cell(puzzle);
  if (auto broken = check_lines_and_boxes(puzzle, grid, region)) return broken;
  // Each constraint's own checker, from its rule (variants/*.cpp), with the box or jigsaw region
  // of each cell as the rules define them.
  const SolvedGrid solved{puzzle.size, &grid, &region, &puzzle.constraints, chaos_regions};
  for (const Constraint& constraint : puzzle.constraints) {
    if (auto broken = constraint.type->check(constraint, solved)) {
      return fmt::format("line {}: {}", constraint.line, *broken);
    }
  }
  return std::nullopt;
}

}  // namespace dlx::sudoku
