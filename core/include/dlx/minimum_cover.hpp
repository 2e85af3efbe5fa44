// Repeated cover: cover every primary item at least once with as few options as possible.
//
// Options may overlap here, unlike exact cover, and the question is the smallest number of them
// that covers everything (the set-cover problem): say, the fewest queens that attack or occupy
// every square of a board. The solver finds a cover of minimum size and proves that none is
// smaller, and can count or list every cover of that size.
//
//   dlx::MinimumCoverSolver solver(problem);
//   auto best = solver.first();   // best.minimum: the proven minimum, best.options: one cover
//   auto all = solver.count();    // all.minimum, and all.result.stats.solutions such covers
//
// Only primary items without multiplicities are accepted (ModelError otherwise): secondary items
// and colors have no agreed meaning when options overlap.
//
// The search is iterative deepening on the size k, from a lower bound at the root: a depth-first
// branch and bound for covers of exactly k options, where a node gives up when the options chosen
// plus a fractional lower bound exceed k (see minimum_cover.cpp). The first k with a cover is the
// minimum. Of SearchLimits, `max_solutions`, `time_limit`, `stop_flag` and `progress` apply
// (`fraction_done` estimates the share of the tree for the size being searched); `forced` options
// are in every cover and count towards its size (a minimum cover that contains them; an option
// forced twice leaves none); `threads` is ignored: the search runs in the calling thread. Like
// Solver, the solver keeps a reference to the problem, is not thread-safe, and every search leaves
// it ready for the next.
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
struct MinimumCoverEngine;
}

struct MinimumCoverResult {
  // The size of a smallest cover, once proven (every smaller size was searched in full). nullopt
  // when there is no cover at all (some item is in no option) or a limit stopped the search first.
  std::optional<std::size_t> minimum;
  // While a limit cut the search short: the smallest size not yet ruled out, a lower bound.
  std::size_t lower_bound = 0;
  // The first minimum cover found (by first(); search() and count() leave it empty).
  std::vector<OptionId> options;
  // stats.solutions counts the minimum covers visited; status says whether all were seen.
  SearchResult result;
};

class MinimumCoverSolver {
 public:
  explicit MinimumCoverSolver(const Problem& problem);
  ~MinimumCoverSolver();
  MinimumCoverSolver(MinimumCoverSolver&&) noexcept;
  MinimumCoverSolver& operator=(MinimumCoverSolver&&) noexcept;

  // Visits every cover of the minimum size (each set once), up to the limits. A visited cover is
  // already known to be minimum: smaller sizes have been ruled out before the first visit.
  MinimumCoverResult search(const SolutionVisitor& visit, const SearchLimits& limits = {});
  // Counts the minimum covers.
  MinimumCoverResult count(const SearchLimits& limits = {});
  // Finds one minimum cover, and with it the proven minimum.
  MinimumCoverResult first(const SearchLimits& limits = {});

  const Problem& problem() const { return *problem_; }

 private:
  const Problem* problem_;
  std::unique_ptr<detail::MinimumCoverEngine> engine_;
};

// The independent check of a repeated cover: every primary item covered at least once, no option
// twice. nullopt when it is a cover (its minimality is not checked here).
std::optional<std::string> verify_cover(const Problem& problem, std::span<const OptionId> options);

}  // namespace dlx
