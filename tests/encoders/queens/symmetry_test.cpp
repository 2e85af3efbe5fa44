// The symmetries of the square acting on placements (symmetry.cpp): one solution per class.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "encoders/queens/queens_checker.hpp"
#include "encoders/queens/symmetry.hpp"

namespace dlx::queens::symmetry_test {
namespace {

TEST(Symmetry, EightDistinctImagesOfAnAsymmetricSolution) {
  const std::vector<int> solution = {0, 4, 7, 5, 2, 6, 1, 3};  // an 8-queens solution
  std::set<std::vector<int>> images;
  for (int k = 0; k < 8; ++k) {
    const std::vector<int> image = transformed(solution, k);
    EXPECT_EQ(check_queens(8, image), std::nullopt) << "symmetry " << k;
    images.insert(image);
  }
  EXPECT_EQ(images.size(), 8u);
  EXPECT_EQ(transformed(solution, 0), solution);
  // Rotating four times, or mirroring twice, is the identity.
  std::vector<int> turned = solution;
  for (int k = 0; k < 4; ++k) turned = transformed(turned, 1);
  EXPECT_EQ(turned, solution);
  EXPECT_EQ(transformed(transformed(solution, 4), 4), solution);
  // Exactly one image is canonical.
  int canonical = 0;
  for (const auto& image : images) canonical += is_canonical(image) ? 1 : 0;
  EXPECT_EQ(canonical, 1);
}

TEST(Symmetry, SymmetricSolutionIsCountedOnce) {
  // The only 6-queens class is symmetric under a half turn: its orbit has 4 members, not 8.
  const std::vector<int> solution = {1, 3, 5, 0, 2, 4};
  ASSERT_EQ(check_queens(6, solution), std::nullopt);
  EXPECT_EQ(transformed(solution, 2), solution);
  std::set<std::vector<int>> images;
  for (int k = 0; k < 8; ++k) images.insert(transformed(solution, k));
  EXPECT_EQ(images.size(), 4u);
  int canonical = 0;
  for (const auto& image : images) canonical += is_canonical(image) ? 1 : 0;
  EXPECT_EQ(canonical, 1);
}

}  // namespace
}  // namespace dlx::queens::symmetry_test
