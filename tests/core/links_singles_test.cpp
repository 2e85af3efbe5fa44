// The dancing links with the stack of singles (kSinglesFromItems, search_loop.cpp), which large
// problems use, against the links without it on small random instances, where the tests force it
// on: the same tree (nodes), the same solutions in the same order, with forced and excluded
// options kept from one search to the next, with the weighted heuristic, and the links restored.
#include <gtest/gtest.h>
#include <dlx/dlx.hpp>

#include <functional>
#include <random>
#include <span>
#include <vector>

#include "core/src/links_engine.hpp"
#include "core/src/search_control.hpp"
#include "tests/support/brute_force.hpp"
#include "tests/support/sanitized.hpp"

namespace dlx::links_singles_test {
namespace {

struct Run {
  std::vector<std::vector<int>> solutions;  // in the order found
  SearchResult result;
};

Run run(detail::Engine& engine, const SearchLimits& limits = {},
        Heuristic heuristic = Heuristic::kMrv, std::uint64_t max_solutions = 0) {
  Run run;
  const SolutionVisitor visit = [&run, max_solutions](SolutionView solution) {
    std::vector<int> ids;
    for (const OptionId option : solution) ids.push_back(option.value);
    run.solutions.push_back(ids);
    return max_solutions != 0 && run.solutions.size() >= max_solutions ? VisitControl::kStop
                                                                       : VisitControl::kContinue;
  };
  detail::SearchControl control = detail::make_control(limits);
  control.heuristic = heuristic;
  run.result = engine.search(&visit, limits, control);
  return run;
}

void expect_same(const Run& with, const Run& without, int instance, const char* what) {
  EXPECT_EQ(with.solutions, without.solutions) << what << ", instance " << instance;
  EXPECT_EQ(with.result.stats.nodes, without.result.stats.nodes)
      << what << ", instance " << instance;
}

void compare(const Problem& problem, std::optional<std::uint64_t> seed, std::mt19937& rng,
             int instance) {
  detail::LinksEngine with(problem, seed, detail::BuildWatch(), 1);
  detail::LinksEngine without(problem, seed, detail::BuildWatch(), problem.primary_count() + 1);
  const std::uint64_t pristine = with.fingerprint();

  expect_same(run(with), run(without), instance, "all solutions");
  expect_same(run(with, {}, Heuristic::kWeighted, 1), run(without, {}, Heuristic::kWeighted, 1),
              instance, "first solution, weighted");
  const SearchResult counted = with.search(nullptr, {}, detail::make_control({}));
  const SearchResult walked = without.search(nullptr, {}, detail::make_control({}));
  EXPECT_EQ(counted.stats.solutions, walked.stats.solutions) << "instance " << instance;
  EXPECT_EQ(counted.stats.nodes, walked.stats.nodes) << "instance " << instance;

  // Forced options, kept committed from one search to the next (the stack is gathered again),
  // and excluded ones.
  std::uniform_int_distribution<int> pick(0, static_cast<int>(problem.option_count()) - 1);
  const std::vector<OptionId> forced = {OptionId{pick(rng)}, OptionId{pick(rng)}};
  const std::vector<OptionId> changed = {forced[0], OptionId{pick(rng)}};
  const std::vector<OptionId> excluded = {OptionId{pick(rng)}};
  for (const std::vector<OptionId>* each : {&forced, &changed, &forced}) {
    SearchLimits limits;
    limits.forced = *each;
    expect_same(run(with, limits), run(without, limits), instance, "forced");
    limits.excluded = excluded;
    expect_same(run(with, limits, Heuristic::kWeighted), run(without, limits, Heuristic::kWeighted),
                instance, "forced and excluded, weighted");
  }
  with.release_forced();
  EXPECT_EQ(with.fingerprint(), pristine) << "instance " << instance;
}

void compare_on_random_instances(const testing::RandomShape& shape, unsigned seed, int count) {
  std::mt19937 rng(seed);
  for (int k = 0; k < count; ++k) {
    const Problem problem = testing::random_problem(rng, shape);
    if (problem.has_multiplicities()) continue;
    compare(problem, std::nullopt, rng, k);
    compare(problem, std::uint64_t{2000} + k, rng, k);
  }
}

TEST(LinksSingles, SameTreeOnPrimaryItems) {
  compare_on_random_instances({6, 0, 0, 14, 4, 1}, 21, 200);
}

TEST(LinksSingles, SameTreeWithSecondaryItemsAndColors) {
  compare_on_random_instances({6, 4, 3, 16, 5, 1}, 22, 200);
}

TEST(LinksSingles, SameTreeOnWiderInstances) {
  // Paths deep enough for stale entries to pile up and be copied over (kStaleBeforeCopy). Under
  // the sanitizers fewer: each instance walks its whole tree a dozen times.
  compare_on_random_instances({60, 6, 3, 150, 4, 1}, 23, testing::kSanitized ? 3 : 10);
}

TEST(LinksSingles, SolverOnABigGridGivesTheBruteForceAnswerOfASmallOne) {
  // A problem past kSinglesFromItems takes the stack without being asked: 2,048 items, each
  // with a pair of options that must agree with its neighbour, have exactly 2 solutions.
  Problem problem;
  const int n = detail::kSinglesFromItems;
  std::vector<ItemId> items;
  for (int k = 0; k < n; ++k) items.push_back(problem.add_primary("i" + std::to_string(k)));
  std::vector<ItemId> links;
  for (int k = 0; k < n; ++k) links.push_back(problem.add_secondary("s" + std::to_string(k)));
  const ColorId red = problem.color("red");
  const ColorId blue = problem.color("blue");
  for (int k = 0; k < n; ++k) {
    for (const ColorId color : {red, blue}) {
      problem.add_option({{items[static_cast<std::size_t>(k)]},
                          {links[static_cast<std::size_t>(k)], color},
                          {links[static_cast<std::size_t>((k + 1) % n)], color}});
    }
  }
  SolverOptions options;
  options.engine = EngineKind::kLinks;
  Solver solver(problem, options);
  ASSERT_STREQ(solver.engine_name(), "links");
  EXPECT_EQ(solver.count().stats.solutions, 2u);
  EXPECT_EQ(solver.uniqueness().verdict, Uniqueness::kMultiple);
}

}  // namespace
}  // namespace dlx::links_singles_test
