#include "tests/encoders/sudoku/listen/listen_test_puzzles.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>

#include "tests/encoders/sudoku/listen/lz_string_compress.hpp"

namespace dlx::testing {

const char* const kClassic =
    ".3..9..5.....1...45..8....7....3.2..6....9.4...7..25.......19....69....812.....7.";
// The 9 and the 5 of the first row taken away: 57 solutions.
const char* const kClassicFewerClues =
    ".3...........1...45..8....7....3.2..6....9.4...7..25.......19....69....812.....7.";

std::string fpuzzles_json(int n, const std::string& givens, const std::string& fields) {
  std::string grid;
  for (int r = 0; r < n; ++r) {
    grid += r == 0 ? "[" : ",[";
    for (int c = 0; c < n; ++c) {
      const char value = givens[static_cast<std::size_t>(r * n + c)];
      if (c > 0) grid += ",";
      grid +=
          value == '.' ? std::string("{}") : fmt::format(R"({{"value":{},"given":true}})", value);
    }
    grid += "]";
  }
  return fmt::format(R"({{"size":{},"grid":[{}]{}}})", n, grid, fields);
}

std::string load_string(int n, const std::string& givens, const std::string& fields) {
  return lz_string_compress_base64(fpuzzles_json(n, givens, fields));
}

std::vector<std::string> example_load_strings(const std::string& source_dir) {
  std::ifstream in(std::filesystem::path(source_dir) / "examples/sudoku/fpuzzles" /
                   "dclamage_test_puzzles.txt");
  std::vector<std::string> loads;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line[0] != '#') loads.push_back(line);
  }
  return loads;
}

std::string request(long long nonce, const std::string& command, const std::string& load) {
  return fmt::format(R"({{"nonce":{},"command":"{}","dataType":"fpuzzles","data":"{}"}})", nonce,
                     command, load);
}

std::string cancel_request(long long nonce) {
  return fmt::format(R"({{"nonce":{},"command":"cancel"}})", nonce);
}

}  // namespace dlx::testing
