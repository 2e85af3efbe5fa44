// Google Benchmark timings of the engine (dlx::Solver::count) on the inputs of bench_inputs.hpp.
//
// Each benchmark builds its Problem and Solver before the timed loop, so only the search is
// timed; the answer is checked after the loop, and a wrong count marks the run as an error
// instead of reporting the speed of a broken search. Nothing here is random.
//
//   engine_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include <benchmark/benchmark.h>

#include <string>

#include "bench_inputs.hpp"
#include "dlx/dlx.hpp"
#include "models/queens_model.hpp"
#include "models/sudoku_model.hpp"

namespace {

using dlx::bench::kHardSudoku;
using dlx::bench::kHardSudokuSolutions;
using dlx::bench::kQueensCases;

// Times one complete count and reports its nodes (per search, and per second). Returns the result
// of the last search for the caller to validate.
dlx::SearchResult time_count(benchmark::State& state, dlx::Solver& solver,
                             const dlx::SearchLimits& limits = {}) {
  dlx::SearchResult result;
  for ([[maybe_unused]] auto _ : state) {
    result = solver.count(limits);
    benchmark::DoNotOptimize(result);
  }
  const auto nodes = static_cast<double>(result.stats.nodes);
  state.counters["nodes"] = benchmark::Counter(nodes);
  state.counters["nodes_per_s"] =
      benchmark::Counter(nodes, benchmark::Counter::kIsIterationInvariantRate);
  state.counters["solutions"] = benchmark::Counter(static_cast<double>(result.stats.solutions));
  return result;
}

// n-queens on each engine of dlx::all_engines() (the second argument is its index there).
void BM_QueensCount(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const dlx::Problem problem = dlx::bench::make_queens_problem(n);
  const dlx::EngineEntry& engine = dlx::all_engines()[static_cast<std::size_t>(state.range(1))];
  dlx::SolverOptions options;
  options.engine = engine.kind;
  dlx::Solver solver(problem, options);
  state.SetLabel(std::string(engine.name));
  const dlx::SearchResult result = time_count(state, solver);

  for (const auto& queens : kQueensCases) {
    if (queens.n == n && (!result.complete() || result.stats.solutions != queens.solutions)) {
      state.SkipWithError(("expected " + std::to_string(queens.solutions) + " solutions, got " +
                           std::to_string(result.stats.solutions))
                              .c_str());
    }
  }
}

void queens_sizes(benchmark::internal::Benchmark* benchmark) {
  for (const auto& queens : kQueensCases) {
    for (std::size_t engine = 0; engine < dlx::all_engines().size(); ++engine) {
      benchmark->Args({queens.n, static_cast<long>(engine)});
    }
  }
}

BENCHMARK(BM_QueensCount)->Apply(queens_sizes)->Unit(benchmark::kMillisecond);

// The cost of progress reports (`dlx --progress`): the same count with a reporter called every
// 10 ms, a hundred times more often than the command line asks. Compare with BM_QueensCount/12.
void BM_QueensCountWithProgress(benchmark::State& state) {
  const dlx::Problem problem = dlx::bench::make_queens_problem(static_cast<int>(state.range(0)));
  dlx::Solver solver(problem);
  dlx::SearchLimits limits;
  std::uint64_t reports = 0;
  limits.progress = [&reports](const dlx::SearchProgress&) { ++reports; };
  limits.progress_interval = std::chrono::duration<double>(0.01);
  time_count(state, solver, limits);
  state.counters["reports"] =
      benchmark::Counter(static_cast<double>(reports), benchmark::Counter::kAvgIterations);
}

BENCHMARK(BM_QueensCountWithProgress)->Arg(12)->Unit(benchmark::kMillisecond);

void BM_HardSudokuCount(benchmark::State& state) {
  const dlx::Problem problem = dlx::bench::make_sudoku_problem(kHardSudoku);
  dlx::Solver solver(problem);
  const dlx::SearchResult result = time_count(state, solver);

  if (!result.complete() || result.stats.solutions != kHardSudokuSolutions) {
    state.SkipWithError(
        ("expected exactly 1 solution, got " + std::to_string(result.stats.solutions)).c_str());
    return;
  }
  // The count alone would not notice an engine that counts wrong covers; check one independently.
  const dlx::FirstSolution first = solver.first();
  if (!first.found || dlx::verify_solution(problem, first.options).has_value()) {
    state.SkipWithError("the solution found does not verify");
  }
}

BENCHMARK(BM_HardSudokuCount)->Unit(benchmark::kMillisecond);

}  // namespace
