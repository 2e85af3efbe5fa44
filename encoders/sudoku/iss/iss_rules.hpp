// Which ISS constraint types dlx states, and how: each is written as the lines of the text
// format's `constraints` section that mean the same (docs/sudoku.md, "ISS constraint strings"),
// which the reader then parses as a `constraints` section's lines are parsed, so that a rule has
// one row, one check and one message whichever way it came.
//
// A type is in the table only where ISS's rule (js/sudoku_constraint.js and
// js/solver/sudoku_builder.js) and the row's agree in every detail on the grids where it is
// mapped; where they part (ISS's Windoku on a 16x16, a Doppelganger without boxes) the rule
// says so instead of stating another puzzle.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "encoders/sudoku/iss/iss_grid.hpp"

namespace dlx::sudoku {

// The grid a rule is stated on.
struct IssGridRules {
  GridSize size = GridSize::square(9);
  bool boxes = true;    // the grid keeps its boxes (else a Jigsaw's regions replace them)
  bool jigsaw = false;  // a Jigsaw is there: its pieces replace the boxes or stand beside them
  // RegionSize's argument: the cells of a box, a jigsaw piece, a disjoint set and a window (ISS's
  // regionSizeOption); nullopt: the default of each (the longer side; a window's, the values).
  std::optional<int> region_size;
  // FullRankTies's argument (ISS keeps one): whether a FullRank clue may equal other numbers
  // ("any"); "only-unclued" (the default) and "none" keep clued numbers apart.
  bool full_rank_ties_any = false;

  // The cells of a box, a jigsaw piece and a disjoint set: RegionSize, else the longer side.
  int region_cells() const { return region_size.value_or(size.longer_side()); }
};

// One ISS constraint, as ISS makes it from an item (makeFromArgs): one per cell of a Given, one
// per side of an XSum, Skyscraper or FullRank item (its args then: the row or column, 1 or -1, the
// clue), else the item's own arguments.
struct IssConstraint {
  std::string type;
  std::vector<std::string> args;
  std::size_t line = 0;
};

// Lines of the text format; throws IssError when the arguments are wrong or the rule has no row
// here (on this grid).
using IssLines = std::vector<std::string> (*)(const IssConstraint&, const IssGridRules&);

struct IssRule {
  std::string_view type;  // ISS's name
  // nullptr for the types the reader takes itself: Shape, NoBoxes, RegionSize, Jigsaw, Given and
  // Var, which make the grid, its regions and its clues, and SearchPriority, a hint to ISS's
  // search that states no rule (skipped with a note).
  IssLines lines = nullptr;
};

// The rule for ISS's type `type`, or nullptr when dlx does not state that type yet.
const IssRule* find_iss_rule(std::string_view type);

// Every mapped type, in the order of docs/sudoku.md's table.
const std::vector<IssRule>& iss_rules();

// A whole number as ISS writes one ("15", "-1"); throws IssError naming `what` otherwise.
int iss_number(const std::string& text, std::string_view what);

// The cell an argument names; throws IssError for anything else.
int iss_argument_cell(const std::string& id, const GridSize& size);

}  // namespace dlx::sudoku
