// A setting that takes one of a few named values: its names and values written side by side once
// (a Choice per value), and the one wording of a value that is none of them. The engine's table of
// settings (solver_options.hpp), the commands' option rows (<dlx/command/options.hpp>), the
// benchmarks' flags and the Python module all refuse a value with expected_choice's words.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace dlx {

template <typename Value>
struct Choice {
  std::string_view name;
  Value value;
};

// The choices' names, in the order they are written (the order help lists them).
template <typename Value>
std::vector<std::string_view> choice_names(std::span<const Choice<Value>> choices) {
  std::vector<std::string_view> names;
  for (const Choice<Value>& choice : choices) names.push_back(choice.name);
  return names;
}

// The value named `name`; the first choice's value (the default) for a name that is none of them,
// which a checked setting never is.
template <typename Value>
Value choice_value(std::span<const Choice<Value>> choices, std::string_view name) {
  for (const Choice<Value>& choice : choices) {
    if (choice.name == name) return choice.value;
  }
  return choices.front().value;
}

// The name of `value`: the first choice's name for a value that has none.
template <typename Value>
std::string_view choice_name(std::span<const Choice<Value>> choices, Value value) {
  for (const Choice<Value>& choice : choices) {
    if (choice.value == value) return choice.name;
  }
  return choices.front().name;
}

// "expected auto, mrv or weighted": what a value that is none of `names` is told.
template <typename Names>
std::string expected_choice(const Names& names) {
  std::string text = "expected ";
  std::size_t k = 0;
  for (const auto& name : names) {
    text += k == 0 ? "" : k + 1 == std::size(names) ? " or " : ", ";
    text += std::string_view(name);
    ++k;
  }
  return text;
}

}  // namespace dlx
