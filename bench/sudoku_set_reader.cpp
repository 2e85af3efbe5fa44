#include "sudoku_set_reader.hpp"

#include <fmt/core.h>

#include <fstream>
#include <string>
#include <utility>

#include <dlx/text/input_error.hpp>
#include "encoders/sudoku/puzzle_reader.hpp"

namespace dlx::bench {

std::optional<std::vector<sudoku::SudokuPuzzle>> read_sudoku_set(const std::filesystem::path& path,
                                                                 std::string_view program) {
  std::ifstream in(path);
  if (!in) {
    fmt::print(stderr, "{}: cannot open {}\n", program, path.string());
    return std::nullopt;
  }
  std::vector<sudoku::SudokuPuzzle> puzzles;
  bool malformed = false;
  sudoku::ReadOptions read_options;
  read_options.format = sudoku::InputFormat::kLine;
  try {
    sudoku::read_puzzles(
        in, path.string(), read_options,
        [&](sudoku::SudokuPuzzle&& puzzle) { puzzles.push_back(std::move(puzzle)); },
        [&](const InputError& error) {
          fmt::print(stderr, "{}: {}:{}: {}\n", program, error.source(), error.line(),
                     error.message());
          malformed = true;
        });
  } catch (const InputError& error) {
    fmt::print(stderr, "{}: {}: {}\n", program, error.source(), error.message());
    return std::nullopt;
  }
  if (malformed) return std::nullopt;
  return puzzles;
}

}  // namespace dlx::bench
