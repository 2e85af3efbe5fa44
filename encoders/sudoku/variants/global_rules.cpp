// Rules of the whole grid: anti-knight, anti-king, non-consecutive, disjoint groups and the two
// diagonals. Chess moves are at-most-one items per digit (as the queens' diagonals are), left out
// for cells that share a house already; non-consecutive is Encoder::forbid on every orthogonal
// pair; the groups and diagonals are regions (every digit once).
#include <fmt/format.h>

#include <cstdlib>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

void compile_anti_knight(const Constraint&, Encoder& e) {
  const int n = e.n();
  const int moves[4][2] = {{1, 2}, {1, -2}, {2, 1}, {2, -1}};
  for (int a = 0; a < n * n; ++a) {
    for (const auto& move : moves) {
      const int r = e.row(a) + move[0];
      const int c = e.column(a) + move[1];
      if (r >= n || c < 0 || c >= n) continue;
      const int b = r * n + c;
      if (e.share_house(a, b)) continue;
      for (int v = 1; v <= n; ++v) e.at_most_one({{a, v}, {b, v}});
    }
  }
}

void compile_anti_king(const Constraint&, Encoder& e) {
  // Every 2x2 block holds no digit twice: its orthogonal pairs share a row or column, so the
  // block's item only matters for its diagonal pairs; left out when both share a house already.
  const int n = e.n();
  for (int r = 0; r + 1 < n; ++r) {
    for (int c = 0; c + 1 < n; ++c) {
      const int a = r * n + c;
      if (e.share_house(a, a + n + 1) && e.share_house(a + 1, a + n)) continue;
      for (int v = 1; v <= n; ++v) e.at_most_one({{a, v}, {a + 1, v}, {a + n, v}, {a + n + 1, v}});
    }
  }
}

std::optional<std::string> check_moves(const SolvedGrid& g, bool knight) {
  for (int a = 0; a < g.n * g.n; ++a) {
    for (int b = a + 1; b < g.n * g.n; ++b) {
      const int dr = std::abs(a / g.n - b / g.n);
      const int dc = std::abs(a % g.n - b % g.n);
      const bool move = knight ? (dr == 1 && dc == 2) || (dr == 2 && dc == 1) : dr <= 1 && dc <= 1;
      if (move && g.at(a) == g.at(b)) {
        return fmt::format("{} and {}, a {}'s move apart, both hold {}", cell_text(a, g.n),
                           cell_text(b, g.n), knight ? "knight" : "king", g.at(a));
      }
    }
  }
  return std::nullopt;
}

void compile_non_consecutive(const Constraint&, Encoder& e) {
  for (int a = 0; a < e.n() * e.n(); ++a) {
    for (int b : e.orthogonal_neighbours(a)) {
      if (b > a) e.forbid(a, b, [](int x, int y) { return std::abs(x - y) == 1; });
    }
  }
}

std::optional<std::string> check_non_consecutive(const Constraint&, const SolvedGrid& g) {
  for (int a = 0; a < g.n * g.n; ++a) {
    for (int b : {a % g.n + 1 < g.n ? a + 1 : -1, a + g.n < g.n * g.n ? a + g.n : -1}) {
      if (b >= 0 && std::abs(g.at(a) - g.at(b)) == 1) {
        return fmt::format("neighbours {} and {} hold consecutive digits {} and {}",
                           cell_text(a, g.n), cell_text(b, g.n), g.at(a), g.at(b));
      }
    }
  }
  return std::nullopt;
}

void compile_disjoint_groups(const Constraint&, Encoder& e) {
  const GridShape& shape = e.shape();
  if (shape.box_rows == 0) {
    e.fail(
        "disjoint groups are the cells at the same place in each box, and this grid has a "
        "jigsaw region map instead of boxes");
  }
  const int n = e.n();
  for (int dr = 0; dr < shape.box_rows; ++dr) {
    for (int dc = 0; dc < shape.box_columns; ++dc) {
      std::vector<int> group;
      for (int top = 0; top < n; top += shape.box_rows) {
        for (int left = 0; left < n; left += shape.box_columns) {
          group.push_back((top + dr) * n + left + dc);
        }
      }
      const int k = dr * shape.box_columns + dc + 1;
      e.region(std::move(group), fmt::format("disjoint group {}", k), fmt::format("g{}", k));
    }
  }
}

std::optional<std::string> check_disjoint_groups(const Constraint&, const SolvedGrid& g) {
  // The box of each cell is g.region (boxes numbered in reading order); a cell's place in its
  // box is its rank among the box's cells in reading order.
  std::vector<int> seen_in_box(static_cast<std::size_t>(g.n), 0);
  std::vector<int> place(static_cast<std::size_t>(g.n * g.n), 0);
  for (int cell = 0; cell < g.n * g.n; ++cell) {
    place[static_cast<std::size_t>(cell)] =
        seen_in_box[static_cast<std::size_t>((*g.region)[static_cast<std::size_t>(cell)])]++;
  }
  for (int a = 0; a < g.n * g.n; ++a) {
    for (int b = a + 1; b < g.n * g.n; ++b) {
      if (place[static_cast<std::size_t>(a)] == place[static_cast<std::size_t>(b)] &&
          g.at(a) == g.at(b)) {
        return fmt::format("{} and {}, at the same place in their boxes, both hold {}",
                           cell_text(a, g.n), cell_text(b, g.n), g.at(a));
      }
    }
  }
  return std::nullopt;
}

void compile_diagonal(Encoder& e, bool up) {
  const int n = e.n();
  std::vector<int> cells;
  for (int k = 0; k < n; ++k) cells.push_back(up ? (n - 1 - k) * n + k : k * n + k);
  e.region(std::move(cells), up ? "the diagonal from bottom left to top right"
                                : "the diagonal from top left to bottom right");
}

std::optional<std::string> check_diagonal(const SolvedGrid& g, bool up) {
  std::vector<bool> seen(static_cast<std::size_t>(g.n) + 1, false);
  for (int k = 0; k < g.n; ++k) {
    const int v = up ? g.at(g.n - 1 - k, k) : g.at(k, k);
    if (seen[static_cast<std::size_t>(v)]) {
      return fmt::format("the diagonal {} holds {} twice", up ? "+" : "-", v);
    }
    seen[static_cast<std::size_t>(v)] = true;
  }
  return std::nullopt;
}

// A rule of the whole grid is named under the picture; only the diagonals have lines to draw.
void draw_rule(const Constraint& c, Canvas& canvas) {
  canvas.rule(c.type->name);
}

ConstraintType rule_type(std::string_view name, std::string_view rule,
                         void (*compile)(const Constraint&, Encoder&),
                         std::optional<std::string> (*check)(const Constraint&, const SolvedGrid&),
                         void (*draw)(const Constraint&, Canvas&) = draw_rule) {
  return {.name = name,
          .syntax = Syntax::kNothing,
          .draw = draw,
          .rule = rule,
          .compile = compile,
          .check = check};
}

}  // namespace

ConstraintType anti_knight_type() {
  return rule_type("anti-knight", "cells a knight's move apart hold different digits",
                   compile_anti_knight,
                   [](const Constraint&, const SolvedGrid& g) { return check_moves(g, true); });
}

ConstraintType anti_king_type() {
  return rule_type("anti-king", "cells a king's move apart hold different digits",
                   compile_anti_king,
                   [](const Constraint&, const SolvedGrid& g) { return check_moves(g, false); });
}

ConstraintType non_consecutive_type() {
  return rule_type("non-consecutive", "orthogonal neighbours do not hold consecutive digits",
                   compile_non_consecutive, check_non_consecutive);
}

ConstraintType disjoint_groups_type() {
  return rule_type("disjoint-groups", "cells at the same place in each box hold different digits",
                   compile_disjoint_groups, check_disjoint_groups);
}

ConstraintType diagonal_up_type() {
  return rule_type(
      "diagonal+", "the diagonal from bottom left to top right holds every digit",
      [](const Constraint&, Encoder& e) { compile_diagonal(e, true); },
      [](const Constraint&, const SolvedGrid& g) { return check_diagonal(g, true); },
      [](const Constraint&, Canvas& canvas) { canvas.diagonal(true); });
}

ConstraintType diagonal_down_type() {
  return rule_type(
      "diagonal-", "the diagonal from top left to bottom right holds every digit",
      [](const Constraint&, Encoder& e) { compile_diagonal(e, false); },
      [](const Constraint&, const SolvedGrid& g) { return check_diagonal(g, false); },
      [](const Constraint&, Canvas& canvas) { canvas.diagonal(false); });
}

}  // namespace dlx::sudoku
