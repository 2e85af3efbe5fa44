// The diagram of all solutions (Solver::diagram, dlx/solution_diagram.hpp): its text, read back
// by a reader of its own here, holds exactly the brute force's solutions; its counts by size are
// the brute force's; its samples are solutions, drawn uniformly (a chi-square test).
#include <gtest/gtest.h>
#include <dlx/dlx.hpp>
#include <dlx/solution_diagram.hpp>

#include <cstdio>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/brute_force.hpp"
#include "tests/support/zdd_reader.hpp"

namespace dlx::solution_diagram_test {
namespace {

SolverOptions diagram_options(MemoOrder order, std::uint64_t cache_bytes = 1 << 20) {
  SolverOptions options;
  options.memo_order = order;
  options.memo_cache_bytes = cache_bytes;
  return options;
}

std::string zdd_text(const SolutionDiagram& diagram) {
  std::ostringstream out;
  diagram.write_zdd(out);
  return out.str();
}

TEST(SolutionDiagram, HoldsExactlyTheBruteForceSolutions) {
  std::mt19937 rng(2904);
  testing::RandomShape shape;
  shape.max_upper = 3;
  int with_solutions = 0;
  for (int k = 0; k < 200; ++k) {
    const Problem problem = testing::random_problem(rng, shape);
    const std::set<std::vector<int>> expected = testing::brute_force_solutions(problem);
    with_solutions += expected.empty() ? 0 : 1;
    std::vector<Count> by_size;
    for (const auto& solution : expected) {
      if (by_size.size() <= solution.size()) by_size.resize(solution.size() + 1, 0);
      by_size[solution.size()] += 1;
    }
    for (const MemoOrder order :
         {MemoOrder::kDeclared, MemoOrder::kFrontier, MemoOrder::kMrv, MemoOrder::kAuto}) {
      // A cache of one bucket forgets subproblems: the diagram grows, and stays right.
      for (const std::uint64_t cache : {std::uint64_t{1} << 20, std::uint64_t{64}}) {
        Solver solver(problem, diagram_options(order, cache));
        const DiagramResult built = solver.diagram();
        ASSERT_TRUE(built.diagram) << "instance " << k;
        EXPECT_EQ(built.diagram->count(), expected.size()) << "instance " << k;
        EXPECT_EQ(solution_count(built.result), expected.size()) << "instance " << k;
        EXPECT_EQ(testing::read_zdd_family(zdd_text(*built.diagram)), expected) << "instance " << k;
        EXPECT_EQ(built.diagram->count_by_size(), by_size) << "instance " << k;
      }
    }
  }
  EXPECT_GT(with_solutions, 60);
}

TEST(SolutionDiagram, ForcedOptionsAreInEverySolutionAndExcludedInNone) {
  std::mt19937 rng(2905);
  testing::RandomShape shape;
  for (int k = 0; k < 100; ++k) {
    const Problem problem = testing::random_problem(rng, shape);
    std::uniform_int_distribution<int> pick(0, static_cast<int>(problem.option_count()) - 1);
    const OptionId forced[] = {OptionId{pick(rng)}};
    const OptionId excluded[] = {OptionId{pick(rng)}};
    std::set<std::vector<int>> expected;
    for (const auto& solution : testing::brute_force_solutions(problem)) {
      const bool has_forced =
          std::find(solution.begin(), solution.end(), forced[0].value) != solution.end();
      const bool has_excluded =
          std::find(solution.begin(), solution.end(), excluded[0].value) != solution.end();
      if (has_forced && (!has_excluded || forced[0] == excluded[0])) expected.insert(solution);
    }
    SearchLimits limits;
    limits.forced = forced;
    limits.excluded = excluded;
    Solver solver(problem, diagram_options(MemoOrder::kFrontier));
    const DiagramResult built = solver.diagram(limits);
    ASSERT_TRUE(built.diagram);
    EXPECT_EQ(testing::read_zdd_family(zdd_text(*built.diagram)), expected) << "instance " << k;
  }
}

// Domino tilings of a rows x columns board: 36 of the 4x4 board.
Problem domino_board(int rows, int columns) {
  Problem problem;
  std::vector<ItemId> cell;
  for (int k = 0; k < rows * columns; ++k)
    cell.push_back(problem.add_primary("c" + std::to_string(k)));
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < columns; ++c) {
      if (c + 1 < columns) problem.add_option({cell[r * columns + c], cell[r * columns + c + 1]});
      if (r + 1 < rows) problem.add_option({cell[r * columns + c], cell[(r + 1) * columns + c]});
    }
  }
  return problem;
}

TEST(SolutionDiagram, SamplesAreSolutionsDrawnUniformly) {
  const Problem problem = domino_board(4, 4);
  const std::set<std::vector<int>> solutions = testing::brute_force_solutions(problem);
  ASSERT_EQ(solutions.size(), 36u);
  Solver solver(problem, diagram_options(MemoOrder::kFrontier));
  const DiagramResult built = solver.diagram();
  ASSERT_TRUE(built.diagram);
  Random random(29);
  std::map<std::vector<int>, int> drawn;
  constexpr int kDraws = 3600;
  for (int k = 0; k < kDraws; ++k) {
    std::vector<int> solution;
    for (const OptionId o : built.diagram->sample(random)) solution.push_back(o.value);
    std::sort(solution.begin(), solution.end());
    ASSERT_TRUE(solutions.count(solution) != 0) << "draw " << k << " is no solution";
    ++drawn[solution];
  }
  // Pearson's chi-square against the uniform distribution, 35 degrees of freedom: 66.6 is its
  // 0.999 quantile, so a fair sampler fails with this seed only by a 1-in-1000 bad luck that
  // the fixed seed makes reproducible; a sampler that favoured some tilings (a path's branch
  // taken with probability 1/2 instead of its share) gives hundreds.
  const double expected = static_cast<double>(kDraws) / 36;
  double chi_square = 0;
  for (const auto& solution : solutions) {
    const double seen = drawn[solution];
    chi_square += (seen - expected) * (seen - expected) / expected;
  }
  EXPECT_LT(chi_square, 66.6);
  // The same seed draws the same solutions.
  Random again(29);
  Random first(29);
  for (int k = 0; k < 20; ++k)
    EXPECT_EQ(built.diagram->sample(again), built.diagram->sample(first));
}

TEST(SolutionDiagram, NoSolutionGivesTheEmptyFamily) {
  const Problem problem = domino_board(3, 3);
  Solver solver(problem, diagram_options(MemoOrder::kFrontier));
  const DiagramResult built = solver.diagram();
  ASSERT_TRUE(built.diagram);
  EXPECT_EQ(built.diagram->count(), 0);
  EXPECT_TRUE(built.diagram->count_by_size().empty());
  Random random(1);
  EXPECT_TRUE(built.diagram->sample(random).empty());
  EXPECT_TRUE(testing::read_zdd_family(zdd_text(*built.diagram)).empty());
}

TEST(SolutionDiagram, RefusesToPassItsBudget) {
  const Problem problem = domino_board(6, 6);
  Solver solver(problem, diagram_options(MemoOrder::kFrontier));
  EXPECT_THROW(solver.diagram({}, 1024), DiagramTooLarge);
  EXPECT_TRUE(solver.diagram({}, 1 << 20).diagram);
}

TEST(SolutionDiagram, CountsAsTheMemoizedCountDoes) {
  const Problem problem = domino_board(12, 12);
  Solver solver(problem, diagram_options(MemoOrder::kFrontier, std::uint64_t{64} << 20));
  const DiagramResult built = solver.diagram();
  ASSERT_TRUE(built.diagram);
  SolverOptions counting = diagram_options(MemoOrder::kFrontier, std::uint64_t{64} << 20);
  counting.memo = Memo::kOn;
  Solver counter(problem, counting);
  EXPECT_EQ(built.diagram->count(), solution_count(counter.count()));
  const std::vector<Count> by_size = built.diagram->count_by_size();
  ASSERT_EQ(by_size.size(), 73u);
  EXPECT_EQ(by_size[72], built.diagram->count());
}

}  // namespace
}  // namespace dlx::solution_diagram_test
