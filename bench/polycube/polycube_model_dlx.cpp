// Writes the exact-cover model of `dlx polycube BOARD --pieces PIECES` (every placement, no
// symmetry reduction) as a DLX file in the form of Knuth's POLYCUBE-DLX: the items are the pieces'
// names and the cells, a cell named by its three coordinates x y z as base-36 digits ("012"), and
// each option is a piece's name followed by the cells of one placement. For the benchmark
// (bench/polycube_bench.sh), which times `dlx exact` and Knuth's DLX1 on this file beside
// `dlx polycube`, so that they search the same model.
//
//   polycube_model_dlx BOARD PIECES > model.dlx
#include <fmt/format.h>

#include <iostream>
#include <sstream>
#include <string>

#include "encoders/polyomino/polyform.hpp"
#include "encoders/polyomino/polyomino_model.hpp"
#include "encoders/polyomino/specs.hpp"

namespace {

char digit(int value) {
  return "0123456789abcdefghijklmnopqrstuvwxyz"[value];
}

}  // namespace

int main(int argc, char** argv) {
  using namespace dlx::polyomino;
  if (argc != 3) {
    std::cerr << "usage: polycube_model_dlx BOARD PIECES\n";
    return 2;
  }
  std::istringstream none;
  const Polyform& family = polycubes_family();
  const Board board = board_from_spec(argv[1], none, family);
  const PieceSet pieces = pieces_from_spec(argv[2], none, family);
  for (const Cell& cell : board.cells()) {
    if (std::max({cell.row, cell.column, cell.layer}) >= 36) {
      std::cerr << "a board at most 36 cubes across\n";
      return 2;
    }
  }
  const PolyominoModel model = build_model(board, pieces, {});
  auto cell_name = [&](int cell) {
    const Cell& at = model.board.cells()[static_cast<std::size_t>(cell)];
    return fmt::format("{}{}{}", digit(at.column), digit(at.row), digit(at.layer));
  };
  std::cout << "| " << argv[1] << " with " << argv[2] << ", as Knuth's POLYCUBE-DLX writes it\n";
  std::string items;
  for (const Piece& piece : model.pieces.pieces) items += std::string(1, piece.name) + " ";
  for (int cell = 0; cell < model.board.cell_count(); ++cell) items += cell_name(cell) + " ";
  items.pop_back();
  std::cout << items << "\n";
  for (const Placement& placement : model.placement_of_option) {
    std::string option(1, model.pieces.pieces[static_cast<std::size_t>(placement.piece)].name);
    for (int cell : placement.cells) option += " " + cell_name(cell);
    std::cout << option << "\n";
  }
  return 0;
}
