// Bounded contradictions (model_rules.hpp): a value is assumed, its consequences follow by the
// singles and eliminations alone (no subsets, no assumption inside), and if they leave some item
// with no option the value is in no solution. As in dclamage's SudokuSolver, the cells with the
// fewest candidates are tried first, and among the contradictions found at that count the one that
// fills the fewest cells before it breaks is kept: the shortest to follow.
#include <fmt/format.h>

#include "encoders/sudoku/model_logic/model_rules.hpp"

namespace dlx::sudoku {
namespace {

// No chain is followed past n * n changes (cells placed and candidates removed, 81 on a 9x9): the
// bound that keeps a search for a contradiction short where assumptions lead far without breaking
// anything, and the chains shown short enough to read.
int most_changes(int n) {
  return n * n;
}

struct Trial {
  bool contradiction = false;
  int changes = 0;  // cells placed and candidates removed on the way
};

// The consequences of choosing `option`, fast and without words: every item whose live options
// shrank is looked at again, singles first (an item with one option left is chosen, one with none
// is the contradiction), then the options each item excludes, until nothing changes.
// `most`: a trial that makes this many changes without breaking a rule stops there (no better than
// the shortest contradiction found so far).
Trial follow(ModelState state, int option, const RuleContext& context, int most) {
  const ModelGraph& g = context.graph;
  Trial trial;
  context.conflicts.choose(state, option);
  trial.changes = 1;
  std::vector<int> pending;  // shrunk items whose exclusions are still to be looked for
  while (trial.changes < most) {
    bool chose = false;
    for (int item : state.take_shrunk()) {
      if (!g.primary(item) || state.covered(item)) continue;
      if (state.live(item) == 0) {
        trial.contradiction = true;
        return trial;
      }
      if (state.live(item) == 1) {
        const int only = state.live_options(item).front();
        if (g.is_cell_option(only)) ++trial.changes;
        context.conflicts.choose(state, only);
        chose = true;
        continue;
      }
      pending.push_back(item);
    }
    if (chose) continue;
    // No single left: the exclusions of the items that shrank, one item at a time, back to the
    // singles as soon as one kills something.
    bool killed = false;
    while (!pending.empty() && !killed) {
      const int item = pending.back();
      pending.pop_back();
      if (state.covered(item) || state.live(item) < 2) continue;
      for (int p : context.conflicts.exclude_all(state, item, OptionFilter::kAll)) {
        if (g.is_cell_option(p)) ++trial.changes;
        state.kill(p);
        killed = true;
      }
    }
    if (!killed) return trial;
  }
  return trial;
}

// The same consequences as lines of the path, ending with the rule they break; nullopt if the
// steps one at a time end without breaking one (never, as they reach what follow() reaches).
std::optional<std::vector<std::string>> chain(ModelState state, int option,
                                              const RuleContext& context) {
  std::vector<std::string> lines;
  context.conflicts.choose(state, option);
  while (true) {
    settle(state, context);
    if (auto broken = broken_rule(state, context)) {
      lines.push_back(*broken);
      return lines;
    }
    std::optional<ModelStep> step = find_single(state, context);
    if (!step) step = find_elimination(state, context, true);
    if (!step) return std::nullopt;
    lines.push_back(step->text);
    apply_step(state, context, *step);
  }
}

}  // namespace

std::optional<ModelStep> find_contradiction(const ModelState& state, const RuleContext& context) {
  const ModelGraph& g = context.graph;
  const int n = g.n();
  for (int count = 2; count <= n; ++count) {
    int best_option = -1;
    int best_changes = 0;
    for (int cell = 0; cell < n * n; ++cell) {
      if (state.value(cell) != 0 || value_count(state.candidates(cell)) != count) continue;
      for (int v = 1; v <= n; ++v) {
        const int option = g.option_of(cell, v);
        if (option < 0 || !state.alive(option)) continue;
        context.check_stop();
        const Trial trial =
            follow(state, option, context, best_option < 0 ? most_changes(n) : best_changes);
        if (trial.contradiction && (best_option < 0 || trial.changes < best_changes)) {
          best_option = option;
          best_changes = trial.changes;
        }
      }
    }
    if (best_option < 0) continue;
    const int cell = g.cell_of(best_option);
    const int value = g.value_of(best_option);
    ModelStep step;
    step.technique = ModelTechnique::kContradiction;
    step.eliminations.push_back({cell, value});
    step.text = fmt::format("Setting {} to {} causes a contradiction:", context.words.cell(cell),
                            context.words.value(value));
    if (const auto lines = chain(state, best_option, context)) {
      for (const std::string& line : *lines) step.text += "\n    " + line;
    }
    return step;
  }
  return std::nullopt;
}

}  // namespace dlx::sudoku
