#include "encoders/sudoku/model_logic/model_logic.hpp"

#include <fmt/format.h>

#include "encoders/sudoku/grid_rules.hpp"
#include "encoders/sudoku/logic/grader.hpp"
#include "encoders/sudoku/model_logic/item_origins.hpp"
#include "encoders/sudoku/model_logic/model_graph.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "encoders/sudoku/sudoku_model.hpp"

namespace dlx::sudoku {
namespace {

bool is_pencil_marks(const Constraint& constraint) {
  return constraint.type->name == "candidates";
}

// The puzzle without its clues and pencil marks: what the model is built from.
SudokuPuzzle rules_alone(const SudokuPuzzle& puzzle) {
  SudokuPuzzle rules = puzzle;
  rules.givens.assign(puzzle.cell_count(), 0);
  std::erase_if(rules.constraints, is_pencil_marks);
  return rules;
}

// The puzzle, once refuse_grids_the_logic_lacks has let it through.
const SudokuPuzzle& logic_grid(const SudokuPuzzle& puzzle) {
  refuse_grids_the_logic_lacks(puzzle, true);
  return puzzle;
}

}  // namespace

struct ModelLogic::Impl {
  Impl(const SudokuPuzzle& puzzle, ModelLogicSettings settings)
      : original(logic_grid(puzzle)),
        rules(rules_alone(puzzle)),
        houses(regions_of(rules)),
        model(build_model(rules)),
        graph(model,
              item_origins(model.problem, rules.size.rows, houses, rules.constraints.size())),
        index(house_items(graph, houses)),
        words(rules, houses),
        conflicts(graph),
        state(graph),
        context{graph,
                houses,
                index,
                rules,
                words,
                conflicts,
                settings.switches,
                settings.stop_flag,
                settings.deadline} {}

  void start();
  void check_filled();

  SudokuPuzzle original;
  SudokuPuzzle rules;
  std::vector<Region> houses;
  SudokuModel model;
  ModelGraph graph;
  HouseItems index;
  ModelWords words;
  Conflicts conflicts;
  ModelState state;
  RuleContext context;
  std::optional<std::string> broken;
  bool checked_filled = false;
};

// The pencil marks, then the clues, each a change of the position without a word; then the
// constraints' bookkeeping.
void ModelLogic::Impl::start() {
  const int n = graph.n();
  state.mark_all_shrunk();
  for (const Constraint& marks : original.constraints) {
    if (!is_pencil_marks(marks)) continue;
    ValueSet keep = 0;
    for (int v : marks.values) keep |= value_bit(v);
    for (int cell : marks.cells) {
      for (int v = 1; v <= n; ++v) {
        const int option = graph.option_of(cell, v);
        if (option >= 0 && !(keep & value_bit(v))) state.kill(option);
      }
    }
  }
  for (int cell = 0; cell < n * n; ++cell) {
    const int v = original.givens[static_cast<std::size_t>(cell)];
    if (v == 0) continue;
    const int option = graph.option_of(cell, v);
    if (option < 0 || !state.alive(option)) {
      broken = fmt::format("{}={} breaks the rules: {}", words.cell(cell), words.value(v),
                           option < 0 ? "the constraints rule it out"
                                      : "it conflicts with the values and marks placed");
      return;
    }
    conflicts.choose(state, option);
  }
  settle(state, context);
  broken = broken_rule(state, context);
}

// A full grid is the solution when the puzzle has one (every step is sound); checked all the same,
// against the rules themselves, as every grid dlx gives is.
void ModelLogic::Impl::check_filled() {
  if (checked_filled || !state.solved()) return;
  checked_filled = true;
  if (auto wrong = check_sudoku(original, state.values())) {
    broken = "the grid filled breaks a rule: " + *wrong;
  }
}

ModelLogic::ModelLogic(const SudokuPuzzle& puzzle, ModelLogicSettings settings)
    : impl_(std::make_unique<Impl>(puzzle, settings)) {
  impl_->start();
}

ModelLogic::~ModelLogic() = default;

std::optional<ModelStep> ModelLogic::next() {
  Impl& m = *impl_;
  if (m.broken) return std::nullopt;
  m.check_filled();
  if (m.broken || m.state.solved()) return std::nullopt;
  const RuleContext& context = m.context;
  settle(m.state, context);
  if ((m.broken = broken_rule(m.state, context))) return std::nullopt;
  context.check_stop();
  std::optional<ModelStep> step = find_single(m.state, context);
  if (!step) step = find_elimination(m.state, context, context.switches.pointing);
  for (int size = 2; size <= 4 && !step; ++size) {
    context.check_stop();
    if (context.switches.tuples) step = find_naked_subset(m.state, context, size);
    if (!step && context.switches.tuples) step = find_hidden_subset(m.state, context, size);
    if (!step && context.switches.fishes) step = find_fish(m.state, context, size);
  }
  if (!step && context.switches.contradictions) step = find_contradiction(m.state, context);
  if (!step) return std::nullopt;
  apply_step(m.state, context, *step);
  m.check_filled();
  return step;
}

const std::optional<std::string>& ModelLogic::broken() const {
  return impl_->broken;
}

int ModelLogic::n() const {
  return impl_->graph.n();
}

bool ModelLogic::solved() const {
  return impl_->state.solved() && !impl_->broken;
}

int ModelLogic::open_cells() const {
  return impl_->state.open_cells();
}

const std::vector<int>& ModelLogic::values() const {
  return impl_->state.values();
}

ValueSet ModelLogic::candidates(int cell) const {
  const int v = impl_->state.value(cell);
  return v != 0 ? value_bit(v) : impl_->state.candidates(cell);
}

ModelGrade grade_by_model(const SudokuPuzzle& puzzle,
                          const std::function<void(const ModelStep&)>& observe,
                          ModelLogicSettings settings) {
  ModelLogic logic(puzzle, settings);
  ModelGrade grade;
  while (auto step = logic.next()) {
    const ModelTechniqueInfo& info = model_technique_info(step->technique);
    ++grade.counts[static_cast<std::size_t>(step->technique)];
    ++grade.steps;
    grade.level = std::max(grade.level, info.level);
    if (observe) observe(*step);
  }
  grade.contradiction = logic.broken().has_value();
  if (grade.contradiction) grade.broken = *logic.broken();
  grade.solved = logic.solved();
  if (!grade.solved) grade.level = GradeLevel::kNeedsSearch;
  grade.open_cells = logic.open_cells();
  grade.grid = logic.values();
  for (int cell = 0; cell < logic.n() * logic.n(); ++cell) {
    grade.candidates.push_back(logic.candidates(cell));
  }
  return grade;
}

std::string describe_model_outcome(const ModelGrade& grade) {
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

}  // namespace dlx::sudoku
