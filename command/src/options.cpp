#include <dlx/command/options.hpp>

#include <dlx/choices.hpp>

#include <fmt/format.h>

#include <charconv>
#include <cmath>

namespace dlx {
namespace {

// Digits only: from_chars alone would take a leading '-' for a signed type, and "+1" or " 1" are
// not what anyone means by a count.
std::optional<std::uint64_t> parse_whole(std::string_view text) {
  if (text.empty() || text.find_first_not_of("0123456789") != std::string_view::npos) {
    return std::nullopt;
  }
  std::uint64_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::optional<double> parse_real(std::string_view text) {
  double value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc{} || end != text.data() + text.size()) {
    return std::nullopt;
  }
  return value;
}

std::string shown_maximum(std::uint64_t max) {
  return max == kNoMaximum ? "2^64-1" : std::to_string(max);
}

}  // namespace

std::string number_range(const CommandOption& option) {
  if (option.type != OptionType::kWholeNumber) return "";
  if (option.max == kNoMaximum && option.min > 0) return fmt::format("at least {}", option.min);
  return fmt::format("{} to {}", option.min, shown_maximum(option.max));
}

std::optional<std::string> invalid_value(const CommandOption& option, std::string_view value) {
  switch (option.type) {
    case OptionType::kFlag:
    case OptionType::kText:
      return std::nullopt;
    case OptionType::kWholeNumber: {
      const auto number = parse_whole(value);
      if (number && *number >= option.min && *number <= option.max) return std::nullopt;
      if (option.max == kNoMaximum && option.min > 0) {
        return fmt::format("expected a whole number, at least {}", option.min);
      }
      return fmt::format("expected a whole number from {}", number_range(option));
    }
    case OptionType::kPositiveNumber: {
      const auto number = parse_real(value);
      if (number && *number > 0 && std::isfinite(*number)) return std::nullopt;
      return std::string("expected a positive number");
    }
    case OptionType::kChoice:
      for (const std::string& choice : option.choices) {
        if (value == choice) return std::nullopt;
      }
      return expected_choice(option.choices);
  }
  return std::nullopt;
}

std::string help_with_range(const CommandOption& option) {
  // A count with no upper bound (--limit N) says nothing worth a column: N is at least 1.
  const bool bounded = option.max != kNoMaximum || option.min == 0;
  std::string added = bounded ? number_range(option) : "";
  if (!option.default_value.empty() && option.type != OptionType::kFlag) {
    added += (added.empty() ? "" : "; ") + fmt::format("default {}", option.default_value);
  }
  return added.empty() ? option.help : fmt::format("{} ({})", option.help, added);
}

std::uint64_t whole_number_value(std::string_view value) {
  return parse_whole(value).value_or(0);
}

double positive_number_value(std::string_view value) {
  return parse_real(value).value_or(0.0);
}

}  // namespace dlx
