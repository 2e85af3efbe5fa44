// Where each item of a Sudoku's exact-cover model comes from: the cell, the house, or the
// constraint that declared it, so that deductions made on the model (model_logic.hpp) can be said
// in the setter's terms ("[thermo r1c1-r1c4] r1c2 cannot be 1") whatever the constraint's type.
//
// The models name their items by origin (sudoku_model.hpp, variants/variant_model.hpp):
//
//   rRcC     the cell (row R, column C, from 1)
//   TAGvV    house TAG holds V (TAG is a Region's tag: r3, c3, b3, d1, ...)
//   kKpP     piece P of constraint K (the puzzle's K-th constraint, from 1); kKpPgV "the piece's
//            value group holds V" (a killer cage's digit set); kKxX an at-most-one item, kKaA an
//            auxiliary value, kKaA# its own choice
//   rRcC=    the value of the cell's class of equal cells; rRcC.V "the cell holds V"
//
// item_origins reads those names; a name it cannot read is a bug (std::logic_error), which the
// tests look for by building a model of every constraint type.
#pragma once

#include <cstddef>
#include <vector>

#include <dlx/problem.hpp>

#include "encoders/sudoku/variants/constraint_type.hpp"

namespace dlx::sudoku {

struct ItemOrigin {
  enum class Kind {
    kCell,        // rRcC
    kHouse,       // TAGvV
    kConstraint,  // kK...
    kCellValue,   // rRcC= or rRcC.V
  };
  Kind kind = Kind::kCell;
  int cell = -1;        // kCell, kCellValue
  int house = -1;       // kHouse: its index in `houses`
  int value = 0;        // kHouse: the value held; kCellValue: V of rRcC.V (0 for rRcC=)
  int constraint = -1;  // kConstraint: its index in the puzzle's constraints
};

// The origin of every item of `problem`, the model of an n x n puzzle whose houses are `houses`
// (regions_of) and which has `constraint_count` constraints. Throws std::logic_error for a name
// that none of the forms above reads.
std::vector<ItemOrigin> item_origins(const Problem& problem, int n,
                                     const std::vector<Region>& houses,
                                     std::size_t constraint_count);

}  // namespace dlx::sudoku
