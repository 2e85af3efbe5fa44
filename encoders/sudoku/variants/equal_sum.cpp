// Equal sums (ISS's EqualSum): groups of cells, apart by `|`, whose sums are all one value. Groups
// may share cells (a magic square's rows, columns and diagonals); a group of one cell is its digit.
//
// The common sum is a variable of the model: the one-cell group's cell when there is one, else an
// auxiliary value over the sums every group can reach. Each group is a sum of its cells minus that
// variable, 0 (Encoder::sum: pieces tied to the variable by its color, halves with partial sums on
// long groups), so that what one group rules out of the common sum the others lose at once. Each
// group beside the first is also a bounded linear sum against it (Encoder::linear_sum), which the
// search reasons with by bounds: sums through an auxiliary have none.
#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

void compile_equal_sum(const Constraint& c, Encoder& e) {
  const auto single = std::find_if(c.groups.begin(), c.groups.end(),
                                   [](const std::vector<int>& group) { return group.size() == 1; });
  Var total = 0;
  if (single != c.groups.end()) {
    total = single->front();
  } else {
    // The sums every group can reach: from the most cells times the lowest value to the fewest
    // times the highest (digits may repeat where no house forbids it).
    std::size_t most = 0;
    std::size_t fewest = c.groups.front().size();
    for (const std::vector<int>& group : c.groups) {
      most = std::max(most, group.size());
      fewest = std::min(fewest, group.size());
    }
    const int low = static_cast<int>(most) * e.lowest();
    const int high = static_cast<int>(fewest) * e.highest();
    if (low > high) {
      e.restrict(c.groups.front().front(), 0);  // no common sum: no solution
      return;
    }
    total = e.auxiliary(low, high);
  }
  for (const std::vector<int>& group : c.groups) {
    if (group.size() == 1) {
      if (group.front() != total) e.same(group.front(), total);
      continue;
    }
    std::vector<WeightedVar> terms;
    for (int cell : group) terms.push_back({cell, 1});
    terms.push_back({total, -1});
    e.sum(std::move(terms), 0);
  }
  // Bounds for the search: each group against the first, the cells both hold cancelled.
  for (std::size_t k = 1; k < c.groups.size(); ++k) {
    std::map<int, int> weight;
    for (int cell : c.groups.front()) ++weight[cell];
    for (int cell : c.groups[k]) --weight[cell];
    std::vector<WeightedVar> terms;
    for (const auto& [cell, w] : weight) {
      if (w != 0) terms.push_back({cell, w});
    }
    if (!terms.empty()) e.linear_sum(std::move(terms), 0);
  }
}

std::optional<std::string> check_equal_sum(const Constraint& c, const SolvedGrid& g) {
  auto sum_of = [&](const std::vector<int>& group) {
    int sum = 0;
    for (int cell : group) sum += g.at(cell);
    return sum;
  };
  const int first = sum_of(c.groups.front());
  for (std::size_t k = 1; k < c.groups.size(); ++k) {
    if (const int sum = sum_of(c.groups[k]); sum != first) {
      return fmt::format("the equal sums from {}: group 1 sums to {}, group {} to {}",
                         cell_text(c.groups.front().front(), g.size), first, k + 1, sum);
    }
  }
  return std::nullopt;
}

std::optional<std::string> validate_equal_sum(const Constraint& c, const GridSize&) {
  if (c.groups.size() < 2) return std::string("expected two groups of cells or more, apart by |");
  return std::nullopt;
}

}  // namespace

ConstraintType equal_sum_type() {
  return {.name = "equal-sum",
          .syntax = Syntax::kSharedGroups,
          .draw =
              [](const Constraint& c, Canvas& canvas) {
                for (const std::vector<int>& group : c.groups) {
                  canvas.shade(group, ink::kEqualSum);
                }
              },
          .rule = "the groups (apart by |, which may share cells) have the same sum",
          .validate = validate_equal_sum,
          .variable_cells = true,
          .compile = compile_equal_sum,
          .check = check_equal_sum};
}

}  // namespace dlx::sudoku
