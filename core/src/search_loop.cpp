// Algorithm C of TAOCP 7.2.2.1 (exact covering with colors), with its steps named:
//
//   C2  enter level l: if no primary item is left, visit the solution
//   C3  choose an item i (MRV)
//   C4  cover i and try its first option x_l
//   C5  try x_l: commit the other items of its option, go one level deeper
//   C6  try again: uncommit them and move x_l to the next option of i
//   C7  no options left: uncover i
//   C8  leave level l
//
// Knuth writes it with gotos and recursion-free levels; here the levels live in SearchStack, so
// the depth is bounded by the number of primary items, not by the call stack.
#include "search_loop.hpp"

#include <bit>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <limits>

#include "link_ops.hpp"

namespace dlx::detail {
namespace {

using Clock = std::chrono::steady_clock;

// C3. MRV: the active primary item with the fewest active options, or 0 when none is left (C2).
// Ties go to the item that comes first in the active list, which is the order the items were
// declared (primary items only); the scan stops early at an item with no options, since nothing
// can beat it.
//
// The active list is a bitset in item order (see links.hpp), so the scan reads independent
// lengths instead of following a chain of links. How the running minimum is kept depends on how
// far the scan has got. Among the first items it changes often, a branch on "shorter?" is a coin
// toss, and conditional moves are cheaper (4% on n-queens, whose primaries fit in one word).
// Further on it rarely changes, the branch is predicted, and conditional moves would only chain
// every item to the one before (the branch is 11% faster on a 9x9 sudoku). The switch is at the
// end of the first word of the bitset, the first 63 primary items.
template <bool kColors>
std::uint32_t choose_item(const LinkOps<kColors>& ops) {
  std::uint32_t best = 0;
  std::int32_t best_length = std::numeric_limits<std::int32_t>::max();
  for (std::uint64_t bits = ops.active_primaries(0); bits != 0; bits &= bits - 1) {
    const auto i = static_cast<std::uint32_t>(std::countr_zero(bits));
    const std::int32_t length = ops.length(i);
    const bool shorter = length < best_length;
    best = shorter ? i : best;
    best_length = shorter ? length : best_length;
    if (length == 0) return best;
  }
  for (std::size_t w = 1; w < ops.primary_words(); ++w) {
    for (std::uint64_t bits = ops.active_primaries(w); bits != 0; bits &= bits - 1) {
      const auto i =
          static_cast<std::uint32_t>(w * 64) + static_cast<std::uint32_t>(std::countr_zero(bits));
      const std::int32_t length = ops.length(i);
      if (length < best_length) {
        best = i;
        best_length = length;
        if (length == 0) return best;
      }
    }
  }
  return best;
}

template <bool kColors>
class SearchLoop {
 public:
  SearchLoop(Links& links, SearchStack& stack, const SolutionVisitor* visit,
             const SearchLimits& limits)
      : links_(links),
        ops_(links),
        stack_(stack),
        visit_(visit),
        limits_(limits),
        start_(Clock::now()) {
    if (limits.time_limit) {
      // A limit beyond a century is no limit; converting it to clock ticks would overflow.
      constexpr std::chrono::duration<double> kCentury = std::chrono::hours(24 * 365 * 100);
      if (*limits.time_limit < kCentury) {
        deadline_ = start_ + std::chrono::duration_cast<Clock::duration>(*limits.time_limit);
        has_deadline_ = true;
      }
    }
  }

  SearchResult run() {
    stats() = SearchStats{};
    SearchStatus status = SearchStatus::kComplete;
    bool going_down = true;  // false: backtracking to the next untried option
    // The forced options are chosen first; if one of them cannot be, there is nothing to search.
    const bool possible = commit_forced();
    for (; possible;) {
      if (going_down) {
        // C2: enter level l; C3: choose an item, where 0 means that none is left.
        ++stats().nodes;
        if ((stats().nodes & 1023) == 1 && limit_reached(status)) break;
        const std::uint32_t i = choose_item(ops_);
        if (i == 0) {
          if (!report_solution(status)) break;
          going_down = false;
          continue;
        }
        // C4.
        if (ops_.length(i) == 0) {
          going_down = false;  // a dead end: no option can cover i
          continue;
        }
        updates_ += ops_.cover(i);
        try_option(ops_.first_node(i));
      } else if (!try_next_option()) {
        break;  // the whole tree is explored
      } else {
        going_down = true;
      }
    }
    unwind();
    uncommit_forced();
    stats().updates = updates_;
    stats().seconds = std::chrono::duration<double>(Clock::now() - start_).count();
    return SearchResult{status, stats()};
  }

 private:
  SearchStats& stats() { return stack_.stats; }
  const SearchStats& stats() const { return stack_.stats; }

  // C5: try option x_l at the current level and go one level deeper.
  void try_option(std::size_t x) {
    stack_.choice[level_] = static_cast<std::uint32_t>(x);  // node numbers fit in 32 bits
    updates_ += ops_.commit_option_except(x);
    ++level_;
  }

  // C8, C6, C7: back up to the nearest level that has an option left to try, and try it.
  // Returns false when every level is exhausted (the search is over).
  bool try_next_option() {
    while (level_ > 0) {
      --level_;
      const std::size_t x = stack_.choice[level_];
      ops_.uncommit_option_except(x);  // C6
      const std::size_t i = ops_.item_of(x);
      const std::size_t next = ops_.next_node(x);
      if (next != i) {
        try_option(next);
        return true;
      }
      ops_.uncover(i);  // C7
    }
    return false;
  }

  // Commits SearchLimits::forced, in order. Returns false at the first one that clashes with those
  // before it (the ones committed so far stay committed, for uncommit_forced to undo).
  bool commit_forced() {
    for (const OptionId option : limits_.forced) {
      const std::size_t x = links_.option_first(static_cast<std::size_t>(option.value));
      if (forced_ == stack_.forced.size() || !ops_.option_available(x)) return false;
      const std::size_t y = ops_.primary_node(x);
      updates_ += ops_.commit_option(y);
      stack_.forced[forced_++] = static_cast<std::uint32_t>(y);
    }
    return true;
  }

  void uncommit_forced() {
    while (forced_ > 0) ops_.uncommit_option(stack_.forced[--forced_]);
  }

  // Undoes every level still committed, so the structure is as it was before the search.
  void unwind() {
    while (level_ > 0) {
      --level_;
      const std::size_t x = stack_.choice[level_];
      ops_.uncommit_option_except(x);
      ops_.uncover(ops_.item_of(x));
    }
  }

  // Returns false when the search must stop after this solution.
  bool report_solution(SearchStatus& status) {
    ++stats().solutions;
    if (visit_ != nullptr) {
      // The forced options first, then the chosen ones; together they cover each primary item
      // once, so they fit in the primary_count + 1 entries of `solution`.
      for (std::size_t k = 0; k < forced_; ++k) stack_.solution[k] = limits_.forced[k];
      for (std::size_t k = 0; k < level_; ++k) {
        stack_.solution[forced_ + k] = links_.option_of(stack_.choice[k]);
      }
      if ((*visit_)(SolutionView(stack_.solution.data(), forced_ + level_)) ==
          VisitControl::kStop) {
        status = SearchStatus::kStoppedByVisitor;
        return false;
      }
    }
    if (limits_.max_solutions != 0 && stats().solutions >= limits_.max_solutions) {
      status = SearchStatus::kSolutionLimit;
      return false;
    }
    return true;
  }

  // Time and interruption are looked at every 1024 nodes: a clock read per node would cost more
  // than some nodes do, and 1024 nodes take well under a millisecond.
  bool limit_reached(SearchStatus& status) const {
    if (limits_.stop_flag != nullptr && limits_.stop_flag->load(std::memory_order_relaxed)) {
      status = SearchStatus::kInterrupted;
      return true;
    }
    if (has_deadline_ && Clock::now() >= deadline_) {
      status = SearchStatus::kTimeLimit;
      return true;
    }
    return false;
  }

  Links& links_;
  LinkOps<kColors> ops_;
  SearchStack& stack_;
  const SolutionVisitor* visit_;
  const SearchLimits& limits_;
  Clock::time_point start_;
  Clock::time_point deadline_{};
  bool has_deadline_ = false;
  std::size_t level_ = 0;
  std::size_t forced_ = 0;     // forced options committed
  std::uint64_t updates_ = 0;  // links removed by hide' in this search
};

}  // namespace

SearchResult run_search(Links& links, SearchStack& stack, const SolutionVisitor* visit,
                        const SearchLimits& limits) {
  if (links.has_colors()) return SearchLoop<true>(links, stack, visit, limits).run();
  return SearchLoop<false>(links, stack, visit, limits).run();
}

}  // namespace dlx::detail
