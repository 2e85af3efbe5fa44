// The interface between Solver (and the parallel driver) and a search engine.
//
// Two engines implement it, chosen by the problem's shape (engine_choice.cpp), so that a user
// never has to know:
//   - dancing links (links.hpp, search_loop.cpp, multiplicity_loop.cpp): Knuth's Algorithms C and
//     M, for every problem;
//   - bitsets (bitset_model.hpp, bitset_engine.cpp, bitset_steps.hpp): Algorithm C with the
//   available options kept
//     as a bitset and precomputed conflict masks, for problems whose masks fit in memory; several
//     times faster where options conflict with many others (polyominoes, queens, Sudoku).
// Both walk the very same search tree for the same layout (the same item choices, branches in the
// same order), so counts, solution order and node counts agree.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>

#include "dlx/random.hpp"
#include "dlx/search.hpp"
#include "search_control.hpp"

namespace dlx::detail {

// One random probe from the root to a leaf (Knuth's estimator): the estimated number of nodes
// and solutions of the tree.
struct ProbeResult {
  double nodes = 0.0;
  double solutions = 0.0;
};

class Engine {
 public:
  virtual ~Engine() = default;

  // Runs the search. `visit` may be null (counting). Leaves the engine as it found it, but for
  // the forced options, which stay committed for the next search (forced_options.hpp).
  virtual SearchResult search(const SolutionVisitor* visit, const SearchLimits& limits,
                              const SearchControl& control) = 0;
  // One random probe; false when the forced options clash (the tree is empty).
  virtual bool probe(const SearchLimits& limits, Random& random, ProbeResult& result) = 0;
  // Whether the engine's subtrees can be handed over as forced options (to workers, or to the
  // attempts of a restarting search): false for Algorithm M.
  virtual bool can_split() const = 0;
  // A new engine for a worker thread, in the state this one had when constructed (sharing what
  // never changes). Called between searches only (the links engine copies its links as they
  // are); several threads may call it at once. Null when the engine cannot split its tree into
  // forced options (Algorithm M).
  virtual std::unique_ptr<Engine> make_worker() const = 0;
  // The counters of the search under way, or of the last one.
  virtual const SearchStats& live_stats() const = 0;
  // A hash of all the state a search changes: equal before and after any search.
  virtual std::uint64_t fingerprint() const = 0;
  // Uncommits the forced options the last search left committed (forced_options.hpp), leaving
  // the engine as it was built.
  virtual void release_forced() = 0;
  // Sets every item's weight (Heuristic::kWeighted) back to 1.
  virtual void reset_weights() = 0;
  // Which engine this is, for statistics and tests: "links" or "bitset".
  virtual const char* name() const = 0;
};

}  // namespace dlx::detail
