// A constraint written back as the line of the text format that reads as it (docs/sudoku.md), so
// that --pretty can list what was read and a user can compare it with what was meant.
#pragma once

#include <string>
#include <vector>

#include "encoders/sudoku/grid_size.hpp"
#include "encoders/sudoku/variants/constraint.hpp"

namespace dlx::sudoku {

// "thermo r1c1 r1c2 r1c3", "killer 15: r1c1 r1c2", "x-sum row 2 left: 21" on a grid of this size.
std::string constraint_text(const Constraint& constraint, const GridSize& size);

// Sorted digits as a list with runs: "1-3,5,7,8".
std::string digits_text(const std::vector<int>& digits);

// "left", "right", "top", "bottom": the side an outside clue reads from.
std::string side_text(Side side);
// A table of pairs of digits (first, second back to back, sorted) as `pair` writes it: "1->2,3
// 2,4->1-3", first digits with the same followers together.
std::string relation_text(const std::vector<int>& pairs);

}  // namespace dlx::sudoku
