#include "encoders/sudoku/iss/iss_or.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <utility>

#include "encoders/sudoku/iss/iss_grid.hpp"
#include "encoders/sudoku/variants/constraint_text.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"

namespace dlx::sudoku {
namespace {

// A rule the checker judges from its own cells alone: not a rule of the grid, of a row or column
// (outside clues), or of the grid's regions.
bool is_local(const Constraint& rule) {
  const ConstraintType& type = *rule.type;
  return type.syntax != Syntax::kNothing && type.syntax != Syntax::kBranches && !rule.outside &&
         !type.grid_region && type.check != nullptr && !rule.cells.empty();
}

bool holds(const IssOrBranch& branch, const SolvedGrid& grid) {
  for (const auto& [cell, values] : branch.givens) {
    if (std::find(values.begin(), values.end(), grid.at(cell)) == values.end()) return false;
  }
  return std::all_of(branch.rules.begin(), branch.rules.end(), [&](const Constraint& rule) {
    return !rule.type->check(rule, grid).has_value();
  });
}

// The `or` line: each branch's Givens as `candidates`, its rules as their lines.
std::string general_or_line(const std::vector<IssOrBranch>& branches, const GridSize& size) {
  std::string line = "or";
  for (std::size_t b = 0; b < branches.size(); ++b) {
    std::vector<std::string> rules;
    for (const auto& [cell, values] : branches[b].givens) {
      rules.push_back(
          fmt::format("candidates {}: {}", cell_text(cell, size), fmt::join(values, " ")));
    }
    for (const Constraint& rule : branches[b].rules) {
      if (rule.type->syntax == Syntax::kBranches) {
        throw IssError(
            "an Or in a branch of an Or over many cells is not stated: dlx states such an Or's "
            "branches as rules of the format, and an Or over many cells is not one");
      }
      rules.push_back(constraint_text(rule, size));
    }
    line += fmt::format("{} {}", b == 0 ? "" : " ||", fmt::join(rules, " && "));
  }
  return line;
}

// The `one-of` line of the branches over these cells.
std::string one_of_line(const std::vector<IssOrBranch>& branches, const std::vector<int>& cells,
                        const GridSize& size, const std::optional<BoxShape>& box);

}  // namespace

std::string iss_or_line(const std::vector<IssOrBranch>& branches, const GridSize& size,
                        const std::optional<BoxShape>& box) {
  std::set<int> covered;
  bool local = true;
  for (const IssOrBranch& branch : branches) {
    if (branch.givens.empty() && branch.rules.empty()) return "";
    for (const auto& given : branch.givens) covered.insert(given.first);
    for (const Constraint& rule : branch.rules) {
      local = local && is_local(rule);
      covered.insert(rule.cells.begin(), rule.cells.end());
      covered.insert(rule.head.begin(), rule.head.end());
    }
  }
  const std::vector<int> cells(covered.begin(), covered.end());
  if (branches.empty()) throw IssError("an Or without a branch: expected its items");
  if (!local || cells.size() > kMaxOrCells ||
      std::pow(size.values, static_cast<double>(cells.size())) > kMaxOrCombinations) {
    return general_or_line(branches, size);
  }
  return one_of_line(branches, cells, size, box);
}

namespace {

std::string one_of_line(const std::vector<IssOrBranch>& branches, const std::vector<int>& cells,
                        const GridSize& size, const std::optional<BoxShape>& box) {
  // Every combination of the cells' values (as the model holds them, 1..values), the other cells
  // at 1: the rules of the branches read their own cells only.
  std::vector<int> values(static_cast<std::size_t>(size.all_cells()), 1);
  const std::vector<int> regions(static_cast<std::size_t>(size.all_cells()), -1);
  std::vector<Constraint> all_rules;
  for (const IssOrBranch& branch : branches) {
    all_rules.insert(all_rules.end(), branch.rules.begin(), branch.rules.end());
  }
  const SolvedGrid grid{size, &values, &regions, &all_rules};
  // A combination that repeats a value in a row, a column or a box is in no solution (every
  // grid's rows and columns are houses, and its boxes when it keeps them), and the piece's
  // enumeration leaves it out anyway: it skips the branches' checks, which write a message for
  // each rule broken ('Killer lunchboxes', ten Ors over 3 to 6 cells each: most of its 0.45 s of
  // CPU went there, 0.27 s with the rows and columns). Variable cells are in no house.
  const auto same_box = [&](int a, int b) {
    return box && size.row(a) / box->rows == size.row(b) / box->rows &&
           size.column(a) / box->columns == size.column(b) / box->columns;
  };
  std::vector<std::pair<int, int>> peers;
  for (int a : cells) {
    for (int b : cells) {
      if (size.is_variable(a) || size.is_variable(b)) continue;
      if (a < b &&
          (size.row(a) == size.row(b) || size.column(a) == size.column(b) || same_box(a, b))) {
        peers.emplace_back(a, b);
      }
    }
  }
  const auto repeats = [&] {
    return std::any_of(peers.begin(), peers.end(), [&](const std::pair<int, int>& pair) {
      return values[static_cast<std::size_t>(pair.first)] ==
             values[static_cast<std::size_t>(pair.second)];
    });
  };
  std::string combinations;
  for (bool more = true; more;) {
    if (!repeats() && std::any_of(branches.begin(), branches.end(),
                                  [&](const IssOrBranch& b) { return holds(b, grid); })) {
      combinations += " ";
      for (std::size_t k = 0; k < cells.size(); ++k) {
        combinations += fmt::format("{}{}", k == 0 ? "" : ",", grid.at(cells[k]));
      }
    }
    more = false;
    for (int cell : cells) {  // the next combination, the first cell fastest
      int& value = values[static_cast<std::size_t>(cell)];
      if (value < size.values) {
        ++value;
        more = true;
        break;
      }
      value = 1;
    }
  }
  // No branch can hold: the puzzle has no solution, as in ISS.
  std::string line = "one-of" + (combinations.empty() ? std::string(" none") : combinations) + ":";
  for (int cell : cells) line += " " + cell_text(cell, size);
  return line;
}

}  // namespace

}  // namespace dlx::sudoku
