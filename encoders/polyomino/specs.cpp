#include "encoders/polyomino/specs.hpp"

#include <fmt/format.h>
#include <dlx/command/command.hpp>
#include <dlx/text/input_source.hpp>
#include <dlx/text/nearest_word.hpp>

#include <algorithm>
#include <filesystem>
#include <stdexcept>

#include "encoders/polyomino/board.hpp"
#include "encoders/polyomino/piece_file.hpp"
#include "encoders/polyomino/piece_library.hpp"

namespace dlx::polyomino {
namespace {

constexpr std::string_view kPentominoLetters = "FILNPTUVWXYZ";

bool names_a_file(const std::string& path) {
  std::error_code ec;
  return path == "-" || std::filesystem::exists(path, ec);
}

std::string set_names() {
  std::string text;
  for (const std::string& name : piece_set_names()) text += (text.empty() ? "" : ", ") + name;
  return text;
}

std::string piece_names(const PieceSet& set) {
  std::string names;
  for (const Piece& piece : set.pieces) names += piece.name;
  return names;
}

PieceSet pieces_from_file(const std::string& path, std::istream& standard_input) {
  InputSource input(path, standard_input);
  return read_pieces(input.stream(), input.name());
}

}  // namespace

Board board_from_spec(const std::string& spec, std::istream& standard_input) {
  if (spec.empty()) {
    throw SettingConflict("board", "expected a board: " + board_names() + ", or a file");
  }
  try {
    if (auto board = named_board(spec)) return *board;
  } catch (const std::invalid_argument& e) {
    throw SettingError("board", e.what());
  }
  if (!names_a_file(spec)) {
    std::vector<std::string> names;
    for (const NamedBoard& named : named_boards()) names.push_back(named.name);
    if (auto nearest = nearest_word(spec, names)) {
      throw SettingError("board", fmt::format("'{}': not a board name, and no such file; did you "
                                              "mean '{}'?",
                                              spec, *nearest));
    }
    throw SettingError(
        "board", fmt::format("'{}': not a board name ({}), and no such file", spec, board_names()));
  }
  InputSource input(spec, standard_input);
  return read_board(input.stream(), input.name());
}

PieceSet select_pieces(PieceSet set, const std::string& names) {
  if (names.empty()) {
    throw SettingError("pieces", fmt::format("no piece named after '{}:'; its pieces are {}",
                                             set.source, piece_names(set)));
  }
  for (char name : names) {
    const bool known = std::any_of(set.pieces.begin(), set.pieces.end(),
                                   [name](const Piece& piece) { return piece.name == name; });
    if (!known) {
      throw SettingError("pieces", fmt::format("'{}' is not a piece of {}: its pieces are {}", name,
                                               set.source, piece_names(set)));
    }
  }
  std::vector<Piece> kept;
  for (Piece& piece : set.pieces) {
    piece.copies = static_cast<int>(std::count(names.begin(), names.end(), piece.name));
    if (piece.copies > 0) kept.push_back(std::move(piece));
  }
  set.pieces = std::move(kept);
  set.source += ":" + names;
  return set;
}

PieceSet pieces_from_spec(const std::string& spec, std::istream& standard_input) {
  if (spec.empty())
    throw SettingError("pieces",
                       "expected pieces: a set such as pentominoes, "
                       "pentomino letters, or a file");
  if (auto set = named_piece_set(spec)) return *set;
  const std::size_t colon = spec.find(':');
  if (colon != std::string::npos) {
    if (auto set = named_piece_set(spec.substr(0, colon))) {
      return select_pieces(std::move(*set), spec.substr(colon + 1));
    }
  }
  const bool letters_only =
      std::all_of(spec.begin(), spec.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
  const bool pentomino_letters = std::all_of(spec.begin(), spec.end(), [](char c) {
    return kPentominoLetters.find(c) != std::string_view::npos;
  });
  if (pentomino_letters) return select_pieces(*named_piece_set("pentominoes"), spec);
  if (names_a_file(spec)) return pieces_from_file(spec, standard_input);
  const std::size_t last_colon = spec.rfind(':');
  if (last_colon != std::string::npos && names_a_file(spec.substr(0, last_colon))) {
    return select_pieces(pieces_from_file(spec.substr(0, last_colon), standard_input),
                         spec.substr(last_colon + 1));
  }
  if (letters_only) {
    const char bad = *std::find_if(spec.begin(), spec.end(), [](char c) {
      return kPentominoLetters.find(c) == std::string_view::npos;
    });
    throw SettingError("pieces", fmt::format("'{}' is not a pentomino letter (the pentominoes "
                                             "are F I L N P T U V W X Y Z), and there is no file "
                                             "'{}'",
                                             bad, spec));
  }
  const std::string set = spec.substr(0, spec.find(':'));
  if (auto nearest = nearest_word(set, piece_set_names())) {
    throw SettingError("pieces", fmt::format("'{}': not a piece set, and no such file; did you "
                                             "mean '{}'?",
                                             set, *nearest));
  }
  throw SettingError("pieces", fmt::format("'{}': not a piece set ({}), not pentomino letters, and "
                                           "no such file",
                                           spec, set_names()));
}

}  // namespace dlx::polyomino
