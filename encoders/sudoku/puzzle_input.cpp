#include "encoders/sudoku/puzzle_input.hpp"

#include <filesystem>

#include <dlx/text/text_tokens.hpp>

#include "encoders/sudoku/fpuzzles/fpuzzles_input.hpp"
#include "encoders/sudoku/iss/iss_input.hpp"
#include "encoders/sudoku/sudokupad/sudokupad_input.hpp"

namespace dlx::sudoku {
namespace {

// An ISS constraint string copied from ISS's collections or a page spans lines, which ISS reads as
// one (it drops all whitespace): typed as the argument, it is one puzzle, not one per line.
std::string on_one_line(const std::string& argument) {
  std::string line = argument;
  for (char& c : line) {
    if (c == '\n' || c == '\r') c = ' ';
  }
  return trimmed(line);
}

}  // namespace

bool is_typed_puzzle(const std::string& argument) {
  std::error_code ignored;
  // An f-puzzles link or load string (issue 32: "or an f-puzzles link"), which may hold '/'s.
  if (detect_fpuzzles(argument) && !std::filesystem::exists(argument, ignored)) return true;
  // An ISS constraint string or link, which may hold '/'s and blanks too.
  if (detect_iss(on_one_line(argument)) && !std::filesystem::exists(argument, ignored)) return true;
  // A SudokuPad link or payload (scl..., ctc...): base64, with '/'s.
  if (detect_sudokupad(argument) && !std::filesystem::exists(argument, ignored)) return true;
  if (argument == "-" || argument.find_first_of("/ \t\r\n") != std::string::npos) return false;
  if (std::filesystem::exists(argument, ignored)) return false;
  for (std::size_t n = 4; n <= 64; ++n) {
    if (n * n == argument.size()) return true;
  }
  return false;
}

PuzzleInput::PuzzleInput(const std::string& argument, std::istream& standard_input) {
  if (is_typed_puzzle(argument)) {
    const bool iss = detect_iss(on_one_line(argument)).has_value();
    typed_.str((iss ? on_one_line(argument) : argument) + "\n");
    name_ = kArgumentSource;
  } else {
    file_.emplace(argument, standard_input);
  }
}

}  // namespace dlx::sudoku
