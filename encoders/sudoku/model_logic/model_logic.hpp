// Logical solving of any Sudoku, variants included, on its exact-cover model: the deductions a
// person makes, found by rules of exact cover (model_rules.hpp: singles, eliminations, subsets,
// fish, bounded contradictions) rather than by a rule per constraint type, and said in the setter's
// terms, in the line style of dclamage's SudokuSolver ("[thermo r1c1-r1c4] r1c2 cannot be 1").
// `dlx sudoku --explain` and `--grade` use it for puzzles with rules beyond houses (the classic
// logic solver, logic/, keeps the others), and `dlx sudoku --listen` for f-puzzles' Solution Path
// and Step buttons.
//
//   ModelLogic logic(puzzle);                 // clues placed, pencil marks applied
//   while (auto step = logic.next()) std::cout << step->text << "\n";
//   if (logic.broken()) ...                   // the position breaks a rule: no solution
//
// The model is built from the puzzle's constraints alone: its clues are placed, and its
// `candidates` constraints (f-puzzles' pencil marks) applied, by the logic, so that what the
// constraints' presolve would derive from them comes out as steps. Every deduction is sound: a
// value removed is in no solution, a value placed in every one (the tests check each step
// against the true candidates).
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "encoders/sudoku/logic/candidates.hpp"
#include "encoders/sudoku/logic/grade_level.hpp"
#include "encoders/sudoku/model_logic/model_rules.hpp"
#include "encoders/sudoku/model_logic/model_step.hpp"
#include "encoders/sudoku/sudoku_puzzle.hpp"

namespace dlx::sudoku {

struct ModelLogicSettings {
  LogicSwitches switches;
  // Raised, or past: the next rule tried throws ModelLogicStopped.
  const std::atomic<bool>* stop_flag = nullptr;
  std::optional<std::chrono::steady_clock::time_point> deadline;
};

class ModelLogic {
 public:
  // Throws InputError where the model cannot be built (build_model's messages).
  explicit ModelLogic(const SudokuPuzzle& puzzle, ModelLogicSettings settings = {});
  ~ModelLogic();
  ModelLogic(const ModelLogic&) = delete;
  ModelLogic& operator=(const ModelLogic&) = delete;

  // Makes the next deduction and returns it; nullopt when the grid is full, no rule applies, or
  // the position breaks a rule (broken()).
  std::optional<ModelStep> next();
  // The rule the position breaks, in words ("r1c2 has no possible values."), once found.
  const std::optional<std::string>& broken() const;

  int n() const;
  bool solved() const;
  int open_cells() const;
  // The values placed (0: open), and each cell's candidates (a placed cell: its value).
  const std::vector<int>& values() const;
  ValueSet candidates(int cell) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

struct ModelGrade {
  GradeLevel level = GradeLevel::kSimple;
  bool solved = false;
  bool contradiction = false;  // the position broke a rule: no solution
  std::string broken;          // which, in words
  int steps = 0;
  int open_cells = 0;
  std::array<int, kModelTechniqueCount> counts{};
  std::vector<int> grid;
  std::vector<ValueSet> candidates;

  int count(ModelTechnique technique) const { return counts[static_cast<std::size_t>(technique)]; }
};

// Solves by logic as far as it goes, calling `observe` after each deduction.
ModelGrade grade_by_model(const SudokuPuzzle& puzzle,
                          const std::function<void(const ModelStep&)>& observe = {},
                          ModelLogicSettings settings = {});

// The closing line of an explanation, as describe_outcome (logic/explain.hpp) words it.
std::string describe_model_outcome(const ModelGrade& grade);

}  // namespace dlx::sudoku
