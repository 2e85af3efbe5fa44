#include "tests/support/queens_dlx_text.hpp"

#include <fmt/format.h>

namespace dlx::testing {

std::string queens_dlx_text(int n) {
  std::string text = fmt::format("| {}-queens\n", n);
  for (int i = 0; i < n; ++i) text += fmt::format("r{} c{} ", i, i);
  text += "|";
  for (int d = 0; d < 2 * n - 1; ++d) text += fmt::format(" a{} b{}", d, d);
  text += "\n";
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j)
      text += fmt::format("r{} c{} a{} b{}\n", i, j, i + j, i - j + n - 1);
  }
  return text;
}

}  // namespace dlx::testing
