#include "tests/support/solution_sequence.hpp"

namespace dlx::testing {

std::vector<std::vector<OptionId>> solution_sequence(const Problem& problem,
                                                     const SolverOptions& options,
                                                     const SearchLimits& limits) {
  std::vector<std::vector<OptionId>> sequence;
  Solver(problem, options)
      .search(
          [&sequence](SolutionView solution) {
            sequence.emplace_back(solution.begin(), solution.end());
            return VisitControl::kContinue;
          },
          limits);
  return sequence;
}

}  // namespace dlx::testing
