// Fuzz harness for the SudokuPad reader (encoders/sudoku/sudokupad): the input read two ways.
// - As a puzzle's text (zipped JSON, what an `scl` link carries once decompressed), straight to
//   the reader: the zipper's grammar and the drawing conventions, which a compressed payload would
//   hide behind the decompressor.
// - As a batch, `dlx sudoku` reading it: lines that are SudokuPad links or payloads go through
//   detection and lz-string.
// Checks, on every input:
// - what cannot be read is an InputError naming the source and a line of the input, and the
//   batch goes on;
// - every puzzle read is well formed (a square grid of 4 to 16, givens among its digits, the
//   constraints' cells in the grid and their digits among the values);
// - grids up to 6x6 get a model, and a solution found within a node budget passes the
//   independent checker.
#include <cstddef>
#include <cstdint>
#include <set>
#include <sstream>
#include <string>

#include <dlx/dlx.hpp>

#include "encoders/sudoku/fpuzzles/fpuzzles_reader.hpp"
#include "encoders/sudoku/grid_rules.hpp"
#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "encoders/sudoku/sudoku_model.hpp"
#include "encoders/sudoku/sudokupad/sudokupad_input.hpp"
#include "encoders/sudoku/sudokupad/sudokupad_reader.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"
#include "fuzz/support/constraint_checks.hpp"
#include "fuzz/support/fuzz_check.hpp"
#include "fuzz/support/input_checks.hpp"

namespace dlx::sudoku::fuzz {
namespace {

using dlx::fuzz::check_input_error;
using dlx::fuzz::has_content;

// The largest grid solved: 6x6 models build and search in well under a millisecond.
constexpr int kMaxSolvedSize = 6;
// Nodes, not seconds, so that a run gives the same verdicts on any machine.
constexpr std::uint64_t kNodeBudget = 20'000;

void check_puzzle(const SudokuPuzzle& puzzle) {
  const GridSize& size = puzzle.size;
  DLX_FUZZ_CHECK(size.is_square() && size.rows >= 4 && size.rows <= kMaxFpuzzlesSize &&
                     size.values == size.rows && size.offset == 0,
                 "a SudokuPad grid, a {}", grid_words(size));
  DLX_FUZZ_CHECK(puzzle.givens.size() == puzzle.cell_count(), "{} givens for {} cells",
                 puzzle.givens.size(), puzzle.cell_count());
  for (int v : puzzle.givens) {
    DLX_FUZZ_CHECK(v >= 0 && v <= size.values, "given {} in a {}", v, grid_words(size));
  }
  check_constraints_in_grid(puzzle);
}

void check_solution(const SudokuPuzzle& puzzle, const std::string& source,
                    const std::string& input) {
  if (puzzle.size.rows > kMaxSolvedSize || find_clue_conflict(puzzle)) return;
  try {
    const SudokuModel model = build_model(puzzle);
    Solver solver(model.problem);
    // SearchLimits::forced is a view: the clues' options must outlive the search.
    const std::vector<OptionId> clues = clue_options(model, puzzle);
    SearchLimits limits;
    limits.forced = clues;
    limits.max_nodes = kNodeBudget;
    const FirstSolution first = solver.first(limits);
    if (!first.found) return;
    const auto wrong = check_sudoku(puzzle, decode(model, first.options));
    DLX_FUZZ_CHECK(!wrong, "the model's solution fails the checker: {}\n{}", *wrong, input);
  } catch (const InputError& e) {
    // A model the encoder refuses to build (too many combinations).
    check_input_error(e, source, input, true);
  }
}

void check_read(SudokuPuzzle& puzzle, const std::string& source, const std::string& input) {
  check_model_size(puzzle);
  check_puzzle(puzzle);
  check_solution(puzzle, source, input);
}

// The input as one puzzle's text: an error names line 1, as a batch's first line would.
void read_text(const std::string& input) {
  const std::string source = "fuzz.json";
  try {
    SudokuPuzzle puzzle = read_sudokupad(input, source, 1);
    check_read(puzzle, source, input);
  } catch (const InputError& e) {
    check_input_error(e, source, input, true);
  }
}

// The input as a batch; the puzzles of its SudokuPad lines checked.
void read_batch(const std::string& input) {
  const std::string source = "fuzz.txt";
  std::set<std::size_t> sudokupad_lines;
  {
    std::istringstream lines(input);
    std::string line;
    for (std::size_t number = 1; std::getline(lines, line); ++number) {
      if (detect_sudokupad(line)) sudokupad_lines.insert(number);
    }
  }
  std::istringstream in(input);
  auto on_error = [&](const InputError& e) {
    check_input_error(e, source, input, !has_content(input, '#'));
  };
  auto on_puzzle = [&](SudokuPuzzle&& puzzle) {
    if (sudokupad_lines.count(puzzle.line) == 0) return;  // other harnesses check the others
    check_read(puzzle, source, input);
  };
  try {
    read_puzzles(in, source, {}, on_puzzle, on_error);
  } catch (const InputError& e) {
    on_error(e);
  }
}

}  // namespace
}  // namespace dlx::sudoku::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string input(reinterpret_cast<const char*>(data), size);
  if (!input.empty()) dlx::sudoku::fuzz::read_text(input);
  dlx::sudoku::fuzz::read_batch(input);
  return 0;
}
