// dlx.SearchStats: the engine's counters of one search and how it ended, as Python sees them.
#pragma once

#include <dlx/search.hpp>

#include <cstdint>
#include <string>

namespace dlx::python {

struct SearchSummary {
  std::uint64_t nodes = 0;
  std::uint64_t updates = 0;
  std::uint64_t solutions = 0;
  double seconds = 0.0;
  std::string status = "complete";  // to_string(SearchStatus): "complete", "time limit", ...

  SearchSummary() = default;
  explicit SearchSummary(const SearchResult& result)
      : nodes(result.stats.nodes),
        updates(result.stats.updates),
        solutions(result.stats.solutions),
        seconds(result.stats.seconds),
        status(to_string(result.status)) {}
};

}  // namespace dlx::python
