// A search that stops at its first solution, run as a sequence of attempts with growing node
// budgets (SolverOptions::restarts): see Restarts in dlx/solver.hpp for what and why.
#pragma once

#include "dlx/search.hpp"
#include "dlx/solver.hpp"
#include "engine.hpp"

namespace dlx::detail {

// Searches until the first solution the visitor accepts (limits.max_solutions should be 1),
// restarting when an attempt's budget runs out. Attempt 0 searches in the layout's order; attempt
// k > 0 breaks ties and orders each level's options at random, from the seed and k alone. The
// item weights (Heuristic::kWeighted) carry over from attempt to attempt. The result's stats are
// the totals of all attempts, with `restarts` counting the abandoned ones; the status is that of
// the last attempt (kNodeLimit only when limits.max_nodes ran out).
SearchResult run_with_restarts(Engine& engine, const SolutionVisitor* visit,
                               const SearchLimits& limits, const SolverOptions& options);

}  // namespace dlx::detail
