// Anti-taxicab (the Interactive Sudoku Solver's AntiTaxicab): a digit d is never a taxicab
// distance of exactly d (rows apart plus columns apart) from another d. An at-most-one item per
// pair of cells and the digit of their distance, as anti-knight's, left out for cells that share
// a house already.
#include <fmt/format.h>

#include <cstdlib>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

int taxicab_distance(int a, int b, const GridSize& size) {
  return std::abs(size.row(a) - size.row(b)) + std::abs(size.column(a) - size.column(b));
}

void compile_anti_taxicab(const Constraint&, Encoder& e) {
  for (int a = 0; a < e.cells(); ++a) {
    for (int b = a + 1; b < e.cells(); ++b) {
      const int d = taxicab_distance(a, b, e.size());
      if (d < e.lowest() || d > e.highest() || e.share_house(a, b)) continue;
      e.at_most_one({{a, d}, {b, d}});
    }
  }
}

std::optional<std::string> check_anti_taxicab(const Constraint&, const SolvedGrid& g) {
  const int columns = g.size.columns;
  for (int a = 0; a < g.size.cells(); ++a) {
    for (int b = a + 1; b < g.size.cells(); ++b) {
      const int apart = std::abs(a / columns - b / columns) + std::abs(a % columns - b % columns);
      if (g.at(a) == g.at(b) && g.at(a) == apart) {
        return fmt::format("{} and {}, {} apart by taxicab, both hold {}", cell_text(a, g.size),
                           cell_text(b, g.size), apart, apart);
      }
    }
  }
  return std::nullopt;
}

}  // namespace

ConstraintType anti_taxicab_type() {
  return {.name = "anti-taxicab",
          .syntax = Syntax::kNothing,
          .draw = [](const Constraint& c, Canvas& canvas) { canvas.rule(c.type->name); },
          .rule = "a digit d is never d steps (rows plus columns) from another d",
          .compile = compile_anti_taxicab,
          .check = check_anti_taxicab};
}

}  // namespace dlx::sudoku
