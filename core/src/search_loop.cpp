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
#include <span>

#include "link_ops.hpp"

namespace dlx::detail {
namespace {

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
template <typename Ops>
std::uint32_t choose_item(const Ops& ops) {
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

// How many more stale entries than twice the live ones a scan of the singles meets before it
// copies the live ones on top.
constexpr std::uint32_t kStaleBeforeCopy = 32;

template <bool kColors, bool kSingles>
class SearchLoop {
 public:
  SearchLoop(Links& links, SearchStack& stack, const SolutionVisitor* visit,
             const SearchLimits& limits, const SearchControl& control)
      : links_(links),
        ops_(links),
        stack_(stack),
        visit_(visit),
        limits_(limits),
        control_(control),
        monitor_(control),
        plain_(control.heuristic == Heuristic::kMrv && control.random == nullptr),
        shuffled_(control.random != nullptr) {
    if constexpr (kSingles) ops_.track_singles(stack_.singles.data());
  }

  SearchResult run() {
    stats() = SearchStats{};
    SearchStatus status = SearchStatus::kComplete;
    bool going_down = true;  // false: backtracking to the next untried option
    // The forced options are chosen first; if one of them cannot be, there is nothing to search.
    const bool possible = commit_forced() && exclude_options();
    if constexpr (kSingles) gather_singles();
    auto done = [this] { return stack_.fraction_done(level_); };
    auto undo_time = [this](Clock::time_point now) { return unwind_time(now); };
    for (; possible;) {
      if (going_down) {
        if (control_.split_depth > 0 &&
            branching_depth(std::span(stack_.degree).first(level_)) == control_.split_depth) {
          if (monitor_.should_stop_splitting(status)) break;
          hand_over_subproblem();
          going_down = false;
          continue;
        }
        // C2: enter level l; C3: choose an item, where 0 means that none is left.
        ++stats().nodes;
        if (monitor_.should_stop(stats(), level_, done, status, undo_time)) break;
        const std::uint32_t i = plain_ ? least_item() : choose_item_slowly();
        if (i == 0) {
          if (control_.split_depth > 0) {
            hand_over_subproblem();  // a solution above the split depth: a subproblem too
          } else if (!report_solution(status)) {
            break;
          }
          going_down = false;
          continue;
        }
        // C4.
        const std::int32_t length = ops_.length(i);
        if (length == 0) {
          going_down = false;  // a dead end: no option can cover i
          continue;
        }
        stack_.degree[level_] = static_cast<std::uint32_t>(length);
        stack_.position[level_] = 0;
        if constexpr (kSingles) {
          stack_.singles_entered[level_] = ops_.singles_height();
          stack_.singles_base[level_] = singles_base_;
        }
        updates_ += ops_.cover(i);
        if constexpr (kSingles) stack_.singles_covered[level_] = ops_.singles_height();
        try_option(shuffled_ ? shuffle_options(i, length) : ops_.first_node(i));
      } else if (!try_next_option()) {
        break;  // the whole tree is explored
      } else {
        going_down = true;
      }
    }
    unwind();
    include_options();
    stats().updates = updates_;
    stats().seconds = std::chrono::duration<double>(Clock::now() - control_.start).count();
    return SearchResult{status, stats()};
  }

  // One random probe down the tree (Knuth's estimator): at each level a branch chosen uniformly,
  // and the product of the branching degrees so far estimates the width of the next level.
  bool probe(Random& random, ProbeResult& result) {
    result = ProbeResult{};
    const bool possible = commit_forced() && exclude_options();
    if (possible) {
      double width = 1.0;
      result.nodes = 1.0;
      for (;;) {
        const std::uint32_t i = choose_item(ops_);
        if (i == 0) {
          result.solutions = width;
          break;
        }
        const std::int32_t length = ops_.length(i);
        if (length == 0) break;
        width *= length;
        result.nodes += width;
        std::size_t x = ops_.first_node(i);
        for (auto k = random.below(static_cast<std::uint64_t>(length)); k > 0; --k) {
          x = ops_.next_node(x);
        }
        updates_ += ops_.cover(i);
        try_option(x);
      }
    }
    unwind();
    include_options();
    return possible;
  }

 private:
  SearchStats& stats() { return stack_.stats; }
  const SearchStats& stats() const { return stack_.stats; }

  // A randomized search (SearchControl::random) tries a level's options in a random order: the
  // nodes of item i's list, shuffled into `order` after the ones of the levels above (an option
  // is in at most one level's list along a path: it shares an item with the option tried at
  // that level, which hides it from every deeper level). Returns the first.
  std::uint32_t shuffle_options(std::size_t i, std::int32_t length) {
    const std::uint32_t start =
        level_ == 0 ? 0 : stack_.order_start[level_ - 1] + stack_.degree[level_ - 1];
    stack_.order_start[level_] = start;
    std::uint32_t* order = stack_.order.data() + start;
    std::size_t x = ops_.first_node(i);
    for (std::int32_t k = 0; k < length; ++k, x = ops_.next_node(x)) {
      order[k] = static_cast<std::uint32_t>(x);
    }
    control_.random->shuffle(std::span<std::uint32_t>(order, static_cast<std::size_t>(length)));
    return order[0];
  }

  // C3 with the weighted heuristic, or with ties broken at random: a scan of every active item,
  // as choose_item but slower. An item with no option left is chosen at once and, with the
  // weights, counts a wipe-out. 0 when no item is left.
  std::uint32_t choose_item_slowly() {
    const bool weighted = control_.heuristic == Heuristic::kWeighted;
    std::uint32_t* weights = stack_.weights.data();
    // An item with at most one option goes first whatever the weights; most nodes have one (a
    // Sudoku's singles), and MRV finds it fast.
    const std::uint32_t least = least_item();
    if (least == 0) return 0;
    if (const std::int32_t length = ops_.length(least); length <= 1) {
      if (length == 0 && weighted) ++weights[least];
      return least;
    }
    std::uint32_t best = 0;
    std::uint64_t best_length = 0;
    std::uint64_t best_weight = 1;
    std::uint64_t ties = 0;
    for (std::size_t w = 0; w < ops_.primary_words(); ++w) {
      for (std::uint64_t bits = ops_.active_primaries(w); bits != 0; bits &= bits - 1) {
        const auto i =
            static_cast<std::uint32_t>(w * 64) + static_cast<std::uint32_t>(std::countr_zero(bits));
        const auto length = static_cast<std::uint64_t>(ops_.length(i));
        if (length == 0) {
          if (weighted) ++weights[i];
          return i;
        }
        const std::uint64_t score = weighted && length == 1 ? 0 : length;
        const std::uint64_t weight = weighted ? weights[i] : 1;
        const std::uint64_t left = score * best_weight;
        const std::uint64_t right = best_length * weight;
        if (best == 0 || left < right) {
          best = i;
          best_length = score;
          best_weight = weight;
          ties = 1;
        } else if (left == right && control_.random != nullptr &&
                   control_.random->below(++ties) == 0) {
          best = i;
        }
      }
    }
    return best;
  }

  // C3 by MRV: from the singles when there are some, else by a scan of every item.
  std::uint32_t least_item() {
    if constexpr (kSingles) {
      if (const std::uint32_t single = choose_single(); single != 0) return single;
    }
    return choose_item(ops_);
  }

  // C3 from the stack of singles: every uncovered item with at most one option is on it, from
  // `singles_base_` up, so the item MRV would choose, if its length is at most 1, is the one of
  // least length and then least number found there. 0 when there is none: every uncovered item
  // then has two options or more.
  //
  // Entries go stale as their items are covered deeper down, and come back to life as the search
  // backs up, so they cannot be dropped. When most of those scanned are stale, the live ones are
  // copied on top and the scans of this level and the levels below start there; backing up past
  // this level cuts the copy off again (on a 49x49 Sudoku, scans of thousands of stale entries
  // were a third of the search).
  std::uint32_t choose_single() {
    std::uint32_t best = 0;
    std::int32_t best_length = 2;
    std::uint32_t live = 0;
    const std::uint32_t height = ops_.singles_height();
    for (std::uint32_t k = singles_base_; k < height; ++k) {
      const std::uint32_t i = ops_.single(k);
      if (!ops_.active(i)) continue;
      ++live;
      const std::int32_t length = ops_.length(i);
      if (length < best_length || (length == best_length && i < best)) {
        best = i;
        best_length = length;
      }
    }
    // The copy leaves room for the pushes still to come along this path: at most two per item.
    const std::size_t room = stack_.singles.size() - 2 * ops_.primary_words() * 64;
    if (height - singles_base_ > 2 * live + kStaleBeforeCopy && height + live <= room) {
      for (std::uint32_t k = singles_base_; k < height; ++k) {
        const std::uint32_t i = ops_.single(k);
        if (ops_.active(i)) ops_.push_single(i);
      }
      singles_base_ = height;
    }
    return best;
  }

  // The stack of singles for this search, from scratch: the forced and excluded options may have
  // changed every length since the last search.
  void gather_singles() {
    ops_.cut_singles(0);
    singles_base_ = 0;
    for (std::size_t w = 0; w < ops_.primary_words(); ++w) {
      for (std::uint64_t bits = ops_.active_primaries(w); bits != 0; bits &= bits - 1) {
        const auto i =
            static_cast<std::uint32_t>(w * 64) + static_cast<std::uint32_t>(std::countr_zero(bits));
        if (ops_.length(i) <= 1) ops_.push_single(i);
      }
    }
  }

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
      if constexpr (kSingles) {
        ops_.cut_singles(stack_.singles_covered[level_]);
        singles_base_ = stack_.singles_base[level_];
      }
      const std::size_t i = ops_.item_of(x);
      if (shuffled_) {
        if (stack_.position[level_] + 1 < stack_.degree[level_]) {
          ++stack_.position[level_];
          try_option(stack_.order[stack_.order_start[level_] + stack_.position[level_]]);
          return true;
        }
      } else if (const std::size_t next = ops_.next_node(x); next != i) {
        ++stack_.position[level_];
        try_option(next);
        return true;
      }
      ops_.uncover(i);  // C7
      if constexpr (kSingles) ops_.cut_singles(stack_.singles_entered[level_]);
    }
    return false;
  }

  // Commits SearchLimits::forced, in order, keeping those the last search left committed
  // (sync_forced). Returns false at the first one that clashes with those before it.
  bool commit_forced() {
    const bool possible = stack_.forced.sync(
        limits_.forced,
        [this](OptionId option, std::uint32_t& node, std::size_t) {
          const std::size_t x = links_.option_first(static_cast<std::size_t>(option.value));
          if (!ops_.option_available(x)) return false;
          const std::size_t y = ops_.primary_node(x);
          updates_ += ops_.commit_option(y);
          node = static_cast<std::uint32_t>(y);
          return true;
        },
        [this](std::uint32_t node, std::size_t) { ops_.uncommit_option(node); });
    forced_ = stack_.forced.count;
    return possible;
  }

  // Takes SearchLimits::excluded out (those not already out, which the forced options took). Always
  // true: an exclusion never makes the search impossible, only its tree smaller.
  bool exclude_options() {
    stack_.excluded.clear();
    for (const OptionId option : limits_.excluded) {
      const std::size_t x = links_.option_first(static_cast<std::size_t>(option.value));
      if (!ops_.option_available(x)) continue;
      updates_ += ops_.remove_option(x);
      stack_.excluded.push_back(static_cast<std::uint32_t>(x));
    }
    return true;
  }

  void include_options() {
    while (!stack_.excluded.empty()) {
      ops_.restore_option(stack_.excluded.back());
      stack_.excluded.pop_back();
    }
  }

  // About how long unwind() would take from here. Undoing a level restores the links that
  // covering its item and committing its option removed: each of the option's items had its
  // options hidden, about (width - 1) links for each of them, and an item's length stays as it was
  // when it was covered. At the time per link removed of this search so far, that is the time
  // the path took to make, backtracking left out. For the time limit: 142 levels of 4096-queens
  // took a second to make and as long to undo (issue 20).
  Clock::duration unwind_time(Clock::time_point now) const {
    if (updates_ == 0) return Clock::duration::zero();
    const std::int32_t* top = links_.top();
    std::uint64_t links = 0;
    for (std::size_t l = 0; l < level_; ++l) {
      std::size_t x = stack_.choice[l];
      while (top[x - 1] > 0) --x;  // the option's first node
      std::uint64_t lengths = 0;
      std::uint64_t width = 0;
      for (; top[x] > 0; ++x, ++width) lengths += static_cast<std::uint32_t>(top[top[x]]);
      links += lengths * (width - 1);
    }
    const double share = static_cast<double>(links) / static_cast<double>(updates_);
    return std::chrono::duration_cast<Clock::duration>((now - started_) * share);
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

  // The path down to here is a subproblem for the parallel driver: the forced options and the
  // options chosen at each level.
  void hand_over_subproblem() {
    for (std::size_t k = 0; k < forced_; ++k) stack_.solution[k] = limits_.forced[k];
    for (std::size_t k = 0; k < level_; ++k) {
      stack_.solution[forced_ + k] = links_.option_of(stack_.choice[k]);
    }
    (*control_.on_split)(std::span<const OptionId>(stack_.solution.data(), forced_ + level_));
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

  Links& links_;
  LinkOps<kColors, kSingles> ops_;
  SearchStack& stack_;
  const SolutionVisitor* visit_;
  const SearchLimits& limits_;
  const SearchControl& control_;
  SearchMonitor monitor_;
  bool plain_;     // MRV in layout order: the fast item choice
  bool shuffled_;  // the options of each level in a random order (else down the item's list)
  Clock::time_point started_ = Clock::now();
  std::size_t level_ = 0;
  std::size_t forced_ = 0;          // forced options committed
  std::uint32_t singles_base_ = 0;  // where the scans of the stack of singles start
  std::uint64_t updates_ = 0;       // links removed by hide' in this search
};

}  // namespace

template <bool kColors>
void release_forced_with(Links& links, SearchStack& stack) {
  LinkOps<kColors> ops(links);
  stack.forced.release([&ops](std::uint32_t node, std::size_t) { ops.uncommit_option(node); });
}

void release_forced(Links& links, SearchStack& stack) {
  if (links.has_multiplicities()) {
    release_multiplicity_forced(links, stack);
  } else if (links.has_colors()) {
    release_forced_with<true>(links, stack);
  } else {
    release_forced_with<false>(links, stack);
  }
}

SearchStack::SearchStack(const Links& links, std::int32_t singles_from_items)
    : singles_from(singles_from_items) {
  std::size_t levels = static_cast<std::size_t>(links.primary_count()) + 1;
  if (links.has_multiplicities()) levels += links.option_count();
  choice.resize(levels);
  item.resize(levels);
  first_tweak.resize(levels);
  position.resize(levels);
  degree.resize(levels);
  solution.resize(levels);
  forced.reserve(levels);
  excluded.reserve(links.option_count());
  order.resize(links.option_count() + 1);
  order_start.resize(levels);
  weights.assign(static_cast<std::size_t>(links.primary_count()) + 1, 1);
  if (links.primary_count() >= singles_from && !links.has_multiplicities()) {
    // An item enters at most twice along a path (its length falling to 1, then to 0), besides the
    // gathering at the start; the forced options' commits, before it, push at most as much. The
    // rest is room for the copies of live entries, which are made only where they fit.
    // (Counted in whole words of items, as the copy's reserve below is.)
    singles.resize(8 * links.primary_words() * 64 + 1);
    singles_entered.resize(levels);
    singles_covered.resize(levels);
    singles_base.resize(levels);
  }
}

SearchResult run_search(Links& links, SearchStack& stack, const SolutionVisitor* visit,
                        const SearchLimits& limits, const SearchControl& control) {
  if (links.has_multiplicities()) {
    return run_multiplicity_search(links, stack, visit, limits, control);
  }
  if (!stack.singles.empty()) {
    if (links.has_colors()) {
      return SearchLoop<true, true>(links, stack, visit, limits, control).run();
    }
    return SearchLoop<false, true>(links, stack, visit, limits, control).run();
  }
  if (links.has_colors()) {
    return SearchLoop<true, false>(links, stack, visit, limits, control).run();
  }
  return SearchLoop<false, false>(links, stack, visit, limits, control).run();
}

bool run_probe(Links& links, SearchStack& stack, const SearchLimits& limits, Random& random,
               ProbeResult& result) {
  if (links.has_multiplicities()) {
    return run_multiplicity_probe(links, stack, limits, random, result);
  }
  const SearchControl control = make_control(limits);
  if (links.has_colors()) {
    return SearchLoop<true, false>(links, stack, nullptr, limits, control).probe(random, result);
  }
  return SearchLoop<false, false>(links, stack, nullptr, limits, control).probe(random, result);
}

}  // namespace dlx::detail
