// The engine against brute force on small instances built from bytes: every mode of dlx::Solver
// (all, count, first, limit, stop by the visitor, uniqueness, forced options, threads in both
// orders, seeds, estimates) and of dlx::MinimumCoverSolver, each compared with the brute-force
// enumerators (tests/support/brute_force, fuzz/support/minimum_cover_brute_force), every solution
// passed through the independent checkers, and Solver::fingerprint() the same after every search.
//
// One function builds the instance from bytes and one checks it, so the libFuzzer harness (whose
// mutations steer the bytes) and the plain program that runs N instances from a seed share both.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <dlx/problem.hpp>

#include "fuzz/support/byte_source.hpp"

namespace dlx::fuzz {

struct EngineInstance {
  Problem problem;
  // Primary items only, without bounds: a problem MinimumCoverSolver accepts, checked with it too.
  bool minimum_cover = false;
  std::vector<OptionId> forced;  // none, one or two options, perhaps the same one twice
  std::uint64_t limit = 1;       // for SearchLimits::max_solutions
  std::uint64_t stop_after = 1;  // the visitor stops after this many solutions
  unsigned threads = 2;
  std::uint64_t seed = 0;  // for SolverOptions::seed and estimate()
};

// Up to 7 primary items (some with bounds), 4 secondary items, 3 colors, 14 options of up to 5
// items, each option with at least one primary item (the engine refuses others).
EngineInstance make_instance(ByteSource& bytes);

// The instance in words: its DLX text and the parameters, for a failure message.
std::string describe(const EngineInstance& instance);

// Aborts with describe(instance) at the first disagreement.
void check_instance(const EngineInstance& instance);

}  // namespace dlx::fuzz
