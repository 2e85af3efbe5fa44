// The logic solver behind the generator's grading interface (PuzzleGrader): what --generate
// --difficulty and Python's generate(difficulty=...) grade with.
#pragma once

#include "encoders/sudoku/generator/puzzle_generator.hpp"

namespace dlx::sudoku {

// The levels simple .. needs-search, and each puzzle's level by grade_puzzle.
PuzzleGrader logic_grader();

}  // namespace dlx::sudoku
