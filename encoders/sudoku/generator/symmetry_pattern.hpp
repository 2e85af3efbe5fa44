// The symmetry of a puzzle's clue pattern. Clues are removed by orbits: a cell and its images
// under the symmetry go together, so the pattern of the remaining clues keeps the symmetry.
//
//   none        every cell is its own orbit
//   rotational  a cell and its image under a half turn about the centre: (r,c) and (n-1-r, n-1-c)
//   mirror      a cell and its image in the vertical axis: (r,c) and (r, n-1-c)
//
// An orbit has one or two cells (the centre, or a cell on the axis, is alone).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dlx::sudoku {

enum class ClueSymmetry { kNone, kRotational, kMirror };

// "none", "rotational", "mirror".
std::string to_string(ClueSymmetry symmetry);
std::optional<ClueSymmetry> parse_clue_symmetry(std::string_view name);

// The image of `cell` (numbered row by row in an n x n grid) under the symmetry.
int symmetric_cell(int cell, int n, ClueSymmetry symmetry);

// The orbits of the n x n cells, each listed once, in cell order of their smallest cell.
std::vector<std::vector<int>> clue_orbits(int n, ClueSymmetry symmetry);

// True when the pattern of non-zero cells of `givens` (n*n values) is symmetric.
bool has_symmetric_pattern(const std::vector<int>& givens, int n, ClueSymmetry symmetry);

}  // namespace dlx::sudoku
