// remaining_problem against a brute force: the solutions of what remains once some options are
// forced are exactly the solutions of the original that contain them, less them; on random small
// instances with secondary items, colors and multiplicities.
#include <dlx/remaining_problem.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "tests/support/brute_force.hpp"

namespace dlx::remaining_problem_test {
namespace {

// The solutions of the original that contain every forced option, without them, as sets of
// original option numbers.
std::set<std::vector<int>> expected_remaining(const std::set<std::vector<int>>& solutions,
                                              const std::vector<int>& forced) {
  std::set<std::vector<int>> remaining;
  for (const std::vector<int>& solution : solutions) {
    if (!std::includes(solution.begin(), solution.end(), forced.begin(), forced.end())) continue;
    std::vector<int> rest;
    std::set_difference(solution.begin(), solution.end(), forced.begin(), forced.end(),
                        std::back_inserter(rest));
    remaining.insert(rest);
  }
  return remaining;
}

// The solutions of the remaining problem, in original option numbers.
std::set<std::vector<int>> found_remaining(const RemainingProblem& remaining) {
  std::set<std::vector<int>> found;
  for (const std::vector<int>& solution : testing::brute_force_solutions(remaining.problem)) {
    std::vector<int> original;
    for (int option : solution) {
      original.push_back(remaining.original_option[static_cast<std::size_t>(option)].value);
    }
    std::sort(original.begin(), original.end());
    found.insert(original);
  }
  return found;
}

void compare_on_random_instances(const testing::RandomShape& shape, unsigned seed, int count) {
  std::mt19937 rng(seed);
  int contradictions = 0;
  int with_solutions = 0;
  for (int k = 0; k < count; ++k) {
    const Problem problem = testing::random_problem(rng, shape);
    const auto solutions = testing::brute_force_solutions(problem);
    // Force the options of a solution in half the cases (so that there is something left to find),
    // random ones otherwise (so that contradictions and empty remains happen too).
    std::vector<int> forced;
    std::uniform_int_distribution<int> pick(0, static_cast<int>(problem.option_count()) - 1);
    if (!solutions.empty() && k % 2 == 0) {
      std::vector<int> solution =
          *std::next(solutions.begin(), static_cast<long>(k) % static_cast<long>(solutions.size()));
      std::shuffle(solution.begin(), solution.end(), rng);
      solution.resize(std::min<std::size_t>(solution.size(), 1 + static_cast<std::size_t>(k % 3)));
      forced = solution;
    } else {
      for (int n = 1 + k % 2; n > 0; --n) forced.push_back(pick(rng));
    }
    std::vector<OptionId> forced_ids;
    for (int option : forced) forced_ids.push_back(OptionId{option});
    std::sort(forced.begin(), forced.end());
    const bool duplicated = std::adjacent_find(forced.begin(), forced.end()) != forced.end();

    const RemainingProblem remaining = remaining_problem(problem, forced_ids);
    const auto expected = expected_remaining(solutions, forced);
    if (remaining.contradiction) {
      ++contradictions;
      EXPECT_TRUE(expected.empty() || duplicated)
          << "instance " << k << ": '" << *remaining.contradiction
          << "' though solutions contain the forced options";
      continue;
    }
    EXPECT_FALSE(duplicated) << "instance " << k << ": an option forced twice is a contradiction";
    ASSERT_EQ(found_remaining(remaining), expected) << "instance " << k << " of seed " << seed;
    EXPECT_EQ(remaining.problem.option_count() + remaining.options_removed, problem.option_count());
    EXPECT_EQ(remaining.problem.item_count() + remaining.items_removed, problem.item_count());
    if (!expected.empty()) ++with_solutions;
  }
  // Both branches must be exercised, or the comparison proves little.
  EXPECT_GT(contradictions, count / 20);
  EXPECT_GT(with_solutions, count / 5);
}

TEST(RemainingProblem, PrimaryItemsOnly) {
  compare_on_random_instances({.max_primary = 7,
                               .max_secondary = 0,
                               .max_colors = 0,
                               .max_options = 16,
                               .max_option_size = 3},
                              11, 300);
}

TEST(RemainingProblem, SecondaryItemsAndColors) {
  compare_on_random_instances({.max_primary = 5,
                               .max_secondary = 4,
                               .max_colors = 3,
                               .max_options = 18,
                               .max_option_size = 5},
                              12, 400);
}

TEST(RemainingProblem, Multiplicities) {
  compare_on_random_instances({.max_primary = 5,
                               .max_secondary = 3,
                               .max_colors = 2,
                               .max_options = 16,
                               .max_option_size = 4,
                               .max_upper = 4},
                              13, 400);
}

TEST(RemainingProblem, KeepsNamesBoundsAndOrderAndDropsWhatIsUsedUp) {
  Problem problem;
  problem.add_primary("a");
  problem.add_secondary("x");
  problem.add_primary("b", {2, 3});
  problem.add_secondary("y");
  problem.add_secondary("z");
  problem.add_option({"a", "b", "x:red"});  // 0: forced
  problem.add_option({"a"});                // 1: a is used up
  problem.add_option({"b", "x:red", "z"});  // 2: stays, without x (its color is the forced one)
  problem.add_option({"b", "x:blue"});      // 3: another color of x
  problem.add_option({"b", "x"});           // 4: x without color
  problem.add_option({"b", "y"});           // 5: stays, with y
  const std::vector<OptionId> forced = {OptionId{0}};
  const RemainingProblem remaining = remaining_problem(problem, forced);
  ASSERT_FALSE(remaining.contradiction);
  const Problem& left = remaining.problem;
  ASSERT_EQ(left.item_count(), 3u);  // b, y, z: a and x are gone
  EXPECT_EQ(left.item_name(ItemId{0}), "b");
  EXPECT_EQ(left.multiplicity(ItemId{0}), (Multiplicity{1, 2}));
  EXPECT_EQ(left.item_name(ItemId{1}), "y");
  EXPECT_EQ(left.item_name(ItemId{2}), "z");
  ASSERT_EQ(left.option_count(), 2u);
  EXPECT_EQ(left.option_text(OptionId{0}), "b z");
  EXPECT_EQ(left.option_text(OptionId{1}), "b y");
  EXPECT_EQ(remaining.original_option, (std::vector<OptionId>{OptionId{2}, OptionId{5}}));
  EXPECT_EQ(remaining.options_removed, 4u);
  EXPECT_EQ(remaining.items_removed, 2u);
}

TEST(RemainingProblem, SaysWhyForcedOptionsClash) {
  Problem problem;
  problem.add_primary("a");
  problem.add_primary("b");
  problem.add_secondary("x");
  problem.add_option({"a", "x:red"});
  problem.add_option({"b", "x:blue"});
  problem.add_option({"a"});
  const std::vector<OptionId> colors = {OptionId{0}, OptionId{1}};
  EXPECT_EQ(remaining_problem(problem, colors).contradiction,
            "two forced options name secondary item 'x' with different colors");
  const std::vector<OptionId> twice_a = {OptionId{0}, OptionId{2}};
  EXPECT_EQ(remaining_problem(problem, twice_a).contradiction,
            "the forced options cover item 'a' 2 times, and it may be covered at most 1");
  const std::vector<OptionId> repeated = {OptionId{2}, OptionId{2}};
  EXPECT_EQ(remaining_problem(problem, repeated).contradiction, "option 2 is forced twice");
  const std::vector<OptionId> unknown = {OptionId{3}};
  EXPECT_THROW(remaining_problem(problem, unknown), std::out_of_range);
}

}  // namespace
}  // namespace dlx::remaining_problem_test
