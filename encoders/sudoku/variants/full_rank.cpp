// Full rank (the Interactive Sudoku Solver's FullRank and FullRankTies): every row and column
// read as a number from each of its two ends, 4n numbers, ranked from the lowest; a clue outside
// the grid gives the rank of the number read from its side: 1 plus how many numbers are lower
// (competition ranks). ISS's three tie modes are three rows:
//
//   full-rank           (ISS's default, "unclued ranks only") no other number equals a clued one;
//   full-rank-tied      (ISS's "any") a clued number may equal others: its rank is still 1 plus
//                       the lower ones;
//   full-rank-no-ties   (ISS's "none", a rule of the whole grid) no two of the 4n numbers are
//                       equal, clued or not.
//
// The first cells of each side hold every digit once (the grid is n x n holding n values), so the
// numbers starting with d are four, one per side, and the 4(d-1) numbers starting lower are below
// them: the clue K says its number starts with d = ceil(K/4) and that (K-1) mod 4 of the other
// three numbers starting with d are lower.
//
// The model, per clue: for each other side, the digits of the number that starts with d there (an
// auxiliary per place, tied to the grid by a piece whose options say which row or column it is and
// its digit at that place); a comparison of the clue's number with it, digit by digit (a chain of
// pieces through the states equal so far, lower, higher, as a skyscraper's chain); and a piece
// over the three outcomes that counts the lower ones. full-rank-no-ties refuses each pair of
// numbers that could be equal to be, through a chain of "equal so far" along them.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

constexpr Side kSides[] = {Side::kLeft, Side::kRight, Side::kTop, Side::kBottom};

// The cells of row or column `index` read from `side` (the grid is n x n).
std::vector<int> read_from(Side side, int index, const GridSize& size) {
  std::vector<int> cells;
  const bool row = side == Side::kLeft || side == Side::kRight;
  for (int k = 0; k < size.rows; ++k)
    cells.push_back(row ? size.cell(index, k) : size.cell(k, index));
  if (side == Side::kRight || side == Side::kBottom) std::reverse(cells.begin(), cells.end());
  return cells;
}

// How a number compares with the clued one, digit by digit from the first.
enum Order : int { kEqualSoFar = 0, kLower = 1, kHigher = 2 };

// The digits as written, from the second on, of the number read from `side` that starts with d:
// an auxiliary per place (index 0 unused), each with a piece of one option per row or column and
// digit at that place. Exactly one line of the side starts with d, so the pieces agree on it.
std::vector<Var> number_starting_with(Encoder& e, Side side, int d) {
  const int n = e.size().rows;
  std::vector<Var> digits(static_cast<std::size_t>(n), -1);
  for (int place = 1; place < n; ++place) {
    const Var digit = e.auxiliary(e.lowest(), e.highest());
    Piece& piece = e.piece();
    for (int index = 0; index < n; ++index) {
      const std::vector<int> cells = read_from(side, index, e.size());
      for (int x = e.lowest(); x <= e.highest(); ++x) {
        if (x == d) continue;  // the line holds d at its start
        piece.add_option(std::vector<Term>{{cells[0], e.bit(d)},
                                           {cells[static_cast<std::size_t>(place)], e.bit(x)},
                                           {digit, static_cast<std::uint32_t>(x)}});
      }
    }
    digits[static_cast<std::size_t>(place)] = digit;
  }
  return digits;
}

Term term(const Encoder& e, Var var, int value) {
  return {var, e.is_cell(var) ? e.bit(value) : static_cast<std::uint32_t>(value)};
}

// How `other` compares with `clued` (numbers of the same first digit, their digits from the second
// on): the auxiliary holding the Order after the last digit.
Var compare(Encoder& e, const std::vector<Var>& clued, const std::vector<Var>& other) {
  Var before = -1;  // equal after the first digit
  for (std::size_t place = 1; place < clued.size(); ++place) {
    const Var after = e.auxiliary(kEqualSoFar, kHigher);
    const std::vector<int> clued_values = e.values_of(clued[place]);
    const std::vector<int> other_values = e.values_of(other[place]);
    Piece& piece = e.piece();
    for (int a : clued_values) {
      for (int b : other_values) {
        const int order = a == b ? kEqualSoFar : b < a ? kLower : kHigher;
        std::vector<Term> option = {term(e, clued[place], a),
                                    term(e, other[place], b),
                                    {after, static_cast<std::uint32_t>(order)}};
        if (before >= 0) option.push_back({before, kEqualSoFar});
        piece.add_option(option);
      }
    }
    if (before >= 0) {
      for (std::uint32_t settled : {kLower, kHigher}) {
        piece.add_option(std::vector<Term>{{before, settled}, {after, settled}});
      }
    }
    before = after;
  }
  return before;
}

void compile_clue(const Constraint& c, Encoder& e, bool ties) {
  const int rank = *c.number;
  const int d = e.lowest() + (rank - 1) / 4;  // the first digit, as written
  const int lower = (rank - 1) % 4;
  const std::vector<int> cells = read_from(c.outside->side, c.outside->index, e.size());
  e.restrict(cells[0], e.bit(d));
  const std::vector<Var> clued(cells.begin(), cells.end());
  std::vector<Var> orders;
  for (Side side : kSides) {
    if (side != c.outside->side)
      orders.push_back(compare(e, clued, number_starting_with(e, side, d)));
  }
  e.tuples(orders, [lower, ties](std::span<const int> prefix) {
    const auto count = [&](int order) { return std::count(prefix.begin(), prefix.end(), order); };
    if (count(kLower) > lower || (!ties && count(kEqualSoFar) > 0)) return false;
    return prefix.size() < 3 || count(kLower) == lower;
  });
}

// The cells of `a` and `b`, place by place, do not all hold the same digits.
void forbid_equal(Encoder& e, const std::vector<int>& a, const std::vector<int>& b) {
  for (std::size_t k = 0; k < a.size(); ++k) {
    if (a[k] != b[k] && e.share_house(a[k], b[k])) return;  // never equal
  }
  enum : int { kDiffer = 0, kEqual = 1 };
  Var before = -1;
  for (std::size_t k = 0; k < a.size(); ++k) {
    const bool last = k + 1 == a.size();
    const Var after = last ? -1 : e.auxiliary(kDiffer, kEqual);
    Piece& piece = e.piece();
    if (before >= 0) {
      std::vector<Term> settled = {{before, kDiffer}};
      if (!last) settled.push_back({after, kDiffer});
      piece.add_option(settled);
    }
    for (int x : e.values_of(a[k])) {
      for (int y : e.values_of(b[k])) {
        if (a[k] == b[k] && x != y) continue;  // one cell holds one digit
        if (last && x == y) continue;          // equal to the end: refused
        std::vector<Term> option = {{a[k], e.bit(x)}};
        if (b[k] != a[k]) option.push_back({b[k], e.bit(y)});
        if (before >= 0) option.push_back({before, kEqual});
        if (!last) option.push_back({after, static_cast<std::uint32_t>(x == y ? kEqual : kDiffer)});
        piece.add_option(option);
      }
    }
    before = after;
  }
}

// No two numbers equal: each pair of a row or column read one way and another read either way,
// but the pairs that can never be equal (at some place their cells differ and share a house, as
// two rows read the same way do in every column), is a chain through "equal so far" that must
// end unequal. (Comparing the four numbers of each first digit through the digits of the numbers
// starting with it took 21 s to find a first 6x6 grid.)
void compile_no_ties(const Constraint&, Encoder& e) {
  const GridSize& size = e.size();
  std::vector<std::vector<int>> lines;  // every row and column, read forwards
  for (int index = 0; index < size.rows; ++index) {
    lines.push_back(read_from(Side::kLeft, index, size));
    lines.push_back(read_from(Side::kTop, index, size));
  }
  for (std::size_t a = 0; a < lines.size(); ++a) {
    for (std::size_t b = a; b < lines.size(); ++b) {
      for (bool reversed : {false, true}) {
        if (a == b && !reversed) continue;
        std::vector<int> other = lines[b];
        if (reversed) std::reverse(other.begin(), other.end());
        forbid_equal(e, lines[a], other);
      }
    }
  }
}

// Full rank reads n x n grids holding n values: each side's first cells hold every digit once.
std::optional<std::string> validate_grid(const GridSize& size) {
  if (size.is_square() && size.values == size.rows) return std::nullopt;
  return fmt::format(
      "full rank needs a square grid holding as many values as it has rows, not {}x{} holding {}",
      size.rows, size.columns, size.values);
}

std::optional<std::string> validate_clue(const Constraint& c, const GridSize& size) {
  if (auto wrong = validate_grid(size)) return wrong;
  const int numbers = 4 * size.rows;
  if (*c.number >= 1 && *c.number <= numbers) return std::nullopt;
  return fmt::format("rank {}: a {}x{} grid reads {} numbers, ranked 1 to {}", *c.number, size.rows,
                     size.columns, numbers, numbers);
}

// The checkers read every number of the grid.
std::vector<std::vector<int>> all_numbers(const SolvedGrid& g) {
  std::vector<std::vector<int>> numbers;
  for (Side side : kSides) {
    for (int index = 0; index < g.size.rows; ++index) {
      std::vector<int> digits;
      for (int cell : read_from(side, index, g.size)) digits.push_back(g.at(cell));
      numbers.push_back(digits);
    }
  }
  return numbers;
}

std::optional<std::string> check_clue(const Constraint& c, const SolvedGrid& g, bool ties) {
  std::vector<int> clued;
  for (int cell : read_from(c.outside->side, c.outside->index, g.size)) clued.push_back(g.at(cell));
  const std::vector<std::vector<int>> numbers = all_numbers(g);
  const auto lower = std::count_if(numbers.begin(), numbers.end(),
                                   [&](const std::vector<int>& other) { return other < clued; });
  // The clued number itself is among them once.
  const auto equal = std::count(numbers.begin(), numbers.end(), clued) - 1;
  const std::string where = fmt::format("the {} clue of {} {}", c.type->name,
                                        c.outside->row() ? "row" : "column", c.outside->index + 1);
  if (lower + 1 != *c.number) {
    return fmt::format("{}: its number ranks {}, not {}", where, lower + 1, *c.number);
  }
  if (equal > 0 && !ties) return fmt::format("{}: its number equals another", where);
  return std::nullopt;
}

std::optional<std::string> check_no_ties(const Constraint&, const SolvedGrid& g) {
  std::vector<std::vector<int>> numbers = all_numbers(g);
  std::sort(numbers.begin(), numbers.end());
  const auto tie = std::adjacent_find(numbers.begin(), numbers.end());
  if (tie == numbers.end()) return std::nullopt;
  return fmt::format("two rows or columns read the same number, {}", fmt::join(*tie, ","));
}

void draw_clue(const Constraint& c, Canvas& canvas) {
  canvas.outside(*c.outside, fmt::format("#{}", *c.number));
}

}  // namespace

ConstraintType full_rank_type() {
  return {
      .name = "full-rank",
      .syntax = Syntax::kRowOrColumnSide,
      .draw = draw_clue,
      .rule =
          "the rows and columns read as numbers from both ends, ranked from the lowest: the "
          "number read from the clue's side has that rank and equals no other",
      .validate = validate_clue,
      .compile = [](const Constraint& c, Encoder& e) { compile_clue(c, e, false); },
      .check = [](const Constraint& c, const SolvedGrid& g) { return check_clue(c, g, false); }};
}

ConstraintType full_rank_tied_type() {
  return {.name = "full-rank-tied",
          .syntax = Syntax::kRowOrColumnSide,
          .draw = draw_clue,
          .rule =
              "as full-rank, but the number may equal others: its rank is 1 plus how many "
              "numbers are lower",
          .validate = validate_clue,
          .compile = [](const Constraint& c, Encoder& e) { compile_clue(c, e, true); },
          .check = [](const Constraint& c, const SolvedGrid& g) { return check_clue(c, g, true); }};
}

ConstraintType full_rank_no_ties_type() {
  return {.name = "full-rank-no-ties",
          .syntax = Syntax::kNothing,
          .draw = [](const Constraint& c, Canvas& canvas) { canvas.rule(c.type->name); },
          .rule = "no two of the 4n numbers that rows and columns read, from either end, are equal",
          .validate = [](const Constraint&, const GridSize& size) { return validate_grid(size); },
          .compile = compile_no_ties,
          .check = check_no_ties};
}

}  // namespace dlx::sudoku
