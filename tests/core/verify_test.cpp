#include <gtest/gtest.h>
#include <dlx/verify.hpp>

namespace dlx::verify_test {
namespace {

class VerifyTest : public ::testing::Test {
 protected:
  void SetUp() override {
    a = problem.add_primary("a");
    b = problem.add_primary("b");
    x = problem.add_secondary("x");
    red = problem.color("red");
    blue = problem.color("blue");
    a_red = problem.add_option({a, OptionEntry(x, red)});
    b_red = problem.add_option({b, OptionEntry(x, red)});
    b_blue = problem.add_option({b, OptionEntry(x, blue)});
    b_plain = problem.add_option({b, x});
    ab = problem.add_option({a, b});
  }
  Problem problem;
  ItemId a, b, x;
  ColorId red, blue;
  OptionId a_red, b_red, b_blue, b_plain, ab;
};

TEST_F(VerifyTest, AcceptsCoversThatAgreeOnColors) {
  EXPECT_EQ(verify_solution(problem, std::vector<OptionId>{a_red, b_red}), std::nullopt);
  EXPECT_EQ(verify_solution(problem, std::vector<OptionId>{ab}), std::nullopt);
}

TEST_F(VerifyTest, RejectsEachKindOfMistake) {
  EXPECT_NE(verify_solution(problem, std::vector<OptionId>{a_red, b_blue}), std::nullopt);
  EXPECT_NE(verify_solution(problem, std::vector<OptionId>{a_red, b_plain}), std::nullopt);
  EXPECT_NE(verify_solution(problem, std::vector<OptionId>{a_red}), std::nullopt);  // b uncovered
  EXPECT_NE(verify_solution(problem, std::vector<OptionId>{ab, b_red}), std::nullopt);  // b twice
  EXPECT_NE(verify_solution(problem, std::vector<OptionId>{ab, ab}), std::nullopt);
  EXPECT_NE(verify_solution(problem, std::vector<OptionId>{OptionId{99}}), std::nullopt);
}

}  // namespace
}  // namespace dlx::verify_test
