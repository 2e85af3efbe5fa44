#include "encoders/sudoku/logic/grader.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <dlx/text/input_error.hpp>

#include <algorithm>

#include "encoders/sudoku/grid_rules.hpp"
#include "encoders/sudoku/logic/techniques.hpp"
#include "encoders/sudoku/sudoku_model.hpp"

namespace dlx::sudoku {

Grader::Grader() = default;
Grader::~Grader() = default;
Grader::Grader(Grader&&) noexcept = default;
Grader& Grader::operator=(Grader&&) noexcept = default;

Grade Grader::grade(const SudokuPuzzle& puzzle, const StepObserver& observe) {
  const std::string key = model_key(puzzle);
  if (!geometry_ || key != key_) {
    geometry_ = std::make_unique<Geometry>(puzzle);
    key_ = key;
  }
  CandidateGrid grid(*geometry_);
  Grade grade;
  for (std::size_t cell = 0; cell < puzzle.givens.size(); ++cell) {
    const int value = puzzle.givens[cell];
    if (value != 0 && !grid.place(static_cast<int>(cell), value)) grade.contradiction = true;
  }
  const auto& table = technique_table();
  // A contradiction is looked for only when no technique applies: every step removes a
  // candidate, so the loop ends anyway, and a grid the steps fill is a solution (a value is only
  // placed where it is a candidate, and leaves its peers), so a puzzle without solution always
  // ends stuck. Checking after every step cost a sixth of the grading time.
  while (!grade.contradiction && !grid.solved()) {
    std::optional<Step> step;
    for (const TechniqueInfo& technique : table) {
      step = technique.find(grid);
      if (step) break;
    }
    if (!step) {
      grade.contradiction = grid.contradiction();
      break;
    }
    apply_step(*step, grid);
    const TechniqueInfo& info = technique_info(step->technique);
    ++grade.counts[static_cast<std::size_t>(step->technique)];
    ++grade.steps;
    grade.level = std::max(grade.level, info.level);
    if (observe) observe(*step, grid);
  }
  grade.solved = grid.solved() && !grade.contradiction;
  if (!grade.solved) grade.level = GradeLevel::kNeedsSearch;
  grade.open_cells = grid.open_cells();
  grade.grid = grid.values();
  grade.candidates = grid.all_candidates();
  return grade;
}

void refuse_grids_the_logic_lacks(const SudokuPuzzle& puzzle, bool explain) {
  // Chaos construction's regions are found while solving: no technique reads region labels.
  for (const Constraint& constraint : puzzle.constraints) {
    if (constraint.type->name == "chaos") {
      throw InputError(puzzle.source, constraint.line,
                       fmt::format("chaos construction cannot be {}: the logic solver knows "
                                   "regions that are given (solve the puzzle without --grade or "
                                   "--explain)",
                                   explain ? "explained" : "graded"));
    }
  }
  const GridSize& size = puzzle.size;
  // Variable cells are in no house, and the logic's steps speak of the grid's cells.
  if (!size.variables.empty()) {
    throw InputError(puzzle.source, puzzle.line,
                     fmt::format("a puzzle with variable cells cannot be {}: the logic solver "
                                 "knows the grid's cells (solve the puzzle without --grade or "
                                 "--explain)",
                                 explain ? "explained" : "graded"));
  }
  if (size.is_square() && size.values == size.rows) return;
  throw InputError(puzzle.source, puzzle.line,
                   fmt::format("a {} cannot be {}: the logic solver knows n x n grids whose rows "
                               "hold n values (solve the puzzle without --grade or --explain)",
                               grid_words(size), explain ? "explained" : "graded"));
}

void refuse_rules_beyond_houses(const SudokuPuzzle& puzzle, bool explain) {
  refuse_grids_the_logic_lacks(puzzle, explain);
  const std::vector<const Constraint*> rules = rules_beyond_houses(puzzle);
  if (rules.empty()) return;
  if (std::all_of(rules.begin(), rules.end(),
                  [](const Constraint* c) { return c->type->sum_cage; })) {
    // A grade from the houses alone would call nearly every killer "needs search".
    throw InputError(puzzle.source, puzzle.line,
                     "killer cages cannot be graded: the logic solver knows houses, not sums "
                     "(solve killers without --grade or --explain)");
  }
  std::vector<std::string> names;
  for (const Constraint* constraint : rules) {
    const std::string name(constraint->type->name);
    if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
  }
  throw InputError(puzzle.source, puzzle.line,
                   fmt::format("variant constraints cannot be {}: the logic solver knows "
                               "rows, columns and regions, not {} (solve the puzzle without "
                               "--grade or --explain; --unique and --candidates say what a "
                               "setter checks)",
                               explain ? "explained" : "graded", fmt::join(names, ", ")));
}

Grade grade_puzzle(const SudokuPuzzle& puzzle) {
  Grader grader;
  return grader.grade(puzzle);
}

}  // namespace dlx::sudoku
