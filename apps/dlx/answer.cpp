#include "apps/dlx/answer.hpp"

#include <dlx/command/exit_codes.hpp>

namespace dlx::app {

bool Answer::found() const {
  if (minimum_cover) return minimum_cover->minimum.has_value();
  if (minimum_cost) return !minimum_cost->solutions.empty();
  return solutions > 0;
}

bool Answer::stopped_at_user_limit() const {
  return reached_wanted && (mode == SearchMode::kAll || mode == SearchMode::kCount);
}

bool Answer::answered_despite_cut() const {
  // The cheapest found is no answer until the search has proven it (exit 3 when cut short).
  if (minimum_cost) return false;
  if (mode == SearchMode::kFirst) return found();
  return mode == SearchMode::kUnique && solutions >= 2;
}

Uniqueness verdict(const Answer& answer) {
  if (answer.solutions >= 2) return Uniqueness::kMultiple;
  if (answer.result.cut_short()) return Uniqueness::kUnknown;
  return answer.solutions == 1 ? Uniqueness::kUnique : Uniqueness::kNone;
}

int exit_code(const Answer& answer) {
  if (answer.failed_check) return kExitInternal;
  if (answer.result.status == SearchStatus::kInterrupted) return kExitInterrupted;
  if (answer.result.cut_short()) return answer.answered_despite_cut() ? kExitSolved : kExitCutShort;
  return answer.found() ? kExitSolved : kExitNoSolution;
}

const char* EstimateAnswer::status() const {
  if (interrupted) return "interrupted";
  return estimate.probes < probes_asked ? "time limit" : "complete";
}

int exit_code(const EstimateAnswer& answer) {
  return answer.interrupted ? kExitInterrupted : kExitSolved;
}

}  // namespace dlx::app
