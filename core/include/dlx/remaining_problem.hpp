// What is left of a problem once some of its options are chosen in advance (a puzzle's clues, as
// SearchLimits::forced passes them): a smaller problem whose solutions are exactly the solutions of
// the original that contain those options, without them. Knuth's sudoku-dlx writes its models the
// same way: the clues' cells, rows, columns and boxes are gone, and so are the candidates they rule
// out.
//
// With F the forced options:
// - a primary item covered k times by F, with bounds u:v, is left with bounds max(0, u-k):(v-k);
//   when v-k is 0 it is gone, and so is every other option naming it;
// - a secondary item that F names without a color is gone, with every other option naming it; one
//   that F colors c is gone too, with every other option naming it without c, and the options that
//   give it c stay, without it (the color c is then all that can be chosen, so it constrains
//   nothing more);
// - secondary items that no remaining option names are left out.
// A solution S of the original containing F gives the solution S minus F here, and every solution
// here plus F is one of the original (tests/core/remaining_problem_test.cpp checks it against a
// brute force, with colors and bounds).
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "dlx/problem.hpp"

namespace dlx {

struct RemainingProblem {
  // What is left to choose. Items keep their names and relative order, options their entries'
  // order. It may have no primary item left: then the empty set is its one solution.
  Problem problem;
  // Option k of `problem` is option original_option[k] of the original.
  std::vector<OptionId> original_option;
  // Why no solution contains every forced option ("options 3 and 7 both cover item 'r1c1'", ...);
  // `problem` is then empty. nullopt: they go together.
  std::optional<std::string> contradiction;
  std::size_t items_removed = 0;    // items of the original that are not in `problem`
  std::size_t options_removed = 0;  // the forced options, and the options they exclude
};

// Throws std::out_of_range for a forced option that is not an option of `problem`.
RemainingProblem remaining_problem(const Problem& problem, std::span<const OptionId> forced);

}  // namespace dlx
