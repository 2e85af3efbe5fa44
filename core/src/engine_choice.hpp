// Which engine a Solver runs (see engine.hpp).
#pragma once

#include <memory>

#include "dlx/problem.hpp"
#include "dlx/solver_options.hpp"
#include "engine.hpp"

namespace dlx::detail {

// Whether `options` on `problem` run on the bitsets (else on the links): the engine asked for, or
// with kAuto the one the problem's shape suits. Solver::memory_needed counts what it will build.
bool uses_bitsets(const Problem& problem, const SolverOptions& options);

std::unique_ptr<Engine> make_engine(const Problem& problem, const SolverOptions& options);

}  // namespace dlx::detail
