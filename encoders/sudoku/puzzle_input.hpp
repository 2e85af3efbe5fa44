// The input of `dlx sudoku`: a file, "-" for standard input, or a puzzle typed as the argument
// itself (`dlx sudoku 53..7....6..195...`), which is what a new user tries first (issue 32).
#pragma once

#include <istream>
#include <optional>
#include <sstream>
#include <string>

#include <dlx/text/input_source.hpp>

namespace dlx::sudoku {

// The name messages give a puzzle typed as the argument: "<argument>:1: ...".
inline constexpr const char* kArgumentSource = "<argument>";

// True when `argument` names no file and reads as one puzzle line: n*n cells (n from 4 to 64)
// without blanks or a '/', an f-puzzles URL, SudokuPad link, load string or JSON, or an ISS
// constraint string or link.
bool is_typed_puzzle(const std::string& argument);

class PuzzleInput {
 public:
  // Throws InputError when `argument` is neither a file that opens nor a puzzle.
  PuzzleInput(const std::string& argument, std::istream& standard_input);
  PuzzleInput(const PuzzleInput&) = delete;
  PuzzleInput& operator=(const PuzzleInput&) = delete;

  std::istream& stream() { return file_ ? file_->stream() : typed_; }
  const std::string& name() const { return file_ ? file_->name() : name_; }

 private:
  std::optional<InputSource> file_;
  std::istringstream typed_;
  std::string name_;
};

}  // namespace dlx::sudoku
