// The JobRunner of dlx-mpi: the seam between the commands of dlx, which read their input and
// hand over jobs exactly as under dlx, and the ranks. Every rank runs the same command on the
// same input, so every rank gets the same jobs in the same order; a job that is worth spreading
// (counting, listing, a first solution, a verdict, on a model that splits into paths of options)
// is searched by all ranks, rank 0 coordinating (coordinator.hpp) and every rank, rank 0 too,
// searching subproblems (subproblem_worker.hpp). Rank 0 prints what dlx prints; the other
// ranks print nothing.
//
// Run on rank 0 alone, as dlx would, the others waiting: --estimate, minimum covers, the small
// searches of a batch (Job::small_search: a file of Sudoku), and problems with multiplicities
// (Algorithm M, whose nodes are not paths of options).
#pragma once

#include <dlx/command/command.hpp>

#include <atomic>
#include <memory>
#include <optional>
#include <ostream>
#include <string>

#include "apps/dlx-mpi/distributed_search.hpp"
#include "apps/dlx-mpi/message_passing.hpp"
#include "apps/dlx/app.hpp"
#include "apps/dlx/command_line.hpp"
#include "apps/dlx/printing_job_runner.hpp"

namespace dlx::mpi {

class DistributedJobRunner : public JobRunner {
 public:
  // `out` and `err` are the real streams on rank 0, and discard everything on the others. Throws
  // UsageError for a --checkpoint that cannot apply (the same on every rank).
  DistributedJobRunner(const World& world, const app::Invocation& invocation, std::ostream& out,
                       std::ostream& err, const app::RunEnvironment& environment);

  int run(const Job& job) override;
  int report_no_solution(const std::string& label, const std::string& reason) override;
  const JobSummary& last() const override { return last_; }
  // Every rank finds the verdict alone, as dlx does (the modes that ask for one print their own
  // results, on rank 0).
  UniquenessResult verdict(const Job& job) override { return alone_->verdict(job); }

 private:
  // Why a job runs on rank 0 alone; nullopt when it is spread.
  std::optional<std::string> not_spread(const Job& job) const;
  int run_alone(const Job& job);
  bool counts_with_cache(const Job& job, Solver& solver, const DistributedSearch& search) const;
  int run_spread(const Job& job);
  int coordinate(const Job& job, Solver& solver, const DistributedSearch& search);
  // Rank 0 gives up a spread job before it starts (a bad checkpoint): the workers are told.
  void abandon_job();
  // Rank 0 tells the workers what the job came to; the workers wait for it.
  void share_summary();
  int print(const app::Answer& answer, const Job& job);

  const World& world_;
  const app::Invocation& invocation_;
  std::ostream& out_;
  std::ostream& err_;
  app::RunEnvironment environment_;
  std::unique_ptr<app::PrintingJobRunner> alone_;
  std::optional<std::string> checkpoint_path_;
  std::size_t per_rank_ = 64;
  unsigned threads_ = 1;
  std::uint64_t job_number_ = 0;
  std::uint64_t spread_jobs_ = 0;
  JobSummary last_;
  // When the job under way began (for --time-limit): the run's start, then the end of the last.
  Clock::time_point job_clock_ = Clock::now();
};

}  // namespace dlx::mpi
