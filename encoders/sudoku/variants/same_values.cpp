// Groups of cells that hold the same digits, each as often, whatever their order (ISS's
// SameValues). Groups of one cell hold one digit: they share their value item (Encoder::same).
// Larger groups: per digit and per group after the first, a chain of pieces counts the digit up
// along the first group and down along the other, to 0 (Encoder::count), and the groups' sums
// agree (Encoder::linear_sum: bounds for the search; the counts state it).
#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

void compile_same_values(const Constraint& c, Encoder& e) {
  const std::vector<int>& first = c.groups.front();
  for (std::size_t k = 1; k < c.groups.size(); ++k) {
    const std::vector<int>& other = c.groups[k];
    if (first.size() == 1) {
      e.same(first[0], other[0]);
      continue;
    }
    std::vector<WeightedVar> terms;
    for (int cell : first) terms.push_back({cell, 1});
    for (int cell : other) terms.push_back({cell, -1});
    for (int v = e.lowest(); v <= e.highest(); ++v) e.count(terms, e.bit(v), 0, 0);
    e.linear_sum(terms, 0);
  }
}

std::multiset<int> digits_of(const std::vector<int>& cells, const SolvedGrid& g) {
  std::multiset<int> digits;
  for (int cell : cells) digits.insert(g.at(cell));
  return digits;
}

std::optional<std::string> check_same_values(const Constraint& c, const SolvedGrid& g) {
  const std::multiset<int> first = digits_of(c.groups.front(), g);
  for (std::size_t k = 1; k < c.groups.size(); ++k) {
    if (digits_of(c.groups[k], g) != first) {
      return fmt::format("the groups from {}: group {} holds other digits than group 1",
                         cell_text(c.groups.front().front(), g.size), k + 1);
    }
  }
  return std::nullopt;
}

std::optional<std::string> validate_same_values(const Constraint& c, const GridSize&) {
  if (c.groups.size() < 2) return std::string("expected two groups of cells or more, apart by |");
  for (const std::vector<int>& group : c.groups) {
    if (group.size() != c.groups.front().size()) {
      return fmt::format("the groups have {} and {} cells; they need as many", c.groups[0].size(),
                         group.size());
    }
  }
  return std::nullopt;
}

}  // namespace

ConstraintType same_values_type() {
  return {.name = "same-values",
          .syntax = Syntax::kGroups,
          .draw =
              [](const Constraint& c, Canvas& canvas) {
                for (const std::vector<int>& group : c.groups) {
                  canvas.shade(group, ink::kSameValues);
                }
              },
          .rule = "the groups (apart by |) hold the same digits, each as often",
          .validate = validate_same_values,
          .variable_cells = true,
          .compile = compile_same_values,
          .check = check_same_values};
}

}  // namespace dlx::sudoku
