// The constraints of variant Sudoku as setters write them today (thermometers, arrows, kropki
// dots, ...): what the text format's `constraints` section reads (docs/sudoku.md), what the model
// compiles into exact cover, what the checker checks and what a drawing shows.
//
// A constraint is plain data: its type (a row of the table, constraint_types()), its cells in the
// order written, and the numbers of its line. Everything a type knows about itself (how its line
// reads, how it becomes exact cover, how a solved grid is checked, how it is drawn) is in its row.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace dlx::sudoku {

struct ConstraintType;

// A clue outside the grid (sandwich, x-sum, skyscraper): the row or column it is about and the
// side it reads from.
enum class Side { kLeft, kRight, kTop, kBottom };

struct OutsideClue {
  Side side = Side::kLeft;
  int index = 0;  // the row (left, right) or column (top, bottom), from 0

  // Whether the clue is about a row (read from the left or the right) or a column.
  bool row() const { return side == Side::kLeft || side == Side::kRight; }
};

struct Constraint {
  const ConstraintType* type = nullptr;
  // Cells are numbered row by row from 0 (r1c1 is 0, r2c1 is n).
  //   lines (thermo, whisper, ...):  the line from its start (a thermometer's bulb first)
  //   arrow:                         the arrow's cells, from the circle outwards
  //   clone:                         the first group
  //   quadruple:                     the 2x2 block, row by row
  //   dots, cages, cell marks:       as written
  std::vector<int> cells{};
  // arrow: the circle, or the pill's cells read as a number from the first; clone: the second
  // group, cell k the clone of cells[k].
  std::vector<int> head{};
  // The number of the line: the K of `K:` (a sum, a difference, a ratio, a whisper's gap) or the
  // clue of an outside clue. nullopt where the line gave none (a killer cage without a sum; a
  // whisper with the default gap).
  std::optional<int> number{};
  // quadruple: its digits (a digit twice, twice); candidates: the cell's pencil marks;
  // contains-at-least, contains-exactly: the digits, in order (a digit twice, twice); pair,
  // pairx: the allowed pairs of digits (first, second), back to back, in order, each once.
  std::vector<int> values{};
  // sum: the weight of each of `cells` (1 where the line gives none; may be 0 or negative). A
  // sum's cells may come twice (their weights add up).
  std::vector<int> weights{};
  // same-values: the groups of cells, in order (`cells` holds them all, one after the other);
  // automaton: its segments, in order, each may be empty.
  std::vector<std::vector<int>> groups{};
  // automaton: per cell of `cells`, 1 where the line reads the cell's region label (written
  // rRcC@, with chaos construction) in place of its digit; empty when it reads none.
  std::vector<char> reads_region{};
  // regex: the pattern, blanks left out; automaton: its states and transitions (automaton.hpp
  // and docs/sudoku.md have both forms).
  std::string text{};
  std::optional<OutsideClue> outside{};
  // or: its branches, each a group of rules (lines of the format) of which all hold; the rule
  // holds when one branch does.
  std::vector<std::vector<Constraint>> branches{};
  std::size_t line = 0;  // its line in the input, for messages
  // Written as a line of a `constraints` section (or an f-puzzles element), which --pretty lists
  // back; false for the rules a region map, a cage map or a flag such as --diagonal gives.
  bool written_as_line = true;
};

}  // namespace dlx::sudoku
