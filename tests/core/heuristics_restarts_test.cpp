// The weighted heuristic and restarts (SolverOptions::heuristic, SolverOptions::restarts), on
// both engines, against the brute-force enumerator: exhaustive searches keep every solution,
// first solutions are solutions, and a seed makes the result the same on every run and thread
// count.
#include <gtest/gtest.h>
#include <dlx/dlx.hpp>

#include <algorithm>
#include <random>
#include <set>
#include <vector>

#include "tests/support/brute_force.hpp"

namespace dlx::heuristics_restarts_test {
namespace {

std::vector<int> sorted_ids(SolutionView solution) {
  std::vector<int> ids;
  for (const OptionId option : solution) ids.push_back(option.value);
  std::sort(ids.begin(), ids.end());
  return ids;
}

struct Setting {
  const char* name;
  EngineKind engine;
  Heuristic heuristic;
  Restarts::Schedule schedule;
};

// Restarts after every 3 nodes (Luby) or 2, 3, 4, ... (geometric): many attempts on small trees.
SolverOptions options_for(const Setting& setting, std::optional<std::uint64_t> seed) {
  SolverOptions options(seed);
  options.engine = setting.engine;
  options.heuristic = setting.heuristic;
  options.restarts.schedule = setting.schedule;
  options.restarts.base_nodes = setting.schedule == Restarts::Schedule::kLuby ? 3 : 2;
  options.restarts.factor = 1.3;
  return options;
}

const Setting kSettings[] = {
    {"links, weighted", EngineKind::kLinks, Heuristic::kWeighted, Restarts::Schedule::kOff},
    {"bitset, weighted", EngineKind::kBitset, Heuristic::kWeighted, Restarts::Schedule::kOff},
    {"links, mrv, luby", EngineKind::kLinks, Heuristic::kMrv, Restarts::Schedule::kLuby},
    {"bitset, mrv, luby", EngineKind::kBitset, Heuristic::kMrv, Restarts::Schedule::kLuby},
    {"links, weighted, geometric", EngineKind::kLinks, Heuristic::kWeighted,
     Restarts::Schedule::kGeometric},
    {"bitset, weighted, geometric", EngineKind::kBitset, Heuristic::kWeighted,
     Restarts::Schedule::kGeometric},
    {"bitset, auto, luby", EngineKind::kBitset, Heuristic::kAuto, Restarts::Schedule::kLuby},
};

void check_setting(const Setting& setting, const testing::RandomShape& shape, unsigned seed,
                   int count) {
  SCOPED_TRACE(setting.name);
  std::mt19937 rng(seed);
  int restarted = 0;
  for (int k = 0; k < count; ++k) {
    const Problem problem = testing::random_problem(rng, shape);
    const auto expected = testing::brute_force_solutions(problem);
    Solver solver(problem, options_for(setting, std::uint64_t{7} + k));
    const std::uint64_t pristine = solver.fingerprint();

    // Exhaustive: every solution once, whatever the item choice.
    std::set<std::vector<int>> found;
    solver.search([&](SolutionView solution) {
      EXPECT_TRUE(found.insert(sorted_ids(solution)).second) << "a solution twice";
      return VisitControl::kContinue;
    });
    ASSERT_EQ(found, expected) << "instance " << k;
    EXPECT_EQ(solver.count().stats.solutions, expected.size());

    // First solution: one of them, or none when there is none.
    const FirstSolution first = solver.first();
    EXPECT_EQ(first.found, !expected.empty()) << "instance " << k;
    if (first.found) {
      EXPECT_EQ(verify_solution(problem, first.options), std::nullopt);
      EXPECT_TRUE(expected.count(sorted_ids(first.options)) == 1) << "instance " << k;
    }
    restarted += first.result.stats.restarts > 0 ? 1 : 0;

    // Uniqueness: the right verdict.
    const UniquenessResult unique = solver.uniqueness();
    const Uniqueness wanted = expected.empty()       ? Uniqueness::kNone
                              : expected.size() == 1 ? Uniqueness::kUnique
                                                     : Uniqueness::kMultiple;
    EXPECT_EQ(unique.verdict, wanted) << "instance " << k;
    if (!unique.first.empty()) {
      EXPECT_EQ(expected.count(sorted_ids(unique.first)), 1u);
    }
    EXPECT_EQ(solver.fingerprint(), pristine);

    // Excluding an option keeps exactly the solutions without it.
    {
      const std::vector<OptionId> excluded = {
          OptionId{static_cast<int>(static_cast<std::size_t>(k) % problem.option_count())}};
      SearchLimits limits;
      limits.excluded = excluded;
      std::set<std::vector<int>> kept;
      solver.search(
          [&](SolutionView solution) {
            kept.insert(sorted_ids(solution));
            return VisitControl::kContinue;
          },
          limits);
      std::set<std::vector<int>> wanted;
      for (const auto& solution : expected) {
        if (!std::binary_search(solution.begin(), solution.end(), excluded[0].value)) {
          wanted.insert(solution);
        }
      }
      EXPECT_EQ(kept, wanted) << "instance " << k;
      const FirstSolution other = solver.first(limits);
      EXPECT_EQ(other.found, !wanted.empty());
      if (other.found) {
        EXPECT_EQ(wanted.count(sorted_ids(other.options)), 1u);
      }
      EXPECT_EQ(solver.fingerprint(), pristine);
    }

    // With restarts, the same seed gives the same first solution with one thread or three (the
    // attempts run side by side); without, three threads give whichever solution comes first.
    Solver again(problem, options_for(setting, std::uint64_t{7} + k));
    SearchLimits threads;
    threads.threads = 3;
    const FirstSolution threaded = again.first(threads);
    if (setting.schedule != Restarts::Schedule::kOff && !problem.has_multiplicities()) {
      EXPECT_EQ(threaded.options, first.options) << "instance " << k;
      EXPECT_EQ(threaded.result.stats.nodes, first.result.stats.nodes) << "instance " << k;
      EXPECT_EQ(threaded.result.stats.restarts, first.result.stats.restarts);
    } else {
      EXPECT_EQ(threaded.found, first.found);
      if (threaded.found) {
        EXPECT_EQ(expected.count(sorted_ids(threaded.options)), 1u);
      }
    }
  }
  if (setting.schedule != Restarts::Schedule::kOff) {
    EXPECT_GT(restarted, 0) << "no instance restarted: the restarts went untested";
  }
}

TEST(HeuristicsAndRestarts, PrimaryItemsOnly) {
  for (const Setting& setting : kSettings) check_setting(setting, {8, 0, 0, 20, 4, 1}, 21, 120);
}

TEST(HeuristicsAndRestarts, SecondaryItemsAndColors) {
  for (const Setting& setting : kSettings) check_setting(setting, {7, 4, 3, 20, 5, 1}, 22, 120);
}

TEST(HeuristicsAndRestarts, MultiplicitiesKeepAlgorithmM) {
  // Algorithm M keeps its own item choice and does not restart; the answers stay exact.
  for (const Setting& setting : kSettings) check_setting(setting, {6, 3, 2, 14, 4, 3}, 23, 80);
}

TEST(HeuristicsAndRestarts, LubySequence) {
  Restarts luby;
  luby.schedule = Restarts::Schedule::kLuby;
  luby.base_nodes = 10;
  const std::vector<std::uint64_t> expected = {10, 10, 20, 10, 10, 20, 40, 10,
                                               10, 20, 10, 10, 20, 40, 80};
  for (std::size_t k = 0; k < expected.size(); ++k) EXPECT_EQ(luby.budget(k), expected[k]) << k;
  Restarts geometric;
  geometric.schedule = Restarts::Schedule::kGeometric;
  geometric.base_nodes = 100;
  geometric.factor = 2.0;
  EXPECT_EQ(geometric.budget(0), 100u);
  EXPECT_EQ(geometric.budget(3), 800u);
}

TEST(NodeLimit, StopsTheSearchAndSaysSo) {
  std::mt19937 rng(24);
  Problem problem;
  // Eight queens' rows and columns only: 8! solutions, a tree far above 100 nodes.
  std::vector<ItemId> rows, columns;
  for (int k = 0; k < 8; ++k) rows.push_back(problem.add_primary("r" + std::to_string(k)));
  for (int k = 0; k < 8; ++k) columns.push_back(problem.add_primary("c" + std::to_string(k)));
  for (int r = 0; r < 8; ++r) {
    for (int c = 0; c < 8; ++c) problem.add_option({rows[r], columns[c]});
  }
  for (const EngineEntry& entry : all_engines()) {
    const EngineKind engine = entry.kind;
    SolverOptions options;
    options.engine = engine;
    Solver solver(problem, options);
    SearchLimits limits;
    limits.max_nodes = 100;
    const SearchResult result = solver.count(limits);
    EXPECT_EQ(result.status, SearchStatus::kNodeLimit);
    EXPECT_TRUE(result.cut_short());
    EXPECT_LE(result.stats.nodes, 101u);
    EXPECT_LT(result.stats.solutions, 40320u);
  }
}

}  // namespace
}  // namespace dlx::heuristics_restarts_test

namespace dlx::heuristics_restarts_test {
namespace {

// Latin squares of order 6 with a few random clues: 108 primary items, more than the bitset
// engine keeps in registers, so it runs its SparseLanes steps, and with the weighted heuristic its
// stack of singles. Counts, verdicts and first solutions must agree with the links under MRV.
TEST(HeuristicsAndRestarts, LargerProblemsAgreeWithTheLinks) {
  constexpr int kOrder = 6;
  std::mt19937 rng(25);
  for (int instance = 0; instance < 12; ++instance) {
    Problem problem;
    std::vector<ItemId> cell, row_value, column_value;
    for (int k = 0; k < kOrder * kOrder; ++k)
      cell.push_back(problem.add_primary("c" + std::to_string(k)));
    for (int k = 0; k < kOrder * kOrder; ++k) {
      row_value.push_back(problem.add_primary("r" + std::to_string(k)));
    }
    for (int k = 0; k < kOrder * kOrder; ++k) {
      column_value.push_back(problem.add_primary("k" + std::to_string(k)));
    }
    for (int r = 0; r < kOrder; ++r) {
      for (int c = 0; c < kOrder; ++c) {
        for (int v = 0; v < kOrder; ++v) {
          problem.add_option(
              {cell[r * kOrder + c], row_value[r * kOrder + v], column_value[c * kOrder + v]});
        }
      }
    }
    // Clues along a random permutation's diagonal shift keep the square completable.
    std::vector<OptionId> clues;
    std::uniform_int_distribution<int> pick(0, kOrder - 1);
    const int shift = pick(rng);
    for (int k = 0; k < 12 + instance % 4; ++k) {
      const int r = pick(rng);
      const int c = pick(rng);
      const int v = (r + c + shift) % kOrder;
      clues.push_back(OptionId{(r * kOrder + c) * kOrder + v});
    }
    std::sort(clues.begin(), clues.end());
    clues.erase(std::unique(clues.begin(), clues.end()), clues.end());
    SearchLimits limits;
    limits.forced = clues;

    SolverOptions links_options;
    links_options.engine = EngineKind::kLinks;
    links_options.heuristic = Heuristic::kMrv;
    Solver links(problem, links_options);
    SolverOptions bitset_options;
    bitset_options.engine = EngineKind::kBitset;
    bitset_options.heuristic = Heuristic::kWeighted;
    Solver bitset(problem, bitset_options);
    ASSERT_STREQ(bitset.engine_name(), "bitset");
    const std::uint64_t pristine = bitset.fingerprint();

    const std::uint64_t expected = links.count(limits).stats.solutions;
    EXPECT_EQ(bitset.count(limits).stats.solutions, expected) << "instance " << instance;
    const FirstSolution first = bitset.first(limits);
    EXPECT_EQ(first.found, expected > 0);
    if (first.found) {
      EXPECT_EQ(verify_solution(problem, first.options), std::nullopt);
    }
    EXPECT_EQ(bitset.uniqueness(limits).verdict, links.uniqueness(limits).verdict);
    EXPECT_EQ(bitset.fingerprint(), pristine);
  }
}

}  // namespace
}  // namespace dlx::heuristics_restarts_test
