// The grid of an ISS string as ISS names its parts (js/cell_geometry.js): its shape, its cells
// (R1C1, with one character per row and column: 1-9 then a-g, so R10C11 is RaCb), its rows and
// columns for outside clues (R3, C12) and the diagonals a little killer's clue names by their
// first cell. Cells are numbered row by row from 0, as in a SudokuPuzzle.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace dlx::sudoku {

// What is wrong with an item, without the line, which the reader adds (iss_reader.cpp).
class IssError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The grid sizes whose constraints dlx reads, as f-puzzles' (constraint rows take 4x4 to 16x16);
// ISS's largest is 16x16 too.
inline constexpr int kMinIssSize = 4;
inline constexpr int kMaxIssSize = 16;

// The size n of the n x n grid a Shape's arguments give ("9x9", "6x6~6", "9x9~1-9~Sudoku"). Throws
// IssError for a shape dlx cannot state yet (a rectangle, values other than 1..n, a grid without
// rows and columns: "ISS shape 6x9 ...") or that ISS does not read.
int iss_grid_size(const std::vector<std::string>& shape_args);

// The cell an ISS cell id names (R1C1, r1c1, RaCb); nullopt for anything else, a cell outside the
// n x n grid, or one of ISS's variable cells (VS1, ...).
std::optional<int> iss_cell(std::string_view id, int n);

// The id ISS writes for a cell ("R1C1", "RaCb"): a little killer's clue must name its first cell
// so.
std::string iss_cell_id(int cell, int n);

// A row or column as an outside clue names it ("R3", "C12"), from 0; nullopt for anything else.
struct IssLine {
  bool row = true;
  int index = 0;
};
std::optional<IssLine> iss_line(std::string_view id, int n);

// The diagonal of the little killer clue whose first cell has this id, from that cell, or nullopt
// when no clue starts there. As ISS lays them out: from the left side down and right, from the
// right side up and left, from the top side down and left, from the bottom side up and right, each
// diagonal of two cells or more once.
std::optional<std::vector<int>> iss_little_killer(std::string_view id, int n);

}  // namespace dlx::sudoku
