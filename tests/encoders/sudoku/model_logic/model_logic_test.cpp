// The logic on the model (encoders/sudoku/model_logic/): its words, the origins of the model's
// items, and its steps on the variant puzzles of examples/ (every one checked against the true
// candidates: a value removed is in no solution, a value placed in every one). The random
// instances of every constraint type are checked the same way against a brute force in
// tests/encoders/sudoku/variant_constraints_test.cpp.
#include <gtest/gtest.h>

#include <dlx/dlx.hpp>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "encoders/sudoku/model_logic/item_origins.hpp"
#include "encoders/sudoku/model_logic/model_logic.hpp"
#include "encoders/sudoku/model_logic/model_words.hpp"
#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/showcase_examples.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "encoders/sudoku/sudoku_model.hpp"
#include "encoders/sudoku/true_candidates.hpp"
#include "tests/encoders/sudoku/model_logic/model_logic_audit.hpp"

namespace dlx::sudoku::model_logic_test {
namespace {

const std::filesystem::path kExamples = std::filesystem::path(DLX_SOURCE_DIR) / "examples/sudoku";

std::vector<SudokuPuzzle> read_text(const std::string& text) {
  std::istringstream in(text);
  std::vector<SudokuPuzzle> puzzles;
  read_puzzles(
      in, "test", {}, [&](SudokuPuzzle&& puzzle) { puzzles.push_back(std::move(puzzle)); },
      [](const InputError& error) { ADD_FAILURE() << error.what(); });
  return puzzles;
}

std::vector<SudokuPuzzle> read_file(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return read_text(text.str());
}

SudokuPuzzle one(const std::string& text) {
  std::vector<SudokuPuzzle> puzzles = read_text(text);
  EXPECT_EQ(puzzles.size(), 1u);
  return puzzles.empty() ? SudokuPuzzle{} : puzzles.front();
}

// A 9x9 of the text format: the givens (one line of 81), then constraint lines.
std::string nine(const std::string& givens, const std::string& constraints) {
  std::string text = "size 9\ngivens\n";
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) {
      text += givens[static_cast<std::size_t>(r * 9 + c)];
      text += c < 8 ? " " : "\n";
    }
  }
  return text + "constraints\n" + constraints;
}

std::string blank(int row, int column, char value) {
  std::string givens(81, '.');
  givens[static_cast<std::size_t>((row - 1) * 9 + column - 1)] = value;
  return givens;
}

// The logic's steps against the puzzle's true candidates. A puzzle with one solution has that
// solution's values as its true candidates: one search for two solutions settles them (the
// searches --candidates makes, one per value left out, took half a minute on the examples).
// Otherwise the true candidates, found as --candidates finds them.
testing::ModelLogicAudit audit(const SudokuPuzzle& puzzle, ModelLogicSettings settings = {}) {
  const SudokuModel model = build_model(puzzle);
  const std::vector<OptionId> clues = clue_options(model, puzzle);
  SearchLimits limits;
  limits.forced = clues;  // a view: the clues outlive the search
  const UniquenessResult unique = Solver(model.problem).uniqueness(limits);
  if (unique.verdict == Uniqueness::kUnique) {
    const std::vector<int> grid = decode(model, unique.first);
    EXPECT_EQ(check_sudoku(puzzle, grid), std::nullopt);
    return testing::audit_model_logic(puzzle, testing::possible_values({grid}, puzzle.size.rows),
                                      true, settings);
  }
  const TrueCandidates found = true_candidates(model, puzzle, {}, std::nullopt, nullptr);
  EXPECT_TRUE(found.complete);
  return testing::audit_model_logic(puzzle, found.possible, found.solutions_found > 0, settings);
}

// The examples whose true candidates take a second or less (equal_sums takes 20).
bool quick(const std::filesystem::path& path) {
  for (const char* name : {"clipped", "extreme_killer_6x6", "miracle", "peak_4x4", "sandwich",
                           "bird_in_a_storm", "entropic_lines"}) {
    if (path.stem() == name) return true;
  }
  return false;
}

std::vector<std::string> lines_of(const SudokuPuzzle& puzzle, ModelLogicSettings settings = {}) {
  std::vector<std::string> lines;
  grade_by_model(
      puzzle, [&](const ModelStep& step) { lines.push_back(step.text); }, settings);
  return lines;
}

TEST(ModelWords, CellsAndEliminationsAreWrittenAsSudokuSolverWritesThem) {
  const SudokuPuzzle puzzle = one(nine(std::string(81, '.'), ""));
  const std::vector<Region> houses;
  const ModelWords words(puzzle, houses);
  EXPECT_EQ(words.cells({4, 0}), "r1c15");
  EXPECT_EQ(words.cells({2, 20}), "r13c3");
  EXPECT_EQ(words.cells({0, 1, 9, 10}), "r12c12");
  EXPECT_EQ(words.cells({0, 10}), "r1c1,r2c2");
  EXPECT_EQ(words.eliminations({{1, 1}}), "r1c2 cannot be 1");
  EXPECT_EQ(words.eliminations({{1, 1}, {2, 1}, {2, 2}}), "=> -1r1c23;-2r1c3");
  EXPECT_EQ(words.eliminations({{2, 1}, {2, 2}}), "=> -12r1c3");
  EXPECT_EQ(words.values(value_bit(3) | value_bit(7)), "37");

  SudokuPuzzle big;
  big.size = GridSize::square(16);
  const ModelWords big_words(big, houses);
  EXPECT_EQ(big_words.cells({0, 4}), "r1c1,r1c5");
  EXPECT_EQ(big_words.values(value_bit(10) | value_bit(12)), "10,12");
}

TEST(ModelWords, ConstraintsAreNamedByTypeAndCells) {
  const SudokuPuzzle puzzle = one(nine(std::string(81, '.'),
                                       "thermo r1c1 r1c2 r1c3 r1c4\n"
                                       "killer 15: r1c6 r1c7 r2c6\n"
                                       "arrow r5c5: r5c6 r5c7\n"
                                       "sandwich row 3: 15\n"
                                       "x-sum row 4 left: 20\n"
                                       "anti-knight\n"
                                       "odd r9c9\n"));
  std::vector<std::string> labels;
  for (const Constraint& c : puzzle.constraints)
    labels.push_back(constraint_label(c, GridSize::square(9)));
  EXPECT_EQ(labels, (std::vector<std::string>{"thermo r1c1-r1c4", "killer 15 r1c6-r2c6",
                                              "arrow r5c5: r5c6-r5c7", "sandwich row 3: 15",
                                              "x-sum row 4 left: 20", "anti-knight", "odd r9c9"}));
}

TEST(ItemOrigins, EveryFormOfNameIsReadAndOthersAreRefused) {
  Problem problem;
  for (const char* name :
       {"r1c1", "r3v5", "k2p3", "k1x1", "k1a2", "k1a2#", "r1c2=", "r9c9.5", "k2p1g7"}) {
    problem.add_primary(name);
  }
  const std::vector<Region> houses = {{"row 3", {18, 19}, "r3"}};
  const std::vector<ItemOrigin> origins = item_origins(problem, 9, houses, 2);
  using Kind = ItemOrigin::Kind;
  ASSERT_EQ(origins.size(), 9u);
  EXPECT_EQ(origins[0].kind, Kind::kCell);
  EXPECT_EQ(origins[0].cell, 0);
  EXPECT_EQ(origins[1].kind, Kind::kHouse);
  EXPECT_EQ(origins[1].house, 0);
  EXPECT_EQ(origins[1].value, 5);
  EXPECT_EQ(origins[2].kind, Kind::kConstraint);
  EXPECT_EQ(origins[2].constraint, 1);
  for (int k : {3, 4, 5}) EXPECT_EQ(origins[static_cast<std::size_t>(k)].constraint, 0);
  EXPECT_EQ(origins[6].kind, Kind::kCellValue);
  EXPECT_EQ(origins[6].cell, 1);
  EXPECT_EQ(origins[7].value, 5);
  EXPECT_EQ(origins[7].cell, 80);
  EXPECT_EQ(origins[8].kind, Kind::kConstraint);
  EXPECT_EQ(origins[8].constraint, 1);

  for (const char* bad : {"zz", "k3p1", "r10c1", "r1c1.0", "k1q1", "c9v5", "k1p1g", "k1x1g2"}) {
    Problem other;
    other.add_primary(bad);
    EXPECT_THROW(item_origins(other, 9, houses, 2), std::logic_error) << bad;
  }
}

TEST(ModelLogic, AConstraintsEliminationsNameItAndTheCandidates) {
  // A 1 in column 1 keeps the bulb off 1, so the next cell is at least 3.
  const SudokuPuzzle two = one(nine(blank(9, 1, '1'), "thermo r1c1 r1c2\n"));
  ASSERT_FALSE(lines_of(two).empty());
  EXPECT_EQ(lines_of(two).front(), "[thermo r1c1-r1c2] r1c2 cannot be 2");
  // A 2 in column 2 keeps r1c2 off 2: the cells above it on the thermometer move up.
  const SudokuPuzzle four = one(nine(blank(9, 2, '2'), "thermo r1c1 r1c2 r1c3 r1c4\n"));
  EXPECT_EQ(lines_of(four).front(), "[thermo r1c1-r1c4] => -3r1c3;-4r1c4");
}

TEST(ModelLogic, AClassicPuzzleIsSolvedBySinglesToItsSolution) {
  const SudokuPuzzle puzzle =
      one(".3..9..5.....1...45..8....7....3.2..6....9.4...7..25.......19....69....812.....7.\n");
  const testing::ModelLogicAudit result = audit(puzzle);
  EXPECT_EQ(result.unsound, std::nullopt);
  EXPECT_TRUE(result.solved);
  EXPECT_GT(result.counts[static_cast<std::size_t>(ModelTechnique::kHiddenSingle)], 0);
  const std::vector<std::string> lines = lines_of(puzzle);
  ASSERT_FALSE(lines.empty());
  EXPECT_TRUE(lines.front().starts_with("Naked Single: r") ||
              lines.front().starts_with("Hidden Single in "))
      << lines.front();
}

TEST(ModelLogic, PencilMarksAreTheCellsCandidates) {
  const SudokuPuzzle puzzle =
      one(nine(std::string(81, '.'), "candidates r1c1: 1 2\ncandidates r5c5: 7\n"));
  ModelLogic logic(puzzle);
  EXPECT_EQ(logic.candidates(0), value_bit(1) | value_bit(2));
  // A cell with one mark is a single for the logic to place, not a placed value.
  EXPECT_EQ(logic.values()[40], 0);
  const std::optional<ModelStep> step = logic.next();
  ASSERT_TRUE(step);
  EXPECT_EQ(step->text, "Naked Single: r5c5=7");
}

TEST(ModelLogic, CluesThatBreakARuleBreakThePositionAtOnce) {
  std::string givens(81, '.');
  givens[0] = '5';
  givens[3] = '5';
  ModelLogic logic(one(nine(givens, "")));
  ASSERT_TRUE(logic.broken());
  EXPECT_EQ(*logic.broken(),
            "r1c4=5 breaks the rules: it conflicts with the values and marks "
            "placed");
  EXPECT_FALSE(logic.next());
  const ModelGrade grade = grade_by_model(one(nine(givens, "")));
  EXPECT_TRUE(grade.contradiction);
  EXPECT_FALSE(grade.solved);
}

TEST(ModelLogic, TheStopFlagStopsIt) {
  std::atomic<bool> stop{true};
  ModelLogicSettings settings;
  settings.stop_flag = &stop;
  ModelLogic logic(one(killer_example()), settings);
  EXPECT_THROW(logic.next(), ModelLogicStopped);
}

// Every variant puzzle of examples/sudoku/variants, every step against the true candidates.
TEST(ModelLogicOnExamples, StepsAgreeWithTheTrueCandidates) {
  std::array<int, kModelTechniqueCount> used{};
  int solved = 0;
  int puzzles = 0;
  for (const auto& entry : std::filesystem::directory_iterator(kExamples / "variants")) {
    for (const SudokuPuzzle& puzzle : read_file(entry.path())) {
      const testing::ModelLogicAudit result = audit(puzzle);
      EXPECT_EQ(result.unsound, std::nullopt) << entry.path();
      ++puzzles;
      solved += result.solved;
      for (std::size_t k = 0; k < kModelTechniqueCount; ++k) used[k] += result.counts[k];
    }
  }
  EXPECT_EQ(puzzles, 10);
  // Not vacuous: the logic solves most, with the constraints' eliminations and every family.
  EXPECT_GE(solved, 8);
  for (ModelTechnique technique :
       {ModelTechnique::kNakedSingle, ModelTechnique::kHiddenSingle, ModelTechnique::kConstraint,
        ModelTechnique::kLockedCandidates, ModelTechnique::kNakedPair, ModelTechnique::kHiddenPair,
        ModelTechnique::kContradiction}) {
    EXPECT_GT(used[static_cast<std::size_t>(technique)], 0) << model_technique_info(technique).name;
  }
}

// The real f-puzzles puzzles of examples/sudoku/fpuzzles.
TEST(ModelLogicOnFpuzzles, StepsAgreeWithTheTrueCandidates) {
  int solved = 0;
  const std::vector<SudokuPuzzle> puzzles =
      read_file(kExamples / "fpuzzles" / "dclamage_test_puzzles.txt");
  ASSERT_FALSE(puzzles.empty());
  for (const SudokuPuzzle& puzzle : puzzles) {
    const testing::ModelLogicAudit result = audit(puzzle);
    EXPECT_EQ(result.unsound, std::nullopt) << puzzle.line;
    solved += result.solved;
  }
  EXPECT_GE(solved, static_cast<int>(puzzles.size()) - 2);
}

TEST(ModelLogic, SwitchedOffTechniquesAreNotUsed) {
  for (const auto& entry : std::filesystem::directory_iterator(kExamples / "variants")) {
    if (!quick(entry.path())) continue;
    for (const SudokuPuzzle& puzzle : read_file(entry.path())) {
      ModelLogicSettings settings;
      settings.switches = {
          .tuples = false, .pointing = false, .fishes = false, .contradictions = false};
      const testing::ModelLogicAudit result = audit(puzzle, settings);
      EXPECT_EQ(result.unsound, std::nullopt) << entry.path();
      for (ModelTechnique off :
           {ModelTechnique::kLockedCandidates, ModelTechnique::kNakedPair,
            ModelTechnique::kHiddenPair, ModelTechnique::kNakedTriple,
            ModelTechnique::kHiddenTriple, ModelTechnique::kNakedQuad, ModelTechnique::kHiddenQuad,
            ModelTechnique::kXWing, ModelTechnique::kSwordfish, ModelTechnique::kJellyfish,
            ModelTechnique::kContradiction}) {
        EXPECT_EQ(result.counts[static_cast<std::size_t>(off)], 0)
            << entry.path() << " " << model_technique_info(off).name;
      }
    }
  }
}

}  // namespace
}  // namespace dlx::sudoku::model_logic_test
