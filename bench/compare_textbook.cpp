// Times our engine against the textbook DLX (textbook/textbook_dlx.hpp) on the same Problems, in
// one run, and prints a table:
//
//   compare_textbook [--repetitions N]      (N >= 1, default 5)
//
// Both solvers are built before any timing and warmed up with one untimed count each. The timed
// counts alternate between the two solvers, so that drift in the machine's speed (another job,
// frequency scaling) falls on both alike; the table shows medians, which one slow run cannot move.
// The solution counts of every run must agree with each other and with the known answer, or the
// program exits with status 1: a speed-up that comes with a wrong answer is no speed-up.
#include <fmt/core.h>
#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "bench_inputs.hpp"
#include "build_info.hpp"
#include "dlx/dlx.hpp"
#include "textbook/textbook_dlx.hpp"

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kDefaultRepetitions = 5;

struct Options {
  int repetitions = kDefaultRepetitions;
};

constexpr std::string_view kUsage =
    "usage: compare_textbook [--repetitions N]\n"
    "  Times the dlx engine and a textbook DLX on the same inputs; N timed runs each (default "
    "5).\n";

// Returns false (after printing why) when the command line is not understood.
bool parse_options(int argc, char** argv, Options& options) {
  for (int k = 1; k < argc; ++k) {
    const std::string_view arg = argv[k];
    if (arg == "--help" || arg == "-h") {
      std::fputs(kUsage.data(), stdout);
      std::exit(0);
    }
    if (arg == "--repetitions" && k + 1 < argc) {
      const std::string_view value = argv[++k];
      const auto [end, error] =
          std::from_chars(value.data(), value.data() + value.size(), options.repetitions);
      if (error != std::errc{} || end != value.data() + value.size() || options.repetitions < 1) {
        fmt::print(stderr, "compare_textbook: --repetitions wants a whole number >= 1, got '{}'\n",
                   value);
        return false;
      }
      continue;
    }
    fmt::print(stderr, "compare_textbook: unknown argument '{}'\n{}", arg, kUsage);
    return false;
  }
  return true;
}

double milliseconds_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t mid = values.size() / 2;
  return values.size() % 2 == 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

struct Comparison {
  std::uint64_t our_solutions = 0;
  std::uint64_t textbook_solutions = 0;
  std::uint64_t our_nodes = 0;
  std::uint64_t textbook_nodes = 0;
  double our_ms = 0;
  double textbook_ms = 0;
  bool counts_right = true;  // every run of both solvers found the expected number of solutions
};

Comparison compare(const dlx::bench::BenchInput& input, int repetitions) {
  dlx::Solver ours(input.problem);
  dlx::bench::TextbookDlx textbook(input.problem);

  Comparison comparison;
  auto check = [&](std::uint64_t our_solutions, std::uint64_t textbook_solutions) {
    if (our_solutions != input.expected_solutions ||
        textbook_solutions != input.expected_solutions) {
      comparison.counts_right = false;
    }
  };

  // Warm-up: caches, page faults of the first walk over the nodes, and the branch predictors.
  const dlx::SearchResult our_warm = ours.count();
  const dlx::bench::TextbookDlx::Counts textbook_warm = textbook.count();
  check(our_warm.stats.solutions, textbook_warm.solutions);
  comparison.our_solutions = our_warm.stats.solutions;
  comparison.textbook_solutions = textbook_warm.solutions;
  comparison.our_nodes = our_warm.stats.nodes;
  comparison.textbook_nodes = textbook_warm.nodes;

  std::vector<double> our_ms;
  std::vector<double> textbook_ms;
  for (int r = 0; r < repetitions; ++r) {
    Clock::time_point start = Clock::now();
    const dlx::SearchResult our_run = ours.count();
    our_ms.push_back(milliseconds_since(start));

    start = Clock::now();
    const dlx::bench::TextbookDlx::Counts textbook_run = textbook.count();
    textbook_ms.push_back(milliseconds_since(start));

    check(our_run.stats.solutions, textbook_run.solutions);
  }
  comparison.our_ms = median(our_ms);
  comparison.textbook_ms = median(textbook_ms);
  return comparison;
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  if (!parse_options(argc, argv, options)) return 2;

  fmt::print("dlx {} vs textbook DLX | build type: {} | compiler: {} | flags: {}\n", dlx::kVersion,
             dlx::bench::kBuildType, dlx::bench::kCompiler, dlx::bench::kCxxFlags);
  fmt::print("{} timed repetitions per solver after one warm-up; medians in milliseconds\n\n",
             options.repetitions);
  fmt::print("{:<12} {:>10} {:>12} {:>10} {:>14} {:>8}\n", "input", "solutions", "nodes", "ours ms",
             "textbook ms", "ratio");

  bool all_right = true;
  std::vector<std::string> problems;  // printed after the table, so the table stays readable
  for (const dlx::bench::BenchInput& input : dlx::bench::make_bench_inputs()) {
    const Comparison c = compare(input, options.repetitions);
    // A ratio between a right and a wrong answer means nothing: show both counts instead.
    const std::string solutions =
        c.counts_right ? fmt::format("{}", c.our_solutions)
                       : fmt::format("{}!={}", c.our_solutions, c.textbook_solutions);
    const std::string ratio =
        c.counts_right ? fmt::format("{:.2f}", c.textbook_ms / c.our_ms) : std::string("-");
    fmt::print("{:<12} {:>10} {:>12} {:>10.2f} {:>14.2f} {:>8}\n", input.name, solutions,
               c.our_nodes, c.our_ms, c.textbook_ms, ratio);
    if (!c.counts_right) {
      all_right = false;
      problems.push_back(fmt::format("{}: wrong solution count (ours {}, textbook {}, expected {})",
                                     input.name, c.our_solutions, c.textbook_solutions,
                                     input.expected_solutions));
    }
    // Both solvers choose the leftmost shortest item, so they walk the same tree; a different
    // node count means the comparison is not like for like, which the reader should know.
    if (c.our_nodes != c.textbook_nodes) {
      problems.push_back(fmt::format("{}: node counts differ (ours {}, textbook {})", input.name,
                                     c.our_nodes, c.textbook_nodes));
    }
  }
  fmt::print("\nratio = textbook median / our median (above 1: ours is faster)\n");
  std::fflush(stdout);
  for (const std::string& problem : problems) fmt::print(stderr, "compare_textbook: {}\n", problem);
  // Only a wrong count fails the run; differing node counts are reported but allowed.
  return all_right ? 0 : 1;
}
