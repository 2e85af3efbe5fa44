// The bitset engine: Algorithm C over a BitsetModel (see bitset_model.hpp for why).
//
// The state a search changes is small and contiguous: `live`, one bit per option still
// available; `length`, for each primary item, how many of its options are live (Knuth's LEN);
// `active`, a bit per primary item not yet covered. Choosing option r walks r's conflict pairs,
// clears the live bits they name, and for each option so removed decrements the lengths of its
// primary items; the words and bits removed go on a trail, and undoing a choice pops the trail
// and increments them back. Nothing is allocated during a search.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "bitset_model.hpp"
#include "dlx/problem.hpp"
#include "dlx/solver_options.hpp"
#include "engine.hpp"
#include "forced_options.hpp"
#include "propagator_watches.hpp"
#include "support_clauses.hpp"

namespace dlx::detail {

class BitsetEngine final : public Engine {
 public:
  // `propagation` where the model keeps sparse lanes (other steps ignore it): implied items, and
  // with `supports` (the clauses of the model, support_clauses.hpp), supports through colors.
  explicit BitsetEngine(std::shared_ptr<const BitsetModel> model,
                        Propagation propagation = Propagation::kNone,
                        std::shared_ptr<const SupportClauses> supports = nullptr,
                        std::shared_ptr<const PropagatorWatches> propagators = nullptr);

  // What an engine for `problem` builds (its entry of all_engines()), for a problem that
  // BitsetModel::suits: the model's masks, and per engine the bitsets of available options.
  static MemoryNeed memory_needed(const Problem& problem);

  SearchResult search(const SolutionVisitor* visit, const SearchLimits& limits,
                      const SearchControl& control) override;
  bool probe(const SearchLimits& limits, Random& random, ProbeResult& result) override;
  bool can_split() const override { return true; }
  std::unique_ptr<Engine> make_worker() const override;
  const SearchStats& live_stats() const override { return stats_; }
  std::uint64_t fingerprint() const override;
  const char* name() const override { return "bitset"; }
  // Whether searches propagate (the constructor's `propagation`, where it applies).
  bool propagates() const {
    return state_.implied || state_.supports != nullptr || state_.propagators != nullptr;
  }
  void reset_weights() override;
  void release_forced() override;

  // The state, for the search loop (bitset_engine.cpp) and its steps (bitset_steps.hpp). Which
  // parts are used depends on the steps the model calls for.
  struct State {
    // Bit r: option r is available. One bitset, or (CopySteps) one per depth.
    std::vector<std::uint64_t> live;
    // The trail of ScalarSteps and LaneSteps: the (word, bits) removed from `live`, newest last,
    // and where each depth's removals start. An entry removes at least one option, and an option
    // is removed at most once along a path, so it never holds more entries than there are
    // options.
    std::vector<std::uint32_t> trail_word;
    std::vector<std::uint64_t> trail_bits;
    std::vector<std::uint32_t> trail_mark;
    // ScalarSteps: live options per primary item (Knuth's LEN), and the items not yet covered.
    std::vector<std::int32_t> length;
    std::vector<std::uint64_t> active;
    // LaneSteps and CopySteps: the lengths as 16-bit lanes, one set per depth. SparseLaneSteps:
    // one set, or with `copied` one per depth as well.
    std::vector<BitsetModel::Lanes> lanes;
    // SparseLaneSteps: `live` and the lanes are kept per depth, with no trail
    // (copy_state_per_depth).
    bool copied = false;
    // Per level: the item branched on; the column pair reached in its option list and the live
    // options of that pair not tried yet; the option tried; the branch number and branch count
    // (for fraction_done).
    std::vector<std::uint32_t> item;
    std::vector<std::uint32_t> column;
    std::vector<std::uint64_t> pending;
    std::vector<std::uint32_t> choice;
    std::vector<std::uint32_t> position;
    std::vector<std::uint32_t> degree;
    // Per level: how many primary items are not covered yet (counting searches).
    std::vector<std::uint32_t> uncovered;
    KeptForced forced;  // the forced options (ranks), chosen before level 0 and kept
    std::vector<std::uint32_t> excluded;  // the options (ranks) this search took out
    std::uint32_t trail_top = 0;  // the trail's height between searches (the forced options')
    // A randomized search: each level's live options in the random order they are tried, back
    // to back (an option is in at most one level's list along a path: it shares an item with
    // the option tried at that level, so a deeper level never sees it), and where each starts.
    std::vector<std::uint32_t> order;
    std::vector<std::uint32_t> order_start;
    // Heuristic::kWeighted: each primary item's weight, 1 plus its wipe-outs so far, and (with
    // lanes) 1 / weight, one per lane.
    std::vector<std::uint32_t> weights;
    std::vector<float> inverse_weights;
    // SparseLaneSteps with the weighted heuristic: the stack of items whose length fell to 0 or
    // 1 (each item enters at most twice along a path, besides the root's), and its height when
    // each depth's choice began.
    std::vector<std::uint32_t> singles;
    std::vector<std::uint32_t> singles_mark;
    std::vector<OptionId> solution;
    // Propagation (SparseLaneSteps with Propagation::kImplied): the items to look at, each once
    // (`queued`); and per option a 64-bit signature, bit p % 64 set for each of its primary items
    // p, for a quick test of whether an item's options share any other item.
    bool implied = false;
    std::vector<std::uint32_t> touched;
    std::vector<char> queued;
    std::vector<std::uint64_t> signature;
    // Supports through colors: the clauses (null: off), the options gone since the last
    // propagation, and per option the first clause watching it (-1: none), per clause the next
    // clause on the same list. A clause whose owner is gone sleeps on its owner's list
    // (sleep_head) until the owner comes back, then watches its support sleep_watch again.
    const SupportClauses* supports = nullptr;
    std::vector<std::uint32_t> gone;
    std::vector<std::int32_t> watch_head;
    std::vector<std::int32_t> watch_next;
    std::vector<std::int32_t> sleep_head;
    std::vector<std::uint32_t> sleep_watch;
    // The problem's propagators (null: none run), those to run (each once: `dirty`), and the
    // options they name.
    const PropagatorWatches* propagators = nullptr;
    std::vector<char> dirty;
    std::vector<std::uint32_t> dirty_queue;
    std::vector<OptionId> named;
    // Bit r: option r is chosen on the current path (forced or at a level), for the propagators,
    // which see a chosen option's value where its item no longer has live options.
    std::vector<std::uint64_t> chosen;
  };

 private:
  void copy_state_per_depth();

  std::shared_ptr<const BitsetModel> model_;
  std::shared_ptr<const SupportClauses> supports_;
  std::shared_ptr<const PropagatorWatches> propagator_watches_;
  Propagation propagation_;
  State state_;
  SearchStats stats_;
};

}  // namespace dlx::detail
