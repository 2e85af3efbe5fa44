#include "encoders/sudoku/symbols.hpp"

#include <cctype>
#include <string_view>

namespace dlx::sudoku {

bool is_blank_symbol(char c) {
  // '*' and '-' are blanks in collections (SadMan's .sdk, old newsgroup posts); neither is a
  // symbol of any alphabet.
  return c == '.' || c == '0' || c == '_' || c == '*' || c == '-';
}

bool is_blank_symbol(char c, int n) {
  return is_blank_symbol(c) || (c == 'x' && n < kFirstSizeWithSymbolX);
}

std::optional<std::string> detect_alphabet(int n, const std::string& used) {
  bool has_digit = false;
  for (char c : used) has_digit = has_digit || std::isdigit(static_cast<unsigned char>(c));
  const std::string_view digits_first(kDigitsFirst);
  const std::string_view letters(kLetters);
  const auto size = static_cast<std::size_t>(n);
  std::string_view candidate;
  if (has_digit || n <= 9) {
    if (size > digits_first.size()) return std::nullopt;
    candidate = digits_first.substr(0, size);
  } else {
    if (size > letters.size()) {
      if (size > digits_first.size()) return std::nullopt;
      candidate = digits_first.substr(0, size);
    } else {
      candidate = letters.substr(0, size);
    }
  }
  for (char c : used) {
    if (candidate.find(c) == std::string_view::npos) return std::nullopt;
  }
  return std::string(candidate);
}

}  // namespace dlx::sudoku
