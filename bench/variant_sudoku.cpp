// Uniqueness of real variant Sudoku puzzles (thermometers, arrows, kropki, killer cages, lines,
// outside clues; issue 28), one thread, with the figures a setter's check depends on: per puzzle
// the time and the nodes, and for the collection the total, the median and the worst.
//
//   variant_sudoku [--cap SECONDS] [DIR|FILE...]
//
// Default: the puzzles of examples/sudoku/variants and bench/variant_sudoku, each file naming its
// source. A puzzle's time is what `dlx sudoku FILE --unique --threads 1` spends on it: the model
// (the variant model is the puzzle's own, narrowed by its clues in the presolve), the search for
// a second solution, the decoding of the first. Targets (issue 28): each real 9x9 puzzle in at
// most 1 s, the median at most 20 ms.
//
// Checked outside the timing: the verdict must be "unique", the grid must pass the independent
// checker (check_sudoku, which checks every constraint by its own rule), and equal the published
// solution when the file gives one (a `solution` section). Anything else is a wrong answer: the
// program names the puzzle and exits with status 1.
#include <fmt/core.h>
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "build_info.hpp"
#include "dlx/dlx.hpp"
#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "encoders/sudoku/sudoku_model.hpp"

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;
using dlx::sudoku::SudokuPuzzle;

struct PuzzleResult {
  std::string name;  // the file's name
  int n = 0;
  std::size_t options = 0;  // in the model the search sees
  double seconds = 0;
  std::uint64_t nodes = 0;
  dlx::Uniqueness verdict = dlx::Uniqueness::kUnknown;
  std::string problem;  // empty: right
};

PuzzleResult check_uniqueness(const SudokuPuzzle& puzzle, double cap_seconds) {
  PuzzleResult result;
  result.name = fs::path(puzzle.source).filename().string();
  result.n = puzzle.size.rows;
  const auto start = Clock::now();
  const dlx::sudoku::SudokuModel model = dlx::sudoku::build_model(puzzle);
  dlx::Solver solver(model.problem);
  dlx::SearchLimits limits;
  limits.threads = 1;
  limits.time_limit = std::chrono::duration<double>(cap_seconds);
  // SearchLimits::forced is a view: the clues live here for the search.
  const std::vector<dlx::OptionId> clues = dlx::sudoku::clue_options(model, puzzle);
  limits.forced = clues;
  const dlx::UniquenessResult answer = solver.uniqueness(limits);
  std::vector<int> grid;
  if (!answer.first.empty()) grid = dlx::sudoku::decode(model, answer.first);
  result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  result.nodes = answer.result.stats.nodes;
  result.options = model.problem.option_count();
  result.verdict = answer.verdict;

  // Checked outside the timing.
  if (answer.verdict != dlx::Uniqueness::kUnique) {
    result.problem = fmt::format("the verdict is '{}', not unique", dlx::to_string(answer.verdict));
  } else if (auto broken = dlx::sudoku::check_sudoku(puzzle, grid)) {
    result.problem = "the checker refuses the grid: " + *broken;
  } else if (!puzzle.given_solution.empty() && grid != puzzle.given_solution) {
    result.problem = "the grid differs from the published solution";
  }
  return result;
}

std::string duration(double seconds) {
  if (seconds < 1e-3) return fmt::format("{:.0f} µs", seconds * 1e6);
  if (seconds < 1) return fmt::format("{:.1f} ms", seconds * 1e3);
  return fmt::format("{:.2f} s", seconds);
}

double median(std::vector<double> values) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  const std::size_t mid = values.size() / 2;
  return values.size() % 2 == 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

void print_summary(const char* label, const std::vector<const PuzzleResult*>& results) {
  double total = 0;
  std::uint64_t nodes = 0;
  std::vector<double> times;
  const PuzzleResult* worst = nullptr;
  for (const PuzzleResult* result : results) {
    total += result->seconds;
    nodes += result->nodes;
    times.push_back(result->seconds);
    if (worst == nullptr || result->seconds > worst->seconds) worst = result;
  }
  if (worst == nullptr) return;
  fmt::print("| {} | {} | {} | {} | {} ({}) | {} |\n", label, results.size(), duration(total),
             duration(median(times)), duration(worst->seconds), worst->name, nodes);
}

}  // namespace

int main(int argc, char** argv) {
  double cap_seconds = 30;
  std::vector<fs::path> inputs;
  for (int k = 1; k < argc; ++k) {
    const std::string argument = argv[k];
    if (argument == "--cap" && k + 1 < argc) {
      cap_seconds = std::stod(argv[++k]);
    } else if (argument == "--help" || argument.starts_with("--")) {
      fmt::print(stderr, "usage: variant_sudoku [--cap SECONDS] [DIR|FILE...]\n");
      return argument == "--help" ? 0 : 2;
    } else {
      inputs.emplace_back(argument);
    }
  }
  if (inputs.empty()) {
    inputs = {fs::path(DLX_SOURCE_DIR) / "examples/sudoku/variants",
              fs::path(DLX_SOURCE_DIR) / "bench/variant_sudoku"};
  }
  std::vector<fs::path> files;
  for (const fs::path& input : inputs) {
    if (fs::is_directory(input)) {
      for (const auto& entry : fs::directory_iterator(input)) {
        if (entry.path().extension() == ".txt") files.push_back(entry.path());
      }
    } else {
      files.push_back(input);
    }
  }
  std::sort(files.begin(), files.end(),
            [](const fs::path& a, const fs::path& b) { return a.filename() < b.filename(); });

  std::vector<PuzzleResult> results;
  bool unreadable = false;
  for (const fs::path& file : files) {
    std::ifstream in(file);
    dlx::sudoku::read_puzzles(
        in, file.string(), {},
        [&](SudokuPuzzle&& puzzle) { results.push_back(check_uniqueness(puzzle, cap_seconds)); },
        [&](const dlx::InputError& error) {
          fmt::print(stderr, "variant_sudoku: {}\n", error.what());
          unreadable = true;
        });
  }

  fmt::print("variant_sudoku: uniqueness, one thread, cap {} s; {} build, {}, flags '{}'\n\n",
             cap_seconds, dlx::bench::kBuildType, dlx::bench::kCompiler, dlx::bench::kCxxFlags);
  fmt::print(
      "| puzzle | grid | options | time | nodes | verdict |\n|---|---|---:|---:|---:|---|\n");
  std::vector<const PuzzleResult*> all;
  std::vector<const PuzzleResult*> nine;
  int wrong = 0;
  for (const PuzzleResult& result : results) {
    fmt::print(
        "| {} | {}x{} | {} | {} | {} | {} |\n", result.name, result.n, result.n, result.options,
        duration(result.seconds), result.nodes,
        result.problem.empty() ? dlx::to_string(result.verdict) : "**WRONG**: " + result.problem);
    wrong += !result.problem.empty();
    all.push_back(&result);
    if (result.n == 9) nine.push_back(&result);
  }
  fmt::print(
      "\n| puzzles | count | total | median | worst | nodes |\n|---|---:|---:|---:|---:|---:|\n");
  print_summary("9x9", nine);
  print_summary("all", all);
  return wrong > 0 || unreadable ? 1 : 0;
}
