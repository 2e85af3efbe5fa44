#include "encoders/sudoku/sudoku_checker.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <span>
#include <vector>

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
// cells as values). `seen` has a slot per value; `stamp` is new for each group, so that the slots
// need no clearing. The group's name is made only for a message (`what()`): a batch checks a
// solution per puzzle, and the names of the 27 houses of a 9x9 were a tenth of a batch of easy
// puzzles' time.
template <typename Group, typename Name>
std::optional<std::string> all_different(const std::vector<int>& grid, const Group& group,
                                         const GridSize& size, std::vector<int>& seen, int stamp,
                                         Name&& what) {
  for (int cell : group) {
    const int v = grid[static_cast<std::size_t>(cell)];
    if (seen[static_cast<std::size_t>(v)] == stamp) {
      return fmt::format("{} holds {} twice", what(), v + size.offset);
    }
    seen[static_cast<std::size_t>(v)] = stamp;
  }
  return std::nullopt;
}

// The cells first, first + step, ... (count of them): a row or a column.
struct Line {
  int first;
  int step;
  int count;
  struct Iterator {
    int cell;
    int step;
    int operator*() const { return cell; }
    Iterator& operator++() {
      cell += step;
      return *this;
    }
    bool operator!=(const Iterator& other) const { return cell != other.cell; }
  };
  Iterator begin() const { return {first, step}; }
  Iterator end() const { return {first + step * count, step}; }
};

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
  std::vector<int> seen(static_cast<std::size_t>(size.values) + 1, 0);
  int stamp = 0;
  // Interleaved as before rectangular grids were read (row 1, column 1, row 2, ...), so that the
  // first broken rule named stays the same. A raw grid's rows and columns hold values freely.
  for (int k = 0; !size.raw && k < std::max(size.rows, size.columns); ++k) {
    if (k < size.rows) {
      const Line row{k * size.columns, 1, size.columns};
      auto name = [k] { return fmt::format("row {}", k + 1); };
      if (auto broken = all_different(grid, row, size, seen, ++stamp, name)) return broken;
    }
    if (k < size.columns) {
      const Line column{k, size.columns, size.rows};
      auto name = [k] { return fmt::format("column {}", k + 1); };
      if (auto broken = all_different(grid, column, size, seen, ++stamp, name)) return broken;
    }
  }
  const bool boxes =
      puzzle.box_rows > 0 && std::none_of(puzzle.constraints.begin(), puzzle.constraints.end(),
                                          [](const Constraint& c) { return c.type->grid_region; });
  if (boxes && size.cells() > 0) {
    // The cells of each box, the boxes in the order of their numbers and the cells in reading
    // order (a counting sort of the cells by box).
    const int box_count = *std::max_element(region.begin(), region.begin() + size.cells()) + 1;
    std::vector<int> start(static_cast<std::size_t>(box_count) + 1, 0);
    for (int cell = 0; cell < size.cells(); ++cell) {
      ++start[static_cast<std::size_t>(region[static_cast<std::size_t>(cell)]) + 1];
    }
    for (std::size_t b = 1; b < start.size(); ++b) start[b] += start[b - 1];
    std::vector<int> cells(static_cast<std::size_t>(size.cells()));
    std::vector<int> next(start.begin(), start.end() - 1);
    for (int cell = 0; cell < size.cells(); ++cell) {
      const auto b = static_cast<std::size_t>(region[static_cast<std::size_t>(cell)]);
      cells[static_cast<std::size_t>(next[b]++)] = cell;
    }
    for (std::size_t b = 0; b + 1 < start.size(); ++b) {
      const std::span<const int> box(cells.data() + start[b],
                                     static_cast<std::size_t>(start[b + 1] - start[b]));
      if (box.empty()) continue;
      auto name = [&] { return fmt::format("the box at {}", cell_label(box.front(), size)); };
      if (auto broken = all_different(grid, box, size, seen, ++stamp, name)) return broken;
    }
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
