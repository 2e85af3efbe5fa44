// The variant rules given beside the puzzles rather than in them: `dlx sudoku`'s --diagonal,
// --windoku, --regions and --extra, the generator's same flags and Python's keywords. Each puzzle
// gets them as the constraints they stand for (grid_rules.hpp), after its own.
#pragma once

#include <string_view>
#include <vector>

#include "encoders/sudoku/sudoku_puzzle.hpp"

namespace dlx::sudoku {

struct VariantFlags {
  bool diagonal = false;      // both main diagonals hold every value
  bool windoku = false;       // the four extra 3x3 windows of a 9x9 do
  std::vector<int> jigsaw{};  // a region id per cell, replacing the boxes; empty: none
  std::vector<std::vector<int>> extra_maps{};  // more regions: a region id per cell, -1: none
  // How the messages name the maps' settings: the command's flags, or Python's keywords.
  std::string_view regions_name = "--regions";
  std::string_view extra_name = "--extra";
};

// Adds the flags' rules to the puzzle. Throws InputError at the puzzle when a map is for another
// size of grid, the diagonals meet a grid that is not square, or windoku a grid other than 9x9
// of 9 values in 3x3 boxes.
void apply_variant_flags(SudokuPuzzle& puzzle, const VariantFlags& flags);

}  // namespace dlx::sudoku
