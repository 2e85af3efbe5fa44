// Fuzz harness for the variant constraints (encoders/sudoku/variants): a sectioned Sudoku file
// with a `constraints` section (docs/sudoku.md), read as `dlx sudoku` reads it. Checks, on every
// input:
// - a malformed line is an InputError naming the source and a line of the input (an unknown
//   name, a cell outside the grid, a missing colon, ...), and never a crash;
// - every constraint read is well formed: a type, its cells inside the grid, its digits 1..n, its
//   outside clue on a row or column of the grid;
// - grids up to 6x6 get a model (or an InputError at a line, for a constraint the grid cannot
//   take), and a solution found within a short time (one the model's test of whole solutions
//   accepts) passes the independent checker, which restates every constraint's rule.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include <dlx/dlx.hpp>

#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "encoders/sudoku/sudoku_model.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"
#include "fuzz/support/constraint_checks.hpp"
#include "fuzz/support/fuzz_check.hpp"
#include "fuzz/support/input_checks.hpp"

namespace dlx::sudoku::fuzz {
namespace {

using dlx::fuzz::check_input_error;
using dlx::fuzz::has_content;

constexpr const char* kSource = "fuzz.txt";
// The largest grid solved: 6x6 models build and search in well under a millisecond.
constexpr int kMaxSolvedSize = 6;

// The shared checks (cells and digits in the grid), then what the text format adds: outside clues
// on a line of the grid, and the numbers their syntax requires.
void check_constraints(const SudokuPuzzle& puzzle) {
  check_constraints_in_grid(puzzle);
  const GridSize& size = puzzle.size;
  for (const Constraint& c : puzzle.constraints) {
    if (c.outside) {
      const int lines = c.outside->row() ? size.rows : size.columns;
      DLX_FUZZ_CHECK(c.outside->index >= 0 && c.outside->index < lines,
                     "{}: outside clue on line {}", c.type->name, c.outside->index);
    }
    if (c.type->number == NumberUse::kRequired || c.type->syntax == Syntax::kRowOrColumn ||
        c.type->syntax == Syntax::kRowOrColumnSide) {
      DLX_FUZZ_CHECK(c.number.has_value(), "{} without its number", c.type->name);
    }
  }
}

void check_solution(const SudokuPuzzle& puzzle, const std::string& input) {
  if (puzzle.size.rows > kMaxSolvedSize || puzzle.size.columns > kMaxSolvedSize ||
      puzzle.size.values > kMaxSolvedSize || find_clue_conflict(puzzle)) {
    return;
  }
  try {
    const SudokuModel model = build_model(puzzle);
    Solver solver(model.problem);
    const std::vector<OptionId> clues = clue_options(model, puzzle);
    SearchLimits limits;
    limits.forced = clues;
    limits.time_limit = std::chrono::milliseconds(100);
    // The rules the model leaves to whole solutions (connected values, chaos regions, an or's
    // first branch) are part of what a solution is, as in the command.
    const FirstSolution first = solver.first(limits, model_acceptance(model));
    if (!first.found) return;
    const auto wrong = check_sudoku(puzzle, decode(model, first.options));
    DLX_FUZZ_CHECK(!wrong, "the model's solution fails the checker: {}\n{}", *wrong, input);
  } catch (const InputError& e) {
    // A constraint the grid cannot take (disjoint groups on a jigsaw, a model too large).
    check_input_error(e, kSource, input, true);
  }
}

}  // namespace
}  // namespace dlx::sudoku::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace dlx;
  using namespace dlx::sudoku;
  using namespace dlx::sudoku::fuzz;
  const std::string input(reinterpret_cast<const char*>(data), size);
  std::istringstream in(input);
  auto on_error = [&](const InputError& e) {
    check_input_error(e, kSource, input, !has_content(input, '#'));
  };
  auto on_puzzle = [&](SudokuPuzzle&& puzzle) {
    check_constraints(puzzle);
    check_model_size(puzzle);  // an InputError here goes to on_error, as in the command
    check_solution(puzzle, input);
  };
  try {
    read_puzzles(in, kSource, {}, on_puzzle, on_error);
  } catch (const InputError& e) {
    check_input_error(e, kSource, input, !has_content(input, '#'));
  }
  return 0;
}
