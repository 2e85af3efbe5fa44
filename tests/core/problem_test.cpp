#include <gtest/gtest.h>
#include <dlx/problem.hpp>

#include <string>

namespace dlx::problem_test {
namespace {

TEST(Problem, KeepsItemsOptionsAndColorsAsGiven) {
  Problem problem;
  const ItemId a = problem.add_primary("a");
  const ItemId x = problem.add_secondary("x");
  const ItemId b = problem.add_primary("b");
  const ColorId red = problem.color("red");
  const OptionId first = problem.add_option({a, OptionEntry(x, red)});
  const OptionId second = problem.add_option({"b", "x:blue"});

  EXPECT_EQ(problem.item_count(), 3u);
  EXPECT_EQ(problem.primary_count(), 2u);
  EXPECT_EQ(problem.secondary_count(), 1u);
  EXPECT_EQ(problem.option_count(), 2u);
  EXPECT_EQ(problem.find_item("b"), b);
  EXPECT_FALSE(problem.find_item("zz").valid());
  EXPECT_EQ(problem.option_text(first), "a x:red");
  EXPECT_EQ(problem.option_text(second), "b x:blue");
  EXPECT_EQ(problem.color("red"), red);  // the same name is the same color
  EXPECT_EQ(problem.color_count(), 2u);
}

TEST(Problem, RejectsAnItemDeclaredTwice) {
  Problem problem;
  problem.add_primary("a");
  EXPECT_THROW(problem.add_secondary("a"), ModelError);
}

TEST(Problem, RejectsBadOptions) {
  Problem problem;
  const ItemId a = problem.add_primary("a");
  const ItemId x = problem.add_secondary("x");
  const ColorId red = problem.color("red");
  EXPECT_THROW(problem.add_option(std::span<const OptionEntry>{}), ModelError);  // empty
  EXPECT_THROW(problem.add_option({a, a}), ModelError);                          // item twice
  EXPECT_THROW(problem.add_option({OptionEntry(a, red)}), ModelError);           // colored primary
  EXPECT_THROW(problem.add_option({x}), ModelError);                             // no primary item
  EXPECT_THROW(problem.add_option({a, ItemId{7}}), ModelError);                  // unknown item
  EXPECT_THROW(problem.add_option({"a", "nope"}), ModelError);
  EXPECT_EQ(problem.option_count(), 0u);  // nothing half-added
}

TEST(Problem, RejectsNamesBeyondTheLimit) {
  Problem problem;
  EXPECT_THROW(problem.add_primary(std::string(ProblemLimits::kMaxNameLength + 1, 'n')),
               LimitError);
  EXPECT_NO_THROW(problem.add_primary(std::string(ProblemLimits::kMaxNameLength, 'n')));
  EXPECT_THROW(problem.add_primary(""), ModelError);
}

TEST(Problem, RejectsItemsAfterOptions) {
  Problem problem;
  const ItemId a = problem.add_primary("a");
  problem.add_option({a});
  EXPECT_THROW(problem.add_primary("b"), ModelError);
}

}  // namespace
}  // namespace dlx::problem_test
