// Lines ruled by their two end cells: between lines (the inner cells lie strictly between the
// ends) and lockout lines (the ends differ by at least K, and no inner cell lies between them,
// ends included). One piece each: an option per pair of end digits, fixing the ends and holding
// the inner cells within the digits that pair leaves them.
#include <fmt/format.h>

#include <cstdlib>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

void compile_ends(const Constraint& c, Encoder& e, bool lockout) {
  const std::size_t length = c.cells.size();
  if (length < 2 || (!lockout && length < 3)) return;
  const int first = c.cells.front();
  const int last = c.cells.back();
  const int gap = c.number ? *c.number : 4;
  Piece& piece = e.piece();
  std::vector<Term> option;
  for (int a : e.values_of(first)) {
    for (int b : e.values_of(last)) {
      if (a == b && e.share_house(first, last)) continue;
      const int low = std::min(a, b);
      const int high = std::max(a, b);
      if (lockout && high - low < gap) continue;
      const ValueMask inner = e.mask([&](int v) {
        const bool between = low < v && v < high;
        const bool outside = v < low || v > high;
        return lockout ? outside : between;
      });
      if (length > 2 && inner == 0) continue;
      option.clear();
      option.push_back({first, e.bit(a)});
      option.push_back({last, e.bit(b)});
      for (std::size_t k = 1; k + 1 < length; ++k) option.push_back({c.cells[k], inner});
      piece.add_option(option);
    }
  }
}

std::optional<std::string> check_ends(const Constraint& c, const SolvedGrid& g, bool lockout) {
  const std::size_t length = c.cells.size();
  if (length < 2) return std::nullopt;
  const int a = g.at(c.cells.front());
  const int b = g.at(c.cells.back());
  const int low = a < b ? a : b;
  const int high = a < b ? b : a;
  if (lockout && high - low < (c.number ? *c.number : 4)) {
    return fmt::format("the lockout line from {}: its ends {} and {} are too close",
                       cell_text(c.cells[0], g.size), a, b);
  }
  for (std::size_t k = 1; k + 1 < length; ++k) {
    const int v = g.at(c.cells[k]);
    const bool kept = lockout ? (v < low || v > high) : (low < v && v < high);
    if (!kept) {
      return fmt::format("the {} line from {}: {} holds {}, with ends {} and {}", c.type->name,
                         cell_text(c.cells[0], g.size), cell_text(c.cells[k], g.size), v, a, b);
    }
  }
  return std::nullopt;
}

}  // namespace

ConstraintType between_type() {
  return {
      .name = "between",
      .syntax = Syntax::kCells,
      .min_cells = 2,
      .draw = [](const Constraint& c,
                 Canvas& canvas) { canvas.line(c.cells, ink::kBetween, LineEnd::kCircle); },
      .rule = "the inner cells lie strictly between the two ends",
      .variable_cells = true,
      .compile = [](const Constraint& c, Encoder& e) { compile_ends(c, e, false); },
      .check = [](const Constraint& c, const SolvedGrid& g) { return check_ends(c, g, false); }};
}

ConstraintType lockout_type() {
  return {.name = "lockout",
          .syntax = Syntax::kCells,
          .number = NumberUse::kOptional,
          .min_cells = 2,
          .draw = [](const Constraint& c,
                     Canvas& canvas) { canvas.line(c.cells, ink::kLockout, LineEnd::kDiamond); },
          .rule = "the ends differ by at least K; no inner cell lies between them",
          .variable_cells = true,
          .compile = [](const Constraint& c, Encoder& e) { compile_ends(c, e, true); },
          .check = [](const Constraint& c, const SolvedGrid& g) { return check_ends(c, g, true); }};
}

}  // namespace dlx::sudoku
