// The solutions of a search in the order its visitor sees them, for tests that compare orders
// (threads, subproblems) with one thread's.
#pragma once

#include <dlx/problem.hpp>
#include <dlx/search.hpp>
#include <dlx/solver.hpp>

#include <vector>

namespace dlx::testing {

std::vector<std::vector<OptionId>> solution_sequence(const Problem& problem,
                                                     const SolverOptions& options,
                                                     const SearchLimits& limits);

}  // namespace dlx::testing
