#include "apps/dlx-mpi/distributed_job_runner.hpp"

#include <fmt/format.h>
#include <dlx/command/exit_codes.hpp>
#include <dlx/command/registry.hpp>
#include <dlx/text/input_error.hpp>

#include <algorithm>
#include <numeric>
#include <thread>

#include "apps/dlx-mpi/checkpoint.hpp"
#include "apps/dlx-mpi/coordinator.hpp"
#include "apps/dlx-mpi/distributed_progress.hpp"
#include "apps/dlx-mpi/job_fingerprint.hpp"
#include "apps/dlx-mpi/mpi_options.hpp"
#include "apps/dlx-mpi/protocol.hpp"
#include "apps/dlx-mpi/subproblem_worker.hpp"
#include "apps/dlx/answer_printing.hpp"
#include "apps/dlx/memory_budget.hpp"
#include "apps/dlx/usage_error.hpp"

namespace dlx::mpi {
namespace {

std::uint64_t solutions_wanted(const SearchSettings& settings) {
  switch (settings.mode) {
    case SearchMode::kFirst:
      return 1;
    case SearchMode::kUnique:
      return 2;
    default:
      return settings.limit;
  }
}

std::vector<std::uint64_t> summary_words(const JobSummary& summary) {
  return {static_cast<std::uint64_t>(summary.exit_code), summary.solutions,
          summary.complete ? 1u : 0u, summary.interrupted ? 1u : 0u};
}

JobSummary summary_of(const std::vector<std::uint64_t>& words) {
  JobSummary summary;
  if (words.size() < SummaryWords::kSize) return summary;
  summary.exit_code = static_cast<int>(words[0]);
  summary.solutions = words[1];
  summary.complete = words[2] != 0;
  summary.interrupted = words[3] != 0;
  return summary;
}

// As dlx chooses (app.cpp): a live line on a terminal unless --quiet; --progress anywhere.
app::ProgressStyle progress_style(const SearchSettings& search,
                                  const app::RunEnvironment& environment) {
  if (!search.progress && (search.quiet || !environment.err_is_terminal)) {
    return app::ProgressStyle::kOff;
  }
  return environment.err_is_terminal ? app::ProgressStyle::kTerminal : app::ProgressStyle::kLog;
}

std::string default_of(const char* name) {
  for (const CommandOption& row : mpi_options()) {
    if (row.name == name) return row.default_value;
  }
  return "";
}

}  // namespace

DistributedJobRunner::DistributedJobRunner(const World& world, const app::Invocation& invocation,
                                           std::ostream& out, std::ostream& err,
                                           const app::RunEnvironment& environment)
    : world_(world),
      invocation_(invocation),
      out_(out),
      err_(err),
      environment_(environment),
      alone_(app::make_printing_runner(invocation.search, out, err, environment)) {
  const auto& values = invocation.search_values;
  if (auto it = values.find("checkpoint"); it != values.end()) {
    if (it->second.empty()) throw app::UsageError("--checkpoint needs a FILE");
    if (invocation.search.mode != SearchMode::kCount || invocation.search.limit != 0) {
      throw app::UsageError(
          "--checkpoint records a count: it goes with --count, without --limit (a listing "
          "started again would print its solutions out of order)");
    }
    checkpoint_path_ = it->second;
  }
  const auto per_rank = values.find("subproblems-per-rank");
  per_rank_ = whole_number_value(per_rank != values.end() ? per_rank->second
                                                          : default_of("subproblems-per-rank"));
  // One thread per rank unless --threads says otherwise: MPI starts a rank per core.
  if (invocation.search.threads) {
    threads_ = *invocation.search.threads == 0 ? std::max(1u, std::thread::hardware_concurrency())
                                               : *invocation.search.threads;
  }
}

std::optional<std::string> DistributedJobRunner::not_spread(const Job& job) const {
  if (invocation_.search.mode == SearchMode::kEstimate) return "an estimate";
  if (invocation_.search.wants_diagram()) {
    return "the diagram of all solutions (--zdd, --sample, --count-by-size)";
  }
  if (job.minimum_cover) return "a search for a minimum cover";
  if (job.cheapest > 0) return "a search for the cheapest solutions";
  if (job.small_search) return "one of a batch of small searches";
  if (job.problem->has_multiplicities()) {
    return "a problem with multiplicities (whose subtrees are not paths of options)";
  }
  return std::nullopt;
}

int DistributedJobRunner::run(const Job& job) {
  ++job_number_;
  // The next job's time starts when this one ends, as under dlx (PrintingJobRunner).
  struct NextJobClock {
    Clock::time_point& clock;
    ~NextJobClock() { clock = Clock::now(); }
  } next_job_clock{job_clock_};
  if (const std::optional<std::string> why = not_spread(job)) {
    if (checkpoint_path_) {
      throw app::UsageError(
          fmt::format("--checkpoint applies to a search spread over the ranks, and {} runs on "
                      "rank 0 alone",
                      *why));
    }
    return run_alone(job);
  }
  if (checkpoint_path_ && ++spread_jobs_ > 1) {
    throw app::UsageError("--checkpoint records one search, and this input has several");
  }
  return run_spread(job);
}

// A count that the memoized count serves runs on rank 0 alone, as dlx runs it (with --threads
// workers sharing its cache), and exact past 2^64. Spread, each subproblem was counted with a cache
// of its own: the subproblems below the first levels are the same in every branch, so every rank
// counted nearly all of them again (the 14x14 board: 8.7 million nodes on one rank, 16.6 million
// on two, where dlx takes 130,000), and the sum of 64-bit counts wrapped past 2^64.
bool DistributedJobRunner::counts_with_cache(const Job& job, Solver& solver,
                                             const DistributedSearch& search) const {
  if (search.sends_solutions() || job.accept || !job.count_terms.empty()) return false;
  SearchLimits limits;
  limits.forced = job.forced;
  limits.max_solutions = search.wanted;
  return solver.count_uses_cache(limits);
}

int DistributedJobRunner::run_alone(const Job& job) {
  if (world_.rank == 0) {
    alone_->run(job);
    last_ = alone_->last();
  }
  share_summary();
  return last_.exit_code;
}

void DistributedJobRunner::share_summary() {
  if (world_.rank == 0) {
    const std::vector<std::uint64_t> words = summary_words(last_);
    for (int rank = 1; rank < world_.size; ++rank) world_.orders.send(rank, kSummary, words);
  } else {
    last_ = summary_of(world_.orders.receive(0, kSummary).words);
  }
}

int DistributedJobRunner::report_no_solution(const std::string& label, const std::string& reason) {
  // Decided from the input alone, the same on every rank: no message needed.
  const int code = alone_->report_no_solution(label, reason);
  last_ = alone_->last();
  return code;
}

int DistributedJobRunner::run_spread(const Job& job) {
  std::optional<Solver> own_solver;
  DistributedSearch search;
  search.solver_options = job.solver_options.value_or(invocation_.search.solver_options);
  // --memory-limit and the note over 1 GB, as under dlx, per rank. Only a limit given: it is the
  // same on every rank, so every rank refuses alike before any message of the job, where the
  // machines' own memories may differ from rank to rank.
  MemoryNeed need = Solver::memory_needed(*job.problem, search.solver_options);
  if (job.solver != nullptr) need.engine = 0;
  if (invocation_.search.memory_limit) {
    if (auto refusal =
            app::memory_refusal(need, threads_, *invocation_.search.memory_limit, true)) {
      throw InputError(job.label, 0, *refusal + " (on each rank)");
    }
  }
  if (need.with_threads(threads_) > app::kMemoryNoteBytes && !invocation_.search.quiet) {
    err_ << fmt::format("dlx-mpi: note: {}: on each rank, {}\n", job.label,
                        app::memory_note(need, threads_));
  }
  if (job.solver == nullptr) own_solver.emplace(*job.problem, search.solver_options);
  Solver& solver = job.solver != nullptr ? *job.solver : *own_solver;
  search.mode = invocation_.search.mode;
  search.wanted = solutions_wanted(invocation_.search);
  if (counts_with_cache(job, solver, search)) {
    // Every rank gives the same verdict (Solver::count_uses_cache probes by nodes alone).
    if (checkpoint_path_) {
      throw app::UsageError(
          "--checkpoint applies to a search spread over the ranks, and a count the cache serves "
          "runs on rank 0 alone");
    }
    Job with_solver = job;
    with_solver.solver = &solver;
    return run_alone(with_solver);
  }
  search.threads = threads_;
  if (invocation_.search.time_limit) {
    // From the job's start, as under dlx: reading the input and building the model count (they
    // are not stopped midway here, since every rank must stop at the same point; a limit passed
    // by then stops the search before it splits).
    search.deadline =
        job_clock_ + std::chrono::duration_cast<Clock::duration>(
                         std::chrono::duration<double>(*invocation_.search.time_limit));
  }
  const std::uint64_t hash = problem_hash(*job.problem);
  if (world_.rank != 0) {
    SubproblemWorker worker(world_, job, solver, search, environment_.stop_flag);
    worker.run(job_number_, hash);
    share_summary();
    return last_.exit_code;
  }
  return coordinate(job, solver, search);
}

int DistributedJobRunner::coordinate(const Job& job, Solver& solver,
                                     const DistributedSearch& search) {
  std::optional<Checkpoint> checkpoint;
  if (checkpoint_path_) {
    try {
      const Command* command = invocation_.command;
      CommandContext context;
      context.settings = invocation_.settings;
      context.search = invocation_.search;
      context.search.solver_options = search.solver_options;
      checkpoint.emplace(*checkpoint_path_, search_identity(*command, context, job));
    } catch (const InputError&) {
      abandon_job();
      throw;
    }
  }
  const std::uint64_t hash = problem_hash(*job.problem);
  // Rank 0 searches too, in a thread of its own; the coordinator mostly sleeps between messages.
  std::thread local_worker([&] {
    SubproblemWorker worker(world_, job, solver, search, environment_.stop_flag);
    worker.run(job_number_, hash);
  });
  app::ProgressTiming timing = environment_.progress_timing;
  timing.log_interval = std::chrono::duration<double>(invocation_.search.progress_interval);
  DistributedProgress progress(progress_style(invocation_.search, environment_), job.label, err_,
                               timing);
  SplitPlan plan;
  plan.per_rank = per_rank_;
  Coordinator coordinator(world_, job, invocation_.search, search, plan, out_, progress,
                          checkpoint ? &*checkpoint : nullptr, environment_.stop_flag);
  app::Answer answer;
  try {
    answer = coordinator.run(job_number_, hash);
  } catch (const std::exception& e) {
    err_ << fmt::format("dlx-mpi: {}\n", e.what()) << std::flush;
    MPI_Abort(MPI_COMM_WORLD, kExitInternal);
  }
  local_worker.join();
  const int code = print(answer, job);
  if (invocation_.search.stats && !answer.failed_check) {
    const CoordinatorStats& stats = coordinator.stats();
    const auto [fewest, most] =
        std::minmax_element(stats.nodes_per_rank.begin(), stats.nodes_per_rank.end());
    err_ << fmt::format(
        "{}: {} rank{} x {} thread{}; {} subproblems at depth {}, the queue split deeper {} "
        "time{}, {:.3f} s splitting; {} searched{}{}; nodes per rank from {} to {}\n",
        job.label, world_.size, world_.size == 1 ? "" : "s", threads_, threads_ == 1 ? "" : "s",
        stats.initial, stats.depth, stats.refinements, stats.refinements == 1 ? "" : "s",
        stats.split_seconds, stats.subproblems,
        stats.given_back != 0
            ? fmt::format(", {} given back while running and split ({} nodes searched again)",
                          stats.given_back, stats.given_back_nodes)
            : "",
        stats.resumed != 0 ? fmt::format(", {} finished before (checkpoint, {} solutions)",
                                         stats.resumed, stats.resumed_solutions)
                           : "",
        *fewest, *most);
    // The CPU time of the searching threads: with one thread per rank, what each rank's search
    // cost, and the balance of the work, which a machine shared with other work does not blur.
    if (threads_ == 1) {
      const auto [least, longest] =
          std::minmax_element(stats.search_cpu_per_rank.begin(), stats.search_cpu_per_rank.end());
      err_ << fmt::format(
          "{}: search CPU per rank from {:.3f} to {:.3f} s (all {:.3f} s), rank 0's coordinator "
          "{:.3f} s\n",
          job.label, *least, *longest,
          std::accumulate(stats.search_cpu_per_rank.begin(), stats.search_cpu_per_rank.end(), 0.0),
          stats.coordinator_cpu);
    }
  }
  share_summary();
  return code;
}

void DistributedJobRunner::abandon_job() {
  for (int rank = 1; rank < world_.size; ++rank) world_.reports.receive(rank, kReady);
  for (int rank = 1; rank < world_.size; ++rank) world_.orders.send(rank, kEnd, {});
  for (int rank = 1; rank < world_.size; ++rank) world_.reports.receive(rank, kEnded);
  last_ = JobSummary{};
  last_.exit_code = kExitUsage;
  share_summary();
}

int DistributedJobRunner::print(const app::Answer& answer, const Job& job) {
  last_ = JobSummary{};
  if (answer.failed_check) {
    err_ << fmt::format(
        "dlx-mpi: internal error: {}: a solution failed its independent check: {}\n"
        "This is a bug in dlx; please report it with the input.\n",
        job.label, *answer.failed_check);
  } else {
    last_.solutions = answer.solutions;
    last_.complete = answer.result.complete();
    out_ << (invocation_.search.json ? app::answer_json(answer, job.render_json)
                                     : app::answer_text(answer, job.render));
    const bool interrupted_here = answer.result.status == SearchStatus::kInterrupted;
    if (invocation_.search.stats || (interrupted_here && !invocation_.search.quiet)) {
      err_ << app::statistics_text(answer);
    }
  }
  last_.exit_code = app::exit_code(answer);
  last_.interrupted = environment_.stop_flag != nullptr && environment_.stop_flag->load();
  return last_.exit_code;
}

}  // namespace dlx::mpi
