// A (partial) placement of queens on an N x N board, and the two ways users write one:
//
//   a line of N numbers, the column (1..N) of the queen in each row or 0 for none:
//       0 3 0 0 0 0 0 0
//   a board drawn with 'Q' for a queen and '.' for an empty square (blanks between are ignored):
//       . . Q .
//       . . . .
//       . . . .
//       . . . .
//
// Lines starting with '#' are comments. A file may hold several placements: one per line in the
// numbers form, boards separated by blank lines.
#pragma once

#include <cstddef>
#include <istream>
#include <optional>
#include <string>
#include <vector>

namespace dlx::queens {

// The largest board the encoder accepts: N^2 options of 4 items must stay within the engine's
// limits (2^27 item occurrences), with room to spare.
inline constexpr int kMaxN = 4096;

struct Placement {
  int n = 0;
  std::vector<int> column_of_row;  // 0-based column of the queen in each row, -1 for none
  std::size_t line = 0;            // where it was read, for messages
  bool drawn = false;              // written as a board (else as numbers)

  int queens() const;
};

// Reads every placement in the input. Throws InputError (source and line) for anything
// malformed: a wrong number of entries, a column out of range, a ragged or non-square board, two
// queens in one row of a board, a symbol other than Q and '.'.
std::vector<Placement> read_placements(std::istream& in, const std::string& source);

// Two given queens that attack each other, described for a person; nullopt if none do.
std::optional<std::string> find_conflict(const Placement& placement);

}  // namespace dlx::queens
