// Counts n-queens for n = 12..15 (or the sizes given) with the queens encoder's model on our
// engine, in organ-pipe and in plain item order, and with the bitboard counter, in one run:
//
//   queens_vs_bitboard [--repetitions R] [N ...]
//
// The ratio engine/bitboard is the price of generality: the bitboard program knows it is solving
// queens; the engine only sees items and options. Medians of R timed runs after a warm-up.
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <string>
#include <vector>

#include "bitboard/bitboard_queens.hpp"
#include "build_info.hpp"
#include "dlx/dlx.hpp"
#include "encoders/queens/queens_model.hpp"

namespace {

using Clock = std::chrono::steady_clock;

template <typename Run>
double median_ms(int repetitions, Run run) {
  run();  // warm-up
  std::vector<double> times;
  for (int r = 0; r < repetitions; ++r) {
    const auto start = Clock::now();
    run();
    times.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  int repetitions = 3;
  std::vector<int> sizes;
  for (int k = 1; k < argc; ++k) {
    const std::string arg = argv[k];
    if (arg == "--repetitions" && k + 1 < argc) {
      repetitions = std::max(1, std::atoi(argv[++k]));
    } else if (std::atoi(arg.c_str()) >= 1 && std::atoi(arg.c_str()) <= 20) {
      sizes.push_back(std::atoi(arg.c_str()));
    } else {
      fmt::print(stderr, "usage: queens_vs_bitboard [--repetitions R] [N ...] (1 <= N <= 20)\n");
      return 2;
    }
  }
  if (sizes.empty()) sizes = {12, 13, 14, 15};

  fmt::print("n-queens counted: dlx {} vs bitboard | build type: {} | compiler: {} | flags: {}\n",
             dlx::kVersion, dlx::bench::kBuildType, dlx::bench::kCompiler, dlx::bench::kCxxFlags);
  fmt::print("medians of {} timed runs after one warm-up, in milliseconds\n\n", repetitions);
  fmt::print("{:>3} {:>10} {:>12} {:>12} {:>12} {:>12} {:>14}\n", "n", "solutions", "bitboard",
             "dlx organ", "dlx plain", "organ nodes", "dlx/bitboard");
  bool agree = true;
  for (int n : sizes) {
    std::uint64_t bitboard_solutions = 0;
    const double bitboard =
        median_ms(repetitions, [&] { bitboard_solutions = dlx::bench::bitboard_queens(n); });
    const auto organ = dlx::queens::build_queens_model(n, dlx::queens::ItemOrder::kOrganPipe);
    const auto plain = dlx::queens::build_queens_model(n, dlx::queens::ItemOrder::kPlain);
    dlx::Solver organ_solver(organ.problem);
    dlx::Solver plain_solver(plain.problem);
    dlx::SearchResult organ_result;
    dlx::SearchResult plain_result;
    const double organ_ms = median_ms(repetitions, [&] { organ_result = organ_solver.count(); });
    const double plain_ms = median_ms(repetitions, [&] { plain_result = plain_solver.count(); });
    if (organ_result.stats.solutions != bitboard_solutions ||
        plain_result.stats.solutions != bitboard_solutions) {
      agree = false;
    }
    fmt::print("{:>3} {:>10} {:>12.2f} {:>12.2f} {:>12.2f} {:>12} {:>14.2f}\n", n,
               bitboard_solutions, bitboard, organ_ms, plain_ms, organ_result.stats.nodes,
               organ_ms / bitboard);
  }
  if (!agree) {
    fmt::print(stderr, "queens_vs_bitboard: the counts disagree\n");
    return 1;
  }
  return 0;
}
