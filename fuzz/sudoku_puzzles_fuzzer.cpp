// Fuzz harness for the Sudoku puzzle reader (encoders/sudoku/puzzle_reader.hpp): one puzzle a
// line, grids, Project Euler's "Grid NN" files, and the sectioned form with givens, regions,
// extra, cages and sums.
//
// The first line may give the command's flags, "#! format=line|grid box=RxC symbols=... diagonal
// windoku" (the reader skips it as a comment). Checks, on every input:
// - a malformed puzzle is an InputError naming the source and a line of the input, and reading
//   goes on with the next one;
// - every puzzle read is well formed: its size, givens, boxes, region maps and cages;
// - it reads back as the same puzzle from its own printing (format_grid, as `dlx sudoku` writes
//   solutions) and from the sectioned form (fuzz/support/sudoku_writer);
// - grids up to 9x9 without conflicting clues get a model, and a solution found within a short
//   time passes the independent checker.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <dlx/dlx.hpp>

#include "encoders/sudoku/grid_rules.hpp"
#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "encoders/sudoku/sudoku_format.hpp"
#include "encoders/sudoku/sudoku_model.hpp"
#include "encoders/sudoku/variant_flags.hpp"
#include "fuzz/support/fuzz_check.hpp"
#include "fuzz/support/harness_options.hpp"
#include "fuzz/support/input_checks.hpp"
#include "fuzz/support/region_map_checks.hpp"
#include "fuzz/support/sudoku_writer.hpp"

namespace dlx::sudoku::fuzz {
namespace {

using dlx::fuzz::check_input_error;
using dlx::fuzz::has_content;
using dlx::fuzz::line_count;

constexpr const char* kSource = "fuzz.txt";
// The largest grid solved in the harness: a 9x9 model builds in well under a millisecond.
constexpr int kMaxSolvedSize = 9;

struct HarnessSettings {
  ReadOptions read;
  VariantFlags variants;
};

HarnessSettings settings_of(std::string_view input) {
  HarnessSettings settings;
  const auto options = dlx::fuzz::harness_options(input);
  if (auto it = options.find("format"); it != options.end()) {
    settings.read.format = it->second == "line"   ? InputFormat::kLine
                           : it->second == "grid" ? InputFormat::kGrid
                                                  : InputFormat::kAuto;
  }
  if (auto it = options.find("box"); it != options.end())
    settings.read.box = parse_box_shape(it->second);
  if (auto it = options.find("symbols"); it != options.end()) {
    // As `dlx sudoku --symbols` accepts them: distinct, no '.' (blanks cannot be in a word).
    const std::string& symbols = it->second;
    bool valid = !symbols.empty();
    for (char c : symbols) valid = valid && c != '.' && symbols.find(c) == symbols.rfind(c);
    if (valid) settings.read.alphabet = symbols;
  }
  settings.variants.diagonal = options.count("diagonal") != 0;
  settings.variants.windoku = options.count("windoku") != 0;
  return settings;
}

void check_well_formed(const SudokuPuzzle& puzzle, std::string_view input) {
  const GridSize& size = puzzle.size;
  const int n = size.values;
  DLX_FUZZ_CHECK(size.rows >= 4 && size.rows <= kMaxSize && size.columns >= 4 &&
                     size.columns <= kMaxSize && n >= size.longer_side() && n <= kMaxSize &&
                     (size.offset == 0 || size.offset == -1),
                 "a {}", grid_words(size));
  DLX_FUZZ_CHECK(puzzle.source == kSource && puzzle.line >= 1 && puzzle.line <= line_count(input),
                 "puzzle at {}:{}", puzzle.source, puzzle.line);
  DLX_FUZZ_CHECK(puzzle.givens.size() == puzzle.cell_count(), "{} givens", puzzle.givens.size());
  for (const int value : puzzle.givens) {
    DLX_FUZZ_CHECK(value >= 0 && value <= n, "a given {} in a {}", value, grid_words(size));
  }
  if (!has_grid_regions(puzzle)) {
    const int box = puzzle.box_rows * puzzle.box_columns;
    DLX_FUZZ_CHECK(box == 0 || (puzzle.box_rows >= 1 && size.rows % puzzle.box_rows == 0 &&
                                size.columns % puzzle.box_columns == 0 &&
                                box >= size.longer_side() && box <= n),
                   "boxes {}x{} in a {}", puzzle.box_rows, puzzle.box_columns, grid_words(size));
  } else if (size.is_classic()) {
    check_region_map(grid_shape(puzzle).region, n, true, "jigsaw regions");
  }
  std::set<int> caged;
  for (const Constraint& c : puzzle.constraints) {
    for (const int cell : c.cells) {
      DLX_FUZZ_CHECK(cell >= 0 && cell < size.cells(), "{} has cell {}, out of the grid",
                     c.type->name, cell);
    }
    if (c.type->name == "extra-region" && !c.written_as_line) {
      DLX_FUZZ_CHECK(static_cast<int>(c.cells.size()) == n, "an extra region of {} cells",
                     c.cells.size());
    }
    if (!c.type->sum_cage || c.written_as_line) continue;
    // A cage of a cage map: in no other, with a sum its cells can make.
    DLX_FUZZ_CHECK(!c.cells.empty() && static_cast<int>(c.cells.size()) <= n && c.number,
                   "a cage of {} cells", c.cells.size());
    for (const int cell : c.cells) {
      DLX_FUZZ_CHECK(caged.insert(cell).second, "cell {} is in two cages", cell);
    }
    const int cells = static_cast<int>(c.cells.size());
    const int spread = cells * (cells - 1) / 2;
    DLX_FUZZ_CHECK(
        *c.number >= cells * size.lowest() + spread && *c.number <= cells * size.highest() - spread,
        "a cage of {} cells sums to {}", cells, *c.number);
  }
  if (puzzle.layout.numbers) return;
  for (const int value : puzzle.givens) {
    DLX_FUZZ_CHECK(value == 0 || static_cast<std::size_t>(value) <= puzzle.layout.alphabet.size(),
                   "value {} with the alphabet '{}'", value, puzzle.layout.alphabet);
  }
}

std::vector<SudokuPuzzle> read_back(const std::string& text, const ReadOptions& options,
                                    const char* what) {
  std::vector<SudokuPuzzle> puzzles;
  std::istringstream in(text);
  read_puzzles(
      in, "written.txt", options,
      [&](SudokuPuzzle&& puzzle) { puzzles.push_back(std::move(puzzle)); },
      [&](const InputError& e) {
        DLX_FUZZ_CHECK(false, "{} does not read back: {}\n{}", what, e.what(), text);
      });
  DLX_FUZZ_CHECK(puzzles.size() == 1, "{} reads back as {} puzzles\n{}", what, puzzles.size(),
                 text);
  return puzzles;
}

void check_round_trips(const SudokuPuzzle& puzzle, const ReadOptions& options) {
  // As `dlx sudoku` prints a grid: only for puzzles without sections, whose layout it keeps (a
  // grid of another shape or other values reads back from its sections only).
  if (puzzle.constraints.empty() && puzzle.size.is_classic()) {
    std::string text = puzzle.name.empty() ? "" : puzzle.name + "\n";
    text += format_grid(puzzle, puzzle.givens, false) + "\n";
    const auto again = read_back(text, options, "the printed grid");
    const auto difference = puzzle_difference(puzzle, again.front());
    DLX_FUZZ_CHECK(!difference, "the printed grid reads back different: {}\n{}", *difference, text);
    DLX_FUZZ_CHECK(again.front().layout.one_line == puzzle.layout.one_line,
                   "the printed grid reads back in another layout\n{}", text);
  }
  ReadOptions sectioned = options;
  sectioned.format = InputFormat::kAuto;
  const std::string text = write_sections(puzzle);
  const auto again = read_back(text, sectioned, "the sectioned form");
  const auto difference = puzzle_difference(puzzle, again.front());
  DLX_FUZZ_CHECK(!difference, "the sectioned form reads back different: {}\n{}", *difference, text);
}

void check_solution(const SudokuPuzzle& puzzle) {
  if (puzzle.size.rows > kMaxSolvedSize || puzzle.size.columns > kMaxSolvedSize ||
      puzzle.size.values > kMaxSolvedSize || find_clue_conflict(puzzle)) {
    return;
  }
  const SudokuModel model = build_model(puzzle);
  Solver solver(model.problem);
  const std::vector<OptionId> clues = clue_options(model, puzzle);
  SearchLimits limits;
  limits.forced = clues;
  limits.time_limit = std::chrono::milliseconds(100);
  const FirstSolution first = solver.first(limits);
  if (!first.found) return;
  const auto wrong = check_sudoku(puzzle, decode(model, first.options));
  DLX_FUZZ_CHECK(!wrong, "the model's solution fails the checker: {}\n{}", *wrong,
                 write_sections(puzzle));
}

}  // namespace
}  // namespace dlx::sudoku::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace dlx;
  using namespace dlx::sudoku;
  using namespace dlx::sudoku::fuzz;
  const std::string input(reinterpret_cast<const char*>(data), size);
  const HarnessSettings settings = settings_of(input);
  std::istringstream in(input);
  auto on_error = [&](const InputError& e) {
    check_input_error(e, kSource, input, !has_content(input, '#'));
  };
  auto on_puzzle = [&](SudokuPuzzle&& puzzle) {
    check_well_formed(puzzle, input);
    check_round_trips(puzzle, settings.read);
    // The variant flags, as `dlx sudoku --diagonal --windoku` adds them (an InputError where the
    // command refuses them goes to on_error, as in the command).
    apply_variant_flags(puzzle, settings.variants);
    check_model_size(puzzle);
    check_solution(puzzle);
  };
  try {
    read_puzzles(in, kSource, settings.read, on_puzzle, on_error);
  } catch (const InputError& e) {
    check_input_error(e, kSource, input, !has_content(input, '#'));
  }
  return 0;
}
