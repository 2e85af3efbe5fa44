#include "encoders/sudoku/fpuzzles/lz_string.hpp"

#include <dlx/text/utf8_text.hpp>

#include <fmt/format.h>

#include <cstdint>
#include <vector>

namespace dlx::sudoku {
namespace {

// The value of a base64 character, or -1. Both of lz-string's alphabets read: compressToBase64's
// (A-Z a-z 0-9 + /) and compressToEncodedURIComponent's (A-Z a-z 0-9 + -), which SudokuPad's
// links use; they differ only in the last character, so one table serves both. '=' (and '$', the
// URI alphabet's 65th character) pads the last character's unused bits: it reads as zero bits, as
// lz-string reads it.
int base64_value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '+') return 62;
  if (c == '/' || c == '-') return 63;
  if (c == '=' || c == '$') return 0;
  return -1;
}

// The bits of the stream, six per character, most significant first; a code of k bits is read
// least significant bit first (lz-string's order).
class BitReader {
 public:
  explicit BitReader(std::string_view text) : text_(text) {}

  std::uint32_t read(int bits) {
    std::uint32_t value = 0;
    for (int k = 0; k < bits; ++k) {
      if (bit_ == 0) next_character();
      --bit_;
      value |= static_cast<std::uint32_t>((current_ >> bit_) & 1) << k;
    }
    return value;
  }

 private:
  void next_character() {
    if (at_ >= text_.size()) {
      throw LzStringError(
          fmt::format("the string ends before its end mark, after {} characters: it is cut short",
                      text_.size()));
    }
    const char c = text_[at_];
    current_ = base64_value(c);
    if (current_ < 0) {
      throw LzStringError(
          fmt::format("character {} ('{}') is not base64 (A-Z, a-z, 0-9, +, / or -)", at_ + 1, c));
    }
    ++at_;
    bit_ = 6;
  }

  std::string_view text_;
  std::size_t at_ = 0;
  int current_ = 0;
  int bit_ = 0;  // bits of `current_` not read yet
};

std::string utf16_to_utf8(const std::u16string& text) {
  constexpr std::uint32_t kReplacement = 0xFFFD;
  std::string out;
  out.reserve(text.size());
  for (std::size_t k = 0; k < text.size(); ++k) {
    const std::uint32_t unit = text[k];
    if (unit >= 0xD800 && unit <= 0xDBFF && k + 1 < text.size() && text[k + 1] >= 0xDC00 &&
        text[k + 1] <= 0xDFFF) {
      append_utf8(out, 0x10000 + ((unit - 0xD800) << 10) + (text[k + 1] - 0xDC00));
      ++k;
    } else if (unit >= 0xD800 && unit <= 0xDFFF) {
      append_utf8(out, kReplacement);
    } else {
      append_utf8(out, unit);
    }
  }
  return out;
}

// The codes of the stream: 0 and 1 bring a new character (8 or 16 bits follow), 2 ends the
// stream, and 3 and up name dictionary entries.
constexpr std::uint32_t kByteCode = 0;
constexpr std::uint32_t kWordCode = 1;
constexpr std::uint32_t kEndCode = 2;
constexpr std::size_t kFirstEntry = 3;

std::u16string decompress(BitReader& bits) {
  // Entries 0..2 stand for the three special codes; they are never looked up.
  std::vector<std::u16string> dictionary(kFirstEntry);
  int width = 2;  // bits of the next code; grows as the dictionary does
  std::size_t enlarge_in = 4;
  std::u16string out;

  // Widens the codes once the dictionary outgrows them (the compressor's count, replayed).
  auto count_entry = [&] {
    if (--enlarge_in == 0) {
      enlarge_in = std::size_t{1} << width;
      ++width;
    }
  };
  auto read_character = [&](std::uint32_t code) -> std::u16string {
    return std::u16string(1, static_cast<char16_t>(bits.read(code == kByteCode ? 8 : 16)));
  };

  const std::uint32_t first = bits.read(width);
  if (first == kEndCode) return out;
  if (first != kByteCode && first != kWordCode) {
    throw LzStringError(fmt::format("it does not start as lz-string data (code {})", first));
  }
  std::u16string previous = read_character(first);
  dictionary.push_back(previous);
  out = previous;
  width = 3;
  while (true) {
    std::uint32_t code = bits.read(width);
    if (code == kEndCode) return out;
    if (code == kByteCode || code == kWordCode) {
      dictionary.push_back(read_character(code));
      code = static_cast<std::uint32_t>(dictionary.size() - 1);
      count_entry();
    }
    std::u16string entry;
    if (code < dictionary.size()) {
      entry = dictionary[code];
    } else if (code == dictionary.size()) {
      // The entry being defined by this very code: the previous one and its own first unit.
      entry = previous + previous.front();
    } else {
      throw LzStringError(fmt::format(
          "code {} names no entry of the {} so far: the data is corrupt", code, dictionary.size()));
    }
    if (out.size() + entry.size() > kMaxLzStringOutput) {
      throw LzStringError(
          fmt::format("it expands past {} MiB, more than any puzzle", kMaxLzStringOutput >> 20));
    }
    out += entry;
    dictionary.push_back(previous + entry.front());
    count_entry();
    previous = std::move(entry);
  }
}

}  // namespace

std::string lz_string_decompress_base64(std::string_view base64) {
  if (base64.empty()) throw LzStringError("the string is empty");
  BitReader bits(base64);
  return utf16_to_utf8(decompress(bits));
}

}  // namespace dlx::sudoku
