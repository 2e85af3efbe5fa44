// From the command's --board and --pieces values to a Board and a PieceSet.
//
//   --board   scott | WxH | FILE | -                 (a name first, then a file)
//   --pieces  SET | SET:NAMES | NAMES | FILE | FILE:NAMES | -
//
// SET is a named set (pentominoes, one-sided-tetrominoes, ...: piece_set_names()); NAMES picks
// pieces from it by name, a name repeated for each copy (pentominoes:LLPX is two L, one P, one
// X); bare NAMES are pentomino letters (FILNP). A FILE draws its own pieces (piece_file.hpp).
#pragma once

#include <istream>
#include <string>

#include "encoders/polyomino/board.hpp"
#include "encoders/polyomino/pieces.hpp"

namespace dlx::polyomino {

// Throws SettingError (key "board") for a value that names nothing, InputError for a bad file.
Board board_from_spec(const std::string& spec, std::istream& standard_input);

// Throws SettingError (key "pieces") for a value that names nothing or picks an unknown piece,
// InputError for a bad file.
PieceSet pieces_from_spec(const std::string& spec, std::istream& standard_input);

// Keeps the pieces named in `names`, each with as many copies as its name appears. Throws
// SettingError (key "pieces") for a name the set does not have, or no name at all.
PieceSet select_pieces(PieceSet set, const std::string& names);

}  // namespace dlx::polyomino
