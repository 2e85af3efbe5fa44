#include "encoders/sudoku/variants/constraint_text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "encoders/sudoku/variants/constraint_type.hpp"

namespace dlx::sudoku {
namespace {

std::string cells_text(const std::vector<int>& cells, const GridSize& size) {
  std::string text;
  for (int cell : cells) text += " " + cell_text(cell, size);
  return text;
}

// The space of a connected rule: "grid" for the whole grid, "$L" for a whole group of variable
// cells, else its cells.
std::string space_text(const std::vector<int>& cells, const GridSize& size) {
  auto run_from = [&](int first, int count) {
    if (static_cast<int>(cells.size()) != count) return false;
    for (int k = 0; k < count; ++k) {
      if (cells[static_cast<std::size_t>(k)] != first + k) return false;
    }
    return true;
  };
  if (run_from(0, size.cells())) return " grid";
  int first = size.cells();
  for (const VariableGroup& group : size.variables) {
    if (group.count > 1 && run_from(first, group.count)) return " $" + group.name;
    first += group.count;
  }
  return cells_text(cells, size);
}

// An automaton's segments apart by " |", a cell whose region label it reads written rRcC@.
std::string segments_text(const Constraint& constraint, const GridSize& size) {
  std::string text;
  std::size_t at = 0;  // the place of the next cell in constraint.cells
  for (std::size_t k = 0; k < constraint.groups.size(); ++k) {
    if (k > 0) text += " |";
    for (int cell : constraint.groups[k]) {
      const bool region = at < constraint.reads_region.size() && constraint.reads_region[at];
      text += " " + cell_text(cell, size) + (region ? "@" : "");
      ++at;
    }
  }
  return text;
}

}  // namespace

std::string side_text(Side side) {
  switch (side) {
    case Side::kLeft:
      return "left";
    case Side::kRight:
      return "right";
    case Side::kTop:
      return "top";
    case Side::kBottom:
      return "bottom";
  }
  return "";
}

std::string digits_text(const std::vector<int>& digits) {
  std::string text;
  for (std::size_t k = 0; k < digits.size();) {
    std::size_t end = k + 1;
    while (end < digits.size() && digits[end] == digits[end - 1] + 1) ++end;
    text += text.empty() ? "" : ",";
    if (end - k >= 3) {
      text += fmt::format("{}-{}", digits[k], digits[end - 1]);
    } else {
      text += std::to_string(digits[k]);
      if (end - k == 2) text += fmt::format(",{}", digits[k + 1]);
    }
    k = end;
  }
  return text;
}

std::string relation_text(const std::vector<int>& pairs) {
  // The digits each first digit may be followed by; first digits with the same followers share
  // a token.
  std::map<int, std::vector<int>> followers;
  for (std::size_t k = 0; k + 1 < pairs.size(); k += 2) followers[pairs[k]].push_back(pairs[k + 1]);
  std::vector<std::pair<std::vector<int>, std::vector<int>>> tokens;  // firsts, followers
  for (const auto& entry : followers) {
    // By name, not a structured binding: clang (before 16) cannot capture one in a lambda.
    const std::vector<int>& seconds = entry.second;
    auto same = std::find_if(tokens.begin(), tokens.end(),
                             [&seconds](const auto& token) { return token.second == seconds; });
    if (same == tokens.end()) {
      tokens.push_back({{entry.first}, seconds});
    } else {
      same->first.push_back(entry.first);
    }
  }
  std::string text;
  for (const auto& [firsts, seconds] : tokens) {
    text +=
        fmt::format("{}{}->{}", text.empty() ? "" : " ", digits_text(firsts), digits_text(seconds));
  }
  return text;
}

// One case per syntax (constraint_type.hpp), the parser's own cases read backwards: no type is
// named here.
std::string constraint_text(const Constraint& constraint, const GridSize& size) {
  const ConstraintType& type = *constraint.type;
  std::string text(type.name);
  switch (type.syntax) {
    case Syntax::kNothing:
      if (constraint.number) text += fmt::format(" {}", *constraint.number);
      break;
    case Syntax::kCells:
      if (constraint.number) text += fmt::format(" {}:", *constraint.number);
      text += cells_text(constraint.cells, size);
      break;
    case Syntax::kCellsThenCells:
      text += cells_text(constraint.head, size) + ":" + cells_text(constraint.cells, size);
      break;
    case Syntax::kCellThenValues:
      text += " " + cell_text(constraint.cells[0], size) + ":";
      for (int v : constraint.values) text += fmt::format(" {}", v);
      break;
    case Syntax::kWeightedCells:
      text += fmt::format(" {}:", *constraint.number);
      for (std::size_t k = 0; k < constraint.cells.size(); ++k) {
        const int weight = constraint.weights[k];
        text += weight == 1 ? " " : fmt::format(" {}*", weight);
        text += cell_text(constraint.cells[k], size);
      }
      break;
    case Syntax::kValuesThenCells:
      for (int v : constraint.values) text += fmt::format(" {}", v);
      text += ":" + cells_text(constraint.cells, size);
      break;
    case Syntax::kValuesThenSpace:
      for (int v : constraint.values) text += fmt::format(" {}", v);
      if (constraint.number) text += fmt::format(" size {}", *constraint.number);
      text += ":" + space_text(constraint.cells, size);
      break;
    case Syntax::kGroups:
    case Syntax::kSharedGroups:
      for (std::size_t k = 0; k < constraint.groups.size(); ++k) {
        text += (k == 0 ? "" : " |") + cells_text(constraint.groups[k], size);
      }
      break;
    case Syntax::kCellThenGroups:
      text += " " + cell_text(constraint.head[0], size) + ":";
      for (std::size_t k = 0; k < constraint.groups.size(); ++k) {
        text += (k == 0 ? "" : " |") + cells_text(constraint.groups[k], size);
      }
      break;
    case Syntax::kTextThenCells:
      text += " " + constraint.text + ":" + cells_text(constraint.cells, size);
      break;
    case Syntax::kTextThenGroups:
      text += " " + constraint.text + ":" + segments_text(constraint, size);
      break;
    case Syntax::kRelationThenCells:
      text += " " + relation_text(constraint.values) + ":" + cells_text(constraint.cells, size);
      break;
    case Syntax::kTuplesThenCells:
      if (constraint.values.empty()) text += " none";
      for (std::size_t k = 0; k < constraint.values.size(); ++k) {
        text +=
            (k % constraint.cells.size() == 0 ? " " : ",") + std::to_string(constraint.values[k]);
      }
      text += ":" + cells_text(constraint.cells, size);
      break;
    case Syntax::kBranches:
      for (std::size_t b = 0; b < constraint.branches.size(); ++b) {
        for (std::size_t k = 0; k < constraint.branches[b].size(); ++k) {
          text += (k > 0   ? " && "
                   : b > 0 ? " || "
                           : " ") +
                  constraint_text(constraint.branches[b][k], size);
        }
      }
      break;
    case Syntax::kRowOrColumn:
    case Syntax::kRowOrColumnSide: {
      const OutsideClue& clue = *constraint.outside;
      text += fmt::format(" {} {}", clue.row() ? "row" : "col", clue.index + 1);
      if (type.syntax == Syntax::kRowOrColumnSide) text += " " + side_text(clue.side);
      text += fmt::format(": {}", *constraint.number);
      break;
    }
  }
  return text;
}

}  // namespace dlx::sudoku
