#include "dlx/solver.hpp"

#include <stdexcept>
#include <string>

#include "links.hpp"
#include "search_loop.hpp"

namespace dlx {

namespace detail {
// The link structure and the search stack, allocated together once per solver.
struct Engine {
  explicit Engine(const Problem& problem) : links(problem), stack(links.primary_count()) {}
  Links links;
  SearchStack stack;
};
}  // namespace detail

Solver::Solver(const Problem& problem, SolverOptions options)
    : problem_(&problem), options_(options), engine_(std::make_unique<detail::Engine>(problem)) {}
Solver::~Solver() = default;
Solver::Solver(Solver&&) noexcept = default;
Solver& Solver::operator=(Solver&&) noexcept = default;

namespace {

void check_forced(const SearchLimits& limits, std::size_t option_count) {
  for (const OptionId option : limits.forced) {
    if (!option.valid() || static_cast<std::size_t>(option.value) >= option_count) {
      throw std::out_of_range("SearchLimits::forced names option " + std::to_string(option.value) +
                              ", which does not exist");
    }
  }
}

}  // namespace

SearchResult Solver::search(const SolutionVisitor& visit, const SearchLimits& limits) {
  check_forced(limits, problem_->option_count());
  return detail::run_search(engine_->links, engine_->stack, visit ? &visit : nullptr, limits);
}

SearchResult Solver::count(const SearchLimits& limits) {
  check_forced(limits, problem_->option_count());
  return detail::run_search(engine_->links, engine_->stack, nullptr, limits);
}

FirstSolution Solver::first(const SearchLimits& limits) {
  FirstSolution first;
  SearchLimits one = limits;
  one.max_solutions = 1;
  first.result = search(
      [&first](SolutionView solution) {
        first.options.assign(solution.begin(), solution.end());
        first.found = true;
        return VisitControl::kContinue;
      },
      one);
  return first;
}

UniquenessResult Solver::uniqueness(const SearchLimits& limits) {
  UniquenessResult answer;
  SearchLimits two = limits;
  two.max_solutions = 2;
  answer.result = search(
      [&answer](SolutionView solution) {
        if (answer.first.empty()) answer.first.assign(solution.begin(), solution.end());
        return VisitControl::kContinue;
      },
      two);
  const std::uint64_t found = answer.result.stats.solutions;
  if (found >= 2) {
    answer.verdict = Uniqueness::kMultiple;
  } else if (answer.result.cut_short()) {
    answer.verdict = Uniqueness::kUnknown;
  } else {
    answer.verdict = found == 1 ? Uniqueness::kUnique : Uniqueness::kNone;
  }
  return answer;
}

SearchEstimate Solver::estimate(std::uint64_t, std::uint64_t, const SearchLimits&) {
  throw std::logic_error("Solver::estimate is not implemented yet");
}

const SearchStats& Solver::live_stats() const {
  return engine_->stack.stats;
}

std::uint64_t Solver::fingerprint() const {
  return engine_->links.fingerprint();
}

const char* to_string(SearchStatus status) {
  switch (status) {
    case SearchStatus::kComplete:
      return "complete";
    case SearchStatus::kSolutionLimit:
      return "solution limit";
    case SearchStatus::kStoppedByVisitor:
      return "stopped";
    case SearchStatus::kTimeLimit:
      return "time limit";
    case SearchStatus::kInterrupted:
      return "interrupted";
  }
  return "unknown";
}

const char* to_string(Uniqueness verdict) {
  switch (verdict) {
    case Uniqueness::kNone:
      return "none";
    case Uniqueness::kUnique:
      return "unique";
    case Uniqueness::kMultiple:
      return "multiple";
    case Uniqueness::kUnknown:
      return "unknown";
  }
  return "unknown";
}

}  // namespace dlx
