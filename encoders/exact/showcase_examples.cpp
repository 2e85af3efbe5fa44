#include "encoders/exact/showcase_examples.hpp"

#include <fmt/format.h>

namespace dlx::exact {

std::string seed_example_dlx() {
  return R"(| Knuth's example: cover items 1..7 exactly once.
| The secondary items A..F only label the options, so a solution names them.
1 2 3 4 5 6 7 | A B C D E F
A 1 4 7
B 1 4
C 4 5 7
D 3 5 6
E 2 3 6 7
F 2 7
)";
}

std::string eight_queens_dlx() {
  // Built by a loop rather than typed out, so the 64 options cannot hold a typo; what the showcase
  // hands to `dlx exact` is still plain DLX text, as a user would write it.
  std::string text =
      "| 8 queens: one queen in each row rI and column cJ,\n"
      "| at most one on each diagonal a(I+J) and anti-diagonal b(I-J+7).\n";
  for (int i = 0; i < 8; ++i) text += fmt::format("r{} ", i);
  for (int j = 0; j < 8; ++j) text += fmt::format("c{} ", j);
  text += "|";
  for (int d = 0; d < 15; ++d) text += fmt::format(" a{}", d);
  for (int d = 0; d < 15; ++d) text += fmt::format(" b{}", d);
  text += "\n";
  for (int i = 0; i < 8; ++i) {
    for (int j = 0; j < 8; ++j) text += fmt::format("r{} c{} a{} b{}\n", i, j, i + j, i - j + 7);
  }
  return text;
}

}  // namespace dlx::exact
