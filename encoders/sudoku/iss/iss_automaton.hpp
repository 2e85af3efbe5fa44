// ISS's Regex and NFA arguments (js/nfa_builder.js, js/sudoku_constraint.js): a pattern in
// base64url (or, in older strings, percent-encoded), and an automaton serialized in bits, both
// read back to what the text format's `regex` and `automaton` lines hold.
#pragma once

#include <string>

#include "encoders/sudoku/variants/automaton.hpp"

namespace dlx::sudoku {

// The bytes of a base64url string as ISS's Base64Codec.decodeToString reads one (padded, then
// decoded by the browser's atob). Throws IssError for a string atob refuses.
std::string iss_base64_bytes(const std::string& encoded);

// A Regex's pattern argument: percent-encoded when it has '%' or '.', else base64url.
std::string iss_regex_pattern(const std::string& encoded);

// An NFA argument, as ISS's NFASerializer.deserialize reads it: its states, the start states
// first, then the accepting ones, then the rest; symbol s is value s as the model holds it (ISS's
// value index: the puzzle writes it s + offset), values + 1 the break; symbols past the break are
// left out, as no cell's digit reaches them. Throws IssError for a string ISS refuses (a bad
// header, a truncated state, bits after the end) and for an automaton with no accepting state.
Automaton iss_automaton(const std::string& encoded, const GridSize& size);

// The number of symbols ISS's compiled NFA has (its highest symbol on a transition): a line of
// several segments needs n + 1, the break.
int iss_symbol_count(const std::string& encoded);

}  // namespace dlx::sudoku
