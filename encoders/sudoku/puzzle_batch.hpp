// The skeleton of the modes that read a batch of puzzles and print their own lines (--grade,
// --explain, --candidates): each puzzle read gets the command's variant flags and is handed over;
// a malformed one is said once (ErrorReport) and counted; Ctrl-C ends the batch at the puzzle it
// stops; an input without a puzzle is an error. The summary rule and the internal-error message
// are here too, so that every mode says them alike.
#pragma once

#include <cstddef>
#include <functional>
#include <ostream>
#include <string>

#include <dlx/command/command.hpp>

#include "encoders/sudoku/puzzle_reader.hpp"

namespace dlx::sudoku {

// What the batch reads and how: a file, "-" or a puzzle typed as the argument.
struct BatchRequest {
  std::string path;
  ReadOptions read;
  // The command's variant flags, applied to each puzzle as read; throws InputError when they do
  // not fit it (the puzzle then counts as malformed).
  std::function<void(SudokuPuzzle&)> prepare;
};

// What a batch came to, for its summary.
struct BatchCount {
  std::string input;           // the input's name in messages: the file, "-"'s, "<argument>"
  std::size_t puzzles = 0;     // handed over and handled
  std::size_t malformed = 0;   // not read, or refused by `prepare` or the handler
  std::string interrupted_at;  // "FILE:LINE" of the puzzle Ctrl-C stopped at; empty: not stopped

  bool interrupted() const { return !interrupted_at.empty(); }
  std::size_t entries() const { return puzzles + malformed; }
};

// Thrown by a handler to end the batch there (Ctrl-C came during the puzzle's work): the puzzle
// counts when `counted`, and the rest of the input is left unread.
struct StopBatch {
  bool counted = false;
};

// Reads the batch, hands each puzzle to `handle` and returns the count; the errors of malformed
// puzzles are finished, and the output flushed, before it returns. An InputError from `handle`
// counts the puzzle as malformed. Throws InputError when the input holds no puzzle at all.
BatchCount run_batch(const BatchRequest& request, const CommandContext& context,
                     const std::function<void(SudokuPuzzle&)>& handle);

// Whether the batch ends with its summary line: for more than one entry, an interrupted batch or
// --stats; --stats asks by name, over --quiet.
bool wants_summary(const BatchCount& count, const SearchSettings& search);

// A result that contradicts the engine or the checker: a bug, said so on `messages`.
void report_internal_error(std::ostream& messages, const std::string& label,
                           const std::string& what);

}  // namespace dlx::sudoku
