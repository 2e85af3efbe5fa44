// `--emit-dlx`, as a user runs it: every encoder's model, written in Knuth's DLX format, is
// solved and gives the encoder's own counts (and the published ones from ../shared/data). The
// tests that solve models run twice: by `dlx exact` (".../dlx_exact"), and by Knuth's own DLX2
// (or DLX3, for multiplicities; ".../knuth"), taken from the folder DLX_KNUTH_BIN names and
// skipped, saying so, without it. A batch is one stream of models ("|@model" lines);
// `dlx exact FILE --emit-dlx` writes a model back normalised, byte for byte the same the second
// time.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <vector>

#include "tests/support/other_programs.hpp"
#include "tests/support/run_binary.hpp"
#include "tests/support/shared_data.hpp"
#include "tests/support/text_lines.hpp"
#include "tests/support/text_pattern.hpp"

namespace dlx::emit_dlx_cli_test {
namespace {

using testing::lines_of;
using testing::run_dlx_binary;

// ---- Helpers -----------------------------------------------------------------------------------

// The models `arguments` write with --emit-dlx (checked to succeed).
std::string emitted(std::vector<std::string> arguments, const std::string& input = "") {
  arguments.push_back("--emit-dlx");
  const auto run = run_dlx_binary(arguments, input);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  return run.out;
}

// The counts of a --count output, in order: each line "N solutions" (or "1 solution"), and 0 for
// each "no solution: WHY" (an input found to have none before any search).
std::vector<unsigned long long> counts_in(const std::string& out) {
  std::vector<unsigned long long> counts;
  static const testing::Pattern count_line(R"(^(\d+) solutions?$)");
  for (const std::string& line : lines_of(out)) {
    if (const auto match = count_line.match(line)) counts.push_back(std::stoull((*match)[1]));
    if (line.starts_with("no solution: ")) counts.push_back(0);
  }
  return counts;
}

// The count of every model in `models`, by `dlx exact - --count`.
std::vector<unsigned long long> exact_counts(const std::string& models) {
  const auto run = run_dlx_binary({"exact", "-", "--count"}, models);
  EXPECT_TRUE(run.exit_code == 0 || run.exit_code == 1) << run.err;
  return counts_in(run.out);
}

// The encoder's own counts: the command with --count.
std::vector<unsigned long long> own_counts(std::vector<std::string> arguments,
                                           const std::string& input = "") {
  arguments.push_back("--count");
  const auto run = run_dlx_binary(arguments, input);
  EXPECT_TRUE(run.exit_code == 0 || run.exit_code == 1) << run.err;
  return counts_in(run.out);
}

std::size_t markers_in(const std::string& models) {
  std::size_t markers = 0;
  for (const std::string& line : lines_of(models)) markers += line.starts_with("|@model ") ? 1 : 0;
  return markers;
}

// The models of a stream, each as its own text (from its marker line on).
std::vector<std::string> split_models(const std::string& models) {
  std::vector<std::string> parts;
  for (const std::string& line : lines_of(models)) {
    if (line.starts_with("|@model ") || parts.empty()) parts.emplace_back();
    parts.back() += line + "\n";
  }
  return parts;
}

// ---- Knuth's programs --------------------------------------------------------------------------

// The count of Knuth's program on one model: its "Altogether N solutions" line on standard error.
std::optional<unsigned long long> knuth_count(const std::filesystem::path& program,
                                              const std::string& model) {
  const std::string dir = testing::make_temp_dir();
  const std::string file = testing::write_file(dir, "model.dlx", model);
  const std::string command = "'" + program.string() + "' < '" + file + "' 2>&1 >/dev/null";
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) return std::nullopt;
  std::string out;
  char buffer[4096];
  while (std::size_t n = std::fread(buffer, 1, sizeof buffer, pipe)) out.append(buffer, n);
  pclose(pipe);
  static const testing::Pattern altogether(R"(Altogether (\d+) solution)");
  const auto match = altogether.search(out);
  if (!match) {
    ADD_FAILURE() << program << " printed no count:\n" << out;
    return std::nullopt;
  }
  return std::stoull((*match)[1]);
}

// The count of every model of the stream by Knuth's DLX2, or by DLX3 for a model with
// multiplicities (its header says which program reads it); 0 where it printed no count (a failure
// already).
std::vector<unsigned long long> knuth_counts(const std::string& models) {
  const std::filesystem::path dlx2 = testing::knuth_program("dlx2").binary;
  const std::filesystem::path dlx3 = testing::knuth_program("dlx3").binary;
  std::vector<unsigned long long> counts;
  for (const std::string& model : split_models(models)) {
    EXPECT_EQ(model.find("Knuth's programs cannot read it"), std::string::npos) << model;
    const bool multiplicities =
        model.find("with multiplicities: Knuth's DLX3 reads it") != std::string::npos;
    counts.push_back(knuth_count(multiplicities ? dlx3 : dlx2, model).value_or(0));
  }
  return counts;
}

// ---- Who solves the models ---------------------------------------------------------------------

enum class ModelSolver { kDlxExact, kKnuth };

// The solver's name ends each test's name in ctest: ".../dlx_exact", ".../knuth".
void PrintTo(ModelSolver solver, std::ostream* out) {
  *out << (solver == ModelSolver::kKnuth ? "knuth" : "dlx_exact");
}

std::vector<unsigned long long> solved_counts(ModelSolver solver, const std::string& models) {
  return solver == ModelSolver::kKnuth ? knuth_counts(models) : exact_counts(models);
}

// The tests that solve the models they write, once per solver; Knuth's run skips, saying why,
// when DLX_KNUTH_BIN holds no dlx2 or dlx3.
class ModelsSolved : public ::testing::TestWithParam<ModelSolver> {
 protected:
  void SetUp() override {
    if (GetParam() != ModelSolver::kKnuth) return;
    for (const char* program : {"dlx2", "dlx3"}) {
      const testing::OtherProgram found = testing::knuth_program(program);
      if (found.binary.empty()) GTEST_SKIP() << found.why_not;
    }
  }
  std::vector<unsigned long long> solved(const std::string& models) const {
    return solved_counts(GetParam(), models);
  }
};

// One suite per encoder (gtest keeps a suite's tests on one fixture: the plain tests of an
// encoder stay in EmitDlxQueens and so on).
class EmitDlxQueensSolved : public ModelsSolved {};
class EmitDlxPolyominoSolved : public ModelsSolved {};
class EmitDlxSudokuSolved : public ModelsSolved {};
class EmitDlxExactSolved : public ModelsSolved {};
const auto kSolvers = ::testing::Values(ModelSolver::kDlxExact, ModelSolver::kKnuth);
INSTANTIATE_TEST_SUITE_P(, EmitDlxQueensSolved, kSolvers);
INSTANTIATE_TEST_SUITE_P(, EmitDlxPolyominoSolved, kSolvers);
INSTANTIATE_TEST_SUITE_P(, EmitDlxSudokuSolved, kSolvers);
INSTANTIATE_TEST_SUITE_P(, EmitDlxExactSolved, kSolvers);

std::string shared_file(const std::string& relative) {
  const auto dir = testing::shared_data_dir();
  if (!dir) return "";
  return (*dir / relative).string();
}

// The first `count` puzzle lines of a file of one puzzle a line (comments skipped).
std::string first_puzzles(const std::string& path, std::size_t count) {
  std::ifstream in(path);
  std::string text;
  std::size_t taken = 0;
  for (std::string line; taken < count && std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    text += line + "\n";
    ++taken;
  }
  return text;
}

// ---- Queens ------------------------------------------------------------------------------------

TEST_P(EmitDlxQueensSolved, OneToTenGiveThePublishedCounts) {
  const auto dir = testing::shared_data_dir();
  if (!dir) GTEST_SKIP() << "../shared/data is absent: skipping the published queens counts";
  const auto published = testing::read_queens_counts(*dir / "queens" / "counts.tsv");
  for (int n = 1; n <= 10; ++n) {
    const std::string model = emitted({"queens", std::to_string(n)});
    ASSERT_EQ(markers_in(model), 1u);
    EXPECT_NE(model.find("|@model 1: " + std::to_string(n) + "-queens\n"), std::string::npos)
        << model.substr(0, 200);
    const unsigned long long expected = published.at(n).first;
    EXPECT_EQ(solved(model), std::vector<unsigned long long>{expected}) << "n = " << n;
    EXPECT_EQ(own_counts({"queens", std::to_string(n)}), std::vector<unsigned long long>{expected});
  }
}

TEST_P(EmitDlxQueensSolved, CompletionsAreOneModelEachWithTheGivenQueensChosen) {
  // Three partial placements of 8 queens, one impossible: their counts are the encoder's own.
  const std::string partial = "1 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0\n1 2 0 0 0 0 0 0\n";
  const std::string models = emitted({"queens", "--complete", "-"}, partial);
  EXPECT_EQ(markers_in(models), 3u);
  const auto own = own_counts({"queens", "--complete", "-"}, partial);
  ASSERT_EQ(own.size(), 3u);
  EXPECT_EQ(solved(models), own);
}

TEST(EmitDlxQueens, DistinctIsRefusedWithTheReason) {
  const auto run = run_dlx_binary({"queens", "8", "--distinct", "--emit-dlx"});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_EQ(run.out, "");
  EXPECT_NE(run.err.find("8-queens: --emit-dlx cannot write this model: --distinct keeps one "
                         "solution per symmetry class"),
            std::string::npos)
      << run.err;
}

TEST(EmitDlxQueens, DominationIsWrittenAsARepeatedCover) {
  const std::string model = emitted({"queens", "5", "--dominate"});
  EXPECT_NE(model.find("a repeated cover"), std::string::npos) << model.substr(0, 400);
  const auto solved = run_dlx_binary({"exact", "-", "--repeated", "--count"}, model);
  const auto own = run_dlx_binary({"queens", "5", "--dominate", "--count"});
  ASSERT_EQ(own.exit_code, 0) << own.err;
  EXPECT_EQ(solved.exit_code, 0) << solved.err;
  // "186 covers of the minimum size 3" and "186 dominating sets of the minimum 3 queens".
  const auto leading_number = [](const std::string& text) {
    return text.substr(0, text.find(' '));
  };
  EXPECT_EQ(leading_number(solved.out), leading_number(own.out));
  EXPECT_NE(solved.out.find("minimum size 3"), std::string::npos) << solved.out;
  EXPECT_NE(own.out.find("minimum 3 queens"), std::string::npos) << own.out;
}

// ---- Polyomino ---------------------------------------------------------------------------------

struct TilingCounts {
  unsigned long long total = 0;
  unsigned long long distinct = 0;
};

std::map<std::string, TilingCounts> published_tilings() {
  std::map<std::string, TilingCounts> rows;
  std::ifstream in(shared_file("polyomino/counts.tsv"));
  std::string line;
  std::getline(in, line);  // header
  while (std::getline(in, line)) {
    std::vector<std::string> fields;
    std::stringstream split(line);
    for (std::string field; std::getline(split, field, '\t');) fields.push_back(field);
    if (fields.size() > 4) rows[fields[0]] = {std::stoull(fields[3]), std::stoull(fields[4])};
  }
  return rows;
}

TEST_P(EmitDlxPolyominoSolved, SixByTenAndScottGiveThePublishedCounts) {
  if (!testing::shared_data_dir()) GTEST_SKIP() << "../shared/data is absent";
  const auto published = published_tilings();
  const std::string scott = emitted({"polyomino", "scott"});
  const unsigned long long scott_total = published.at("pento_8x8_centre_hole").total;
  EXPECT_EQ(solved(scott), std::vector<unsigned long long>{scott_total});

  // All 9356 tilings of 6x10: by dlx exact only (Knuth's DLX2 takes some 6 s on them).
  if (GetParam() == ModelSolver::kDlxExact) {
    const std::string six_by_ten = emitted({"polyomino", "6x10"});
    EXPECT_EQ(exact_counts(six_by_ten),
              std::vector<unsigned long long>{published.at("pento_6x10").total});
  }
  // --distinct restricts a piece in the model itself (no filter is left on this board): the
  // restricted model is written, and it counts the classes.
  const std::string distinct = emitted({"polyomino", "6x10", "--distinct"});
  const unsigned long long classes = published.at("pento_6x10").distinct;
  EXPECT_EQ(solved(distinct), std::vector<unsigned long long>{classes});
}

TEST(EmitDlxPolyomino, AFilterLeftBesideTheRestrictionIsRefused) {
  // On Scott's board and on 20x3 some placements of X are their own mirror images: --distinct
  // filters those tilings, which the format cannot say.
  for (const char* board : {"scott", "20x3"}) {
    const auto run = run_dlx_binary({"polyomino", board, "--distinct", "--emit-dlx", "--quiet"});
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_EQ(run.out, "");
    EXPECT_NE(run.err.find("--emit-dlx cannot write this model: --distinct keeps one tiling per "
                           "symmetry class: piece X is restricted"),
              std::string::npos)
        << run.err;
  }
}

TEST_P(EmitDlxPolyominoSolved, CopiesAndPieceSelectionsKeepTheEncodersCounts) {
  for (const std::vector<std::string>& arguments : std::vector<std::vector<std::string>>{
           {"polyomino", "4x4", "--pieces", "tetrominoes:L", "--copies", "4"},
           {"polyomino", "5x2", "--pieces", "pentominoes:II"},
           {"polyomino", "5x3", "--pieces", "pentominoes:LPUVY", "--at-most-once"},
           {"polyomino", "5x4", "--pieces", "tetrominoes"}}) {  // no tiling: a parity argument
    const std::string models = emitted(arguments);
    const auto own = own_counts(arguments);
    ASSERT_EQ(own.size(), 1u) << arguments[1];
    EXPECT_EQ(solved(models), own) << arguments[1] << " " << arguments[3];
  }
}

// ---- Sudoku ------------------------------------------------------------------------------------

// The puzzles' models give the encoder's own counts, solved by `solver`.
void expect_sudoku_counts(ModelSolver solver, const std::vector<std::string>& arguments,
                          const std::string& input, std::size_t puzzles) {
  const std::string models = emitted(arguments, input);
  EXPECT_EQ(markers_in(models), puzzles);
  const auto own = own_counts(arguments, input);
  ASSERT_EQ(own.size(), puzzles) << arguments[1];
  EXPECT_EQ(solved_counts(solver, models), own) << arguments[1];
}

TEST_P(EmitDlxSudokuSolved, PuzzlesWithSeveralSolutionsKeepTheirExactCounts) {
  const std::string serg = shared_file("sudoku/tdoku_puzzles7_serg_benchmark.txt");
  if (serg.empty()) GTEST_SKIP() << "../shared/data is absent";
  // The published counts of these puzzles, one a line, beside the puzzles.
  std::ifstream counts_file(shared_file("sudoku/tdoku_puzzles7_serg_benchmark.counts.txt"));
  std::vector<unsigned long long> published;
  for (unsigned long long count; published.size() < 12 && counts_file >> count;) {
    published.push_back(count);
  }
  const std::string puzzles = first_puzzles(serg, 12);
  const std::string models = emitted({"sudoku", "-"}, puzzles);
  EXPECT_EQ(markers_in(models), 12u);
  EXPECT_EQ(solved(models), published);
}

TEST_P(EmitDlxSudokuSolved, VariantsKeepTheEncodersCounts) {
  const std::string dir = testing::make_temp_dir();
  // Classic puzzles and their solutions (a solved grid is a puzzle with one solution).
  const std::string classic = shared_file("sudoku/seed-classic.txt");
  if (classic.empty()) GTEST_SKIP() << "../shared/data is absent";
  expect_sudoku_counts(GetParam(), {"sudoku", classic}, "", 6);
  // Diagonal, and the same puzzle with one diagonal as an extra region (more solutions).
  const std::string diagonal = first_puzzles(shared_file("sudoku/seed-diagonal.txt"), 1);
  expect_sudoku_counts(GetParam(), {"sudoku", "-", "--diagonal"}, diagonal, 1);
  std::string main_diagonal;
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) main_diagonal += r == c ? 'd' : '.';
    main_diagonal += "\n";
  }
  const std::string extra = testing::write_file(dir, "main-diagonal.txt", main_diagonal);
  expect_sudoku_counts(GetParam(), {"sudoku", "-", "--extra", extra}, diagonal, 1);
  // Killer (cages with sums: colors in the model), jigsaw, 6x6 and 16x16.
  expect_sudoku_counts(GetParam(), {"sudoku", shared_file("sudoku/seed-killer.txt")}, "", 1);
  expect_sudoku_counts(
      GetParam(), {"sudoku", std::string(DLX_SOURCE_DIR) + "/examples/sudoku/jigsaw.txt"}, "", 1);
  expect_sudoku_counts(
      GetParam(), {"sudoku", std::string(DLX_SOURCE_DIR) + "/examples/sudoku/killer.txt"}, "", 1);
  expect_sudoku_counts(GetParam(), {"sudoku", "-"},
                       first_puzzles(shared_file("sudoku/sudoku6x6_2x3.txt"), 5), 5);
  expect_sudoku_counts(GetParam(), {"sudoku", "-"},
                       first_puzzles(shared_file("sudoku/sudoku16x16.txt"), 2), 2);
}

TEST_P(EmitDlxSudokuSolved, WindokuWithCluesTakenAwayHasSeveralSolutions) {
  const auto made =
      run_dlx_binary({"sudoku", "--generate", "2", "--windoku", "--seed", "3", "--quiet"});
  ASSERT_EQ(made.exit_code, 0) << made.err;
  // Each puzzle less its first two clues: minimal puzzles, so now with several solutions.
  std::string puzzles;
  for (std::string line : lines_of(made.out)) {
    int taken = 0;
    for (char& cell : line) {
      if (cell != '.' && taken < 2) {
        cell = '.';
        ++taken;
      }
    }
    puzzles += line + "\n";
  }
  const auto own = own_counts({"sudoku", "-", "--windoku"}, puzzles);
  ASSERT_EQ(own.size(), 2u);
  EXPECT_GT(own[0] + own[1], 2u) << "no clue taken away mattered";
  expect_sudoku_counts(GetParam(), {"sudoku", "-", "--windoku"}, puzzles, 2);
}

TEST(EmitDlxSudoku, TheCluesAreChosenAlreadyAndTheirItemsAreGone) {
  const std::string puzzle =
      ".3..9..5.....1...45..8....7....3.2..6....9.4...7..25.......19....69....812.....7.\n";
  const std::string model = emitted({"sudoku", "-"}, puzzle);
  const auto lines = lines_of(model);
  ASSERT_GE(lines.size(), 4u);
  EXPECT_EQ(lines[0], "|@model 1: <stdin>:1");
  // 24 clues: 81 - 24 cells and 243 - 72 row, column and box values are left.
  EXPECT_TRUE(lines[1].starts_with("| 228 primary items, 0 secondary items, ")) << lines[1];
  EXPECT_NE(lines[1].find("Knuth's DLX1, DLX2 and DLX3 read it"), std::string::npos) << lines[1];
  EXPECT_NE(lines[2].find("24 forced options (the clues) are chosen already"), std::string::npos)
      << lines[2];
  // A clue's cell and its row's value are no items any more; an empty cell's are.
  const std::string& items = lines[3];
  EXPECT_EQ(items.find("r1c2 "), std::string::npos) << items;  // the clue 3
  EXPECT_EQ(items.find("r1v3 "), std::string::npos);
  EXPECT_NE(items.find("r1c1 "), std::string::npos);
  EXPECT_NE(items.find("r1v1 "), std::string::npos);
  EXPECT_NE(items.find("c1v2 "), std::string::npos);
  EXPECT_NE(items.find("b1v2 "), std::string::npos);
}

TEST(EmitDlxSudoku, ContradictoryCluesGiveAModelWithoutSolutionAndTheBatchGoesOn) {
  const std::string batch =
      "33..9..5.....1...45..8....7....3.2..6....9.4...7..25.......19....69....812.....7.\n"
      ".3..9..5.....1...45..8....7....3.2..6....9.4...7..25.......19....69....812.....7.\n";
  const auto run = run_dlx_binary({"sudoku", "-", "--emit-dlx"}, batch);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(markers_in(run.out), 2u);
  EXPECT_NE(run.out.find("| no solution: the clues break the rules"), std::string::npos);
  EXPECT_EQ(exact_counts(run.out), (std::vector<unsigned long long>{0, 1}));
  EXPECT_NE(run.err.find("<stdin>: 2 puzzles, 2 written as DLX models"), std::string::npos)
      << run.err;
}

// ---- exact: normalised, byte for byte the same when written again ------------------------------

TEST_P(EmitDlxExactSolved, ExamplesAreWrittenBackNormalisedAndTheSameTheSecondTime) {
  const std::string dir = testing::make_temp_dir();
  for (const char* name : {"seed", "colors", "bounds", "queens8"}) {
    const std::string file = std::string(DLX_SOURCE_DIR) + "/examples/dlx/" + name + ".dlx";
    const std::string first = emitted({"exact", file});
    const std::string again = emitted({"exact", testing::write_file(dir, "first.dlx", first)});
    EXPECT_EQ(again, first) << name;
    const auto own = own_counts({"exact", file});
    ASSERT_EQ(own.size(), 1u) << name;
    EXPECT_EQ(solved(first), own) << name;
    if (std::string(name) == "bounds") {
      EXPECT_NE(first.find("with multiplicities: Knuth's DLX3 reads it"), std::string::npos);
    }
  }
}

TEST(EmitDlxExact, AStreamOfModelsIsSolvedModelByModelWithItsLabels) {
  const std::string models =
      emitted({"sudoku", "-"},
              first_puzzles(std::string(DLX_SOURCE_DIR) + "/examples/sudoku/classic.txt", 3));
  const auto run = run_dlx_binary({"exact", "-", "--json"}, models);
  const auto lines = lines_of(run.out);
  ASSERT_EQ(lines.size(), markers_in(models));
  for (std::size_t k = 0; k < lines.size(); ++k) {
    EXPECT_NE(lines[k].find("\"input\":\"<stdin>:"), std::string::npos) << lines[k];
  }
  // Written back, each model keeps its marker and label, and writing that again changes no byte.
  const std::string normalised = emitted({"exact", "-"}, models);
  EXPECT_EQ(markers_in(normalised), markers_in(models));
  EXPECT_EQ(exact_counts(normalised), exact_counts(models));
  EXPECT_TRUE(emitted({"exact", "-"}, normalised) == normalised);
}

// ---- Flags that do not go with it --------------------------------------------------------------

TEST(EmitDlxFlags, SearchFlagsJsonAndOwnOutputModesAreRefused) {
  for (const std::vector<std::string>& arguments :
       std::vector<std::vector<std::string>>{{"queens", "8", "--emit-dlx", "--count"},
                                             {"queens", "8", "--emit-dlx", "--json"},
                                             {"sudoku", "--generate", "2", "--emit-dlx"}}) {
    const auto run = run_dlx_binary(arguments);
    EXPECT_EQ(run.exit_code, 2) << arguments[2] << " " << arguments.back();
    EXPECT_NE(run.err.find("--emit-dlx"), std::string::npos) << run.err;
  }
}

}  // namespace
}  // namespace dlx::emit_dlx_cli_test
