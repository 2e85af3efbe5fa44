// lz-string's decompressFromBase64 (pieroxy's lz-string, the codec f-puzzles and SudokuPad use
// for their `load` strings): an LZW-like stream of variable-width codes, written as base64.
//
// The stream holds UTF-16 code units (JavaScript strings); they are returned as UTF-8, an unpaired
// surrogate as U+FFFD. Corrupt input (a character outside base64, a code that names no dictionary
// entry, a stream that ends before its end code) is an error with a reason, never a crash:
// f-puzzles strings are pasted by hand and often arrive cut short.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace dlx::sudoku {

class LzStringError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The longest text a load string may expand to; f-puzzles' largest puzzles (16x16 with pencil
// marks on every cell) are a few hundred kilobytes. A crafted string expands quadratically, so the
// cap bounds time and memory too.
inline constexpr std::size_t kMaxLzStringOutput = std::size_t{4} << 20;

// Decompresses `base64` (A-Z a-z 0-9 + / with '=' padding, or lz-string's URI-safe alphabet,
// '-' for '/') into UTF-8. Throws LzStringError.
std::string lz_string_decompress_base64(std::string_view base64);

}  // namespace dlx::sudoku
