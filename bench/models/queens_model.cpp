#include "models/queens_model.hpp"

#include <stdexcept>
#include <string>
#include <vector>

namespace dlx::bench {
namespace {

std::vector<ItemId> add_items(Problem& problem, ItemKind kind, char prefix, int count) {
  std::vector<ItemId> items;
  items.reserve(static_cast<std::size_t>(count));
  for (int k = 0; k < count; ++k) {
    const std::string name = prefix + std::to_string(k);
    items.push_back(kind == ItemKind::kPrimary ? problem.add_primary(name)
                                               : problem.add_secondary(name));
  }
  return items;
}

}  // namespace

Problem make_queens_problem(int n) {
  if (n < 1) throw std::invalid_argument("n-queens needs n >= 1");
  Problem problem;
  // Declaration order matters: MRV breaks ties by it, and both solvers under comparison keep it,
  // so they walk the same search tree.
  const std::vector<ItemId> rows = add_items(problem, ItemKind::kPrimary, 'r', n);
  const std::vector<ItemId> columns = add_items(problem, ItemKind::kPrimary, 'c', n);
  const std::vector<ItemId> diagonals = add_items(problem, ItemKind::kSecondary, 'a', 2 * n - 1);
  const std::vector<ItemId> anti_diagonals =
      add_items(problem, ItemKind::kSecondary, 'b', 2 * n - 1);
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      problem.add_option({rows[static_cast<std::size_t>(i)], columns[static_cast<std::size_t>(j)],
                          diagonals[static_cast<std::size_t>(i + j)],
                          anti_diagonals[static_cast<std::size_t>(i - j + n - 1)]});
    }
  }
  return problem;
}

}  // namespace dlx::bench
