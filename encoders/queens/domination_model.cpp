#include "encoders/queens/domination_model.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>

namespace dlx::queens {

DominationModel build_domination_model(int n) {
  DominationModel model;
  model.n = n;
  Problem& problem = model.problem;
  // Square (r, c) is item r * n + c: declared row by row.
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) problem.add_primary(fmt::format("r{}c{}", r + 1, c + 1));
  }
  std::vector<OptionEntry> entries;
  entries.reserve(static_cast<std::size_t>(4 * n));
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      entries.clear();
      for (int r2 = 0; r2 < n; ++r2) {
        for (int c2 = 0; c2 < n; ++c2) {
          if (r2 == r || c2 == c || std::abs(r2 - r) == std::abs(c2 - c)) {
            entries.emplace_back(ItemId{r2 * n + c2});
          }
        }
      }
      problem.add_option(std::span<const OptionEntry>(entries));
      model.square_of_option.push_back({r, c});
    }
  }
  return model;
}

std::vector<Square> decode_domination(const DominationModel& model, SolutionView cover) {
  std::vector<Square> queens;
  queens.reserve(cover.size());
  for (const OptionId option : cover) {
    queens.push_back(model.square_of_option[static_cast<std::size_t>(option.value)]);
  }
  std::sort(queens.begin(), queens.end(), [](const Square& a, const Square& b) {
    return a.row != b.row ? a.row < b.row : a.column < b.column;
  });
  return queens;
}

}  // namespace dlx::queens
