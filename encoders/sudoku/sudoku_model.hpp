// A Sudoku variant as an exact-cover problem, built once and reused for every puzzle of a batch
// that has the same size and rules: the clues are forced options (SearchLimits::forced), not part
// of the model.
//
//   primary items    rRcC: cell (R,C)           each cell holds one value
//                    TAGvV: region TAG holds V  for each row (r3v5), column (c3v5), box (b3v5)
//                                               or jigsaw region (j3v5), diagonal (d1v5, d2v5),
//                                               window (w1v5) or extra region (x1.3v5: map 1)
//   options          "cell (r,c) holds v": its cell and the (region, v) item of every region
//                    that contains the cell
//
// Killer cages are exact cover with colors, with no arithmetic in the search. Each cage chooses
// one set of values of its size and sum:
//
//   primary item     cage K                     one value set is chosen for the cage
//   secondary items  K.v for each value v       "v is in the set": colored 1, uncolored if not
//                    K#v for each value v       at most one cell of the cage holds v
//   options          "K uses set S": K, K.v:1 for v in S, K.v for v not in S
//   and each cell option of a cell in K also names K.v:1 and K#v
//
// so a cell may hold v only if the chosen set contains v, no value repeats in the cage, and with
// as many cells as values in the set, the cage holds exactly its set, whose sum is the cage's.
#pragma once

#include <dlx/problem.hpp>
#include <dlx/search.hpp>

#include <string>
#include <vector>

#include "encoders/sudoku/sudoku_puzzle.hpp"

namespace dlx::sudoku {

// One region: its name ("row 3", "box 5", "the main diagonal"), its cells, and its tag in the
// names of the model's items ("r3", "b5", "d1": item "b5v7" is "box 5 holds 7").
struct Region {
  std::string name;
  std::vector<int> cells;
  std::string tag;
};

// Every region the rules of `puzzle` put on its grid.
std::vector<Region> regions_of(const SudokuPuzzle& puzzle);

// A string that is equal for two puzzles exactly when they share a model.
std::string model_key(const SudokuPuzzle& puzzle);

// Refuses, before any allocation, a puzzle whose model would exceed the engine's limits.
void check_model_size(const SudokuPuzzle& puzzle);

struct SudokuModel {
  int n = 0;
  Problem problem;
  // Option k puts value value_of[k] in cell cell_of[k]; cage options have cell -1.
  std::vector<int> cell_of;
  std::vector<int> value_of;
  // The option for (cell, value): option_index[cell * n + value - 1].
  std::vector<OptionId> option_index;
};

SudokuModel build_model(const SudokuPuzzle& puzzle);

// The options that put the puzzle's clues in place.
std::vector<OptionId> clue_options(const SudokuModel& model, const SudokuPuzzle& puzzle);

// The grid of a solution: the value in each cell.
std::vector<int> decode(const SudokuModel& model, SolutionView solution);

// Two clues that break a rule before any search ("row 3 has two 5s: r3c2 and r3c7").
std::optional<std::string> find_clue_conflict(const SudokuPuzzle& puzzle);

}  // namespace dlx::sudoku
