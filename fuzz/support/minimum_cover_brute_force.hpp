// The minimum covers of a small problem by trying every subset of its options, straight from the
// definition (every primary item in at least one chosen option, as few options as possible). It
// shares nothing with dlx::MinimumCoverSolver or dlx::verify_cover.
#pragma once

#include <optional>
#include <set>
#include <span>
#include <vector>

#include <dlx/problem.hpp>

namespace dlx::fuzz {

struct MinimumCovers {
  std::optional<std::size_t> minimum;  // nullopt: no cover at all
  std::set<std::vector<int>> covers;   // every cover of that size, as sorted option indices
};

// `required` options must be in every cover (and count towards its size); an option required
// twice leaves no cover, since no cover takes an option twice. At most 20 options.
MinimumCovers brute_force_minimum_covers(const Problem& problem,
                                         std::span<const OptionId> required = {});

}  // namespace dlx::fuzz
