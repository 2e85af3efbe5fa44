#include "encoders/queens/queens_checker.hpp"

#include <fmt/format.h>

#include <cstdlib>

namespace dlx::queens {

std::optional<std::string> check_queens(int n, const std::vector<int>& column_of_row,
                                        const Placement* given) {
  if (static_cast<int>(column_of_row.size()) != n) {
    return fmt::format("{} rows on a board of {}", column_of_row.size(), n);
  }
  // Each line of attack seen so far: columns, and the two diagonal directions, indexed directly.
  std::vector<int> column_seen(static_cast<std::size_t>(n), -1);
  std::vector<int> down_seen(static_cast<std::size_t>(2 * n), -1);  // row + column
  std::vector<int> up_seen(static_cast<std::size_t>(2 * n), -1);    // row - column + n
  for (int row = 0; row < n; ++row) {
    const int column = column_of_row[static_cast<std::size_t>(row)];
    if (column < 0 || column >= n) return fmt::format("row {} has no queen", row + 1);
    int& by_column = column_seen[static_cast<std::size_t>(column)];
    int& by_down = down_seen[static_cast<std::size_t>(row + column)];
    int& by_up = up_seen[static_cast<std::size_t>(row - column + n)];
    for (int other : {by_column, by_down, by_up}) {
      if (other >= 0) {
        return fmt::format("the queens in rows {} and {} attack each other", other + 1, row + 1);
      }
    }
    by_column = by_down = by_up = row;
    if (given != nullptr) {
      const int wanted = given->column_of_row[static_cast<std::size_t>(row)];
      if (wanted >= 0 && wanted != column) {
        return fmt::format("the given queen of row {} (column {}) was moved to column {}", row + 1,
                           wanted + 1, column + 1);
      }
    }
  }
  return std::nullopt;
}

}  // namespace dlx::queens
