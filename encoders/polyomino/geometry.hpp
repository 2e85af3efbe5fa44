// The grid pieces lie on, as a parameter: its cells, which cells are neighbours, and its motions.
//
// Shapes (shape.hpp), boards (board.hpp), placements and the model (polyomino_model.hpp), the
// symmetries of a board (symmetry.hpp), the parity argument (parity.hpp) and the independent
// tiling checker (tiling_checker.hpp) are written against this interface only. The grids are the
// square one (square_grid.hpp: polyominoes), the cubic one (cubic_grid.hpp: polycubes), the
// triangular one (triangular_grid.hpp: polyiamonds) and the hexagonal one (hexagonal_grid.hpp:
// polyhexes); each has its own readers of boards and pieces and its own drawings (polyform.hpp),
// and the model building above serves them all unchanged.
//
// A cell is a position on the grid's lattice of translations (row, column, and layer in 3D) and,
// for a grid with more than one cell per lattice step (the up and down triangles of the triangular
// grid), which one of them (`kind`). Translations move the position and keep the kind, so every
// grid translates, normalizes and bounds its shapes the same way; only the motions that fix a
// point (turns and mirrors) and the neighbours differ from grid to grid.
#pragma once

#include <compare>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dlx::polyomino {

struct Cell {
  int row = 0;
  int column = 0;
  int layer = 0;  // 3D grids; 0 on a plane
  int kind = 0;   // which cell of a lattice step, on grids with several; 0 on the square grid
  // Row, then column, layer and kind: on the square grid, row by row. Any total order would do
  // for comparing shapes; boards number their cells in this one.
  auto operator<=>(const Cell&) const = default;
};

class Geometry {
 public:
  virtual ~Geometry() = default;

  // "square": for messages and notes.
  virtual std::string_view name() const = 0;
  // How many cells each lattice step holds (Cell::kind is 0..kind_count() - 1): 2 on the
  // triangular grid (a triangle pointing up and one pointing down), 1 elsewhere.
  virtual int kind_count() const { return 1; }

  // ---- Motions: the symmetries of the grid that fix the origin (a translation follows) ----
  // Numbered 0..motion_count() - 1, the identity first; the first rotation_count() are the
  // rotations (a piece turned in place), the others reflections (turned over, mirrored).
  virtual int motion_count() const = 0;
  virtual int rotation_count() const = 0;
  // The cell moved by `motion`, before any translation.
  virtual Cell moved(Cell cell, int motion) const = 0;
  // A few words for the notes: "turn" and "mirror" on the square grid.
  virtual std::string_view rotation_word() const = 0;
  virtual std::string_view reflection_word() const = 0;

  // ---- For the independent checker: the group again, from generators ----
  // Motions that generate the group, written apart from moved() so that a mistake in one is
  // caught by the other: the first rotation_generator_count() generate the rotations, all of
  // them every motion.
  virtual int generator_count() const = 0;
  virtual int rotation_generator_count() const = 0;
  virtual Cell generated(Cell cell, int generator) const = 0;

  // ---- Cells ----
  // The cells that share an edge (a face, in 3D) with `cell`: pieces hold together through them.
  virtual std::vector<Cell> neighbours(Cell cell) const = 0;
  // A colour, 0 or 1, that every motion and translation either keeps on all cells or swaps on all
  // (the checkerboard of the square grid), for the parity argument; nullopt: the grid has none.
  virtual std::optional<int> colour(Cell cell) const = 0;
  // The colouring in words, for the parity argument's message: how to colour ("colour the board
  // like a checkerboard") and the names of colours 0 and 1 ("dark", "light").
  virtual std::string_view colouring() const { return "colour the board like a checkerboard"; }
  virtual std::string_view colour_name(int colour) const { return colour == 0 ? "dark" : "light"; }
  // The cell in a message ("row 3 column 4") and as an item name of the model ("r3c4").
  virtual std::string cell_name(Cell cell) const = 0;
  virtual std::string item_name(Cell cell) const = 0;
};

}  // namespace dlx::polyomino
