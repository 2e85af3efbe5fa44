// Value indexing (the Interactive Sudoku Solver's ValueIndexing): on a line from a cell holding X,
// the digit k in the line's second cell says that the cell k places further on (the (k+2)-th of
// the line) holds X too. One piece: an option per k and X, fixing the three cells (k from 1 to the
// cells after the second, as written).
#include <fmt/format.h>

#include <algorithm>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

void compile_value_indexing(const Constraint& c, Encoder& e) {
  const int value_cell = c.cells[0];
  const int control = c.cells[1];
  const int indexed = static_cast<int>(c.cells.size()) - 2;
  Piece& piece = e.piece();
  for (int k = std::max(1, e.lowest()); k <= std::min(indexed, e.highest()); ++k) {
    const int target = c.cells[static_cast<std::size_t>(k + 1)];
    for (int x = e.lowest(); x <= e.highest(); ++x) {
      const Term option[] = {{value_cell, e.bit(x)}, {control, e.bit(k)}, {target, e.bit(x)}};
      piece.add_option(option);
    }
  }
}

std::optional<std::string> check_value_indexing(const Constraint& c, const SolvedGrid& g) {
  const int k = g.at(c.cells[1]);
  if (k < 1 || k + 2 > static_cast<int>(c.cells.size())) {
    return fmt::format("the value-indexing line from {}: its second cell's {} points past its end",
                       cell_text(c.cells[0], g.size), k);
  }
  const int pointed = c.cells[static_cast<std::size_t>(k + 1)];
  if (g.at(pointed) != g.at(c.cells[0])) {
    return fmt::format("the value-indexing line from {} holds {}, and {} places on, {} holds {}",
                       cell_text(c.cells[0], g.size), g.at(c.cells[0]), k,
                       cell_text(pointed, g.size), g.at(pointed));
  }
  return std::nullopt;
}

}  // namespace

ConstraintType value_indexing_type() {
  return {
      .name = "value-indexing",
      .syntax = Syntax::kCells,
      .min_cells = 3,
      .draw =
          [](const Constraint& c, Canvas& canvas) {
            // An arrow from the first cell's circle, as ISS draws it.
            canvas.arrow({c.cells.front()}, std::vector<int>(c.cells.begin() + 1, c.cells.end()));
          },
      .rule = "the second cell's digit k: the cell k places past it holds the first cell's digit",
      .cells_repeat = true,
      .variable_cells = true,
      .compile = compile_value_indexing,
      .check = check_value_indexing};
}

}  // namespace dlx::sudoku
