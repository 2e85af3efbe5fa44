// Kept apart from PrintingJobRunner's exact-cover path: the answer here has two parts, the proven
// minimum and the covers of that size, and both have to be read back from a limit-cut search.
#include "apps/dlx/minimum_cover_printing.hpp"

#include <fmt/format.h>
#include <dlx/minimum_cover.hpp>

#include <optional>
#include <string>
#include <vector>

#include <dlx/command/exit_codes.hpp>
#include <dlx/text/input_error.hpp>
#include <dlx/text/json_text.hpp>

namespace dlx::app {
namespace {

std::string plural(std::uint64_t n, const char* one, const char* many) {
  return fmt::format("{} {}", n, n == 1 ? one : many);
}

// "4860 minimum covers (of 5 options)", "at least 12 minimum covers (...) (time limit reached)".
std::string count_sentence(const MinimumCoverResult& answer, std::uint64_t covers,
                           bool stopped_at_limit) {
  if (!answer.minimum) {
    if (answer.result.cut_short()) {
      return fmt::format(
          "no cover found before the {}; the minimum is at least {}",
          answer.result.status == SearchStatus::kTimeLimit ? "time limit" : "interruption",
          answer.lower_bound);
    }
    return "no cover: some item is in no option";
  }
  const std::string counted =
      fmt::format("{} of the minimum size {}", plural(covers, "cover", "covers"), *answer.minimum);
  if (answer.result.status == SearchStatus::kTimeLimit) {
    return "at least " + counted + " (time limit reached)";
  }
  if (answer.result.status == SearchStatus::kInterrupted) {
    return "at least " + counted + " (interrupted)";
  }
  if (stopped_at_limit) return counted + " (stopped at --limit; there may be more)";
  return counted;
}

}  // namespace

int solve_minimum_cover(const Job& job, const SearchSettings& settings, SearchLimits limits,
                        ProgressLine& progress, std::ostream& out, std::ostream& err,
                        JobSummary& last) {
  progress.attach(limits);
  std::optional<MinimumCoverSolver> built;
  try {
    built.emplace(*job.problem);
  } catch (const ModelError& e) {
    throw InputError(job.label, 0, e.what());
  }
  MinimumCoverSolver& solver = *built;
  const SearchMode mode = settings.mode;
  const std::uint64_t wanted = mode == SearchMode::kFirst    ? 1
                               : mode == SearchMode::kUnique ? 2
                                                             : settings.limit;
  const std::string input = json_string(job.label);

  std::uint64_t covers = 0;
  bool stopped_at_limit = false;
  std::vector<OptionId> first;
  std::string failed_check;
  MinimumCoverResult answer;
  if (mode == SearchMode::kCount) {
    limits.max_solutions = wanted;
    answer = solver.count(limits);
    covers = answer.result.stats.solutions;
    stopped_at_limit = answer.result.status == SearchStatus::kSolutionLimit;
  } else {
    answer = solver.search(
        [&](SolutionView cover) {
          // Every cover shown is checked first; a failure is a bug, and it stops everything.
          if (auto problem = job.check(cover)) {
            failed_check = *problem;
            return VisitControl::kStop;
          }
          ++covers;
          if (first.empty()) first.assign(cover.begin(), cover.end());
          if (mode == SearchMode::kAll) {
            const ProgressLine::Hold hold(progress);
            if (settings.json) {
              out << fmt::format("{{\"input\":{},\"index\":{},\"minimum\":{},\"solution\":{}}}\n",
                                 input, covers, cover.size(), job.render_json(cover));
            } else {
              out << fmt::format("solution {}:\n{}\n\n", covers, job.render(cover));
            }
            if (hold.flush_output()) out.flush();
          }
          if (wanted != 0 && covers >= wanted) {
            stopped_at_limit = mode == SearchMode::kAll;
            return VisitControl::kStop;
          }
          return VisitControl::kContinue;
        },
        limits);
  }
  progress.erase();
  if (!failed_check.empty()) {
    err << fmt::format(
        "dlx: internal error: {}: a cover failed its independent check: {}\n"
        "This is a bug in dlx; please report it with the input.\n",
        job.label, failed_check);
    return kExitInternal;
  }

  const bool found = answer.minimum.has_value();
  const bool cut_short = answer.result.cut_short();
  const bool reached_wanted = wanted != 0 && covers >= wanted;
  const char* verdict = covers >= 2   ? "multiple"
                        : cut_short   ? "unknown"
                        : covers == 1 ? "unique"
                                      : "none";
  last.solutions = covers;
  last.complete = answer.result.complete();
  if (settings.json) {
    std::string line =
        fmt::format("{{\"input\":{},\"status\":\"{}\",\"complete\":{},\"minimum\":", input,
                    reached_wanted ? "solution limit" : to_string(answer.result.status),
                    answer.result.complete());
    line += found ? std::to_string(*answer.minimum) : "null";
    if (!found) line += fmt::format(",\"lower_bound\":{}", answer.lower_bound);
    line += fmt::format(",\"solutions\":{},\"nodes\":{},\"seconds\":{:.6f}", covers,
                        answer.result.stats.nodes, answer.result.stats.seconds);
    if (mode == SearchMode::kUnique) line += fmt::format(",\"verdict\":\"{}\"", verdict);
    if (!first.empty() && (mode == SearchMode::kFirst || mode == SearchMode::kUnique)) {
      line += ",\"solution\":" + job.render_json(first);
    }
    out << line << "}\n";
  } else if (mode == SearchMode::kFirst || mode == SearchMode::kUnique) {
    if (found) {
      const char* which = mode == SearchMode::kFirst ? "a minimum cover"
                          : covers >= 2              ? "several minimum covers; the first"
                          : covers == 1              ? "the only minimum cover"
                                                     : "unknown; one minimum cover";
      out << fmt::format("minimum {} (proven: no cover has fewer options); {}:\n{}\n",
                         *answer.minimum, which, job.render(first));
    } else {
      out << count_sentence(answer, covers, false) << "\n";
    }
  } else {
    out << count_sentence(answer, covers, stopped_at_limit) << "\n";
  }

  if (settings.stats) {
    const SearchStats& stats = answer.result.stats;
    const double rate = stats.seconds > 0 ? static_cast<double>(stats.nodes) / stats.seconds : 0.0;
    err << fmt::format("{}: {}, {} nodes, {:.3f} s, {:.0f} nodes/s\n", job.label,
                       count_sentence(answer, covers, stopped_at_limit), stats.nodes, stats.seconds,
                       rate);
  }

  // As for exact cover: 0 once the answer asked for is known, 3 when a limit left it unfinished.
  if (cut_short) {
    const bool answered =
        mode == SearchMode::kFirst ? found : mode == SearchMode::kUnique && covers >= 2;
    return answered ? kExitSolved : kExitCutShort;
  }
  return found ? kExitSolved : kExitNoSolution;
}

}  // namespace dlx::app
