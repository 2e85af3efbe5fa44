// The logical solution in words, one line per deduction:
//
//   hidden single: r3c5 = 7 (only place for 7 in box 2)
//   locked candidates (pointing): 4 in box 1 is in row 2, removed from r2c7, r2c8
//   naked pair: 3, 7 in r1c1, r1c5 (row 1), removed 3 from r1c2; 7 from r1c8
//   x-wing: 5 in rows 2, 7 is in columns 3, 8, removed from r4c3, r5c8
//   xy-wing: pivot r1c1 {1,2}, pincers r1c5 {1,3}, r4c1 {2,3}, removed 3 from r4c5
//
// Values are written in the puzzle's own symbols, cells as r<row>c<column> from 1.
#pragma once

#include <string>
#include <vector>

#include "encoders/sudoku/logic/grader.hpp"

namespace dlx::sudoku {

std::string describe_step(const Step& step, const Geometry& geometry, const SudokuPuzzle& puzzle);

// The closing line: "logic solved the puzzle: grade easy, 52 steps", or why it did not.
std::string describe_outcome(const Grade& grade);

// Every line: the deductions, then the outcome.
std::vector<std::string> explain_puzzle(const SudokuPuzzle& puzzle, Grader& grader);

}  // namespace dlx::sudoku
