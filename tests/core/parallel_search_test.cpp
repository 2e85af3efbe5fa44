// Worker threads (SearchLimits::threads): the same counts and the same sets of solutions as one
// thread, limits applied across the workers, and a first solution that is a solution.
#include <gtest/gtest.h>
#include <dlx/dlx.hpp>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <random>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "tests/support/brute_force.hpp"
#include "tests/support/queens_problem.hpp"
#include "tests/support/solution_sequence.hpp"

namespace dlx::parallel_search_test {
namespace {

// Options under which even a small tree goes to the workers at once: most trees here are too
// small to be shared out otherwise (SolverOptions::nodes_before_threads).
SolverOptions shared_at_once(EngineKind engine = EngineKind::kAuto) {
  SolverOptions options;
  options.nodes_before_threads = 0;
  options.engine = engine;
  // The threads' count, not the memoized one (whose auto mode runs 4,000 nodes alone first).
  options.memo = Memo::kOff;
  return options;
}

std::multiset<std::vector<int>> solution_set(const Problem& problem, unsigned threads,
                                             const SolverOptions& options = shared_at_once()) {
  std::multiset<std::vector<int>> solutions;
  std::mutex mutex;
  Solver solver(problem, options);
  SearchLimits limits;
  limits.threads = threads;
  const std::uint64_t pristine = solver.fingerprint();
  const SearchResult result = solver.search(
      [&](SolutionView solution) {
        std::vector<int> sorted;
        for (OptionId option : solution) sorted.push_back(option.value);
        std::sort(sorted.begin(), sorted.end());
        // The visitor is called one at a time; the lock is only for the checker's peace of mind.
        std::lock_guard lock(mutex);
        solutions.insert(sorted);
        return VisitControl::kContinue;
      },
      limits);
  EXPECT_TRUE(result.complete());
  EXPECT_EQ(result.stats.solutions, solutions.size());
  EXPECT_EQ(solver.fingerprint(), pristine);
  return solutions;
}

TEST(ParallelSearch, SameSolutionsAsOneThreadOnRandomInstances) {
  std::mt19937 rng(11);
  const testing::RandomShape shape{.max_primary = 9,
                                   .max_secondary = 4,
                                   .max_colors = 2,
                                   .max_options = 40,
                                   .max_option_size = 4};
  std::uint64_t total = 0;
  for (int k = 0; k < 200; ++k) {
    const Problem problem = testing::random_problem(rng, shape);
    const auto one = solution_set(problem, 1);
    for (unsigned threads : {2u, 3u, 8u}) {
      ASSERT_EQ(solution_set(problem, threads), one) << "instance " << k << ", " << threads;
      SearchLimits limits;
      limits.threads = threads;
      EXPECT_EQ(Solver(problem, shared_at_once()).count(limits).stats.solutions, one.size());
    }
    total += one.size();
  }
  EXPECT_GT(total, 200u);  // instances with solutions, or the comparison proves little
}

// The solutions in the order the visitor sees them.
std::vector<std::vector<OptionId>> solution_sequence(
    const Problem& problem, unsigned threads, std::uint64_t limit = 0,
    const SolverOptions& options = shared_at_once()) {
  SearchLimits limits;
  limits.threads = threads;
  limits.max_solutions = limit;
  return testing::solution_sequence(problem, options, limits);
}

TEST(ParallelSearch, SolutionsComeInTheOrderOfOneThread) {
  std::mt19937 rng(12);
  const testing::RandomShape shape{.max_primary = 9,
                                   .max_secondary = 3,
                                   .max_colors = 2,
                                   .max_options = 40,
                                   .max_option_size = 4};
  for (int k = 0; k < 100; ++k) {
    const Problem problem = testing::random_problem(rng, shape);
    const auto one = solution_sequence(problem, 1);
    ASSERT_EQ(solution_sequence(problem, 3), one) << "instance " << k;
    if (one.size() > 2) {
      ASSERT_EQ(solution_sequence(problem, 2, 2), solution_sequence(problem, 1, 2));
    }
  }
  const Problem eight = testing::queens_problem(9);
  EXPECT_EQ(solution_sequence(eight, 4), solution_sequence(eight, 1));
  EXPECT_EQ(solution_sequence(eight, 2, 100), solution_sequence(eight, 1, 100));
}

TEST(ParallelSearch, QueensCountsAgreeForAnyNumberOfThreads) {
  for (int n = 1; n <= 10; ++n) {
    const Problem problem = testing::queens_problem(n);
    const std::uint64_t one = Solver(problem).count().stats.solutions;
    for (unsigned threads : {2u, 4u, 0u}) {
      SearchLimits limits;
      limits.threads = threads;
      Solver solver(problem, shared_at_once());
      const SearchResult result = solver.count(limits);
      EXPECT_TRUE(result.complete());
      EXPECT_EQ(result.stats.solutions, one) << n << "-queens with " << threads << " threads";
    }
  }
}

TEST(ParallelSearch, SolutionLimitHoldsAcrossWorkers) {
  const Problem problem = testing::queens_problem(10);  // 724 solutions
  std::atomic<int> visited{0};
  SearchLimits limits;
  limits.threads = 4;
  limits.max_solutions = 50;
  Solver solver(problem, shared_at_once());
  const SearchResult result = solver.search(
      [&](SolutionView solution) {
        EXPECT_EQ(verify_solution(problem, solution), std::nullopt);
        ++visited;
        return VisitControl::kContinue;
      },
      limits);
  EXPECT_EQ(result.status, SearchStatus::kSolutionLimit);
  EXPECT_EQ(visited.load(), 50);
  EXPECT_EQ(result.stats.solutions, 50u);

  limits.max_solutions = 0;
  visited = 0;
  const SearchResult stopped = solver.search(
      [&](SolutionView) { return ++visited == 7 ? VisitControl::kStop : VisitControl::kContinue; },
      limits);
  EXPECT_EQ(stopped.status, SearchStatus::kStoppedByVisitor);
  EXPECT_EQ(visited.load(), 7);
}

TEST(ParallelSearch, FirstSolutionAndUniquenessWithThreads) {
  const Problem problem = testing::queens_problem(12);
  SearchLimits limits;
  limits.threads = 2;
  Solver solver(problem, shared_at_once());
  const FirstSolution first = solver.first(limits);
  ASSERT_TRUE(first.found);
  EXPECT_EQ(verify_solution(problem, first.options), std::nullopt);
  EXPECT_EQ(solver.uniqueness(limits).verdict, Uniqueness::kMultiple);
  EXPECT_EQ(Solver(testing::queens_problem(3), shared_at_once()).uniqueness(limits).verdict,
            Uniqueness::kNone);
}

TEST(ParallelSearch, ForcedOptionsAreKept) {
  const Problem problem = testing::queens_problem(8);
  Solver solver(problem, shared_at_once());
  const FirstSolution one = solver.first();
  ASSERT_TRUE(one.found);
  const std::vector<OptionId> forced = {one.options[0]};
  SearchLimits limits;
  limits.forced = forced;
  const std::uint64_t expected = solver.count(limits).stats.solutions;
  limits.threads = 3;
  std::atomic<std::uint64_t> seen{0};
  solver.search(
      [&](SolutionView solution) {
        EXPECT_EQ(solution[0], forced[0]);
        ++seen;
        return VisitControl::kContinue;
      },
      limits);
  EXPECT_EQ(seen.load(), expected);
  EXPECT_GT(expected, 0u);
}

TEST(ParallelSearch, StopFlagAndTimeLimitEndTheWorkers) {
  const Problem problem = testing::queens_problem(16);  // billions of nodes: only a limit ends it
  Solver solver(problem);
  const std::uint64_t pristine = solver.fingerprint();
  SearchLimits limits;
  limits.threads = 2;
  limits.time_limit = std::chrono::duration<double>(0.2);
  const SearchResult timed = solver.count(limits);
  // The limit ended it, as the status says: a count that let it pass would end complete. How
  // soon after the limit the workers stop depends on the machine (6.5 s under ThreadSanitizer on
  // two cores kept busy by other work): no bound on the time.
  EXPECT_EQ(timed.status, SearchStatus::kTimeLimit);

  std::atomic<bool> stop{false};
  limits.time_limit.reset();
  limits.stop_flag = &stop;
  std::thread stopper([&stop] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    stop = true;
  });
  const SearchResult interrupted = solver.count(limits);
  stopper.join();
  EXPECT_EQ(interrupted.status, SearchStatus::kInterrupted);
  EXPECT_EQ(solver.fingerprint(), pristine);
}

TEST(ParallelSearch, AChainOfForcedMovesAtTheTopStillSplits) {
  // 40 forced moves before the first choice, deeper than the deepest split the driver tries
  // (16): counted in levels, every split found the one node of the chain, and one worker searched
  // the whole tree (a hard 16x16 Sudoku took as long with two threads as with one).
  const Problem problem = testing::queens_behind_forced_moves(8, 40);
  for (const EngineEntry& entry : all_engines()) {
    const EngineKind engine = entry.kind;
    const SolverOptions options = shared_at_once(engine);
    Solver solver(problem, options);
    SearchLimits limits;
    limits.threads = 2;
    const SearchResult count = solver.count(limits);
    EXPECT_EQ(count.stats.solutions, 92u);
    EXPECT_GT(count.stats.subproblems, 8u);
    const UniquenessResult unique = solver.uniqueness(limits);
    EXPECT_EQ(unique.verdict, Uniqueness::kMultiple);
    EXPECT_EQ(solution_set(problem, 2, options), solution_set(problem, 1, options));
  }
}

TEST(ParallelSearch, ASmallTreeIsSearchedAloneFirstAndABigOneShared) {
  // The default: up to 10,000 nodes in the calling thread before any sharing.
  const SolverOptions defaults;
  ASSERT_EQ(defaults.nodes_before_threads, 10000u);
  SearchLimits limits;
  limits.threads = 2;

  // 8-queens (about 2,000 nodes) ends alone: nothing is split, and the solutions come as one
  // thread gives them, all of them.
  const Problem eight = testing::queens_problem(8);
  const SearchResult small = Solver(eight).count(limits);
  EXPECT_EQ(small.stats.solutions, 92u);
  EXPECT_EQ(small.stats.subproblems, 0u);
  EXPECT_EQ(small.stats.nodes, Solver(eight).count().stats.nodes);
  EXPECT_EQ(solution_sequence(eight, 2, 0, defaults), solution_sequence(eight, 1, 0, defaults));
  EXPECT_EQ(solution_sequence(eight, 2, 10, defaults), solution_sequence(eight, 1, 10, defaults));

  // A visitor that stops at the third solution, which the first run held back: it sees three.
  int visited = 0;
  const SearchResult stopped = Solver(eight).search(
      [&visited](SolutionView) {
        return ++visited == 3 ? VisitControl::kStop : VisitControl::kContinue;
      },
      limits);
  EXPECT_EQ(stopped.status, SearchStatus::kStoppedByVisitor);
  EXPECT_EQ(visited, 3);
  EXPECT_EQ(stopped.stats.solutions, 3u);

  // 11-queens (about 166,000 nodes) goes to the workers, which start again from the root: the
  // solutions the first run held back come once, in one thread's order, and its nodes count.
  const Problem eleven = testing::queens_problem(11);
  const SearchResult one = Solver(eleven).count();
  const SearchResult big = Solver(eleven).count(limits);
  EXPECT_EQ(big.stats.solutions, 2680u);
  EXPECT_GT(big.stats.subproblems, 1u);
  EXPECT_GT(big.stats.nodes, one.stats.nodes + 9000);
  EXPECT_EQ(solution_sequence(eleven, 2, 0, defaults), solution_sequence(eleven, 1, 0, defaults));
  for (const EngineEntry& entry : all_engines()) {
    const EngineKind engine = entry.kind;
    SolverOptions options;
    options.engine = engine;
    const std::multiset<std::vector<int>> all = solution_set(eleven, 2, options);
    EXPECT_EQ(all.size(), 2680u);
    EXPECT_EQ(all, solution_set(eleven, 1, options));
  }
}

TEST(ParallelSearch, MultiplicitiesFallBackToOneThread) {
  Problem problem;
  problem.add_primary("a", {2, 3});
  problem.add_primary("b");
  for (int k = 0; k < 5; ++k) problem.add_option({"a"});
  problem.add_option({"b"});
  problem.add_option({"a", "b"});
  SearchLimits limits;
  limits.threads = 4;
  // {a}x2 or x3 of 5, plus b: C(5,2) + C(5,3) = 20; or a-b plus 1 or 2 more a: 5 + 10 = 15.
  EXPECT_EQ(Solver(problem).count(limits).stats.solutions,
            testing::brute_force_solutions(problem).size());
}

}  // namespace
}  // namespace dlx::parallel_search_test
