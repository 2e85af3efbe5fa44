// Arrows: the circle's digit, or the pill's digits read as a number, is the sum of the arrow's
// cells. A pill's number is an auxiliary value fixed by a piece over the pill's cells; the sum is
// Encoder::sum, which splits a long arrow into halves tied by a partial sum. A double arrow (ISS's
// DoubleArrow) is the same sum with a circle at each end: the two ends sum to the cells between.
#include <fmt/format.h>

#include <algorithm>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

// The pill's digits read as a number, each in decimal, from the first: 1,2 -> 12; 1,12 -> 112.
long long read_as_number(const std::vector<int>& digits) {
  long long number = 0;
  for (int d : digits) {
    long long scale = 10;
    while (scale <= d) scale *= 10;
    number = number * scale + d;
  }
  return number;
}

void compile_arrow(const Constraint& c, Encoder& e) {
  std::vector<WeightedVar> terms;
  for (int cell : c.cells) terms.push_back({cell, 1});
  if (c.head.size() == 1) {
    terms.push_back({c.head[0], -1});
    e.sum(std::move(terms), 0);
    return;
  }
  // The pill's number: an auxiliary value that a piece over the pill's cells fixes. Its range is
  // what the arrow's cells can sum to; pill numbers outside it are left out.
  const int most = e.highest() * static_cast<int>(c.cells.size());
  const Var number = e.auxiliary(0, most);
  std::vector<Var> vars(c.head.begin(), c.head.end());
  vars.push_back(number);
  const std::size_t pill = c.head.size();
  e.tuples(vars, [&](std::span<const int> prefix) {
    if (prefix.size() <= pill) {
      // The number read so far only grows: stop once it passes the largest sum.
      std::vector<int> digits(prefix.begin(), prefix.end());
      return read_as_number(digits) <= most;
    }
    std::vector<int> digits(prefix.begin(), prefix.begin() + static_cast<std::ptrdiff_t>(pill));
    return read_as_number(digits) == prefix[pill];
  });
  // With one digit per cell, the number is linear in the pill's digits: the search bounds it.
  if (e.lowest() >= 0 && e.highest() <= 9) {
    std::vector<WeightedVar> linear = terms;
    int scale = 1;
    for (std::size_t k = pill; k-- > 0;) {
      linear.push_back({c.head[k], -scale});
      scale *= 10;
    }
    e.linear_sum(linear, 0);
  }
  terms.push_back({number, -1});
  e.sum(std::move(terms), 0);
}

std::optional<std::string> check_arrow(const Constraint& c, const SolvedGrid& g) {
  long long total = 0;
  for (int cell : c.cells) total += g.at(cell);
  std::vector<int> digits;
  for (int cell : c.head) digits.push_back(g.at(cell));
  const long long circle = read_as_number(digits);
  if (total != circle) {
    return fmt::format("the arrow from {} sums to {}, not {}", cell_text(c.head[0], g.size), total,
                       circle);
  }
  return std::nullopt;
}

std::optional<std::string> validate_arrow(const Constraint& c, const GridSize& size) {
  for (int cell : c.head) {
    if (std::find(c.cells.begin(), c.cells.end(), cell) != c.cells.end()) {
      return fmt::format("cell {} is both in the circle and on the arrow", cell_text(cell, size));
    }
  }
  if (c.head.size() > 3) return std::string("a pill of more than 3 cells is not supported");
  return std::nullopt;
}

void compile_double_arrow(const Constraint& c, Encoder& e) {
  std::vector<WeightedVar> terms;
  for (std::size_t k = 0; k < c.cells.size(); ++k) {
    const bool end = k == 0 || k + 1 == c.cells.size();
    terms.push_back({c.cells[k], end ? -1 : 1});
  }
  e.sum(std::move(terms), 0);
}

std::optional<std::string> check_double_arrow(const Constraint& c, const SolvedGrid& g) {
  const int ends = g.at(c.cells.front()) + g.at(c.cells.back());
  int between = 0;
  for (std::size_t k = 1; k + 1 < c.cells.size(); ++k) between += g.at(c.cells[k]);
  if (ends == between) return std::nullopt;
  return fmt::format("the double arrow from {} to {}: its ends sum to {}, the cells between to {}",
                     cell_text(c.cells.front(), g.size), cell_text(c.cells.back(), g.size), ends,
                     between);
}

}  // namespace

ConstraintType double_arrow_type() {
  return {.name = "double-arrow",
          .syntax = Syntax::kCells,
          .min_cells = 3,
          .draw =
              [](const Constraint& c, Canvas& canvas) {
                // A hollow circle on each end, as ISS draws it.
                canvas.line(c.cells, ink::kArrow, LineEnd::kCircle);
              },
          .rule = "the circles at the two ends sum to the cells between them",
          .variable_cells = true,
          .compile = compile_double_arrow,
          .check = check_double_arrow};
}

ConstraintType arrow_type() {
  return {.name = "arrow",
          .syntax = Syntax::kCellsThenCells,
          .draw = [](const Constraint& c, Canvas& canvas) { canvas.arrow(c.head, c.cells); },
          .rule = "the circle (or the pill read as a number) is the sum of the arrow's cells",
          .validate = validate_arrow,
          .variable_cells = true,
          .compile = compile_arrow,
          .check = check_arrow};
}

}  // namespace dlx::sudoku
