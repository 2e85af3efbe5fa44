// Small unavoidable sets of a solution grid, to spare the clue removal its hardest searches.
//
// An unavoidable set of a grid is a set of cells where another valid grid differs from it and
// nowhere else: a puzzle whose clues miss the set has both grids as solutions, so every puzzle
// with a unique solution has a clue in every unavoidable set (McGuire, Tugemann, Civario, "There
// is no 16-clue Sudoku", 2012, built their search on them). During the removal, once an orbit
// holds all the clues left in some set, the orbit cannot go, and the other grid is the witness
// of it, with no search. Late in a minimal 25x25 those are the searches that take a second or
// more each: most must find such a second solution, and it is rare.
//
// Two families, both found without a search:
// - two values a and b: the cells holding a or b, linked wherever an a and a b are peers; a→b
//   and b→a swapped over one connected part leaves every region with different values;
// - two rows of one band (or two columns of one stack): a cycle of columns over which the two
//   rows hold the same values; swapping the rows' values there leaves each column, row and box
//   as it was as a set.
// The other grid is not trusted for the variant's extra rules: the removal checks a witness with
// the independent checker (check_sudoku) before it relies on it.
#pragma once

#include <cstddef>
#include <vector>

#include "encoders/sudoku/sudoku_puzzle.hpp"

namespace dlx::sudoku {

struct UnavoidableSet {
  std::vector<int> cells;   // increasing
  std::vector<int> values;  // the other grid's value in each cell (differs from the grid's)
};

// The sets of both families of `grid`, a solution of the variant of `shape`, whose peers are
// `peers` (peers_of_cells(shape)); none has more than 2n cells.
std::vector<UnavoidableSet> unavoidable_sets(const SudokuPuzzle& shape,
                                             const std::vector<int>& grid,
                                             const std::vector<std::vector<int>>& peers);

// `grid` with the set's values in its cells: the other grid.
std::vector<int> other_grid(const std::vector<int>& grid, const UnavoidableSet& set);

// The sets of one grid as its clues are removed: how many clues each set still holds.
class ClueHits {
 public:
  // `shape`'s givens are ignored; every cell of `grid` starts as a clue.
  ClueHits(const SudokuPuzzle& shape, const std::vector<int>& grid,
           std::vector<UnavoidableSet> sets);

  // A grid other than `grid` that agrees with it on every clue outside the cells `orbit`, all
  // clues still: a witness that the orbit cannot go, which check_sudoku accepts. Empty when no
  // known set has all of its clues in the orbit.
  std::vector<int> witness(const std::vector<int>& orbit);
  // The clues of the cells `orbit` are gone.
  void removed(const std::vector<int>& orbit);

  std::size_t set_count() const { return sets_.size(); }
  // How many witnesses were given, and how many sets the checker refused (variants' rules).
  std::size_t certified_count() const { return certified_; }
  std::size_t rejected_count() const { return rejected_count_; }

 private:
  SudokuPuzzle blank_;  // the shape, without givens: what a witness is checked against
  std::vector<int> grid_;
  std::vector<UnavoidableSet> sets_;
  std::vector<std::vector<int>> sets_of_cell_;
  std::vector<std::size_t> clues_in_;  // per set: how many of its cells hold a clue
  std::vector<bool> rejected_;         // a set whose other grid the checker refused
  std::size_t certified_ = 0;
  std::size_t rejected_count_ = 0;
};

}  // namespace dlx::sudoku
