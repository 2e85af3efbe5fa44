// Doppelganger (the Interactive Sudoku Solver's Doppelganger): an n x n grid holding 0..n, whose
// rows, columns and boxes each hold 0 and all but one of the digits 1..n; no two rows (columns,
// boxes) miss the same digit; and at each 0, the digits missing from its row, its column and its
// box are three different digits. The boxes are the grid's regions (a jigsaw's too); a grid
// without regions has rows and columns only, as ISS's without boxes.
//
// Per house, an auxiliary "the digit it misses" (1..n) and a value group (Encoder::set_piece) whose
// options are the n sets "every value but m", each fixing the auxiliary to m: each value of the set
// is then in the house once, a hidden single inside a row as in a killer cage. Per kind of house
// and digit d, a piece "which house misses d" whose options fix that house's auxiliary to d (n
// houses, n digits: the missing digits are a permutation). Per cell and two of its houses, a piece
// of "not 0", or "0, and the two houses miss these two different digits".
#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

// The houses of one kind (rows, columns or regions), each its cells.
using Houses = std::vector<std::vector<int>>;

std::vector<Houses> doppelganger_houses(const GridShape& shape) {
  const GridSize& size = shape.size;
  Houses rows(static_cast<std::size_t>(size.rows));
  Houses columns(static_cast<std::size_t>(size.columns));
  std::map<int, std::vector<int>> regions;
  for (int cell = 0; cell < size.cells(); ++cell) {
    rows[static_cast<std::size_t>(size.row(cell))].push_back(cell);
    columns[static_cast<std::size_t>(size.column(cell))].push_back(cell);
    const int region = shape.region[static_cast<std::size_t>(cell)];
    if (region >= 0) regions[region].push_back(cell);
  }
  std::vector<Houses> kinds = {rows, columns};
  if (!regions.empty()) {
    kinds.emplace_back();
    for (auto& [id, cells] : regions) kinds.back().push_back(std::move(cells));
  }
  return kinds;
}

void compile_doppelganger(const Constraint&, Encoder& e) {
  // Checked here rather than when the line is read, so that the line reads (and is drawn) on any
  // grid and the model names what it needs.
  const GridSize& size = e.size();
  if (!size.is_square() || size.values != size.rows + 1 || size.offset != -1) {
    e.fail(fmt::format("doppelganger needs an n x n grid holding 0-n (9x9 holding 0-9), not a {}",
                       grid_words(size)));
  }
  const int n = size.rows;
  const std::vector<Houses> kinds = doppelganger_houses(e.shape());
  // missing[k][cell]: the auxiliary of the house of kind k that holds the cell.
  std::vector<std::vector<Var>> missing(kinds.size(), std::vector<Var>(e.cells(), -1));
  for (std::size_t k = 0; k < kinds.size(); ++k) {
    std::vector<Var> of_house;
    for (const std::vector<int>& cells : kinds[k]) {
      if (static_cast<int>(cells.size()) != n) {
        e.fail(fmt::format("doppelganger needs regions of {} cells, as the rows", n));
      }
      const Var digit = e.auxiliary(1, n);
      of_house.push_back(digit);
      for (int cell : cells) missing[k][static_cast<std::size_t>(cell)] = digit;
      Piece& piece = e.set_piece(cells);
      std::vector<Term> option;
      for (int m = 1; m <= n; ++m) {
        option.clear();
        for (int cell : cells) option.push_back({cell, e.all() & ~e.bit(m)});
        option.push_back({digit, static_cast<std::uint32_t>(m)});
        piece.add_option(option);
      }
    }
    for (int d = 1; d <= n; ++d) {
      Piece& piece = e.piece();
      for (Var digit : of_house) {
        const Term option[] = {{digit, static_cast<std::uint32_t>(d)}};
        piece.add_option(option);
      }
    }
  }
  for (int cell = 0; cell < e.cells(); ++cell) {
    for (std::size_t a = 0; a < kinds.size(); ++a) {
      for (std::size_t b = a + 1; b < kinds.size(); ++b) {
        Piece& piece = e.piece();
        const Term not_zero[] = {{cell, e.all() & ~e.bit(0)}};
        piece.add_option(not_zero);
        for (int x = 1; x <= n; ++x) {
          for (int y = 1; y <= n; ++y) {
            if (x == y) continue;
            const Term zero[] = {
                {cell, e.bit(0)},
                {missing[a][static_cast<std::size_t>(cell)], static_cast<std::uint32_t>(x)},
                {missing[b][static_cast<std::size_t>(cell)], static_cast<std::uint32_t>(y)}};
            piece.add_option(zero);
          }
        }
      }
    }
  }
}

// The houses of the solved grid by kind, worked out from its rows and regions.
std::optional<std::string> check_doppelganger(const Constraint&, const SolvedGrid& g) {
  const int n = g.size.rows;
  std::vector<std::pair<std::string, std::map<int, std::vector<int>>>> kinds = {
      {"row", {}}, {"column", {}}, {"region", {}}};
  for (int cell = 0; cell < g.size.cells(); ++cell) {
    kinds[0].second[g.size.row(cell)].push_back(cell);
    kinds[1].second[g.size.column(cell)].push_back(cell);
    if (g.region != nullptr && (*g.region)[static_cast<std::size_t>(cell)] >= 0) {
      kinds[2].second[(*g.region)[static_cast<std::size_t>(cell)]].push_back(cell);
    }
  }
  // The digit each house misses, per cell and kind.
  std::vector<std::map<int, int>> missed_at(kinds.size());
  for (std::size_t k = 0; k < kinds.size(); ++k) {
    std::set<int> missed_by_some;
    for (const auto& [id, cells] : kinds[k].second) {
      std::set<int> held;
      for (int cell : cells) held.insert(g.at(cell));
      if (held.count(0) == 0 || static_cast<int>(held.size()) != n) {
        return fmt::format("the {} of {} does not hold 0 and {} different digits", kinds[k].first,
                           cell_text(cells[0], g.size), n - 1);
      }
      int missed = 0;
      for (int d = 1; d <= n; ++d) {
        if (held.count(d) == 0) missed = d;
      }
      if (!missed_by_some.insert(missed).second) {
        return fmt::format("two {}s miss {}", kinds[k].first, missed);
      }
      for (int cell : cells) missed_at[k][cell] = missed;
    }
  }
  for (int cell = 0; cell < g.size.cells(); ++cell) {
    if (g.at(cell) != 0) continue;
    std::set<int> missed;
    std::size_t houses = 0;
    for (const auto& at : missed_at) {
      if (at.count(cell) == 0) continue;
      missed.insert(at.at(cell));
      ++houses;
    }
    if (missed.size() != houses) {
      return fmt::format("the houses of the 0 at {} miss the same digit", cell_text(cell, g.size));
    }
  }
  return std::nullopt;
}

// ---- The digit a house misses, in a cell of its own (ISS's DGR1..., DGC1..., DGB1...) -----------
// The cells after the colon (a house of a doppelganger grid: n cells holding 0..n) and the one
// before it hold every value once, that one not the lowest: it holds the digit the house misses.
// One value group of n + 1 cells holding n + 1 values: each value once, as in a house.

std::optional<std::string> validate_missing(const Constraint& c, const GridSize& size) {
  if (c.head.size() != 1) {
    return fmt::format(
        "expected one cell before the colon (the one holding the digit the cells "
        "miss), not {}",
        c.head.size());
  }
  if (static_cast<int>(c.cells.size()) + 1 != size.values) {
    return fmt::format(
        "expected {} cells after the colon (one value fewer than the {} values), "
        "not {}",
        size.values - 1, size.values, c.cells.size());
  }
  if (std::find(c.cells.begin(), c.cells.end(), c.head[0]) != c.cells.end()) {
    return fmt::format("{} is before the colon and after it", cell_text(c.head[0], size));
  }
  return std::nullopt;
}

void compile_missing(const Constraint& c, Encoder& e) {
  e.restrict(c.head[0], e.all() & ~e.bit(e.lowest()));
  std::vector<int> group = c.cells;
  group.push_back(c.head[0]);
  Piece& piece = e.set_piece(group);
  std::vector<Term> option;
  for (int cell : group) option.push_back({cell, e.all()});
  piece.add_option(option);
}

std::optional<std::string> check_missing(const Constraint& c, const SolvedGrid& g) {
  const int digit = g.at(c.head[0]);
  if (digit == g.size.lowest()) {
    return fmt::format("{} holds {}, which no house misses", cell_text(c.head[0], g.size), digit);
  }
  std::set<int> held;
  for (int cell : c.cells) held.insert(g.at(cell));
  if (static_cast<int>(held.size()) != g.size.values - 1 || held.count(digit) != 0) {
    return fmt::format("{} holds {}, but the cells from {} do not miss it alone",
                       cell_text(c.head[0], g.size), digit, cell_text(c.cells[0], g.size));
  }
  return std::nullopt;
}

}  // namespace

ConstraintType doppelganger_missing_type() {
  return {.name = "doppelganger-missing",
          .syntax = Syntax::kCellsThenCells,
          .draw =
              [](const Constraint& c, Canvas& canvas) {
                canvas.shade(c.cells, ink::kDoppelgangerMissing);
                canvas.bulb(c.head[0], ink::kDoppelgangerMissing);
              },
          .rule =
              "the cell before the colon holds the digit, not the lowest value, that the "
              "cells after it miss: together they hold every value once",
          .validate = validate_missing,
          .variable_cells = true,
          .compile = compile_missing,
          .check = check_missing};
}

ConstraintType doppelganger_type() {
  return {.name = "doppelganger",
          .syntax = Syntax::kNothing,
          .draw = [](const Constraint& c, Canvas& canvas) { canvas.rule(c.type->name); },
          .rule =
              "every row, column and box holds 0 and all but one of 1..n, no two of a kind miss "
              "the same digit, and the houses of each 0 miss three different digits",
          .compile = compile_doppelganger,
          .check = check_doppelganger};
}

}  // namespace dlx::sudoku
