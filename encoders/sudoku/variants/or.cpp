// An or of groups of rules (ISS's Or, issue 41 point 3): the rules of one branch at least all
// hold. Branches are cut by "||", the rules of a branch by "&&", each rule a line of the format:
//
//   or skyscraper col 2 top: 5 && candidates r5c2: 5 || thermo r1c1 r1c2 r1c3
//
// Compiled by Encoder::any_of (any_of.cpp): a selector piece chooses the branch, each branch's
// pieces hold under its flag, and the job's acceptance test (or_choice.hpp) keeps the solution
// whose chosen branch is the first that holds. The check reads each branch with its rules' own
// checks. A rule of the whole grid (anti-knight), a house (a diagonal, a region, a killer cage)
// or a rule whose model is a group of values (a rellik cage's set of digits) has no flag to hold
// it and is refused in a branch.
#include <fmt/format.h>

#include <optional>
#include <string>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

std::optional<std::string> validate_or(const Constraint& c, const GridSize&) {
  for (const std::vector<Constraint>& branch : c.branches) {
    for (const Constraint& rule : branch) {
      const ConstraintType& type = *rule.type;
      if (type.syntax == Syntax::kNothing || type.houses != nullptr || type.grid_region) {
        return fmt::format(
            "'{}' in a branch is not stated: a rule of the whole grid or a house of it holds in "
            "every solution or in none",
            type.name);
      }
    }
  }
  return std::nullopt;
}

std::optional<std::string> check_or(const Constraint& c, const SolvedGrid& g) {
  std::string broken;
  for (std::size_t b = 0; b < c.branches.size(); ++b) {
    std::optional<std::string> first;
    for (const Constraint& rule : c.branches[b]) {
      first = rule.type->check(rule, g);
      if (first) break;
    }
    if (!first) return std::nullopt;
    broken += fmt::format("{}branch {}: {}", b == 0 ? "" : "; ", b + 1, *first);
  }
  return fmt::format("no branch holds ({})", broken);
}

void draw_or(const Constraint& c, Canvas& canvas) {
  for (const std::vector<Constraint>& branch : c.branches) {
    for (const Constraint& rule : branch) {
      if (rule.type->draw != nullptr) rule.type->draw(rule, canvas);
    }
  }
}

}  // namespace

ConstraintType or_type() {
  return {.name = "or",
          .syntax = Syntax::kBranches,
          .draw = draw_or,
          .rule = "the rules of one branch at least hold",
          .validate = validate_or,
          .variable_cells = true,
          .compile = [](const Constraint& c, Encoder& e) { e.any_of(c.branches); },
          .check = check_or};
}

}  // namespace dlx::sudoku
