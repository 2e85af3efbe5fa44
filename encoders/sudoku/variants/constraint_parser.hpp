// Reads the lines of a `constraints` section (docs/sudoku.md): "thermo r1c1 r1c2 r1c3",
// "arrow r5c5: r4c4 r3c3", "sandwich row 3: 15", ... into Constraints.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "encoders/sudoku/grid_size.hpp"
#include "encoders/sudoku/variants/constraint.hpp"

namespace dlx::sudoku {

// One line, for a grid of this size (its values as the puzzle writes them). Blank lines and
// comments are the caller's (this takes a line with a constraint on it; a '#' in it starts a
// comment). Throws InputError naming `source` and `line` and what was expected: an unknown name, a
// cell outside the grid, a missing colon, ...
Constraint parse_constraint(std::string_view text, const GridSize& size, const std::string& source,
                            std::size_t line);

}  // namespace dlx::sudoku
