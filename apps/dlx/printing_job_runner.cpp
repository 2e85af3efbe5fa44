#include "apps/dlx/printing_job_runner.hpp"

#include <fmt/format.h>
#include <dlx/command/exit_codes.hpp>
#include <dlx/solver.hpp>
#include <dlx/text/input_error.hpp>
#include <dlx/text/json_text.hpp>

#include <cmath>
#include <optional>
#include <string>

#include "apps/dlx/minimum_cover_printing.hpp"

namespace dlx::app {
namespace {

// What one search produced, in the terms the user asked in: solutions are those the job accepts,
// and a search stopped because the requested number was reached is not "cut short".
struct Outcome {
  SearchResult result;
  std::uint64_t solutions = 0;
  bool reached_limit = false;  // stopped at --limit (or at the 1 or 2 that first/unique need)
  bool limit_set_by_user = true;
  std::vector<OptionId> first;
  std::string failed_check;

  bool cut_short() const { return result.cut_short(); }
  bool complete() const { return result.complete(); }
};

// The seed of --estimate's probes when --seed is not given: fixed, so that an estimate repeats.
constexpr std::uint64_t kEstimateSeed = 1;

// A JSON number; JSON has no infinity or NaN, which a degenerate estimate could give.
std::string json_number(double value) {
  return std::isfinite(value) ? fmt::format("{}", value) : "null";
}

std::string plural(std::uint64_t n, const char* one, const char* many) {
  return fmt::format("{} {}", n, n == 1 ? one : many);
}

// "92 solutions", "at least 12 solutions (time limit reached)", ...
std::string count_sentence(const Outcome& outcome) {
  const std::string counted = plural(outcome.solutions, "solution", "solutions");
  if (outcome.result.status == SearchStatus::kTimeLimit) {
    return "at least " + counted + " (time limit reached)";
  }
  if (outcome.result.status == SearchStatus::kInterrupted) {
    return "at least " + counted + " (interrupted)";
  }
  if (outcome.reached_limit && outcome.limit_set_by_user) {
    return counted + " (stopped at --limit; there may be more)";
  }
  return counted;
}

const char* status_name(const Outcome& outcome) {
  if (outcome.reached_limit) return "solution limit";
  return to_string(outcome.result.status);
}

// What stopped a search before it could answer, for the text output.
const char* stopped_by(const Outcome& outcome) {
  return outcome.result.status == SearchStatus::kInterrupted ? "interrupted" : "time limit reached";
}

const char* uniqueness_verdict(const Outcome& outcome) {
  if (outcome.solutions >= 2) return "multiple";
  if (outcome.cut_short()) return "unknown";
  return outcome.solutions == 1 ? "unique" : "none";
}

}  // namespace

int PrintingJobRunner::run(const Job& job) {
  last_ = JobSummary{};
  last_.exit_code =
      settings_.mode == SearchMode::kEstimate ? estimate_and_print(job) : solve_and_print(job);
  last_.interrupted = interrupted();
  return last_.exit_code;
}

SearchLimits PrintingJobRunner::limits_for(const Job& job) const {
  SearchLimits limits;
  limits.forced = job.forced;
  if (settings_.time_limit) {
    limits.time_limit = std::chrono::duration<double>(*settings_.time_limit);
  }
  limits.stop_flag = stop_flag_;
  limits.threads = threads_for(settings_, job.small_search);
  // A first solution or a verdict wants whatever any worker finds first; listing and counting
  // keep the order (and, with --limit, the very solutions) of one thread.
  if (settings_.mode == SearchMode::kFirst || settings_.mode == SearchMode::kUnique) {
    limits.order = SearchLimits::Order::kAsFound;
  }
  return limits;
}

int PrintingJobRunner::solve_and_print(const Job& job) {
  if (job.minimum_cover) {
    // Its own search: one thread, no forced options (Job::minimum_cover), but Ctrl-C and the time
    // limit apply.
    SearchLimits limits = limits_for(job);
    limits.forced = {};
    limits.threads = 1;
    ProgressLine progress(progress_style_, job.label, err_, out_is_terminal_);
    return solve_minimum_cover(job, settings_, limits, progress, out_, err_, last_);
  }
  std::optional<Solver> own_solver;
  if (job.solver == nullptr) own_solver.emplace(*job.problem, SolverOptions{settings_.seed});
  Solver& solver = job.solver != nullptr ? *job.solver : *own_solver;
  SearchLimits limits = limits_for(job);
  ProgressLine progress(progress_style_, job.label, err_, out_is_terminal_);
  progress.attach(limits);
  const std::string input = json_string(job.label);
  const SearchMode mode = settings_.mode;
  // How many accepted solutions end the search: one to show, two to tell uniqueness, or --limit.
  const std::uint64_t wanted = mode == SearchMode::kFirst    ? 1
                               : mode == SearchMode::kUnique ? 2
                                                             : settings_.limit;

  Outcome outcome;
  if (mode == SearchMode::kCount && !job.accept) {
    // Counting every solution needs no visitor: the engine's own counter is the fastest way.
    limits.max_solutions = wanted;
    outcome.result = solver.count(limits);
    outcome.solutions = outcome.result.stats.solutions;
    outcome.reached_limit = outcome.result.status == SearchStatus::kSolutionLimit;
  } else {
    outcome.result = solver.search(
        [&](SolutionView solution) {
          if (job.accept && !job.accept(solution)) return VisitControl::kContinue;
          // Every solution shown is checked first; a failure is a bug, and it stops everything.
          if (mode != SearchMode::kCount) {
            if (auto problem = job.check(solution)) {
              outcome.failed_check = *problem;
              return VisitControl::kStop;
            }
          }
          ++outcome.solutions;
          if (outcome.first.empty()) outcome.first.assign(solution.begin(), solution.end());
          if (mode == SearchMode::kAll) {
            const ProgressLine::Hold hold(progress);
            if (settings_.json) {
              out_ << fmt::format(
                  "{{\"input\":{},\"index\":{},\"solutions\":{},\"nodes\":{},\"solution\":{}}}\n",
                  input, outcome.solutions, outcome.solutions, solver.live_stats().nodes,
                  job.render_json(solution));
            } else {
              out_ << fmt::format("solution {}:\n{}\n\n", outcome.solutions, job.render(solution));
            }
            if (hold.flush_output()) out_.flush();
          }
          if (wanted != 0 && outcome.solutions >= wanted) {
            outcome.reached_limit = true;
            return VisitControl::kStop;
          }
          return VisitControl::kContinue;
        },
        limits);
  }
  // Reaching the one or two solutions that first and unique need is their answer, not a limit
  // the user set.
  if (mode == SearchMode::kFirst || mode == SearchMode::kUnique) outcome.limit_set_by_user = false;
  progress.erase();

  if (!outcome.failed_check.empty()) {
    err_ << fmt::format(
        "dlx: internal error: {}: a solution failed its independent check: {}\n"
        "This is a bug in dlx; please report it with the input.\n",
        job.label, outcome.failed_check);
    return kExitInternal;
  }

  const bool found = outcome.solutions > 0;
  last_.solutions = outcome.solutions;
  last_.complete = outcome.complete();
  const bool show_first = found && (mode == SearchMode::kFirst || mode == SearchMode::kUnique);
  if (settings_.json) {
    std::string line = fmt::format(
        "{{\"input\":{},\"status\":\"{}\",\"complete\":{},\"solutions\":{},\"nodes\":{},"
        "\"updates\":{},\"seconds\":{:.6f}",
        input, status_name(outcome), outcome.complete(), outcome.solutions,
        outcome.result.stats.nodes, outcome.result.stats.updates, outcome.result.stats.seconds);
    if (mode == SearchMode::kUnique) {
      line += fmt::format(",\"verdict\":\"{}\"", uniqueness_verdict(outcome));
    }
    if (show_first) line += ",\"solution\":" + job.render_json(outcome.first);
    out_ << line << "}\n";
  } else if (mode == SearchMode::kFirst) {
    if (found) {
      out_ << job.render(outcome.first) << "\n";
    } else {
      const bool by_interruption = outcome.result.status == SearchStatus::kInterrupted;
      out_ << (!outcome.cut_short() ? "no solution\n"
               : by_interruption    ? "no solution found before the interruption\n"
                                    : "no solution found before the time limit\n");
    }
  } else if (mode == SearchMode::kUnique) {
    const std::string verdict = uniqueness_verdict(outcome);
    if (verdict == "multiple") {
      out_ << "multiple solutions; the first one found:\n" << job.render(outcome.first) << "\n";
    } else if (verdict == "unique") {
      out_ << "unique solution:\n" << job.render(outcome.first) << "\n";
    } else if (verdict == "none") {
      out_ << "no solution\n";
    } else if (found) {
      out_ << fmt::format("unknown ({} after one solution):\n", stopped_by(outcome))
           << job.render(outcome.first) << "\n";
    } else {
      out_ << fmt::format("unknown ({} before any solution)\n", stopped_by(outcome));
    }
  } else {
    out_ << count_sentence(outcome) << "\n";
  }

  // An interrupted search shows how far it got even without --stats: that is what the user
  // stopped it to see.
  const bool interrupted_here = outcome.result.status == SearchStatus::kInterrupted;
  if (settings_.stats || (interrupted_here && !settings_.quiet)) {
    const SearchStats& stats = outcome.result.stats;
    const double rate = stats.seconds > 0 ? static_cast<double>(stats.nodes) / stats.seconds : 0.0;
    const unsigned threads = limits.threads;
    err_ << fmt::format("{}: {}, {} nodes, {} updates, {:.3f} s, {:.0f} nodes/s, {} thread{}\n",
                        job.label, count_sentence(outcome), stats.nodes, stats.updates,
                        stats.seconds, rate, threads, threads == 1 ? "" : "s");
  }
  if (interrupted_here) return kExitInterrupted;

  // Found something: 0, even if a time limit came later, except when the answer asked for is a
  // count or a verdict that the limit left unfinished.
  if (outcome.cut_short()) {
    const bool answered =
        mode == SearchMode::kFirst ? found : outcome.solutions >= 2 && mode == SearchMode::kUnique;
    return answered ? kExitSolved : kExitCutShort;
  }
  return found ? kExitSolved : kExitNoSolution;
}

int PrintingJobRunner::estimate_and_print(const Job& job) {
  if (job.minimum_cover) {
    throw InputError(job.label, 0,
                     "--estimate probes exact-cover searches; it does not apply to a search for "
                     "a minimum cover");
  }
  std::optional<Solver> own_solver;
  if (job.solver == nullptr) own_solver.emplace(*job.problem, SolverOptions{settings_.seed});
  Solver& solver = job.solver != nullptr ? *job.solver : *own_solver;
  const SearchLimits limits = limits_for(job);
  const std::uint64_t wanted = settings_.estimate_probes;
  const SearchEstimate estimate =
      solver.estimate(wanted, settings_.seed.value_or(kEstimateSeed), limits);
  // Knuth's estimator is unbiased for the mean, and so is the spread scaled by time per node.
  const double seconds_stddev = estimate.nodes_stddev * estimate.seconds_per_node;
  const char* status = interrupted()              ? "interrupted"
                       : estimate.probes < wanted ? "time limit"
                                                  : "complete";
  if (settings_.json) {
    out_ << fmt::format(
        "{{\"input\":{},\"status\":\"{}\",\"probes\":{},\"nodes_estimate\":{},"
        "\"nodes_stddev\":{},\"solutions_estimate\":{},\"solutions_stddev\":{},"
        "\"seconds_estimate\":{},\"seconds_stddev\":{},\"seconds_per_node\":{},"
        "\"probe_seconds\":{}}}\n",
        json_string(job.label), status, estimate.probes, json_number(estimate.nodes),
        json_number(estimate.nodes_stddev), json_number(estimate.solutions),
        json_number(estimate.solutions_stddev), json_number(estimate.seconds),
        json_number(seconds_stddev), json_number(estimate.seconds_per_node),
        json_number(estimate.probe_seconds));
  } else {
    out_ << fmt::format(
        "estimate from {} random probes{} ({:.3f} s):\n"
        "nodes: {:.3g} (stddev {:.3g})\n"
        "solutions: {:.3g} (stddev {:.3g})\n"
        "seconds: {:.3g} (stddev {:.3g}), at {:.3g} s per node\n",
        estimate.probes, estimate.probes < wanted ? fmt::format(" of {} ({})", wanted, status) : "",
        estimate.probe_seconds, estimate.nodes, estimate.nodes_stddev, estimate.solutions,
        estimate.solutions_stddev, estimate.seconds, seconds_stddev, estimate.seconds_per_node);
  }
  if (job.accept && !settings_.quiet) {
    err_ << fmt::format(
        "{}: note: the estimate counts every solution of the model, before the command's own "
        "selection (such as --distinct)\n",
        job.label);
  }
  return interrupted() ? kExitInterrupted : kExitSolved;
}

int PrintingJobRunner::report_no_solution(const std::string& label, const std::string& reason) {
  if (settings_.json) {
    out_ << fmt::format(
        "{{\"input\":{},\"status\":\"complete\",\"complete\":true,\"solutions\":0,\"nodes\":0,"
        "\"updates\":0,\"seconds\":0{},\"reason\":{}}}\n",
        json_string(label), settings_.mode == SearchMode::kUnique ? ",\"verdict\":\"none\"" : "",
        json_string(reason));
  } else {
    out_ << "no solution: " << reason << "\n";
  }
  last_ = JobSummary{kExitNoSolution, 0, true};
  return kExitNoSolution;
}

}  // namespace dlx::app
