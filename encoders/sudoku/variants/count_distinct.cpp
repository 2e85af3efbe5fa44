// The number of different digits among cells (ISS's CountDistinct): the control cell (before the
// colon) holds how many different digits the cells after it hold.
//
// Per digit, a piece says whether it is among the cells, through an auxiliary value 0 or 1: absent
// (no cell holds it) or present, by the first cell that holds it, so that each grid has one option.
// A sum of those values less the control cell comes to 0 (Encoder::sum).
#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

// The auxiliary value that says whether digit v is among the cells, or nullopt when no cell can
// hold it.
std::optional<Var> presence(const std::vector<int>& cells, int v, Encoder& e) {
  std::vector<int> holders;  // the cells that may hold v
  for (int cell : cells) {
    const std::vector<int> values = e.values_of(cell);
    if (std::find(values.begin(), values.end(), v) != values.end()) holders.push_back(cell);
  }
  if (holders.empty()) return std::nullopt;
  const Var present = e.auxiliary(0, 1);
  Piece& piece = e.piece();
  std::vector<Term> option;
  // first == holders.size(): absent; else the first holder that holds v.
  for (std::size_t first = 0; first <= holders.size(); ++first) {
    option.clear();
    option.push_back({present, first < holders.size() ? 1u : 0u});
    for (std::size_t k = 0; k < first && k < holders.size(); ++k) {
      option.push_back({holders[k], e.all() & ~e.bit(v)});
    }
    if (first < holders.size()) option.push_back({holders[first], e.bit(v)});
    piece.add_option(option);
  }
  return present;
}

void compile_count_distinct(const Constraint& c, Encoder& e) {
  // A cell counted twice counts once.
  std::vector<int> cells;
  for (int cell : c.cells) {
    if (std::find(cells.begin(), cells.end(), cell) == cells.end()) cells.push_back(cell);
  }
  std::vector<WeightedVar> terms;
  for (int v = e.lowest(); v <= e.highest(); ++v) {
    if (const auto present = presence(cells, v, e)) terms.push_back({*present, 1});
  }
  terms.push_back({c.head[0], -1});
  e.sum(std::move(terms), 0);
}

std::optional<std::string> check_count_distinct(const Constraint& c, const SolvedGrid& g) {
  std::set<int> digits;
  for (int cell : c.cells) digits.insert(g.at(cell));
  const int control = g.at(c.head[0]);
  if (static_cast<int>(digits.size()) == control) return std::nullopt;
  return fmt::format("{} holds {}, but the cells it counts hold {} different digits",
                     cell_text(c.head[0], g.size), control, digits.size());
}

std::optional<std::string> validate_count_distinct(const Constraint& c, const GridSize&) {
  if (c.head.size() != 1) {
    return fmt::format("expected one control cell before the colon, not {}", c.head.size());
  }
  return std::nullopt;
}

}  // namespace

ConstraintType count_distinct_type() {
  return {.name = "count-distinct",
          .syntax = Syntax::kCellsThenCells,
          .draw =
              [](const Constraint& c, Canvas& canvas) {
                canvas.shade(c.cells, ink::kCountDistinct);
                canvas.bulb(c.head[0], ink::kCountDistinct);
              },
          .rule =
              "the cell before the colon holds how many different digits the cells after it "
              "hold",
          .validate = validate_count_distinct,
          .variable_cells = true,
          .compile = compile_count_distinct,
          .check = check_count_distinct};
}

}  // namespace dlx::sudoku
