// Killer cages and little killers. A cage with a sum is Knuth's: one option per set of digits of
// its size and sum, each holding the cage's cells within the set, and an item per digit that the
// cell holding it or the set leaving it out covers (Encoder::set_piece, ValueGroup), so that each
// digit of the set is in the cage once. A cage without a sum has an at-most-one item per digit
// (left out where the cells share a house already). A little killer is a sum whose digits may
// repeat: Encoder::sum.
#include <fmt/format.h>

#include <algorithm>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

// The sets of `size` different values as written, from `from` up, that sum to `sum` (values are
// never negative, so a value past the sum left ends the walk).
void value_sets(const Encoder& e, int size, int sum, int from, ValueMask chosen,
                std::vector<ValueMask>& out) {
  if (size == 0) {
    if (sum == 0) out.push_back(chosen);
    return;
  }
  for (int v = from; v <= e.highest() && v <= sum; ++v) {
    value_sets(e, size - 1, sum - v, v + 1, chosen | e.bit(v), out);
  }
}

void compile_killer(const Constraint& c, Encoder& e) {
  if (!c.number) {
    // A cell per value is a house (killer_type's houses); fewer hold no digit twice.
    if (static_cast<int>(c.cells.size()) < e.size().values) e.distinct(c.cells);
    return;
  }
  std::vector<ValueMask> sets;
  value_sets(e, static_cast<int>(c.cells.size()), *c.number, e.lowest(), 0, sets);
  Piece& piece = e.set_piece(c.cells);
  std::vector<Term> option;
  for (ValueMask set : sets) {
    option.clear();
    for (int cell : c.cells) option.push_back({cell, set});
    piece.add_option(option);
  }
}

std::optional<std::string> check_killer(const Constraint& c, const SolvedGrid& g) {
  // Pairs compared, without a std::set: an Or's combinations are checked by the hundred thousand.
  int total = 0;
  for (auto it = c.cells.begin(); it != c.cells.end(); ++it) {
    const int cell = *it;
    const bool repeated =
        std::any_of(c.cells.begin(), it, [&](int before) { return g.at(before) == g.at(cell); });
    if (repeated) {
      return fmt::format("the cage at {} holds {} twice", cell_text(c.cells[0], g.size),
                         g.at(cell));
    }
    total += g.at(cell);
  }
  if (c.number && total != *c.number) {
    return fmt::format("the cage at {} sums to {}, not {}", cell_text(c.cells[0], g.size), total,
                       *c.number);
  }
  return std::nullopt;
}

std::optional<std::string> validate_killer(const Constraint& c, const GridSize& size) {
  if (static_cast<int>(c.cells.size()) > size.values) {
    return fmt::format("a cage of {} cells cannot hold different digits of a {}", c.cells.size(),
                       grid_words(size));
  }
  return std::nullopt;
}

}  // namespace

ConstraintType killer_type() {
  return {.name = "killer",
          .syntax = Syntax::kCells,
          .number = NumberUse::kOptional,
          .draw =
              [](const Constraint& c, Canvas& canvas) {
                canvas.cage(c.cells, c.number ? std::to_string(*c.number) : std::string());
              },
          .rule = "a cage: no digit repeats, and its cells sum to its number",
          .validate = validate_killer,
          // A cage of a cell per value without a sum holds every digit once, as a row does: a
          // house, whose items say where each digit can still go.
          .houses = [](const Constraint& c, const GridShape& shape,
                       int ordinal) -> std::vector<Region> {
            if (c.number || static_cast<int>(c.cells.size()) != shape.size.values) return {};
            return {{fmt::format("the cage at {}", cell_text(c.cells[0], shape.size)), c.cells,
                     fmt::format("kc{}", ordinal + 1)}};
          },
          .sum_cage = true,
          .variable_cells = true,
          .compile = compile_killer,
          .check = check_killer};
}

ConstraintType little_killer_type() {
  return {.name = "little-killer",
          .syntax = Syntax::kCells,
          .number = NumberUse::kRequired,
          .draw = [](const Constraint& c,
                     Canvas& canvas) { canvas.little_killer(c.cells, std::to_string(*c.number)); },
          .rule = "the cells along the diagonal sum to the number",
          .variable_cells = true,
          .compile =
              [](const Constraint& c, Encoder& e) {
                std::vector<WeightedVar> terms;
                for (int cell : c.cells) terms.push_back({cell, 1});
                e.sum(std::move(terms), *c.number);
              },
          .check = [](const Constraint& c, const SolvedGrid& g) -> std::optional<std::string> {
            int total = 0;
            for (int cell : c.cells) total += g.at(cell);
            if (total == *c.number) return std::nullopt;
            return fmt::format("the little killer along {}..{} sums to {}, not {}",
                               cell_text(c.cells.front(), g.size),
                               cell_text(c.cells.back(), g.size), total, *c.number);
          }};
}

}  // namespace dlx::sudoku
