// The memoized count with threads (SearchLimits::threads > 1: workers sharing one cache,
// core/src/memo_count.cpp, "Threads"): the count of one thread and of the brute force on random
// instances with colors and multiplicities, a count past 2^64, a cache of one bucket, and the
// time limit, the stop flag and the progress reports. Under ThreadSanitizer (scripts/test's
// threaded_tests) these are the races' test.
#include <gtest/gtest.h>
#include <dlx/count.hpp>
#include <dlx/dlx.hpp>

#include <atomic>
#include <chrono>
#include <limits>
#include <map>
#include <random>
#include <thread>

#include "tests/support/brute_force.hpp"
#include "tests/support/domino_tilings.hpp"
#include "tests/support/sanitized.hpp"

namespace dlx::memo_threads_test {
namespace {

// The workers start at once (SolverOptions::nodes_before_threads = 0): these counts are small.
SolverOptions memo_on(MemoOrder order, std::uint64_t cache_bytes) {
  SolverOptions options;
  options.memo = Memo::kOn;
  options.memo_order = order;
  options.memo_cache_bytes = cache_bytes;
  options.nodes_before_threads = 0;
  return options;
}

SearchLimits with_threads(unsigned threads) {
  SearchLimits limits;
  limits.threads = threads;
  return limits;
}

TEST(MemoThreads, AgreeWithOneThreadAndTheBruteForce) {
  std::mt19937 rng(2901);
  testing::RandomShape shape;
  shape.max_upper = 3;
  shape.max_options = 18;
  const int instances = testing::kSanitized ? 40 : 150;
  int with_solutions = 0;
  for (int k = 0; k < instances; ++k) {
    const Problem problem = testing::random_problem(rng, shape);
    const std::size_t expected = testing::brute_force_solutions(problem).size();
    with_solutions += expected > 0 ? 1 : 0;
    std::uniform_int_distribution<int> pick(0, static_cast<int>(problem.option_count()) - 1);
    const OptionId forced[] = {OptionId{pick(rng)}};
    for (const MemoOrder order : {MemoOrder::kFrontier, MemoOrder::kMrv, MemoOrder::kAuto}) {
      // 64 bytes: one bucket, which every worker locks and replaces all the time.
      for (const std::uint64_t cache : {std::uint64_t{1} << 20, std::uint64_t{64}}) {
        Solver solver(problem, memo_on(order, cache));
        const Count alone = solution_count(solver.count(with_threads(1)));
        EXPECT_EQ(alone, expected) << "instance " << k;
        SearchLimits limits = with_threads(k % 2 == 0 ? 2 : 3);
        const SearchResult shared = solver.count(limits);
        EXPECT_TRUE(shared.complete());
        // kAuto's race may finish these small counts in a turn that runs alone.
        if (order != MemoOrder::kAuto) {
          EXPECT_EQ(shared.memo_threads, limits.threads);
        }
        EXPECT_EQ(solution_count(shared), expected) << "instance " << k;
        // With forced options, on the same solver (its cache made anew).
        limits.forced = forced;
        SearchLimits alone_forced = with_threads(1);
        alone_forced.forced = forced;
        EXPECT_EQ(solution_count(solver.count(limits)), solution_count(solver.count(alone_forced)))
            << "instance " << k;
      }
    }
  }
  EXPECT_GT(with_solutions, instances / 4);
}

TEST(MemoThreads, CountPastTwoToThe64) {
  const Count published = testing::published_domino_tilings().at(14);
  ASSERT_GT(published, std::numeric_limits<std::uint64_t>::max());
  const Problem problem = testing::domino_board(14);
  Solver solver(problem, memo_on(MemoOrder::kFrontier, std::uint64_t{64} << 20));
  const SearchResult result = solver.count(with_threads(2));
  ASSERT_TRUE(result.complete());
  EXPECT_EQ(result.memo_threads, 2u);
  EXPECT_EQ(solution_count(result), published);
  EXPECT_EQ(result.stats.solutions, std::numeric_limits<std::uint64_t>::max());
}

// The shared table doubles in place (MemoCache::split_buckets) many times in this count, from
// 1,024 buckets: the entries and their tags must move together, or the workers miss what is
// cached. Two workers then walk about the nodes of one thread between them (0.1% more); with the
// moved entries' tags left out, they walked 18% more.
TEST(MemoThreads, TheSharedTableKeepsItsEntriesWhenItDoubles) {
  const Problem problem = testing::domino_board(14);
  Solver solver(problem, memo_on(MemoOrder::kFrontier, std::uint64_t{64} << 20));
  const SearchResult alone = solver.count(with_threads(1));
  const SearchResult shared = solver.count(with_threads(2));
  ASSERT_TRUE(shared.complete());
  EXPECT_EQ(shared.memo_threads, 2u);
  EXPECT_EQ(solution_count(shared), solution_count(alone));
  EXPECT_LT(shared.stats.nodes, alone.stats.nodes + alone.stats.nodes / 10);
}

// By default the calling thread counts alone first (nodes_before_threads nodes, after the probe
// of Memo::kAuto), and a count it finishes so says it had one thread.
TEST(MemoThreads, ASmallCountEndsBeforeTheWorkersStart) {
  const std::map<int, Count> published = testing::published_domino_tilings();
  SolverOptions options;
  options.memo = Memo::kOn;
  const Problem small = testing::domino_board(8);
  const SearchResult alone = Solver(small, options).count(with_threads(2));
  EXPECT_EQ(alone.memo_threads, 1u);
  EXPECT_LT(alone.stats.nodes, options.nodes_before_threads);
  EXPECT_EQ(solution_count(alone), published.at(8));
  const Problem large = testing::domino_board(14);
  const SearchResult shared = Solver(large, options).count(with_threads(2));
  EXPECT_EQ(shared.memo_threads, 2u);
  EXPECT_EQ(solution_count(shared), published.at(14));
}

// MemoOrder::kAuto races its two orders (a pair of turns of 4,000 nodes here, run at once in two
// threads, where the frontier order leads at once), then the workers count the way it picked.
TEST(MemoThreads, AutoStartsTheWorkersOnceItsRaceHasPickedAnOrder) {
  const Problem problem = testing::domino_board(14);
  Solver solver(problem, memo_on(MemoOrder::kAuto, std::uint64_t{64} << 20));
  const SearchResult result = solver.count(with_threads(2));
  ASSERT_TRUE(result.complete());
  EXPECT_EQ(result.memo_threads, 2u);
  EXPECT_GT(result.stats.nodes, 8000u);
  EXPECT_EQ(solution_count(result), testing::published_domino_tilings().at(14));
}

TEST(MemoThreads, ATinyCacheStillCountsExactly) {
  const Problem problem = testing::domino_board(10);
  // 32 KiB: fewer entries than the subproblems the workers meet, shared by both.
  Solver solver(problem, memo_on(MemoOrder::kFrontier, 32 << 10));
  EXPECT_EQ(solution_count(solver.count(with_threads(2))),
            testing::published_domino_tilings().at(10));
}

TEST(MemoThreads, ATimeLimitGivesALowerBound) {
  const Count published = testing::published_domino_tilings().at(16);
  const Problem problem = testing::domino_board(16);
  // MRV makes the 16x16 board's count take minutes: the limit comes first on any machine.
  Solver solver(problem, memo_on(MemoOrder::kMrv, std::uint64_t{1} << 20));
  SearchLimits limits = with_threads(2);
  limits.time_limit = std::chrono::milliseconds(60);
  const SearchResult result = solver.count(limits);
  EXPECT_EQ(result.status, SearchStatus::kTimeLimit);
  EXPECT_LT(solution_count(result), published);
}

TEST(MemoThreads, ProgressIsReportedWithEveryWorkersNodes) {
  // The reporter stops the count at its first report that has nodes (a report may come before
  // the workers have published any), so that the test does not depend on how many reports fit in
  // a time; the minute's limit is only a safety net.
  const Problem problem = testing::domino_board(16);
  Solver solver(problem, memo_on(MemoOrder::kMrv, std::uint64_t{1} << 20));
  std::atomic<bool> stop = false;
  SearchLimits limits = with_threads(2);
  limits.time_limit = std::chrono::seconds(60);
  limits.stop_flag = &stop;
  std::uint64_t reports = 0;
  std::uint64_t last_nodes = 0;
  limits.progress = [&](const SearchProgress& progress) {
    ++reports;
    EXPECT_TRUE(progress.memoized);
    EXPECT_GE(progress.stats.nodes, last_nodes);
    last_nodes = progress.stats.nodes;
    if (last_nodes > 0) stop = true;
  };
  limits.progress_interval = std::chrono::milliseconds(5);
  const SearchResult result = solver.count(limits);
  EXPECT_EQ(result.status, SearchStatus::kInterrupted);
  EXPECT_GT(reports, 0u);
  // The line counts every worker's nodes, and never more than the result's total.
  EXPECT_GT(last_nodes, 0u);
  EXPECT_LE(last_nodes, result.stats.nodes);
}

TEST(MemoThreads, TheStopFlagStopsEveryWorker) {
  const Count published = testing::published_domino_tilings().at(16);
  const Problem problem = testing::domino_board(16);
  Solver solver(problem, memo_on(MemoOrder::kMrv, std::uint64_t{1} << 20));
  std::atomic<bool> stop = false;
  SearchLimits limits = with_threads(2);
  limits.stop_flag = &stop;
  std::thread stopper([&stop] {
    std::this_thread::sleep_for(std::chrono::milliseconds(40));
    stop.store(true);
  });
  const SearchResult result = solver.count(limits);
  stopper.join();
  EXPECT_EQ(result.status, SearchStatus::kInterrupted);
  EXPECT_LT(solution_count(result), published);
}

}  // namespace
}  // namespace dlx::memo_threads_test
