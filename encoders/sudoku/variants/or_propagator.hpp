// An or's branches reasoned on before its selector is chosen (constructive disjunction, as the
// Interactive Sudoku Solver's Or handler does): each branch whose selector option is still
// available is narrowed on its own, its pieces' options (Encoder::any_of: those with the branch's
// flag at 1) kept to the values its cells may still take and to the auxiliary values the other
// pieces of the branch keep, until nothing more goes. A branch left with a piece without an
// option goes (its selector option), and a cell's value that no branch left keeps goes, where
// every branch left speaks of the cell. Until the selector is chosen the model alone says
// nothing of this: each piece may take its option with the flag at 0. The propagator names only
// options in no solution of the model: a solution chooses a branch whose pieces all hold.
#pragma once

#include <memory>
#include <span>
#include <vector>

#include "dlx/propagator.hpp"
#include "encoders/sudoku/grid_size.hpp"

namespace dlx::sudoku {

// What an option asks, as the propagator reads it: cells (a class's representative) kept within
// values (a mask, bit v-1), auxiliary values fixed.
struct OrOptionTerms {
  OptionId option;
  std::vector<std::pair<int, std::uint32_t>> cells;  // (cell, allowed values)
  std::vector<std::pair<int, int>> auxiliaries;      // (auxiliary, value)
};

struct OrBranchOptions {
  OrOptionTerms selector;                          // its option invalid: none in the model
  std::vector<std::vector<OrOptionTerms>> pieces;  // per piece, its options with the flag at 1
};

// One or: its branches, in order; `value_options[cell * values + v - 1]`: the option that puts v
// in the cell (invalid: none).
std::shared_ptr<const Propagator> make_or_propagator(std::vector<OrBranchOptions> branches,
                                                     int values,
                                                     std::span<const OptionId> value_options);

}  // namespace dlx::sudoku
