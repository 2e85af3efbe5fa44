// Shapes: sets of cells of a grid (geometry.hpp), compared up to translation and motion.
//
// A shape is kept normalized: translated so that its least row, column and layer are 0, and
// sorted. Two shapes are the same placement-free piece exactly when their normalized forms are
// equal, so normalizing is how everything in this encoder compares shapes. The motions are the
// grid's: free pieces may make all of them, one-sided pieces only the rotations.
#pragma once

#include <string>
#include <vector>

#include "encoders/polyomino/geometry.hpp"

namespace dlx::polyomino {

using Shape = std::vector<Cell>;  // normalized: see normalized()

// Which motions a piece may make: all (free), or the rotations only (one-sided).
enum class PieceKind { kFree, kOneSided };

// The motions a piece of this kind may make on the grid, identity first.
std::vector<int> allowed_motions(PieceKind kind, const Geometry& geometry);

// Translated so that the least row, column and layer are 0, and sorted. The same on every grid:
// translations keep a cell's kind.
Shape normalized(std::vector<Cell> cells);

// The normalized image of a shape under a motion of the grid.
Shape moved(const Shape& shape, int motion, const Geometry& geometry);

// The least (lexicographically) normalized image under the allowed motions: two shapes are the
// same piece of this kind exactly when their canonical forms are equal.
Shape canonical_form(const Shape& shape, PieceKind kind, const Geometry& geometry);

// The distinct normalized images of a shape under the allowed motions, each with the first
// motion that gives it, in the order of the motions.
struct Orientation {
  Shape shape;
  int motion = 0;
};
std::vector<Orientation> orientations(const Shape& shape, PieceKind kind, const Geometry& geometry);

// True when the cells hold together through the grid's neighbours (a polyomino, on the square
// grid). The empty shape is not connected.
bool is_connected(const Shape& shape, const Geometry& geometry);

// How far a normalized shape reaches: rows, columns and layers of the smallest box holding it.
struct Extent {
  int rows = 0;
  int columns = 0;
  int layers = 0;
};
Extent extent(const Shape& shape);

// Height and width of the smallest rectangle holding the shape (a plane shape).
int shape_height(const Shape& shape);
int shape_width(const Shape& shape);

// A square-grid shape drawn with `mark` for its cells and '.' elsewhere, rows separated by '\n'.
std::string draw_shape(const Shape& shape, char mark);

}  // namespace dlx::polyomino
