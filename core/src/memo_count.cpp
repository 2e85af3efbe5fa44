#include "memo_count.hpp"

#include <algorithm>
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
std::uint64_t field(const std::uint64_t* words, const MemoModel::SecondaryField& f) {
  return (words[f.word] >> f.shift) & f.mask;
}
void set_field(std::uint64_t* words, const MemoModel::SecondaryField& f, std::uint64_t value) {
  words[f.word] = (words[f.word] & ~(f.mask << f.shift)) | (value << f.shift);
}

}  // namespace

MemoCounter::MemoCounter(const Problem& problem, const SolverOptions& options)
    : model_(make_memo_model(problem, options.memo_order)),
      order_(options.memo_order),
      words_(std::max<std::size_t>(model_.key_words(), 1)),
      cache_bytes_(static_cast<std::size_t>(options.memo_cache_bytes)),
      excluded_(model_.option_count(), 0),
      exact_items_(model_.open_words, 0),
      keeps_options_left_(order_ == MemoOrder::kMrv || order_ == MemoOrder::kAuto),
      options_left_(keeps_options_left_ ? model_.primaries : 0, 0),
      seen_(keeps_options_left_ ? model_.option_count() : 0, 0) {
  for (std::size_t p = 0; p < model_.primaries; ++p) {
    if (model_.lane[p] == MemoModel::kExact) exact_items_[p / 64] |= std::uint64_t{1} << (p % 64);
  }
}

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
    const std::uint64_t now = field(secondary, model_.secondary_field[s.item]);
    if (now != 0 && (s.code == 0 || now != s.code)) return false;
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
    const MemoModel::SecondaryField& f = model_.secondary_field[s.item];
    set_field(secondary, f, s.code == 0 ? f.taken : s.code);
  }
}

// Items without bounds come first: branching on an item with a multiplicity chooses a whole set
// of its options, which is cheap only once the other items leave it few (the piece item of
// `polyomino --copies 50` would otherwise try every set of 50 placements). Among them, the
// first in branching order, or with MRV (fewest_first_) the one with the fewest options left,
// ties to the first declared.
std::uint32_t MemoCounter::choose_item(std::size_t depth, bool& dead) const {
  dead = false;
  const std::uint64_t* state = states_.data() + depth * words_;
  const std::uint64_t* exact = exact_items_.data();
  bool any_exact = false;
  for (std::size_t w = 0; w < model_.open_words && !any_exact; ++w) {
    any_exact = (state[w] & exact[w]) != 0;
  }
  const auto candidates = [&](std::size_t w) { return any_exact ? state[w] & exact[w] : state[w]; };
  std::uint32_t chosen = MemoModel::kExact;
  if (!fewest_first_) {
    for (std::size_t w = 0; w < model_.open_words; ++w) {
      const std::uint64_t bits = candidates(w);
      if (bits != 0) return static_cast<std::uint32_t>(w * 64 + std::countr_zero(bits));
    }
    return chosen;
  }
  const std::uint32_t* left = options_left_.data();
  std::uint32_t fewest = std::numeric_limits<std::uint32_t>::max();
  std::uint32_t rank = 0;
  for (std::size_t w = 0; w < model_.open_words; ++w) {
    for (std::uint64_t bits = candidates(w); bits != 0; bits &= bits - 1) {
      const auto item = static_cast<std::uint32_t>(w * 64 + std::countr_zero(bits));
      if (left[item] > fewest || (left[item] == fewest && model_.declared_rank[item] > rank)) {
        continue;
      }
      fewest = left[item];
      rank = model_.declared_rank[item];
      chosen = item;
      if (fewest == 0) {
        // Dead unless the item may stay as it is (a multiplicity already met).
        dead = model_.lane[item] == MemoModel::kExact || covered(item, state) < model_.lower[item];
        if (dead) return chosen;
      }
    }
  }
  return chosen;
}

// The state at(depth + 1): at(depth) with `option` applied, and with MRV the options it took
// away subtracted from their items' options_left_, on the trail for ascend(depth) to put back.
void MemoCounter::descend(std::size_t depth, std::uint32_t option) {
  std::memcpy(at(depth + 1), at(depth), words_ * sizeof(std::uint64_t));
  apply(option, at(depth + 1));
  if (!fewest_first_) return;
  trail_start_[depth + 1] = trail_.size();
  urgent_start_[depth + 1] = urgent_.size();
  urgent_floor_[depth + 1] = urgent_floor_[depth];
  next_seen_mark();
  // An option can be lost through a primary item that closed or a secondary item that changed.
  for (const std::uint32_t p : model_.primaries_of(option)) {
    if (!bit(at(depth + 1), p)) drop_lost_options(depth, model_.options_of(p), true);
  }
  for (const MemoModel::SecondaryEntry& s : model_.secondaries_of(option)) {
    drop_lost_options(depth, model_.options_of_secondary(s.item), false);
  }
}

void MemoCounter::descend_closing(std::size_t depth, std::uint32_t item) {
  std::memcpy(at(depth + 1), at(depth), words_ * sizeof(std::uint64_t));
  close(item, at(depth + 1));
  if (!fewest_first_) return;
  trail_start_[depth + 1] = trail_.size();
  urgent_start_[depth + 1] = urgent_.size();
  urgent_floor_[depth + 1] = urgent_floor_[depth];
  next_seen_mark();
  drop_lost_options(depth, model_.options_of(item), true);
}

// An open item without bounds left with one option or none, if any (MemoModel::kExact if not):
// the last such item that descend() met and that is still open. Only the entries above the
// floor need looking at: at a node that found none, every entry below it was closed, and stays
// closed below that node.
std::uint32_t MemoCounter::urgent_item(std::size_t depth) {
  const std::uint64_t* state = at(depth);
  for (std::size_t k = urgent_.size(); k-- > urgent_floor_[depth];) {
    if (bit(state, urgent_[k])) return urgent_[k];
  }
  urgent_floor_[depth] = urgent_.size();
  return MemoModel::kExact;
}

void MemoCounter::next_seen_mark() {
  if (++seen_mark_ == 0) {  // wrapped, after 2^32 nodes: the old marks must not match
    std::fill(seen_.begin(), seen_.end(), 0);
    seen_mark_ = 1;
  }
}

// `closed`: the candidates are the options of a primary item that closed, none available now.
void MemoCounter::drop_lost_options(std::size_t depth, std::span<const std::uint32_t> candidates,
                                    bool closed) {
  for (const std::uint32_t o : candidates) {
    if (seen_[o] == seen_mark_) continue;
    seen_[o] = seen_mark_;
    if (available(o, at(depth)) && (closed || !available(o, at(depth + 1)))) {
      for (const std::uint32_t p : model_.primaries_of(o)) {
        if (--options_left_[p] <= 1 && model_.lane[p] == MemoModel::kExact &&
            bit(at(depth + 1), p)) {
          urgent_.push_back(p);
        }
        trail_.push_back(p);
      }
    }
  }
}

// Back from at(depth + 1) to at(depth): the options descend() took away count again. (A search
// that stops leaves them: the next run starts from count_root_options().)
void MemoCounter::ascend(std::size_t depth) {
  if (!fewest_first_) return;
  const std::size_t start = trail_start_[depth + 1];
  for (std::size_t k = start; k < trail_.size(); ++k) ++options_left_[trail_[k]];
  trail_.resize(start);
  urgent_.resize(urgent_start_[depth + 1]);
}

void MemoCounter::count_root_options() {
  if (!fewest_first_) return;
  std::fill(options_left_.begin(), options_left_.end(), 0);
  trail_.clear();
  urgent_.clear();
  for (std::uint32_t o = 0; o < model_.option_count(); ++o) {
    if (!available(o, at(0))) continue;
    for (const std::uint32_t p : model_.primaries_of(o)) ++options_left_[p];
  }
  urgent_floor_[0] = 0;
  for (std::uint32_t p = 0; p < model_.primaries; ++p) {
    if (options_left_[p] <= 1 && model_.lane[p] == MemoModel::kExact && bit(at(0), p)) {
      urgent_.push_back(p);
    }
  }
}

void MemoCounter::forget_unreachable_secondaries(std::uint64_t* state) const {
  if (model_.secondary_reach.empty()) return;
  std::uint64_t* secondary = state + model_.open_words + model_.count_words;
  for (std::size_t w = 0; w < model_.secondary_words; ++w) {
    if (secondary[w] == 0) continue;
    const std::uint32_t last = model_.secondary_word_start[w + 1];
    for (std::uint32_t s = model_.secondary_word_start[w]; s < last; ++s) {
      const MemoModel::SecondaryField& f = model_.secondary_field[s];
      if (field(secondary, f) == 0) continue;
      const std::uint64_t* reach = model_.secondary_reach.data() + s * model_.open_words;
      bool reachable = false;
      for (std::size_t k = 0; k < model_.open_words && !reachable; ++k) {
        reachable = (reach[k] & state[k]) != 0;
      }
      if (!reachable) set_field(secondary, f, 0);
    }
  }
}

void MemoCounter::make_room(std::size_t depth) {
  if (states_.size() < (depth + 2) * words_) states_.resize((depth + 2) * words_ * 2);
  if (keeps_options_left_ && trail_start_.size() < depth + 2) {
    trail_start_.resize((depth + 2) * 2);
    urgent_start_.resize((depth + 2) * 2);
    urgent_floor_.resize((depth + 2) * 2);
  }
}

bool MemoCounter::time_to_stop() {
  if (nodes_ >= node_limit_) {
    stopped_ = SearchStatus::kNodeLimit;
    return true;
  }
  if (nodes_ < next_check_) return false;
  next_check_ = nodes_ + 1024;
  if (published_) {
    published_[worker_].nodes.store(nodes_, std::memory_order_relaxed);
    published_[worker_].hits.store(stats_.hits, std::memory_order_relaxed);
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
void MemoCounter::report_progress(Clock::time_point now) const {
  SearchProgress progress;
  progress.stats.nodes = nodes_;
  progress.cache_hits = stats_.hits;
  if (published_) {  // the other workers' counters, as of their last check
    for (unsigned w = 0; w < threads_; ++w) {
      if (w == worker_) continue;
      progress.stats.nodes += published_[w].nodes.load(std::memory_order_relaxed);
      progress.cache_hits += published_[w].hits.load(std::memory_order_relaxed);
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
MemoCounter::Below<kDiagram> MemoCounter::count_below(std::size_t depth) {
  ++nodes_;
  depth_ = depth;
  if (time_to_stop()) return Below<kDiagram>{};
  make_room(depth);
  const std::uint64_t* state = at(depth);
  bool open = false;
  for (std::size_t w = 0; w < model_.open_words && !open; ++w) open = state[w] != 0;
  if (!open) {  // everything covered: one solution
    if constexpr (kDiagram) {
      return SolutionDiagram::kDone;
    } else {
      return MemoTally{1};
    }
  }

  // With MRV, an item left with one option takes it and one left with none ends the branch,
  // before the cache is asked: such nodes are not cached ("Forced options" in memo_count.hpp).
  // The diagram keeps every node in the cache, as before.
  if constexpr (!kDiagram) {
    if (fewest_first_) {
      const std::uint32_t urgent = urgent_item(depth);
      if (urgent != MemoModel::kExact) {
        if (options_left_[urgent] == 0) return MemoTally{};
        return choose_for<false, kShared>(depth, urgent, 0, 0);
      }
    }
  }
  forget_unreachable_secondaries(at(depth));
  const std::uint64_t hash = MemoCache::hash(state, words_);
  MemoTally cached;
  MemoCache& cache = *cache_;
  if (cache.template find<kShared>(state, hash, cached, stats_)) {
    if constexpr (kDiagram) {
      return static_cast<std::uint32_t>(cached.small());
    } else {
      return cached;
    }
  }
  // Put off while another worker counts it (choose_for), once per branch.
  if constexpr (kShared && !kDiagram) {
    if (depth == defer_at_) {
      defer_at_ = kNoDepth;
      if (busy_->busy(hash)) {
        deferred_ = true;
        return Below<kDiagram>{};
      }
    }
  }
  const std::uint64_t nodes_before = nodes_;
  bool dead = false;
  const std::uint32_t item = choose_item(depth, dead);
  Below<kDiagram> total{};
  if (!dead) {
    if (defers_busy_) busy_->mark(hash);
    total = choose_for<kDiagram, kShared>(depth, item, 0, hash);
    if (defers_busy_) busy_->clear(hash);
  }
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
// worker 1 in reverse, worker w > 1 from a point set by the node's `hash` (see "Threads" in
// memo_count.hpp).
template <bool kDiagram, bool kShared>
MemoCounter::Below<kDiagram> MemoCounter::choose_for(std::size_t depth, std::uint32_t item,
                                                     std::size_t from, std::uint64_t hash) {
  Below<kDiagram> total{};
  const auto options = model_.options_of(item);
  const bool exact = model_.lane[item] == MemoModel::kExact;
  if (!exact) {
    make_room(depth);
    if (!bit(at(depth), item)) {
      return count_below<kDiagram, kShared>(depth);  // its upper bound was reached
    }
    if (covered(item, at(depth)) >= model_.lower[item]) {  // enough: no more of its options
      descend_closing(depth, item);
      if constexpr (kDiagram) {
        total = count_below<kDiagram, kShared>(depth + 1);
      } else {
        total.add(count_below<kDiagram, kShared>(depth + 1));
      }
      ascend(depth);
      if (stopped_ != SearchStatus::kComplete) return total;
    }
  }
  // Tries the option numbered k; false when the search must stop.
  const auto branch = [&](std::size_t k) {
    const std::uint32_t option = options[k];
    if (!available(option, at(depth))) return true;
    descend(depth, option);
    const Below<kDiagram> below = exact
                                      ? count_below<kDiagram, kShared>(depth + 1)
                                      : choose_for<kDiagram, kShared>(depth + 1, item, k + 1, hash);
    ascend(depth);
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
  // An item that never had an option (possible in frontier order, which does not look at counts)
  // has no branch; the start point below must not divide by zero.
  if (!kShared || !exact || n == 0) {
    for (std::size_t k = from; k < n; ++k) {
      if (!branch(k)) break;
    }
    return total;
  }
  const bool own = own_option_order_;
  const std::size_t start = own && worker_ > 1 ? ((hash >> 40) + worker_) % n : 0;
  const auto kth = [&](std::size_t j) {
    std::size_t k = own && worker_ % 2 == 1 ? n - 1 - j : j;
    return k + start < n ? k + start : k + start - n;
  };
  if (kDiagram || !defers_busy_) {
    for (std::size_t j = 0; j < n; ++j) {
      if (!branch(kth(j))) break;
    }
    return total;
  }
  // The branches another worker is counting now are put off (memo_busy.hpp), then counted.
  const std::size_t first_put_off = put_off_.size();
  bool going = true;
  for (std::size_t j = 0; j < n && going; ++j) {
    defer_at_ = depth + 1;
    deferred_ = false;
    going = branch(kth(j));
    if (deferred_) put_off_.push_back(static_cast<std::uint32_t>(kth(j)));
    deferred_ = false;
  }
  defer_at_ = kNoDepth;
  for (std::size_t i = first_put_off; i < put_off_.size() && going; ++i) {
    going = branch(put_off_[i]);
  }
  put_off_.resize(first_put_off);
  return total;
}

template <bool kDiagram>
MemoCounter::Below<kDiagram> MemoCounter::from_root() {
  return cache_->shared() ? count_below<kDiagram, true>(0) : count_below<kDiagram, false>(0);
}

std::uint32_t MemoCounter::make_node(std::uint32_t option, std::uint32_t lo, std::uint32_t hi) {
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
  cache_ = std::make_shared<MemoCache>(words_, cache_bytes_, threads_ > 1);
  busy_ = threads_ > 1 ? std::make_shared<MemoBusyMarks>() : nullptr;
  defers_busy_ = false;
  stats_ = MemoCacheStats{};
  published_.reset();
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
  root_dead_ = root_dead_ || some_item_out_of_reach();
  // The race's first turn is the frontier's, as long as Solver's probe (memo_count.hpp): the
  // probe then judges the cache as it did before the race. build() keeps to the frontier.
  fewest_first_ = order_ == MemoOrder::kMrv;
  race_turn_ = kMemoProbeNodes;
  race_spent_ = 0;
  race_counted_[0] = race_counted_[1] = 0;
}

// Whether an open item of the root has fewer options available than it still needs. The search
// finds such an item only when its turn comes, which for an item with bounds comes after the
// others (choose_item): an item 2:3 that no option covers made a count of 0 take 120 million
// nodes in declaration order, where the plain count stops at once.
bool MemoCounter::some_item_out_of_reach() const {
  const std::uint64_t* root = root_.data();
  for (std::uint32_t p = 0; p < model_.primaries; ++p) {
    if (!bit(root, p)) continue;
    const bool exact = model_.lane[p] == MemoModel::kExact;
    const std::uint32_t have = exact ? 0 : covered(p, root);
    if (!exact && have >= model_.lower[p]) continue;
    const std::uint32_t needed = exact ? 1 : model_.lower[p] - have;
    std::uint32_t left = 0;
    for (const std::uint32_t o : model_.options_of(p)) {
      if (available(o, root) && ++left >= needed) break;
    }
    if (left < needed) return true;
  }
  return false;
}

void MemoCounter::start_run(const SearchControl& control, std::uint64_t node_budget) {
  control_ = &control;
  next_progress_ = control.start + control.progress_interval;
  nodes_ = 0;
  node_limit_ = node_budget;
  next_check_ = 0;
  stopped_ = SearchStatus::kComplete;
}

namespace {

// The turns of the race grow by a half and by a third in turn: 4,000, 6,000, 8,000, 12,000, ...
// (doubling every other pair). Turns that doubled each time decided the 3-colorings of the 7x8
// grid after 159,232 nodes, these after 145,294 (MRV alone: 98,806).
std::uint64_t next_race_turn(std::uint64_t turn) {
  return turn % 3 == 0 ? turn / 3 * 4 : turn / 2 * 3;
}

}  // namespace

MemoOutcome MemoCounter::run(const SearchControl& control, std::uint64_t node_budget) {
  if (order_ != MemoOrder::kAuto) return run_turn(control, node_budget);
  std::uint64_t nodes = 0;
  for (;;) {
    MemoOutcome outcome =
        run_turn(control, std::min(race_turn_ - race_spent_, node_budget - nodes));
    nodes += outcome.nodes;
    race_spent_ += outcome.nodes;
    if (outcome.status == SearchStatus::kNodeLimit && race_spent_ >= race_turn_) {
      race_counted_[fewest_first_ ? 1 : 0] = outcome.count.value();
      race_spent_ = 0;
      if (fewest_first_) {
        judge_race();
      } else {
        fewest_first_ = true;  // MRV's turn, from the root, same cache
      }
    }
    if (outcome.status != SearchStatus::kNodeLimit || nodes >= node_budget) {
      outcome.nodes = nodes;
      return outcome;
    }
  }
}

// After a pair of turns: the order that leads by kMemoRaceLead goes on alone (its turn has no
// end); else both get a longer turn, the frontier's first.
void MemoCounter::judge_race() {
  const Count& frontier = race_counted_[0];
  const Count& fewest = race_counted_[1];
  if (fewest > 0 && fewest >= kMemoRaceLead * frontier) {
    fewest_first_ = true;
    race_turn_ = std::numeric_limits<std::uint64_t>::max();
  } else if (frontier > 0 && frontier >= kMemoRaceLead * fewest) {
    fewest_first_ = false;
    race_turn_ = std::numeric_limits<std::uint64_t>::max();
  } else {
    fewest_first_ = false;
    race_turn_ = next_race_turn(race_turn_);
  }
}

MemoOutcome MemoCounter::run_turn(const SearchControl& control, std::uint64_t node_budget) {
  start_run(control, node_budget);
  MemoOutcome outcome;
  if (!root_dead_) {
    make_room(0);
    std::memcpy(at(0), root_.data(), words_ * sizeof(std::uint64_t));
    count_root_options();
    outcome.count = from_root<false>();
  }
  outcome.status = stopped_;
  outcome.nodes = nodes_;
  return outcome;
}

MemoOutcome MemoCounter::build(const SearchControl& control,
                               std::vector<SolutionDiagram::Node>& nodes, std::size_t most_nodes) {
  start_run(control, std::numeric_limits<std::uint64_t>::max());
  nodes_made_ = &nodes;
  // Node numbers are 32 bits, as in DLX6.
  most_nodes_ = std::min<std::size_t>(most_nodes, std::numeric_limits<std::uint32_t>::max());
  diagram_full_ = false;
  MemoOutcome outcome;
  if (!root_dead_) {
    make_room(0);
    std::memcpy(at(0), root_.data(), words_ * sizeof(std::uint64_t));
    count_root_options();
    outcome.root = from_root<true>();
  }
  nodes_made_ = nullptr;
  outcome.status = stopped_;
  outcome.nodes = nodes_;
  outcome.diagram_full = diagram_full_;
  return outcome;
}

MemoCacheStats MemoCounter::cache_stats() const {
  MemoCacheStats sum = stats_;
  if (published_) {  // the workers of the last run_parallel
    for (unsigned w = 1; w < threads_; ++w) {
      const MemoCacheStats& one = team_.workers[w - 1]->stats_;
      sum.lookups += one.lookups;
      sum.hits += one.hits;
      sum.saved += one.saved;
      sum.stored += one.stored;
      sum.replaced += one.replaced;
    }
  }
  sum.slots = cache_ ? cache_->slots() : 0;
  return sum;
}

// The workers of run_parallel() and race_pair(): made once, then given what begin() set for this
// count.
void MemoCounter::prepare_workers() {
  published_ = std::shared_ptr<Published[]>(new Published[threads_]);
  while (team_.workers.size() + 1 < threads_) {
    team_.workers.push_back(std::unique_ptr<MemoCounter>(new MemoCounter(*this)));
  }
  for (unsigned w = 1; w < threads_; ++w) {
    MemoCounter& worker = *team_.workers[w - 1];
    worker.worker_ = w;
    worker.threads_ = threads_;
    worker.cache_ = cache_;
    worker.busy_ = busy_;
    worker.defers_busy_ = false;
    worker.stats_ = MemoCacheStats{};
    worker.excluded_ = excluded_;
    worker.root_ = root_;
    worker.root_dead_ = root_dead_;
    worker.published_ = published_;
  }
}

// One pair of turns of the race at once: the frontier's in the calling thread, MRV's in worker 1,
// both from the root over the shared cache, then judge_race(). Returns the count if a turn
// finished it (the other turn then stops), else the frontier's outcome with both turns' nodes.
// The two counts compare as when the turns ran one after the other, but the pair takes the time
// of one turn: run alone, the race took 78,000 of the 166,000 nodes of the 8x8 colorings before
// the workers started.
MemoOutcome MemoCounter::race_pair(const SearchControl& control) {
  std::atomic<bool> done = false;
  SearchControl controls[2] = {control, control};
  for (SearchControl& one : controls) one.cancel_flag = &done;
  controls[1].progress = nullptr;  // the calling thread reports for both
  MemoCounter& fewest = *team_.workers[0];
  fewest.fewest_first_ = true;
  // In declaration order, as in one thread: the race's counts depend on the order of the options
  // (worker 1's, reversed, counted fewer solutions early with MRV on the 8x8 colorings, and the
  // race took the frontier: 418,000 nodes instead of 170,000).
  fewest.own_option_order_ = false;
  fewest_first_ = false;
  MemoOutcome outcomes[2];
  std::exception_ptr failures[2];
  const auto turn = [&](int k) {
    try {
      outcomes[k] = (k == 0 ? *this : fewest).run_turn(controls[k], race_turn_);
      if (outcomes[k].status == SearchStatus::kComplete) done.store(true);
    } catch (...) {
      failures[k] = std::current_exception();
      done.store(true);
    }
  };
  std::thread other(turn, 1);
  turn(0);
  other.join();
  for (const std::exception_ptr& failure : failures) {
    if (failure) std::rethrow_exception(failure);
  }
  const std::uint64_t nodes = outcomes[0].nodes + outcomes[1].nodes;
  for (MemoOutcome& one : outcomes) {
    if (one.status == SearchStatus::kComplete) {
      one.nodes = nodes;
      return one;
    }
  }
  MemoOutcome outcome = outcomes[0];
  outcome.nodes = nodes;
  if (outcomes[0].status == SearchStatus::kNodeLimit &&
      outcomes[1].status == SearchStatus::kNodeLimit) {
    race_counted_[0] = outcomes[0].count.value();
    race_counted_[1] = outcomes[1].count.value();
    judge_race();
    return outcome;
  }
  // The time limit or the stop flag ended a turn: the larger lower bound.
  if (outcome.status == SearchStatus::kNodeLimit) outcome.status = outcomes[1].status;
  if (outcome.count.value() < outcomes[1].count.value()) outcome.count = outcomes[1].count;
  return outcome;
}

MemoOutcome MemoCounter::run_parallel(const SearchControl& control) {
  const std::uint64_t no_budget = std::numeric_limits<std::uint64_t>::max();
  if (threads_ == 1) return run(control, no_budget);
  prepare_workers();
  // The next begin() makes a new cache: the workers must not keep this one alive meanwhile.
  struct ReleaseCache {
    Team& team;
    ~ReleaseCache() {
      for (const auto& worker : team.workers) worker->cache_.reset();
    }
  } release{team_};
  // The race of MemoOrder::kAuto until it has picked its order (or counted): a turn under way ends
  // alone, then each pair runs in two threads.
  std::uint64_t race_nodes = 0;
  while (order_ == MemoOrder::kAuto && race_turn_ != no_budget) {
    const bool pair_begins = race_spent_ == 0 && !fewest_first_;
    MemoOutcome turn = pair_begins ? race_pair(control) : run(control, race_turn_ - race_spent_);
    race_nodes += turn.nodes;
    if (turn.status != SearchStatus::kNodeLimit) {
      turn.nodes = race_nodes;
      turn.threads = pair_begins ? 2 : 1;
      return turn;
    }
  }
  // Set by the first worker back at the root with the count (or by one that failed): the
  // others stop at their next check, within 1,024 nodes.
  std::atomic<bool> done = false;
  std::vector<SearchControl> controls(threads_, control);
  for (unsigned w = 0; w < threads_; ++w) {
    controls[w].cancel_flag = &done;
    if (w == 0) continue;
    controls[w].progress = nullptr;  // the calling thread reports for all
    MemoCounter& worker = *team_.workers[w - 1];
    worker.fewest_first_ = fewest_first_;  // the order the race picked
    worker.own_option_order_ = true;
    worker.defers_busy_ = true;
  }
  defers_busy_ = true;
  std::vector<MemoOutcome> outcomes(threads_);
  std::vector<std::exception_ptr> failures(threads_);
  const auto work = [&](unsigned w) {
    try {
      MemoCounter& worker = w == 0 ? *this : *team_.workers[w - 1];
      outcomes[w] = worker.run_turn(controls[w], no_budget);
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
  outcome.nodes = race_nodes;
  for (const MemoOutcome& one : outcomes) outcome.nodes += one.nodes;
  outcome.threads = threads_;
  return outcome;
}

}  // namespace dlx::detail
