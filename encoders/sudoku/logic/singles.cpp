// Singles: the two techniques of the "simple" grade.
#include <fmt/format.h>

#include "encoders/sudoku/logic/step_words.hpp"
#include "encoders/sudoku/logic/techniques.hpp"

namespace dlx::sudoku {
namespace {

std::optional<Step> hidden_single_in(const CandidateGrid& grid, int h) {
  const std::vector<int>& cells = grid.geometry().house(h).cells;
  ValueSet seen = 0;
  ValueSet twice = 0;
  for (int cell : cells) {
    if (!grid.is_open(cell)) continue;
    twice |= seen & grid.candidates(cell);
    seen |= grid.candidates(cell);
  }
  const ValueSet once = seen & ~twice & ~grid.placed_in(h);
  if (once == 0) return std::nullopt;
  const int value = lowest_value(once);
  for (int cell : cells) {
    if (grid.is_open(cell) && grid.has(cell, value)) {
      Step step;
      step.technique = Technique::kHiddenSingle;
      step.placements.push_back({cell, value});
      step.houses.push_back(h);
      step.values = value_bit(value);
      return step;
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_hidden_single(const CandidateGrid& grid) {
  // Boxes (and other regions) first, then rows and columns: the order a person scans, and the
  // order of Sudoku Explainer's ratings (1.2 in a box, 1.5 in a line).
  const auto& houses = grid.geometry().houses();
  for (bool lines : {false, true}) {
    for (std::size_t h = 0; h < houses.size(); ++h) {
      if ((houses[h].kind != HouseKind::kRegion) != lines) continue;
      if (auto step = hidden_single_in(grid, static_cast<int>(h))) return step;
    }
  }
  return std::nullopt;
}

std::optional<Step> find_naked_single(const CandidateGrid& grid) {
  for (int cell = 0; cell < grid.geometry().cell_count(); ++cell) {
    if (grid.is_open(cell) && value_count(grid.candidates(cell)) == 1) {
      Step step;
      step.technique = Technique::kNakedSingle;
      const int value = lowest_value(grid.candidates(cell));
      step.placements.push_back({cell, value});
      step.cells.push_back(cell);
      step.values = value_bit(value);
      return step;
    }
  }
  return std::nullopt;
}

// "r3c5 = 7 (only place for 7 in box 2)"
std::string explain_hidden_single(const Step& step, const StepWords& words) {
  const CellValue& placed = step.placements.front();
  return fmt::format("{} = {} (only place for {} in {})", words.cell(placed.cell),
                     words.value(placed.value), words.value(placed.value),
                     words.house(step.houses.front()));
}

// "r5c5 = 7 (its only candidate)"
std::string explain_naked_single(const Step& step, const StepWords& words) {
  const CellValue& placed = step.placements.front();
  return fmt::format("{} = {} (its only candidate)", words.cell(placed.cell),
                     words.value(placed.value));
}

}  // namespace dlx::sudoku
