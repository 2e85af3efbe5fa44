// A tiling for a person (the board drawn with piece names) and for a program (JSON).
#pragma once

#include <string>
#include <vector>

#include "encoders/polyomino/polyomino_model.hpp"

namespace dlx::polyomino {

// Pointers to the placements of a decoded tiling, as the drawings take them.
std::vector<const Placement*> placement_pointers(const std::vector<Placement>& placed);

// The board, one line per row, each cell shown by the name of the piece covering it and each
// hole by '.'. Copies of a piece share its name, so two copies side by side look like one shape
// here; --json and --svg tell them apart.
std::string draw_tiling(const Board& board, const PieceSet& pieces,
                        const std::vector<const Placement*>& placed);

// {"board":"6x10","width":6,"height":10,"rows":["FFI...",...],
//  "placements":[{"piece":"F","copy":1,"cells":[[0,1],[0,2],...]},...]}
// Rows and columns count from 0 at the top left; placements in the order of the pieces.
std::string tiling_json(const Board& board, const PieceSet& pieces,
                        const std::vector<const Placement*>& placed);

}  // namespace dlx::polyomino
