#include "encoders/polyomino/shape.hpp"

#include <algorithm>
#include <climits>
#include <set>

namespace dlx::polyomino {

std::vector<int> allowed_motions(PieceKind kind, const Geometry& geometry) {
  const int count = kind == PieceKind::kFree ? geometry.motion_count() : geometry.rotation_count();
  std::vector<int> motions(static_cast<std::size_t>(count));
  for (int motion = 0; motion < count; ++motion) motions[static_cast<std::size_t>(motion)] = motion;
  return motions;
}

Shape normalized(std::vector<Cell> cells) {
  if (cells.empty()) return cells;
  int top = INT_MAX;
  int left = INT_MAX;
  int bottom_layer = INT_MAX;
  for (const Cell& cell : cells) {
    top = std::min(top, cell.row);
    left = std::min(left, cell.column);
    bottom_layer = std::min(bottom_layer, cell.layer);
  }
  for (Cell& cell : cells) {
    cell.row -= top;
    cell.column -= left;
    cell.layer -= bottom_layer;
  }
  std::sort(cells.begin(), cells.end());
  return cells;
}

Shape moved(const Shape& shape, int motion, const Geometry& geometry) {
  std::vector<Cell> cells;
  cells.reserve(shape.size());
  for (const Cell& cell : shape) cells.push_back(geometry.moved(cell, motion));
  return normalized(std::move(cells));
}

Shape canonical_form(const Shape& shape, PieceKind kind, const Geometry& geometry) {
  Shape best = normalized(shape);
  for (int motion : allowed_motions(kind, geometry)) {
    best = std::min(best, moved(shape, motion, geometry));
  }
  return best;
}

std::vector<Orientation> orientations(const Shape& shape, PieceKind kind,
                                      const Geometry& geometry) {
  std::vector<Orientation> found;
  for (int motion : allowed_motions(kind, geometry)) {
    Shape image = moved(shape, motion, geometry);
    const bool seen = std::any_of(found.begin(), found.end(),
                                  [&](const Orientation& o) { return o.shape == image; });
    if (!seen) found.push_back({std::move(image), motion});
  }
  return found;
}

bool is_connected(const Shape& shape, const Geometry& geometry) {
  if (shape.empty()) return false;
  const std::set<Cell> cells(shape.begin(), shape.end());
  std::set<Cell> reached = {shape.front()};
  std::vector<Cell> frontier = {shape.front()};
  while (!frontier.empty()) {
    const Cell cell = frontier.back();
    frontier.pop_back();
    for (const Cell& next : geometry.neighbours(cell)) {
      if (cells.count(next) != 0 && reached.insert(next).second) frontier.push_back(next);
    }
  }
  return reached.size() == cells.size();
}

Extent extent(const Shape& shape) {
  Extent reach;
  for (const Cell& cell : shape) {
    reach.rows = std::max(reach.rows, cell.row + 1);
    reach.columns = std::max(reach.columns, cell.column + 1);
    reach.layers = std::max(reach.layers, cell.layer + 1);
  }
  return reach;
}

int shape_height(const Shape& shape) {
  return extent(shape).rows;
}

int shape_width(const Shape& shape) {
  return extent(shape).columns;
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
