// The constraint strings of sigh's Interactive Sudoku Solver (ISS,
// https://sigh.github.io/Interactive-Sudoku-Solver, MIT), read into items (docs/sudoku.md, "ISS
// constraint strings"):
//
//   .Shape~6x6.Thermo~R1C1~R1C2~R1C3.~R1C1_5~R2C3_1_2.Or.X~R1C1~R1C2.V~R1C1~R1C2.End
//
// Each item is `.Type~arg~arg...`; an item of no type (`.~R1C1_5`) is a `Given`. A composite
// (`.Or`, `.And`, `.Replicate~...`, `.Container`) holds the items up to its `.End`. ISS removes
// every blank and line break before it splits the string at its dots, so a string may run over
// several lines; each item keeps the line it starts on, for messages.
//
// This only reads the string's structure and knows ISS's type names; what each type means, and
// which ones dlx can state, is iss_rules.hpp's.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace dlx::sudoku {

struct IssItem {
  std::string type;               // ISS's name of the type: "Thermo"; "Given" for `.~...`
  std::vector<std::string> args;  // the arguments after the type, blanks removed
  std::vector<IssItem> children;  // a composite's items, up to its `.End`
  std::size_t line = 0;           // the line of the input the item starts on

  bool composite() const;
};

// Whether ISS has a type of this name, and whether it is a composite.
bool is_iss_type(std::string_view name);
bool is_iss_composite(std::string_view name);

// Reads one string (or, across lines, one part of an ISS text) whose first line is `first_line`
// of `source`. Throws InputError at the line of the item to blame: a string that does not start
// with '.', a type ISS does not have, an `.End` without its composite, a composite without its
// `.End`.
std::vector<IssItem> parse_iss_string(std::string_view text, const std::string& source,
                                      std::size_t first_line);

// A whole ISS text, as ISS reads a file or its text box: lines starting with '#' are comments, and
// the parts between blank lines are strings read apart (a composite cannot span two) whose items
// make one puzzle.
std::vector<IssItem> parse_iss_text(std::string_view text, const std::string& source,
                                    std::size_t first_line);

// How many composites are still open at the end of `text` (negative: an `.End` too many); 0 for
// a string that is complete. Reads only the types, and never throws.
int iss_open_composites(std::string_view text);

// Whether `text` (one line, trimmed) is meant as an ISS string rather than a Sudoku line: it
// starts with '.', and has a '~' (which no Sudoku line has) or is a run of ISS's type names
// only (".NoBoxes.AntiKnight"), while no puzzle line of n*n cells is.
bool looks_like_iss_string(std::string_view text);

}  // namespace dlx::sudoku
