// The order in which an engine lays out a problem: primary items first, then secondary ones, and
// the options in declaration order; or, with a seed, the primary items numbered and the options
// laid out in a random order. Both engines use this one layout, so the same seed gives the same
// search tree (the same item choices and the same order of branches) whichever engine runs it.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "dlx/problem.hpp"

namespace dlx::detail {

struct Layout {
  // Problem item k's number inside the engine: 1..P for the P primary items (the item choice
  // breaks ties to the lowest number), P+1.. for the secondary ones.
  std::vector<std::uint32_t> item_number;
  // The options in the order they are laid out: option_order[r] is the r-th option's id. Each
  // item's options are tried in this order.
  std::vector<std::int32_t> option_order;
};

Layout make_layout(const Problem& problem, std::optional<std::uint64_t> seed);

}  // namespace dlx::detail
