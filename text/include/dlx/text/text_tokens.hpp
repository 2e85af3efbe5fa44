// Small text helpers shared by the readers of every encoder: blanks are spaces and tabs only
// (a line has already lost its "\n" or "\r\n" in LineReader).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace dlx {

inline bool is_blank(char c) {
  return c == ' ' || c == '\t';
}

// `line` without leading and trailing blanks.
inline std::string trimmed(std::string_view line) {
  std::size_t start = 0;
  std::size_t end = line.size();
  while (start < end && is_blank(line[start])) ++start;
  while (end > start && is_blank(line[end - 1])) --end;
  return std::string(line.substr(start, end - start));
}

// The blank-separated words of `line`; they point into it.
inline std::vector<std::string_view> split_blanks(std::string_view line) {
  std::vector<std::string_view> words;
  std::size_t k = 0;
  while (k < line.size()) {
    while (k < line.size() && is_blank(line[k])) ++k;
    const std::size_t start = k;
    while (k < line.size() && !is_blank(line[k])) ++k;
    if (k > start) words.push_back(line.substr(start, k - start));
  }
  return words;
}

// The non-empty parts of a comma-separated list ("a.txt,b.txt"): the files of `--extra`.
inline std::vector<std::string> split_commas(std::string_view text) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t comma = text.find(',', start);
    const std::string_view part = text.substr(
        start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
    if (!part.empty()) parts.emplace_back(part);
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return parts;
}

// `words` with one space between them: "dlx sudoku --count".
inline std::string joined_by_spaces(const std::vector<std::string>& words) {
  std::string text;
  for (const std::string& word : words) text += (text.empty() ? "" : " ") + word;
  return text;
}

}  // namespace dlx
