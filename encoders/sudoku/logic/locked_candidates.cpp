// Locked candidates: the technique of the "easy" grade. Generic over houses: a value's places in
// house A all lie in another house B; A holds the value once, there, so B holds it there too and
// nowhere else. Classic pointing is A a box and B a line, claiming (box-line reduction) A a line
// and B a box; with jigsaw regions, diagonals or windows the same rule covers every pair.
#include <array>
#include <bit>

#include <fmt/format.h>

#include "encoders/sudoku/logic/step_words.hpp"
#include "encoders/sudoku/logic/techniques.hpp"

namespace dlx::sudoku {
namespace {

std::optional<Step> find_locked(const CandidateGrid& grid, bool from_lines, Technique technique) {
  const Geometry& geometry = grid.geometry();
  const auto& houses = geometry.houses();
  std::array<PositionSet, kMaxSize> where{};
  for (std::size_t a = 0; a < houses.size(); ++a) {
    if ((houses[a].kind != HouseKind::kRegion) != from_lines) continue;
    const int from = static_cast<int>(a);
    grid.all_positions(from, where);
    for (int value = 1; value <= grid.n(); ++value) {
      const PositionSet places = where[static_cast<std::size_t>(value - 1)];
      // One place is a hidden single, found before; none, a contradiction.
      if (std::popcount(places) < 2) continue;
      for (const Intersection& meet : geometry.intersections(from)) {
        if ((places & ~meet.inside) != 0) continue;
        Step step;
        for (int cell : meet.rest_of_other) {
          if (grid.is_open(cell) && grid.has(cell, value))
            step.eliminations.push_back({cell, value});
        }
        if (step.eliminations.empty()) continue;
        step.technique = technique;
        step.houses = {from, meet.other};
        for (PositionSet rest = places; rest != 0; rest &= rest - 1) {
          step.cells.push_back(houses[a].cells[static_cast<std::size_t>(std::countr_zero(rest))]);
        }
        step.values = value_bit(value);
        return step;
      }
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_pointing(const CandidateGrid& grid) {
  return find_locked(grid, false, Technique::kPointing);
}

std::optional<Step> find_claiming(const CandidateGrid& grid) {
  return find_locked(grid, true, Technique::kClaiming);
}

// "4 in box 1 is in row 2, removed from r2c7, r2c8": the house the value is confined in, then
// the house it leaves.
std::string explain_locked(const Step& step, const StepWords& words) {
  return fmt::format("{} in {} is in {}, {}", words.value(lowest_value(step.values)),
                     words.house(step.houses[0]), words.house(step.houses[1]),
                     words.removals(step, true));
}

}  // namespace dlx::sudoku
