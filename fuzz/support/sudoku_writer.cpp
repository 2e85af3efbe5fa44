#include "fuzz/support/sudoku_writer.hpp"

#include <fmt/format.h>

#include "encoders/sudoku/sudoku_format.hpp"

namespace dlx::sudoku::fuzz {
namespace {

std::string map_rows(const std::vector<int>& map, int n, const std::string& prefix) {
  std::string text;
  for (int row = 0; row < n; ++row) {
    for (int column = 0; column < n; ++column) {
      const int id = map[static_cast<std::size_t>(row * n + column)];
      if (column > 0) text += ' ';
      text += id < 0 ? std::string(".") : prefix + std::to_string(id);
    }
    text += '\n';
  }
  return text;
}

std::string cells_text(const std::vector<int>& cells) {
  std::string text;
  for (int cell : cells) text += fmt::format(" {}", cell);
  return text;
}

}  // namespace

std::string write_sections(const SudokuPuzzle& puzzle) {
  std::string text;
  if (!puzzle.name.empty()) text += puzzle.name + "\n";
  // The givens as a grid of blank-separated cells (the pretty drawing marks clues in brackets,
  // which a givens section does not read); the name once, above.
  SudokuPuzzle grid = puzzle;
  grid.name.clear();
  grid.layout.one_line = false;
  grid.layout.spaced = true;
  grid.layout.drawing.clear();  // the cells alone, not the bars of a drawn grid
  text += "givens\n" + format_grid(grid, puzzle.givens, false) + "\n";
  if (!puzzle.jigsaw.empty()) text += "regions\n" + map_rows(puzzle.jigsaw, puzzle.n, "");
  for (const std::vector<int>& map : puzzle.extra_maps) {
    text += "extra\n" + map_rows(map, puzzle.n, "");
  }
  if (!puzzle.cages.empty()) {
    std::vector<int> cage_of(puzzle.cell_count(), -1);
    for (std::size_t k = 0; k < puzzle.cages.size(); ++k) {
      for (int cell : puzzle.cages[k].cells)
        cage_of[static_cast<std::size_t>(cell)] = static_cast<int>(k);
    }
    text += "cages\n" + map_rows(cage_of, puzzle.n, "c") + "sums\n";
    for (std::size_t k = 0; k < puzzle.cages.size(); ++k) {
      text += fmt::format("c{} {}\n", k, puzzle.cages[k].sum);
    }
  }
  return text;
}

std::string write_region_map(const std::vector<int>& map, int n) {
  return map_rows(map, n, "");
}

std::optional<std::string> puzzle_difference(const SudokuPuzzle& a, const SudokuPuzzle& b) {
  if (a.name != b.name) return fmt::format("named '{}', then '{}'", a.name, b.name);
  if (a.n != b.n) return fmt::format("{0}x{0}, then {1}x{1}", a.n, b.n);
  if (a.givens != b.givens) return "other givens";
  if (a.box_rows != b.box_rows || a.box_columns != b.box_columns) {
    return fmt::format("boxes {}x{}, then {}x{}", a.box_rows, a.box_columns, b.box_rows,
                       b.box_columns);
  }
  if (a.jigsaw != b.jigsaw) return "other jigsaw regions";
  if (a.extra_maps != b.extra_maps) {
    return fmt::format("{} extra region maps, then {} (or other regions)", a.extra_maps.size(),
                       b.extra_maps.size());
  }
  if (a.cages.size() != b.cages.size()) {
    return fmt::format("{} cages, then {}", a.cages.size(), b.cages.size());
  }
  for (std::size_t k = 0; k < a.cages.size(); ++k) {
    if (a.cages[k].cells != b.cages[k].cells || a.cages[k].sum != b.cages[k].sum) {
      return fmt::format("cage {}: cells{} sum {}, then cells{} sum {}", k,
                         cells_text(a.cages[k].cells), a.cages[k].sum, cells_text(b.cages[k].cells),
                         b.cages[k].sum);
    }
  }
  if (a.diagonal != b.diagonal || a.windoku != b.windoku) return "other variant flags";
  return std::nullopt;
}

}  // namespace dlx::sudoku::fuzz
