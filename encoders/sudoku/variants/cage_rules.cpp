// Cages whose rule is on the set of their digits, as a killer cage's sum is: rellik cages (no
// digits of the cage sum to its number), equality cages (as many odd digits as even, as many low
// as high) and multi-sum killer cages (the SudokuSolver's Multisum Killer Cage: the digits sum to
// one of the cage's numbers). Each is one value group (Encoder::set_piece): an option per set of as
// many different digits as cells that keeps the rule, each digit of the set once in the cage, as
// Knuth's killer cages.
#include <fmt/format.h>

#include <charconv>
#include <functional>
#include <set>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

// A value group over the cage: an option per set of `cells` different values (as written, in
// increasing order) that `keep` takes.
void cage_of_sets(const std::vector<int>& cells, Encoder& e,
                  const std::function<bool(const std::vector<int>&)>& keep) {
  Piece& piece = e.set_piece(cells);
  std::vector<int> chosen;
  std::vector<Term> option;
  std::function<void(int)> choose = [&](int from) {
    if (chosen.size() == cells.size()) {
      if (!keep(chosen)) return;
      ValueMask set = 0;
      for (int v : chosen) set |= e.bit(v);
      option.clear();
      for (int cell : cells) option.push_back({cell, set});
      piece.add_option(option);
      return;
    }
    for (int v = from; v <= e.highest(); ++v) {
      chosen.push_back(v);
      choose(v + 1);
      chosen.pop_back();
    }
  };
  choose(e.lowest());
}

// Whether some of the digits (one at least) sum to `sum`: the sums of subsets, grown digit by
// digit.
bool some_digits_sum_to(const std::vector<int>& digits, int sum) {
  std::set<int> sums;
  for (int d : digits) {
    std::set<int> grown = sums;
    grown.insert(d);
    for (int s : sums) grown.insert(s + d);
    sums = std::move(grown);
  }
  return sums.count(sum) != 0;
}

void compile_rellik(const Constraint& c, Encoder& e) {
  cage_of_sets(c.cells, e,
               [&](const std::vector<int>& set) { return !some_digits_sum_to(set, *c.number); });
}

std::optional<std::string> check_rellik(const Constraint& c, const SolvedGrid& g) {
  std::set<int> digits;
  for (int cell : c.cells) {
    if (!digits.insert(g.at(cell)).second) {
      return fmt::format("the rellik cage at {} holds {} twice", cell_text(c.cells[0], g.size),
                         g.at(cell));
    }
  }
  // Every subset, as a mask over the cells.
  const std::size_t size = c.cells.size();
  for (std::size_t subset = 1; subset < (std::size_t{1} << size); ++subset) {
    int total = 0;
    for (std::size_t k = 0; k < size; ++k) {
      if (subset >> k & 1) total += g.at(c.cells[k]);
    }
    if (total == *c.number) {
      return fmt::format("digits of the rellik cage at {} sum to {}", cell_text(c.cells[0], g.size),
                         total);
    }
  }
  return std::nullopt;
}

// The values as written from the lowest: the first half is low, the last half high, and the middle
// one of an odd count neither (ISS's EqualityCage).
int equality_half(int v, const GridSize& size) {
  const int rank = v - size.lowest();
  const int half = size.values / 2;
  if (rank < half) return -1;
  if (rank >= size.values - half) return 1;
  return 0;
}

void compile_equality_cage(const Constraint& c, Encoder& e) {
  cage_of_sets(c.cells, e, [&](const std::vector<int>& set) {
    int odd = 0;
    int high = 0;
    for (int v : set) {
      const int half = equality_half(v, e.size());
      if (half == 0) return false;
      odd += v % 2 != 0 ? 1 : -1;
      high += half;
    }
    return odd == 0 && high == 0;
  });
}

std::optional<std::string> check_equality_cage(const Constraint& c, const SolvedGrid& g) {
  std::set<int> digits;
  int odd = 0;
  int even = 0;
  int low = 0;
  int high = 0;
  const int half = g.size.values / 2;
  for (int cell : c.cells) {
    const int v = g.at(cell);
    if (!digits.insert(v).second) {
      return fmt::format("the equality cage at {} holds {} twice", cell_text(c.cells[0], g.size),
                         v);
    }
    (v % 2 == 0 ? even : odd) += 1;
    if (v < g.size.lowest() + half) ++low;
    if (v > g.size.highest() - half) ++high;
  }
  if (odd != even || low != high || low + high != static_cast<int>(c.cells.size())) {
    return fmt::format(
        "the equality cage at {} holds {} odd and {} even digits, {} low and {} high of {}",
        cell_text(c.cells[0], g.size), odd, even, low, high, c.cells.size());
  }
  return std::nullopt;
}

// A multi-sum cage's numbers, written before the colon apart by commas or blanks; nullopt when
// one is no whole number.
std::optional<std::set<int>> cage_sums(const std::string& text) {
  std::set<int> sums;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t end = text.find_first_of(", ", at);
    const std::string word = text.substr(at, end == std::string::npos ? end : end - at);
    at = end == std::string::npos ? text.size() : end + 1;
    if (word.empty()) continue;
    int sum = 0;
    const auto [rest, error] = std::from_chars(word.data(), word.data() + word.size(), sum);
    if (error != std::errc() || rest != word.data() + word.size()) return std::nullopt;
    sums.insert(sum);
  }
  return sums;
}

void compile_multi_sum_killer(const Constraint& c, Encoder& e) {
  const std::set<int> sums = *cage_sums(c.text);
  cage_of_sets(c.cells, e, [&](const std::vector<int>& set) {
    int total = 0;
    for (int v : set) total += v;
    return sums.count(total) != 0;
  });
}

std::optional<std::string> check_multi_sum_killer(const Constraint& c, const SolvedGrid& g) {
  std::set<int> digits;
  int total = 0;
  for (int cell : c.cells) {
    if (!digits.insert(g.at(cell)).second) {
      return fmt::format("the multi-sum cage at {} holds {} twice", cell_text(c.cells[0], g.size),
                         g.at(cell));
    }
    total += g.at(cell);
  }
  const std::set<int> sums = *cage_sums(c.text);
  if (sums.count(total) == 0) {
    return fmt::format("the multi-sum cage at {} sums to {}, none of {}",
                       cell_text(c.cells[0], g.size), total, c.text);
  }
  return std::nullopt;
}

std::optional<std::string> validate_set_cage(const Constraint& c, const GridSize& size) {
  if (static_cast<int>(c.cells.size()) > size.values) {
    return fmt::format("a cage of {} cells cannot hold different digits of a {}", c.cells.size(),
                       grid_words(size));
  }
  return std::nullopt;
}

}  // namespace

ConstraintType rellik_type() {
  return {.name = "rellik",
          .syntax = Syntax::kCells,
          .number = NumberUse::kRequired,
          .draw = [](const Constraint& c,
                     Canvas& canvas) { canvas.cage(c.cells, fmt::format("≠{}", *c.number)); },
          .rule = "a cage: no digit repeats, and no digits of it (one or more) sum to its number",
          .validate = validate_set_cage,
          .set_cage = true,
          .variable_cells = true,
          .compile = compile_rellik,
          .check = check_rellik};
}

ConstraintType equality_cage_type() {
  return {.name = "equality-cage",
          .syntax = Syntax::kCells,
          .draw = [](const Constraint& c, Canvas& canvas) { canvas.cage(c.cells, "="); },
          .rule = "a cage: no digit repeats, as many odd digits as even and as many low as high",
          .validate = [](const Constraint& c, const GridSize& size) -> std::optional<std::string> {
            if (c.cells.size() % 2 != 0) {
              return fmt::format("an equality cage needs an even number of cells, not {}",
                                 c.cells.size());
            }
            return validate_set_cage(c, size);
          },
          .set_cage = true,
          .variable_cells = true,
          .compile = compile_equality_cage,
          .check = check_equality_cage};
}

ConstraintType multi_sum_killer_type() {
  return {.name = "multi-sum-killer",
          .syntax = Syntax::kTextThenGroups,
          .draw = [](const Constraint& c, Canvas& canvas) { canvas.cage(c.cells, c.text); },
          .rule = "a cage: no digit repeats, and its digits sum to one of its numbers",
          .validate = [](const Constraint& c, const GridSize& size) -> std::optional<std::string> {
            const std::optional<std::set<int>> sums = cage_sums(c.text);
            if (!sums || sums->empty()) {
              return fmt::format(
                  "expected the cage's sums before the colon, apart by commas (10,15), not '{}'",
                  c.text);
            }
            if (c.groups.size() != 1) return std::string("a multi-sum cage is one group of cells");
            const std::set<int> cells(c.cells.begin(), c.cells.end());
            if (cells.size() != c.cells.size()) return std::string("a cell appears twice");
            return validate_set_cage(c, size);
          },
          .set_cage = true,
          .variable_cells = true,
          .compile = compile_multi_sum_killer,
          .check = check_multi_sum_killer};
}

}  // namespace dlx::sudoku
