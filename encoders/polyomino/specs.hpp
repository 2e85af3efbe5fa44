// From the command's --board and --pieces values to a Board and a PieceSet, for a family of
// polyforms (polyform.hpp; the square grid's when none is given).
//
//   --board   NAME | SIZE | FILE | -                (a name first, then a size, then a file)
//   --pieces  SET | SET:NAMES | NAMES | FILE | FILE:NAMES | -, or several joined by commas
//
// NAME is a named board (scott, soma, trapezoid, ...), SIZE the family's sizes (WxH, AxBxC).
// SET is a named set (pentominoes, one-sided-tetrominoes, soma, hexiamonds, ...); NAMES picks
// pieces from it by name, a name repeated for each copy (pentominoes:LLPX is two L, one P, one
// X); bare NAMES are names of the family's usual set (pentomino letters: FILNP). A FILE draws its
// own pieces (piece_file.hpp, grid_files.hpp). Several, joined by commas
// (monominoes,dominoes,trominoes), give all their pieces, which must be of one kind (free or
// one-sided) and have different names.
#pragma once

#include <istream>
#include <string>

#include "encoders/polyomino/board.hpp"
#include "encoders/polyomino/pieces.hpp"
#include "encoders/polyomino/polyform.hpp"

namespace dlx::polyomino {

// Throws SettingError (key "board") for a value that names nothing, InputError for a bad file.
Board board_from_spec(const std::string& spec, std::istream& standard_input,
                      const Polyform& family);
// The board's own piece set ("soma" for the board soma), or "" when it has none.
std::string pieces_of_board(const std::string& spec, const Polyform& family);

// Throws SettingError (key "pieces") for a value that names nothing or picks an unknown piece,
// InputError for a bad file.
PieceSet pieces_from_spec(const std::string& spec, std::istream& standard_input,
                          const Polyform& family);

// The square grid's (the polyomino command's, and the Python module's):

// Throws SettingError (key "board") for a value that names nothing, InputError for a bad file.
Board board_from_spec(const std::string& spec, std::istream& standard_input);

// Throws SettingError (key "pieces") for a value that names nothing or picks an unknown piece,
// InputError for a bad file.
PieceSet pieces_from_spec(const std::string& spec, std::istream& standard_input);

// Keeps the pieces named in `names`, each with as many copies as its name appears. Throws
// SettingError (key "pieces") for a name the set does not have, or no name at all.
PieceSet select_pieces(PieceSet set, const std::string& names);

}  // namespace dlx::polyomino
