// `dlx sudoku` on f-puzzles puzzles (docs/sudoku.md, "f-puzzles and SudokuPad"): real puzzles
// (examples/sudoku/fpuzzles, from dclamage's test data) solved to their published unique
// solutions; one puzzle as a URL, a SudokuPad link, a load string, JSON and the text format gives
// one answer; cosmetic elements are a note; bad input is exit 2 with the file, line and reason.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/run_binary.hpp"
#include "tests/support/sudoku_judge.hpp"
#include "tests/support/text_lines.hpp"

namespace dlx::sudoku_fpuzzles_cli_test {
namespace {

using testing::contains;

using testing::json_field;

using testing::lines_of;
using testing::run_dlx_binary;

const std::string kFpuzzles = std::string(DLX_SOURCE_DIR) + "/examples/sudoku/fpuzzles/";
const std::string kVariants = std::string(DLX_SOURCE_DIR) + "/examples/sudoku/variants/";

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// The load strings of examples/sudoku/fpuzzles/dclamage_test_puzzles.txt, in order.
std::vector<std::string> load_strings() {
  std::vector<std::string> loads;
  for (const std::string& line : lines_of(read_file(kFpuzzles + "dclamage_test_puzzles.txt"))) {
    if (!line.empty() && line[0] != '#') loads.push_back(line);
  }
  return loads;
}

// The solutions dclamage/SudokuSolverRust's test data pairs with each load string
// (standard-constraints/src/fpuzzles_parser/fpuzzles_test_data.rs), in the file's order.
const std::vector<std::string>& published_solutions() {
  static const std::vector<std::string> solutions = {
      // Clipped
      "867452931342891675519763284984327156635918427721645398498536712276189543153274869",
      // Bird in a Storm
      "317649825986257134452381796623418579879562341541973268238194657795826413164735982",
      // Blitz
      "132748956475916283896352741528637194619284375347195628781469532964523817253871469",
      // Self-contained
      "653418279174259863982673451528961347317542986496387512769835124831724695245196738",
      // Killer Blister
      "249516837185347962376982154421639785758421396693875421917268543564793218832154679",
      // 300 Subs!
      "135462879729853461684197523851276934296345187473981256962718345548639712317524698",
      // Black Kropki X
      "472596813895431726136728495348169257629357184517842639981675342263984571754213968",
      // XV Kropki X
      "472596813895431726136728495348169257629357184517842639981675342263984571754213968",
      // Boxes
      "641958273539217846872463519915324687486179325327685491198546732753892164264731958",
      // Fortress Sudoku
      "194573628528694713637281549769428351382165974451937862843716295216859437975342186",
      // Quadiagonal
      "761839254325467819849152367972318645153694782684275931497586123238941576516723498",
      // Tangled Arrows
      "549328761678941235132567498723156984815794623964832517497283156356419872281675349",
  };
  return solutions;
}

TEST(SudokuFpuzzlesCli, RealPuzzlesHaveTheirPublishedUniqueSolutions) {
  const auto run =
      run_dlx_binary({"sudoku", kFpuzzles + "dclamage_test_puzzles.txt", "--unique", "--json"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  std::vector<std::string> answers;
  for (const std::string& line : lines_of(run.out)) {
    if (contains(line, "\"verdict\"")) answers.push_back(line);
  }
  ASSERT_EQ(answers.size(), published_solutions().size()) << run.out;
  ASSERT_EQ(load_strings().size(), answers.size());
  for (std::size_t k = 0; k < answers.size(); ++k) {
    EXPECT_EQ(json_field(answers[k], "verdict"), "unique") << answers[k];
    EXPECT_EQ(json_field(answers[k], "solution"), published_solutions()[k]) << "puzzle " << k + 1;
  }
}

// An f-puzzles link typed as the argument is the puzzle, as a puzzle line is (issue 32).
TEST(SudokuFpuzzlesCli, ALinkAsTheArgumentIsThePuzzle) {
  const std::string load = load_strings().front();
  for (const std::string& argument : {load, "https://www.f-puzzles.com/?load=" + load}) {
    const auto run = run_dlx_binary({"sudoku", argument, "--unique"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    EXPECT_TRUE(contains(run.out, published_solutions().front())) << run.out;
  }
}

// A setter's count ends as the uniqueness check does: each puzzle has one solution. With the
// fewest-options branching of plain counts, Boxes (cages and quadruples) ran past a minute.
TEST(SudokuFpuzzlesCli, CountsEndAsUniquenessDoes) {
  const auto run = run_dlx_binary({"sudoku", kFpuzzles + "dclamage_test_puzzles.txt", "--count",
                                   "--json", "--time-limit", "60"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  std::size_t counted = 0;
  for (const std::string& line : lines_of(run.out)) {
    if (!contains(line, "\"solutions\"")) continue;
    ++counted;
    EXPECT_EQ(json_field(line, "status"), "complete") << line;
    EXPECT_TRUE(contains(line, "\"solutions\":1,")) << line;
  }
  EXPECT_EQ(counted, published_solutions().size()) << run.out;
}

// Clipped, by glum_hippo, as every form dlx reads: the answer is the same line each time.
TEST(SudokuFpuzzlesCli, OnePuzzleInEveryFormGivesOneAnswer) {
  const std::string load = load_strings().at(0);
  const std::vector<std::string> forms = {
      load,
      "https://www.f-puzzles.com/?load=" + load,
      "http://f-puzzles.com/?load=" + load + "&solve",
      "https://sudokupad.app/fpuzzles" + load,
      "https://app.crackingthecryptic.com/sudoku/?puzzleid=fpuzzles" + load,
      "fpuzzles" + load,
      read_file(kFpuzzles + "clipped.json"),
  };
  for (const std::string& form : forms) {
    const auto run = run_dlx_binary({"sudoku", "-", "--unique"}, form + "\n");
    ASSERT_EQ(run.exit_code, 0) << form.substr(0, 60) << "\n" << run.err;
    EXPECT_EQ(lines_of(run.out).at(1), published_solutions()[0]) << form.substr(0, 60);
  }
  // The text format's version of the same puzzle, written by hand from its rules.
  const auto text = run_dlx_binary({"sudoku", kVariants + "clipped.txt", "--unique", "--json"});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  std::string grid = json_field(text.out, "solution");
  grid.erase(std::remove(grid.begin(), grid.end(), ' '), grid.end());
  EXPECT_EQ(grid, published_solutions()[0]);
}

TEST(SudokuFpuzzlesCli, CosmeticElementsAreANote) {
  const std::string json =
      R"({"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],)"
      R"("line":[{"lines":[["R1C1","R2C2"]]}],"text":[{"cells":["R1C1"],"value":"hi"}],)"
      R"("thermometer":[{"lines":[["R1C1","R1C2","R1C3","R1C4"]]}]})";
  const auto run = run_dlx_binary({"sudoku", "-"}, json + "\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(lines_of(run.out).at(0).substr(0, 4), "1234") << run.out;
  EXPECT_TRUE(contains(run.err, "skipped 1 cosmetic element 'line'")) << run.err;
  EXPECT_TRUE(contains(run.err, "'text'")) << run.err;
}

struct BadInput {
  std::string name;
  std::string line;
  std::string says;
};

TEST(SudokuFpuzzlesCli, BadInputIsExitTwoWithTheLineAndTheReason) {
  const std::string load = load_strings().at(0);
  const std::string grid4 = R"("grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]])";
  const std::vector<BadInput> cases = {
      {"truncated load string", load.substr(0, load.size() / 2), "cut short"},
      {"corrupt load string", load.substr(0, 40) + "!" + load.substr(41), "not base64"},
      {"URL without a puzzle", "https://www.f-puzzles.com/", "without a puzzle"},
      {"not JSON", "{\"size\":9,", "does not read"},
      {"JSON that is no puzzle", R"({"name":"a shopping list"})", "not an f-puzzles puzzle"},
      {"17x17", R"({"size":17})", "17x17"},
      {"cell outside", R"({"size":4,)" + grid4 + R"(,"odd":[{"cell":"R5C1"}]})",
       "R5C1 is outside the 4x4 grid"},
      {"unknown constraint", R"({"size":4,)" + grid4 + R"(,"doublearrow":[{"cells":["R1C1"]}]})",
       "unknown f-puzzles constraint 'doublearrow'"},
      {"bad dot", R"({"size":4,)" + grid4 + R"(,"xv":[{"cells":["R1C1","R1C2"],"value":"Q"}]})",
       "neither X nor V"},
  };
  for (const BadInput& bad : cases) {
    const auto run = run_dlx_binary({"sudoku", "-"}, "# a comment first\n" + bad.line + "\n");
    EXPECT_EQ(run.exit_code, 2) << bad.name << "\n" << run.out << run.err;
    EXPECT_TRUE(contains(run.err, "<stdin>:2:")) << bad.name << "\n" << run.err;
    EXPECT_TRUE(contains(run.err, bad.says)) << bad.name << "\n" << run.err;
  }
}

TEST(SudokuFpuzzlesCli, ABadPuzzleDoesNotStopTheBatch) {
  const std::string load = load_strings().at(0);
  const auto run =
      run_dlx_binary({"sudoku", "-", "--unique"}, load.substr(0, 100) + "\n" + load + "\n");
  EXPECT_EQ(run.exit_code, 2) << run.err;
  EXPECT_TRUE(contains(run.out, published_solutions()[0])) << run.out;
}

}  // namespace
}  // namespace dlx::sudoku_fpuzzles_cli_test
