// A search that stops at its first solution, run as a sequence of attempts with growing node
// budgets (SolverOptions::restarts): see Restarts in dlx/solver.hpp for what and why.
#pragma once

#include <functional>
#include <vector>

#include "dlx/search.hpp"
#include "dlx/solver_options.hpp"
#include "engine.hpp"

namespace dlx::detail {

// Which solutions a search for a first solution may stop at (all, when empty).
using Accept = std::function<bool(SolutionView)>;

struct RestartedSearch {
  SearchResult result;
  std::vector<OptionId> solution;  // the first accepted solution, when found
  bool found = false;
};

// Searches for a first solution that `accept` takes, restarting when an attempt's budget runs
// out. Attempt 0 searches in the layout's order; attempt k > 0 breaks ties and orders each
// level's options at random, from the seed and k alone, and starts from weights of 1: so each
// attempt's outcome depends on k only, and `threads` workers can run attempts side by side and
// still give the answer of the attempts run in turn, on any number of threads. (Carrying the
// weights from one attempt to the next would tie each attempt to those run before it on the
// same thread.) The result's stats count the attempts up to the deciding one, `restarts` those
// abandoned; the status is the deciding attempt's: kStoppedByVisitor when it found a solution,
// kComplete when it saw its whole tree without one, kNodeLimit only when limits.max_nodes ran
// out (which keeps the attempts in one thread).
RestartedSearch find_with_restarts(Engine& engine, const Accept& accept, const SearchLimits& limits,
                                   const SolverOptions& options, unsigned threads);

}  // namespace dlx::detail
