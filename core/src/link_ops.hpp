// The operations of Algorithm C (TAOCP 7.2.2.1) on the arrays of links.hpp: hide, cover, purify,
// commit, and their exact inverses.
//
// Every update below is Knuth's, step for step, so a reader with the fascicle beside this file
// can check it. The structure is restored exactly by undoing the operations in reverse order.
// Each operation that hides returns how many links it removed (Knuth's "updates"); the search
// loop adds them up, so no operation carries a counter.
//
// Where the loops differ from Knuth's programs, it is for speed, each choice measured against
// bench/textbook on n-queens 10..12 and a 9x9 sudoku (ratios are textbook time / ours):
//
// - `kColors` is a template parameter. A problem without colors is Algorithm X: its operations
//   never read a color, and the search loop picks the variant once per search (0.70 -> 0.75).
// - The array addresses live in this small object, which the search loop keeps as a local, so
//   they stay in registers instead of being reloaded through the Links object after each store
//   (11% fewer instructions, no time on its own; it let the layout changes of links.hpp pay).
// - Knuth walks an option in one loop that wraps around at the spacer, testing for the spacer at
//   every node. Here the walk is two straight runs: from the node after p to the spacer, then
//   from the option's first node up to p; the spacer test is the loop test of the first run
//   (0.75 -> 0.80). A per-node link to the next node of the option, as in the textbook, was
//   slower: it puts a dependent load on every step.
// - cover' and uncover' count down LEN(i) instead of testing for the return to the header. The
//   count is the length of the list (LEN(i) does not change while i's own options are hidden),
//   and the loop exit, mispredicted about once per cover, is then known as soon as the loop is
//   entered instead of at the end of a chain of dependent loads (0.88 -> 0.94 on n-queens).
#pragma once

#include <cstddef>
#include <cstdint>

#include "links.hpp"

namespace dlx::detail {

// With kSingles, every primary item whose length falls to 1 or 0 is also pushed on a stack of
// singles (track_singles), which the search loop cuts back as it backs up: the loop then finds
// the items with at most one option without scanning every item (search_loop.cpp).
template <bool kColors, bool kSingles = false>
class LinkOps {
 public:
  using Index = std::size_t;  // a node number, widened once so that no loop re-extends it

  explicit LinkOps(Links& links)
      : nodes_(links.nodes()),
        top_(links.top()),
        color_(links.color()),
        active_(links.active()),
        bound_(links.bound()),
        primary_count_(static_cast<std::uint32_t>(links.primary_count())),
        primary_words_(links.primary_words()) {}

  // hide'(p): take every other node of p's option out of its item's list.
  std::uint64_t hide(Index p) {
    std::uint64_t removed = 0;
    Index q = p + 1;
    for (; top_[q] > 0; ++q) removed += hide_node(q);
    // q is now the spacer after the option, whose ulink is the option's first node.
    for (q = nodes_[q].ulink; q != p; ++q) removed += hide_node(q);
    return removed;
  }

  // unhide'(p): the exact inverse of hide'(p), walking the option backwards.
  void unhide(Index p) {
    Index q = p - 1;
    for (; top_[q] > 0; --q) unhide_node(q);
    // q is now the spacer before the option, whose dlink is the option's last node.
    for (q = nodes_[q].dlink; q != p; --q) unhide_node(q);
  }

  // cover'(i): hide every option of item i, then take i out of the active items (a secondary
  // item is in no list that the search scans, so only a primary one has a bit to clear).
  std::uint64_t cover(Index i) {
    std::uint64_t removed = 0;
    Index p = nodes_[i].dlink;
    for (std::int32_t n = top_[i]; n > 0; --n, p = nodes_[p].dlink) removed += hide(p);
    if (i <= primary_count_) active_[i / 64] &= ~bit(i);
    return removed;
  }

  void uncover(Index i) {
    if (i <= primary_count_) active_[i / 64] |= bit(i);
    Index p = nodes_[i].ulink;
    for (std::int32_t n = top_[i]; n > 0; --n, p = nodes_[p].ulink) unhide(p);
  }

  // purify(p): p gives its (secondary) item color c; keep the options that agree, marking their
  // nodes with -1, and hide those that do not.
  std::uint64_t purify(Index p) {
    std::uint64_t removed = 0;
    const std::int32_t c = color_[p];
    const Index i = item_of(p);
    color_[i] = c;
    for (Index q = nodes_[i].dlink; q != i; q = nodes_[q].dlink) {
      if (color_[q] == c) {
        color_[q] = -1;
      } else {
        removed += hide(q);
      }
    }
    return removed;
  }

  void unpurify(Index p) {
    const std::int32_t c = color_[p];
    const Index i = item_of(p);
    for (Index q = nodes_[i].ulink; q != i; q = nodes_[q].ulink) {
      if (color_[q] < 0) {
        color_[q] = c;
      } else {
        unhide(q);
      }
    }
    color_[i] = 0;
  }

  // commit(p, j): node p of a chosen option claims its item j.
  std::uint64_t commit(Index p, Index j) {
    if (!kColors || color_[p] == 0) return cover(j);
    if (color_[p] > 0) return purify(p);
    return 0;  // color -1: j was purified with p's color already
  }

  void uncommit(Index p, Index j) {
    if (!kColors || color_[p] == 0) {
      uncover(j);
    } else if (color_[p] > 0) {
      unpurify(p);
    }
  }

  // Commits every other item of the option that contains x (step C5), in Knuth's order: from
  // the node after x to the end of the option, then from its start up to x.
  std::uint64_t commit_option_except(Index x) {
    std::uint64_t removed = 0;
    Index p = x + 1;
    for (; top_[p] > 0; ++p) removed += commit(p, item_of(p));
    for (p = nodes_[p].ulink; p != x; ++p) removed += commit(p, item_of(p));
    return removed;
  }

  // Whether the option that starts at node x can still be chosen: none of its primary items is
  // covered and none of its nodes has been hidden. (A hidden option keeps only the node in the
  // item that hid it linked, and that item is then covered or purified against it.)
  bool option_available(Index x) const {
    Index p = x;
    do {
      const Index item = item_of(p);
      if (item <= primary_count_ && (active_[item / 64] & bit(item)) == 0) return false;
      if (nodes_[nodes_[p].ulink].dlink != p) return false;
      p = top_[p + 1] > 0 ? p + 1 : nodes_[p + 1].ulink;
    } while (p != x);
    return true;
  }

  // A node of the option that starts at x whose item is primary (every option has one).
  Index primary_node(Index x) const {
    Index p = x;
    while (item_of(p) > primary_count_) p = top_[p + 1] > 0 ? p + 1 : nodes_[p + 1].ulink;
    return p;
  }

  // Takes the option that starts at x out of every list, as if the problem did not have it
  // (SearchLimits::excluded), and its exact inverse.
  std::uint64_t remove_option(Index x) { return hide(x) + hide_node(x); }
  void restore_option(Index x) {
    unhide_node(x);
    unhide(x);
  }

  // Chooses the option of primary node y before the search, exactly as steps C4 and C5 would:
  // cover y's item, then commit the rest. (Starting from a colored secondary node instead would
  // purify with the option still in the lists, and mark its own node as already agreeing.)
  std::uint64_t commit_option(Index y) { return cover(item_of(y)) + commit_option_except(y); }

  void uncommit_option(Index y) {
    uncommit_option_except(y);
    uncover(item_of(y));
  }

  // Undoes commit_option_except(x), in reverse order (step C6).
  void uncommit_option_except(Index x) {
    Index p = x - 1;
    for (; top_[p] > 0; --p) uncommit(p, item_of(p));
    for (p = nodes_[p].dlink; p != x; --p) uncommit(p, item_of(p));
  }

  // ---- Algorithm M (multiplicities) -------------------------------------------------------
  // Commit through node p of item j: a primary item counts one more option covering it, and is
  // covered once its bound is used up; a secondary item is committed as in Algorithm C.
  std::uint64_t commit_bounded(Index p, Index j) {
    if (j <= primary_count_) return --bound_[j] == 0 ? cover(j) : 0;
    return commit(p, j);
  }

  void uncommit_bounded(Index p, Index j) {
    if (j <= primary_count_) {
      if (bound_[j]++ == 0) uncover(j);
      return;
    }
    uncommit(p, j);
  }

  std::uint64_t commit_option_except_bounded(Index x) {
    std::uint64_t removed = 0;
    Index p = x + 1;
    for (; top_[p] > 0; ++p) removed += commit_bounded(p, item_of(p));
    for (p = nodes_[p].ulink; p != x; ++p) removed += commit_bounded(p, item_of(p));
    return removed;
  }

  void uncommit_option_except_bounded(Index x) {
    Index p = x - 1;
    for (; top_[p] > 0; --p) uncommit_bounded(p, item_of(p));
    for (p = nodes_[p].dlink; p != x; --p) uncommit_bounded(p, item_of(p));
  }

  // tweak(x): x, the first node of item i's list, leaves that list for good at this level, so
  // that later branches on i never choose its option again. When i is not covered, its options
  // are still in the other items' lists, and x's option is hidden there too (`hide_option`).
  std::uint64_t tweak(Index x, Index i, bool hide_option) {
    const std::uint64_t removed = hide_option ? hide(x) : 0;
    const Index d = nodes_[x].dlink;
    nodes_[i].dlink = static_cast<std::uint32_t>(d);
    nodes_[d].ulink = static_cast<std::uint32_t>(i);
    --top_[i];
    return removed;
  }

  // Puts back every node tweaked out of i's list since `a` was its first node. The tweaked nodes
  // still chain forward through their dlinks to the current first node; relink them, then unhide
  // their options in the reverse order of the tweaks, as exact restoration requires.
  void untweak(Index a, Index i, bool unhide_option) {
    const Index z = nodes_[i].dlink;
    if (a == z) return;
    Index y = i;
    std::int32_t count = 0;
    for (Index x = a; x != z; x = nodes_[x].dlink) {
      nodes_[x].ulink = static_cast<std::uint32_t>(y);
      y = x;
      ++count;
    }
    nodes_[i].dlink = static_cast<std::uint32_t>(a);
    nodes_[z].ulink = static_cast<std::uint32_t>(y);
    top_[i] += count;
    if (!unhide_option) return;
    for (Index x = y;; x = nodes_[x].ulink) {
      unhide(x);
      if (x == a) break;
    }
  }

  // Takes primary item i out of the items to cover, or puts it back, without touching its list
  // (Algorithm M's "enough options cover i already").
  void deactivate(Index i) { active_[i / 64] &= ~bit(i); }
  void activate(Index i) { active_[i / 64] |= bit(i); }
  std::int32_t bound(Index i) const { return bound_[i]; }
  std::int32_t& bound_ref(Index i) { return bound_[i]; }

  // Hides all of the option that starts at x, x's own node included, and commits all its items,
  // as Algorithm M chooses a forced option; and the exact inverse.
  std::uint64_t force_option_bounded(Index x) {
    std::uint64_t removed = hide(x) + hide_node(x);
    removed += commit_bounded(x, item_of(x));
    return removed + commit_option_except_bounded(x);
  }

  void unforce_option_bounded(Index x) {
    uncommit_option_except_bounded(x);
    uncommit_bounded(x, item_of(x));
    unhide_node(x);
    unhide(x);
  }

  // ---- Access for the search loop ---------------------------------------------------------
  // The primary items still to cover, 64 to a word: item i is bit i % 64 of word i / 64.
  std::size_t primary_words() const { return primary_words_; }
  std::uint64_t active_primaries(std::size_t w) const { return active_[w]; }
  std::int32_t length(Index i) const { return top_[i]; }
  Index first_node(Index i) const { return nodes_[i].dlink; }
  Index next_node(Index x) const { return nodes_[x].dlink; }
  // The item of option node x. Read through unsigned: it is an index, never negative here.
  Index item_of(Index x) const { return static_cast<std::uint32_t>(top_[x]); }
  bool active(Index i) const { return (active_[i / 64] >> (i % 64) & 1) != 0; }

  // The stack of singles (kSingles): where it is kept, its height, and its entries.
  void track_singles(std::uint32_t* singles) { singles_ = singles; }
  std::uint32_t singles_height() const { return singles_height_; }
  void cut_singles(std::uint32_t height) { singles_height_ = height; }
  void push_single(std::uint32_t i) { singles_[singles_height_++] = i; }
  std::uint32_t single(std::uint32_t k) const { return singles_[k]; }

 private:
  static std::uint64_t bit(Index i) { return std::uint64_t{1} << (i % 64); }

  // One update: node q leaves its item's vertical list. Its own links stay as they are, which
  // is what lets unhide_node put it back. In Algorithm C a node whose item was purified with
  // its color (color -1) stays: its item is already settled. Returns the links removed, 0 or 1.
  std::uint64_t hide_node(Index q) {
    if (kColors && color_[q] < 0) return 0;
    // Read everything before storing: the stores are to int32 fields and may alias top_, so a
    // read after them would be repeated (this ordering removed 10% of the instructions).
    const Index item = item_of(q);
    const NodeLink link = nodes_[q];
    nodes_[link.ulink].dlink = link.dlink;
    nodes_[link.dlink].ulink = link.ulink;
    const std::int32_t left = --top_[item];
    if constexpr (kSingles) {
      if (left <= 1 && item <= primary_count_) push_single(static_cast<std::uint32_t>(item));
    }
    return 1;
  }

  void unhide_node(Index q) {
    if (kColors && color_[q] < 0) return;
    const Index item = item_of(q);
    const NodeLink link = nodes_[q];
    nodes_[link.ulink].dlink = static_cast<std::uint32_t>(q);
    nodes_[link.dlink].ulink = static_cast<std::uint32_t>(q);
    ++top_[item];
  }

  NodeLink* nodes_;
  std::int32_t* top_;
  std::int32_t* color_;
  std::uint64_t* active_;
  std::int32_t* bound_;
  std::uint32_t primary_count_;
  std::size_t primary_words_;
  std::uint32_t* singles_ = nullptr;
  std::uint32_t singles_height_ = 0;
};

}  // namespace dlx::detail
