// Minimum-cost exact cover: the cheapest solution, or the K cheapest, as Knuth's DLX5 finds them.
//
// With a cost on each option (Problem::add_option(entries, cost)), exact cover is set
// partitioning: choose options that cover every primary item exactly once (secondary items and
// colors as in Algorithm C) at the least total cost. The solver finds the K cheapest solutions and
// proves that no other is cheaper than the K-th:
//
//   dlx::MinimumCostSolver solver(problem);
//   auto best = solver.best(1);     // best.solutions[0]: a cheapest solution and its cost
//   if (best.optimal) ...           // the search finished: no solution is cheaper
//   auto three = solver.best(3);    // the 3 cheapest, in increasing cost
//
// The search is Algorithm C as a branch and bound (minimum_cost.cpp): each primary item is taxed
// so that every option keeps a nonnegative net cost (the LP relaxation's duals, then DLX5's
// taxes, cost_taxes.cpp), and the remaining items' cheapest net costs, each shared among the
// option's primary items, bound what is left; covers leave in place the options too dear to
// matter, as DLX5's do, and before a first solution the cutoff is guessed a little above the
// taxes and widened while nothing is found under it. Ties: among solutions of equal cost the ones
// found first are kept and listed first; the search is deterministic, so the same problem gives
// the same solutions in the same order.
//
// The first search solves the LP relaxation before it branches (on OR-Library's sppaa06, 646
// rows and 7292 options, about 2 s; on sppnw13, 51 rows and 16043 options, 0.01 s), under its
// limits: a limit that cuts it leaves the solver to solve it again at the next search.
//
// Of SearchLimits, `time_limit`, `stop_flag`, `max_nodes` and `progress` apply (the reports carry
// the cheapest cost found and the lower bound, SearchProgress::incumbent and cost_bound);
// `max_solutions` and `threads` are ignored (the search runs in the calling thread), and `forced`
// or `excluded` options are refused (std::invalid_argument). Primary items with multiplicities
// are refused (ModelError), as DLX5 has none. Like Solver, the solver keeps a reference to the
// problem, is not thread-safe, and every search leaves it ready for the next.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "dlx/problem.hpp"
#include "dlx/search.hpp"

namespace dlx {

namespace detail {
struct MinimumCostEngine;
}

struct CostedSolution {
  std::vector<OptionId> options;  // in the order the search chose them
  Cost cost = 0;                  // the sum of their costs
};

struct MinimumCostResult {
  // The cheapest solutions found, at most K, in increasing cost (ties in the order found).
  std::vector<CostedSolution> solutions;
  // True when the search finished: `solutions` are then the K cheapest (all, if fewer exist).
  bool optimal = false;
  // A proven lower bound on the cost of a cheapest solution: its cost once optimal; while a limit
  // cut the search, the least of the cheapest found and the bounds of the subtrees not searched.
  Cost lower_bound = 0;
  // The total of the items' taxes: every solution costs at least this much (the search's bound
  // at the root: the LP relaxation's optimum, rounded up, where the simplex finished).
  Cost tax = 0;
  SearchResult result;

  // The optimum, once proven (nullopt when cut short or when there is no solution).
  std::optional<Cost> minimum() const {
    if (!optimal || solutions.empty()) return std::nullopt;
    return solutions.front().cost;
  }
};

class MinimumCostSolver {
 public:
  explicit MinimumCostSolver(const Problem& problem);
  ~MinimumCostSolver();
  MinimumCostSolver(MinimumCostSolver&&) noexcept;
  MinimumCostSolver& operator=(MinimumCostSolver&&) noexcept;

  // The k cheapest solutions (k >= 1; std::invalid_argument for 0).
  MinimumCostResult best(std::size_t k, const SearchLimits& limits = {});
  // A cheapest solution: best(1).
  MinimumCostResult minimum(const SearchLimits& limits = {}) { return best(1, limits); }

  const Problem& problem() const { return *problem_; }

 private:
  const Problem* problem_;
  std::unique_ptr<detail::MinimumCostEngine> engine_;
};

}  // namespace dlx
