// An independent check of a Sudoku solution against the rules of its variant. It works from the
// puzzle as read (size, boxes, maps, cages, clues) and recomputes every rule itself; it shares no
// code with the model (sudoku_model.cpp), so a mistake there cannot hide here.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "encoders/sudoku/sudoku_puzzle.hpp"

namespace dlx::sudoku {

// nullopt when `grid` (value per cell) solves `puzzle`; otherwise the first broken rule.
// `chaos_regions`: a chaos construction's regions as the solution gives them (a label per cell),
// which its rule checks; nullptr for a solution without them (one the input gives), whose regions
// go unchecked.
std::optional<std::string> check_sudoku(const SudokuPuzzle& puzzle, const std::vector<int>& grid,
                                        const std::vector<int>* chaos_regions = nullptr);

}  // namespace dlx::sudoku
