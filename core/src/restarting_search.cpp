#include "restarting_search.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "search_control.hpp"

namespace dlx {

namespace {

// The i-th term (from 1) of Luby's sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, ...:
// 2^(k-1) when i = 2^k - 1, else the term i - (2^(k-1) - 1) for the k with 2^(k-1) <= i < 2^k - 1.
std::uint64_t luby(std::uint64_t i) {
  for (;;) {
    std::uint64_t k = 1;
    while ((std::uint64_t{1} << k) - 1 < i) ++k;
    if ((std::uint64_t{1} << k) - 1 == i) return std::uint64_t{1} << (k - 1);
    i -= (std::uint64_t{1} << (k - 1)) - 1;
  }
}

std::uint64_t saturating_product(std::uint64_t a, double b) {
  const double product = static_cast<double>(a) * b;
  if (product >= 1.8e19) return std::numeric_limits<std::uint64_t>::max();
  return std::max<std::uint64_t>(1, static_cast<std::uint64_t>(product));
}

}  // namespace

std::uint64_t Restarts::budget(std::uint64_t attempt) const {
  switch (schedule) {
    case Schedule::kOff:
      return std::numeric_limits<std::uint64_t>::max();
    case Schedule::kLuby:
      return saturating_product(
          base_nodes, static_cast<double>(luby(std::min<std::uint64_t>(attempt, 1u << 30) + 1)));
    case Schedule::kGeometric:
      return saturating_product(
          base_nodes,
          std::pow(factor, static_cast<double>(std::min<std::uint64_t>(attempt, 4096))));
  }
  return std::numeric_limits<std::uint64_t>::max();
}

namespace detail {

SearchResult run_with_restarts(Engine& engine, const SolutionVisitor* visit,
                               const SearchLimits& limits, const SolverOptions& options) {
  const SearchControl control = make_control(limits);
  const std::uint64_t seed = options.seed.value_or(0);
  engine.reset_weights();
  SearchStats total;
  for (std::uint64_t attempt = 0;; ++attempt) {
    SearchControl attempt_control = control;
    attempt_control.heuristic = options.heuristic;
    attempt_control.prior = total;
    // Attempt k's randomness depends on the seed and k only (SplitMix64 decorrelates them).
    Random random(Random(seed ^ (attempt * 0x9e3779b97f4a7c15ull)).next());
    attempt_control.random = attempt == 0 ? nullptr : &random;
    const std::uint64_t budget = options.restarts.budget(attempt);
    const bool last_allowed = control.node_limit - total.nodes <= budget;
    attempt_control.node_limit = std::min(budget, control.node_limit - total.nodes);
    const SearchResult result = engine.search(visit, limits, attempt_control);
    total.nodes += result.stats.nodes;
    total.updates += result.stats.updates;
    total.solutions += result.stats.solutions;
    if (result.status != SearchStatus::kNodeLimit || last_allowed ||
        total.nodes >= control.node_limit) {
      total.seconds = std::chrono::duration<double>(Clock::now() - control.start).count();
      return SearchResult{result.status, total};
    }
    ++total.restarts;
  }
}

}  // namespace detail
}  // namespace dlx
