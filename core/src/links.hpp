// The dancing-links structure of Knuth's Algorithm C (TAOCP 7.2.2.1), in flat arrays.
//
// Nodes are numbered as in Knuth's programs, and each of his node fields is an array indexed by
// the node number (16 bytes per node in all):
//
//     node:    0      1 .. N1        N1+1 .. N      N+1      options, each followed by a spacer
//            unused  primary items  secondary items spacer   x x x  s  x x  s ...
//
//     nodes[x] = {ulink, dlink}   8 bytes: the vertical links
//     top[x]                      4 bytes
//     color[x]                    4 bytes
//
//     item header i:  top = LEN(i), options still active in i; ulink/dlink = last/first node;
//                     color = 0, or the color i was purified with (Algorithm C)
//     option node x:  top = its item; ulink/dlink = neighbours in that item's vertical list;
//                     color = 0 (none), > 0 (color id), or -1 once its item has been purified
//                     with that color ("known to agree", so commit and hide skip it)
//     spacer s:       top = -k where option k starts after s (and -option_count for the last);
//                     ulink = first node of the option before s; dlink = last node after s;
//                     color = 0
//
// Every option node has top > 0 and every spacer top <= 0, so the nodes of an option are the run
// between two spacers, and link_ops.hpp walks them as plain runs of the arrays.
//
// A problem without colors has no `color` array: the search never reads it then, and it is a
// quarter of the memory (issue 20: 336 MB of the 1.4 GB of 4096-queens, for each thread).
//
// Why separate arrays and not one 16-byte struct per node: x86 scales an index by 1, 2, 4 or 8
// in an address, not 16, so a 16-byte node cost a shift for every link followed (three per
// removed link, measured with cachegrind); an 8-byte pair of links and a 4-byte top need none.
// A cover step still walks contiguous memory within an option, the lengths of all items share a
// few cache lines, and a problem without colors never reads `color`. The links are unsigned so
// that loading one as an index needs no sign extension (about 6% on n-queens).
//
// Multiplicities (Algorithm M): a primary item i with bounds u:v has BOUND(i), starting at v and
// decreased for each option chosen that covers i, and SLACK(i) = v - u; i is covered (its options
// hidden) when BOUND(i) reaches 0, and may be left once BOUND(i) < SLACK(i) + 1, i.e. once u
// options cover it.
//
// The primary items still to cover: Knuth keeps them in a doubly linked list (LLINK/RLINK). Here
// they are a bitset, `active`, bit i set while primary item i is not covered. The list is only
// ever cut and restored in LIFO order, so it is always in item order: walking the set bits upwards
// visits the very same items in the very same order, which keeps the MRV choice (ties to the
// first item) and therefore the search tree identical. The difference is speed: following RLINK
// is a chain of dependent loads, one per item, and on a 9x9 sudoku that chain was 75% of the
// search time. Secondary items need no such list: the search never scans them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "build_watch.hpp"
#include "dlx/problem.hpp"

namespace dlx::detail {

struct NodeLink {
  std::uint32_t ulink;
  std::uint32_t dlink;
};

class Links {
 public:
  // With a seed, the primary items are numbered in a random order (the item choice breaks ties
  // to the lowest number, so ties go a random way) and the options are laid out in a random
  // order (so each item's list is shuffled). Option ids stay those of the problem.
  // `watch` stops the building when its limits pass (BuildStopped).
  explicit Links(const Problem& problem, std::optional<std::uint64_t> seed = std::nullopt,
                 const BuildWatch& watch = BuildWatch());
  // A copy is another structure in the same state, sharing what never changes (where each option
  // starts): a worker thread's, made in a fraction of the time of building it from the problem.
  Links(const Links&) = default;
  Links& operator=(const Links&) = delete;

  // The bytes of the arrays, the shared ones included.
  std::size_t bytes() const;
  // The bytes of a structure for a problem of this size (the problem's own data excluded), and
  // of a copy of it, which shares what never changes.
  static std::size_t bytes_for(std::size_t items, std::size_t primaries, std::size_t options,
                               std::size_t entries, bool colors, bool multiplicities);
  static std::size_t copy_bytes_for(std::size_t items, std::size_t primaries, std::size_t options,
                                    std::size_t entries, bool colors, bool multiplicities);

  std::int32_t primary_count() const { return primary_count_; }
  std::int32_t item_count() const { return item_count_; }
  // True when some option gives some item a color. Without colors, Algorithm C is Algorithm X,
  // and the search runs a variant of the operations that never looks at a color.
  bool has_colors() const { return has_colors_; }
  // True when some primary item has a multiplicity other than 1:1 (Algorithm M is needed).
  bool has_multiplicities() const { return !bound_.empty(); }
  // The option that node x (inside an option) belongs to.
  OptionId option_of(std::size_t x) const {
    while (top_[x] > 0) --x;
    return OptionId{-top_[x]};
  }
  std::uint64_t fingerprint() const;

  // The arrays, for LinkOps, which keeps their addresses in registers during a search.
  NodeLink* nodes() { return nodes_.data(); }
  std::int32_t* top() { return top_.data(); }
  std::int32_t* color() { return color_.data(); }
  std::uint64_t* active() { return active_.data(); }
  // Algorithm M's BOUND and SLACK of each primary item i (index i; entry 0 unused): how many more
  // options may still cover i, and upper - lower. Empty without multiplicities.
  std::int32_t* bound() { return bound_.data(); }
  const std::int32_t* slack() const { return slack_.data(); }
  // The first node of option k.
  std::uint32_t option_first(std::size_t k) const { return (*option_first_)[k]; }
  std::size_t option_count() const { return option_first_->size(); }
  std::size_t primary_words() const { return active_.size(); }

 private:
  std::int32_t primary_count_ = 0;
  std::int32_t item_count_ = 0;
  bool has_colors_ = false;
  std::vector<NodeLink> nodes_;
  std::vector<std::int32_t> top_;
  std::vector<std::int32_t> color_;
  std::vector<std::uint64_t> active_;
  std::vector<std::int32_t> bound_;
  std::vector<std::int32_t> slack_;
  std::shared_ptr<const std::vector<std::uint32_t>> option_first_;
};

}  // namespace dlx::detail
