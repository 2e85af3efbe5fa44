// Small pieces of English for messages: "1 puzzle" but "2 puzzles", "an 8x8 grid" but "a 9x9".
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace dlx {

// "1 puzzle", "0 puzzles", "2 puzzles".
inline std::string counted(std::uint64_t n, std::string_view one, std::string_view many) {
  return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

// "a" or "an" before the number n as it is read aloud: an 8x8 grid, an 11x11 grid, an 18x18
// grid, an 80x80 board, a 9x9 grid, a 1000x1000 board.
inline const char* article_for(std::uint64_t n) {
  while (n >= 1000) n /= 1000;  // 8000 is "eight thousand", 11000 "eleven thousand"
  const bool an = n == 8 || n == 11 || n == 18 || (n >= 80 && n <= 89) || (n >= 800 && n <= 899);
  return an ? "an" : "a";
}

}  // namespace dlx
