#include "tests/support/text_lines.hpp"

#include <cstdlib>
#include <sstream>

namespace dlx::testing {

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

unsigned long long leading_count(const std::string& text) {
  return std::strtoull(text.c_str(), nullptr, 10);
}

long long json_number(const std::string& json, const std::string& key) {
  const std::string marker = "\"" + key + "\":";
  const std::size_t start = json.find(marker);
  if (start == std::string::npos) return -1;
  return std::stoll(json.substr(start + marker.size()));
}

}  // namespace dlx::testing
