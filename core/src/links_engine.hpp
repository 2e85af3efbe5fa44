// The dancing-links engine: Knuth's Algorithms C and M on the arrays of links.hpp.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>

#include "dlx/problem.hpp"
#include "dlx/solver_options.hpp"
#include "engine.hpp"
#include "links.hpp"
#include "search_loop.hpp"

namespace dlx::detail {

class LinksEngine final : public Engine {
 public:
  // `singles_from_items`: see kSinglesFromItems (search_loop.hpp); tests lower it.
  LinksEngine(const Problem& problem, std::optional<std::uint64_t> seed,
              const BuildWatch& watch = BuildWatch(),
              std::int32_t singles_from_items = kSinglesFromItems)
      : links_(problem, seed, watch), stack_(links_, singles_from_items) {}

  // What an engine for `problem` builds (its entry of all_engines()): the links, counted array
  // by array, and a worker's copy, which shares what never changes.
  static MemoryNeed memory_needed(const Problem& problem) {
    const bool colors = problem.color_count() > 0;
    MemoryNeed need;
    need.engine =
        Links::bytes_for(problem.item_count(), problem.primary_count(), problem.option_count(),
                         problem.entry_count(), colors, problem.has_multiplicities());
    need.per_worker =
        Links::copy_bytes_for(problem.item_count(), problem.primary_count(), problem.option_count(),
                              problem.entry_count(), colors, problem.has_multiplicities());
    return need;
  }

  SearchResult search(const SolutionVisitor* visit, const SearchLimits& limits,
                      const SearchControl& control) override {
    return run_search(links_, stack_, visit, limits, control);
  }
  bool probe(const SearchLimits& limits, Random& random, ProbeResult& result) override {
    return run_probe(links_, stack_, limits, random, result);
  }
  // Each worker has its own links: they change at every step of the search. A copy of these
  // (between searches: as constructed but for the forced options kept committed, which the copy
  // keeps too) is the worker's, sharing what never changes: copying arrays takes a fraction of
  // the time of laying the problem out again. Algorithm M's levels
  // also exclude options (tweaks), which a list of forced options cannot reproduce in a worker,
  // so it has none.
  bool can_split() const override { return !links_.has_multiplicities(); }
  std::unique_ptr<Engine> make_worker() const override {
    if (links_.has_multiplicities()) return nullptr;
    return std::unique_ptr<Engine>(new LinksEngine(links_, stack_.forced, stack_.singles_from));
  }
  const SearchStats& live_stats() const override { return stack_.stats; }
  std::uint64_t fingerprint() const override { return links_.fingerprint(); }
  const char* name() const override { return "links"; }
  void release_forced() override { detail::release_forced(links_, stack_); }
  void reset_weights() override { std::fill(stack_.weights.begin(), stack_.weights.end(), 1); }

 private:
  // A copy of `prototype`, whose links have `forced` committed.
  LinksEngine(const Links& prototype, const KeptForced& forced, std::int32_t singles_from_items)
      : links_(prototype), stack_(links_, singles_from_items) {
    stack_.forced = forced;
  }

  Links links_;
  SearchStack stack_;
};

}  // namespace dlx::detail
