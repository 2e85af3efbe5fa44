// Counting circles (the Interactive Sudoku Solver's CountingCircles): the digit in a circle says
// how many circles of its set hold that digit; each line of the text format is one set.
//
// Per digit v, a chain of pieces along the circles tied by auxiliary partial counts, as
// Encoder::count's: each piece is its circle's "holds v or not" between two counts, and the count
// at the end is 0 or v (Encoder::count takes a range; this rule a pair), as an auxiliary "v is
// present" says; the digits present sum to the number of circles. A digit that no count can reach
// (0, or more than the circles) is never in a circle.
#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <optional>
#include <span>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

// How many of `cells` hold v is 0 or v, as `present` (an auxiliary 0 or 1) says.
void count_is_zero_or_value(Encoder& e, const std::vector<int>& cells, int v, Var present) {
  const int length = static_cast<int>(cells.size());
  const ValueMask holds = e.bit(v);
  const ValueMask other = e.all() & ~holds;
  Var before = -1;  // the count before the first circle is 0
  for (int k = 0; k < length; ++k) {
    const bool last = k + 1 == length;
    // Before circle k at most min(k, v) hold v.
    const int most_before = std::min(k, v);
    const Var after = last ? -1 : e.auxiliary(0, std::min(k + 1, v));
    Piece& piece = e.piece();
    for (int count = 0; count <= most_before; ++count) {
      for (bool has : {false, true}) {
        const int next = count + (has ? 1 : 0);
        if (next > v) continue;
        // The circles left can still bring the count to v, or it stays 0.
        const int left = length - k - 1;
        if (next > 0 && next + left < v) continue;
        if (last && next != 0 && next != v) continue;
        std::vector<Term> option = {{cells[static_cast<std::size_t>(k)], has ? holds : other}};
        if (before >= 0) option.push_back({before, static_cast<std::uint32_t>(count)});
        if (!last) option.push_back({after, static_cast<std::uint32_t>(next)});
        if (last) option.push_back({present, next == v ? 1u : 0u});
        piece.add_option(option);
      }
      if (before < 0) break;  // the first circle starts from 0
    }
    before = after;
  }
}

// The digits present hold v circles each: they sum to the circles, which a piece over the
// digits' "present" auxiliaries says at once (the sets of digits of that sum, as the Interactive
// Sudoku Solver's handler reasons; without it, Santorini took 9 s).
void compile_counting_circles(const Constraint& c, Encoder& e) {
  const int circles = static_cast<int>(c.cells.size());
  std::vector<Var> present;
  std::vector<int> digit_of;
  for (int v = e.lowest(); v <= e.highest(); ++v) {
    if (v < 1 || v > circles) {
      for (int cell : c.cells) e.restrict(cell, e.all() & ~e.bit(v));
      continue;
    }
    present.push_back(e.auxiliary(0, 1));
    digit_of.push_back(v);
    count_is_zero_or_value(e, c.cells, v, present.back());
  }
  e.tuples(present, [&](std::span<const int> chosen) {
    int total = 0;
    for (std::size_t k = 0; k < chosen.size(); ++k) total += chosen[k] * digit_of[k];
    return total <= circles && (chosen.size() < present.size() || total == circles);
  });
}

std::optional<std::string> check_counting_circles(const Constraint& c, const SolvedGrid& g) {
  std::map<int, int> count;
  for (int cell : c.cells) ++count[g.at(cell)];
  for (const auto& [digit, circles] : count) {
    if (circles != digit) {
      return fmt::format("the counting circles from {}: {} circle{} hold {}",
                         cell_text(c.cells[0], g.size), circles, circles == 1 ? "" : "s", digit);
    }
  }
  return std::nullopt;
}

}  // namespace

ConstraintType counting_circles_type() {
  return {.name = "counting-circles",
          .syntax = Syntax::kCells,
          .draw =
              [](const Constraint& c, Canvas& canvas) {
                for (int cell : c.cells) canvas.bulb(cell, ink::kCountingCircle);
              },
          .rule = "the digit in each circle says how many circles of the set hold it",
          .variable_cells = true,
          .compile = compile_counting_circles,
          .check = check_counting_circles};
}

}  // namespace dlx::sudoku
