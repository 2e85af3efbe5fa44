// Marks on cells: odd and even digits, minimum and maximum cells, fortress cells and the setter's
// pencil marks. Parity and pencil marks only narrow the cells' values; minimum, maximum and
// fortress cells are a piece per orthogonal neighbour, the pairs of digits in the right order.
#include <fmt/format.h>

#include <set>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

// The digits as written of that parity (0 is even on a grid of values 0-8).
ValueMask parity_mask(const Encoder& e, int parity) {
  return e.mask([parity](int v) { return v % 2 == parity; });
}

std::optional<std::string> check_parity(const Constraint& c, const SolvedGrid& g, int parity) {
  for (int cell : c.cells) {
    if (g.at(cell) % 2 != parity) {
      return fmt::format("{} holds {}, which is not {}", cell_text(cell, g.size), g.at(cell),
                         parity == 1 ? "odd" : "even");
    }
  }
  return std::nullopt;
}

// Each cell of a minimum (maximum) is less (greater) than each orthogonal neighbour.
void compile_extremum(const Constraint& c, Encoder& e, bool minimum) {
  for (int cell : c.cells) {
    for (int other : e.orthogonal_neighbours(cell)) {
      e.pair(cell, other, [minimum](int a, int b) { return minimum ? a < b : a > b; });
    }
  }
}

std::optional<std::string> check_extremum(const Constraint& c, const SolvedGrid& g, bool minimum) {
  for (int cell : c.cells) {
    const int r = cell / g.size.columns;
    const int col = cell % g.size.columns;
    const int moves[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    for (const auto& move : moves) {
      const int r2 = r + move[0];
      const int c2 = col + move[1];
      if (r2 < 0 || r2 >= g.size.rows || c2 < 0 || c2 >= g.size.columns) continue;
      const bool kept = minimum ? g.at(cell) < g.at(r2, c2) : g.at(cell) > g.at(r2, c2);
      if (!kept) {
        return fmt::format("{} ({}) is not {} than its neighbour {} ({})", cell_text(cell, g.size),
                           g.at(cell), minimum ? "less" : "greater",
                           cell_text(r2 * g.size.columns + c2, g.size), g.at(r2, c2));
      }
    }
  }
  return std::nullopt;
}

// Fortress: every fortress cell of the puzzle (all `fortress` lines together) is greater than
// each orthogonal neighbour that is not one.
void compile_fortress(const Constraint& c, Encoder& e) {
  std::set<int> fortress;
  for (const Constraint& other : e.constraints()) {
    if (other.type == c.type) fortress.insert(other.cells.begin(), other.cells.end());
  }
  for (int cell : c.cells) {
    for (int other : e.orthogonal_neighbours(cell)) {
      if (fortress.count(other) == 0) e.pair(cell, other, [](int a, int b) { return a > b; });
    }
  }
}

std::optional<std::string> check_fortress(const Constraint& c, const SolvedGrid& g) {
  const int columns = g.size.columns;
  std::vector<bool> fortress(g.size.cell_count(), false);
  for (const Constraint& other : *g.constraints) {
    if (other.type != c.type) continue;
    for (int cell : other.cells) fortress[static_cast<std::size_t>(cell)] = true;
  }
  for (int cell : c.cells) {
    const int r = cell / columns;
    const int col = cell % columns;
    for (int other : {r > 0 ? cell - columns : -1, r + 1 < g.size.rows ? cell + columns : -1,
                      col > 0 ? cell - 1 : -1, col + 1 < columns ? cell + 1 : -1}) {
      if (other < 0 || fortress[static_cast<std::size_t>(other)]) continue;
      if (g.at(cell) <= g.at(other)) {
        return fmt::format("fortress cell {} ({}) is not greater than {} ({})",
                           cell_text(cell, g.size), g.at(cell), cell_text(other, g.size),
                           g.at(other));
      }
    }
  }
  return std::nullopt;
}

}  // namespace

ConstraintType odd_type() {
  return {.name = "odd",
          .syntax = Syntax::kCells,
          .draw =
              [](const Constraint& c, Canvas& canvas) {
                for (int cell : c.cells) canvas.mark(cell, CellMark::kOddCircle);
              },
          .rule = "odd digits",
          .variable_cells = true,
          .compile =
              [](const Constraint& c, Encoder& e) {
                for (int cell : c.cells) e.restrict(cell, parity_mask(e, 1));
              },
          .check = [](const Constraint& c, const SolvedGrid& g) { return check_parity(c, g, 1); }};
}

ConstraintType even_type() {
  return {.name = "even",
          .syntax = Syntax::kCells,
          .draw =
              [](const Constraint& c, Canvas& canvas) {
                for (int cell : c.cells) canvas.mark(cell, CellMark::kEvenSquare);
              },
          .rule = "even digits",
          .variable_cells = true,
          .compile =
              [](const Constraint& c, Encoder& e) {
                for (int cell : c.cells) e.restrict(cell, parity_mask(e, 0));
              },
          .check = [](const Constraint& c, const SolvedGrid& g) { return check_parity(c, g, 0); }};
}

ConstraintType minimum_type() {
  return {
      .name = "minimum",
      .syntax = Syntax::kCells,
      .draw =
          [](const Constraint& c, Canvas& canvas) {
            for (int cell : c.cells) canvas.mark(cell, CellMark::kMinimum);
          },
      .rule = "each cell is less than its orthogonal neighbours",
      .compile = [](const Constraint& c, Encoder& e) { compile_extremum(c, e, true); },
      .check = [](const Constraint& c, const SolvedGrid& g) { return check_extremum(c, g, true); }};
}

ConstraintType maximum_type() {
  return {.name = "maximum",
          .syntax = Syntax::kCells,
          .draw =
              [](const Constraint& c, Canvas& canvas) {
                for (int cell : c.cells) canvas.mark(cell, CellMark::kMaximum);
              },
          .rule = "each cell is greater than its orthogonal neighbours",
          .compile = [](const Constraint& c, Encoder& e) { compile_extremum(c, e, false); },
          .check = [](const Constraint& c,
                      const SolvedGrid& g) { return check_extremum(c, g, false); }};
}

ConstraintType fortress_type() {
  return {
      .name = "fortress",
      .syntax = Syntax::kCells,
      .draw = [](const Constraint& c, Canvas& canvas) { canvas.shade(c.cells, ink::kFortress); },
      .rule = "each fortress cell is greater than its orthogonal neighbours outside the fortress",
      .compile = compile_fortress,
      .check = check_fortress};
}

ConstraintType candidates_type() {
  return {.name = "candidates",
          .syntax = Syntax::kCellThenValues,
          .draw = [](const Constraint& c,
                     Canvas& canvas) { canvas.pencil_marks(c.cells[0], c.values); },
          .rule = "the cell holds one of the setter's pencil marks",
          .variable_cells = true,
          .compile =
              [](const Constraint& c, Encoder& e) {
                ValueMask mask = 0;
                for (int v : c.values) mask |= e.bit(v);
                e.restrict(c.cells[0], mask);
              },
          .check = [](const Constraint& c, const SolvedGrid& g) -> std::optional<std::string> {
            for (int v : c.values) {
              if (g.at(c.cells[0]) == v) return std::nullopt;
            }
            return fmt::format("{} holds {}, not one of its pencil marks",
                               cell_text(c.cells[0], g.size), g.at(c.cells[0]));
          }};
}

}  // namespace dlx::sudoku
