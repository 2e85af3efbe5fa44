// What a search is asked to do, and what it reports.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "dlx/ids.hpp"

namespace dlx {

// Counters kept by the engine. Reporting them is the caller's job.
struct SearchStats {
  std::uint64_t nodes = 0;      // search-tree nodes: levels entered, the root included
  std::uint64_t updates = 0;    // links removed while covering (Knuth's "updates")
  std::uint64_t solutions = 0;  // solutions reached
  double seconds = 0.0;         // wall time of the search
  std::uint64_t restarts = 0;   // attempts abandoned and begun again (SolverOptions::restarts)
  // With threads: the wall time spent splitting the tree into subproblems before the workers
  // started (part of `seconds`), and how many subproblems that made.
  double split_seconds = 0.0;
  std::uint64_t subproblems = 0;
};

// A snapshot of a search under way, for a progress line.
struct SearchProgress {
  SearchStats stats;  // so far (`updates` is 0: it is summed only at the end)
  // An estimate of the share of the tree already explored, in [0, 1]: Knuth's, from the position
  // of the branch taken at each level of the current path among its level's branches.
  double fraction_done = 0.0;
  std::size_t level = 0;  // depth of the current path (with threads: of one of them)
  // A search for the cheapest solutions (MinimumCostSolver): the cost of the cheapest found so far
  // (none yet: nullopt), and the proven lower bound on the optimum.
  std::optional<std::uint64_t> incumbent;
  std::optional<std::uint64_t> cost_bound;
  // A memoized count (Solver::count with the cache, Solver::diagram): no solutions and no share
  // done are known before it ends, and `level` is the depth of the node under way.
  bool memoized = false;
  std::uint64_t cache_hits = 0;
};

using ProgressReporter = std::function<void(const SearchProgress&)>;

// What one search is asked to do, and its limits. The defaults mean "no limit", one thread.
struct SearchLimits {
  // Stop after this many solutions (0: no limit).
  std::uint64_t max_solutions = 0;
  // Stop after this many nodes (0: no limit). Unlike time, the same on every machine, so a search
  // bounded by nodes is reproducible (SearchStatus::kNodeLimit).
  std::uint64_t max_nodes = 0;
  // Stop once this much wall time has passed (nullopt: no limit). Checked by elapsed time: every
  // 1024 nodes where nodes are cheap, at every node where one takes long; a search of dancing
  // links stops early enough to undo its path by the limit.
  std::optional<std::chrono::duration<double>> time_limit;
  // Stop when another thread (or a signal handler) sets this flag. Checked with the time limit.
  const std::atomic<bool>* stop_flag = nullptr;
  // Options every solution must contain (a puzzle's clues, say). They are chosen before the
  // search starts and come first in every solution; if they clash with each other there is no
  // solution. One model can so serve many puzzles that differ only in their clues, without being
  // rebuilt. The span must stay valid during the search.
  std::span<const OptionId> forced;
  // Options no solution may contain: taken out after the forced ones are chosen, as if the problem
  // did not have them, and put back when the search ends. "Is there a solution other than this
  // one?" is a search with one of its options excluded (a generator's uniqueness check). The span
  // must stay valid during the search.
  std::span<const OptionId> excluded;

  // Called about every `progress_interval` of wall time, from the thread that called the search
  // (checked with the time limit, so the search does not slow down). Empty: no reports.
  ProgressReporter progress;
  std::chrono::duration<double> progress_interval{1.0};

  // Worker threads. 1 searches in the calling thread. More splits the tree into many subproblems
  // at a shallow depth that the workers take one by one: the count and the set of solutions are
  // those of one thread, and the visitor is called one solution at a time (from the workers).
  // A memoized count has as many workers, which share its cache (Solver::count); a diagram is
  // built in one thread. 0 means one per hardware thread.
  unsigned threads = 1;
  // With threads, in which order the visitor sees the solutions. kAsOneThread: the very order of
  // a one-thread search (so --limit N gives the same N solutions), holding back, for a while,
  // the solutions of subtrees that come later in that order (up to 64 MiB of them; then the
  // workers that found them wait). kAsFound: at once, whichever worker finds them; first() and
  // uniqueness() use it, to stop as soon as any worker has what they need.
  enum class Order { kAsOneThread, kAsFound };
  Order order = Order::kAsOneThread;
};

enum class SearchStatus {
  kComplete,       // the whole tree was explored
  kSolutionLimit,  // stopped after SearchLimits::max_solutions solutions
  kStoppedByVisitor,
  kTimeLimit,
  kInterrupted,  // SearchLimits::stop_flag was set
  kNodeLimit,    // SearchLimits::max_nodes nodes were searched
};

// Where a search was when it ended. A search with threads first splits the tree into
// subproblems (which takes long where nodes are expensive: 4096-queens), then searches them.
// kBuilding: it never began, stopped while its model or solver was built (a program's phase
// before the search; Solver's constructor throws BuildStopped then).
enum class SearchPhase { kBuilding, kSplitting, kSearching };

struct SearchResult {
  SearchStatus status = SearchStatus::kComplete;
  SearchStats stats;
  SearchPhase phase = SearchPhase::kSearching;

  // Set by a memoized count whose result passes 2^64-1 (stats.solutions then stays at 2^64-1,
  // never wrapping): its decimal digits; empty otherwise. dlx::solution_count (dlx/count.hpp)
  // gives the count either way, as a Count. Digits, not a Count, so that the many files that
  // include this header do not all read Boost.Multiprecision (a second of compile time each).
  std::string solutions_past_64_bits = {};
  // The memoized search counted (or built the diagram).
  bool memoized = false;
  // A memoized count: how many workers counted (SearchLimits::threads; 1, the calling thread
  // alone, for a diagram). 0 for the other searches.
  unsigned memo_threads = 0;

  // True when the search saw the whole tree, so the solution count is exact.
  bool complete() const { return status == SearchStatus::kComplete; }
  // True when a limit of time or an interruption, not the caller's request, ended the search:
  // a count is then only a lower bound ("at least N").
  bool cut_short() const {
    return status == SearchStatus::kTimeLimit || status == SearchStatus::kInterrupted ||
           status == SearchStatus::kNodeLimit;
  }
};

// A solution: the chosen options, in the order the search chose them. The span is valid only
// during the visitor call; copy it to keep it.
using SolutionView = std::span<const OptionId>;

enum class VisitControl { kContinue, kStop };
using SolutionVisitor = std::function<VisitControl(SolutionView)>;

// The first solution found, if any.
struct FirstSolution {
  std::vector<OptionId> options;
  bool found = false;
  SearchResult result;
};

// Knuth's estimate of the size of a search tree (TAOCP 7.2.2, "Estimating the running time"):
// each probe walks from the root to a leaf, taking a random branch at each level, and the product
// of the branching degrees met so far estimates how many nodes each level has. The mean over the
// probes is unbiased; the spread is large for trees that are far from uniform, so both are given.
struct SearchEstimate {
  std::uint64_t probes = 0;
  double nodes = 0.0;  // mean of the probes' node counts (the root included)
  double nodes_stddev = 0.0;
  double solutions = 0.0;  // mean of the probes' solution counts
  double solutions_stddev = 0.0;
  // nodes times the time per node, measured by a short real search (at most 1/10 s).
  double seconds = 0.0;
  double seconds_per_node = 0.0;
  double probe_seconds = 0.0;  // time spent probing and measuring
};

enum class Uniqueness {
  kNone,      // no solution
  kUnique,    // exactly one
  kMultiple,  // more than one
  kUnknown,   // a limit stopped the search before it could tell
};

struct UniquenessResult {
  Uniqueness verdict = Uniqueness::kUnknown;
  std::vector<OptionId> first;  // the first solution found, when there is one
  SearchResult result;
};

const char* to_string(SearchStatus status);
const char* to_string(Uniqueness verdict);
// "building the model", "splitting the search for the threads", "searching".
const char* to_string(SearchPhase phase);

}  // namespace dlx
