#include "tests/support/queens_problem.hpp"

#include <string>
#include <vector>

namespace dlx::testing {

Problem queens_problem(int n) {
  return queens_behind_forced_moves(n, 0);
}

Problem queens_behind_forced_moves(int n, int chain) {
  Problem problem;
  std::vector<ItemId> rows, columns, diagonals, antidiagonals;
  for (int k = 0; k < n; ++k) rows.push_back(problem.add_primary("r" + std::to_string(k)));
  for (int k = 0; k < n; ++k) columns.push_back(problem.add_primary("c" + std::to_string(k)));
  for (int k = 0; k < 2 * n - 1; ++k) {
    diagonals.push_back(problem.add_secondary("a" + std::to_string(k)));
    antidiagonals.push_back(problem.add_secondary("b" + std::to_string(k)));
  }
  std::vector<ItemId> forced;
  for (int k = 0; k < chain; ++k) forced.push_back(problem.add_primary("f" + std::to_string(k)));
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      problem.add_option({rows[i], columns[j], diagonals[i + j], antidiagonals[i - j + n - 1]});
    }
  }
  for (const ItemId item : forced) problem.add_option({item});
  return problem;
}

}  // namespace dlx::testing
