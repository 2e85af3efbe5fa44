// What a spread job asks of every subproblem: the same on every rank, read from the same flags.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>

#include <dlx/solver.hpp>

#include "apps/dlx/search_settings.hpp"

namespace dlx::mpi {

using Clock = std::chrono::steady_clock;

struct DistributedSearch {
  SearchMode mode = SearchMode::kCount;
  // Accepted solutions that end the job (and that one subproblem needs at most): 1 for a first
  // solution, 2 for a uniqueness verdict, --limit; 0: all.
  std::uint64_t wanted = 0;
  unsigned threads = 1;  // per rank (--threads)
  // Of every rank's Solver and of rank 0's splitter: the job's own (queens keeps its organ-pipe
  // order without a seed), else the search flags' (--seed, --heuristic, --restarts).
  SolverOptions solver_options;
  // When the job must end (--time-limit), on each rank's own clock from the job's start.
  std::optional<Clock::time_point> deadline;

  // Whether the workers send their solutions to rank 0 (all but a count).
  bool sends_solutions() const { return mode != SearchMode::kCount; }
  // Whether rank 0 must print them in the order of one thread (--all, --limit), or takes the
  // first that come (a first solution, a verdict).
  bool ordered() const { return mode == SearchMode::kAll; }
};

}  // namespace dlx::mpi
