#include "encoders/sudoku/sudoku_checker.hpp"

#include <fmt/format.h>

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

}  // namespace

std::optional<std::string> check_sudoku(const SudokuPuzzle& puzzle, const std::vector<int>& grid) {
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
  std::map<int, std::vector<int>> by_box;
  for (int cell = 0; cell < n * n; ++cell) {
    const int r = cell / n;
    const int c = cell % n;
    const int box = puzzle.jigsaw.empty() ? (r / puzzle.box_rows) * 1000 + c / puzzle.box_columns
                                          : puzzle.jigsaw[static_cast<std::size_t>(cell)];
    by_box[box].push_back(cell);
  }
  for (auto& [box, cells] : by_box) {
    groups.emplace_back(fmt::format("the {} at {}", puzzle.jigsaw.empty() ? "box" : "region",
                                    cell_label(cells.front(), n)),
                        cells);
  }
  if (puzzle.diagonal) {
    std::vector<int> down, up;
    for (int k = 0; k < n; ++k) {
      down.push_back(k * (n + 1));
      up.push_back((k + 1) * (n - 1));
    }
    groups.emplace_back("the main diagonal", down);
    groups.emplace_back("the anti-diagonal", up);
  }
  if (puzzle.windoku) {
    // The four shaded 3x3 windows of a 9x9 windoku: rows and columns 2-4 and 6-8 (1-based).
    for (int corner : {10, 14, 46, 50}) {
      std::vector<int> window;
      for (int dr = 0; dr < 3; ++dr) {
        for (int dc = 0; dc < 3; ++dc) window.push_back(corner + dr * 9 + dc);
      }
      groups.emplace_back(fmt::format("the window at {}", cell_label(corner, n)), window);
    }
  }
  for (const auto& map : puzzle.extra_maps) {
    std::map<int, std::vector<int>> by_id;
    for (int cell = 0; cell < n * n; ++cell) {
      if (map[static_cast<std::size_t>(cell)] >= 0)
        by_id[map[static_cast<std::size_t>(cell)]].push_back(cell);
    }
    for (auto& [id, cells] : by_id) groups.emplace_back(fmt::format("extra region {}", id), cells);
  }
  for (const auto& [what, cells] : groups) {
    if (auto broken = all_different(grid, cells, n, what)) return broken;
  }
  for (const Cage& cage : puzzle.cages) {
    if (auto broken = all_different(grid, cage.cells, n, "cage " + cage.id)) return broken;
    int sum = 0;
    for (int cell : cage.cells) sum += grid[static_cast<std::size_t>(cell)];
    if (sum != cage.sum) return fmt::format("cage {} sums to {}, not {}", cage.id, sum, cage.sum);
  }
  if (!puzzle.constraints.empty()) {
    // Each constraint's own checker, from its rule (variants/*.cpp), with the box or jigsaw
    // region of each cell as the rules define them.
    std::vector<int> region(static_cast<std::size_t>(n * n));
    for (int cell = 0; cell < n * n; ++cell) {
      region[static_cast<std::size_t>(cell)] =
          puzzle.jigsaw.empty() ? (cell / n / puzzle.box_rows) * (n / puzzle.box_columns) +
                                      (cell % n) / puzzle.box_columns
                                : puzzle.jigsaw[static_cast<std::size_t>(cell)];
    }
    const SolvedGrid solved{n, &grid, &region, &puzzle.constraints};
    for (const Constraint& constraint : puzzle.constraints) {
      if (auto broken = constraint.type->check(constraint, solved)) {
        return fmt::format("line {}: {}", constraint.line, *broken);
      }
    }
  }
  return std::nullopt;
}

}  // namespace dlx::sudoku
