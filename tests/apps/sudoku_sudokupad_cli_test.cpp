// `dlx sudoku` on SudokuPad's own format (docs/sudoku.md, "SudokuPad's own format"): the fixtures
// of examples/sudoku/sudokupad as a batch and as the argument, solved to their sources' answers;
// bad input (a short link, a payload cut short or with a foreign character, JSON that is no
// puzzle, a line whose colour alone names no rule) is exit 2 with the line and the reason, and the
// batch goes on.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "tests/support/run_binary.hpp"
#include "tests/support/text_lines.hpp"

namespace dlx::sudoku_sudokupad_cli_test {
namespace {

using testing::contains;
using testing::lines_of;
using testing::run_dlx_binary;

std::filesystem::path fixture(const std::string& name) {
  return std::filesystem::path(DLX_SOURCE_DIR) / "examples" / "sudoku" / "sudokupad" / name;
}

std::vector<std::string> links_of(const std::string& name) {
  std::ifstream in(fixture(name));
  std::vector<std::string> links;
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line[0] != '#') links.push_back(line);
  }
  return links;
}

TEST(SudokuPadCli, TheKillerFixtureSolvesAsItsFpuzzlesLineDoes) {
  const auto batch = run_dlx_binary({"sudoku", fixture("seed_killer.txt").string(), "--unique"});
  ASSERT_EQ(batch.exit_code, 0) << batch.err;
  const std::vector<std::string> out = lines_of(batch.out);
  ASSERT_EQ(out.size(), 4u) << batch.out;
  EXPECT_EQ(out[0], "unique solution:");
  EXPECT_EQ(out[1], out[3]);  // the SudokuPad line's answer is the f-puzzles line's
  // The link as the argument.
  const auto typed = run_dlx_binary({"sudoku", links_of("seed_killer.txt").at(0)});
  ASSERT_EQ(typed.exit_code, 0) << typed.err;
  EXPECT_TRUE(contains(typed.out, out[1])) << typed.out;
}

TEST(SudokuPadCli, ThePictureOfParityFishIsSaidInANote) {
  const auto run = run_dlx_binary({"sudoku", fixture("parity_fish.txt").string(), "--unique"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(contains(run.out, "multiple solutions")) << run.out;
  EXPECT_TRUE(contains(run.err, "background picture")) << run.err;
}

struct BadInput {
  std::string name;
  std::string line;
  std::string says;
};

TEST(SudokuPadCli, BadInputIsExitTwoWithTheLineAndTheReason) {
  const std::string link = links_of("seed_killer.txt").at(0);
  std::string foreign = link;
  foreign[60] = '!';
  const std::vector<BadInput> cases = {
      {"short link", "https://sudokupad.app/abc123", "a short SudokuPad link ('abc123')"},
      {"cut short", link.substr(0, 300),
       "does not decompress: the string ends before its end mark"},
      {"foreign character", foreign, "('!') is not base64"},
      {"fog of war", "https://sudokupad.app/scfN4Ig", "fog-of-war format"},
      // lz-string's compressToBase64 of {"size":9}: an f-puzzles puzzle, not SudokuPad's.
      {"not a puzzle", "sclN4IgzglgXgpiBcBOAvkA", "not a SudokuPad puzzle"},
  };
  for (const BadInput& bad : cases) {
    const auto run = run_dlx_binary({"sudoku", "-"}, "# a comment first\n" + bad.line + "\n");
    EXPECT_EQ(run.exit_code, 2) << bad.name << "\n" << run.out << run.err;
    EXPECT_TRUE(contains(run.err, "<stdin>:2:")) << bad.name << "\n" << run.err;
    EXPECT_TRUE(contains(run.err, bad.says)) << bad.name << "\n" << run.err;
  }
}

TEST(SudokuPadCli, ABadLinkDoesNotStopTheBatch) {
  const std::string link = links_of("seed_killer.txt").at(0);
  const auto run = run_dlx_binary({"sudoku", "-"}, "https://sudokupad.app/abc123\n" + link + "\n");
  EXPECT_EQ(run.exit_code, 2) << run.err;
  EXPECT_TRUE(contains(run.err, "<stdin>:1:")) << run.err;
  EXPECT_EQ(lines_of(run.out).size(), 2u) << run.out;  // a placeholder, then the solution
}

}  // namespace
}  // namespace dlx::sudoku_sudokupad_cli_test
