#include "tests/support/text_lines.hpp"

#include <sstream>

namespace dlx::testing {

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

}  // namespace dlx::testing
