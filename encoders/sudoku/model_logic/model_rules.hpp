// The rules of the logic on the model, each a finder of one deduction (a ModelStep) in a position,
// as model_logic.hpp tries them. Internal to model_logic/: the facade is ModelLogic.
//
// Every rule is a rule of exact cover, not of a constraint type:
//
//   singles        a cell item (naked) or house item (hidden) with one live option: it is chosen
//   eliminations   a live option that conflicts with every live option of some item: choosing it
//                  would leave that item uncovered, so it is in no solution. Said in the words of
//                  what the item and the conflicts come from: a constraint's piece or item
//                  ("[thermo r1c1-r1c4] r1c2 cannot be 1"), or houses alone (pointing, claiming)
//   subsets        k cells of a house that hold k values between them (naked), k values of a house
//                  that fit in k of its cells (hidden), a value's places in k houses of one kind
//                  that lie in k houses of another (fish): k items whose options all cover one of
//                  k other items, which then lose their other options
//   contradiction  a value whose consequences, by the singles and eliminations, leave some item
//                  with no option (one assumption deep: no assumption inside)
#pragma once

#include <atomic>
#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "encoders/sudoku/model_logic/model_state.hpp"
#include "encoders/sudoku/model_logic/model_step.hpp"
#include "encoders/sudoku/model_logic/model_words.hpp"

namespace dlx::sudoku {

// The techniques a user may turn off (SudokuSolver's "disabledlogic" names them).
struct LogicSwitches {
  bool tuples = true;          // naked and hidden subsets
  bool pointing = true;        // locked candidates (eliminations through houses alone)
  bool fishes = true;          // x-wing, swordfish, jellyfish
  bool contradictions = true;  // bounded contradictions
};

// Thrown by the rules when the stop flag is raised or the deadline has passed.
struct ModelLogicStopped {
  bool timed_out = false;  // the deadline, not the flag
};

// The houses as the model holds them: the item of (house, value), the houses of each kind.
struct HouseItems {
  std::vector<std::vector<int>> item;  // [house][value - 1], -1 where the model has none
  std::vector<std::string> kind;       // per house: its tag's letters ("r", "c", "b", "d", ...)
  std::vector<std::string> kinds;      // the distinct kinds, in order
  // Per cell, per kind (index in `kinds`): the houses of that kind that hold the cell.
  std::vector<std::vector<std::vector<int>>> of_cell;
};

HouseItems house_items(const ModelGraph& graph, const std::vector<Region>& houses);

struct RuleContext {
  const ModelGraph& graph;
  const std::vector<Region>& houses;
  const HouseItems& house_items;
  const SudokuPuzzle& puzzle;  // the puzzle whose constraints the model's items name
  const ModelWords& words;
  Conflicts& conflicts;
  LogicSwitches switches;
  const std::atomic<bool>* stop_flag = nullptr;
  std::optional<std::chrono::steady_clock::time_point> deadline;

  void check_stop() const {
    if (stop_flag != nullptr && stop_flag->load(std::memory_order_relaxed)) {
      throw ModelLogicStopped{};
    }
    if (deadline && std::chrono::steady_clock::now() >= *deadline) {
      throw ModelLogicStopped{.timed_out = true};
    }
  }
};

// Kills, without a word, the options of the constraints' pieces that can no longer be chosen
// (each conflicts with every live option of some item): the constraints' own bookkeeping, which
// changes no candidate of the grid.
void settle(ModelState& state, const RuleContext& context);

// The first item left with no option (its words: "r1c2 has no possible values."), or nullopt.
std::optional<std::string> broken_rule(const ModelState& state, const RuleContext& context);

std::optional<ModelStep> find_single(const ModelState& state, const RuleContext& context);
// `houses_alone`: also eliminations that no constraint takes part in (locked candidates). Marks
// the items that exclude nothing (ModelState::quiet), which later searches skip.
std::optional<ModelStep> find_elimination(ModelState& state, const RuleContext& context,
                                          bool houses_alone);
std::optional<ModelStep> find_naked_subset(const ModelState& state, const RuleContext& context,
                                           int size);
std::optional<ModelStep> find_hidden_subset(const ModelState& state, const RuleContext& context,
                                            int size);
std::optional<ModelStep> find_fish(const ModelState& state, const RuleContext& context, int size);
std::optional<ModelStep> find_contradiction(const ModelState& state, const RuleContext& context);

// Places the step's values and removes its eliminations.
void apply_step(ModelState& state, const RuleContext& context, const ModelStep& step);

}  // namespace dlx::sudoku
