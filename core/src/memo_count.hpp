// Memoized counting: Knuth's Algorithm Z (TAOCP 4B, 7.2.2.1; his DLX6, after Nishino, Yasuda,
// Minato and Nagata, "Dancing with decision diagrams", AAAI 2017). The number of solutions below
// a node depends only on what remains to be covered, so it is cached under that remaining problem
// (memo_model.hpp's key) and a subproblem met again by another path is not searched again. For
// that, the branching must depend on the key alone: the item branched on is the first one still
// open in an order fixed beforehand (or, with MemoOrder::kMrv, the open item with the fewest
// options left, ties to the first declared), items without bounds before those with, and its
// options are tried in declaration order. MemoOrder::kAuto races the two ways of branching over
// one cache (a count cached is the count, whichever order made it): turns of growing node
// budgets, each from the root, until one order finishes or leads (kMemoRaceLead).
//
// The search keeps no links: a remaining problem is a row of words, a child is a copy of its
// parent with one option applied, and an option is available when its primary items are open
// and its secondary items free (or of its color). A primary item with a multiplicity u:v is
// branched on once: the branch chooses the whole set of its options in the solution (between u
// and v of them, less those already counting), so each solution is counted once, and the item
// is then closed.
//
// Forced options (MRV): an item without bounds left with one option takes it, and one left with
// none ends the branch, before the cache is asked, and such a node is not cached (its count is its
// one child's). So the cache holds only the remaining problems where every item has two options or
// more: fewer lookups and stores, and a smaller table. MRV would branch on such an item anyway
// (which of several forced items goes first does not change the count), as DLX6 does, but it looked
// each one up: 7 in 10 of the Aztec diamonds' nodes not found in the cache were forced, and the
// count of order 12 took 6.7 s instead of 12.4 s, the 8x8 colorings 0.05 s instead of 0.10 s (CPU
// time). The items that may be forced are found from the options descend() takes away, not by the
// scan of every open item that choose_item() makes.
//
// Threads (run_parallel): the workers share the cache (memo_cache.hpp: a lock per stripe of
// buckets) and each counts the whole problem from the root, trying the options of a node in an
// order of its own: worker 0 in declaration order (so one thread counts as before), worker 1 in
// reverse, the others from a point that depends on the node's key. So they go down different
// branches first, and each finds in the cache the subproblems another has finished; the first
// worker back at the root has the count, exact (every entry is), and the others stop. This is
// the "lazy SMP" of chess programs, whose workers share a transposition table. Splitting the top
// of the tree into subproblems for the workers (as the plain search does) was worse: the
// subproblems below the first levels are the same for every branch, so each worker met them all
// (see docs/library.md for the figures). A worker is a copy of the counter (its own stack of
// states, MRV counts and trail), made once and kept from count to count.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <span>
#include <type_traits>
#include <vector>

#include "dlx/problem.hpp"
#include "dlx/search.hpp"
#include "dlx/solution_diagram.hpp"
#include "dlx/solver_options.hpp"
#include "memo_busy.hpp"
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
// MemoOrder::kAuto: how far ahead an order of the race must be to run alone (memo_count.hpp).
// Solutions counted by frontier and MRV after the pair of turns that decided (turns of 4,000,
// 6,000, 8,000, 12,000, ... nodes): the boards of dominoes and the Aztec diamonds after the first
// (14x14 board 2.8e8 and 6.5e3, Aztec diamond of order 10 6.5e8 and 3.9e3), the 8x8 board by
// monominoes, dominoes and trominoes and Project Euler 161 after the second (2.5e8 and 3.2e7; 5.8e5
// and 1.4e5); 3-colorings of the 6x6 grid after the second (3.1e5 and 4.3e6), of the 7x8 and 8x8
// grids after the fifth (2.8e7 and 3.7e8; the fourth 1.1e7 and 2.1e7); 13-queens (`--memo on`)
// after the first (22 and 66). In each, the leader was the order that finished first, and the
// faster. With a lead of 4, 13-queens raced to the end, in twice MRV's time. Langford pairs of 11
// (`--memo on`) never lead 3 to 1 (MRV ahead by 1.2 to 2.9, but 4 times slower a node there): the
// race goes on until the frontier finishes, in 4 times the time the frontier alone takes (`--memo
// auto` counts them without the cache).
//
// The measure is a lower bound of each order's share of the count, and it can mislead: an order
// that finishes subproblems with many solutions early leads without finishing first. So it did on
// the Aztec diamonds while the frontier order was Cuthill-McKee's, breadth-first from a tip of
// the diamond: the frontier counted 15 times MRV's solutions after 16,000 nodes each, but MRV
// finished in a fifth of the nodes (order 10: 1.1 M, frontier 6.0 M), and `auto` took the
// frontier (order 12: MRV 11 s, `auto` more than 120 s). The frontier order now sweeps the diamond
// from a side (frontier_order.hpp) and finishes first (order 10: 29,708 nodes).
inline constexpr unsigned kMemoRaceLead = 3;

struct MemoOutcome {
  SearchStatus status = SearchStatus::kComplete;  // kNodeLimit: the budget ran out
  MemoTally count;  // exact when complete, else a lower bound (the subtrees finished)
  std::uint64_t nodes = 0;
  // build(): the diagram's root, and whether the diagram passed its budget of nodes (status is
  // then kNodeLimit).
  std::uint32_t root = SolutionDiagram::kNoSolution;
  bool diagram_full = false;
  // run_parallel(): how many workers counted (1 or 2 when a turn of the race of MemoOrder::kAuto
  // finished the count before they started: alone, or in a pair of turns run at once).
  unsigned threads = 1;
};

class MemoCounter {
 public:
  MemoCounter(const Problem& problem, const SolverOptions& options);

  // Starts a count of the problem with these forced and excluded options, with an empty cache,
  // for `threads` workers (more than 1: the cache is made to be shared).
  void begin(const SearchLimits& limits, unsigned threads = 1);
  // Counts from the root in the calling thread, keeping what the cache learned since begin(): a
  // count stopped by `node_budget` (nodes of this call) can go on with a larger one. The
  // control's deadline and flags stop it too.
  MemoOutcome run(const SearchControl& control, std::uint64_t node_budget);
  // Counts from the root with the workers begin() was given, the calling thread one of them (the
  // one that reports progress), without a node budget. With MemoOrder::kAuto, the race first
  // goes on until it has picked its order (a turn under way alone, then each pair of turns in two
  // threads at once, race_pair()): the workers all branch that way.
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
  // A worker of run_parallel: a copy of the lead (team_ aside).
  MemoCounter(const MemoCounter&) = default;
  MemoCounter& operator=(const MemoCounter&) = default;
  // The workers, made by the lead and kept from count to count; a copy of the counter has none.
  struct Team {
    std::vector<std::unique_ptr<MemoCounter>> workers;  // workers[w - 1] is worker w
    Team() = default;
    Team(const Team&) {}
    Team& operator=(const Team&) { return *this; }
  };
  // For the progress line of a count with threads: each worker's counters, as of its last check.
  struct Published {
    std::atomic<std::uint64_t> nodes = 0;
    std::atomic<std::uint64_t> hits = 0;
  };

  // What a node of the search returns: its count, or its node of the diagram. One template, so
  // that the count does no work of the diagram's: the 16x16 and 18x18 boards count as fast as
  // before the diagram came (0.2-0.4 s and 1.3-1.5 s).
  template <bool kDiagram>
  using Below = std::conditional_t<kDiagram, std::uint32_t, MemoTally>;
  // kShared: the cache is shared (MemoCache::find), and the worker's order of options counts.
  template <bool kDiagram, bool kShared>
  Below<kDiagram> count_below(std::size_t depth);
  template <bool kDiagram, bool kShared>
  Below<kDiagram> choose_for(std::size_t depth, std::uint32_t item, std::size_t from,
                             std::uint64_t hash);
  template <bool kDiagram>
  Below<kDiagram> from_root();
  std::uint32_t make_node(std::uint32_t option, std::uint32_t lo, std::uint32_t hi);
  void start_run(const SearchControl& control, std::uint64_t node_budget);
  MemoOutcome run_turn(const SearchControl& control, std::uint64_t node_budget);
  void judge_race();
  void prepare_workers();
  MemoOutcome race_pair(const SearchControl& control);
  std::uint32_t choose_item(std::size_t depth, bool& dead) const;
  std::uint32_t urgent_item(std::size_t depth);
  void descend(std::size_t depth, std::uint32_t option);
  void descend_closing(std::size_t depth, std::uint32_t item);
  void ascend(std::size_t depth);
  void drop_lost_options(std::size_t depth, std::span<const std::uint32_t> candidates, bool closed);
  void count_root_options();
  bool some_item_out_of_reach() const;
  void next_seen_mark();
  bool available(std::uint32_t option, const std::uint64_t* state) const;
  void apply(std::uint32_t option, std::uint64_t* state) const;
  void close(std::uint32_t item, std::uint64_t* state) const;
  void forget_unreachable_secondaries(std::uint64_t* state) const;
  std::uint32_t covered(std::uint32_t item, const std::uint64_t* state) const;
  std::uint64_t* at(std::size_t depth) { return states_.data() + depth * words_; }
  void make_room(std::size_t depth);
  bool time_to_stop();
  void report_progress(Clock::time_point now) const;

  MemoModel model_;
  MemoOrder order_;
  // The branching in use: the open item with the fewest options left (MRV), else the first open
  // one in the model's order. MemoOrder::kAuto switches it at the end of each turn of the race:
  // a turn has race_turn_ nodes (of which race_spent_ are used), the frontier's turn first, and
  // the turns grow after each pair (next_race_turn). After a pair, each order has counted some of
  // the solutions (race_counted_, a lower bound: the subtrees it finished), the same solutions for
  // both, so the two shares compare: once one is kMemoRaceLead times the other's, it leads for
  // good and runs alone (race_turn_ then has no end).
  bool fewest_first_ = false;
  std::uint64_t race_turn_ = 0;
  std::uint64_t race_spent_ = 0;
  Count race_counted_[2];  // [fewest_first_]
  std::size_t words_;
  std::size_t cache_bytes_;
  std::shared_ptr<MemoCache> cache_;  // made by begin(), shared by the workers
  MemoCacheStats stats_;              // this worker's lookups in it
  std::vector<std::uint8_t> excluded_;
  std::vector<std::uint64_t> exact_items_;  // a bit per primary item without bounds
  std::vector<std::uint64_t> root_;
  bool root_dead_ = false;             // the forced options clash
  std::vector<std::uint64_t> states_;  // the state of each depth, words_ words each
  // With MRV (fewest_first_), the number of options still available to each primary item at the
  // node under way, no part of the key, kept up to date as options are applied (the options an
  // option takes away are few) and put back from the trail on the way up (trail_start_[depth]:
  // where depth's changes begin): recounting every open item's options at each node took most
  // of the 8x8 colorings' time, and a copy of the counts per depth a sixth of the Aztec
  // diamonds'. `seen_` marks the options an update has looked at (`seen_mark_`).
  bool keeps_options_left_ = false;
  std::vector<std::uint32_t> options_left_;
  std::vector<std::uint32_t> trail_;
  std::vector<std::size_t> trail_start_;
  // The items without bounds whose options_left_ fell to 1 or 0 on the way down (urgent_item()),
  // cut back on the way up (urgent_start_[depth]: where depth's begin); below
  // urgent_floor_[depth], every entry is of an item closed at depth.
  std::vector<std::uint32_t> urgent_;
  std::vector<std::size_t> urgent_start_;
  std::vector<std::size_t> urgent_floor_;
  std::vector<std::uint32_t> seen_;
  std::uint32_t seen_mark_ = 0;

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

  // Threads: this worker's number (0: the lead, the calling thread), whether it tries the options
  // in an order of its own (choose_for; not in the race), how many count (begin()), the others,
  // and every worker's published counters (null in one thread).
  unsigned worker_ = 0;
  bool own_option_order_ = false;
  unsigned threads_ = 1;
  // The subproblems the workers are counting now (memo_busy.hpp; made by begin() for threads),
  // whether this worker puts off the branches another counts (after the race), and the put-off
  // branches: at the node of depth defer_at_, a busy subproblem returns at once with deferred_
  // set, and its option waits in put_off_ (each depth's above the one's before).
  static constexpr std::size_t kNoDepth = ~std::size_t{0};
  std::shared_ptr<MemoBusyMarks> busy_;
  bool defers_busy_ = false;
  std::size_t defer_at_ = kNoDepth;
  bool deferred_ = false;
  std::vector<std::uint32_t> put_off_;
  Team team_;
  std::shared_ptr<Published[]> published_;
};

}  // namespace dlx::detail
