// The exact-cover solver: Knuth's Algorithm C (exact cover with colors) on dancing links, and his
// Algorithm M when some primary item has a multiplicity.
//
//   dlx::Problem problem;  ... add items and options ...
//   dlx::Solver solver(problem);
//   auto first = solver.first();                 // one solution
//   auto counted = solver.count();               // how many
//   solver.search([&](dlx::SolutionView s) {     // each solution, until the visitor says stop
//     for (dlx::OptionId o : s) std::puts(problem.option_text(o).c_str());
//     return dlx::VisitControl::kContinue;
//   });
//
// The solver copies what it needs from the problem when constructed, but keeps a reference for
// names: the problem must outlive it. Every search leaves the link structure exactly as it found
// it, whether it ran to the end or was stopped, so a solver can be searched any number of times.
// A solver is not thread-safe: one search at a time.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>

#include "dlx/problem.hpp"
#include "dlx/search.hpp"
#include "dlx/solver_options.hpp"

namespace dlx {

// Solver::diagram's answer, in dlx/solution_diagram.hpp: only the files that read a diagram
// include it (and Boost.Multiprecision with it, for its counts).
struct DiagramResult;

namespace detail {
class Engine;
class MemoCounter;
}  // namespace detail

class Solver {
 public:
  // What Solver(problem, options) will allocate, without allocating it (issue 20: 4096-queens
  // needs 1.4 GB of links per thread), as the entry of the engine that will run counts it
  // (EngineEntry::memory_needed): the dancing links array by array; the bitset engine, chosen only
  // for problems whose conflict masks are small, by its masks and its bitsets of available options
  // per level.
  static MemoryNeed memory_needed(const Problem& problem, const SolverOptions& options = {});

  // Builds the engine's structures (copies of the problem's links or bitsets). Throws
  // BuildStopped when SolverOptions' build limits stop it.
  explicit Solver(const Problem& problem, SolverOptions options = {});
  ~Solver();
  Solver(Solver&&) noexcept;
  Solver& operator=(Solver&&) noexcept;
  Solver(const Solver&) = delete;
  Solver& operator=(const Solver&) = delete;

  // ---- Searching -----------------------------------------------------------------------------
  // Visits every solution (up to the limits); the visitor may stop the search.
  SearchResult search(const SolutionVisitor& visit, const SearchLimits& limits = {});
  // Counts solutions (up to the limits) without visiting them. With SolverOptions::memo (on, or
  // auto when a probe finds that subproblems repeat), a count without a solution or node limit
  // caches the count below each remaining problem (Algorithm Z) and may pass 2^64: read it with
  // dlx::solution_count(result), dlx/count.hpp. A memoized count has SearchLimits::threads
  // workers sharing the cache (memo_threads in the result).
  SearchResult count(const SearchLimits& limits = {});
  // Whether count(limits) caches (SolverOptions::memo): with Memo::kAuto this runs the probe now
  // if no count has, by node budgets alone and in the calling thread, so that every machine (and
  // every rank of dlx-mpi) gives the same verdict, which later counts follow. False for a count
  // that the probe's short plain search finishes. dlx-mpi counts on rank 0 alone what the cache
  // serves: the subproblems below the first levels are the same in every branch, so a rank per
  // branch would count nearly all of them again.
  bool count_uses_cache(const SearchLimits& limits = {});
  // The diagram of every solution (a ZDD, dlx/solution_diagram.hpp), built by the memoized
  // search whatever SolverOptions::memo says, in the calling thread: the count, samples and
  // counts by size then come from it. The limits' forced options are in every solution, its
  // excluded ones in none; the time limit and stop flag stop it (then no diagram), and neither
  // max_solutions nor max_nodes applies. The diagram's nodes may take `most_bytes` besides the
  // cache (SolverOptions::memo_cache_bytes): past that, DiagramTooLarge is thrown.
  static constexpr std::uint64_t kDiagramBytes = std::uint64_t{1} << 30;
  DiagramResult diagram(const SearchLimits& limits = {}, std::uint64_t most_bytes = kDiagramBytes);
  // Which solutions first() and uniqueness() look for: all when empty, else those it returns true
  // for (a count up to symmetry keeps one solution per class this way).
  using Accept = std::function<bool(SolutionView)>;
  // Finds one solution (one `accept` takes). The search for a first solution: the weighted
  // heuristic with Heuristic::kAuto, and restarts when SolverOptions::restarts asks for them.
  FirstSolution first(const SearchLimits& limits = {}, const Accept& accept = {});
  // Tells whether there is no solution, exactly one, or more (searching for at most two), as
  // first() does; with restarts, a first solution is found with them, then a complete search
  // looks for a second.
  UniquenessResult uniqueness(const SearchLimits& limits = {}, const Accept& accept = {});
  // Estimates the size of the tree with `probes` random probes (see SearchEstimate), without
  // searching it. The limits' forced options apply; the time limit and stop flag end the probing.
  SearchEstimate estimate(std::uint64_t probes, std::uint64_t seed,
                          const SearchLimits& limits = {});

  const Problem& problem() const { return *problem_; }

  // The counters of the search under way, for a visitor that wants to report progress; after a
  // search, its final counters. `updates` and `seconds` are filled in only when a search ends.
  const SearchStats& live_stats() const;

  // Which engine the solver chose: "links" or "bitset".
  const char* engine_name() const;

  // A hash of the whole link structure. Equal before and after any search: tests use it to show
  // that every search restores the structure exactly.
  std::uint64_t fingerprint() const;

 private:
  // A search for a first solution (restartable, and weighted with Heuristic::kAuto), or one that
  // sees the whole tree unless a limit stops it.
  enum class Kind { kWhole, kFirst };
  SearchResult run(const SolutionVisitor* visit, const SearchLimits& limits, Kind kind);
  // The first run of a search with threads (SolverOptions::nodes_before_threads): its result when
  // it finished the search, else nullopt, with its counters in `spent`.
  std::optional<SearchResult> run_alone_first(const SolutionVisitor* visit,
                                              const SearchLimits& limits, Heuristic heuristic,
                                              SearchStats& spent);
  Heuristic heuristic_for(Kind kind) const;
  // The memoized count (memo_count.hpp): at once (Memo::kOn), or after a short plain search and
  // a probe of the cache (Memo::kAuto; nullopt when the plain count should go on).
  std::optional<SearchResult> count_memoized(const SearchLimits& limits);
  static unsigned thread_count(const SearchLimits& limits);
  bool restarts() const;

  const Problem* problem_;
  SolverOptions options_;
  std::unique_ptr<detail::Engine> engine_;
  std::unique_ptr<detail::MemoCounter> memo_;  // made by the first memoized count
  // Memo::kAuto's verdict, once a probe has given one: later counts on this solver (dlx-mpi's
  // subproblems, a caller's counts with other forced options) follow it without probing again.
  // Probing each of 377 subproblems of the 6x10 pentominoes searched as many nodes again.
  std::optional<bool> memo_pays_;
};

}  // namespace dlx
