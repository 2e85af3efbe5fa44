// Subsets and fish on the model's houses (model_rules.hpp): k items whose live options each cover
// one of k other items, so that those k items are covered by them and lose their other options.
#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <functional>

#include "encoders/sudoku/model_logic/model_rules.hpp"

namespace dlx::sudoku {
namespace {

// Calls visit with each k-subset of 0..count-1 (ascending) until it returns true.
bool for_each_subset(int count, int k, const std::function<bool(const std::vector<int>&)>& visit) {
  if (k > count) return false;
  std::vector<int> chosen(static_cast<std::size_t>(k));
  for (int i = 0; i < k; ++i) chosen[static_cast<std::size_t>(i)] = i;
  while (true) {
    if (visit(chosen)) return true;
    int i = k - 1;
    while (i >= 0 && chosen[static_cast<std::size_t>(i)] == count - k + i) --i;
    if (i < 0) return false;
    ++chosen[static_cast<std::size_t>(i)];
    for (int j = i + 1; j < k; ++j) {
      chosen[static_cast<std::size_t>(j)] = chosen[static_cast<std::size_t>(j - 1)] + 1;
    }
  }
}

ModelTechnique naked_technique(int size) {
  return size == 2   ? ModelTechnique::kNakedPair
         : size == 3 ? ModelTechnique::kNakedTriple
                     : ModelTechnique::kNakedQuad;
}
ModelTechnique hidden_technique(int size) {
  return size == 2   ? ModelTechnique::kHiddenPair
         : size == 3 ? ModelTechnique::kHiddenTriple
                     : ModelTechnique::kHiddenQuad;
}
ModelTechnique fish_technique(int size) {
  return size == 2   ? ModelTechnique::kXWing
         : size == 3 ? ModelTechnique::kSwordfish
                     : ModelTechnique::kJellyfish;
}
// SudokuSolver's names of the fish.
const char* fish_name(int size) {
  return size == 2 ? "X-Wing" : size == 3 ? "Swordfish" : "Jellyfish";
}
const char* size_word(int size) {
  return size == 2 ? "Pair" : size == 3 ? "Triple" : "Quad";
}

// The open cells of a house where `value` may go.
std::vector<int> places(const ModelState& state, const Region& house, int value) {
  std::vector<int> cells;
  for (int cell : house.cells) {
    if (state.value(cell) == 0 && (state.candidates(cell) & value_bit(value))) {
      cells.push_back(cell);
    }
  }
  return cells;
}

}  // namespace

std::optional<ModelStep> find_naked_subset(const ModelState& state, const RuleContext& context,
                                           int size) {
  for (std::size_t h = 0; h < context.houses.size(); ++h) {
    const Region& house = context.houses[h];
    std::vector<int> cells;
    for (int cell : house.cells) {
      const int count = value_count(state.candidates(cell));
      if (state.value(cell) == 0 && count >= 2 && count <= size) cells.push_back(cell);
    }
    std::optional<ModelStep> found;
    for_each_subset(static_cast<int>(cells.size()), size, [&](const std::vector<int>& pick) {
      ValueSet values = 0;
      std::vector<int> subset;
      for (int k : pick) {
        subset.push_back(cells[static_cast<std::size_t>(k)]);
        values |= state.candidates(subset.back());
      }
      if (value_count(values) != size) return false;
      ModelStep step;
      for (int cell : house.cells) {
        if (state.value(cell) != 0 ||
            std::find(subset.begin(), subset.end(), cell) != subset.end()) {
          continue;
        }
        const ValueSet out = state.candidates(cell) & values;
        for (int v = 1; v <= context.graph.n(); ++v) {
          if (out & value_bit(v)) step.eliminations.push_back({cell, v});
        }
      }
      if (step.eliminations.empty()) return false;
      step.technique = naked_technique(size);
      step.text = fmt::format("Naked {}: {}{} in {} => {}", size_word(size),
                              context.words.values(values), context.words.cells(subset), house.name,
                              context.words.elimination_list(step.eliminations));
      found = std::move(step);
      return true;
    });
    if (found) return found;
  }
  return std::nullopt;
}

std::optional<ModelStep> find_hidden_subset(const ModelState& state, const RuleContext& context,
                                            int size) {
  const int n = context.graph.n();
  for (std::size_t h = 0; h < context.houses.size(); ++h) {
    const Region& house = context.houses[h];
    std::vector<int> values;
    std::vector<std::vector<int>> where;
    for (int v = 1; v <= n; ++v) {
      const int item = context.house_items.item[h][static_cast<std::size_t>(v - 1)];
      if (item < 0 || state.covered(item)) continue;
      std::vector<int> cells = places(state, house, v);
      if (cells.size() >= 2 && static_cast<int>(cells.size()) <= size) {
        values.push_back(v);
        where.push_back(std::move(cells));
      }
    }
    std::optional<ModelStep> found;
    for_each_subset(static_cast<int>(values.size()), size, [&](const std::vector<int>& pick) {
      ValueSet set = 0;
      std::vector<int> cells;
      for (int k : pick) {
        set |= value_bit(values[static_cast<std::size_t>(k)]);
        for (int cell : where[static_cast<std::size_t>(k)]) {
          if (std::find(cells.begin(), cells.end(), cell) == cells.end()) cells.push_back(cell);
        }
      }
      if (static_cast<int>(cells.size()) != size) return false;
      ModelStep step;
      for (int cell : cells) {
        const ValueSet out = state.candidates(cell) & ~set;
        for (int v = 1; v <= n; ++v) {
          if (out & value_bit(v)) step.eliminations.push_back({cell, v});
        }
      }
      if (step.eliminations.empty()) return false;
      std::sort(step.eliminations.begin(), step.eliminations.end(),
                [](const CellValue& a, const CellValue& b) {
                  return a.cell != b.cell ? a.cell < b.cell : a.value < b.value;
                });
      step.technique = hidden_technique(size);
      step.text = fmt::format("Hidden {}: {}{} in {} => {}", size_word(size),
                              context.words.values(set), context.words.cells(cells), house.name,
                              context.words.elimination_list(step.eliminations));
      found = std::move(step);
      return true;
    });
    if (found) return found;
  }
  return std::nullopt;
}

std::optional<ModelStep> find_fish(const ModelState& state, const RuleContext& context, int size) {
  const HouseItems& index = context.house_items;
  const int n = context.graph.n();
  const std::size_t kinds = index.kinds.size();
  for (int v = 1; v <= n; ++v) {
    for (std::size_t base_kind = 0; base_kind < kinds; ++base_kind) {
      // The base houses: those of the kind where v has 2..size places.
      std::vector<int> bases;
      std::vector<std::vector<int>> where;
      for (std::size_t h = 0; h < context.houses.size(); ++h) {
        if (index.kind[h] != index.kinds[base_kind]) continue;
        const int item = index.item[h][static_cast<std::size_t>(v - 1)];
        if (item < 0 || state.covered(item)) continue;
        std::vector<int> cells = places(state, context.houses[h], v);
        if (cells.size() >= 2 && static_cast<int>(cells.size()) <= size) {
          bases.push_back(static_cast<int>(h));
          where.push_back(std::move(cells));
        }
      }
      for (std::size_t cover_kind = 0; cover_kind < kinds; ++cover_kind) {
        if (cover_kind == base_kind) continue;
        std::optional<ModelStep> found;
        for_each_subset(static_cast<int>(bases.size()), size, [&](const std::vector<int>& pick) {
          // The places, each in one base house and in exactly one house of the cover kind.
          std::vector<int> cells;
          std::vector<int> covers;
          for (int k : pick) {
            for (int cell : where[static_cast<std::size_t>(k)]) {
              if (std::find(cells.begin(), cells.end(), cell) != cells.end()) return false;
              cells.push_back(cell);
              const auto& of_kind = index.of_cell[static_cast<std::size_t>(cell)][cover_kind];
              if (of_kind.size() != 1) return false;
              if (std::find(covers.begin(), covers.end(), of_kind.front()) == covers.end()) {
                covers.push_back(of_kind.front());
              }
            }
          }
          if (static_cast<int>(covers.size()) != size) return false;
          std::vector<int> base_houses;
          for (int k : pick) base_houses.push_back(bases[static_cast<std::size_t>(k)]);
          auto in_base = [&](int cell) {
            return std::any_of(base_houses.begin(), base_houses.end(), [&](int h) {
              const auto& hc = context.houses[static_cast<std::size_t>(h)].cells;
              return std::find(hc.begin(), hc.end(), cell) != hc.end();
            });
          };
          ModelStep step;
          for (int h : covers) {
            for (int cell : places(state, context.houses[static_cast<std::size_t>(h)], v)) {
              if (!in_base(cell)) step.eliminations.push_back({cell, v});
            }
          }
          if (step.eliminations.empty()) return false;
          std::sort(step.eliminations.begin(), step.eliminations.end(),
                    [](const CellValue& a, const CellValue& b) { return a.cell < b.cell; });
          step.eliminations.erase(std::unique(step.eliminations.begin(), step.eliminations.end()),
                                  step.eliminations.end());
          step.technique = fish_technique(size);
          step.text = fmt::format("{}: {}{} => {}", fish_name(size), context.words.value(v),
                                  context.words.cells(cells),
                                  context.words.elimination_list(step.eliminations));
          found = std::move(step);
          return true;
        });
        if (found) return found;
      }
    }
  }
  return std::nullopt;
}

}  // namespace dlx::sudoku
