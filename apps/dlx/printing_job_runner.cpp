#include "apps/dlx/printing_job_runner.hpp"

#include <fmt/format.h>
#include <dlx/solver.hpp>

#include <string>

#include "apps/dlx/exit_codes.hpp"
#include "encoders/json_text.hpp"

namespace dlx::app {
namespace {

std::string plural(std::uint64_t n, const char* one, const char* many) {
  return fmt::format("{} {}", n, n == 1 ? one : many);
}

// "92 solutions", "at least 12 solutions (time limit reached)", ...
std::string count_sentence(const SearchResult& result) {
  const std::uint64_t n = result.stats.solutions;
  switch (result.status) {
    case SearchStatus::kComplete:
      return plural(n, "solution", "solutions");
    case SearchStatus::kSolutionLimit:
      return plural(n, "solution", "solutions") + " (stopped at --limit; there may be more)";
    case SearchStatus::kStoppedByVisitor:
      return plural(n, "solution", "solutions") + " (stopped)";
    case SearchStatus::kTimeLimit:
      return "at least " + plural(n, "solution", "solutions") + " (time limit reached)";
    case SearchStatus::kInterrupted:
      return "at least " + plural(n, "solution", "solutions") + " (interrupted)";
  }
  return "";
}

std::string stats_json(const SearchResult& result) {
  return fmt::format(
      "\"status\":\"{}\",\"complete\":{},\"solutions\":{},\"nodes\":{},\"updates\":{},"
      "\"seconds\":{:.6f}",
      to_string(result.status), result.complete(), result.stats.solutions, result.stats.nodes,
      result.stats.updates, result.stats.seconds);
}

int exit_code_for(const SearchResult& result, bool found) {
  if (result.cut_short()) return found ? kExitSolved : kExitCutShort;
  return found ? kExitSolved : kExitNoSolution;
}

}  // namespace

int PrintingJobRunner::run(const Job& job) {
  Solver solver(*job.problem);
  SearchLimits limits;
  if (settings_.time_limit)
    limits.time_limit = std::chrono::duration<double>(*settings_.time_limit);
  const std::string input = json_string(job.label);

  // Every solution is checked before it is printed; a failure is a bug in the encoder or the
  // engine, and it stops everything.
  std::string failed_check;
  auto verified = [&](SolutionView solution) {
    if (auto problem = job.check(solution)) {
      failed_check = *problem;
      return false;
    }
    return true;
  };

  SearchResult result;
  bool found = false;
  std::string solution_json;  // for the summary line, in first and unique modes
  std::string solution_text;
  switch (settings_.mode) {
    case SearchMode::kFirst:
    case SearchMode::kUnique: {
      std::vector<OptionId> first;
      if (settings_.mode == SearchMode::kFirst) {
        FirstSolution answer = solver.first(limits);
        result = answer.result;
        first = std::move(answer.options);
        found = answer.found;
      } else {
        UniquenessResult answer = solver.uniqueness(limits);
        result = answer.result;
        first = std::move(answer.first);
        found = answer.verdict == Uniqueness::kUnique || answer.verdict == Uniqueness::kMultiple;
      }
      if (found && !verified(first)) break;
      if (found) {
        solution_json = job.render_json(first);
        solution_text = job.render(first);
      }
      break;
    }
    case SearchMode::kAll: {
      limits.max_solutions = settings_.limit;
      std::uint64_t index = 0;
      result = solver.search(
          [&](SolutionView solution) {
            if (!verified(solution)) return VisitControl::kStop;
            ++index;
            if (settings_.json) {
              out_ << fmt::format(
                  "{{\"input\":{},\"index\":{},\"solutions\":{},\"nodes\":{},"
                  "\"solution\":{}}}\n",
                  input, index, index, solver.live_stats().nodes, job.render_json(solution));
            } else {
              out_ << fmt::format("solution {}:\n{}\n\n", index, job.render(solution));
            }
            return VisitControl::kContinue;
          },
          limits);
      found = result.stats.solutions > 0;
      break;
    }
    case SearchMode::kCount:
      limits.max_solutions = settings_.limit;
      result = solver.count(limits);
      found = result.stats.solutions > 0;
      break;
  }

  if (!failed_check.empty()) {
    err_ << fmt::format(
        "dlx: internal error: {}: a solution failed its independent check: {}\n"
        "This is a bug in dlx; please report it with the input.\n",
        job.label, failed_check);
    return kExitInternal;
  }

  if (settings_.json) {
    std::string line = fmt::format("{{\"input\":{},{}", input, stats_json(result));
    if (settings_.mode == SearchMode::kUnique) {
      const std::uint64_t n = result.stats.solutions;
      const char* verdict = n >= 2               ? "multiple"
                            : result.cut_short() ? "unknown"
                            : n == 1             ? "unique"
                                                 : "none";
      line += fmt::format(",\"verdict\":\"{}\"", verdict);
    }
    if (!solution_json.empty()) line += ",\"solution\":" + solution_json;
    out_ << line << "}\n";
  } else {
    switch (settings_.mode) {
      case SearchMode::kFirst:
        if (found) {
          out_ << solution_text << "\n";
        } else {
          out_ << (result.cut_short() ? "no solution found before the time limit\n"
                                      : "no solution\n");
        }
        break;
      case SearchMode::kUnique:
        if (result.stats.solutions >= 2) {
          out_ << "multiple solutions; the first one found:\n" << solution_text << "\n";
        } else if (result.cut_short()) {
          out_ << (found
                       ? "unknown (time limit reached after one solution):\n" + solution_text + "\n"
                       : std::string("unknown (time limit reached before any solution)\n"));
        } else if (found) {
          out_ << "unique solution:\n" << solution_text << "\n";
        } else {
          out_ << "no solution\n";
        }
        break;
      case SearchMode::kAll:
      case SearchMode::kCount:
        out_ << count_sentence(result) << "\n";
        break;
    }
  }

  if (settings_.stats) {
    const double rate = result.stats.seconds > 0 ? result.stats.nodes / result.stats.seconds : 0.0;
    err_ << fmt::format("{}: {}, {} nodes, {} updates, {:.3f} s, {:.0f} nodes/s\n", job.label,
                        count_sentence(result), result.stats.nodes, result.stats.updates,
                        result.stats.seconds, rate);
  }

  if (settings_.mode == SearchMode::kUnique && result.cut_short() && result.stats.solutions < 2) {
    return kExitCutShort;
  }
  if (settings_.mode == SearchMode::kAll || settings_.mode == SearchMode::kCount) {
    return result.cut_short() ? kExitCutShort : (found ? kExitSolved : kExitNoSolution);
  }
  return exit_code_for(result, found);
}

}  // namespace dlx::app
