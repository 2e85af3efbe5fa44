// The search tree cut into subproblems, for a search spread over processes or machines (dlx-mpi).
//
// A subproblem is a node of the tree, named by the path of options chosen on the way down to it
// from the root (the forced options first). Searching it with SearchLimits::forced = its path
// explores exactly the subtree that a one-thread search explores below that node: committing the
// options puts the engine in the state the one-thread search has there, and the item choice
// depends only on that state. So the nodes of one depth partition the tree, and taken in the
// order of split() their solutions come in the order of one thread. Splitting a subproblem again
// (its path as the forced options) gives its children, in order, which can take its place.
//
// Depth counts the levels that chose among several options: a forced move (an item with one
// option left) is taken on the way without counting. A hard Sudoku's tree begins with a long
// chain of them; counted in levels, a split there found the one node of the chain again and
// again, and nothing could be shared out.
//
//   dlx::SubproblemSplitter splitter(problem);
//   dlx::SubproblemSplit split = splitter.split_into(1000);  // 1000 or more, if the tree has them
//   dlx::Solver solver(problem);
//   for (const auto& path : split.paths) {  // anywhere, in any order
//     dlx::SearchLimits limits;
//     limits.forced = path;
//     total += solver.count(limits).stats.solutions;
//   }
//
// The splitter and the solvers must be built from the same problem with the same SolverOptions
// (the seed shuffles the tree; the heuristic shapes it), so that they see the same tree.
#pragma once

#include <cstddef>
#include <memory>
#include <vector>

#include "dlx/ids.hpp"
#include "dlx/problem.hpp"
#include "dlx/search.hpp"
#include "dlx/solver_options.hpp"

namespace dlx {

namespace detail {
class Engine;
}

struct SubproblemSplit {
  // The nodes at the depth asked for, in the order of a one-thread search, each as its path:
  // the first node of each path below `depth` choices among several options. A path with fewer
  // is a solution found above the depth (a subproblem with one solution and nothing left to
  // search); dead ends above the depth are left out.
  std::vector<std::vector<OptionId>> paths;
  // How many choices among several options below the forced options the paths were cut at.
  std::size_t depth = 0;
  // kComplete, or what stopped the split (a time limit, the stop flag): the paths are then not
  // all the tree's. stats.nodes counts the nodes above the cut.
  SearchResult result;
};

class SubproblemSplitter {
 public:
  // The tree of Solver(problem, options).count() and .search(): the item choice of
  // options.heuristic, where Heuristic::kAuto means kMrv, as for those searches. The splitter has
  // an engine of its own; the problem must outlive it.
  explicit SubproblemSplitter(const Problem& problem, SolverOptions options = {});
  ~SubproblemSplitter();
  SubproblemSplitter(SubproblemSplitter&&) noexcept;
  SubproblemSplitter& operator=(SubproblemSplitter&&) noexcept;
  SubproblemSplitter(const SubproblemSplitter&) = delete;
  SubproblemSplitter& operator=(const SubproblemSplitter&) = delete;

  // False when the tree cannot be cut into paths of options: problems with multiplicities
  // (Algorithm M), whose nodes depend on more than the options chosen. Search those whole.
  bool can_split() const;

  // The nodes `depth` (at least 1) choices among several options below the node that
  // limits.forced leads to (the root when there are none), the forced moves between them
  // included in their paths. The limits' time limit and stop flag end the split early; the solution
  // and node limits, progress and threads are not used.
  SubproblemSplit split(std::size_t depth, const SearchLimits& limits = {});

  // The shallowest split with at least `wanted` subproblems, going no deeper than `deepest`
  // choices: fewer when the tree is that small (a tree whose paths all end above a depth gives
  // the same split at every greater depth, and the search for more stops there).
  SubproblemSplit split_into(std::size_t wanted, const SearchLimits& limits = {},
                             std::size_t deepest = 16);

 private:
  const Problem* problem_;
  Heuristic heuristic_;
  std::unique_ptr<detail::Engine> engine_;
};

}  // namespace dlx
