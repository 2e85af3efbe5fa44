// What the search flags ask of every search the app runs for a command, read from their values
// once the command line and the config file have been parsed and checked against the table
// (app_options.hpp).
#pragma once

#include <dlx/solver.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace dlx::app {

enum class SearchMode { kFirst, kAll, kCount, kUnique, kEstimate };

struct SearchSettings {
  SearchMode mode = SearchMode::kFirst;
  std::uint64_t limit = 0;           // at most this many solutions (0: no limit)
  std::optional<double> time_limit;  // seconds
  // --memory-limit in bytes: the memory the run may assume the machine has; nullopt: its
  // physical memory.
  std::optional<std::uint64_t> memory_limit;
  bool json = false;
  bool emit_dlx = false;  // --emit-dlx: write each job's model instead of searching
  bool stats = false;
  bool quiet = false;
  bool progress = false;  // --progress: a progress line even when standard error is no terminal
  double progress_interval = 0;  // --progress-interval: seconds between the lines of a log
  // Worker threads (0: one per hardware thread); nullopt: the default of the mode (threads_for).
  std::optional<unsigned> threads;
  std::optional<std::uint64_t> seed;  // for every Solver (SolverOptions::seed)
  // Every Solver's options: the seed, --heuristic, --propagate, --restarts, --restart-base.
  SolverOptions solver_options;
  std::uint64_t estimate_probes = 0;  // --estimate K, with mode kEstimate
  // The flags given that only the app's searches honour (--count, --limit, ...: search_only in
  // the table), as "--count", in table order: for a mode that runs no such search to refuse.
  std::vector<std::string> search_only_flags;
};

// The threads a search runs with: --threads when given, else every hardware thread for counting
// and listing, where they pay, and one for a first solution or a uniqueness verdict, which are
// usually quick and whose answer should not depend on which thread got there first. A small
// search (Job::small_search) gets one unless --threads says otherwise.
unsigned threads_for(const SearchSettings& settings, bool small_search = false);

// Reads the search flags from `values` (name -> value as typed, already checked against the
// table; flags "true" or "false"; absent when not given). Throws UsageError for flags that do not
// go together (--count with --all, --estimate with --limit, ...).
SearchSettings read_search_settings(const std::map<std::string, std::string>& values);

}  // namespace dlx::app
