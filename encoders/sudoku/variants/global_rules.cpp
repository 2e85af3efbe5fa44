// Rules of the whole grid: anti-knight, anti-king, non-consecutive, disjoint groups, the two
// diagonals and windoku. Chess moves are at-most-one items per digit (as the queens' diagonals
// are), left out for cells that share a house already; non-consecutive is Encoder::forbid on every
// orthogonal pair; the groups, the diagonals and windoku's windows are houses (every digit once).
#include <fmt/format.h>

#include <cstdlib>
#include <set>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

void compile_anti_knight(const Constraint&, Encoder& e) {
  const GridSize& size = e.size();
  const int moves[4][2] = {{1, 2}, {1, -2}, {2, 1}, {2, -1}};
  for (int a = 0; a < size.cells(); ++a) {
    for (const auto& move : moves) {
      const int r = e.row(a) + move[0];
      const int c = e.column(a) + move[1];
      if (!size.inside(r, c)) continue;
      const int b = size.cell(r, c);
      if (e.share_house(a, b)) continue;
      for (int v = e.lowest(); v <= e.highest(); ++v) e.at_most_one({{a, v}, {b, v}});
    }
  }
}

void compile_anti_king(const Constraint&, Encoder& e) {
  // Every 2x2 block holds no digit twice: its orthogonal pairs share a row or column, so the
  // block's item only matters for its diagonal pairs; left out when both share a house already.
  const int columns = e.size().columns;
  for (int r = 0; r + 1 < e.size().rows; ++r) {
    for (int c = 0; c + 1 < columns; ++c) {
      const int a = r * columns + c;
      const int below = a + columns;
      if (e.share_house(a, below + 1) && e.share_house(a + 1, below)) continue;
      for (int v = e.lowest(); v <= e.highest(); ++v) {
        e.at_most_one({{a, v}, {a + 1, v}, {below, v}, {below + 1, v}});
      }
    }
  }
}

std::optional<std::string> check_moves(const SolvedGrid& g, bool knight) {
  const int columns = g.size.columns;
  for (int a = 0; a < g.size.cells(); ++a) {
    for (int b = a + 1; b < g.size.cells(); ++b) {
      const int dr = std::abs(a / columns - b / columns);
      const int dc = std::abs(a % columns - b % columns);
      const bool move = knight ? (dr == 1 && dc == 2) || (dr == 2 && dc == 1) : dr <= 1 && dc <= 1;
      if (move && g.at(a) == g.at(b)) {
        return fmt::format("{} and {}, a {}'s move apart, both hold {}", cell_text(a, g.size),
                           cell_text(b, g.size), knight ? "knight" : "king", g.at(a));
      }
    }
  }
  return std::nullopt;
}

void compile_non_consecutive(const Constraint&, Encoder& e) {
  for (int a = 0; a < e.cells(); ++a) {
    for (int b : e.orthogonal_neighbours(a)) {
      if (b > a) e.forbid(a, b, [](int x, int y) { return std::abs(x - y) == 1; });
    }
  }
}

std::optional<std::string> check_non_consecutive(const Constraint&, const SolvedGrid& g) {
  const int columns = g.size.columns;
  for (int a = 0; a < g.size.cells(); ++a) {
    for (int b : {a % columns + 1 < columns ? a + 1 : -1,
                  a + columns < g.size.cells() ? a + columns : -1}) {
      if (b >= 0 && std::abs(g.at(a) - g.at(b)) == 1) {
        return fmt::format("neighbours {} and {} hold consecutive digits {} and {}",
                           cell_text(a, g.size), cell_text(b, g.size), g.at(a), g.at(b));
      }
    }
  }
  return std::nullopt;
}

// The cells at the same place in each box: a house each, so the boxes must be there. A group
// has a cell per box: every value once when there are as many boxes as values, else no value
// twice (6x6 holding 1-9, in four 3x3 boxes: groups of four).
std::vector<Region> disjoint_groups(const Constraint&, const GridShape& shape, int) {
  const GridSize& size = shape.size;
  std::vector<Region> groups;
  for (int dr = 0; dr < shape.box_rows; ++dr) {
    for (int dc = 0; dc < shape.box_columns; ++dc) {
      Region group;
      for (int top = 0; top < size.rows; top += shape.box_rows) {
        for (int left = 0; left < size.columns; left += shape.box_columns) {
          group.cells.push_back(size.cell(top + dr, left + dc));
        }
      }
      const int k = dr * shape.box_columns + dc + 1;
      group.name = fmt::format("disjoint group {}", k);
      group.tag = fmt::format("g{}", k);
      groups.push_back(std::move(group));
    }
  }
  return groups;
}

void compile_disjoint_groups(const Constraint&, Encoder& e) {
  if (e.shape().box_rows == 0) {
    e.fail(
        "disjoint groups are the cells at the same place in each box, and this grid has no "
        "boxes (a jigsaw region map, or none)");
  }
}

std::optional<std::string> check_disjoint_groups(const Constraint&, const SolvedGrid& g) {
  // The box of each cell is g.region (boxes numbered in reading order); a cell's place in its
  // box is its rank among the box's cells in reading order.
  const int cells = g.size.cells();
  std::vector<int> seen_in_box(static_cast<std::size_t>(cells), 0);
  std::vector<int> place(static_cast<std::size_t>(cells), 0);
  for (int cell = 0; cell < cells; ++cell) {
    const int box = (*g.region)[static_cast<std::size_t>(cell)];
    if (box < 0)
      return fmt::format("{} is in no box: disjoint groups need boxes", cell_text(cell, g.size));
    place[static_cast<std::size_t>(cell)] = seen_in_box[static_cast<std::size_t>(box)]++;
  }
  for (int a = 0; a < cells; ++a) {
    for (int b = a + 1; b < cells; ++b) {
      if (place[static_cast<std::size_t>(a)] == place[static_cast<std::size_t>(b)] &&
          g.at(a) == g.at(b)) {
        return fmt::format("{} and {}, at the same place in their boxes, both hold {}",
                           cell_text(a, g.size), cell_text(b, g.size), g.at(a));
      }
    }
  }
  return std::nullopt;
}

// The main diagonal (top left to bottom right, `-`) and the anti-diagonal (`+`) of a square grid
// (validate_square refuses the others, as the Interactive Sudoku Solver does).
std::vector<Region> diagonal(const GridSize& size, bool up) {
  if (!size.is_square()) return {};
  const int n = size.rows;
  Region region{up ? "the anti-diagonal" : "the main diagonal", {}, up ? "d2" : "d1"};
  for (int k = 0; k < n; ++k) region.cells.push_back(up ? k * n + (n - 1 - k) : k * n + k);
  return {region};
}

std::optional<std::string> validate_square(const Constraint& c, const GridSize& size) {
  if (size.is_square()) return std::nullopt;
  return fmt::format("{} needs a square grid; this one is {}x{}", c.type->name, size.rows,
                     size.columns);
}

// Windoku's four windows: rows and columns 2-4 and 6-8 of a 9x9 (1-based).
std::vector<Region> windows(const Constraint&, const GridShape& shape, int) {
  std::vector<Region> regions;
  for (int top : {1, 5}) {
    for (int left : {1, 5}) {
      Region window{fmt::format("the window at r{}c{}", top + 1, left + 1),
                    {},
                    fmt::format("w{}", (top / 4) * 2 + left / 4 + 1)};
      for (int r = top; r < top + 3; ++r) {
        for (int c = left; c < left + 3; ++c) window.cells.push_back(shape.size.cell(r, c));
      }
      regions.push_back(std::move(window));
    }
  }
  return regions;
}

std::optional<std::string> check_windows(const Constraint&, const SolvedGrid& g) {
  for (int top : {1, 5}) {
    for (int left : {1, 5}) {
      std::set<int> seen;
      for (int r = top; r < top + 3; ++r) {
        for (int c = left; c < left + 3; ++c) {
          if (!seen.insert(g.at(r, c)).second) {
            return fmt::format("the window at r{}c{} holds {} twice", top + 1, left + 1,
                               g.at(r, c));
          }
        }
      }
    }
  }
  return std::nullopt;
}

std::optional<std::string> check_diagonal(const SolvedGrid& g, bool up) {
  if (!g.size.is_square()) return "a diagonal needs a square grid";
  const int n = g.size.rows;
  std::set<int> seen;
  for (int k = 0; k < n; ++k) {
    const int v = up ? g.at(n - 1 - k, k) : g.at(k, k);
    if (!seen.insert(v).second) {
      return fmt::format("the diagonal {} holds {} twice", up ? "+" : "-", v);
    }
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

// A rule of the whole grid that is houses (every digit once in each).
ConstraintType houses_type(std::string_view name, std::string_view rule,
                           std::vector<Region> (*houses)(const Constraint&, const GridShape&, int),
                           std::optional<std::string> (*check)(const Constraint&,
                                                               const SolvedGrid&),
                           void (*draw)(const Constraint&, Canvas&)) {
  ConstraintType type = rule_type(name, rule, nullptr, check, draw);
  type.houses = houses;
  return type;
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
  ConstraintType type =
      houses_type("disjoint-groups", "cells at the same place in each box hold different digits",
                  disjoint_groups, check_disjoint_groups, draw_rule);
  // Its houses need boxes: the compile says so on a jigsaw.
  type.compile = compile_disjoint_groups;
  return type;
}

ConstraintType diagonal_up_type() {
  ConstraintType type = houses_type(
      "diagonal+", "the diagonal from bottom left to top right holds every digit",
      [](const Constraint&, const GridShape& shape, int) { return diagonal(shape.size, true); },
      [](const Constraint&, const SolvedGrid& g) { return check_diagonal(g, true); },
      [](const Constraint&, Canvas& canvas) { canvas.diagonal(true); });
  type.validate = validate_square;
  return type;
}

ConstraintType diagonal_down_type() {
  ConstraintType type = houses_type(
      "diagonal-", "the diagonal from top left to bottom right holds every digit",
      [](const Constraint&, const GridShape& shape, int) { return diagonal(shape.size, false); },
      [](const Constraint&, const SolvedGrid& g) { return check_diagonal(g, false); },
      [](const Constraint&, Canvas& canvas) { canvas.diagonal(false); });
  type.validate = validate_square;
  return type;
}

ConstraintType windoku_type() {
  ConstraintType type =
      houses_type("windoku", "the four 3x3 windows (rows and columns 2-4 and 6-8) hold every digit",
                  windows, check_windows, [](const Constraint&, Canvas& canvas) {
                    std::vector<int> cells;
                    for (int r : {1, 2, 3, 5, 6, 7}) {
                      for (int c : {1, 2, 3, 5, 6, 7}) cells.push_back(r * 9 + c);
                    }
                    canvas.shade(cells, ink::kWindow);
                  });
  type.validate = [](const Constraint&, const GridSize& size) -> std::optional<std::string> {
    if (size.rows == 9 && size.columns == 9 && size.values == 9) return std::nullopt;
    return fmt::format(
        "windoku's four extra windows are defined on a 9x9 grid; this one is {}x{}{} (give the "
        "regions as extra regions)",
        size.rows, size.columns,
        size.values == size.rows ? ""
                                 : fmt::format(" holding {}-{}", size.lowest(), size.highest()));
  };
  return type;
}

}  // namespace dlx::sudoku
