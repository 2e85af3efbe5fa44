// `dlx sudoku --generate N`, as a user runs it: the puzzles read back with the solver and are
// unique, a config file does the same, a seed repeats a run whatever the threads, and bad values
// are refused with exit code 2.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/run_binary.hpp"
#include "tests/support/sanitized.hpp"
#include "tests/support/sudoku_judge.hpp"
#include "tests/support/text_lines.hpp"
#include "tests/support/text_pattern.hpp"

namespace dlx::sudoku_generate_cli_test {
namespace {

using testing::lines_of;
using testing::run_dlx_binary;

std::size_t occurrences(const std::string& text, const std::string& word) {
  std::size_t count = 0;
  for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
    ++count;
  }
  return count;
}

TEST(SudokuGenerateCli, PuzzlesReadBackAndAreUnique) {
  const auto made = run_dlx_binary({"sudoku", "--generate", "3", "--seed", "5"});
  ASSERT_EQ(made.exit_code, 0) << made.err;
  const auto lines = lines_of(made.out);
  ASSERT_EQ(lines.size(), 3u);
  for (const std::string& line : lines) {
    EXPECT_EQ(line.size(), 81u);
    EXPECT_EQ(line.find_first_not_of(".123456789"), std::string::npos) << line;
  }
  EXPECT_NE(made.err.find("seed 5"), std::string::npos) << made.err;
  const auto solved = run_dlx_binary({"sudoku", "-", "--unique"}, made.out);
  EXPECT_EQ(solved.exit_code, 0) << solved.err;
  EXPECT_EQ(occurrences(solved.out, "unique solution:"), 3u) << solved.out;
}

TEST(SudokuGenerateCli, SameSeedSameOutputWithAnyThreads) {
  const auto one = run_dlx_binary({"sudoku", "--generate", "12", "--seed", "77", "--quiet"});
  const auto two =
      run_dlx_binary({"sudoku", "--generate", "12", "--seed", "77", "--threads", "2", "--quiet"});
  const auto other = run_dlx_binary({"sudoku", "--generate", "12", "--seed", "78", "--quiet"});
  ASSERT_EQ(one.exit_code, 0) << one.err;
  EXPECT_EQ(one.out, two.out);
  EXPECT_NE(one.out, other.out);
  EXPECT_EQ(one.err, "") << "--quiet: no summary";
}

// One puzzle with two threads runs each check on two solvers at once (a portfolio of value
// orders): the same puzzle as one thread.
TEST(SudokuGenerateCli, OnePuzzleWithTwoThreadsIsThePuzzleOfOne) {
  for (const std::string box : {"3x3", "4x4"}) {
    const auto one = run_dlx_binary(
        {"sudoku", "--generate", "1", "--box", box, "--seed", "21", "--quiet", "--threads", "1"});
    const auto two = run_dlx_binary(
        {"sudoku", "--generate", "1", "--box", box, "--seed", "21", "--quiet", "--threads", "2"});
    ASSERT_EQ(one.exit_code, 0) << one.err;
    ASSERT_EQ(two.exit_code, 0) << two.err;
    EXPECT_EQ(lines_of(one.out).size(), 1u);
    EXPECT_EQ(one.out, two.out) << box;
  }
}

// A minimal 25x25 takes minutes: it is made, not refused, and --time-limit stops its clue
// removal with the puzzle so far, unique, a note that it may not be minimal, and exit code 3.
TEST(SudokuGenerateCli, MinimalTwentyFiveStopsAtTheTimeLimitWithAUniquePuzzle) {
  // The model and the full grid take about 0.1 s in Release, so that the removal (minutes) is
  // under way at the limit; on a machine so busy that the limit passes before the first attempt
  // starts, nothing is written and the summary says so. What is asserted holds at any speed; the
  // library's stop of a removal is tested at a point that does not depend on timing
  // (Generator.ProgressReportsAndAStopGiveTheUniquePuzzleSoFar).
  const std::string limit = testing::kSanitized ? "2" : "0.5";
  const auto made = run_dlx_binary({"sudoku", "--generate", "1", "--box", "5x5", "--seed", "2",
                                    "--threads", "2", "--time-limit", limit});
  EXPECT_EQ(made.exit_code, 3) << made.err;
  EXPECT_NE(made.err.find("time limit of " + limit + " s reached"), std::string::npos) << made.err;
  const auto lines = lines_of(made.out);
  ASSERT_LE(lines.size(), 1u) << made.err;
  if (lines.empty()) {
    EXPECT_NE(made.err.find("0 of 1 written"), std::string::npos) << made.err;
    return;
  }
  EXPECT_EQ(lines[0].size(), 625u);
  EXPECT_NE(made.err.find("may not be minimal"), std::string::npos) << made.err;
  const auto solved = run_dlx_binary({"sudoku", "-", "--unique", "--quiet"}, made.out);
  EXPECT_EQ(solved.exit_code, 0) << solved.err;
  EXPECT_NE(solved.out.find("unique solution"), std::string::npos) << solved.out;
}

// A 16x16 finishes the removal under way at the limit (under a second), so that what is printed
// is minimal: no note, and the puzzles of a run without the limit. The limit leaves the first
// attempt time to start (its model takes about 0.05 s in Release on a busy machine); a machine
// slower still writes none and says so. A hundred puzzles take far longer than the limit.
TEST(SudokuGenerateCli, SixteenFinishesTheRemovalUnderWayAtTheLimit) {
  const std::string limit = testing::kSanitized ? "1" : "0.2";
  const auto run = run_dlx_binary(
      {"sudoku", "--generate", "100", "--box", "4x4", "--seed", "4", "--time-limit", limit});
  EXPECT_EQ(run.exit_code, 3) << run.err;
  EXPECT_EQ(run.err.find("may not be minimal"), std::string::npos) << run.err;
  const std::string written = std::to_string(lines_of(run.out).size());
  EXPECT_NE(run.err.find("time limit of " + limit + " s reached, " + written + " of 100 written"),
            std::string::npos)
      << run.err;
  if (written == "0") return;
  const auto again =
      run_dlx_binary({"sudoku", "--generate", written, "--box", "4x4", "--seed", "4", "--quiet"});
  EXPECT_EQ(again.out, run.out);
}

// The progress line of the clue removal: cells tried of all, clues left, and the time left at
// the recent pace; standard output keeps only the puzzle.
TEST(SudokuGenerateCli, ProgressLineSaysHowFarTheRemovalIs) {
  const auto made = run_dlx_binary({"sudoku", "--generate", "1", "--box", "4x4", "--seed", "5",
                                    "--progress", "--progress-interval", "0.001"});
  ASSERT_EQ(made.exit_code, 0) << made.err;
  EXPECT_EQ(lines_of(made.out).size(), 1u);
  EXPECT_NE(made.err.find("puzzle 1: "), std::string::npos) << made.err;
  EXPECT_NE(made.err.find(" of 256 cells tried, "), std::string::npos) << made.err;
  EXPECT_NE(made.err.find(" clues left, "), std::string::npos) << made.err;
  EXPECT_NE(made.err.find(" left at the recent pace"), std::string::npos) << made.err;
  // Without --progress (standard error no terminal), no line.
  const auto quiet = run_dlx_binary({"sudoku", "--generate", "1", "--box", "4x4", "--seed", "5"});
  EXPECT_EQ(quiet.err.find("cells tried"), std::string::npos) << quiet.err;
}

TEST(SudokuGenerateCli, SizesVariantsAndSymmetry) {
  struct Case {
    std::vector<std::string> flags;
    std::size_t cells;
  };
  const std::vector<Case> cases = {
      {{"--box", "2x2"}, 16},
      {{"--box", "2x3", "--symmetry", "mirror"}, 36},
      {{"--diagonal", "--symmetry", "rotational"}, 81},
      {{"--windoku"}, 81},
      {{"--box", "4x4", "--no-minimal"}, 256},
  };
  for (const Case& c : cases) {
    std::vector<std::string> arguments = {"sudoku", "--generate", "2", "--seed", "3"};
    arguments.insert(arguments.end(), c.flags.begin(), c.flags.end());
    const auto made = run_dlx_binary(arguments);
    ASSERT_EQ(made.exit_code, 0) << made.err;
    const auto lines = lines_of(made.out);
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_EQ(lines[0].size(), c.cells);
    // Read back with the same variant flags (the symmetry is only a pattern of the clues).
    std::vector<std::string> solve = {"sudoku", "-", "--unique"};
    for (const std::string& flag : c.flags) {
      if (flag == "--diagonal" || flag == "--windoku" || flag == "--box" || flag.find('x') == 1) {
        solve.push_back(flag);
      }
    }
    const auto solved = run_dlx_binary(solve, made.out);
    EXPECT_EQ(solved.exit_code, 0) << solved.err;
    EXPECT_EQ(occurrences(solved.out, "unique solution:"), 2u) << solved.out;
  }
}

TEST(SudokuGenerateCli, ConfigFileGenerates) {
  const std::string dir = testing::make_temp_dir();
  const std::string ini = testing::write_file(
      dir, "generate.ini", "encoder = sudoku\n[sudoku]\ngenerate = 4\nseed = 5\nquiet = true\n");
  const auto from_file = run_dlx_binary({"--config", ini});
  const auto from_line = run_dlx_binary({"sudoku", "--generate", "4", "--seed", "5", "--quiet"});
  ASSERT_EQ(from_file.exit_code, 0) << from_file.err;
  EXPECT_EQ(lines_of(from_file.out).size(), 4u);
  EXPECT_EQ(from_file.out, from_line.out);
}

TEST(SudokuGenerateCli, BadValuesExitTwo) {
  const std::vector<std::vector<std::string>> bad = {
      {"--generate", "0"},
      {"--generate", "lots"},
      {"--generate", "2", "--seed", "-1"},
      {"--generate", "2", "--symmetry", "diagonal"},
      {"--generate", "2", "--threads", "many"},
      {"--generate", "2", "--clues", "100"},
      {"--generate", "2", "--box", "6x6"},  // a minimal 36x36 would take far too long
      {"--generate", "2", "--box", "9x9", "--no-minimal"},
      {"--generate", "2", "--box", "3x"},
      {"--generate", "2", "--attempts", "0"},
      {"--generate", "2", "--windoku", "--box", "2x3"},
      {"--generate", "2", "--difficulty", "hardest"},
      {"--generate", "2", "some-file.txt"},
      // Flags of a search, which the generator runs none of: they were silently ignored.
      {"--generate", "2", "--count"},
      {"--generate", "2", "--all"},
      {"--generate", "2", "--limit", "1"},
      {"--generate", "2", "--unique"},
      {"--generate", "2", "--estimate", "10"},
      {"--generate", "2", "--emit-dlx"},
      {"--generate", "2", "--json", "--csv"},
      {"--csv", "-"},  // --csv is for generated puzzles
      {"--generate", "2", "--grade", "-"},
      {"--generate", "2", "--explain", "-"},
  };
  for (const auto& flags : bad) {
    std::vector<std::string> arguments = {"sudoku"};
    arguments.insert(arguments.end(), flags.begin(), flags.end());
    const auto run = run_dlx_binary(arguments);
    EXPECT_EQ(run.exit_code, 2) << flags[flags.size() - 1] << ": " << run.err;
    EXPECT_EQ(run.out, "");
    EXPECT_NE(run.err.find("dlx"), std::string::npos);
  }
}

TEST(SudokuGenerateCli, DifficultyGivesPuzzlesOfThatGrade) {
  for (const std::string level : {"easy", "expert"}) {
    const auto made =
        run_dlx_binary({"sudoku", "--generate", "3", "--seed", "1", "--difficulty", level});
    ASSERT_EQ(made.exit_code, 0) << made.err;
    EXPECT_NE(made.err.find("grade " + level), std::string::npos) << made.err;
    const auto graded = run_dlx_binary({"sudoku", "--grade", "-"}, made.out);
    EXPECT_EQ(graded.exit_code, 0) << graded.err;
    EXPECT_EQ(occurrences(graded.out, ": " + level + ";"), 3u) << graded.out;
  }
}

TEST(SudokuGenerateCli, DifficultyGivesUpAfterItsAttempts) {
  // A 4x4 never needs more than singles: "expert" cannot appear.
  const auto run = run_dlx_binary(
      {"sudoku", "--generate", "1", "--box", "2x2", "--difficulty", "expert", "--attempts", "20"});
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_EQ(run.out, "");
  EXPECT_NE(run.err.find("no puzzle of grade 'expert' in 20 attempts"), std::string::npos)
      << run.err;
}

// ---- --json and --csv
// ----------------------------------------------------------------------------

// A flat JSON object as the test reads it: each key with its value as text, strings unescaped,
// null as "null", a list of strings as its items joined by ';' (as the CSV writes it). Keys in
// the order of the line. Written from the JSON grammar, independent of dlx's writer.
using Fields = std::vector<std::pair<std::string, std::string>>;

std::string json_string_at(const std::string& line, std::size_t& at) {
  EXPECT_EQ(line[at], '"') << line.substr(at);
  std::string text;
  for (++at; at < line.size() && line[at] != '"'; ++at) {
    if (line[at] == '\\') {
      ++at;
      text += line[at] == 'n' ? '\n' : line[at] == 't' ? '\t' : line[at];
    } else {
      text += line[at];
    }
  }
  ++at;  // the closing quote
  return text;
}

Fields json_object(const std::string& line) {
  Fields fields;
  std::size_t at = 0;
  EXPECT_EQ(line.front(), '{');
  EXPECT_EQ(line.back(), '}');
  ++at;
  while (at < line.size() && line[at] != '}') {
    const std::string key = json_string_at(line, at);
    EXPECT_EQ(line[at], ':');
    ++at;
    std::string value;
    if (line[at] == '"') {
      value = json_string_at(line, at);
    } else if (line[at] == '[') {
      for (++at; line[at] != ']';) {
        if (line[at] == ',') ++at;
        value += (value.empty() ? "" : ";") + json_string_at(line, at);
      }
      ++at;
    } else {
      const std::size_t end = line.find_first_of(",}", at);
      value = line.substr(at, end - at);
      at = end;
    }
    fields.emplace_back(key, value);
    if (line[at] == ',') ++at;
  }
  return fields;
}

// The rows of a CSV text (RFC 4180: quoted fields may hold commas, quotes doubled, line breaks).
std::vector<std::vector<std::string>> csv_rows(const std::string& text) {
  std::vector<std::vector<std::string>> rows(1, std::vector<std::string>(1));
  bool quoted = false;
  for (std::size_t k = 0; k < text.size(); ++k) {
    const char c = text[k];
    if (quoted) {
      if (c == '"' && k + 1 < text.size() && text[k + 1] == '"') {
        rows.back().back() += '"';
        ++k;
      } else if (c == '"') {
        quoted = false;
      } else {
        rows.back().back() += c;
      }
    } else if (c == '"') {
      quoted = true;
    } else if (c == ',') {
      rows.back().emplace_back();
    } else if (c == '\n') {
      if (k + 1 < text.size()) rows.emplace_back(1);
    } else {
      rows.back().back() += c;
    }
  }
  return rows;
}

std::string value_of(const Fields& fields, const std::string& key) {
  for (const auto& [name, value] : fields) {
    if (name == key) return value;
  }
  ADD_FAILURE() << "no field " << key;
  return "";
}

const std::vector<std::string> kFieldOrder = {
    "index",   "puzzle",   "solution", "clues",        "grade",     "seed",
    "attempt", "size",     "box",      "regions",      "extra",     "diagonal",
    "windoku", "symmetry", "minimal",  "target_clues", "difficulty"};

TEST(SudokuGenerateCli, JsonObjectsHoldPuzzleSolutionGradeAndSettings) {
  const auto plain = run_dlx_binary({"sudoku", "--generate", "3", "--seed", "9", "--quiet"});
  const auto json =
      run_dlx_binary({"sudoku", "--generate", "3", "--seed", "9", "--quiet", "--json"});
  ASSERT_EQ(json.exit_code, 0) << json.err;
  const auto puzzles = lines_of(plain.out);
  const auto objects = lines_of(json.out);
  ASSERT_EQ(objects.size(), 3u);
  // The solutions and grades as the solver and the grader give them, puzzle by puzzle.
  const auto solved = lines_of(run_dlx_binary({"sudoku", "-"}, plain.out).out);
  const auto graded = lines_of(run_dlx_binary({"sudoku", "--grade", "-"}, plain.out).out);
  ASSERT_EQ(solved.size(), 3u);
  ASSERT_EQ(graded.size(), 3u);
  for (std::size_t k = 0; k < 3; ++k) {
    const Fields fields = json_object(objects[k]);
    std::vector<std::string> keys;
    for (const auto& field : fields) keys.push_back(field.first);
    EXPECT_EQ(keys, kFieldOrder);
    EXPECT_EQ(value_of(fields, "index"), std::to_string(k + 1));
    EXPECT_EQ(value_of(fields, "puzzle"), puzzles[k]);  // the same puzzles as without --json
    EXPECT_EQ(value_of(fields, "solution"), solved[k]);
    EXPECT_EQ(value_of(fields, "clues"),
              std::to_string(81 - std::count(puzzles[k].begin(), puzzles[k].end(), '.')));
    // The grade its line gives without --json ("" if it gives none).
    const auto match = testing::Pattern("^<stdin>:[0-9]+: ([a-z-]+)").search(graded[k]);
    const std::string level = match ? (*match)[1] : "";
    EXPECT_EQ(value_of(fields, "grade"), level) << graded[k];
    EXPECT_EQ(value_of(fields, "seed"), "9");
    EXPECT_EQ(value_of(fields, "attempt"), "1");
    EXPECT_EQ(value_of(fields, "size"), "9");
    EXPECT_EQ(value_of(fields, "box"), "3x3");
    EXPECT_EQ(value_of(fields, "regions"), "null");
    EXPECT_EQ(value_of(fields, "extra"), "");
    EXPECT_EQ(value_of(fields, "diagonal"), "false");
    EXPECT_EQ(value_of(fields, "symmetry"), "none");
    EXPECT_EQ(value_of(fields, "minimal"), "true");
    EXPECT_EQ(value_of(fields, "target_clues"), "null");
    EXPECT_EQ(value_of(fields, "difficulty"), "null");
  }
}

TEST(SudokuGenerateCli, CsvHasAHeaderAndTheFieldsOfTheJson) {
  // Symbols with a comma and a quote, which the CSV must quote and the JSON escape.
  const std::vector<std::string> flags = {"sudoku",     "--generate", "3",          "--seed",  "4",
                                          "--symbols",  "ABCDEFG,\"", "--diagonal", "--clues", "40",
                                          "--symmetry", "mirror",     "--quiet"};
  std::vector<std::string> as_json = flags;
  as_json.push_back("--json");
  std::vector<std::string> as_csv = flags;
  as_csv.push_back("--csv");
  const auto json = run_dlx_binary(as_json);
  const auto csv = run_dlx_binary(as_csv);
  ASSERT_EQ(csv.exit_code, 0) << csv.err;
  const auto rows = csv_rows(csv.out);
  const auto objects = lines_of(json.out);
  ASSERT_EQ(rows.size(), 4u) << csv.out;
  ASSERT_EQ(objects.size(), 3u);
  EXPECT_EQ(rows[0], kFieldOrder);
  for (std::size_t k = 0; k < 3; ++k) {
    const Fields fields = json_object(objects[k]);
    ASSERT_EQ(rows[k + 1].size(), fields.size()) << csv.out;
    for (std::size_t f = 0; f < fields.size(); ++f) {
      const std::string& expected = fields[f].second == "null" ? "" : fields[f].second;
      EXPECT_EQ(rows[k + 1][f], expected) << fields[f].first;
    }
    EXPECT_EQ(value_of(fields, "diagonal"), "true");
    EXPECT_EQ(value_of(fields, "minimal"), "false");
    EXPECT_EQ(value_of(fields, "target_clues"), "40");
    EXPECT_EQ(value_of(fields, "symmetry"), "mirror");
    // The puzzle, written in those symbols, reads back with them and has that solution.
    const std::string puzzle = value_of(fields, "puzzle");
    EXPECT_NE(puzzle.find_first_of(",\""), std::string::npos) << puzzle;
    const auto solved = run_dlx_binary(
        {"sudoku", "-", "--symbols", "ABCDEFG,\"", "--diagonal", "--unique"}, puzzle + "\n");
    EXPECT_NE(solved.out.find("unique solution:\n" + value_of(fields, "solution")),
              std::string::npos)
        << solved.out << solved.err;
  }
}

TEST(SudokuGenerateCli, JsonNamesTheMapsAndTheDifficulty) {
  const std::string dir = testing::make_temp_dir();
  // The jigsaw of examples/sudoku/jigsaw.txt, and its main diagonal as an extra region.
  std::string regions;
  std::string diagonal;
  const std::vector<std::string> rows = {"aaabbbccc", "dabbbbccc", "daaabbcfc",
                                         "daaeeeffc", "dddeeefff", "dggeeefff",
                                         "dgghhhiii", "dgghhhiii", "ggghhhiii"};
  for (int r = 0; r < 9; ++r) {
    regions += rows[static_cast<std::size_t>(r)] + "\n";
    for (int c = 0; c < 9; ++c) diagonal += r == c ? 'x' : '.';
    diagonal += "\n";
  }
  const std::string regions_file = testing::write_file(dir, "regions.txt", regions);
  const std::string extra_file = testing::write_file(dir, "diagonal.txt", diagonal);
  const auto json =
      run_dlx_binary({"sudoku", "--generate", "1", "--seed", "2", "--regions", regions_file,
                      "--extra", extra_file, "--difficulty", "easy", "--json", "--quiet"});
  ASSERT_EQ(json.exit_code, 0) << json.err;
  const Fields fields = json_object(lines_of(json.out).at(0));
  EXPECT_EQ(value_of(fields, "box"), "null");
  EXPECT_EQ(value_of(fields, "regions"), regions_file);
  EXPECT_EQ(value_of(fields, "extra"), extra_file);
  EXPECT_EQ(value_of(fields, "difficulty"), "easy");
  EXPECT_EQ(value_of(fields, "grade"), "easy");
  EXPECT_GE(std::stoi(value_of(fields, "attempt")), 1);
}

}  // namespace
}  // namespace dlx::sudoku_generate_cli_test
