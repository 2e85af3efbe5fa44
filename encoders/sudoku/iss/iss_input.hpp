// Which lines of a Sudoku input are ISS puzzles, and the constraint string each carries. A line
// may be
//
//   .Shape~6x6.~R1C1_5.Thermo~R1C1~R1C2~R1C3                         an ISS constraint string
//   https://sigh.github.io/Interactive-Sudoku-Solver/?q=.~R1C1_5...   an ISS link (its `q`)
//   S<J<<O<<KJ^<<^<^>^^<N<<<J^Q^...                                   another of ISS's text forms
//
// (the killer forms, jigsaw layouts, pencil marks: iss_text_forms.hpp).
// A string starts with '.' and has a '~' (looks_like_iss_string); a link is a URL with a `q`
// parameter, or any URL of the solver's pages. ISS's links carry the string in `q`, percent-encoded
// as a URL's query is (js/solution_controller.js), and nothing compressed.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "encoders/sudoku/iss/iss_text_forms.hpp"

namespace dlx::sudoku {

enum class IssForm { kString, kLink, kText };

struct IssInput {
  IssForm form = IssForm::kString;
  std::string text;  // the string, the link's `q` decoded (empty: the link has none), the line
  IssTextForm text_form = IssTextForm::kShortKiller;  // kText: which one
};

// What the line (trimmed) holds, or nullopt when it is no ISS puzzle.
std::optional<IssInput> detect_iss(std::string_view line);

// The constraint string: as is, a link's, or the one ISS builds from a text form (a link's `q`
// may hold one too). Throws InputError naming `source` and `line` when a link carries no puzzle,
// or a text form is malformed.
std::string iss_string(const IssInput& input, const std::string& source, std::size_t line);

// Whether a file of this name is one ISS text, whatever its lines (ISS's `.iss` files: one
// puzzle, one item a line, say), rather than a batch of one puzzle a line.
bool is_iss_file(std::string_view source);

}  // namespace dlx::sudoku
