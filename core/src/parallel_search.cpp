// The parallel search: split the tree at a shallow depth, then let workers take the subtrees.
//
// A subproblem is the list of options chosen on the way down to a node of the split depth.
// Committing those options as SearchLimits::forced puts a fresh copy of the links in exactly the
// state the one-thread search would have at that node (committing an option removes the same
// items and options whichever of its items the search branched on), and the item choice then
// depends only on that state; so each worker searches precisely the subtree that one thread would,
// and the subtrees partition the tree. Paths that end above the split depth (solutions, found
// before any branching gets that deep) are subproblems too, with nothing left to search.
//
// The depth is the smallest that gives enough subproblems for the workers to balance their loads
// (kSubproblemsPerThread each): most trees are so uneven that a few dozen subtrees hold most of
// the nodes. Splitting runs the top levels once per depth tried, which costs little next to the
// search below them (where it does not, the time limit still holds: the split looks at the clock
// at each subproblem it hands over, and a search stopped there says so, SearchPhase::kSplitting).
//
// The engine that split the tree is idle while the workers search, so it is one of them: T
// threads hold T engines, not T + 1. The others are copies of it (Engine::make_worker), made in
// their own threads before it starts searching, since a copy is made of its state as it is.
#include "parallel_search.hpp"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <exception>
#include <latch>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "search_control.hpp"

namespace dlx::detail {
namespace {

constexpr std::size_t kSubproblemsPerThread = 64;
constexpr std::size_t kDeepestSplit = 16;

// The subproblems, as option lists back to back.
struct Subproblems {
  std::vector<OptionId> options;
  std::vector<std::size_t> starts = {0};

  std::size_t size() const { return starts.size() - 1; }
  std::span<const OptionId> at(std::size_t k) const {
    return std::span<const OptionId>(options).subspan(starts[k], starts[k + 1] - starts[k]);
  }
};

// Hands the workers' solutions to the caller's visitor one at a time, and applies the solution
// limit across all of them. In the order of a one-thread search when asked: the solutions of the
// first subproblem not yet searched in full (the head) go through at once; those of later ones
// are held until the head reaches them. Subproblems are taken in order, so the head's is always
// being searched by a worker that is not waiting; a worker whose solutions would take the held
// ones past kMostHeldBytes waits for the head to reach it.
class SolutionDelivery {
 public:
  static constexpr std::size_t kMostHeldBytes = std::size_t{64} << 20;

  SolutionDelivery(const SolutionVisitor* visit, const SearchLimits& limits,
                   std::size_t subproblems, std::atomic<bool>& cancel)
      : visit_(visit),
        max_solutions_(limits.max_solutions),
        ordered_(limits.order == SearchLimits::Order::kAsOneThread),
        held_(ordered_ ? subproblems : 0),
        cancel_(cancel) {}

  // A solution found in subproblem k.
  VisitControl deliver(std::size_t k, SolutionView solution) {
    std::unique_lock lock(mutex_);
    if (ended()) return VisitControl::kStop;
    if (!ordered_ || k == head_) return hand_over(solution);
    // Time limits and interruptions set the cancel flag without this lock: look now and then.
    while (k != head_ && held_bytes_ >= kMostHeldBytes && !ended() && !cancel_.load()) {
      head_moved_.wait_for(lock, std::chrono::milliseconds(10));
    }
    if (ended() || cancel_.load()) return VisitControl::kStop;
    if (k == head_) return hand_over(solution);
    Held& held = held_[k];
    if (visit_ != nullptr) {
      held.options.insert(held.options.end(), solution.begin(), solution.end());
      held.sizes.push_back(static_cast<std::uint32_t>(solution.size()));
      held_bytes_ += solution.size() * sizeof(OptionId) + sizeof(std::uint32_t);
    }
    ++held.count;
    return VisitControl::kContinue;
  }

  // Subproblem k has been searched in full.
  void finish(std::size_t k) {
    if (!ordered_) return;
    std::lock_guard lock(mutex_);
    held_[k].finished = true;
    while (head_ < held_.size()) {
      flush(held_[head_]);
      if (!held_[head_].finished) break;
      ++head_;
    }
    head_moved_.notify_all();
  }

  std::uint64_t delivered() const { return delivered_; }
  bool limit_reached() const { return limit_reached_; }
  bool stopped_by_visitor() const { return stopped_by_visitor_; }

 private:
  struct Held {
    std::vector<OptionId> options;     // the solutions back to back
    std::vector<std::uint32_t> sizes;  // their lengths
    std::uint64_t count = 0;           // solutions held (without a visitor, only counted)
    bool finished = false;
  };

  bool ended() const { return limit_reached_ || stopped_by_visitor_; }

  VisitControl hand_over(SolutionView solution) {
    ++delivered_;
    if (visit_ != nullptr && (*visit_)(solution) == VisitControl::kStop) {
      stopped_by_visitor_ = true;
    } else if (max_solutions_ != 0 && delivered_ >= max_solutions_) {
      limit_reached_ = true;
    } else {
      return VisitControl::kContinue;
    }
    cancel_ = true;
    head_moved_.notify_all();
    return VisitControl::kStop;
  }

  void flush(Held& held) {
    std::size_t start = 0;
    for (std::uint64_t k = 0; k < held.count && !ended(); ++k) {
      const std::size_t size = visit_ != nullptr ? held.sizes[k] : 0;
      hand_over(SolutionView(held.options.data() + start, size));
      start += size;
    }
    held_bytes_ -=
        held.options.size() * sizeof(OptionId) + held.sizes.size() * sizeof(std::uint32_t);
    const bool finished = held.finished;
    held = Held{};
    held.finished = finished;
  }

  const SolutionVisitor* visit_;
  std::uint64_t max_solutions_;
  bool ordered_;
  std::vector<Held> held_;
  std::atomic<bool>& cancel_;
  std::mutex mutex_;
  std::condition_variable head_moved_;
  std::size_t head_ = 0;
  std::size_t held_bytes_ = 0;
  std::uint64_t delivered_ = 0;
  bool limit_reached_ = false;
  bool stopped_by_visitor_ = false;
};

// What the workers share.
struct SharedState {
  const Subproblems* subproblems = nullptr;
  SolutionDelivery* delivery = nullptr;
  std::atomic<std::size_t> next{0};
  std::atomic<bool> cancel{false};
  // Totals, under `totals_mutex`.
  std::mutex totals_mutex;
  std::condition_variable worker_done;
  unsigned workers_running = 0;
  std::size_t subproblems_done = 0;
  SearchStats totals;
  bool time_limit = false;
  bool interrupted = false;
  // The first exception a worker met (no memory for its copy, a visitor that threw), rethrown in
  // the calling thread once every worker has stopped.
  std::exception_ptr failure;
};

// What a worker has done in its current subproblem, published at its checks: subproblems can
// take the whole run (20 queens), so the totals alone left the progress line at 0 solutions.
struct WorkerCounters {
  std::atomic<std::uint64_t> nodes{0};
  std::atomic<std::uint64_t> solutions{0};
  std::atomic<double> fraction{0.0};
};

class Worker {
 public:
  // `own`: the engine this worker searches with, the prototype itself; null: a copy of it, made
  // here. `copies_made` counts the copies down; the prototype's worker waits for them.
  Worker(Engine& prototype, Engine* own, std::latch& copies_made, const SolutionVisitor* visit,
         const SearchLimits& limits, const SearchControl& control, SharedState& shared,
         WorkerCounters& counters)
      : prototype_(prototype),
        own_(own),
        copies_made_(copies_made),
        visit_(visit),
        limits_(limits),
        control_(control),
        shared_(shared),
        counters_(counters) {}

  void operator()() {
    try {
      search_subproblems();
    } catch (...) {
      std::lock_guard lock(shared_.totals_mutex);
      if (!shared_.failure) shared_.failure = std::current_exception();
      shared_.cancel = true;
    }
    std::lock_guard lock(shared_.totals_mutex);
    --shared_.workers_running;
    shared_.worker_done.notify_all();
  }

 private:
  void search_subproblems() {
    // Copied here, in the worker's thread, so that the workers copy in parallel.
    std::unique_ptr<Engine> made;
    if (own_ == nullptr) {
      try {
        made = prototype_.make_worker();
      } catch (...) {
        copies_made_.count_down();
        throw;
      }
      copies_made_.count_down();
    } else {
      copies_made_.wait();
    }
    Engine* engine = own_ != nullptr ? own_ : made.get();
    SearchControl control = control_;
    control.cancel_flag = &shared_.cancel;
    control.progress = nullptr;
    control.published_nodes = &counters_.nodes;
    control.published_solutions = &counters_.solutions;
    control.published_fraction = &counters_.fraction;
    control.split_depth = 0;
    const bool reports = visit_ != nullptr || limits_.max_solutions != 0;
    std::size_t k = 0;
    const SolutionVisitor report = [this, &k](SolutionView solution) {
      return shared_.delivery->deliver(k, solution);
    };
    for (;;) {
      k = shared_.next.fetch_add(1);
      if (k >= shared_.subproblems->size() || shared_.cancel.load()) break;
      SearchLimits limits;
      limits.forced = shared_.subproblems->at(k);
      limits.excluded = limits_.excluded;
      limits.stop_flag = limits_.stop_flag;
      const SearchResult result = engine->search(reports ? &report : nullptr, limits, control);
      if (result.complete()) shared_.delivery->finish(k);
      std::lock_guard lock(shared_.totals_mutex);
      shared_.totals.nodes += result.stats.nodes;
      shared_.totals.updates += result.stats.updates;
      shared_.totals.solutions += result.stats.solutions;
      ++shared_.subproblems_done;
      counters_.nodes.store(0, std::memory_order_relaxed);
      counters_.solutions.store(0, std::memory_order_relaxed);
      counters_.fraction.store(0.0, std::memory_order_relaxed);
      if (result.status == SearchStatus::kTimeLimit) {
        shared_.time_limit = true;
        shared_.cancel = true;
      } else if (result.status == SearchStatus::kInterrupted && limits_.stop_flag != nullptr &&
                 limits_.stop_flag->load()) {
        shared_.interrupted = true;
        shared_.cancel = true;
      }
    }
  }

  Engine& prototype_;
  Engine* own_;
  std::latch& copies_made_;
  const SolutionVisitor* visit_;
  const SearchLimits& limits_;
  const SearchControl& control_;
  SharedState& shared_;
  WorkerCounters& counters_;
};

}  // namespace

SearchResult run_parallel_search(Engine& engine, const SolutionVisitor* visit,
                                 const SearchLimits& limits, unsigned threads,
                                 Heuristic heuristic) {
  SearchControl control = make_control(limits);
  control.heuristic = heuristic;
  SearchStats split_stats;

  // Split at the smallest depth that gives enough subproblems.
  Subproblems subproblems;
  std::size_t longest = 0;  // options on the longest path handed over
  const std::function<void(std::span<const OptionId>)> collect =
      [&subproblems, &longest](std::span<const OptionId> path) {
        subproblems.options.insert(subproblems.options.end(), path.begin(), path.end());
        subproblems.starts.push_back(subproblems.options.size());
        longest = std::max(longest, path.size());
      };
  SearchLimits split_limits = limits;
  split_limits.max_solutions = 0;
  split_limits.progress = nullptr;
  for (std::size_t depth = 1;; ++depth) {
    subproblems = Subproblems{};
    longest = 0;
    SearchControl split_control = control;
    split_control.progress = nullptr;
    split_control.split_depth = depth;
    split_control.on_split = &collect;
    const SearchResult split = engine.search(nullptr, split_limits, split_control);
    split_stats.nodes += split.stats.nodes;
    split_stats.updates += split.stats.updates;
    if (split.status != SearchStatus::kComplete) {
      split_stats.seconds = std::chrono::duration<double>(Clock::now() - control.start).count();
      split_stats.split_seconds = split_stats.seconds;
      return SearchResult{split.status, split_stats, SearchPhase::kSplitting};
    }
    if (subproblems.size() >= kSubproblemsPerThread * threads || depth == kDeepestSplit) break;
    // No path reached this depth: the whole tree is above it, and going deeper changes nothing.
    if (longest < limits.forced.size() + depth) break;
  }
  split_stats.split_seconds = std::chrono::duration<double>(Clock::now() - control.start).count();
  split_stats.subproblems = subproblems.size();

  SharedState shared;
  shared.subproblems = &subproblems;
  SolutionDelivery delivery(visit, limits, subproblems.size(), shared.cancel);
  shared.delivery = &delivery;
  shared.workers_running = threads;
  std::vector<WorkerCounters> counters(threads);
  std::vector<std::thread> workers;
  workers.reserve(threads);
  // Weights (Heuristic::kWeighted) start at 1 in every worker, the copies' and the prototype's
  // alike, whatever the split learned.
  engine.reset_weights();
  std::latch copies_made(threads - 1);
  for (unsigned t = 0; t < threads; ++t) {
    workers.emplace_back(Worker(engine, t == 0 ? &engine : nullptr, copies_made, visit, limits,
                                control, shared, counters[t]));
  }

  // Wait, reporting progress from this thread as the one-thread search would.
  {
    std::unique_lock lock(shared.totals_mutex);
    const auto interval =
        control.progress != nullptr ? control.progress_interval : std::chrono::hours(24);
    while (shared.workers_running > 0) {
      if (shared.worker_done.wait_for(lock, interval) == std::cv_status::timeout &&
          control.progress != nullptr) {
        SearchProgress report;
        report.stats = shared.totals;
        report.stats.nodes += split_stats.nodes;
        double running = 0.0;
        for (const WorkerCounters& counter : counters) {
          report.stats.nodes += counter.nodes.load(std::memory_order_relaxed);
          report.stats.solutions += counter.solutions.load(std::memory_order_relaxed);
          running += counter.fraction.load(std::memory_order_relaxed);
        }
        report.stats.updates = 0;
        report.stats.seconds = std::chrono::duration<double>(Clock::now() - control.start).count();
        report.fraction_done =
            std::min(1.0, (static_cast<double>(shared.subproblems_done) + running) /
                              static_cast<double>(std::max<std::size_t>(1, subproblems.size())));
        lock.unlock();
        (*control.progress)(report);
        lock.lock();
      }
    }
  }
  for (std::thread& worker : workers) worker.join();
  if (shared.failure) std::rethrow_exception(shared.failure);

  SearchResult result;
  result.stats = shared.totals;
  result.stats.nodes += split_stats.nodes;
  result.stats.updates += split_stats.updates;
  result.stats.split_seconds = split_stats.split_seconds;
  result.stats.subproblems = split_stats.subproblems;
  if (visit != nullptr || limits.max_solutions != 0) result.stats.solutions = delivery.delivered();
  result.stats.seconds = std::chrono::duration<double>(Clock::now() - control.start).count();
  if (delivery.stopped_by_visitor()) {
    result.status = SearchStatus::kStoppedByVisitor;
  } else if (delivery.limit_reached()) {
    result.status = SearchStatus::kSolutionLimit;
  } else if (shared.interrupted) {
    result.status = SearchStatus::kInterrupted;
  } else if (shared.time_limit) {
    result.status = SearchStatus::kTimeLimit;
  }
  return result;
}

}  // namespace dlx::detail
