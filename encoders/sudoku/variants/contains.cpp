// What a group of cells holds, as a multiset of digits (ISS's ContainAtLeast and ContainExact):
//
//   contains-at-least  each digit listed is in the cells at least as often as listed
//   contains-exactly   each digit listed is in the cells exactly as often as listed; digits not
//                      listed are free (ISS's rule)
//
// Per digit listed, a chain of pieces counts the cells that hold it (Encoder::count). When the
// digits listed are as many as the cells, every cell holds one of them.
#include <fmt/format.h>

#include <map>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

std::map<int, int> counts_of(const std::vector<int>& digits) {
  std::map<int, int> counts;
  for (int v : digits) ++counts[v];
  return counts;
}

void compile_contains(const Constraint& c, Encoder& e, bool exactly) {
  const int size = static_cast<int>(c.cells.size());
  if (static_cast<int>(c.values.size()) == size) {
    ValueMask listed = 0;
    for (int v : c.values) listed |= e.bit(v);
    for (int cell : c.cells) e.restrict(cell, listed);
  }
  std::vector<WeightedVar> cells;
  for (int cell : c.cells) cells.push_back({cell, 1});
  for (const auto& [v, count] : counts_of(c.values)) {
    e.count(cells, e.bit(v), count, exactly ? count : size);
  }
}

std::optional<std::string> check_contains(const Constraint& c, const SolvedGrid& g, bool exactly) {
  std::map<int, int> held;
  for (int cell : c.cells) ++held[g.at(cell)];
  for (const auto& [v, count] : counts_of(c.values)) {
    const int times = held.count(v) != 0 ? held.at(v) : 0;
    if (times < count || (exactly && times != count)) {
      return fmt::format("the cells at {} hold {} {} time{}, not {}{}",
                         cell_text(c.cells.front(), g.size), v, times, times == 1 ? "" : "s",
                         exactly ? "" : "at least ", count);
    }
  }
  return std::nullopt;
}

std::optional<std::string> validate_contains(const Constraint& c, const GridSize&) {
  if (c.values.size() > c.cells.size()) {
    return fmt::format("{} digits cannot be in {} cells", c.values.size(), c.cells.size());
  }
  return std::nullopt;
}

std::string label(const Constraint& c) {
  std::string text;
  for (int v : c.values) text += fmt::format("{}{}", text.empty() ? "" : ",", v);
  return text;
}

}  // namespace

ConstraintType contains_at_least_type() {
  return {.name = "contains-at-least",
          .syntax = Syntax::kValuesThenCells,
          .draw = [](const Constraint& c, Canvas& canvas) { canvas.cage(c.cells, label(c) + "+"); },
          .rule = "each digit before the colon is in the cells at least as often as listed",
          .validate = validate_contains,
          .variable_cells = true,
          .compile = [](const Constraint& c, Encoder& e) { compile_contains(c, e, false); },
          .check = [](const Constraint& c,
                      const SolvedGrid& g) { return check_contains(c, g, false); }};
}

ConstraintType contains_exactly_type() {
  return {
      .name = "contains-exactly",
      .syntax = Syntax::kValuesThenCells,
      .draw = [](const Constraint& c, Canvas& canvas) { canvas.cage(c.cells, "=" + label(c)); },
      .rule = "each digit before the colon is in the cells exactly as often as listed",
      .validate = validate_contains,
      .variable_cells = true,
      .compile = [](const Constraint& c, Encoder& e) { compile_contains(c, e, true); },
      .check = [](const Constraint& c, const SolvedGrid& g) { return check_contains(c, g, true); }};
}

}  // namespace dlx::sudoku
