// Relations given as a table of the pairs of digits they allow (ISS's Pair and PairX, with which
// setters state new line rules): `pair` between each two consecutive cells of a line, `pairx`
// between every two cells of a group, in both orders.
//
//   pair   Encoder::line: windows of a few cells, each consecutive pair in the table
//   pairx  per two cells, an at-most-one item per pair of digits the table refuses them (as the
//          negative rules forbid theirs), so that a digit placed removes what it forbids at once
#include <fmt/format.h>

#include <set>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/constraint_text.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

using Pairs = std::set<std::pair<int, int>>;

Pairs pairs_of(const Constraint& c) {
  Pairs pairs;
  for (std::size_t k = 0; k + 1 < c.values.size(); k += 2) {
    pairs.emplace(c.values[k], c.values[k + 1]);
  }
  return pairs;
}

void compile_pair(const Constraint& c, Encoder& e) {
  const Pairs pairs = pairs_of(c);
  e.line(c.cells, [&pairs](int a, int b) { return pairs.count({a, b}) != 0; });
}

void compile_pairx(const Constraint& c, Encoder& e) {
  const Pairs pairs = pairs_of(c);
  auto allowed = [&pairs](int a, int b) {
    return pairs.count({a, b}) != 0 && pairs.count({b, a}) != 0;
  };
  for (std::size_t i = 0; i < c.cells.size(); ++i) {
    for (std::size_t j = i + 1; j < c.cells.size(); ++j) {
      const int a = c.cells[i];
      const int b = c.cells[j];
      for (int v = e.lowest(); v <= e.highest(); ++v) {
        for (int w = v; w <= e.highest(); ++w) {
          if (allowed(v, w)) continue;
          if (v == w) {
            // Cells of one house never hold one digit twice: no item needed.
            if (!e.share_house(a, b)) e.at_most_one({{a, v}, {b, v}});
          } else {
            e.at_most_one({{a, v}, {b, w}});
            e.at_most_one({{a, w}, {b, v}});
          }
        }
      }
    }
  }
}

std::optional<std::string> check_pair(const Constraint& c, const SolvedGrid& g) {
  const Pairs pairs = pairs_of(c);
  for (std::size_t k = 1; k < c.cells.size(); ++k) {
    const int a = g.at(c.cells[k - 1]);
    const int b = g.at(c.cells[k]);
    if (pairs.count({a, b}) == 0) {
      return fmt::format("the pair line from {}: {} then {} ({}, {}) is not among its pairs {}",
                         cell_text(c.cells.front(), g.size), cell_text(c.cells[k - 1], g.size),
                         cell_text(c.cells[k], g.size), a, b, relation_text(c.values));
    }
  }
  return std::nullopt;
}

std::optional<std::string> check_pairx(const Constraint& c, const SolvedGrid& g) {
  const Pairs pairs = pairs_of(c);
  for (std::size_t i = 0; i < c.cells.size(); ++i) {
    for (std::size_t j = 0; j < c.cells.size(); ++j) {
      if (i == j) continue;
      const int a = g.at(c.cells[i]);
      const int b = g.at(c.cells[j]);
      if (pairs.count({a, b}) == 0) {
        return fmt::format("the pairx group at {}: {} and {} ({}, {}) are not among its pairs {}",
                           cell_text(c.cells.front(), g.size), cell_text(c.cells[i], g.size),
                           cell_text(c.cells[j], g.size), a, b, relation_text(c.values));
      }
    }
  }
  return std::nullopt;
}

}  // namespace

ConstraintType pair_type() {
  return {.name = "pair",
          .syntax = Syntax::kRelationThenCells,
          .min_cells = 2,
          .draw = [](const Constraint& c, Canvas& canvas) { canvas.line(c.cells, ink::kPair); },
          .rule = "each two consecutive cells of the line hold a pair of digits of the table",
          .variable_cells = true,
          .compile = compile_pair,
          .check = check_pair};
}

ConstraintType pairx_type() {
  return {.name = "pairx",
          .syntax = Syntax::kRelationThenCells,
          .min_cells = 2,
          .draw = [](const Constraint& c, Canvas& canvas) { canvas.line(c.cells, ink::kPairX); },
          .rule = "every two cells of the group hold a pair of digits of the table, in both orders",
          .variable_cells = true,
          .compile = compile_pairx,
          .check = check_pairx};
}

}  // namespace dlx::sudoku
