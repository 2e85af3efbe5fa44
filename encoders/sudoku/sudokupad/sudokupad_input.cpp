#include "encoders/sudoku/sudokupad/sudokupad_input.hpp"

#include <fmt/format.h>
#include <dlx/text/input_error.hpp>
#include <dlx/text/text_tokens.hpp>

#include <array>

#include "encoders/sudoku/fpuzzles/fpuzzles_input.hpp"
#include "encoders/sudoku/fpuzzles/lz_string.hpp"

namespace dlx::sudoku {
// Named, so that the batches of the unity build keep this file's helpers apart.
namespace sudokupad_input_detail {
namespace {

// The prefixes of SudokuPad's own format in a puzzle id: `scl` (SudokuPad's) and `ctc` (the same
// data, from Cracking the Cryptic's pages). `scf` is the same with fog of war.
constexpr std::array<std::string_view, 2> kFormatPrefixes = {"scl", "ctc"};
constexpr std::string_view kFogPrefix = "scf";
constexpr std::string_view kFpuzzlesPrefix = "fpuz";
// The first character of the payload of any JSON object (lz-string's code for its '{').
constexpr char kObjectStart = 'N';

bool starts_with(std::string_view text, std::string_view prefix) {
  return text.substr(0, prefix.size()) == prefix;
}

bool contains(std::string_view text, std::string_view part) {
  return text.find(part) != std::string_view::npos;
}

// SudokuPad's hosts: sudokupad.app (and its beta), Cracking the Cryptic's app and pages.
bool is_sudokupad_url(std::string_view text) {
  const bool url = starts_with(text, "http://") || starts_with(text, "https://") ||
                   starts_with(text, "www.") || starts_with(text, "sudokupad.") ||
                   starts_with(text, "app.crackingthecryptic.com") ||
                   starts_with(text, "crackingthecryptic.com");
  return url && (contains(text, "sudokupad") || contains(text, "crackingthecryptic.com"));
}

bool has_format_prefix(std::string_view id) {
  for (std::string_view prefix : kFormatPrefixes) {
    if (starts_with(id, prefix)) return true;
  }
  return false;
}

// The puzzle id of a link: its `puzzleid` parameter, or the path after the host.
std::string link_puzzle_id(std::string_view url) {
  const std::size_t parameter = url.find("puzzleid=");
  if (parameter != std::string_view::npos) {
    std::string_view rest = url.substr(parameter + 9);
    return percent_decoded(rest.substr(0, rest.find_first_of("&#")));
  }
  std::size_t host = url.find("://");
  host = host == std::string_view::npos ? 0 : host + 3;
  std::string_view path = url.substr(host);
  const std::size_t slash = path.find('/');
  path = slash == std::string_view::npos ? std::string_view() : path.substr(slash + 1);
  // CTC's pages put the app's name first: crackingthecryptic.com/sudokupad/<id>.
  if (starts_with(path, "sudokupad/")) path.remove_prefix(10);
  return percent_decoded(path.substr(0, path.find_first_of("?#")));
}

}  // namespace

std::optional<SudokuPadInput> detect(std::string_view line) {
  const std::string text = trimmed(line);
  if (text.empty()) return std::nullopt;
  if (has_format_prefix(text) && text.size() > 4 && text[3] == kObjectStart &&
      text.find_first_of(" \t") == std::string::npos) {
    return SudokuPadInput{text, percent_decoded(std::string_view(text).substr(3))};
  }
  if (!is_sudokupad_url(text)) return std::nullopt;
  const std::string id = link_puzzle_id(text);
  if (starts_with(id, kFpuzzlesPrefix)) return std::nullopt;
  SudokuPadInput input{id, ""};
  if (has_format_prefix(id)) input.payload = id.substr(3);
  return input;
}

std::string decompressed(const SudokuPadInput& input, const std::string& source, std::size_t line) {
  if (input.payload.empty()) {
    if (starts_with(input.puzzle_id, kFogPrefix)) {
      throw InputError(source, line,
                       "a SudokuPad link in the fog-of-war format (scf...): dlx reads the scl and "
                       "ctc formats; open it in SudokuPad and share it without fog");
    }
    throw InputError(
        source, line,
        input.puzzle_id.empty() || has_format_prefix(input.puzzle_id)
            ? std::string("a SudokuPad link without a puzzle: expected "
                          "https://sudokupad.app/scl... or ?puzzleid=scl...")
            : fmt::format("a short SudokuPad link ('{}'): the puzzle is on SudokuPad's server, "
                          "which dlx does not ask; open it in SudokuPad and copy a link that "
                          "carries the puzzle (scl...)",
                          input.puzzle_id.substr(0, 40)));
  }
  try {
    return lz_string_decompress_base64(input.payload);
  } catch (const LzStringError& e) {
    throw InputError(source, line,
                     fmt::format("a SudokuPad puzzle that does not decompress: {}", e.what()));
  }
}

}  // namespace sudokupad_input_detail

std::optional<SudokuPadInput> detect_sudokupad(std::string_view line) {
  return sudokupad_input_detail::detect(line);
}

std::string sudokupad_text(const SudokuPadInput& input, const std::string& source,
                           std::size_t line) {
  return sudokupad_input_detail::decompressed(input, source, line);
}

}  // namespace dlx::sudoku
