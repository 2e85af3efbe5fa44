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

bool names_a_file(const std::string& path) {
  std::error_code ec;
  return path == "-" || std::filesystem::exists(path, ec);
}

std::string set_names(const Polyform& family) {
  std::string text;
  for (const NamedPieceSet& set : family.piece_sets) text += (text.empty() ? "" : ", ") + set.name;
  return text;
}

std::string board_names(const Polyform& family) {
  std::string text;
  for (const NamedBoard& board : family.boards) text += board.name + ", ";
  return text + "or " + family.sizes;
}

std::string piece_names(const PieceSet& set) {
  std::string names;
  for (const Piece& piece : set.pieces) names += piece.name;
  return names;
}

const NamedPieceSet* find_set(const Polyform& family, std::string_view name) {
  for (const NamedPieceSet& set : family.piece_sets) {
    if (set.name == name) return &set;
  }
  // The singular works too: "pentomino", "tetracube".
  for (const NamedPieceSet& set : family.piece_sets) {
    if (set.name.ends_with("es") && set.name.substr(0, set.name.size() - 2) == name) return &set;
    if (set.name.ends_with("s") && set.name.substr(0, set.name.size() - 1) == name) return &set;
  }
  return nullptr;
}

PieceSet pieces_from_file(const std::string& path, std::istream& standard_input,
                          const Polyform& family) {
  InputSource input(path, standard_input);
  return family.read_pieces(input.stream(), input.name());
}

const char* kind_word(PieceKind kind) {
  return kind == PieceKind::kOneSided ? "one-sided" : "free";
}

// Several specs separated by commas ("monominoes,dominoes,trominoes"): their pieces in one set,
// which must be of one kind and name each piece once (a tiling is drawn with the names).
PieceSet joined_pieces(const std::string& spec, std::istream& standard_input,
                       const Polyform& family) {
  PieceSet joined;
  std::size_t begin = 0;
  for (bool first = true;; first = false) {
    const std::size_t comma = std::min(spec.find(',', begin), spec.size());
    const std::string part = spec.substr(begin, comma - begin);
    if (part.empty()) {
      throw SettingError("pieces", fmt::format("'{}': an empty set between commas; expected sets "
                                               "or pieces separated by commas, such as "
                                               "monominoes,dominoes",
                                               spec));
    }
    PieceSet set = pieces_from_spec(part, standard_input, family);
    if (first) {
      joined = std::move(set);
    } else {
      if (set.kind != joined.kind) {
        throw SettingError("pieces",
                           fmt::format("'{}' has {} pieces and the sets before it {} "
                                       "ones: join sets of one kind (--one-sided "
                                       "makes every piece one-sided)",
                                       part, kind_word(set.kind), kind_word(joined.kind)));
      }
      for (Piece& piece : set.pieces) {
        const bool taken =
            std::any_of(joined.pieces.begin(), joined.pieces.end(),
                        [&piece](const Piece& other) { return other.name == piece.name; });
        if (taken) {
          throw SettingError(
              "pieces", fmt::format("'{}': two pieces are named '{}' (in '{}' and before it); the "
                                    "pieces of a tiling need different names: draw them in a file "
                                    "with names of your own",
                                    spec, piece.name, part));
        }
        joined.pieces.push_back(std::move(piece));
      }
    }
    if (comma == spec.size()) break;
    begin = comma + 1;
  }
  joined.source = spec;
  return joined;
}

}  // namespace

Board board_from_spec(const std::string& spec, std::istream& standard_input,
                      const Polyform& family) {
  if (spec.empty()) {
    throw SettingConflict("board", "expected a board: " + board_names(family) + ", or a file");
  }
  for (const NamedBoard& board : family.boards) {
    if (board.name == spec) return board.make();
  }
  try {
    if (auto board = family.sized_board(spec)) return *board;
  } catch (const std::invalid_argument& e) {
    throw SettingError("board", e.what());
  }
  if (!names_a_file(spec)) {
    std::vector<std::string> names;
    for (const NamedBoard& named : family.boards) names.push_back(named.name);
    if (auto nearest = nearest_word(spec, names)) {
      throw SettingError("board", fmt::format("'{}': not a board name, and no such file; did you "
                                              "mean '{}'?",
                                              spec, *nearest));
    }
    throw SettingError("board", fmt::format("'{}': not a board name ({}), and no such file", spec,
                                            board_names(family)));
  }
  InputSource input(spec, standard_input);
  return family.read_board(input.stream(), input.name());
}

std::string pieces_of_board(const std::string& spec, const Polyform& family) {
  for (const NamedBoard& board : family.boards) {
    if (board.name == spec) return board.pieces;
  }
  return "";
}

Board board_from_spec(const std::string& spec, std::istream& standard_input) {
  return board_from_spec(spec, standard_input, polyominoes_family());
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

PieceSet pieces_from_spec(const std::string& spec, std::istream& standard_input,
                          const Polyform& family) {
  if (spec.empty()) {
    throw SettingError("pieces", fmt::format("expected pieces: a set ({}), some pieces of a set "
                                             "(SET:NAMES), or a file",
                                             set_names(family)));
  }
  if (const NamedPieceSet* set = find_set(family, spec)) return set->make();
  if (spec.find(',') != std::string::npos && !names_a_file(spec)) {
    return joined_pieces(spec, standard_input, family);
  }
  const std::size_t colon = spec.find(':');
  if (colon != std::string::npos) {
    if (const NamedPieceSet* set = find_set(family, spec.substr(0, colon))) {
      return select_pieces(set->make(), spec.substr(colon + 1));
    }
  }
  // Bare names of the usual set: pentomino letters (FILNP) for polyominoes.
  const NamedPieceSet* usual =
      family.bare_names_set.empty() ? nullptr : find_set(family, family.bare_names_set);
  const PieceSet usual_set = usual != nullptr ? usual->make() : PieceSet{};
  const auto in_usual = [&usual_set](char c) {
    return std::any_of(usual_set.pieces.begin(), usual_set.pieces.end(),
                       [c](const Piece& piece) { return piece.name == c; });
  };
  if (usual != nullptr && std::all_of(spec.begin(), spec.end(), in_usual)) {
    return select_pieces(usual_set, spec);
  }
  if (names_a_file(spec)) return pieces_from_file(spec, standard_input, family);
  const std::size_t last_colon = spec.rfind(':');
  if (last_colon != std::string::npos && names_a_file(spec.substr(0, last_colon))) {
    return select_pieces(pieces_from_file(spec.substr(0, last_colon), standard_input, family),
                         spec.substr(last_colon + 1));
  }
  const bool letters_only =
      std::all_of(spec.begin(), spec.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
  if (usual != nullptr && letters_only) {
    const char bad = *std::find_if(spec.begin(), spec.end(), [&](char c) { return !in_usual(c); });
    throw SettingError("pieces", fmt::format("'{}' is not a piece of {} (they are {}), and there "
                                             "is no file '{}'",
                                             bad, usual->name, piece_names(usual_set), spec));
  }
  const std::string set = spec.substr(0, spec.find(':'));
  std::vector<std::string> names;
  for (const NamedPieceSet& named : family.piece_sets) names.push_back(named.name);
  if (auto nearest = nearest_word(set, names)) {
    throw SettingError("pieces", fmt::format("'{}': not a piece set, and no such file; did you "
                                             "mean '{}'?",
                                             set, *nearest));
  }
  throw SettingError("pieces", fmt::format("'{}': not a piece set ({}), and no such file", spec,
                                           set_names(family)));
}

PieceSet pieces_from_spec(const std::string& spec, std::istream& standard_input) {
  return pieces_from_spec(spec, standard_input, polyominoes_family());
}

}  // namespace dlx::polyomino
