// Puzzles the bare `dlx` solves to show the sudoku command (also in examples/sudoku/).
#pragma once

#include <string>

namespace dlx::sudoku {

// The killer Sudoku of the seed article (examples/sudoku/killer.txt).
std::string killer_example();

}  // namespace dlx::sudoku
