#include "tests/encoders/sudoku/listen/lz_string_compress.hpp"

#include <map>
#include <set>

namespace dlx::testing {
namespace {

constexpr std::string_view kBase64 =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";

// The stream of codes, six bits to a base64 character, each code written lowest bit first.
class BitWriter {
 public:
  void write(unsigned value, int bits) {
    for (int i = 0; i < bits; ++i) {
      bit(value & 1u);
      value >>= 1;
    }
  }
  void bit(unsigned b) {
    value_ = (value_ << 1) | b;
    if (position_ == 5) {
      out_ += kBase64[value_];
      position_ = 0;
      value_ = 0;
    } else {
      ++position_;
    }
  }
  std::string finish() {
    // The last character, padded with zero bits.
    while (true) {
      value_ <<= 1;
      if (position_ == 5) {
        out_ += kBase64[value_];
        break;
      }
      ++position_;
    }
    switch (out_.size() % 4) {
      case 1:
        return out_ + "===";
      case 2:
        return out_ + "==";
      case 3:
        return out_ + "=";
      default:
        return out_;
    }
  }

 private:
  std::string out_;
  unsigned value_ = 0;
  int position_ = 0;
};

// UTF-8 as JavaScript's string of UTF-16 code units.
std::u16string utf16(std::string_view utf8) {
  std::u16string units;
  for (std::size_t k = 0; k < utf8.size();) {
    const auto lead = static_cast<unsigned char>(utf8[k]);
    const int length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
    char32_t code = length == 1 ? lead : lead & (0x3F >> (length - 1));
    for (int i = 1; i < length && k + static_cast<std::size_t>(i) < utf8.size(); ++i) {
      code =
          (code << 6) | (static_cast<unsigned char>(utf8[k + static_cast<std::size_t>(i)]) & 0x3F);
    }
    k += static_cast<std::size_t>(length);
    if (code >= 0x10000) {
      code -= 0x10000;
      units += static_cast<char16_t>(0xD800 + (code >> 10));
      units += static_cast<char16_t>(0xDC00 + (code & 0x3FF));
    } else {
      units += static_cast<char16_t>(code);
    }
  }
  return units;
}

}  // namespace

std::string lz_string_compress_base64(std::string_view text) {
  const std::u16string units = utf16(text);
  std::map<std::u16string, unsigned> dictionary;
  std::set<std::u16string> to_create;
  unsigned size = 3;  // codes 0, 1 and 2 are an 8-bit character, a 16-bit one, the end
  int bits = 2;
  unsigned enlarge_in = 2;
  BitWriter out;
  auto enlarge = [&] {
    if (--enlarge_in == 0) {
      enlarge_in = 1u << bits;
      ++bits;
    }
  };
  // The code of w, or the character itself when it is new (8 bits below 256, else 16).
  auto emit = [&](const std::u16string& w) {
    if (to_create.count(w) != 0) {
      const unsigned c = w[0];
      out.write(c < 256 ? 0 : 1, bits);
      out.write(c, c < 256 ? 8 : 16);
      enlarge();
      to_create.erase(w);
    } else {
      out.write(dictionary.at(w), bits);
    }
    enlarge();
  };
  std::u16string w;
  for (char16_t unit : units) {
    const std::u16string c(1, unit);
    if (dictionary.count(c) == 0) {
      dictionary[c] = size++;
      to_create.insert(c);
    }
    const std::u16string wc = w + c;
    if (dictionary.count(wc) != 0) {
      w = wc;
      continue;
    }
    emit(w);
    dictionary[wc] = size++;
    w = c;
  }
  if (!w.empty()) emit(w);
  out.write(2, bits);
  return out.finish();
}

}  // namespace dlx::testing
