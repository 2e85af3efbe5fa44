// `dlx sudoku FILE --candidates`: the true candidates of each puzzle (true_candidates.hpp), as a
// grid of the values each cell can hold, or one JSON object per puzzle.
#pragma once

#include <functional>
#include <string>

#include <dlx/command/command.hpp>

#include "encoders/sudoku/puzzle_batch.hpp"

namespace dlx::sudoku {

// Exit code: 0 every puzzle settled, 1 some puzzle has no solution, 2 malformed input, 3 a time
// limit left some puzzle's candidates unsettled, 4 a solution failed its check (a bug).
int run_candidates(const BatchRequest& request, const CommandContext& context);

}  // namespace dlx::sudoku
