// All the solutions of a problem as a zero-suppressed decision diagram (ZDD, Minato 1993), built
// by the memoized count (Solver::diagram, core/src/memo_count.cpp) as Knuth's DLX6 builds it:
// each subproblem the search meets becomes the chain of nodes of the options it branches on, and
// a subproblem met again (a hit of the cache) is the same node. From the diagram, without
// searching again: the count, the count of solutions by their number of options, uniform random
// solutions, and the diagram itself as text (Knuth's ZDDREAD lines, write_zdd).
//
// A node (option, lo, hi) stands for the family of sets F(lo) + { S + {option} : S in F(hi) };
// node 0 is the empty family (no solution), node 1 the family of the empty set (one solution,
// nothing more to choose). Nodes are numbered as they were made, children before parents, so one
// pass from the bottom computes what depends on the nodes below.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <span>
#include <stdexcept>
#include <vector>

#include "dlx/count.hpp"
#include "dlx/ids.hpp"
#include "dlx/random.hpp"
#include "dlx/search.hpp"

namespace dlx {

class SolutionDiagram {
 public:
  static constexpr std::uint32_t kNoSolution = 0;  // the empty family
  static constexpr std::uint32_t kDone = 1;        // the family of the empty set

  struct Node {
    OptionId option;
    std::uint32_t lo = kNoSolution;  // the sets without `option`
    std::uint32_t hi = kNoSolution;  // the rest of the sets with it
  };

  SolutionDiagram() : nodes_(2) { counts_ = {0, 1}; }
  // `nodes[0]` and `nodes[1]` stand for the two sinks (their fields are unused); every other
  // node's children are numbered below it.
  SolutionDiagram(std::vector<Node> nodes, std::uint32_t root);

  // Every node, the two sinks first.
  std::span<const Node> nodes() const { return nodes_; }
  std::uint32_t root() const { return root_; }
  // Nodes besides the two sinks.
  std::size_t size() const { return nodes_.size() - 2; }

  // How many solutions.
  const Count& count() const { return counts_[root_]; }
  // by_size[k]: how many solutions have k options (up to the largest size; empty: no solution).
  std::vector<Count> count_by_size() const;
  // One solution drawn uniformly at random: each is drawn with probability 1 / count(). The
  // options come in the order of the path from the root (the order a search chose them in).
  // No solution: empty.
  std::vector<OptionId> sample(Random& random) const;

  // The diagram in the text DLX6 prints (docs/cli.md, "--zdd"): a line "N: (~V?L:H)" per node,
  // children first, N, L and H in hexadecimal (0 and 1 the sinks), V the option's number counted
  // from 1 in declaration order, then the line "N: (~0?0:R)" naming the root R.
  void write_zdd(std::ostream& out) const;

 private:
  std::vector<Node> nodes_;
  std::uint32_t root_ = kNoSolution;
  std::vector<Count> counts_;  // the solutions below each node
};

// Solver::diagram's answer: how the search ended, and the diagram when it ran to the end.
struct DiagramResult {
  SearchResult result;
  std::optional<SolutionDiagram> diagram;  // set when result.complete()
};

// Thrown by Solver::diagram when the diagram would pass its budget (SolverOptions::
// memo_cache_bytes): a diagram needs every node, so it cannot forget some as the cache does.
class DiagramTooLarge : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace dlx
