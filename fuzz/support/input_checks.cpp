#include "fuzz/support/input_checks.hpp"

#include "fuzz/support/fuzz_check.hpp"

namespace dlx::fuzz {

std::size_t line_count(std::string_view input) {
  std::size_t lines = 0;
  for (char c : input) lines += c == '\n' ? 1 : 0;
  if (!input.empty() && input.back() != '\n') ++lines;
  return lines;
}

bool has_content(std::string_view input, char comment_marker) {
  if (input.rfind("\xEF\xBB\xBF", 0) == 0) input.remove_prefix(3);
  std::size_t start = 0;
  while (start < input.size()) {
    std::size_t end = input.find('\n', start);
    if (end == std::string_view::npos) end = input.size();
    const std::string_view line = input.substr(start, end - start);
    const std::size_t first = line.find_first_not_of(" \t\r");
    if (first != std::string_view::npos && line[first] != comment_marker) return true;
    start = end + 1;
  }
  return false;
}

void check_input_error(const InputError& error, const std::string& source, std::string_view input,
                       bool whole_input_allowed) {
  DLX_FUZZ_CHECK(error.source() == source, "the error names '{}', the input is '{}': {}",
                 error.source(), source, error.what());
  DLX_FUZZ_CHECK(!error.message().empty(), "an error without a message: {}", error.what());
  const std::size_t lines = line_count(input);
  DLX_FUZZ_CHECK(error.line() <= lines, "the error names line {} of an input of {} lines: {}",
                 error.line(), lines, error.what());
  DLX_FUZZ_CHECK(error.line() > 0 || whole_input_allowed,
                 "the error names no line, but a line is to blame: {}", error.what());
}

}  // namespace dlx::fuzz
