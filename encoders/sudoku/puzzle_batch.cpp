#include "encoders/sudoku/puzzle_batch.hpp"

#include <fmt/format.h>
#include <dlx/text/error_report.hpp>

#include "encoders/sudoku/puzzle_input.hpp"

namespace dlx::sudoku {

BatchCount run_batch(const BatchRequest& request, const CommandContext& context,
                     const std::function<void(SudokuPuzzle&)>& handle) {
  PuzzleInput input(request.path, *context.standard_input);
  BatchCount count;
  count.input = input.name();
  ErrorReport errors(*context.messages);
  auto on_error = [&](const InputError& error) {
    ++count.malformed;
    errors.add(error);
  };
  auto on_puzzle = [&](SudokuPuzzle&& puzzle) {
    try {
      if (context.interrupted()) throw StopBatch{};
      request.prepare(puzzle);
      handle(puzzle);
    } catch (const StopBatch& stop) {
      count.interrupted_at = fmt::format("{}:{}", puzzle.source, puzzle.line);
      if (stop.counted) ++count.puzzles;
      throw;
    } catch (const InputError& error) {
      on_error(error);
      return;
    }
    ++count.puzzles;
  };
  try {
    read_puzzles(input.stream(), input.name(), request.read, on_puzzle, on_error);
  } catch (const StopBatch&) {
    // The rest of the input is left unread; the summary says where the batch stopped.
    if (count.interrupted_at.empty()) count.interrupted_at = input.name();
  }
  context.output->flush();
  errors.finish(input.name());
  if (count.entries() == 0 && !count.interrupted()) {
    throw InputError(input.name(), 0, "no puzzle in the input");
  }
  return count;
}

bool wants_summary(const BatchCount& count, const SearchSettings& search) {
  return (count.entries() > 1 || count.interrupted() || search.stats) &&
         (!search.quiet || search.stats);
}

void report_internal_error(std::ostream& messages, const std::string& label,
                           const std::string& what) {
  messages << fmt::format(
      "dlx: internal error: {}: {}\nThis is a bug in dlx; please report it with the input.\n",
      label, what);
}

}  // namespace dlx::sudoku
