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

#include <chrono>
#include <limits>

namespace dlx::detail {
namespace {

using Clock = std::chrono::steady_clock;

// C3. MRV: the active primary item with the fewest active options. Ties go to the item that comes
// first in the active list, which is the order the items were declared (primary items only); the
// scan stops early at an item with no options, since nothing can beat it.
std::int32_t choose_item(const Links& links) {
  std::int32_t best = 0;
  std::int32_t best_length = std::numeric_limits<std::int32_t>::max();
  for (std::int32_t i = links.first_active_primary(); i != 0; i = links.next_item(i)) {
    const std::int32_t length = links.length(i);
    if (length < best_length) {
      best = i;
      best_length = length;
      if (length == 0) break;
    }
  }
  return best;
}

class SearchLoop {
 public:
  SearchLoop(Links& links, SearchStack& stack, const SolutionVisitor* visit,
             const SearchLimits& limits)
      : links_(links), stack_(stack), visit_(visit), limits_(limits), start_(Clock::now()) {
    if (limits.time_limit) {
      deadline_ = start_ + std::chrono::duration_cast<Clock::duration>(*limits.time_limit);
    }
  }

  SearchResult run() {
    links_.reset_updates();
    stats() = SearchStats{};
    SearchStatus status = SearchStatus::kComplete;
    bool going_down = true;  // false: backtracking to the next untried option
    for (;;) {
      if (going_down) {
        // C2: enter level l.
        ++stats().nodes;
        if ((stats().nodes & 1023) == 1 && limit_reached(status)) break;
        if (links_.first_active_primary() == 0) {
          if (!report_solution(status)) break;
          going_down = false;
          continue;
        }
        // C3, C4.
        const std::int32_t i = choose_item(links_);
        if (links_.length(i) == 0) {
          going_down = false;  // a dead end: no option can cover i
          continue;
        }
        links_.cover(i);
        try_option(links_.first_node(i));
      } else if (!try_next_option()) {
        break;  // the whole tree is explored
      } else {
        going_down = true;
      }
    }
    unwind();
    stats().updates = links_.updates();
    stats().seconds = std::chrono::duration<double>(Clock::now() - start_).count();
    return SearchResult{status, stats()};
  }

 private:
  SearchStats& stats() { return stack_.stats; }
  const SearchStats& stats() const { return stack_.stats; }

  // C5: try option x_l at the current level and go one level deeper.
  void try_option(std::int32_t x) {
    stack_.choice[level_] = x;
    links_.commit_option_except(x);
    ++level_;
  }

  // C8, C6, C7: back up to the nearest level that has an option left to try, and try it.
  // Returns false when every level is exhausted (the search is over).
  bool try_next_option() {
    while (level_ > 0) {
      --level_;
      const std::int32_t x = stack_.choice[level_];
      links_.uncommit_option_except(x);  // C6
      const std::int32_t i = links_.item_of(x);
      const std::int32_t next = links_.next_node(x);
      if (next != i) {
        try_option(next);
        return true;
      }
      links_.uncover(i);  // C7
    }
    return false;
  }

  // Undoes every level still committed, so the structure is as it was before the search.
  void unwind() {
    while (level_ > 0) {
      --level_;
      const std::int32_t x = stack_.choice[level_];
      links_.uncommit_option_except(x);
      links_.uncover(links_.item_of(x));
    }
  }

  // Returns false when the search must stop after this solution.
  bool report_solution(SearchStatus& status) {
    ++stats().solutions;
    if (visit_ != nullptr) {
      for (std::size_t k = 0; k < level_; ++k) {
        stack_.solution[k] = links_.option_of(stack_.choice[k]);
      }
      if ((*visit_)(SolutionView(stack_.solution.data(), level_)) == VisitControl::kStop) {
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
    if (limits_.time_limit && Clock::now() >= deadline_) {
      status = SearchStatus::kTimeLimit;
      return true;
    }
    return false;
  }

  Links& links_;
  SearchStack& stack_;
  const SolutionVisitor* visit_;
  const SearchLimits& limits_;
  Clock::time_point start_;
  Clock::time_point deadline_{};
  std::size_t level_ = 0;
};

}  // namespace

SearchResult run_search(Links& links, SearchStack& stack, const SolutionVisitor* visit,
                        const SearchLimits& limits) {
  return SearchLoop(links, stack, visit, limits).run();
}

}  // namespace dlx::detail
