// lz-string's decompressFromBase64: a real f-puzzles load string, streams written bit by bit here
// (16-bit characters, a surrogate pair), and corrupt input: every prefix, a foreign character.
#include "encoders/sudoku/fpuzzles/lz_string.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace dlx::sudoku::lz_string_test {
namespace {

// The first load string of examples/sudoku/fpuzzles/dclamage_test_puzzles.txt: Clipped.
std::string clipped_load_string() {
  // A path, not std::string + "...": GCC 12 warns of a bound it imagines in that concatenation.
  std::ifstream in(std::filesystem::path(DLX_SOURCE_DIR) / "examples" / "sudoku" / "fpuzzles" /
                   "dclamage_test_puzzles.txt");
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line[0] != '#') return line;
  }
  return "";
}

// A stream as lz-string writes it: codes least significant bit first, six bits a base64
// character, most significant first, the last one padded with zeros.
class StreamWriter {
 public:
  void code(unsigned value, int width) {
    for (int k = 0; k < width; ++k) bits_.push_back(((value >> k) & 1) != 0);
  }
  std::string base64() const {
    static const char* kAlphabet =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    for (std::size_t k = 0; k < bits_.size(); k += 6) {
      int value = 0;
      for (std::size_t b = 0; b < 6; ++b) {
        value = value * 2 + (k + b < bits_.size() && bits_[k + b] ? 1 : 0);
      }
      out += kAlphabet[value];
    }
    return out;
  }

 private:
  std::vector<bool> bits_;
};

TEST(LzString, DecompressesARealLoadString) {
  const std::string json = lz_string_decompress_base64(clipped_load_string());
  // What dclamage/SudokuSolverRust's own test of this string asserts (fpuzzles_json.rs).
  EXPECT_EQ(json.rfind("{\"size\":9,\"title\":\"Clipped\"", 0), 0u) << json.substr(0, 80);
  EXPECT_NE(json.find("\"author\":\"Philipp Blume aka glum_hippo\""), std::string::npos);
  EXPECT_EQ(json.back(), '}');
}

TEST(LzString, SixteenBitCharactersBecomeUtf8) {
  // Code 1 (2 bits) and a 16-bit é; then the end code 2, 3 bits wide after the first character.
  StreamWriter accent;
  accent.code(1, 2);
  accent.code(0xE9, 16);
  accent.code(2, 3);
  EXPECT_EQ(lz_string_decompress_base64(accent.base64()), "\xC3\xA9");
  // A surrogate pair (U+1F600) in two 16-bit literals: one character of four UTF-8 bytes.
  StreamWriter smile;
  smile.code(1, 2);
  smile.code(0xD83D, 16);
  smile.code(1, 3);
  smile.code(0xDE00, 16);
  smile.code(2, 3);
  EXPECT_EQ(lz_string_decompress_base64(smile.base64()), "\xF0\x9F\x98\x80");
  // An unpaired surrogate is U+FFFD.
  StreamWriter lone;
  lone.code(1, 2);
  lone.code(0xD800, 16);
  lone.code(2, 3);
  EXPECT_EQ(lz_string_decompress_base64(lone.base64()), "\xEF\xBF\xBD");
}

TEST(LzString, ADictionaryCodeRepeatsAnEntry) {
  // 'a', then code 4 (the entry 'a'+'a' being defined: lz-string's "KwKwK" case), then end.
  StreamWriter stream;
  stream.code(0, 2);
  stream.code('a', 8);
  stream.code(4, 3);
  stream.code(2, 3);
  EXPECT_EQ(lz_string_decompress_base64(stream.base64()), "aaa");
  // Code 6 names no entry yet: corrupt.
  StreamWriter corrupt;
  corrupt.code(0, 2);
  corrupt.code('a', 8);
  corrupt.code(6, 3);
  EXPECT_THROW(lz_string_decompress_base64(corrupt.base64()), LzStringError);
}

TEST(LzString, EveryPrefixOfALoadStringIsCutShort) {
  const std::string load = clipped_load_string();
  ASSERT_GT(load.size(), 100u);
  // The last characters may hold only the end code and padding: a prefix that keeps the end code
  // reads whole, the others are cut short.
  for (std::size_t size = 1; size + 2 < load.size(); ++size) {
    try {
      const std::string text = lz_string_decompress_base64(load.substr(0, size));
      ADD_FAILURE() << "a prefix of " << size << " characters read as " << text.substr(0, 40);
    } catch (const LzStringError& e) {
      EXPECT_NE(std::string(e.what()).find("cut short"), std::string::npos)
          << size << ": " << e.what();
    }
  }
}

TEST(LzString, ForeignCharactersAndEmptyInputAreErrors) {
  std::string load = clipped_load_string();
  load[10] = '!';
  try {
    lz_string_decompress_base64(load);
    ADD_FAILURE() << "read a '!'";
  } catch (const LzStringError& e) {
    EXPECT_NE(std::string(e.what()).find("character 11 ('!')"), std::string::npos) << e.what();
  }
  EXPECT_THROW(lz_string_decompress_base64(""), LzStringError);
}

TEST(LzString, ReadsTheUriSafeAlphabetToo) {
  // compressToEncodedURIComponent writes '-' where compressToBase64 writes '/', and pads with
  // nothing (SudokuPad's links): the same stream either way.
  const std::string load = clipped_load_string();
  ASSERT_NE(load.find('/'), std::string::npos);
  std::string uri_safe = load;
  for (char& c : uri_safe) {
    if (c == '/') c = '-';
  }
  while (!uri_safe.empty() && uri_safe.back() == '=') uri_safe.pop_back();
  EXPECT_EQ(lz_string_decompress_base64(uri_safe), lz_string_decompress_base64(load));
}

}  // namespace
}  // namespace dlx::sudoku::lz_string_test
