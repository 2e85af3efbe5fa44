#include "encoders/sudoku/generator/logic_grader.hpp"

#include "encoders/sudoku/logic/grader.hpp"

namespace dlx::sudoku {

PuzzleGrader logic_grader() {
  PuzzleGrader grader;
  for (GradeLevel level : {GradeLevel::kSimple, GradeLevel::kEasy, GradeLevel::kIntermediate,
                           GradeLevel::kExpert, GradeLevel::kNeedsSearch}) {
    grader.levels.push_back(to_string(level));
  }
  grader.grade = [](const SudokuPuzzle& puzzle) { return to_string(grade_puzzle(puzzle).level); };
  return grader;
}

}  // namespace dlx::sudoku
