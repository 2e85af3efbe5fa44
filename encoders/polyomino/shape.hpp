// Cells, shapes and the eight motions of the square grid.
//
// A shape is a set of cells kept normalized: translated so that its topmost row and leftmost
// column are 0, and sorted. Two shapes are the same placement-free piece exactly when their
// normalized forms are equal, so normalizing is how everything in this encoder compares shapes.
//
// The eight motions are the symmetries of the square (the dihedral group D4). Motion k < 4
// rotates by k quarter turns clockwise; motion 4 + k mirrors left-right and then rotates by k
// quarter turns. Free pieces may use all eight, one-sided pieces only the four rotations.
#pragma once

#include <array>
#include <compare>
#include <span>
#include <string>
#include <vector>

namespace dlx::polyomino {

struct Cell {
  int row = 0;
  int column = 0;
  auto operator<=>(const Cell&) const = default;
};

using Shape = std::vector<Cell>;  // normalized: see normalized()

inline constexpr int kMotionCount = 8;
inline constexpr int kRotationCount = 4;

// Which motions a piece may make: all eight (free), or the four rotations (one-sided).
enum class PieceKind { kFree, kOneSided };

// The motions a piece of this kind may make, identity first.
std::span<const int> allowed_motions(PieceKind kind);

// A cell moved by motion k (0..7), before any translation.
Cell moved(Cell cell, int motion);

// Translated so that the least row and the least column are 0, and sorted.
Shape normalized(std::vector<Cell> cells);

// The normalized image of a shape under motion k.
Shape moved(const Shape& shape, int motion);

// The least (lexicographically) normalized image under the allowed motions: two shapes are the
// same piece of this kind exactly when their canonical forms are equal.
Shape canonical_form(const Shape& shape, PieceKind kind);

// The distinct normalized images of a shape under the allowed motions, each with the first
// motion that gives it, in the order of the motions.
struct Orientation {
  Shape shape;
  int motion = 0;
};
std::vector<Orientation> orientations(const Shape& shape, PieceKind kind);

// True when the cells are joined edge to edge (a polyomino). The empty shape is not connected.
bool is_connected(const Shape& shape);

// Height and width of the smallest rectangle holding the shape.
int shape_height(const Shape& shape);
int shape_width(const Shape& shape);

// The shape drawn with `mark` for its cells and '.' elsewhere, rows separated by '\n'.
std::string draw_shape(const Shape& shape, char mark);

}  // namespace dlx::polyomino
