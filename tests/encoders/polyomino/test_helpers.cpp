#include "tests/encoders/polyomino/test_helpers.hpp"

#include <fmt/format.h>
#include <dlx/text/input_error.hpp>

#include <sstream>

#include "encoders/polyomino/board.hpp"
#include "encoders/polyomino/cubic_grid.hpp"

namespace dlx::polyomino::testing {

Shape shape_of(const std::string& drawing) {
  std::vector<Cell> cells;
  int row = 0, column = 0;
  for (char c : drawing) {
    if (c == '|') {
      ++row, column = 0;
      continue;
    }
    if (c == '#') cells.push_back({row, column});
    ++column;
  }
  return normalized(cells);
}

Board board_from(const std::string& text) {
  std::istringstream in(text);
  return read_board(in, "b.txt");
}

std::string board_error(const std::string& text) {
  try {
    board_from(text);
  } catch (const InputError& e) {
    return std::to_string(e.line()) + ": " + e.message();
  }
  return "no error";
}

std::vector<PlacedPiece> placed_of(const PolyominoModel& model, SolutionView solution) {
  std::vector<PlacedPiece> placed;
  for (const Placement& placement : decode(model, solution)) {
    PlacedPiece piece{placement.piece, {}};
    for (int cell : placement.cells) {
      piece.cells.push_back(model.board.cells()[static_cast<std::size_t>(cell)]);
    }
    placed.push_back(piece);
  }
  return placed;
}

Board cubic_box(int rows, int columns, int layers) {
  std::vector<Cell> cells;
  for (int layer = 0; layer < layers; ++layer) {
    for (int row = 0; row < rows; ++row) {
      for (int column = 0; column < columns; ++column) cells.push_back({row, column, layer});
    }
  }
  return Board(cubic_grid(), cells, fmt::format("{}x{}x{}", rows, columns, layers));
}

}  // namespace dlx::polyomino::testing
