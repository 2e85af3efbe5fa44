// MinimumCoverSolver against a brute force over every subset of options, on hundreds of random
// small instances; and its limits, its errors and verify_cover.
#include <gtest/gtest.h>
#include <dlx/dlx.hpp>

#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <vector>

namespace dlx::minimum_cover_test {
namespace {

// Primary items only, each option a random non-empty set of them (some items may be in none).
Problem random_cover_problem(std::mt19937& rng, int max_items, int max_options) {
  Problem problem;
  const int items = std::uniform_int_distribution<int>(1, max_items)(rng);
  const int options = std::uniform_int_distribution<int>(1, max_options)(rng);
  for (int k = 0; k < items; ++k) problem.add_primary("i" + std::to_string(k));
  std::uniform_int_distribution<int> size(1, std::min(items, 4));
  std::uniform_int_distribution<int> pick(0, items - 1);
  for (int o = 0; o < options; ++o) {
    std::vector<OptionEntry> entries;
    const int wanted = size(rng);
    while (static_cast<int>(entries.size()) < wanted) {
      const ItemId item{pick(rng)};
      if (std::none_of(entries.begin(), entries.end(),
                       [&](const OptionEntry& e) { return e.item == item; })) {
        entries.emplace_back(item);
      }
    }
    problem.add_option(std::span<const OptionEntry>(entries));
  }
  return problem;
}

// The brute force: every subset of options (as a bit mask), straight from the definition.
struct BruteForce {
  int minimum = -1;                        // -1: no cover
  std::set<std::uint32_t> minimum_covers;  // the subsets of that size that cover everything
};

BruteForce brute_force(const Problem& problem, std::uint32_t required = 0) {
  const std::size_t m = problem.option_count();
  std::vector<std::uint32_t> items_of(m, 0);
  for (std::size_t o = 0; o < m; ++o) {
    for (const OptionEntry& entry : problem.option(OptionId{static_cast<std::int32_t>(o)})) {
      items_of[o] |= 1u << entry.item.value;
    }
  }
  const std::uint32_t all = (1u << problem.item_count()) - 1;
  BruteForce answer;
  for (std::uint32_t subset = 0; subset < (1u << m); ++subset) {
    if ((subset & required) != required) continue;
    std::uint32_t covered = 0;
    for (std::size_t o = 0; o < m; ++o) {
      if (subset >> o & 1) covered |= items_of[o];
    }
    if (covered != all) continue;
    const int size = std::popcount(subset);
    if (answer.minimum == -1 || size < answer.minimum) {
      answer.minimum = size;
      answer.minimum_covers.clear();
    }
    if (size == answer.minimum) answer.minimum_covers.insert(subset);
  }
  return answer;
}

std::uint32_t as_mask(SolutionView cover) {
  std::uint32_t mask = 0;
  for (const OptionId option : cover) mask |= 1u << option.value;
  return mask;
}

TEST(MinimumCover, RandomInstancesMatchBruteForce) {
  std::mt19937 rng(20240607);
  int without_cover = 0;
  for (int instance = 0; instance < 300; ++instance) {
    const Problem problem = random_cover_problem(rng, 8, 12);
    const BruteForce expected = brute_force(problem);
    MinimumCoverSolver solver(problem);
    SCOPED_TRACE("instance " + std::to_string(instance));

    const MinimumCoverResult first = solver.first();
    const MinimumCoverResult counted = solver.count();
    std::set<std::uint32_t> visited;
    const MinimumCoverResult searched = solver.search([&](SolutionView cover) {
      EXPECT_EQ(verify_cover(problem, cover), std::nullopt);
      EXPECT_EQ(static_cast<int>(cover.size()), expected.minimum);
      EXPECT_TRUE(visited.insert(as_mask(cover)).second) << "a cover visited twice";
      return VisitControl::kContinue;
    });

    if (expected.minimum == -1) {
      ++without_cover;
      EXPECT_FALSE(first.minimum.has_value());
      EXPECT_FALSE(counted.minimum.has_value());
      EXPECT_TRUE(first.options.empty());
      EXPECT_EQ(counted.result.stats.solutions, 0u);
      EXPECT_TRUE(counted.result.complete());
      EXPECT_TRUE(visited.empty());
      continue;
    }
    ASSERT_TRUE(first.minimum.has_value());
    EXPECT_EQ(*first.minimum, static_cast<std::size_t>(expected.minimum));
    EXPECT_EQ(first.options.size(), static_cast<std::size_t>(expected.minimum));
    EXPECT_EQ(verify_cover(problem, first.options), std::nullopt);
    EXPECT_TRUE(expected.minimum_covers.contains(as_mask(first.options)));
    EXPECT_EQ(counted.minimum, first.minimum);
    EXPECT_EQ(counted.lower_bound, *counted.minimum);
    EXPECT_TRUE(counted.result.complete());
    EXPECT_EQ(counted.result.stats.solutions, expected.minimum_covers.size());
    EXPECT_EQ(searched.result.stats.solutions, expected.minimum_covers.size());
    EXPECT_EQ(visited, expected.minimum_covers);
  }
  // The generator must exercise both outcomes.
  EXPECT_GT(without_cover, 5);
  EXPECT_LT(without_cover, 200);
}

TEST(MinimumCover, ForcedOptionsAreInEveryCover) {
  std::mt19937 rng(77);
  for (int instance = 0; instance < 150; ++instance) {
    const Problem problem = random_cover_problem(rng, 7, 10);
    const auto m = static_cast<int>(problem.option_count());
    const OptionId forced_option{std::uniform_int_distribution<int>(0, m - 1)(rng)};
    const BruteForce expected = brute_force(problem, 1u << forced_option.value);
    const std::vector<OptionId> forced = {forced_option};
    SearchLimits limits;
    limits.forced = forced;
    std::set<std::uint32_t> visited;
    const MinimumCoverResult result = MinimumCoverSolver(problem).search(
        [&](SolutionView cover) {
          EXPECT_EQ(cover.front(), forced_option);
          EXPECT_EQ(verify_cover(problem, cover), std::nullopt);
          visited.insert(as_mask(cover));
          return VisitControl::kContinue;
        },
        limits);
    if (expected.minimum == -1) {
      EXPECT_FALSE(result.minimum.has_value());
    } else {
      EXPECT_EQ(result.minimum, static_cast<std::size_t>(expected.minimum));
    }
    EXPECT_EQ(visited, expected.minimum_covers) << "instance " << instance;
  }
}

TEST(MinimumCover, EmptyProblemHasTheEmptyCover) {
  Problem problem;
  const MinimumCoverResult result = MinimumCoverSolver(problem).count();
  EXPECT_EQ(result.minimum, 0u);
  EXPECT_EQ(result.result.stats.solutions, 1u);
}

TEST(MinimumCover, ItemInNoOptionMeansNoCover) {
  Problem problem;
  problem.add_primary("a");
  problem.add_primary("b");
  problem.add_option({"a"});
  const MinimumCoverResult result = MinimumCoverSolver(problem).first();
  EXPECT_FALSE(result.minimum.has_value());
  EXPECT_TRUE(result.result.complete());
  EXPECT_TRUE(result.options.empty());
}

TEST(MinimumCover, RejectsSecondaryItemsAndMultiplicities) {
  Problem secondary;
  secondary.add_primary("a");
  secondary.add_secondary("side");
  secondary.add_option({"a", "side"});
  try {
    MinimumCoverSolver solver(secondary);
    FAIL() << "a secondary item was accepted";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("'side'"), std::string::npos) << e.what();
  }
  Problem bounded;
  bounded.add_primary("a");
  bounded.add_primary("twice", Multiplicity{2, 2});
  bounded.add_option({"a", "twice"});
  try {
    MinimumCoverSolver solver(bounded);
    FAIL() << "a multiplicity was accepted";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("'twice'"), std::string::npos) << e.what();
  }
}

// Rook domination: the squares of an n x n board, each option a square with its row and column.
// A set of squares dominates the board exactly when it meets every row or every column (a square
// in neither is unattacked), so at least n rooks are needed, and the minimum sets are the n^n with
// one rook per row plus the n^n with one per column, less the n! permutations counted twice.
Problem rook_domination(int n) {
  Problem problem;
  for (int row = 0; row < n; ++row) {
    for (int column = 0; column < n; ++column) {
      problem.add_primary(std::to_string(row) + "," + std::to_string(column));
    }
  }
  for (int row = 0; row < n; ++row) {
    for (int column = 0; column < n; ++column) {
      std::vector<OptionEntry> entries;
      for (int k = 0; k < n; ++k) {
        entries.emplace_back(ItemId{row * n + k});
        if (k != row) entries.emplace_back(ItemId{k * n + column});
      }
      problem.add_option(std::span<const OptionEntry>(entries));
    }
  }
  return problem;
}

TEST(MinimumCover, RookDominationCounts) {
  std::uint64_t power = 1;
  std::uint64_t factorial = 1;
  for (int n = 1; n <= 5; ++n) {
    power = 1;
    for (int k = 0; k < n; ++k) power *= static_cast<std::uint64_t>(n);
    factorial *= static_cast<std::uint64_t>(n);
    const MinimumCoverResult result = MinimumCoverSolver(rook_domination(n)).count();
    EXPECT_EQ(result.minimum, static_cast<std::size_t>(n));
    EXPECT_EQ(result.result.stats.solutions, 2 * power - factorial) << "n = " << n;
  }
}

TEST(MinimumCover, LimitsCutTheSearchShort) {
  const Problem problem = rook_domination(5);
  MinimumCoverSolver solver(problem);
  const MinimumCoverResult all = solver.count();
  ASSERT_TRUE(all.minimum.has_value());
  ASSERT_GT(all.result.stats.solutions, 3u);

  SearchLimits two;
  two.max_solutions = 2;
  const MinimumCoverResult limited = solver.count(two);
  EXPECT_EQ(limited.result.status, SearchStatus::kSolutionLimit);
  EXPECT_EQ(limited.result.stats.solutions, 2u);
  EXPECT_EQ(limited.minimum, all.minimum);  // proven before the first cover was visited

  SearchLimits no_time;
  no_time.time_limit = std::chrono::duration<double>(0);
  const MinimumCoverResult timed = solver.count(no_time);
  EXPECT_EQ(timed.result.status, SearchStatus::kTimeLimit);
  EXPECT_TRUE(timed.result.cut_short());
  EXPECT_FALSE(timed.minimum.has_value());
  EXPECT_LE(timed.lower_bound, *all.minimum);

  std::atomic<bool> stop{true};
  SearchLimits stopped;
  stopped.stop_flag = &stop;
  const MinimumCoverResult interrupted = solver.first(stopped);
  EXPECT_EQ(interrupted.result.status, SearchStatus::kInterrupted);
  EXPECT_FALSE(interrupted.minimum.has_value());
  EXPECT_TRUE(interrupted.options.empty());

  int visits = 0;
  const MinimumCoverResult by_visitor = solver.search([&](SolutionView) {
    ++visits;
    return VisitControl::kStop;
  });
  EXPECT_EQ(by_visitor.result.status, SearchStatus::kStoppedByVisitor);
  EXPECT_EQ(visits, 1);

  // Every stopped search left the solver as it was.
  const MinimumCoverResult again = solver.count();
  EXPECT_EQ(again.minimum, all.minimum);
  EXPECT_EQ(again.result.stats.solutions, all.result.stats.solutions);
  EXPECT_EQ(again.result.stats.nodes, all.result.stats.nodes);
}

TEST(MinimumCover, ReportsProgress) {
  // Reports come at most every 10 ms (the engine's floor on the interval, as for exact cover).
  // 9x9 rook domination has 775 million minimum covers, far more than any machine counts in a few
  // reports: the reporter stops the count at its third, so that the test holds at any speed (the
  // minute's limit is only a safety net).
  const Problem problem = rook_domination(9);
  std::atomic<bool> stop{false};
  SearchLimits limits;
  limits.stop_flag = &stop;
  limits.time_limit = std::chrono::seconds(60);
  limits.progress_interval = std::chrono::duration<double>(0);
  int reports = 0;
  limits.progress = [&](const SearchProgress& progress) {
    EXPECT_GE(progress.fraction_done, 0.0);
    EXPECT_LE(progress.fraction_done, 1.0);
    if (++reports == 3) stop = true;
  };
  const MinimumCoverResult result = MinimumCoverSolver(problem).count(limits);
  EXPECT_EQ(result.result.status, SearchStatus::kInterrupted);
  EXPECT_EQ(reports, 3);
}

// The exact-cover search's limits hold here too (one monitor for both): a node limit stops the
// search, reproducibly, and options to exclude are refused rather than ignored.
TEST(MinimumCover, NodeLimitAndExcludedOptions) {
  const Problem problem = rook_domination(5);
  SearchLimits limits;
  limits.max_nodes = 10;
  const MinimumCoverResult cut = MinimumCoverSolver(problem).count(limits);
  EXPECT_EQ(cut.result.status, SearchStatus::kNodeLimit);
  EXPECT_LE(cut.result.stats.nodes, 11u);
  EXPECT_FALSE(cut.minimum.has_value());
  const std::vector<OptionId> excluded = {OptionId{0}};
  SearchLimits excluding;
  excluding.excluded = excluded;
  EXPECT_THROW(MinimumCoverSolver(problem).count(excluding), std::invalid_argument);
  const std::vector<OptionId> unknown = {OptionId{100000}};
  excluding.excluded = unknown;
  EXPECT_THROW(MinimumCoverSolver(problem).count(excluding), std::out_of_range);
}

TEST(VerifyCover, FindsWhatIsWrong) {
  Problem problem;
  problem.add_primary("a");
  problem.add_primary("b");
  const OptionId ab = problem.add_option({"a", "b"});
  const OptionId a = problem.add_option({"a"});
  const std::vector<OptionId> good = {ab};
  const std::vector<OptionId> partial = {a};
  const std::vector<OptionId> twice = {ab, ab};
  const std::vector<OptionId> unknown = {OptionId{7}};
  EXPECT_EQ(verify_cover(problem, good), std::nullopt);
  EXPECT_NE(verify_cover(problem, partial)->find("'b'"), std::string::npos);
  EXPECT_NE(verify_cover(problem, twice)->find("twice"), std::string::npos);
  EXPECT_NE(verify_cover(problem, unknown)->find("does not exist"), std::string::npos);
}

}  // namespace
}  // namespace dlx::minimum_cover_test
