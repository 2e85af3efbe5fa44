// The search with worker threads (SearchLimits::threads > 1).
#pragma once

#include <cstdint>
#include <optional>

#include "dlx/problem.hpp"
#include "dlx/search.hpp"
#include "links.hpp"
#include "search_loop.hpp"

namespace dlx::detail {

// Splits the tree of `links` into subproblems at a shallow depth and searches them with
// `threads` workers, each with its own copy of the links built from `problem` (with `seed`, so
// that the copies agree with `links`). Counts and sets of solutions are those of run_search.
SearchResult run_parallel_search(const Problem& problem, std::optional<std::uint64_t> seed,
                                 Links& links, SearchStack& stack, const SolutionVisitor* visit,
                                 const SearchLimits& limits, unsigned threads);

}  // namespace dlx::detail
