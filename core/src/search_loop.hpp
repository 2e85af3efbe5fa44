// The search loop of Algorithm C, iterative, over a Links structure.
#pragma once

#include <cstdint>
#include <vector>

#include "dlx/search.hpp"
#include "links.hpp"

namespace dlx::detail {

// Memory the loop needs, allocated once per solver so that the loop itself never allocates.
struct SearchStack {
  explicit SearchStack(std::int32_t primary_count)
      : choice(static_cast<std::size_t>(primary_count) + 1),
        solution(static_cast<std::size_t>(primary_count) + 1),
        forced(static_cast<std::size_t>(primary_count) + 1) {}

  std::vector<std::uint32_t> choice;  // x_l: the node tried at each level
  std::vector<OptionId> solution;     // the options of the solution being reported
  std::vector<std::uint32_t> forced;  // a primary node of each forced option committed
  SearchStats stats;                  // counters of the search under way (or the last one)
};

// Runs Algorithm C. `visit` may be null (counting). Leaves `links` exactly as it found it.
SearchResult run_search(Links& links, SearchStack& stack, const SolutionVisitor* visit,
                        const SearchLimits& limits);

}  // namespace dlx::detail
