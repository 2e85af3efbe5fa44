// The registry of the logic solver's techniques, easiest first, and the functions that find one
// deduction of each (one file per family: singles.cpp, locked_candidates.cpp, subsets.cpp,
// fish.cpp, wings.cpp). The grader, the explainer and the tests iterate the table.
//
// Every finder returns the first deduction it sees that changes the grid (places a value or
// removes at least one candidate), or nullopt; it changes nothing itself (apply_step does).
#pragma once

#include <array>
#include <optional>

#include "encoders/sudoku/logic/candidates.hpp"
#include "encoders/sudoku/logic/grade_level.hpp"
#include "encoders/sudoku/logic/step.hpp"

namespace dlx::sudoku {

using TechniqueFinder = std::optional<Step> (*)(const CandidateGrid&);

struct TechniqueInfo {
  Technique technique;
  const char* name;  // for people: "hidden single", "locked candidates (pointing)"
  const char* key;   // for JSON: "hidden-single", "pointing"
  GradeLevel level;  // the grade of a puzzle that needs it
  TechniqueFinder find;
};

// Indexed by Technique, in the order the solver tries them.
const std::array<TechniqueInfo, kTechniqueCount>& technique_table();
inline const TechniqueInfo& technique_info(Technique technique) {
  return technique_table()[static_cast<std::size_t>(technique)];
}

// Makes the step's placements and eliminations.
void apply_step(const Step& step, CandidateGrid& grid);

// ---- Singles (singles.cpp) -------------------------------------------------------------------
// A value with one place left in a house.
std::optional<Step> find_hidden_single(const CandidateGrid& grid);
// A cell with one candidate left.
std::optional<Step> find_naked_single(const CandidateGrid& grid);

// ---- Locked candidates (locked_candidates.cpp) -----------------------------------------------
// A value whose places in a box (or any house not a row or column) all lie in one other house:
// it goes there, so the rest of that other house loses it.
std::optional<Step> find_pointing(const CandidateGrid& grid);
// The same from a row or column into the box (or other house) that holds all its places.
std::optional<Step> find_claiming(const CandidateGrid& grid);

// ---- Subsets (subsets.cpp) ---------------------------------------------------------------------
// `size` open cells of a house whose candidates together are `size` values: the rest of the
// house loses those values.
std::optional<Step> find_naked_subset(const CandidateGrid& grid, int size);
// `size` values whose places in a house are together `size` cells: those cells lose every other
// candidate.
std::optional<Step> find_hidden_subset(const CandidateGrid& grid, int size);

// ---- Fish (fish.cpp) ---------------------------------------------------------------------------
// Basic fish of `size` 2 (X-wing), 3 (swordfish), 4 (jellyfish): a value's places in `size` rows
// lie in `size` columns, so the rest of those columns lose it (and with rows and columns swapped).
std::optional<Step> find_fish(const CandidateGrid& grid, int size);

// ---- Wings (wings.cpp)
// --------------------------------------------------------------------------- A pivot {x,y} that
// sees pincers {x,z} and {y,z}: one pincer holds z, so a cell that sees both pincers cannot.
std::optional<Step> find_xy_wing(const CandidateGrid& grid);
// A pivot {x,y,z} that sees pincers {x,z} and {y,z}: z is in one of the three, so a cell that sees
// all three cannot hold it.
std::optional<Step> find_xyz_wing(const CandidateGrid& grid);

}  // namespace dlx::sudoku
