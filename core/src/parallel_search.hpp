// The search with worker threads (SearchLimits::threads > 1).
#pragma once

#include <cstdint>
#include <optional>

#include "dlx/search.hpp"
#include "dlx/solver_options.hpp"
#include "engine.hpp"

namespace dlx::detail {

// Splits the tree of `engine` into subproblems at a shallow depth and searches them with
// `threads` workers, each with an engine of its own from engine.make_worker() (which must not be
// null). Counts and sets of solutions are those of engine.search.
SearchResult run_parallel_search(Engine& engine, const SolutionVisitor* visit,
                                 const SearchLimits& limits, unsigned threads,
                                 Heuristic heuristic = Heuristic::kMrv);

}  // namespace dlx::detail
