// ISS's text forms of a puzzle besides its constraint string. ISS's box reads a part of its text
// as one of these before it tries a constraint string (js/sudoku_parser.js, _parseTextLineToAst,
// after removing every blank); dlx reads each as the constraint string ISS builds from it, so the
// reader's checks and rows are the string's:
//
//   short killer    S<J<<O<<KJ^<<^<^...       81 characters, one a cell: a cage's sum, or an arrow
//                                              to a neighbour of the same cage
//   long killer     3x3::k:6150:6150:6401:...  SudoCue's form: a field a cell, sum*256 + cage id
//   jigsaw          ..5.3...  AAABBBCCC...     the givens, then the layout, n*n characters each
//   jigsaw layout   AAABBBCCCAAABBBCCC...      n*n characters, n regions of n cells
//   pencil marks    123456.89.2.4.67...        n*n*n characters: each cell's candidates
//
// Detection leaves to the text format what it reads itself: a line of n*n digits whose every row
// holds each character once is a filled grid (ISS would take it for a layout of n regions), and a
// puzzle followed by its solution is no jigsaw.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace dlx::sudoku {

enum class IssTextForm { kShortKiller, kLongKiller, kJigsaw, kJigsawLayout, kPencilmarks };

// The form's name in messages: "ISS short killer format".
std::string_view iss_text_form_name(IssTextForm form);

// Which form `text` is (blanks anywhere, as ISS removes them), or nullopt for none of them.
std::optional<IssTextForm> detect_iss_text_form(std::string_view text);

// The constraint string ISS builds from `text` in `form`. Throws IssError (iss_grid.hpp) saying
// what is wrong: an arrow out of the grid or round a loop, a field that is no number, a value out
// of the grid, a cell with no candidate.
std::string iss_text_form_string(IssTextForm form, std::string_view text);

}  // namespace dlx::sudoku
