// XY-wing and XYZ-wing, of the "expert" grade. Both chain three cells through shared houses
// (peers, from the geometry), so they work on any variant.
#include <fmt/format.h>

#include "encoders/sudoku/logic/step_words.hpp"
#include "encoders/sudoku/logic/techniques.hpp"

namespace dlx::sudoku {
namespace {

// The eliminations of value z from open cells that see every cell of `pattern` (which do not
// themselves lose z: they are the pattern).
std::vector<CellValue> seen_by_all(const CandidateGrid& grid, const std::vector<int>& pattern,
                                   int z) {
  const Geometry& geometry = grid.geometry();
  std::vector<CellValue> eliminations;
  for (int cell : geometry.peers(pattern.front())) {
    if (!grid.is_open(cell) || !grid.has(cell, z)) continue;
    bool all = true;
    for (std::size_t k = 1; k < pattern.size() && all; ++k) {
      all = cell != pattern[k] && geometry.sees(cell, pattern[k]);
    }
    if (all) eliminations.push_back({cell, z});
  }
  return eliminations;
}

// A wing whose pivot has `pivot_size` candidates (2: XY-wing, 3: XYZ-wing). The pincers have two
// candidates each, both within the pivot's candidates plus z, sharing exactly z.
std::optional<Step> find_wing(const CandidateGrid& grid, int pivot_size, Technique technique) {
  const Geometry& geometry = grid.geometry();
  for (int pivot = 0; pivot < geometry.cell_count(); ++pivot) {
    if (!grid.is_open(pivot)) continue;
    const ValueSet xy = grid.candidates(pivot);
    if (value_count(xy) != pivot_size) continue;
    const std::vector<int>& peers = geometry.peers(pivot);
    for (std::size_t i = 0; i < peers.size(); ++i) {
      const int first = peers[i];
      const ValueSet a = grid.candidates(first);
      if (!grid.is_open(first) || value_count(a) != 2) continue;
      // XY-wing: the first pincer shares one value with the pivot, z is its other;
      // XYZ-wing: the first pincer lies within the pivot, z is one of its two values.
      if (value_count(a & xy) != (pivot_size == 2 ? 1 : 2)) continue;
      for (ValueSet zs = pivot_size == 2 ? a & ~xy : a; zs != 0; zs &= zs - 1) {
        const ValueSet z = value_bit(lowest_value(zs));
        // The second pincer: z and the pivot value(s) the first does not have.
        const ValueSet b = (xy & ~a) | z;
        if (value_count(b) != 2) continue;
        for (std::size_t j = 0; j < peers.size(); ++j) {
          const int second = peers[j];
          if (second == first || !grid.is_open(second) || grid.candidates(second) != b) continue;
          std::vector<int> pattern = pivot_size == 2 ? std::vector<int>{first, second}
                                                     : std::vector<int>{pivot, first, second};
          Step step;
          step.eliminations = seen_by_all(grid, pattern, lowest_value(z));
          if (step.eliminations.empty()) continue;
          step.technique = technique;
          step.cells = {pivot, first, second};
          step.cell_candidates = {xy, a, b};
          step.values = z;
          return step;
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_xy_wing(const CandidateGrid& grid) {
  return find_wing(grid, 2, Technique::kXYWing);
}

std::optional<Step> find_xyz_wing(const CandidateGrid& grid) {
  return find_wing(grid, 3, Technique::kXYZWing);
}

// "pivot r1c1 {1,2}, pincers r1c5 {1,3}, r4c1 {2,3}, removed 3 from r4c5": each cell of the
// pattern with its candidates when the step was found.
std::string explain_wing(const Step& step, const StepWords& words) {
  auto cell_with_candidates = [&](std::size_t k) {
    return words.cell(step.cells[k]) + " {" + words.values(step.cell_candidates[k], ",") + "}";
  };
  return fmt::format("pivot {}, pincers {}, {}, {}", cell_with_candidates(0),
                     cell_with_candidates(1), cell_with_candidates(2), words.removals(step, false));
}

}  // namespace dlx::sudoku
