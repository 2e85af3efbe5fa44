#include "encoders/sudoku/iss/iss_rules.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <optional>
#include <set>

#include "encoders/sudoku/iss/iss_automaton.hpp"
#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/variants/constraint_text.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"

namespace dlx::sudoku {
namespace {

using Lines = std::vector<std::string>;

std::string cell_words(const std::vector<int>& cells, const GridSize& size) {
  std::string text;
  for (int cell : cells) text += (text.empty() ? "" : " ") + cell_text(cell, size);
  return text;
}

// The cells of args[from...].
std::vector<int> cells_from(const IssConstraint& c, std::size_t from, const GridSize& size) {
  std::vector<int> cells;
  for (std::size_t k = from; k < c.args.size(); ++k)
    cells.push_back(iss_argument_cell(c.args[k], size));
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
Lines line_of(std::string_view row, const IssConstraint& c, const GridSize& size) {
  return {fmt::format("{} {}", row, cell_words(cells_from(c, 0, size), size))};
}

// A rule between each cell and the next (a thermometer's, a whisper's) holds on a line that comes
// back to a cell as on its pieces cut there, each starting where the one before ended: the text
// format's lines take a cell once.
Lines chained(std::string_view head, const std::vector<int>& cells, const GridSize& size) {
  Lines lines;
  std::vector<int> piece;
  for (int cell : cells) {
    if (!piece.empty() && std::find(piece.begin(), piece.end(), cell) != piece.end()) {
      lines.push_back(fmt::format("{} {}", head, cell_words(piece, size)));
      piece = {piece.back()};
    }
    piece.push_back(cell);
  }
  lines.push_back(fmt::format("{} {}", head, cell_words(piece, size)));
  return lines;
}

// A rule of the whole grid: ISS's takes no argument.
Lines grid_rule(const IssConstraint& c, Lines rows) {
  expect_arguments(c, 0, 0, "no argument");
  return rows;
}

// ISS's chaos regions have RegionSize cells, else the longer side's: as many as values on most
// grids, fewer on a 6x6 of 1-7, where each region then holds six different values of seven.
Lines chaos_construction(const IssConstraint& c, const IssGridRules& g) {
  expect_arguments(c, 0, 0, "no argument");
  const int cells = g.region_cells();
  return {cells == g.size.values ? std::string("chaos") : fmt::format("chaos {}", cells)};
}

// The orthogonal pairs among the cells, as ISS pairs a dot's cells (any number of them): each cell
// with the neighbours that come after it in the list. A variable cell's neighbours are in its
// Var's layout (ISS's cell graph), never in the grid.
std::vector<std::pair<int, int>> adjacent_pairs(const std::vector<int>& cells,
                                                const GridSize& size) {
  std::set<int> later(cells.begin(), cells.end());
  std::vector<std::pair<int, int>> pairs;
  for (int cell : cells) {
    later.erase(cell);
    for (int other : orthogonal_neighbours(cell, size)) {
      if (later.count(other) != 0) pairs.emplace_back(cell, other);
    }
  }
  return pairs;
}

// A dot between each orthogonal pair of the item's cells; `ordered` puts the later cell first
// (GreaterThan: a cell is greater than the later cells beside it, a thermometer from the smaller).
Lines dots(std::string_view row, const IssConstraint& c, const GridSize& size,
           bool ordered = false) {
  Lines lines;
  for (const auto& [a, b] : adjacent_pairs(cells_from(c, 0, size), size)) {
    lines.push_back(ordered ? fmt::format("{} {} {}", row, cell_text(b, size), cell_text(a, size))
                            : fmt::format("{} {} {}", row, cell_text(a, size), cell_text(b, size)));
  }
  // ISS refuses a dot that binds no pair (builder's _adjacentPairsOrThrow).
  if (lines.empty()) throw IssError("no two of its cells are orthogonal neighbours");
  return lines;
}

// German whispers omit the difference: ISS then reads the first argument as a cell and takes 5,
// on every grid (the text format's default is half the values, rounded up), so the difference is
// always written.
Lines whisper(const IssConstraint& c, const IssGridRules& g) {
  if (c.args.empty()) throw IssError("expected the line's cells");
  const bool german = iss_cell(c.args[0], g.size).has_value();
  // ISS reads an empty difference as 0 (+'' is 0): no rule between the cells.
  const int gap = german ? 5 : c.args[0].empty() ? 0 : iss_number(c.args[0], "the difference");
  return chained(fmt::format("whisper {}:", gap), cells_from(c, german ? 0 : 1, g.size), g.size);
}

// ISS's Modular line of modulus m: every m cells in a row differ mod m (the first m all differ,
// and each cell is the one m before it mod m). Mod 1 asks nothing (every digit is 0 mod 1); mod 3
// is the text format's default.
Lines modular(const IssConstraint& c, const IssGridRules& g) {
  if (c.args.empty()) throw IssError("expected the modulus and the line's cells");
  const int mod = iss_number(c.args[0], "the modulus");
  if (mod < 1) throw IssError(fmt::format("a Modular line's modulus is 1 or more, not {}", mod));
  const std::vector<int> cells = cells_from(c, 1, g.size);
  if (mod == 1) return {};
  return {fmt::format("modular {}{}", mod == 3 ? "" : fmt::format("{}: ", mod),
                      cell_words(cells, g.size))};
}

// ISS's entropic line splits 1-9 into 1-3, 4-6, 7-9 and is refused on grids of other values.
Lines entropic(const IssConstraint& c, const IssGridRules& g) {
  if (g.size.values != 9 || g.size.offset != 0) {
    throw IssError(fmt::format("ISS's Entropic line needs the values 1-9; this grid holds {}",
                               value_range_text(g.size)));
  }
  return line_of("entropic", c, g.size);
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
  return {fmt::format("lockout {}: {}", gap, cell_words(cells_from(c, 1, g.size), g.size))};
}

Lines arrow(const IssConstraint& c, const IssGridRules& g) {
  if (c.args.size() < 2) throw IssError("expected the circle's cell and the arrow's cells");
  const std::vector<int> cells = cells_from(c, 0, g.size);
  return {fmt::format("arrow {}: {}", cell_text(cells[0], g.size),
                      cell_words(std::vector<int>(cells.begin() + 1, cells.end()), g.size))};
}

// The pill's cells are read in ISS's reading order: sorted, each right, below or below right of
// the one before. ISS reads the pill in decimal digits, limiting its cells after the first to 0-9
// on grids of larger values: the text format's pill, read cell by cell, agrees only up to 9.
Lines pill_arrow(const IssConstraint& c, const IssGridRules& g) {
  if (c.args.empty()) throw IssError("expected the pill's size (2 or 3) and the cells");
  const int size = iss_number(c.args[0], "the pill's size");
  if (size != 2 && size != 3)
    throw IssError(fmt::format("a pill of {} cells: ISS's have 2 or 3", size));
  std::vector<int> cells = cells_from(c, 1, g.size);
  if (static_cast<int>(cells.size()) <= size) {
    throw IssError("the arrow needs more cells than its pill");
  }
  if (g.size.highest() > 9) {
    throw IssError(
        fmt::format("a PillArrow on a grid holding {} is not supported (ISS reads its pill "
                    "in decimal digits)",
                    value_range_text(g.size)));
  }
  std::vector<int> pill(cells.begin(), cells.begin() + size);
  std::sort(pill.begin(), pill.end());
  const int columns = g.size.columns;
  for (std::size_t k = 1; k < pill.size(); ++k) {
    const int before = pill[k - 1];
    const bool right = before % columns + 1 < columns && pill[k] == before + 1;
    const bool down = pill[k] == before + columns;
    const bool down_right = before % columns + 1 < columns && pill[k] == before + columns + 1;
    if (!right && !down && !down_right) {
      throw IssError(
          "the pill's cells are not one after the other in reading order (right, "
          "below, or below right)");
    }
  }
  return {fmt::format("arrow {}: {}", cell_words(pill, g.size),
                      cell_words(std::vector<int>(cells.begin() + size, cells.end()), g.size))};
}

// A cage's sum of 0 (or none) is ISS's "any sum". A cage that lists a cell twice counts it twice
// in its sum (ISS's Sum handler adds up the coefficients of a cell) and keeps its different cells
// apart: a killer without sum on those, and a `sum` with the cell's weight.
Lines cage(const IssConstraint& c, const IssGridRules& g) {
  if (c.args.empty()) throw IssError("expected the sum and the cage's cells");
  const int sum = c.args[0].empty() ? 0 : iss_number(c.args[0], "the sum");
  const std::vector<int> listed = cells_from(c, 1, g.size);
  std::vector<int> cells;
  for (int cell : listed) {
    if (std::find(cells.begin(), cells.end(), cell) == cells.end()) cells.push_back(cell);
  }
  const std::string words = cell_words(cells, g.size);
  if (cells.size() == listed.size() || sum == 0) {
    return {sum == 0 ? "killer " + words : fmt::format("killer {}: {}", sum, words)};
  }
  std::string weighted = fmt::format("sum {}:", sum);
  for (int cell : cells) {
    const auto times = std::count(listed.begin(), listed.end(), cell);
    weighted += times == 1 ? " " : fmt::format(" {}*", times);
    weighted += cell_text(cell, g.size);
  }
  return {"killer " + words, weighted};
}

Lines little_killer(const IssConstraint& c, const IssGridRules& g) {
  expect_arguments(c, 2, 2, "the sum and the clue's first cell");
  const int sum = iss_number(c.args[0], "the sum");
  const auto cells = iss_little_killer(c.args[1], g.size);
  if (!cells) {
    throw IssError(fmt::format(
        "'{}' starts no little killer diagonal: ISS names each by its first cell, written as it "
        "writes it (R1C1, RaC1), from the left side down and right, the right side up and left, "
        "the top down and left, the bottom up and right",
        c.args[1]));
  }
  return {fmt::format("little-killer {}: {}", sum, cell_words(*cells, g.size))};
}

IssLine line_named(const std::string& id, const GridSize& size) {
  const auto line = iss_line(id, size);
  if (!line) {
    throw IssError(
        fmt::format("'{}' is no row or column of the {}x{} grid: expected R1 to R{} or "
                    "C1 to C{}",
                    id, size.rows, size.columns, size.rows, size.columns));
  }
  return *line;
}

Lines sandwich(const IssConstraint& c, const IssGridRules& g) {
  expect_arguments(c, 2, 2, "the sum and the row or column (R3, C5)");
  const int sum = iss_number(c.args[0], "the sum");
  const IssLine line = line_named(c.args[1], g.size);
  return {fmt::format("sandwich {} {}: {}", line.row ? "row" : "col", line.index + 1, sum)};
}

// One side's clue of an XSum, Skyscraper or FullRank item: args = the row or column, 1 (from the
// left or the top) or -1 (from the right or the bottom), the clue.
Lines side_clue(std::string_view row, const IssConstraint& c, const IssGridRules& g,
                bool zero_ok = false) {
  const IssLine line = line_named(c.args[0], g.size);
  const int clue = iss_number(c.args[2], "the clue");
  if (clue == 0 && !zero_ok) throw IssError("a clue of 0, which ISS refuses");
  const bool forward = c.args[1] == "1";
  const char* side = line.row ? (forward ? "left" : "right") : (forward ? "top" : "bottom");
  return {
      fmt::format("{} {} {} {}: {}", row, line.row ? "row" : "col", line.index + 1, side, clue)};
}

// FullRankTies: "none" is a rule of the whole grid; "only-unclued" and "any" say how the FullRank
// clues read (IssGridRules::full_rank_ties_any), nothing of their own.
Lines full_rank_ties(const IssConstraint& c, const IssGridRules&) {
  expect_arguments(c, 1, 1, "the tie mode, none, only-unclued or any");
  if (c.args[0] == "none") return {"full-rank-no-ties"};
  if (c.args[0] == "only-unclued" || c.args[0] == "any") return {};
  throw IssError(fmt::format("tie mode '{}': expected none, only-unclued or any", c.args[0]));
}

// SumLine~S~cells, ~LOOP at the end for a loop: the text format's loop ends on its first cell.
Lines sum_line(const IssConstraint& c, const IssGridRules& g) {
  if (c.args.size() < 2) throw IssError("expected the sum and the line's cells");
  const int sum = iss_number(c.args[0], "the sum");
  const bool loop = c.args.back() == "LOOP";
  std::vector<int> cells;
  for (std::size_t k = 1; k + (loop ? 1 : 0) < c.args.size(); ++k) {
    cells.push_back(iss_argument_cell(c.args[k], g.size));
  }
  if (cells.empty()) throw IssError("expected the line's cells");
  if (!loop && cells.size() > 2 && cells.front() == cells.back()) {
    throw IssError(
        "a line that ends on its first cell without LOOP (ISS counts that cell twice) is not "
        "supported");
  }
  if (loop && cells.size() > 1) cells.push_back(cells.front());
  return {fmt::format("sum-line {}: {}", sum, cell_words(cells, g.size))};
}

// LookAndSay~CLUE~cells: the clue's digits in pairs, a count and a value; the cells hold each
// value with a count exactly that often (contains-exactly), and none of a value counted 0 (each
// cell's candidates), as ISS's builder states it with RequiredValues and GivenCandidates.
Lines look_and_say(const IssConstraint& c, const IssGridRules& g) {
  if (c.args.size() < 2) throw IssError("expected the clue and the cells");
  const std::string& clue = c.args[0];
  if (clue.empty() || clue.size() % 2 != 0 ||
      !std::all_of(clue.begin(), clue.end(), [](char d) { return d >= '0' && d <= '9'; })) {
    throw IssError(fmt::format("clue '{}': expected pairs of digits, a count and a value", clue));
  }
  std::vector<int> counted;
  std::set<int> excluded;
  for (std::size_t k = 0; k < clue.size(); k += 2) {
    const int count = clue[k] - '0';
    const int value = clue[k + 1] - '0';
    if (count == 0) {
      excluded.insert(value);
      continue;
    }
    if (std::find(counted.begin(), counted.end(), value) != counted.end()) {
      throw IssError(fmt::format("clue '{}' counts the value {} twice", clue, value));
    }
    if (value < g.size.lowest() || value > g.size.highest()) {
      throw IssError(fmt::format("clue '{}' counts the value {}, which no cell of the grid holds",
                                 clue, value));
    }
    counted.insert(counted.end(), static_cast<std::size_t>(count), value);
  }
  const std::vector<int> cells = cells_from(c, 1, g.size);
  Lines lines;
  if (!counted.empty()) {
    std::string line = "contains-exactly";
    for (int value : counted) line += fmt::format(" {}", value);
    lines.push_back(line + ": " + cell_words(cells, g.size));
  }
  if (!excluded.empty()) {
    std::string allowed;
    for (int value = g.size.lowest(); value <= g.size.highest(); ++value) {
      if (excluded.count(value) == 0) allowed += fmt::format(" {}", value);
    }
    for (int cell : cells)
      lines.push_back(fmt::format("candidates {}:{}", cell_text(cell, g.size), allowed));
  }
  return lines;
}

// The 2x2 block from a variable cell in its Var's layout: the cell, the one right of it, the one
// below, and the one below that right (ISS's Quad.cells), or an error as ISS's where one is
// missing.
std::vector<int> variable_block(int corner, const std::string& id, const GridSize& size) {
  const VariableGroup* group = variable_group(corner, size);
  const int columns = group == nullptr ? 0 : group->columns;
  auto beside = [&](int cell, int other) {
    const std::vector<int> near = orthogonal_neighbours(cell, size);
    return std::find(near.begin(), near.end(), other) != near.end();
  };
  const int right = corner + 1;
  const int below = corner + columns;
  if (columns < 2 || !beside(corner, right) || !beside(corner, below) ||
      !beside(right, below + 1) || !beside(below, below + 1)) {
    throw IssError(fmt::format("no 2x2 block of its Var's layout starts at {}", id));
  }
  return {corner, right, below, below + 1};
}

// ISS's Quad: the 2x2 block from its top-left cell holds each value at least as often as listed.
// On a variable cell the block is in its Var's layout (ISS's Quad.cells walks its cell graph),
// and the rule is the text format's contains-at-least on those four cells: a quadruple's place is
// a corner of the grid's cells.
Lines quad(const IssConstraint& c, const IssGridRules& g) {
  if (c.args.empty()) throw IssError("expected the block's top-left cell and its values");
  const int corner = iss_argument_cell(c.args[0], g.size);
  if (c.args.size() == 1) return {};  // no value: nothing to hold
  std::string values;
  for (std::size_t k = 1; k < c.args.size(); ++k) {
    values += fmt::format(" {}", iss_number(c.args[k], "a value"));
  }
  if (!g.size.is_variable(corner)) {
    return {fmt::format("quadruple {}:{}", cell_text(corner, g.size), values)};
  }
  return {fmt::format("contains-at-least{}: {}", values,
                      cell_words(variable_block(corner, c.args[0], g.size), g.size))};
}

// Row indexing (R): the digit d of cell (r, c) says that row d of column c holds r; column
// indexing (C) the same along the row: the text format's row- and column-indexers.
Lines indexing(const IssConstraint& c, const IssGridRules& g) {
  if (c.args.empty() || (c.args[0] != "R" && c.args[0] != "C")) {
    throw IssError("expected R (row indexing) or C (column indexing), then the cells");
  }
  return {fmt::format("{} {}", c.args[0] == "R" ? "row-indexer" : "column-indexer",
                      cell_words(cells_from(c, 1, g.size), g.size))};
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
Lines extra_regions(const std::vector<std::vector<int>>& groups, const GridSize& size) {
  Lines lines;
  for (const std::vector<int>& cells : groups) {
    lines.push_back(fmt::format("extra-region {}", cell_words(cells, size)));
  }
  return lines;
}

// ISS's Windoku and DisjointSets are stated on square grids (VALIDATE_SHAPE_FN).
void expect_square(const IssGridRules& g) {
  if (!g.size.is_square()) {
    throw IssError(fmt::format("it needs a square grid, as ISS's does; this one is {}x{}",
                               g.size.rows, g.size.columns));
  }
}

// ISS's windows: boxes of RegionSize cells (else as many as values) apart by one cell from the top
// left corner's neighbour, as many as fit. On a 9x9 of 9 values they are the text format's
// windoku; on other grids, extra regions.
Lines windoku(const IssConstraint& c, const IssGridRules& g) {
  expect_square(g);
  const int window = g.region_size.value_or(g.size.values);
  if (g.size.rows == 9 && g.size.values == 9 && window == 9) return grid_rule(c, {"windoku"});
  expect_arguments(c, 0, 0, "no argument");
  const auto box = boxes_of_size(g.size.rows, g.size.columns, window);
  std::vector<std::vector<int>> windows;
  for (int left = 1; box && left + box->columns < g.size.columns; left += box->columns + 1) {
    for (int top = 1; top + box->rows < g.size.rows; top += box->rows + 1) {
      std::vector<int> cells;
      for (int r = top; r < top + box->rows; ++r) {
        for (int col = left; col < left + box->columns; ++col) cells.push_back(g.size.cell(r, col));
      }
      windows.push_back(std::move(cells));
    }
  }
  return extra_regions(windows, g.size);
}

// ISS's disjoint sets are the places in the boxes of RegionSize cells (else of the longer side),
// even when NoBoxes removes the boxes (a jigsaw's grid): the text format's disjoint groups where
// there are boxes, else extra regions.
Lines disjoint_sets(const IssConstraint& c, const IssGridRules& g) {
  expect_square(g);
  if (g.boxes) return grid_rule(c, {"disjoint-groups"});
  expect_arguments(c, 0, 0, "no argument");
  const int places = g.region_cells();
  const auto box = boxes_of_size(g.size.rows, g.size.columns, places);
  std::vector<std::vector<int>> groups;
  for (int place = 0; box && place < places; ++place) {
    std::vector<int> cells;
    for (int top = 0; top < g.size.rows; top += box->rows) {
      for (int left = 0; left < g.size.columns; left += box->columns) {
        cells.push_back(g.size.cell(top + place / box->columns, left + place % box->columns));
      }
    }
    groups.push_back(std::move(cells));
  }
  return extra_regions(groups, g.size);
}

// ---- The general families ------------------------------------------------------------------

// The parts of an argument apart by '_' (ISS's lists inside one argument: "1_1_2").
std::vector<std::string> underscore_parts(const std::string& text) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  for (std::size_t bar = text.find('_');; bar = text.find('_', start)) {
    parts.push_back(text.substr(start, bar == std::string::npos ? bar : bar - start));
    if (bar == std::string::npos) break;
    start = bar + 1;
  }
  return parts;
}

// Sum~S~cells, or Sum~S_=_w1_w2...~cells with a coefficient per cell (-100 to 100; ISS reads an
// empty one as 0).
Lines weighted_sum(const IssConstraint& c, const IssGridRules& g) {
  if (c.args.empty()) throw IssError("expected the sum and the cells");
  const std::vector<std::string> parts = underscore_parts(c.args[0]);
  const int total = iss_number(parts[0], "the sum");
  const std::vector<int> cells = cells_from(c, 1, g.size);
  std::vector<int> weights(cells.size(), 1);
  if (parts.size() > 1 && parts[1] == "=") {
    if (parts.size() - 2 != cells.size()) {
      throw IssError(fmt::format("{} coefficients and {} cells: expected one per cell",
                                 parts.size() - 2, cells.size()));
    }
    for (std::size_t k = 0; k < cells.size(); ++k) {
      weights[k] = parts[k + 2].empty() ? 0 : iss_number(parts[k + 2], "a coefficient");
      if (std::abs(weights[k]) > 100) {
        throw IssError(fmt::format("the coefficient {} is not between -100 and 100", weights[k]));
      }
    }
  }
  // ISS's sum of no cells holds when it is 0 (its handler has nothing to add up).
  if (cells.empty()) {
    if (total == 0) return {};
    throw IssError(fmt::format("a sum of {} over no cells", total));
  }
  std::string line = fmt::format("sum {}:", total);
  for (std::size_t k = 0; k < cells.size(); ++k) {
    line += weights[k] == 1 ? " " : fmt::format(" {}*", weights[k]);
    line += cell_text(cells[k], g.size);
  }
  return {line};
}

// ISS's named cell groups (Pair, PairX; parseNamedCellGroups): an empty argument ends a group,
// one starting with `_` names the next (the name is a label: dlx reads past it). Empty groups are
// left out.
std::vector<std::vector<std::string>> named_groups(const std::vector<std::string>& items) {
  std::vector<std::vector<std::string>> groups(1);
  for (const std::string& item : items) {
    if (item.empty() || item[0] == '_') {
      if (!groups.back().empty()) groups.emplace_back();
      continue;
    }
    groups.back().push_back(item);
  }
  if (groups.back().empty()) groups.pop_back();
  return groups;
}

// The value of a base64url digit (A-Z a-z 0-9 - _), as ISS's Base64Codec reads its keys.
int base64_digit(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '-') return 62;
  if (c == '_') return 63;
  return -1;
}

// ISS's binary key (fnToBinaryKey): base64url digits of 6 bits each, lowest bit first; bit
// (i-1)*values + (j-1) says that value i may be followed by value j (i and j from 1, the puzzle
// writing them i + offset). Trailing digits of 0 are left out. As pairs of values as written,
// first and second back to back.
std::vector<int> binary_key_pairs(const std::string& key, const GridSize& size) {
  const int values = size.values;
  const std::size_t most = static_cast<std::size_t>((values * values + 5) / 6);
  if (key.size() > most) {
    throw IssError(fmt::format("the key '{}' has {} digits; one for {} values has at most {}", key,
                               key.size(), values, most));
  }
  std::vector<int> pairs;
  for (std::size_t k = 0; k < key.size(); ++k) {
    const int digit = base64_digit(key[k]);
    if (digit < 0) {
      throw IssError(
          fmt::format("the key '{}' has '{}', which is no base64url digit", key, key[k]));
    }
    for (int bit = 0; bit < 6; ++bit) {
      const int index = static_cast<int>(k) * 6 + bit;
      if (!((digit >> bit) & 1) || index >= values * values) continue;
      pairs.push_back(size.shown(index / values + 1));
      pairs.push_back(size.shown(index % values + 1));
    }
  }
  return pairs;
}

// Pair and PairX (Binary and BinaryX: the older keys, '-' and '_' swapped): a line per group.
// ISS's Pair relates each cell to the next (a cell may come back: the line is cut there, as a
// thermometer's); its PairX every two cells, under a table it makes symmetric (fnToKey).
Lines pairwise(const IssConstraint& c, const IssGridRules& g, bool all_pairs, bool legacy) {
  if (c.args.empty()) throw IssError("expected the key and the cells");
  std::string key = c.args[0];
  if (legacy) {
    for (char& ch : key) ch = ch == '-' ? '_' : ch == '_' ? '-' : ch;
  }
  const std::vector<int> pairs = binary_key_pairs(key, g.size);
  if (all_pairs) {
    std::set<std::pair<int, int>> set;
    for (std::size_t k = 0; k < pairs.size(); k += 2) set.emplace(pairs[k], pairs[k + 1]);
    for (const auto& [a, b] : set) {
      if (set.count({b, a}) == 0) {
        throw IssError(
            fmt::format("its table allows {} then {} but not {} then {}: dlx takes a "
                        "symmetric table for all pairs, as ISS makes them",
                        a, b, b, a));
      }
    }
  }
  if (pairs.empty()) throw IssError("its key allows no pair of values");
  Lines lines;
  for (const std::vector<std::string>& group : named_groups({c.args.begin() + 1, c.args.end()})) {
    std::vector<int> cells;
    for (const std::string& id : group) cells.push_back(iss_argument_cell(id, g.size));
    if (cells.size() < 2) continue;  // no pair to relate
    const std::string head =
        fmt::format("{} {}:", all_pairs ? "pairx" : "pair", relation_text(pairs));
    if (!all_pairs) {
      for (std::string& line : chained(head, cells, g.size)) lines.push_back(std::move(line));
      continue;
    }
    if (std::set<int>(cells.begin(), cells.end()).size() != cells.size()) {
      throw IssError("a PairX group names a cell twice");
    }
    lines.push_back(fmt::format("{} {}", head, cell_words(cells, g.size)));
  }
  return lines;
}

// CC1, CC2, ...: a cell of Chaos Construction's region lane.
bool is_region_cell_id(const std::string& id) {
  return id.size() > 2 && (id[0] == 'C' || id[0] == 'c') && (id[1] == 'C' || id[1] == 'c');
}

// A cell of Chaos Construction's region lane (CC1 is r1c1's region, CC2 r1c2's, ...), or a grid
// cell, which ISS maps to its region cell.
int chaos_region_cell(const std::string& id, const GridSize& size) {
  if (is_region_cell_id(id)) {
    const int k = iss_number(id.substr(2), "a region cell");
    if (k < 1 || k > size.cells()) {
      throw IssError(fmt::format("'{}' is not a region cell of the {}: expected CC1 to CC{}", id,
                                 grid_words(size), size.cells()));
    }
    return k - 1;
  }
  return iss_argument_cell(id, size);
}

// The item's cells from argument `from` on when they are all Chaos Construction region cells
// (their regions are what the rule reads); nullopt when none is. A mix is refused.
std::optional<std::vector<int>> region_cells_from(const IssConstraint& c, std::size_t from,
                                                  const GridSize& size) {
  std::size_t regions = 0;
  for (std::size_t k = from; k < c.args.size(); ++k) regions += is_region_cell_id(c.args[k]);
  if (regions == 0) return std::nullopt;
  if (regions + from != c.args.size()) {
    throw IssError(
        fmt::format("{} region cells (CC...) among {} cells: a rule on region cells "
                    "and grid cells at once is not supported",
                    regions, c.args.size() - from));
  }
  std::vector<int> cells;
  for (std::size_t k = from; k < c.args.size(); ++k) {
    cells.push_back(chaos_region_cell(c.args[k], size));
  }
  return cells;
}

// CountDistinct~CONTROL~cells: the control's value (as the puzzle writes it) is the number of
// different values among the other cells; on region cells, of different regions.
Lines count_distinct(const IssConstraint& c, const IssGridRules& g) {
  if (c.args.size() < 2) throw IssError("expected the control cell and the cells it counts");
  if (const auto regions = region_cells_from(c, 1, g.size)) {
    return {fmt::format("chaos-count-regions {}: {}",
                        cell_text(iss_argument_cell(c.args[0], g.size), g.size),
                        cell_words(*regions, g.size))};
  }
  const std::vector<int> cells = cells_from(c, 0, g.size);
  return {fmt::format("count-distinct {}: {}", cell_text(cells[0], g.size),
                      cell_words(std::vector<int>(cells.begin() + 1, cells.end()), g.size))};
}

// The clue's offset: 0 (the first cell counted), 1 (left out) or empty (0).
int chaos_offset(const IssConstraint& c) {
  if (c.args.size() < 2 || c.args[1].empty()) return 0;
  const int offset = iss_number(c.args[1], "the offset");
  if (offset != 0 && offset != 1) throw IssError(fmt::format("offset {}: expected 0 or 1", offset));
  return offset;
}

// ChaosCount~CONTROL[~OFFSET~cells]: how many of the cells are in the first one's region (the
// offset 1: the first left out); without cells, the control's 3x3 block, the control first, then
// up, down, left, right and the diagonals (ISS's order).
Lines chaos_count(const IssConstraint& c, const IssGridRules& g) {
  if (c.args.empty()) throw IssError("expected the control cell");
  const int control = iss_argument_cell(c.args[0], g.size);
  std::vector<int> cells;
  for (std::size_t k = 2; k < c.args.size(); ++k) {
    cells.push_back(chaos_region_cell(c.args[k], g.size));
  }
  if (cells.empty()) {
    const int r = g.size.row(control);
    const int col = g.size.column(control);
    const int steps[9][2] = {{0, 0},   {-1, 0}, {1, 0},  {0, -1}, {0, 1},
                             {-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
    for (const auto& step : steps) {
      if (g.size.inside(r + step[0], col + step[1])) {
        cells.push_back(g.size.cell(r + step[0], col + step[1]));
      }
    }
  }
  return {fmt::format("{} {}: {}", chaos_offset(c) == 1 ? "chaos-count-others" : "chaos-count",
                      cell_text(control, g.size), cell_words(cells, g.size))};
}

// ChaosArrow~CONTROL[~OFFSET~arms]: the run of the arms' first cell's region along the arms
// (apart by `-`), the first cell once (offset 1: left out); arms of one cell are left out unless
// all are; without arms, the four from the control's own cell: left, right, up, down.
Lines chaos_arrow(const IssConstraint& c, const IssGridRules& g) {
  if (c.args.empty()) throw IssError("expected the control cell");
  const int control = iss_argument_cell(c.args[0], g.size);
  std::vector<std::vector<int>> arms = {{}};
  for (std::size_t k = 2; k < c.args.size(); ++k) {
    if (c.args[k] == "-") {
      arms.emplace_back();
    } else {
      arms.back().push_back(chaos_region_cell(c.args[k], g.size));
    }
  }
  if (arms.size() == 1 && arms.front().empty()) {
    arms.clear();
    const int steps[4][2] = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}};
    for (const auto& step : steps) {
      std::vector<int> arm;
      for (int r = g.size.row(control), col = g.size.column(control); g.size.inside(r, col);
           r += step[0], col += step[1]) {
        arm.push_back(g.size.cell(r, col));
      }
      arms.push_back(arm);
    }
  }
  for (const std::vector<int>& arm : arms) {
    if (arm.empty()) throw IssError("an empty arm");
  }
  std::vector<std::vector<int>> active;
  for (const std::vector<int>& arm : arms) {
    if (arm.size() > 1) active.push_back(arm);
  }
  if (active.empty()) active.push_back(arms.front());
  std::string line =
      fmt::format("{} {}:", chaos_offset(c) == 1 ? "chaos-arrow-others" : "chaos-arrow",
                  cell_text(control, g.size));
  for (std::size_t k = 0; k < active.size(); ++k) {
    line += (k == 0 ? " " : " | ") + cell_words(active[k], g.size);
  }
  return {line};
}

// SameValues~K~cells: K sets of as many cells, one after the other (ISS refuses cells that do not
// split so); K at least the cells: all of them hold one value (ISS's pairwise equality). On
// region cells, sets of one: the cells are in one region.
Lines same_values(const IssConstraint& c, const IssGridRules& g) {
  if (c.args.empty()) throw IssError("expected the number of sets and the cells");
  const int sets = iss_number(c.args[0], "the number of sets");
  if (const auto regions = region_cells_from(c, 1, g.size)) {
    if (regions->size() < 2 || sets == 1) return {};
    if (sets < static_cast<int>(regions->size())) {
      throw IssError(
          "sets of several region cells (CC...) are not supported: only sets of one "
          "(the cells in one region)");
    }
    return {"chaos-same " + cell_words(*regions, g.size)};
  }
  const std::vector<int> cells = cells_from(c, 1, g.size);
  const int count = static_cast<int>(cells.size());
  if (sets < 1) throw IssError(fmt::format("{} sets: expected 1 or more", sets));
  if (count < 2 || sets == 1) return {};  // one set, or one cell: nothing to compare
  const int size = sets >= count ? 1 : count / sets;
  if (sets < count && count % sets != 0) {
    throw IssError(fmt::format("{} cells do not split into {} sets of as many", count, sets));
  }
  std::string line = "same-values";
  for (int k = 0; k < count; k += size) {
    line += (k == 0 ? " " : " | ") +
            cell_words(std::vector<int>(cells.begin() + k, cells.begin() + k + size), g.size);
  }
  return {line};
}

// EqualSum~cells~-~cells...: the segments (apart by `-`) have one sum. ISS skips an empty
// segment, and one segment left asks nothing.
Lines equal_sum(const IssConstraint& c, const IssGridRules& g) {
  std::vector<std::vector<int>> segments(1);
  for (const std::string& arg : c.args) {
    if (arg == "-") {
      segments.emplace_back();
      continue;
    }
    const int cell = iss_argument_cell(arg, g.size);
    if (std::find(segments.back().begin(), segments.back().end(), cell) != segments.back().end()) {
      throw IssError(fmt::format("{} twice in a segment is not supported", arg));
    }
    segments.back().push_back(cell);
  }
  std::erase_if(segments, [](const std::vector<int>& segment) { return segment.empty(); });
  if (segments.size() < 2) return {};
  std::string line = "equal-sum";
  for (std::size_t k = 0; k < segments.size(); ++k) {
    line += (k == 0 ? " " : " | ") + cell_words(segments[k], g.size);
  }
  return {line};
}

// ContainAtLeast~1_1_2~cells, ContainExact~...: the values as the puzzle writes them.
Lines contains(const IssConstraint& c, const IssGridRules& g, bool exactly) {
  if (c.args.size() < 2) throw IssError("expected the values and the cells");
  std::string line = exactly ? "contains-exactly" : "contains-at-least";
  for (const std::string& value : underscore_parts(c.args[0])) {
    line += " " + std::to_string(iss_number(value, "a value"));
  }
  return {line + ": " + cell_words(cells_from(c, 1, g.size), g.size)};
}

// ConnectedValues~LAYER~VALUES[~SIZE]: LAYER is a Var's group (VL: the layer of Var~L~...~RxC)
// or empty for the grid; VALUES apart by '_' (or ','); SIZE the region's cells, if any.
Lines connected_values(const IssConstraint& c, const IssGridRules& g) {
  if (c.args.size() < 2 || c.args.size() > 3) {
    throw IssError("expected the cell group (empty: the grid), the values and optionally a size");
  }
  std::string space = "grid";
  if (const std::string& layer = c.args[0]; !layer.empty()) {
    const auto group = std::find_if(g.size.variables.begin(), g.size.variables.end(),
                                    [&](const VariableGroup& v) { return "V" + v.name == layer; });
    if (group == g.size.variables.end()) {
      throw IssError(
          fmt::format("'{}' names no cell group: expected a Var's (V and its prefix)", layer));
    }
    if (group->columns == 0) {
      throw IssError(
          fmt::format("the Var {} has a count of cells, not rows (RxC): dlx gives "
                      "neighbours to the cells of a Var declared in rows",
                      group->name));
    }
    space = "$" + group->name;
  }
  std::string values = c.args[1];
  std::replace(values.begin(), values.end(), ',', '_');
  std::string line = "connected";
  for (const std::string& value : underscore_parts(values)) {
    line += " " + std::to_string(iss_number(value, "a value"));
  }
  if (c.args.size() == 3 && !c.args[2].empty()) {
    const int size = iss_number(c.args[2], "the region's size");
    if (size < 1) throw IssError("the region's size is at least 1");
    line += fmt::format(" size {}", size);
  }
  return {line + ": " + space};
}

// ---- Lines read by an automaton -----------------------------------------------------------------

// Regex~PATTERN~cells~~cells...: a `regex` line per group (ISS's Regex.makeFromArgs: an empty
// argument ends a group). The pattern's characters are ISS's (digits, letters,
// . [ ] ^ - ( ) | * + ? { } ,; blanks left out, as ISS does); any other is refused before the line
// is written, since the text format would read a colon or a '#' as its own.
Lines regex(const IssConstraint& c, const IssGridRules& g) {
  if (c.args.empty()) throw IssError("expected the pattern and the cells");
  std::string pattern;
  for (char ch : iss_regex_pattern(c.args[0])) {
    if (std::isspace(static_cast<unsigned char>(ch))) continue;
    if (!std::isalnum(static_cast<unsigned char>(ch)) &&
        std::string_view(".[]^-()|*+?{},").find(ch) == std::string_view::npos) {
      throw IssError(
          fmt::format("the pattern has '{}', which is no character of ISS's patterns", ch));
    }
    pattern += ch;
  }
  if (pattern.empty()) throw IssError("an empty pattern: it accepts no line of cells");
  Lines lines;
  std::vector<int> cells;
  auto flush = [&] {
    if (!cells.empty()) {
      lines.push_back(fmt::format("regex {}: {}", pattern, cell_words(cells, g.size)));
    }
    cells.clear();
  };
  for (std::size_t k = 1; k < c.args.size(); ++k) {
    if (c.args[k].empty()) {
      flush();
    } else {
      cells.push_back(iss_argument_cell(c.args[k], g.size));
    }
  }
  flush();
  return lines;
}

// NFA~ENCODED~_name~cells~-~cells~~cells...: an `automaton` line per named group, its segments
// apart by '-' (ISS's splitSegments: a segment may be empty); a region cell (CC...) is read as
// its cell's region label (rRcC@). ISS refuses a line of several
// segments when the NFA has no break symbol (NFAConstraint.initialize).
Lines nfa(const IssConstraint& c, const IssGridRules& g) {
  if (c.args.empty()) throw IssError("expected the NFA and the cells");
  const std::string spec = automaton_text(iss_automaton(c.args[0], g.size), g.size);
  Lines lines;
  for (const std::vector<std::string>& group : named_groups({c.args.begin() + 1, c.args.end()})) {
    std::string segments;
    int count = 1;
    for (const std::string& id : group) {
      if (id == "-") {
        segments += " |";
        ++count;
      } else if (is_region_cell_id(id)) {
        segments += " " + cell_text(chaos_region_cell(id, g.size), g.size) + "@";  // its label
      } else {
        segments += " " + cell_text(iss_argument_cell(id, g.size), g.size);
      }
    }
    if (count > 1 && iss_symbol_count(c.args[0]) < break_symbol(g.size)) {
      throw IssError(
          fmt::format("the NFA has {} symbols, and a line of {} segments needs {} (the break): "
                      "ISS refuses it",
                      iss_symbol_count(c.args[0]), count, break_symbol(g.size)));
    }
    lines.push_back(fmt::format("automaton {}:{}", spec, segments));
  }
  return lines;
}

// The Doppelganger's variable cells, where the reader declared them (a rule names one): DGC i
// holds the digit row i misses, DGR i column i's, DGB i box i's (the boxes in reading order), as
// ISS's sudoku_builder.js pairs them.
Lines doppelganger_missing(const IssGridRules& g) {
  const GridSize& size = g.size;
  if (!find_variable("DGC1", size)) return {};
  const std::optional<BoxShape> box = boxes_of_size(size.rows, size.columns, g.region_cells());
  if (!box) throw IssError("a Doppelganger's box cells (DGB...) on a grid without boxes");
  std::vector<std::vector<int>> rows(static_cast<std::size_t>(size.rows));
  std::vector<std::vector<int>> columns(static_cast<std::size_t>(size.columns));
  std::vector<std::vector<int>> boxes(static_cast<std::size_t>(size.rows));
  const int boxes_across = size.columns / box->columns;
  for (int cell = 0; cell < size.cells(); ++cell) {
    const int r = size.row(cell);
    const int col = size.column(cell);
    rows[static_cast<std::size_t>(r)].push_back(cell);
    columns[static_cast<std::size_t>(col)].push_back(cell);
    boxes[static_cast<std::size_t>(r / box->rows * boxes_across + col / box->columns)].push_back(
        cell);
  }
  Lines lines;
  auto add = [&](const char* group, const std::vector<std::vector<int>>& houses) {
    for (std::size_t k = 0; k < houses.size(); ++k) {
      const int holder = *find_variable(fmt::format("{}{}", group, k + 1), size);
      lines.push_back(fmt::format("doppelganger-missing {}: {}", cell_text(holder, size),
                                  cell_words(houses[k], size)));
    }
  };
  add("DGC", rows);
  add("DGR", columns);
  add("DGB", boxes);
  return lines;
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

int iss_argument_cell(const std::string& id, const GridSize& size) {
  if (const auto cell = iss_cell(id, size)) return *cell;
  if (id.size() > 2 && (id[0] == 'C' || id[0] == 'c') && (id[1] == 'C' || id[1] == 'c')) {
    throw IssError(
        fmt::format("'{}' is a Chaos Construction region cell: rules on region cells "
                    "other than ChaosCount, ChaosArrow, SameValues, AllDifferent, "
                    "CountDistinct and NFA are not supported",
                    id));
  }
  // A variable cell of a group no Var of the puzzle declares: most often a string over several
  // lines read as a batch, whose Var line was a puzzle of its own ('Rectangle Sums' in a file).
  const std::size_t digits = id.find_first_of("0123456789");
  const std::string group = id.size() > 1 && id[0] == 'V' ? id.substr(1, digits - 1) : "";
  const bool declared = std::any_of(size.variables.begin(), size.variables.end(),
                                    [&](const VariableGroup& g) { return g.name == group; });
  const std::string why =
      group.empty() || declared || !is_variable_group_name(group)
          ? std::string()
          : fmt::format(
                "; no Var of this puzzle declares the group {} (in a batch each line is "
                "a puzzle unless a composite is open: join the lines of a string, or name "
                "the file .iss)",
                group);
  throw IssError(fmt::format(
      "'{}' is not a cell of the {}x{} grid: expected R1C1 to {}, or a variable cell of a Var "
      "(a Doppelganger's DGR1... where the puzzle has a Doppelganger){}",
      id, size.rows, size.columns, iss_cell_id(size.cells() - 1, size), why));
}

const std::vector<IssRule>& iss_rules() {
  static const std::vector<IssRule> rules = {
      {"Shape"},
      {"NoBoxes"},
      {"RegionSize"},
      {"Jigsaw"},
      {"Given"},
      {"Var"},
      {"SearchPriority"},
      {"Thermo",
       [](const IssConstraint& c, const IssGridRules& g) {
         return chained("thermo", cells_from(c, 0, g.size), g.size);
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
      {"X", [](const IssConstraint& c, const IssGridRules& g) { return dots("x", c, g.size); }},
      {"V", [](const IssConstraint& c, const IssGridRules& g) { return dots("v", c, g.size); }},
      {"WhiteDot", [](const IssConstraint& c,
                      const IssGridRules& g) { return dots("kropki-white", c, g.size); }},
      {"BlackDot", [](const IssConstraint& c,
                      const IssGridRules& g) { return dots("kropki-black", c, g.size); }},
      {"GreaterThan", [](const IssConstraint& c,
                         const IssGridRules& g) { return dots("thermo", c, g.size, true); }},
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
      {"AllDifferent",
       [](const IssConstraint& c, const IssGridRules& g) -> Lines {
         if (const auto regions = region_cells_from(c, 0, g.size)) {
           return {"chaos-apart " + cell_words(*regions, g.size)};
         }
         return line_of("extra-region", c, g.size);
       }},
      {"Palindrome", [](const IssConstraint& c,
                        const IssGridRules& g) { return line_of("palindrome", c, g.size); }},
      {"Renban",
       [](const IssConstraint& c, const IssGridRules& g) { return line_of("renban", c, g.size); }},
      {"Whisper", whisper},
      {"Between",
       [](const IssConstraint& c, const IssGridRules& g) { return line_of("between", c, g.size); }},
      {"RegionSumLine", [](const IssConstraint& c,
                           const IssGridRules& g) { return line_of("region-sum", c, g.size); }},
      {"Entropic", entropic},
      {"Zipper",
       [](const IssConstraint& c, const IssGridRules& g) { return line_of("zipper", c, g.size); }},
      {"Modular", modular},
      {"Lockout", lockout},
      {"Quad", quad},
      {"Indexing", indexing},
      // The general families.
      {"Sum", weighted_sum},
      {"ContainAtLeast",
       [](const IssConstraint& c, const IssGridRules& g) { return contains(c, g, false); }},
      {"ContainExact",
       [](const IssConstraint& c, const IssGridRules& g) { return contains(c, g, true); }},
      {"CountDistinct", count_distinct},
      {"ConnectedValues", connected_values},
      {"SameValues", same_values},
      {"EqualSum", equal_sum},
      {"Pair",
       [](const IssConstraint& c, const IssGridRules& g) { return pairwise(c, g, false, false); }},
      {"PairX",
       [](const IssConstraint& c, const IssGridRules& g) { return pairwise(c, g, true, false); }},
      {"Binary",
       [](const IssConstraint& c, const IssGridRules& g) { return pairwise(c, g, false, true); }},
      {"BinaryX",
       [](const IssConstraint& c, const IssGridRules& g) { return pairwise(c, g, true, true); }},
      // Lines read by an automaton.
      {"Regex", regex},
      {"NFA", nfa},
      // Regions found while solving.
      {"ChaosConstruction", chaos_construction},
      {"ChaosCount", chaos_count},
      {"ChaosArrow", chaos_arrow},
      // The named families.
      {"FullRank",
       [](const IssConstraint& c, const IssGridRules& g) {
         return side_clue(g.full_rank_ties_any ? "full-rank-tied" : "full-rank", c, g);
       }},
      {"FullRankTies", full_rank_ties},
      {"HiddenSkyscraper",
       [](const IssConstraint& c, const IssGridRules& g) {
         return side_clue("hidden-skyscraper", c, g, true);
       }},
      // ISS takes a NumberedRoom clue of 0 (ZERO_VALUE_OK): the value 0 of a grid of 0-8.
      {"NumberedRoom",
       [](const IssConstraint& c, const IssGridRules& g) {
         return side_clue("numbered-room", c, g, true);
       }},
      {"SumLine", sum_line},
      {"LookAndSay", look_and_say},
      // ISS states them on the values 1-9 only.
      {"GlobalEntropy",
       [](const IssConstraint& c, const IssGridRules& g) {
         if (g.size.values != 9 || g.size.offset != 0) {
           throw IssError("ISS's GlobalEntropy needs the values 1-9");
         }
         return grid_rule(c, {"global-entropy"});
       }},
      {"GlobalMod",
       [](const IssConstraint& c, const IssGridRules& g) {
         if (g.size.values != 9 || g.size.offset != 0) {
           throw IssError("ISS's GlobalMod needs the values 1-9");
         }
         return grid_rule(c, {"global-mod"});
       }},
      {"CountingCircles",
       [](const IssConstraint& c, const IssGridRules& g) {
         return line_of("counting-circles", c, g.size);
       }},
      {"Lunchbox",
       [](const IssConstraint& c, const IssGridRules& g) -> Lines {
         if (c.args.size() < 2) throw IssError("expected the sum and the cells");
         // ISS reads an empty sum as 0 (+'' is 0).
         const int sum = c.args[0].empty() ? 0 : iss_number(c.args[0], "the sum");
         return {fmt::format("lunchbox {}: {}", sum, cell_words(cells_from(c, 1, g.size), g.size))};
       }},
      // ---- The named families, part two.
      // ISS's Doppelganger reads rows, columns and boxes (none with NoBoxes), never a jigsaw's
      // regions, which the row reads in place of boxes: refused where the boxes are gone.
      {"Doppelganger",
       [](const IssConstraint& c, const IssGridRules& g) {
         if (!g.boxes) throw IssError("dlx states ISS's Doppelganger with the grid's boxes only");
         Lines lines = grid_rule(c, {"doppelganger"});
         for (std::string& line : doppelganger_missing(g)) lines.push_back(std::move(line));
         return lines;
       }},
      {"DoubleArrow",
       [](const IssConstraint& c, const IssGridRules& g) {
         if (c.args.size() < 3) throw IssError("expected three cells at least");
         return line_of("double-arrow", c, g.size);
       }},
      {"RellikCage",
       [](const IssConstraint& c, const IssGridRules& g) -> Lines {
         if (c.args.size() < 2) throw IssError("expected the sum and the cells");
         // ISS reads an empty sum as 0 (+'' is 0).
         const int sum = c.args[0].empty() ? 0 : iss_number(c.args[0], "the sum");
         return {fmt::format("rellik {}: {}", sum, cell_words(cells_from(c, 1, g.size), g.size))};
       }},
      {"EqualityCage", [](const IssConstraint& c,
                          const IssGridRules& g) { return line_of("equality-cage", c, g.size); }},
      // ISS refuses AntiTaxicab on values that do not start at 1, DutchFlatmates on other than 1-9.
      {"AntiTaxicab",
       [](const IssConstraint& c, const IssGridRules& g) {
         if (g.size.offset != 0) throw IssError("ISS's AntiTaxicab needs values from 1");
         return grid_rule(c, {"anti-taxicab"});
       }},
      {"DutchFlatmates",
       [](const IssConstraint& c, const IssGridRules& g) {
         if (g.size.values != 9 || g.size.offset != 0) {
           throw IssError("ISS's DutchFlatmates needs the values 1-9");
         }
         return grid_rule(c, {"dutch-flatmates"});
       }},
      // ISS's largest regions are the rows, the columns, the boxes and a Jigsaw's pieces; the
      // row's are those of the grid (a jigsaw's pieces in place of the boxes). Pieces beside the
      // boxes are extra regions, which it does not count, but need not: the largest rows, columns
      // or boxes tile the grid, so every cell holds a digit of their one set, and a piece of as
      // many cells holds that set too.
      {"RegionSameValues",
       [](const IssConstraint& c, const IssGridRules&) {
         return grid_rule(c, {"region-same-values"});
       }},
      {"ValueIndexing",
       [](const IssConstraint& c, const IssGridRules& g) {
         if (c.args.size() < 3) throw IssError("expected three cells at least");
         return line_of("value-indexing", c, g.size);
       }},
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
