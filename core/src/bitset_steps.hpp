// The bitset engine's steps on its changing state: choose an option (remove every option that
// conflicts with it), undo that, and choose an item (MRV). Five ways to keep the state, one
// interface, picked by the problem's size and shape (BitsetModel::steps):
//
// - ScalarSteps, any size: one `live` bitset and an int32 length per item. Removing an option
//   decrements the length of each of its primary items; the (word, bits) removed go on a trail,
//   and undoing pops the trail and increments them back.
// - SparseLaneSteps, for many items of few options each (a 9x9 Sudoku): the lengths in lanes,
//   updated one item at a time as ScalarSteps does, so that the item choice scans them with SIMD;
//   it also keeps the singles for the weighted choice and propagates implied items.
// - The same SparseLaneSteps with a copy of `live` and of the lengths per depth (kSparseCopies,
//   small models, nothing propagating): a choice copies its parent's state and clears its
//   conflicts through a dense mask; undoing is going back to the parent's. On a 9x9 Sudoku (656
//   bytes of lanes, 12 words, about 5 options removed per node) the trail's putting back was a
//   quarter of the search.
// - LaneSteps<K>, up to 8K primary items (K <= 12): the same trail, but the lengths are K vectors
//   of eight 16-bit lanes, held in SIMD registers while a choice removes options; removing option
//   q subtracts q's incidence vector (a 1 in the lane of each of its primary items). The lengths
//   are saved per depth, so undoing is a copy. On the 6x10 pentominoes (72 items, 71 options
//   removed per node, 6 items each) the scalar decrements were half the search time: chains of
//   read-modify-writes on the same few lengths, each waiting for the one before; the lanes made
//   the whole count 4 times faster.
// - CopySteps<K>, when `live` is at most 64 words too: the lanes as above, and a copy of `live`
//   per depth, computed in one pass over a dense conflict mask; undoing is free. No trail, and
//   no branch per word: on n-queens (4 words, 6 options removed per node) the bookkeeping around
//   the removals was most of the time.
//
// Covered items read INT16_MAX in the lanes, so the item choice needs no set of active items.
// All five give the same lengths, hence the same MRV choice (ties to the lowest item number),
// and the same tree as the dancing links.
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <limits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "bitset_engine.hpp"
#include "bitset_model.hpp"
#include "support_clauses.hpp"

namespace dlx::detail {

inline constexpr std::uint32_t kNoItem = std::numeric_limits<std::uint32_t>::max();

// Two bits per lane, set where the lane of a comparison is true.
inline std::uint32_t lane_mask(BitsetModel::Lanes compared) {
#if defined(__SSE2__)
  return static_cast<std::uint32_t>(_mm_movemask_epi8(reinterpret_cast<__m128i>(compared)));
#else
  std::uint32_t mask = 0;
  for (std::size_t j = 0; j < BitsetModel::kLanesPerVector; ++j) {
    mask |= compared[j] != 0 ? 3u << (2 * j) : 0u;
  }
  return mask;
#endif
}

// C3, MRV over lengths in lanes (`count` vectors; a compile-time kCount > 0 unrolls): the lane
// with the smallest length, the first one on ties; kNoItem when all read INT16_MAX (covered).
// The minimum of the vectors, then of the lanes of that (by halving shuffles), then the first
// lane equal to it.
// The lanes of `v` in the order `i0..i7` (GCC's __builtin_shuffle; clang spells it otherwise).
template <int i0, int i1, int i2, int i3, int i4, int i5, int i6, int i7>
inline BitsetModel::Lanes permuted(BitsetModel::Lanes v) {
#if defined(__clang__)
  return __builtin_shufflevector(v, v, i0, i1, i2, i3, i4, i5, i6, i7);
#else
  using Index = std::int16_t __attribute__((vector_size(16)));
  return __builtin_shuffle(v, Index{i0, i1, i2, i3, i4, i5, i6, i7});
#endif
}

template <std::size_t kCount = 0>
std::uint32_t choose_lane(const BitsetModel::Lanes* lengths, std::size_t count) {
  using Lanes = BitsetModel::Lanes;
  constexpr std::size_t kLanes = BitsetModel::kLanesPerVector;
  const std::size_t n = kCount > 0 ? kCount : count;
  Lanes least = lengths[0];
#pragma GCC unroll 12
  for (std::size_t k = 1; k < n; ++k) least = lengths[k] < least ? lengths[k] : least;
  Lanes half = permuted<4, 5, 6, 7, 0, 1, 2, 3>(least);
  least = half < least ? half : least;
  half = permuted<2, 3, 0, 1, 4, 5, 6, 7>(least);
  least = half < least ? half : least;
  half = permuted<1, 0, 2, 3, 4, 5, 6, 7>(least);
  least = half < least ? half : least;
  const std::int16_t best = least[0];
  if (best == std::numeric_limits<std::int16_t>::max()) return kNoItem;
  const Lanes target = Lanes{} + best;
  // Four vectors' masks at a time in one word, found with one branch: a branch per vector was a
  // tenth of 11-queens' mispredictions (callgrind --branch-sim).
  for (std::size_t k = 0;; k += 4) {
    std::uint64_t equal = 0;
#pragma GCC unroll 4
    for (std::size_t j = 0; j < 4; ++j) {
      if (k + j < n) equal |= std::uint64_t{lane_mask(lengths[k + j] == target)} << (16 * j);
    }
    if (equal != 0) {
      return static_cast<std::uint32_t>(k * kLanes) +
             static_cast<std::uint32_t>(std::countr_zero(equal)) / 2;
    }
  }
}

// Heuristic::kWeighted over lengths in lanes, when no item has fewer than two options: the
// uncovered item with the smallest length / weight (`inverse_weights` holds 1 / weight per lane),
// the first one on ties. Scores are computed in single precision, the same on every machine with
// IEEE arithmetic. (An integer comparison of length_a * weight_b would need 32-bit products of
// every lane; on a 9x9 Sudoku the scalar scan was 40% of the search.)
inline std::uint32_t choose_weighted_lane(const BitsetModel::Lanes* lengths, std::size_t count,
                                          const float* inverse_weights) {
  using Lanes = BitsetModel::Lanes;
  using Quarter = std::int16_t __attribute__((vector_size(8)));
  using Floats = float __attribute__((vector_size(16)));
  using Mask = std::int32_t __attribute__((vector_size(16)));
  constexpr float kCoveredLength = std::numeric_limits<std::int16_t>::max();
  const Floats infinite = Floats{} + std::numeric_limits<float>::infinity();
  auto scores = [&](std::size_t k, std::size_t half) {
    const Lanes l = lengths[k];
    const Quarter part = half == 0 ? __builtin_shufflevector(l, l, 0, 1, 2, 3)
                                   : __builtin_shufflevector(l, l, 4, 5, 6, 7);
    const Floats length = __builtin_convertvector(part, Floats);
    Floats inverse;
    __builtin_memcpy(&inverse, inverse_weights + k * 8 + half * 4, sizeof inverse);
    const Mask covered = length == kCoveredLength;
    return covered ? infinite : length * inverse;
  };
  // One pass: each lane keeps its least score and the first vector that has it (a strict `<`),
  // so that the first item with the least score is the least item number among the lanes that
  // hold it; a second pass to find it was a third of the choice's time.
  using Indices = std::int32_t __attribute__((vector_size(16)));
  Floats least_low = infinite;
  Floats least_high = infinite;
  Indices at_low{};
  Indices at_high{};
  for (std::size_t k = 0; k < count; ++k) {
    const Indices here = Indices{} + static_cast<std::int32_t>(k);
    const Floats low = scores(k, 0);
    const Floats high = scores(k, 1);
    const Mask lower_low = low < least_low;
    const Mask lower_high = high < least_high;
    least_low = lower_low ? low : least_low;
    at_low = lower_low ? here : at_low;
    least_high = lower_high ? high : least_high;
    at_high = lower_high ? here : at_high;
  }
  float best = std::numeric_limits<float>::infinity();
  for (int j = 0; j < 4; ++j) {
    best = least_low[j] < best ? least_low[j] : best;
    best = least_high[j] < best ? least_high[j] : best;
  }
  if (best == std::numeric_limits<float>::infinity()) return kNoItem;
  std::uint32_t item = kNoItem;
  for (std::uint32_t j = 0; j < 4; ++j) {
    const auto low = static_cast<std::uint32_t>(at_low[j]) * 8 + j;
    const auto high = static_cast<std::uint32_t>(at_high[j]) * 8 + 4 + j;
    if (least_low[j] == best && low < item) item = low;
    if (least_high[j] == best && high < item) item = high;
  }
  return item;
}

// Calls `visit(q)` for each option in the entries [from, to) of a list of (word, bits) pairs,
// each with some bit set, in order; returns how many. The move to the next entry is made by
// conditional moves on loads made always, so that the loop's one branch that no predictor learns
// is its end.
template <typename Visit>
std::uint64_t visit_words(const std::uint32_t* word, const std::uint64_t* bits, std::uint32_t from,
                          std::uint32_t to, Visit&& visit) {
  if (from == to) return 0;
  std::uint64_t count = 0;
  std::uint32_t t = from;
  std::uint64_t rest = bits[t];
  std::uint32_t base = word[t] * 64;
  for (;;) {
    visit(base + static_cast<std::uint32_t>(std::countr_zero(rest)));
    ++count;
    rest &= rest - 1;
    const bool next = rest == 0;
    t += next ? 1 : 0;
    if (t == to) return count;
    const std::uint64_t following = bits[t];
    const std::uint32_t following_base = word[t] * 64;
    rest = next ? following : rest;
    base = next ? following_base : base;
  }
}

// The single `live` bitset and its trail, for ScalarSteps and LaneSteps.
class TrailedLive {
 public:
  TrailedLive(const BitsetModel& model, BitsetEngine::State& state)
      : live_(state.live.data()),
        trail_word_(state.trail_word.data()),
        trail_bits_(state.trail_bits.data()),
        trail_mark_(state.trail_mark.data()),
        conflict_start_(model.conflict_start()),
        conflict_words_(model.conflict_words()),
        conflict_bits_(model.conflict_bits()),
        trail_top_(state.trail_top) {}

  const std::uint64_t* live() const { return live_; }
  std::uint64_t* live() { return live_; }
  // Records the trail's height in the state, for the next search (the kept forced options).
  void save(BitsetEngine::State& state) const { state.trail_top = trail_top_; }

  // Removes every live option that conflicts with option r (r included), at `depth`, calling
  // `removed(q)` for each. Returns how many were removed.
  template <typename Removed>
  std::uint64_t remove_conflicts(std::uint32_t r, std::size_t depth, Removed&& removed) {
    std::uint64_t count = 0;
    std::uint32_t top = trail_top_;
    trail_mark_[depth] = top;
    for (std::uint32_t k = conflict_start_[r], end = conflict_start_[r + 1]; k < end; ++k) {
      const std::uint32_t w = conflict_words_[k];
      const std::uint64_t bits = live_[w] & conflict_bits_[k];
      live_[w] ^= bits;
      // Written always, kept only when something was removed: no branch on the word.
      trail_word_[top] = w;
      trail_bits_[top] = bits;
      top += bits != 0 ? 1 : 0;
      for (std::uint64_t rest = bits; rest != 0; rest &= rest - 1) {
        removed(w * 64 + static_cast<std::uint32_t>(std::countr_zero(rest)));
        ++count;
      }
    }
    trail_top_ = top;
    return count;
  }

  // remove_conflicts() in two passes, for a `removed` that costs little (SparseLaneSteps on a
  // 9x9 Sudoku: about 12 words looked at and 5 options removed per node, most words with none or
  // one): first the words, onto the trail without a branch, then the options removed in one loop
  // of as many turns, which moves to the next word of the trail by conditional moves. The nested
  // loop over each word's bits ended once per word with a removal, at a branch no predictor
  // learns. The same removals, in the same order.
  template <typename Removed>
  std::uint64_t remove_conflicts_flat(std::uint32_t r, std::size_t depth, Removed&& removed) {
    std::uint32_t top = trail_top_;
    const std::uint32_t mark = top;
    trail_mark_[depth] = mark;
    for (std::uint32_t k = conflict_start_[r], end = conflict_start_[r + 1]; k < end; ++k) {
      const std::uint32_t w = conflict_words_[k];
      const std::uint64_t bits = live_[w] & conflict_bits_[k];
      live_[w] ^= bits;
      trail_word_[top] = w;
      trail_bits_[top] = bits;
      top += bits != 0 ? 1 : 0;
    }
    trail_top_ = top;
    return visit_trail(mark, top, removed);
  }

  // restore_to() in two passes, as remove_conflicts_flat: the words, then the options put back
  // (oldest first: the order of `restored` calls does not matter to a count of lengths).
  template <typename Restored>
  void restore_flat(std::size_t depth, Restored&& restored) {
    const std::uint32_t mark = trail_mark_[depth];
    for (std::uint32_t t = mark; t < trail_top_; ++t) live_[trail_word_[t]] |= trail_bits_[t];
    visit_trail(mark, trail_top_, restored);
    trail_top_ = mark;
  }

  // Removes the live options `bits` of word w, calling `removed(q)` for each, on top of the
  // trail: they are put back with the last choice's removals (propagation).
  template <typename Removed>
  std::uint64_t remove_more(std::uint32_t w, std::uint64_t bits, Removed&& removed) {
    live_[w] ^= bits;
    trail_word_[trail_top_] = w;
    trail_bits_[trail_top_] = bits;
    ++trail_top_;
    std::uint64_t count = 0;
    for (std::uint64_t rest = bits; rest != 0; rest &= rest - 1) {
      removed(w * 64 + static_cast<std::uint32_t>(std::countr_zero(rest)));
      ++count;
    }
    return count;
  }

  // The trail's height, and putting back everything above a height.
  std::uint32_t top() const { return trail_top_; }
  template <typename Restored>
  void restore_to(std::uint32_t mark, Restored&& restored) {
    std::uint32_t top = trail_top_;
    while (top > mark) {
      --top;
      const std::uint32_t w = trail_word_[top];
      const std::uint64_t bits = trail_bits_[top];
      live_[w] |= bits;
      for (std::uint64_t rest = bits; rest != 0; rest &= rest - 1) {
        restored(w * 64 + static_cast<std::uint32_t>(std::countr_zero(rest)));
      }
    }
    trail_top_ = top;
  }

  // Puts back what the choice at `depth` removed, newest first, calling `restored(q)` for each.
  template <typename Restored>
  void restore(std::size_t depth, Restored&& restored) {
    restore_to(trail_mark_[depth], restored);
  }

 private:
  // Calls `visit(q)` for each option on the trail's entries [from, to), in order.
  template <typename Visit>
  std::uint64_t visit_trail(std::uint32_t from, std::uint32_t to, Visit&& visit) {
    return visit_words(trail_word_, trail_bits_, from, to, visit);
  }

  std::uint64_t* live_;
  std::uint32_t* trail_word_;
  std::uint64_t* trail_bits_;
  std::uint32_t* trail_mark_;
  const std::uint32_t* conflict_start_;
  const std::uint32_t* conflict_words_;
  const std::uint64_t* conflict_bits_;
  std::uint32_t trail_top_;
};

class ScalarSteps {
 public:
  ScalarSteps(const BitsetModel& model, BitsetEngine::State& state)
      : live_(model, state),
        length_(state.length.data()),
        active_(state.active.data()),
        active_words_(state.active.size()),
        option_item_start_(model.option_item_start()),
        option_items_(model.option_items()) {}

  const std::uint64_t* live(std::size_t /*depth*/) const { return live_.live(); }
  void save(BitsetEngine::State& state) const { live_.save(state); }
  std::int32_t length(std::size_t /*depth*/, std::uint32_t p) const { return length_[p]; }

  // Takes the live option r out, or puts it back (SearchLimits::excluded), at the given depth,
  // outside the trail: the search's own steps never undo it.
  void exclude(std::uint32_t r, std::size_t /*depth*/) {
    live_.live()[r / 64] &= ~(std::uint64_t{1} << (r % 64));
    for (std::uint32_t e = option_item_start_[r], end = option_item_start_[r + 1]; e < end; ++e) {
      --length_[option_items_[e]];
    }
  }
  void include(std::uint32_t r, std::size_t /*depth*/) {
    live_.live()[r / 64] |= std::uint64_t{1} << (r % 64);
    for (std::uint32_t e = option_item_start_[r], end = option_item_start_[r + 1]; e < end; ++e) {
      ++length_[option_items_[e]];
    }
  }
  bool covered(std::size_t /*depth*/, std::uint32_t p) const {
    return (active_[p / 64] >> (p % 64) & 1) == 0;
  }
  const BitsetModel::Lanes* lane_lengths(std::size_t /*depth*/) const { return nullptr; }

  // C3, MRV: the active item with the fewest live options, ties to the lowest number; kNoItem
  // when every item is covered. Stops at an item with none, which nothing can beat.
  std::uint32_t choose_item(std::size_t /*depth*/) const {
    std::uint32_t best = kNoItem;
    std::int32_t best_length = std::numeric_limits<std::int32_t>::max();
    for (std::size_t w = 0; w < active_words_; ++w) {
      for (std::uint64_t bits = active_[w]; bits != 0; bits &= bits - 1) {
        const auto p =
            static_cast<std::uint32_t>(w * 64) + static_cast<std::uint32_t>(std::countr_zero(bits));
        const std::int32_t length = length_[p];
        if (length < best_length) {
          best = p;
          best_length = length;
          if (length == 0) return best;
        }
      }
    }
    return best;
  }

  std::uint64_t choose(std::uint32_t r, std::size_t depth) {
    const std::uint64_t removed = live_.remove_conflicts(r, depth, [this](std::uint32_t q) {
      for (std::uint32_t e = option_item_start_[q], end = option_item_start_[q + 1]; e < end; ++e) {
        --length_[option_items_[e]];
      }
    });
    for (std::uint32_t e = option_item_start_[r], end = option_item_start_[r + 1]; e < end; ++e) {
      const std::uint32_t p = option_items_[e];
      active_[p / 64] &= ~(std::uint64_t{1} << (p % 64));
    }
    return removed;
  }

  void unchoose(std::uint32_t r, std::size_t depth) {
    for (std::uint32_t e = option_item_start_[r], end = option_item_start_[r + 1]; e < end; ++e) {
      const std::uint32_t p = option_items_[e];
      active_[p / 64] |= std::uint64_t{1} << (p % 64);
    }
    live_.restore(depth, [this](std::uint32_t q) {
      for (std::uint32_t e = option_item_start_[q], end = option_item_start_[q + 1]; e < end; ++e) {
        ++length_[option_items_[e]];
      }
    });
  }

 private:
  TrailedLive live_;
  std::int32_t* length_;
  std::uint64_t* active_;
  std::size_t active_words_;
  const std::uint32_t* option_item_start_;
  const std::uint32_t* option_items_;
};

// Lengths in lanes (one set), updated one item at a time as ScalarSteps does, for the SIMD item
// choice: on a 9x9 Sudoku (324 items, 20 options of 4 items removed per node) the scan of the
// items' lengths was half the search time.
class SparseLaneSteps {
 public:
  using Lanes = BitsetModel::Lanes;
  static constexpr std::size_t kLanes = BitsetModel::kLanesPerVector;
  static constexpr std::int16_t kCovered = std::numeric_limits<std::int16_t>::max();

  SparseLaneSteps(const BitsetModel& model, BitsetEngine::State& state)
      : live_(model, state),
        lives_(state.live.data()),
        words_(model.words()),
        dense_(model.dense_conflicts()),
        lanes_(state.lanes.data()),
        count_(model.lane_vectors()),
        copied_(state.copied),
        option_item_start_(model.option_item_start()),
        option_items_(model.option_items()),
        four_items_(model.least_primaries() == kFourItems && model.most_primaries() == kFourItems) {
    // The kept forced options (forced_options.hpp) left their lengths at their depth.
    move_to(copied_ ? state.forced.count : 0);
  }

  const std::uint64_t* live(std::size_t depth) const {
    return copied_ ? lives_ + depth * words_ : live_.live();
  }
  void save(BitsetEngine::State& state) const { live_.save(state); }
  std::int32_t length(std::size_t /*depth*/, std::uint32_t p) const { return lengths_[p]; }

  // As ScalarSteps::exclude and include.
  void exclude(std::uint32_t r, std::size_t /*depth*/) {
    live_now_[r / 64] &= ~(std::uint64_t{1} << (r % 64));
    for (std::uint32_t e = option_item_start_[r], end = option_item_start_[r + 1]; e < end; ++e) {
      --lengths_[option_items_[e]];
    }
  }
  void include(std::uint32_t r, std::size_t /*depth*/) {
    live_now_[r / 64] |= std::uint64_t{1} << (r % 64);
    for (std::uint32_t e = option_item_start_[r], end = option_item_start_[r + 1]; e < end; ++e) {
      ++lengths_[option_items_[e]];
    }
  }
  bool covered(std::size_t depth, std::uint32_t p) const { return length(depth, p) == kCovered; }
  const Lanes* lane_lengths(std::size_t /*depth*/) const { return vectors_; }
  std::uint32_t choose_item(std::size_t /*depth*/) const { return choose_lane(vectors_, count_); }

  std::uint64_t choose(std::uint32_t r, std::size_t depth) {
    if (copied_) {
      std::copy_n(lanes_ + depth * count_, count_, lanes_ + (depth + 1) * count_);
      move_to(depth + 1);
    }
    // r's own items first read covered, so that no removal makes them look like singles.
    for (std::uint32_t e = option_item_start_[r], end = option_item_start_[r + 1]; e < end; ++e) {
      lengths_[option_items_[e]] = kCovered;
    }
    std::uint64_t removed = 0;
    if (singles_ != nullptr) singles_mark_[depth] = singles_top_;
    if (copied_) {
      if (four_items_) {
        removed = singles_ == nullptr ? remove_copied<false, kFourItems>(r, depth)
                                      : remove_copied<true, kFourItems>(r, depth);
      } else {
        removed = singles_ == nullptr ? remove_copied<false, 0>(r, depth)
                                      : remove_copied<true, 0>(r, depth);
      }
    } else if (!tracking_) {
      if (four_items_) {
        removed = singles_ == nullptr ? remove_conflicts<false, kFourItems>(r, depth)
                                      : remove_conflicts<true, kFourItems>(r, depth);
      } else {
        removed = singles_ == nullptr ? remove_conflicts<false, 0>(r, depth)
                                      : remove_conflicts<true, 0>(r, depth);
      }
    } else if (singles_ == nullptr) {
      removed = live_.remove_conflicts(r, depth, [this](std::uint32_t q) { take_off(q); });
    } else {
      removed = live_.remove_conflicts(r, depth, [this](std::uint32_t q) { take_off_tracked(q); });
    }
    for (std::uint32_t e = option_item_start_[r], end = option_item_start_[r + 1]; e < end; ++e) {
      lengths_[option_items_[e]] = kCovered;
    }
    if (chosen_ != nullptr) chosen_[r / 64] |= std::uint64_t{1} << (r % 64);
    return removed;
  }

  void unchoose(std::uint32_t r, std::size_t depth) {
    if (copied_) {
      move_to(depth);
    } else {
      restore_lengths(r, depth);
    }
    if (singles_ != nullptr) singles_top_ = singles_mark_[depth];
    if (chosen_ != nullptr) chosen_[r / 64] &= ~(std::uint64_t{1} << (r % 64));
  }

  // For the weighted heuristic, which takes any item with at most one option before the others
  // (bitset_engine.cpp): a stack of the items whose length fell to 1 or 0, kept by choose() and
  // cut back by unchoose(), so that such an item is found without a scan of every item. On a
  // 16x16 Sudoku (1,024 items; most nodes have a single) the scans were a third of the search.
  // Every uncovered item of length 0 or 1 is in the stack (stale entries, now covered, too);
  // `zero_` is the last item that reached 0, a dead end found at once.
  void track_singles(BitsetEngine::State& state) {
    singles_ = state.singles.data();
    singles_mark_ = state.singles_mark.data();
    singles_top_ = 0;
    zero_ = kNoItem;
    for (std::uint32_t p = 0; p < count_ * kLanes; ++p) {
      if (lengths_[p] <= 1) singles_[singles_top_++] = p;
      if (lengths_[p] == 0) zero_ = p;
    }
  }
  // ---- Propagation of implied items (Propagation::kImplied) ----------------------------------
  //
  // If every live option of an uncovered item a also covers item b, the option that covers a will
  // cover b, so the live options of b that do not cover a can go: none is in any solution below
  // this node. (It is the reduction of Knuth's DLX-PRE, made at every branching node rather than
  // once; on a Sudoku it is "pointing" and "claiming": a digit whose places in a box all lie in
  // one row leaves the rest of the row.) Removing options changes no solution, so every mode
  // stays exact; the tree gets smaller and its nodes dearer.
  //
  // An implication can only appear when a's options shrink, so only the items whose length fell
  // since the last propagation are looked at (`touched_`, each once), and only those of at most
  // kMostImplying options: past that, options rarely share a second item. The removals go on the
  // trail with the last choice's, and are undone with it.
  static constexpr std::int16_t kMostImplying = 4;

  void track_touched(BitsetEngine::State& state, const BitsetModel& model) {
    tracking_ = true;
    if (state.implied) {
      touched_ = state.touched.data();
      queued_ = state.queued.data();
      signature_ = state.signature.data();
    }
    column_start_ = model.column_start();
    column_words_ = model.column_words();
    column_bits_ = model.column_bits();
    if (state.supports != nullptr) {
      supports_ = state.supports;
      gone_ = state.gone.data();
      watch_head_ = state.watch_head.data();
      watch_next_ = state.watch_next.data();
      watch_heads_ = state.watch_head.size();
      sleep_head_ = state.sleep_head.data();
      sleep_watch_ = state.sleep_watch.data();
    }
    if (state.propagators != nullptr) {
      propagators_ = state.propagators;
      dirty_ = state.dirty.data();
      dirty_queue_ = state.dirty_queue.data();
      named_ = &state.named;
      chosen_ = state.chosen.data();
    }
  }
  bool has_touched() const { return touched_top_ > 0 || gone_top_ > 0 || dirty_top_ > 0; }
  // Every uncovered item that could imply another, and every support clause: the root's
  // propagation.
  void queue_all() {
    if (touched_ != nullptr) {
      for (std::uint32_t p = 0; p < count_ * kLanes; ++p) queue(p, lengths_[p]);
    }
    if (supports_ != nullptr) watch_every_clause();
    if (propagators_ != nullptr) {
      for (std::uint32_t k = 0; k < propagators_->size(); ++k) mark_dirty(k);
    }
  }
  // Forgets the touched items and the options gone: after a backtrack, the state is one that was
  // propagated.
  void clear_touched() {
    while (touched_top_ > 0) queued_[touched_[--touched_top_]] = 0;
    gone_top_ = 0;
    while (dirty_top_ > 0) dirty_[dirty_queue_[--dirty_top_]] = 0;
    dead_ = false;
    propagator_failed_ = false;
  }
  std::uint32_t trail_top() const { return live_.top(); }
  // Undoes the removals above `mark` (the root's propagation).
  void restore_to(std::uint32_t mark) {
    live_.restore_to(mark, [this](std::uint32_t q) { put_back<0>(q); });
  }

  // Looks at the touched items until none is left or one has no option left (a dead end the
  // item choice then finds). Returns how many options went.
  std::uint64_t propagate() {
    std::uint64_t removed = 0;
    while ((touched_top_ > 0 || gone_top_ > 0 || dirty_top_ > 0) && !dead_) {
      // The clauses first: they are cheap, and what they remove touches more items; then the
      // implied items, then the propagators. A propagator reads all its cells at each run, and
      // each removal of the implied items before it ran would have woken it again: run last, it
      // runs once on what they leave. On ISS's killers with --propagate all (implied items, and
      // the bounds of the houses' and bands' sums), propagators before implied items searched
      // TAREK_ALL#15 in 104,437 nodes and 0.72 s, after them 19,748 and 0.10 s; TAREK_ALL#4
      // 17,109 and 0.14 s, 6,632 and 0.05 s.
      if (gone_top_ > 0) {
        removed += visit_watchers(gone_[--gone_top_]);
        continue;
      }
      if (touched_top_ > 0) {
        const std::uint32_t a = touched_[--touched_top_];
        queued_[a] = 0;
        const std::int16_t length = lengths_[a];
        if (length >= 2 && length <= kMostImplying) removed += remove_implied(a);
        continue;
      }
      const std::uint32_t k = dirty_queue_[--dirty_top_];
      dirty_[k] = 0;
      removed += run_propagator(k);
    }
    const bool failed = dead_ && propagator_failed_;
    clear_touched();
    propagator_failed_ = failed;
    return removed;
  }
  // Whether the last propagation's dead end was a propagator's (which then takes every option it
  // watches, so that the item left with none says little about the cause).
  bool propagator_failed() const { return propagator_failed_; }

  // An uncovered item with no option, else one with one option, else kNoItem.  // An uncovered item
  // with no option, else one with one option, else kNoItem.
  std::uint32_t single() const {
    if (zero_ != kNoItem && lengths_[zero_] == 0) return zero_;
    for (std::uint32_t k = singles_top_; k > 0; --k) {
      const std::uint32_t p = singles_[k - 1];
      if (lengths_[p] <= 1) return p;
    }
    return kNoItem;
  }

 private:
  // The state of `depth` becomes the current one (copied_; else there is one, at 0).
  void move_to(std::size_t depth) {
    vectors_ = lanes_ + depth * count_;
    lengths_ = reinterpret_cast<std::int16_t*>(vectors_);
    live_now_ = copied_ ? lives_ + depth * words_ : live_.live();
  }

  // choose()'s removals with the state copied per depth: `live` of depth + 1 is that of `depth`
  // without r's conflicts (the lengths were copied before), in one pass over r's dense mask, with
  // the words that lost options gathered as the trail's are, then visited without a branch per
  // word (TrailedLive::remove_conflicts_flat says why). kSingles, kWidth as in remove_conflicts.
  template <bool kSingles, std::uint32_t kWidth>
  std::uint64_t remove_copied(std::uint32_t r, std::size_t depth) {
    const std::uint64_t* from = lives_ + depth * words_;
    std::uint64_t* to = lives_ + (depth + 1) * words_;
    const std::uint64_t* conflicts = dense_ + std::size_t{r} * words_;
    // One slot more than the words: the gathering writes past its top.
    std::uint32_t gone_word[BitsetModel::kMostSparseCopyWords + 1];
    std::uint64_t gone_bits[BitsetModel::kMostSparseCopyWords + 1];
    std::uint32_t gone = 0;
    for (std::uint32_t w = 0, words = static_cast<std::uint32_t>(words_); w < words; ++w) {
      const std::uint64_t bits = from[w] & conflicts[w];
      to[w] = from[w] ^ bits;
      gone_word[gone] = w;
      gone_bits[gone] = bits;
      gone += bits != 0 ? 1 : 0;
    }
    const std::uint32_t* starts = option_item_start_;
    const std::uint32_t* items = option_items_;
    std::int16_t* lengths = lengths_;
    std::uint32_t* singles = singles_;
    std::uint32_t top = singles_top_;
    std::uint32_t zero = zero_;
    const std::uint64_t removed = visit_words(gone_word, gone_bits, 0, gone, [&](std::uint32_t q) {
      const std::uint32_t first = kWidth > 0 ? q * kWidth : starts[q];
      const std::uint32_t end = kWidth > 0 ? first + kWidth : starts[q + 1];
#pragma GCC unroll 4
      for (std::uint32_t e = first; e < end; ++e) {
        const std::uint32_t p = items[e];
        const std::int16_t left = --lengths[p];
        if constexpr (kSingles) {
          singles[top] = p;
          // The sign of left - 2, not `left <= 1`, which GCC 12 compiled to a branch.
          top += static_cast<std::uint32_t>(left - 2) >> 31;
          zero = left == 0 ? p : zero;
        }
      }
    });
    singles_top_ = top;
    zero_ = zero;
    return removed;
  }

  // unchoose() without copied lengths: the options the choice removed give their items back.
  void restore_lengths(std::uint32_t r, std::size_t depth) {
    // Every option with one of r's items conflicted with r: without r, they read 0.
    for (std::uint32_t e = option_item_start_[r], end = option_item_start_[r + 1]; e < end; ++e) {
      lengths_[option_items_[e]] = 0;
    }
    if (four_items_) {
      live_.restore_flat(depth, [this](std::uint32_t q) { put_back<kFourItems>(q); });
    } else {
      live_.restore_flat(depth, [this](std::uint32_t q) { put_back<0>(q); });
    }
  }

  // choose()'s removals without propagation, the hot loop of a 9x9 Sudoku: the same as
  // take_off() and take_off_tracked(), on local copies of the members. Through the members, each
  // store to the stack of singles (a uint32_t) might have changed its height or `zero_`, and the
  // compiler read them again for every item: 10% of the time of the hard 9x9 set.
  // kWidth: 0, or the number of primary items of every option (kFourItems).
  template <bool kSingles, std::uint32_t kWidth>
  std::uint64_t remove_conflicts(std::uint32_t r, std::size_t depth) {
    const std::uint32_t* starts = option_item_start_;
    const std::uint32_t* items = option_items_;
    std::int16_t* lengths = lengths_;
    std::uint32_t* singles = singles_;
    std::uint32_t top = singles_top_;
    std::uint32_t zero = zero_;
    const std::uint64_t removed = live_.remove_conflicts_flat(r, depth, [&](std::uint32_t q) {
      const std::uint32_t first = kWidth > 0 ? q * kWidth : starts[q];
      const std::uint32_t end = kWidth > 0 ? first + kWidth : starts[q + 1];
#pragma GCC unroll 4
      for (std::uint32_t e = first; e < end; ++e) {
        const std::uint32_t p = items[e];
        const std::int16_t left = --lengths[p];
        if constexpr (kSingles) {
          // Without a branch: whether an item falls to one option is as good as random. The
          // slot at the top is written always and kept when it is a single (the stack has room
          // for one more than it ever holds).
          singles[top] = p;
          top += static_cast<std::uint32_t>(left - 2) >> 31;  // as in remove_copied
          zero = left == 0 ? p : zero;
        }
      }
    });
    singles_top_ = top;
    zero_ = zero;
    return removed;
  }

  // Puts option q's items back on the lengths (a removal undone), and wakes the clauses that
  // slept while it was gone; kWidth as in remove_conflicts.
  template <std::uint32_t kWidth>
  void put_back(std::uint32_t q) {
    if (sleep_head_ != nullptr && sleep_head_[q] >= 0) wake_sleepers(q);
    const std::uint32_t first = kWidth > 0 ? q * kWidth : option_item_start_[q];
    const std::uint32_t end = kWidth > 0 ? first + kWidth : option_item_start_[q + 1];
#pragma GCC unroll 4
    for (std::uint32_t e = first; e < end; ++e) ++lengths_[option_items_[e]];
  }

  void queue(std::uint32_t p, std::int16_t length) {
    if (length >= 2 && length <= kMostImplying && queued_[p] == 0) {
      queued_[p] = 1;
      touched_[touched_top_++] = p;
    }
  }

  // Takes option q's items off the lengths (and, propagating, notes the items touched and the
  // option gone).
  void take_off(std::uint32_t q) {
    if (gone_ != nullptr) gone_[gone_top_++] = q;
    if (propagators_ != nullptr) wake_watchers(q);
    for (std::uint32_t e = option_item_start_[q], end = option_item_start_[q + 1]; e < end; ++e) {
      const std::uint32_t p = option_items_[e];
      const std::int16_t left = --lengths_[p];
      if (touched_ != nullptr) queue(p, left);
      if (left == 0) dead_ = true;
    }
  }
  // The same, keeping the stack of singles too.
  void take_off_tracked(std::uint32_t q) {
    if (gone_ != nullptr) gone_[gone_top_++] = q;
    if (propagators_ != nullptr) wake_watchers(q);
    for (std::uint32_t e = option_item_start_[q], end = option_item_start_[q + 1]; e < end; ++e) {
      const std::uint32_t p = option_items_[e];
      const std::int16_t left = --lengths_[p];
      if (left <= 1) {
        singles_[singles_top_++] = p;
        if (left == 0) {
          zero_ = p;
          dead_ = true;
        }
      } else if (touched_ != nullptr) {
        queue(p, left);
      }
    }
  }

  bool covers(std::uint32_t q, std::uint32_t p) const {
    for (std::uint32_t e = option_item_start_[q], end = option_item_start_[q + 1]; e < end; ++e) {
      if (option_items_[e] == p) return true;
    }
    return false;
  }

  // ---- Supports through colors (Propagation::kColors, support_clauses.hpp) --------------------
  //
  // Each clause watches one of its supports, the option on whose list (watch_head_, watch_next_)
  // it is; only when that option goes is the clause looked at again: another live support takes
  // the watch, or, with none left, the clause's owner goes. Nothing is undone on a backtrack: an
  // owner removed here was removed on the trail, and its watch stays on the support whose going
  // removed it, which comes back with it. (A clause looked at some levels below the choice that
  // removed its support keeps a watch that the backtrack may not bring back: it then says less
  // until the next root, never anything wrong, since an owner goes only when no support is live.)

  bool is_live(std::uint32_t r) const {
    return (live_.live()[r / 64] >> (r % 64) & 1) != 0;
  }

  // A live support of clause k, or kNoItem.
  std::uint32_t live_support(std::uint32_t k) const {
    const std::uint64_t* live = live_.live();
    const std::uint32_t* starts = supports_->start();
    for (std::uint32_t j = starts[k], end = starts[k + 1]; j < end; ++j) {
      const std::uint32_t w = supports_->words()[j];
      if (const std::uint64_t bits = live[w] & supports_->bits()[j]; bits != 0) {
        return w * 64 + static_cast<std::uint32_t>(std::countr_zero(bits));
      }
    }
    return kNoItem;
  }

  // Whether clause k says nothing now: its owner is gone or its item covered.
  bool clause_idle(std::uint32_t k) const {
    return !is_live(supports_->owners()[k]) || lengths_[supports_->items()[k]] == kCovered;
  }

  // Removes option q (a clause's owner without support), on top of the trail.
  std::uint64_t remove_owner(std::uint32_t q) {
    const std::uint64_t bit = std::uint64_t{1} << (q % 64);
    return singles_ != nullptr
               ? live_.remove_more(q / 64, bit, [this](std::uint32_t o) { take_off_tracked(o); })
               : live_.remove_more(q / 64, bit, [this](std::uint32_t o) { take_off(o); });
  }

  void watch(std::uint32_t k, std::uint32_t r) {
    watch_next_[k] = watch_head_[r];
    watch_head_[r] = static_cast<std::int32_t>(k);
  }

  // Clause k, whose owner is gone, leaves the list of its support r, which it would otherwise
  // stay on, idle, read again each time r goes (on 'Heat up - global entropy' of ISS's
  // collections, 27 million of the 31 million clauses read were such, in 24,005 nodes). The
  // owner went before r's list was read, so it comes back with r or after it: the clause then
  // watches r again, as if it had never left, and says what it said before.
  void sleep(std::uint32_t k, std::uint32_t owner, std::uint32_t r) {
    sleep_watch_[k] = r;
    watch_next_[k] = sleep_head_[owner];
    sleep_head_[owner] = static_cast<std::int32_t>(k);
  }

  void wake_sleepers(std::uint32_t owner) {
    std::int32_t k = sleep_head_[owner];
    sleep_head_[owner] = -1;
    while (k >= 0) {
      const auto clause = static_cast<std::uint32_t>(k);
      k = watch_next_[clause];
      watch(clause, sleep_watch_[clause]);
    }
  }

  // The root: every clause watches a live support, or removes its owner. The first support of
  // each clause (live or not) is watched when the clause is idle.
  void watch_every_clause() {
    std::fill(watch_head_, watch_head_ + watch_heads_, -1);
    std::fill(sleep_head_, sleep_head_ + watch_heads_, -1);
    const auto clauses = static_cast<std::uint32_t>(supports_->size());
    for (std::uint32_t k = 0; k < clauses && !dead_; ++k) {
      const std::uint32_t support = live_support(k);
      if (support != kNoItem) {
        watch(k, support);
        continue;
      }
      const std::uint32_t first = supports_->start()[k] == supports_->start()[k + 1]
                                      ? supports_->owners()[k]
                                      : supports_->words()[supports_->start()[k]] * 64 +
                                            static_cast<std::uint32_t>(std::countr_zero(
                                                supports_->bits()[supports_->start()[k]]));
      watch(k, first);
      if (!clause_idle(k)) remove_owner(supports_->owners()[k]);
    }
  }

  // Option r is gone: the clauses that watched it find another support or remove their owner.
  std::uint64_t visit_watchers(std::uint32_t r) {
    std::uint64_t removed = 0;
    std::int32_t k = watch_head_[r];
    watch_head_[r] = -1;
    while (k >= 0) {
      const auto clause = static_cast<std::uint32_t>(k);
      k = watch_next_[clause];
      if (const std::uint32_t owner = supports_->owners()[clause]; !is_live(owner)) {
        sleep(clause, owner, r);
        continue;
      }
      if (dead_ || clause_idle(clause)) {
        watch(clause, r);
        continue;
      }
      const std::uint32_t support = live_support(clause);
      if (support != kNoItem) {
        watch(clause, support);
      } else {
        watch(clause, r);
        removed += remove_owner(supports_->owners()[clause]);
      }
    }
    return removed;
  }

  // ---- Propagators (dlx/propagator.hpp, propagator_watches.hpp) --------------------------------
  //
  // A propagator runs when an option it watches has gone since it last ran (`dirty_`, each once
  // in `dirty_queue_`); the options it names go on the trail with the choice's. One that finds a
  // dead end takes every live option it watches: some item is then left with none, which the item
  // choice finds.

  LiveOptions live_options() const {
    return LiveOptions(live_.live(), chosen_, propagators_->rank(), propagators_->in_id_order());
  }

  void mark_dirty(std::uint32_t k) {
    if (dirty_[k] != 0) return;
    dirty_[k] = 1;
    dirty_queue_[dirty_top_++] = k;
  }

  void wake_watchers(std::uint32_t q) {
    const std::uint32_t* start = propagators_->start();
    for (std::uint32_t j = start[q], end = start[q + 1]; j < end; ++j) {
      mark_dirty(propagators_->watchers()[j]);
    }
  }

  std::uint64_t remove_option(std::uint32_t r) {
    if (!is_live(r)) return 0;
    const std::uint64_t bit = std::uint64_t{1} << (r % 64);
    return singles_ != nullptr
               ? live_.remove_more(r / 64, bit, [this](std::uint32_t o) { take_off_tracked(o); })
               : live_.remove_more(r / 64, bit, [this](std::uint32_t o) { take_off(o); });
  }

  std::uint64_t run_propagator(std::uint32_t k) {
    const Propagator& propagator = propagators_->propagator(k);
    const std::uint32_t* rank = propagators_->rank();
    named_->clear();
    const bool possible = propagator.propagate(live_options(), *named_);
    std::uint64_t removed = 0;
    if (!possible) {
      for (const OptionId option : propagator.watched()) {
        removed += remove_option(rank[static_cast<std::size_t>(option.value)]);
      }
      dead_ = true;
      propagator_failed_ = true;
      return removed;
    }
    for (const OptionId option : *named_) {
      removed += remove_option(rank[static_cast<std::size_t>(option.value)]);
    }
    return removed;
  }

  // Removes the options that item a's implied items have besides a's own.
  std::uint64_t remove_implied(std::uint32_t a) {
    const std::uint64_t* live = live_.live();
    // First the signatures: most items' options share no other item, and the AND of their
    // signatures, without a's bit, soon reads zero.
    const std::uint64_t own = std::uint64_t{1} << (a % 64);
    std::uint64_t common = ~std::uint64_t{0};
    std::uint32_t first = kNoItem;
    for (std::uint32_t c = column_start_[a], end = column_start_[a + 1]; c < end; ++c) {
      const std::uint32_t w = column_words_[c];
      for (std::uint64_t x = live[w] & column_bits_[c]; x != 0; x &= x - 1) {
        const std::uint32_t q = w * 64 + static_cast<std::uint32_t>(std::countr_zero(x));
        if (first == kNoItem) first = q;
        common &= signature_[q];
      }
      if ((common & ~own) == 0) return 0;
    }
    // Then exactly: the items of a's first live option that every other one covers too.
    constexpr std::size_t kMostImplied = 8;  // more are kept out, which only loses reductions
    std::uint32_t implied[kMostImplied];
    std::size_t count = 0;
    for (std::uint32_t e = option_item_start_[first], end = option_item_start_[first + 1];
         e < end && count < kMostImplied; ++e) {
      const std::uint32_t b = option_items_[e];
      if (b != a && (common >> (b % 64) & 1) != 0) implied[count++] = b;
    }
    for (std::uint32_t c = column_start_[a], end = column_start_[a + 1]; c < end && count > 0;
         ++c) {
      const std::uint32_t w = column_words_[c];
      for (std::uint64_t x = live[w] & column_bits_[c]; x != 0 && count > 0; x &= x - 1) {
        const std::uint32_t q = w * 64 + static_cast<std::uint32_t>(std::countr_zero(x));
        std::size_t kept = 0;
        for (std::size_t j = 0; j < count; ++j) {
          if (covers(q, implied[j])) implied[kept++] = implied[j];
        }
        count = kept;
      }
    }
    std::uint64_t removed = 0;
    for (std::size_t j = 0; j < count && !dead_; ++j) {
      const std::uint32_t b = implied[j];
      // b has all of a's options; as many means no other.
      if (lengths_[b] == lengths_[a]) continue;
      for (std::uint32_t c = column_start_[b], end = column_start_[b + 1]; c < end; ++c) {
        const std::uint32_t w = column_words_[c];
        std::uint64_t gone = 0;
        for (std::uint64_t x = live[w] & column_bits_[c]; x != 0; x &= x - 1) {
          const std::uint32_t q = w * 64 + static_cast<std::uint32_t>(std::countr_zero(x));
          if (!covers(q, a)) gone |= x & (~x + 1);
        }
        if (gone == 0) continue;
        removed +=
            singles_ != nullptr
                ? live_.remove_more(w, gone, [this](std::uint32_t q) { take_off_tracked(q); })
                : live_.remove_more(w, gone, [this](std::uint32_t q) { take_off(q); });
      }
    }
    return removed;
  }

  TrailedLive live_;
  std::uint64_t* lives_;  // `live` of every depth (copied_)
  std::size_t words_;
  const std::uint64_t* dense_;         // the model's dense conflicts (copied_)
  std::uint64_t* live_now_ = nullptr;  // the current depth's `live`
  Lanes* lanes_;                       // the lengths of every depth (copied_), or the one set
  Lanes* vectors_;                     // the current depth's
  std::int16_t* lengths_;              // the same lanes, one at a time
  std::size_t count_;
  bool copied_;  // BitsetEngine::State::copied
  const std::uint32_t* option_item_start_;
  const std::uint32_t* option_items_;
  // Every option has four primary items (a Sudoku's cell, row, column and box): the loops over
  // them have a known length, unrolled, and no bounds to load.
  static constexpr std::uint32_t kFourItems = 4;
  bool four_items_;
  std::uint32_t* singles_ = nullptr;  // null: not tracked
  std::uint32_t* singles_mark_ = nullptr;
  std::uint32_t singles_top_ = 0;
  std::uint32_t zero_ = kNoItem;
  // Propagation: `tracking_` when any is on; null `touched_` without implied items, null
  // `supports_` without supports.
  bool tracking_ = false;
  std::uint32_t* touched_ = nullptr;
  const SupportClauses* supports_ = nullptr;
  std::uint32_t* gone_ = nullptr;  // the options gone since the last propagation
  std::uint32_t gone_top_ = 0;
  std::int32_t* watch_head_ = nullptr;  // per option: the first clause watching it, or -1
  std::int32_t* watch_next_ = nullptr;  // per clause: the next clause on its watch's list
  std::size_t watch_heads_ = 0;
  std::int32_t* sleep_head_ = nullptr;    // per option: the first clause sleeping on it, or -1
  std::uint32_t* sleep_watch_ = nullptr;  // per sleeping clause: the support it watches on waking
  const PropagatorWatches* propagators_ = nullptr;  // null: no propagators
  char* dirty_ = nullptr;
  std::uint32_t* dirty_queue_ = nullptr;
  std::uint32_t dirty_top_ = 0;
  std::vector<OptionId>* named_ = nullptr;  // what a propagator names, reserved once
  std::uint64_t* chosen_ = nullptr;         // bit r: option r chosen on the path
  char* queued_ = nullptr;
  const std::uint64_t* signature_ = nullptr;
  std::uint32_t touched_top_ = 0;
  bool dead_ = false;               // an item reached 0 options since the last propagation
  bool propagator_failed_ = false;  // the dead end was a propagator's (propagator_failed())
  const std::uint32_t* column_start_ = nullptr;
  const std::uint32_t* column_words_ = nullptr;
  const std::uint64_t* column_bits_ = nullptr;
};

// The lengths as K vectors of 16-bit lanes, one set per depth: what LaneSteps and CopySteps
// share.
template <std::size_t K>
class LaneLengths {
 public:
  using Lanes = BitsetModel::Lanes;
  static constexpr std::size_t kLanes = BitsetModel::kLanesPerVector;
  static constexpr std::int16_t kCovered = std::numeric_limits<std::int16_t>::max();

  LaneLengths(const BitsetModel& model, BitsetEngine::State& state)
      : lanes_(state.lanes.data()), incidence_(model.incidence()) {}

  std::int32_t length(std::size_t depth, std::uint32_t p) const {
    return lanes_[depth * K + p / kLanes][p % kLanes];
  }
  bool covered(std::size_t depth, std::uint32_t p) const { return length(depth, p) == kCovered; }
  const Lanes* lane_lengths(std::size_t depth) const { return lanes_ + depth * K; }

  std::uint32_t choose_item(std::size_t depth) const {
    return choose_lane<K>(lanes_ + depth * K, K);
  }

  // Loads the lengths at `depth`, for a choice to update in registers.
  void load(std::size_t depth, Lanes (&lengths)[K]) const {
#pragma GCC unroll 12
    for (std::size_t k = 0; k < K; ++k) lengths[k] = lanes_[depth * K + k];
  }
  // Takes option q's items off the lengths.
  void subtract(std::size_t q, Lanes (&lengths)[K]) const {
    const Lanes* items = incidence_ + q * K;
#pragma GCC unroll 12
    for (std::size_t k = 0; k < K; ++k) lengths[k] -= items[k];
  }
  // Takes option q's items off the lengths at `depth` in place, or puts them back.
  void subtract_at(std::size_t depth, std::size_t q) {
    const Lanes* items = incidence_ + q * K;
    for (std::size_t k = 0; k < K; ++k) lanes_[depth * K + k] -= items[k];
  }
  void add_at(std::size_t depth, std::size_t q) {
    const Lanes* items = incidence_ + q * K;
    for (std::size_t k = 0; k < K; ++k) lanes_[depth * K + k] += items[k];
  }
  // Stores the lengths at `depth`, with option r's items covered.
  void store(std::size_t depth, std::uint32_t r, const Lanes (&lengths)[K]) {
    const Lanes* mine = incidence_ + std::size_t{r} * K;
    const Lanes covered = Lanes{} + kCovered;
#pragma GCC unroll 12
    for (std::size_t k = 0; k < K; ++k) {
      const Lanes mask = Lanes{} - mine[k];  // all ones in r's lanes
      lanes_[depth * K + k] = (lengths[k] & ~mask) | (covered & mask);
    }
  }

 private:
  Lanes* lanes_;
  const Lanes* incidence_;
};

template <std::size_t K>
class LaneSteps {
 public:
  using Lanes = BitsetModel::Lanes;

  LaneSteps(const BitsetModel& model, BitsetEngine::State& state)
      : live_(model, state), lengths_(model, state) {}

  const std::uint64_t* live(std::size_t /*depth*/) const { return live_.live(); }
  void save(BitsetEngine::State& state) const { live_.save(state); }
  void exclude(std::uint32_t r, std::size_t depth) {
    live_.live()[r / 64] &= ~(std::uint64_t{1} << (r % 64));
    lengths_.subtract_at(depth, r);
  }
  void include(std::uint32_t r, std::size_t depth) {
    live_.live()[r / 64] |= std::uint64_t{1} << (r % 64);
    lengths_.add_at(depth, r);
  }
  std::int32_t length(std::size_t depth, std::uint32_t p) const {
    return lengths_.length(depth, p);
  }
  bool covered(std::size_t depth, std::uint32_t p) const { return lengths_.covered(depth, p); }
  const Lanes* lane_lengths(std::size_t depth) const { return lengths_.lane_lengths(depth); }
  std::uint32_t choose_item(std::size_t depth) const { return lengths_.choose_item(depth); }

  std::uint64_t choose(std::uint32_t r, std::size_t depth) {
    Lanes lengths[K];
    lengths_.load(depth, lengths);
    const std::uint64_t removed = live_.remove_conflicts(
        r, depth, [&lengths, this](std::uint32_t q) { lengths_.subtract(q, lengths); });
    lengths_.store(depth + 1, r, lengths);
    return removed;
  }

  void unchoose(std::uint32_t /*r*/, std::size_t depth) {
    live_.restore(depth, [](std::uint32_t) {});
  }

 private:
  TrailedLive live_;
  LaneLengths<K> lengths_;
};

template <std::size_t K>
class CopySteps {
 public:
  using Lanes = BitsetModel::Lanes;

  CopySteps(const BitsetModel& model, BitsetEngine::State& state)
      : live_(state.live.data()),
        words_(model.words()),
        dense_(model.dense_conflicts()),
        lengths_(model, state) {}

  const std::uint64_t* live(std::size_t depth) const { return live_ + depth * words_; }
  void save(BitsetEngine::State& /*state*/) const {}
  void exclude(std::uint32_t r, std::size_t depth) {
    live_[depth * words_ + r / 64] &= ~(std::uint64_t{1} << (r % 64));
    lengths_.subtract_at(depth, r);
  }
  void include(std::uint32_t r, std::size_t depth) {
    live_[depth * words_ + r / 64] |= std::uint64_t{1} << (r % 64);
    lengths_.add_at(depth, r);
  }
  std::int32_t length(std::size_t depth, std::uint32_t p) const {
    return lengths_.length(depth, p);
  }
  bool covered(std::size_t depth, std::uint32_t p) const { return lengths_.covered(depth, p); }
  const Lanes* lane_lengths(std::size_t depth) const { return lengths_.lane_lengths(depth); }
  std::uint32_t choose_item(std::size_t depth) const { return lengths_.choose_item(depth); }

  std::uint64_t choose(std::uint32_t r, std::size_t depth) {
    Lanes lengths[K];
    lengths_.load(depth, lengths);
    const std::uint64_t* from = live_ + depth * words_;
    std::uint64_t* to = live_ + (depth + 1) * words_;
    // A local copy: each store to `to` might, for the compiler, change words_ (both 64-bit).
    const std::size_t words = words_;
    const std::uint64_t* conflicts = dense_ + std::size_t{r} * words;
    std::uint64_t count = 0;
    for (std::size_t w = 0; w < words; ++w) {
      const std::uint64_t bits = from[w] & conflicts[w];
      to[w] = from[w] ^ bits;
      for (std::uint64_t rest = bits; rest != 0; rest &= rest - 1) {
        lengths_.subtract(w * 64 + static_cast<std::size_t>(std::countr_zero(rest)), lengths);
        ++count;
      }
    }
    lengths_.store(depth + 1, r, lengths);
    return count;
  }

  void unchoose(std::uint32_t /*r*/, std::size_t /*depth*/) {}

 private:
  std::uint64_t* live_;
  std::size_t words_;
  const std::uint64_t* dense_;
  LaneLengths<K> lengths_;
};

}  // namespace dlx::detail
