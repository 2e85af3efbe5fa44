// Clues outside the grid: sandwich, x-sum and skyscraper. Each is one piece over its row or
// column whose options say where the clue's digits are, as a killer cage's options say which
// digits it holds:
//
//   sandwich   (where the 1 is, where the n is, the set of digits between them)
//   x-sum      (the first digit X, the set of digits in the X-1 cells after it)
//   skyscraper (which cells are visible and their digits; the cells hidden behind a visible one
//              are held below it)
//
// An option fixes the cells it places and holds the others within their sets; the row or column
// (every digit once) does the rest.
#include <fmt/format.h>

#include <algorithm>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

// The cells of the clue's row or column, from its side inwards.
std::vector<int> cells_from_side(const OutsideClue& clue, int n) {
  std::vector<int> cells;
  for (int k = 0; k < n; ++k) {
    cells.push_back(clue.row() ? clue.index * n + k : k * n + clue.index);
  }
  if (clue.side == Side::kRight || clue.side == Side::kBottom) {
    std::reverse(cells.begin(), cells.end());
  }
  return cells;
}

// Every set of `size` digits from those in `allowed` that sums to `sum`.
void value_sets(ValueMask allowed, int n, int size, int sum, int from, ValueMask chosen,
                std::vector<ValueMask>& out) {
  if (size == 0) {
    if (sum == 0) out.push_back(chosen);
    return;
  }
  for (int v = from; v <= n && v <= sum; ++v) {
    if (allowed & value_bit(v)) {
      value_sets(allowed, n, size - 1, sum - v, v + 1, chosen | value_bit(v), out);
    }
  }
}

void compile_sandwich(const Constraint& c, Encoder& e) {
  const int n = e.n();
  const std::vector<int> line = cells_from_side(*c.outside, n);
  const ValueMask inner = all_values(n) & ~value_bit(1) & ~value_bit(n);
  Piece& piece = e.piece();
  std::vector<Term> option;
  for (int one = 0; one < n; ++one) {
    for (int high = 0; high < n; ++high) {
      if (one == high) continue;
      const int from = std::min(one, high) + 1;
      const int to = std::max(one, high);
      std::vector<ValueMask> sets;
      value_sets(inner, n, to - from, *c.number, 1, 0, sets);
      for (ValueMask set : sets) {
        option.clear();
        option.push_back({line[static_cast<std::size_t>(one)], value_bit(1)});
        option.push_back({line[static_cast<std::size_t>(high)], value_bit(n)});
        // The cells outside the sandwich hold the other digits: said in the option, a choice of
        // it settles the whole line's sets at once (the Sandwich Sudoku of Cracking the Cryptic:
        // 205,491 nodes without, 81 with: the presolve then solves it).
        const ValueMask outside = inner & ~set;
        for (int k = 0; k < n; ++k) {
          if (k == one || k == high) continue;
          option.push_back(
              {line[static_cast<std::size_t>(k)], k >= from && k < to ? set : outside});
        }
        piece.add_option(option);
      }
    }
  }
}

void compile_x_sum(const Constraint& c, Encoder& e) {
  const int n = e.n();
  const std::vector<int> line = cells_from_side(*c.outside, n);
  Piece& piece = e.piece();
  std::vector<Term> option;
  for (int x = 1; x <= n; ++x) {
    std::vector<ValueMask> sets;
    value_sets(all_values(n) & ~value_bit(x), n, x - 1, *c.number - x, 1, 0, sets);
    for (ValueMask set : sets) {
      option.clear();
      option.push_back({line[0], value_bit(x)});
      // As a sandwich's: the cells past the first X hold the other digits.
      const ValueMask rest = all_values(n) & ~set & ~value_bit(x);
      for (int k = 1; k < n; ++k)
        option.push_back({line[static_cast<std::size_t>(k)], k < x ? set : rest});
      piece.add_option(option);
    }
  }
}

// The visible cells of a skyscraper clue, chosen from the side inwards: positions[k] holds the
// k-th visible digit, digits[k]; the cells between two visible ones hold less than the first.
struct Skyline {
  const std::vector<int>& line;
  int n;
  int visible;
  Piece* piece;  // null: only count the options, up to `limit`
  std::size_t limit = 0;
  std::size_t count = 0;
  std::vector<int> positions;
  std::vector<int> digits;

  // The next visible cell comes at or after `position`, above `digit`; `hidden` cells so far
  // hold digits below the visible ones before them.
  void extend(int position, int hidden) {
    const int k = static_cast<int>(positions.size());
    if (piece == nullptr && count > limit) return;
    if (k == visible) {
      if (digits.back() == n) emit();
      return;
    }
    const int lowest = k == 0 ? 1 : digits.back() + 1;
    for (int p = position; p < n; ++p) {
      const int more_hidden = hidden + (p - position);
      if (k == 0 && p > 0) break;  // the first cell is always visible
      for (int d = lowest; d <= n; ++d) {
        // The hidden cells before p need distinct digits below the visible digit before them,
        // other than the visible ones: below digits[k-1] there are digits[k-1] - k of those.
        if (k > 0 && more_hidden > digits.back() - k) continue;
        if (d == n && k + 1 < visible) continue;  // nothing is seen past the n
        positions.push_back(p);
        digits.push_back(d);
        extend(p + 1, more_hidden);
        positions.pop_back();
        digits.pop_back();
      }
    }
  }

  void emit() {
    ++count;
    if (piece == nullptr) return;
    std::vector<Term> option;
    for (std::size_t k = 0; k < positions.size(); ++k) {
      option.push_back({line[static_cast<std::size_t>(positions[k])], value_bit(digits[k])});
      const int end = k + 1 < positions.size() ? positions[k + 1] : positions[k] + 1;
      for (int p = positions[k] + 1; p < end; ++p) {
        option.push_back(
            {line[static_cast<std::size_t>(p)], value_bit(digits[k]) - 1});  // below digits[k]
      }
    }
    piece->add_option(option);
  }
};

// More options than Encoder::skyline_limit for one clue (a 16x16 clue of 5: half a million) and the
// clue is a chain
// instead: an auxiliary state after each cell, the tallest digit so far and how many are seen,
// and a piece per cell relating the state before it, its digit and the state after it (about
// n * clue * n options per cell).

void compile_skyscraper_chain(const std::vector<int>& line, int visible, Encoder& e) {
  const int n = e.n();
  // State (tallest, seen) as one value; a state is live when it can still end with `visible`
  // seen, at most one more for each digit above the tallest.
  auto state = [visible](int tallest, int seen) { return tallest * (visible + 1) + seen; };
  auto live = [n, visible](int tallest, int seen) {
    return tallest >= 1 && seen >= 1 && seen <= visible && seen <= tallest &&
           seen + (n - tallest) >= visible;
  };
  const int most = state(n, visible);
  std::vector<Var> states;
  for (int k = 0; k + 1 < n; ++k) states.push_back(e.auxiliary(0, most));
  // The first cell: always seen.
  e.tuples({line[0], states[0]}, [&](std::span<const int> values) {
    return values.size() < 2 || (live(values[0], 1) && values[1] == state(values[0], 1));
  });
  for (int k = 1; k < n; ++k) {
    const bool last = k + 1 == n;
    std::vector<Var> vars = {states[static_cast<std::size_t>(k - 1)],
                             line[static_cast<std::size_t>(k)]};
    if (!last) vars.push_back(states[static_cast<std::size_t>(k)]);
    e.tuples(vars, [&](std::span<const int> values) {
      const int tallest = values[0] / (visible + 1);
      const int seen = values[0] % (visible + 1);
      if (!live(tallest, seen)) return false;
      if (values.size() < 2) return true;
      const int digit = values[1];
      const int next_tallest = digit > tallest ? digit : tallest;
      const int next_seen = digit > tallest ? seen + 1 : seen;
      if (last) return next_seen == visible && next_tallest == n;
      if (!live(next_tallest, next_seen)) return false;
      return values.size() < 3 || values[2] == state(next_tallest, next_seen);
    });
  }
}

void compile_skyscraper(const Constraint& c, Encoder& e) {
  const int n = e.n();
  const std::vector<int> line = cells_from_side(*c.outside, n);
  if (*c.number < 1 || *c.number > n) {
    e.piece();  // no option: no solution
    return;
  }
  Skyline count{line, n, *c.number, nullptr, Encoder::skyline_limit, 0, {}, {}};
  count.extend(0, 0);
  if (count.count > Encoder::skyline_limit) {
    compile_skyscraper_chain(line, *c.number, e);
    return;
  }
  Skyline skyline{line, n, *c.number, &e.piece(), 0, 0, {}, {}};
  skyline.extend(0, 0);
}

// The checkers read the grid directly.
std::vector<int> digits_from_side(const OutsideClue& clue, const SolvedGrid& g) {
  std::vector<int> digits;
  for (int k = 0; k < g.n; ++k) {
    digits.push_back(clue.row() ? g.at(clue.index, k) : g.at(k, clue.index));
  }
  if (clue.side == Side::kRight || clue.side == Side::kBottom) {
    std::reverse(digits.begin(), digits.end());
  }
  return digits;
}

std::string clue_name(const Constraint& c) {
  static const char* const kSides[] = {"left", "right", "top", "bottom"};
  return fmt::format("the {} clue of {} {} ({})", c.type->name, c.outside->row() ? "row" : "column",
                     c.outside->index + 1, kSides[static_cast<int>(c.outside->side)]);
}

std::optional<std::string> check_sandwich(const Constraint& c, const SolvedGrid& g) {
  const std::vector<int> digits = digits_from_side(*c.outside, g);
  const auto one = std::find(digits.begin(), digits.end(), 1);
  const auto high = std::find(digits.begin(), digits.end(), g.n);
  int total = 0;
  for (auto it = std::min(one, high) + 1; it < std::max(one, high); ++it) total += *it;
  if (total == *c.number) return std::nullopt;
  return fmt::format("{}: the digits between 1 and {} sum to {}, not {}", clue_name(c), g.n, total,
                     *c.number);
}

std::optional<std::string> check_x_sum(const Constraint& c, const SolvedGrid& g) {
  const std::vector<int> digits = digits_from_side(*c.outside, g);
  int total = 0;
  for (int k = 0; k < digits[0]; ++k) total += digits[static_cast<std::size_t>(k)];
  if (total == *c.number) return std::nullopt;
  return fmt::format("{}: the first {} digits sum to {}, not {}", clue_name(c), digits[0], total,
                     *c.number);
}

std::optional<std::string> check_skyscraper(const Constraint& c, const SolvedGrid& g) {
  int tallest = 0;
  int seen = 0;
  for (int d : digits_from_side(*c.outside, g)) {
    if (d > tallest) {
      tallest = d;
      ++seen;
    }
  }
  if (seen == *c.number) return std::nullopt;
  return fmt::format("{}: {} digits are visible, not {}", clue_name(c), seen, *c.number);
}

// The clue by its row or column, outside the grid.
void draw_outside_clue(const Constraint& c, Canvas& canvas) {
  canvas.outside(*c.outside, std::to_string(*c.number));
}

}  // namespace

ConstraintType sandwich_type() {
  return {.name = "sandwich",
          .syntax = Syntax::kRowOrColumn,
          .draw = draw_outside_clue,
          .rule = "the digits between the 1 and the n of the row or column sum to the clue",
          .compile = compile_sandwich,
          .check = check_sandwich};
}

ConstraintType x_sum_type() {
  return {.name = "x-sum",
          .syntax = Syntax::kRowOrColumnSide,
          .draw = draw_outside_clue,
          .rule = "the first X digits from the clue's side sum to it, X the first digit",
          .compile = compile_x_sum,
          .check = check_x_sum};
}

ConstraintType skyscraper_type() {
  return {.name = "skyscraper",
          .syntax = Syntax::kRowOrColumnSide,
          .draw = draw_outside_clue,
          .rule = "as many digits are visible from the clue's side as it says",
          .compile = compile_skyscraper,
          .check = check_skyscraper};
}

}  // namespace dlx::sudoku
