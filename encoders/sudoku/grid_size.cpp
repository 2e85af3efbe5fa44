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

}  // namespace dlx::sudoku
