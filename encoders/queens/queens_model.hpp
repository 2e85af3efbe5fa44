// N-queens as an exact-cover problem, as Knuth models it (TAOCP 7.2.2.1):
//
//   primary items    rI (row I), cJ (column J)            each holds exactly one queen
//   secondary items  aD (diagonal D = I+J),
//                    bD (anti-diagonal D = I-J+N-1)       each holds at most one queen
//   options          "rI cJ aD bD", one per square
//
// Item order matters to the search: MRV breaks ties by declaration order, so the order of the
// rows and columns decides where the search starts. Knuth's "organ-pipe" order declares the
// middle rows and columns first (r_mid c_mid r_mid+1 c_mid+1 r_mid-1 ...): a queen in the middle
// of the board attacks more squares, so deciding those first prunes the tree sooner.
#pragma once

#include <dlx/problem.hpp>
#include <dlx/search.hpp>

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "encoders/queens/placement.hpp"

namespace dlx::queens {

enum class ItemOrder { kOrganPipe, kPlain };

struct Square {
  int row;
  int column;
};

struct QueensModel {
  int n = 0;
  Problem problem;
  std::vector<Square> square_of_option;  // the square each option puts a queen on
};

// The indices 0..n-1 in organ-pipe order: middle first, then alternately above and below.
std::vector<int> organ_pipe_order(int n);

// The model for an n x n board. With `given`, only squares compatible with the given queens
// remain (the given squares themselves, and squares none of them attacks). With `shuffle_seed`,
// the options are added in a random order (reproducible for a seed), which changes the order in
// which the search tries them. `check`, when given, is called every few thousand options while
// the model is built (4096-queens takes seconds): it may throw to stop the building
// (JobRunner::check_building does, for --time-limit and Ctrl-C).
QueensModel build_queens_model(int n, ItemOrder order, const Placement* given = nullptr,
                               std::optional<std::uint64_t> shuffle_seed = std::nullopt,
                               const std::function<void()>& check = {});

// The shuffle seed of the model for an n x n board when the user gave `seed` (or none): from
// kShuffleFromN on, the first solution comes from a shuffled option order, since with the natural
// order MRV alone can wander for minutes (it does at N = 200 and 1000), while a random order finds
// one with no backtracking at all (docs/queens.md has the measurements). Shared by the `dlx queens`
// command and the Python module, so both search the same tree.
inline constexpr int kShuffleFromN = 40;
inline constexpr std::uint64_t kDefaultShuffleSeed = 1;
inline std::optional<std::uint64_t> model_shuffle_seed(int n, std::optional<std::uint64_t> seed) {
  if (!seed && n >= kShuffleFromN) return kDefaultShuffleSeed;
  return seed;
}

// The column of the queen in each row (0-based) for a solution of the model.
std::vector<int> decode(const QueensModel& model, SolutionView solution);

}  // namespace dlx::queens
