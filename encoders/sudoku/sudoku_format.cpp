#include "encoders/sudoku/sudoku_format.hpp"

#include <fmt/format.h>

namespace dlx::sudoku {
namespace {

std::string symbol(const SudokuPuzzle& puzzle, int value) {
  if (value == 0) return ".";
  if (puzzle.layout.numbers || puzzle.layout.alphabet.empty()) return std::to_string(value);
  return std::string(1, puzzle.layout.alphabet[static_cast<std::size_t>(value - 1)]);
}

std::string pretty_grid(const SudokuPuzzle& puzzle, const std::vector<int>& grid) {
  const int n = puzzle.n;
  std::size_t width = 1;
  for (int v = 1; v <= n; ++v) width = std::max(width, symbol(puzzle, v).size());
  // Boxes when there are boxes; a jigsaw grid is drawn without them.
  const int box_rows = puzzle.box_rows > 0 ? puzzle.box_rows : n;
  const int box_columns = puzzle.box_columns > 0 ? puzzle.box_columns : n;
  std::string rule = "+";
  for (int b = 0; b < n / box_columns; ++b) {
    rule += std::string(static_cast<std::size_t>(box_columns) * (width + 1) + 1, '-') + "+";
  }
  std::string text = rule;
  for (int r = 0; r < n; ++r) {
    text += "\n|";
    for (int c = 0; c < n; ++c) {
      text +=
          fmt::format(" {:>{}}", symbol(puzzle, grid[static_cast<std::size_t>(r * n + c)]), width);
      if ((c + 1) % box_columns == 0) text += " |";
    }
    if ((r + 1) % box_rows == 0) text += "\n" + rule;
  }
  return text;
}

}  // namespace

std::string grid_line(const SudokuPuzzle& puzzle, const std::vector<int>& grid) {
  std::string text;
  const bool spaced = puzzle.layout.numbers || puzzle.layout.spaced;
  for (std::size_t k = 0; k < grid.size(); ++k) {
    if (spaced && k > 0) text += ' ';
    text += symbol(puzzle, grid[k]);
  }
  return text;
}

std::string format_grid(const SudokuPuzzle& puzzle, const std::vector<int>& grid, bool pretty) {
  if (pretty) return pretty_grid(puzzle, grid);
  if (puzzle.layout.one_line) return grid_line(puzzle, grid);
  // A grid is followed by a blank line, so that a batch of grids reads back as a batch.
  const int n = puzzle.n;
  const bool spaced = puzzle.layout.numbers || puzzle.layout.spaced;
  // A row of 16, 25, 36, 49 or 64 cells without blanks would read back as the puzzle line of a
  // smaller grid (docs/sudoku.md: how auto tells a line from a grid row); bars between the boxes,
  // which the reader ignores, keep it a row. Found by the round trip of fuzz/sudoku_puzzles.
  int side = 4;
  while (side * side < n) ++side;
  const bool bars = !spaced && side * side == n;
  const int bar_every = puzzle.box_columns > 0 ? puzzle.box_columns : side;
  std::string text;
  for (int r = 0; r < n; ++r) {
    if (r > 0) text += '\n';
    for (int c = 0; c < n; ++c) {
      if (spaced && c > 0) text += ' ';
      if (bars && c > 0 && c % bar_every == 0) text += '|';
      text += symbol(puzzle, grid[static_cast<std::size_t>(r * n + c)]);
    }
  }
  return text + "\n";
}

}  // namespace dlx::sudoku
