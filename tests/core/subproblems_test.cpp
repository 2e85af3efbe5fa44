// SubproblemSplitter: the paths of one depth partition the tree, searched in order they give the
// solutions of one thread in its order, a path split again gives its children in its place, and
// the split honours the limits that end it.
#include <gtest/gtest.h>
#include <dlx/dlx.hpp>
#include <dlx/subproblems.hpp>

#include <algorithm>
#include <atomic>
#include <random>
#include <set>
#include <vector>

#include "tests/support/brute_force.hpp"
#include "tests/support/queens_problem.hpp"
#include "tests/support/solution_sequence.hpp"

namespace dlx::subproblems_test {
namespace {

using Sequence = std::vector<std::vector<OptionId>>;

Sequence one_thread_sequence(const Problem& problem, SolverOptions options = {},
                             std::span<const OptionId> forced = {}) {
  SearchLimits limits;
  limits.forced = forced;
  return testing::solution_sequence(problem, options, limits);
}

// The solutions of the subproblems, searched one after the other in the order of the split.
Sequence sequence_of(const Problem& problem, const SubproblemSplit& split,
                     SolverOptions options = {}) {
  Sequence sequence;
  Solver solver(problem, options);
  for (const std::vector<OptionId>& path : split.paths) {
    for (std::vector<OptionId>& solution : one_thread_sequence(problem, options, path)) {
      sequence.push_back(std::move(solution));
    }
  }
  return sequence;
}

std::set<std::vector<int>> as_sorted_set(const Sequence& sequence) {
  std::set<std::vector<int>> solutions;
  for (const std::vector<OptionId>& solution : sequence) {
    std::vector<int> sorted;
    for (OptionId option : solution) sorted.push_back(option.value);
    std::sort(sorted.begin(), sorted.end());
    solutions.insert(sorted);
  }
  return solutions;
}

TEST(Subproblems, EveryDepthPartitionsTheTreeInOneThreadOrder) {
  std::mt19937 rng(15);
  const testing::RandomShape shape{.max_primary = 9,
                                   .max_secondary = 4,
                                   .max_colors = 2,
                                   .max_options = 40,
                                   .max_option_size = 4};
  std::uint64_t solutions = 0;
  for (int k = 0; k < 150; ++k) {
    const Problem problem = testing::random_problem(rng, shape);
    const std::set<std::vector<int>> expected = testing::brute_force_solutions(problem);
    const Sequence one = one_thread_sequence(problem);
    ASSERT_EQ(as_sorted_set(one), expected) << "instance " << k;
    SubproblemSplitter splitter(problem);
    ASSERT_TRUE(splitter.can_split());
    for (std::size_t depth = 1; depth <= 4; ++depth) {
      const SubproblemSplit split = splitter.split(depth);
      ASSERT_TRUE(split.result.complete());
      EXPECT_EQ(split.depth, depth);
      // The cut nodes are an antichain: no path leads through another's node.
      for (const std::vector<OptionId>& path : split.paths) {
        for (const std::vector<OptionId>& other : split.paths) {
          if (&path == &other || other.size() < path.size()) continue;
          EXPECT_FALSE(std::equal(path.begin(), path.end(), other.begin()))
              << "instance " << k << ", depth " << depth;
        }
      }
      // Each subproblem searched alone; together, one thread's sequence, so no solution is
      // counted twice or lost.
      EXPECT_EQ(sequence_of(problem, split), one) << "instance " << k << ", depth " << depth;
    }
    solutions += expected.size();
  }
  EXPECT_GT(solutions, 150u);  // instances with solutions, or the comparison proves little
}

TEST(Subproblems, SplittingAPathAgainGivesItsChildrenInItsPlace) {
  const Problem problem = testing::queens_problem(8);
  SubproblemSplitter splitter(problem);
  const SubproblemSplit top = splitter.split(2);
  ASSERT_GT(top.paths.size(), 10u);
  SubproblemSplit refined;
  for (const std::vector<OptionId>& path : top.paths) {
    SearchLimits limits;
    limits.forced = path;
    const SubproblemSplit children = splitter.split(1, limits);
    ASSERT_TRUE(children.result.complete());
    for (const std::vector<OptionId>& child : children.paths) {
      // A child extends its parent's path by one option, or is the parent itself when the
      // parent is a solution.
      ASSERT_GE(child.size(), path.size());
      EXPECT_TRUE(std::equal(path.begin(), path.end(), child.begin()));
      refined.paths.push_back(child);
    }
  }
  EXPECT_EQ(refined.paths, splitter.split(3).paths);
  EXPECT_EQ(sequence_of(problem, refined), one_thread_sequence(problem));
}

TEST(Subproblems, SplitIntoGoesDeepEnoughAndNoDeeper) {
  const Problem problem = testing::queens_problem(9);
  SubproblemSplitter splitter(problem);
  const SubproblemSplit split = splitter.split_into(200);
  EXPECT_GE(split.paths.size(), 200u);
  EXPECT_LT(splitter.split(split.depth - 1).paths.size(), 200u);
  EXPECT_EQ(sequence_of(problem, split), one_thread_sequence(problem));

  // A tree with fewer nodes than wanted: the deepest split is the whole tree's leaves.
  const Problem four = testing::queens_problem(4);  // 2 solutions
  const SubproblemSplit all = SubproblemSplitter(four).split_into(1000);
  EXPECT_TRUE(all.result.complete());
  EXPECT_EQ(all.paths, one_thread_sequence(four));
}

TEST(Subproblems, ForcedMovesDoNotCountTowardsTheDepth) {
  // 20 forced moves, then 6-queens, whose first choice is among the 6 squares of row 0. Counted
  // in levels, depth 1 was the one node after the first forced move.
  const Problem problem = testing::queens_behind_forced_moves(6, 20);
  for (const EngineEntry& entry : all_engines()) {
    const EngineKind engine = entry.kind;
    SolverOptions options;
    options.engine = engine;
    SubproblemSplitter splitter(problem, options);
    const SubproblemSplit split = splitter.split(1);
    ASSERT_TRUE(split.result.complete());
    ASSERT_EQ(split.paths.size(), 6u);
    for (const std::vector<OptionId>& path : split.paths) EXPECT_EQ(path.size(), 21u);
    EXPECT_EQ(sequence_of(problem, split, options), one_thread_sequence(problem, options));
    EXPECT_EQ(one_thread_sequence(problem, options).size(), 4u);  // 6-queens
    // Each node's own split gives its children, past the forced moves below it.
    const SubproblemSplit deeper = splitter.split(2);
    EXPECT_GT(deeper.paths.size(), split.paths.size());
    EXPECT_EQ(sequence_of(problem, deeper, options), one_thread_sequence(problem, options));
  }
}

TEST(Subproblems, ASeedAndAHeuristicShapeTheSplitAsTheyShapeTheSolver) {
  const Problem problem = testing::queens_problem(8);
  for (const Heuristic heuristic : {Heuristic::kAuto, Heuristic::kMrv, Heuristic::kWeighted}) {
    SolverOptions options{std::uint64_t{7}};
    options.heuristic = heuristic;
    SubproblemSplitter splitter(problem, options);
    // The weighted choice learns as it goes, so only its solution set is the one-thread one.
    const Sequence split_order = sequence_of(problem, splitter.split(3), options);
    if (heuristic == Heuristic::kWeighted) {
      EXPECT_EQ(as_sorted_set(split_order), as_sorted_set(one_thread_sequence(problem, options)));
    } else {
      EXPECT_EQ(split_order, one_thread_sequence(problem, options));
    }
  }
}

TEST(Subproblems, ForcedOptionsStayAtTheFrontOfEveryPath) {
  const Problem problem = testing::queens_problem(8);
  Solver solver(problem);
  const FirstSolution first = solver.first();
  ASSERT_TRUE(first.found);
  const std::vector<OptionId> forced = {first.options[0]};
  SearchLimits limits;
  limits.forced = forced;
  const SubproblemSplit split = SubproblemSplitter(problem).split(2, limits);
  ASSERT_FALSE(split.paths.empty());
  for (const std::vector<OptionId>& path : split.paths) EXPECT_EQ(path.front(), forced[0]);
  EXPECT_EQ(sequence_of(problem, split), one_thread_sequence(problem, {}, forced));
}

TEST(Subproblems, MultiplicitiesCannotBeSplit) {
  Problem problem;
  const ItemId a = problem.add_primary("a", Multiplicity{1, 2});
  problem.add_option({a});
  SubproblemSplitter splitter(problem);
  EXPECT_FALSE(splitter.can_split());
  EXPECT_THROW(splitter.split(1), std::logic_error);
}

TEST(Subproblems, StopFlagEndsTheSplit) {
  const Problem problem = testing::queens_problem(12);
  std::atomic<bool> stop{true};
  SearchLimits limits;
  limits.stop_flag = &stop;
  const SubproblemSplit split = SubproblemSplitter(problem).split(6, limits);
  EXPECT_EQ(split.result.status, SearchStatus::kInterrupted);
  EXPECT_THROW(SubproblemSplitter(problem).split(0), std::invalid_argument);
}

}  // namespace
}  // namespace dlx::subproblems_test
