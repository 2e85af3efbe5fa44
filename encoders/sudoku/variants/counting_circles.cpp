// Counting circles (the Interactive Sudoku Solver's CountingCircles): the digit in a circle says
// how many circles of its set hold that digit; each line of the text format is one set.
//
// Per digit v, a chain of pieces along groups of circles that share a house, tied by auxiliary
// partial counts, as Encoder::count's: each piece is its group's "which circle holds v, if any"
// between two counts, and the count at the end is 0 or v (Encoder::count takes a range; this rule
// a pair), as an auxiliary "v is present" says; the digits present sum to the number of circles. A
// digit that no count can reach (0, or more than the groups) is never in a circle.
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

// The circles cut into groups whose cells share a house (ISS's exclusion groups): a group holds a
// digit in at most one of its cells in every grid, so a digit v needs v groups. Greedy, in the
// circles' order: each cell joins the first group all of whose cells it sees.
std::vector<std::vector<int>> exclusion_groups(const Encoder& e, const std::vector<int>& cells) {
  std::vector<std::vector<int>> groups;
  for (int cell : cells) {
    const auto fits = std::find_if(groups.begin(), groups.end(), [&](const auto& group) {
      return std::all_of(group.begin(), group.end(),
                         [&](int other) { return e.share_house(cell, other); });
    });
    if (fits != groups.end()) {
      fits->push_back(cell);
    } else {
      groups.push_back({cell});
    }
  }
  return groups;
}

// The option of `group` in which the cell at `holder` holds v (none when holder is -1).
std::vector<Term> group_holds(const std::vector<int>& group, int holder, ValueMask holds,
                              ValueMask other) {
  std::vector<Term> terms;
  for (int k = 0; k < static_cast<int>(group.size()); ++k) {
    terms.push_back({group[static_cast<std::size_t>(k)], k == holder ? holds : other});
  }
  return terms;
}

// How many of the circles hold v is 0 or v, as `present` (an auxiliary 0 or 1) says: a chain of
// pieces along the groups tied by auxiliary partial counts, as Encoder::count's, each piece its
// group's "none of its cells, or this one, holds v". Per group rather than per circle, the count's
// bounds see that circles in one house hold v once: 'Bubble Tornado' took 630,561 nodes per cell.
void count_is_zero_or_value(Encoder& e, const std::vector<std::vector<int>>& groups, int v,
                            Var present) {
  const int length = static_cast<int>(groups.size());
  const ValueMask holds = e.bit(v);
  const ValueMask other = e.all() & ~holds;
  Var before = -1;  // the count before the first group is 0
  for (int k = 0; k < length; ++k) {
    const bool last = k + 1 == length;
    const std::vector<int>& group = groups[static_cast<std::size_t>(k)];
    // Before group k at most min(k, v) hold v.
    const int most_before = std::min(k, v);
    const Var after = last ? -1 : e.auxiliary(0, std::min(k + 1, v));
    Piece& piece = e.piece();
    for (int count = 0; count <= most_before; ++count) {
      for (int holder = -1; holder < static_cast<int>(group.size()); ++holder) {
        const int next = count + (holder >= 0 ? 1 : 0);
        if (next > v) continue;
        // The groups left can still bring the count to v, or it stays 0.
        const int left = length - k - 1;
        if (next > 0 && next + left < v) continue;
        if (last && next != 0 && next != v) continue;
        std::vector<Term> option = group_holds(group, holder, holds, other);
        if (before >= 0) option.push_back({before, static_cast<std::uint32_t>(count)});
        if (!last) option.push_back({after, static_cast<std::uint32_t>(next)});
        if (last) option.push_back({present, next == v ? 1u : 0u});
        piece.add_option(option);
      }
      if (before < 0) break;  // the first group starts from 0
    }
    before = after;
  }
}

// The digits present hold v circles each: they sum to the circles, which a piece over the
// digits' "present" auxiliaries says at once (the sets of digits of that sum, as the Interactive
// Sudoku Solver's handler reasons; without it, Santorini took 9 s).
void compile_counting_circles(const Constraint& c, Encoder& e) {
  const int circles = static_cast<int>(c.cells.size());
  const std::vector<std::vector<int>> groups = exclusion_groups(e, c.cells);
  std::vector<Var> present;
  std::vector<int> digit_of;
  for (int v = e.lowest(); v <= e.highest(); ++v) {
    if (v < 1 || v > static_cast<int>(groups.size())) {
      for (int cell : c.cells) e.restrict(cell, e.all() & ~e.bit(v));
      continue;
    }
    present.push_back(e.auxiliary(0, 1));
    digit_of.push_back(v);
    count_is_zero_or_value(e, groups, v, present.back());
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
