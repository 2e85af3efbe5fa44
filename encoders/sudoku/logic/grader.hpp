// Grading a Sudoku by the techniques a person would use: the public facade of the logic solver.
//
//   dlx::sudoku::Grade grade = dlx::sudoku::grade_puzzle(puzzle);
//   if (grade.level <= dlx::sudoku::GradeLevel::kEasy) ...   // singles and locked candidates do it
//   std::string name = dlx::sudoku::to_string(grade.level);   // "easy"
//
// The solver fills in candidates from the clues, then repeatedly makes one deduction with the
// easiest technique that makes progress (technique_table() order) and starts again from the
// easiest, until the grid is full or no technique applies. The grade is the level of the hardest
// technique used (GradeLevel), or kNeedsSearch when the techniques do not finish the grid.
//
// Houses are the puzzle's regions (regions_of): rows, columns, boxes or jigsaw regions, diagonals,
// windows and extra regions, all used alike. Killer cages are ignored: a killer is graded on its
// houses alone (the `dlx sudoku --grade` command refuses killers instead). Every deduction is
// sound for every solution, so the solver never assumes uniqueness; a puzzle with several
// solutions ends as kNeedsSearch, one without any may end in a contradiction.
//
// Stable API: grade_puzzle, Grader, Grade, GradeLevel, to_string, parse_grade_level.
#pragma once

#include <array>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "encoders/sudoku/logic/candidates.hpp"
#include "encoders/sudoku/logic/grade_level.hpp"
#include "encoders/sudoku/logic/step.hpp"
#include "encoders/sudoku/logic/techniques.hpp"
#include "encoders/sudoku/sudoku_puzzle.hpp"

namespace dlx::sudoku {

struct Grade {
  GradeLevel level = GradeLevel::kSimple;
  bool solved = false;         // the techniques filled every cell
  bool contradiction = false;  // the clues, or the deductions from them, break a rule: no solution
  int steps = 0;               // deductions made
  int open_cells = 0;          // cells still empty at the end
  // Deductions made with each technique, indexed by Technique.
  std::array<int, kTechniqueCount> counts{};
  // The grid at the end: values (clues included, 0 where open) and each cell's candidates.
  std::vector<int> grid;
  std::vector<ValueSet> candidates;

  int count(Technique technique) const { return counts[static_cast<std::size_t>(technique)]; }
};

// Called after each deduction, with the grid it left: the explainer's hook.
using StepObserver = std::function<void(const Step& step, const CandidateGrid& after)>;

// Grades puzzles one after another, keeping the houses of the last variant (a batch of one variant
// builds them once).
class Grader {
 public:
  Grader();
  ~Grader();
  Grader(Grader&&) noexcept;
  Grader& operator=(Grader&&) noexcept;

  Grade grade(const SudokuPuzzle& puzzle, const StepObserver& observe = {});

 private:
  std::string key_;
  std::unique_ptr<Geometry> geometry_;
};

// One puzzle; for many, a Grader is faster.
Grade grade_puzzle(const SudokuPuzzle& puzzle);

// Both logic solvers (the houses' techniques, and the logic on the model for other rules) know
// n x n grids whose rows hold n values. Throws InputError for another grid (a 6x9, a 6x6 holding
// 1-9), whose rows do not hold every value as the techniques assume.
void refuse_grids_the_logic_lacks(const SudokuPuzzle& puzzle, bool explain);

// The houses' techniques alone (Python's grade) read a thermometer, an arrow or a cage's sum as if
// it were not there, and the grade would mean nothing: throws InputError for a puzzle with rules
// beyond houses, naming them, and for the grids refuse_grids_the_logic_lacks refuses.
void refuse_rules_beyond_houses(const SudokuPuzzle& puzzle, bool explain);

}  // namespace dlx::sudoku
