#include "encoders/sudoku/iss/iss_input.hpp"

#include <fmt/format.h>
#include <dlx/text/input_error.hpp>
#include <dlx/text/text_tokens.hpp>

#include <cctype>

#include "encoders/sudoku/iss/iss_grid.hpp"
#include "encoders/sudoku/iss/iss_parser.hpp"

namespace dlx::sudoku {
namespace {

constexpr std::string_view kSolverPage = "Interactive-Sudoku-Solver";

bool starts_with(std::string_view text, std::string_view prefix) {
  return text.substr(0, prefix.size()) == prefix;
}

bool is_url(std::string_view text) {
  return starts_with(text, "http://") || starts_with(text, "https://") ||
         starts_with(text, "www.") || starts_with(text, "sigh.github.io");
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// A query parameter's value as a browser's URLSearchParams gives it: %XX is the byte XX, '+' a
// blank (which ISS then removes with the other whitespace).
std::string query_decoded(std::string_view text) {
  std::string out;
  for (std::size_t k = 0; k < text.size(); ++k) {
    if (text[k] == '%' && k + 2 < text.size() && hex_value(text[k + 1]) >= 0 &&
        hex_value(text[k + 2]) >= 0) {
      out += static_cast<char>(hex_value(text[k + 1]) * 16 + hex_value(text[k + 2]));
      k += 2;
    } else {
      out += text[k] == '+' ? ' ' : text[k];
    }
  }
  return out;
}

// The `q` parameter of a URL's query, if it has one.
std::optional<std::string> q_parameter(std::string_view url) {
  const std::size_t query = url.find('?');
  if (query == std::string_view::npos) return std::nullopt;
  std::string_view rest = url.substr(query + 1);
  rest = rest.substr(0, rest.find('#'));
  while (!rest.empty()) {
    const std::string_view pair = rest.substr(0, rest.find('&'));
    if (starts_with(pair, "q=")) return query_decoded(pair.substr(2));
    if (pair.size() == rest.size()) break;
    rest.remove_prefix(pair.size() + 1);
  }
  return std::nullopt;
}

// The constraint string ISS builds from a text form; what is wrong with a malformed one, at its
// line.
std::string text_form_string(IssTextForm form, std::string_view text, const std::string& source,
                             std::size_t line) {
  try {
    return iss_text_form_string(form, text);
  } catch (const IssError& e) {
    throw InputError(source, line, fmt::format("{}: {}", iss_text_form_name(form), e.what()));
  }
}

}  // namespace

std::optional<IssInput> detect_iss(std::string_view line) {
  const std::string text = trimmed(line);
  // The text forms first, as ISS tries them: a jigsaw layout may have a '.' and a '~'.
  if (const std::optional<IssTextForm> form = detect_iss_text_form(text)) {
    return IssInput{IssForm::kText, text, *form};
  }
  if (looks_like_iss_string(text)) return IssInput{IssForm::kString, text};
  if (!is_url(text)) return std::nullopt;
  const std::optional<std::string> q = q_parameter(text);
  if (!q && text.find(kSolverPage) == std::string::npos) return std::nullopt;
  return IssInput{IssForm::kLink, q.value_or("")};
}

std::string iss_string(const IssInput& input, const std::string& source, std::size_t line) {
  if (input.form == IssForm::kString) return input.text;
  if (input.form == IssForm::kText)
    return text_form_string(input.text_form, input.text, source, line);
  // ISS removes all whitespace before reading; a link's string is read as one line, so that
  // messages point at the link's line.
  std::string text;
  for (char c : input.text) {
    if (std::isspace(static_cast<unsigned char>(c)) == 0) text += c;
  }
  if (text.empty()) {
    throw InputError(source, line,
                     "an ISS link without a puzzle: expected "
                     "https://sigh.github.io/Interactive-Sudoku-Solver/?q=.~R1C1_5...");
  }
  if (const std::optional<IssTextForm> form = detect_iss_text_form(text)) {
    return text_form_string(*form, text, source, line);
  }
  if (text.front() != '.') {
    throw InputError(source, line,
                     fmt::format("an ISS link whose puzzle is not a constraint string ('{}...'): "
                                 "dlx reads ISS's strings .Type~...; open the link in ISS and "
                                 "copy its constraint string",
                                 text.substr(0, 20)));
  }
  return text;
}

bool is_iss_file(std::string_view source) {
  return source.size() > 4 && source.substr(source.size() - 4) == ".iss";
}

}  // namespace dlx::sudoku
