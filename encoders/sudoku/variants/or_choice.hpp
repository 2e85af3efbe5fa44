// Ors of groups of rules (or.cpp): which branch a solution of the model chose, and the job's
// acceptance test of whole solutions. The model holds a branch's pieces only under its flag
// (Encoder::any_of) and leaves out what no flag can switch off (at-most-one items, sums' bounds),
// so a solution may choose a branch that does not hold, and a grid where two branches hold is a
// solution twice, once per choice. The test keeps a solution exactly when its chosen branch is
// the first that holds, each branch judged with its rules' checks: so each grid of the puzzle
// is counted once, as `--count` and `--unique` need.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include <dlx/search.hpp>

#include "encoders/sudoku/grid_size.hpp"
#include "encoders/sudoku/variants/constraint.hpp"

namespace dlx::sudoku {

struct OrChoices {
  GridSize size;
  std::vector<int> region;  // the grid's regions (boxes or a jigsaw map), which checks may read
  std::vector<std::vector<std::vector<Constraint>>> branches;  // per or, its branches
  // Per option of the model: the or whose branch it chooses and the branch; (-1, -1) for the
  // others. Empty when the puzzle has no or.
  std::vector<std::pair<int, int>> chosen_by;

  bool empty() const { return branches.empty(); }
};

// Whether the solution (`grid`: its value per cell, 1..values, variable cells after the grid's)
// chose, for every or, the first branch that holds.
bool or_accepts(const OrChoices& ors, SolutionView solution, const std::vector<int>& grid);

}  // namespace dlx::sudoku
