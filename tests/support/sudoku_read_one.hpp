// The one puzzle of a text in dlx's Sudoku format, for tests that write their puzzles as text: a
// line the reader refuses fails the test at once, with the line and the text. And the other way:
// a text whose one error is at a line and says some words.
#pragma once

#include <gtest/gtest.h>

#include <dlx/text/input_error.hpp>

#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "encoders/sudoku/puzzle_reader.hpp"

namespace dlx::testing {

inline sudoku::SudokuPuzzle read_one_puzzle(const std::string& text) {
  std::istringstream in(text);
  std::vector<sudoku::SudokuPuzzle> puzzles;
  sudoku::read_puzzles(
      in, "test", {}, [&](sudoku::SudokuPuzzle&& p) { puzzles.push_back(std::move(p)); },
      [&](const InputError& e) {
        ADD_FAILURE() << e.line() << ": " << e.message() << "\n" << text;
      });
  if (puzzles.size() != 1) throw std::runtime_error("expected one puzzle in the text");
  return std::move(puzzles.front());
}

// A text the reader refuses: its one error's line, and words its message holds.
struct ReadErrorCase {
  std::string text;
  std::size_t line;
  std::string words;
};

// The reader refuses `text` with one error, at `line`, whose message holds `words`.
inline void expect_one_read_error(const std::string& text, std::size_t line,
                                  const std::string& words) {
  SCOPED_TRACE(text);
  std::istringstream in(text);
  std::vector<InputError> errors;
  sudoku::read_puzzles(
      in, "test", {}, [](sudoku::SudokuPuzzle&&) {},
      [&](const InputError& e) { errors.push_back(e); });
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].line(), line);
  EXPECT_NE(errors[0].message().find(words), std::string::npos) << errors[0].message();
}

}  // namespace dlx::testing
