// How a Solver searches: the engine, the item choice, the propagation, restarts and the seed
// (SolverOptions), the table of those a user may set by name (solver_option_table()), and the list
// of engines with what each takes (all_engines(), MemoryNeed).
//
// The table is the one place a setting is declared: the `dlx` command's flags and config keys,
// Python's keyword arguments of dlx.Solver, the benchmarks' flags and dlx-mpi's job fingerprint
// are all made from its rows, as CaDiCaL's options.hpp drives its parser, --help and presets. A
// new setting is one field of SolverOptions and one row of the table (solver_options.cpp).
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "dlx/search.hpp"

namespace dlx {

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

class Problem;

// The engines a Solver can run (every EngineKind but kAuto), each with its name, its words in the
// help of the engine setting, and what it takes for a problem: the tests compare them with each
// other and with the brute force, the differential fuzzer runs each, the benchmarks time each (as
// tdoku's all_solvers.h lists its solvers), Solver::memory_needed asks the one that will run. A
// new engine is a kind, an entry here and its case in make_engine (core/src/engine_choice.cpp).
struct EngineEntry {
  EngineKind kind;
  std::string_view name;  // "links", "bitset": the engine setting's value (--engine)
  std::string_view help;  // "dancing links": what the engine setting's help says of it
  // What Solver(problem) builds on this engine, without building it.
  MemoryNeed (*memory_needed)(const Problem& problem);
};
std::span<const EngineEntry> all_engines();

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
  // that grows by one each time the search meets the item with no option left (a wipe-out; when a
  // propagator found the dead end, the item the last choice was on grows instead); the
  // search branches on an item with at most one option if there is one, else on the item with the
  // fewest options per unit of weight. The search learns where the problem is hard and goes there
  // first. Any item choice explores every solution, so counts and solution sets do not change; the
  // order in which solutions are found does.
  kWeighted,
};

// Reasoning at each node beyond Algorithm C's, which takes an item with one option left as the
// next choice.
enum class Propagation {
  // kNone for the engine; a command may pick another for its models (dlx sudoku: kColors for
  // variant puzzles, whose pieces meet the cells on colored items; kImplied or kAll for killer
  // cages, whose digit items the implied items prune).
  kAuto,
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
  // Supports through colors: an option that gives a secondary item a color goes when no option
  // left for some item it does not cover agrees with it (arc consistency between the options;
  // core/src/support_clauses.hpp). Where options meet on colored items (a variant Sudoku's pieces
  // and cells), a value removed from a cell travels along a line of pieces at once, as in a
  // constraint solver; a model without colors has nothing to propagate. The model's propagators
  // (dlx/propagator.hpp) run with it. Done where kImplied is.
  kColors,
  // Both.
  kAll,
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

// Whether Solver::count() caches the count below each remaining problem (Knuth's Algorithm Z,
// core/src/memo_count.cpp): a subproblem met again by another path is counted once. Counts
// past 2^64 come back exactly (dlx::solution_count(result), dlx/count.hpp).
enum class Memo {
  // The engine decides: a count that a short plain search does not finish is probed with the
  // cache, which is kept only if subproblems repeat often enough (docs/library.md).
  kAuto,
  kOn,  // every count that can be memoized is (not those with a solution or node limit)
  kOff,
};

// The order in which the memoized count branches on items: the first item still uncovered, in an
// order fixed before the search, so that the branching depends only on the remaining problem.
// Neither fixed order wins everywhere: frontier on the 14x14 board 126,000 nodes (declared
// 403,000, MRV 406,000), on Project Euler 161 (9x12 trominoes) 0.1 s where MRV passed 40 s, and on
// Aztec diamonds (order 12: 143,498 nodes, MRV 30.8 million); MRV on 3-colorings of the 8x8 grid
// (119,000, frontier 395,000) and 13-queens. So kAuto, the default, races the two: they take turns
// with growing node budgets, sharing one cache (a count cached by one serves the other), until one
// finishes or leads. docs/library.md has the table.
enum class MemoOrder {
  kDeclared,  // the order of declaration: row by row on a board declared so (a profile DP)
  kFrontier,  // a short frontier: Cuthill-McKee's order or a sweep (core/src/frontier_order.hpp)
  kMrv,       // the item with the fewest options left (ties to the first declared)
  kAuto,      // frontier and MRV in turn, one cache
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
  Propagation propagation = Propagation::kAuto;
  // A search with threads (SearchLimits::threads > 1) first runs alone, in the calling thread, for
  // up to this many nodes, and shares its tree among workers only if that did not finish it.
  // Sharing costs about a millisecond (the tree's top searched again to cut it, a copy of the
  // engine per worker), more than a whole hard 9x9 Sudoku takes: a batch of them with two threads
  // ran 5 to 12 times slower than with one. Solutions the first run finds reach the visitor when
  // it ends, in their order; a run handed to the workers has shown the visitor nothing, and they
  // start again from the root. 0: share at once.
  std::uint64_t nodes_before_threads = 10000;
  // Memoized counting (Memo), its item order, and the cache's budget in bytes (--memo-cache in
  // MiB): a full cache replaces its entries that took least work to compute; the count stays
  // exact, whatever the budget.
  Memo memo = Memo::kAuto;
  MemoOrder memo_order = MemoOrder::kAuto;
  std::uint64_t memo_cache_bytes = std::uint64_t{1} << 30;

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

// One setting of SolverOptions that can be given by name, as text: `--heuristic weighted` on the
// command line, `heuristic = weighted` in a config file, `heuristic="weighted"` in Python (whose
// keyword is the name with '_' for '-').
struct SolverOptionRow {
  enum class Kind {
    kChoice,       // one of `choices`
    kWholeNumber,  // digits, from `min` to `max`
  };
  std::string_view name{};
  Kind kind = Kind::kChoice;
  std::string_view value_name{};  // "NAME", "NODES": what --help shows after the flag
  // What it does, naming each choice and what it means. Not the range or the default, which
  // --help adds from the row.
  std::string_view help{};
  std::vector<std::string_view> choices{};  // kChoice: in the order help lists them
  // As typed. Empty: none, the setting is unset by default (the seed).
  std::string_view default_value{};
  std::uint64_t min = 0;  // kWholeNumber: the range, inclusive
  std::uint64_t max = std::numeric_limits<std::uint64_t>::max();
  // False for a setting meant for tests and benchmarks (which engine runs): not a flag of the
  // command nor a keyword of Python.
  bool for_users = true;
  // Sets the field from a valid value (one of the choices, or digits in the range).
  void (*set)(SolverOptions& options, std::string_view value) = nullptr;
  // The field as text, as set() takes it; empty when unset.
  std::string (*get)(const SolverOptions& options) = nullptr;
};

// Every row, in the order --help lists them.
std::span<const SolverOptionRow> solver_option_table();

// The row named `name` ('-' or '_' alike), or null.
const SolverOptionRow* find_solver_option(std::string_view name);

// nullopt when `value` is valid for `row`; otherwise what was expected, as "expected auto, mrv or
// weighted" (expected_choice, <dlx/choices.hpp>) or "expected a whole number from 1 to 2^64-1".
std::optional<std::string> invalid_solver_option_value(const SolverOptionRow& row,
                                                       std::string_view value);

// The settings as "name=value" pairs separated by spaces, every row in table order ("-" for an
// unset one): what identifies a search's settings (dlx-mpi's checkpoints) and what repr() shows.
std::string describe(const SolverOptions& options);

}  // namespace dlx
