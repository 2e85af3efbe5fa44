#include "encoders/sudoku/model_logic/model_rules.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

namespace dlx::sudoku {
namespace {

// "r" of "r3", "d" of "d1", "xr" of "xr2": a house's kind is its tag without the number.
std::string kind_of_tag(const std::string& tag) {
  std::string kind = tag;
  while (!kind.empty() && std::isdigit(static_cast<unsigned char>(kind.back()))) kind.pop_back();
  return kind;
}

// The constraints that hold both cells (or the one): those whose rule made them equal, when two
// cells conflict through their shared value item.
std::vector<int> constraints_on(const SudokuPuzzle& puzzle, int a, int b) {
  std::vector<int> found;
  for (std::size_t k = 0; k < puzzle.constraints.size(); ++k) {
    const Constraint& c = puzzle.constraints[k];
    auto holds = [&](int cell) {
      return std::find(c.cells.begin(), c.cells.end(), cell) != c.cells.end() ||
             std::find(c.head.begin(), c.head.end(), cell) != c.head.end();
    };
    if (holds(a) && holds(b)) found.push_back(static_cast<int>(k));
  }
  return found;
}

// The constraints that make option p conflict with option o (cell options both): those of the
// items they conflict through, when those are not houses or cells.
std::set<int> blame_of(int p, int o, const RuleContext& context) {
  std::set<int> blamed;
  const ModelGraph& g = context.graph;
  for (int item : context.conflicts.shared_conflict_items(p, o)) {
    const ItemOrigin& origin = g.origin(item);
    if (origin.kind == ItemOrigin::Kind::kConstraint) {
      blamed.insert(origin.constraint);
    } else if (origin.kind == ItemOrigin::Kind::kCellValue) {
      std::vector<int> on = constraints_on(context.puzzle, g.cell_of(p), g.cell_of(o));
      if (on.empty()) on = constraints_on(context.puzzle, g.cell_of(p), g.cell_of(p));
      blamed.insert(on.begin(), on.end());
    }
  }
  return blamed;
}

CellValue literal_of(const ModelGraph& graph, int option) {
  return {graph.cell_of(option), graph.value_of(option)};
}

void sort_literals(std::vector<CellValue>& literals) {
  std::sort(literals.begin(), literals.end(), [](const CellValue& a, const CellValue& b) {
    return a.cell != b.cell ? a.cell < b.cell : a.value < b.value;
  });
  literals.erase(std::unique(literals.begin(), literals.end()), literals.end());
}

}  // namespace

HouseItems house_items(const ModelGraph& graph, const std::vector<Region>& houses) {
  HouseItems out;
  const int n = graph.n();
  out.item.assign(houses.size(), std::vector<int>(static_cast<std::size_t>(n), -1));
  for (int item = 0; item < graph.item_count(); ++item) {
    const ItemOrigin& origin = graph.origin(item);
    if (origin.kind == ItemOrigin::Kind::kHouse) {
      out.item[static_cast<std::size_t>(origin.house)][static_cast<std::size_t>(origin.value - 1)] =
          item;
    }
  }
  out.of_cell.assign(static_cast<std::size_t>(n * n), {});
  for (std::size_t h = 0; h < houses.size(); ++h) {
    const std::string kind = kind_of_tag(houses[h].tag);
    out.kind.push_back(kind);
    auto at = std::find(out.kinds.begin(), out.kinds.end(), kind);
    if (at == out.kinds.end()) {
      out.kinds.push_back(kind);
      at = out.kinds.end() - 1;
      for (auto& per_kind : out.of_cell) per_kind.emplace_back();
    }
    const auto k = static_cast<std::size_t>(at - out.kinds.begin());
    for (int cell : houses[h].cells) {
      out.of_cell[static_cast<std::size_t>(cell)][k].push_back(static_cast<int>(h));
    }
  }
  return out;
}

void settle(ModelState& state, const RuleContext& context) {
  for (std::vector<int> items = state.take_shrunk(); !items.empty(); items = state.take_shrunk()) {
    for (int item : items) {
      if (!context.graph.primary(item) || state.covered(item) || state.live(item) == 0) continue;
      for (int p : context.conflicts.exclude_all(state, item, OptionFilter::kPieces)) {
        state.kill(p);
      }
    }
  }
}

std::optional<std::string> broken_rule(const ModelState& state, const RuleContext& context) {
  const ModelGraph& g = context.graph;
  for (int item = 0; item < g.item_count(); ++item) {
    if (!g.primary(item) || state.covered(item) || state.live(item) > 0) continue;
    const ItemOrigin& origin = g.origin(item);
    switch (origin.kind) {
      case ItemOrigin::Kind::kCell:
        return fmt::format("{} has no possible values.", context.words.cell(origin.cell));
      case ItemOrigin::Kind::kHouse:
        return fmt::format("{} has nowhere to place {}.", context.words.house(origin.house),
                           context.words.value(origin.value));
      case ItemOrigin::Kind::kConstraint:
        return fmt::format("{} can no longer be satisfied.",
                           context.words.constraint(origin.constraint));
      case ItemOrigin::Kind::kCellValue:
        break;
    }
    return "a rule of the puzzle can no longer be kept.";
  }
  return std::nullopt;
}

std::optional<ModelStep> find_single(const ModelState& state, const RuleContext& context) {
  const ModelGraph& g = context.graph;
  const int n = g.n();
  for (int cell = 0; cell < n * n; ++cell) {
    const int item = g.cell_item(cell);
    if (state.covered(item) || state.live(item) != 1) continue;
    const int option = state.live_options(item).front();
    ModelStep step;
    step.technique = ModelTechnique::kNakedSingle;
    step.placements.push_back(literal_of(g, option));
    step.text = fmt::format("Naked Single: {}={}", context.words.cell(cell),
                            context.words.value(g.value_of(option)));
    return step;
  }
  for (std::size_t h = 0; h < context.houses.size(); ++h) {
    for (int item : context.house_items.item[h]) {
      if (item < 0 || state.covered(item) || state.live(item) != 1) continue;
      const int option = state.live_options(item).front();
      ModelStep step;
      step.technique = ModelTechnique::kHiddenSingle;
      step.placements.push_back(literal_of(g, option));
      step.text = fmt::format(
          "Hidden Single in {}: {}={}", context.words.house(static_cast<int>(h)),
          context.words.cell(g.cell_of(option)), context.words.value(g.value_of(option)));
      return step;
    }
  }
  return std::nullopt;
}

std::optional<ModelStep> find_elimination(ModelState& state, const RuleContext& context,
                                          bool houses_alone) {
  const ModelGraph& g = context.graph;
  // Eliminations by what they are blamed on: sets of constraints, or (houses alone) the item.
  std::map<std::vector<int>, std::vector<CellValue>> by_constraints;
  std::map<int, std::vector<CellValue>> by_house_item;
  for (int item = 0; item < g.item_count(); ++item) {
    if (!g.primary(item) || state.covered(item) || state.live(item) == 0 || state.quiet(item)) {
      continue;
    }
    const std::vector<int> excluded =
        context.conflicts.exclude_all(state, item, OptionFilter::kCells);
    if (excluded.empty()) {
      state.mark_quiet(item);
      continue;
    }
    const ItemOrigin& origin = g.origin(item);
    if (origin.kind == ItemOrigin::Kind::kConstraint) {
      auto& eliminated = by_constraints[{origin.constraint}];
      for (int p : excluded) eliminated.push_back(literal_of(g, p));
      continue;
    }
    const std::vector<int> live = state.live_options(item);
    for (int p : excluded) {
      std::set<int> blamed;
      for (int o : live) {
        const std::set<int> more = blame_of(p, o, context);
        blamed.insert(more.begin(), more.end());
      }
      if (blamed.empty()) {
        by_house_item[item].push_back(literal_of(g, p));
      } else {
        by_constraints[std::vector<int>(blamed.begin(), blamed.end())].push_back(literal_of(g, p));
      }
    }
  }
  if (!by_constraints.empty()) {
    auto& [blamed, eliminated] = *by_constraints.begin();
    sort_literals(eliminated);
    ModelStep step;
    step.technique = ModelTechnique::kConstraint;
    step.eliminations = eliminated;
    for (int k : blamed) step.text += context.words.constraint(k) + " ";
    step.text += context.words.eliminations(eliminated);
    return step;
  }
  if (!houses_alone || by_house_item.empty()) return std::nullopt;
  auto& [item, eliminated] = *by_house_item.begin();
  sort_literals(eliminated);
  ModelStep step;
  step.technique = ModelTechnique::kLockedCandidates;
  step.eliminations = eliminated;
  const ItemOrigin& origin = g.origin(item);
  if (origin.kind == ItemOrigin::Kind::kHouse) {
    std::vector<int> places;
    for (int o : state.live_options(item)) places.push_back(g.cell_of(o));
    step.text = fmt::format("Pointing: {}{} in {} => {}", context.words.value(origin.value),
                            context.words.cells(places), context.words.house(origin.house),
                            context.words.elimination_list(eliminated));
  } else {
    step.text = fmt::format("Locked Candidates: {} => {}", context.words.cell(origin.cell),
                            context.words.elimination_list(eliminated));
  }
  return step;
}

void apply_step(ModelState& state, const RuleContext& context, const ModelStep& step) {
  const ModelGraph& g = context.graph;
  for (const CellValue& placed : step.placements) {
    context.conflicts.choose(state, g.option_of(placed.cell, placed.value));
  }
  for (const CellValue& removed : step.eliminations) {
    state.kill(g.option_of(removed.cell, removed.value));
  }
}

}  // namespace dlx::sudoku
