#include "encoders/sudoku/logic/explain.hpp"

#include <fmt/format.h>

#include "encoders/sudoku/logic/step_words.hpp"
#include "encoders/sudoku/logic/techniques.hpp"

namespace dlx::sudoku {

std::string describe_step(const Step& step, const Geometry& geometry, const SudokuPuzzle& puzzle) {
  const TechniqueInfo& info = technique_info(step.technique);
  return std::string(info.name) + ": " + info.explain(step, StepWords(geometry, puzzle));
}

std::string describe_outcome(const Grade& grade) {
  if (grade.contradiction) {
    return fmt::format("contradiction after {} steps: the puzzle has no solution", grade.steps);
  }
  if (grade.solved) {
    return fmt::format("logic solved the puzzle in {} steps: grade {}", grade.steps,
                       to_string(grade.level));
  }
  return fmt::format("logic is stuck after {} steps with {} cells open: needs search", grade.steps,
                     grade.open_cells);
}

std::vector<std::string> explain_puzzle(const SudokuPuzzle& puzzle, Grader& grader) {
  std::vector<std::string> lines;
  const Grade grade = grader.grade(puzzle, [&](const Step& step, const CandidateGrid& after) {
    lines.push_back(describe_step(step, after.geometry(), puzzle));
  });
  lines.push_back(describe_outcome(grade));
  return lines;
}

}  // namespace dlx::sudoku
