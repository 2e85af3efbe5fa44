// The size of a Sudoku grid: its rows, its columns and the values its cells hold.
//
// The classic grid is n x n and holds 1..n. Setters also make rectangular grids (6 rows of 9 cells
// holding 1-9), grids with more values than a row has cells (1-9 on 6x6: every row misses three),
// and grids whose values start at 0 (0-8 on 9x9). The Interactive Sudoku Solver writes these as
// `Shape~6x9`, `Shape~6x6~9` and `Shape~9x9~0-8`; the text format as `size 6x9` and `values 0-8`
// (docs/sudoku.md).
//
// Cells are numbered row by row from 0. Inside dlx a cell's value is 1..values whatever the puzzle
// writes (the models, the masks, the givens); `offset` turns it into the value the puzzle writes
// (0-8: offset -1), which the rules of the constraints and every message speak of.
//
// Variable cells (ISS's `Var`, the text format's `var` lines) are cells outside the grid that the
// rules may name: they hold one of the grid's values each and belong to no row, column or box.
// They are numbered after the grid's cells, group by group, in the order declared: cells() counts
// the grid's, all_cells() both. A group of one cell is named $NAME, a larger one $NAME1 to $NAMEk.
#pragma once

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dlx::sudoku {

// A group of variable cells: its name (letters) and how many cells it has, and, for a group laid
// out as a layer of rows (ISS's `Var~L~label~9x9`, the text format's `var L 9x9`), how many cells
// a row has: its cells then have orthogonal neighbours within the layer, which a rule on regions
// of cells reads (`connected`). 0: a group without a shape, whose cells have no neighbours.
struct VariableGroup {
  std::string name;
  int count = 1;
  int columns = 0;

  bool operator==(const VariableGroup&) const = default;
};

struct GridSize {
  int rows = 0;
  int columns = 0;
  int values = 0;                          // a cell holds 1..values
  int offset = 0;                          // the value shown for value v is v + offset
  std::vector<VariableGroup> variables{};  // the variable cells, after the grid's
  // A raw grid (ISS's `Shape~9x9~~Raw`, the text format's `grid raw`): its rows and columns are
  // no houses and it has no boxes; only the constraints bind its cells.
  bool raw = false;

  // The classic n x n grid holding 1..n.
  static GridSize square(int n) { return {n, n, n, 0}; }

  // The grid's cells.
  int cells() const { return rows * columns; }
  std::size_t cell_count() const {
    return static_cast<std::size_t>(rows) * static_cast<std::size_t>(columns);
  }
  // The variable cells, and the grid's and the variable cells together.
  int variable_cells() const {
    int count = 0;
    for (const VariableGroup& group : variables) count += group.count;
    return count;
  }
  int all_cells() const { return cells() + variable_cells(); }
  bool is_variable(int cell) const { return cell >= cells(); }
  int row(int cell) const { return cell / columns; }
  int column(int cell) const { return cell % columns; }
  int cell(int row, int column) const { return row * columns + column; }
  bool inside(int row, int column) const {
    return row >= 0 && column >= 0 && row < rows && column < columns;
  }
  // The longer side: no fewer values than it, since a row and a column hold different values.
  int longer_side() const { return std::max(rows, columns); }

  bool is_square() const { return rows == columns; }
  // n x n holding 1..n: the grid every technique of the logic solver and the generator knows.
  bool is_classic() const { return rows == columns && values == rows && offset == 0 && !raw; }

  // The value as the puzzle writes it (v + offset), and its smallest and largest.
  int shown(int value) const { return value + offset; }
  int lowest() const { return 1 + offset; }
  int highest() const { return values + offset; }

  bool operator==(const GridSize&) const = default;
};

// The values a grid of this shape holds unless told otherwise: one per cell of its longer side,
// from 1 (the Interactive Sudoku Solver's default: 6x9 holds 1-9).
int default_values(int rows, int columns);

// The grid in a message: "9x9 grid", "6x9 grid", "6x6 grid holding 1-9", "9x9 grid holding 0-8".
std::string grid_words(const GridSize& size);

// "1-9", "0-8": the values as the puzzle writes them.
std::string value_range_text(const GridSize& size);

// The orthogonal neighbours of a cell: in the grid for a grid cell, within its layer for a
// variable cell of a group with a shape (VariableGroup::columns), none for another variable cell.
std::vector<int> orthogonal_neighbours(int cell, const GridSize& size);

// The group of a variable cell (nullptr for a grid cell).
const VariableGroup* variable_group(int cell, const GridSize& size);

// The name of a variable cell without its '$' ("A", "X3"); the cell must be one.
std::string variable_name(int cell, const GridSize& size);

// The variable cell named `name` (without '$'), or nullopt.
std::optional<int> find_variable(std::string_view name, const GridSize& size);

// Whether `name` may name a group of variable cells: letters only, 1 to 16 of them.
bool is_variable_group_name(std::string_view name);

// The most variable cells a puzzle may have (ISS allows 1000 cells in all).
inline constexpr int kMaxVariableCells = 1024;

}  // namespace dlx::sudoku
