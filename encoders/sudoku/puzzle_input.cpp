#include "encoders/sudoku/puzzle_input.hpp"

#include <filesystem>

namespace dlx::sudoku {

bool is_typed_puzzle(const std::string& argument) {
  if (argument == "-" || argument.find_first_of("/ \t\r\n") != std::string::npos) return false;
  std::error_code ignored;
  if (std::filesystem::exists(argument, ignored)) return false;
  for (std::size_t n = 4; n <= 64; ++n) {
    if (n * n == argument.size()) return true;
  }
  return false;
}

PuzzleInput::PuzzleInput(const std::string& argument, std::istream& standard_input) {
  if (is_typed_puzzle(argument)) {
    typed_.str(argument + "\n");
    name_ = kArgumentSource;
  } else {
    file_.emplace(argument, standard_input);
  }
}

}  // namespace dlx::sudoku
