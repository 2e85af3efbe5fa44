#include "encoders/sudoku/variants/or_choice.hpp"

#include <algorithm>

#include "encoders/sudoku/variants/constraint_type.hpp"

namespace dlx::sudoku {
namespace {

bool branch_holds(const std::vector<Constraint>& branch, const SolvedGrid& grid) {
  return std::all_of(branch.begin(), branch.end(), [&](const Constraint& rule) {
    return !rule.type->check(rule, grid).has_value();
  });
}

}  // namespace

bool or_accepts(const OrChoices& ors, SolutionView solution, const std::vector<int>& grid) {
  if (ors.empty()) return true;
  std::vector<int> chosen(ors.branches.size(), -1);
  for (const OptionId option : solution) {
    const auto k = static_cast<std::size_t>(option.value);
    if (k < ors.chosen_by.size() && ors.chosen_by[k].first >= 0) {
      chosen[static_cast<std::size_t>(ors.chosen_by[k].first)] = ors.chosen_by[k].second;
    }
  }
  for (std::size_t i = 0; i < ors.branches.size(); ++i) {
    const std::vector<std::vector<Constraint>>& branches = ors.branches[i];
    std::vector<Constraint> rules;
    for (const std::vector<Constraint>& branch : branches) {
      rules.insert(rules.end(), branch.begin(), branch.end());
    }
    const SolvedGrid solved{ors.size, &grid, &ors.region, &rules};
    // The first branch that holds: the chosen one, and none before it.
    const auto first = std::find_if(branches.begin(), branches.end(), [&](const auto& branch) {
      return branch_holds(branch, solved);
    });
    if (first == branches.end() || first - branches.begin() != chosen[i]) return false;
  }
  return true;
}

}  // namespace dlx::sudoku
