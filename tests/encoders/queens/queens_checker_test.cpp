// The independent checker of a placement (queens_checker.cpp): each mistake is caught.
#include <gtest/gtest.h>

#include "encoders/queens/placement.hpp"
#include "encoders/queens/queens_checker.hpp"

namespace dlx::queens::queens_checker_test {
namespace {

TEST(Checker, RejectsEachMistake) {
  EXPECT_EQ(check_queens(4, {1, 3, 0, 2}), std::nullopt);
  EXPECT_NE(check_queens(4, {1, 3, 0}), std::nullopt);      // a row short
  EXPECT_NE(check_queens(4, {1, 3, 0, -1}), std::nullopt);  // an empty row
  EXPECT_NE(check_queens(4, {1, 1, 3, 0}), std::nullopt);   // same column
  EXPECT_NE(check_queens(4, {0, 1, 3, 2}), std::nullopt);   // diagonal
  Placement given;
  given.n = 4;
  given.column_of_row = {2, -1, -1, -1};
  EXPECT_NE(check_queens(4, {1, 3, 0, 2}, &given), std::nullopt);  // moved a given queen
  EXPECT_EQ(check_queens(4, {2, 0, 3, 1}, &given), std::nullopt);
}

}  // namespace
}  // namespace dlx::queens::queens_checker_test
