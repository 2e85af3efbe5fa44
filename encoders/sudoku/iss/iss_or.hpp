// ISS's Or composite (js/sudoku_constraint.js, Or; js/solver/sudoku_builder.js, _yieldOr): at
// least one of its items (branches) holds. dlx states an Or whose branches speak of a few cells
// only as a `one-of` line (variants/one_of.cpp): the combinations of the cells' values that make
// some branch hold, each branch judged by the independent checkers of its rules' rows; one piece,
// which the search propagates best. Any other Or (more cells, or an outside clue in a branch) is
// an `or` line (variants/or.cpp): its branches as the format's lines, `candidates` for a Given.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "encoders/sudoku/grid_size.hpp"
#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/variants/constraint.hpp"

namespace dlx::sudoku {

// The most cells an Or's line may cover, and the most combinations enumerated for it.
inline constexpr std::size_t kMaxOrCells = 6;
inline constexpr double kMaxOrCombinations = 600'000;

// A branch of an Or: its Givens (a cell and the values it may hold, as written) and its rules.
struct IssOrBranch {
  std::vector<std::pair<int, std::vector<int>>> givens;
  std::vector<Constraint> rules;
};

// The `one-of` or the `or` line of an Or of these branches on a grid of this size; empty when a
// branch is empty (it always holds, and so does the Or). Throws IssError (iss_grid.hpp) naming
// what dlx cannot state: an Or nested in a branch of an `or`.
// `box`: the grid's boxes, if it keeps them (a combination that repeats a value in one is left
// out).
std::string iss_or_line(const std::vector<IssOrBranch>& branches, const GridSize& size,
                        const std::optional<BoxShape>& box);

}  // namespace dlx::sudoku
