// Basic fish: X-wing (2), swordfish (3), jellyfish (4), of the "expert" grade. A value's places in
// `size` base rows lie in `size` columns; each base row holds the value once, in those columns, so
// the `size` cover columns hold it in the base rows and nowhere else. Likewise with rows and
// columns swapped. Only rows and columns are base and cover lines: fish over boxes or extra
// regions (franken and mutant fish) are beyond this solver.
#include <fmt/format.h>

#include "encoders/sudoku/logic/locked_sets.hpp"
#include "encoders/sudoku/logic/step_words.hpp"
#include "encoders/sudoku/logic/techniques.hpp"

namespace dlx::sudoku {
namespace {

Technique fish_technique(int size) {
  return size == 2 ? Technique::kXWing : size == 3 ? Technique::kSwordfish : Technique::kJellyfish;
}

// The cell at index `line` along the base direction and `across` along the cover one.
int cell_at(int n, bool by_rows, int line, int across) {
  return by_rows ? line * n + across : across * n + line;
}

}  // namespace

std::optional<Step> find_fish(const CandidateGrid& grid, int size) {
  const Geometry& geometry = grid.geometry();
  const int n = grid.n();
  std::vector<int> members;  // base lines with 2..size places
  std::vector<std::uint64_t> sets;
  std::optional<Step> result;
  for (int value = 1; value <= n && !result; ++value) {
    for (bool by_rows : {true, false}) {
      if (result) break;
      members.clear();
      sets.clear();
      for (int line = 0; line < n; ++line) {
        const int house = by_rows ? geometry.row_house(line) : geometry.column_house(line);
        if ((grid.placed_in(house) & value_bit(value)) != 0) continue;
        std::uint64_t across = 0;
        for (int k = 0; k < n; ++k) {
          const int cell = cell_at(n, by_rows, line, k);
          if (grid.is_open(cell) && grid.has(cell, value)) across |= std::uint64_t{1} << k;
        }
        const int count = std::popcount(across);
        if (count >= 2 && count <= size) {
          members.push_back(line);
          sets.push_back(across);
        }
      }
      find_locked_sets(sets, size,
                       [&](const std::vector<std::size_t>& chosen, std::uint64_t cover) {
                         Step step;
                         std::uint64_t base = 0;
                         for (std::size_t k : chosen) base |= std::uint64_t{1} << members[k];
                         for (std::uint64_t rest = cover; rest != 0; rest &= rest - 1) {
                           const int across = std::countr_zero(rest);
                           for (int line = 0; line < n; ++line) {
                             if ((base >> line) & 1U) continue;
                             const int cell = cell_at(n, by_rows, line, across);
                             if (grid.is_open(cell) && grid.has(cell, value))
                               step.eliminations.push_back({cell, value});
                           }
                         }
                         if (step.eliminations.empty()) return false;
                         step.technique = fish_technique(size);
                         for (std::size_t k : chosen) {
                           step.houses.push_back(by_rows ? geometry.row_house(members[k])
                                                         : geometry.column_house(members[k]));
                         }
                         for (std::uint64_t rest = cover; rest != 0; rest &= rest - 1) {
                           const int across = std::countr_zero(rest);
                           step.houses.push_back(by_rows ? geometry.column_house(across)
                                                         : geometry.row_house(across));
                         }
                         step.values = value_bit(value);
                         result = std::move(step);
                         return true;
                       });
    }
  }
  return result;
}

// "5 in rows 2, 7 is in columns 3, 8, removed from r4c3, r5c8": the base lines, then the cover
// lines (the first and second halves of the step's houses).
std::string explain_fish(const Step& step, const StepWords& words) {
  const auto size = static_cast<std::ptrdiff_t>(step.houses.size() / 2);
  const std::vector<int> base(step.houses.begin(), step.houses.begin() + size);
  const std::vector<int> cover(step.houses.begin() + size, step.houses.end());
  return fmt::format("{} in {} is in {}, {}", words.value(lowest_value(step.values)),
                     words.lines(base), words.lines(cover), words.removals(step, true));
}

}  // namespace dlx::sudoku
