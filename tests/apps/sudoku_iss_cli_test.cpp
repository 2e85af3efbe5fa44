// `dlx sudoku` on ISS puzzles (docs/sudoku.md, "ISS constraint strings"): puzzles of ISS's own
// collections (../shared/data/sudoku-variants/iss_collections.jsonl) as strings in a batch, as the
// command's argument, as ISS links and as a `.iss` file, solved to the source's solutions; one
// puzzle as an ISS string and as the text format counts the same; bad input is exit 2 with the
// file, line and reason, and the batch goes on.
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/run_binary.hpp"
#include "tests/support/shared_data.hpp"
#include "tests/support/sudoku_judge.hpp"
#include "tests/support/text_lines.hpp"

namespace dlx::sudoku_iss_cli_test {
namespace {

using testing::contains;
using testing::json_field;
using testing::lines_of;
using testing::run_dlx_binary;

struct Entry {
  std::string input;
  std::string solution;  // ISS's short form: digits, or letters from A = 1 past 9 values
};

// The collection's puzzles by name; empty without ../shared/data.
std::map<std::string, Entry> collection() {
  std::map<std::string, Entry> entries;
  const auto data = testing::shared_data_dir();
  if (!data) return entries;
  std::ifstream in(*data / "sudoku-variants" / "iss_collections.jsonl");
  std::string line;
  while (std::getline(in, line)) {
    const auto json = nlohmann::json::parse(line);
    const auto solution = json.find("solution");
    entries[json.at("name").get<std::string>()] = {
        json.at("input").get<std::string>(),
        solution != json.end() && solution->is_string() ? solution->get<std::string>() : ""};
  }
  return entries;
}

// dlx writes 10x10 and larger grids as blank-separated numbers.
std::string as_numbers(const std::string& letters) {
  std::string out;
  for (char c : letters) out += (out.empty() ? "" : " ") + std::to_string(c - 'A' + 1);
  return out;
}

// A link as ISS shares it, with the string percent-encoded where a browser would.
std::string link_of(const std::string& iss) {
  std::string q;
  for (char c : iss)
    q += c == '~' ? std::string("%7E") : c == '_' ? std::string("%5F") : std::string(1, c);
  return "https://sigh.github.io/Interactive-Sudoku-Solver/?q=" + q + "&mode=all-possibilities";
}

// Quick puzzles of the collection, one string a line (measured: each under 1,000 nodes).
const std::vector<std::string> kQuick = {"Classic sudoku",
                                         "6x6: Between Odd and Even",
                                         "159 Sudoku",
                                         "XV-sudoku",
                                         "Fortress",
                                         "Little killer 2",
                                         "Between 1 and 9 Sudoku",
                                         "Skyscraper",
                                         "Jigsaw",
                                         "X-Sum",
                                         "Windoku",
                                         "Thermo",
                                         "Septa",
                                         "Killer"};

class SudokuIssData : public ::testing::Test {
 protected:
  void SetUp() override {
    entries_ = collection();
    if (entries_.empty()) GTEST_SKIP() << "../shared/data is absent: skipping ISS's collections";
  }
  const Entry& entry(const std::string& name) const { return entries_.at(name); }
  // The answers of `dlx sudoku - --unique --json` to the named puzzles, one a line of a batch, each
  // joined to one line as ISS reads it (a 16x16 jigsaw's givens and layout are one text): one
  // answer per name, or a failure. Called through ASSERT_NO_FATAL_FAILURE.
  void answer_batch(const std::vector<std::string>& names, std::vector<std::string>& answers) {
    std::string batch;
    for (const std::string& name : names) {
      std::string line;
      for (char c : entry(name).input) line += c == '\n' ? ' ' : c;
      batch += line + "\n";
    }
    const auto run = run_dlx_binary({"sudoku", "-", "--unique", "--json"}, batch);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    answers = lines_of(run.out);
    ASSERT_EQ(answers.size(), names.size()) << run.out;
  }
  // Each named puzzle, one a line of a batch, comes back unique with the source's solution.
  void expect_sources_solutions(const std::vector<std::string>& names) {
    std::vector<std::string> answers;
    ASSERT_NO_FATAL_FAILURE(answer_batch(names, answers));
    for (std::size_t k = 0; k < names.size(); ++k) {
      EXPECT_EQ(json_field(answers[k], "verdict"), "unique") << names[k];
      EXPECT_EQ(json_field(answers[k], "solution"), entry(names[k]).solution) << names[k];
    }
  }
  std::map<std::string, Entry> entries_;
};

TEST_F(SudokuIssData, ABatchOfStringsHasTheSourcesSolutions) {
  std::vector<std::string> answers;
  ASSERT_NO_FATAL_FAILURE(answer_batch(kQuick, answers));
  for (std::size_t k = 0; k < kQuick.size(); ++k) {
    EXPECT_EQ(json_field(answers[k], "input"), fmt::format("<stdin>:{}", k + 1));
    EXPECT_EQ(json_field(answers[k], "verdict"), "unique") << kQuick[k];
    EXPECT_EQ(json_field(answers[k], "solution"), entry(kQuick[k]).solution) << kQuick[k];
  }
}

// ISS's other text forms (pencil marks, the long killer format, a 16x16 jigsaw with its givens)
// and its composites (Or over a few cells, And, Replicate), one a line of a batch (measured: each
// under 31,000 nodes). 16x16 solutions are written as numbers.
const std::vector<std::string> kFormsAndComposites = {"Pencilmark sudoku 2",
                                                      "HS_KILLERS#1",
                                                      "HS_KILLERS#2",
                                                      "HS_KILLERS#7",
                                                      "16x16: Jigsaw",
                                                      "Either/Or",
                                                      "Or with Givens",
                                                      "And with AllDifferent",
                                                      "Nested Or with Givens",
                                                      "Elided And and Or",
                                                      "Ambiguous Arrows - composite",
                                                      "Daredevil",
                                                      "Strict kropki [dots in And]"};

TEST_F(SudokuIssData, OtherTextFormsAndCompositesHaveTheSourcesSolutions) {
  std::vector<std::string> answers;
  ASSERT_NO_FATAL_FAILURE(answer_batch(kFormsAndComposites, answers));
  for (std::size_t k = 0; k < kFormsAndComposites.size(); ++k) {
    const std::string& solution = entry(kFormsAndComposites[k]).solution;
    ASSERT_FALSE(solution.empty()) << kFormsAndComposites[k];
    EXPECT_EQ(json_field(answers[k], "verdict"), "unique") << kFormsAndComposites[k];
    EXPECT_EQ(json_field(answers[k], "solution"),
              solution.size() == 256 ? as_numbers(solution) : solution)
        << kFormsAndComposites[k];
  }
}

// Grids as setters make them (ISS's Shape~6x8, ~9x8 without boxes, ~6x6~9, ~9x9~0-8, ~6x6~0-5,
// 4x7 in jigsaw pieces, RegionSize~9): each solution written as ISS writes it, values from 0
// where the grid's are (measured: each under 11,000 nodes).
const std::vector<std::string> kGrids = {"6x8: Plain",
                                         "9x8: Plain boxless",
                                         "4x7: Jigsaw",
                                         "Answers on a Postcard",
                                         "6x6: 9-value disjoint sets",
                                         "Quadro Quadri",
                                         "The Whirlpool",
                                         "0-indexed: Classic sudoku",
                                         "0-indexed: 6x6",
                                         "0-indexed: 9x8 Plain boxless",
                                         "0-indexed: 6x6 9-value disjoint sets",
                                         "Zeroed In"};

TEST_F(SudokuIssData, GridsAsSettersMakeThemHaveTheSourcesSolutions) {
  expect_sources_solutions(kGrids);
}

// The named families (full rank with and without ties, sum lines, lunchboxes, look-and-say,
// numbered rooms, hidden skyscrapers, counting circles, global entropy and mod): the collection's
// puzzles of them with the source's solution that dlx states (measured: each under 0.5 s of CPU;
// "Sum lines - long loop", 2 s, most of it building its loop's states, and "Sum lines - single
// line", over 60 s, are left out).
const std::vector<std::string> kNamedFamilies = {"10 Lines",
                                                 "Ten Lines 01: Adding to Ten",
                                                 "Embedded Squishdoku",
                                                 "Normal Lunchbox",
                                                 "Extreme Lunchbox",
                                                 "Extreme Lunchbox 2",
                                                 "Killer lunchboxes",
                                                 "Killer lunchboxes [resolved]",
                                                 "Look-and-Say Killer",
                                                 "Look-and-Say 2",
                                                 "Look-and-Say 3",
                                                 "0-indexed: Look-and-say",
                                                 "Look-and-say [zero counts]",
                                                 "DSM 2023 Leftover: Full Rank Sudoku",
                                                 "Full rank 2",
                                                 "Full rank 3",
                                                 "Full rank 4",
                                                 "Full rank - 6 clue snipe",
                                                 "6x6: Full rank",
                                                 "4x4: Full Rank - with ties",
                                                 "4x4: Full Rank - tied clues",
                                                 "4x4: Full Rank - no ties",
                                                 "4x4: Full Rank - unclued ties",
                                                 "0-indexed: 4x4 Full Rank",
                                                 "6x6: Numbered rooms",
                                                 "N is for Numbered Rooms",
                                                 "Buy Or Rent? (Numbered Rooms Version)",
                                                 "7x7: Buggy NR Squishdoku",
                                                 "Hidden skyscrapers",
                                                 "0-indexed: Hidden skyscrapers",
                                                 "Clockwork",
                                                 "Santorini",
                                                 "Bubble Tornado",
                                                 "4x4: Counting circles",
                                                 "Hippo Birdie",
                                                 "[New Constraint] Entropy Sudoku",
                                                 "Global mod 3",
                                                 "Heat up - global entropy",
                                                 "Miracle - skyscraper entropy"};

TEST_F(SudokuIssData, NamedFamiliesHaveTheSourcesSolutions) {
  expect_sources_solutions(kNamedFamilies);
}

// The named families, part two (doppelganger, double arrows, rellik and equality cages,
// anti-taxicab, modular lines of any modulus, value indexing, Dutch flatmates, region same
// values): the collection's puzzles of them with the source's solution that dlx states
// (measured: each under 0.1 s of CPU and 36,000 nodes). "0-indexed: Sums and indexing" is left
// out: it has two solutions (iss_collection_test.cpp's has_several_solutions says why).
const std::vector<std::string> kNamedFamiliesPartTwo = {"Doppelganger",
                                                        "Double arrow",
                                                        "Lockout double arrows",
                                                        "6x6: Rellik cages",
                                                        "Hazy Rellik",
                                                        "Equality cages",
                                                        "0-indexed: Equality cages",
                                                        "Anti-Taxi Sudoku X",
                                                        "Taxicab Archers",
                                                        "Modular Lines 1",
                                                        "Ahhhh, look at the pretty colors",
                                                        "Owl",
                                                        "Slingshot sudoku",
                                                        "Dutch Flat Mates (Kropki)",
                                                        "7x7: Dutch Flat Mate Squishdoku",
                                                        "Con-Set-Cutive"};

TEST_F(SudokuIssData, NamedFamiliesPartTwoHaveTheSourcesSolutions) {
  expect_sources_solutions(kNamedFamiliesPartTwo);
}

// Chaos construction (regions found while solving) with its clues on the regions, ChaosCount and
// ChaosArrow: the collection's 6x6s (measured: each under 0.8 s and 150,000 nodes; its 9x9s do
// not settle in 10 s yet). The answer gives the regions found beside the solution.
const std::vector<std::string> kChaos = {
    "Chaos Construction: 6x6", "Cavernous Construction: 6x6", "Chaos Construction: cell count",
    "Chaos Construction: cell count [harder]", "Chaos Construction: cell count [expanded]",
    // With rules on region cells (chaos-apart): 0.02 s of CPU.
    "Uncovering Tunnels [extra givens]"};

// Connected values (ISS's ConnectedValues) on the grid and on a layer of variable cells: the
// collection's puzzles of them with the source's solution that dlx states (measured: each under
// 0.25 s of CPU). Xin Yang v2 (an Or over 10 cells) is among ISS's Ors below. Raw grids (no rule on
// rows, columns or boxes): 250! (0.01 s) and Homogenous with its givens (0.05 s; the collection's
// copy without givens, which ISS settles in 182 s, is left out).
const std::vector<std::string> kConnected = {"Entropic Lines", "Nordschleife",
                                             "Odd Blockade Runners", "250!"};

TEST_F(SudokuIssData, ConnectedValuesHaveTheSourcesSolutions) {
  expect_sources_solutions(kConnected);
}

// ISS's Or past a few cells (an `or` of groups of rules): outside clues in its branches (hidden
// skyscrapers, numbered rooms and x-sums, skyscrapers) and Givens over 10 cells (measured: each
// under 0.5 s of CPU).
const std::vector<std::string> kOr = {"Unbidden First Hidden", "Hidden Skyscraper - Full Odd",
                                      "Numbered Rooms vs X-Sums", "City Planning", "Xin Yang v2"};

TEST_F(SudokuIssData, OrsOfGroupsOfRulesHaveTheSourcesSolutions) {
  expect_sources_solutions(kOr);
}

TEST_F(SudokuIssData, ChaosConstructionsHaveTheSourcesSolutions) {
  std::vector<std::string> answers;
  ASSERT_NO_FATAL_FAILURE(answer_batch(kChaos, answers));
  for (std::size_t k = 0; k < kChaos.size(); ++k) {
    EXPECT_EQ(json_field(answers[k], "verdict"), "unique") << kChaos[k];
    EXPECT_EQ(json_field(answers[k], "solution"), entry(kChaos[k]).solution) << kChaos[k];
    EXPECT_EQ(json_field(answers[k], "regions").size(), entry(kChaos[k]).solution.size())
        << kChaos[k];
  }
}

// Lines read by an automaton (ISS's Regex and NFA, the only types of these puzzles dlx lacked):
// the collection's puzzles whose other types dlx states, quick ones (measured: each under 0.05 s
// of CPU; 'Ambiguous Arrows' 0.4 s and 'Factorial Cages' 82 s are left out), one a line, their
// lines joined as ISS reads them.
const std::vector<std::string> kAutomata = {"Sequence sudoku",
                                            "NFA: Equal sum parition",
                                            "Hit, Reveal, Solve",
                                            "Sums and Differences",
                                            "Stepped Thermos",
                                            "Odd, Even, Seven Thermos",
                                            "Diagonal Skyscrapers",
                                            "Between The Skyscrapers",
                                            "0-indexed: Sequence sudoku",
                                            "Stepped Thermos [nested replicate]",
                                            "Easy as a Quattroquadri",
                                            "Regex line",
                                            "Successor Arrows",
                                            "Regex Line [0-indexed]",
                                            "Classic sudoku [subset regex]"};

TEST_F(SudokuIssData, RegexAndNfaPuzzlesHaveTheSourcesSolutions) {
  std::vector<std::string> answers;
  ASSERT_NO_FATAL_FAILURE(answer_batch(kAutomata, answers));
  for (std::size_t k = 0; k < kAutomata.size(); ++k) {
    ASSERT_FALSE(entry(kAutomata[k]).solution.empty()) << kAutomata[k];
    EXPECT_EQ(json_field(answers[k], "verdict"), "unique") << kAutomata[k];
    EXPECT_EQ(json_field(answers[k], "solution"), entry(kAutomata[k]).solution) << kAutomata[k];
  }
}

// Variable cells (ISS's Var) and equal sums (EqualSum): the collection's puzzles whose other types
// dlx states and which settle quickly (measured: each under 0.6 s of CPU), one a line; 'Extra var
// with Quad' has dots and a quad on its Var's layout. The answer gives the variable cells' values
// beside the grid.
const std::vector<std::string> kVariables = {
    "Magic square",         "Wendezäune",          "The good, the bad and the ugly",
    "Letter Little Killer", "House of Cards",      "Hailstorm",
    "Circus Maximus",       "Or with extra cells", "House of Cards [extra constraints]",
    "Counting Killers",     "Bates Motel",         "Extra var with Quad"};

TEST_F(SudokuIssData, VariableCellsAndEqualSumsHaveTheSourcesSolutions) {
  std::vector<std::string> answers;
  ASSERT_NO_FATAL_FAILURE(answer_batch(kVariables, answers));
  for (std::size_t k = 0; k < kVariables.size(); ++k) {
    const std::string& name = kVariables[k];
    ASSERT_FALSE(entry(name).solution.empty()) << name;
    EXPECT_EQ(json_field(answers[k], "verdict"), "unique") << name;
    std::string solution = json_field(answers[k], "solution");
    std::erase(solution, ' ');  // a grid holding values past 9 is written as numbers
    EXPECT_EQ(solution, entry(name).solution) << name;
    const bool variables = entry(name).input.find(".Var~") != std::string::npos;
    EXPECT_EQ(answers[k].find("\"variables\":{") != std::string::npos, variables) << answers[k];
  }
}

// A Doppelganger's own cells (DGR1..., DGC1..., DGB1...: the digit each column, row and box
// misses) read as variable cells: the 15x15, whose givens name them (0.11 s of CPU; the three
// 9x9 Dutch-pelgängers take 10 to 37 s). The source writes 1-15 as the letters A-O.
TEST_F(SudokuIssData, DoppelgangerCellsHaveTheSourcesSolution) {
  std::vector<std::string> answers;
  ASSERT_NO_FATAL_FAILURE(answer_batch({"Doppelganger 15x15"}, answers));
  EXPECT_EQ(json_field(answers[0], "verdict"), "unique");
  std::istringstream numbers(json_field(answers[0], "solution"));
  std::string lettered;
  for (int v = 0; numbers >> v;) lettered += v == 0 ? '0' : static_cast<char>('A' + v - 1);
  EXPECT_EQ(lettered, entry("Doppelganger 15x15").solution);
  EXPECT_NE(answers[0].find("\"DGC1\":"), std::string::npos) << answers[0];
}

TEST_F(SudokuIssData, AStringOrALinkAsTheArgumentIsThePuzzle) {
  const Entry& thermo = entry("Thermo");
  for (const std::string& argument : {thermo.input, link_of(thermo.input)}) {
    const auto run = run_dlx_binary({"sudoku", argument, "--unique"});
    ASSERT_EQ(run.exit_code, 0) << argument << "\n" << run.err;
    EXPECT_EQ(lines_of(run.out), (std::vector<std::string>{"unique solution:", thermo.solution}))
        << argument;
  }
}

// A `.iss` file is one puzzle, whatever its lines: the 16x16 Sudoku X of the collection is
// written over several (a Shape, the diagonals, the givens).
TEST_F(SudokuIssData, AnIssFileIsOnePuzzleOverItsLines) {
  const Entry& x = entry("16x16: Sudoku X");
  ASSERT_TRUE(contains(x.input, "\n"));
  const auto file = std::filesystem::temp_directory_path() /
                    ("dlx_iss_cli_test_" + std::to_string(::getpid()) + ".iss");
  std::ofstream(file) << "# 16x16: Sudoku X, from ISS's collections\n" << x.input << "\n";
  const auto run = run_dlx_binary({"sudoku", file.string(), "--unique", "--json"});
  std::filesystem::remove(file);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(json_field(run.out, "verdict"), "unique");
  EXPECT_EQ(json_field(run.out, "solution"), as_numbers(x.solution));
}

// The same string pasted as the argument, as the collection holds it (it starts with a line break
// and spans lines): one puzzle, not one per line nor a file's name.
TEST_F(SudokuIssData, AStringOverSeveralLinesAsTheArgumentIsOnePuzzle) {
  const Entry& thermos = entry("Bicycle race");
  ASSERT_TRUE(contains(thermos.input, "\n"));
  const auto run = run_dlx_binary({"sudoku", thermos.input, "--unique", "--json"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(lines_of(run.out).size(), 1u) << run.out;
  EXPECT_EQ(json_field(run.out, "verdict"), "unique");
  EXPECT_EQ(json_field(run.out, "solution"), thermos.solution);
}

// The same rules as an ISS string and as the text format: the same number of solutions.
TEST(SudokuIssCli, AStringCountsAsItsTextFormat) {
  const std::string iss =
      ".Shape~6x6.Thermo~R1C1~R1C2~R1C3.LittleKiller~9~R1C4.GreaterThan~R6C6~R6C5.~R3C3_2_5";
  const std::string text =
      "size 6\nconstraints\nthermo r1c1 r1c2 r1c3\nlittle-killer 9: r1c4 r2c3 r3c2 r4c1\n"
      "thermo r6c5 r6c6\ncandidates r3c3: 2 5\n";
  const auto from_iss = run_dlx_binary({"sudoku", "-", "--count"}, iss + "\n");
  const auto from_text = run_dlx_binary({"sudoku", "-", "--count"}, text);
  ASSERT_EQ(from_iss.exit_code, 0) << from_iss.err;
  ASSERT_EQ(from_text.exit_code, 0) << from_text.err;
  EXPECT_GT(testing::leading_count(from_iss.out), 1u);
  EXPECT_EQ(testing::leading_count(from_iss.out), testing::leading_count(from_text.out))
      << from_iss.out << from_text.out;
}

// An Or over a few cells is stated as the combinations of their values that a branch allows, less
// those that repeat a value in a house of the grid (rows and columns unless the grid is raw, boxes
// unless it has none): its count is the sum of its two disjoint branches' counts, each stated as
// Givens. On a raw grid, or without boxes, two cells of one row or one box may hold one value.
TEST(SudokuIssCli, AnOrOverFewCellsLeavesOutOnlyRepeatsInTheGridsHouses) {
  const auto count = [](const std::string& iss) {
    const auto run = run_dlx_binary({"sudoku", "-", "--count"}, iss + "\n");
    EXPECT_NE(run.exit_code, 2) << iss << run.err;
    return testing::leading_count(run.out);  // "no solution: ..." reads as 0
  };
  const std::string raw =
      ".Shape~4x4~1-4~Raw.~R1C3_3.~R1C4_4.~R2C1_3.~R2C2_4.~R2C3_1.~R2C4_2.~R3C1_2.~R3C2_1.~R3C3_4."
      "~R3C4_3.~R4C1_4.~R4C2_3.~R4C3_2.~R4C4_1";
  const std::string same_row = raw + ".~R1C1_1~R1C2_1";
  EXPECT_GT(count(same_row), 0u);
  EXPECT_EQ(count(raw + ".Or.~R1C1_1~R1C2_1.~R1C1_2~R1C2_2.End"),
            count(same_row) + count(raw + ".~R1C1_2~R1C2_2"));
  // r1c1 and r2c2 share a box only.
  for (const std::string grid :
       {".Shape~4x4", ".Shape~4x4.NoBoxes", ".Shape~4x4.And.NoBoxes.End"}) {
    SCOPED_TRACE(grid);
    EXPECT_EQ(count(grid + ".Or.~R1C1_1~R2C2_1.~R1C1_1~R2C2_2.End"),
              count(grid + ".~R1C1_1.~R2C2_1") + count(grid + ".~R1C1_1.~R2C2_2"));
  }
  EXPECT_GT(count(".Shape~4x4.NoBoxes.~R1C1_1.~R2C2_1"), 0u);
}

struct BadInput {
  std::string name;
  std::string line;
  std::string says;
};

TEST(SudokuIssCli, BadInputIsExitTwoWithTheLineAndTheReason) {
  const std::vector<BadInput> cases = {
      {"unknown type", ".Thermometer~R1C1~R1C2", "unknown ISS constraint type 'Thermometer'"},
      {"bad cell", ".Thermo~R1C1~R0C2", "'R0C2' is not a cell of the 9x9 grid"},
      {"argument count", ".LittleKiller~12", "expected the sum and the clue's first cell"},
      {"connected values on no layer", ".~R1C1_5.ConnectedValues~3~R1C1~R1C2",
       "'3' names no cell group"},
      {"composite", ".Or.X~R1C1~R1C2.AntiKnight.End",
       "or: 'anti-knight' in a branch is not stated"},
      {"unterminated composite", ".And.X~R1C1~R1C2", "'.And' has no '.End'"},
      {"shape", ".Shape~9x9~4~Raw", "ISS shape 9x9~4~Raw: 4 values on a 9x9 raw grid"},
      {"values", ".Shape~6x9~8", "8 values on a 6x9 grid"},
      {"link without a puzzle", "https://sigh.github.io/Interactive-Sudoku-Solver/",
       "an ISS link without a puzzle"},
      // "AiAA": one start state, no accepting one, as ISS's NFASerializer reads it.
      {"automaton without an accepting state", ".NFA~AiAA~R1C1~R1C2",
       "the NFA has no accepting state"},
      // "MSg" is "1(": a group not closed.
      {"pattern that does not parse", ".Regex~MSg~R1C1~R1C2",
       "the pattern '1(' does not parse: the group is not closed"},
  };
  for (const BadInput& bad : cases) {
    const auto run = run_dlx_binary({"sudoku", "-"}, "# a comment first\n" + bad.line + "\n");
    EXPECT_EQ(run.exit_code, 2) << bad.name << "\n" << run.out << run.err;
    EXPECT_TRUE(contains(run.err, "<stdin>:2:")) << bad.name << "\n" << run.err;
    EXPECT_TRUE(contains(run.err, bad.says)) << bad.name << "\n" << run.err;
  }
}

TEST(SudokuIssCli, ABadPuzzleDoesNotStopTheBatch) {
  const auto run =
      run_dlx_binary({"sudoku", "-", "--count"},
                     ".Shape~4x4.ConnectedValues~3~R1C1\n.Shape~4x4.Thermo~R1C1~R1C2~R1C3~R1C4\n");
  EXPECT_EQ(run.exit_code, 2) << run.err;
  EXPECT_TRUE(contains(run.err, "<stdin>:1:")) << run.err;
  // The thermometer fixes the first row; the second line's puzzle is counted.
  EXPECT_TRUE(contains(run.out, "solutions")) << run.out;
}

}  // namespace
}  // namespace dlx::sudoku_iss_cli_test
