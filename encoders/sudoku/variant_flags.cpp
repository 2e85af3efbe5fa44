#include "encoders/sudoku/variant_flags.hpp"

#include <fmt/format.h>

#include <dlx/text/input_error.hpp>

#include "encoders/sudoku/grid_rules.hpp"

namespace dlx::sudoku {
namespace {

void check_fits(const SudokuPuzzle& puzzle, const std::vector<int>& map, std::string_view name) {
  if (map.size() != puzzle.cell_count()) {
    throw InputError(puzzle.source, puzzle.line,
                     fmt::format("the {} map is for a grid of {} cells; this puzzle has {}", name,
                                 map.size(), puzzle.cell_count()));
  }
}

}  // namespace

void apply_variant_flags(SudokuPuzzle& puzzle, const VariantFlags& flags) {
  if (!flags.jigsaw.empty()) {
    check_fits(puzzle, flags.jigsaw, flags.regions_name);
    set_jigsaw(puzzle, flags.jigsaw, puzzle.line);
  }
  if (flags.diagonal) {
    if (!puzzle.size.is_square()) {
      throw InputError(puzzle.source, puzzle.line,
                       fmt::format("the diagonals need a square grid; this one is {}x{}",
                                   puzzle.size.rows, puzzle.size.columns));
    }
    puzzle.constraints.push_back(grid_rule("diagonal-", puzzle.line));
    puzzle.constraints.push_back(grid_rule("diagonal+", puzzle.line));
  }
  if (flags.windoku) {
    const GridSize& size = puzzle.size;
    if (size.rows != 9 || size.columns != 9 || size.values != 9 || puzzle.box_rows != 3) {
      throw InputError(puzzle.source, puzzle.line,
                       fmt::format("windoku's four extra windows are defined on a 9x9 grid with "
                                   "3x3 boxes; for other shapes give the regions with {}",
                                   flags.extra_name));
    }
    puzzle.constraints.push_back(grid_rule("windoku", puzzle.line));
  }
  for (const std::vector<int>& map : flags.extra_maps) {
    check_fits(puzzle, map, flags.extra_name);
    for (Constraint& region : region_constraints(map, "extra-region", puzzle.line)) {
      puzzle.constraints.push_back(std::move(region));
    }
  }
}

}  // namespace dlx::sudoku
