// Dutch flatmates (the Interactive Sudoku Solver's DutchFlatmates): every middle digit (5 on 1-9,
// the ceiling of half the values counted from the lowest) has the lowest digit (1) directly above
// it or the highest (9) directly below it, or both. A piece per cell: "not the middle digit", or
// "the middle digit with the lowest above", or "with the highest below and not the lowest above".
#include <fmt/format.h>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

int middle_digit(const GridSize& size) {
  return size.lowest() + (size.values + 1) / 2 - 1;
}

void compile_dutch_flatmates(const Constraint&, Encoder& e) {
  const GridSize& size = e.size();
  const int middle = middle_digit(size);
  const ValueMask lowest = e.bit(e.lowest());
  const ValueMask highest = e.bit(e.highest());
  for (int cell = 0; cell < e.cells(); ++cell) {
    const int r = size.row(cell);
    const int above = r > 0 ? cell - size.columns : -1;
    const int below = r + 1 < size.rows ? cell + size.columns : -1;
    Piece& piece = e.piece();
    const Term not_middle[] = {{cell, e.all() & ~e.bit(middle)}};
    piece.add_option(not_middle);
    if (above >= 0) {
      const Term under_lowest[] = {{cell, e.bit(middle)}, {above, lowest}};
      piece.add_option(under_lowest);
    }
    if (below >= 0) {
      std::vector<Term> over_highest = {{cell, e.bit(middle)}, {below, highest}};
      if (above >= 0) over_highest.push_back({above, e.all() & ~lowest});
      piece.add_option(over_highest);
    }
  }
}

std::optional<std::string> check_dutch_flatmates(const Constraint&, const SolvedGrid& g) {
  const int columns = g.size.columns;
  const int middle = g.size.lowest() + (g.size.values + 1) / 2 - 1;
  for (int cell = 0; cell < g.size.cells(); ++cell) {
    if (g.at(cell) != middle) continue;
    const bool lowest_above = cell >= columns && g.at(cell - columns) == g.size.lowest();
    const bool highest_below =
        cell + columns < g.size.cells() && g.at(cell + columns) == g.size.highest();
    if (!lowest_above && !highest_below) {
      return fmt::format("the {} at {} has neither {} above nor {} below", middle,
                         cell_text(cell, g.size), g.size.lowest(), g.size.highest());
    }
  }
  return std::nullopt;
}

}  // namespace

ConstraintType dutch_flatmates_type() {
  return {.name = "dutch-flatmates",
          .syntax = Syntax::kNothing,
          .draw = [](const Constraint& c, Canvas& canvas) { canvas.rule(c.type->name); },
          .rule = "every middle digit has the lowest digit above it or the highest below it",
          .compile = compile_dutch_flatmates,
          .check = check_dutch_flatmates};
}

}  // namespace dlx::sudoku
