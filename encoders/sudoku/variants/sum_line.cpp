// Sum lines (the Interactive Sudoku Solver's SumLine): the line is cut into segments of
// consecutive cells that each sum to S, one segment at least; a loop (the line ends on its first
// cell, ISS's LOOP) is cut anywhere around it.
//
// Read cell by cell, a line is a walk through states, a chain of pieces (state before, cell,
// state after) tied by auxiliary values as a skyscraper's chain: the state is the sum of the
// segment so far, which a cell taking it past S refuses and a cell taking it to exactly S starts
// again from 0; the line ends at 0 with a segment done. A loop's first segment may start before
// its first cell by any partial sum p, but p is no state of the walk: two values of p can cut one
// loop two ways (5 5 5 5 with S = 10: 5+5 | 5+5 from either cell) and the model would count the
// grid twice. The walk keeps instead the sum so far mod S and the set of starting sums still
// alive (those whose segments never passed S); the loop closes when the sum so far is a multiple
// of S and some start is alive, as ISS's handler checks the total. Each grid is one walk: the
// pieces' options exclude each other.
#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <map>
#include <numeric>
#include <optional>
#include <set>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

// ISS refuses larger sums (its states are 32-bit masks); a loop's state packs the starts alive
// into the bits above the sum so far.
constexpr int kMaxSum = 30;
// The most states one boundary of a walk may take before the line is refused as too large to
// model: a loop's sets of starts alive grow with its sum (a loop of 8 cells of a 6x6 with S = 20
// took 32 s to build; S = 10 round a 9x9 in 53 cells takes 3 s, its boundaries under 10,000
// states).
constexpr std::size_t kMaxStates = 20'000;

bool is_loop(const Constraint& c) {
  return c.cells.size() > 2 && c.cells.front() == c.cells.back();
}

// The cells in order, a loop without its closing cell.
std::vector<int> walked_cells(const Constraint& c) {
  std::vector<int> cells = c.cells;
  if (is_loop(c)) cells.pop_back();
  return cells;
}

// A deterministic walk over the digits as written: the state after a digit, or nullopt.
struct Walk {
  int sum = 0;
  std::int64_t start = 0;
  std::function<std::optional<std::int64_t>(std::int64_t, int)> next;
  std::function<bool(std::int64_t)> accept;
};

// Bit 0: a segment is done (ISS asks the total to reach S); a line's bits 1-5: the segment's sum.
Walk line_walk(int sum) {
  return {.sum = sum,
          .start = 0,
          .next = [sum](std::int64_t state, int v) -> std::optional<std::int64_t> {
            const std::int64_t partial = (state >> 1) + v;
            if (partial > sum) return std::nullopt;
            if (partial == sum) return 1;
            return (partial << 1) | (state & 1);
          },
          .accept = [](std::int64_t state) { return state == 1; }};
}

// A loop's bits 1-5: the sum so far mod S; bit 6 + p set while the start p is alive.
Walk loop_walk(int sum) {
  const std::int64_t all_starts = (std::int64_t{1} << sum) - 1;
  return {.sum = sum,
          .start = all_starts << 6,
          .next = [sum](std::int64_t state, int v) -> std::optional<std::int64_t> {
            const int so_far = static_cast<int>((state >> 1) & 31);
            std::int64_t alive = state >> 6;
            for (int p = 0; p < sum; ++p) {
              // Start p's segment holds (p + so_far) mod S before this cell.
              if (((alive >> p) & 1) && (p + so_far) % sum + v > sum)
                alive &= ~(std::int64_t{1} << p);
            }
            if (alive == 0) return std::nullopt;
            const bool done = (state & 1) || so_far + v >= sum;
            return (alive << 6) | (((so_far + v) % sum) << 1) | (done ? 1 : 0);
          },
          .accept = [](std::int64_t state) { return (state & 63) == 1; }};
}

// The walk as a chain: the states each boundary can hold on a walk that ends accepted, numbered,
// an auxiliary per inner boundary, and a piece per cell of (state before, digit, state after).
void compile_walk(Encoder& e, const std::vector<int>& cells, const Walk& walk) {
  const std::size_t length = cells.size();
  std::vector<std::vector<int>> digits;
  for (int cell : cells) digits.push_back(e.values_of(cell));
  // Forward: the states reachable at each boundary.
  std::vector<std::set<std::int64_t>> states(length + 1);
  states[0] = {walk.start};
  for (std::size_t k = 0; k < length; ++k) {
    for (std::int64_t s : states[k]) {
      for (int v : digits[k]) {
        if (const auto after = walk.next(s, v)) states[k + 1].insert(*after);
      }
    }
    if (states[k + 1].size() > kMaxStates) {
      e.fail(
          fmt::format("its walk takes more than {} states after cell {} of the line; too large "
                      "to model (a loop's sum of {})",
                      kMaxStates, k + 1, walk.sum));
    }
  }
  // Backward: those from which the walk can still end accepted.
  std::erase_if(states[length], [&](std::int64_t s) { return !walk.accept(s); });
  for (std::size_t k = length; k-- > 0;) {
    std::erase_if(states[k], [&](std::int64_t s) {
      return std::none_of(digits[k].begin(), digits[k].end(), [&](int v) {
        const auto after = walk.next(s, v);
        return after && states[k + 1].count(*after) != 0;
      });
    });
  }
  std::vector<std::map<std::int64_t, int>> index(length + 1);
  std::vector<Var> vars(length + 1, -1);  // the boundaries' auxiliaries; none at the ends
  for (std::size_t k = 0; k <= length; ++k) {
    for (std::int64_t s : states[k]) index[k].emplace(s, static_cast<int>(index[k].size()));
    if (k > 0 && k < length && !states[k].empty()) {
      vars[k] = e.auxiliary(0, static_cast<int>(states[k].size()) - 1);
    }
  }
  for (std::size_t k = 0; k < length; ++k) {
    Piece& piece = e.piece();  // no option when no walk ends accepted: no solution
    for (std::int64_t s : states[k]) {
      for (int v : digits[k]) {
        const auto after = walk.next(s, v);
        if (!after || states[k + 1].count(*after) == 0) continue;
        std::vector<Term> option = {{cells[k], e.bit(v)}};
        if (vars[k] >= 0) option.push_back({vars[k], static_cast<std::uint32_t>(index[k][s])});
        if (vars[k + 1] >= 0) {
          option.push_back({vars[k + 1], static_cast<std::uint32_t>(index[k + 1][*after])});
        }
        piece.add_option(option);
      }
    }
  }
}

// The digits from `start` around (a loop) or from the first (a line) cut greedily: each segment
// ends where it reaches S; false when one passes S or the last is left short.
bool cuts_from(const std::vector<int>& digits, std::size_t start, int sum) {
  int partial = 0;
  for (std::size_t k = 0; k < digits.size(); ++k) {
    partial += digits[(start + k) % digits.size()];
    if (partial > sum) return false;
    if (partial == sum) partial = 0;
  }
  return partial == 0;
}

std::optional<std::string> check_sum_line(const Constraint& c, const SolvedGrid& g) {
  std::vector<int> digits;
  for (int cell : walked_cells(c)) digits.push_back(g.at(cell));
  const int total = std::accumulate(digits.begin(), digits.end(), 0);
  const std::size_t starts = is_loop(c) ? digits.size() : 1;
  for (std::size_t start = 0; start < starts && total >= *c.number; ++start) {
    if (cuts_from(digits, start, *c.number)) return std::nullopt;
  }
  return fmt::format("the sum {} from {} does not cut into segments of sum {}",
                     is_loop(c) ? "loop" : "line", cell_text(c.cells[0], g.size), *c.number);
}

std::optional<std::string> validate_sum_line(const Constraint& c, const GridSize&) {
  if (*c.number < 1 || *c.number > kMaxSum) {
    return fmt::format("the segments' sum must be 1 to {} (as ISS's), not {}", kMaxSum, *c.number);
  }
  return std::nullopt;
}

}  // namespace

ConstraintType sum_line_type() {
  ConstraintType type = {
      .name = "sum-line",
      .syntax = Syntax::kCells,
      .number = NumberUse::kRequired,
      .draw = [](const Constraint& c, Canvas& canvas) { canvas.line(c.cells, ink::kSumLine); },
      .rule =
          "the line is cut into segments of consecutive cells each summing to S (a loop, ending "
          "on its first cell, anywhere around)",
      .validate = validate_sum_line,
      .variable_cells = true,
      .compile =
          [](const Constraint& c, Encoder& e) {
            const int sum = *c.number;
            compile_walk(e, walked_cells(c), is_loop(c) ? loop_walk(sum) : line_walk(sum));
          },
      .check = check_sum_line};
  type.path = true;
  return type;
}

}  // namespace dlx::sudoku
