#include "memo_count.hpp"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstring>
#include <exception>
#include <limits>
#include <thread>

namespace dlx::detail {
namespace {

bool bit(const std::uint64_t* words, std::size_t k) {
  return ((words[k / 64] >> (k % 64)) & 1) != 0;
}
std::uint32_t lane(const std::uint64_t* words, std::size_t k) {
  return static_cast<std::uint32_t>(words[k / 2] >> (32 * (k % 2)));
}
void set_lane(std::uint64_t* words, std::size_t k, std::uint32_t value) {
  const unsigned shift = 32 * (k % 2);
  words[k / 2] = (words[k / 2] & ~(0xffffffffULL << shift)) | (std::uint64_t{value} << shift);
}

}  // namespace

MemoCounter::MemoCounter(const Problem& problem, const SolverOptions& options)
    : model_(make_memo_model(problem, options.memo_order)),
      order_(options.memo_order),
      words_(std::max<std::size_t>(model_.key_words(), 1)),
      cache_bytes_(static_cast<std::size_t>(options.memo_cache_bytes)),
      excluded_(model_.option_count(), 0),
      exact_items_(model_.open_words, 0) {
  for (std::size_t p = 0; p < model_.primaries; ++p) {
    if (model_.lane[p] == MemoModel::kExact) exact_items_[p / 64] |= std::uint64_t{1} << (p % 64);
  }
}

MemoCounter::~MemoCounter() = default;

std::uint32_t MemoCounter::covered(std::uint32_t item, const std::uint64_t* state) const {
  return lane(state + model_.open_words, model_.lane[item]);
}

bool MemoCounter::available(std::uint32_t option, const std::uint64_t* state) const {
  if (excluded_[option] != 0) return false;
  for (const std::uint32_t p : model_.primaries_of(option)) {
    if (!bit(state, p)) return false;
  }
  const std::uint64_t* secondary = state + model_.open_words + model_.count_words;
  for (const MemoModel::SecondaryEntry& s : model_.secondaries_of(option)) {
    if (!model_.colored) {
      if (bit(secondary, s.item)) return false;
      continue;
    }
    const std::uint32_t now = lane(secondary, s.item);
    if (now != 0 && (s.color == 0 || now != s.color)) return false;
  }
  return true;
}

void MemoCounter::close(std::uint32_t item, std::uint64_t* state) const {
  state[item / 64] &= ~(std::uint64_t{1} << (item % 64));
  if (model_.lane[item] != MemoModel::kExact)
    set_lane(state + model_.open_words, model_.lane[item], 0);
}

void MemoCounter::apply(std::uint32_t option, std::uint64_t* state) const {
  for (const std::uint32_t p : model_.primaries_of(option)) {
    if (model_.lane[p] == MemoModel::kExact) {
      state[p / 64] &= ~(std::uint64_t{1} << (p % 64));
      continue;
    }
    const std::uint32_t now = covered(p, state) + 1;
    if (now == model_.upper[p]) {
      close(p, state);
    } else {
      set_lane(state + model_.open_words, model_.lane[p], now);
    }
  }
  std::uint64_t* secondary = state + model_.open_words + model_.count_words;
  for (const MemoModel::SecondaryEntry& s : model_.secondaries_of(option)) {
    if (!model_.colored) {
      secondary[s.item / 64] |= std::uint64_t{1} << (s.item % 64);
    } else {
      set_lane(secondary, s.item, s.color == 0 ? MemoModel::kTakenWithoutColor : s.color);
    }
  }
}

// Items without bounds come first: branching on an item with a multiplicity chooses a whole set
// of its options, which is cheap only once the other items leave it few (the piece item of
// `polyomino --copies 50` would otherwise try every set of 50 placements). Among them, the
// first in branching order, or with MemoOrder::kMrv the one with the fewest options left.
std::uint32_t MemoCounter::choose_item(const std::uint64_t* state, bool& dead) const {
  dead = false;
  const std::uint64_t* exact = exact_items_.data();
  bool any_exact = false;
  for (std::size_t w = 0; w < model_.open_words && !any_exact; ++w) {
    any_exact = (state[w] & exact[w]) != 0;
  }
  const auto candidates = [&](std::size_t w) { return any_exact ? state[w] & exact[w] : state[w]; };
  std::uint32_t chosen = MemoModel::kExact;
  if (order_ != MemoOrder::kMrv) {
    for (std::size_t w = 0; w < model_.open_words; ++w) {
      const std::uint64_t bits = candidates(w);
      if (bits != 0) return static_cast<std::uint32_t>(w * 64 + std::countr_zero(bits));
    }
    return chosen;
  }
  std::size_t fewest = ~std::size_t{0};
  for (std::size_t w = 0; w < model_.open_words; ++w) {
    for (std::uint64_t bits = candidates(w); bits != 0; bits &= bits - 1) {
      const auto item = static_cast<std::uint32_t>(w * 64 + std::countr_zero(bits));
      std::size_t options = 0;
      for (const std::uint32_t o : model_.options_of(item)) {
        if (available(o, state) && ++options >= fewest) break;
      }
      if (options < fewest) {
        fewest = options;
        chosen = item;
        if (options == 0) {
          // Dead unless the item may stay as it is (a multiplicity already met).
          dead =
              model_.lane[item] == MemoModel::kExact || covered(item, state) < model_.lower[item];
          if (dead) return chosen;
        }
      }
    }
  }
  return chosen;
}

void MemoCounter::forget_unreachable_secondaries(std::uint64_t* state) const {
  if (model_.secondary_reach.empty()) return;
  std::uint64_t* secondary = state + model_.open_words + model_.count_words;
  for (std::size_t w = 0; w < model_.secondary_words; ++w) {
    if (secondary[w] == 0) continue;
    // The items this word holds: 64 bits of them, or two 32-bit lanes.
    const std::size_t first = model_.colored ? 2 * w : 64 * w;
    const std::size_t last = std::min(model_.secondaries, first + (model_.colored ? 2 : 64));
    for (std::size_t s = first; s < last; ++s) {
      const bool set = model_.colored ? lane(secondary, s) != 0 : bit(secondary, s);
      if (!set) continue;
      const std::uint64_t* reach = model_.secondary_reach.data() + s * model_.open_words;
      bool reachable = false;
      for (std::size_t k = 0; k < model_.open_words && !reachable; ++k) {
        reachable = (reach[k] & state[k]) != 0;
      }
      if (reachable) continue;
      if (model_.colored) {
        set_lane(secondary, s, 0);
      } else {
        secondary[s / 64] &= ~(std::uint64_t{1} << (s % 64));
      }
    }
  }
}

// Threads. The workers share the cache (memo_cache.hpp: a lock per stripe of buckets) and each
// counts the whole problem from the root, trying the options of a node in an order of its own:
// worker 0 in declaration order (so one thread counts as before), worker 1 in reverse, the others
// from a point that depends on the node's key. So they go down different branches first, and each
// finds in the cache the subproblems another has finished; the first worker back at the root
// has the count, exact (every entry is), and the others stop. This is the "lazy SMP" of chess
// programs, whose workers share a transposition table. Splitting the top of the tree into
// subproblems for the workers (as the plain search does) was worse: the subproblems below the
// first levels are the same for every branch, so each worker met them all (see docs/library.md
// for the figures).
class MemoCounter::Walker {
 public:
  Walker(MemoCounter& counter, unsigned worker)
      : counter_(counter), worker_(worker), words_(counter.words_) {}

  // Resets the counters for a new count (begin()), the published ones too: a worker left out of
  // this count (fewer threads than the last) then adds nothing to its progress line.
  void begin() {
    stats_ = MemoCacheStats{};
    published_nodes_.store(0, std::memory_order_relaxed);
    published_hits_.store(0, std::memory_order_relaxed);
  }
  MemoOutcome run(const SearchControl& control, std::uint64_t node_budget);
  MemoOutcome build(const SearchControl& control, std::vector<SolutionDiagram::Node>& nodes,
                    std::size_t most_nodes);
  const MemoCacheStats& stats() const { return stats_; }
  // For the progress line of a count with threads: this worker's counters, as of its last check.
  std::uint64_t published_nodes() const { return published_nodes_.load(std::memory_order_relaxed); }
  std::uint64_t published_hits() const { return published_hits_.load(std::memory_order_relaxed); }
  // The other workers, whose counters the progress line adds (run_parallel).
  void set_team(const std::vector<std::unique_ptr<Walker>>* team) { team_ = team; }

 private:
  // What a node of the search returns: its count, or its node of the diagram. One template, so
  // that the count does no work of the diagram's: the 16x16 and 18x18 boards count as fast as
  // before the diagram came (0.2-0.4 s and 1.3-1.5 s).
  template <bool kDiagram>
  using Below = std::conditional_t<kDiagram, std::uint32_t, MemoTally>;
  // kShared: the cache is shared (MemoCache::find).
  template <bool kDiagram, bool kShared>
  Below<kDiagram> count_below(std::size_t depth);
  template <bool kDiagram, bool kShared>
  Below<kDiagram> choose_for(std::size_t depth, std::uint32_t item, std::size_t from,
                             std::uint64_t hash);
  template <bool kDiagram>
  Below<kDiagram> from_root();
  std::uint32_t make_node(std::uint32_t option, std::uint32_t lo, std::uint32_t hi);
  void start_run(const SearchControl& control, std::uint64_t node_budget);
  std::uint64_t* at(std::size_t depth) { return states_.data() + depth * words_; }
  void make_room(std::size_t depth);
  bool time_to_stop();
  void report_progress(Clock::time_point now) const;

  MemoCounter& counter_;
  const unsigned worker_;
  const std::size_t words_;            // the counter's, at hand
  std::vector<std::uint64_t> states_;  // the state of each depth, words_ words each
  MemoCacheStats stats_;

  // The current run.
  const SearchControl* control_ = nullptr;
  std::uint64_t nodes_ = 0;
  std::uint64_t node_limit_ = 0;
  std::uint64_t next_check_ = 0;
  SearchStatus stopped_ = SearchStatus::kComplete;
  // For the progress line (SearchLimits::progress): the depth of the node under way.
  std::size_t depth_ = 0;
  Clock::time_point next_progress_{};
  std::vector<SolutionDiagram::Node>* nodes_made_ = nullptr;  // build()
  std::size_t most_nodes_ = 0;
  bool diagram_full_ = false;
  std::atomic<std::uint64_t> published_nodes_ = 0;
  std::atomic<std::uint64_t> published_hits_ = 0;
  const std::vector<std::unique_ptr<Walker>>* team_ = nullptr;
};

void MemoCounter::Walker::make_room(std::size_t depth) {
  if (states_.size() < (depth + 2) * words_) states_.resize((depth + 2) * words_ * 2);
}

bool MemoCounter::Walker::time_to_stop() {
  if (nodes_ >= node_limit_) {
    stopped_ = SearchStatus::kNodeLimit;
    return true;
  }
  if (nodes_ < next_check_) return false;
  next_check_ = nodes_ + 1024;
  if (team_ != nullptr) {
    published_nodes_.store(nodes_, std::memory_order_relaxed);
    published_hits_.store(stats_.hits, std::memory_order_relaxed);
  }
  if ((control_->stop_flag != nullptr && control_->stop_flag->load(std::memory_order_relaxed)) ||
      (control_->cancel_flag != nullptr &&
       control_->cancel_flag->load(std::memory_order_relaxed))) {
    stopped_ = SearchStatus::kInterrupted;
    return true;
  }
  if (!control_->has_deadline && control_->progress == nullptr) return false;
  const Clock::time_point now = Clock::now();
  if (control_->has_deadline && now >= control_->deadline) {
    stopped_ = SearchStatus::kTimeLimit;
    return true;
  }
  if (control_->progress != nullptr && now >= next_progress_) {
    next_progress_ = now + control_->progress_interval;
    report_progress(now);
  }
  return false;
}

// Neither the solutions nor the share done are known before the count comes back up (the first
// branches take nearly all the time, the later ones hit the cache: Knuth's estimate from the
// path stayed at 6% for the whole count of the 18x18 board), so the line shows the nodes, the
// depth and the cache's hits.
void MemoCounter::Walker::report_progress(Clock::time_point now) const {
  SearchProgress progress;
  progress.stats.nodes = nodes_;
  progress.cache_hits = stats_.hits;
  if (team_ != nullptr) {  // the other workers' counters, as of their last check
    for (const auto& other : *team_) {
      if (other.get() == this) continue;
      progress.stats.nodes += other->published_nodes();
      progress.cache_hits += other->published_hits();
    }
  }
  progress.stats.seconds = std::chrono::duration<double>(now - control_->start).count();
  progress.level = depth_;
  progress.memoized = true;
  (*control_->progress)(progress);
}

// One node: the remaining problem at(depth). Its count (or node) comes from the cache, or from
// its branches, and then goes into the cache.
template <bool kDiagram, bool kShared>
MemoCounter::Walker::Below<kDiagram> MemoCounter::Walker::count_below(std::size_t depth) {
  ++nodes_;
  depth_ = depth;
  if (time_to_stop()) return Below<kDiagram>{};
  make_room(depth);
  const std::uint64_t* state = at(depth);
  const MemoModel& model = counter_.model_;

  MemoCache& cache = *counter_.cache_;
  bool open = false;
  for (std::size_t w = 0; w < model.open_words && !open; ++w) open = state[w] != 0;
  if (!open) {  // everything covered: one solution
    if constexpr (kDiagram) {
      return SolutionDiagram::kDone;
    } else {
      return MemoTally{1};
    }
  }

  counter_.forget_unreachable_secondaries(at(depth));
  const std::uint64_t hash = MemoCache::hash(state, words_);
  MemoTally cached;
  if (cache.template find<kShared>(state, hash, cached, stats_)) {
    if constexpr (kDiagram) {
      return static_cast<std::uint32_t>(cached.small());
    } else {
      return cached;
    }
  }
  const std::uint64_t nodes_before = nodes_;
  bool dead = false;
  const std::uint32_t item = counter_.choose_item(state, dead);
  Below<kDiagram> total{};
  if (!dead) total = choose_for<kDiagram, kShared>(depth, item, 0, hash);
  if (stopped_ != SearchStatus::kComplete) return total;
  if constexpr (kDiagram) {
    cache.template store<kShared>(at(depth), hash, MemoTally{total}, nodes_ - nodes_before + 1,
                                  stats_);
  } else {
    cache.template store<kShared>(at(depth), hash, total, nodes_ - nodes_before + 1, stats_);
  }
  return total;
}

// The branches on `item` from the state at(depth): for an item without bounds, each of its
// available options; for one with a multiplicity, each set of its options (numbered `from` on,
// in declaration order) that brings it within its bounds, after which it is closed. For the
// diagram, the branches with solutions make a chain of nodes, as in DLX6: each option's node has
// the branches tried before it as its lo and the option's subproblem as its hi; the branch that
// closes an item with a multiplicity, which takes no option, is the chain's end.
//
// With threads, worker 0 tries the options of an item without bounds in declaration order,
// worker 1 in reverse, worker w > 1 from a point set by the node's `hash` (see "Threads").
template <bool kDiagram, bool kShared>
MemoCounter::Walker::Below<kDiagram> MemoCounter::Walker::choose_for(std::size_t depth,
                                                                     std::uint32_t item,
                                                                     std::size_t from,
                                                                     std::uint64_t hash) {
  const MemoModel& model = counter_.model_;

  Below<kDiagram> total{};
  const auto options = model.options_of(item);
  const bool exact = model.lane[item] == MemoModel::kExact;
  if (!exact) {
    make_room(depth);
    if (!bit(at(depth), item))
      return count_below<kDiagram, kShared>(depth);                // its upper bound was reached
    if (counter_.covered(item, at(depth)) >= model.lower[item]) {  // enough: no more options
      std::memcpy(at(depth + 1), at(depth), words_ * sizeof(std::uint64_t));
      counter_.close(item, at(depth + 1));
      if constexpr (kDiagram) {
        total = count_below<kDiagram, kShared>(depth + 1);
      } else {
        total.add(count_below<kDiagram, kShared>(depth + 1));
      }
      if (stopped_ != SearchStatus::kComplete) return total;
    }
  }
  // Tries the option numbered k; false when the search must stop.
  const auto branch = [&](std::size_t k) {
    const std::uint32_t option = options[k];
    if (!counter_.available(option, at(depth))) return true;
    std::memcpy(at(depth + 1), at(depth), words_ * sizeof(std::uint64_t));
    counter_.apply(option, at(depth + 1));
    const Below<kDiagram> below = exact
                                      ? count_below<kDiagram, kShared>(depth + 1)
                                      : choose_for<kDiagram, kShared>(depth + 1, item, k + 1, hash);
    if constexpr (kDiagram) {
      if (stopped_ != SearchStatus::kComplete) return false;
      if (below != SolutionDiagram::kNoSolution) total = make_node(option, total, below);
    } else {
      total.add(below);
      if (stopped_ != SearchStatus::kComplete) return false;
    }
    return true;
  };
  const std::size_t n = options.size();
  if (!kShared || !exact || worker_ == 0) {
    for (std::size_t k = from; k < n; ++k) {
      if (!branch(k)) break;
    }
    return total;
  }
  const std::size_t start = worker_ > 1 ? ((hash >> 40) + worker_) % n : 0;
  for (std::size_t j = 0; j < n; ++j) {
    std::size_t k = worker_ % 2 == 1 ? n - 1 - j : j;
    k = k + start < n ? k + start : k + start - n;
    if (!branch(k)) break;
  }
  return total;
}

template <bool kDiagram>
MemoCounter::Walker::Below<kDiagram> MemoCounter::Walker::from_root() {
  return counter_.cache_->shared() ? count_below<kDiagram, true>(0)
                                   : count_below<kDiagram, false>(0);
}

std::uint32_t MemoCounter::Walker::make_node(std::uint32_t option, std::uint32_t lo,
                                             std::uint32_t hi) {
  if (nodes_made_->size() >= most_nodes_) {
    diagram_full_ = true;
    stopped_ = SearchStatus::kNodeLimit;
    return SolutionDiagram::kNoSolution;
  }
  nodes_made_->push_back({OptionId{static_cast<std::int32_t>(option)}, lo, hi});
  return static_cast<std::uint32_t>(nodes_made_->size() - 1);
}

void MemoCounter::begin(const SearchLimits& limits, unsigned threads) {
  threads_ = std::max(threads, 1u);
  cache_.emplace(words_, cache_bytes_, threads_ > 1);
  while (walkers_.size() < threads_) {
    walkers_.push_back(std::make_unique<Walker>(*this, static_cast<unsigned>(walkers_.size())));
  }
  for (const auto& walker : walkers_) walker->begin();
  std::fill(excluded_.begin(), excluded_.end(), 0);
  for (const OptionId o : limits.excluded) excluded_[static_cast<std::size_t>(o.value)] = 1;
  root_.assign(words_, 0);
  for (std::size_t p = 0; p < model_.primaries; ++p) root_[p / 64] |= std::uint64_t{1} << (p % 64);
  root_dead_ = false;
  for (const OptionId o : limits.forced) {
    const auto option = static_cast<std::uint32_t>(o.value);
    // A forced option is taken whether or not it is excluded, as the other engines do.
    const std::uint8_t was = excluded_[option];
    excluded_[option] = 0;
    if (!available(option, root_.data())) root_dead_ = true;
    excluded_[option] = was;
    if (root_dead_) break;
    apply(option, root_.data());
  }
  // Taken once, a forced option is no branch of the search (which could take it again, through
  // an item with a multiplicity that it leaves open).
  for (const OptionId o : limits.forced) excluded_[static_cast<std::size_t>(o.value)] = 1;
}

MemoCacheStats MemoCounter::cache_stats() const {
  MemoCacheStats sum;
  for (std::size_t w = 0; w < threads_ && w < walkers_.size(); ++w) {
    const MemoCacheStats& one = walkers_[w]->stats();
    sum.lookups += one.lookups;
    sum.hits += one.hits;
    sum.saved += one.saved;
    sum.stored += one.stored;
    sum.replaced += one.replaced;
  }
  sum.slots = cache_ ? cache_->slots() : 0;
  return sum;
}

void MemoCounter::Walker::start_run(const SearchControl& control, std::uint64_t node_budget) {
  control_ = &control;
  next_progress_ = control.start + control.progress_interval;
  nodes_ = 0;
  node_limit_ = node_budget;
  next_check_ = 0;
  stopped_ = SearchStatus::kComplete;
  published_nodes_.store(0, std::memory_order_relaxed);
  published_hits_.store(0, std::memory_order_relaxed);
}

MemoOutcome MemoCounter::Walker::run(const SearchControl& control, std::uint64_t node_budget) {
  start_run(control, node_budget);
  MemoOutcome outcome;
  if (!counter_.root_dead_) {
    make_room(0);
    std::memcpy(at(0), counter_.root_.data(), words_ * sizeof(std::uint64_t));
    outcome.count = from_root<false>();
  }
  outcome.status = stopped_;
  outcome.nodes = nodes_;
  return outcome;
}

MemoOutcome MemoCounter::Walker::build(const SearchControl& control,
                                       std::vector<SolutionDiagram::Node>& nodes,
                                       std::size_t most_nodes) {
  start_run(control, std::numeric_limits<std::uint64_t>::max());
  nodes_made_ = &nodes;
  // Node numbers are 32 bits, as in DLX6.
  most_nodes_ = std::min<std::size_t>(most_nodes, std::numeric_limits<std::uint32_t>::max());
  diagram_full_ = false;
  MemoOutcome outcome;
  if (!counter_.root_dead_) {
    make_room(0);
    std::memcpy(at(0), counter_.root_.data(), words_ * sizeof(std::uint64_t));
    outcome.root = from_root<true>();
  }
  nodes_made_ = nullptr;
  outcome.status = stopped_;
  outcome.nodes = nodes_;
  outcome.diagram_full = diagram_full_;
  return outcome;
}

MemoOutcome MemoCounter::run(const SearchControl& control, std::uint64_t node_budget) {
  walkers_[0]->set_team(nullptr);
  return walkers_[0]->run(control, node_budget);
}

MemoOutcome MemoCounter::build(const SearchControl& control,
                               std::vector<SolutionDiagram::Node>& nodes, std::size_t most_nodes) {
  walkers_[0]->set_team(nullptr);
  return walkers_[0]->build(control, nodes, most_nodes);
}

MemoOutcome MemoCounter::run_parallel(const SearchControl& control) {
  if (threads_ == 1) return run(control, std::numeric_limits<std::uint64_t>::max());
  // Set by the first worker back at the root with the count (or by one that failed): the
  // others stop at their next check, within 1,024 nodes.
  std::atomic<bool> done = false;
  std::vector<SearchControl> controls(threads_, control);
  std::vector<MemoOutcome> outcomes(threads_);
  std::vector<std::exception_ptr> failures(threads_);
  for (unsigned w = 0; w < threads_; ++w) {
    controls[w].cancel_flag = &done;
    if (w > 0) controls[w].progress = nullptr;  // the calling thread reports for all
    walkers_[w]->set_team(&walkers_);
  }
  const auto work = [&](unsigned w) {
    try {
      outcomes[w] = walkers_[w]->run(controls[w], std::numeric_limits<std::uint64_t>::max());
      if (outcomes[w].status == SearchStatus::kComplete) done.store(true);
    } catch (...) {
      failures[w] = std::current_exception();
      done.store(true);
    }
  };
  std::vector<std::thread> others;
  others.reserve(threads_ - 1);
  for (unsigned w = 1; w < threads_; ++w) others.emplace_back(work, w);
  work(0);
  for (std::thread& other : others) other.join();
  for (const std::exception_ptr& failure : failures) {
    if (failure) std::rethrow_exception(failure);
  }
  // The count of a worker that finished; else (a limit or the stop flag ended them all) the
  // largest lower bound, under the calling thread's status.
  MemoOutcome outcome = outcomes[0];
  for (unsigned w = 0; w < threads_; ++w) {
    if (outcomes[w].status == SearchStatus::kComplete) {
      outcome = outcomes[w];
      break;
    }
    if (outcome.count.value() < outcomes[w].count.value()) outcome.count = outcomes[w].count;
  }
  outcome.nodes = 0;
  for (const MemoOutcome& one : outcomes) outcome.nodes += one.nodes;
  return outcome;
}

}  // namespace dlx::detail
