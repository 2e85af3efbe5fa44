// The table of constraint types: one row per type, the same shape for all. A row says how the
// type's line reads, how it compiles into exact cover, how a solved grid is checked against it,
// and how a picture draws it. Adding a type is one file (encoders/sudoku/variants/<type>.cpp, with
// its rows) and one line in constraint_types() (constraint_table.cpp); docs/architecture.md ("Where
// to add") lists the declaration, tests and docs that go with it.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "encoders/sudoku/grid_size.hpp"
#include "encoders/sudoku/variants/constraint.hpp"

namespace dlx::sudoku {

class Canvas;
class Encoder;

// The grid a constraint is read for: its size (rows, columns, values) and its regions (boxes or a
// jigsaw map).
struct GridShape {
  GridSize size;
  int box_rows = 0;  // 0: no boxes (a jigsaw map, or none)
  int box_columns = 0;
  std::vector<int> region;  // the region (box or jigsaw region) of each cell, from 0; -1: none
};

// A house a constraint adds to the grid: cells that hold different values, as a row does; a house
// of as many cells as the grid has values holds every value once. Its name is what messages call
// it ("the main diagonal"); its tag names its items in the model ("d1": item d1v5 is "the main
// diagonal holds 5").
struct Region {
  std::string name;
  std::vector<int> cells;
  std::string tag;
};

// A solved grid, as the checkers see it. Each type's checker works from the rule itself and this,
// and shares no code with its compilation (Encoder), so that a mistake in one cannot hide in the
// other.
struct SolvedGrid {
  GridSize size;
  const std::vector<int>* values = nullptr;  // the value of each cell, 1..size.values
  const std::vector<int>* region = nullptr;  // the region of each cell (box or jigsaw region)
  // Every constraint of the puzzle: a negative rule needs the dots, fortress all fortress cells.
  const std::vector<Constraint>* constraints = nullptr;
  // Chaos construction: the region the solution puts each cell in (any ids), as the solver found
  // them; nullptr for a solution that gives none (one the input gives beside its puzzle), whose
  // regions are then not checked.
  const std::vector<int>* chaos_regions = nullptr;

  // The value in a cell as the puzzle writes it (0-8 on a grid of values 0-8), which the rules'
  // numbers speak of.
  int at(int cell) const { return size.shown((*values)[static_cast<std::size_t>(cell)]); }
  int at(int row, int column) const { return at(size.cell(row, column)); }
};

// How a constraint's line reads after its name (docs/sudoku.md has the grammar).
enum class Syntax {
  kNothing,          // anti-knight   (with NumberUse: chaos [N])
  kCells,            // thermo C C C... (with NumberUse: killer [S:] C C...)
  kCellsThenCells,   // arrow C [C...]: C C...   clone C C...: C C...
  kCellThenValues,   // quadruple C: V V...      candidates C: V V...
  kRowOrColumn,      // sandwich row R: S        sandwich col C: S
  kRowOrColumnSide,  // x-sum row R left: S      skyscraper col C bottom: N
  // The general families.
  kWeightedCells,    // sum S: C 2*C -1*C...     (S and the weights may be negative)
  kValuesThenCells,  // contains-at-least V V...: C C...
  // connected V V... [size N]: grid | $L | C C...   (the whole grid, a whole layer, or cells)
  kValuesThenSpace,
  kGroups,             // same-values C C... | C C... | ...
  kRelationThenCells,  // pair 1->2,3 2-4->1...: C C...  (the allowed pairs of digits)
  kTuplesThenCells,    // one-of 1,5 5,1...: C C...     (the allowed combinations of values)
  kCellThenGroups,     // chaos-arrow C: C C... | C C...  (a cell may start several groups)
  kSharedGroups,       // equal-sum C C... | C C... | ...  (groups may share cells)
  // Lines read by an automaton: the text before the colon is the type's own (automaton.hpp).
  kTextThenCells,   // regex PATTERN: C C...
  kTextThenGroups,  // automaton SPEC: C C... | C C...  (segments, which may be empty)
  // Rules of rules: the text after the name is other lines of the format.
  kBranches,  // or LINE && LINE... || LINE...  (branches of rules that all hold)
};

// Whether a `K:` may or must come before the cells (kCells), or a number stand alone (kNothing).
enum class NumberUse { kNone, kOptional, kRequired };

struct ConstraintType {
  std::string_view name;  // as written in the text format: "thermo", "negative xv", ...
  Syntax syntax = Syntax::kCells;
  NumberUse number = NumberUse::kNone;
  int min_cells = 1;  // kCells, kCellsThenCells (each group): how many cells the line takes
  int max_cells = 0;  // 0: any number
  // Draws the constraint on a picture of the grid (canvas.hpp: what the pens are).
  void (*draw)(const Constraint&, Canvas&) = nullptr;
  std::string_view rule;  // the rule in a few words, for messages
  // Checks of a line beyond its syntax on a grid of this size (cells that must be neighbours, a
  // number's range): the message, or nullopt when the line is fine. May be empty.
  std::optional<std::string> (*validate)(const Constraint&, const GridSize&) = nullptr;
  // The houses the constraint is (a diagonal, windoku's windows, a jigsaw region, an extra region
  // of as many cells as values): the model gives them region items as it gives the rows, and the
  // grader and the generator take them as houses. When it gives any, they are the whole rule, and
  // `compile` adds nothing more. `ordinal` counts the puzzle's constraints of this type before it,
  // for names.
  std::vector<Region> (*houses)(const Constraint&, const GridShape&, int ordinal) = nullptr;
  // The constraint's cells are one region of the grid in place of the boxes (a jigsaw piece).
  bool grid_region = false;
  // A killer cage: its cells hold different values that sum to its number, which the logic
  // solver and the generator cannot read (they say so by name).
  bool sum_cage = false;
  // A cage whose rule is the set of its digits, compiled as one value group (Encoder::set_piece)
  // without a sum (rellik, equality, multi-sum): dlx sudoku reasons on it with the implied items
  // as on a killer cage (sudoku_model.cpp's propagation_for).
  bool set_cage = false;
  // A line whose rule is on neighbours along it (a whisper): it may pass through a cell more than
  // once, as drawn lines do, and the rule holds along the path as drawn.
  bool path = false;
  // Its cells may come again anywhere, even one after the other (a value-indexing line's control
  // among the cells it indexes, as ISS's Bates Motel has it): its rule reads each place as written.
  bool cells_repeat = false;
  // Its cells may be variable cells ($A, grid_size.hpp): its rule, compile, check and drawing
  // read no row, column, region or neighbour of its cells. Off for a type that does.
  bool variable_cells = false;
  // Its cells may be written rRcC@: the rule reads the cell's region label (chaos construction,
  // whose labels are names: the rule may tell them apart only by which are equal).
  bool region_labels = false;
  // Adds the constraint to the exact-cover model (beyond its houses); nullptr: nothing to add.
  void (*compile)(const Constraint&, Encoder&) = nullptr;
  // nullopt when the solved grid keeps the rule, else what is wrong.
  std::optional<std::string> (*check)(const Constraint&, const SolvedGrid&) = nullptr;
};

// Every type, in the order of docs/sudoku.md's table.
const std::vector<ConstraintType>& constraint_types();
// The type named `name`, or nullptr.
const ConstraintType* find_constraint_type(std::string_view name);

// "r3c4" for a cell of a grid of this size (1-based, as the text format writes cells).
std::string cell_text(int cell, const GridSize& size);

}  // namespace dlx::sudoku
