// Propagators: rules an engine may reason with during the search, beside a problem's items.
//
// A problem's items and options define its solutions. A propagator adds knowledge the items hold
// only implicitly: a sum of cells' values in a puzzle, say, which its options enumerate piece by
// piece but whose bounds no item sees. At a node, the propagator looks at the options still
// available and names some that are in no solution below the node; the engine removes them, as it
// removes the options an item's choice excludes, and undoes that on the way back. It must never
// name an option that is in some solution below the node: the solutions stay those of the items
// and options alone, so that an engine that does not run propagators (the dancing links, the
// memoized count), and a model written out with --emit-dlx, give the same answers.
//
// The bitset engine runs them with Propagation::kColors or kAll on its sparse lanes (which a
// problem with propagators takes whatever its size, where its lanes fit), before each choice among
// several options, on those whose watched options have gone since they last ran, until nothing more
// goes. Propagators are shared by every worker thread: `propagate` is const and keeps nothing
// between calls.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "dlx/ids.hpp"

namespace dlx {

// The options at a node, as a propagator sees them: those still available, and those chosen on
// the way to the node (which are no longer available: their items are covered).
class LiveOptions {
 public:
  // `in_id_order`: the engine lays the options out in the order of their ids (rank is the
  // identity), so that a run of consecutive ids is a run of bits.
  LiveOptions(const std::uint64_t* live, const std::uint64_t* chosen, const std::uint32_t* rank,
              bool in_id_order = false)
      : live_(live), chosen_(chosen), rank_(rank), in_id_order_(in_id_order) {}
  bool contains(OptionId option) const { return test(live_, option); }
  bool chosen(OptionId option) const { return test(chosen_, option); }

  // Whether live_run() and chosen_run() may be asked.
  bool in_id_order() const { return in_id_order_; }
  // Bit k: whether option first + k is live (chosen), for k < count <= 32, in one or two reads
  // where contains() takes count of them (a cell's values, which a model makes one after
  // another, read at once). Only when in_id_order().
  std::uint32_t live_run(OptionId first, int count) const { return run(live_, first, count); }
  std::uint32_t chosen_run(OptionId first, int count) const { return run(chosen_, first, count); }

 private:
  bool test(const std::uint64_t* bits, OptionId option) const {
    const std::uint32_t r = rank_[static_cast<std::size_t>(option.value)];
    return (bits[r / 64] >> (r % 64) & 1) != 0;
  }
  static std::uint32_t run(const std::uint64_t* bits, OptionId first, int count) {
    const auto at = static_cast<std::uint32_t>(first.value);
    const std::uint32_t shift = at % 64;
    std::uint64_t word = bits[at / 64] >> shift;
    // The next word holds the rest only when the run crosses into it (so it exists).
    if (shift + static_cast<std::uint32_t>(count) > 64) word |= bits[at / 64 + 1] << (64 - shift);
    return static_cast<std::uint32_t>(word & ((std::uint64_t{1} << count) - 1));
  }

  const std::uint64_t* live_;    // bit r: the option laid out r-th is available
  const std::uint64_t* chosen_;  // bit r: it was chosen
  const std::uint32_t* rank_;    // option id -> r
  bool in_id_order_;
};

class Propagator {
 public:
  virtual ~Propagator() = default;
  // The options whose going may let it say more.
  virtual std::span<const OptionId> watched() const = 0;
  // Appends to `gone` options of `live` that are in no solution below the node. Returns false
  // when no solution is left below it at all (a dead end).
  virtual bool propagate(const LiveOptions& live, std::vector<OptionId>& gone) const = 0;
};

}  // namespace dlx
