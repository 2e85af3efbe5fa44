#include "apps/dlx/answer_printing.hpp"

#include <fmt/format.h>
#include <dlx/text/english.hpp>
#include <dlx/text/json_text.hpp>

#include <cmath>

namespace dlx::app {
namespace {

// A JSON number; JSON has no infinity or NaN, which a degenerate estimate could give.
std::string json_number(double value) {
  return std::isfinite(value) ? fmt::format("{}", value) : "null";
}

// " (time limit reached)", " (interrupted)", " (stopped at --limit; ...)" or nothing, after a count
// that is then only a lower bound (or may be).
std::string count_qualifier(const Answer& answer, std::string counted) {
  if (answer.result.status == SearchStatus::kTimeLimit) {
    return "at least " + counted + " (time limit reached)";
  }
  if (answer.result.status == SearchStatus::kInterrupted) {
    return "at least " + counted + " (interrupted)";
  }
  if (answer.stopped_at_user_limit()) return counted + " (stopped at --limit; there may be more)";
  return counted;
}

// In the puzzle's words (Job::cover_noun): "5 queens"; an exact cover's size is a bare number.
std::string parts(const MinimumCoverAnswer& cover, std::size_t count) {
  if (cover.part_noun.empty()) return std::to_string(count);
  return counted(count, cover.part_noun.c_str(), (cover.part_noun + "s").c_str());
}

// "92 solutions", "at least 12 solutions (time limit reached)", "12 covers of the minimum size 3",
// "no cover found before the time limit; the minimum is at least 4", ...
std::string count_sentence(const Answer& answer) {
  if (!answer.minimum_cover) {
    // A memoized count past 2^64-1 (answer.solutions then holds 2^64-1): all its digits.
    if (!answer.result.solutions_past_64_bits.empty()) {
      return count_qualifier(answer, answer.result.solutions_past_64_bits + " solutions");
    }
    return count_qualifier(answer, counted(answer.solutions, "solution", "solutions"));
  }
  const MinimumCoverAnswer& cover = *answer.minimum_cover;
  if (!cover.cover_noun.empty()) {
    // "4860 dominating sets of the minimum 5 queens"
    const std::string noun = cover.cover_noun;
    if (!cover.minimum) {
      if (answer.result.cut_short()) {
        return fmt::format(
            "no {} found before the {}; at least {} needed", noun,
            answer.result.status == SearchStatus::kTimeLimit ? "time limit" : "interruption",
            parts(cover, cover.lower_bound));
      }
      return fmt::format("no {}", noun);
    }
    return count_qualifier(
        answer, fmt::format("{} of the minimum {}",
                            counted(answer.solutions, noun.c_str(), (noun + "s").c_str()),
                            parts(cover, *cover.minimum)));
  }
  if (!cover.minimum) {
    if (answer.result.cut_short()) {
      return fmt::format(
          "no cover found before the {}; the minimum is at least {}",
          answer.result.status == SearchStatus::kTimeLimit ? "time limit" : "interruption",
          cover.lower_bound);
    }
    return "no cover: some item is in no option";
  }
  return count_qualifier(
      answer, fmt::format("{} of the minimum size {}", counted(answer.solutions, "cover", "covers"),
                          *cover.minimum));
}

// What stopped a search before it could answer, for the text output.
const char* stopped_by(const Answer& answer) {
  return answer.result.status == SearchStatus::kInterrupted ? "interrupted" : "time limit reached";
}

std::string status_name(const Answer& answer) {
  return answer.reached_wanted ? "solution limit" : to_string(answer.result.status);
}

bool shows_first(const Answer& answer) {
  return answer.mode == SearchMode::kFirst || answer.mode == SearchMode::kUnique;
}

std::string exact_cover_text(const Answer& answer, const SolutionRenderer& render) {
  const bool found = answer.found();
  if (answer.mode == SearchMode::kFirst) {
    if (found) return render(answer.first) + "\n";
    if (!answer.result.cut_short()) return "no solution\n";
    return answer.result.status == SearchStatus::kInterrupted
               ? "no solution found before the interruption\n"
               : "no solution found before the time limit\n";
  }
  if (answer.mode == SearchMode::kUnique) {
    switch (verdict(answer)) {
      case Uniqueness::kMultiple:
        return "multiple solutions; the first one found:\n" + render(answer.first) + "\n";
      case Uniqueness::kUnique:
        return "unique solution:\n" + render(answer.first) + "\n";
      case Uniqueness::kNone:
        return "no solution\n";
      case Uniqueness::kUnknown:
        if (found) {
          return fmt::format("unknown ({} after one solution):\n", stopped_by(answer)) +
                 render(answer.first) + "\n";
        }
        return fmt::format("unknown ({} before any solution)\n", stopped_by(answer));
    }
  }
  return count_sentence(answer) + "\n";
}

std::string minimum_cover_text(const Answer& answer, const SolutionRenderer& render) {
  if (!shows_first(answer) || !answer.found()) return count_sentence(answer) + "\n";
  const MinimumCoverAnswer& cover = *answer.minimum_cover;
  const std::string noun = cover.cover_noun.empty() ? "cover" : cover.cover_noun;
  const std::string which = answer.mode == SearchMode::kFirst ? "a minimum " + noun
                            : answer.solutions >= 2
                                ? fmt::format("several minimum {}s; the first", noun)
                            : answer.solutions == 1 ? "the only minimum " + noun
                                                    : "unknown; one minimum " + noun;
  if (cover.cover_noun.empty()) {
    return fmt::format("minimum {} (proven: no cover has fewer options); {}:\n{}\n", *cover.minimum,
                       which, render(answer.first));
  }
  // "minimum 5 queens (proven: no dominating set has fewer); a minimum dominating set:"
  return fmt::format("minimum {} (proven: no {} has fewer); {}:\n{}\n",
                     parts(cover, *cover.minimum), noun, which, render(answer.first));
}

// "the time limit", "the interruption", "the node limit": what cut a search short.
std::string what_cut(const Answer& answer) {
  switch (answer.result.status) {
    case SearchStatus::kInterrupted:
      return "the interruption";
    case SearchStatus::kNodeLimit:
      return "the node limit";
    default:
      return "the time limit";
  }
}

// "minimum cost 42 (proven optimal)", "cost 45, the cheapest found before the time limit (not
// proven; the optimum is at least 40)", "no solution", ...
std::string cost_sentence(const Answer& answer) {
  const MinimumCostAnswer& costs = *answer.minimum_cost;
  if (costs.solutions.empty()) {
    if (!answer.result.cut_short()) return "no solution";
    return fmt::format("no solution found before {}; a solution would cost at least {}",
                       what_cut(answer), costs.lower_bound);
  }
  const Cost cheapest = costs.solutions.front().cost;
  if (costs.optimal) {
    if (costs.wanted == 1) return fmt::format("minimum cost {} (proven optimal)", cheapest);
    if (costs.solutions.size() < costs.wanted) {
      return fmt::format("{} (fewer than the {} asked), cheapest first, minimum cost {}",
                         counted(costs.solutions.size(), "solution", "solutions"), costs.wanted,
                         cheapest);
    }
    return fmt::format(
        "the {} cheapest solutions (proven: no other costs less than the last), "
        "minimum cost {}",
        costs.solutions.size(), cheapest);
  }
  const std::string bound = fmt::format("the optimum is at least {}", costs.lower_bound);
  if (costs.wanted == 1) {
    return fmt::format("cost {}, the cheapest found before {} (not proven optimal; {})", cheapest,
                       what_cut(answer), bound);
  }
  return fmt::format("{}, the cheapest found before {} (not proven; {})",
                     counted(costs.solutions.size(), "solution", "solutions"), what_cut(answer),
                     bound);
}

std::string minimum_cost_text(const Answer& answer, const SolutionRenderer& render) {
  const MinimumCostAnswer& costs = *answer.minimum_cost;
  if (costs.solutions.empty()) return cost_sentence(answer) + "\n";
  if (costs.wanted == 1) {
    return cost_sentence(answer) + ":\n" + render(costs.solutions.front().options) + "\n";
  }
  std::string text = cost_sentence(answer) + ":\n";
  for (std::size_t k = 0; k < costs.solutions.size(); ++k) {
    text += fmt::format("solution {}, cost {}:\n{}\n\n", k + 1, costs.solutions[k].cost,
                        render(costs.solutions[k].options));
  }
  return text;
}

std::string minimum_cost_json(const Answer& answer, const SolutionRenderer& render_json) {
  const MinimumCostAnswer& costs = *answer.minimum_cost;
  const SearchStats& stats = answer.result.stats;
  // "optimal": the search finished with a solution, which is then proven the cheapest.
  const std::string status =
      answer.result.complete() && !costs.solutions.empty() ? "optimal" : status_name(answer);
  std::string line = fmt::format("{{\"input\":{},\"status\":\"{}\",\"complete\":{}",
                                 json_string(answer.label), status, answer.result.complete());
  line += ",\"cost\":" + (costs.solutions.empty() ? std::string("null")
                                                  : std::to_string(costs.solutions.front().cost));
  line += fmt::format(",\"lower_bound\":{},\"solutions\":{},\"nodes\":{},\"seconds\":{:.6f}",
                      costs.lower_bound, costs.solutions.size(), stats.nodes, stats.seconds);
  if (answer.result.cut_short()) {
    line += fmt::format(",\"phase\":{}", json_string(to_string(answer.result.phase)));
  }
  if (!costs.solutions.empty()) {
    line += ",\"solution\":" + render_json(costs.solutions.front().options);
  }
  if (costs.wanted > 1) {
    line += ",\"best\":[";
    for (std::size_t k = 0; k < costs.solutions.size(); ++k) {
      if (k > 0) line += ',';
      line += fmt::format("{{\"cost\":{},\"solution\":{}}}", costs.solutions[k].cost,
                          render_json(costs.solutions[k].options));
    }
    line += "]";
  }
  return line + "}\n";
}

}  // namespace

std::string solution_text(std::uint64_t index, const std::string& rendered) {
  return fmt::format("solution {}:\n{}\n\n", index, rendered);
}

std::string solution_json(const Answer& so_far, std::uint64_t index,
                          std::optional<std::uint64_t> nodes, std::size_t size,
                          const std::string& rendered_json) {
  const std::string input = json_string(so_far.label);
  if (so_far.minimum_cover) {
    return fmt::format("{{\"input\":{},\"index\":{},\"minimum\":{},\"solution\":{}}}\n", input,
                       index, size, rendered_json);
  }
  const std::string counted = nodes ? fmt::format(",\"nodes\":{}", *nodes) : "";
  return fmt::format("{{\"input\":{},\"index\":{},\"solutions\":{}{},\"solution\":{}}}\n", input,
                     index, index, counted, rendered_json);
}

std::string answer_text(const Answer& answer, const SolutionRenderer& render) {
  if (answer.reason) return "no solution: " + *answer.reason + "\n";
  if (answer.minimum_cost) return minimum_cost_text(answer, render);
  if (answer.minimum_cover) return minimum_cover_text(answer, render);
  std::string text = exact_cover_text(answer, render);
  // --count-by-size: a line per size that has solutions, "32 options: 12988816".
  if (answer.by_size) {
    for (std::size_t k = 0; k < answer.by_size->size(); ++k) {
      const std::string& count = (*answer.by_size)[k];
      if (count != "0") text += fmt::format("{}: {}\n", counted(k, "option", "options"), count);
    }
  }
  return text;
}

std::string answer_json(const Answer& answer, const SolutionRenderer& render_json) {
  const std::string input = json_string(answer.label);
  const bool unique = answer.mode == SearchMode::kUnique;
  if (answer.reason) {
    // Decided before any search: no counters to report, and "seconds" is a plain 0.
    return fmt::format(
        "{{\"input\":{},\"status\":\"complete\",\"complete\":true,\"solutions\":0,\"nodes\":0,"
        "\"updates\":0,\"seconds\":0{},\"reason\":{}}}\n",
        input, unique ? ",\"verdict\":\"none\"" : "", json_string(*answer.reason));
  }
  if (answer.minimum_cost) return minimum_cost_json(answer, render_json);
  const SearchStats& stats = answer.result.stats;
  std::string line = fmt::format("{{\"input\":{},\"status\":\"{}\",\"complete\":{}", input,
                                 status_name(answer), answer.result.complete());
  if (answer.minimum_cover) {
    const MinimumCoverAnswer& cover = *answer.minimum_cover;
    line += ",\"minimum\":" + (cover.minimum ? std::to_string(*cover.minimum) : "null");
    if (!cover.minimum) line += fmt::format(",\"lower_bound\":{}", cover.lower_bound);
    line += fmt::format(",\"solutions\":{},\"nodes\":{},\"seconds\":{:.6f}", answer.solutions,
                        stats.nodes, stats.seconds);
  } else {
    // A count past 2^64-1 is a plain JSON integer too, all its digits (issue 29).
    const std::string solutions = !answer.result.solutions_past_64_bits.empty()
                                      ? answer.result.solutions_past_64_bits
                                      : std::to_string(answer.solutions);
    line += fmt::format(",\"solutions\":{},\"nodes\":{},\"updates\":{},\"seconds\":{:.6f}",
                        solutions, stats.nodes, stats.updates, stats.seconds);
    // Only a search with restarts (--restarts) has this field.
    if (stats.restarts > 0) line += fmt::format(",\"restarts\":{}", stats.restarts);
    // The threads that searched, as --stats says them (a memoized count's workers included).
    line += fmt::format(",\"threads\":{}", answer.threads);
  }
  // Where a search cut short was: building the model, splitting for the threads, searching.
  if (answer.result.cut_short()) {
    line += fmt::format(",\"phase\":{}", json_string(to_string(answer.result.phase)));
  }
  if (unique) line += fmt::format(",\"verdict\":\"{}\"", to_string(verdict(answer)));
  // --count-by-size: {"32":12988816}, the sizes that have solutions, each count a plain integer.
  if (answer.by_size) {
    line += ",\"by_size\":{";
    bool first = true;
    for (std::size_t k = 0; k < answer.by_size->size(); ++k) {
      const std::string& count = (*answer.by_size)[k];
      if (count == "0") continue;
      line += fmt::format("{}\"{}\":{}", first ? "" : ",", k, count);
      first = false;
    }
    line += "}";
  }
  // An exact cover's first solution may be empty (every item optional), and is still shown.
  const bool has_first = answer.minimum_cover ? !answer.first.empty() : answer.found();
  if (shows_first(answer) && has_first) line += ",\"solution\":" + render_json(answer.first);
  return line + "}\n";
}

std::string statistics_text(const Answer& answer) {
  const SearchStats& stats = answer.result.stats;
  const double rate = stats.seconds > 0 ? static_cast<double>(stats.nodes) / stats.seconds : 0.0;
  if (answer.minimum_cover) {
    return fmt::format("{}: {}, {} nodes, {:.3f} s, {:.0f} nodes/s\n", answer.label,
                       count_sentence(answer), stats.nodes, stats.seconds, rate);
  }
  if (answer.minimum_cost) {
    return fmt::format(
        "{}: {}, {} solutions found on the way, {} nodes, {:.3f} s, {:.0f} nodes/s\n", answer.label,
        cost_sentence(answer), stats.solutions, stats.nodes, stats.seconds, rate);
  }
  const std::string restarts = stats.restarts > 0 ? fmt::format(", {} restart{}", stats.restarts,
                                                                stats.restarts == 1 ? "" : "s")
                                                  : "";
  return fmt::format("{}: {}, {} nodes, {} updates, {:.3f} s, {:.0f} nodes/s{}, {} thread{}\n",
                     answer.label, count_sentence(answer), stats.nodes, stats.updates,
                     stats.seconds, rate, restarts, answer.threads, answer.threads == 1 ? "" : "s");
}

std::string estimate_text(const EstimateAnswer& answer) {
  const SearchEstimate& estimate = answer.estimate;
  // Knuth's estimator is unbiased for the mean, and so is the spread scaled by time per node.
  const double seconds_stddev = estimate.nodes_stddev * estimate.seconds_per_node;
  // A probe adds to the solutions only when it ends at one, so 0 means that none did: it says
  // that solutions are rare on random paths, not that there are none (6x10 pentominoes: 9356).
  const std::string solutions =
      estimate.solutions > 0 || estimate.probes == 0
          ? fmt::format("{:.3g} (stddev {:.3g})", estimate.solutions, estimate.solutions_stddev)
          : fmt::format(
                "unknown: none of the {} reached a solution (there may be many; more "
                "probes, or --count, tell)",
                counted(estimate.probes, "probe", "probes"));
  return fmt::format(
      "estimate from {} random probes{} ({:.3f} s):\n"
      "nodes: {:.3g} (stddev {:.3g})\n"
      "solutions: {}\n"
      "seconds: {:.3g} (stddev {:.3g}), at {:.3g} s per node\n",
      estimate.probes,
      estimate.probes < answer.probes_asked
          ? fmt::format(" of {} ({})", answer.probes_asked, answer.status())
          : "",
      estimate.probe_seconds, estimate.nodes, estimate.nodes_stddev, solutions, estimate.seconds,
      seconds_stddev, estimate.seconds_per_node);
}

std::string estimate_json(const EstimateAnswer& answer) {
  const SearchEstimate& estimate = answer.estimate;
  const double seconds_stddev = estimate.nodes_stddev * estimate.seconds_per_node;
  return fmt::format(
      "{{\"input\":{},\"status\":\"{}\",\"probes\":{},\"nodes_estimate\":{},"
      "\"nodes_stddev\":{},\"solutions_estimate\":{},\"solutions_stddev\":{},"
      "\"seconds_estimate\":{},\"seconds_stddev\":{},\"seconds_per_node\":{},"
      "\"probe_seconds\":{},\"probes_reached_solutions\":{}}}\n",
      json_string(answer.label), answer.status(), estimate.probes, json_number(estimate.nodes),
      json_number(estimate.nodes_stddev), json_number(estimate.solutions),
      json_number(estimate.solutions_stddev), json_number(estimate.seconds),
      json_number(seconds_stddev), json_number(estimate.seconds_per_node),
      json_number(estimate.probe_seconds), estimate.solutions > 0);
}

std::string estimate_selection_note(const EstimateAnswer& answer) {
  return fmt::format(
      "{}: note: the estimate counts every solution of the model, before the command's own "
      "selection (such as --distinct)\n",
      answer.label);
}

}  // namespace dlx::app
