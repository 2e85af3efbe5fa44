#include "fuzz/support/sudoku_writer.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "encoders/sudoku/sudoku_format.hpp"
#include "encoders/sudoku/variants/constraint_text.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"

namespace dlx::sudoku::fuzz {
namespace {

std::string map_rows(const std::vector<int>& map, const GridSize& size, const std::string& prefix) {
  std::string text;
  for (int row = 0; row < size.rows; ++row) {
    for (int column = 0; column < size.columns; ++column) {
      const int id = map[static_cast<std::size_t>(size.cell(row, column))];
      if (column > 0) text += ' ';
      text += id < 0 ? std::string(".") : prefix + std::to_string(id);
    }
    text += '\n';
  }
  return text;
}

// A map of the constraints `chosen` picks: the k-th of them holds id k.
std::vector<int> map_of(const SudokuPuzzle& puzzle, bool (*chosen)(const Constraint&)) {
  std::vector<int> map(puzzle.cell_count(), -1);
  int id = 0;
  for (const Constraint& c : puzzle.constraints) {
    if (!chosen(c)) continue;
    for (int cell : c.cells) map[static_cast<std::size_t>(cell)] = id;
    ++id;
  }
  return map;
}

bool is_jigsaw_region(const Constraint& c) {
  return c.type->grid_region;
}
bool is_mapped_region(const Constraint& c) {
  return !c.written_as_line && c.type->name == "extra-region";
}
bool is_mapped_cage(const Constraint& c) {
  return !c.written_as_line && c.type->sum_cage;
}

std::string map_sections(const SudokuPuzzle& puzzle) {
  std::string text;
  if (std::any_of(puzzle.constraints.begin(), puzzle.constraints.end(), is_jigsaw_region)) {
    text += "regions\n" + map_rows(map_of(puzzle, is_jigsaw_region), puzzle.size, "");
  }
  for (const Constraint& c : puzzle.constraints) {
    if (!is_mapped_region(c)) continue;
    std::vector<int> map(puzzle.cell_count(), -1);
    for (int cell : c.cells) map[static_cast<std::size_t>(cell)] = 0;
    text += "extra\n" + map_rows(map, puzzle.size, "");
  }
  if (std::any_of(puzzle.constraints.begin(), puzzle.constraints.end(), is_mapped_cage)) {
    text += "cages\n" + map_rows(map_of(puzzle, is_mapped_cage), puzzle.size, "c") + "sums\n";
    int k = 0;
    for (const Constraint& c : puzzle.constraints) {
      if (is_mapped_cage(c)) text += fmt::format("c{} {}\n", k++, c.number.value_or(0));
    }
  }
  return text;
}

}  // namespace

std::string write_sections(const SudokuPuzzle& puzzle) {
  std::string text;
  if (!puzzle.name.empty()) text += puzzle.name + "\n";
  // The grid's size, values and boxes, as its settings lines say them.
  const GridSize& size = puzzle.size;
  text += fmt::format("size {}x{}\nvalues {}-{}\n", size.rows, size.columns, size.lowest(),
                      size.highest());
  if (puzzle.box_rows > 0) {
    text += fmt::format("box {}x{}\n", puzzle.box_rows, puzzle.box_columns);
  } else if (std::none_of(puzzle.constraints.begin(), puzzle.constraints.end(), is_jigsaw_region)) {
    text += "box none\n";
  }
  // The givens as a grid of blank-separated cells (the pretty drawing marks clues in brackets,
  // which a givens section does not read); the name once, above.
  SudokuPuzzle grid = puzzle;
  grid.name.clear();
  grid.layout.one_line = false;
  grid.layout.spaced = true;
  grid.layout.drawing.clear();  // the cells alone, not the bars of a drawn grid
  text += "givens\n" + format_grid(grid, puzzle.givens, false) + "\n";
  text += map_sections(puzzle);
  std::string lines;
  for (const Constraint& c : puzzle.constraints) {
    if (!is_jigsaw_region(c) && !is_mapped_region(c) && !is_mapped_cage(c)) {
      lines += constraint_text(c, puzzle.size) + "\n";
    }
  }
  if (!lines.empty()) text += "constraints\n" + lines;
  return text;
}

std::string write_region_map(const std::vector<int>& map, int n) {
  return map_rows(map, GridSize::square(n), "");
}

std::optional<std::string> puzzle_difference(const SudokuPuzzle& a, const SudokuPuzzle& b) {
  if (a.name != b.name) return fmt::format("named '{}', then '{}'", a.name, b.name);
  if (a.size != b.size)
    return fmt::format("a {}, then a {}", grid_words(a.size), grid_words(b.size));
  if (a.givens != b.givens) return "other givens";
  if (a.box_rows != b.box_rows || a.box_columns != b.box_columns) {
    return fmt::format("boxes {}x{}, then {}x{}", a.box_rows, a.box_columns, b.box_rows,
                       b.box_columns);
  }
  if (a.constraints.size() != b.constraints.size()) {
    return fmt::format("{} constraints, then {}", a.constraints.size(), b.constraints.size());
  }
  for (std::size_t k = 0; k < a.constraints.size(); ++k) {
    const Constraint& x = a.constraints[k];
    const Constraint& y = b.constraints[k];
    const bool same =
        x.type == y.type && x.cells == y.cells && x.head == y.head && x.number == y.number &&
        x.values == y.values && x.outside.has_value() == y.outside.has_value() &&
        (!x.outside ||
         (x.outside->side == y.outside->side && x.outside->index == y.outside->index));
    if (!same) {
      return fmt::format("constraint {}: {}, then {}", k, constraint_text(x, a.size),
                         constraint_text(y, b.size));
    }
  }
  return std::nullopt;
}

}  // namespace dlx::sudoku::fuzz
