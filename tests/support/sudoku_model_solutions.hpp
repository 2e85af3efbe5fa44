// Every solution of a Sudoku puzzle's model, searched with the settings `dlx sudoku` gives it and
// kept as the command keeps them (the model's test of whole solutions: connected values, an or's
// first branch), for tests that compare them with a brute force: each one decoded (the grid, then
// any variable cells), passed by check_sudoku, and found once.
#pragma once

#include <gtest/gtest.h>

#include <dlx/dlx.hpp>

#include <optional>
#include <set>
#include <vector>

#include "encoders/sudoku/sudoku_checker.hpp"
#include "encoders/sudoku/sudoku_model.hpp"

namespace dlx::testing {

inline std::set<std::vector<int>> checked_model_solutions(const sudoku::SudokuPuzzle& puzzle) {
  const sudoku::SudokuModel model = sudoku::build_model(puzzle);
  Solver solver(model.problem, sudoku::solver_options_for(puzzle, SolverOptions{}));
  const std::vector<OptionId> clues = sudoku::clue_options(model, puzzle);
  SearchLimits limits;
  limits.forced = clues;  // a view: the clues must outlive the search
  const Solver::Accept accept = sudoku::model_acceptance(model);
  std::set<std::vector<int>> out;
  solver.search(
      [&](SolutionView solution) {
        if (accept && !accept(solution)) return VisitControl::kContinue;
        const std::vector<int> found = sudoku::decode(model, solution);
        EXPECT_EQ(sudoku::check_sudoku(puzzle, found), std::nullopt);
        EXPECT_TRUE(out.insert(found).second) << "a solution found twice";
        return VisitControl::kContinue;
      },
      limits);
  return out;
}

}  // namespace dlx::testing
