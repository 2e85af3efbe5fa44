// Which engine a Solver runs (see engine.hpp), and the list of engines (all_engines(),
// <dlx/solver_options.hpp>), whose entries this file's make_engine builds.
#pragma once

#include <memory>

#include "dlx/problem.hpp"
#include "dlx/solver_options.hpp"
#include "engine.hpp"

namespace dlx::detail {

// The engine `options` run on `problem` (never kAuto): the engine asked for, or with kAuto the one
// the problem's shape suits. Solver::memory_needed asks its entry what it will build.
EngineKind chosen_engine(const Problem& problem, const SolverOptions& options);

// The entry of all_engines() of `kind` (not kAuto).
const EngineEntry& engine_entry(EngineKind kind);

std::unique_ptr<Engine> make_engine(const Problem& problem, const SolverOptions& options);

}  // namespace dlx::detail
