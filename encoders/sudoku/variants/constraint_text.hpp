// A constraint written back as the line of the text format that reads as it (docs/sudoku.md), so
// that --pretty can list what was read and a user can compare it with what was meant.
#pragma once

#include <string>

#include "encoders/sudoku/grid_size.hpp"
#include "encoders/sudoku/variants/constraint.hpp"

namespace dlx::sudoku {

// "thermo r1c1 r1c2 r1c3", "killer 15: r1c1 r1c2", "x-sum row 2 left: 21" on a grid of this size.
std::string constraint_text(const Constraint& constraint, const GridSize& size);

}  // namespace dlx::sudoku
