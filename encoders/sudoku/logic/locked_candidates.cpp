// Locked candidates: the technique of the "easy" grade. Generic over houses: a value's places in
// house A all lie in another house B; A holds the value once, there, so B holds it there too and
// nowhere else. Classic pointing is A a box and B a line, claiming (box-line reduction) A a line
// and B a box; with jigsaw regions, diagonals or windows the same rule covers every pair.
#include <algorithm>

#include "encoders/sudoku/logic/techniques.hpp"

namespace dlx::sudoku {
namespace {

std::optional<Step> find_locked(const CandidateGrid& grid, bool from_lines, Technique technique) {
  const Geometry& geometry = grid.geometry();
  const auto& houses = geometry.houses();
  std::vector<int> places;
  for (std::size_t a = 0; a < houses.size(); ++a) {
    if ((houses[a].kind != HouseKind::kRegion) != from_lines) continue;
    const int from = static_cast<int>(a);
    for (int value = 1; value <= grid.n(); ++value) {
      if ((grid.placed_in(from) & value_bit(value)) != 0) continue;
      places.clear();
      for (int cell : houses[a].cells) {
        if (grid.is_open(cell) && grid.has(cell, value)) places.push_back(cell);
      }
      // One place is a hidden single, found before; none, a contradiction.
      if (places.size() < 2) continue;
      for (int to : geometry.houses_of(places.front())) {
        if (to == from || !std::all_of(places.begin(), places.end(),
                                       [&](int cell) { return geometry.in_house(cell, to); })) {
          continue;
        }
        Step step;
        for (int cell : geometry.house(to).cells) {
          if (grid.is_open(cell) && grid.has(cell, value) && !geometry.in_house(cell, from)) {
            step.eliminations.push_back({cell, value});
          }
        }
        if (step.eliminations.empty()) continue;
        step.technique = technique;
        step.houses = {from, to};
        step.cells = places;
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

}  // namespace dlx::sudoku
