// Which engine a Solver runs (see engine.hpp).
#pragma once

#include <cstddef>
#include <memory>

#include "dlx/problem.hpp"
#include "dlx/solver.hpp"
#include "engine.hpp"

namespace dlx::detail {

// Propagation::kAuto propagates implied items from this many primary items (a 16x16 Sudoku has
// 1,024; a 9x9, 324).
inline constexpr std::size_t kPropagateFromItems = 1024;

std::unique_ptr<Engine> make_engine(const Problem& problem, const SolverOptions& options);

}  // namespace dlx::detail
