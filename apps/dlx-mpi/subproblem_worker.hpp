// A worker: searches the subproblems rank 0 assigns, one at a time (with --threads each), and
// reports what it finds (protocol.hpp). Every rank runs one per spread job; rank 0 runs its own
// in a thread beside the coordinator.
#pragma once

#include <dlx/command/command.hpp>
#include <dlx/solver.hpp>

#include <atomic>
#include <cstdint>
#include <deque>
#include <vector>

#include "apps/dlx-mpi/distributed_search.hpp"
#include "apps/dlx-mpi/message_passing.hpp"

namespace dlx::mpi {

class SubproblemWorker {
 public:
  // `solver` searches job.problem (built with the options of the coordinator's splitter).
  // `user_stop`: this rank's Ctrl-C, which ends the job for every rank (through rank 0).
  SubproblemWorker(const World& world, const Job& job, Solver& solver,
                   const DistributedSearch& search, const std::atomic<bool>* user_stop);

  // Announces itself, then searches until rank 0 ends the job; returns the job's summary
  // (kEnd's words).
  std::vector<std::uint64_t> run(std::uint64_t job_number, std::uint64_t problem_hash);

 private:
  struct Assignment {
    std::uint64_t index = 0;
    std::vector<OptionId> path;
  };

  void search(const Assignment& assignment);
  VisitControl visit(SolutionView solution);
  void on_progress(const SearchProgress& progress);
  // Sends the batch of solutions, after the acknowledgement of the one before; false when the
  // job ended meanwhile.
  bool flush();
  // Takes one order from rank 0 (waiting for it), and files it.
  void take_order();
  bool should_stop() const { return stop_.load(std::memory_order_relaxed); }

  const World& world_;
  const Job& job_;
  Solver& solver_;
  const DistributedSearch& search_;
  const std::atomic<bool>* user_stop_;

  std::deque<Assignment> inbox_;
  std::atomic<bool> stop_{false};
  bool giving_back_ = false;  // stop_ was set by kGiveBack for the current subproblem
  bool ended_ = false;        // kEnd taken
  // The CPU time of this thread in the engine (with --threads 1, the rank's search: --stats).
  double search_cpu_seconds_ = 0;
  std::vector<std::uint64_t> summary_;
  bool batch_in_flight_ = false;

  // The subproblem being searched.
  std::uint64_t current_ = 0;
  std::uint64_t accepted_ = 0;
  std::vector<std::uint64_t> batch_;  // kSolutions: index, count, then size and ids per solution
  Clock::time_point last_flush_;
  Clock::time_point last_progress_;
};

}  // namespace dlx::mpi
