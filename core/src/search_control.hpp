// What a search loop is told besides the problem: its limits in absolute terms, the flags that
// stop it, whom to report progress to, and (for the parallel driver) where to publish counters
// and at which depth to cut the tree into subproblems.
//
// The loops look at all of it now and then only (SearchMonitor), so none of it costs anything
// per node: every 1024 nodes where nodes are cheap, at every node where one takes long.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <span>

#include "dlx/random.hpp"
#include "dlx/search.hpp"
#include "dlx/solver_options.hpp"

namespace dlx::detail {

using Clock = std::chrono::steady_clock;

struct SearchControl {
  Clock::time_point start = Clock::now();
  bool has_deadline = false;
  Clock::time_point deadline{};
  const std::atomic<bool>* stop_flag = nullptr;    // the caller's (a signal handler's, say)
  const std::atomic<bool>* cancel_flag = nullptr;  // the parallel driver's: the search is over
  const ProgressReporter* progress = nullptr;
  Clock::duration progress_interval{};
  // A worker of the parallel driver publishes its node and solution counts and its share of its
  // subproblem done here, for the driver's progress reports.
  std::atomic<std::uint64_t>* published_nodes = nullptr;
  std::atomic<std::uint64_t>* published_solutions = nullptr;
  std::atomic<double>* published_fraction = nullptr;
  // Stop (SearchStatus::kNodeLimit) once the search has entered this many nodes: the limits'
  // max_nodes, or a restart's budget.
  std::uint64_t node_limit = std::numeric_limits<std::uint64_t>::max();
  // The item choice, and with `random`, a randomized search: ties of the choice broken at
  // random, and each level's options tried in a random order (the attempts of a restarting
  // search). Null: the order of the layout.
  Heuristic heuristic = Heuristic::kMrv;
  Random* random = nullptr;
  // What earlier attempts of a restarting search did, added to the progress reports.
  SearchStats prior;
  // Splitting: a path that reaches this depth (branching_depth below) is handed to `on_split`
  // (as the option ids chosen along it) instead of being searched further. 0: no splitting.
  std::size_t split_depth = 0;
  const std::function<void(std::span<const OptionId>)>* on_split = nullptr;
};

// The control for a search with these limits, starting now.
SearchControl make_control(const SearchLimits& limits);

// Throws std::out_of_range when SearchLimits::forced or excluded names an option the problem,
// of `option_count` options, does not have.
void check_limit_options(const SearchLimits& limits, std::size_t option_count);

// When a loop looks at the clock, the flags and the counters: after a number of events (nodes
// entered, subproblems handed over) that adapts to how long they take. A fixed 1024 nodes let a
// time limit of 1 s run 3.8 s on 4096-queens, whose nodes each cover thousands of options (issue
// 20); the clock itself costs about 20 ns. So the interval starts at 1, doubles while checks come
// closer than a quarter of kPeriod and halves when they come further apart than kPeriod, between
// 1 and kMostEvents: a search of cheap nodes soon checks every 1024 of them, as before, and one
// of expensive nodes at every node, so that it stops within a node of its limit.
class CheckSchedule {
 public:
  static constexpr std::uint64_t kMostEvents = 1024;
  static constexpr Clock::duration kPeriod = std::chrono::milliseconds(1);

  explicit CheckSchedule(Clock::time_point start) : last_check_(start) {}

  // The event count at which the next check is due.
  std::uint64_t next() const { return next_; }
  // A check was made at event `count`, at time `now`: schedules the next one.
  void checked(std::uint64_t count, Clock::time_point now) {
    const Clock::duration since = now - last_check_;
    last_check_ = now;
    if (since < kPeriod / 4) {
      interval_ = std::min(interval_ * 2, kMostEvents);
    } else if (since > kPeriod) {
      interval_ = std::max<std::uint64_t>(interval_ / 2, 1);
    }
    next_ = count + interval_;
  }

 private:
  std::uint64_t next_ = 1;  // the first event is checked: a flag set before the search stops it
  std::uint64_t interval_ = 1;
  Clock::time_point last_check_;
};

// The checks made now and then (CheckSchedule): the node limit, interruption, time, progress
// reports, published counters.
class SearchMonitor {
 public:
  explicit SearchMonitor(const SearchControl& control)
      : control_(control),
        next_report_(control.start + control.progress_interval),
        node_schedule_(control.start),
        split_schedule_(control.start) {
    schedule_next_check();
  }

  // Called at every node with the count so far; true when the search must stop now, with
  // `status` saying why. `fraction` (a callable returning the share of the tree done) is called
  // only when a report or a published counter needs it. One comparison per node: the node limit
  // is folded into the node at which the next check is due.
  //
  // `unwind_time` (a callable from the time now to a Clock::duration) says about how long the
  // loop would take to undo its path if it stopped now; with a time limit, the search stops that
  // much before it, so that the caller gets the structure back by the limit. It is called only
  // when less time is left than has passed: undoing never takes much longer than doing.
  template <typename Fraction, typename UnwindTime>
  bool should_stop(const SearchStats& stats, std::size_t level, Fraction&& fraction,
                   SearchStatus& status, UnwindTime&& unwind_time) {
    if (stats.nodes < next_check_) [[likely]]
      return false;
    return check(stats, level, fraction, status, unwind_time);
  }
  // The node count at which should_stop() next does more than compare, for a loop that keeps
  // its count in a local and calls it only then.
  std::uint64_t next_check() const { return next_check_; }
  // For a loop whose path is undone at once (the bitset engine's trail, Algorithm M's small
  // problems).
  template <typename Fraction>
  bool should_stop(const SearchStats& stats, std::size_t level, Fraction&& fraction,
                   SearchStatus& status) {
    return should_stop(stats, level, fraction, status,
                       [](Clock::time_point) { return Clock::duration::zero(); });
  }

  // Called at each subproblem handed over while splitting (SearchControl::split_depth), where no
  // node is entered: splitting 4096-queens at depth 1 commits 4096 options of thousands of links
  // each before its second node.
  bool should_stop_splitting(SearchStatus& status) {
    if (++handed_over_ < split_schedule_.next()) return false;
    const Clock::time_point now = Clock::now();
    split_schedule_.checked(handed_over_, now);
    return stopped_by_flag_or_clock(now, status);
  }

 private:
  static bool stopped(const std::atomic<bool>* flag) {
    return flag != nullptr && flag->load(std::memory_order_relaxed);
  }

  void schedule_next_check() {
    const std::uint64_t limit = control_.node_limit;
    next_check_ = limit == std::numeric_limits<std::uint64_t>::max()
                      ? node_schedule_.next()
                      : std::min(node_schedule_.next(), limit + 1);
  }

  bool stopped_by_flag_or_clock(Clock::time_point now, SearchStatus& status) const {
    if (stopped(control_.stop_flag) || stopped(control_.cancel_flag)) {
      status = SearchStatus::kInterrupted;
      return true;
    }
    if (control_.has_deadline && now >= control_.deadline) {
      status = SearchStatus::kTimeLimit;
      return true;
    }
    return false;
  }

  // Cold: the search loop is laid out for the nodes that skip it (callgrind counted 2% fewer
  // instructions on n-queens than without the attribute, and than with noinline too).
  template <typename Fraction, typename UnwindTime>
  [[gnu::cold]] bool check(const SearchStats& stats, std::size_t level, Fraction&& fraction,
                           SearchStatus& status, UnwindTime&& unwind_time) {
    if (stats.nodes > control_.node_limit) {
      status = SearchStatus::kNodeLimit;
      return true;
    }
    if (stats.nodes < node_schedule_.next()) {  // only the node limit was due
      schedule_next_check();
      return false;
    }
    const Clock::time_point now = Clock::now();
    node_schedule_.checked(stats.nodes, now);
    schedule_next_check();
    if (stopped_by_flag_or_clock(now, status)) return true;
    if (control_.has_deadline && control_.deadline - now < now - started_ &&
        now + unwind_time(now) >= control_.deadline) {
      status = SearchStatus::kTimeLimit;
      return true;
    }
    if (control_.published_nodes != nullptr) {
      control_.published_nodes->store(stats.nodes, std::memory_order_relaxed);
      control_.published_solutions->store(stats.solutions, std::memory_order_relaxed);
      control_.published_fraction->store(fraction(), std::memory_order_relaxed);
    }
    if (control_.progress != nullptr && now >= next_report_) {
      next_report_ = now + control_.progress_interval;
      SearchProgress report;
      report.stats = stats;
      report.stats.nodes += control_.prior.nodes;
      report.stats.solutions += control_.prior.solutions;
      report.stats.restarts = control_.prior.restarts;
      report.stats.seconds = std::chrono::duration<double>(now - control_.start).count();
      report.fraction_done = fraction();
      report.level = level;
      (*control_.progress)(report);
    }
    return false;
  }

  const SearchControl& control_;
  Clock::time_point started_ = Clock::now();  // this loop's start (a worker's subproblem's)
  Clock::time_point next_report_;
  CheckSchedule node_schedule_;
  CheckSchedule split_schedule_;
  std::uint64_t next_check_ = 1;  // the node at which check() is next called
  std::uint64_t handed_over_ = 0;
};

// How deep a path is for splitting (SearchControl::split_depth): the levels on it that chose among
// several options. A forced move, a level of one option, does not count. A hard Sudoku's tree
// begins with a chain of them, a single after a single, often longer than the deepest split the
// drivers try; counted in levels, every path cut there was the same one, and the workers had one
// subproblem between them (a 16x16 searched with two threads took as long as with one). The first
// node of each path at which the count reaches the depth is cut, so the cut nodes still partition
// the tree, in the order of one thread.
inline std::size_t branching_depth(std::span<const std::uint32_t> degree) {
  return static_cast<std::size_t>(
      std::count_if(degree.begin(), degree.end(), [](std::uint32_t d) { return d > 1; }));
}

// Knuth's estimate of the share of the tree done, from the current path: at each level the
// branches before the one taken are done, and each branch at level l stands for 1/(d_0 ... d_l)
// of the tree, d_k being the number of branches at level k.
inline double fraction_done(std::span<const std::uint32_t> position,
                            std::span<const std::uint32_t> degree) {
  double done = 0.0;
  double share = 1.0;
  for (std::size_t l = 0; l < position.size(); ++l) {
    if (degree[l] == 0) break;
    share /= degree[l];
    done += share * position[l];
  }
  return done;
}

}  // namespace dlx::detail
