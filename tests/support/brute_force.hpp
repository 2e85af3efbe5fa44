// A brute-force exact-cover enumerator and a random instance generator, for testing the engine.
//
// The enumerator tries every subset of options (with the obvious pruning: it never takes an
// option that clashes with the ones already taken), straight from the definition of exact cover
// with colors and multiplicities (each primary item covered within its bounds). It shares nothing
// with the engine or with dlx::verify_solution.
#pragma once

#include <dlx/problem.hpp>

#include <random>
#include <set>
#include <vector>

namespace dlx::testing {

// Each solution as its sorted option indices.
std::set<std::vector<int>> brute_force_solutions(const Problem& problem);

struct RandomShape {
  int max_primary = 6;
  int max_secondary = 4;
  int max_colors = 3;  // 0: no colors
  int max_options = 14;
  int max_option_size = 4;
  int max_upper = 1;  // above 1: about half the primary items get bounds lower:upper, upper <= this
};

Problem random_problem(std::mt19937& rng, const RandomShape& shape);

}  // namespace dlx::testing
