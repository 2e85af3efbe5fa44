// An independent check of a queens solution by the rules of chess: it knows nothing of items or
// options, only of rows, columns and diagonals.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "encoders/queens/placement.hpp"

namespace dlx::queens {

// nullopt when `column_of_row` puts n queens on an n x n board, one per row, none attacking
// another, and keeps every queen of `given` (if any) where it was; otherwise what is wrong.
std::optional<std::string> check_queens(int n, const std::vector<int>& column_of_row,
                                        const Placement* given = nullptr);

}  // namespace dlx::queens
