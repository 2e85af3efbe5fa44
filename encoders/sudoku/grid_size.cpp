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
  const std::string shape =
      fmt::format("{}x{} {}grid", size.rows, size.columns, size.raw ? "raw " : "");
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

const VariableGroup* variable_group(int cell, const GridSize& size) {
  int first = size.cells();
  if (cell < first) return nullptr;
  for (const VariableGroup& group : size.variables) {
    if (cell < first + group.count) return &group;
    first += group.count;
  }
  return nullptr;
}

std::vector<int> orthogonal_neighbours(int cell, const GridSize& size) {
  // A layer is laid out as the grid is, row by row, its last row possibly short (ISS's).
  int first = 0;
  int count = size.cells();
  int columns = size.columns;
  if (size.is_variable(cell)) {
    const VariableGroup* group = variable_group(cell, size);
    if (group == nullptr || group->columns == 0) return {};
    first = size.cells();
    for (const VariableGroup* g = size.variables.data(); g != group; ++g) first += g->count;
    count = group->count;
    columns = group->columns;
  }
  const int at = cell - first;
  std::vector<int> out;
  if (at >= columns) out.push_back(cell - columns);
  if (at % columns > 0) out.push_back(cell - 1);
  if (at % columns + 1 < columns && at + 1 < count) out.push_back(cell + 1);
  if (at + columns < count) out.push_back(cell + columns);
  return out;
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
