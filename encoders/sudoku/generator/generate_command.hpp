// `dlx sudoku --generate N`: the command glue of the generator. It reads the sudoku command's
// settings (size, variant, symmetry, difficulty, seed, threads), runs generate_puzzles and writes
// each puzzle as one line in the format `dlx sudoku` reads back.
#pragma once

#include <vector>

#include <dlx/command/command.hpp>

namespace dlx::sudoku {

// The options of the sudoku command's table that only --generate reads.
std::vector<CommandOption> generate_options();

// Runs --generate; returns the exit code. Throws SettingError for bad values.
int run_generate(const CommandContext& context);

}  // namespace dlx::sudoku
