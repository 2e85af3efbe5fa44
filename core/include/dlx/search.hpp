// What a search is asked to do, and what it reports.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <vector>

#include "dlx/ids.hpp"

namespace dlx {

// Limits on one search. The defaults mean "no limit".
struct SearchLimits {
  // Stop after this many solutions (0: no limit).
  std::uint64_t max_solutions = 0;
  // Stop once this much wall time has passed (nullopt: no limit). Checked every 1024 nodes.
  std::optional<std::chrono::duration<double>> time_limit;
  // Stop when another thread (or a signal handler) sets this flag. Checked every 1024 nodes.
  const std::atomic<bool>* stop_flag = nullptr;
  // Options every solution must contain (a puzzle's clues, say). They are chosen before the
  // search starts and come first in every solution; if they clash with each other there is no
  // solution. One model can so serve many puzzles that differ only in their clues, without being
  // rebuilt. The span must stay valid during the search.
  std::span<const OptionId> forced;
};

// Counters kept by the engine. Reporting them is the caller's job.
struct SearchStats {
  std::uint64_t nodes = 0;      // search-tree nodes: levels entered, the root included
  std::uint64_t updates = 0;    // links removed while covering (Knuth's "updates")
  std::uint64_t solutions = 0;  // solutions reached
  double seconds = 0.0;         // wall time of the search
};

enum class SearchStatus {
  kComplete,       // the whole tree was explored
  kSolutionLimit,  // stopped after SearchLimits::max_solutions solutions
  kStoppedByVisitor,
  kTimeLimit,
  kInterrupted,  // SearchLimits::stop_flag was set
};

struct SearchResult {
  SearchStatus status = SearchStatus::kComplete;
  SearchStats stats;

  // True when the search saw the whole tree, so the solution count is exact.
  bool complete() const { return status == SearchStatus::kComplete; }
  // True when a limit of time or an interruption, not the caller's request, ended the search:
  // a count is then only a lower bound ("at least N").
  bool cut_short() const {
    return status == SearchStatus::kTimeLimit || status == SearchStatus::kInterrupted;
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

}  // namespace dlx
