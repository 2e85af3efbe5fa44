// The LP relaxation of set partitioning (core/src/set_partitioning_lp.hpp) on random instances
// with a planted partition, certified by LP duality rather than compared with typed answers: the
// primal solution covers every row exactly once, the duals leave no option a negative reduced
// cost, and the two objectives agree, which together prove both optimal. Both of the simplex's
// ways are met (a working set that grows, and every column from the start), and the taxes that
// the minimum-cost search makes of the duals bound the brute force's optimum from below while
// reaching the relaxation's optimum, rounded up.
#include <gtest/gtest.h>
#include <dlx/dlx.hpp>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "core/src/cost_columns.hpp"
#include "core/src/set_partitioning_lp.hpp"

namespace dlx::set_partitioning_lp_test {
namespace {

// `rows` primary items; a random partition of them planted among `columns` options of 1 to
// `widest` items, each costing its items times a rate of its own.
Problem planted_problem(std::mt19937& rng, int rows, int columns, int widest) {
  auto uniform = [&rng](int low, int high) {
    return std::uniform_int_distribution<int>(low, high)(rng);
  };
  Problem problem;
  for (int r = 0; r < rows; ++r) problem.add_primary("r" + std::to_string(r));
  const auto add = [&](std::vector<OptionEntry> entries) {
    const auto size = static_cast<Cost>(entries.size());
    problem.add_option(
        entries, size * static_cast<Cost>(uniform(10, 60)) + static_cast<Cost>(uniform(0, 20)));
  };
  std::vector<int> order(static_cast<std::size_t>(rows));
  std::iota(order.begin(), order.end(), 0);
  std::shuffle(order.begin(), order.end(), rng);
  for (std::size_t at = 0; at < order.size();) {
    const auto size =
        std::min<std::size_t>(static_cast<std::size_t>(uniform(1, widest)), order.size() - at);
    std::vector<OptionEntry> entries;
    for (std::size_t k = 0; k < size; ++k) entries.emplace_back(ItemId{order[at + k]});
    add(entries);
    at += size;
  }
  while (static_cast<int>(problem.option_count()) < columns) {
    std::shuffle(order.begin(), order.end(), rng);
    const int size = uniform(1, std::min(widest, rows));
    std::vector<OptionEntry> entries;
    for (int k = 0; k < size; ++k) entries.emplace_back(ItemId{order[static_cast<std::size_t>(k)]});
    add(entries);
  }
  return problem;
}

void expect_certified_optimal(const Problem& problem) {
  const detail::Columns columns = detail::columns_of(problem);
  const auto lp = detail::solve_lp_relaxation(columns, 1e12);
  ASSERT_TRUE(lp.has_value());
  double primal = 0;
  std::vector<double> covered(problem.item_count(), 0.0);
  for (std::size_t k = 0; k < columns.cost.size(); ++k) {
    const double x = lp->primal[k];
    EXPECT_GE(x, -1e-9);
    primal += x * static_cast<double>(columns.cost[k]);
    double reduced = static_cast<double>(columns.cost[k]);
    for (const std::int32_t i : columns.items[k]) {
      covered[static_cast<std::size_t>(i)] += x;
      reduced -= lp->dual[static_cast<std::size_t>(i)];
    }
    EXPECT_GE(reduced, -1e-6) << "option " << k;
  }
  for (const double sum : covered) EXPECT_NEAR(sum, 1.0, 1e-6);
  const double dual = std::accumulate(lp->dual.begin(), lp->dual.end(), 0.0);
  EXPECT_NEAR(primal, dual, 1e-6 * (1 + std::abs(primal)));
  EXPECT_NEAR(lp->value, primal, 1e-6 * (1 + std::abs(primal)));
}

// Few rows, many columns: the working set grows round by round (sifting).
TEST(SetPartitioningLp, OptimalWithAGrowingWorkingSet) {
  std::mt19937 rng(11);
  for (int n = 0; n < 40; ++n) {
    SCOPED_TRACE("instance " + std::to_string(n));
    expect_certified_optimal(planted_problem(rng, 8 + n % 7, 300, 4));
  }
}

// Rows enough that the columns' entries are fewer than rows squared: every column from the start.
TEST(SetPartitioningLp, OptimalWithEveryColumnAtOnce) {
  std::mt19937 rng(12);
  for (int n = 0; n < 30; ++n) {
    SCOPED_TRACE("instance " + std::to_string(n));
    expect_certified_optimal(planted_problem(rng, 40 + n, 120, 5));
  }
}

// The brute force's optimum over every subset of options, or nullopt when there is none.
std::optional<Cost> brute_force_optimum(const Problem& problem) {
  std::optional<Cost> best;
  std::vector<OptionId> chosen;
  for (std::uint32_t subset = 0; subset < (1u << problem.option_count()); ++subset) {
    chosen.clear();
    Cost total = 0;
    for (std::size_t o = 0; o < problem.option_count(); ++o) {
      if ((subset >> o & 1) == 0) continue;
      chosen.push_back(OptionId{static_cast<std::int32_t>(o)});
      total += problem.option_cost(chosen.back());
    }
    if (!verify_solution(problem, chosen) && (!best || total < *best)) best = total;
  }
  return best;
}

// The search's bound at the root (MinimumCostResult::tax) is the relaxation's optimum rounded
// up, never above the brute force's optimum.
TEST(SetPartitioningLp, TheTaxesReachTheRelaxationAndBoundTheOptimum) {
  std::mt19937 rng(13);
  int fractional = 0;
  for (int n = 0; n < 60; ++n) {
    SCOPED_TRACE("instance " + std::to_string(n));
    const Problem problem = planted_problem(rng, 6, 14, 3);
    const auto lp = detail::solve_lp_relaxation(detail::columns_of(problem), 1e12);
    ASSERT_TRUE(lp.has_value());
    const MinimumCostResult result = MinimumCostSolver(problem).minimum();
    const std::optional<Cost> optimum = brute_force_optimum(problem);
    ASSERT_TRUE(optimum.has_value());
    EXPECT_EQ(result.minimum(), optimum);
    EXPECT_LE(result.tax, *optimum);
    EXPECT_GE(static_cast<double>(result.tax), std::ceil(lp->value - 1e-6));
    EXPECT_LE(lp->value, static_cast<double>(*optimum) + 1e-6);
    fractional += lp->value < static_cast<double>(*optimum) - 1e-6 ? 1 : 0;
  }
  EXPECT_GT(fractional, 0);  // some relaxations had a gap for the search to close
}

}  // namespace
}  // namespace dlx::set_partitioning_lp_test
