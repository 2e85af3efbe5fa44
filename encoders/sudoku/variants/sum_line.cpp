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
#include <cstdint>
#include <limits>
#include <numeric>
#include <optional>

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
// took 32 s to build; S = 10 round a 9x9 in 53 cells, 'Sum lines - long loop' of ISS's
// collections, under 10,000 states per boundary and more than 20 s of CPU without its clues;
// with its four clues on the loop, read from the best one, 3,368 states in all and 0.01 s).
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

// A deterministic walk over the digits as written. A line's state: bit 0, a segment is done (ISS
// asks the total to reach S); bits 1-5, the segment's sum. A loop's: bits 1-5, the sum so far mod
// S; bit 6 + p set while the start p is alive.
struct Walk {
  int sum = 0;
  bool loop = false;

  std::int64_t start() const { return loop ? ((std::int64_t{1} << sum) - 1) << 6 : 0; }
  bool accept(std::int64_t state) const { return loop ? (state & 63) == 1 : state == 1; }
  // The state after digit v, or -1 when no walk goes on.
  std::int64_t next(std::int64_t state, int v) const {
    if (!loop) {
      const std::int64_t partial = (state >> 1) + v;
      if (partial > sum) return -1;
      if (partial == sum) return 1;
      return (partial << 1) | (state & 1);
    }
    const int so_far = static_cast<int>((state >> 1) & 31);
    std::int64_t alive = state >> 6;
    for (int p = 0; p < sum; ++p) {
      // Start p's segment holds (p + so_far) mod S before this cell.
      if (((alive >> p) & 1) && (p + so_far) % sum + v > sum) alive &= ~(std::int64_t{1} << p);
    }
    if (alive == 0) return -1;
    const bool done = (state & 1) || so_far + v >= sum;
    return (alive << 6) | (((so_far + v) % sum) << 1) | (done ? 1 : 0);
  }
};

using States = std::vector<std::int64_t>;  // sorted, each once

bool has_state(const States& states, std::int64_t state) {
  return std::binary_search(states.begin(), states.end(), state);
}

// The states reachable at each boundary, reading `digits` in order; stops early (and says so by a
// shorter result) when the states so far pass `budget` in all, or one boundary passes kMaxStates.
std::vector<States> reachable(const std::vector<std::vector<int>>& digits, const Walk& walk,
                              std::size_t budget) {
  std::vector<States> states{{walk.start()}};
  std::size_t total = 1;
  for (const std::vector<int>& cell : digits) {
    States after;
    for (std::int64_t s : states.back()) {
      for (int v : cell) {
        if (const std::int64_t next = walk.next(s, v); next >= 0) after.push_back(next);
      }
    }
    std::sort(after.begin(), after.end());
    after.erase(std::unique(after.begin(), after.end()), after.end());
    total += after.size();
    states.push_back(std::move(after));
    if (total > budget || states.back().size() > kMaxStates) break;
  }
  return states;
}

// A loop may be read from any of its cells: the one whose walk takes the fewest states in all,
// among the cells with the fewest digits (a clue's cell kills most starts at once: round a 9x9 in
// 53 cells with four clues, 3,368 states from the best clue, 99,139 from the worst, 530,000
// from a cell without one).
std::size_t best_loop_start(const std::vector<std::vector<int>>& digits, const Walk& walk) {
  // Cells that all take the same digits (no clue on the loop) make every start the same walk,
  // turned: trying each would walk the loop's half a million states once per cell.
  if (std::all_of(digits.begin(), digits.end(),
                  [&](const std::vector<int>& cell) { return cell == digits.front(); })) {
    return 0;
  }
  std::size_t fewest = digits.front().size();
  for (const std::vector<int>& cell : digits) fewest = std::min(fewest, cell.size());
  std::size_t best = 0;
  std::size_t best_total = std::numeric_limits<std::size_t>::max();
  for (std::size_t first = 0; first < digits.size(); ++first) {
    if (digits[first].size() != fewest) continue;
    std::vector<std::vector<int>> turned(digits.begin() + static_cast<std::ptrdiff_t>(first),
                                         digits.end());
    turned.insert(turned.end(), digits.begin(),
                  digits.begin() + static_cast<std::ptrdiff_t>(first));
    const std::vector<States> states = reachable(turned, walk, best_total);
    std::size_t total = 0;
    for (const States& boundary : states) total += boundary.size();
    if (states.size() == digits.size() + 1 && total < best_total) {
      best = first;
      best_total = total;
    }
  }
  return best;
}

// The walk as a chain: the states each boundary can hold on a walk that ends accepted, numbered,
// an auxiliary per inner boundary, and a piece per cell of (state before, digit, state after).
void compile_walk(Encoder& e, const std::vector<int>& cells, const Walk& walk) {
  const std::size_t length = cells.size();
  std::vector<std::vector<int>> digits;
  for (int cell : cells) digits.push_back(e.values_of(cell));
  // Forward: the states reachable at each boundary.
  std::vector<States> states = reachable(digits, walk, std::numeric_limits<std::size_t>::max());
  if (states.size() < length + 1) {
    e.fail(
        fmt::format("its walk takes more than {} states after cell {} of the line; too large "
                    "to model (a loop's sum of {})",
                    kMaxStates, states.size() - 1, walk.sum));
  }
  // Backward: those from which the walk can still end accepted.
  std::erase_if(states[length], [&](std::int64_t s) { return !walk.accept(s); });
  for (std::size_t k = length; k-- > 0;) {
    std::erase_if(states[k], [&](std::int64_t s) {
      return std::none_of(digits[k].begin(), digits[k].end(), [&](int v) {
        const std::int64_t after = walk.next(s, v);
        return after >= 0 && has_state(states[k + 1], after);
      });
    });
  }
  // A state's number at a boundary: its place in the sorted states.
  const auto number = [&](std::size_t k, std::int64_t s) {
    return static_cast<std::uint32_t>(std::lower_bound(states[k].begin(), states[k].end(), s) -
                                      states[k].begin());
  };
  std::vector<Var> vars(length + 1, -1);  // the boundaries' auxiliaries; none at the ends
  for (std::size_t k = 1; k < length; ++k) {
    if (!states[k].empty()) vars[k] = e.auxiliary(0, static_cast<int>(states[k].size()) - 1);
  }
  for (std::size_t k = 0; k < length; ++k) {
    Piece& piece = e.piece();  // no option when no walk ends accepted: no solution
    for (std::int64_t s : states[k]) {
      for (int v : digits[k]) {
        const std::int64_t after = walk.next(s, v);
        if (after < 0 || !has_state(states[k + 1], after)) continue;
        std::vector<Term> option = {{cells[k], e.bit(v)}};
        if (vars[k] >= 0) option.push_back({vars[k], number(k, s)});
        if (vars[k + 1] >= 0) option.push_back({vars[k + 1], number(k + 1, after)});
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
            const Walk walk{.sum = *c.number, .loop = is_loop(c)};
            std::vector<int> cells = walked_cells(c);
            if (walk.loop) {
              std::vector<std::vector<int>> digits;
              for (int cell : cells) digits.push_back(e.values_of(cell));
              std::rotate(
                  cells.begin(),
                  cells.begin() + static_cast<std::ptrdiff_t>(best_loop_start(digits, walk)),
                  cells.end());
            }
            compile_walk(e, cells, walk);
          },
      .check = check_sum_line};
  type.path = true;
  return type;
}

}  // namespace dlx::sudoku
