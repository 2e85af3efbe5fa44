// The speed-up of worker threads (SearchLimits::threads) on two counting searches: 14-queens
// (365,596 solutions) and the pentomino tilings of the 6x10 box (9,356, all symmetries counted).
//
//   threads_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
//
// Each run builds its model before the timed loop and checks its count after it; a wrong count
// is reported as an error, not as a speed. Compare the medians of /1 and /2 (threads): on a
// machine with two cores the goal is a speed-up of at least 1.8.
#include <benchmark/benchmark.h>

#include "dlx/dlx.hpp"
#include "encoders/polyomino/piece_library.hpp"
#include "encoders/polyomino/polyomino_model.hpp"
#include "models/queens_model.hpp"

namespace {

void time_count(benchmark::State& state, const dlx::Problem& problem, std::uint64_t expected) {
  dlx::Solver solver(problem);
  dlx::SearchLimits limits;
  limits.threads = static_cast<unsigned>(state.range(0));
  dlx::SearchResult result;
  for ([[maybe_unused]] auto _ : state) {
    result = solver.count(limits);
    benchmark::DoNotOptimize(result);
  }
  if (result.stats.solutions != expected) state.SkipWithError("wrong count");
  state.counters["nodes"] = benchmark::Counter(static_cast<double>(result.stats.nodes));
}

void BM_Queens14Count(benchmark::State& state) {
  const dlx::Problem problem = dlx::bench::make_queens_problem(14);
  time_count(state, problem, 365596);
}
BENCHMARK(BM_Queens14Count)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_Pentomino6x10Count(benchmark::State& state) {
  const auto model = dlx::polyomino::build_model(*dlx::polyomino::named_board("6x10"),
                                                 *dlx::polyomino::named_piece_set("pentominoes"),
                                                 dlx::polyomino::ModelOptions{});
  time_count(state, model.problem, 9356);
}
BENCHMARK(BM_Pentomino6x10Count)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
