// Random full grids: a solution of a Sudoku variant with no clues, drawn with the engine's
// randomized search.
//
// The method follows the article this project started from: put a few random clues on the empty
// grid, then let the exact-cover search complete it. Here the first row is a random permutation
// of the values (every variant we generate is unchanged by renaming the values, so fixing the first
// row this way loses no grid), and n more clues go in random cells with values that no clue in
// their regions holds yet. The search (a Solver with SolverOptions::seed, so that it also takes
// its options in a random order) then completes the grid; when those clues admit no completion,
// new ones are drawn. Everything is drawn from one dlx::Random, so a seed gives the same grid on
// every machine.
#pragma once

#include <dlx/random.hpp>

#include <stdexcept>
#include <vector>

#include "encoders/sudoku/sudoku_model.hpp"
#include "encoders/sudoku/sudoku_puzzle.hpp"

namespace dlx::sudoku {

// The variant cannot be generated (no full grid found, or a grid too large for the search).
class GenerationError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The cells that share a region with each cell (its peers), for the variant of `shape`.
std::vector<std::vector<int>> peers_of_cells(const SudokuPuzzle& shape);

// A random solution of the variant of `shape` (its givens are ignored). `model` is
// build_model(shape) and `peers` peers_of_cells(shape). Throws GenerationError when no grid is
// found in kMaxFullGridTries draws of the seed clues.
std::vector<int> random_full_grid(const SudokuPuzzle& shape, const SudokuModel& model,
                                  const std::vector<std::vector<int>>& peers, Random& random);

inline constexpr int kMaxFullGridTries = 100;

}  // namespace dlx::sudoku
