// Walks each queen's lines of movement square by square, as a player would, and marks what it
// reaches; then looks for a square nobody reached.
#include "encoders/queens/domination_checker.hpp"

#include <fmt/format.h>

namespace dlx::queens {

std::optional<std::string> check_domination(int n, const std::vector<Square>& queens) {
  const auto size = static_cast<std::size_t>(n);
  std::vector<std::vector<char>> occupied(size, std::vector<char>(size, 0));
  std::vector<std::vector<char>> reached(size, std::vector<char>(size, 0));
  for (const Square& queen : queens) {
    if (queen.row < 0 || queen.row >= n || queen.column < 0 || queen.column >= n) {
      return fmt::format("a queen at row {} column {} is off the {}x{} board", queen.row + 1,
                         queen.column + 1, n, n);
    }
    char& here =
        occupied[static_cast<std::size_t>(queen.row)][static_cast<std::size_t>(queen.column)];
    if (here) {
      return fmt::format("two queens on row {} column {}", queen.row + 1, queen.column + 1);
    }
    here = 1;
  }
  constexpr int kDirections[8][2] = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1},
                                     {0, 1},   {1, -1}, {1, 0},  {1, 1}};
  for (const Square& queen : queens) {
    reached[static_cast<std::size_t>(queen.row)][static_cast<std::size_t>(queen.column)] = 1;
    for (const auto& direction : kDirections) {
      // A queen attacks through other queens here: domination is about the queen graph.
      for (int r = queen.row + direction[0], c = queen.column + direction[1];
           r >= 0 && r < n && c >= 0 && c < n; r += direction[0], c += direction[1]) {
        reached[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] = 1;
      }
    }
  }
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      if (!reached[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)]) {
        return fmt::format("row {} column {} is neither occupied nor attacked", r + 1, c + 1);
      }
    }
  }
  return std::nullopt;
}

}  // namespace dlx::queens
