// The engine against a brute-force enumerator on hundreds of random small instances, with
// secondary items and colors.
#include <gtest/gtest.h>
#include <dlx/dlx.hpp>

#include <algorithm>
#include <random>

#include "tests/support/brute_force.hpp"

namespace dlx::random_instances_test {
namespace {

std::set<std::vector<int>> engine_solutions(const Problem& problem, SearchResult& result) {
  std::set<std::vector<int>> solutions;
  Solver solver(problem);
  result = solver.search([&](SolutionView solution) {
    EXPECT_EQ(verify_solution(problem, solution), std::nullopt);
    std::vector<int> sorted;
    for (OptionId option : solution) sorted.push_back(option.value);
    std::sort(sorted.begin(), sorted.end());
    EXPECT_TRUE(solutions.insert(sorted).second) << "the engine reported a solution twice";
    return VisitControl::kContinue;
  });
  return solutions;
}

void compare_on_random_instances(const testing::RandomShape& shape, unsigned seed, int count) {
  std::mt19937 rng(seed);
  std::uint64_t total = 0;
  int with_bounds = 0;
  for (int k = 0; k < count; ++k) {
    const Problem problem = testing::random_problem(rng, shape);
    with_bounds += problem.has_multiplicities() ? 1 : 0;
    SearchResult result;
    const auto found = engine_solutions(problem, result);
    const auto expected = testing::brute_force_solutions(problem);
    ASSERT_EQ(found, expected) << "instance " << k << " of seed " << seed;
    EXPECT_EQ(result.stats.solutions, expected.size());
    EXPECT_EQ(Solver(problem).count().stats.solutions, expected.size());
    total += expected.size();

    // Forcing one or two options keeps exactly the solutions that contain them.
    Solver solver(problem);
    const std::uint64_t pristine = solver.fingerprint();
    std::uniform_int_distribution<int> pick(0, static_cast<int>(problem.option_count()) - 1);
    const std::vector<OptionId> forced = {OptionId{pick(rng)}, OptionId{pick(rng)}};
    // (Forcing one option twice is a clash: it cannot be chosen twice. Not what this compares.)
    for (std::size_t how_many = 1; how_many <= (forced[0] == forced[1] ? 1u : 2u); ++how_many) {
      SearchLimits limits;
      limits.forced = std::span<const OptionId>(forced).first(how_many);
      std::set<std::vector<int>> with_forced;
      solver.search(
          [&](SolutionView solution) {
            EXPECT_EQ(verify_solution(problem, solution), std::nullopt);
            for (std::size_t k = 0; k < how_many; ++k) EXPECT_EQ(solution[k], forced[k]);
            std::vector<int> sorted;
            for (OptionId option : solution) sorted.push_back(option.value);
            std::sort(sorted.begin(), sorted.end());
            with_forced.insert(sorted);
            return VisitControl::kContinue;
          },
          limits);
      std::set<std::vector<int>> wanted;
      for (const auto& solution : expected) {
        bool has_all = true;
        for (std::size_t k = 0; k < how_many; ++k) {
          has_all =
              has_all && std::binary_search(solution.begin(), solution.end(), forced[k].value);
        }
        if (has_all) wanted.insert(solution);
      }
      ASSERT_EQ(with_forced, wanted) << "instance " << k << " forcing " << how_many;
      EXPECT_EQ(solver.fingerprint(), pristine);
    }
  }
  // The generator must produce instances that have solutions, or the comparison proves little.
  EXPECT_GT(total, static_cast<std::uint64_t>(count) / 4);
  // And with multiplicities when asked for, or Algorithm M goes untested.
  if (shape.max_upper > 1) {
    EXPECT_GT(with_bounds, count / 2);
  }
}

TEST(RandomInstances, PrimaryItemsOnly) {
  compare_on_random_instances({.max_primary = 7,
                               .max_secondary = 0,
                               .max_colors = 0,
                               .max_options = 16,
                               .max_option_size = 3},
                              1, 300);
}

TEST(RandomInstances, WithSecondaryItems) {
  compare_on_random_instances({.max_primary = 6,
                               .max_secondary = 4,
                               .max_colors = 0,
                               .max_options = 16,
                               .max_option_size = 4},
                              2, 300);
}

TEST(RandomInstances, WithColors) {
  compare_on_random_instances({.max_primary = 5,
                               .max_secondary = 3,
                               .max_colors = 2,
                               .max_options = 18,
                               .max_option_size = 4},
                              3, 400);
}

TEST(RandomInstances, WithManyColorsAndLongOptions) {
  compare_on_random_instances({.max_primary = 6,
                               .max_secondary = 5,
                               .max_colors = 4,
                               .max_options = 18,
                               .max_option_size = 6},
                              4, 300);
}

// Algorithm M: primary items with bounds u:v (including 0:v, optional items).
TEST(RandomInstances, WithMultiplicities) {
  compare_on_random_instances({.max_primary = 5,
                               .max_secondary = 0,
                               .max_colors = 0,
                               .max_options = 14,
                               .max_option_size = 3,
                               .max_upper = 3},
                              5, 400);
}

TEST(RandomInstances, WithMultiplicitiesSecondaryItemsAndColors) {
  compare_on_random_instances({.max_primary = 5,
                               .max_secondary = 3,
                               .max_colors = 2,
                               .max_options = 16,
                               .max_option_size = 4,
                               .max_upper = 4},
                              6, 400);
}

}  // namespace
}  // namespace dlx::random_instances_test
