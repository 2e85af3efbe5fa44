// Cover and purify with a cost threshold, as Knuth's DLX5 does them: the minimum-cost search
// (minimum_cost.cpp) lays its options out in increasing net cost, so every item's list is in
// that order, and an option whose net cost is past what the subtree can still afford is never
// chosen below. Such options need not be hidden: cover(i, t) hides only the options of i's list
// cheaper than t and stops at the first one that is not (a cutoff: the rest of the list is
// dearer still). On set-partitioning instances most of a list is past the threshold, so a cover
// touches a few options where Algorithm C's touches them all.
//
// What stays behind: an option that contains a covered item but was not hidden ("stale") stays
// in its other items' lists. The search keeps it harmless with one rule: it never chooses, counts
// or bounds with an option whose net cost is at least the node's budget (cutoff minus the cost
// so far). The budget only falls as the search goes deeper (costs are >= 0 and the cutoff only
// falls), and the threshold of a cover is the budget of the subtree below it, so every stale
// option is at least as dear as the budget of every node where it could be seen; and, the lists
// being in cost order, every such option comes after all the live ones that the budget allows.
//
// The undo walks forward, as the cover did (DLX5 does too), not backwards as Algorithm C's: it
// is still exact because every list is in the same global order, so the options hidden by one
// cover leave each other list top to bottom, and a run of adjacent nodes taken out top to bottom
// is put back correctly top to bottom.
#pragma once

#include <cstddef>
#include <cstdint>

#include "dlx/problem.hpp"
#include "link_ops.hpp"
#include "links.hpp"

namespace dlx::detail {

template <bool kColors>
class CostLinkOps {
 public:
  using Index = std::size_t;

  // `net` holds, per node of an option, its option's net cost (any value for other nodes).
  CostLinkOps(Links& links, const Cost* net)
      : ops_(links),
        nodes_(links.nodes()),
        top_(links.top()),
        color_(links.color()),
        active_(links.active()),
        net_(net),
        primary_count_(static_cast<std::uint32_t>(links.primary_count())) {}

  // cover(i, t): hide i's options cheaper than t, and take i out of the active items.
  void cover(Index i, Cost threshold) {
    for (Index p = nodes_[i].dlink; p != i && net_[p] < threshold; p = nodes_[p].dlink) {
      ops_.hide(p);
    }
    if (i <= primary_count_) active_[i / 64] &= ~bit(i);
  }

  void uncover(Index i, Cost threshold) {
    if (i <= primary_count_) active_[i / 64] |= bit(i);
    for (Index p = nodes_[i].dlink; p != i && net_[p] < threshold; p = nodes_[p].dlink) {
      ops_.unhide(p);
    }
  }

  // purify(p, t): p gives its secondary item color c; of the options cheaper than t, those that
  // agree are marked (-1) and the others hidden.
  void purify(Index p, Cost threshold) {
    const std::int32_t c = color_[p];
    const Index i = item_of(p);
    color_[i] = c;
    for (Index q = nodes_[i].dlink; q != i && net_[q] < threshold; q = nodes_[q].dlink) {
      if (color_[q] == c) {
        color_[q] = -1;
      } else {
        ops_.hide(q);
      }
    }
  }

  void unpurify(Index p, Cost threshold) {
    const std::int32_t c = color_[p];
    const Index i = item_of(p);
    for (Index q = nodes_[i].dlink; q != i && net_[q] < threshold; q = nodes_[q].dlink) {
      if (color_[q] < 0) {
        color_[q] = c;
      } else {
        ops_.unhide(q);
      }
    }
    color_[i] = 0;
  }

  // Step C5 for the option that contains x: every other item of it claimed, with threshold t.
  void commit_option_except(Index x, Cost threshold) {
    Index p = x + 1;
    for (; top_[p] > 0; ++p) commit(p, threshold);
    for (p = nodes_[p].ulink; p != x; ++p) commit(p, threshold);
  }

  // Its exact inverse (step C6), in reverse order.
  void uncommit_option_except(Index x, Cost threshold) {
    Index p = x - 1;
    for (; top_[p] > 0; --p) uncommit(p, threshold);
    for (p = nodes_[p].dlink; p != x; --p) uncommit(p, threshold);
  }

 private:
  static std::uint64_t bit(Index i) { return std::uint64_t{1} << (i % 64); }
  Index item_of(Index x) const { return static_cast<std::uint32_t>(top_[x]); }

  void commit(Index p, Cost threshold) {
    if (!kColors || color_[p] == 0) {
      cover(item_of(p), threshold);
    } else if (color_[p] > 0) {
      purify(p, threshold);
    }
  }

  void uncommit(Index p, Cost threshold) {
    if (!kColors || color_[p] == 0) {
      uncover(item_of(p), threshold);
    } else if (color_[p] > 0) {
      unpurify(p, threshold);
    }
  }

  LinkOps<kColors> ops_;
  NodeLink* nodes_;
  std::int32_t* top_;
  std::int32_t* color_;
  std::uint64_t* active_;
  const Cost* net_;
  std::uint32_t primary_count_;
};

}  // namespace dlx::detail
