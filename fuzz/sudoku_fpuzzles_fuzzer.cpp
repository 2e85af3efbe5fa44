// Fuzz harness for the f-puzzles reader (encoders/sudoku/fpuzzles): lines of f-puzzles URLs,
// SudokuPad links, load strings and JSON, read as `dlx sudoku` reads them, and the whole input
// decompressed as a load string. Checks, on every input:
// - lz-string decompression of any bytes ends in text or an LzStringError, never a crash, and
//   its text read as f-puzzles JSON ends in a puzzle or an InputError;
// - a malformed puzzle is an InputError naming the source and a line of the input;
// - every constraint read is well formed (a type, cells inside the grid, digits 1..n), the givens
//   are digits of the grid and a jigsaw has n regions;
// - grids up to 6x6 get a model, and a solution found within a short time passes the independent
//   checker.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <set>
#include <sstream>
#include <string>

#include <dlx/dlx.hpp>

#include "encoders/sudoku/fpuzzles/fpuzzles_input.hpp"
#include "encoders/sudoku/fpuzzles/fpuzzles_reader.hpp"
#include "encoders/sudoku/fpuzzles/lz_string.hpp"
#include "encoders/sudoku/grid_rules.hpp"
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

void check_puzzle(const SudokuPuzzle& puzzle) {
  const int n = puzzle.size.rows;
  DLX_FUZZ_CHECK(n >= 4 && n <= kMaxFpuzzlesSize, "an f-puzzles grid of size {}", n);
  DLX_FUZZ_CHECK(puzzle.givens.size() == puzzle.cell_count(), "{} givens for {} cells",
                 puzzle.givens.size(), puzzle.cell_count());
  for (int v : puzzle.givens) DLX_FUZZ_CHECK(v >= 0 && v <= n, "given {} in a {}x{} grid", v, n, n);
  if (has_grid_regions(puzzle)) {
    std::vector<int> sizes(static_cast<std::size_t>(n), 0);
    for (int region : grid_shape(puzzle).region) {
      DLX_FUZZ_CHECK(region >= 0 && region < n, "region {} of {}", region, n);
      ++sizes[static_cast<std::size_t>(region)];
    }
    for (int size : sizes) DLX_FUZZ_CHECK(size == n, "a region of {} cells in a {}x{}", size, n, n);
  } else {
    DLX_FUZZ_CHECK(puzzle.box_rows * puzzle.box_columns == n, "boxes {}x{} in a {}x{} grid",
                   puzzle.box_rows, puzzle.box_columns, n, n);
  }
  check_constraints_in_grid(puzzle);
}

void check_solution(const SudokuPuzzle& puzzle, const std::string& input) {
  if (puzzle.size.rows > kMaxSolvedSize || find_clue_conflict(puzzle)) return;
  try {
    const SudokuModel model = build_model(puzzle);
    Solver solver(model.problem);
    // SearchLimits::forced is a view: the clues' options must outlive the search.
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
    // A constraint the grid cannot take (disjoint groups on a jigsaw).
    check_input_error(e, kSource, input, true);
  }
}

// The whole input as a load string: decompressed, and its text read as a puzzle's JSON.
void check_decompression(const std::string& input) {
  std::string json;
  try {
    json = lz_string_decompress_base64(input);
  } catch (const LzStringError&) {
    return;
  }
  DLX_FUZZ_CHECK(json.size() <= kMaxLzStringOutput, "{} bytes decompressed", json.size());
  try {
    check_puzzle(read_fpuzzles_json(json, kSource, 1));
  } catch (const InputError& e) {
    DLX_FUZZ_CHECK(e.source() == kSource && e.line() == 1 && !e.message().empty(),
                   "an error at {}:{}: {}", e.source(), e.line(), e.message());
  }
}

}  // namespace
}  // namespace dlx::sudoku::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace dlx;
  using namespace dlx::sudoku;
  using namespace dlx::sudoku::fuzz;
  const std::string input(reinterpret_cast<const char*>(data), size);
  check_decompression(input);
  // The lines that read as f-puzzles puzzles, numbered as LineReader numbers them.
  std::set<std::size_t> fpuzzles_lines;
  {
    std::istringstream lines(input);
    std::string line;
    for (std::size_t number = 1; std::getline(lines, line); ++number) {
      if (detect_fpuzzles(line)) fpuzzles_lines.insert(number);
    }
  }
  std::istringstream in(input);
  auto on_error = [&](const InputError& e) {
    check_input_error(e, kSource, input, !has_content(input, '#'));
  };
  auto on_puzzle = [&](SudokuPuzzle&& puzzle) {
    check_model_size(puzzle);  // an InputError here goes to on_error, as in the command
    // The f-puzzles lines; the other forms have harnesses of their own.
    if (fpuzzles_lines.count(puzzle.line) == 0) return;
    check_puzzle(puzzle);
    check_solution(puzzle, input);
  };
  try {
    read_puzzles(in, kSource, {}, on_puzzle, on_error);
  } catch (const InputError& e) {
    check_input_error(e, kSource, input, !has_content(input, '#'));
  }
  return 0;
}
