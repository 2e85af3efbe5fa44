// Algorithm C of TAOCP 7.2.2.1 on the bitset engine's state, with the steps of search_loop.cpp:
//
//   C2  enter level l: if no primary item is left, visit the solution
//   C3  choose an item i (MRV: the fewest live options; ties to the lowest number)
//   C4  try the first live option x_l of i
//   C5  try x_l: remove every option that conflicts with it, go one level deeper
//   C6  try again: put those options back, move x_l to i's next live option
//   C7  no options left for i
//   C8  leave level l
//
// Cover, purify and commit are all "remove the conflicting options" here; the tree is the one
// the dancing links walk, node for node. The state is indexed by depth: the forced options take
// depths 0..f-1, and level l is depth f + l.
#include "bitset_engine.hpp"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstddef>
#include <limits>
#include <span>
#include <type_traits>

#include "bitset_steps.hpp"

namespace dlx::detail {

MemoryNeed BitsetEngine::memory_needed(const Problem& problem) {
  // The masks (at most 2^22 pairs of 12 bytes, BitsetModel::suits) and, per engine, a bitset of
  // the available options for each level.
  const std::size_t words = (problem.option_count() + 63) / 64;
  MemoryNeed need;
  need.per_worker = (problem.primary_count() + 2) * words * 8 + problem.option_count() * 8;
  // The lengths copied per depth, where they are that small (copy_state_per_depth; `live` per
  // depth is counted above).
  const std::size_t lane_bytes = (problem.primary_count() + 7) / 8 * sizeof(BitsetModel::Lanes);
  if (lane_bytes <= BitsetModel::kMostSparseCopyBytes) {
    need.per_worker += (problem.primary_count() + 2) * lane_bytes;
  }
  need.engine = need.per_worker + problem.entry_count() * 12 + problem.option_count() * 16;
  return need;
}

BitsetEngine::BitsetEngine(std::shared_ptr<const BitsetModel> model, Propagation propagation,
                           std::shared_ptr<const SupportClauses> supports,
                           std::shared_ptr<const PropagatorWatches> propagators)
    : model_(std::move(model)),
      supports_(std::move(supports)),
      propagator_watches_(std::move(propagators)),
      propagation_(propagation) {
  const BitsetModel& m = *model_;
  const std::size_t primaries = m.primary_count();
  const std::size_t levels = primaries + 1;  // each choice covers at least one primary item
  std::vector<std::uint64_t> all(m.words(), ~std::uint64_t{0});
  if (m.option_count() % 64 != 0) all.back() = (std::uint64_t{1} << (m.option_count() % 64)) - 1;
  std::vector<std::int32_t> lengths(primaries);
  for (std::size_t p = 0; p < primaries; ++p) {
    lengths[p] = static_cast<std::int32_t>(m.item_option_start()[p + 1] - m.item_option_start()[p]);
  }
  using Steps = BitsetModel::Steps;
  if (m.steps() == Steps::kCopies) {
    state_.live.assign((levels + 1) * m.words(), 0);
    std::copy(all.begin(), all.end(), state_.live.begin());
  } else {
    state_.live = all;
    // An entry per word with an option removed, so at most one per option, and a spare one past
    // the top, which TrailedLive writes without keeping it.
    state_.trail_word.resize(m.option_count() + 1);
    state_.trail_bits.resize(m.option_count() + 1);
    state_.trail_mark.resize(levels + 1);
  }
  if (const std::size_t vectors = m.lane_vectors(); vectors > 0) {
    constexpr std::size_t kLanes = BitsetModel::kLanesPerVector;
    const std::size_t depths = m.sparse_lanes() ? 1 : levels + 1;
    state_.lanes.assign(depths * vectors,
                        BitsetModel::Lanes{} + std::numeric_limits<std::int16_t>::max());
    for (std::size_t p = 0; p < primaries; ++p) {
      state_.lanes[p / kLanes][p % kLanes] = static_cast<std::int16_t>(lengths[p]);
    }
  } else {
    state_.length = lengths;
    state_.active.assign(primaries / 64 + 1, 0);
    for (std::size_t p = 0; p < primaries; ++p) {
      state_.active[p / 64] |= std::uint64_t{1} << (p % 64);
    }
  }
  for (auto* v : {&state_.item, &state_.column, &state_.choice, &state_.position, &state_.degree}) {
    v->resize(levels);
  }
  state_.forced.reserve(levels);
  state_.excluded.reserve(m.option_count());
  state_.pending.resize(levels);
  state_.uncovered.resize(levels + 1);
  state_.solution.resize(levels);
  state_.order.resize(m.option_count() + 1);
  state_.order_start.resize(levels);
  state_.weights.assign(primaries, 1);
  state_.inverse_weights.assign(m.lane_vectors() * BitsetModel::kLanesPerVector, 1.0f);
  if (m.sparse_lanes()) {
    // Along a path an item's length only falls: it is pushed at most when it reaches 1 and 0,
    // after the root's singles; and one slot more, which the push without a branch writes.
    state_.singles.resize(3 * m.lane_vectors() * BitsetModel::kLanesPerVector + 2);
    state_.singles_mark.resize(levels + 1);
    if (propagator_watches_ != nullptr && propagator_watches_->size() > 0) {
      state_.propagators = propagator_watches_.get();
      state_.dirty.assign(propagator_watches_->size(), 0);
      state_.dirty_queue.resize(propagator_watches_->size());
      state_.named.reserve(m.option_count());
      state_.chosen.assign(m.words(), 0);
    }
    if (supports_ != nullptr && !supports_->empty()) {
      state_.supports = supports_.get();
      state_.gone.resize(m.option_count() + 1);
      state_.watch_head.assign(m.option_count(), -1);
      state_.watch_next.assign(supports_->size(), -1);
      state_.sleep_head.assign(m.option_count(), -1);
      state_.sleep_watch.assign(supports_->size(), 0);
    }
    if (propagation == Propagation::kImplied || propagation == Propagation::kAll) {
      state_.implied = true;
      state_.touched.resize(primaries);
      state_.queued.assign(primaries, 0);
      state_.signature.assign(m.option_count(), 0);
      for (std::size_t r = 0; r < m.option_count(); ++r) {
        for (std::uint32_t e = m.option_item_start()[r]; e < m.option_item_start()[r + 1]; ++e) {
          state_.signature[r] |= std::uint64_t{1} << (m.option_items()[e] % 64);
        }
      }
    }
    copy_state_per_depth();
  }
}

void BitsetEngine::copy_state_per_depth() {
  // Without propagation, a choice's state is a copy of its parent's, updated, and undoing it is
  // going back to the parent's: no trail, and no option's items to count back one at a time. On
  // a 9x9 Sudoku (41 vectors of lanes and 12 words of `live`, about 5 options removed per node)
  // the putting back was a quarter of the search. A depth holds a choice of disjoint options,
  // each with at least least_primaries() items, which bounds the depths.
  const BitsetModel& m = *model_;
  if (propagates() || m.steps() != BitsetModel::Steps::kSparseCopies) return;
  const std::size_t least = std::max<std::size_t>(m.least_primaries(), 1);
  const std::size_t depths = m.primary_count() / least + 2;
  state_.lanes.resize(depths * m.lane_vectors());
  state_.live.resize(depths * m.words());
  state_.copied = true;
}

void BitsetEngine::reset_weights() {
  std::fill(state_.weights.begin(), state_.weights.end(), 1);
  std::fill(state_.inverse_weights.begin(), state_.inverse_weights.end(), 1.0f);
}

std::unique_ptr<Engine> BitsetEngine::make_worker() const {
  return std::make_unique<BitsetEngine>(model_, propagation_, supports_, propagator_watches_);
}

std::uint64_t BitsetEngine::fingerprint() const {
  // The state a search may leave changed: the first depth's `live` and lanes (deeper copies are
  // scratch), or the single `live` and the lengths.
  std::uint64_t hash = 1469598103934665603ull;
  auto mix = [&hash](std::uint64_t value) {
    hash ^= value;
    hash *= 1099511628211ull;
  };
  // A copied state is current at the depth below the kept forced options.
  const std::size_t depth = state_.copied ? state_.forced.count : 0;
  for (std::size_t w = 0; w < model_->words(); ++w) mix(state_.live[depth * model_->words() + w]);
  for (const std::int32_t length : state_.length) mix(static_cast<std::uint32_t>(length));
  for (const std::uint64_t word : state_.active) mix(word);
  const std::size_t vectors = model_->lane_vectors();
  const std::size_t first = depth * vectors;
  for (std::size_t k = first; k < first + vectors; ++k) {
    for (std::size_t j = 0; j < BitsetModel::kLanesPerVector; ++j) {
      mix(static_cast<std::uint16_t>(state_.lanes[k][j]));
    }
  }
  return hash;
}

namespace {

template <typename Steps>
class BitsetLoop {
 public:
  BitsetLoop(const BitsetModel& model, BitsetEngine::State& state, SearchStats& stats,
             const SolutionVisitor* visit, const SearchLimits& limits, const SearchControl& control)
      : model_(model),
        steps_(model, state),
        column_start_(model.column_start()),
        column_words_(model.column_words()),
        column_bits_(model.column_bits()),
        item_(state.item.data()),
        column_(state.column.data()),
        pending_(state.pending.data()),
        choice_(state.choice.data()),
        position_(state.position.data()),
        degree_(state.degree.data()),
        order_start_(state.order_start.data()),
        plain_(control.heuristic == Heuristic::kMrv && control.random == nullptr),
        shuffled_(control.random != nullptr),
        singles_(control.heuristic == Heuristic::kWeighted && control.random == nullptr),
        propagate_(state.implied || state.supports != nullptr || state.propagators != nullptr),
        leaves_at_once_(visit == nullptr && limits.max_solutions == 0 && limits.max_nodes == 0 &&
                        control.split_depth == 0),
        option_item_start_(model.option_item_start()),
        uncovered_(state.uncovered.data()),
        state_(state),
        stats_(stats),
        visit_(visit),
        limits_(limits),
        control_(control),
        monitor_(control) {}

  SearchResult run() {
    stats_ = SearchStats{};
    SearchStatus status = SearchStatus::kComplete;
    bool going_down = true;
    if constexpr (std::is_same_v<Steps, SparseLaneSteps>) {
      if (propagate_) steps_.track_touched(state_, model_);
    }
    const bool possible = commit_forced() && exclude_options();
    // After the forced and excluded options, which the kept ones from the last search may have
    // changed.
    if constexpr (std::is_same_v<Steps, SparseLaneSteps>) {
      if (singles_) steps_.track_singles(state_);
    }
    if (possible) count_uncovered();
    // The root's propagation, after the forced and excluded options, is undone when the search
    // ends: the kept forced options (forced_options.hpp) stay as they alone leave the problem,
    // whatever the exclusions of the next search.
    std::uint32_t root_mark = 0;
    if constexpr (std::is_same_v<Steps, SparseLaneSteps>) {
      if (propagate_ && possible) {
        root_mark = steps_.trail_top();
        steps_.queue_all();
      }
    }
    auto done = [this] {
      return fraction_done(std::span(state_.position).first(level_),
                           std::span(state_.degree).first(level_));
    };
    bool counted = false;
    if (possible && leaves_at_once_ && plain_ && !propagate_) {
      count_plainly(status);
      counted = true;
    }
    for (; possible && !counted;) {
      if (going_down) {
        if (control_.split_depth > 0 &&
            branching_depth(std::span(state_.degree).first(level_)) == control_.split_depth) {
          if (monitor_.should_stop_splitting(status)) break;
          hand_over_subproblem();
          going_down = false;
          continue;
        }
        // C2, C3.
        ++stats_.nodes;
        if (monitor_.should_stop(stats_, level_, done, status)) break;
        const std::uint32_t i = choose_item();
        if (i == kNoItem) {
          if (control_.split_depth > 0) {
            hand_over_subproblem();
          } else if (!report_solution(status)) {
            break;
          }
          going_down = false;
          continue;
        }
        // C4.
        const std::int32_t length = steps_.length(depth(), i);
        if (length == 0) {
          going_down = false;
          continue;
        }
        if (leaves_at_once_ && uncovered_[level_] <= model_.least_primaries()) {
          // Each option left covers every item left (bitset_model.hpp): `length` solutions,
          // counted with the nodes they are, without entering them. On n-queens, whose last
          // row and column are covered together, a tenth of the count's time went there.
          stats_.nodes += static_cast<std::uint64_t>(length);
          stats_.solutions += static_cast<std::uint64_t>(length);
          going_down = false;
          continue;
        }
        begin_level(i, length);
        std::uint32_t r = kNoItem;
        if (shuffled_) {
          r = state_.order[order_start_[level_]];
        } else if (length == 1) {
          r = only_option(i);
        }
        try_option(r != kNoItem ? r : next_branch());
      } else if (!try_next_option()) {
        break;
      } else {
        going_down = true;
      }
    }
    unwind();
    if constexpr (std::is_same_v<Steps, SparseLaneSteps>) {
      if (propagate_) {
        if (possible) steps_.restore_to(root_mark);
        steps_.clear_touched();
      }
    }
    include_options();
    steps_.save(state_);
    stats_.updates = updates_;
    stats_.seconds = std::chrono::duration<double>(Clock::now() - control_.start).count();
    return SearchResult{status, stats_};
  }

  bool probe(Random& random, ProbeResult& result) {
    result = ProbeResult{};
    const bool possible = commit_forced() && exclude_options();
    if (possible) {
      double width = 1.0;
      result.nodes = 1.0;
      for (;;) {
        const std::uint32_t i = steps_.choose_item(depth());
        if (i == kNoItem) {
          result.solutions = width;
          break;
        }
        const std::int32_t length = steps_.length(depth(), i);
        if (length == 0) break;
        width *= length;
        result.nodes += width;
        begin_level(i, length);
        std::uint32_t r = next_branch();
        for (auto k = random.below(static_cast<std::uint64_t>(length)); k > 0; --k) {
          r = next_branch();
        }
        try_option(r);
      }
    }
    unwind();
    include_options();
    steps_.save(state_);
    return possible;
  }

  // Uncommits the kept forced options (forced_options.hpp).
  void release() {
    state_.forced.release(
        [this](std::uint32_t r, std::size_t depth) { steps_.unchoose(r, depth); });
    steps_.save(state_);
  }

 private:
  std::size_t depth() const { return forced_ + level_; }

  // run()'s loop for a plain count (MRV in layout order, no visitor, no limit but time and
  // interruption, no propagation): n-queens, the pentominoes, a Sudoku's completions. The same
  // tree, node for node, and the same counts and status, with the path's depth and counters in
  // locals: in run(), each store to the state (a uint64_t word, a uint32_t choice) might, for the
  // compiler, change the loop's members, which it then read again, and 13-queens spent a third
  // of its time outside the steps. Leaves level_ and the path as run()'s loop would, for
  // unwind().
  void count_plainly(SearchStatus& status) {
    const std::uint32_t least = model_.least_primaries();
    const std::uint32_t* column_start = column_start_;
    const std::uint32_t* option_item_start = option_item_start_;
    std::uint32_t* item = item_;
    std::uint32_t* column = column_;
    std::uint64_t* pending = pending_;
    std::uint32_t* choice = choice_;
    std::uint32_t* position = position_;
    std::uint32_t* degree = degree_;
    std::uint32_t* uncovered = uncovered_;
    const std::size_t forced = forced_;
    std::uint64_t nodes = 0;
    std::uint64_t solutions = 0;
    std::uint64_t updates = 0;
    std::uint64_t check_at = monitor_.next_check();
    std::size_t level = 0;
    auto done = [&] {
      return fraction_done(std::span<const std::uint32_t>(position, level),
                           std::span<const std::uint32_t>(degree, level));
    };
    for (;;) {
      // C2, C3.
      ++nodes;
      if (nodes >= check_at) {
        stats_.nodes = nodes;
        stats_.solutions = solutions;
        if (monitor_.should_stop(stats_, level, done, status)) break;
        check_at = monitor_.next_check();
      }
      std::uint32_t r = kNoItem;
      const std::uint32_t i = steps_.choose_item(forced + level);
      if (i == kNoItem) {
        ++solutions;
      } else if (const std::int32_t length = steps_.length(forced + level, i); length == 0) {
      } else if (uncovered[level] <= least) {
        nodes += static_cast<std::uint64_t>(length);
        solutions += static_cast<std::uint64_t>(length);
      } else {
        // C4.
        item[level] = i;
        degree[level] = static_cast<std::uint32_t>(length);
        position[level] = 0;
        column[level] = column_start[i];
        pending[level] = 0;
        r = next_branch(level);
      }
      // C8, C6, C7: up to the deepest level with an option left (as in try_next_option).
      while (r == kNoItem && level > 0) {
        --level;
        steps_.unchoose(choice[level], forced + level);
        if (position[level] + 1 < degree[level]) {
          ++position[level];
          r = next_branch(level);
        }
      }
      if (r == kNoItem) break;
      // C5.
      choice[level] = r;
      updates += steps_.choose(r, forced + level);
      uncovered[level + 1] = uncovered[level] - (option_item_start[r + 1] - option_item_start[r]);
      ++level;
    }
    level_ = level;
    stats_.nodes = nodes;
    stats_.solutions = solutions;
    updates_ += updates;
  }

  void begin_level(std::uint32_t i, std::int32_t length) {
    item_[level_] = i;
    degree_[level_] = static_cast<std::uint32_t>(length);
    position_[level_] = 0;
    column_[level_] = column_start_[i];
    pending_[level_] = 0;
    if (control_.random == nullptr) return;
    // A randomized search takes the level's options from a shuffled list.
    const std::uint32_t start = level_ == 0 ? 0 : order_start_[level_ - 1] + degree_[level_ - 1];
    order_start_[level_] = start;
    std::uint32_t* order = state_.order.data() + start;
    for (std::int32_t k = 0; k < length; ++k) order[k] = next_branch();
    control_.random->shuffle(std::span<std::uint32_t>(order, static_cast<std::size_t>(length)));
  }

  // C3. With propagation (bitset_steps.hpp, SparseLaneSteps::propagate), an item with at most one
  // option is taken first, as a forced move; before a choice among several options, the items
  // touched since the last such choice are propagated, and the choice is made again on what is
  // left. So the propagation runs once per branching node, on every item the forced moves
  // before it touched, rather than at each of them.
  std::uint32_t choose_item() {
    const std::uint32_t i = plain_ ? steps_.choose_item(depth()) : choose_item_slowly();
    if constexpr (std::is_same_v<Steps, SparseLaneSteps>) {
      if (propagate_ && i != kNoItem && steps_.has_touched() && steps_.length(depth(), i) >= 2) {
        updates_ += steps_.propagate();
        return plain_ ? steps_.choose_item(depth()) : choose_item_slowly();
      }
    }
    return i;
  }

  // The item whose weight a dead end at item p raises: p, or the item the last level took when a
  // propagator found the dead end. A propagator that fails takes every option it watches
  // (bitset_steps.hpp), so the item left with none is whichever went last, not a cause; the
  // choice that led there is (ISS's conflict scores credit the cell last set the same way). On
  // ISS's chaos constructions (variant_model.cpp's regions, chaos_propagator.hpp) the weights then
  // settled 10 of 19 puzzles within 2 s of CPU instead of 6: Chaos Construction - easier from
  // none in 2 s to 5,321 nodes and 0.16 s, the 6x6 Cavernous Construction from 5,139 nodes to
  // 1,142.
  std::uint32_t blamed_item(std::uint32_t p) const {
    if (level_ == 0 || !steps_.propagator_failed()) return p;
    return item_[level_ - 1];
  }

  // C3 with the weighted heuristic, or with ties broken at random: a scan of every uncovered
  // item. (Plain MRV goes through the steps' faster choice.) An item with no option left is
  // chosen at once and, with the weights, counts a wipe-out.
  std::uint32_t choose_item_slowly() {
    const std::size_t d = depth();
    const bool weighted = control_.heuristic == Heuristic::kWeighted;
    std::uint32_t* weights = state_.weights.data();
    // An item with at most one option goes first whatever the weights; most nodes have one (a
    // Sudoku's singles), and MRV finds it fast.
    auto wipe_out = [this, weights](std::uint32_t p) {
      ++weights[p];
      if (!state_.inverse_weights.empty()) {
        state_.inverse_weights[p] = 1.0f / static_cast<float>(weights[p]);
      }
    };
    if constexpr (std::is_same_v<Steps, SparseLaneSteps>) {
      if (singles_) {
        auto single = [&] {
          const std::uint32_t p = steps_.single();
          if (p != kNoItem && steps_.length(d, p) == 0) wipe_out(blamed_item(p));
          return p;
        };
        if (const std::uint32_t p = single(); p != kNoItem) return p;
        // Propagated before the weighted scan rather than after it (choose_item).
        if (propagate_ && steps_.has_touched()) {
          updates_ += steps_.propagate();
          if (const std::uint32_t p = single(); p != kNoItem) return p;
        }
        return choose_weighted_lane(steps_.lane_lengths(d), model_.lane_vectors(),
                                    state_.inverse_weights.data());
      }
    }
    const std::uint32_t least = steps_.choose_item(d);
    if (least == kNoItem) return kNoItem;
    if (const std::int32_t length = steps_.length(d, least); length <= 1) {
      if (length == 0 && weighted) wipe_out(least);
      return least;
    }
    if (weighted && control_.random == nullptr) {
      if (const auto* lanes = steps_.lane_lengths(d); lanes != nullptr) {
        return choose_weighted_lane(lanes, model_.lane_vectors(), state_.inverse_weights.data());
      }
    }
    std::uint32_t best = kNoItem;
    std::uint64_t best_length = 0;
    std::uint64_t best_weight = 1;
    std::uint64_t ties = 0;
    const auto primaries = static_cast<std::uint32_t>(model_.primary_count());
    for (std::uint32_t p = 0; p < primaries; ++p) {
      if (steps_.covered(d, p)) continue;
      const auto length = static_cast<std::uint64_t>(steps_.length(d, p));
      if (length == 0) {
        if (weighted) ++weights[p];
        return p;
      }
      // Weighted: an item with one option comes first (score 0), then the fewest options per
      // unit of weight, compared as length_a * weight_b < length_b * weight_a.
      const std::uint64_t score = weighted && length == 1 ? 0 : length;
      const std::uint64_t weight = weighted ? weights[p] : 1;
      const std::uint64_t left = score * best_weight;
      const std::uint64_t right = best_length * weight;
      if (best == kNoItem || left < right) {
        best = p;
        best_length = score;
        best_weight = weight;
        ties = 1;
      } else if (left == right && control_.random != nullptr &&
                 control_.random->below(++ties) == 0) {
        best = p;  // reservoir sampling: each tied item equally likely
      }
    }
    return best;
  }

  // Level l's next live option not yet tried, in list order (one must exist): the lowest bit of
  // `pending`, which holds the live options of the current column pair, moving on to the next
  // pair with live options when it is empty. (The live options at a level are the same for each
  // of its branches: each branch is undone before the next.)
  std::uint32_t next_branch(std::size_t l) {
    const std::uint64_t* live = steps_.live(forced_ + l);
    std::uint64_t pending = pending_[l];
    std::uint32_t c = column_[l];
    while (pending == 0) {
      pending = live[column_words_[c]] & column_bits_[c];
      ++c;
    }
    column_[l] = c;
    pending_[l] = pending & (pending - 1);
    return column_words_[c - 1] * 64 + static_cast<std::uint32_t>(std::countr_zero(pending));
  }
  std::uint32_t next_branch() { return next_branch(level_); }

  // The one live option of item i, whose length is 1 (a level of one branch, which next_branch
  // then never moves on from), or kNoItem past kMostScannedPairs column pairs. Every pair of i is
  // looked at, with no branch on which one holds it: most nodes of a Sudoku are such singles,
  // and next_branch's loop ended at a branch that no predictor learns.
  static constexpr std::uint32_t kMostScannedPairs = 16;
  std::uint32_t only_option(std::uint32_t i) const {
    const std::uint32_t start = column_start_[i];
    const std::uint32_t end = column_start_[i + 1];
    if (end - start > kMostScannedPairs) return kNoItem;
    const std::uint64_t* live = steps_.live(depth());
    std::uint32_t r = kNoItem;
    for (std::uint32_t c = start; c < end; ++c) {
      const std::uint32_t w = column_words_[c];
      const std::uint64_t x = live[w] & column_bits_[c];
      const std::uint32_t here = w * 64 + static_cast<std::uint32_t>(std::countr_zero(x));
      r = x != 0 ? here : r;
    }
    return r;
  }

  // C5: try option r at the current level.
  void try_option(std::uint32_t r) {
    choice_[level_] = r;
    updates_ += steps_.choose(r, depth());
    uncovered_[level_ + 1] =
        uncovered_[level_] - (option_item_start_[r + 1] - option_item_start_[r]);
    ++level_;
  }

  // The primary items not covered by the forced options, at level 0.
  void count_uncovered() {
    std::uint32_t uncovered = static_cast<std::uint32_t>(model_.primary_count());
    for (std::size_t k = 0; k < forced_; ++k) {
      const std::uint32_t r = model_.rank(limits_.forced[k]);
      uncovered -= option_item_start_[r + 1] - option_item_start_[r];
    }
    uncovered_[0] = uncovered;
  }

  // C8, C6, C7.
  bool try_next_option() {
    if constexpr (std::is_same_v<Steps, SparseLaneSteps>) {
      if (propagate_) steps_.clear_touched();
    }
    while (level_ > 0) {
      --level_;
      steps_.unchoose(choice_[level_], depth());
      if (shuffled_) {
        if (position_[level_] + 1 < degree_[level_]) {
          ++position_[level_];
          try_option(state_.order[order_start_[level_] + position_[level_]]);
          return true;
        }
      } else if (position_[level_] + 1 < degree_[level_]) {
        // A level has as many branches as its item had live options when it began: the same
        // options are live for each branch, since each is undone before the next. So the count
        // says whether one is left, without scanning the rest of the item's columns (most
        // levels of a Sudoku are singles, whose one branch is the last).
        ++position_[level_];
        try_option(next_branch());
        return true;
      }
    }
    return false;
  }

  // Commits SearchLimits::forced at depths 0.., keeping those the last search left (see
  // forced_options.hpp). False at the first one that clashes with those before it.
  bool commit_forced() {
    const bool possible = state_.forced.sync(
        limits_.forced,
        [this](OptionId option, std::uint32_t& node, std::size_t depth) {
          const std::uint32_t r = model_.rank(option);
          const std::uint64_t* live = steps_.live(depth);
          if ((live[r / 64] >> (r % 64) & 1) == 0) return false;
          updates_ += steps_.choose(r, depth);
          node = r;
          return true;
        },
        [this](std::uint32_t r, std::size_t depth) { steps_.unchoose(r, depth); });
    forced_ = state_.forced.count;
    return possible;
  }

  // Takes SearchLimits::excluded out, at the depth of the first level (those not already out).
  bool exclude_options() {
    state_.excluded.clear();
    for (const OptionId option : limits_.excluded) {
      const std::uint32_t r = model_.rank(option);
      if ((steps_.live(forced_)[r / 64] >> (r % 64) & 1) == 0) continue;
      steps_.exclude(r, forced_);
      state_.excluded.push_back(r);
    }
    return true;
  }

  void include_options() {
    while (!state_.excluded.empty()) {
      steps_.include(state_.excluded.back(), forced_);
      state_.excluded.pop_back();
    }
  }

  void unwind() {
    while (level_ > 0) {
      --level_;
      steps_.unchoose(choice_[level_], depth());
    }
  }

  void fill_solution() {
    for (std::size_t k = 0; k < forced_; ++k) state_.solution[k] = limits_.forced[k];
    for (std::size_t k = 0; k < level_; ++k) {
      state_.solution[forced_ + k] = model_.option_id(choice_[k]);
    }
  }

  void hand_over_subproblem() {
    fill_solution();
    (*control_.on_split)(std::span<const OptionId>(state_.solution.data(), forced_ + level_));
  }

  bool report_solution(SearchStatus& status) {
    ++stats_.solutions;
    if (visit_ != nullptr) {
      fill_solution();
      if ((*visit_)(SolutionView(state_.solution.data(), forced_ + level_)) ==
          VisitControl::kStop) {
        status = SearchStatus::kStoppedByVisitor;
        return false;
      }
    }
    if (limits_.max_solutions != 0 && stats_.solutions >= limits_.max_solutions) {
      status = SearchStatus::kSolutionLimit;
      return false;
    }
    return true;
  }

  const BitsetModel& model_;
  Steps steps_;
  const std::uint32_t* column_start_;
  const std::uint32_t* column_words_;
  const std::uint64_t* column_bits_;
  std::uint32_t* item_;
  std::uint32_t* column_;
  std::uint64_t* pending_;
  std::uint32_t* choice_;
  std::uint32_t* position_;
  std::uint32_t* degree_;
  std::uint32_t* order_start_;
  bool plain_;           // MRV in layout order: the fast item choice
  bool shuffled_;        // the options of each level in a random order (else from the columns)
  bool singles_;         // SparseLaneSteps keeps a stack of singles for the weighted choice
  bool propagate_;       // SparseLaneSteps propagates (BitsetEngine's constructor)
  bool leaves_at_once_;  // a plain count: a last level's solutions are counted, not entered
  const std::uint32_t* option_item_start_;
  std::uint32_t* uncovered_;
  BitsetEngine::State& state_;
  SearchStats& stats_;
  const SolutionVisitor* visit_;
  const SearchLimits& limits_;
  const SearchControl& control_;
  SearchMonitor monitor_;
  std::size_t level_ = 0;
  std::size_t forced_ = 0;
  std::uint64_t updates_ = 0;
};

// Calls `body` with the loop for the model's steps (see bitset_steps.hpp).
template <std::size_t K, typename Body>
auto with_lanes(const BitsetModel& model, BitsetEngine::State& state, SearchStats& stats,
                const SolutionVisitor* visit, const SearchLimits& limits,
                const SearchControl& control, Body& body) {
  if constexpr (K < BitsetModel::kMostLaneVectors) {
    if (model.lane_vectors() != K) {
      return with_lanes<K + 1>(model, state, stats, visit, limits, control, body);
    }
  }
  if (model.steps() == BitsetModel::Steps::kCopies) {
    return body(BitsetLoop<CopySteps<K>>(model, state, stats, visit, limits, control));
  }
  return body(BitsetLoop<LaneSteps<K>>(model, state, stats, visit, limits, control));
}

template <typename Body>
auto with_loop(const BitsetModel& model, BitsetEngine::State& state, SearchStats& stats,
               const SolutionVisitor* visit, const SearchLimits& limits,
               const SearchControl& control, Body&& body) {
  switch (model.steps()) {
    case BitsetModel::Steps::kLanes:
    case BitsetModel::Steps::kCopies:
      return with_lanes<1>(model, state, stats, visit, limits, control, body);
    case BitsetModel::Steps::kSparseLanes:
    case BitsetModel::Steps::kSparseCopies:
      return body(BitsetLoop<SparseLaneSteps>(model, state, stats, visit, limits, control));
    default:
      return body(BitsetLoop<ScalarSteps>(model, state, stats, visit, limits, control));
  }
}

}  // namespace

SearchResult BitsetEngine::search(const SolutionVisitor* visit, const SearchLimits& limits,
                                  const SearchControl& control) {
  return with_loop(*model_, state_, stats_, visit, limits, control,
                   [](auto&& loop) { return loop.run(); });
}

bool BitsetEngine::probe(const SearchLimits& limits, Random& random, ProbeResult& result) {
  const SearchControl control = make_control(limits);
  return with_loop(*model_, state_, stats_, nullptr, limits, control,
                   [&](auto&& loop) { return loop.probe(random, result); });
}

void BitsetEngine::release_forced() {
  const SearchLimits none;
  const SearchControl control = make_control(none);
  with_loop(*model_, state_, stats_, nullptr, none, control, [](auto&& loop) {
    loop.release();
    return 0;
  });
}

}  // namespace dlx::detail
