// What the search flags ask of every search the app runs for a command (--count, --threads,
// --seed, ...), read once from the command line and the config file (apps/dlx/search_settings.cpp)
// and handed to the command in its CommandContext: one copy, which the app's runner and the
// command's own searches (`sudoku --generate`, `--grade`) read alike.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <dlx/solver_options.hpp>

namespace dlx {

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
  // --emit-lp FILE, --emit-mps FILE: write the job's model as a 0-1 program for a MIP solver
  // instead of searching (empty: not); "-" is standard output.
  std::string emit_lp_file;
  std::string emit_mps_file;
  bool emits_model() const { return emit_dlx || !emit_lp_file.empty() || !emit_mps_file.empty(); }
  bool stats = false;
  bool quiet = false;
  bool progress = false;  // --progress: a progress line even when standard error is no terminal
  double progress_interval = 0;  // --progress-interval: seconds between the lines of a log
  // Worker threads (0: one per hardware thread); nullopt: the default of the mode (threads_for).
  std::optional<unsigned> threads;
  // Every Solver's options: --seed, --heuristic, --propagate, --restarts, --restart-base (the
  // rows of solver_option_table()). The seed is here only: solver_options.seed.
  SolverOptions solver_options;
  std::uint64_t estimate_probes = 0;  // --estimate K, with mode kEstimate
  // The diagram of all solutions (Solver::diagram), with mode kCount: --zdd FILE writes it
  // (empty: not), --sample N prints N solutions drawn from it, --count-by-size prints how many
  // solutions have each number of options.
  std::string zdd_file;
  std::uint64_t sample = 0;
  bool count_by_size = false;
  bool wants_diagram() const { return !zdd_file.empty() || sample > 0 || count_by_size; }
};

}  // namespace dlx
