// The split of parallel_search.cpp, for callers outside the engine: the same cut of the tree
// (SearchControl::split_depth hands each path that reaches the depth to a callback instead of
// searching below it), returned as paths.
#include "dlx/subproblems.hpp"

#include <algorithm>
#include <functional>
#include <span>
#include <stdexcept>
#include <string>

#include "engine_choice.hpp"
#include "search_control.hpp"

namespace dlx {

SubproblemSplitter::SubproblemSplitter(const Problem& problem, SolverOptions options)
    : problem_(&problem),
      heuristic_(options.heuristic == Heuristic::kAuto ? Heuristic::kMrv : options.heuristic),
      engine_(detail::make_engine(problem, options)) {}
SubproblemSplitter::~SubproblemSplitter() = default;
SubproblemSplitter::SubproblemSplitter(SubproblemSplitter&&) noexcept = default;
SubproblemSplitter& SubproblemSplitter::operator=(SubproblemSplitter&&) noexcept = default;

bool SubproblemSplitter::can_split() const {
  return engine_->can_split();
}

SubproblemSplit SubproblemSplitter::split(std::size_t depth, const SearchLimits& limits) {
  if (depth == 0) throw std::invalid_argument("SubproblemSplitter::split: the depth must be >= 1");
  if (!can_split()) {
    throw std::logic_error(
        "SubproblemSplitter::split: a problem with multiplicities cannot be split into paths");
  }
  for (const OptionId option : limits.forced) {
    if (!option.valid() || static_cast<std::size_t>(option.value) >= problem_->option_count()) {
      throw std::out_of_range("SearchLimits::forced names option " + std::to_string(option.value) +
                              ", which does not exist");
    }
  }
  SubproblemSplit split;
  split.depth = depth;
  const std::function<void(std::span<const OptionId>)> collect =
      [&split](std::span<const OptionId> path) {
        split.paths.emplace_back(path.begin(), path.end());
      };
  SearchLimits split_limits;
  split_limits.forced = limits.forced;
  split_limits.time_limit = limits.time_limit;
  split_limits.stop_flag = limits.stop_flag;
  detail::SearchControl control = detail::make_control(split_limits);
  control.heuristic = heuristic_;
  control.split_depth = depth;
  control.on_split = &collect;
  engine_->reset_weights();
  split.result = engine_->search(nullptr, split_limits, control);
  return split;
}

SubproblemSplit SubproblemSplitter::split_into(std::size_t wanted, const SearchLimits& limits,
                                               std::size_t deepest) {
  SearchStats spent;
  for (std::size_t depth = 1;; ++depth) {
    SubproblemSplit split = this->split(depth, limits);
    spent.nodes += split.result.stats.nodes;
    spent.updates += split.result.stats.updates;
    split.result.stats.nodes = spent.nodes;
    split.result.stats.updates = spent.updates;
    if (!split.result.complete() || split.paths.size() >= wanted || depth >= deepest) return split;
    // No path reached this depth: the whole tree is above it, and going deeper changes nothing.
    std::size_t longest = 0;
    for (const std::vector<OptionId>& path : split.paths) longest = std::max(longest, path.size());
    if (longest < limits.forced.size() + depth) return split;
  }
}

}  // namespace dlx
