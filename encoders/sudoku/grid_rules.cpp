#include "encoders/sudoku/grid_rules.hpp"

#include <fmt/format.h>

#include <dlx/text/input_error.hpp>

#include <algorithm>
#include <cstdint>
#include <map>

namespace dlx::sudoku {
namespace {

bool is_grid_region(const Constraint& constraint) {
  return constraint.type->grid_region;
}

// How many constraints of the same type come before constraints[k]: the ordinal its houses are
// named by ("region 3", "x2").
int ordinal_of(const std::vector<Constraint>& constraints, std::size_t k) {
  return static_cast<int>(
      std::count_if(constraints.begin(), constraints.begin() + static_cast<std::ptrdiff_t>(k),
                    [&](const Constraint& c) { return c.type == constraints[k].type; }));
}

std::vector<Region> lines_of_grid(const GridSize& size) {
  std::vector<Region> lines;
  if (size.raw) return lines;  // its rows and columns are no houses
  for (int r = 0; r < size.rows; ++r) {
    Region row{fmt::format("row {}", r + 1), {}, fmt::format("r{}", r + 1)};
    for (int c = 0; c < size.columns; ++c) row.cells.push_back(size.cell(r, c));
    lines.push_back(std::move(row));
  }
  for (int c = 0; c < size.columns; ++c) {
    Region column{fmt::format("column {}", c + 1), {}, fmt::format("c{}", c + 1)};
    for (int r = 0; r < size.rows; ++r) column.cells.push_back(size.cell(r, c));
    lines.push_back(std::move(column));
  }
  return lines;
}

// The boxes in reading order: box_rows x box_columns blocks that tile the grid.
std::vector<Region> boxes_of(const SudokuPuzzle& puzzle) {
  const GridSize& size = puzzle.size;
  const int across = size.columns / puzzle.box_columns;
  const int count = (size.rows / puzzle.box_rows) * across;
  std::vector<Region> boxes;
  for (int b = 0; b < count; ++b) {
    Region box{fmt::format("box {}", b + 1), {}, fmt::format("b{}", b + 1)};
    const int top = (b / across) * puzzle.box_rows;
    const int left = (b % across) * puzzle.box_columns;
    for (int r = top; r < top + puzzle.box_rows; ++r) {
      for (int c = left; c < left + puzzle.box_columns; ++c) box.cells.push_back(size.cell(r, c));
    }
    boxes.push_back(std::move(box));
  }
  return boxes;
}

}  // namespace

bool has_grid_regions(const SudokuPuzzle& puzzle) {
  return std::any_of(puzzle.constraints.begin(), puzzle.constraints.end(), is_grid_region);
}

GridShape grid_shape(const SudokuPuzzle& puzzle) {
  GridShape shape;
  const GridSize& size = puzzle.size;
  shape.size = size;
  shape.region.assign(size.cell_count(), -1);
  if (has_grid_regions(puzzle)) {
    int id = 0;
    for (const Constraint& constraint : puzzle.constraints) {
      if (!is_grid_region(constraint)) continue;
      for (int cell : constraint.cells) shape.region[static_cast<std::size_t>(cell)] = id;
      ++id;
    }
    return shape;
  }
  // No boxes (`box none`, or a grid built by hand before assign_boxes): no region.
  if (puzzle.box_rows == 0) return shape;
  shape.box_rows = puzzle.box_rows;
  shape.box_columns = puzzle.box_columns;
  const int across = size.columns / shape.box_columns;
  for (int cell = 0; cell < size.cells(); ++cell) {
    shape.region[static_cast<std::size_t>(cell)] =
        (size.row(cell) / shape.box_rows) * across + size.column(cell) / shape.box_columns;
  }
  return shape;
}

std::vector<Region> regions_of(const SudokuPuzzle& puzzle) {
  std::vector<Region> regions;
  // A house given twice (`diagonal-` in the file and --diagonal, an extra region that is a box)
  // is one house. Each house kept has a signature that does not depend on the order of its cells;
  // only houses of equal signatures are compared cell for cell. (A set of sorted copies of the
  // cells cost an allocation or two per house, and a batch asks for the houses per puzzle.)
  std::vector<std::uint64_t> signatures;
  auto signature = [](const std::vector<int>& cells) {
    std::uint64_t sum = cells.size();
    for (int cell : cells) {
      std::uint64_t x = static_cast<std::uint64_t>(cell) + 0x9e3779b97f4a7c15ull;  // splitmix64
      x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
      x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
      sum += x ^ (x >> 31);
    }
    return sum;
  };
  auto same_cells = [](std::vector<int> a, std::vector<int> b) {
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    return a == b;
  };
  auto add = [&](Region&& house) {
    const std::uint64_t mine = signature(house.cells);
    for (std::size_t k = 0; k < regions.size(); ++k) {
      if (signatures[k] == mine && same_cells(regions[k].cells, house.cells)) return;
    }
    signatures.push_back(mine);
    regions.push_back(std::move(house));
  };
  for (Region& line : lines_of_grid(puzzle.size)) add(std::move(line));
  // The constraints' houses read the shape; without constraints it is not made (a division per
  // cell, per puzzle of a batch).
  const std::vector<Constraint>& constraints = puzzle.constraints;
  const GridShape shape = constraints.empty() ? GridShape{} : grid_shape(puzzle);
  auto add_houses_of = [&](bool grid_regions) {
    for (std::size_t k = 0; k < constraints.size(); ++k) {
      const Constraint& constraint = constraints[k];
      if (is_grid_region(constraint) != grid_regions || constraint.type->houses == nullptr) {
        continue;
      }
      for (Region& house : constraint.type->houses(constraint, shape, ordinal_of(constraints, k))) {
        add(std::move(house));
      }
    }
  };
  // The jigsaw's regions stand where the boxes would, before the other houses.
  if (has_grid_regions(puzzle)) {
    add_houses_of(true);
  } else if (puzzle.box_rows > 0) {
    for (Region& box : boxes_of(puzzle)) add(std::move(box));
  }
  add_houses_of(false);
  return regions;
}

std::vector<const Constraint*> rules_beyond_houses(const SudokuPuzzle& puzzle) {
  if (puzzle.constraints.empty()) return {};
  const GridShape shape = grid_shape(puzzle);
  std::vector<const Constraint*> rules;
  for (std::size_t k = 0; k < puzzle.constraints.size(); ++k) {
    const Constraint& constraint = puzzle.constraints[k];
    const bool houses = constraint.type->houses != nullptr &&
                        !constraint.type->houses(constraint, shape, 0).empty();
    if (!houses) rules.push_back(&constraint);
  }
  return rules;
}

bool has_only_houses(const SudokuPuzzle& puzzle) {
  // Variable cells are no house's: the variant model holds them (the plain one has the grid's).
  return rules_beyond_houses(puzzle).empty() && puzzle.size.variables.empty();
}

std::vector<Constraint> region_constraints(const std::vector<int>& map, std::string_view type_name,
                                           std::size_t line) {
  std::map<int, Constraint> by_id;
  for (std::size_t cell = 0; cell < map.size(); ++cell) {
    if (map[cell] < 0) continue;
    Constraint& region = by_id[map[cell]];
    region.type = find_constraint_type(type_name);
    region.line = line;
    region.written_as_line = false;
    region.cells.push_back(static_cast<int>(cell));
  }
  std::vector<Constraint> regions;
  for (auto& [id, region] : by_id) regions.push_back(std::move(region));
  return regions;
}

Constraint grid_rule(std::string_view type_name, std::size_t line) {
  Constraint rule;
  rule.type = find_constraint_type(type_name);
  rule.line = line;
  rule.written_as_line = false;
  return rule;
}

void check_grid_regions(const SudokuPuzzle& puzzle) {
  std::vector<const Constraint*> owner(puzzle.cell_count(), nullptr);
  const Constraint* first = nullptr;
  for (const Constraint& region : puzzle.constraints) {
    if (!is_grid_region(region)) continue;
    if (first == nullptr) first = &region;
    if (region.cells.size() != first->cells.size()) {
      throw InputError(puzzle.source, region.line,
                       fmt::format("jigsaw: this region has {} cells and the one at line {} has "
                                   "{}; the regions of a grid have one size",
                                   region.cells.size(), first->line, first->cells.size()));
    }
    for (int cell : region.cells) {
      const Constraint*& taken = owner[static_cast<std::size_t>(cell)];
      if (taken != nullptr) {
        throw InputError(puzzle.source, region.line,
                         fmt::format("jigsaw: {} is in two regions (the other at line {})",
                                     cell_text(cell, puzzle.size), taken->line));
      }
      taken = &region;
    }
  }
  // Regions of 9 cells cannot cover a 7x7 grid: its other cells are in none.
  if (first == nullptr || puzzle.cell_count() % first->cells.size() != 0) return;
  for (std::size_t cell = 0; cell < owner.size(); ++cell) {
    if (owner[cell] == nullptr) {
      throw InputError(puzzle.source, first->line,
                       fmt::format("jigsaw: {} is in no region; the regions must cover the grid",
                                   cell_text(static_cast<int>(cell), puzzle.size)));
    }
  }
}

void set_jigsaw(SudokuPuzzle& puzzle, const std::vector<int>& map, std::size_t line) {
  std::erase_if(puzzle.constraints, is_grid_region);
  for (Constraint& region : region_constraints(map, "jigsaw", line)) {
    puzzle.constraints.push_back(std::move(region));
  }
  puzzle.box_rows = puzzle.box_columns = 0;
}

}  // namespace dlx::sudoku
