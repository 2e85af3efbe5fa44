// The grader on real puzzle sets from ../shared/data/sudoku: soundness against known solutions
// (the Kaggle set's own solution file, or the DLX engine's), the seed puzzles, the hardest sets,
// the other sizes and variants. The "simple" grade is checked against the tests' own singles
// solver, written here from the rules.
#include <gtest/gtest.h>
#include <dlx/dlx.hpp>

#include <array>
#include <ctime>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

#include "encoders/sudoku/logic/explain.hpp"
#include "encoders/sudoku/logic/grader.hpp"
#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "encoders/sudoku/sudoku_model.hpp"
#include "encoders/sudoku/variant_flags.hpp"
#include "tests/support/shared_data.hpp"

namespace dlx::sudoku::grader_test {
namespace {

std::vector<SudokuPuzzle> read_file(const std::filesystem::path& path, std::size_t most = 0,
                                    ReadOptions options = {}) {
  std::ifstream in(path);
  std::vector<SudokuPuzzle> puzzles;
  read_puzzles(
      in, path.filename().string(), options,
      [&](SudokuPuzzle&& puzzle) {
        if (most == 0 || puzzles.size() < most) puzzles.push_back(std::move(puzzle));
      },
      [&](const InputError& error) { ADD_FAILURE() << error.what(); });
  return puzzles;
}

std::vector<std::vector<int>> read_solutions(const std::filesystem::path& path, std::size_t most) {
  std::ifstream in(path);
  std::vector<std::vector<int>> solutions;
  for (std::string line; std::getline(in, line) && solutions.size() < most;) {
    std::vector<int> grid;
    for (char c : line) grid.push_back(c - '0');
    solutions.push_back(grid);
  }
  return solutions;
}

// The engine's first solution (empty if none).
std::vector<int> engine_solution(const SudokuPuzzle& puzzle) {
  const SudokuModel model = build_model(puzzle);
  Solver solver(model.problem);
  const std::vector<OptionId> forced = clue_options(model, puzzle);
  SearchLimits limits;
  limits.forced = forced;
  const FirstSolution first = solver.first(limits);
  return first.found ? decode(model, first.options) : std::vector<int>{};
}

// The soundness of a grade against a solution: no candidate of the solution removed, and a grid
// the logic filled is that solution and passes the independent checker.
void expect_sound(const SudokuPuzzle& puzzle, const Grade& grade, const std::vector<int>& solution,
                  const std::string& label) {
  ASSERT_EQ(grade.candidates.size(), solution.size()) << label;
  for (std::size_t cell = 0; cell < solution.size(); ++cell) {
    ASSERT_NE(grade.candidates[cell] & value_bit(solution[cell]), 0u)
        << label << ": logic removed " << solution[cell] << " from "
        << cell_name(static_cast<int>(cell), puzzle.size.rows);
  }
  EXPECT_FALSE(grade.contradiction) << label;
  if (grade.solved) {
    EXPECT_EQ(grade.grid, solution) << label;
    EXPECT_EQ(check_sudoku(puzzle, grade.grid), std::nullopt) << label;
  }
}

// The tests' own singles solver for 9x9 with 3x3 boxes: naked and hidden singles in rows, columns
// and boxes until nothing changes. True when it fills the grid.
bool singles_solve(std::vector<int> grid) {
  auto unit_cells = [](int unit) {
    std::array<int, 9> cells{};
    for (int k = 0; k < 9; ++k) {
      if (unit < 9)
        cells[static_cast<std::size_t>(k)] = unit * 9 + k;
      else if (unit < 18)
        cells[static_cast<std::size_t>(k)] = k * 9 + (unit - 9);
      else {
        const int box = unit - 18;
        cells[static_cast<std::size_t>(k)] = (box / 3 * 3 + k / 3) * 9 + box % 3 * 3 + k % 3;
      }
    }
    return cells;
  };
  auto allowed = [&](int cell, int v) {
    if (grid[static_cast<std::size_t>(cell)] != 0) return false;
    for (int unit = 0; unit < 27; ++unit) {
      const auto cells = unit_cells(unit);
      if (std::find(cells.begin(), cells.end(), cell) == cells.end()) continue;
      for (int other : cells) {
        if (grid[static_cast<std::size_t>(other)] == v) return false;
      }
    }
    return true;
  };
  for (bool progress = true; progress;) {
    progress = false;
    for (int cell = 0; cell < 81; ++cell) {
      int count = 0;
      int last = 0;
      for (int v = 1; v <= 9; ++v) {
        if (allowed(cell, v)) ++count, last = v;
      }
      if (count == 1) grid[static_cast<std::size_t>(cell)] = last, progress = true;
    }
    for (int unit = 0; unit < 27; ++unit) {
      for (int v = 1; v <= 9; ++v) {
        int count = 0;
        int last = -1;
        for (int cell : unit_cells(unit)) {
          if (allowed(cell, v)) ++count, last = cell;
        }
        if (count == 1) grid[static_cast<std::size_t>(last)] = v, progress = true;
      }
    }
  }
  return std::find(grid.begin(), grid.end(), 0) == grid.end();
}

std::string distribution(const std::array<int, 5>& levels) {
  std::string text;
  for (std::size_t k = 0; k < levels.size(); ++k) {
    text += (k == 0 ? "" : ", ") + std::to_string(levels[k]) + " " +
            to_string(static_cast<GradeLevel>(k));
  }
  return text;
}

class GraderOnData : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto dir = testing::shared_data_dir();
    if (!dir) GTEST_SKIP() << "../shared/data is absent: skipping the shared Sudoku sets";
    data = *dir / "sudoku";
  }
  std::filesystem::path data;
};

TEST_F(GraderOnData, SeedClassicPuzzles) {
  // seed-classic.txt alternates puzzle and solution lines.
  const auto lines = read_file(data / "seed-classic.txt");
  ASSERT_EQ(lines.size(), 6u);
  Grader grader;
  std::vector<GradeLevel> levels;
  for (std::size_t k = 0; k < lines.size(); k += 2) {
    const Grade grade = grader.grade(lines[k]);
    expect_sound(lines[k], grade, lines[k + 1].givens, lines[k].source);
    levels.push_back(grade.level);
    // Our own singles solver agrees on whether singles alone are enough.
    EXPECT_EQ(grade.level == GradeLevel::kSimple, singles_solve(lines[k].givens));
  }
  // What the grader reports for the three (docs/sudoku.md quotes them): the first needs a naked
  // triple, the second (from Norvig's hard list) more than any technique here, the third locked
  // candidates.
  EXPECT_EQ(levels, (std::vector<GradeLevel>{GradeLevel::kIntermediate, GradeLevel::kNeedsSearch,
                                             GradeLevel::kEasy}));
  const Grade first = grader.grade(lines[0]);
  EXPECT_EQ(first.count(Technique::kNakedTriple), 1);
}

TEST_F(GraderOnData, KaggleIsSoundAndSimpleMeansSinglesSolveIt) {
  constexpr std::size_t kCount = 2000;
  const auto puzzles = read_file(data / "kaggle_bryanpark_first10000.txt", kCount);
  const auto solutions = read_solutions(data / "kaggle_bryanpark_first10000.solutions.txt", kCount);
  ASSERT_EQ(puzzles.size(), kCount);
  ASSERT_EQ(solutions.size(), kCount);
  Grader grader;
  std::array<int, 5> levels{};
  // Processor time, not wall time: the figure stays meaningful on a loaded machine.
  const std::clock_t start = std::clock();
  std::vector<Grade> grades;
  for (const SudokuPuzzle& puzzle : puzzles) grades.push_back(grader.grade(puzzle));
  const double seconds = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
  for (std::size_t k = 0; k < kCount; ++k) {
    expect_sound(puzzles[k], grades[k], solutions[k], "kaggle line " + std::to_string(k + 1));
    ++levels[static_cast<std::size_t>(grades[k].level)];
    EXPECT_EQ(grades[k].level == GradeLevel::kSimple, singles_solve(puzzles[k].givens))
        << "kaggle line " << k + 1;
  }
  std::cout << "kaggle (first " << kCount << "): " << distribution(levels) << "; "
            << seconds * 1e6 / kCount << " us/puzzle\n";
}

TEST_F(GraderOnData, UnbiasedAndMagictourAreSound) {
  for (const char* file : {"tdoku_puzzles1_unbiased.txt", "tdoku_puzzles3_magictour_top1465.txt"}) {
    const auto puzzles = read_file(data / file, 1000);
    ASSERT_FALSE(puzzles.empty());
    Grader grader;
    std::array<int, 5> levels{};
    double seconds = 0;
    for (const SudokuPuzzle& puzzle : puzzles) {
      const std::clock_t start = std::clock();
      const Grade grade = grader.grade(puzzle);
      seconds += static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
      expect_sound(puzzle, grade, engine_solution(puzzle),
                   std::string(file) + ":" + std::to_string(puzzle.line));
      EXPECT_EQ(grade.level == GradeLevel::kSimple, singles_solve(puzzle.givens));
      ++levels[static_cast<std::size_t>(grade.level)];
    }
    // Unbiased puzzles span the scale: every grade occurs (magictour's are all hard).
    if (std::string(file) == "tdoku_puzzles1_unbiased.txt") {
      for (int count : levels) EXPECT_GT(count, 0) << file << ": " << distribution(levels);
    }
    std::cout << file << " (" << puzzles.size() << "): " << distribution(levels) << "; "
              << seconds * 1e6 / static_cast<double>(puzzles.size()) << " us/puzzle\n";
  }
}

TEST_F(GraderOnData, HardestSetsNeedSearch) {
  for (const char* file :
       {"tdoku_puzzles6_forum_hardest_1106.txt", "forum_hardest_1905_msolve_most_difficult.txt",
        "forum_hardest_1905_msolve_hardest_to_solve.txt"}) {
    const auto puzzles = read_file(data / file, 50);
    ASSERT_EQ(puzzles.size(), 50u);
    Grader grader;
    for (const SudokuPuzzle& puzzle : puzzles) {
      const Grade grade = grader.grade(puzzle);
      expect_sound(puzzle, grade, engine_solution(puzzle),
                   std::string(file) + ":" + std::to_string(puzzle.line));
      EXPECT_EQ(grade.level, GradeLevel::kNeedsSearch) << file << ":" << puzzle.line;
      EXPECT_FALSE(grade.solved);
      EXPECT_GT(grade.open_cells, 0);
    }
  }
}

TEST_F(GraderOnData, OtherSizesAreSound) {
  // 6x6 (2x3 boxes), 16x16 and 25x25, where the engine solves them quickly (the later 16x16 and
  // 25x25 lines take it millions of nodes); 6x6 holds puzzles with several solutions, which logic
  // must not finish.
  struct Set {
    const char* file;
    std::size_t most;
  };
  for (const Set& set :
       {Set{"sudoku6x6_2x3.txt", 0}, Set{"sudoku16x16.txt", 22}, Set{"sudoku25x25.txt", 3}}) {
    const auto puzzles = read_file(data / set.file, set.most);
    ASSERT_FALSE(puzzles.empty());
    Grader grader;
    std::array<int, 5> levels{};
    for (const SudokuPuzzle& puzzle : puzzles) {
      const Grade grade = grader.grade(puzzle);
      const std::string label = std::string(set.file) + ":" + std::to_string(puzzle.line);
      const auto solution = engine_solution(puzzle);
      if (solution.empty()) {
        EXPECT_FALSE(grade.solved) << label;
        continue;
      }
      expect_sound(puzzle, grade, solution, label);
      ++levels[static_cast<std::size_t>(grade.level)];
    }
    std::cout << set.file << ": " << distribution(levels) << "\n";
  }
}

TEST_F(GraderOnData, DiagonalSeedUsesTheDiagonals) {
  auto lines = read_file(data / "seed-diagonal.txt");
  ASSERT_EQ(lines.size(), 2u);
  SudokuPuzzle classic = lines[0];
  apply_variant_flags(lines[0], {.diagonal = true});
  const Grade grade = grade_puzzle(lines[0]);
  expect_sound(lines[0], grade, lines[1].givens, "seed-diagonal");
  EXPECT_GT(grade.steps, 0);
  // Without the diagonals the same clues have several solutions; the logic must not finish.
  EXPECT_FALSE(grade_puzzle(classic).solved);
}

TEST(Grader, ApiAndContradictions) {
  std::istringstream in("12345678.........9" + std::string(63, '.') +
                        "\n" +                  // r1c9 has no candidate
                        "1234341221434321\n");  // a full 4x4 grid
  std::vector<SudokuPuzzle> puzzles;
  read_puzzles(
      in, "t.txt", {}, [&](SudokuPuzzle&& p) { puzzles.push_back(std::move(p)); },
      [](const InputError& e) { ADD_FAILURE() << e.what(); });
  ASSERT_EQ(puzzles.size(), 2u);
  const Grade broken = grade_puzzle(puzzles[0]);
  EXPECT_TRUE(broken.contradiction);
  EXPECT_FALSE(broken.solved);
  EXPECT_EQ(broken.level, GradeLevel::kNeedsSearch);
  const Grade full = grade_puzzle(puzzles[1]);
  EXPECT_TRUE(full.solved);
  EXPECT_EQ(full.level, GradeLevel::kSimple);
  EXPECT_EQ(full.steps, 0);
  EXPECT_EQ(full.grid, puzzles[1].givens);

  // A Grader reused across sizes rebuilds its houses; the observer sees every step.
  Grader grader;
  int observed = 0;
  const Grade again =
      grader.grade(puzzles[1], [&](const Step&, const CandidateGrid&) { ++observed; });
  EXPECT_EQ(observed, again.steps);
  const Grade four = grader.grade(puzzles[0]);
  EXPECT_TRUE(four.contradiction);
}

TEST(Grader, ExplainEndsWithTheOutcome) {
  std::istringstream in("1.3.....4.......\n");  // 4x4, 2x2 boxes
  std::vector<SudokuPuzzle> puzzles;
  read_puzzles(
      in, "t.txt", {}, [&](SudokuPuzzle&& p) { puzzles.push_back(std::move(p)); },
      [](const InputError& e) { ADD_FAILURE() << e.what(); });
  ASSERT_EQ(puzzles.size(), 1u);
  Grader grader;
  const auto lines = explain_puzzle(puzzles[0], grader);
  const Grade grade = grade_puzzle(puzzles[0]);
  ASSERT_EQ(lines.size(), static_cast<std::size_t>(grade.steps) + 1);
  EXPECT_EQ(lines.back(), describe_outcome(grade));
}

}  // namespace
}  // namespace dlx::sudoku::grader_test
