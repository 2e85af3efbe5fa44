// The queens encoder's parts: item order, symmetries, placement parsing, the checker.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <sstream>

#include <dlx/text/input_error.hpp>

#include "encoders/queens/placement.hpp"
#include "encoders/queens/queens_checker.hpp"
#include "encoders/queens/queens_model.hpp"
#include "encoders/queens/symmetry.hpp"

namespace dlx::queens {
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

std::vector<Placement> parse(const std::string& text) {
  std::istringstream in(text);
  return read_placements(in, "p.txt");
}

TEST(Placements, NumbersAndBoards) {
  const auto placements = parse(
      "# two placements\n"
      "0 3 0 0 0 0 0 0\n"
      "\n"
      ". . Q .\n"
      "....\n"
      "Q . . .\n"
      ". . . .\n");
  ASSERT_EQ(placements.size(), 2u);
  EXPECT_EQ(placements[0].n, 8);
  EXPECT_EQ(placements[0].column_of_row, (std::vector<int>{-1, 2, -1, -1, -1, -1, -1, -1}));
  EXPECT_EQ(placements[0].line, 2u);
  EXPECT_EQ(placements[1].n, 4);
  EXPECT_EQ(placements[1].column_of_row, (std::vector<int>{2, -1, 0, -1}));
  EXPECT_TRUE(placements[1].drawn);
  EXPECT_EQ(placements[1].queens(), 2);
}

TEST(Placements, MalformedInputNamesTheLine) {
  struct Case {
    std::string text;
    std::size_t line;
    const char* says;
  };
  for (const Case& bad : std::vector<Case>{
           {"1 2 x\n", 1, "not a column number"},
           {"1 2 -3\n", 1, "not a column number"},
           {"# nothing\n", 1, "no placement"},
           {"1 9 0\n", 1, "only 3 columns"},
           {"..\n...\n", 2, "has 3 squares"},
           {"Q.Q\n...\n...\n", 1, "two queens in row 1"},
           {"...\n...\n", 2, "must be square"},
           {"...\n.X.\n...\n", 2, "expected 'Q'"},
           {"..\n..\n..\n", 3, "more rows"},
       }) {
    try {
      parse(bad.text);
      ADD_FAILURE() << "no error for " << bad.text;
    } catch (const InputError& e) {
      EXPECT_EQ(e.line(), bad.line) << e.what();
      EXPECT_NE(std::string(e.what()).find(bad.says), std::string::npos) << e.what();
    }
  }
}

TEST(Placements, ConflictsAreDescribed) {
  Placement column;
  column.n = 4;
  column.column_of_row = {1, -1, 1, -1};
  EXPECT_NE(find_conflict(column).value_or("").find("same column"), std::string::npos);
  Placement diagonal;
  diagonal.n = 4;
  diagonal.column_of_row = {0, -1, 2, -1};
  EXPECT_NE(find_conflict(diagonal).value_or("").find("row 1 column 1 and row 3 column 3"),
            std::string::npos);
  Placement fine;
  fine.n = 4;
  fine.column_of_row = {1, 3, -1, -1};
  EXPECT_EQ(find_conflict(fine), std::nullopt);
}

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

}  // namespace
}  // namespace dlx::queens
