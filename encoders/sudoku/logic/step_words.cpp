#include "encoders/sudoku/logic/step_words.hpp"

#include <algorithm>
#include <map>

namespace dlx::sudoku {

std::string StepWords::value(int value) const {
  if (puzzle_->layout.numbers || puzzle_->layout.alphabet.empty()) return std::to_string(value);
  return std::string(1, puzzle_->layout.alphabet[static_cast<std::size_t>(value - 1)]);
}

std::string StepWords::values(ValueSet values, const char* separator) const {
  std::string text;
  for (; values != 0; values &= values - 1) {
    if (!text.empty()) text += separator;
    text += value(lowest_value(values));
  }
  return text;
}

std::string StepWords::cells(const std::vector<int>& cells) const {
  std::string text;
  for (int c : cells) {
    if (!text.empty()) text += ", ";
    text += cell(c);
  }
  return text;
}

std::string StepWords::lines(const std::vector<int>& houses) const {
  std::string text;
  for (int h : houses) {
    const std::string& name = house(h);
    if (text.empty()) {
      text = name.substr(0, name.find(' ')) + "s " + name.substr(name.find(' ') + 1);
    } else {
      text += ", " + name.substr(name.find(' ') + 1);
    }
  }
  return text;
}

std::string StepWords::removals(const Step& step, bool value_named) const {
  std::map<int, std::vector<int>> cells_of_value;
  for (const CellValue& elimination : step.eliminations) {
    cells_of_value[elimination.value].push_back(elimination.cell);
  }
  for (auto& [v, removed] : cells_of_value) std::sort(removed.begin(), removed.end());
  if (value_named && cells_of_value.size() == 1) {
    return "removed from " + cells(cells_of_value.begin()->second);
  }
  std::string text = "removed ";
  for (const auto& [v, removed] : cells_of_value) {
    if (text.size() > 8) text += "; ";
    text += value(v) + " from " + cells(removed);
  }
  return text;
}

}  // namespace dlx::sudoku
