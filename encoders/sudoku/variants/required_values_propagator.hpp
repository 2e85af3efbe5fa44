// Reasoning during the search on a group of cells that holds one value of a set at least
// (RequiredValues: a 2x2 square of global entropy holds a low, a middle and a high digit), as a
// propagator (dlx/propagator.hpp). The square's piece chooses which cell holds which class, and
// its colors drop a class a cell can no longer take; but no item says that when a class has one
// digit left in the square (its 1 and 3 gone, only 2 of the low ones), that digit is in the square,
// so that it leaves every cell outside the square that shares a house with each cell of the square
// that may hold it. The Interactive Sudoku Solver's LocalEntropy and LocalMod3 make this
// deduction (their required values); off in ISS, 'Heat up - global entropy' takes twice the
// guesses.
#pragma once

#include <memory>
#include <vector>

#include "dlx/propagator.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/value_group_propagator.hpp"

namespace dlx::sudoku {

// Null for a group the propagator does not hold (more than 32 cells, or no cell option of its
// values left after the presolve).
std::shared_ptr<const Propagator> make_required_values_propagator(
    const RequiredValues& rule, std::shared_ptr<const CellLinks> links);

}  // namespace dlx::sudoku
