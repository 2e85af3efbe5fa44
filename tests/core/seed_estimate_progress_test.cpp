// SolverOptions::seed, Solver::estimate and SearchLimits::progress.
#include <gtest/gtest.h>
#include <dlx/dlx.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "tests/support/brute_force.hpp"
#include "tests/support/queens_problem.hpp"

namespace dlx::seed_estimate_progress_test {
namespace {

// n rows, n columns, an option per cell: the n! permutation matrices. Every node at depth d of
// the search tree has n - d children, so every probe of the estimator sees the same widths.
Problem permutations(int n) {
  Problem problem;
  for (int k = 0; k < n; ++k) problem.add_primary("r" + std::to_string(k));
  for (int k = 0; k < n; ++k) problem.add_primary("c" + std::to_string(k));
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      problem.add_option(
          {problem.find_item("r" + std::to_string(r)), problem.find_item("c" + std::to_string(c))});
    }
  }
  return problem;
}

std::set<std::vector<int>> sorted_solutions(Solver& solver) {
  std::set<std::vector<int>> solutions;
  solver.search([&](SolutionView solution) {
    std::vector<int> sorted;
    for (OptionId option : solution) sorted.push_back(option.value);
    std::sort(sorted.begin(), sorted.end());
    solutions.insert(sorted);
    return VisitControl::kContinue;
  });
  return solutions;
}

TEST(Seed, SameSolutionsInAnotherOrderOnRandomInstances) {
  std::mt19937 rng(21);
  const testing::RandomShape shape{.max_primary = 6,
                                   .max_secondary = 3,
                                   .max_colors = 2,
                                   .max_options = 16,
                                   .max_option_size = 4,
                                   .max_upper = 3};
  for (int k = 0; k < 300; ++k) {
    const Problem problem = testing::random_problem(rng, shape);
    Solver plain(problem);
    Solver seeded(problem, SolverOptions{static_cast<std::uint64_t>(k)});
    const std::uint64_t pristine = seeded.fingerprint();
    ASSERT_EQ(sorted_solutions(seeded), sorted_solutions(plain)) << "instance " << k;
    EXPECT_EQ(seeded.fingerprint(), pristine);
  }
}

TEST(Seed, TheSameSeedGivesTheSameSearchAndOthersDiffer) {
  const Problem problem = testing::queens_problem(24);
  auto first_with = [&problem](std::uint64_t seed) {
    Solver solver(problem, SolverOptions{seed});
    const FirstSolution first = solver.first();
    EXPECT_TRUE(first.found);
    EXPECT_EQ(verify_solution(problem, first.options), std::nullopt);
    std::vector<int> options;
    for (OptionId o : first.options) options.push_back(o.value);
    std::sort(options.begin(), options.end());
    return std::pair(options, first.result.stats.nodes);
  };
  EXPECT_EQ(first_with(7), first_with(7));
  std::set<std::vector<int>> different;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) different.insert(first_with(seed).first);
  EXPECT_GE(different.size(), 5u);  // 24-queens has 2e14 solutions: seeds must not agree
}

TEST(Estimate, ExactOnAUniformTree) {
  // 6 x 6 permutations: 720 solutions; nodes 1 + 6 + 30 + 120 + 360 + 720 + 720 = 1957.
  const Problem problem = permutations(6);
  Solver solver(problem);
  const SearchResult counted = solver.count();
  const SearchEstimate estimate = solver.estimate(50, 3);
  EXPECT_EQ(estimate.probes, 50u);
  EXPECT_DOUBLE_EQ(estimate.solutions, static_cast<double>(counted.stats.solutions));
  EXPECT_DOUBLE_EQ(estimate.nodes, static_cast<double>(counted.stats.nodes));
  EXPECT_DOUBLE_EQ(estimate.nodes_stddev, 0.0);
  EXPECT_GT(estimate.seconds_per_node, 0.0);
}

TEST(Estimate, CloseToTheTruthOnQueens) {
  const Problem problem = testing::queens_problem(10);
  Solver solver(problem);
  const SearchResult counted = solver.count();
  const std::uint64_t pristine = solver.fingerprint();
  const SearchEstimate estimate = solver.estimate(20000, 1);
  EXPECT_EQ(solver.fingerprint(), pristine);
  // Unbiased; with 20000 probes the mean is within a few standard errors of the truth.
  const double nodes = static_cast<double>(counted.stats.nodes);
  const double solutions = static_cast<double>(counted.stats.solutions);
  EXPECT_NEAR(estimate.nodes, nodes, 4 * estimate.nodes_stddev / std::sqrt(20000.0));
  EXPECT_NEAR(estimate.solutions, solutions, 4 * estimate.solutions_stddev / std::sqrt(20000.0));
  EXPECT_GT(estimate.solutions_stddev, 0.0);
}

TEST(Estimate, MultiplicitiesAndForcedOptions) {
  // a twice out of six single options, b once: C(6,2) = 15 solutions, a uniform tree for M?
  // Not uniform (tweaks shorten later lists), so only compare with the count, loosely.
  Problem problem;
  problem.add_primary("a", {2, 2});
  problem.add_primary("b");
  for (int k = 0; k < 6; ++k) problem.add_option({"a"});
  problem.add_option({"b"});
  Solver solver(problem);
  const SearchEstimate estimate = solver.estimate(20000, 5);
  EXPECT_NEAR(estimate.solutions, 15.0, 4 * estimate.solutions_stddev / std::sqrt(20000.0) + 1e-9);

  const std::vector<OptionId> clash = {OptionId{6}, OptionId{6}};
  SearchLimits limits;
  limits.forced = clash;
  EXPECT_EQ(solver.estimate(10, 1, limits).solutions, 0.0);
}

// The progress tests stop their searches from the reporter (SearchLimits::stop_flag), after a
// number of reports or at the report they wait for, so that what they assert holds at any speed:
// 16-queens counts for half a minute (more than any machine's few reports), and their time limit
// of a minute is a safety net that a working engine never reaches.
constexpr std::chrono::duration<double> kSafetyNet{60.0};

TEST(Progress, ReportsGrowingCountsFromTheSearchingThread) {
  const Problem problem = testing::queens_problem(16);
  Solver solver(problem);
  const std::uint64_t pristine = solver.fingerprint();
  std::vector<SearchProgress> reports;
  std::atomic<bool> stop{false};
  SearchLimits limits;
  limits.time_limit = kSafetyNet;
  limits.stop_flag = &stop;
  limits.progress = [&](const SearchProgress& report) {
    reports.push_back(report);
    if (reports.size() == 5) stop = true;
  };
  limits.progress_interval = std::chrono::duration<double>(0.01);
  const SearchResult result = solver.count(limits);
  EXPECT_EQ(result.status, SearchStatus::kInterrupted);
  ASSERT_EQ(reports.size(), 5u);
  for (std::size_t k = 0; k < reports.size(); ++k) {
    EXPECT_GE(reports[k].fraction_done, 0.0);
    EXPECT_LE(reports[k].fraction_done, 1.0);
    EXPECT_LE(reports[k].stats.nodes, result.stats.nodes);
    EXPECT_LE(reports[k].stats.solutions, result.stats.solutions);
    if (k > 0) {
      EXPECT_GT(reports[k].stats.nodes, reports[k - 1].stats.nodes);
      EXPECT_GE(reports[k].fraction_done, reports[k - 1].fraction_done);
      EXPECT_GE(reports[k].stats.solutions, reports[k - 1].stats.solutions);
    }
  }
  EXPECT_EQ(solver.fingerprint(), pristine);
  // Reports leave the count alone: 12-queens with and without them (however many came).
  const Problem twelve = testing::queens_problem(12);
  SearchLimits reported;
  reported.progress = [](const SearchProgress&) {};
  reported.progress_interval = std::chrono::duration<double>(0.01);
  EXPECT_EQ(Solver(twelve).count(reported).stats.solutions, Solver(twelve).count().stats.solutions);
}

TEST(Progress, ReportsWithThreadsToo) {
  const Problem problem = testing::queens_problem(16);
  Solver solver(problem);
  int reports = 0;
  std::atomic<bool> stop{false};
  SearchLimits limits;
  limits.threads = 2;
  limits.time_limit = kSafetyNet;
  limits.stop_flag = &stop;
  limits.progress = [&](const SearchProgress& report) {
    EXPECT_LE(report.fraction_done, 1.0);
    if (++reports == 3) stop = true;
  };
  limits.progress_interval = std::chrono::duration<double>(0.01);
  const SearchResult result = solver.count(limits);
  EXPECT_EQ(result.status, SearchStatus::kInterrupted);
  EXPECT_GE(reports, 3);  // the driver may report again while its workers stop
}

TEST(Progress, WithThreadsCountsTheSolutionsOfSubproblemsUnderWay) {
  // The subproblems of 20 queens each take far more nodes than kNodes: when only finished
  // subproblems counted, every report up to kNodes read 0 solutions. The reporter stops the search
  // at the first report that counts a solution, or at the first past kNodes, so that the verdict
  // does not depend on how many reports come per node: a working engine has found solutions long
  // before kNodes (the first report, 10 ms in, comes a few hundred thousand nodes in at most here).
  constexpr std::uint64_t kNodes = 5'000'000;
  const Problem problem = testing::queens_problem(20);
  Solver solver(problem);
  std::uint64_t reported = 0;
  std::atomic<bool> stop{false};
  SearchLimits limits;
  limits.threads = 2;
  limits.time_limit = kSafetyNet;
  limits.stop_flag = &stop;
  limits.progress = [&](const SearchProgress& report) {
    reported = std::max(reported, report.stats.solutions);
    if (reported > 0 || report.stats.nodes >= kNodes) stop = true;
  };
  limits.progress_interval = std::chrono::duration<double>(0.01);
  const SearchResult result = solver.count(limits);
  EXPECT_EQ(result.status, SearchStatus::kInterrupted);
  EXPECT_GT(reported, 0u);
  EXPECT_LE(reported, result.stats.solutions);
}

}  // namespace
}  // namespace dlx::seed_estimate_progress_test
