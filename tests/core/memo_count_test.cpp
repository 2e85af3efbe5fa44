// The memoized count (Algorithm Z, core/src/memo_count.cpp) against the brute force on random
// instances with colors and multiplicities, and against published counts past 2^64: domino
// tilings of square boards (OEIS A004003, tests/core/data) and of Aztec diamonds (2^(n(n+1)/2),
// Elkies, Kuperberg, Larsen, Propp 1992).
#include <gtest/gtest.h>
#include <dlx/count.hpp>
#include <dlx/dlx.hpp>

#include <limits>
#include <map>
#include <random>
#include <string>
#include <tuple>

#include "tests/support/brute_force.hpp"
#include "tests/support/domino_tilings.hpp"

namespace dlx::memo_count_test {
namespace {

constexpr MemoOrder kOrders[] = {MemoOrder::kDeclared, MemoOrder::kFrontier, MemoOrder::kMrv,
                                 MemoOrder::kAuto};

SolverOptions memo_options(Memo memo, MemoOrder order, std::uint64_t cache_bytes = 1 << 20) {
  SolverOptions options;
  options.memo = memo;
  options.memo_order = order;
  options.memo_cache_bytes = cache_bytes;
  return options;
}

Problem board(int side) {
  return testing::domino_board(side);
}
using testing::aztec_diamond;

// Proper colorings of a rows x columns grid with `colors` colors, as the memoized count meets
// them in bench/vs_dlx6.sh: a cell item takes a color (its secondary item, colored), an edge item
// a pair of different colors, which must agree with its cells'.
Problem grid_coloring(int rows, int columns, int colors) {
  Problem problem;
  const int cells = rows * columns;
  std::vector<ItemId> cell;
  std::vector<ItemId> color_of;
  std::vector<std::pair<int, int>> edges;
  for (int k = 0; k < cells; ++k) {
    cell.push_back(problem.add_primary("v" + std::to_string(k)));
    if (k % columns + 1 < columns) edges.emplace_back(k, k + 1);
    if (k + columns < cells) edges.emplace_back(k, k + columns);
  }
  std::vector<ItemId> edge;
  for (const auto& [a, b] : edges) {
    edge.push_back(problem.add_primary("e" + std::to_string(a) + "_" + std::to_string(b)));
  }
  for (int k = 0; k < cells; ++k)
    color_of.push_back(problem.add_secondary("c" + std::to_string(k)));
  std::vector<ColorId> color;
  for (int a = 0; a < colors; ++a) color.push_back(problem.color(std::to_string(a)));
  for (int k = 0; k < cells; ++k) {
    for (int a = 0; a < colors; ++a) problem.add_option({cell[k], {color_of[k], color[a]}});
  }
  for (std::size_t e = 0; e < edges.size(); ++e) {
    for (int a = 0; a < colors; ++a) {
      for (int b = 0; b < colors; ++b) {
        if (a == b) continue;
        problem.add_option(
            {edge[e], {color_of[edges[e].first], color[a]}, {color_of[edges[e].second], color[b]}});
      }
    }
  }
  return problem;
}

// The same count by a row-by-row dynamic program over the colorings of a row, sharing nothing
// with the engine.
Count grid_colorings(int rows, int columns, int colors) {
  std::vector<std::vector<int>> proper;  // the rows whose neighbours differ
  std::vector<int> row(static_cast<std::size_t>(columns), 0);
  for (;;) {
    bool ok = true;
    for (int c = 0; c + 1 < columns; ++c) ok = ok && row[c] != row[c + 1];
    if (ok) proper.push_back(row);
    int c = 0;
    while (c < columns && ++row[c] == colors) row[c++] = 0;
    if (c == columns) break;
  }
  std::vector<Count> ways(proper.size(), 1);
  for (int r = 1; r < rows; ++r) {
    std::vector<Count> next(proper.size(), 0);
    for (std::size_t a = 0; a < proper.size(); ++a) {
      for (std::size_t b = 0; b < proper.size(); ++b) {
        bool ok = true;
        for (int c = 0; c < columns; ++c) ok = ok && proper[a][c] != proper[b][c];
        if (ok) next[b] += ways[a];
      }
    }
    ways = std::move(next);
  }
  Count total = 0;
  for (const Count& w : ways) total += w;
  return total;
}

std::map<int, Count> published_tilings() {
  return testing::published_domino_tilings();
}

TEST(MemoCount, AgreesWithTheBruteForceWithColorsAndMultiplicities) {
  std::mt19937 rng(29);
  testing::RandomShape shape;
  shape.max_upper = 3;
  int with_solutions = 0;
  int with_bounds = 0;
  for (int k = 0; k < 300; ++k) {
    const Problem problem = testing::random_problem(rng, shape);
    const auto expected = testing::brute_force_solutions(problem);
    with_solutions += expected.empty() ? 0 : 1;
    with_bounds += problem.has_multiplicities() ? 1 : 0;
    std::uniform_int_distribution<int> pick(0, static_cast<int>(problem.option_count()) - 1);
    const OptionId forced[] = {OptionId{pick(rng)}};
    const OptionId excluded[] = {OptionId{pick(rng)}};
    std::size_t with_forced = 0;
    std::size_t without_excluded = 0;
    for (const auto& solution : expected) {
      with_forced += std::count(solution.begin(), solution.end(), forced[0].value);
      without_excluded += 1 - std::count(solution.begin(), solution.end(), excluded[0].value);
    }
    for (const MemoOrder order : kOrders) {
      // A cache of one bucket replaces entries all the time: the count must not change.
      for (const std::uint64_t cache : {std::uint64_t{1} << 20, std::uint64_t{64}}) {
        Solver solver(problem, memo_options(Memo::kOn, order, cache));
        EXPECT_EQ(solution_count(solver.count()), expected.size()) << "instance " << k;
        SearchLimits limits;
        limits.forced = forced;
        EXPECT_EQ(solution_count(solver.count(limits)), with_forced) << "instance " << k;
        SearchLimits without;
        without.excluded = excluded;
        EXPECT_EQ(solution_count(solver.count(without)), without_excluded) << "instance " << k;
      }
    }
  }
  EXPECT_GT(with_solutions, 100);
  EXPECT_GT(with_bounds, 50);
}

TEST(MemoCount, AutoAndOffGiveThePlainCount) {
  std::mt19937 rng(2929);
  testing::RandomShape shape;
  shape.max_upper = 2;
  for (int k = 0; k < 100; ++k) {
    const Problem problem = testing::random_problem(rng, shape);
    const std::uint64_t plain =
        Solver(problem, memo_options(Memo::kOff, MemoOrder::kDeclared)).count().stats.solutions;
    EXPECT_EQ(testing::brute_force_solutions(problem).size(), plain);
    EXPECT_EQ(
        solution_count(Solver(problem, memo_options(Memo::kAuto, MemoOrder::kDeclared)).count()),
        plain);
  }
}

TEST(MemoCount, SquareBoardsMatchOeisA004003PastTwoToThe64) {
  const std::map<int, Count> published = published_tilings();
  ASSERT_GE(published.size(), 8u) << "tests/core/data/domino_tilings.tsv";
  for (const auto& [side, tilings] : published) {
    if (side > 14) continue;  // 14x14 passes 2^64 already; 16x16 takes a second more
    const Problem problem = board(side);
    Solver solver(problem, memo_options(Memo::kOn, MemoOrder::kDeclared, std::uint64_t{64} << 20));
    const SearchResult result = solver.count();
    ASSERT_TRUE(result.complete());
    EXPECT_EQ(solution_count(result), tilings) << side << "x" << side;
    // A count past 2^64-1 never wraps: the 64-bit counter stops at its largest value.
    if (tilings > std::numeric_limits<std::uint64_t>::max()) {
      EXPECT_EQ(result.stats.solutions, std::numeric_limits<std::uint64_t>::max());
    } else {
      EXPECT_EQ(Count(result.stats.solutions), tilings);
    }
  }
}

TEST(MemoCount, AztecDiamondsHaveTwoToTheNTimesNPlusOneOverTwoTilings) {
  // The frontier order sweeps a diamond from a side (core/src/frontier_order.hpp): up to order 12
  // (2^78, past 2^64 from order 11) in 143,498 nodes. The declared order (row by row) and MRV up
  // to order 8 (2^36): order 11 takes them 7 million nodes and more.
  for (int n = 1; n <= 12; ++n) {
    const Problem problem = aztec_diamond(n);
    // kAuto's race changes turns here from order 8 on (9,913 nodes, a turn 4,000 at first).
    for (const MemoOrder order :
         {MemoOrder::kDeclared, MemoOrder::kFrontier, MemoOrder::kMrv, MemoOrder::kAuto}) {
      const bool sweeps = order == MemoOrder::kFrontier || order == MemoOrder::kAuto;
      if (n > 8 && !sweeps) continue;
      Solver solver(problem, memo_options(Memo::kOn, order, std::uint64_t{64} << 20));
      EXPECT_EQ(solution_count(solver.count()), Count(1) << (n * (n + 1) / 2)) << "order " << n;
    }
  }
}

TEST(MemoCount, TheFrontierOrderSweepsAztecDiamondsFromASide) {
  // The sweep keeps a front of about n cells where Cuthill-McKee's breadth-first order, from a
  // tip, grows one of 2n: order 10 took it 5,992,776 nodes, the sweep 29,708. Any order the
  // frontier picks counts right (above); this is the budget that tells the two apart.
  const Problem problem = aztec_diamond(10);  // the solver keeps a reference
  SearchLimits limits;
  limits.threads = 1;  // the nodes of one thread are the same every run
  Solver solver(problem, memo_options(Memo::kOn, MemoOrder::kFrontier, std::uint64_t{64} << 20));
  const SearchResult result = solver.count(limits);
  EXPECT_EQ(solution_count(result), Count(1) << 55);
  EXPECT_LT(result.stats.nodes, 100000u);
}

TEST(MemoCount, GridColoringsMatchARowByRowCount) {
  // Colored secondary items in narrow fields (2 bits for 3 colors, 3 bits for 4), and kAuto's
  // race over them: each of these takes several thousand nodes, past the first turns.
  for (const auto& [rows, columns, colors] :
       {std::tuple{5, 5, 3}, std::tuple{4, 6, 3}, std::tuple{3, 4, 4}}) {
    const Problem problem = grid_coloring(rows, columns, colors);
    const Count expected = grid_colorings(rows, columns, colors);
    for (const MemoOrder order : {MemoOrder::kFrontier, MemoOrder::kMrv, MemoOrder::kAuto}) {
      const SearchResult result =
          Solver(problem, memo_options(Memo::kOn, order, std::uint64_t{16} << 20)).count();
      EXPECT_EQ(solution_count(result), expected)
          << rows << "x" << columns << ", " << colors << " colors";
    }
  }
}

TEST(MemoCount, TheRaceJudgesAsInOneThreadWithTwo) {
  // 3-colorings of the 8x8 grid: MRV leads after the fifth pair of turns (MRV alone takes 119,230
  // nodes, the frontier 395,284). With two threads the calling thread counts the first 10,000
  // nodes alone (nodes_before_threads), then each pair runs at once, both orders trying their
  // options in declaration order as in one thread; with MRV's in reverse the frontier led instead,
  // and the count took 2.5 times the nodes.
  const Problem problem = grid_coloring(8, 8, 3);
  SolverOptions options = memo_options(Memo::kOn, MemoOrder::kAuto, std::uint64_t{64} << 20);
  SearchLimits one;
  one.threads = 1;
  SearchLimits two;
  two.threads = 2;
  const SearchResult alone = Solver(problem, options).count(one);
  const SearchResult shared = Solver(problem, options).count(two);
  EXPECT_EQ(solution_count(alone), grid_colorings(8, 8, 3));
  EXPECT_EQ(solution_count(shared), solution_count(alone));
  EXPECT_EQ(shared.memo_threads, 2u);
  EXPECT_LT(shared.stats.nodes, alone.stats.nodes + alone.stats.nodes / 2);
}

TEST(MemoCount, ACacheTooSmallStillCountsExactly) {
  const std::map<int, Count> published = published_tilings();
  const Problem problem = board(10);
  // 32 KiB holds 512 entries of this key (a full bucket gives up its cheapest entry), fewer
  // than the search meets; 1 MiB holds them all.
  const SearchResult squeezed =
      Solver(problem, memo_options(Memo::kOn, MemoOrder::kFrontier, 32 << 10)).count();
  const SearchResult roomy =
      Solver(problem, memo_options(Memo::kOn, MemoOrder::kFrontier, 1 << 20)).count();
  EXPECT_EQ(solution_count(squeezed), published.at(10));
  EXPECT_EQ(solution_count(roomy), published.at(10));
  // The small cache did lose entries: its search went over more nodes.
  EXPECT_GT(squeezed.stats.nodes, roomy.stats.nodes);
  // So does the race of kAuto, whose two orders share the cache and restart from the root at
  // each turn (the Aztec diamond of order 9 takes both orders' turns: 17,379 nodes).
  const SearchResult raced =
      Solver(aztec_diamond(9), memo_options(Memo::kOn, MemoOrder::kAuto, 64 << 10)).count();
  EXPECT_EQ(solution_count(raced), Count(1) << 45);
}

TEST(MemoCount, AutoUsesTheCacheOnTilings) {
  const std::map<int, Count> published = published_tilings();
  // Far past what an enumeration reaches (2.6e11 tilings): auto must have chosen the cache.
  const Problem problem = board(10);
  Solver solver(problem);  // the default settings: Memo::kAuto
  EXPECT_EQ(solution_count(solver.count()), published.at(10));
}

// An item with bounds that no option can bring to its lower bound ends the count at the root, as
// it ends the plain count: the search meets it only when its turn comes, after the other items
// (an item 2:3 without options made a count of 0 take 120 million nodes).
TEST(MemoCount, AnItemOutOfReachEndsTheCountAtTheRoot) {
  // A row of 12 cells, covered by monominoes and dominoes (233 ways), then z.
  Problem problem;
  std::vector<ItemId> cells;
  for (int k = 0; k < 12; ++k) cells.push_back(problem.add_primary("c" + std::to_string(k)));
  const ItemId short_of_options = problem.add_primary("z", Multiplicity{2, 3});
  for (int k = 0; k < 12; ++k) {
    problem.add_option(std::vector<OptionEntry>{OptionEntry(cells[k])});
    if (k + 1 < 12) {
      problem.add_option(
          std::vector<OptionEntry>{OptionEntry(cells[k]), OptionEntry(cells[k + 1])});
    }
  }
  problem.add_option(std::vector<OptionEntry>{OptionEntry(short_of_options)});  // one of two
  for (const MemoOrder order : kOrders) {
    const SearchResult result = Solver(problem, memo_options(Memo::kOn, order)).count();
    EXPECT_EQ(result.status, SearchStatus::kComplete);
    EXPECT_EQ(solution_count(result), Count(0));
    EXPECT_LE(result.stats.nodes, 1u) << static_cast<int>(order);
  }
}

TEST(MemoCount, ATimeLimitGivesALowerBound) {
  const std::map<int, Count> published = published_tilings();
  const Problem problem = board(16);
  Solver solver(problem, memo_options(Memo::kOn, MemoOrder::kMrv, std::uint64_t{1} << 20));
  SearchLimits limits;
  limits.time_limit = std::chrono::milliseconds(50);
  const SearchResult result = solver.count(limits);
  EXPECT_EQ(result.status, SearchStatus::kTimeLimit);
  EXPECT_LT(solution_count(result), published.at(16));
}

}  // namespace
}  // namespace dlx::memo_count_test
