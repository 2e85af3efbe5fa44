#include "encoders/sudoku/generator/symmetry_pattern.hpp"

#include <cstddef>

namespace dlx::sudoku {

std::string to_string(ClueSymmetry symmetry) {
  switch (symmetry) {
    case ClueSymmetry::kNone:
      return "none";
    case ClueSymmetry::kRotational:
      return "rotational";
    case ClueSymmetry::kMirror:
      return "mirror";
  }
  return "none";
}

std::optional<ClueSymmetry> parse_clue_symmetry(std::string_view name) {
  for (ClueSymmetry symmetry :
       {ClueSymmetry::kNone, ClueSymmetry::kRotational, ClueSymmetry::kMirror}) {
    if (name == to_string(symmetry)) return symmetry;
  }
  return std::nullopt;
}

int symmetric_cell(int cell, int n, ClueSymmetry symmetry) {
  const int r = cell / n;
  const int c = cell % n;
  switch (symmetry) {
    case ClueSymmetry::kNone:
      return cell;
    case ClueSymmetry::kRotational:
      return (n - 1 - r) * n + (n - 1 - c);
    case ClueSymmetry::kMirror:
      return r * n + (n - 1 - c);
  }
  return cell;
}

std::vector<std::vector<int>> clue_orbits(int n, ClueSymmetry symmetry) {
  std::vector<std::vector<int>> orbits;
  // Both symmetries are involutions, so an orbit is {cell, image}; it is listed at its smaller
  // cell.
  for (int cell = 0; cell < n * n; ++cell) {
    const int image = symmetric_cell(cell, n, symmetry);
    if (image < cell) continue;
    if (image == cell) {
      orbits.push_back({cell});
    } else {
      orbits.push_back({cell, image});
    }
  }
  return orbits;
}

bool has_symmetric_pattern(const std::vector<int>& givens, int n, ClueSymmetry symmetry) {
  for (int cell = 0; cell < n * n; ++cell) {
    const int image = symmetric_cell(cell, n, symmetry);
    if ((givens[static_cast<std::size_t>(cell)] != 0) !=
        (givens[static_cast<std::size_t>(image)] != 0)) {
      return false;
    }
  }
  return true;
}

}  // namespace dlx::sudoku
