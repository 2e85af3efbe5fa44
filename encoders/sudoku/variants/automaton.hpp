// Finite automata over the digits of a line (ISS's NFA and Regex constraints): a line holds when
// the automaton, reading its digits in order, can end in an accepting state. Lines of several
// segments read a break symbol between segments (written `|`), as ISS's multi-segment NFAs do.
//
// The text form of an automaton (docs/sudoku.md, `automaton`) is a list of words:
//
//   start=0 accept=2,3 0>1=1-3 0>2=4,6 1>1=| 2>0=1-9
//
// `start=` and `accept=` list states (whole numbers from 0); `A>B=DIGITS` is a transition from
// state A to state B on each digit listed (digits as the puzzle writes them, and runs; `|` for the
// break). A state may have several transitions on one digit: the automaton is nondeterministic.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "encoders/sudoku/grid_size.hpp"

namespace dlx::sudoku {

// What is wrong with an automaton or a regular expression (the caller adds where it was read).
class AutomatonError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Symbols are the values as the model holds them, 1..values (GridSize), and values + 1 for the
// break between segments: the text form and the patterns write digits as the puzzle does.
struct Automaton {
  struct Transition {
    int from = 0;
    int to = 0;
    std::uint32_t symbols = 0;  // bit s-1 for symbol s
  };
  int states = 0;
  std::vector<int> starts;
  std::vector<int> accepts;
  std::vector<Transition> transitions;
};

// The break's symbol on a grid of this size.
inline int break_symbol(const GridSize& size) {
  return size.values + 1;
}

// The most states an automaton may have (ISS's serialized NFAs reach 2^16).
inline constexpr int kMaxAutomatonStates = 1 << 16;

// Reads the text form. Throws AutomatonError: a word of no form, a digit off the grid, a state
// past kMaxAutomatonStates, no start state, no accepting state.
Automaton read_automaton(std::string_view text, const GridSize& size);

// The text form, transitions grouped by their pair of states (digits as runs).
std::string automaton_text(const Automaton& automaton, const GridSize& size);

// A regular expression over the digits, as ISS reads one (js/nfa_builder.js's RegexParser):
// characters 0-9 then A-Z (a-z) for 10 and up, the digit as the puzzle writes it; `.` any digit,
// classes `[1-3]` and `[^...]`, groups, `|`, and the quantifiers `*`, `+`, `?`, `{n}`, `{n,}`,
// `{n,m}`, which may follow one another; blanks are left out. Throws AutomatonError for a pattern
// that does not parse or names a digit the grid lacks.
Automaton regex_automaton(std::string_view pattern, const GridSize& size);

}  // namespace dlx::sudoku
