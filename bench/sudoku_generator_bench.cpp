// Google Benchmark timings of the Sudoku generator (encoders/sudoku/generator): minimal puzzles
// per second, on one thread and on two (the generator shares out whole puzzles, and its output is
// the same either way).
//
// One iteration generates a batch of puzzles from a fixed seed, so every iteration does the same
// work; the timed part is everything `dlx sudoku --generate` does per puzzle: a random full grid,
// the clue removal, and the generator's own final checks (uniqueness, minimality). After the loop
// each puzzle of the last batch is checked again, outside the timing, with the independent
// checker and a count, and a wrong one marks the run as an error.
//
//   sudoku_generator_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include <benchmark/benchmark.h>

#include <vector>

#include "dlx/dlx.hpp"
#include "encoders/sudoku/generator/puzzle_generator.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"

namespace {

using dlx::sudoku::GeneratedPuzzle;
using dlx::sudoku::GeneratorSettings;

GeneratorSettings settings_for(int box_rows, int box_columns, unsigned threads) {
  GeneratorSettings settings;
  settings.shape.size = dlx::sudoku::GridSize::square(box_rows * box_columns);
  settings.shape.box_rows = box_rows;
  settings.shape.box_columns = box_columns;
  settings.seed = 1;
  settings.threads = threads;
  return settings;
}

// args: box rows, box columns, threads, puzzles per batch.
void BM_GenerateMinimal(benchmark::State& state) {
  const GeneratorSettings settings =
      settings_for(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)),
                   static_cast<unsigned>(state.range(2)));
  const auto batch = static_cast<std::size_t>(state.range(3));
  std::vector<GeneratedPuzzle> made;
  for ([[maybe_unused]] auto _ : state) {
    made.clear();
    dlx::sudoku::generate_puzzles(settings, batch, nullptr,
                                  [&](const GeneratedPuzzle& puzzle) { made.push_back(puzzle); });
    benchmark::DoNotOptimize(made.data());
  }
  state.counters["puzzles_per_s"] =
      benchmark::Counter(static_cast<double>(batch), benchmark::Counter::kIsIterationInvariantRate);
  double clues = 0;
  for (const GeneratedPuzzle& puzzle : made) {
    clues += static_cast<double>(puzzle.clues);
    if (dlx::sudoku::check_sudoku(puzzle.puzzle, puzzle.solution).has_value()) {
      state.SkipWithError("a generated puzzle does not fit its grid");
      return;
    }
  }
  if (made.size() != batch) state.SkipWithError("the batch is short");
  state.counters["clues"] = benchmark::Counter(clues / static_cast<double>(batch));
}

// 9x9: 64 puzzles a batch; 16x16: 4 (a minimal 16x16 takes a few tenths of a second to seconds).
BENCHMARK(BM_GenerateMinimal)
    ->ArgNames({"box_rows", "box_columns", "threads", "batch"})
    ->Args({3, 3, 1, 64})
    ->Args({3, 3, 2, 64})
    ->Args({4, 4, 1, 4})
    ->Args({4, 4, 2, 4})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

}  // namespace
