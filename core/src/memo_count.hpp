// Memoized counting: Knuth's Algorithm Z (TAOCP 4B, 7.2.2.1; his DLX6, after Nishino, Yasuda,
// Minato and Nagata, "Dancing with decision diagrams", AAAI 2017). The number of solutions below
// a node depends only on what remains to be covered, so it is cached under that remaining problem
// (memo_model.hpp's key) and a subproblem met again by another path is not searched again. For
// that, the branching must depend on the key alone: the item branched on is the first one still
// open in an order fixed beforehand (or, with MemoOrder::kMrv, the open item with the fewest
// options left, ties to the first), items without bounds before those with, and its options are
// tried in declaration order.
//
// The search keeps no links: a remaining problem is a row of words, a child is a copy of its
// parent with one option applied, and an option is available when its primary items are open
// and its secondary items free (or of its color). A primary item with a multiplicity u:v is
// branched on once: the branch chooses the whole set of its options in the solution (between u
// and v of them, less those already counting), so each solution is counted once, and the item
// is then closed.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <type_traits>
#include <vector>

#include "dlx/problem.hpp"
#include "dlx/search.hpp"
#include "dlx/solution_diagram.hpp"
#include "dlx/solver_options.hpp"
#include "memo_cache.hpp"
#include "memo_model.hpp"
#include "search_control.hpp"

namespace dlx::detail {

// Memo::kAuto (Solver::count_memoized): a count the plain search has not finished in
// kMemoPlainProbeNodes nodes is probed with the cache for kMemoProbeNodes nodes, and goes on with
// it if the probe's hits spared more nodes than it searched (each entry records the nodes below
// it). Measured on the probe (nodes spared per node searched): 13-queens 0.02, 6x10 pentominoes
// 0.04, Langford pairs of 12 0.27 (where the cache made the count 4 times slower); boards of
// dominoes 8.8, Aztec diamonds 6.3, 3-colorings of grids 2.8. The hit rate did not separate them
// (Langford 15%, colorings 10%). Both probes cost a few milliseconds.
inline constexpr std::uint64_t kMemoPlainProbeNodes = 4000;
// Nor a problem of more items than this: its keys (a bit per item) would be half a kilobyte and
// more, and building the cache's model alone took a second for 1500-queens (2.25 million
// options), past a quarter-second --time-limit. The counts the cache serves (tilings, colorings)
// have a few hundred items.
inline constexpr std::size_t kMemoAutoItemLimit = 4096;
inline constexpr std::uint64_t kMemoProbeNodes = 4000;

struct MemoOutcome {
  SearchStatus status = SearchStatus::kComplete;  // kNodeLimit: the budget ran out
  MemoTally count;  // exact when complete, else a lower bound (the subtrees finished)
  std::uint64_t nodes = 0;
  // build(): the diagram's root, and whether the diagram passed its budget of nodes (status is
  // then kNodeLimit).
  std::uint32_t root = SolutionDiagram::kNoSolution;
  bool diagram_full = false;
};

class MemoCounter {
 public:
  MemoCounter(const Problem& problem, const SolverOptions& options);
  ~MemoCounter();
  MemoCounter(const MemoCounter&) = delete;
  MemoCounter& operator=(const MemoCounter&) = delete;

  // Starts a count of the problem with these forced and excluded options, with an empty cache,
  // for `threads` workers (more than 1: the cache is made to be shared).
  void begin(const SearchLimits& limits, unsigned threads = 1);
  // Counts from the root in the calling thread, keeping what the cache learned since begin(): a
  // count stopped by `node_budget` (nodes of this call) can go on with a larger one. The
  // control's deadline and flags stop it too.
  MemoOutcome run(const SearchControl& control, std::uint64_t node_budget);
  // Counts from the root with the workers begin() was given, the calling thread one of them (the
  // one that reports progress), without a node budget. See "Threads" in memo_count.cpp.
  MemoOutcome run_parallel(const SearchControl& control);

  // Builds the diagram of the solutions from the root instead of counting them (after begin()):
  // its nodes are appended to `nodes`, which holds the two sinks, up to `most_nodes` in all.
  // The cache then holds each subproblem's node instead of its count; an entry the cache
  // replaced only makes the diagram larger (the subproblem's nodes made again), never wrong.
  // In the calling thread alone.
  MemoOutcome build(const SearchControl& control, std::vector<SolutionDiagram::Node>& nodes,
                    std::size_t most_nodes);

  // The cache's counters since begin(), all workers together.
  MemoCacheStats cache_stats() const;

 private:
  class Walker;  // one worker's search (memo_count.cpp)

  std::uint32_t choose_item(const std::uint64_t* state, bool& dead) const;
  bool available(std::uint32_t option, const std::uint64_t* state) const;
  void apply(std::uint32_t option, std::uint64_t* state) const;
  void close(std::uint32_t item, std::uint64_t* state) const;
  void forget_unreachable_secondaries(std::uint64_t* state) const;
  std::uint32_t covered(std::uint32_t item, const std::uint64_t* state) const;

  // What the workers share, read-only during a count but for the cache.
  MemoModel model_;
  MemoOrder order_;
  std::size_t words_;
  std::size_t cache_bytes_;
  std::optional<MemoCache> cache_;  // made by begin()
  std::vector<std::uint8_t> excluded_;
  std::vector<std::uint64_t> exact_items_;  // a bit per primary item without bounds
  std::vector<std::uint64_t> root_;
  bool root_dead_ = false;  // the forced options clash
  // The workers, walkers_[0] the calling thread's; kept from count to count with their stacks.
  std::vector<std::unique_ptr<Walker>> walkers_;
  unsigned threads_ = 1;
};

}  // namespace dlx::detail
