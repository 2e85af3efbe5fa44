#include "fuzz/support/harness_options.hpp"

#include <dlx/text/text_tokens.hpp>

namespace dlx::fuzz {

std::map<std::string, std::string> harness_options(std::string_view input) {
  std::map<std::string, std::string> options;
  if (input.rfind("#!", 0) != 0) return options;
  const std::string_view line = input.substr(2, input.find('\n') - 2);
  for (const std::string_view word : split_blanks(line)) {
    const std::size_t equals = word.find('=');
    if (equals == std::string_view::npos) {
      options[std::string(word)] = "";
    } else {
      options[std::string(word.substr(0, equals))] = std::string(word.substr(equals + 1));
    }
  }
  return options;
}

}  // namespace dlx::fuzz
