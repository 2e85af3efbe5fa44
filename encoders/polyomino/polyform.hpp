// A family of polyforms: one grid with what a person works with on it. The model, the symmetries
// and the checker need only the grid's geometry (geometry.hpp); a command also needs the names of
// its boards and piece sets, how boards and pieces are drawn in files, and the words for its
// cells. Each family is one value of this struct, and one command is built from it
// (tiling_command.hpp):
//
//   family        grid        command           cells       pieces move by default
//   polyominoes   square      dlx polyomino     squares     turns and mirrors (--one-sided)
//   polycubes     cubic       dlx polycube      cubes       rotations only (--mirror)
//   polyiamonds   triangular  dlx polyiamond    triangles   turns and mirrors (--one-sided)
//   polyhexes     hexagonal   dlx polyhex       hexagons    turns and mirrors (--one-sided)
//
// The tables of named boards and piece sets are the ones `--help`, the docs and a listing of boards
// iterate: a board or set is one row.
#pragma once

#include <functional>
#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "encoders/polyomino/board.hpp"
#include "encoders/polyomino/geometry.hpp"
#include "encoders/polyomino/pieces.hpp"

namespace dlx::polyomino {

struct NamedBoard {
  std::string name;         // "soma"
  std::string description;  // "the 3x3x3 cube of Piet Hein's Soma puzzle"
  std::function<Board()> make;
  // The piece set that goes with it when --pieces is not given ("soma"); "" for none.
  std::string pieces;
};

struct NamedPieceSet {
  std::string name;         // "pentominoes"
  std::string description;  // "the free pentominoes, each once"
  std::function<PieceSet()> make;
};

struct Polyform {
  std::string_view command;    // "polycube"
  std::string_view plural;     // "polycubes", for messages
  std::string_view cell_word;  // "cube": "a piece of 7 cubes"
  const Geometry* geometry = nullptr;
  // How pieces move unless told otherwise: free on the plane (they may be turned over), rotations
  // only in space (a solid piece cannot be turned inside out).
  PieceKind default_kind = PieceKind::kFree;

  std::vector<NamedBoard> boards;
  // Boards given by their size: how they are written ("WxH (W wide, H high)"), and the parser:
  // the board, nullopt when the text is no size, std::invalid_argument for a size out of range.
  std::string sizes;
  std::function<std::optional<Board>(std::string_view)> sized_board;

  std::vector<NamedPieceSet> piece_sets;
  // The pieces when neither --pieces nor the board names any ("" for none), and the set whose
  // names may be given bare (pentomino letters: --pieces FILNP), if any.
  std::string default_pieces;
  std::string bare_names_set;

  // Files drawing boards and pieces on this grid (board.hpp, piece_file.hpp, grid_files.hpp).
  // They throw InputError naming the line for anything malformed.
  std::function<Board(std::istream&, const std::string&)> read_board;
  std::function<PieceSet(std::istream&, const std::string&)> read_pieces;
};

const Polyform& polyominoes_family();
const Polyform& polycubes_family();
const Polyform& polyiamonds_family();
const Polyform& polyhexes_family();

// The family of a grid (for a board or piece set built by a program).
const Polyform& family_of(const Geometry& geometry);

}  // namespace dlx::polyomino
