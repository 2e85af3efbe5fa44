// `dlx sudoku` on variant puzzles written in the text format (docs/sudoku.md, "Variant
// constraints"): real puzzles with their published unique solutions (examples/sudoku/variants,
// each file naming its source), --candidates, --emit-dlx, the refusal of --grade, and bad input.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "tests/support/run_binary.hpp"
#include "tests/support/sudoku_judge.hpp"
#include "tests/support/text_lines.hpp"

namespace dlx::sudoku_variants_cli_test {
namespace {

using testing::contains;

using testing::json_field;

using testing::lines_of;
using testing::run_dlx_binary;

const std::string kExamples = std::string(DLX_SOURCE_DIR) + "/examples/sudoku/variants/";

std::string without_blanks(std::string text) {
  text.erase(std::remove(text.begin(), text.end(), ' '), text.end());
  return text;
}

struct Published {
  std::string file;
  // The solution as its source publishes it (the file's header names the source: the test data
  // of dclamage/SudokuSolverRust, or Cracking the Cryptic's video of the Miracle Sudoku).
  std::string solution;
};

const std::vector<Published>& published() {
  static const std::vector<Published> puzzles = {
      {"miracle.txt",
       "483726159726159483159483726837261594261594837594837261372615948615948372948372615"},
      {"clipped.txt",
       "867452931342891675519763284984327156635918427721645398498536712276189543153274869"},
      {"peak_4x4.txt", "1423324123144132"},
      {"extreme_killer_6x6.txt", "615234423516351642264351136425542163"},
      {"bird_in_a_storm.txt",
       "317649825986257134452381796623418579879562341541973268238194657795826413164735982"},
      {"equal_sums.txt",
       "146583972593672418728491536917836245632145789854927163465319827371258694289764351"},
      {"entropic_lines.txt",
       "195482763842367195637591428284935617763128954519674382428716539951843276376259841"},
      {"hay_fever.txt",
       "197256384352841769684793125275369841418527693936184572821975436549638217763412958"},
      {"quadiagonal.txt",
       "761839254325467819849152367972318645153694782684275931497586123238941576516723498"},
      {"sandwich.txt",
       "859274316317956248462813957523749861974168523681325479295681734148537692736492185"},
  };
  return puzzles;
}

TEST(SudokuVariantsCli, RealPuzzlesHaveTheirPublishedUniqueSolutions) {
  for (const Published& puzzle : published()) {
    const auto run = run_dlx_binary({"sudoku", kExamples + puzzle.file, "--unique", "--json"});
    ASSERT_EQ(run.exit_code, 0) << puzzle.file << "\n" << run.err;
    EXPECT_EQ(json_field(run.out, "verdict"), "unique") << puzzle.file << "\n" << run.out;
    EXPECT_EQ(without_blanks(json_field(run.out, "solution")), puzzle.solution) << puzzle.file;
  }
}

// A one-of with no combination (an ISS Or none of whose branches can hold) leaves no solution; the
// --count of one with combinations is the sum of the counts with each combination as givens.
TEST(SudokuVariantsCli, AOneOfHoldsOneOfItsCombinations) {
  const auto none = run_dlx_binary({"sudoku", "-", "--unique", "--json"},
                                   "size 4\nconstraints\none-of none: r1c1 r2c2\n");
  EXPECT_EQ(none.exit_code, 1) << none.err;
  EXPECT_EQ(json_field(none.out, "verdict"), "none") << none.out;
  auto count = [](const std::string& constraints) {
    const auto run =
        run_dlx_binary({"sudoku", "-", "--count", "--json"}, "size 4\nconstraints\n" + constraints);
    EXPECT_EQ(run.exit_code, 0) << constraints << run.err;
    return testing::json_number(run.out, "solutions");
  };
  EXPECT_EQ(count("one-of 1,2 3,4 4,4: r1c1 r1c2\n"),
            count("candidates r1c1: 1\ncandidates r1c2: 2\n") +
                count("candidates r1c1: 3\ncandidates r1c2: 4\n"));
  EXPECT_GT(count("one-of 1,2 3,4 4,4: r1c1 r1c2\n"), 0);
}

// An or counts each grid once, however many of its branches hold there: the count of an or of
// two overlapping branches is the count of their union stated directly, and one whose branches
// are outside clues (no few cells to enumerate) the sum of its branches' counts less their
// overlap's.
TEST(SudokuVariantsCli, AnOrCountsEachGridOnce) {
  auto count = [](const std::string& constraints) {
    const auto run =
        run_dlx_binary({"sudoku", "-", "--count", "--json"}, "size 4\nconstraints\n" + constraints);
    EXPECT_EQ(run.exit_code, 0) << constraints << run.err;
    return testing::json_number(run.out, "solutions");
  };
  EXPECT_EQ(count("or candidates r1c1: 1 2 || candidates r1c1: 2 3\n"),
            count("candidates r1c1: 1 2 3\n"));
  const std::string a = "skyscraper row 1 left: 2";
  const std::string b = "thermo r2c1 r2c2 && candidates r3c3: 1";
  const long long both = count(a + "\nthermo r2c1 r2c2\ncandidates r3c3: 1\n");
  EXPECT_GT(both, 0);
  EXPECT_EQ(count("or " + a + " || " + b + "\n"),
            count(a + "\n") + count("thermo r2c1 r2c2\ncandidates r3c3: 1\n") - both);
  EXPECT_EQ(count("or " + b + " || " + a + "\n"), count("or " + a + " || " + b + "\n"));
}

// --grade's search keeps the model's test of whole solutions too: an or whose two branches both
// hold on a unique classic grid leaves it unique (each branch's selector is a grid of the model).
TEST(SudokuVariantsCli, GradeCountsAnOrsGridOnce) {
  const std::string puzzle =
      "givens\n53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n"
      "...419..5\n....8..79\nconstraints\nor candidates r1c3: 4 5 || candidates r1c3: 4 6\n";
  const auto unique = run_dlx_binary({"sudoku", "-", "--unique"}, puzzle);
  ASSERT_EQ(unique.exit_code, 0) << unique.err;
  ASSERT_TRUE(contains(unique.out, "unique solution")) << unique.out;
  const auto graded = run_dlx_binary({"sudoku", "-", "--grade"}, puzzle);
  ASSERT_EQ(graded.exit_code, 0) << graded.err;
  EXPECT_TRUE(contains(graded.out, "unique")) << graded.out;
  EXPECT_FALSE(contains(graded.out, "several")) << graded.out;
}

// Variable cells: their values follow the grid, on a line of their own (JSON: "variables"); the
// grid's line stays as it is.
TEST(SudokuVariantsCli, TheAnswerGivesTheVariableCellsAfterTheGrid) {
  const std::string puzzle =
      "size 4\nvar A\nvar B 2\ngivens\n1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 . .\nconstraints\n"
      "sum 0: r1c1 r1c2 -1*$A\nthermo $B1 r4c3 $B2 r1c4\n";
  const auto text = run_dlx_binary({"sudoku", "-", "--unique"}, puzzle);
  ASSERT_EQ(text.exit_code, 0) << text.err;
  // (A grid is followed by a blank line, so that the grids of a batch stay apart.)
  EXPECT_EQ(text.out,
            "unique solution:\n1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1\nvariables $A=3 $B1=1 "
            "$B2=3\n\n");
  const auto json = run_dlx_binary({"sudoku", "-", "--unique", "--json"}, puzzle);
  ASSERT_EQ(json.exit_code, 0) << json.err;
  EXPECT_TRUE(contains(json.out,
                       "\"solution\":\"1 2 3 4 3 4 1 2 2 1 4 3 4 3 2 1\",\"variables\":{\"A\":3,"
                       "\"B1\":1,\"B2\":3}"))
      << json.out;
  // The picture draws them under the grid, each named.
  const auto svg = run_dlx_binary({"sudoku", "-", "--unique", "--svg", "-"}, puzzle);
  ASSERT_EQ(svg.exit_code, 0) << svg.err;
  EXPECT_TRUE(contains(svg.out, "class=\"variable\"")) << svg.out;
  EXPECT_TRUE(contains(svg.out, "data-name=\"B2\"")) << svg.out;
}

TEST(SudokuVariantsCli, CountAndAllAgree) {
  // A loose puzzle: a thermometer on an empty 4x4; --count counts what --all lists.
  const std::string loose = "size 4\nconstraints\nthermo r1c1 r1c2 r1c3\n";
  const auto counted = run_dlx_binary({"sudoku", "-", "--count"}, loose);
  ASSERT_EQ(counted.exit_code, 0) << counted.err;
  const auto listed = run_dlx_binary({"sudoku", "-", "--all", "--json", "--quiet"}, loose);
  ASSERT_EQ(listed.exit_code, 0) << listed.err;
  std::size_t solutions = 0;
  for (const std::string& line : lines_of(listed.out))
    solutions += contains(line, "\"solution\":{");
  EXPECT_GT(solutions, 1u);
  EXPECT_TRUE(contains(counted.out, fmt::format("{} solutions", solutions))) << counted.out;
}

TEST(SudokuVariantsCli, CandidatesOfAUniquePuzzleAreItsSolution) {
  const auto run = run_dlx_binary({"sudoku", kExamples + "miracle.txt", "--candidates"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<std::string> lines = lines_of(run.out);
  ASSERT_GE(lines.size(), 10u);
  EXPECT_TRUE(contains(lines[0], "true candidates, exact (unique solution)")) << lines[0];
  std::string grid;
  for (std::size_t k = 1; k <= 9; ++k) grid += without_blanks(lines[k]);
  EXPECT_EQ(grid, published()[0].solution);
}

// The candidates of a puzzle of 16 cells with several solutions are the union of what --all
// lists.
void expect_candidates_of_all_solutions(const std::string& loose) {
  const auto listed = run_dlx_binary({"sudoku", "-", "--all", "--json", "--quiet"}, loose);
  ASSERT_EQ(listed.exit_code, 0) << listed.err;
  std::vector<std::string> union_of(16);
  for (const std::string& line : lines_of(listed.out)) {
    if (!contains(line, "\"solution\":{")) continue;  // the count at the end
    const std::string grid = without_blanks(json_field(line, "solution"));
    ASSERT_EQ(grid.size(), 16u) << line;
    for (std::size_t cell = 0; cell < 16; ++cell) {
      if (!contains(union_of[cell], grid.substr(cell, 1))) union_of[cell] += grid[cell];
    }
  }
  const auto run = run_dlx_binary({"sudoku", "-", "--candidates", "--json"}, loose);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(contains(run.out, "\"status\":\"complete\"")) << run.out;
  EXPECT_TRUE(contains(run.out, "\"solutions\":\"several\"")) << run.out;
  std::string expected;
  for (std::string& cell : union_of) {
    std::sort(cell.begin(), cell.end());
    expected += (expected.empty() ? "" : ",") + ("\"" + cell + "\"");
  }
  EXPECT_TRUE(contains(run.out, "\"candidates\":[" + expected + "]")) << run.out << "\n"
                                                                      << expected;
}

TEST(SudokuVariantsCli, CandidatesAreTheValuesOfAllSolutions) {
  expect_candidates_of_all_solutions(
      "size 4\nconstraints\nthermo r1c1 r1c2 r1c3\nkropki-white r4c4 r3c4\n");
}

// With connected values, the solutions the search keeps are those whose regions are connected
// (its acceptance test): the candidates are theirs, on a raw grid that repeats digits in a row.
TEST(SudokuVariantsCli, CandidatesOfConnectedValuesAreThoseOfTheSolutionsKept) {
  expect_candidates_of_all_solutions(
      "size 4\ngrid raw\ngivens\n11.2\n3.33\n24.4\n.1.2\nconstraints\n"
      "connected 4: grid\nkiller r1c3 r2c2\n");
}

// A variable cell's candidates are the values it takes over all solutions (--all lists them),
// after the grid's: a line under the grid, "variables" in JSON.
TEST(SudokuVariantsCli, CandidatesOfTheVariableCellsAreTheirValuesOfAllSolutions) {
  const std::string loose =
      "size 4\nvar A\nconstraints\nthermo r1c1 r1c2 r1c3\nsum 0: r1c1 r1c2 -1*$A\n";
  const auto listed = run_dlx_binary({"sudoku", "-", "--all", "--json", "--quiet"}, loose);
  ASSERT_EQ(listed.exit_code, 0) << listed.err;
  std::string values_of_a;
  for (const std::string& line : lines_of(listed.out)) {
    const std::size_t at = line.find("\"variables\":{\"A\":");
    if (at == std::string::npos) continue;  // the count at the end
    const char value = line[at + std::string("\"variables\":{\"A\":").size()];
    if (!contains(values_of_a, std::string(1, value))) values_of_a += value;
  }
  std::sort(values_of_a.begin(), values_of_a.end());
  ASSERT_GT(values_of_a.size(), 1u) << listed.out;
  const auto json = run_dlx_binary({"sudoku", "-", "--candidates", "--json"}, loose);
  ASSERT_EQ(json.exit_code, 0) << json.err;
  EXPECT_TRUE(contains(json.out, "\"variables\":{\"A\":\"" + values_of_a + "\"}")) << json.out;
  const auto text = run_dlx_binary({"sudoku", "-", "--candidates"}, loose);
  ASSERT_EQ(text.exit_code, 0) << text.err;
  const std::vector<std::string> lines = lines_of(text.out);
  ASSERT_GE(lines.size(), 6u) << text.out;
  EXPECT_EQ(lines[5], "variables $A=" + values_of_a) << text.out;
}

TEST(SudokuVariantsCli, CandidatesOfAPuzzleWithoutSolution) {
  const auto run = run_dlx_binary({"sudoku", "-", "--candidates"},
                                  "size 4\nconstraints\nthermo r1c1 r1c2 r1c3 r1c4 r2c4\n");
  EXPECT_EQ(run.exit_code, 1) << run.out << run.err;
  EXPECT_TRUE(contains(run.out, "no solution")) << run.out;
}

TEST(SudokuVariantsCli, EmittedModelCountsAsTheSolver) {
  const auto emitted = run_dlx_binary({"sudoku", kExamples + "hay_fever.txt", "--emit-dlx"});
  ASSERT_EQ(emitted.exit_code, 0) << emitted.err;
  const auto counted = run_dlx_binary({"exact", "-", "--count"}, emitted.out);
  ASSERT_EQ(counted.exit_code, 0) << counted.err;
  EXPECT_TRUE(contains(counted.out, "1 solution")) << counted.out;
}

// The logic on the model (model_logic/) grades and explains variants, naming the constraints.
TEST(SudokuVariantsCli, GradeAndExplainSayTheConstraintsByName) {
  const auto graded = run_dlx_binary({"sudoku", kExamples + "hay_fever.txt", "--grade"});
  EXPECT_EQ(graded.exit_code, 0) << graded.err;
  EXPECT_TRUE(contains(graded.out, ", constraint ")) << graded.out;
  EXPECT_TRUE(contains(graded.out, "search: ")) << graded.out;
  const auto explained = run_dlx_binary({"sudoku", kExamples + "hay_fever.txt", "--explain"});
  EXPECT_EQ(explained.exit_code, 0) << explained.err;
  EXPECT_TRUE(contains(explained.out, "[thermo r")) << explained.out;
  EXPECT_TRUE(contains(explained.out, "[between r")) << explained.out;
  EXPECT_TRUE(contains(explained.out, "logic solved the puzzle")) << explained.out;
}

struct BadLine {
  std::string text;     // the file
  std::size_t line;     // where the error is
  std::string message;  // a part of it
};

TEST(SudokuVariantsCli, BadInputNamesTheFileAndLine) {
  const std::vector<BadLine> bad = {
      {"size 9\nconstraints\nthermos r1c1 r1c2\n", 3,
       "unknown constraint 'thermos' (did you mean 'thermo'?)"},
      {"size 9\nconstraints\nthermometer r1c1 r1c2\n", 3, "unknown constraint 'thermometer'"},
      {"size 9\nconstraints\nthermo r1c1 r10c2\n", 3, "cell r10c2 is outside the 9x9 grid"},
      {"size 9\nconstraints\narrow r1c1 r1c2 r1c3\nthermo r1c1 r1c2\n", 3, "expected a colon"},
      {"size 9\nconstraints\nkiller x: r1c1 r1c2\n", 3, "killer: 'x' is not a number"},
      {"size 9\nconstraints\nkiller 10: r1c1 z2\n", 3, "'z2' is not a cell"},
      {"size 9\nconstraints\nlittle-killer r1c1 r2c2\n", 3, "expected its number and a colon"},
      {"size 9\nconstraints\nkropki-white r1c1 r1c3\n", 3, "not orthogonal neighbours"},
      {"size 9\nconstraints\nsandwich row 10: 5\n", 3, "there is no row 10"},
      {"size 9\nconstraints\nx-sum row 2 up: 5\n", 3, "expected 'left' or 'right'"},
      {"size 9\nconstraints\nthermo r1c1 r1c2 r1c1\n", 3, "appears twice"},
      {"size 9\nconstraints\nnegative y\n", 3, "unknown constraint 'negative y'"},
      {"size 9\nconstraints\ncandidates r1c1: 0 3\n", 3, "'0' is not a digit"},
      {"size 9\nconstraints\nanti-knight please\n", 3, "unexpected 'please'"},
      {"size 9\nconstraints\none-of 1,2 3: r1c1 r1c2\n", 3,
       "combination 2 has 1 value for 2 cells"},
      {"size 9\nconstraints\none-of 1,,2: r1c1 r1c2\n", 3,
       "'1,,2': a combination has an empty place"},
      {"size 9\nconstraints\none-of: r1c1\n", 3, "expected the combinations of values"},
      {"size 9\nconstraints\none-of 1,2: r1c1 r1c1\n", 3, "r1c1"},
      // An or of groups of rules.
      {"size 9\nconstraints\nor thermo r1c1 r1c2 || \n", 3,
       "or: expected a rule between the '||' and '&&'"},
      {"size 9\nconstraints\nor thermo r1c1 r1c2 && thermos r2c1 r2c2\n", 3,
       "unknown constraint 'thermos'"},
      {"size 9\nconstraints\nor thermo r1c1 r1c2 || or thermo r2c1 r2c2 || odd r1c1\n", 3,
       "an or inside a branch of an or"},
      {"size 9\nconstraints\nor anti-knight || thermo r1c1 r1c2\n", 3,
       "or: 'anti-knight' in a branch is not stated"},
      {"size 9\nconstraints\nor killer 10: r1c1 r1c2 || thermo r2c1 r2c2\n", 3,
       "or: 'killer' in a branch is not stated"},
      {"size 9\nconstraints\nor rellik 10: r1c1 r1c2 || thermo r2c1 r2c2\n", 3,
       "or: 'rellik' in a branch is not stated"},
      // Lines read by an automaton.
      {"size 9\nconstraints\nautomaton start=0 0>1=1-9: r1c1 r1c2\n", 3,
       "automaton: no accepting state"},
      {"size 9\nconstraints\nautomaton start=0 accept=1 0>1=1-10: r1c1\n", 3,
       "'10' in '0>1=1-10' is not a digit of the grid"},
      {"size 9\nconstraints\nregex 1(2|3: r1c1 r1c2\n", 3,
       "regex: the pattern '1(2|3' does not parse: the group is not closed"},
      {"size 9\nconstraints\nregex 1{3,2}: r1c1 r1c2\n", 3, "below its least"},
      {"size 9\nconstraints\nregex r1c1 r1c2\n", 3, "expected its pattern and a colon"},
      // An automaton's symbols are bits of one word: a grid past 31 values is refused as its
      // line is read, before the grid's own limit on constraints (the fuzzer's find).
      {"size 36\nconstraints\nregex 1+: r1c1 r1c2\n", 3, "reads at most 31 values"},
      {"size 42\nconstraints\nautomaton start=0 accept=1 0>1=1-4: r1c1\n", 3,
       "reads at most 31 values"},
      // Variable cells: declared by a var line, named where a row takes them.
      {"size 9\nvar A\nconstraints\nquadruple $A: 1 2\n", 4, "$A is a variable cell"},
      {"size 9\nvar A\nconstraints\nx $A r1c1\n", 4, "$A and r1c1 are not orthogonal neighbours"},
      {"size 9\nvar A\nconstraints\nthermo $B r1c1\n", 4, "'$B' is not a variable cell"},
      {"size 9\nvar A -2\nconstraints\nthermo $A r1c1\n", 2, "'var A -2': expected how many"},
      {"size 9\nconstraints\nequal-sum r1c1 r1c2\n", 3, "expected two groups of cells or more"},
      // The named families, part two.
      {"size 9\nconstraints\nmulti-sum-killer ten: r1c1 r1c2\n", 3,
       "expected the cage's sums before the colon, apart by commas (10,15), not 'ten'"},
      {"size 9\nconstraints\nequality-cage r1c1 r1c2 r1c3\n", 3,
       "an equality cage needs an even number of cells, not 3"},
      {"size 9\nconstraints\nnabner r1c1 r1c2 r1c3 r1c4 r1c5 r1c6\n", 3,
       "a nabner line of 6 cells cannot hold digits two apart"},
      {"size 9\nconstraints\nmodular 0: r1c1 r1c2\n", 3, "modulus is 1 or more, not 0"},
      {"size 9\nconstraints\ndouble-arrow r1c1 r1c2\n", 3, "expected at least 3"},
      {"size 9\nconstraints\ndoppelganger\n", 3,
       "doppelganger needs an n x n grid holding 0-n (9x9 holding 0-9), not a 9x9 grid"},
      // About the puzzle as a whole: named by its first line, the 'size' line (issue 32).
      {"size 17\nconstraints\nanti-king\n", 1, "17x17 grid has no boxes"},
      {"size 25\nconstraints\nanti-king\n", 1, "constraints are supported on grids up to 16x16"},
      {"size 3\nconstraints\nanti-king\n", 1, "'size 3': expected the grid's size"},
      {"anti-king\n", 1, ""},
  };
  for (const BadLine& entry : bad) {
    if (entry.message.empty()) continue;
    const auto run = run_dlx_binary({"sudoku", "-"}, entry.text);
    EXPECT_EQ(run.exit_code, 2) << entry.text << run.out << run.err;
    EXPECT_TRUE(contains(run.err, fmt::format("<stdin>:{}:", entry.line))) << entry.text << "\n"
                                                                           << run.err;
    EXPECT_TRUE(contains(run.err, entry.message)) << entry.text << "\n" << run.err;
  }
}

}  // namespace
}  // namespace dlx::sudoku_variants_cli_test
