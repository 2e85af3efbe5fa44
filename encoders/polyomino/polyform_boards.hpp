// The named boards and the sized boards of the cubic, triangular and hexagonal grids (the square
// grid's are in board.hpp), as rows of a table (polyform.hpp).
//
//   cubic        AxBxC: a box A cubes wide, B deep and C high (3x4x5); soma, diabolical (3x3x3
//                cubes with their pieces), bedlam (4x4x4)
//   triangular   WxH: a parallelogram W lattice steps along its base and H rows high (two
//                triangles per step: 6x6 is the hexiamonds' rhombus of 72 triangles); the
//                hexiamond boards of Polyform Puzzler: trapezoid, long-hexagon, crescent, ring,
//                offset-ring
//   hexagonal    WxH: a parallelogram of W hexagons along its base and H rows; the tetrahex
//                boards triangle and coin
//
// The named plane boards are the shapes Polyform Puzzler defines by formulas on its coordinates
// (which are ours, triangular_grid.hpp and hexagonal_grid.hpp), so that their published counts
// can be compared.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "encoders/polyomino/polyform.hpp"

namespace dlx::polyomino {

std::vector<NamedBoard> polycube_boards();
std::vector<NamedBoard> polyiamond_boards();
std::vector<NamedBoard> polyhex_boards();

// "3x4x5", "6x6": the board of that size, nullopt when the text is not a size of the grid;
// std::invalid_argument with a message for a size out of range.
std::optional<Board> sized_box(std::string_view text);  // cubic
std::optional<Board> sized_parallelogram_of_triangles(std::string_view text);
std::optional<Board> sized_parallelogram_of_hexagons(std::string_view text);

}  // namespace dlx::polyomino
