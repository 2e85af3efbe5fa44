// `dlx sudoku FILE --grade` and `dlx sudoku FILE --explain`: the logic solver on each puzzle of a
// file, in any input form the solver reads.
//
//   --grade    one line per puzzle (or a JSON object with --json): grade, the deductions of each
//              technique, and the DLX search's nodes as a second measure of difficulty
//   --explain  the logical solution, one line per deduction, then whether logic finished
//
// Every puzzle is also solved by the DLX engine, and the logic is checked against that solution:
// a removed candidate that the solution holds, or a filled grid that fails check_sudoku, is a bug
// and exits 4 ("internal error"), like a solution failing its check in the solver.
#pragma once

#include <functional>
#include <string>

#include <dlx/command/command.hpp>

#include "encoders/sudoku/puzzle_batch.hpp"

namespace dlx::sudoku {

struct GradeRequest {
  BatchRequest batch;
  bool explain = false;
};

// Exit code: 0 every puzzle graded, 1 some puzzle has no solution, 2 malformed input, 4 a
// deduction contradicted the engine's solution.
// The engine's verdicts come from `runner` (JobRunner::verdict), which prints nothing.
int run_grade(const GradeRequest& request, const CommandContext& context, JobRunner& runner);

}  // namespace dlx::sudoku
