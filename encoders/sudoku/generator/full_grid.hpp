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
// found in kMaxFullGridTries draws of the seed clues. Plain grids from kSmallestPatternGrid up
// come from shuffled_pattern_grid instead.
//
// Why: an empty 49x49 or 64x64 grid with a random layout leaves the search wandering for minutes
// even with the weighted heuristic (a seeded 64x64: no grid in 20 s; docs/sudoku.md), while the
// pattern gives one in microseconds. Its grids are a smaller family (those the shuffles reach from
// one pattern: (C! R!^C R! C!^R n!) of them, times 2 for square boxes, about 10^130 for 36x36),
// which is plenty for puzzles; smaller grids and every other variant keep the search.
std::vector<int> random_full_grid(const SudokuPuzzle& shape, const SudokuModel& model,
                                  const std::vector<std::vector<int>>& peers, Random& random);

inline constexpr int kMaxFullGridTries = 100;
inline constexpr int kSmallestPatternGrid = 36;

// Whether `shape` is a Sudoku with boxes and nothing else (no jigsaw, diagonal, windows, extra
// regions or cages): the grids shuffled_pattern_grid makes.
bool has_plain_boxes(const SudokuPuzzle& shape);

// A full grid of a plain Sudoku, as a random transformation of the pattern grid: bands, rows in
// a band, stacks, columns in a stack and symbols permuted at random, and (square boxes) the grid
// transposed or not.
std::vector<int> shuffled_pattern_grid(const SudokuPuzzle& shape, Random& random);

}  // namespace dlx::sudoku
