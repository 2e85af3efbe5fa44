// Fuzz harness for the ISS reader (encoders/sudoku/iss): lines of ISS constraint strings and links,
// read as `dlx sudoku` reads a batch (a composite may run over lines), and the whole input as one
// `.iss` file. Checks, on every input:
// - a malformed puzzle is an InputError naming the source and a line of the input, and the batch
//   goes on;
// - every ISS puzzle read is well formed (4x4 to 16x16, givens, boxes or n regions of n cells,
//   constraints' cells in the grid, digits 1..n);
// - grids up to 6x6 get a model, and a solution found within a node budget passes the
//   independent checker.
#include <cstddef>
#include <cstdint>
#include <set>
#include <sstream>
#include <string>

#include <dlx/dlx.hpp>

#include "encoders/sudoku/grid_rules.hpp"
#include "encoders/sudoku/iss/iss_grid.hpp"
#include "encoders/sudoku/iss/iss_input.hpp"
#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "encoders/sudoku/sudoku_model.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"
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
  const int n = puzzle.n;
  DLX_FUZZ_CHECK(n >= kMinIssSize && n <= kMaxIssSize, "an ISS grid of size {}", n);
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
  for (const Constraint& c : puzzle.constraints) {
    DLX_FUZZ_CHECK(c.type != nullptr, "a constraint without a type");
    for (const std::vector<int>* cells : {&c.cells, &c.head}) {
      for (int cell : *cells) {
        DLX_FUZZ_CHECK(cell >= 0 && cell < n * n, "{}: cell {} outside a {}x{} grid", c.type->name,
                       cell, n, n);
      }
    }
    for (int v : c.values) {
      DLX_FUZZ_CHECK(v >= 1 && v <= n, "{}: digit {} in a {}x{} grid", c.type->name, v, n, n);
    }
  }
}

void check_solution(const SudokuPuzzle& puzzle, const std::string& source,
                    const std::string& input) {
  if (puzzle.n > kMaxSolvedSize || find_clue_conflict(puzzle)) return;
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

// Reads `input` as `source` (a batch, or a `.iss` file), checking the puzzles that `is_iss` picks.
template <typename IsIss>
void read_as(const std::string& input, const std::string& source, IsIss is_iss) {
  std::istringstream in(input);
  auto on_error = [&](const InputError& e) {
    check_input_error(e, source, input, !has_content(input, '#'));
  };
  auto on_puzzle = [&](SudokuPuzzle&& puzzle) {
    check_model_size(puzzle);     // an InputError here goes to on_error, as in the command
    if (!is_iss(puzzle)) return;  // the other forms have harnesses of their own
    check_puzzle(puzzle);
    check_solution(puzzle, source, input);
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
  using namespace dlx::sudoku;
  using namespace dlx::sudoku::fuzz;
  const std::string input(reinterpret_cast<const char*>(data), size);
  // The lines that start an ISS puzzle, numbered as LineReader numbers them.
  std::set<std::size_t> iss_lines;
  {
    std::istringstream lines(input);
    std::string line;
    for (std::size_t number = 1; std::getline(lines, line); ++number) {
      if (detect_iss(line)) iss_lines.insert(number);
    }
  }
  read_as(input, "fuzz.txt",
          [&](const SudokuPuzzle& puzzle) { return iss_lines.count(puzzle.line) != 0; });
  read_as(input, "fuzz.iss", [](const SudokuPuzzle&) { return true; });
  return 0;
}
