// The registry of the logic solver's techniques, easiest first: each row names a technique, gives
// its grade, the function that finds one deduction with it and the one that puts that deduction
// in words. The functions live one file per family (singles.cpp, locked_candidates.cpp,
// subsets.cpp, fish.cpp, wings.cpp). The grader, the explainer, the grade's counts and the tests
// iterate the table; its size is the number of techniques.
//
// Every finder returns the first deduction it sees that changes the grid (places a value or
// removes at least one candidate), or nullopt; it changes nothing itself (apply_step does).
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>

#include "encoders/sudoku/logic/candidates.hpp"
#include "encoders/sudoku/logic/grade_level.hpp"
#include "encoders/sudoku/logic/step.hpp"

namespace dlx::sudoku {

class StepWords;  // logic/step_words.hpp

// ---- Singles (singles.cpp) -------------------------------------------------------------------
// A value with one place left in a house.
std::optional<Step> find_hidden_single(const CandidateGrid& grid);
// A cell with one candidate left.
std::optional<Step> find_naked_single(const CandidateGrid& grid);
std::string explain_hidden_single(const Step& step, const StepWords& words);
std::string explain_naked_single(const Step& step, const StepWords& words);

// ---- Locked candidates (locked_candidates.cpp) -----------------------------------------------
// A value whose places in a box (or any house not a row or column) all lie in one other house:
// it goes there, so the rest of that other house loses it.
std::optional<Step> find_pointing(const CandidateGrid& grid);
// The same from a row or column into the box (or other house) that holds all its places.
std::optional<Step> find_claiming(const CandidateGrid& grid);
std::string explain_locked(const Step& step, const StepWords& words);

// ---- Subsets (subsets.cpp) ---------------------------------------------------------------------
// `size` open cells of a house whose candidates together are `size` values: the rest of the
// house loses those values.
std::optional<Step> find_naked_subset(const CandidateGrid& grid, int size);
// `size` values whose places in a house are together `size` cells: those cells lose every other
// candidate.
std::optional<Step> find_hidden_subset(const CandidateGrid& grid, int size);
std::string explain_naked_subset(const Step& step, const StepWords& words);
std::string explain_hidden_subset(const Step& step, const StepWords& words);

// ---- Fish (fish.cpp) ---------------------------------------------------------------------------
// Basic fish of `size` 2 (X-wing), 3 (swordfish), 4 (jellyfish): a value's places in `size` rows
// lie in `size` columns, so the rest of those columns lose it (and with rows and columns swapped).
std::optional<Step> find_fish(const CandidateGrid& grid, int size);
std::string explain_fish(const Step& step, const StepWords& words);

// ---- Wings (wings.cpp) -------------------------------------------------------------------------
// A pivot {x,y} that sees pincers {x,z} and {y,z}: one pincer holds z, so a cell that sees both
// pincers cannot.
std::optional<Step> find_xy_wing(const CandidateGrid& grid);
// A pivot {x,y,z} that sees pincers {x,z} and {y,z}: z is in one of the three, so a cell that sees
// all three cannot hold it.
std::optional<Step> find_xyz_wing(const CandidateGrid& grid);
std::string explain_wing(const Step& step, const StepWords& words);

// ---- The table ---------------------------------------------------------------------------------

using TechniqueFinder = std::optional<Step> (*)(const CandidateGrid&);
// The deduction in words, after "<name>: " (describe_step, explain.hpp, writes the whole line).
using TechniqueExplainer = std::string (*)(const Step&, const StepWords&);

struct TechniqueInfo {
  Technique technique;
  const char* name;  // for people: "hidden single", "locked candidates (pointing)"
  const char* key;   // for JSON: "hidden-single", "pointing"
  GradeLevel level;  // the grade of a puzzle that needs it
  TechniqueFinder find;
  TechniqueExplainer explain;
};

// Indexed by Technique, in the order the solver tries them (step.hpp says why that order).
inline constexpr auto kTechniqueTable = [] {
  using enum Technique;
  using enum GradeLevel;
  return std::to_array<TechniqueInfo>({
      {kHiddenSingle, "hidden single", "hidden-single", kSimple, find_hidden_single,
       explain_hidden_single},
      {kNakedSingle, "naked single", "naked-single", kSimple, find_naked_single,
       explain_naked_single},
      {kPointing, "locked candidates (pointing)", "pointing", kEasy, find_pointing, explain_locked},
      {kClaiming, "locked candidates (claiming)", "claiming", kEasy, find_claiming, explain_locked},
      {kNakedPair, "naked pair", "naked-pair", kIntermediate,
       [](const CandidateGrid& grid) { return find_naked_subset(grid, 2); }, explain_naked_subset},
      {kHiddenPair, "hidden pair", "hidden-pair", kIntermediate,
       [](const CandidateGrid& grid) { return find_hidden_subset(grid, 2); },
       explain_hidden_subset},
      {kNakedTriple, "naked triple", "naked-triple", kIntermediate,
       [](const CandidateGrid& grid) { return find_naked_subset(grid, 3); }, explain_naked_subset},
      {kHiddenTriple, "hidden triple", "hidden-triple", kIntermediate,
       [](const CandidateGrid& grid) { return find_hidden_subset(grid, 3); },
       explain_hidden_subset},
      {kNakedQuad, "naked quad", "naked-quad", kIntermediate,
       [](const CandidateGrid& grid) { return find_naked_subset(grid, 4); }, explain_naked_subset},
      {kHiddenQuad, "hidden quad", "hidden-quad", kIntermediate,
       [](const CandidateGrid& grid) { return find_hidden_subset(grid, 4); },
       explain_hidden_subset},
      {kXWing, "x-wing", "x-wing", kExpert,
       [](const CandidateGrid& grid) { return find_fish(grid, 2); }, explain_fish},
      {kSwordfish, "swordfish", "swordfish", kExpert,
       [](const CandidateGrid& grid) { return find_fish(grid, 3); }, explain_fish},
      {kXYWing, "xy-wing", "xy-wing", kExpert, find_xy_wing, explain_wing},
      {kXYZWing, "xyz-wing", "xyz-wing", kExpert, find_xyz_wing, explain_wing},
      {kJellyfish, "jellyfish", "jellyfish", kExpert,
       [](const CandidateGrid& grid) { return find_fish(grid, 4); }, explain_fish},
  });
}();

// How many techniques there are: the size of Grade::counts.
inline constexpr std::size_t kTechniqueCount = kTechniqueTable.size();

// Row k is technique k, so that a Technique indexes the table and the counts: a row out of place
// does not compile.
static_assert([] {
  for (std::size_t k = 0; k < kTechniqueCount; ++k) {
    if (static_cast<std::size_t>(kTechniqueTable[k].technique) != k) return false;
  }
  return true;
}());

inline const std::array<TechniqueInfo, kTechniqueCount>& technique_table() {
  return kTechniqueTable;
}
inline const TechniqueInfo& technique_info(Technique technique) {
  return kTechniqueTable[static_cast<std::size_t>(technique)];
}

// Makes the step's placements and eliminations.
void apply_step(const Step& step, CandidateGrid& grid);

}  // namespace dlx::sudoku
