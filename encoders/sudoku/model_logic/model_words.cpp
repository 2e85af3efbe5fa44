#include "encoders/sudoku/model_logic/model_words.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <utility>

#include "encoders/sudoku/sudoku_format.hpp"
#include "encoders/sudoku/variants/constraint_text.hpp"

namespace dlx::sudoku {

std::string constraint_label(const Constraint& constraint, const GridSize& size) {
  std::string label(constraint.type->name);
  if (constraint.outside) {
    const OutsideClue& clue = *constraint.outside;
    label += fmt::format(" {} {}", clue.row() ? "row" : "col", clue.index + 1);
    if (constraint.type->syntax == Syntax::kRowOrColumnSide) label += " " + side_text(clue.side);
    if (constraint.number) label += fmt::format(": {}", *constraint.number);
    return label;
  }
  if (constraint.number) label += fmt::format(" {}", *constraint.number);
  // "r1c1" for one cell, "r1c1-r1c4" from the first to the last for more.
  auto span = [&size](const std::vector<int>& cells) {
    if (cells.size() == 1) return cell_text(cells.front(), size);
    return fmt::format("{}-{}", cell_text(cells.front(), size), cell_text(cells.back(), size));
  };
  // An arrow's circle, then its shaft (a clone's second group, then its first).
  if (!constraint.head.empty()) label += " " + span(constraint.head) + ":";
  if (!constraint.cells.empty()) label += " " + span(constraint.cells);
  return label;
}

std::string ModelWords::cell(int cell) const {
  return cell_text(cell, puzzle_->size);
}

std::string ModelWords::value(int value) const {
  return value_symbol(*puzzle_, value);
}

std::string ModelWords::values(ValueSet values) const {
  std::string text;
  for (int v = 1; v <= puzzle_->size.rows; ++v) {
    if (!(values & value_bit(v))) continue;
    if (!text.empty() && puzzle_->size.rows > 9) text += ",";
    text += value(v);
  }
  return text;
}

std::string ModelWords::cells(std::vector<int> cells) const {
  const int n = puzzle_->size.rows;
  std::sort(cells.begin(), cells.end());
  cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  if (n > 9) {
    std::string text;
    for (int c : cells) text += (text.empty() ? "" : ",") + cell(c);
    return text;
  }
  // Rows with the same columns go together: r13c25 is r1c2, r1c5, r3c2, r3c5.
  std::vector<std::pair<std::string, std::string>> groups;  // (rows, columns)
  std::map<int, std::string> columns_of_row;
  for (int c : cells) columns_of_row[c / n] += std::to_string(c % n + 1);
  std::map<std::string, std::size_t> group_of_columns;
  for (const auto& [row, columns] : columns_of_row) {
    const auto [it, added] = group_of_columns.emplace(columns, groups.size());
    if (added) groups.emplace_back("", columns);
    groups[it->second].first += std::to_string(row + 1);
  }
  // Cells of one column in several rows, each alone: r1c3, r5c3 is r15c3.
  std::map<std::string, std::string> rows_of_column;
  bool singles = true;
  for (const auto& [rows, columns] : groups) singles = singles && columns.size() == 1;
  if (singles && groups.size() > 1) {
    std::vector<std::pair<std::string, std::string>> merged;
    std::map<std::string, std::size_t> by_column;
    for (const auto& [rows, column] : groups) {
      const auto [it, added] = by_column.emplace(column, merged.size());
      if (added) merged.emplace_back("", column);
      merged[it->second].first += rows;
    }
    groups = std::move(merged);
  }
  std::string text;
  for (const auto& [rows, columns] : groups) {
    text += fmt::format("{}r{}c{}", text.empty() ? "" : ",", rows, columns);
  }
  return text;
}

std::string ModelWords::elimination_list(const std::vector<CellValue>& eliminations) const {
  const int n = puzzle_->size.rows;
  // The cells of each value, then values with the same cells merged: -12r1c3.
  std::vector<std::pair<ValueSet, std::string>> parts;
  for (int v = 1; v <= n; ++v) {
    std::vector<int> cells_of_value;
    for (const CellValue& e : eliminations) {
      if (e.value == v) cells_of_value.push_back(e.cell);
    }
    if (cells_of_value.empty()) continue;
    const std::string where = cells(cells_of_value);
    auto same = std::find_if(parts.begin(), parts.end(),
                             [&](const auto& part) { return part.second == where; });
    if (same != parts.end()) {
      same->first |= value_bit(v);
    } else {
      parts.emplace_back(value_bit(v), where);
    }
  }
  std::string text;
  for (const auto& [set, where] : parts) {
    text += fmt::format("{}-{}{}", text.empty() ? "" : ";", values(set), where);
  }
  return text;
}

std::string ModelWords::eliminations(const std::vector<CellValue>& eliminations) const {
  if (eliminations.size() == 1) {
    return fmt::format("{} cannot be {}", cell(eliminations.front().cell),
                       value(eliminations.front().value));
  }
  return "=> " + elimination_list(eliminations);
}

const std::string& ModelWords::house(int house) const {
  return (*houses_)[static_cast<std::size_t>(house)].name;
}

std::string ModelWords::constraint(int index) const {
  return "[" +
         constraint_label(puzzle_->constraints[static_cast<std::size_t>(index)], puzzle_->size) +
         "]";
}

}  // namespace dlx::sudoku
