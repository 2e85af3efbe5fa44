// Clues outside the grid: sandwich (and the lunchbox, its rule on any cells), x-sum, numbered
// room, skyscraper and hidden skyscraper. Each is one piece over its row or
// column whose options say where the clue's digits are, as a killer cage's options say which
// digits it holds:
//
//   sandwich   (where the 1 is, where the n is, the set of digits between them; on a line shorter
//              than the values, which digits stand for 1 and n too)
//   x-sum      (the first digit X, the set of digits in the X-1 cells after it)
//   skyscraper (which cells are visible and their digits; the cells hidden behind a visible one
//              are held below it)
//
// An option fixes the cells it places and holds the others within their sets; the row or column
// (every digit once) does the rest.
#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <span>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

// The cells of the clue's row or column, from its side inwards.
std::vector<int> cells_from_side(const OutsideClue& clue, const GridSize& size) {
  std::vector<int> cells;
  const int length = clue.row() ? size.columns : size.rows;
  for (int k = 0; k < length; ++k) {
    cells.push_back(clue.row() ? size.cell(clue.index, k) : size.cell(k, clue.index));
  }
  if (clue.side == Side::kRight || clue.side == Side::kBottom) {
    std::reverse(cells.begin(), cells.end());
  }
  return cells;
}

// Every set of `size` digits as written, from those in `allowed`, that sums to `sum` (digits are
// never negative: one past the sum left ends the walk).
void value_sets(const Encoder& e, ValueMask allowed, int size, int sum, int from, ValueMask chosen,
                std::vector<ValueMask>& out) {
  if (size == 0) {
    if (sum == 0) out.push_back(chosen);
    return;
  }
  for (int v = from; v <= e.highest() && v <= sum; ++v) {
    if (allowed & e.bit(v)) {
      value_sets(e, allowed, size - 1, sum - v, v + 1, chosen | e.bit(v), out);
    }
  }
}

// The sandwich's bread is the smallest and the largest digit of the line: the grid's smallest and
// largest when the line holds every value (1 and 9), any pair far enough apart for the other
// cells to lie between them when it is shorter (a column of 6 cells holding 1-9), as the
// Interactive Sudoku Solver reads a sandwich there (its lunchbox).
//
// A lunchbox (the Interactive Sudoku Solver's Lunchbox, whose sandwich it is) is the same piece
// over any cells that hold different digits, in the order written.
void sandwich_piece(const std::vector<int>& line, int sum, Encoder& e) {
  const int length = static_cast<int>(line.size());
  Piece& piece = e.piece();
  std::vector<Term> option;
  for (int low = e.lowest(); low <= e.highest(); ++low) {
    for (int top = low + length - 1; top <= e.highest(); ++top) {
      const ValueMask inner = e.mask([&](int v) { return low < v && v < top; });
      for (int one = 0; one < length; ++one) {
        for (int high = 0; high < length; ++high) {
          if (one == high) continue;
          const int from = std::min(one, high) + 1;
          const int to = std::max(one, high);
          std::vector<ValueMask> sets;
          value_sets(e, inner, to - from, sum, e.lowest(), 0, sets);
          for (ValueMask set : sets) {
            option.clear();
            option.push_back({line[static_cast<std::size_t>(one)], e.bit(low)});
            option.push_back({line[static_cast<std::size_t>(high)], e.bit(top)});
            // The cells outside the sandwich hold the other digits: said in the option, a choice
            // of it settles the whole line's sets at once (the Sandwich Sudoku of Cracking the
            // Cryptic: 205,491 nodes without, 81 with: the presolve then solves it).
            const ValueMask outside = inner & ~set;
            for (int k = 0; k < length; ++k) {
              if (k == one || k == high) continue;
              option.push_back(
                  {line[static_cast<std::size_t>(k)], k >= from && k < to ? set : outside});
            }
            piece.add_option(option);
          }
        }
      }
    }
  }
}

void compile_sandwich(const Constraint& c, Encoder& e) {
  sandwich_piece(cells_from_side(*c.outside, e.size()), *c.number, e);
}

void compile_lunchbox(const Constraint& c, Encoder& e) {
  e.distinct(c.cells);
  sandwich_piece(c.cells, *c.number, e);
}

// A numbered room (the Interactive Sudoku Solver's NumberedRoom): one piece, an option per digit N
// of the first cell that counts a cell of the line, with the N-th cell holding the clue.
void compile_numbered_room(const Constraint& c, Encoder& e) {
  const std::vector<int> line = cells_from_side(*c.outside, e.size());
  const int length = static_cast<int>(line.size());
  const int clue = *c.number;
  const bool clue_is_digit = clue >= e.lowest() && clue <= e.highest();
  Piece& piece = e.piece();  // no option: no solution
  for (int n = std::max(1, e.lowest()); n <= std::min(length, e.highest()); ++n) {
    if (n == 1) {
      if (clue == 1) piece.add_option(std::vector<Term>{{line[0], e.bit(1)}});
    } else if (clue_is_digit) {
      piece.add_option(std::vector<Term>{{line[0], e.bit(n)},
                                         {line[static_cast<std::size_t>(n - 1)], e.bit(clue)}});
    }
  }
}

// A hidden skyscraper (the Interactive Sudoku Solver's HiddenSkyscraper): the first digit from
// the side lower than one before it is the clue. A chain as the skyscraper's: after each cell,
// the tallest digit so far or "found" (one past the highest digit), a piece per cell relating the
// state before it, its digit and the state after it; once found, the cells are free.
void compile_hidden_skyscraper(const Constraint& c, Encoder& e) {
  const std::vector<int> line = cells_from_side(*c.outside, e.size());
  const int clue = *c.number;
  const int found = e.highest() + 1;
  // The state after a digit, from `tallest` (or found); nullopt: the digit is hidden but not the
  // clue.
  auto step = [clue, found](int tallest, int digit) -> std::optional<int> {
    if (tallest == found) return found;
    if (digit > tallest) return digit;
    return digit == clue ? std::optional<int>(found) : std::nullopt;
  };
  std::vector<Var> states;
  for (std::size_t k = 0; k + 1 < line.size(); ++k)
    states.push_back(e.auxiliary(e.lowest(), found));
  // The first cell is always seen.
  e.tuples({line[0], states[0]}, [&](std::span<const int> values) {
    return values.size() < 2 ? values[0] != clue : values[1] == values[0];
  });
  for (std::size_t k = 1; k < line.size(); ++k) {
    const bool last = k + 1 == line.size();
    std::vector<Var> vars = {states[k - 1], line[k]};
    if (!last) vars.push_back(states[k]);
    e.tuples(vars, [&](std::span<const int> values) {
      if (values.size() < 2) return true;
      const std::optional<int> after = step(values[0], values[1]);
      if (!after) return false;
      if (last) return *after == found;
      return values.size() < 3 || values[2] == *after;
    });
  }
}

void compile_x_sum(const Constraint& c, Encoder& e) {
  const std::vector<int> line = cells_from_side(*c.outside, e.size());
  const int length = static_cast<int>(line.size());
  Piece& piece = e.piece();
  std::vector<Term> option;
  // X counts the cells summed, the first among them: 1 up to the line's length.
  for (int x = std::max(1, e.lowest()); x <= std::min(e.highest(), length); ++x) {
    std::vector<ValueMask> sets;
    value_sets(e, e.all() & ~e.bit(x), x - 1, *c.number - x, e.lowest(), 0, sets);
    for (ValueMask set : sets) {
      option.clear();
      option.push_back({line[0], e.bit(x)});
      // As a sandwich's: the cells past the first X hold the other digits.
      const ValueMask rest = e.all() & ~set & ~e.bit(x);
      for (int k = 1; k < length; ++k)
        option.push_back({line[static_cast<std::size_t>(k)], k < x ? set : rest});
      piece.add_option(option);
    }
  }
}

// The visible cells of a skyscraper clue, chosen from the side inwards: positions[k] holds the
// k-th visible digit, digits[k]; the cells between two visible ones hold less than the first.
// Digits are the model's (1..values): only their order counts. A digit shown as 0 stands on the
// ground and is seen by no one (`ground`: the largest such digit, 1 on a grid of 0-8, else 0), as
// the Interactive Sudoku Solver counts them: cells before the first visible one hold it.
// A line that holds every value ends with its largest in view; a shorter one (a column of 4 cells
// holding 1-6) may end lower, its last cells held below the last visible digit.
struct Skyline {
  const std::vector<int>& line;
  int values;
  int ground;
  int visible;
  Piece* piece;  // null: only count the options, up to `limit`
  std::size_t limit = 0;
  std::size_t count = 0;
  std::vector<int> positions;
  std::vector<int> digits;

  int length() const { return static_cast<int>(line.size()); }
  bool full() const { return length() == values; }

  // The next visible cell comes at or after `position`, above `digit`; `hidden` cells so far
  // hold digits below the visible ones before them (or on the ground).
  void extend(int position, int hidden) {
    const int k = static_cast<int>(positions.size());
    if (piece == nullptr && count > limit) return;
    if (k == visible) {
      const int behind = length() - 1 - positions.back();
      // The cells behind the last visible one need digits below it, as the hidden ones before.
      if (full() ? digits.back() == values : hidden + behind <= digits.back() - k) emit();
      return;
    }
    const int lowest = k == 0 ? ground + 1 : digits.back() + 1;
    for (int p = position; p < length(); ++p) {
      const int more_hidden = hidden + (p - position);
      if (k == 0 && p > ground) break;  // the first cell is visible unless it is on the ground
      for (int d = lowest; d <= values; ++d) {
        // The hidden cells before p need distinct digits below the visible digit before them,
        // other than the visible ones: below digits[k-1] there are digits[k-1] - k of those.
        if (k > 0 && more_hidden > digits.back() - k) continue;
        if (d == values && k + 1 < visible) continue;  // nothing is seen past the largest
        positions.push_back(p);
        digits.push_back(d);
        extend(p + 1, more_hidden);
        positions.pop_back();
        digits.pop_back();
      }
    }
  }

  // Cells from..to-1 held below `digit` (at most `digit`: on the ground, when it is the ground).
  void below(std::vector<Term>& option, int from, int to, ValueMask mask) const {
    for (int p = from; p < to; ++p) option.push_back({line[static_cast<std::size_t>(p)], mask});
  }

  void emit() {
    ++count;
    if (piece == nullptr) return;
    std::vector<Term> option;
    below(option, 0, positions[0], value_bit(ground + 1) - 1);
    for (std::size_t k = 0; k < positions.size(); ++k) {
      option.push_back({line[static_cast<std::size_t>(positions[k])], value_bit(digits[k])});
      const int end = k + 1 < positions.size() ? positions[k + 1]
                      : full()                 ? positions[k] + 1
                                               : length();
      below(option, positions[k] + 1, end, value_bit(digits[k]) - 1);
    }
    piece->add_option(option);
  }
};

// More options than Encoder::skyline_limit for one clue (a 16x16 clue of 5: half a million) and the
// clue is a chain
// instead: an auxiliary state after each cell, the tallest digit so far and how many are seen,
// and a piece per cell relating the state before it, its digit and the state after it (about
// n * clue * n options per cell).

void compile_skyscraper_chain(const std::vector<int>& line, int visible, int ground, Encoder& e) {
  const int values = e.size().values;
  const int length = static_cast<int>(line.size());
  const bool full = length == values;
  // The model's digit (1..values) of a digit as written.
  auto digit_of = [&e](int shown) { return shown - e.size().offset; };
  // State (tallest, seen) as one value; a state is live when it can still end with `visible`
  // seen, at most one more for each digit above the tallest.
  auto state = [visible](int tallest, int seen) { return tallest * (visible + 1) + seen; };
  // Something is seen exactly when the tallest so far stands above the ground.
  auto live = [values, visible, ground](int tallest, int seen) {
    return tallest >= 1 && (tallest > ground) == (seen > 0) && seen <= visible &&
           seen <= tallest - ground && seen + (values - tallest) >= visible;
  };
  auto step = [ground](int tallest, int seen, int digit) {
    const int floor = std::max(tallest, ground);
    return digit > floor ? std::pair<int, int>{digit, seen + 1} : std::pair<int, int>{floor, seen};
  };
  const int most = state(values, visible);
  std::vector<Var> states;
  for (int k = 0; k + 1 < length; ++k) states.push_back(e.auxiliary(0, most));
  // The first cell: seen unless it is on the ground.
  e.tuples({line[0], states[0]}, [&](std::span<const int> values_so_far) {
    if (values_so_far.size() < 2) return true;
    const auto [tallest, seen] = step(ground, 0, digit_of(values_so_far[0]));
    return live(tallest, seen) && values_so_far[1] == state(tallest, seen);
  });
  for (int k = 1; k < length; ++k) {
    const bool last = k + 1 == length;
    std::vector<Var> vars = {states[static_cast<std::size_t>(k - 1)],
                             line[static_cast<std::size_t>(k)]};
    if (!last) vars.push_back(states[static_cast<std::size_t>(k)]);
    e.tuples(vars, [&](std::span<const int> values_so_far) {
      const int tallest = values_so_far[0] / (visible + 1);
      const int seen = values_so_far[0] % (visible + 1);
      if (!live(tallest, seen)) return false;
      if (values_so_far.size() < 2) return true;
      const auto [next_tallest, next_seen] = step(tallest, seen, digit_of(values_so_far[1]));
      if (last) return next_seen == visible && (!full || next_tallest == values);
      if (!live(next_tallest, next_seen)) return false;
      return values_so_far.size() < 3 || values_so_far[2] == state(next_tallest, next_seen);
    });
  }
}

void compile_skyscraper(const Constraint& c, Encoder& e) {
  const std::vector<int> line = cells_from_side(*c.outside, e.size());
  const int values = e.size().values;
  const int ground = -e.size().offset;  // the model's digit shown as 0, if any
  if (*c.number < 1 || *c.number > static_cast<int>(line.size())) {
    e.piece();  // no option: no solution
    return;
  }
  Skyline count{line, values, ground, *c.number, nullptr, Encoder::skyline_limit, 0, {}, {}};
  count.extend(0, 0);
  if (count.count > Encoder::skyline_limit) {
    compile_skyscraper_chain(line, *c.number, ground, e);
    return;
  }
  Skyline skyline{line, values, ground, *c.number, &e.piece(), 0, 0, {}, {}};
  skyline.extend(0, 0);
}

// The checkers read the grid directly.
std::vector<int> digits_from_side(const OutsideClue& clue, const SolvedGrid& g) {
  std::vector<int> digits;
  const int length = clue.row() ? g.size.columns : g.size.rows;
  for (int k = 0; k < length; ++k) {
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

// The sum of the digits between the smallest and the largest of `digits`.
int between_extremes(const std::vector<int>& digits) {
  const auto one = std::min_element(digits.begin(), digits.end());
  const auto high = std::max_element(digits.begin(), digits.end());
  int total = 0;
  for (auto it = std::min(one, high) + 1; it < std::max(one, high); ++it) total += *it;
  return total;
}

std::optional<std::string> check_lunchbox(const Constraint& c, const SolvedGrid& g) {
  std::vector<int> digits;
  digits.reserve(c.cells.size());
  for (int cell : c.cells) {
    const int digit = g.at(cell);
    // Pairs compared, with no sorted copy: an Or's combinations are checked by the hundred
    // thousand.
    if (std::find(digits.begin(), digits.end(), digit) != digits.end()) {
      return fmt::format("the lunchbox from {} holds {} twice", cell_text(c.cells[0], g.size),
                         digit);
    }
    digits.push_back(digit);
  }
  const int total = between_extremes(digits);
  if (total == *c.number) return std::nullopt;
  const auto [low, high] = std::minmax_element(digits.begin(), digits.end());
  return fmt::format("the lunchbox from {}: the digits between {} and {} sum to {}, not {}",
                     cell_text(c.cells[0], g.size), *low, *high, total, *c.number);
}

// Between the smallest and the largest digit of the line (1 and 9 in a row that holds 1-9).
std::optional<std::string> check_sandwich(const Constraint& c, const SolvedGrid& g) {
  const std::vector<int> digits = digits_from_side(*c.outside, g);
  const int total = between_extremes(digits);
  if (total == *c.number) return std::nullopt;
  return fmt::format("{}: the digits between {} and {} sum to {}, not {}", clue_name(c),
                     *std::min_element(digits.begin(), digits.end()),
                     *std::max_element(digits.begin(), digits.end()), total, *c.number);
}

std::optional<std::string> check_x_sum(const Constraint& c, const SolvedGrid& g) {
  const std::vector<int> digits = digits_from_side(*c.outside, g);
  if (digits[0] < 1 || digits[0] > static_cast<int>(digits.size())) {
    return fmt::format("{}: the first digit, {}, counts no cells of the line", clue_name(c),
                       digits[0]);
  }
  int total = 0;
  for (int k = 0; k < digits[0]; ++k) total += digits[static_cast<std::size_t>(k)];
  if (total == *c.number) return std::nullopt;
  return fmt::format("{}: the first {} digits sum to {}, not {}", clue_name(c), digits[0], total,
                     *c.number);
}

std::optional<std::string> check_numbered_room(const Constraint& c, const SolvedGrid& g) {
  const std::vector<int> digits = digits_from_side(*c.outside, g);
  const int n = digits[0];
  if (n < 1 || n > static_cast<int>(digits.size())) {
    return fmt::format("{}: the first digit, {}, counts no cell of the line", clue_name(c), n);
  }
  if (digits[static_cast<std::size_t>(n - 1)] == *c.number) return std::nullopt;
  return fmt::format("{}: cell {} from the side holds {}, not {}", clue_name(c), n,
                     digits[static_cast<std::size_t>(n - 1)], *c.number);
}

std::optional<std::string> check_hidden_skyscraper(const Constraint& c, const SolvedGrid& g) {
  const std::vector<int> digits = digits_from_side(*c.outside, g);
  int tallest = digits[0];
  for (int d : digits) {
    if (d < tallest) {
      if (d == *c.number) return std::nullopt;
      return fmt::format("{}: the first hidden digit is {}, not {}", clue_name(c), d, *c.number);
    }
    tallest = std::max(tallest, d);
  }
  return fmt::format("{}: no digit is hidden", clue_name(c));
}

// A digit is seen when it is taller than every one before it; 0 stands on the ground, unseen.
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
          .rule =
              "the digits between the smallest and the largest of the row or column (1 and n) "
              "sum to the clue",
          .compile = compile_sandwich,
          .check = check_sandwich};
}

ConstraintType lunchbox_type() {
  return {.name = "lunchbox",
          .syntax = Syntax::kCells,
          .number = NumberUse::kRequired,
          .min_cells = 2,
          // A cage whose label is the sum in parentheses, apart from a killer's.
          .draw = [](const Constraint& c,
                     Canvas& canvas) { canvas.cage(c.cells, fmt::format("({})", *c.number)); },
          .rule =
              "the cells hold different digits, and those between the smallest and the largest "
              "(in the order written) sum to S",
          .compile = compile_lunchbox,
          .check = check_lunchbox};
}

ConstraintType numbered_room_type() {
  return {.name = "numbered-room",
          .syntax = Syntax::kRowOrColumnSide,
          .draw = draw_outside_clue,
          .rule = "the N-th cell from the clue's side holds the clue, N the first cell's digit",
          .compile = compile_numbered_room,
          .check = check_numbered_room};
}

ConstraintType hidden_skyscraper_type() {
  return {.name = "hidden-skyscraper",
          .syntax = Syntax::kRowOrColumnSide,
          .draw = draw_outside_clue,
          .rule = "the first digit from the clue's side lower than one before it is the clue",
          .compile = compile_hidden_skyscraper,
          .check = check_hidden_skyscraper};
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
