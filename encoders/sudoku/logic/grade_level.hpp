// The grades of a Sudoku, from the hardest technique its logical solution needs.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace dlx::sudoku {

enum class GradeLevel {
  kSimple,        // naked and hidden singles only
  kEasy,          // + locked candidates (pointing, claiming)
  kIntermediate,  // + naked and hidden pairs, triples, quads
  kExpert,        // + X-wing, swordfish, jellyfish, XY-wing, XYZ-wing
  kNeedsSearch,   // the techniques above do not finish the grid
};

// "simple", "easy", "intermediate", "expert", "needs-search".
std::string to_string(GradeLevel level);
// The inverse of to_string; also accepts "needs search" and any letter case. nullopt otherwise.
std::optional<GradeLevel> parse_grade_level(std::string_view name);

}  // namespace dlx::sudoku
