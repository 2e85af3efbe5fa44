#include <gtest/gtest.h>

#include <pthread.h>
#include <dlx/dlx.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <functional>
#include <set>
#include <string>

#include "tests/support/queens_problem.hpp"

namespace dlx::solver_test {
namespace {

// The seed articles' example (also Knuth's): items 1..7, options A..F.
Problem seed_problem() {
  Problem problem;
  for (const char* name : {"1", "2", "3", "4", "5", "6", "7"}) problem.add_primary(name);
  problem.add_option({"1", "4", "7"});       // A
  problem.add_option({"1", "4"});            // B
  problem.add_option({"4", "5", "7"});       // C
  problem.add_option({"3", "5", "6"});       // D
  problem.add_option({"2", "3", "6", "7"});  // E
  problem.add_option({"2", "7"});            // F
  return problem;
}

using testing::queens_problem;

// TAOCP 7.2.2.1, the example that introduces colors.
Problem knuth_color_problem() {
  Problem problem;
  for (const char* name : {"p", "q", "r"}) problem.add_primary(name);
  problem.add_secondary("x");
  problem.add_secondary("y");
  problem.add_option({"p", "q", "x", "y:A"});
  problem.add_option({"p", "r", "x:A", "y"});
  problem.add_option({"p", "x:B"});
  problem.add_option({"q", "x:A"});
  problem.add_option({"r", "y:B"});
  return problem;
}

std::set<int> as_set(const std::vector<OptionId>& options) {
  std::set<int> set;
  for (OptionId option : options) set.insert(option.value);
  return set;
}

TEST(Solver, SeedExampleHasExactlyOneCoverBDF) {
  const Problem problem = seed_problem();
  Solver solver(problem);
  std::vector<std::set<int>> found;
  const SearchResult result = solver.search([&](SolutionView solution) {
    EXPECT_EQ(verify_solution(problem, solution), std::nullopt);
    found.push_back(as_set({solution.begin(), solution.end()}));
    return VisitControl::kContinue;
  });
  EXPECT_TRUE(result.complete());
  EXPECT_EQ(result.stats.solutions, 1u);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0], (std::set<int>{1, 3, 5}));  // B, D, F

  const UniquenessResult unique = solver.uniqueness();
  EXPECT_EQ(unique.verdict, Uniqueness::kUnique);
  EXPECT_EQ(as_set(unique.first), (std::set<int>{1, 3, 5}));
}

TEST(Solver, KnuthsColorExample) {
  // Its only solution is "q x:A" + "p r x:A y".
  const Problem problem = knuth_color_problem();
  Solver solver(problem);
  const FirstSolution first = solver.first();
  ASSERT_TRUE(first.found);
  EXPECT_EQ(as_set(first.options), (std::set<int>{1, 3}));
  EXPECT_EQ(solver.count().stats.solutions, 1u);
}

TEST(Solver, CountsQueens) {
  // Small known values; the full table from OEIS is checked against shared data elsewhere.
  Problem problem = queens_problem(6);
  Solver solver(problem);
  const SearchResult result = solver.count();
  EXPECT_TRUE(result.complete());
  EXPECT_EQ(result.stats.solutions, 4u);
  EXPECT_GT(result.stats.nodes, 1u);
  EXPECT_GT(result.stats.updates, 0u);
}

TEST(Solver, StopsAtTheSolutionLimit) {
  const Problem problem = queens_problem(8);
  Solver solver(problem);
  SearchLimits limits;
  limits.max_solutions = 5;
  const SearchResult result = solver.count(limits);
  EXPECT_EQ(result.status, SearchStatus::kSolutionLimit);
  EXPECT_EQ(result.stats.solutions, 5u);
  EXPECT_FALSE(result.complete());
  EXPECT_FALSE(result.cut_short());
}

TEST(Solver, VisitorCanStopTheSearch) {
  const Problem problem = queens_problem(8);
  Solver solver(problem);
  int seen = 0;
  const SearchResult result = solver.search(
      [&](SolutionView) { return ++seen == 3 ? VisitControl::kStop : VisitControl::kContinue; });
  EXPECT_EQ(result.status, SearchStatus::kStoppedByVisitor);
  EXPECT_EQ(seen, 3);
}

TEST(Solver, UniquenessTellsNoneOneAndMany) {
  Problem none = queens_problem(3);
  EXPECT_EQ(Solver(none).uniqueness().verdict, Uniqueness::kNone);
  Problem many = queens_problem(5);
  const UniquenessResult result = Solver(many).uniqueness();
  EXPECT_EQ(result.verdict, Uniqueness::kMultiple);
  EXPECT_EQ(result.result.stats.solutions, 2u);  // it stops at the second solution
  EXPECT_EQ(verify_solution(many, result.first), std::nullopt);
}

TEST(Solver, TimeLimitCutsTheSearchShortAndRestoresTheStructure) {
  const Problem problem = queens_problem(16);  // far more than a fraction of a second to count
  Solver solver(problem);
  const std::uint64_t before = solver.fingerprint();
  SearchLimits limits;
  limits.time_limit = std::chrono::milliseconds(50);
  const auto start = std::chrono::steady_clock::now();
  const SearchResult result = solver.count(limits);
  const double elapsed =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(result.status, SearchStatus::kTimeLimit);
  EXPECT_TRUE(result.cut_short());
  EXPECT_LT(elapsed, 60.0);  // the status says the limit stopped it; this catches a hang only
  EXPECT_EQ(solver.fingerprint(), before);
}

TEST(Solver, StopFlagInterrupts) {
  const Problem problem = queens_problem(10);
  Solver solver(problem);
  std::atomic<bool> stop{true};
  SearchLimits limits;
  limits.stop_flag = &stop;
  const SearchResult result = solver.count(limits);
  EXPECT_EQ(result.status, SearchStatus::kInterrupted);
  EXPECT_TRUE(result.cut_short());
}

TEST(Solver, EverySearchRestoresTheStructureExactly) {
  const Problem problem = queens_problem(8);
  Solver solver(problem);
  const std::uint64_t pristine = solver.fingerprint();
  const SearchResult counted = solver.count();
  EXPECT_EQ(solver.fingerprint(), pristine);
  solver.first();
  EXPECT_EQ(solver.fingerprint(), pristine);
  solver.uniqueness();
  EXPECT_EQ(solver.fingerprint(), pristine);
  SearchLimits limits;
  limits.max_solutions = 7;
  solver.count(limits);
  EXPECT_EQ(solver.fingerprint(), pristine);
  solver.search([](SolutionView) { return VisitControl::kStop; });
  EXPECT_EQ(solver.fingerprint(), pristine);
  // And the next search sees exactly the same tree.
  const SearchResult again = solver.count();
  EXPECT_EQ(again.stats.solutions, counted.stats.solutions);
  EXPECT_EQ(again.stats.nodes, counted.stats.nodes);
  EXPECT_EQ(again.stats.updates, counted.stats.updates);
}

TEST(Solver, ColorsAreRestoredToo) {
  Problem problem = knuth_color_problem();
  problem.add_option({"q", "r", "x:A"});
  Solver solver(problem);
  const std::uint64_t pristine = solver.fingerprint();
  solver.count();
  EXPECT_EQ(solver.fingerprint(), pristine);
  solver.first();
  EXPECT_EQ(solver.fingerprint(), pristine);
}

// Runs `work` in a thread whose stack has `stack_bytes`, and waits for it. Overflowing that stack
// is a crash of the test, not a failure message: the proof is that it returns.
void run_on_a_small_stack(std::size_t stack_bytes, const std::function<void()>& work) {
  pthread_attr_t attributes;
  ASSERT_EQ(pthread_attr_init(&attributes), 0);
  ASSERT_EQ(pthread_attr_setstacksize(&attributes, stack_bytes), 0);
  pthread_t thread;
  auto run = [](void* argument) -> void* {
    (*static_cast<const std::function<void()>*>(argument))();
    return nullptr;
  };
  ASSERT_EQ(pthread_create(&thread, &attributes, run, const_cast<std::function<void()>*>(&work)),
            0);
  ASSERT_EQ(pthread_join(thread, nullptr), 0);
  pthread_attr_destroy(&attributes);
}

TEST(Solver, DeepSearchDoesNotUseTheCallStack) {
  // 20000 levels on a 128 KiB stack: under 7 bytes a level, where a recursive search needs a
  // frame of dozens (a return address and saved registers alone take more). The same proof as
  // 200000 levels on the 8 MiB main stack, at a hundredth of the time: the search is O(depth^2)
  // here (every level scans the items left), and that took 44 s.
  Problem problem;
  constexpr int kDepth = 20000;
  std::vector<ItemId> items;
  for (int k = 0; k < kDepth; ++k) items.push_back(problem.add_primary("i" + std::to_string(k)));
  for (int k = 0; k < kDepth; ++k) problem.add_option({items[k]});
  Solver solver(problem);
  FirstSolution first;
  run_on_a_small_stack(128 * 1024, [&] { first = solver.first(); });
  ASSERT_TRUE(first.found);
  EXPECT_EQ(first.options.size(), static_cast<std::size_t>(kDepth));
}

TEST(Solver, ThousandQueensRunsWithoutOverflowingTheStack) {
  // Finding a first solution of 1000-queens quickly is the queens encoder's business (issue 5);
  // here the engine must only run 1000 levels deep safely and stop on time.
  const Problem problem = queens_problem(1000);
  Solver solver(problem);
  const std::uint64_t pristine = solver.fingerprint();
  SearchLimits limits;
  limits.time_limit = std::chrono::milliseconds(500);
  const FirstSolution first = solver.first(limits);
  if (first.found) {
    EXPECT_EQ(first.options.size(), 1000u);
    EXPECT_EQ(verify_solution(problem, first.options), std::nullopt);
  } else {
    EXPECT_EQ(first.result.status, SearchStatus::kTimeLimit);
  }
  EXPECT_EQ(solver.fingerprint(), pristine);
}

TEST(Solver, NoPrimaryItemsMeansOneEmptySolution) {
  Problem problem;
  problem.add_secondary("x");
  Solver solver(problem);
  const SearchResult result = solver.count();
  EXPECT_EQ(result.stats.solutions, 1u);
}

TEST(Solver, ItemWithoutOptionsMeansNoSolution) {
  Problem problem;
  const ItemId a = problem.add_primary("a");
  problem.add_primary("b");
  problem.add_option({a});
  Solver solver(problem);
  EXPECT_FALSE(solver.first().found);
  EXPECT_EQ(solver.count().stats.solutions, 0u);
}

TEST(Solver, MrvTiesGoToTheItemDeclaredFirst) {
  // Items a, b both have two options; MRV must branch on a, so the first solution found is the
  // one with a's first option.
  Problem problem;
  problem.add_primary("b");
  problem.add_primary("a");
  problem.add_option({"b", "a"});  // 0
  problem.add_option({"a"});       // 1
  problem.add_option({"b"});       // 2
  Solver solver(problem);
  const FirstSolution first = solver.first();
  ASSERT_TRUE(first.found);
  // Branching on b (declared first) tries option 0 first, which covers both.
  EXPECT_EQ(as_set(first.options), (std::set<int>{0}));
  EXPECT_EQ(first.options.front().value, 0);
  std::vector<int> order;
  solver.search([&](SolutionView solution) {
    order.push_back(solution.front().value);
    return VisitControl::kContinue;
  });
  EXPECT_EQ(order, (std::vector<int>{0, 2}));  // b's options in order: {b a}, then {b} + {a}
}

}  // namespace
}  // namespace dlx::solver_test

namespace dlx::solver_test {
namespace {

TEST(SolverForced, ForcedOptionsComeFirstAndRestrictTheSearch) {
  const Problem problem = seed_problem();
  Solver solver(problem);
  const std::uint64_t pristine = solver.fingerprint();
  const std::vector<OptionId> b = {OptionId{1}};
  SearchLimits limits;
  limits.forced = b;
  std::vector<std::vector<OptionId>> found;
  const SearchResult result = solver.search(
      [&](SolutionView s) {
        found.emplace_back(s.begin(), s.end());
        return VisitControl::kContinue;
      },
      limits);
  EXPECT_EQ(result.stats.solutions, 1u);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].front(), OptionId{1});  // the forced option first
  EXPECT_EQ(as_set(found[0]), (std::set<int>{1, 3, 5}));
  EXPECT_EQ(solver.fingerprint(), pristine);

  const std::vector<OptionId> a = {OptionId{0}};  // A is in no cover
  limits.forced = a;
  EXPECT_EQ(solver.count(limits).stats.solutions, 0u);
  EXPECT_EQ(solver.fingerprint(), pristine);

  const std::vector<OptionId> clash = {OptionId{1}, OptionId{0}};  // both cover items 1 and 4
  limits.forced = clash;
  const SearchResult clashed = solver.count(limits);
  EXPECT_EQ(clashed.stats.solutions, 0u);
  EXPECT_TRUE(clashed.complete());
  EXPECT_EQ(solver.fingerprint(), pristine);

  const std::vector<OptionId> whole = {OptionId{5}, OptionId{3}, OptionId{1}};  // F, D, B
  limits.forced = whole;
  EXPECT_EQ(solver.count(limits).stats.solutions, 1u);
  EXPECT_EQ(solver.fingerprint(), pristine);

  const std::vector<OptionId> bad = {OptionId{6}};
  limits.forced = bad;
  EXPECT_THROW(solver.count(limits), std::out_of_range);
}

}  // namespace
}  // namespace dlx::solver_test
