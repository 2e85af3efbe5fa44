// Narrowing the cells' values before the search, from the constraints' pieces, the regions, the
// at-most-one items and the clues: each piece keeps only the options whose every restriction
// some value still allows, each cell keeps only the values some option of each of its pieces
// allows (generalized arc consistency on the pieces), and placed digits leave their houses. What
// it removes is in no solution, so the model keeps every solution; it is smaller and its
// search shorter (a thermometer's cells lose the digits their place on the bulb's line rules out
// before any node).
#pragma once

#include <vector>

#include "encoders/sudoku/variants/encoder.hpp"

namespace dlx::sudoku {

struct Presolved {
  std::vector<int> same_class;    // the representative of each cell's class of equal cells
  std::vector<ValueMask> domain;  // per cell (equal within a class)
  std::vector<std::vector<char>> auxiliary_alive;  // per auxiliary, per value from its low
  std::vector<std::vector<char>> option_alive;     // per piece, per option
  // The pieces with their terms on class representatives, a class named once per option
  // (masks intersected); options that ask a class for two values are dead from the start.
  std::vector<Piece> pieces;
  bool consistent = true;  // false: some piece, cell or region has nothing left
};

// `regions`: every group that holds no value twice (rows, columns, boxes, the rules' regions and
// the constraints' own), each value once when it has as many cells as the grid has values;
// `givens` the clues (0 blank).
Presolved presolve(const CompiledConstraints& compiled,
                   const std::vector<std::vector<int>>& regions, const std::vector<int>& givens);

}  // namespace dlx::sudoku
