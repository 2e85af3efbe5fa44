#include "tests/encoders/sudoku/model_logic/model_logic_audit.hpp"

#include <fmt/format.h>

#include "encoders/sudoku/model_logic/model_logic.hpp"

namespace dlx::testing {

std::vector<bool> possible_values(const std::set<std::vector<int>>& solutions, int n) {
  std::vector<bool> possible(static_cast<std::size_t>(n * n * n), false);
  for (const std::vector<int>& grid : solutions) {
    for (std::size_t cell = 0; cell < grid.size(); ++cell) {
      possible[cell * static_cast<std::size_t>(n) + static_cast<std::size_t>(grid[cell] - 1)] =
          true;
    }
  }
  return possible;
}

ModelLogicAudit audit_model_logic(const sudoku::SudokuPuzzle& puzzle,
                                  const std::vector<bool>& possible, bool solvable) {
  return audit_model_logic(puzzle, possible, solvable, sudoku::ModelLogicSettings{});
}

ModelLogicAudit audit_model_logic(const sudoku::SudokuPuzzle& puzzle,
                                  const std::vector<bool>& possible, bool solvable,
                                  const sudoku::ModelLogicSettings& settings) {
  const int n = puzzle.size.rows;
  auto holds = [&](int cell, int value) {
    return possible[static_cast<std::size_t>(cell * n + value - 1)];
  };
  ModelLogicAudit audit;
  auto check = [&](const sudoku::ModelStep& step) {
    if (audit.unsound || !solvable) return;
    for (const sudoku::CellValue& removed : step.eliminations) {
      if (holds(removed.cell, removed.value)) {
        audit.unsound = fmt::format("a solution has {} in cell {}, which '{}' removes",
                                    removed.value, removed.cell, step.text);
        return;
      }
    }
    for (const sudoku::CellValue& placed : step.placements) {
      for (int v = 1; v <= n; ++v) {
        if (v != placed.value && holds(placed.cell, v)) {
          audit.unsound = fmt::format("a solution has {} in cell {}, where '{}' places {}", v,
                                      placed.cell, step.text, placed.value);
          return;
        }
      }
    }
  };
  const sudoku::ModelGrade grade = sudoku::grade_by_model(puzzle, check, settings);
  audit.solved = grade.solved;
  audit.contradiction = grade.contradiction;
  audit.steps = grade.steps;
  audit.counts.assign(grade.counts.begin(), grade.counts.end());
  if (!audit.unsound && !solvable && grade.solved) {
    audit.unsound = "the logic filled the grid of a puzzle without solution";
  }
  if (!audit.unsound && solvable && grade.contradiction) {
    audit.unsound = "the logic found a contradiction in a puzzle with a solution: " + grade.broken;
  }
  return audit;
}

}  // namespace dlx::testing
