// The Sudoku generator (encoders/sudoku/generator): puzzles from fixed seeds are unique, minimal,
// of the requested symmetry and variant, and the same for the same seed with any thread count.
//
// Uniqueness and minimality are judged by a brute-force counter written here, from the rules: a
// backtracking search over candidate bitmasks (the cell with the fewest candidates first) that
// stops at two solutions. It shares no code with the engine, the model or the generator.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "encoders/sudoku/generator/puzzle_generator.hpp"
#include "encoders/sudoku/generator/symmetry_pattern.hpp"
#include "encoders/sudoku/variant_flags.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"

namespace dlx::sudoku::puzzle_generator_test {
namespace {

// ---- The brute-force counter -------------------------------------------------------------------

// The houses of a grid, built here from coordinates: rows, columns, boxes (or a jigsaw map),
// diagonals, windoku windows.
struct Rules {
  int n = 9;
  int box_rows = 3;         // 0 with a jigsaw map
  std::vector<int> jigsaw;  // region of each cell
  bool diagonal = false;
  bool windoku = false;
};

std::vector<std::vector<int>> houses_of(const Rules& rules) {
  const int n = rules.n;
  std::vector<std::vector<int>> houses;
  for (int k = 0; k < n; ++k) {
    std::vector<int> row, column;
    for (int j = 0; j < n; ++j) {
      row.push_back(k * n + j);
      column.push_back(j * n + k);
    }
    houses.push_back(row);
    houses.push_back(column);
  }
  if (rules.jigsaw.empty()) {
    const int box_columns = n / rules.box_rows;
    for (int top = 0; top < n; top += rules.box_rows) {
      for (int left = 0; left < n; left += box_columns) {
        std::vector<int> box;
        for (int r = top; r < top + rules.box_rows; ++r) {
          for (int c = left; c < left + box_columns; ++c) box.push_back(r * n + c);
        }
        houses.push_back(box);
      }
    }
  } else {
    for (int id = 0; id < n; ++id) {
      std::vector<int> region;
      for (int cell = 0; cell < n * n; ++cell) {
        if (rules.jigsaw[static_cast<std::size_t>(cell)] == id) region.push_back(cell);
      }
      houses.push_back(region);
    }
  }
  if (rules.diagonal) {
    std::vector<int> main, anti;
    for (int k = 0; k < n; ++k) {
      main.push_back(k * n + k);
      anti.push_back(k * n + n - 1 - k);
    }
    houses.push_back(main);
    houses.push_back(anti);
  }
  if (rules.windoku) {
    for (int top : {1, 5}) {
      for (int left : {1, 5}) {
        std::vector<int> window;
        for (int r = top; r < top + 3; ++r) {
          for (int c = left; c < left + 3; ++c) window.push_back(r * 9 + c);
        }
        houses.push_back(window);
      }
    }
  }
  return houses;
}

class BruteForceCounter {
 public:
  explicit BruteForceCounter(const Rules& rules) : n_(rules.n) {
    const auto houses = houses_of(rules);
    houses_of_cell_.resize(static_cast<std::size_t>(n_ * n_));
    for (std::size_t h = 0; h < houses.size(); ++h) {
      for (int cell : houses[h]) houses_of_cell_[static_cast<std::size_t>(cell)].push_back(h);
    }
    used_.assign(houses.size(), 0);
  }

  // Solutions of the puzzle (0 = blank), counted up to 2.
  int count(const std::vector<int>& givens) {
    grid_ = givens;
    std::fill(used_.begin(), used_.end(), 0);
    for (std::size_t cell = 0; cell < grid_.size(); ++cell) {
      const int v = grid_[cell];
      if (v == 0) continue;
      const std::uint64_t bit = std::uint64_t{1} << (v - 1);
      for (std::size_t h : houses_of_cell_[cell]) {
        if ((used_[h] & bit) != 0) return 0;  // two clues of one value in a house
        used_[h] |= bit;
      }
    }
    found_ = 0;
    search();
    return found_;
  }

 private:
  std::uint64_t candidates(std::size_t cell) const {
    std::uint64_t used = 0;
    for (std::size_t h : houses_of_cell_[cell]) used |= used_[h];
    const std::uint64_t all = n_ == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n_) - 1;
    return all & ~used;
  }

  void place(std::size_t cell, int v, bool on) {
    const std::uint64_t bit = std::uint64_t{1} << (v - 1);
    for (std::size_t h : houses_of_cell_[cell]) used_[h] ^= bit;
    grid_[cell] = on ? v : 0;
  }

  // The open cell with the fewest candidates; each of its values in turn.
  void search() {
    std::size_t best = grid_.size();
    std::uint64_t best_set = 0;
    int best_count = n_ + 1;
    for (std::size_t cell = 0; cell < grid_.size(); ++cell) {
      if (grid_[cell] != 0) continue;
      const std::uint64_t set = candidates(cell);
      const int count = std::popcount(set);
      if (count < best_count) {
        best = cell;
        best_set = set;
        best_count = count;
        if (count <= 1) break;
      }
    }
    if (best == grid_.size()) {
      ++found_;
      return;
    }
    for (int v = 1; v <= n_ && found_ < 2; ++v) {
      if (((best_set >> (v - 1)) & 1) == 0) continue;
      place(best, v, true);
      search();
      place(best, v, false);
    }
  }

  int n_;
  std::vector<std::vector<std::size_t>> houses_of_cell_;
  std::vector<std::uint64_t> used_;  // values placed in each house
  std::vector<int> grid_;
  int found_ = 0;
};

// ---- Helpers -------------------------------------------------------------------------------

SudokuPuzzle shape_of(const Rules& rules) {
  SudokuPuzzle shape;
  shape.size = GridSize::square(rules.n);
  shape.box_rows = rules.jigsaw.empty() ? rules.box_rows : 0;
  shape.box_columns = rules.jigsaw.empty() ? rules.n / rules.box_rows : 0;
  apply_variant_flags(
      shape, {.diagonal = rules.diagonal, .windoku = rules.windoku, .jigsaw = rules.jigsaw});
  return shape;
}

// The puzzles asked for, every one of them: the tests that loop over what came back would pass
// with none, so getting fewer is a failure here (the generator throws when it cannot make one).
std::vector<GeneratedPuzzle> generate(const GeneratorSettings& settings, std::size_t count,
                                      const PuzzleGrader* grader = nullptr) {
  std::vector<GeneratedPuzzle> made;
  const std::size_t reported = generate_puzzles(
      settings, count, grader, [&](const GeneratedPuzzle& puzzle) { made.push_back(puzzle); });
  EXPECT_EQ(made.size(), count) << "the generator emitted fewer puzzles than asked for";
  EXPECT_EQ(reported, made.size()) << "the generator's count and what it emitted differ";
  return made;
}

// The image of a cell, computed here again (not with symmetric_cell).
int image_of(int cell, int n, ClueSymmetry symmetry) {
  const int r = cell / n, c = cell % n;
  if (symmetry == ClueSymmetry::kRotational) return (n - 1 - r) * n + (n - 1 - c);
  if (symmetry == ClueSymmetry::kMirror) return r * n + (n - 1 - c);
  return cell;
}

// Unique by brute force, the grid its solution, and minimal: removing any clue (with its image,
// for a symmetric pattern) lets in a second solution. `orbits_checked` limits the minimality
// check to the first orbits that hold clues (the brute force takes seconds per orbit on 16x16).
void expect_unique_and_minimal(const GeneratedPuzzle& made, const Rules& rules,
                               ClueSymmetry symmetry, bool minimal = true,
                               std::size_t orbits_checked = SIZE_MAX) {
  const int n = rules.n;
  const std::vector<int>& givens = made.puzzle.givens;
  ASSERT_EQ(givens.size(), static_cast<std::size_t>(n * n));
  for (std::size_t cell = 0; cell < givens.size(); ++cell) {
    if (givens[cell] != 0) {
      ASSERT_EQ(givens[cell], made.solution[cell]) << "cell " << cell;
    }
  }
  BruteForceCounter counter(rules);
  EXPECT_EQ(counter.count(made.solution), 1) << "the grid breaks the rules";
  EXPECT_EQ(counter.count(givens), 1) << "puzzle " << made.index << " is not unique";
  for (int cell = 0; cell < n * n; ++cell) {
    EXPECT_EQ(givens[static_cast<std::size_t>(cell)] != 0,
              givens[static_cast<std::size_t>(image_of(cell, n, symmetry))] != 0)
        << "the pattern is not " << to_string(symmetry) << " at cell " << cell;
  }
  if (!minimal) return;
  for (int cell = 0; cell < n * n && orbits_checked > 0; ++cell) {
    const int image = image_of(cell, n, symmetry);
    if (givens[static_cast<std::size_t>(cell)] == 0 || image < cell) continue;
    --orbits_checked;
    std::vector<int> fewer = givens;
    fewer[static_cast<std::size_t>(cell)] = 0;
    fewer[static_cast<std::size_t>(image)] = 0;
    EXPECT_EQ(counter.count(fewer), 2)
        << "puzzle " << made.index << " is not minimal: cell " << cell << " can go";
  }
}

std::size_t clue_count(const std::vector<int>& givens) {
  return static_cast<std::size_t>(
      std::count_if(givens.begin(), givens.end(), [](int v) { return v != 0; }));
}

// ---- Tests ---------------------------------------------------------------------------------

TEST(Generator, NineByNineFromFixedSeedsAreUniqueAndMinimal) {
  const Rules rules;
  GeneratorSettings settings;
  settings.shape = shape_of(rules);
  for (std::uint64_t seed : {1u, 2u, 3u, 42u, 2024u}) {
    settings.seed = seed;
    for (const GeneratedPuzzle& made : generate(settings, 4)) {
      expect_unique_and_minimal(made, rules, ClueSymmetry::kNone);
      EXPECT_EQ(made.clues, clue_count(made.puzzle.givens));
      EXPECT_LT(made.clues, 40u);
    }
  }
}

TEST(Generator, FourAndSixAreUniqueAndMinimal) {
  for (int box_rows : {2}) {
    for (int n : {4, 6}) {
      Rules rules;
      rules.n = n;
      rules.box_rows = box_rows;
      GeneratorSettings settings;
      settings.shape = shape_of(rules);
      settings.seed = 7;
      for (const GeneratedPuzzle& made : generate(settings, 10)) {
        expect_unique_and_minimal(made, rules, ClueSymmetry::kNone);
      }
    }
  }
}

TEST(Generator, SymmetricPatternsAreMinimalByOrbits) {
  const Rules rules;
  for (ClueSymmetry symmetry : {ClueSymmetry::kRotational, ClueSymmetry::kMirror}) {
    GeneratorSettings settings;
    settings.shape = shape_of(rules);
    settings.symmetry = symmetry;
    settings.seed = 11;
    for (const GeneratedPuzzle& made : generate(settings, 5)) {
      expect_unique_and_minimal(made, rules, symmetry);
    }
  }
}

TEST(Generator, DiagonalPuzzlesObeyTheDiagonals) {
  Rules rules;
  rules.diagonal = true;
  GeneratorSettings settings;
  settings.shape = shape_of(rules);
  settings.seed = 3;
  for (const GeneratedPuzzle& made : generate(settings, 5)) {
    for (int k = 0; k < 9; ++k) {
      for (int j = 0; j < k; ++j) {
        EXPECT_NE(made.solution[static_cast<std::size_t>(k * 10)],
                  made.solution[static_cast<std::size_t>(j * 10)]);
        EXPECT_NE(made.solution[static_cast<std::size_t>(k * 9 + 8 - k)],
                  made.solution[static_cast<std::size_t>(j * 9 + 8 - j)]);
      }
    }
    expect_unique_and_minimal(made, rules, ClueSymmetry::kNone);
  }
}

TEST(Generator, WindokuAndJigsawPuzzlesAreUniqueAndMinimal) {
  Rules windoku;
  windoku.windoku = true;
  // A jigsaw with a solution by construction: boxes of a known grid G, where cells of equal value
  // change regions (a cell of box 0 with the cell of box 1, a cell of box 4 with the cell of box
  // 8, holding the same value), so G still has each value once per region.
  Rules jigsaw;
  auto known = [](int r, int c) { return (3 * (r % 3) + r / 3 + c) % 9; };
  jigsaw.jigsaw.resize(81);
  for (int cell = 0; cell < 81; ++cell) {
    jigsaw.jigsaw[static_cast<std::size_t>(cell)] = (cell / 9 / 3) * 3 + (cell % 9) / 3;
  }
  for (auto [a, region_b] : {std::pair{2, 1}, std::pair{4 * 9 + 4, 8}}) {
    const int region_a = jigsaw.jigsaw[static_cast<std::size_t>(a)];
    for (int b = 0; b < 81; ++b) {
      if (jigsaw.jigsaw[static_cast<std::size_t>(b)] == region_b &&
          known(b / 9, b % 9) == known(a / 9, a % 9)) {
        jigsaw.jigsaw[static_cast<std::size_t>(a)] = region_b;
        jigsaw.jigsaw[static_cast<std::size_t>(b)] = region_a;
        break;
      }
    }
  }
  jigsaw.box_rows = 0;
  for (const Rules& rules : {windoku, jigsaw}) {
    GeneratorSettings settings;
    settings.shape = shape_of(rules);
    settings.seed = 5;
    for (const GeneratedPuzzle& made : generate(settings, 3)) {
      expect_unique_and_minimal(made, rules, ClueSymmetry::kNone);
    }
  }
}

TEST(Generator, SixteenBySixteenIsUniqueAndMinimal) {
  Rules rules;
  rules.n = 16;
  rules.box_rows = 4;
  GeneratorSettings settings;
  settings.shape = shape_of(rules);
  settings.symmetry = ClueSymmetry::kRotational;
  settings.seed = 1;
  const auto made = generate(settings, 1);
  ASSERT_EQ(made.size(), 1u);
  // Unique by brute force (3 s); minimal by brute force on its first clue pair only (about
  // 1.5 s), and on all of them by the generator's own check before it handed the puzzle out.
  expect_unique_and_minimal(made[0], rules, ClueSymmetry::kRotational, true, 1);
}

TEST(Generator, SameSeedSamePuzzlesOtherSeedOthers) {
  GeneratorSettings settings;
  settings.shape = shape_of(Rules{});
  settings.seed = 99;
  const auto first = generate(settings, 6);
  const auto again = generate(settings, 6);
  settings.seed = 100;
  const auto other = generate(settings, 6);
  std::set<std::vector<int>> grids;
  for (std::size_t k = 0; k < first.size(); ++k) {
    EXPECT_EQ(first[k].puzzle.givens, again[k].puzzle.givens);
    EXPECT_EQ(first[k].solution, again[k].solution);
    EXPECT_NE(first[k].solution, other[k].solution);
    grids.insert(first[k].solution);
    grids.insert(other[k].solution);
  }
  EXPECT_EQ(grids.size(), 12u) << "every puzzle comes from its own grid";
}

TEST(Generator, ThreadsGiveTheOutputOfOneThread) {
  GeneratorSettings settings;
  settings.shape = shape_of(Rules{});
  settings.seed = 8;
  settings.symmetry = ClueSymmetry::kRotational;
  const auto one = generate(settings, 40);
  for (unsigned threads : {2u, 3u, 0u}) {
    settings.threads = threads;
    const auto many = generate(settings, 40);
    ASSERT_EQ(many.size(), one.size());
    for (std::size_t k = 0; k < one.size(); ++k) {
      EXPECT_EQ(many[k].index, k);
      EXPECT_EQ(many[k].puzzle.givens, one[k].puzzle.givens) << "puzzle " << k;
    }
  }
}

// One puzzle and two threads: the threads run each uniqueness check as a portfolio of two value
// orders (check_portfolio.hpp), whichever answers first. The answer is the same either way, so
// the puzzle is the one of one thread.
TEST(Generator, PortfolioGivesThePuzzleOfOneThread) {
  Rules sixteen;
  sixteen.n = 16;
  sixteen.box_rows = 4;
  for (const Rules& rules : {Rules{}, sixteen}) {
    GeneratorSettings settings;
    settings.shape = shape_of(rules);
    for (std::uint64_t seed : {3u, 11u}) {
      if (rules.n == 16 && seed == 11u) continue;  // one 16x16 is enough (0.2 s each)
      settings.seed = seed;
      settings.threads = 1;
      const auto one = generate(settings, 1);
      settings.threads = 2;
      const auto two = generate(settings, 1);
      ASSERT_EQ(one.size(), 1u);
      ASSERT_EQ(two.size(), 1u);
      EXPECT_EQ(two[0].puzzle.givens, one[0].puzzle.givens) << rules.n << ", seed " << seed;
      EXPECT_FALSE(two[0].cut_short);
    }
  }
}

// The progress reports follow the removal, and a stop (here Ctrl-C, from the reporter, at a
// point that does not depend on timing) hands out the puzzle so far: unique, cut short.
TEST(Generator, ProgressReportsAndAStopGiveTheUniquePuzzleSoFar) {
  const Rules rules;
  GeneratorSettings settings;
  settings.shape = shape_of(rules);
  settings.seed = 6;
  std::atomic<bool> stop{false};
  settings.stop_flag = &stop;
  settings.cut_short_from = 9;  // from 25x25 up by default, where a removal takes minutes
  settings.progress_interval = std::chrono::duration<double>(0);
  std::vector<RemovalProgress> reports;
  settings.progress = [&](std::size_t index, const RemovalProgress& progress) {
    EXPECT_EQ(index, 0u);
    reports.push_back(progress);
    if (progress.cells_tried >= 40) stop = true;
  };
  std::vector<GeneratedPuzzle> made;
  generate_puzzles(settings, 3, nullptr, [&](const GeneratedPuzzle& p) { made.push_back(p); });
  ASSERT_EQ(made.size(), 1u) << "no puzzle starts after the stop";
  EXPECT_TRUE(made[0].cut_short);
  ASSERT_FALSE(reports.empty());
  for (std::size_t k = 0; k < reports.size(); ++k) {
    EXPECT_EQ(reports[k].cells, 81u);
    EXPECT_LE(reports[k].cells_tried, 81u);
    EXPECT_LE(reports[k].clues, 81u);
    EXPECT_GE(reports[k].clues, 81u - reports[k].cells_tried) << "untried cells keep their clues";
    if (k > 0) {
      EXPECT_GE(reports[k].cells_tried, reports[k - 1].cells_tried);
      EXPECT_LE(reports[k].clues, reports[k - 1].clues);
    }
  }
  EXPECT_GE(reports.back().cells_tried, 40u);
  EXPECT_LT(reports.back().cells_tried, 81u);
  EXPECT_TRUE(reports.back().time_left.has_value()) << "past 8 checks, an estimate";
  EXPECT_EQ(made[0].clues, reports.back().clues);
  // Unique by brute force, and not the minimal puzzle of the same seed, which has fewer clues.
  expect_unique_and_minimal(made[0], rules, ClueSymmetry::kNone, false);
  settings.stop_flag = nullptr;
  settings.progress = {};
  const auto whole = generate(settings, 1);
  EXPECT_LT(whole[0].clues, made[0].clues);
}

TEST(Generator, NotMinimalStopsAtTheTarget) {
  const Rules rules;
  GeneratorSettings settings;
  settings.shape = shape_of(rules);
  settings.seed = 4;
  settings.minimal = false;
  settings.target_clues = 40;
  for (const GeneratedPuzzle& made : generate(settings, 5)) {
    EXPECT_EQ(made.clues, 40u);
    expect_unique_and_minimal(made, rules, ClueSymmetry::kNone, false);
  }
}

TEST(Generator, DifficultyGoesThroughTheGrader) {
  // A stand-in grader: "sparse" for fewer than 24 clues. The generator must keep trying until a
  // puzzle has the asked grade, and give up after max_attempts.
  PuzzleGrader grader;
  grader.levels = {"sparse", "dense"};
  grader.grade = [](const SudokuPuzzle& puzzle) {
    return clue_count(puzzle.givens) < 24 ? "sparse" : "dense";
  };
  GeneratorSettings settings;
  settings.shape = shape_of(Rules{});
  settings.seed = 6;
  settings.difficulty = "sparse";
  for (const GeneratedPuzzle& made : generate(settings, 3, &grader)) {
    EXPECT_EQ(made.grade, "sparse");
    EXPECT_LT(made.clues, 24u);
    EXPECT_GE(made.attempts, 1u);
  }
  grader.grade = [](const SudokuPuzzle&) { return std::string("dense"); };
  settings.max_attempts = 5;
  EXPECT_THROW(generate(settings, 1, &grader), GenerationError);
  settings.difficulty = "impossible";
  EXPECT_THROW(generate(settings, 1, &grader), GenerationError);
  settings.difficulty = "sparse";
  EXPECT_THROW(generate(settings, 1, nullptr), GenerationError) << "grading not available";
}

TEST(Generator, RefusesWhatItCannotMake) {
  GeneratorSettings settings;
  settings.shape = shape_of(Rules{});
  settings.shape.constraints.push_back(
      Constraint{.type = find_constraint_type("killer"), .cells = {0, 1}, .number = 3, .line = 1});
  EXPECT_TRUE(generation_refusal(settings).has_value()) << "killer";
  Rules big;
  big.n = 25;
  big.box_rows = 5;
  settings.shape = shape_of(big);
  EXPECT_FALSE(generation_refusal(settings).has_value()) << "a minimal 25x25 takes minutes: made";
  settings.minimal = false;
  settings.target_clues = 344;
  EXPECT_FALSE(generation_refusal(settings).has_value());
  Rules huge;
  huge.n = 36;
  huge.box_rows = 6;
  settings.shape = shape_of(huge);
  settings.target_clues = 0;
  EXPECT_FALSE(generation_refusal(settings).has_value()) << "36x36, not minimal";
  settings.minimal = true;
  EXPECT_TRUE(generation_refusal(settings).has_value()) << "a minimal 36x36";
  settings.minimal = false;
  huge.n = 64;
  huge.box_rows = 8;
  settings.shape = shape_of(huge);
  EXPECT_FALSE(generation_refusal(settings).has_value()) << "64x64, not minimal";
  huge.n = 81;
  huge.box_rows = 9;
  settings.shape = shape_of(huge);
  EXPECT_TRUE(generation_refusal(settings).has_value()) << "81x81";
}

// Settings for one puzzle of `rules` that stops removing clues at `target`.
GeneratorSettings not_minimal(const Rules& rules, std::uint64_t seed, std::size_t target) {
  GeneratorSettings settings;
  settings.shape = shape_of(rules);
  settings.seed = seed;
  settings.minimal = false;
  settings.target_clues = target;
  return settings;
}

// The brute-force counter takes minutes on a puzzle of 25x25 or more: it judges the grid only
// (the engine's uniqueness check has passed inside the generator), and the givens are the grid's
// values, as many as the clues counted.
void expect_a_grid_holding_its_givens(const Rules& rules, const GeneratedPuzzle& made) {
  BruteForceCounter counter(rules);
  EXPECT_EQ(counter.count(made.solution), 1);
  std::size_t givens = 0;
  for (std::size_t cell = 0; cell < made.solution.size(); ++cell) {
    const int given = made.puzzle.givens[cell];
    if (given != 0) {
      EXPECT_EQ(given, made.solution[cell]);
      ++givens;
    }
  }
  EXPECT_EQ(givens, made.clues);
}

TEST(Generator, TwentyFiveNotMinimalIsUnique) {
  Rules rules;
  rules.n = 25;
  rules.box_rows = 5;
  // Seed 3: a quick one (0.1 s). At 344 clues a 25x25 can meet a uniqueness check of a minute
  // (docs/sudoku.md); a fixed quick seed keeps the test short.
  const auto made = generate(not_minimal(rules, 3, 344), 1);
  ASSERT_EQ(made.size(), 1u);
  EXPECT_EQ(made[0].clues, 344u);
  expect_a_grid_holding_its_givens(rules, made[0]);
}

TEST(Generator, SixtyFourNotMinimalIsUnique) {
  // The largest grid the solver takes: about 3 s in Release (labelled slow).
  Rules rules;
  rules.n = 64;
  rules.box_rows = 8;
  const GeneratorSettings settings = not_minimal(rules, 1, 2253);  // 55% of 4096, rounded up
  ASSERT_FALSE(generation_refusal(settings).has_value());
  const auto made = generate(settings, 1);
  ASSERT_EQ(made.size(), 1u);
  // Past about 58% nearly every check meets the node budget, and the clues stay.
  EXPECT_GE(made[0].clues, 2253u);
  EXPECT_LT(made[0].clues, 2600u);
  expect_a_grid_holding_its_givens(rules, made[0]);
}

TEST(Generator, OrbitsCoverEveryCellOnce) {
  for (ClueSymmetry symmetry :
       {ClueSymmetry::kNone, ClueSymmetry::kRotational, ClueSymmetry::kMirror}) {
    for (int n : {4, 9, 16}) {
      std::vector<int> seen(static_cast<std::size_t>(n * n), 0);
      for (const auto& orbit : clue_orbits(n, symmetry)) {
        for (int cell : orbit) {
          ++seen[static_cast<std::size_t>(cell)];
          EXPECT_TRUE(std::find(orbit.begin(), orbit.end(), image_of(cell, n, symmetry)) !=
                      orbit.end());
        }
      }
      EXPECT_TRUE(std::all_of(seen.begin(), seen.end(), [](int k) { return k == 1; }));
    }
    EXPECT_EQ(parse_clue_symmetry(to_string(symmetry)), symmetry);
  }
  EXPECT_FALSE(parse_clue_symmetry("diagonal").has_value());
}

}  // namespace
}  // namespace dlx::sudoku::puzzle_generator_test
