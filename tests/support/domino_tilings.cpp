#include "tests/support/domino_tilings.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>

namespace dlx::testing {
namespace {

// Domino tilings of the cells `inside(row, column)` of a rows x columns box: an item per cell,
// declared row by row, an option per pair of neighbouring cells.
template <typename Inside>
Problem domino_problem(int rows, int columns, Inside inside) {
  Problem problem;
  std::map<std::pair<int, int>, ItemId> cell;
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < columns; ++c) {
      if (inside(r, c))
        cell[{r, c}] = problem.add_primary(std::to_string(r) + "," + std::to_string(c));
    }
  }
  for (const auto& [at, item] : cell) {
    const auto right = cell.find({at.first, at.second + 1});
    if (right != cell.end()) problem.add_option({item, right->second});
    const auto below = cell.find({at.first + 1, at.second});
    if (below != cell.end()) problem.add_option({item, below->second});
  }
  return problem;
}

}  // namespace

Problem domino_board(int side) {
  return domino_problem(side, side, [](int, int) { return true; });
}

Problem aztec_diamond(int n) {
  return domino_problem(2 * n, 2 * n, [n](int r, int c) {
    return std::abs(2 * (r - n) + 1) + std::abs(2 * (c - n) + 1) <= 2 * n;
  });
}

std::map<int, Count> published_domino_tilings() {
  // A path, not std::string + "...": GCC 12 warns of a bound it imagines in that concatenation.
  std::ifstream in(std::filesystem::path(DLX_MEMO_TEST_DATA) / "domino_tilings.tsv");
  std::map<int, Count> counts;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    int side = 0;
    std::string tilings;
    fields >> side >> tilings;
    counts[side] = Count(tilings);
  }
  return counts;
}

}  // namespace dlx::testing
