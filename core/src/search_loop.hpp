// The search loops over a Links structure: Algorithm C (exact cover with colors, search_loop.cpp)
// and Algorithm M (with multiplicities, multiplicity_loop.cpp), and Knuth's random probes for
// estimating the size of their trees.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "dlx/random.hpp"
#include "dlx/search.hpp"
#include "engine.hpp"
#include "forced_options.hpp"
#include "links.hpp"
#include "search_control.hpp"

namespace dlx::detail {

// Memory the loops need, allocated once per solver so that the loops themselves never allocate.
// A level chooses one option, or (Algorithm M only) decides that an item has enough options; so
// Algorithm C has at most one level per primary item, Algorithm M one per option and primary item.
// From how many primary items Algorithm C keeps a stack of the items with at most one option, so
// that it finds them without scanning every item (search_loop.cpp). Below, the scan is cheap and
// the pushes would cost more than they save. (A parameter for the tests, which compare the two
// ways on small problems.)
inline constexpr std::int32_t kSinglesFromItems = 2048;

struct SearchStack {
  explicit SearchStack(const Links& links, std::int32_t singles_from_items = kSinglesFromItems);

  std::int32_t singles_from;               // the threshold above, as this stack was built with
  std::vector<std::uint32_t> choice;       // x_l: the node tried at each level
  std::vector<std::uint32_t> item;         // i_l: the item branched on (Algorithm M)
  std::vector<std::uint32_t> first_tweak;  // the first node of i_l when level l began (M)
  std::vector<std::uint32_t> position;     // which branch of level l is being tried, from 0
  std::vector<std::uint32_t> degree;       // how many branches level l has
  std::vector<OptionId> solution;          // the options of the solution being reported
  // The forced options (SearchLimits::forced) committed: a node of each, their ids, and how many.
  // They stay committed after a search (see sync_forced).
  KeptForced forced;
  std::vector<std::uint32_t> excluded;  // the first node of each option excluded by this search
  SearchStats stats;                    // counters of the search under way (or the last one)
  // A randomized search (Algorithm C): each level's nodes in the random order they are tried,
  // back to back, and where each level's start.
  std::vector<std::uint32_t> order;
  std::vector<std::uint32_t> order_start;
  // Heuristic::kWeighted: each primary item's weight (by internal number), 1 plus its wipe-outs.
  std::vector<std::uint32_t> weights;
  // Problems with many primary items (search_loop.cpp): the stack of items whose length fell to 1
  // or 0, and its height when each level began and once its item was covered.
  std::vector<std::uint32_t> singles;
  std::vector<std::uint32_t> singles_entered;
  std::vector<std::uint32_t> singles_covered;
  std::vector<std::uint32_t> singles_base;  // where the level's scans of the stack start

  // Knuth's estimate of the share of the tree done, from the path down to `level`.
  double fraction_done(std::size_t level) const {
    return detail::fraction_done(std::span(position).first(level), std::span(degree).first(level));
  }
};

// Uncommits the forced options a search left committed (sync_forced), so that `links` is as it
// was built.
void release_forced(Links& links, SearchStack& stack);

// Runs the search. `visit` may be null (counting). Leaves `links` as it found it, but for the
// forced options, which stay committed (sync_forced).
SearchResult run_search(Links& links, SearchStack& stack, const SolutionVisitor* visit,
                        const SearchLimits& limits, const SearchControl& control);

// One random probe from the root to a leaf (Knuth's estimator). False when the forced options
// clash (the tree is empty).
bool run_probe(Links& links, SearchStack& stack, const SearchLimits& limits, Random& random,
               ProbeResult& result);

// Algorithm M, in multiplicity_loop.cpp.
SearchResult run_multiplicity_search(Links& links, SearchStack& stack, const SolutionVisitor* visit,
                                     const SearchLimits& limits, const SearchControl& control);
void release_multiplicity_forced(Links& links, SearchStack& stack);
bool run_multiplicity_probe(Links& links, SearchStack& stack, const SearchLimits& limits,
                            Random& random, ProbeResult& result);

}  // namespace dlx::detail
