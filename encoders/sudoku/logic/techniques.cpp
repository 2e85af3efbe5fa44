#include "encoders/sudoku/logic/techniques.hpp"

namespace dlx::sudoku {

const std::array<TechniqueInfo, kTechniqueCount>& technique_table() {
  using enum Technique;
  using enum GradeLevel;
  static const std::array<TechniqueInfo, kTechniqueCount> table = {{
      {kHiddenSingle, "hidden single", "hidden-single", kSimple, find_hidden_single},
      {kNakedSingle, "naked single", "naked-single", kSimple, find_naked_single},
      {kPointing, "locked candidates (pointing)", "pointing", kEasy, find_pointing},
      {kClaiming, "locked candidates (claiming)", "claiming", kEasy, find_claiming},
      {kNakedPair, "naked pair", "naked-pair", kIntermediate,
       [](const CandidateGrid& grid) { return find_naked_subset(grid, 2); }},
      {kHiddenPair, "hidden pair", "hidden-pair", kIntermediate,
       [](const CandidateGrid& grid) { return find_hidden_subset(grid, 2); }},
      {kNakedTriple, "naked triple", "naked-triple", kIntermediate,
       [](const CandidateGrid& grid) { return find_naked_subset(grid, 3); }},
      {kHiddenTriple, "hidden triple", "hidden-triple", kIntermediate,
       [](const CandidateGrid& grid) { return find_hidden_subset(grid, 3); }},
      {kNakedQuad, "naked quad", "naked-quad", kIntermediate,
       [](const CandidateGrid& grid) { return find_naked_subset(grid, 4); }},
      {kHiddenQuad, "hidden quad", "hidden-quad", kIntermediate,
       [](const CandidateGrid& grid) { return find_hidden_subset(grid, 4); }},
      {kXWing, "x-wing", "x-wing", kExpert,
       [](const CandidateGrid& grid) { return find_fish(grid, 2); }},
      {kSwordfish, "swordfish", "swordfish", kExpert,
       [](const CandidateGrid& grid) { return find_fish(grid, 3); }},
      {kXYWing, "xy-wing", "xy-wing", kExpert, find_xy_wing},
      {kXYZWing, "xyz-wing", "xyz-wing", kExpert, find_xyz_wing},
      {kJellyfish, "jellyfish", "jellyfish", kExpert,
       [](const CandidateGrid& grid) { return find_fish(grid, 4); }},
  }};
  return table;
}

void apply_step(const Step& step, CandidateGrid& grid) {
  for (const CellValue& placement : step.placements) grid.place(placement.cell, placement.value);
  for (const CellValue& elimination : step.eliminations) {
    grid.eliminate(elimination.cell, elimination.value);
  }
}

}  // namespace dlx::sudoku
