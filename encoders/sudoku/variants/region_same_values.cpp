// Region same values (the Interactive Sudoku Solver's RegionSameValues): the largest houses of the
// grid (rows, columns, boxes or a jigsaw's regions: those of the most cells) all hold the same set
// of values. It asks something only where those houses hold fewer cells than the grid has values
// (a 6x6 holding 1-9: every row, column and box holds the same six digits).
//
// An auxiliary "the set" (its index among the sets of that many values) and, per house, a value
// group (Encoder::set_piece) with an option per set that fixes the auxiliary: each value of the
// chosen set once in every house, none other.
#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <map>
#include <set>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

// The largest of the rows, columns and regions whose cells are given by `region_of`, when they are
// fewer cells than values and two at least; else none.
std::vector<std::vector<int>> largest_houses(const GridSize& size,
                                             const std::function<int(int)>& region_of) {
  std::vector<std::vector<int>> houses(static_cast<std::size_t>(size.rows + size.columns));
  std::map<int, std::vector<int>> regions;
  for (int cell = 0; cell < size.cells(); ++cell) {
    houses[static_cast<std::size_t>(size.row(cell))].push_back(cell);
    houses[static_cast<std::size_t>(size.rows + size.column(cell))].push_back(cell);
    if (region_of(cell) >= 0) regions[region_of(cell)].push_back(cell);
  }
  for (auto& [id, cells] : regions) houses.push_back(std::move(cells));
  std::size_t most = 0;
  for (const auto& house : houses) most = std::max(most, house.size());
  std::erase_if(houses, [most](const std::vector<int>& house) { return house.size() != most; });
  if (static_cast<int>(most) >= size.values || houses.size() < 2) return {};
  return houses;
}

void compile_region_same_values(const Constraint&, Encoder& e) {
  const std::vector<std::vector<int>> houses =
      largest_houses(e.size(), [&](int cell) { return e.region(cell); });
  if (houses.empty()) return;
  // The sets of as many values as a house has cells, in a fixed order.
  std::vector<ValueMask> sets;
  const int size = static_cast<int>(houses[0].size());
  std::function<void(int, int, ValueMask)> choose = [&](int from, int left, ValueMask set) {
    if (left == 0) {
      sets.push_back(set);
      return;
    }
    for (int v = from; v <= e.highest(); ++v) choose(v + 1, left - 1, set | e.bit(v));
  };
  choose(e.lowest(), size, 0);
  const Var chosen = e.auxiliary(0, static_cast<int>(sets.size()) - 1);
  std::vector<Term> option;
  for (const std::vector<int>& house : houses) {
    Piece& piece = e.set_piece(house);
    for (std::size_t k = 0; k < sets.size(); ++k) {
      option.clear();
      for (int cell : house) option.push_back({cell, sets[k]});
      option.push_back({chosen, static_cast<std::uint32_t>(k)});
      piece.add_option(option);
    }
  }
}

std::optional<std::string> check_region_same_values(const Constraint&, const SolvedGrid& g) {
  const std::vector<std::vector<int>> houses = largest_houses(g.size, [&](int cell) {
    return g.region == nullptr ? -1 : (*g.region)[static_cast<std::size_t>(cell)];
  });
  std::optional<std::set<int>> first;
  for (const std::vector<int>& house : houses) {
    std::set<int> held;
    for (int cell : house) held.insert(g.at(cell));
    if (!first) first = held;
    if (held != *first) {
      return fmt::format("the houses of {} and {} hold different sets of digits",
                         cell_text(houses[0][0], g.size), cell_text(house[0], g.size));
    }
  }
  return std::nullopt;
}

}  // namespace

ConstraintType region_same_values_type() {
  return {.name = "region-same-values",
          .syntax = Syntax::kNothing,
          .draw = [](const Constraint& c, Canvas& canvas) { canvas.rule(c.type->name); },
          .rule = "the largest rows, columns and regions all hold the same set of digits",
          .compile = compile_region_same_values,
          .check = check_region_same_values};
}

}  // namespace dlx::sudoku
