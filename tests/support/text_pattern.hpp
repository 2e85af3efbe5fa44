// Regular expressions for tests that read dlx's output, behind a small non-template interface.
//
// Why not std::regex directly: its header is all templates, and every file that includes it
// compiles them again. A small GoogleTest file took 3.1 s to compile alone and 9.8 s with one
// std::regex_search in it (GCC 12 -O3; clang -O1 with the sanitizers and libFuzzer's
// instrumentation costs more still), and a dozen test files used it. Here the header is included
// by text_pattern.cpp alone, so it is compiled once.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace dlx::testing {

// A match's text and its groups: [0] the whole match, [k] group k; "" for a group that took no
// part in the match (as std::sub_match::str() gives).
using Groups = std::vector<std::string>;

// An ECMAScript regular expression (std::regex's default grammar).
class Pattern {
 public:
  // Throws std::regex_error, as std::regex does, when `expression` is not a regular expression.
  explicit Pattern(const std::string& expression);
  ~Pattern();
  Pattern(Pattern&&) noexcept;
  Pattern& operator=(Pattern&&) noexcept;
  Pattern(const Pattern&) = delete;
  Pattern& operator=(const Pattern&) = delete;

  // Whether it matches the whole of `text` (std::regex_match).
  bool matches(const std::string& text) const;
  // Whether it matches somewhere in `text` (std::regex_search).
  bool found_in(const std::string& text) const;

  // The groups of a match of the whole of `text`, if it matches (std::regex_match).
  std::optional<Groups> match(const std::string& text) const;
  // The groups of the first match in `text`, if there is one (std::regex_search).
  std::optional<Groups> search(const std::string& text) const;
  // The groups of the match that starts at the first character of `text`, if there is one: what
  // std::regex_search finds when its match.position(0) is 0. [0].size() is how much it took.
  std::optional<Groups> prefix(const std::string& text) const;
  // The groups of every match in `text`, left to right, not overlapping (std::sregex_iterator).
  std::vector<Groups> all(const std::string& text) const;

 private:
  struct Compiled;  // the std::regex, in text_pattern.cpp
  std::unique_ptr<Compiled> compiled_;
};

}  // namespace dlx::testing
