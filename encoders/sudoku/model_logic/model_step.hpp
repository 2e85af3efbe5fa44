// The deductions of the logic on the model (model_logic.hpp), and the table of their kinds: name,
// JSON key and grade, in the order the solver tries them.
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <vector>

#include "encoders/sudoku/logic/grade_level.hpp"
#include "encoders/sudoku/logic/step.hpp"

namespace dlx::sudoku {

enum class ModelTechnique {
  kNakedSingle,       // a cell has one value left
  kHiddenSingle,      // a house has one place left for a value
  kConstraint,        // a value that would leave a constraint (or, through it, a cell or house)
                      // with no way left
  kLockedCandidates,  // a value that would leave a house no place for a value: pointing, claiming
  kNakedPair,
  kHiddenPair,
  kNakedTriple,
  kHiddenTriple,
  kNakedQuad,
  kHiddenQuad,
  kXWing,
  kSwordfish,
  kJellyfish,
  kContradiction,  // a value whose consequences (singles and the eliminations above) break a rule
};

struct ModelTechniqueInfo {
  ModelTechnique technique;
  const char* name;  // for people: "naked single"
  const char* key;   // for JSON: "naked-single"
  GradeLevel level;
};

inline constexpr auto kModelTechniqueTable = [] {
  using enum ModelTechnique;
  using enum GradeLevel;
  return std::to_array<ModelTechniqueInfo>({
      {kNakedSingle, "naked single", "naked-single", kSimple},
      {kHiddenSingle, "hidden single", "hidden-single", kSimple},
      {kConstraint, "constraint", "constraint", kEasy},
      {kLockedCandidates, "locked candidates", "locked-candidates", kEasy},
      {kNakedPair, "naked pair", "naked-pair", kIntermediate},
      {kHiddenPair, "hidden pair", "hidden-pair", kIntermediate},
      {kNakedTriple, "naked triple", "naked-triple", kIntermediate},
      {kHiddenTriple, "hidden triple", "hidden-triple", kIntermediate},
      {kNakedQuad, "naked quad", "naked-quad", kIntermediate},
      {kHiddenQuad, "hidden quad", "hidden-quad", kIntermediate},
      {kXWing, "x-wing", "x-wing", kExpert},
      {kSwordfish, "swordfish", "swordfish", kExpert},
      {kJellyfish, "jellyfish", "jellyfish", kExpert},
      {kContradiction, "contradiction", "contradiction", kExpert},
  });
}();

inline constexpr std::size_t kModelTechniqueCount = kModelTechniqueTable.size();

static_assert([] {
  for (std::size_t k = 0; k < kModelTechniqueCount; ++k) {
    if (static_cast<std::size_t>(kModelTechniqueTable[k].technique) != k) return false;
  }
  return true;
}());

inline const ModelTechniqueInfo& model_technique_info(ModelTechnique technique) {
  return kModelTechniqueTable[static_cast<std::size_t>(technique)];
}

// One deduction: what it places and removes, and its line in the style of dclamage's
// SudokuSolver's logical path ("Hidden Single in row 1: r1c3=7", "[thermo r1c1-r1c4] r1c2 cannot
// be 1", "Setting r9c3 to 9 causes a contradiction:" with the chain's lines indented below it).
struct ModelStep {
  ModelTechnique technique = ModelTechnique::kNakedSingle;
  std::vector<CellValue> placements;    // a single: one
  std::vector<CellValue> eliminations;  // the others: at least one
  std::string text;
};

}  // namespace dlx::sudoku
