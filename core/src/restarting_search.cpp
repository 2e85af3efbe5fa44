#include "restarting_search.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <exception>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "search_control.hpp"

namespace dlx {

namespace {

// The i-th term (from 1) of Luby's sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, ...:
// 2^(k-1) when i = 2^k - 1, else the term i - (2^(k-1) - 1) for the k with 2^(k-1) <= i < 2^k - 1.
std::uint64_t luby(std::uint64_t i) {
  for (;;) {
    std::uint64_t k = 1;
    while ((std::uint64_t{1} << k) - 1 < i) ++k;
    if ((std::uint64_t{1} << k) - 1 == i) return std::uint64_t{1} << (k - 1);
    i -= (std::uint64_t{1} << (k - 1)) - 1;
  }
}

std::uint64_t saturating_product(std::uint64_t a, double b) {
  const double product = static_cast<double>(a) * b;
  if (product >= 1.8e19) return std::numeric_limits<std::uint64_t>::max();
  return std::max<std::uint64_t>(1, static_cast<std::uint64_t>(product));
}

}  // namespace

std::uint64_t Restarts::budget(std::uint64_t attempt) const {
  switch (schedule) {
    case Schedule::kOff:
      return std::numeric_limits<std::uint64_t>::max();
    case Schedule::kLuby:
      return saturating_product(
          base_nodes, static_cast<double>(luby(std::min<std::uint64_t>(attempt, 1u << 30) + 1)));
    case Schedule::kGeometric:
      return saturating_product(
          base_nodes,
          std::pow(factor, static_cast<double>(std::min<std::uint64_t>(attempt, 4096))));
  }
  return std::numeric_limits<std::uint64_t>::max();
}

namespace detail {
namespace {

// Attempt k's settings: its budget, and its randomness, which depends on the seed and k only
// (SplitMix64 decorrelates them). Attempt 0 searches in the layout's order.
struct Attempt {
  Attempt(const SolverOptions& options, std::uint64_t k)
      : random(Random(options.seed.value_or(0) ^ (k * 0x9e3779b97f4a7c15ull)).next()),
        budget(options.restarts.budget(k)),
        index(k) {}

  SearchControl control(const SearchControl& base, Heuristic heuristic) {
    SearchControl control = base;
    control.heuristic = heuristic;
    control.random = index == 0 ? nullptr : &random;
    control.node_limit = std::min(budget, base.node_limit);
    return control;
  }

  Random random;
  std::uint64_t budget;
  std::uint64_t index;
};

void add(SearchStats& total, const SearchStats& part) {
  total.nodes += part.nodes;
  total.updates += part.updates;
  total.solutions += part.solutions;
}

// A visitor that keeps the first solution `accept` takes (any, when it is empty) and stops there.
SolutionVisitor keeper(const Accept& accept, std::vector<OptionId>& kept, bool& found) {
  return [&accept, &kept, &found](SolutionView solution) {
    if (accept && !accept(solution)) return VisitControl::kContinue;
    kept.assign(solution.begin(), solution.end());
    found = true;
    return VisitControl::kStop;
  };
}

RestartedSearch run_in_turn(Engine& engine, const Accept& accept, const SearchLimits& limits,
                            const SolverOptions& options, const SearchControl& control) {
  RestartedSearch outcome;
  SearchStats& total = outcome.result.stats;
  const SolutionVisitor keep = keeper(accept, outcome.solution, outcome.found);
  for (std::uint64_t k = 0;; ++k) {
    Attempt attempt(options, k);
    SearchControl attempt_control = attempt.control(control, options.heuristic);
    attempt_control.prior = total;
    const bool last_allowed = control.node_limit - total.nodes <= attempt.budget;
    attempt_control.node_limit = std::min(attempt.budget, control.node_limit - total.nodes);
    engine.reset_weights();
    const SearchResult result = engine.search(&keep, limits, attempt_control);
    add(total, result.stats);
    if (result.status != SearchStatus::kNodeLimit || last_allowed) {
      total.seconds = std::chrono::duration<double>(Clock::now() - control.start).count();
      outcome.result.status = result.status;
      return outcome;
    }
    ++total.restarts;
  }
}

// The attempts shared among `threads` workers, each with an engine of its own, taking attempts
// in order. The answer is that of the lowest attempt that ends within its budget (with a
// solution, or having seen its whole tree), which is the one the attempts in turn would give:
// a worker whose attempt is above an attempt already decided stops, and the statistics count
// the attempts up to the deciding one only.
RestartedSearch run_side_by_side(const Engine& prototype, const Accept& accept,
                                 const SearchLimits& limits, const SolverOptions& options,
                                 const SearchControl& control, unsigned threads) {
  constexpr std::uint64_t kNone = std::numeric_limits<std::uint64_t>::max();
  struct Shared {
    std::mutex mutex;
    std::atomic<std::uint64_t> next{0};
    std::atomic<std::uint64_t> decided{kNone};  // the lowest attempt that ended in its budget
    SearchResult decided_result;
    std::vector<OptionId> solution;  // the deciding attempt's
    bool found = false;
    std::map<std::uint64_t, SearchStats> failed;  // attempts that ran out of budget
    bool stopped = false;                         // time limit or interruption
    SearchStatus stop_status = SearchStatus::kComplete;
    std::exception_ptr failure;  // a worker's (no memory for its copy), rethrown at the end
  } shared;
  struct Slot {
    std::atomic<std::uint64_t> attempt{kNone};
    std::atomic<bool> cancel{false};
  };
  std::vector<Slot> slots(threads);

  auto work = [&](unsigned t) {
    std::unique_ptr<Engine> engine;
    try {
      engine = prototype.make_worker();
    } catch (...) {
      std::lock_guard lock(shared.mutex);
      if (!shared.failure) shared.failure = std::current_exception();
      shared.decided = 0;  // the others stop at their next attempt
      for (Slot& slot : slots) slot.cancel = true;
      return;
    }
    for (;;) {
      const std::uint64_t k = shared.next.fetch_add(1);
      {
        // Under the deciders' lock, as they read a slot's attempt and set its flag: a cancel
        // meant for this slot's earlier attempt (or for no attempt yet) never reaches attempt k.
        // Without it, a worker stalled between its two stores could run an attempt below the
        // deciding one cancelled, whose statistics were then lost: under load, about one threaded
        // search in 200,000 counted a restart too few (HeuristicsAndRestarts, 4 of 900 repeats).
        std::lock_guard lock(shared.mutex);
        if (k > shared.decided.load()) break;
        slots[t].attempt = k;
        slots[t].cancel = false;
      }
      Attempt attempt(options, k);
      SearchControl attempt_control = attempt.control(control, options.heuristic);
      attempt_control.cancel_flag = &slots[t].cancel;
      attempt_control.progress = nullptr;
      std::vector<OptionId> kept;
      bool found = false;
      const SolutionVisitor keep = keeper(accept, kept, found);
      engine->reset_weights();
      const SearchResult result = engine->search(&keep, limits, attempt_control);
      std::lock_guard lock(shared.mutex);
      if (result.status == SearchStatus::kNodeLimit) {
        shared.failed[k] = result.stats;
      } else if (result.status == SearchStatus::kInterrupted && slots[t].cancel.load()) {
        // Cancelled: a lower attempt decided.
      } else if (result.status == SearchStatus::kTimeLimit ||
                 result.status == SearchStatus::kInterrupted) {
        shared.stopped = true;
        shared.stop_status = result.status;
        shared.decided = std::min<std::uint64_t>(shared.decided, k);
        for (Slot& slot : slots) slot.cancel = true;
        break;
      } else if (k < shared.decided.load()) {
        shared.decided = k;
        shared.decided_result = result;
        shared.solution = kept;
        shared.found = found;
        for (Slot& slot : slots) {
          if (slot.attempt.load() > k) slot.cancel = true;
        }
      }
    }
  };
  std::vector<std::thread> workers;
  for (unsigned t = 0; t < threads; ++t) workers.emplace_back(work, t);
  for (std::thread& worker : workers) worker.join();
  if (shared.failure) std::rethrow_exception(shared.failure);

  RestartedSearch outcome;
  const std::uint64_t decided = shared.decided.load();
  for (const auto& [k, stats] : shared.failed) {
    if (k < decided) {
      add(outcome.result.stats, stats);
      ++outcome.result.stats.restarts;
    }
  }
  if (shared.stopped) {
    outcome.result.status = shared.stop_status;
  } else {
    add(outcome.result.stats, shared.decided_result.stats);
    outcome.result.status = shared.decided_result.status;
    outcome.solution = shared.solution;
    outcome.found = shared.found;
  }
  outcome.result.stats.seconds =
      std::chrono::duration<double>(Clock::now() - control.start).count();
  return outcome;
}

}  // namespace

RestartedSearch find_with_restarts(Engine& engine, const Accept& accept, const SearchLimits& limits,
                                   const SolverOptions& options, unsigned threads) {
  const SearchControl control = make_control(limits);
  SearchLimits one = limits;
  one.max_solutions = 0;  // the keeper stops the search
  if (threads > 1 && limits.max_nodes == 0) {
    return run_side_by_side(engine, accept, one, options, control, threads);
  }
  return run_in_turn(engine, accept, one, options, control);
}

}  // namespace detail
}  // namespace dlx
