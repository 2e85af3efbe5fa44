// Propagation of implied items (Propagation::kImplied; SparseLaneSteps in bitset_steps.hpp) and of
// supports through colors (Propagation::kColors, support_clauses.hpp), and both: on random
// instances, the solutions equal the brute-force enumerator's in every mode (all, counts,
// forced and excluded options, a solution limit, the weighted heuristic, a randomized search),
// the state is restored after every search, and the reductions make the trees smaller.
#include <gtest/gtest.h>
#include <dlx/dlx.hpp>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/src/bitset_engine.hpp"
#include "core/src/bitset_model.hpp"
#include "core/src/engine_choice.hpp"
#include "core/src/search_control.hpp"
#include "tests/support/brute_force.hpp"
#include "tests/support/sanitized.hpp"

namespace dlx::implied_items_test {
namespace {

using Steps = detail::BitsetModel::Steps;
using Solutions = std::set<std::vector<int>>;

struct Found {
  std::vector<std::vector<int>> solutions;  // each sorted, in the order found
  SearchResult result;
};

Found run(detail::Engine& engine, const SearchLimits& limits,
          detail::SearchControl control = detail::make_control({})) {
  Found found;
  const SolutionVisitor visit = [&found](SolutionView solution) {
    std::vector<int> ids;
    for (const OptionId option : solution) ids.push_back(option.value);
    std::sort(ids.begin(), ids.end());
    found.solutions.push_back(ids);
    return VisitControl::kContinue;
  };
  control.start = detail::Clock::now();
  found.result = engine.search(&visit, limits, control);
  return found;
}

Solutions as_set(const Found& found) {
  return Solutions(found.solutions.begin(), found.solutions.end());
}

// The brute-force solutions that hold every forced option and no excluded one.
Solutions filtered(const Solutions& all, const std::vector<OptionId>& forced,
                   const std::vector<OptionId>& excluded) {
  Solutions kept;
  for (const std::vector<int>& solution : all) {
    auto holds = [&solution](OptionId option) {
      return std::find(solution.begin(), solution.end(), option.value) != solution.end();
    };
    if (std::all_of(forced.begin(), forced.end(), holds) &&
        std::none_of(excluded.begin(), excluded.end(), holds)) {
      kept.insert(solution);
    }
  }
  return kept;
}

struct Totals {
  std::uint64_t nodes_plain = 0;
  std::uint64_t nodes_propagated = 0;
  std::uint64_t solutions = 0;
};

void check_instance(const Problem& problem, Propagation propagation,
                    std::optional<std::uint64_t> seed, std::mt19937& rng, int instance,
                    Totals& totals) {
  const auto model =
      std::make_shared<const detail::BitsetModel>(problem, seed, Steps::kSparseLanes);
  ASSERT_EQ(model->steps(), Steps::kSparseLanes) << "the variant under test was not built";
  detail::BitsetEngine plain(model, Propagation::kNone);
  std::shared_ptr<const detail::SupportClauses> supports;
  if (propagation != Propagation::kImplied) {
    supports = std::make_shared<const detail::SupportClauses>(problem, *model);
  }
  detail::BitsetEngine engine(model, propagation, supports);
  const std::uint64_t pristine = engine.fingerprint();
  const Solutions all = testing::brute_force_solutions(problem);

  const Found found = run(engine, {});
  EXPECT_EQ(found.solutions.size(), all.size()) << "instance " << instance << ": a repeat";
  EXPECT_EQ(as_set(found), all) << "instance " << instance;
  const SearchResult counted = engine.search(nullptr, {}, detail::make_control({}));
  EXPECT_EQ(counted.stats.solutions, all.size()) << "instance " << instance;
  totals.nodes_propagated += found.result.stats.nodes;
  totals.nodes_plain += run(plain, {}).result.stats.nodes;
  totals.solutions += all.size();
  EXPECT_EQ(engine.fingerprint(), pristine) << "instance " << instance;

  // The weighted heuristic (its stack of singles), and a randomized search (a restart's).
  detail::SearchControl weighted = detail::make_control({});
  weighted.heuristic = Heuristic::kWeighted;
  EXPECT_EQ(as_set(run(engine, {}, weighted)), all) << "instance " << instance;
  Random random(static_cast<std::uint64_t>(instance) + 7);
  detail::SearchControl shuffled = weighted;
  shuffled.random = &random;
  EXPECT_EQ(as_set(run(engine, {}, shuffled)), all) << "instance " << instance;

  // A limit of two solutions finds two of them, or all there are.
  SearchLimits two;
  two.max_solutions = 2;
  const Found first_two = run(engine, two, weighted);
  EXPECT_EQ(first_two.solutions.size(), std::min<std::size_t>(2, all.size()));
  for (const std::vector<int>& solution : first_two.solutions) {
    EXPECT_TRUE(all.count(solution) == 1) << "instance " << instance << ": not a solution";
  }

  // Forced and excluded options, in searches that follow one another: the forced options stay
  // committed from one search to the next (forced_options.hpp), and what the root's propagation
  // removed because of an exclusion must not stay removed after it.
  std::uniform_int_distribution<int> pick(0, static_cast<int>(problem.option_count()) - 1);
  const std::vector<OptionId> forced = {OptionId{pick(rng)}};
  // (An excluded option that is also forced stays forced: not what is tested here.)
  std::vector<OptionId> excluded;
  for (int k = 0; k < 2; ++k) {
    if (const OptionId option{pick(rng)}; option != forced[0]) excluded.push_back(option);
  }
  SearchLimits with_forced;
  with_forced.forced = forced;
  SearchLimits with_both = with_forced;
  with_both.excluded = excluded;
  SearchLimits without;
  without.excluded = excluded;
  EXPECT_EQ(as_set(run(engine, with_both, weighted)), filtered(all, forced, excluded))
      << "instance " << instance;
  EXPECT_EQ(as_set(run(engine, with_forced)), filtered(all, forced, {})) << "instance " << instance;
  EXPECT_EQ(as_set(run(engine, without)), filtered(all, {}, excluded)) << "instance " << instance;
  EXPECT_EQ(as_set(run(engine, {})), all) << "instance " << instance;
  run(engine, with_both);
  engine.release_forced();
  EXPECT_EQ(engine.fingerprint(), pristine) << "instance " << instance;
}

void check_random_instances(const testing::RandomShape& shape, unsigned seed, int count,
                            Propagation propagation = Propagation::kImplied) {
  std::mt19937 rng(seed);
  Totals totals;
  for (int k = 0; k < count; ++k) {
    const Problem problem = testing::random_problem(rng, shape);
    if (problem.has_multiplicities()) continue;
    check_instance(problem, propagation, std::nullopt, rng, k, totals);
    check_instance(problem, propagation, std::uint64_t{500} + static_cast<std::uint64_t>(k), rng, k,
                   totals);
  }
  EXPECT_GT(totals.solutions, static_cast<std::uint64_t>(count) / 4);
  // Fails if nothing was ever propagated.
  EXPECT_LT(totals.nodes_propagated, totals.nodes_plain);
}

TEST(ImpliedItems, BruteForceSolutionsOnPrimaryItems) {
  check_random_instances({6, 0, 0, 14, 4, 1}, 21, testing::kSanitized ? 60 : 200);
}

TEST(ImpliedItems, BruteForceSolutionsWithSecondaryItemsAndColors) {
  check_random_instances({6, 4, 3, 16, 5, 1}, 22, testing::kSanitized ? 60 : 200);
}

TEST(ImpliedItems, BruteForceSolutionsOnWiderInstances) {
  // More options than a word of `live`, more items than a vector of lanes.
  check_random_instances({12, 4, 3, 40, 5, 1}, 23, testing::kSanitized ? 10 : 40);
}

TEST(ColorSupports, BruteForceSolutionsWithSecondaryItemsAndColors) {
  check_random_instances({6, 4, 3, 16, 5, 1}, 24, testing::kSanitized ? 60 : 200,
                         Propagation::kColors);
}

TEST(ColorSupports, BruteForceSolutionsOnWiderInstances) {
  check_random_instances({12, 6, 4, 40, 5, 1}, 25, testing::kSanitized ? 10 : 40,
                         Propagation::kColors);
}

TEST(ColorSupports, WithImpliedItemsToo) {
  check_random_instances({8, 5, 3, 24, 5, 1}, 26, testing::kSanitized ? 30 : 100,
                         Propagation::kAll);
}

// The solver propagates when asked, on the bitset engine's sparse lanes (more than 96 primary
// items), and not by default.
TEST(ImpliedItems, TheSolverPropagatesWhenAsked) {
  auto ring = [](int items) {
    Problem problem;
    std::vector<ItemId> ids;
    for (int p = 0; p < items; ++p) ids.push_back(problem.add_primary("i" + std::to_string(p)));
    for (int p = 0; p < items; ++p) {
      problem.add_option(
          {ids[static_cast<std::size_t>(p)], ids[static_cast<std::size_t>((p + 1) % items)]});
    }
    return problem;
  };
  auto propagates = [](const Problem& problem, SolverOptions options) {
    const auto engine = detail::make_engine(problem, options);
    const auto* bitset = dynamic_cast<const detail::BitsetEngine*>(engine.get());
    EXPECT_NE(bitset, nullptr) << "not the bitset engine";
    return bitset != nullptr && bitset->propagates();
  };
  SolverOptions implied;
  implied.propagation = Propagation::kImplied;
  const Problem wide = ring(200);
  const Problem narrow = ring(40);  // lanes in registers: no propagation there
  EXPECT_FALSE(propagates(wide, SolverOptions{}));
  EXPECT_TRUE(propagates(wide, implied));
  EXPECT_FALSE(propagates(narrow, implied));
  EXPECT_EQ(Solver(wide, implied).count().stats.solutions, 2u);
}

// A 9x9 Sudoku (324 primary items: the sparse lanes) with its first rows forced from a grid:
// with threads, the solutions come in the order of one thread, as without the propagation (each
// subproblem's root is propagated to the same fixpoint as the node it was split at), and they
// are as many as without it.
TEST(ImpliedItems, ThreadsSeeTheOrderOfOneThread) {
  Problem problem;
  auto items = [&problem](const char* kind) {
    std::vector<ItemId> ids;
    for (int k = 0; k < 81; ++k) ids.push_back(problem.add_primary(kind + std::to_string(k)));
    return ids;
  };
  const std::vector<ItemId> cell = items("c"), row = items("r"), column = items("k"),
                            box = items("b");
  std::vector<OptionId> option(729);
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) {
      for (int d = 0; d < 9; ++d) {
        const int b = (r / 3) * 3 + c / 3;
        option[static_cast<std::size_t>((r * 9 + c) * 9 + d)] = problem.add_option(
            {cell[static_cast<std::size_t>(r * 9 + c)], row[static_cast<std::size_t>(r * 9 + d)],
             column[static_cast<std::size_t>(c * 9 + d)],
             box[static_cast<std::size_t>(b * 9 + d)]});
      }
    }
  }
  // A valid grid: row r is the digits shifted by 3r + r/3. Its first four rows and two cells of
  // the fifth are forced, which leaves 42,876 solutions.
  std::vector<OptionId> forced;
  for (int r = 0; r < 5; ++r) {
    for (int c = 0; c < (r < 4 ? 9 : 2); ++c) {
      const int d = (c + 3 * r + r / 3) % 9;
      forced.push_back(option[static_cast<std::size_t>((r * 9 + c) * 9 + d)]);
    }
  }
  SolverOptions implied;
  implied.propagation = Propagation::kImplied;
  Solver solver(problem, implied);
  ASSERT_STREQ(solver.engine_name(), "bitset");
  auto listed = [&solver, &forced, &problem](unsigned threads) {
    std::vector<std::vector<OptionId>> solutions;
    SearchLimits limits;
    limits.forced = forced;
    limits.threads = threads;
    limits.max_solutions = 500;
    solver.search(
        [&](SolutionView solution) {
          EXPECT_EQ(verify_solution(problem, solution), std::nullopt);
          solutions.emplace_back(solution.begin(), solution.end());
          return VisitControl::kContinue;
        },
        limits);
    return solutions;
  };
  const auto one = listed(1);
  EXPECT_GT(one.size(), 10u);
  EXPECT_EQ(listed(2), one);
  SearchLimits counting;
  counting.forced = forced;
  Solver plain(problem);
  EXPECT_EQ(solver.count(counting).stats.solutions, plain.count(counting).stats.solutions);
}

}  // namespace
}  // namespace dlx::implied_items_test
