#include "encoders/sudoku/iss/iss_rules.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <optional>
#include <set>

#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"

namespace dlx::sudoku {
namespace {

using Lines = std::vector<std::string>;

std::string cell_words(const std::vector<int>& cells, int n) {
  std::string text;
  for (int cell : cells) text += (text.empty() ? "" : " ") + cell_text(cell, n);
  return text;
}

// The cells of args[from...].
std::vector<int> cells_from(const IssConstraint& c, std::size_t from, int n) {
  std::vector<int> cells;
  for (std::size_t k = from; k < c.args.size(); ++k)
    cells.push_back(iss_argument_cell(c.args[k], n));
  return cells;
}

void expect_arguments(const IssConstraint& c, std::size_t least, std::size_t most,
                      std::string_view what) {
  if (c.args.size() < least || c.args.size() > most) {
    throw IssError(fmt::format("expected {}, not {} argument{}", what, c.args.size(),
                               c.args.size() == 1 ? "" : "s"));
  }
}

// A line of the row named `row` through every cell the item names, in order.
Lines line_of(std::string_view row, const IssConstraint& c, int n) {
  return {fmt::format("{} {}", row, cell_words(cells_from(c, 0, n), n))};
}

// A rule between each cell and the next (a thermometer's, a whisper's) holds on a line that comes
// back to a cell as on its pieces cut there, each starting where the one before ended: the text
// format's lines take a cell once.
Lines chained(std::string_view head, const std::vector<int>& cells, int n) {
  Lines lines;
  std::vector<int> piece;
  for (int cell : cells) {
    if (!piece.empty() && std::find(piece.begin(), piece.end(), cell) != piece.end()) {
      lines.push_back(fmt::format("{} {}", head, cell_words(piece, n)));
      piece = {piece.back()};
    }
    piece.push_back(cell);
  }
  lines.push_back(fmt::format("{} {}", head, cell_words(piece, n)));
  return lines;
}

// A rule of the whole grid: ISS's takes no argument.
Lines grid_rule(const IssConstraint& c, Lines rows) {
  expect_arguments(c, 0, 0, "no argument");
  return rows;
}

// The orthogonal pairs among the cells, as ISS pairs a dot's cells (any number of them): each cell
// with the neighbours that come after it in the list, left, right, up, down.
std::vector<std::pair<int, int>> adjacent_pairs(const std::vector<int>& cells, int n) {
  std::set<int> later(cells.begin(), cells.end());
  std::vector<std::pair<int, int>> pairs;
  for (int cell : cells) {
    later.erase(cell);
    const int r = cell / n;
    const int col = cell % n;
    const int neighbours[4] = {col > 0 ? cell - 1 : -1, col + 1 < n ? cell + 1 : -1,
                               r > 0 ? cell - n : -1, r + 1 < n ? cell + n : -1};
    for (int other : neighbours) {
      if (other >= 0 && later.count(other) != 0) pairs.emplace_back(cell, other);
    }
  }
  return pairs;
}

// A dot between each orthogonal pair of the item's cells; `ordered` puts the later cell first
// (GreaterThan: a cell is greater than the later cells beside it, a thermometer from the smaller).
Lines dots(std::string_view row, const IssConstraint& c, int n, bool ordered = false) {
  Lines lines;
  for (const auto& [a, b] : adjacent_pairs(cells_from(c, 0, n), n)) {
    lines.push_back(ordered ? fmt::format("{} {} {}", row, cell_text(b, n), cell_text(a, n))
                            : fmt::format("{} {} {}", row, cell_text(a, n), cell_text(b, n)));
  }
  // ISS refuses a dot that binds no pair (builder's _adjacentPairsOrThrow).
  if (lines.empty()) throw IssError("no two of its cells are orthogonal neighbours");
  return lines;
}

// German whispers omit the difference: ISS then reads the first argument as a cell and takes 5,
// on every grid (the text format's default is ceil(n/2)), so the difference is always written.
Lines whisper(const IssConstraint& c, const IssGridRules& g) {
  if (c.args.empty()) throw IssError("expected the line's cells");
  const bool german = iss_cell(c.args[0], g.n).has_value();
  // ISS reads an empty difference as 0 (+'' is 0): no rule between the cells.
  const int gap = german ? 5 : c.args[0].empty() ? 0 : iss_number(c.args[0], "the difference");
  return chained(fmt::format("whisper {}:", gap), cells_from(c, german ? 0 : 1, g.n), g.n);
}

// ISS's Modular line of modulus m: every m cells in a row differ mod m. The text format's is
// mod 3; mod 1 asks nothing (every digit is 0 mod 1).
Lines modular(const IssConstraint& c, const IssGridRules& g) {
  if (c.args.empty()) throw IssError("expected the modulus and the line's cells");
  const int mod = iss_number(c.args[0], "the modulus");
  const std::vector<int> cells = cells_from(c, 1, g.n);
  if (mod == 1) return {};
  if (mod != 3) {
    throw IssError(fmt::format(
        "a Modular line of modulus {} is not supported: dlx's modular line is mod 3", mod));
  }
  return {fmt::format("modular {}", cell_words(cells, g.n))};
}

// ISS's entropic line splits 1-9 into 1-3, 4-6, 7-9 and is refused on other grids.
Lines entropic(const IssConstraint& c, const IssGridRules& g) {
  if (g.n != 9) {
    throw IssError(
        fmt::format("ISS's Entropic line needs a 9x9 grid (the values 1-9); this one is "
                    "{}x{}",
                    g.n, g.n));
  }
  return line_of("entropic", c, g.n);
}

// ISS keeps a lockout's ends apart whatever the difference; the text format's row does so from a
// difference of 1.
Lines lockout(const IssConstraint& c, const IssGridRules& g) {
  if (c.args.empty()) throw IssError("expected the least difference and the line's cells");
  const int gap = c.args[0].empty() ? 0 : iss_number(c.args[0], "the least difference");
  if (gap < 1) {
    throw IssError(
        fmt::format("a Lockout line of least difference {} is not supported (dlx's "
                    "lockout needs 1 or more)",
                    gap));
  }
  return {fmt::format("lockout {}: {}", gap, cell_words(cells_from(c, 1, g.n), g.n))};
}

Lines arrow(const IssConstraint& c, const IssGridRules& g) {
  if (c.args.size() < 2) throw IssError("expected the circle's cell and the arrow's cells");
  const std::vector<int> cells = cells_from(c, 0, g.n);
  return {fmt::format("arrow {}: {}", cell_text(cells[0], g.n),
                      cell_words(std::vector<int>(cells.begin() + 1, cells.end()), g.n))};
}

// The pill's cells are read in ISS's reading order: sorted, each right, below or below right of
// the one before. ISS reads the pill in decimal digits, limiting its cells after the first to 0-9
// on grids of more values: the text format's pill, read cell by cell, agrees only up to 9x9.
Lines pill_arrow(const IssConstraint& c, const IssGridRules& g) {
  if (c.args.empty()) throw IssError("expected the pill's size (2 or 3) and the cells");
  const int size = iss_number(c.args[0], "the pill's size");
  if (size != 2 && size != 3)
    throw IssError(fmt::format("a pill of {} cells: ISS's have 2 or 3", size));
  std::vector<int> cells = cells_from(c, 1, g.n);
  if (static_cast<int>(cells.size()) <= size) {
    throw IssError("the arrow needs more cells than its pill");
  }
  if (g.n > 9) {
    throw IssError(
        fmt::format("a PillArrow on a {}x{} grid is not supported (ISS reads its pill "
                    "in decimal digits)",
                    g.n, g.n));
  }
  std::vector<int> pill(cells.begin(), cells.begin() + size);
  std::sort(pill.begin(), pill.end());
  for (std::size_t k = 1; k < pill.size(); ++k) {
    const int before = pill[k - 1];
    const bool right = before % g.n + 1 < g.n && pill[k] == before + 1;
    const bool down = pill[k] == before + g.n;
    const bool down_right = before % g.n + 1 < g.n && pill[k] == before + g.n + 1;
    if (!right && !down && !down_right) {
      throw IssError(
          "the pill's cells are not one after the other in reading order (right, "
          "below, or below right)");
    }
  }
  return {fmt::format("arrow {}: {}", cell_words(pill, g.n),
                      cell_words(std::vector<int>(cells.begin() + size, cells.end()), g.n))};
}

// A cage's sum of 0 (or none) is ISS's "any sum".
Lines cage(const IssConstraint& c, const IssGridRules& g) {
  if (c.args.empty()) throw IssError("expected the sum and the cage's cells");
  const int sum = c.args[0].empty() ? 0 : iss_number(c.args[0], "the sum");
  const std::string cells = cell_words(cells_from(c, 1, g.n), g.n);
  return {sum == 0 ? "killer " + cells : fmt::format("killer {}: {}", sum, cells)};
}

Lines little_killer(const IssConstraint& c, const IssGridRules& g) {
  expect_arguments(c, 2, 2, "the sum and the clue's first cell");
  const int sum = iss_number(c.args[0], "the sum");
  const auto cells = iss_little_killer(c.args[1], g.n);
  if (!cells) {
    throw IssError(fmt::format(
        "'{}' starts no little killer diagonal: ISS names each by its first cell, written as it "
        "writes it (R1C1, RaC1), from the left side down and right, the right side up and left, "
        "the top down and left, the bottom up and right",
        c.args[1]));
  }
  return {fmt::format("little-killer {}: {}", sum, cell_words(*cells, g.n))};
}

IssLine line_named(const std::string& id, int n) {
  const auto line = iss_line(id, n);
  if (!line) {
    throw IssError(
        fmt::format("'{}' is no row or column of the {}x{} grid: expected R1 to R{} or "
                    "C1 to C{}",
                    id, n, n, n, n));
  }
  return *line;
}

Lines sandwich(const IssConstraint& c, const IssGridRules& g) {
  expect_arguments(c, 2, 2, "the sum and the row or column (R3, C5)");
  const int sum = iss_number(c.args[0], "the sum");
  const IssLine line = line_named(c.args[1], g.n);
  return {fmt::format("sandwich {} {}: {}", line.row ? "row" : "col", line.index + 1, sum)};
}

// One side's clue of an XSum or Skyscraper item: args = the row or column, 1 (from the left or
// the top) or -1 (from the right or the bottom), the clue.
Lines side_clue(std::string_view row, const IssConstraint& c, const IssGridRules& g) {
  const IssLine line = line_named(c.args[0], g.n);
  const int clue = iss_number(c.args[2], "the clue");
  if (clue == 0) throw IssError("a clue of 0, which ISS refuses");
  const bool forward = c.args[1] == "1";
  const char* side = line.row ? (forward ? "left" : "right") : (forward ? "top" : "bottom");
  return {
      fmt::format("{} {} {} {}: {}", row, line.row ? "row" : "col", line.index + 1, side, clue)};
}

// ISS's Quad: the 2x2 block from its top-left cell holds each value at least as often as listed.
Lines quad(const IssConstraint& c, const IssGridRules& g) {
  if (c.args.empty()) throw IssError("expected the block's top-left cell and its values");
  const int corner = iss_argument_cell(c.args[0], g.n);
  if (c.args.size() == 1) return {};  // no value: nothing to hold
  std::string line = fmt::format("quadruple {}:", cell_text(corner, g.n));
  for (std::size_t k = 1; k < c.args.size(); ++k) {
    line += fmt::format(" {}", iss_number(c.args[k], "a value"));
  }
  return {line};
}

// Row indexing (R): the digit d of cell (r, c) says that row d of column c holds r; column
// indexing (C) the same along the row: the text format's row- and column-indexers.
Lines indexing(const IssConstraint& c, const IssGridRules& g) {
  if (c.args.empty() || (c.args[0] != "R" && c.args[0] != "C")) {
    throw IssError("expected R (row indexing) or C (column indexing), then the cells");
  }
  return {fmt::format("{} {}", c.args[0] == "R" ? "row-indexer" : "column-indexer",
                      cell_words(cells_from(c, 1, g.n), g.n))};
}

// ISS's Diagonal 1 runs from the top right corner to the bottom left (the text format's `+`),
// -1 from the top left to the bottom right.
Lines diagonal(const IssConstraint& c, const IssGridRules&) {
  expect_arguments(c, 1, 1, "the direction, 1 or -1");
  const int direction = iss_number(c.args[0], "the direction");
  if (direction != 1 && direction != -1) {
    throw IssError(fmt::format("direction {}: expected 1 or -1", direction));
  }
  return {direction == 1 ? "diagonal+" : "diagonal-"};
}

// Extra regions, one per group of cells.
Lines extra_regions(const std::vector<std::vector<int>>& groups, int n) {
  Lines lines;
  for (const std::vector<int>& cells : groups) {
    lines.push_back(fmt::format("extra-region {}", cell_words(cells, n)));
  }
  return lines;
}

// ISS's boxes: for a square grid the squarest, as the text format's (none for a prime size).
std::optional<BoxShape> iss_boxes(int n) {
  return squarest_box(n);
}

// ISS's windows: boxes apart by one cell from the top left corner's neighbour, as many as fit.
// On a 9x9 they are the text format's windoku; on other grids, extra regions.
Lines windoku(const IssConstraint& c, const IssGridRules& g) {
  if (g.n == 9) return grid_rule(c, {"windoku"});
  expect_arguments(c, 0, 0, "no argument");
  const auto box = iss_boxes(g.n);
  std::vector<std::vector<int>> windows;
  for (int left = 1; box && left + box->columns < g.n; left += box->columns + 1) {
    for (int top = 1; top + box->rows < g.n; top += box->rows + 1) {
      std::vector<int> cells;
      for (int r = top; r < top + box->rows; ++r) {
        for (int col = left; col < left + box->columns; ++col) cells.push_back(r * g.n + col);
      }
      windows.push_back(std::move(cells));
    }
  }
  return extra_regions(windows, g.n);
}

// ISS's disjoint sets are the places in the boxes, even when NoBoxes removes the boxes (a
// jigsaw's grid): the text format's disjoint groups where there are boxes, else extra regions.
Lines disjoint_sets(const IssConstraint& c, const IssGridRules& g) {
  if (g.boxes) return grid_rule(c, {"disjoint-groups"});
  expect_arguments(c, 0, 0, "no argument");
  const auto box = iss_boxes(g.n);
  std::vector<std::vector<int>> groups;
  for (int place = 0; box && place < g.n; ++place) {
    std::vector<int> cells;
    for (int top = 0; top < g.n; top += box->rows) {
      for (int left = 0; left < g.n; left += box->columns) {
        cells.push_back((top + place / box->columns) * g.n + left + place % box->columns);
      }
    }
    groups.push_back(std::move(cells));
  }
  return extra_regions(groups, g.n);
}

}  // namespace

int iss_number(const std::string& text, std::string_view what) {
  int value = 0;
  const char* begin = text.data();
  const char* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(begin, end, value);
  if (text.empty() || text.size() > 8 || error != std::errc{} || stop != end) {
    throw IssError(fmt::format("'{}' is not a whole number ({})", text, what));
  }
  return value;
}

int iss_argument_cell(const std::string& id, int n) {
  if (const auto cell = iss_cell(id, n)) return *cell;
  throw IssError(
      fmt::format("'{}' is not a cell of the {}x{} grid: expected R1C1 to {} (ISS's "
                  "variable cells are not read)",
                  id, n, n, iss_cell_id(n * n - 1, n)));
}

const std::vector<IssRule>& iss_rules() {
  static const std::vector<IssRule> rules = {
      {"Shape"},
      {"NoBoxes"},
      {"Jigsaw"},
      {"Given"},
      {"Thermo",
       [](const IssConstraint& c, const IssGridRules& g) {
         return chained("thermo", cells_from(c, 0, g.n), g.n);
       }},
      {"Arrow", arrow},
      {"PillArrow", pill_arrow},
      {"Cage", cage},
      {"LittleKiller", little_killer},
      {"Sandwich", sandwich},
      {"XSum",
       [](const IssConstraint& c, const IssGridRules& g) { return side_clue("x-sum", c, g); }},
      {"Skyscraper",
       [](const IssConstraint& c, const IssGridRules& g) { return side_clue("skyscraper", c, g); }},
      {"X", [](const IssConstraint& c, const IssGridRules& g) { return dots("x", c, g.n); }},
      {"V", [](const IssConstraint& c, const IssGridRules& g) { return dots("v", c, g.n); }},
      {"WhiteDot",
       [](const IssConstraint& c, const IssGridRules& g) { return dots("kropki-white", c, g.n); }},
      {"BlackDot",
       [](const IssConstraint& c, const IssGridRules& g) { return dots("kropki-black", c, g.n); }},
      {"GreaterThan",
       [](const IssConstraint& c, const IssGridRules& g) { return dots("thermo", c, g.n, true); }},
      {"StrictXV",
       [](const IssConstraint& c, const IssGridRules&) { return grid_rule(c, {"negative xv"}); }},
      {"StrictKropki",
       [](const IssConstraint& c, const IssGridRules&) {
         return grid_rule(c, {"negative kropki-white", "negative kropki-black"});
       }},
      {"AntiKnight",
       [](const IssConstraint& c, const IssGridRules&) { return grid_rule(c, {"anti-knight"}); }},
      {"AntiKing",
       [](const IssConstraint& c, const IssGridRules&) { return grid_rule(c, {"anti-king"}); }},
      {"AntiConsecutive", [](const IssConstraint& c,
                             const IssGridRules&) { return grid_rule(c, {"non-consecutive"}); }},
      {"DisjointSets", disjoint_sets},
      {"Diagonal", diagonal},
      {"Windoku", windoku},
      {"AllDifferent", [](const IssConstraint& c,
                          const IssGridRules& g) { return line_of("extra-region", c, g.n); }},
      {"Palindrome",
       [](const IssConstraint& c, const IssGridRules& g) { return line_of("palindrome", c, g.n); }},
      {"Renban",
       [](const IssConstraint& c, const IssGridRules& g) { return line_of("renban", c, g.n); }},
      {"Whisper", whisper},
      {"Between",
       [](const IssConstraint& c, const IssGridRules& g) { return line_of("between", c, g.n); }},
      {"RegionSumLine",
       [](const IssConstraint& c, const IssGridRules& g) { return line_of("region-sum", c, g.n); }},
      {"Entropic", entropic},
      {"Zipper",
       [](const IssConstraint& c, const IssGridRules& g) { return line_of("zipper", c, g.n); }},
      {"Modular", modular},
      {"Lockout", lockout},
      {"Quad", quad},
      {"Indexing", indexing},
  };
  return rules;
}

const IssRule* find_iss_rule(std::string_view type) {
  for (const IssRule& rule : iss_rules()) {
    if (rule.type == type) return &rule;
  }
  return nullptr;
}

}  // namespace dlx::sudoku
