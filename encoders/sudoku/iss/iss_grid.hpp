// The grid of an ISS string as ISS names its parts (js/cell_geometry.js): its shape (rows,
// columns, values), its cells (R1C1, with one character per row and column: 1-9 then a-g, so
// R10C11 is RaCb), its rows and columns for outside clues (R3, C12) and the diagonals a little
// killer's clue names by their first cell. Cells are numbered row by row from 0, as in a
// SudokuPuzzle.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "encoders/sudoku/grid_size.hpp"

namespace dlx::sudoku {

// What is wrong with an item, without the line, which the reader adds (iss_reader.cpp).
class IssError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The rows and columns whose constraints dlx reads, as f-puzzles' (constraint rows take 4x4 to
// 16x16); ISS's largest is 16x16 too, and it holds at most 16 values.
inline constexpr int kMinIssSize = 4;
inline constexpr int kMaxIssSize = 16;

// The grid a Shape's arguments give: "9x9", "6x9" (6 rows of 9 cells, holding 1-9), "6x6~9"
// (holding 1-9), "9x9~0-8", "9x9~1-9~Sudoku", "9x9~0-8~Raw" (a raw grid: no rule on its rows,
// columns or boxes). Throws IssError for a shape dlx cannot state (sides outside 4 to 16; a raw
// grid of fewer values than its longer side) or that ISS does not read (a Sudoku grid of fewer
// values than the longer side, values from other than 0 or 1, more than 16).
GridSize iss_grid_shape(const std::vector<std::string>& shape_args);

// The cell an ISS cell id names (R1C1, r1c1, RaCb), or a variable cell of the grid's groups (VS1,
// VA: ISS's Var, the group S's first cell, the group A's one cell); nullopt for anything else or a
// cell outside the grid.
std::optional<int> iss_cell(std::string_view id, const GridSize& size);

// The id ISS writes for a cell ("R1C1", "RaCb", "VS1"): a little killer's clue must name its first
// cell so.
std::string iss_cell_id(int cell, const GridSize& size);

// A row or column as an outside clue names it ("R3", "C12"), from 0; nullopt for anything else.
struct IssLine {
  bool row = true;
  int index = 0;
};
std::optional<IssLine> iss_line(std::string_view id, const GridSize& size);

// The diagonal of the little killer clue whose first cell has this id, from that cell, or nullopt
// when no clue starts there. As ISS lays them out (LittleKiller.cellMap): from the left side down
// and right, from the right side up and left, from the top side down and left, from the bottom
// side up and right, each diagonal of two cells or more once.
std::optional<std::vector<int>> iss_little_killer(std::string_view id, const GridSize& size);

}  // namespace dlx::sudoku
