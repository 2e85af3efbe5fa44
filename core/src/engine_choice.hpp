// Which engine a Solver runs (see engine.hpp).
#pragma once

#include <memory>

#include "dlx/problem.hpp"
#include "dlx/solver_options.hpp"
#include "engine.hpp"

namespace dlx::detail {

std::unique_ptr<Engine> make_engine(const Problem& problem, const SolverOptions& options);

}  // namespace dlx::detail
