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

namespace dlx {

namespace detail {
class Engine;
}

// Which engine searches. Both walk the same tree and find the same solutions in the same order;
// they differ in speed and memory, and the solver picks by the problem's shape (kAuto). The
// others are for tests and benchmarks.
enum class EngineKind {
  kAuto,
  // Dancing links (Knuth's Algorithms C and M): any problem, memory linear in its size.
  kLinks,
  // Available options as a bitset, with a precomputed conflict mask per option: several times
  // faster where options conflict with many others, memory up to options x words. Problems with
  // multiplicities, or whose masks would be too large, run on the links even when asked.
  kBitset,
};

// Which primary item a search branches on (Knuth's step C3).
enum class Heuristic {
  // kWeighted for the searches that stop early (first(), uniqueness()), kMrv for those that see
  // the whole tree (count(), search()): measured on hard Sudoku sets, the weights shrink the
  // search for a first solution up to a thousandfold; on whole trees (n-queens, pentominoes)
  // they grew them by 5-35% (docs/library.md has the figures).
  kAuto,
  // Minimum remaining values: the item with the fewest options left, ties to the first declared.
  kMrv,
  // dom/wdeg (Boussemart, Hemery, Lecoutre, Sais, ECAI 2004): each item has a weight, 1 at first,
  // that grows by one each time the search meets the item with no option left (a wipe-out); the
  // search branches on an item with at most one option if there is one, else on the item with the
  // fewest options per unit of weight. The search learns where the problem is hard and goes there
  // first. Any item choice explores every solution, so counts and solution sets do not change; the
  // order in which solutions are found does.
  kWeighted,
};

// Reasoning at each node beyond Algorithm C's, which takes an item with one option left as the
// next choice.
enum class Propagation {
  kNone,
  // Implied items: if every option still available for item a also covers item b, whichever
  // option covers a covers b, so b's other options are removed (the reduction of Knuth's DLX-PRE,
  // made during the search; Sudoku's "pointing" and "claiming" are cases of it). It is done
  // before each choice among several options, for the items whose options have shrunk. Solutions
  // and counts do not change; node counts fall, and solutions may come in another order. Only the
  // bitset engine does it, for problems of more than 96 primary items; elsewhere it is ignored.
  // Off by default: the trees shrink, but the nodes cost more, and on the Sudoku benchmarks the
  // time was the same or worse with the default heuristic (docs/library.md has the figures).
  kImplied,
};

// Restarts for the searches that stop at their first solution (first(), and the first phase of
// uniqueness()): an attempt that has searched its budget of nodes without a solution is abandoned
// and the search begins again, with the item weights it learned (kWeighted) and a fresh random
// order of options and ties. A heavy-tailed search (Gomes, Selman, Crato, Kautz 2000) then ends in
// a time close to that of its lucky runs. Attempt k's randomness comes only from the seed and k, so
// the result is the same on every machine. Counting and listing never restart. Problems with
// multiplicities (Algorithm M) do not restart.
struct Restarts {
  enum class Schedule {
    kOff,
    // Luby, Sinclair, Zuckerman 1993: budgets base x 1, 1, 2, 1, 1, 2, 4, 1, ... nodes, within a
    // logarithmic factor of the best fixed budget for any distribution of run lengths.
    kLuby,
    // budgets base x factor^k.
    kGeometric,
  };
  Schedule schedule = Schedule::kOff;
  std::uint64_t base_nodes = 1000;
  double factor = 1.5;
  // Attempt k's budget of nodes.
  std::uint64_t budget(std::uint64_t attempt) const;
};

struct SolverOptions {
  // Not an aggregate, so that `SolverOptions{seed}` stays complete as fields are added.
  SolverOptions() = default;
  explicit SolverOptions(std::optional<std::uint64_t> seed_) : seed(seed_) {}

  // Shuffles the options of every item, and the order in which ties of the item choice are
  // broken, reproducibly: the same seed gives the same search on every machine. nullopt keeps the
  // order of declaration (ties to the first primary item declared).
  std::optional<std::uint64_t> seed;
  EngineKind engine = EngineKind::kAuto;
  Heuristic heuristic = Heuristic::kAuto;
  Restarts restarts;
  Propagation propagation = Propagation::kNone;
  // A search with threads (SearchLimits::threads > 1) first runs alone, in the calling thread, for
  // up to this many nodes, and shares its tree among workers only if that did not finish it.
  // Sharing costs about a millisecond (the tree's top searched again to cut it, a copy of the
  // engine per worker), more than a whole hard 9x9 Sudoku takes: a batch of them with two threads
  // ran 5 to 12 times slower than with one. Solutions the first run finds reach the visitor when
  // it ends, in their order; a run handed to the workers has shown the visitor nothing, and they
  // start again from the root. 0: share at once.
  std::uint64_t nodes_before_threads = 10000;

  // ---- Resource limits ------------------------------------------------------------------------
  // Limits on building the engine (the constructor), which takes seconds for millions of options:
  // once this much time has passed, or the flag is set, the constructor throws BuildStopped.
  std::optional<std::chrono::duration<double>> build_time_limit;
  const std::atomic<bool>* build_stop_flag = nullptr;
};

// Thrown by Solver's constructor when SolverOptions::build_time_limit passed (status()
// kTimeLimit) or its build_stop_flag was set (kInterrupted) before the engine was built.
class BuildStopped : public std::runtime_error {
 public:
  explicit BuildStopped(SearchStatus status)
      : std::runtime_error(status == SearchStatus::kTimeLimit
                               ? "the time limit passed while the solver was being built"
                               : "interrupted while the solver was being built"),
        status_(status) {}
  SearchStatus status() const { return status_; }

 private:
  SearchStatus status_;
};

// What a solver's structures will take, in bytes, said before they are built (the problem's own
// memory is not counted): the engine, and each further engine a search with threads makes (a
// copy for each worker but the first, which searches with the solver's own).
struct MemoryNeed {
  std::size_t engine = 0;
  std::size_t per_worker = 0;
  // The whole for a search with `threads` threads.
  std::size_t with_threads(unsigned threads) const {
    return engine + (threads > 1 ? (threads - 1) * per_worker : 0);
  }
};

class Solver {
 public:
  // What Solver(problem, options) will allocate, without allocating it (issue 20: 4096-queens
  // needs 1.4 GB of links per thread). The dancing links are counted array by array; the bitset
  // engine, chosen only for problems whose conflict masks are small, is counted by its masks and
  // its bitsets of available options per level.
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
  // Counts solutions (up to the limits) without visiting them.
  SearchResult count(const SearchLimits& limits = {});
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
  static unsigned thread_count(const SearchLimits& limits);
  bool restarts() const;

  const Problem* problem_;
  SolverOptions options_;
  std::unique_ptr<detail::Engine> engine_;
};

}  // namespace dlx
