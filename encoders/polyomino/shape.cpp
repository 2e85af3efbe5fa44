#include "encoders/polyomino/shape.hpp"

#include <algorithm>
#include <climits>
#include <set>

namespace dlx::polyomino {

std::span<const int> allowed_motions(PieceKind kind) {
  static constexpr std::array<int, kMotionCount> kAll = {0, 1, 2, 3, 4, 5, 6, 7};
  return std::span<const int>(kAll.data(),
                              kind == PieceKind::kFree ? kMotionCount : kRotationCount);
}

Cell moved(Cell cell, int motion) {
  // Mirror first (column -> -column), then turn clockwise a quarter at a time:
  // (row, column) -> (column, -row).
  if (motion >= kRotationCount) cell.column = -cell.column;
  for (int turn = 0; turn < motion % kRotationCount; ++turn) {
    cell = Cell{cell.column, -cell.row};
  }
  return cell;
}

Shape normalized(std::vector<Cell> cells) {
  if (cells.empty()) return cells;
  int top = INT_MAX;
  int left = INT_MAX;
  for (const Cell& cell : cells) {
    top = std::min(top, cell.row);
    left = std::min(left, cell.column);
  }
  for (Cell& cell : cells) cell = Cell{cell.row - top, cell.column - left};
  std::sort(cells.begin(), cells.end());
  return cells;
}

Shape moved(const Shape& shape, int motion) {
  std::vector<Cell> cells;
  cells.reserve(shape.size());
  for (const Cell& cell : shape) cells.push_back(moved(cell, motion));
  return normalized(std::move(cells));
}

Shape canonical_form(const Shape& shape, PieceKind kind) {
  Shape best = normalized(shape);
  for (int motion : allowed_motions(kind)) best = std::min(best, moved(shape, motion));
  return best;
}

std::vector<Orientation> orientations(const Shape& shape, PieceKind kind) {
  std::vector<Orientation> found;
  for (int motion : allowed_motions(kind)) {
    Shape image = moved(shape, motion);
    const bool seen = std::any_of(found.begin(), found.end(),
                                  [&](const Orientation& o) { return o.shape == image; });
    if (!seen) found.push_back({std::move(image), motion});
  }
  return found;
}

bool is_connected(const Shape& shape) {
  if (shape.empty()) return false;
  const std::set<Cell> cells(shape.begin(), shape.end());
  std::set<Cell> reached = {shape.front()};
  std::vector<Cell> frontier = {shape.front()};
  while (!frontier.empty()) {
    const Cell cell = frontier.back();
    frontier.pop_back();
    for (const Cell step : {Cell{1, 0}, Cell{-1, 0}, Cell{0, 1}, Cell{0, -1}}) {
      const Cell next{cell.row + step.row, cell.column + step.column};
      if (cells.count(next) != 0 && reached.insert(next).second) frontier.push_back(next);
    }
  }
  return reached.size() == cells.size();
}

int shape_height(const Shape& shape) {
  int height = 0;
  for (const Cell& cell : shape) height = std::max(height, cell.row + 1);
  return height;
}

int shape_width(const Shape& shape) {
  int width = 0;
  for (const Cell& cell : shape) width = std::max(width, cell.column + 1);
  return width;
}

std::string draw_shape(const Shape& shape, char mark) {
  const int height = shape_height(shape);
  const int width = shape_width(shape);
  std::string picture;
  for (int row = 0; row < height; ++row) {
    if (row > 0) picture += '\n';
    for (int column = 0; column < width; ++column) {
      const bool filled = std::binary_search(shape.begin(), shape.end(), Cell{row, column});
      picture += filled ? mark : '.';
    }
  }
  return picture;
}

}  // namespace dlx::polyomino
