// The one file of the tests that includes <regex> (see text_pattern.hpp for why).
#include "tests/support/text_pattern.hpp"

#include <regex>

namespace dlx::testing {

struct Pattern::Compiled {
  std::regex regex;
};

namespace {

Groups groups_of(const std::smatch& match) {
  Groups groups;
  groups.reserve(match.size());
  for (const auto& group : match) groups.push_back(group.str());
  return groups;
}

}  // namespace

Pattern::Pattern(const std::string& expression)
    : compiled_(std::make_unique<Compiled>(Compiled{std::regex(expression)})) {}

Pattern::~Pattern() = default;
Pattern::Pattern(Pattern&&) noexcept = default;
Pattern& Pattern::operator=(Pattern&&) noexcept = default;

bool Pattern::matches(const std::string& text) const {
  return std::regex_match(text, compiled_->regex);
}

bool Pattern::found_in(const std::string& text) const {
  return std::regex_search(text, compiled_->regex);
}

std::optional<Groups> Pattern::match(const std::string& text) const {
  std::smatch match;
  if (!std::regex_match(text, match, compiled_->regex)) return std::nullopt;
  return groups_of(match);
}

std::optional<Groups> Pattern::search(const std::string& text) const {
  std::smatch match;
  if (!std::regex_search(text, match, compiled_->regex)) return std::nullopt;
  return groups_of(match);
}

// match_continuous tries the first position only. The search would find the same match there,
// since it takes the leftmost one, but would go on scanning the rest of `text` when there is none.
std::optional<Groups> Pattern::prefix(const std::string& text) const {
  std::smatch match;
  if (!std::regex_search(text, match, compiled_->regex, std::regex_constants::match_continuous)) {
    return std::nullopt;
  }
  return groups_of(match);
}

std::vector<Groups> Pattern::all(const std::string& text) const {
  std::vector<Groups> matches;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), compiled_->regex);
       it != std::sregex_iterator(); ++it) {
    matches.push_back(groups_of(*it));
  }
  return matches;
}

}  // namespace dlx::testing
