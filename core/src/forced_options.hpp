// The forced options of a search (SearchLimits::forced), kept committed between searches.
//
// Both engines commit the forced options before the search and, instead of uncommitting them when
// it ends, keep them: the next search uncommits only the kept ones past the longest prefix its
// own list shares with them, and commits the rest of its list. A generator checking uniqueness
// after each clue it removes forces nearly the same clues every time: on a 49x49 grid,
// committing them all anew was 44% of the time (perf). Solver::fingerprint() and anything that
// needs the structure as built release them (Engine::release_forced).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "dlx/ids.hpp"

namespace dlx::detail {

struct KeptForced {
  void reserve(std::size_t capacity) {
    nodes.resize(capacity);
    ids.resize(capacity);
  }

  std::vector<std::uint32_t> nodes;  // what undoing each needs (a node, or a rank)
  std::vector<OptionId> ids;         // the options, in the order committed
  std::size_t count = 0;

  // Brings the kept options to `wanted`. `commit(option, node)` commits an option if it is still
  // available (setting `node`, what `uncommit(node)` needs) and says whether it was. Returns
  // false at the first wanted option that cannot be committed (the ones before it stay kept).
  template <typename Commit, typename Uncommit>
  bool sync(std::span<const OptionId> wanted, Commit&& commit, Uncommit&& uncommit) {
    std::size_t common = 0;
    while (common < count && common < wanted.size() && ids[common] == wanted[common]) ++common;
    while (count > common) {
      --count;
      uncommit(nodes[count], count);
    }
    for (std::size_t k = common; k < wanted.size(); ++k) {
      if (count == nodes.size()) return false;
      std::uint32_t node = 0;
      if (!commit(wanted[k], node, count)) return false;
      nodes[count] = node;
      ids[count] = wanted[k];
      ++count;
    }
    return true;
  }

  template <typename Uncommit>
  void release(Uncommit&& uncommit) {
    while (count > 0) {
      --count;
      uncommit(nodes[count], count);
    }
  }
};

}  // namespace dlx::detail
