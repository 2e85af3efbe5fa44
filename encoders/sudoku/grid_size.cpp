#include "encoders/sudoku/grid_size.hpp"

#include <fmt/format.h>

namespace dlx::sudoku {

int default_values(int rows, int columns) {
  return std::max(rows, columns);
}

std::string value_range_text(const GridSize& size) {
  return fmt::format("{}-{}", size.lowest(), size.highest());
}

std::string grid_words(const GridSize& size) {
  const std::string shape = fmt::format("{}x{} grid", size.rows, size.columns);
  if (size.offset == 0 && size.values == default_values(size.rows, size.columns)) return shape;
  return fmt::format("{} holding {}", shape, value_range_text(size));
}

std::string variable_name(int cell, const GridSize& size) {
  int first = size.cells();
  for (const VariableGroup& group : size.variables) {
    if (cell < first + group.count) {
      return group.count == 1 ? group.name : group.name + std::to_string(cell - first + 1);
    }
    first += group.count;
  }
  return "?";
}

std::optional<int> find_variable(std::string_view name, const GridSize& size) {
  const std::size_t digits = name.find_first_of("0123456789");
  const std::string_view group_name = name.substr(0, digits);
  int first = size.cells();
  for (const VariableGroup& group : size.variables) {
    if (group.name == group_name) {
      if (digits == std::string_view::npos) {
        return group.count == 1 ? std::optional<int>(first) : std::nullopt;
      }
      if (group.count == 1 || name[digits] == '0' || name.size() - digits > 4) return std::nullopt;
      int index = 0;
      for (char c : name.substr(digits)) {
        if (c < '0' || c > '9') return std::nullopt;
        index = index * 10 + (c - '0');
      }
      if (index > group.count) return std::nullopt;
      return first + index - 1;
    }
    first += group.count;
  }
  return std::nullopt;
}

bool is_variable_group_name(std::string_view name) {
  return !name.empty() && name.size() <= 16 && std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
  });
}

}  // namespace dlx::sudoku
