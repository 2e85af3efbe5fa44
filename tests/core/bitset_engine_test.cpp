// The bitset engine, in each of its five ways of keeping state, against the dancing links on
// random instances: the same tree (node counts), the same solutions in the same order, the same
// estimates from the same random probes, and its state restored after every search. (The links
// are tested against the brute-force enumerator in random_instances_test.cpp.)
#include <gtest/gtest.h>
#include <dlx/dlx.hpp>

#include <atomic>
#include <chrono>
#include <random>
#include <vector>

#include "core/src/bitset_engine.hpp"
#include "core/src/bitset_model.hpp"
#include "core/src/links_engine.hpp"
#include "core/src/search_control.hpp"
#include "tests/support/brute_force.hpp"
#include "tests/support/queens_problem.hpp"
#include "tests/support/sanitized.hpp"

namespace dlx::bitset_engine_test {
namespace {

using Steps = detail::BitsetModel::Steps;

struct Run {
  std::vector<std::vector<int>> solutions;  // in the order found
  SearchResult result;
};

Run run(detail::Engine& engine, const SearchLimits& limits = {}) {
  Run run;
  const SolutionVisitor visit = [&run](SolutionView solution) {
    std::vector<int> ids;
    for (const OptionId option : solution) ids.push_back(option.value);
    run.solutions.push_back(ids);
    return VisitControl::kContinue;
  };
  run.result = engine.search(&visit, limits, detail::make_control(limits));
  return run;
}

class BitsetEngineTest : public ::testing::TestWithParam<Steps> {};

void compare_with_links(const Problem& problem, std::optional<std::uint64_t> seed, Steps steps,
                        std::mt19937& rng, int instance) {
  const auto model = std::make_shared<const detail::BitsetModel>(problem, seed, steps);
  ASSERT_EQ(model->steps(), steps) << "the variant under test was not built";
  detail::BitsetEngine bitset(model);
  detail::LinksEngine links(problem, seed);
  const std::uint64_t pristine = bitset.fingerprint();

  const Run expected = run(links);
  const Run got = run(bitset);
  ASSERT_EQ(got.solutions, expected.solutions) << "instance " << instance;
  EXPECT_EQ(got.result.stats.nodes, expected.result.stats.nodes) << "instance " << instance;
  EXPECT_EQ(got.result.stats.solutions, expected.result.stats.solutions);
  EXPECT_EQ(bitset.fingerprint(), pristine);

  // A solution limit, and forced options (a clash among them means no solution).
  SearchLimits limits;
  limits.max_solutions = 2;
  EXPECT_EQ(run(bitset, limits).solutions, run(links, limits).solutions);
  std::uniform_int_distribution<int> pick(0, static_cast<int>(problem.option_count()) - 1);
  const std::vector<OptionId> forced = {OptionId{pick(rng)}, OptionId{pick(rng)}};
  SearchLimits with_forced;
  with_forced.forced = forced;
  const Run forced_links = run(links, with_forced);
  const Run forced_bitset = run(bitset, with_forced);
  EXPECT_EQ(forced_bitset.solutions, forced_links.solutions) << "instance " << instance;
  EXPECT_EQ(forced_bitset.result.stats.nodes, forced_links.result.stats.nodes);
  // A count without a visitor takes the solutions of a last level without entering them (each
  // option left covers every item left); it still counts them, and their nodes.
  for (const SearchLimits& counting : {SearchLimits{}, with_forced}) {
    const SearchResult counted = bitset.search(nullptr, counting, detail::make_control(counting));
    const SearchResult walked = links.search(nullptr, counting, detail::make_control(counting));
    EXPECT_EQ(counted.stats.solutions, walked.stats.solutions) << "instance " << instance;
    EXPECT_EQ(counted.stats.nodes, walked.stats.nodes) << "instance " << instance;
  }
  // Excluded options, with and without forced ones.
  const std::vector<OptionId> excluded = {OptionId{pick(rng)}, OptionId{pick(rng)}};
  SearchLimits without;
  without.excluded = excluded;
  EXPECT_EQ(run(bitset, without).solutions, run(links, without).solutions)
      << "instance " << instance;
  with_forced.excluded = std::span<const OptionId>(excluded).first(1);
  EXPECT_EQ(run(bitset, with_forced).solutions, run(links, with_forced).solutions);
  with_forced.excluded = {};
  // The forced options stay committed for the next search (forced_options.hpp): a search that
  // keeps the first and replaces the second, and one with none, see what fresh engines see.
  const std::vector<OptionId> changed = {forced[0], OptionId{pick(rng)}};
  SearchLimits with_changed;
  with_changed.forced = changed;
  detail::LinksEngine fresh_links(problem, seed);
  EXPECT_EQ(run(bitset, with_changed).solutions, run(fresh_links, with_changed).solutions)
      << "instance " << instance;
  EXPECT_EQ(run(links, with_changed).solutions, run(fresh_links, with_changed).solutions);
  EXPECT_EQ(run(bitset).solutions, expected.solutions);
  run(bitset, with_forced);
  bitset.release_forced();
  EXPECT_EQ(bitset.fingerprint(), pristine);

  // Subtrees handed over at a split depth, as the parallel driver asks for them.
  for (std::size_t depth = 1; depth <= 3; ++depth) {
    std::vector<std::vector<int>> paths_links, paths_bitset;
    auto collector = [](std::vector<std::vector<int>>& into) {
      return std::function<void(std::span<const OptionId>)>([&into](std::span<const OptionId> p) {
        std::vector<int> ids;
        for (const OptionId option : p) ids.push_back(option.value);
        into.push_back(ids);
      });
    };
    const auto to_links = collector(paths_links);
    const auto to_bitset = collector(paths_bitset);
    detail::SearchControl control = detail::make_control({});
    control.split_depth = depth;
    control.on_split = &to_links;
    links.search(nullptr, {}, control);
    control.on_split = &to_bitset;
    bitset.search(nullptr, {}, control);
    EXPECT_EQ(paths_bitset, paths_links) << "instance " << instance << " depth " << depth;
  }

  // The same probes walk the same paths.
  Random random_links(instance), random_bitset(instance);
  for (int k = 0; k < 5; ++k) {
    detail::ProbeResult a, b;
    EXPECT_EQ(links.probe({}, random_links, a), bitset.probe({}, random_bitset, b));
    EXPECT_EQ(a.nodes, b.nodes);
    EXPECT_EQ(a.solutions, b.solutions);
  }
  EXPECT_EQ(bitset.fingerprint(), pristine);
}

void compare_on_random_instances(Steps steps, const testing::RandomShape& shape, unsigned seed,
                                 int count) {
  std::mt19937 rng(seed);
  std::uint64_t solutions = 0;
  for (int k = 0; k < count; ++k) {
    const Problem problem = testing::random_problem(rng, shape);
    if (problem.has_multiplicities()) continue;
    compare_with_links(problem, std::nullopt, steps, rng, k);
    compare_with_links(problem, std::uint64_t{1000} + k, steps, rng, k);
    solutions += Solver(problem).count().stats.solutions;
  }
  EXPECT_GT(solutions, static_cast<std::uint64_t>(count) / 4);
}

TEST_P(BitsetEngineTest, SameTreeAsTheLinksOnPrimaryItems) {
  compare_on_random_instances(GetParam(), {6, 0, 0, 14, 4, 1}, 11, 150);
}

TEST_P(BitsetEngineTest, SameTreeAsTheLinksWithSecondaryItemsAndColors) {
  compare_on_random_instances(GetParam(), {6, 4, 3, 16, 5, 1}, 12, 150);
}

TEST_P(BitsetEngineTest, SameTreeAsTheLinksOnWiderInstances) {
  // More options than one word of `live`, and more items than one vector of lanes. Under the
  // sanitizers a third of them: the four steps took 90 s there.
  compare_on_random_instances(GetParam(), {20, 6, 3, 150, 6, 1}, 13, testing::kSanitized ? 10 : 30);
}

TEST(BitsetEngine, SolverGivesTheBruteForceSolutionsWithThreads) {
  std::mt19937 rng(14);
  for (int k = 0; k < 40; ++k) {
    const Problem problem = testing::random_problem(rng, {7, 4, 3, 18, 4, 1});
    SolverOptions options;
    options.engine = EngineKind::kBitset;
    Solver solver(problem, options);
    ASSERT_STREQ(solver.engine_name(), "bitset");
    SearchLimits limits;
    limits.threads = 3;
    std::set<std::vector<int>> found;
    solver.search(
        [&](SolutionView solution) {
          std::vector<int> ids;
          for (const OptionId option : solution) ids.push_back(option.value);
          std::sort(ids.begin(), ids.end());
          found.insert(ids);
          return VisitControl::kContinue;
        },
        limits);
    EXPECT_EQ(found, testing::brute_force_solutions(problem)) << "instance " << k;
  }
}

TEST_P(BitsetEngineTest, APlainCountStoppedMidwayLeavesTheStateAsItWas) {
  // A count without a visitor runs the loop of its own (bitset_engine.cpp, count_plainly); the
  // steps that keep a trail must be undone to the last level when a stop cuts it short.
  // 16-queens: seconds on any of the steps, far more than the few reports (every 10 ms at most)
  // before the reporter stops it, on any machine.
  const Problem problem = testing::queens_problem(16);
  const auto model = std::make_shared<const detail::BitsetModel>(problem, std::nullopt, GetParam());
  ASSERT_EQ(model->steps(), GetParam()) << "the variant under test was not built";
  detail::BitsetEngine bitset(model);
  detail::LinksEngine links(problem, std::nullopt);
  const std::uint64_t pristine = bitset.fingerprint();
  for (const std::uint64_t reports : {1u, 2u}) {
    std::atomic<bool> stop{false};
    std::uint64_t seen = 0;
    SearchLimits limits;
    limits.stop_flag = &stop;
    limits.time_limit = std::chrono::seconds(60);  // a safety net, never reached
    limits.progress_interval = std::chrono::milliseconds(10);
    limits.progress = [&](const SearchProgress& report) {
      // A report at the root (a busy machine can delay the first check past the interval) has
      // level 0; past the first hundred nodes every report is deep in the tree.
      if (report.stats.nodes < 100) return;
      EXPECT_GT(report.level, 0u);
      if (++seen == reports) stop = true;
    };
    const SearchResult stopped = bitset.search(nullptr, limits, detail::make_control(limits));
    EXPECT_EQ(stopped.status, SearchStatus::kInterrupted) << reports;
    EXPECT_EQ(bitset.fingerprint(), pristine) << reports;
  }
  // After the stops, a count below three queens placed (a subtree of a few thousand nodes) is
  // that of the links, node for node.
  const std::vector<OptionId> forced = {OptionId{1}, OptionId{16 + 3}, OptionId{32 + 5}};
  SearchLimits below;
  below.forced = forced;
  const SearchResult counted = bitset.search(nullptr, below, detail::make_control(below));
  const SearchResult walked = links.search(nullptr, below, detail::make_control(below));
  EXPECT_EQ(counted.status, SearchStatus::kComplete);
  EXPECT_GT(counted.stats.solutions, 0u);
  EXPECT_EQ(counted.stats.solutions, walked.stats.solutions);
  EXPECT_EQ(counted.stats.nodes, walked.stats.nodes);
  bitset.release_forced();  // forced options stay committed for the next search until then
  EXPECT_EQ(bitset.fingerprint(), pristine);
}

INSTANTIATE_TEST_SUITE_P(Steps, BitsetEngineTest,
                         ::testing::Values(Steps::kScalar, Steps::kSparseLanes,
                                           Steps::kSparseCopies, Steps::kLanes, Steps::kCopies),
                         [](const ::testing::TestParamInfo<Steps>& info) {
                           switch (info.param) {
                             case Steps::kScalar:
                               return "Scalar";
                             case Steps::kSparseLanes:
                               return "SparseLanes";
                             case Steps::kSparseCopies:
                               return "SparseCopies";
                             case Steps::kLanes:
                               return "Lanes";
                             default:
                               return "Copies";
                           }
                         });

TEST(EngineChoice, PicksTheBitsetsForSmallProblemsAndTheLinksForBounds) {
  Problem problem;
  const ItemId a = problem.add_primary("a");
  problem.add_option({a});
  EXPECT_STREQ(Solver(problem).engine_name(), "bitset");
  SolverOptions links;
  links.engine = EngineKind::kLinks;
  EXPECT_STREQ(Solver(problem, links).engine_name(), "links");
  Problem bounded;
  const ItemId b = bounded.add_primary("b", Multiplicity{1, 2});
  bounded.add_option({b});
  EXPECT_STREQ(Solver(bounded).engine_name(), "links");
}

}  // namespace
}  // namespace dlx::bitset_engine_test
