// The symbols of the values (symbols.cpp): detected from what a puzzle uses.
#include <gtest/gtest.h>

#include "encoders/sudoku/symbols.hpp"

namespace dlx::sudoku::symbols_test {
namespace {

TEST(Symbols, DetectedFromWhatIsUsed) {
  EXPECT_EQ(*detect_alphabet(9, "123"), "123456789");
  EXPECT_EQ(*detect_alphabet(16, "1AG"), "123456789ABCDEFG");
  EXPECT_EQ(*detect_alphabet(25, "AY"), "ABCDEFGHIJKLMNOPQRSTUVWXY");
  EXPECT_EQ(detect_alphabet(64, "1&").value().size(), 64u);
  EXPECT_FALSE(detect_alphabet(9, "1A").has_value());
  EXPECT_FALSE(detect_alphabet(16, "1H").has_value());
}

}  // namespace
}  // namespace dlx::sudoku::symbols_test
