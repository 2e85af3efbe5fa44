// Algorithm M of TAOCP 7.2.2.1 (covering with multiplicities and colors), with its steps named:
//
//   M2  enter level l: if no primary item is left, visit the solution
//   M3  choose an item i, the one with the fewest branches (theta, below)
//   M4  prepare to branch on i: one more option for i; cover i if that is its last
//   M5  possibly tweak x_l: take it out of i's list for good at this level
//   M6  try x_l: commit its other items, go one level deeper
//   M7  try again: uncommit them, move x_l to the next node of i (x_l = i: i has enough)
//   M8  restore i: untweak, uncover
//   M9  leave level l
//
// A primary item i with bounds u:v has BOUND(i) (options it may still take) and SLACK(i) = v - u
// (links.hpp). A level branches on i by choosing the next option that covers it, in list order,
// or, once u options cover it, by deciding that no more will (the branch x_l = i, which takes i
// out of the active items without covering it). Tweaking takes each option tried out of i's list
// for the rest of the level, so a set of options is reached along one path only and is visited
// once, whatever order its options were chosen in.
//
// This is Knuth's algorithm with one change: Knuth's untweak restores the tweaked options in the
// order they were tweaked; here they are restored in reverse, so the structure is restored exactly
// in LIFO order like every other operation (Solver::fingerprint checks it).
//
// A problem whose items are all 1:1 never comes here: Algorithm C (search_loop.cpp) is faster.
#include <bit>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>

#include "link_ops.hpp"
#include "search_loop.hpp"

namespace dlx::detail {
namespace {

template <bool kColors>
class MultiplicityLoop {
 public:
  MultiplicityLoop(Links& links, SearchStack& stack, const SolutionVisitor* visit,
                   const SearchLimits& limits, const SearchControl& control)
      : links_(links),
        ops_(links),
        slack_(links.slack()),
        stack_(stack),
        visit_(visit),
        limits_(limits),
        control_(control),
        monitor_(control) {}

  SearchResult run() {
    stack_.stats = SearchStats{};
    SearchStatus status = SearchStatus::kComplete;
    auto done = [this] { return stack_.fraction_done(level_); };
    const bool possible = commit_forced() && exclude_options();
    bool going_down = true;
    for (; possible;) {
      if (going_down) {
        // M2.
        ++stack_.stats.nodes;
        if (monitor_.should_stop(stack_.stats, level_, done, status)) break;
        std::int64_t theta = 0;
        const std::uint32_t i = choose_item(theta);
        if (i == 0) {
          if (!report_solution(status)) break;
          going_down = false;
          continue;
        }
        if (theta <= 0) {  // i cannot get the options it needs
          going_down = false;
          continue;
        }
        stack_.degree[level_] = static_cast<std::uint32_t>(theta);
        stack_.position[level_] = 0;
        going_down = begin_level(i);
      } else {
        if (level_ == 0) break;  // the whole tree is explored
        --level_;
        going_down = try_again();
      }
    }
    unwind();
    include_options();
    stack_.stats.updates = updates_;
    stack_.stats.seconds = std::chrono::duration<double>(Clock::now() - control_.start).count();
    return SearchResult{status, stack_.stats};
  }

  bool probe(Random& random, ProbeResult& result) {
    result = ProbeResult{};
    const bool possible = commit_forced() && exclude_options();
    if (possible) {
      double width = 1.0;
      result.nodes = 1.0;
      for (;;) {
        std::int64_t theta = 0;
        const std::uint32_t i = choose_item(theta);
        if (i == 0) {
          result.solutions = width;
          break;
        }
        if (theta <= 0) break;
        width *= static_cast<double>(theta);
        result.nodes += width;
        // Skip a random number of branches, as M7 would after trying each, then take the next.
        auto skip = random.below(static_cast<std::uint64_t>(theta));
        bool entered = begin_level(i);
        for (; skip > 0 && entered; --skip) {
          --level_;
          entered = try_again();
        }
        if (!entered) break;  // fewer branches than theta said: a dead end (cannot happen)
      }
    }
    unwind();
    include_options();
    return possible;
  }

 private:
  // M3: the active primary item with the fewest branches, theta = LEN(i) + 1 - max(need, 0),
  // where need = BOUND(i) - SLACK(i) is how many more options i must have: with need > 0 the first
  // of them is one of the LEN - need + 1 first options of its list; with need <= 0, any of the LEN
  // options or none. For a 1:1 item theta is LEN(i), as in Algorithm C. Ties go to the item
  // declared first. 0 when no item is left.
  std::uint32_t choose_item(std::int64_t& best_theta) const {
    std::uint32_t best = 0;
    best_theta = std::numeric_limits<std::int64_t>::max();
    for (std::size_t w = 0; w < ops_.primary_words(); ++w) {
      for (std::uint64_t bits = ops_.active_primaries(w); bits != 0; bits &= bits - 1) {
        const auto i =
            static_cast<std::uint32_t>(w * 64) + static_cast<std::uint32_t>(std::countr_zero(bits));
        const std::int64_t need = std::int64_t{ops_.bound(i)} - slack_[i];
        const std::int64_t theta = std::int64_t{ops_.length(i)} + 1 - (need > 0 ? need : 0);
        if (theta < best_theta) {
          best = i;
          best_theta = theta;
          if (theta <= 0) return best;
        }
      }
    }
    return best;
  }

  // M4, then M5 and M6 for the first branch. Returns true when a branch was entered (the loop
  // goes down), false when there is none (the level is already left again: M8, M9).
  bool begin_level(std::uint32_t i) {
    stack_.item[level_] = i;
    const std::size_t x = ops_.first_node(i);
    stack_.first_tweak[level_] = static_cast<std::uint32_t>(x);
    if (--ops_.bound_ref(i) == 0) updates_ += ops_.cover(i);
    return try_branch(x);
  }

  // M5 and M6: try node x (an option of i, or i itself for "no more options for i").
  bool try_branch(std::size_t x) {
    const std::uint32_t i = stack_.item[level_];
    const std::int32_t bound = ops_.bound(i);
    const std::int32_t slack = slack_[i];
    if (bound == 0 && slack == 0) {
      // Exactly as in Algorithm C: i is covered and x, if an option, is tried as it stands.
      if (x == i) return restore_item();
    } else if (ops_.length(i) <= bound - slack) {
      return restore_item();  // too few options left for what i still needs
    } else if (x != i) {
      updates_ += ops_.tweak(x, i, bound != 0);
    } else if (bound != 0) {
      ops_.deactivate(i);  // i has enough: no more options for it
    }
    // M6.
    stack_.choice[level_] = static_cast<std::uint32_t>(x);
    if (x != i) updates_ += ops_.commit_option_except_bounded(x);
    ++level_;
    return true;
  }

  // M7 at level_ (already decremented to the level to retry). Returns like begin_level.
  bool try_again() {
    const std::uint32_t i = stack_.item[level_];
    const std::size_t x = stack_.choice[level_];
    if (x == i) {
      if (ops_.bound(i) != 0) ops_.activate(i);
      return restore_item();
    }
    ops_.uncommit_option_except_bounded(x);
    ++stack_.position[level_];
    return try_branch(ops_.next_node(x));
  }

  // M8 and M9: untweak and uncover i, give back the option it took at M4, leave the level.
  bool restore_item() {
    const std::uint32_t i = stack_.item[level_];
    const std::int32_t bound = ops_.bound(i);
    if (bound != 0 || slack_[i] != 0) {
      ops_.untweak(stack_.first_tweak[level_], i, bound != 0);
    }
    if (bound == 0) ops_.uncover(i);
    ++ops_.bound_ref(i);
    return false;
  }

  // Undoes every level still entered, deepest first (after a stop).
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

  void unwind() {
    while (level_ > 0) {
      --level_;
      const std::uint32_t i = stack_.item[level_];
      const std::size_t x = stack_.choice[level_];
      if (x == i) {
        if (ops_.bound(i) != 0) ops_.activate(i);
      } else {
        ops_.uncommit_option_except_bounded(x);
      }
      restore_item();
    }
  }

  // As in search_loop.cpp, the forced options stay committed between searches (sync_forced).
  bool commit_forced() {
    const bool possible = stack_.forced.sync(
        limits_.forced,
        [this](OptionId option, std::uint32_t& node, std::size_t) {
          const std::size_t x = links_.option_first(static_cast<std::size_t>(option.value));
          if (!ops_.option_available(x)) return false;
          updates_ += ops_.force_option_bounded(x);
          node = static_cast<std::uint32_t>(x);
          return true;
        },
        [this](std::uint32_t node, std::size_t) { ops_.unforce_option_bounded(node); });
    forced_ = stack_.forced.count;
    return possible;
  }

  bool report_solution(SearchStatus& status) {
    ++stack_.stats.solutions;
    if (visit_ != nullptr) {
      std::size_t size = 0;
      for (std::size_t k = 0; k < forced_; ++k) stack_.solution[size++] = limits_.forced[k];
      for (std::size_t k = 0; k < level_; ++k) {
        if (stack_.choice[k] != stack_.item[k]) {
          stack_.solution[size++] = links_.option_of(stack_.choice[k]);
        }
      }
      if ((*visit_)(SolutionView(stack_.solution.data(), size)) == VisitControl::kStop) {
        status = SearchStatus::kStoppedByVisitor;
        return false;
      }
    }
    if (limits_.max_solutions != 0 && stack_.stats.solutions >= limits_.max_solutions) {
      status = SearchStatus::kSolutionLimit;
      return false;
    }
    return true;
  }

  Links& links_;
  LinkOps<kColors> ops_;
  const std::int32_t* slack_;
  SearchStack& stack_;
  const SolutionVisitor* visit_;
  const SearchLimits& limits_;
  const SearchControl& control_;
  SearchMonitor monitor_;
  std::size_t level_ = 0;
  std::size_t forced_ = 0;
  std::uint64_t updates_ = 0;
};

}  // namespace

void release_multiplicity_forced(Links& links, SearchStack& stack) {
  if (links.has_colors()) {
    LinkOps<true> ops(links);
    stack.forced.release([&ops](std::uint32_t x, std::size_t) { ops.unforce_option_bounded(x); });
  } else {
    LinkOps<false> ops(links);
    stack.forced.release([&ops](std::uint32_t x, std::size_t) { ops.unforce_option_bounded(x); });
  }
}

SearchResult run_multiplicity_search(Links& links, SearchStack& stack, const SolutionVisitor* visit,
                                     const SearchLimits& limits, const SearchControl& control) {
  if (links.has_colors()) return MultiplicityLoop<true>(links, stack, visit, limits, control).run();
  return MultiplicityLoop<false>(links, stack, visit, limits, control).run();
}

bool run_multiplicity_probe(Links& links, SearchStack& stack, const SearchLimits& limits,
                            Random& random, ProbeResult& result) {
  const SearchControl control = make_control(limits);
  if (links.has_colors()) {
    return MultiplicityLoop<true>(links, stack, nullptr, limits, control).probe(random, result);
  }
  return MultiplicityLoop<false>(links, stack, nullptr, limits, control).probe(random, result);
}

}  // namespace dlx::detail
