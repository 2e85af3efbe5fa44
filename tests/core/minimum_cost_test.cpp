// MinimumCostSolver against a brute force over every subset of options, on hundreds of random
// weighted instances (with secondary items and colors); the solutions it gives checked by
// verify_solution and verify_cost; its limits, lower bound and errors; Problem's costs.
#include <gtest/gtest.h>
#include <dlx/dlx.hpp>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace dlx::minimum_cost_test {
namespace {

// Random primary and secondary items, options of 1-4 items with random costs; secondary items get
// one of two colors or none.
Problem random_costed_problem(std::mt19937& rng, bool with_secondary, Cost max_cost) {
  Problem problem;
  const int primaries = std::uniform_int_distribution<int>(1, 6)(rng);
  const int secondaries = with_secondary ? std::uniform_int_distribution<int>(1, 3)(rng) : 0;
  const int options = std::uniform_int_distribution<int>(1, 14)(rng);
  for (int k = 0; k < primaries; ++k) problem.add_primary("p" + std::to_string(k));
  for (int k = 0; k < secondaries; ++k) problem.add_secondary("s" + std::to_string(k));
  const ColorId red = problem.color("red");
  const ColorId blue = problem.color("blue");
  const int items = primaries + secondaries;
  std::uniform_int_distribution<int> pick(0, items - 1);
  std::uniform_int_distribution<Cost> cost(0, max_cost);
  for (int o = 0; o < options; ++o) {
    std::vector<OptionEntry> entries;
    entries.emplace_back(ItemId{std::uniform_int_distribution<int>(0, primaries - 1)(rng)});
    const int wanted = std::uniform_int_distribution<int>(1, std::min(items, 4))(rng);
    while (static_cast<int>(entries.size()) < wanted) {
      const ItemId item{pick(rng)};
      if (std::any_of(entries.begin(), entries.end(),
                      [&](const OptionEntry& e) { return e.item == item; })) {
        continue;
      }
      if (item.value >= primaries) {
        const int shade = std::uniform_int_distribution<int>(0, 2)(rng);
        entries.emplace_back(item, shade == 0 ? ColorId{} : shade == 1 ? red : blue);
      } else {
        entries.emplace_back(item);
      }
    }
    problem.add_option(std::span<const OptionEntry>(entries), cost(rng));
  }
  return problem;
}

// Every subset of options that verify_solution accepts, with its cost summed here: the costs of
// all solutions, in increasing order.
std::vector<Cost> brute_force_costs(const Problem& problem) {
  const std::size_t m = problem.option_count();
  std::vector<Cost> costs;
  std::vector<OptionId> chosen;
  for (std::uint32_t subset = 0; subset < (1u << m); ++subset) {
    chosen.clear();
    Cost total = 0;
    for (std::size_t o = 0; o < m; ++o) {
      if ((subset >> o & 1) == 0) continue;
      chosen.push_back(OptionId{static_cast<std::int32_t>(o)});
      total += problem.option_cost(chosen.back());
    }
    if (!verify_solution(problem, chosen)) costs.push_back(total);
  }
  std::sort(costs.begin(), costs.end());
  return costs;
}

void expect_checked(const Problem& problem, const MinimumCostResult& result) {
  for (const CostedSolution& solution : result.solutions) {
    EXPECT_EQ(verify_solution(problem, solution.options), std::nullopt);
    EXPECT_EQ(verify_cost(problem, solution.options, solution.cost), std::nullopt);
  }
  for (std::size_t k = 1; k < result.solutions.size(); ++k) {
    EXPECT_LE(result.solutions[k - 1].cost, result.solutions[k].cost);
  }
}

void expect_k_best_match(bool with_secondary, Cost max_cost, int instances) {
  std::mt19937 rng(with_secondary ? 31 : 13);
  int with_solutions = 0;
  for (int n = 0; n < instances; ++n) {
    const Problem problem = random_costed_problem(rng, with_secondary, max_cost);
    const std::vector<Cost> expected = brute_force_costs(problem);
    with_solutions += !expected.empty();
    MinimumCostSolver solver(problem);
    for (const std::size_t k : {std::size_t{1}, std::size_t{2}, std::size_t{5}}) {
      const MinimumCostResult result = solver.best(k);
      SCOPED_TRACE("instance " + std::to_string(n) + ", k " + std::to_string(k));
      ASSERT_TRUE(result.optimal);
      expect_checked(problem, result);
      std::vector<Cost> got;
      for (const CostedSolution& solution : result.solutions) got.push_back(solution.cost);
      const std::vector<Cost> want(
          expected.begin(),
          expected.begin() + static_cast<std::ptrdiff_t>(std::min(k, expected.size())));
      EXPECT_EQ(got, want);
      if (!expected.empty()) {
        EXPECT_EQ(result.minimum(), expected.front());
        EXPECT_EQ(result.lower_bound, expected.front());
        EXPECT_LE(result.tax, expected.front());
      } else {
        EXPECT_EQ(result.minimum(), std::nullopt);
      }
    }
  }
  EXPECT_GT(with_solutions, instances / 4);  // the test means something
}

TEST(MinimumCost, PrimaryOnlyMatchesBruteForce) {
  expect_k_best_match(false, 20, 200);
}

TEST(MinimumCost, SecondaryItemsAndColorsMatchBruteForce) {
  expect_k_best_match(true, 20, 200);
}

TEST(MinimumCost, ManyTiesMatchBruteForce) {
  expect_k_best_match(true, 2, 150);
}

TEST(MinimumCost, LargeCostsMatchBruteForce) {
  expect_k_best_match(false, ProblemLimits::kMaxOptionCost, 100);
}

// Ties keep the order found: the search is deterministic, and two runs give the same solutions.
TEST(MinimumCost, TiesAreDeterministic) {
  std::mt19937 rng(7);
  for (int n = 0; n < 50; ++n) {
    const Problem problem = random_costed_problem(rng, true, 1);
    MinimumCostSolver one(problem);
    MinimumCostSolver two(problem);
    const MinimumCostResult a = one.best(4);
    const MinimumCostResult b = two.best(4);
    const MinimumCostResult c = one.best(4);
    ASSERT_EQ(a.solutions.size(), b.solutions.size());
    ASSERT_EQ(a.solutions.size(), c.solutions.size());
    for (std::size_t k = 0; k < a.solutions.size(); ++k) {
      EXPECT_EQ(a.solutions[k].options, b.solutions[k].options);
      EXPECT_EQ(a.solutions[k].options, c.solutions[k].options);
    }
  }
}

// A limit cuts the search: the lower bound is then at most the optimum, and at least the tax.
TEST(MinimumCost, NodeLimitGivesAValidLowerBound) {
  std::mt19937 rng(99);
  int cut = 0;
  for (int n = 0; n < 200; ++n) {
    const Problem problem = random_costed_problem(rng, false, 50);
    const std::vector<Cost> expected = brute_force_costs(problem);
    if (expected.empty()) continue;
    MinimumCostSolver solver(problem);
    SearchLimits limits;
    limits.max_nodes = 3;
    const MinimumCostResult result = solver.best(1, limits);
    expect_checked(problem, result);
    if (result.optimal) continue;
    ++cut;
    EXPECT_EQ(result.result.status, SearchStatus::kNodeLimit);
    EXPECT_LE(result.lower_bound, expected.front());
    EXPECT_GE(result.lower_bound, result.tax);
    EXPECT_EQ(result.minimum(), std::nullopt);
    // The solver is left ready: a full search still finds the optimum.
    EXPECT_EQ(solver.best(1).minimum(), expected.front());
  }
  EXPECT_GT(cut, 10);
}

// Cut anywhere: before the root is bounded, in a search under a guessed cutoff, after one found
// nothing under it, or after the first solution; the bound must hold wherever it falls.
TEST(MinimumCost, EveryNodeLimitGivesAValidLowerBound) {
  std::mt19937 rng(2026);
  int cut = 0;
  for (int n = 0; n < 60; ++n) {
    const Problem problem = random_costed_problem(rng, n % 2 == 1, 40);
    const std::vector<Cost> expected = brute_force_costs(problem);
    if (expected.empty()) continue;
    MinimumCostSolver solver(problem);
    for (std::uint64_t nodes = 1; nodes < 200; nodes = nodes * 3 / 2 + 1) {
      SearchLimits limits;
      limits.max_nodes = nodes;
      for (const std::size_t k : {std::size_t{1}, std::size_t{3}}) {
        const MinimumCostResult result = solver.best(k, limits);
        SCOPED_TRACE("instance " + std::to_string(n) + ", " + std::to_string(nodes) + " nodes, k " +
                     std::to_string(k));
        expect_checked(problem, result);
        EXPECT_LE(result.lower_bound, expected.front());
        if (!result.optimal) ++cut;
      }
    }
  }
  EXPECT_GT(cut, 100);
}

TEST(MinimumCost, StopFlagInterrupts) {
  Problem problem;
  problem.add_primary("a");
  problem.add_option({ItemId{0}}, 3);
  std::atomic<bool> stop{true};
  SearchLimits limits;
  limits.stop_flag = &stop;
  MinimumCostSolver solver(problem);
  const MinimumCostResult result = solver.best(1, limits);
  EXPECT_EQ(result.result.status, SearchStatus::kInterrupted);
  EXPECT_FALSE(result.optimal);
  EXPECT_LE(result.lower_bound, 3u);
}

TEST(MinimumCost, TaxIsTheSumOfEachItemsCheapestShare) {
  Problem problem;
  const ItemId a = problem.add_primary("a");
  const ItemId b = problem.add_primary("b");
  problem.add_option({a, b}, 10);
  problem.add_option({a}, 4);
  problem.add_option({b}, 5);
  MinimumCostSolver solver(problem);
  const MinimumCostResult result = solver.best(3);
  ASSERT_EQ(result.solutions.size(), 2u);
  EXPECT_EQ(result.solutions[0].cost, 9u);
  EXPECT_EQ(result.solutions[1].cost, 10u);
  // a is taxed 4 (its cheapest option), then b 5: {a b} keeps a net cost of 1.
  EXPECT_EQ(result.tax, 9u);
}

TEST(MinimumCost, RefusesWhatItCannotSearch) {
  Problem bounded;
  const ItemId a = bounded.add_primary("a", Multiplicity{1, 2});
  bounded.add_option({a}, 1);
  EXPECT_THROW(MinimumCostSolver{bounded}, ModelError);

  Problem plain;
  const ItemId b = plain.add_primary("b");
  plain.add_option({b}, 1);
  MinimumCostSolver solver(plain);
  EXPECT_THROW(solver.best(0), std::invalid_argument);
  const std::vector<OptionId> forced = {OptionId{0}};
  SearchLimits limits;
  limits.forced = forced;
  EXPECT_THROW(solver.best(1, limits), std::invalid_argument);
}

TEST(ProblemCosts, StoredAndLimited) {
  Problem problem;
  const ItemId a = problem.add_primary("a");
  EXPECT_FALSE(problem.has_costs());
  problem.add_option({a});
  problem.add_option({a}, ProblemLimits::kMaxOptionCost);
  EXPECT_TRUE(problem.has_costs());
  EXPECT_EQ(problem.option_cost(OptionId{0}), 0u);
  EXPECT_EQ(problem.option_cost(OptionId{1}), ProblemLimits::kMaxOptionCost);
  EXPECT_THROW(problem.add_option({a}, ProblemLimits::kMaxOptionCost + 1), LimitError);
  EXPECT_EQ(problem.option_count(), 2u);
  EXPECT_THROW(problem.option_cost(OptionId{2}), std::out_of_range);
}

TEST(VerifyCost, RecomputesTheTotal) {
  Problem problem;
  const ItemId a = problem.add_primary("a");
  const ItemId b = problem.add_primary("b");
  problem.add_option({a}, 4);
  problem.add_option({b}, 6);
  const std::vector<OptionId> both = {OptionId{0}, OptionId{1}};
  EXPECT_EQ(verify_cost(problem, both, 10), std::nullopt);
  const auto wrong = verify_cost(problem, both, 9);
  ASSERT_TRUE(wrong.has_value());
  EXPECT_NE(wrong->find("add up to 10"), std::string::npos);
}

}  // namespace
}  // namespace dlx::minimum_cost_test
