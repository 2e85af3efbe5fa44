// The techniques of the logic solver and one deduction ("step") made with one of them.
#pragma once

#include <vector>

#include "encoders/sudoku/logic/candidates.hpp"

namespace dlx::sudoku {

// In the order the solver tries them: by grade, then within a grade by the ratings of Sudoku
// Explainer (hidden single 1.2-1.5 before naked single 2.3, pointing 2.6 before claiming 2.8, ...),
// so that each step uses the easiest technique that makes progress. The values are indices of
// technique_table() and of Grade::counts (techniques.hpp: each technique is an enumerator here and
// a row there, and the table's size is the number of techniques).
enum class Technique {
  kHiddenSingle,
  kNakedSingle,
  kPointing,
  kClaiming,
  kNakedPair,
  kHiddenPair,
  kNakedTriple,
  kHiddenTriple,
  kNakedQuad,
  kHiddenQuad,
  kXWing,
  kSwordfish,
  kXYWing,
  kXYZWing,
  kJellyfish,
};

// "cell holds value" (a placement) or "value is a candidate of cell" (an elimination).
struct CellValue {
  int cell = 0;
  int value = 0;
  bool operator==(const CellValue&) const = default;
};

// One deduction, with what its explanation names.
struct Step {
  Technique technique = Technique::kHiddenSingle;
  std::vector<CellValue> placements;    // singles: one
  std::vector<CellValue> eliminations;  // the others: at least one
  // The houses of the pattern: a hidden single's house; locked candidates: the house the value is
  // confined in, then the house it is removed from; subsets: the house; fish: the base lines, then
  // the cover lines.
  std::vector<int> houses;
  // The cells of the pattern: a subset's cells; a wing's pivot, then its two pincers.
  std::vector<int> cells;
  // The candidates of `cells` when the step was found (wings: the explanation shows them).
  std::vector<ValueSet> cell_candidates;
  ValueSet values = 0;  // the pattern's values: a subset's, a fish's one value, a wing's z
};

}  // namespace dlx::sudoku
