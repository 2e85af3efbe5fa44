// Connected values (ISS's ConnectedValues): the cells of a space that hold one of the digits
// listed form one non-empty orthogonally connected region, of the size given or any. The space is
// the whole grid, a whole layer of variable cells laid out in rows (`var L 9x9`), or cells listed.
//
// Exact cover states the size (a count, Encoder::count); connectivity is global, so the line
// hands the rule to the model (variant_model.cpp), which adds a propagator and the job's exact
// acceptance test of whole solutions (connected_propagator.hpp), as chaos construction does.
#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <set>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

std::optional<std::string> validate_connected(const Constraint& c, const GridSize& size) {
  if (c.number && (*c.number < 1 || *c.number > static_cast<int>(c.cells.size()))) {
    return fmt::format("a region of {} cells in a space of {}", *c.number, c.cells.size());
  }
  for (int cell : c.cells) {
    if (!size.is_variable(cell) || variable_group(cell, size)->columns > 0) continue;
    const std::string name = variable_group(cell, size)->name;
    return fmt::format(
        "${} has no neighbours: its group has no shape (declare it in rows, as 'var {} 3x9')",
        variable_name(cell, size), name);
  }
  return std::nullopt;
}

void compile_connected(const Constraint& c, Encoder& e) {
  ConnectedValues rule;
  rule.cells = c.cells;
  for (int v : c.values) rule.values |= e.bit(v);
  rule.size = c.number.value_or(0);
  for (int cell : c.cells) {
    std::vector<int> beside;
    for (int other : orthogonal_neighbours(cell, e.size())) {
      const auto at = std::find(c.cells.begin(), c.cells.end(), other);
      if (at != c.cells.end()) beside.push_back(static_cast<int>(at - c.cells.begin()));
    }
    rule.neighbours.push_back(std::move(beside));
  }
  if (c.number) {
    std::vector<WeightedVar> cells;
    for (int cell : c.cells) cells.push_back({cell, 1});
    e.count(cells, rule.values, *c.number, *c.number);
  }
  e.connected(std::move(rule));
}

// The checker's own geometry: two cells touch when they are side by side in the grid, or in the
// rows of one layer of variable cells.
struct Place {
  int layer = -1;  // -1: the grid
  int row = 0;
  int column = 0;
};

Place place_of(int cell, const GridSize& size) {
  if (!size.is_variable(cell)) return {-1, size.row(cell), size.column(cell)};
  int first = size.cells();
  for (std::size_t g = 0; g < size.variables.size(); ++g) {
    const VariableGroup& group = size.variables[g];
    if (cell < first + group.count) {
      const int at = cell - first;
      const int columns = std::max(group.columns, 1);
      return {static_cast<int>(g), at / columns, at % columns};
    }
    first += group.count;
  }
  return {};
}

bool touch(int a, int b, const GridSize& size) {
  const Place p = place_of(a, size);
  const Place q = place_of(b, size);
  if (p.layer != q.layer) return false;
  if (p.layer >= 0 && size.variables[static_cast<std::size_t>(p.layer)].columns == 0) return false;
  return std::abs(p.row - q.row) + std::abs(p.column - q.column) == 1;
}

std::optional<std::string> check_connected(const Constraint& c, const SolvedGrid& g) {
  const std::set<int> digits(c.values.begin(), c.values.end());
  std::vector<int> holders;
  for (int cell : c.cells) {
    if (digits.count(g.at(cell)) != 0) holders.push_back(cell);
  }
  if (holders.empty()) return "no cell of its space holds one of its digits";
  if (c.number && static_cast<int>(holders.size()) != *c.number) {
    return fmt::format("{} cells hold its digits, not {}", holders.size(), *c.number);
  }
  std::vector<int> reached = {holders.front()};
  for (std::size_t k = 0; k < reached.size(); ++k) {
    for (int cell : holders) {
      if (std::find(reached.begin(), reached.end(), cell) == reached.end() &&
          touch(reached[k], cell, g.size)) {
        reached.push_back(cell);
      }
    }
  }
  if (reached.size() == holders.size()) return std::nullopt;
  const auto apart = std::find_if(holders.begin(), holders.end(), [&](int cell) {
    return std::find(reached.begin(), reached.end(), cell) == reached.end();
  });
  return fmt::format("the cells holding its digits are not connected: {} and {} lie apart",
                     cell_text(holders.front(), g.size), cell_text(*apart, g.size));
}

// Named under the grid, as the rules of the whole grid are (its digits are in --pretty's line).
void draw_connected(const Constraint& c, Canvas& canvas) {
  canvas.rule(c.type->name);
}

}  // namespace

ConstraintType connected_type() {
  return {.name = "connected",
          .syntax = Syntax::kValuesThenSpace,
          .draw = draw_connected,
          .rule =
              "the cells of the space after the colon that hold one of the digits form one "
              "orthogonally connected region, not empty, of the size given",
          .validate = validate_connected,
          .variable_cells = true,
          .compile = compile_connected,
          .check = check_connected};
}

}  // namespace dlx::sudoku
