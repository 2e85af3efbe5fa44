// A tiling for a person (the board drawn with piece names) and for a program (JSON).
#pragma once

#include <string>
#include <vector>

#include "encoders/polyomino/polyomino_model.hpp"

namespace dlx::polyomino {

// Pointers to the placements of a decoded tiling, as the drawings take them.
std::vector<const Placement*> placement_pointers(const std::vector<Placement>& placed);

// The board in the grid's text layout (text_layout.hpp), each cell shown by the name of the piece
// covering it and each hole by '.': one line per row on the square grid; on the cubic grid one
// block per layer, the bottom layer first, separated by blank lines; on the triangular and
// hexagonal grids one line per row, the top row first. Copies of a piece that touch are told
// apart: each takes the piece's name, or the other case of its letter, or a digit, unlike the
// copies beside it (OOoo above OOoo, then ooOO); --json and --svg number them.
std::string draw_tiling(const Board& board, const PieceSet& pieces,
                        const std::vector<const Placement*>& placed);

// The square grid:
//   {"board":"6x10","width":6,"height":10,"rows":["FFI...",...],
//    "placements":[{"piece":"F","copy":1,"cells":[[0,1],[0,2],...]},...]}
//   rows and columns count from 0 at the top left.
// The other grids name theirs, and give their drawing as "layers" (cubic: a list of blocks of
// rows) or "rows" (the lines of the text drawing), and each cell in the grid's coordinates:
//   cubic       [row, column, layer], the layer 0 at the bottom
//   triangular  [row, column, kind]: the lattice of triangular_grid.hpp, rows counted upwards,
//               kind 0 for a triangle pointing up and 1 down
//   hexagonal   [row, column]: the axial lattice of hexagonal_grid.hpp, rows counted upwards
// Placements are in the order of the pieces, copies in the order of their first cells.
std::string tiling_json(const Board& board, const PieceSet& pieces,
                        const std::vector<const Placement*>& placed);

}  // namespace dlx::polyomino
