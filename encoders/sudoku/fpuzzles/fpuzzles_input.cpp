#include "encoders/sudoku/fpuzzles/fpuzzles_input.hpp"

#include <fmt/format.h>
#include <dlx/text/input_error.hpp>

#include <algorithm>
#include <cctype>

#include "encoders/sudoku/fpuzzles/lz_string.hpp"

namespace dlx::sudoku {
namespace {

// What every f-puzzles load string starts with: lz-string's code for the JSON's opening {".
constexpr std::string_view kLoadPrefix = "N4Ig";
// SudokuPad's marker of an f-puzzles puzzle in its links (sudokupad.app/fpuzzlesN4Ig...).
constexpr std::string_view kSudokuPadMarker = "fpuzzles";

bool starts_with(std::string_view text, std::string_view prefix) {
  return text.substr(0, prefix.size()) == prefix;
}

bool is_url(std::string_view text) {
  return starts_with(text, "http://") || starts_with(text, "https://") ||
         starts_with(text, "www.") || starts_with(text, "f-puzzles.com") ||
         starts_with(text, "sudokupad.app");
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// The load string from where it starts in a URL to the end of its parameter.
std::string load_string_at(std::string_view url, std::size_t start) {
  std::string_view rest = url.substr(start);
  rest = rest.substr(0, rest.find_first_of("&#?"));
  return percent_decoded(rest);
}

std::string_view trimmed_view(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) {
    text.remove_prefix(1);
  }
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) {
    text.remove_suffix(1);
  }
  return text;
}

}  // namespace

// %2B, %2F, %3D: a load string copied from an address bar may come percent-encoded. A '+' stays
// a '+' (lz-string's base64 uses it; f-puzzles' links do not encode it).
std::string percent_decoded(std::string_view text) {
  std::string out;
  for (std::size_t k = 0; k < text.size(); ++k) {
    if (text[k] == '%' && k + 2 < text.size() && hex_value(text[k + 1]) >= 0 &&
        hex_value(text[k + 2]) >= 0) {
      out += static_cast<char>(hex_value(text[k + 1]) * 16 + hex_value(text[k + 2]));
      k += 2;
    } else {
      out += text[k];
    }
  }
  return out;
}

std::string_view form_name(FpuzzlesForm form) {
  switch (form) {
    case FpuzzlesForm::kUrl:
      return "an f-puzzles URL";
    case FpuzzlesForm::kSudokuPad:
      return "a SudokuPad link";
    case FpuzzlesForm::kLoadString:
      return "an f-puzzles load string";
    case FpuzzlesForm::kJson:
      break;
  }
  return "f-puzzles JSON";
}

std::optional<FpuzzlesInput> detect_fpuzzles(std::string_view line) {
  const std::string_view text = trimmed_view(line);
  if (text.empty()) return std::nullopt;
  if (text.front() == '{') return FpuzzlesInput{FpuzzlesForm::kJson, std::string(text)};
  if (starts_with(text, kLoadPrefix) && text.find_first_of(" \t") == std::string_view::npos) {
    return FpuzzlesInput{FpuzzlesForm::kLoadString, percent_decoded(text)};
  }
  if (starts_with(text, kSudokuPadMarker) &&
      starts_with(text.substr(kSudokuPadMarker.size()), kLoadPrefix)) {
    return FpuzzlesInput{FpuzzlesForm::kSudokuPad, load_string_at(text, kSudokuPadMarker.size())};
  }
  if (!is_url(text)) return std::nullopt;
  // An f-puzzles URL: ?load=...; anything else with "fpuzzles" in it (sudokupad.app/fpuzzles...,
  // ?puzzleid=fpuzzles...) is SudokuPad's. The payload stays empty when neither is there, and
  // fpuzzles_json says so.
  const std::size_t load = text.find("load=");
  if (load != std::string_view::npos) {
    return FpuzzlesInput{FpuzzlesForm::kUrl, load_string_at(text, load + 5)};
  }
  const std::size_t marker = text.find(kSudokuPadMarker);
  if (marker != std::string_view::npos) {
    return FpuzzlesInput{FpuzzlesForm::kSudokuPad,
                         load_string_at(text, marker + kSudokuPadMarker.size())};
  }
  return FpuzzlesInput{FpuzzlesForm::kUrl, ""};
}

int json_nesting_depth(std::string_view text) {
  int depth = 0;
  int deepest = 0;
  bool in_string = false;
  for (std::size_t k = 0; k < text.size(); ++k) {
    const char c = text[k];
    if (in_string) {
      if (c == '\\') {
        ++k;
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      deepest = std::max(deepest, ++depth);
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return deepest;
}

int json_open_braces(std::string_view line) {
  int open = 0;
  bool in_string = false;
  for (std::size_t k = 0; k < line.size(); ++k) {
    const char c = line[k];
    if (in_string) {
      if (c == '\\') ++k;  // the escaped character
      if (c == '"') in_string = false;
      continue;
    }
    if (c == '"') in_string = true;
    if (c == '{') ++open;
    if (c == '}') --open;
  }
  return open;
}

std::string fpuzzles_json(const FpuzzlesInput& input, const std::string& source, std::size_t line) {
  if (input.form == FpuzzlesForm::kJson) return input.payload;
  if (input.payload.empty()) {
    throw InputError(
        source, line,
        fmt::format("{} without a puzzle: expected https://www.f-puzzles.com/?load=... "
                    "or a SudokuPad link .../fpuzzlesN4Ig...",
                    input.form == FpuzzlesForm::kSudokuPad ? "a SudokuPad link" : "a URL"));
  }
  try {
    return lz_string_decompress_base64(input.payload);
  } catch (const LzStringError& e) {
    throw InputError(
        source, line,
        fmt::format("{} that does not decompress: {}", form_name(input.form), e.what()));
  }
}

}  // namespace dlx::sudoku
