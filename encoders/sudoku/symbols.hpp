// The symbols of Sudoku cells, for every size.
//
//   digits first:  1-9, then A-Z, a-z, then @ $ &      (9x9: 1-9; 16x16: 1-9A-G; 64x64: all 64)
//   letters:       A-Z, then a-z                        (25x25 puzzles are often written A-Y)
//   blanks:        '.' and '0' (and '_', '*', '-'; 'x' below 50x50, where it is no symbol)
//
// A puzzle's alphabet is detected from the symbols it uses: digits present means "digits first",
// letters only means "letters". --symbols gives the alphabet outright when that is not right
// (for example 16x16 written 0-F with '0' as the only blank; 0-F beside another blank is read
// as hexadoku, 0 a value).
#pragma once

#include <optional>
#include <string>

namespace dlx::sudoku {

inline constexpr const char* kDigitsFirst =
    "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz@$&";
// The usual alphabet of 16x16 puzzles (hexadoku), read when a puzzle's symbols are 0-F.
inline constexpr const char* kHexadoku = "0123456789ABCDEF";
// The symbols of a grid whose values start at 0 (`values 0-8`): 0-9, then A-Z, a-z.
inline constexpr const char* kDigitsFromZero =
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
inline constexpr const char* kLetters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

// The least size whose alphabets hold 'x' (the letters: A-Z, a-x); below it 'x' is a blank.
inline constexpr int kFirstSizeWithSymbolX = 50;

// A blank of every size, and of a grid of size n ('x' too when n is below 50).
bool is_blank_symbol(char c);
bool is_blank_symbol(char c, int n);

// The alphabet for n values that covers every symbol in `used` (blanks excluded), or nullopt.
std::optional<std::string> detect_alphabet(int n, const std::string& used);

}  // namespace dlx::sudoku
