// A Sudoku variant as an exact-cover problem. A puzzle whose rules are all houses
// (has_only_houses: rows, columns, boxes, jigsaw regions, diagonals, windows, extra regions) gets
// the plain model below, built once and reused for every puzzle of a batch that has the same size
// and rules: the clues are forced options (SearchLimits::forced), not part of the model. Any other
// puzzle (killer cages among them) gets the variant model (variants/variant_model.hpp), which its
// clues narrow.
//
//   primary items    rRcC: cell (R,C)           each cell holds one value
//                    TAGvV: region TAG holds V  for each row (r3v5), column (c3v5), box (b3v5)
//                                               or jigsaw region (j3v5), diagonal (d1v5, d2v5),
//                                               window (w1v5) or extra region (x1v5): every
//                                               house of regions_of (grid_rules.hpp) that has a
//                                               cell per value
//   secondary items  TAGvV                      the same for a house of fewer cells than values
//                                               (a row of 6 cells holding 1-9): at most once
//   options          "cell (r,c) holds v": its cell and the (region, v) item of every region
//                    that contains the cell
#pragma once

#include <dlx/problem.hpp>
#include <dlx/search.hpp>
#include <dlx/solver.hpp>
#include <dlx/solver_options.hpp>

#include <string>
#include <vector>

#include "encoders/sudoku/sudoku_puzzle.hpp"
#include "encoders/sudoku/variants/chaos_propagator.hpp"
#include "encoders/sudoku/variants/connected_propagator.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"
#include "encoders/sudoku/variants/or_choice.hpp"

namespace dlx::sudoku {

// A string that is equal for two puzzles exactly when they share a model.
std::string model_key(const SudokuPuzzle& puzzle);

// Refuses, before any allocation, a puzzle whose model would exceed the engine's limits.
void check_model_size(const SudokuPuzzle& puzzle);

struct SudokuModel {
  GridSize size;
  Problem problem;
  // Option k puts value value_of[k] (1..values) in cell cell_of[k]; the options of a variant
  // model's pieces have cell -1.
  std::vector<int> cell_of;
  std::vector<int> value_of;
  // The option for (cell, value): option_index[cell * values + value - 1].
  std::vector<OptionId> option_index;
  // Chaos construction (variants/chaos.cpp): option k puts cell region_cell_of[k] in region
  // region_label_of[k] (1..); empty for a model whose regions are given, and -1, 0 for the other
  // options of a chaos model.
  std::vector<int> region_cell_of;
  std::vector<int> region_label_of;
  // The cells whose labels are 1, 2, ... (chaos_anchors.hpp), which the acceptance checks too.
  std::vector<int> chaos_anchors;
  // Its clues on the regions, which the job's acceptance checks (chaos_accepts).
  std::vector<ChaosClue> chaos_clues;
  // Its connected values (variants/connected.cpp), which the job's acceptance checks
  // (connected_accepts).
  std::vector<ConnectedValues> connected;
  // Its ors of groups of rules (variants/or.cpp): the branch each solution chose, which the job's
  // acceptance checks (or_accepts).
  OrChoices ors;
};

SudokuModel build_model(const SudokuPuzzle& puzzle);

// The engine's settings for the puzzle's model: `options`, with what they leave to auto chosen
// for the puzzle. A variant puzzle branches on the weights (a count or a list as a first solution
// does: the 19 variant puzzles of examples/ and bench/ counted in 0.4 s and 435,000 nodes in all,
// where MRV took 7.4 s, Eddies alone 32 million nodes, and never ended Boxes) and propagates
// through colors (its pieces meet the cells on colored items: a value gone from a cell takes the
// pieces' options that need it, and so along a line; Propagation::kColors). Killer cages with
// sums add the implied items and the sums' bounds (kAll): the cages' digit items and the houses'
// sums prune there (sudoku_model.cpp, propagation_for).
SolverOptions solver_options_for(const SudokuPuzzle& puzzle, SolverOptions options);

// The options that put the puzzle's clues in place.
std::vector<OptionId> clue_options(const SudokuModel& model, const SudokuPuzzle& puzzle);

// The grid of a solution: the value in each cell, the grid's then the variable cells'
// (grid_size.hpp).
std::vector<int> decode(const SudokuModel& model, SolutionView solution);

// The regions of a chaos construction's solution: the region (1..) of each cell, numbered in
// reading order of the regions' first cells as the answer shows them; empty for a model whose
// regions are given.
std::vector<int> decode_regions(const SudokuModel& model, SolutionView solution);
// The same regions as the model labels them (its anchors first: variants/chaos_anchors.hpp), which
// its acceptance (chaos_accepts) reads.
std::vector<int> decode_region_labels(const SudokuModel& model, SolutionView solution);

// The test of whole solutions that a model leaves some rules to (chaos construction's regions,
// connected values: their propagators prune, the test decides; an or: the branch a grid counts
// under, variants/or_choice.hpp); empty when it needs none. The
// model's solutions are the puzzle's exactly when a search keeps only those it accepts.
Solver::Accept model_acceptance(const SudokuModel& model);

// Two clues that break a rule before any search ("row 3 has two 5s: r3c2 and r3c7").
std::optional<std::string> find_clue_conflict(const SudokuPuzzle& puzzle);
// The same, with the puzzle's houses (regions_of) built already: a batch keeps them per model.
std::optional<std::string> find_clue_conflict(const SudokuPuzzle& puzzle,
                                              const std::vector<Region>& houses);

}  // namespace dlx::sudoku
