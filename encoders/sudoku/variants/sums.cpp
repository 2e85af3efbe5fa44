// A sum with weights over any cells, digits free to repeat where the other rules allow (ISS's
// Sum): the cells, each times its weight, add up to the number. Encoder::sum states it (split into
// halves tied by an auxiliary partial sum when it is long) and gives the search its bounds.
#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

// Each cell once with its weights added up, and none of weight 0. Encoder::sum splits on the
// positive weights: a sum of mostly negative ones is turned round (every weight and the total
// negated), which states the same rule.
void compile_sum(const Constraint& c, Encoder& e) {
  std::vector<WeightedVar> terms;
  for (std::size_t k = 0; k < c.cells.size(); ++k) {
    auto same = std::find_if(terms.begin(), terms.end(),
                             [&](const WeightedVar& t) { return t.var == c.cells[k]; });
    if (same == terms.end()) {
      terms.push_back({c.cells[k], c.weights[k]});
    } else {
      same->weight += c.weights[k];
    }
  }
  std::erase_if(terms, [](const WeightedVar& t) { return t.weight == 0; });
  int total = *c.number;
  if (terms.empty()) {
    if (total != 0) e.piece();  // a piece with no option: no grid keeps it
    return;
  }
  const auto negative =
      std::count_if(terms.begin(), terms.end(), [](const WeightedVar& t) { return t.weight < 0; });
  if (2 * static_cast<std::size_t>(negative) > terms.size()) {
    for (WeightedVar& t : terms) t.weight = -t.weight;
    total = -total;
  }
  e.sum(std::move(terms), total);
}

std::optional<std::string> check_sum(const Constraint& c, const SolvedGrid& g) {
  int total = 0;
  for (std::size_t k = 0; k < c.cells.size(); ++k) total += c.weights[k] * g.at(c.cells[k]);
  if (total == *c.number) return std::nullopt;
  return fmt::format("the sum at {} comes to {}, not {}", cell_text(c.cells.front(), g.size), total,
                     *c.number);
}

void draw_sum(const Constraint& c, Canvas& canvas) {
  const bool weighted =
      std::any_of(c.weights.begin(), c.weights.end(), [](int w) { return w != 1; });
  std::vector<int> cells;
  std::set<int> seen;
  for (int cell : c.cells) {
    if (seen.insert(cell).second) cells.push_back(cell);
  }
  canvas.cage(cells, fmt::format("{}{}", *c.number, weighted ? "*" : ""));
}

}  // namespace

ConstraintType sum_type() {
  return {.name = "sum",
          .syntax = Syntax::kWeightedCells,
          .draw = draw_sum,
          .rule = "the cells, each times its weight (1 unless written), add up to the number",
          .variable_cells = true,
          .compile = compile_sum,
          .check = check_sum};
}

}  // namespace dlx::sudoku
