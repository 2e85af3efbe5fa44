// Fuzz harness for the ISS reader (encoders/sudoku/iss): lines of ISS constraint strings and links,
// read as `dlx sudoku` reads a batch (a composite may run over lines), and the whole input as one
// `.iss` file. Checks, on every input:
// - a malformed puzzle is an InputError naming the source and a line of the input, and the batch
//   goes on;
// - every ISS puzzle read is well formed (4 to 16 rows and columns, from the longer side's count
//   of values to 16, from 0 or 1; givens; boxes that tile the grid or regions of the longer side's
//   to the values' count of cells; constraints' cells in the grid, their digits among the values);
// - grids up to 6x6 holding up to 6 values get a model, and a solution found within a node budget
//   passes the independent checker.
#include <cstddef>
#include <cstdint>
#include <map>
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
  auto side = [](int n) { return n >= kMinIssSize && n <= kMaxIssSize; };
  DLX_FUZZ_CHECK(side(size.rows) && side(size.columns) && size.values >= size.longer_side() &&
                     size.values <= kMaxIssSize && (size.offset == 0 || size.offset == -1),
                 "an ISS grid, a {}", grid_words(size));
  DLX_FUZZ_CHECK(puzzle.givens.size() == puzzle.cell_count(), "{} givens for {} cells",
                 puzzle.givens.size(), puzzle.cell_count());
  for (int v : puzzle.givens) {
    DLX_FUZZ_CHECK(v >= 0 && v <= size.values, "given {} in a {}", v, grid_words(size));
  }
  if (has_grid_regions(puzzle)) {
    std::map<int, int> sizes;
    for (int region : grid_shape(puzzle).region) {
      if (region >= 0) ++sizes[region];
    }
    for (const auto& [region, cells] : sizes) {
      DLX_FUZZ_CHECK(cells >= size.longer_side() && cells <= size.values,
                     "a region of {} cells in a {}", cells, grid_words(size));
    }
  } else if (puzzle.box_rows > 0) {
    DLX_FUZZ_CHECK(size.rows % puzzle.box_rows == 0 && size.columns % puzzle.box_columns == 0 &&
                       puzzle.box_rows * puzzle.box_columns <= size.values,
                   "boxes {}x{} in a {}", puzzle.box_rows, puzzle.box_columns, grid_words(size));
  }
  check_constraints_in_grid(puzzle);
}

void check_solution(const SudokuPuzzle& puzzle, const std::string& source,
                    const std::string& input) {
  if (puzzle.size.rows > kMaxSolvedSize || puzzle.size.columns > kMaxSolvedSize ||
      puzzle.size.values > kMaxSolvedSize || find_clue_conflict(puzzle)) {
    return;
  }
  try {
    const SudokuModel model = build_model(puzzle);
    Solver solver(model.problem);
    // SearchLimits::forced is a view: the clues' options must outlive the search.
    const std::vector<OptionId> clues = clue_options(model, puzzle);
    SearchLimits limits;
    limits.forced = clues;
    limits.max_nodes = kNodeBudget;
    // The rules the model leaves to whole solutions (connected values, chaos regions, an or's
    // first branch) are part of what a solution is, as in the command.
    const FirstSolution first = solver.first(limits, model_acceptance(model));
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
