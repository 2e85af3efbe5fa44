// The negative rules: every dot is given, so an orthogonal pair without one may not have its
// relation. As dclamage's SudokuSolver (behind f-puzzles) has it, X and V dots exempt a pair from
// the XV rules, and any kropki dot (white, black, difference, ratio) from the kropki ones; the
// black rule forbids ratio 2 and the K of every `ratio K:` dot. Each forbidden pair of digits of
// an unmarked pair of cells is an at-most-one item (Encoder::forbid).
#include <fmt/format.h>

#include <cstdlib>
#include <set>
#include <utility>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

enum class Family { kXv, kKropki };

Family family_of(std::string_view negative) {
  return negative == "negative x" || negative == "negative v" || negative == "negative xv"
             ? Family::kXv
             : Family::kKropki;
}

bool marks(std::string_view dot, Family family) {
  if (family == Family::kXv) return dot == "x" || dot == "v";
  return dot == "kropki-white" || dot == "kropki-black" || dot == "difference" || dot == "ratio";
}

// The pairs of cells (smaller first) that carry a dot of the family.
std::set<std::pair<int, int>> marked_pairs(const std::vector<Constraint>& all, Family family) {
  std::set<std::pair<int, int>> marked;
  for (const Constraint& c : all) {
    if (!marks(c.type->name, family) || c.cells.size() != 2) continue;
    marked.emplace(std::min(c.cells[0], c.cells[1]), std::max(c.cells[0], c.cells[1]));
  }
  return marked;
}

// The ratios the black rule forbids.
std::set<int> forbidden_ratios(const std::vector<Constraint>& all) {
  std::set<int> ratios = {2};
  for (const Constraint& c : all) {
    if (c.type->name == "ratio" && c.number) ratios.insert(*c.number);
  }
  return ratios;
}

bool related(std::string_view negative, const std::set<int>& ratios, int a, int b) {
  if (negative == "negative x") return a + b == 10;
  if (negative == "negative v") return a + b == 5;
  if (negative == "negative xv") return a + b == 10 || a + b == 5;
  if (negative == "negative kropki-white") return std::abs(a - b) == 1;
  for (int r : ratios) {
    if (a == r * b || b == r * a) return true;
  }
  return false;
}

void compile_negative(const Constraint& c, Encoder& e) {
  const Family family = family_of(c.type->name);
  const std::set<std::pair<int, int>> marked = marked_pairs(e.constraints(), family);
  const std::set<int> ratios = forbidden_ratios(e.constraints());
  const std::string_view name = c.type->name;
  for (int a = 0; a < e.cells(); ++a) {
    for (int b : e.orthogonal_neighbours(a)) {
      if (b < a || marked.count({a, b}) != 0) continue;
      e.forbid(a, b, [&](int x, int y) { return related(name, ratios, x, y); });
    }
  }
}

// The checker restates the rule: which dots exempt a pair, and which digits it may not hold.
std::optional<std::string> check_negative(const Constraint& c, const SolvedGrid& g) {
  const std::string_view name = c.type->name;
  const bool xv = name == "negative x" || name == "negative v" || name == "negative xv";
  std::set<std::pair<int, int>> exempt;
  std::vector<int> ratios = {2};
  for (const Constraint& dot : *g.constraints) {
    const std::string_view kind = dot.type->name;
    if (kind == "ratio") ratios.push_back(*dot.number);
    const bool exempts = xv ? (kind == "x" || kind == "v")
                            : (kind == "kropki-white" || kind == "kropki-black" ||
                               kind == "difference" || kind == "ratio");
    if (exempts) {
      exempt.emplace(dot.cells[0], dot.cells[1]);
      exempt.emplace(dot.cells[1], dot.cells[0]);
    }
  }
  auto broken = [&](int x, int y) {
    if (name == "negative x") return x + y == 10;
    if (name == "negative v") return x + y == 5;
    if (name == "negative xv") return x + y == 10 || x + y == 5;
    if (name == "negative kropki-white") return x - y == 1 || y - x == 1;
    for (int r : ratios) {
      if (x == r * y || y == r * x) return true;
    }
    return false;
  };
  const int columns = g.size.columns;
  for (int r = 0; r < g.size.rows; ++r) {
    for (int col = 0; col < columns; ++col) {
      const int a = r * columns + col;
      for (int b : {col + 1 < columns ? a + 1 : -1, r + 1 < g.size.rows ? a + columns : -1}) {
        if (b < 0 || exempt.count({a, b}) != 0) continue;
        if (broken(g.at(a), g.at(b))) {
          return fmt::format("{}: {} and {} hold {} and {} without a dot", name,
                             cell_text(a, g.size), cell_text(b, g.size), g.at(a), g.at(b));
        }
      }
    }
  }
  return std::nullopt;
}

ConstraintType negative_type(std::string_view name, std::string_view rule) {
  return {.name = name,
          .syntax = Syntax::kNothing,
          .draw = [](const Constraint& c, Canvas& canvas) { canvas.rule(c.type->name); },
          .rule = rule,
          .compile = compile_negative,
          .check = check_negative};
}

}  // namespace

ConstraintType negative_x_type() {
  return negative_type("negative x", "no orthogonal pair without an X or V sums to 10");
}
ConstraintType negative_v_type() {
  return negative_type("negative v", "no orthogonal pair without an X or V sums to 5");
}
ConstraintType negative_xv_type() {
  return negative_type("negative xv", "no orthogonal pair without an X or V sums to 10 or 5");
}
ConstraintType negative_kropki_white_type() {
  return negative_type("negative kropki-white",
                       "no orthogonal pair without a kropki dot differs by 1");
}
ConstraintType negative_kropki_black_type() {
  return negative_type("negative kropki-black",
                       "no orthogonal pair without a kropki dot has ratio 2 (or a ratio dot's K)");
}

}  // namespace dlx::sudoku
