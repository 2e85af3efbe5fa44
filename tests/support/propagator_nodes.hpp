// Checks a Sudoku model's propagators (dlx/propagator.hpp) against the exact cover they reason on:
// at nodes drawn at random below solutions of a small puzzle, no option a propagator names lies in
// a solution of the model (found without any propagation) that the node still allows, and a node
// is called dead only when it allows none. The options named that were live come back, so that a
// test can see its deduction fire and the check is not vacuous.
#pragma once

#include <gtest/gtest.h>

#include <dlx/dlx.hpp>

#include <algorithm>
#include <bit>
#include <random>
#include <string>
#include <vector>

#include "encoders/sudoku/sudoku_model.hpp"

namespace dlx::testing {

struct PropagatorNode {
  std::vector<std::uint64_t> live;
  std::vector<std::uint64_t> chosen;

  static bool has(const std::vector<std::uint64_t>& bits, OptionId o) {
    const auto r = static_cast<std::size_t>(o.value);
    return (bits[r / 64] >> (r % 64) & 1) != 0;
  }
  static void put(std::vector<std::uint64_t>& bits, OptionId o) {
    const auto r = static_cast<std::size_t>(o.value);
    bits[r / 64] |= std::uint64_t{1} << (r % 64);
  }
};

// Every solution of the model's items and options, each as its options sorted.
inline std::vector<std::vector<OptionId>> model_solutions(const Problem& problem) {
  SolverOptions options;
  options.propagation = Propagation::kNone;
  Solver solver(problem, options);
  std::vector<std::vector<OptionId>> out;
  solver.search([&](SolutionView solution) {
    std::vector<OptionId> s(solution.begin(), solution.end());
    std::sort(s.begin(), s.end(), [](OptionId a, OptionId b) { return a.value < b.value; });
    out.push_back(std::move(s));
    return VisitControl::kContinue;
  });
  return out;
}

// Whether two options may be in one solution: no primary item shared, and each secondary item
// shared with one color on both.
inline bool options_compatible(const Problem& problem, OptionId a, OptionId b) {
  for (const OptionEntry& e : problem.option(a)) {
    for (const OptionEntry& f : problem.option(b)) {
      if (e.item != f.item) continue;
      if (problem.item_kind(e.item) == ItemKind::kPrimary) return false;
      if (!e.color.valid() || e.color != f.color) return false;
    }
  }
  return true;
}

// A node below a few cell options of a solution: the options compatible with them, less some
// drawn at random (branches taken the other way), those of the solution kept or not.
inline PropagatorNode draw_propagator_node(const sudoku::SudokuModel& model,
                                           const std::vector<OptionId>& solution,
                                           std::mt19937& rng) {
  const Problem& problem = model.problem;
  const std::size_t count = problem.option_count();
  PropagatorNode node{std::vector<std::uint64_t>((count + 63) / 64, 0),
                      std::vector<std::uint64_t>((count + 63) / 64, 0)};
  std::vector<OptionId> chosen;
  for (OptionId o : solution) {
    if (model.cell_of[static_cast<std::size_t>(o.value)] >= 0 && rng() % 4 == 0) {
      chosen.push_back(o);
      PropagatorNode::put(node.chosen, o);
    }
  }
  const bool keep_solution = rng() % 2 == 0;
  for (std::size_t k = 0; k < count; ++k) {
    const OptionId o(static_cast<std::int32_t>(k));
    if (PropagatorNode::has(node.chosen, o)) continue;
    if (!std::all_of(chosen.begin(), chosen.end(),
                     [&](OptionId c) { return options_compatible(problem, o, c); })) {
      continue;
    }
    const bool in_solution =
        std::binary_search(solution.begin(), solution.end(), o,
                           [](OptionId a, OptionId b) { return a.value < b.value; });
    if ((in_solution && keep_solution) || rng() % 5 != 0) PropagatorNode::put(node.live, o);
  }
  return node;
}

// Runs every propagator of `model` at `nodes` random nodes (seeded), expecting them sound (see
// above); returns the live options they named.
inline std::vector<OptionId> check_propagators(const sudoku::SudokuModel& model, int nodes,
                                               const std::string& what) {
  const Problem& problem = model.problem;
  const std::vector<std::vector<OptionId>> solutions = model_solutions(problem);
  EXPECT_FALSE(solutions.empty()) << what;
  std::vector<OptionId> named;
  if (solutions.empty()) return named;
  std::vector<std::uint32_t> rank(problem.option_count());
  for (std::size_t k = 0; k < rank.size(); ++k) rank[k] = static_cast<std::uint32_t>(k);
  std::mt19937 rng(7);
  for (int n = 0; n < nodes; ++n) {
    const PropagatorNode node =
        draw_propagator_node(model, solutions[rng() % solutions.size()], rng);
    std::size_t chosen = 0;
    for (std::uint64_t w : node.chosen) chosen += static_cast<std::size_t>(std::popcount(w));
    // The solutions the node allows: all its chosen options, the rest live.
    std::vector<const std::vector<OptionId>*> allowed;
    for (const std::vector<OptionId>& s : solutions) {
      const auto in_chosen = std::count_if(
          s.begin(), s.end(), [&](OptionId o) { return PropagatorNode::has(node.chosen, o); });
      if (static_cast<std::size_t>(in_chosen) == chosen &&
          std::all_of(s.begin(), s.end(), [&](OptionId o) {
            return PropagatorNode::has(node.live, o) || PropagatorNode::has(node.chosen, o);
          })) {
        allowed.push_back(&s);
      }
    }
    const LiveOptions live(node.live.data(), node.chosen.data(), rank.data());
    for (const auto& propagator : problem.propagators()) {
      std::vector<OptionId> gone;
      if (!propagator->propagate(live, gone)) {
        EXPECT_TRUE(allowed.empty()) << what << ": a node with a solution called dead";
        continue;
      }
      for (OptionId o : gone) {
        for (const std::vector<OptionId>* s : allowed) {
          EXPECT_FALSE(std::binary_search(s->begin(), s->end(), o,
                                          [](OptionId a, OptionId b) { return a.value < b.value; }))
              << what << ": option " << problem.option_text(o) << " named, in a solution";
        }
        if (PropagatorNode::has(node.live, o)) named.push_back(o);
      }
    }
  }
  return named;
}

}  // namespace dlx::testing
