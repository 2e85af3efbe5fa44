// Thermometers: digits rise from the bulb, strictly (thermo) or not (slow-thermo). A line of 9
// cells would be C(9,9)... tuples at once; Encoder::line cuts it into windows that share a cell.
#include <fmt/format.h>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

std::optional<std::string> check_rising(const Constraint& constraint, const SolvedGrid& grid,
                                        bool strictly) {
  const std::vector<int>& cells = constraint.cells;
  for (std::size_t k = 1; k < cells.size(); ++k) {
    const int before = grid.at(cells[k - 1]);
    const int here = grid.at(cells[k]);
    if (here < before || (strictly && here == before)) {
      return fmt::format("the thermometer from {} falls from {} to {} at {}",
                         cell_text(cells[0], grid.size), before, here,
                         cell_text(cells[k], grid.size));
    }
  }
  return std::nullopt;
}

// A bulb on the first cell and a thick line from it; the slow thermometer's line is lighter.
void draw_thermometer(const Constraint& c, Canvas& canvas, std::string_view colour) {
  canvas.bulb(c.cells[0], colour);
  canvas.line(c.cells, colour);
}

}  // namespace

ConstraintType thermo_type() {
  return {
      .name = "thermo",
      .syntax = Syntax::kCells,
      .draw = [](const Constraint& c,
                 Canvas& canvas) { draw_thermometer(c, canvas, ink::kThermo); },
      .rule = "strictly increasing from the bulb",
      .variable_cells = true,
      .compile = [](const Constraint& c,
                    Encoder& e) { e.line(c.cells, [](int a, int b) { return a < b; }); },
      .check = [](const Constraint& c, const SolvedGrid& g) { return check_rising(c, g, true); }};
}

ConstraintType slow_thermo_type() {
  return {
      .name = "slow-thermo",
      .syntax = Syntax::kCells,
      .draw = [](const Constraint& c,
                 Canvas& canvas) { draw_thermometer(c, canvas, ink::kSlowThermo); },
      .rule = "never decreasing from the bulb",
      .variable_cells = true,
      .compile = [](const Constraint& c,
                    Encoder& e) { e.line(c.cells, [](int a, int b) { return a <= b; }); },
      .check = [](const Constraint& c, const SolvedGrid& g) { return check_rising(c, g, false); }};
}

}  // namespace dlx::sudoku
