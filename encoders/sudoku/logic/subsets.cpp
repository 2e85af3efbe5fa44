// Naked and hidden subsets (pairs, triples, quads): the techniques of the "intermediate" grade.
#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "encoders/sudoku/logic/locked_sets.hpp"
#include "encoders/sudoku/logic/step_words.hpp"
#include "encoders/sudoku/logic/techniques.hpp"

namespace dlx::sudoku {
namespace {

Technique naked_technique(int size) {
  return size == 2   ? Technique::kNakedPair
         : size == 3 ? Technique::kNakedTriple
                     : Technique::kNakedQuad;
}

Technique hidden_technique(int size) {
  return size == 2   ? Technique::kHiddenPair
         : size == 3 ? Technique::kHiddenTriple
                     : Technique::kHiddenQuad;
}

}  // namespace

std::optional<Step> find_naked_subset(const CandidateGrid& grid, int size) {
  const auto& houses = grid.geometry().houses();
  std::vector<int> open;
  std::vector<int> members;  // open cells with 2..size candidates
  std::vector<std::uint64_t> sets;
  std::optional<Step> result;
  for (std::size_t h = 0; h < houses.size() && !result; ++h) {
    open.clear();
    members.clear();
    sets.clear();
    for (int cell : houses[h].cells) {
      if (!grid.is_open(cell)) continue;
      open.push_back(cell);
      const int count = value_count(grid.candidates(cell));
      if (count >= 2 && count <= size) {
        members.push_back(cell);
        sets.push_back(grid.candidates(cell));
      }
    }
    // With no more open cells than `size`, the subset is the whole rest of the house.
    if (static_cast<int>(open.size()) <= size) continue;
    find_locked_sets(sets, size, [&](const std::vector<std::size_t>& chosen, ValueSet values) {
      Step step;
      for (std::size_t k : chosen) step.cells.push_back(members[k]);
      for (int cell : open) {
        if (std::find(step.cells.begin(), step.cells.end(), cell) != step.cells.end()) continue;
        for (ValueSet hit = grid.candidates(cell) & values; hit != 0; hit &= hit - 1) {
          step.eliminations.push_back({cell, lowest_value(hit)});
        }
      }
      if (step.eliminations.empty()) return false;
      step.technique = naked_technique(size);
      step.houses.push_back(static_cast<int>(h));
      step.values = values;
      result = std::move(step);
      return true;
    });
  }
  return result;
}

std::optional<Step> find_hidden_subset(const CandidateGrid& grid, int size) {
  const auto& houses = grid.geometry().houses();
  std::vector<int> members;  // values with 2..size places
  std::array<PositionSet, kMaxSize> places{};
  std::vector<std::uint64_t> sets;
  std::optional<Step> result;
  for (std::size_t h = 0; h < houses.size() && !result; ++h) {
    const int house = static_cast<int>(h);
    const ValueSet unplaced = ~grid.placed_in(house) & all_values(grid.n());
    if (value_count(unplaced) <= size) continue;
    members.clear();
    sets.clear();
    grid.all_positions(house, places);
    for (ValueSet rest = unplaced; rest != 0; rest &= rest - 1) {
      const int value = lowest_value(rest);
      const PositionSet where = places[static_cast<std::size_t>(value - 1)];
      const int count = std::popcount(where);
      if (count >= 2 && count <= size) {
        members.push_back(value);
        sets.push_back(where);
      }
    }
    find_locked_sets(sets, size, [&](const std::vector<std::size_t>& chosen, PositionSet where) {
      Step step;
      for (std::size_t k : chosen) step.values |= value_bit(members[k]);
      for (PositionSet rest = where; rest != 0; rest &= rest - 1) {
        const int cell = houses[h].cells[static_cast<std::size_t>(std::countr_zero(rest))];
        step.cells.push_back(cell);
        for (ValueSet other = grid.candidates(cell) & ~step.values; other != 0;
             other &= other - 1) {
          step.eliminations.push_back({cell, lowest_value(other)});
        }
      }
      if (step.eliminations.empty()) return false;
      step.technique = hidden_technique(size);
      step.houses.push_back(house);
      result = std::move(step);
      return true;
    });
  }
  return result;
}

// "3, 7 in r1c1, r1c5 (row 1), removed 3 from r1c2; 7 from r1c8"
std::string explain_naked_subset(const Step& step, const StepWords& words) {
  return fmt::format("{} in {} ({}), {}", words.values(step.values, ", "), words.cells(step.cells),
                     words.house(step.houses.front()), words.removals(step, false));
}

// "4, 9 only in r5c7, r7c7 (column 7), removed 1 from r5c7; 3 from r7c7"
std::string explain_hidden_subset(const Step& step, const StepWords& words) {
  return fmt::format("{} only in {} ({}), {}", words.values(step.values, ", "),
                     words.cells(step.cells), words.house(step.houses.front()),
                     words.removals(step, false));
}

}  // namespace dlx::sudoku
