// Reads a file of Sudoku puzzles for a benchmark, one puzzle per line (the shared sets).
#pragma once

#include <filesystem>
#include <optional>
#include <string_view>
#include <vector>

#include "encoders/sudoku/sudoku_puzzle.hpp"

namespace dlx::bench {

// Every puzzle of the file, or nullopt (after saying why on standard error, after `program`:) if
// the file cannot be read or holds a malformed puzzle: the figures would then not be those of the
// set they name.
std::optional<std::vector<sudoku::SudokuPuzzle>> read_sudoku_set(const std::filesystem::path& path,
                                                                 std::string_view program);

}  // namespace dlx::bench
