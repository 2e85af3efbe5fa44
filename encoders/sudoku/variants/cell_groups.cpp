// Groups of cells: extra regions, jigsaw regions, quadruples, clones and the row and column
// indexers.
//
//   extra-region  a cell per value: a house (every digit once); fewer: no digit twice
//   jigsaw        a house, and a region of the grid in place of the boxes
//   quadruple     one option per way the listed digits can lie in the 2x2 block: which cells hold
//                 each listed digit (at least as many as it is listed), the others held off it
//   clone         Encoder::same, cell by cell
//   indexers      one option per digit d of the indexer cell: the cell holds d, and the cell it
//                 points to holds the indexer's own row (or column)
#include <fmt/format.h>

#include <map>
#include <set>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

std::vector<int> block_of(int top_left, int columns) {
  return {top_left, top_left + 1, top_left + columns, top_left + columns + 1};
}

// Quadruple: for each listed digit (in increasing order), the set of block cells that hold it.
struct QuadrupleOptions {
  Encoder& e;
  std::vector<int> block;
  std::vector<std::pair<int, int>> digits;  // digit, how many times listed
  Piece& piece;
  std::vector<int> holder;  // the digit each block cell holds, -1: none of the listed digits

  void place(std::size_t k) {
    if (k == digits.size()) {
      ValueMask listed = 0;
      for (const auto& [d, times] : digits) listed |= e.bit(d);
      std::vector<Term> option;
      for (std::size_t i = 0; i < 4; ++i) {
        option.push_back({block[i], holder[i] >= 0 ? e.bit(holder[i]) : e.all() & ~listed});
      }
      piece.add_option(option);
      return;
    }
    const auto [digit, times] = digits[k];
    // Every subset of the free cells, at least `times` of them, no two in one house.
    for (int subset = 1; subset < 16; ++subset) {
      int count = 0;
      bool fits = true;
      for (std::size_t i = 0; i < 4 && fits; ++i) {
        if (!((subset >> i) & 1)) continue;
        ++count;
        fits = holder[i] < 0;
        for (std::size_t j = 0; j < i && fits; ++j) {
          if (((subset >> j) & 1) && e.share_house(block[i], block[j])) fits = false;
        }
      }
      if (!fits || count < times) continue;
      for (std::size_t i = 0; i < 4; ++i) {
        if ((subset >> i) & 1) holder[i] = digit;
      }
      place(k + 1);
      for (std::size_t i = 0; i < 4; ++i) {
        if ((subset >> i) & 1) holder[i] = -1;
      }
    }
  }
};

void compile_quadruple(const Constraint& c, Encoder& e) {
  std::map<int, int> times;
  for (int v : c.values) ++times[v];
  QuadrupleOptions options{
      e, block_of(c.cells[0], e.size().columns), {}, e.piece(), {-1, -1, -1, -1}};
  for (const auto& [digit, count] : times) options.digits.emplace_back(digit, count);
  options.place(0);
}

std::optional<std::string> check_quadruple(const Constraint& c, const SolvedGrid& g) {
  std::map<int, int> wanted;
  for (int v : c.values) ++wanted[v];
  const int tl = c.cells[0];
  const int below = tl + g.size.columns;
  for (const auto& [digit, times] : wanted) {
    int found = 0;
    for (int cell : {tl, tl + 1, below, below + 1}) found += g.at(cell) == digit;
    if (found < times) {
      return fmt::format("the quadruple at {} holds {} {} time(s), not {}", cell_text(tl, g.size),
                         digit, found, times);
    }
  }
  return std::nullopt;
}

std::optional<std::string> validate_quadruple(const Constraint& c, const GridSize& size) {
  if (size.row(c.cells[0]) + 1 >= size.rows || size.column(c.cells[0]) + 1 >= size.columns) {
    return fmt::format("{} is the top-left cell of no 2x2 block", cell_text(c.cells[0], size));
  }
  if (c.values.size() > 4) return std::string("a 2x2 block holds at most 4 digits");
  return std::nullopt;
}

// Indexers: the cell the digit d of an indexer cell points to, and the digit it must hold.
//   row-indexer    rRcC = d: row d of column C holds R
//   column-indexer rRcC = d: column d of row R holds C
// A digit that names no row (column) of the grid, or a row (column) number that is no digit of
// it, cannot stand there (a 6x9 grid holding 1-9: a row-indexer holds 1 to 6).
void compile_indexer(const Constraint& c, Encoder& e, bool rows) {
  const GridSize& size = e.size();
  for (int cell : c.cells) {
    const int r = e.row(cell);
    const int col = e.column(cell);
    const int held = rows ? r + 1 : col + 1;
    if (held < e.lowest() || held > e.highest()) {
      e.piece();  // no option: no solution
      continue;
    }
    Piece& piece = e.piece();
    for (int d = e.lowest(); d <= e.highest(); ++d) {
      if (d < 1 || d > (rows ? size.rows : size.columns)) continue;
      const int target = rows ? size.cell(d - 1, col) : size.cell(r, d - 1);
      if (target == cell) {
        if (held == d) piece.add_option(std::vector<Term>{{cell, e.bit(d)}});
        continue;
      }
      piece.add_option(std::vector<Term>{{cell, e.bit(d)}, {target, e.bit(held)}});
    }
  }
}

std::optional<std::string> check_indexer(const Constraint& c, const SolvedGrid& g, bool rows) {
  for (int cell : c.cells) {
    const int r = cell / g.size.columns;
    const int col = cell % g.size.columns;
    const int d = g.at(cell);
    if (d < 1 || d > (rows ? g.size.rows : g.size.columns)) {
      return fmt::format("indexer {} holds {}, which names no {} of the grid",
                         cell_text(cell, g.size), d, rows ? "row" : "column");
    }
    const int pointed = rows ? g.at(d - 1, col) : g.at(r, d - 1);
    const int expected = rows ? r + 1 : col + 1;
    if (pointed != expected) {
      return fmt::format("indexer {} holds {}, but {} {} of its {} holds {}, not {}",
                         cell_text(cell, g.size), d, rows ? "row" : "column", d,
                         rows ? "column" : "row", pointed, expected);
    }
  }
  return std::nullopt;
}

}  // namespace

// The cells hold different digits; `what` names the group in the message.
std::optional<std::string> check_distinct(const Constraint& c, const SolvedGrid& g,
                                          std::string_view what) {
  std::set<int> seen;
  for (int cell : c.cells) {
    if (!seen.insert(g.at(cell)).second) {
      return fmt::format("the {} at {} holds {} twice", what, cell_text(c.cells[0], g.size),
                         g.at(cell));
    }
  }
  return std::nullopt;
}

ConstraintType extra_region_type() {
  return {.name = "extra-region",
          .syntax = Syntax::kCells,
          .draw = [](const Constraint& c, Canvas& canvas) { canvas.shade(c.cells, ink::kRegion); },
          .rule = "no digit repeats (a cell per value: every digit once)",
          .validate = [](const Constraint& c, const GridSize& size) -> std::optional<std::string> {
            if (static_cast<int>(c.cells.size()) > size.values) {
              return fmt::format("a region of {} cells cannot hold different digits of a {}",
                                 c.cells.size(), grid_words(size));
            }
            return std::nullopt;
          },
          // A cell per value is a house; fewer hold no digit twice.
          .houses = [](const Constraint& c, const GridShape& shape,
                       int ordinal) -> std::vector<Region> {
            if (static_cast<int>(c.cells.size()) != shape.size.values) return {};
            return {{fmt::format("the extra region at {}", cell_text(c.cells[0], shape.size)),
                     c.cells, fmt::format("x{}", ordinal + 1)}};
          },
          .variable_cells = true,
          .compile =
              [](const Constraint& c, Encoder& e) {
                if (static_cast<int>(c.cells.size()) < e.size().values) e.distinct(c.cells);
              },
          .check = [](const Constraint& c,
                      const SolvedGrid& g) { return check_distinct(c, g, "extra region"); }};
}

// A region of a jigsaw: the grid's regions are these in place of the boxes, and its walls show
// them (so there is nothing else to draw).
ConstraintType jigsaw_type() {
  return {
      .name = "jigsaw",
      .syntax = Syntax::kCells,
      .draw = [](const Constraint&, Canvas&) {},
      .rule = "a region of the grid in place of the boxes: every digit once",
      // As the Interactive Sudoku Solver's: at least a cell per cell of the grid's longer side,
      // at most one per value (6x6 holding 1-9: regions of 6 to 9 cells).
      .validate = [](const Constraint& c, const GridSize& size) -> std::optional<std::string> {
        const int cells = static_cast<int>(c.cells.size());
        if (cells >= size.longer_side() && cells <= size.values) return std::nullopt;
        if (size.longer_side() == size.values) {
          return fmt::format("a region of a {}x{} jigsaw has {} cells, not {}", size.rows,
                             size.columns, size.values, cells);
        }
        return fmt::format("a region of a jigsaw on a {} has {} to {} cells, not {}",
                           grid_words(size), size.longer_side(), size.values, cells);
      },
      .houses = [](const Constraint& c, const GridShape&, int ordinal) -> std::vector<Region> {
        return {{fmt::format("region {}", ordinal + 1), c.cells, fmt::format("j{}", ordinal + 1)}};
      },
      .grid_region = true,
      .check = [](const Constraint& c,
                  const SolvedGrid& g) { return check_distinct(c, g, "region"); }};
}

ConstraintType quadruple_type() {
  return {
      .name = "quadruple",
      .syntax = Syntax::kCellThenValues,
      .draw = [](const Constraint& c, Canvas& canvas) { canvas.quadruple(c.cells[0], c.values); },
      .rule = "the 2x2 block holds these digits",
      .validate = validate_quadruple,
      .compile = compile_quadruple,
      .check = check_quadruple};
}

ConstraintType clone_type() {
  return {.name = "clone",
          .syntax = Syntax::kCellsThenCells,
          .draw =
              [](const Constraint& c, Canvas& canvas) {
                canvas.shade(c.head, ink::kClone);
                canvas.shade(c.cells, ink::kClone);
              },
          .rule = "the two groups hold the same digits, cell by cell",
          .validate = [](const Constraint& c, const GridSize&) -> std::optional<std::string> {
            if (c.cells.size() != c.head.size()) {
              return fmt::format("the groups have {} and {} cells; a clone needs as many",
                                 c.head.size(), c.cells.size());
            }
            return std::nullopt;
          },
          .variable_cells = true,
          .compile =
              [](const Constraint& c, Encoder& e) {
                for (std::size_t k = 0; k < c.cells.size(); ++k) e.same(c.cells[k], c.head[k]);
              },
          .check = [](const Constraint& c, const SolvedGrid& g) -> std::optional<std::string> {
            for (std::size_t k = 0; k < c.cells.size(); ++k) {
              if (g.at(c.cells[k]) != g.at(c.head[k])) {
                return fmt::format("clone cells {} and {} differ", cell_text(c.head[k], g.size),
                                   cell_text(c.cells[k], g.size));
              }
            }
            return std::nullopt;
          }};
}

ConstraintType row_indexer_type() {
  return {
      .name = "row-indexer",
      .syntax = Syntax::kCells,
      .draw = [](const Constraint& c, Canvas& canvas) { canvas.shade(c.cells, ink::kRowIndexer); },
      .rule = "a digit d in rRcC says that row d of column C holds R",
      .compile = [](const Constraint& c, Encoder& e) { compile_indexer(c, e, true); },
      .check = [](const Constraint& c, const SolvedGrid& g) { return check_indexer(c, g, true); }};
}

ConstraintType column_indexer_type() {
  return {
      .name = "column-indexer",
      .syntax = Syntax::kCells,
      .draw = [](const Constraint& c,
                 Canvas& canvas) { canvas.shade(c.cells, ink::kColumnIndexer); },
      .rule = "a digit d in rRcC says that column d of row R holds C",
      .compile = [](const Constraint& c, Encoder& e) { compile_indexer(c, e, false); },
      .check = [](const Constraint& c, const SolvedGrid& g) { return check_indexer(c, g, false); }};
}

}  // namespace dlx::sudoku
