#include "encoders/sudoku/sudokupad/puzzle_zipper.hpp"

#include <dlx/text/utf8_text.hpp>

#include <fmt/format.h>

#include <cctype>
#include <map>
#include <string>

namespace dlx::sudoku {
// Named, so that the batches of the unity build keep this file's helpers apart.
namespace puzzle_zipper_detail {
namespace {

using Json = nlohmann::json;

// The zipper's tokens and the keys they stand for (SudokuPad's list of shortened keys).
const std::map<std::string, std::string, std::less<>>& key_tokens() {
  static const std::map<std::string, std::string, std::less<>> tokens = {{"c", "color"},
                                                                         {"ca", "cages"},
                                                                         {"ct", "center"},
                                                                         {"c1", "borderColor"},
                                                                         {"c2", "backgroundColor"},
                                                                         {"ce", "cells"},
                                                                         {"cs", "cellSize"},
                                                                         {"a", "arrows"},
                                                                         {"o", "overlays"},
                                                                         {"u", "underlays"},
                                                                         {"w", "width"},
                                                                         {"h", "height"},
                                                                         {"v", "value"},
                                                                         {"vd", "videos"},
                                                                         {"l", "lines"},
                                                                         {"r", "rounded"},
                                                                         {"re", "regions"},
                                                                         {"fs", "fontSize"},
                                                                         {"th", "thickness"},
                                                                         {"hl", "headLength"},
                                                                         {"wp", "wayPoints"},
                                                                         {"t", "title"},
                                                                         {"te", "text"},
                                                                         {"d", "duration"},
                                                                         {"d2", "d"}};
  return tokens;
}

bool is_word_character(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_' || c == '$';
}

bool is_hex_colour(std::string_view word) {
  if (word.size() != 6) return false;
  for (char c : word) {
    if (std::isxdigit(static_cast<unsigned char>(c)) == 0) return false;
  }
  return true;
}

// A recursive-descent reader of the zipped grammar:
//   value  = object | list | string | word
//   object = '{' [key ':' value (',' key ':' value)*] '}'    key: a string or a bare word
//   list   = '[' [slot (',' slot)*] ']'                      slot: a value, or nothing ({})
// A word after ':' may be t, f, #0, #F or six hex digits (a colour); anywhere it may be a number,
// true, false or null.
class ZippedReader {
 public:
  explicit ZippedReader(std::string_view text) : text_(text) {}

  Json read() {
    Json value = read_value(0, false);
    skip_blanks();
    if (at_ != text_.size()) fail("text after the puzzle's closing brace");
    return value;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw PuzzleZipperError(fmt::format("{} at character {}", what, at_ + 1));
  }

  void skip_blanks() {
    while (at_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[at_])) != 0) ++at_;
  }

  char peek() {
    skip_blanks();
    return at_ < text_.size() ? text_[at_] : '\0';
  }

  void expect(char c) {
    if (peek() != c) {
      fail(at_ < text_.size() ? fmt::format("expected '{}', found '{}'", c, text_[at_])
                              : fmt::format("expected '{}', found the end: it is cut short", c));
    }
    ++at_;
  }

  Json read_value(int depth, bool after_key) {
    if (depth > kMaxZippedNesting) fail(fmt::format("nesting deeper than {}", kMaxZippedNesting));
    const char c = peek();
    if (c == '{') return read_object(depth + 1);
    if (c == '[') return read_list(depth + 1);
    if (c == '\'' || c == '"') return read_string();
    if (c == '\0') fail("the text ends where a value was expected: it is cut short");
    return read_word(after_key);
  }

  Json read_object(int depth) {
    expect('{');
    Json object = Json::object();
    if (peek() == '}') {
      ++at_;
      return object;
    }
    while (true) {
      std::string key = read_key();
      expect(':');
      if (const auto token = key_tokens().find(key); token != key_tokens().end()) {
        key = token->second;
      }
      object[key] = read_value(depth, true);
      const char next = peek();
      ++at_;
      if (next == '}') return object;
      if (next != ',') {
        --at_;
        fail(next == '\0' ? "the text ends inside an object: it is cut short"
                          : fmt::format("expected ',' or '}}' in an object, found '{}'", next));
      }
    }
  }

  std::string read_key() {
    const char c = peek();
    if (c == '\'' || c == '"') return read_string().get<std::string>();
    const std::size_t start = at_;
    while (at_ < text_.size() && is_word_character(text_[at_])) ++at_;
    if (at_ == start) fail("expected a key");
    return std::string(text_.substr(start, at_ - start));
  }

  Json read_list(int depth) {
    expect('[');
    Json list = Json::array();
    if (peek() == ']') {
      ++at_;
      return list;
    }
    while (true) {
      const char c = peek();
      // A slot left empty is an empty object the zipper dropped.
      list.push_back(c == ',' || c == ']' ? Json::object() : read_value(depth, false));
      const char next = peek();
      ++at_;
      if (next == ']') return list;
      if (next != ',') {
        --at_;
        fail(next == '\0' ? "the text ends inside a list: it is cut short"
                          : fmt::format("expected ',' or ']' in a list, found '{}'", next));
      }
    }
  }

  std::uint32_t read_hex4() {
    if (at_ + 4 > text_.size()) fail("a \\u escape cut short");
    std::uint32_t value = 0;
    for (int k = 0; k < 4; ++k) {
      const char h = text_[at_++];
      if (std::isxdigit(static_cast<unsigned char>(h)) == 0)
        fail("a \\u escape without 4 hex digits");
      value = value * 16 + static_cast<std::uint32_t>(
                               std::isdigit(static_cast<unsigned char>(h)) != 0
                                   ? h - '0'
                                   : std::tolower(static_cast<unsigned char>(h)) - 'a' + 10);
    }
    return value;
  }

  // A string quoted with ' (zipped) or " (plain JSON); \' and \" both stand for their quote.
  Json read_string() {
    const char quote = text_[at_++];
    std::string out;
    while (true) {
      if (at_ >= text_.size()) fail("the text ends inside a string: it is cut short");
      const char c = text_[at_++];
      if (c == quote) return out;
      if (c != '\\') {
        out += c;
        continue;
      }
      if (at_ >= text_.size()) fail("the text ends inside a string: it is cut short");
      const char e = text_[at_++];
      switch (e) {
        case 'n':
          out += '\n';
          break;
        case 't':
          out += '\t';
          break;
        case 'r':
          out += '\r';
          break;
        case 'b':
          out += '\b';
          break;
        case 'f':
          out += '\f';
          break;
        case 'u': {
          std::uint32_t code = read_hex4();
          if (code >= 0xD800 && code <= 0xDBFF && at_ + 6 <= text_.size() && text_[at_] == '\\' &&
              text_[at_ + 1] == 'u') {
            at_ += 2;
            const std::uint32_t low = read_hex4();
            code = (low >= 0xDC00 && low <= 0xDFFF)
                       ? 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                       : 0xFFFD;
          } else if (code >= 0xD800 && code <= 0xDFFF) {
            code = 0xFFFD;
          }
          append_utf8(out, code);
          break;
        }
        default:
          out += e;
          break;  // \' \" \\ \/ and anything else: the character itself
      }
    }
  }

  Json read_word(bool after_key) {
    const std::size_t start = at_;
    if (text_[at_] == '#') ++at_;
    while (at_ < text_.size() && (is_word_character(text_[at_]) || text_[at_] == '.' ||
                                  text_[at_] == '-' || text_[at_] == '+')) {
      ++at_;
    }
    const std::string word(text_.substr(start, at_ - start));
    if (word.empty()) fail(fmt::format("unexpected '{}'", text_[at_]));
    if (word == "true" || word == "false" || word == "null") return Json::parse(word);
    if (after_key) {
      if (word == "t") return true;
      if (word == "f") return false;
      if (word == "#0") return "#000000";
      if (word == "#F") return "#FFFFFF";
      // Six hex digits after a key are a colour, even all digits: as SudokuPad unzips them.
      if (is_hex_colour(word)) return "#" + word;
    }
    Json number = Json::parse(word, nullptr, false);
    if (number.is_discarded() || !number.is_number()) fail(fmt::format("'{}' is no value", word));
    return number;
  }

  std::string_view text_;
  std::size_t at_ = 0;
};

}  // namespace
}  // namespace puzzle_zipper_detail

nlohmann::json unzip_sudokupad(std::string_view text) {
  puzzle_zipper_detail::ZippedReader reader(text);
  return reader.read();
}

}  // namespace dlx::sudoku
