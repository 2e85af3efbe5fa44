// What a search loop is told besides the problem: its limits in absolute terms, the flags that
// stop it, whom to report progress to, and (for the parallel driver) where to publish counters
// and at which depth to cut the tree into subproblems.
//
// The loops look at all of it every 1024 nodes only (SearchMonitor::due), so none of it costs
// anything per node.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <span>

#include "dlx/random.hpp"
#include "dlx/search.hpp"
#include "dlx/solver.hpp"

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
  // Splitting: a path that reaches this depth is handed to `on_split` (as the option ids chosen
  // along it) instead of being searched further. 0: no splitting.
  std::size_t split_depth = 0;
  const std::function<void(std::span<const OptionId>)>* on_split = nullptr;
};

// The control for a search with these limits, starting now.
SearchControl make_control(const SearchLimits& limits);

// The checks every 1024 nodes: interruption, time, progress reports, published counters.
class SearchMonitor {
 public:
  explicit SearchMonitor(const SearchControl& control)
      : control_(control),
        wants_clock_(control.has_deadline || control.progress != nullptr),
        next_report_(control.start + control.progress_interval) {}

  // Called at every node with the count so far; true when the search must stop now, with
  // `status` saying why. `fraction` (a callable returning the share of the tree done) is called
  // only when a report or a published counter needs it.
  template <typename Fraction>
  bool should_stop(const SearchStats& stats, std::size_t level, Fraction&& fraction,
                   SearchStatus& status) {
    if (stats.nodes > control_.node_limit) {
      status = SearchStatus::kNodeLimit;
      return true;
    }
    if ((stats.nodes & 1023) != 1) return false;
    if (stopped(control_.stop_flag) || stopped(control_.cancel_flag)) {
      status = SearchStatus::kInterrupted;
      return true;
    }
    if (control_.published_nodes != nullptr) {
      control_.published_nodes->store(stats.nodes, std::memory_order_relaxed);
      control_.published_solutions->store(stats.solutions, std::memory_order_relaxed);
      control_.published_fraction->store(fraction(), std::memory_order_relaxed);
    }
    if (!wants_clock_) return false;
    const Clock::time_point now = Clock::now();
    if (control_.has_deadline && now >= control_.deadline) {
      status = SearchStatus::kTimeLimit;
      return true;
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

 private:
  static bool stopped(const std::atomic<bool>* flag) {
    return flag != nullptr && flag->load(std::memory_order_relaxed);
  }

  const SearchControl& control_;
  bool wants_clock_;
  Clock::time_point next_report_;
};

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
