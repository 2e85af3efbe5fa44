// What the polyomino tests share: shapes and boards drawn in text, a tiling as the checker reads
// it, and a cubic grid written for the tests, to show that the model building, the symmetries
// and the checker take any grid (geometry.hpp), not only the square one.
#pragma once

#include <dlx/search.hpp>

#include <string>
#include <vector>

#include "encoders/polyomino/board.hpp"
#include "encoders/polyomino/geometry.hpp"
#include "encoders/polyomino/polyomino_model.hpp"
#include "encoders/polyomino/shape.hpp"
#include "encoders/polyomino/tiling_checker.hpp"

namespace dlx::polyomino::testing {

// A square-grid shape drawn with rows separated by '|' and '#' for a cell: ".#.|###|.#." is X.
Shape shape_of(const std::string& drawing);
// A square-grid board drawn as in a board file (X and .).
Board board_from(const std::string& text);
// The InputError a board file gives, as "line: message", or "no error".
std::string board_error(const std::string& text);

// A solution of the model as the checker reads it: pieces and their cells.
std::vector<PlacedPiece> placed_of(const PolyominoModel& model, SolutionView solution);

// A box of the cubic grid (encoders/polyomino/cubic_grid.hpp), every cell filled.
Board cubic_box(int rows, int columns, int layers);

}  // namespace dlx::polyomino::testing
