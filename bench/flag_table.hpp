// A benchmark program's command-line flags, declared once in a table that drives both the parsing
// and the usage text: adding a flag is one entry (the style's "one options table", at the scale of
// a benchmark).
#pragma once

#include <fmt/core.h>
#include <fmt/format.h>

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dlx::bench {

template <typename Options>
struct Flag {
  std::string name;        // "--cap"
  std::string_view value;  // what it takes, for the usage text ("SECONDS"); empty: a switch
  std::string_view help;
  // Stores `value` (empty for a switch) in the options; returns why it is refused, if it is.
  std::function<std::optional<std::string>(std::string_view value, Options&)> set;
};

template <typename Options>
void print_usage(std::FILE* out, std::string_view synopsis,
                 const std::vector<Flag<Options>>& flags) {
  fmt::print(out, "usage: {}\n", synopsis);
  for (const Flag<Options>& flag : flags) {
    const std::string spelled =
        flag.value.empty() ? std::string(flag.name) : fmt::format("{} {}", flag.name, flag.value);
    fmt::print(out, "  {:<18} {}\n", spelled, flag.help);
  }
  fmt::print(out, "  {:<18} {}\n", "--help", "print this text");
}

// Parses argv into `options`. --help prints the usage and exits 0; anything not understood is said
// on standard error, with the usage, and returns false.
template <typename Options>
bool parse_flags(std::string_view program, std::string_view synopsis,
                 const std::vector<Flag<Options>>& flags, int argc, char** argv, Options& options) {
  for (int k = 1; k < argc; ++k) {
    const std::string_view arg = argv[k];
    if (arg == "--help" || arg == "-h") {
      print_usage(stdout, synopsis, flags);
      std::exit(0);
    }
    const Flag<Options>* found = nullptr;
    for (const Flag<Options>& flag : flags) {
      if (flag.name == arg) found = &flag;
    }
    if (found == nullptr) {
      fmt::print(stderr, "{}: unknown argument '{}'\n", program, arg);
      print_usage(stderr, synopsis, flags);
      return false;
    }
    std::string_view value;
    if (!found->value.empty()) {
      if (k + 1 >= argc) {
        fmt::print(stderr, "{}: {} wants a value ({})\n", program, arg, found->value);
        return false;
      }
      value = argv[++k];
    }
    if (std::optional<std::string> refused = found->set(value, options)) {
      fmt::print(stderr, "{}: {} {}: {}\n", program, arg, value, *refused);
      return false;
    }
  }
  return true;
}

// A whole number >= min, or why not.
template <typename Number>
std::optional<std::string> parse_whole(std::string_view text, Number min, Number& out) {
  Number parsed{};
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), parsed);
  if (error != std::errc{} || end != text.data() + text.size() || parsed < min) {
    return fmt::format("expected a whole number >= {}", min);
  }
  out = parsed;
  return std::nullopt;
}

// A number of seconds above 0, or why not.
inline std::optional<std::string> parse_seconds(std::string_view text, double& out) {
  const std::string copy(text);
  char* end = nullptr;
  const double parsed = std::strtod(copy.c_str(), &end);
  if (copy.empty() || end != copy.c_str() + copy.size() || !std::isfinite(parsed) || parsed <= 0) {
    return std::string("expected a number of seconds above 0");
  }
  out = parsed;
  return std::nullopt;
}

// A comma-separated list ("a,b,c"), each entry non-empty.
inline std::vector<std::string> split_list(std::string_view text) {
  std::vector<std::string> entries;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t comma = text.find(',', start);
    const std::size_t stop = comma == std::string_view::npos ? text.size() : comma;
    if (stop > start) entries.emplace_back(text.substr(start, stop - start));
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return entries;
}

}  // namespace dlx::bench
