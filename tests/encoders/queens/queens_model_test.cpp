// The n-queens model (queens_model.cpp): the organ-pipe item order, given queens, the shuffle.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "encoders/queens/placement.hpp"
#include "encoders/queens/queens_model.hpp"

namespace dlx::queens::queens_model_test {
namespace {

TEST(OrganPipe, MiddleFirstThenOutwards) {
  EXPECT_EQ(organ_pipe_order(1), (std::vector<int>{0}));
  EXPECT_EQ(organ_pipe_order(5), (std::vector<int>{2, 3, 1, 4, 0}));
  EXPECT_EQ(organ_pipe_order(6), (std::vector<int>{2, 3, 1, 4, 0, 5}));
  for (int n = 1; n < 40; ++n) {
    std::vector<int> order = organ_pipe_order(n);
    std::sort(order.begin(), order.end());
    for (int k = 0; k < n; ++k) ASSERT_EQ(order[static_cast<std::size_t>(k)], k) << n;
  }
}

TEST(Model, GivenQueensLeaveOnlyCompatibleSquares) {
  Placement given;
  given.n = 8;
  given.column_of_row = {-1, 2, -1, -1, -1, -1, -1, -1};
  const QueensModel model = build_queens_model(8, ItemOrder::kOrganPipe, &given);
  for (const Square& square : model.square_of_option) {
    if (square.row == 1) {
      EXPECT_EQ(square.column, 2);
    } else {
      EXPECT_NE(square.column, 2);
      EXPECT_NE(std::abs(square.row - 1), std::abs(square.column - 2));
    }
  }
}

TEST(Model, ShuffleIsReproducible) {
  const QueensModel a = build_queens_model(10, ItemOrder::kOrganPipe, nullptr, 7);
  const QueensModel b = build_queens_model(10, ItemOrder::kOrganPipe, nullptr, 7);
  const QueensModel c = build_queens_model(10, ItemOrder::kOrganPipe, nullptr, 8);
  auto squares = [](const QueensModel& m) {
    std::vector<std::pair<int, int>> list;
    for (const Square& s : m.square_of_option) list.emplace_back(s.row, s.column);
    return list;
  };
  EXPECT_EQ(squares(a), squares(b));
  EXPECT_NE(squares(a), squares(c));
  EXPECT_EQ(a.problem.option_count(), 100u);
}

TEST(Model, TheCheckIsCalledWhileBuildingAndMayStopIt) {
  // Once per row while the squares are listed, and every 4096 options while they are added.
  int checks = 0;
  const QueensModel model =
      build_queens_model(100, ItemOrder::kOrganPipe, nullptr, std::nullopt, [&] { ++checks; });
  EXPECT_EQ(model.problem.option_count(), 10000u);
  EXPECT_EQ(checks, 100 + 3);
  struct Stop {};
  EXPECT_THROW(
      build_queens_model(100, ItemOrder::kOrganPipe, nullptr, std::nullopt, [] { throw Stop{}; }),
      Stop);
}

}  // namespace
}  // namespace dlx::queens::queens_model_test
