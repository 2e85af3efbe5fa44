// Lines of equal sums: region-sum lines (the line's pieces in each box or region have the same
// sum) and zipper lines (cells at the same distance from the middle sum to the same value). The
// common sum is a cell's value where the rule names one (a one-cell piece of a region-sum line,
// the middle of an odd zipper) and an auxiliary value otherwise; each group's sum is Encoder::sum.
#include <fmt/format.h>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

// The line cut where it passes from one region to another; a line that comes back to a region
// has a piece there for each visit.
std::vector<std::vector<int>> segments(const std::vector<int>& cells,
                                       const std::vector<int>& region) {
  std::vector<std::vector<int>> out;
  for (std::size_t k = 0; k < cells.size(); ++k) {
    if (k == 0 || region[static_cast<std::size_t>(cells[k])] !=
                      region[static_cast<std::size_t>(cells[k - 1])]) {
      out.emplace_back();
    }
    out.back().push_back(cells[k]);
  }
  return out;
}

void compile_region_sum(const Constraint& c, Encoder& e) {
  const std::vector<std::vector<int>> pieces = segments(c.cells, e.shape().region);
  if (pieces.size() < 2) return;
  // The common sum: a one-cell piece's cell, or an auxiliary value.
  Var total = -1;
  std::size_t longest = 0;
  for (const std::vector<int>& piece : pieces) {
    if (piece.size() == 1 && total < 0) total = piece[0];
    longest = std::max(longest, piece.size());
  }
  if (total < 0) {
    std::size_t shortest = c.cells.size();
    for (const std::vector<int>& piece : pieces) shortest = std::min(shortest, piece.size());
    // The shortest piece's different digits sum to at least the smallest `shortest` of them.
    const int k = static_cast<int>(shortest);
    const int low = k * e.lowest() + k * (k - 1) / 2;
    total = e.auxiliary(low, k * e.highest());
  }
  for (const std::vector<int>& piece : pieces) {
    if (piece.size() == 1 && piece[0] == total) continue;
    // A piece lies in one region: its digits differ, and its options are sets, as a cage's.
    e.distinct_sum(piece, total);
  }
}

std::optional<std::string> check_region_sum(const Constraint& c, const SolvedGrid& g) {
  int expected = -1;
  int sum = 0;
  for (std::size_t k = 0; k <= c.cells.size(); ++k) {
    const bool ends =
        k == c.cells.size() || (k > 0 && (*g.region)[static_cast<std::size_t>(c.cells[k])] !=
                                             (*g.region)[static_cast<std::size_t>(c.cells[k - 1])]);
    if (ends) {
      if (expected >= 0 && sum != expected) {
        return fmt::format("the region-sum line from {} has pieces summing to {} and {}",
                           cell_text(c.cells[0], g.size), expected, sum);
      }
      expected = sum;
      sum = 0;
    }
    if (k < c.cells.size()) sum += g.at(c.cells[k]);
  }
  return std::nullopt;
}

void compile_zipper(const Constraint& c, Encoder& e) {
  const std::size_t length = c.cells.size();
  if (length < 3) return;  // one pair alone may sum to anything
  const Var total =
      length % 2 == 1 ? c.cells[length / 2] : e.auxiliary(2 * e.lowest(), 2 * e.highest());
  for (std::size_t k = 0; k < length / 2; ++k) {
    e.sum({{c.cells[k], 1}, {c.cells[length - 1 - k], 1}, {total, -1}}, 0);
  }
}

std::optional<std::string> check_zipper(const Constraint& c, const SolvedGrid& g) {
  const std::size_t length = c.cells.size();
  if (length < 2) return std::nullopt;
  const int expected =
      length % 2 == 1 ? g.at(c.cells[length / 2]) : g.at(c.cells[0]) + g.at(c.cells[length - 1]);
  for (std::size_t k = 0; k < length / 2; ++k) {
    const int sum = g.at(c.cells[k]) + g.at(c.cells[length - 1 - k]);
    if (sum != expected) {
      return fmt::format("the zipper line from {}: {} and {} sum to {}, not {}",
                         cell_text(c.cells[0], g.size), cell_text(c.cells[k], g.size),
                         cell_text(c.cells[length - 1 - k], g.size), sum, expected);
    }
  }
  return std::nullopt;
}

}  // namespace

ConstraintType region_sum_type() {
  return {
      .name = "region-sum",
      .syntax = Syntax::kCells,
      .draw = [](const Constraint& c, Canvas& canvas) { canvas.line(c.cells, ink::kRegionSum); },
      .rule = "the line's pieces in each box or region have the same sum",
      .compile = compile_region_sum,
      .check = check_region_sum};
}

ConstraintType zipper_type() {
  return {.name = "zipper",
          .syntax = Syntax::kCells,
          .draw = [](const Constraint& c, Canvas& canvas) { canvas.line(c.cells, ink::kZipper); },
          .rule = "cells at the same distance from the middle sum to the same value",
          .variable_cells = true,
          .compile = compile_zipper,
          .check = check_zipper};
}

}  // namespace dlx::sudoku
