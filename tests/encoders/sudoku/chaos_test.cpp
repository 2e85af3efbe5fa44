// Chaos construction (encoders/sudoku/variants/chaos.cpp): the model's count of solutions (each a
// grid with its partition into regions) against a brute force on 4x4 grids, which pairs every
// grid whose rows and columns hold different values with every partition of the grid into
// connected regions of four cells, enumerated here; with the engine's propagators and without
// them (the dancing links), so that the propagator removes nothing the job accepts. And the
// independent checker on partitions that break each part of the rule.
#include <gtest/gtest.h>

#include <dlx/dlx.hpp>

#include <algorithm>
#include <cstdlib>
#include <set>
#include <sstream>

#include <fmt/format.h>

#include "encoders/sudoku/iss/iss_reader.hpp"
#include "encoders/sudoku/logic/grader.hpp"
#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "encoders/sudoku/sudoku_model.hpp"
#include "encoders/sudoku/variants/chaos_anchors.hpp"
#include "encoders/sudoku/variants/chaos_propagator.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"
#include "tests/support/small_grids.hpp"
#include "tests/support/sudoku_read_one.hpp"

namespace dlx::sudoku::chaos_test {
namespace {

constexpr int kSide = 4;
constexpr int kCells = kSide * kSide;

using Grid = std::vector<int>;

std::vector<int> neighbours(int cell) {
  std::vector<int> out;
  const int r = cell / kSide;
  const int c = cell % kSide;
  if (r > 0) out.push_back(cell - kSide);
  if (r + 1 < kSide) out.push_back(cell + kSide);
  if (c > 0) out.push_back(cell - 1);
  if (c + 1 < kSide) out.push_back(cell + 1);
  return out;
}

bool connected(const std::vector<int>& cells) {
  std::set<int> left(cells.begin(), cells.end());
  std::vector<int> stack = {cells.front()};
  left.erase(cells.front());
  while (!stack.empty()) {
    const int cell = stack.back();
    stack.pop_back();
    for (int next : neighbours(cell)) {
      if (left.erase(next) != 0) stack.push_back(next);
    }
  }
  return left.empty();
}

// Every partition of the 4x4 grid into connected regions of four cells, as a label per cell
// (1.. in reading order of the regions' first cells): every labelling with labels in that order,
// kept when each region has four cells and is connected (a region is looked at once its fourth
// cell is labelled, which cuts the 2.6 million labellings down to the few that can still fit).
// The cells up to `last` labelled `l`.
std::vector<int> region_of(const std::vector<int>& label, int l, int last) {
  std::vector<int> region;
  for (int k = 0; k <= last; ++k) {
    if (label[static_cast<std::size_t>(k)] == l) region.push_back(k);
  }
  return region;
}

std::vector<std::vector<int>> partitions() {
  std::vector<std::vector<int>> out;
  std::vector<int> label(kCells, 0);
  std::vector<int> used(kSide + 1, 0);
  auto place = [&](auto& self, int cell, int labels) -> void {
    if (cell == kCells) {
      for (int l = 1; l <= kSide; ++l) {
        std::vector<int> region;
        for (int k = 0; k < kCells; ++k) {
          if (label[static_cast<std::size_t>(k)] == l) region.push_back(k);
        }
        if (region.size() != kSide || !connected(region)) return;
      }
      out.push_back(label);
      return;
    }
    for (int l = 1; l <= std::min(labels + 1, kSide); ++l) {
      if (used[static_cast<std::size_t>(l)] == kSide) continue;
      label[static_cast<std::size_t>(cell)] = l;
      ++used[static_cast<std::size_t>(l)];
      if (used[static_cast<std::size_t>(l)] < kSide || connected(region_of(label, l, cell))) {
        self(self, cell + 1, std::max(labels, l));
      }
      --used[static_cast<std::size_t>(l)];
    }
  };
  place(place, 0, 0);
  return out;
}

// Every grid of 1..values whose rows and columns (and 2x2 boxes, with `boxes`) hold different
// values, with the givens (0: blank).
std::vector<Grid> grids(bool boxes, const Grid& givens, int values = kSide) {
  return testing::grids_where(
      kCells, values,
      [boxes](int a, int b) {
        const bool box = boxes && a / kSide / 2 == b / kSide / 2 && a % kSide / 2 == b % kSide / 2;
        return a / kSide == b / kSide || a % kSide == b % kSide || box;
      },
      givens);
}

// The brute force's count: pairs of a grid and a partition whose regions hold different values.
std::uint64_t brute_force_count(bool boxes, const Grid& givens) {
  // Found once: the labellings of 16 cells walked to find them are most of the test's time.
  static const std::vector<std::vector<int>> cuts = partitions();
  std::uint64_t count = 0;
  for (const Grid& g : grids(boxes, givens)) {
    for (const std::vector<int>& cut : cuts) {
      std::set<std::pair<int, int>> seen;
      bool fits = true;
      for (int k = 0; k < kCells; ++k) {
        fits =
            fits &&
            seen.insert({cut[static_cast<std::size_t>(k)], g[static_cast<std::size_t>(k)]}).second;
      }
      count += fits;
    }
  }
  return count;
}

// The same count on a grid of 1..values, a value per cell held once in each region (bits, since
// the grids of five values are many more).
std::uint64_t brute_force_count_of_values(const Grid& givens, int values) {
  static const std::vector<std::vector<int>> cuts = partitions();
  std::uint64_t count = 0;
  for (const Grid& g : grids(false, givens, values)) {
    for (const std::vector<int>& cut : cuts) {
      std::uint32_t held[kSide + 1] = {};
      bool fits = true;
      for (int k = 0; k < kCells && fits; ++k) {
        const std::uint32_t bit = 1u << g[static_cast<std::size_t>(k)];
        std::uint32_t& region = held[cut[static_cast<std::size_t>(k)]];
        fits = (region & bit) == 0;
        region |= bit;
      }
      count += fits;
    }
  }
  return count;
}

using testing::read_one_puzzle;

std::string puzzle_text(bool boxes, const Grid& givens) {
  std::string text = boxes ? "size 4\ngivens\n" : "size 4\nbox none\ngivens\n";
  for (int r = 0; r < kSide; ++r) {
    for (int c = 0; c < kSide; ++c) {
      const int v = givens[static_cast<std::size_t>(r * kSide + c)];
      text += (c > 0 ? " " : "") + (v == 0 ? std::string(".") : std::to_string(v));
    }
    text += "\n";
  }
  return text + "constraints\nchaos\n";
}

// The model's count through the job's acceptance, every solution checked; `propagate`: the
// options dlx sudoku gives variant puzzles (colors and the propagators), else the dancing links.
std::uint64_t model_count(const SudokuPuzzle& puzzle, bool propagate) {
  const SudokuModel model = build_model(puzzle);
  SolverOptions options;
  if (propagate) {
    options = solver_options_for(puzzle, options);
  } else {
    options.engine = EngineKind::kLinks;
    options.propagation = Propagation::kNone;
  }
  Solver solver(model.problem, options);
  SearchLimits limits;
  const std::vector<OptionId> clues = clue_options(model, puzzle);
  limits.forced = clues;
  std::uint64_t count = 0;
  solver.search(
      [&](SolutionView solution) {
        const std::vector<int> regions = decode_regions(model, solution);
        const Grid grid = decode(model, solution);
        if (!chaos_accepts(decode_region_labels(model, solution), model.size, model.chaos_anchors,
                           model.chaos_clues, grid)) {
          return VisitControl::kContinue;
        }
        ++count;
        EXPECT_EQ(check_sudoku(puzzle, decode(model, solution), &regions), std::nullopt);
        return VisitControl::kContinue;
      },
      limits);
  return count;
}

TEST(Chaos, PartitionsOfTheFourByFourAreTheKnownNumber) {
  // The brute force's own check: 117 ways to tile a 4x4 with four tetrominoes (OEIS A172477 counts
  // them; recomputed here, the model is compared against the enumeration, not this number).
  EXPECT_EQ(partitions().size(), 117u);
}

TEST(Chaos, CountsEqualTheBruteForceOnFourByFour) {
  const Grid blank(kCells, 0);
  Grid some(kCells, 0);
  some[0] = 1;
  some[5] = 3;
  some[10] = 2;
  for (bool boxes : {false, true}) {
    for (const Grid& givens : {blank, some}) {
      const std::uint64_t expected = brute_force_count(boxes, givens);
      const SudokuPuzzle puzzle = read_one_puzzle(puzzle_text(boxes, givens));
      SCOPED_TRACE(puzzle_text(boxes, givens));
      EXPECT_GT(expected, 0u);
      EXPECT_EQ(model_count(puzzle, true), expected);
    }
  }
}

TEST(Chaos, WithoutPropagatorsTheAcceptanceAloneGivesTheCount) {
  // The dancing links run no propagator: every labelling of the items comes to the acceptance,
  // which keeps the same solutions (a grid with most of its values given keeps this quick).
  const Grid full = {1, 2, 3, 4,  //
                     3, 4, 1, 2,  //
                     2, 1, 4, 3,  //
                     4, 3, 2, 1};
  Grid givens = full;
  for (int cell : {0, 5, 10, 15, 3, 12}) givens[static_cast<std::size_t>(cell)] = 0;
  const SudokuPuzzle puzzle = read_one_puzzle(puzzle_text(false, givens));
  const std::uint64_t expected = brute_force_count(false, givens);
  EXPECT_GT(expected, 0u);
  EXPECT_EQ(model_count(puzzle, false), expected);
}

TEST(Chaos, AnchorsAreTooFarApartToShareARegion) {
  // A connected region of n cells spans at most n - 1 rows plus columns: anchors nearer than
  // that could share one, and the partitions that put them together would be lost.
  for (int side : {4, 6, 8, 9}) {
    const GridSize size = GridSize::square(side);
    const std::vector<int> anchors = chaos_anchor_cells(size, side, {});
    ASSERT_EQ(anchors.size(), 3u) << side;
    EXPECT_TRUE(std::is_sorted(anchors.begin(), anchors.end()));
    for (std::size_t a = 0; a < anchors.size(); ++a) {
      for (std::size_t b = a + 1; b < anchors.size(); ++b) {
        const int apart = std::abs(size.row(anchors[a]) - size.row(anchors[b])) +
                          std::abs(size.column(anchors[a]) - size.column(anchors[b]));
        EXPECT_GE(apart, side) << side;
      }
    }
  }
  // The weights choose among the far enough triples: the heaviest cell is one of them.
  std::vector<int> weight(81, 0);
  weight[80] = 10;  // r9c9
  const std::vector<int> heaviest = chaos_anchor_cells(GridSize::square(9), 9, weight);
  EXPECT_EQ(heaviest.size(), 3u);
  EXPECT_NE(std::find(heaviest.begin(), heaviest.end(), 80), heaviest.end());
}

TEST(Chaos, EachPartitionHasOneCanonicalLabelling) {
  // Every relabelling of every partition of the 4x4 (the brute force's, in reading order): the
  // anchors' canonical form keeps exactly one, as reading order alone does.
  const std::vector<int> anchors = chaos_anchor_cells(GridSize::square(kSide), kSide, {});
  ASSERT_EQ(anchors.size(), 3u);
  for (const std::vector<int>& partition : partitions()) {
    std::vector<int> names = {1, 2, 3, 4};
    int kept_reading = 0;
    int kept_anchored = 0;
    do {
      std::vector<int> label_of;
      for (int l : partition) label_of.push_back(names[static_cast<std::size_t>(l - 1)]);
      kept_reading += chaos_labels_canonical(label_of, {}) ? 1 : 0;
      kept_anchored += chaos_labels_canonical(label_of, anchors) ? 1 : 0;
    } while (std::next_permutation(names.begin(), names.end()));
    EXPECT_EQ(kept_reading, 1);
    EXPECT_EQ(kept_anchored, 1);
  }
}

TEST(Chaos, CellsOfAChaosSameHoldDifferentValuesBeforeTheirRegionIsKnown) {
  // r1c1 and r3c3 of a chaos-same share a region, which holds each value once: the model's
  // options "r1c1 holds v" and "r3c3 holds v" share an item, whatever the labels; the cells of a
  // chaos-apart may hold one value, and theirs share none (the brute force of the variant tests
  // counts the solutions of both).
  auto share_an_item = [](const std::string& relation, int v) {
    const SudokuPuzzle puzzle =
        read_one_puzzle(puzzle_text(false, Grid(kCells, 0)) + relation + " r1c1 r3c3\n");
    const SudokuModel model = build_model(puzzle);
    const auto items = [&](int cell) {
      std::set<std::int32_t> out;
      for (const OptionEntry& e : model.problem.option(
               model.option_index[static_cast<std::size_t>(cell * kSide + v - 1)])) {
        out.insert(e.item.value);
      }
      return out;
    };
    const std::set<std::int32_t> a = items(0);
    const std::set<std::int32_t> b = items(10);
    return std::any_of(a.begin(), a.end(), [&](std::int32_t item) { return b.count(item) > 0; });
  };
  for (int v = 1; v <= kSide; ++v) {
    EXPECT_TRUE(share_an_item("chaos-same", v)) << v;
    EXPECT_FALSE(share_an_item("chaos-apart", v)) << v;
  }
}

TEST(Chaos, TheCheckerRefusesRegionsThatBreakTheRule) {
  const SudokuPuzzle puzzle = read_one_puzzle(puzzle_text(false, Grid(kCells, 0)));
  const Grid grid = {1, 2, 3, 4,  //
                     3, 4, 1, 2,  //
                     2, 1, 4, 3,  //
                     4, 3, 2, 1};
  const std::vector<int> rows = {1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4};
  EXPECT_EQ(check_sudoku(puzzle, grid, &rows), std::nullopt);
  // Apart: region 1 holds 1, 2, 3 at the top left and 4 at r3c3.
  const std::vector<int> apart = {1, 1, 2, 2, 1, 3, 2, 2, 3, 3, 1, 4, 3, 4, 4, 4};
  ASSERT_TRUE(check_sudoku(puzzle, grid, &apart).has_value());
  EXPECT_NE(check_sudoku(puzzle, grid, &apart)->find("not connected"), std::string::npos);
  // A region of five cells (the first row and r2c1) and one of three.
  const std::vector<int> sizes = {1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4};
  ASSERT_TRUE(check_sudoku(puzzle, grid, &sizes).has_value());
  EXPECT_NE(check_sudoku(puzzle, grid, &sizes)->find("cells, not 4"), std::string::npos);
  // The 2x2 blocks as regions, on a grid whose top left block holds 1 and 2 twice.
  const std::vector<int> twice = {1, 1, 2, 2, 1, 1, 2, 2, 3, 3, 4, 4, 3, 3, 4, 4};
  const Grid repeated = {1, 2, 3, 4,  //
                         2, 1, 4, 3,  //
                         3, 4, 1, 2,  //
                         4, 3, 2, 1};
  ASSERT_TRUE(check_sudoku(puzzle, repeated, &twice).has_value());
  EXPECT_NE(check_sudoku(puzzle, repeated, &twice)->find("twice"), std::string::npos);
}

// The region labels each cell may take at a node (a string per cell: its labels, `*` before a
// chosen one), as the propagator reads them: label L of cell c is option c * kSide + L - 1.
struct LabelState {
  std::uint64_t live = 0;
  std::uint64_t chosen = 0;
};

LabelState label_state(const std::vector<std::string>& cells) {
  LabelState state;
  for (std::size_t cell = 0; cell < cells.size(); ++cell) {
    bool star = false;
    for (char c : cells[cell]) {
      if (c == '*') {
        star = true;
        continue;
      }
      const std::uint64_t bit = std::uint64_t{1}
                                << (cell * kSide + static_cast<std::size_t>(c - '1'));
      (star ? state.chosen : state.live) |= bit;
      star = false;
    }
  }
  return state;
}

TEST(Chaos, TheLoneDoorKeepsThePartitionsTheNodeAllows) {
  // A node of the empty 4x4 with boxes that the search met. Label 2's pieces are r1c2, r1c4 and
  // r2c3, with the doors r1c3 and r2c2: r1c4's one door r1c3 must be in region 2, which joins the
  // three pieces into a whole region. The rule once took that door while it was still finding the
  // pieces, found the piece of r2c3 as {r2c3, r1c3} alone (r1c2 and r1c4 were seen), with the one
  // door r2c2, and took r2c2 into region 2: a dead end, where this partition of the brute force's
  // was still to be had (6 of the empty grid's 8,688 solutions lost).
  const std::vector<std::string> node = {"*1", "*2",  "23", "*2",  //
                                         "*1", "123", "*2", "*4",  //
                                         "13", "*3",  "*3", "34",  //
                                         "*1", "34",  "*4", "*4"};
  const std::vector<int> partition = {1, 2, 2, 2, 1, 3, 2, 4, 1, 3, 3, 4, 1, 3, 4, 4};
  const std::vector<std::vector<int>> cuts = partitions();
  ASSERT_NE(std::find(cuts.begin(), cuts.end(), partition), cuts.end());
  const LabelState state = label_state(node);
  ChaosLabelOptions labels{GridSize::square(kSide), kSide, kSide, {}, {}};
  std::vector<std::uint32_t> rank;
  for (std::int32_t option = 0; option < kCells * kSide; ++option) {
    labels.options.push_back({OptionId{option}});
    rank.push_back(static_cast<std::uint32_t>(option));
  }
  const LiveOptions live(&state.live, &state.chosen, rank.data());
  for (int cell = 0; cell < kCells; ++cell) {
    const OptionId own{cell * kSide + partition[static_cast<std::size_t>(cell)] - 1};
    ASSERT_TRUE(live.contains(own) || live.chosen(own)) << "the node allows the partition";
  }
  std::vector<OptionId> gone;
  ASSERT_TRUE(make_chaos_propagator(labels)->propagate(live, gone));
  for (const OptionId option : gone) {
    const int cell = option.value / kSide;
    EXPECT_NE(option.value % kSide + 1, partition[static_cast<std::size_t>(cell)])
        << "r" << cell / kSide + 1 << "c" << cell % kSide + 1 << " lost its label";
  }
  // The lone door is still taken: r4c1, a piece of region 1, has the one door r3c1, which loses
  // label 3 (the other rules leave it that label here).
  EXPECT_NE(std::find(gone.begin(), gone.end(), OptionId{8 * kSide + 3 - 1}), gone.end());
}

TEST(Chaos, IssChaosConstructionReadsAsTheChaosLine) {
  const SudokuPuzzle puzzle =
      read_iss(".Shape~4x4.NoBoxes.ChaosConstruction.~R1C1_1~R2C2_3~R3C3_2", "test", 1);
  ASSERT_EQ(puzzle.constraints.size(), 1u);
  EXPECT_EQ(puzzle.constraints.front().type->name, "chaos");
  EXPECT_EQ(puzzle.box_rows, 0);
  Grid givens(kCells, 0);
  givens[0] = 1;
  givens[5] = 3;
  givens[10] = 2;
  EXPECT_EQ(model_count(puzzle, true), brute_force_count(false, givens));
}

// A 4x4 of 1-5: each row, column and region holds four different values of five.
TEST(Chaos, RegionsOfFewerCellsThanValuesCountAsTheBruteForce) {
  Grid givens(kCells, 0);
  givens[0] = 1;
  givens[5] = 3;
  givens[10] = 2;
  givens[15] = 5;
  const std::uint64_t expected = brute_force_count_of_values(givens, 5);
  EXPECT_GT(expected, 0u);
  const SudokuPuzzle text = read_one_puzzle(
      "size 4x4\nvalues 1-5\nbox none\ngivens\n1 . . .\n. 3 . .\n. . 2 .\n. . . 5\n"
      "constraints\nchaos 4\n");
  EXPECT_EQ(model_count(text, true), expected);
  // ISS's regions have the longer side's cells, not one per value.
  const SudokuPuzzle iss =
      read_iss(".Shape~4x4~5.NoBoxes.ChaosConstruction.~R1C1_1~R2C2_3~R3C3_2~R4C4_5", "test", 1);
  ASSERT_EQ(iss.constraints.size(), 1u);
  EXPECT_EQ(iss.constraints.front().number, 4);
  EXPECT_EQ(model_count(iss, true), expected);
}

// A 4x4 of 1-6: each region lacks two values, a set of them (not two slots in either order).
TEST(Chaos, RegionsLackingTwoValuesCountAsTheBruteForce) {
  const Grid givens = {1, 0, 0, 6,  //
                       0, 3, 0, 0,  //
                       0, 6, 2, 0,  //
                       4, 0, 0, 5};
  const std::uint64_t expected = brute_force_count_of_values(givens, 6);
  EXPECT_GT(expected, 0u);
  const SudokuPuzzle puzzle = read_one_puzzle(
      "size 4x4\nvalues 1-6\nbox none\ngivens\n1 . . 6\n. 3 . .\n. 6 2 .\n4 . . 5\n"
      "constraints\nchaos 4\n");
  EXPECT_EQ(model_count(puzzle, true), expected);
}

TEST(Chaos, TheCheckerCountsTheRegionsCellsByTheLinesNumber) {
  const SudokuPuzzle puzzle =
      read_one_puzzle("size 4x4\nvalues 1-5\nbox none\nconstraints\nchaos 4\n");
  const Grid grid = {1, 2, 3, 4,  //
                     2, 3, 4, 5,  //
                     3, 4, 5, 1,  //
                     4, 5, 1, 2};
  // Rows as regions hold different values; one region of five cells and one of three do not fit.
  const std::vector<int> rows = {1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4};
  EXPECT_EQ(check_sudoku(puzzle, grid, &rows), std::nullopt);
  const std::vector<int> uneven = {1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4};
  const auto broken = check_sudoku(puzzle, grid, &uneven);
  ASSERT_TRUE(broken.has_value());
  EXPECT_NE(broken->find("has 5 cells, not 4"), std::string::npos) << *broken;
}

TEST(Chaos, ARegionSizeAboveTheValuesIsRefused) {
  std::istringstream in("size 4x4\nvalues 1-5\nbox none\nconstraints\nchaos 8\n");
  std::string message;
  read_puzzles(
      in, "test", {}, [](SudokuPuzzle&&) {}, [&](const InputError& e) { message = e.message(); });
  EXPECT_NE(message.find("regions of 8 cells: expected 2 to 5 cells"), std::string::npos)
      << message;
}

TEST(Chaos, AGridWhoseCellsAreNoMultipleOfItsValuesIsRefused) {
  std::istringstream in("size 4x4\nvalues 1-5\nbox none\nconstraints\nchaos\n");
  std::string message;
  read_puzzles(
      in, "test", {}, [](SudokuPuzzle&&) {}, [&](const InputError& e) { message = e.message(); });
  EXPECT_NE(message.find("regions of 5 cells"), std::string::npos) << message;
}

TEST(Chaos, GradingAndExplainingAreRefusedByName) {
  const SudokuPuzzle puzzle = read_one_puzzle(puzzle_text(false, Grid(kCells, 0)));
  for (bool explain : {false, true}) {
    try {
      refuse_grids_the_logic_lacks(puzzle, explain);
      ADD_FAILURE() << "not refused";
    } catch (const InputError& e) {
      EXPECT_NE(e.message().find("chaos construction cannot be"), std::string::npos) << e.message();
    }
  }
}

// ---- An automaton that reads region labels (rRcC@): ISS's Thermo Knots
// ---------------------------

bool regions_hold_different_values(const Grid& g, const std::vector<int>& cut) {
  std::set<std::pair<int, int>> seen;
  for (int k = 0; k < kCells; ++k) {
    if (!seen.insert({cut[static_cast<std::size_t>(k)], g[static_cast<std::size_t>(k)]}).second) {
      return false;
    }
  }
  return true;
}

// A line of knots read as ISS's 'Thermo Knots' NFA reads it, a region label and a digit per cell:
// from the first cell, the digits increase while the cells are in its region, and the first cell
// out of it holds a digit below the one before; the rest is free.
bool keeps_knot(const std::vector<int>& line, const Grid& g, const std::vector<int>& region) {
  const auto at = [](const std::vector<int>& of, int cell) {
    return of[static_cast<std::size_t>(cell)];
  };
  for (std::size_t k = 1; k < line.size(); ++k) {
    const int before = at(g, line[k - 1]);
    if (at(region, line[k]) != at(region, line[0])) return at(g, line[k]) < before;
    if (at(g, line[k]) <= before) return false;
  }
  return true;
}

// The same rule as an automaton in the text form, over labels and digits 1..kSide: state 0 the
// start; L after the first label L; then per (L, d), the last digit d in L's region, a state
// after it and one after each of "next label L" and "next label other"; the last state free.
std::string knot_automaton() {
  const auto after_digit = [](int l, int d) { return 1 + kSide + ((l - 1) * kSide + d - 1) * 3; };
  const int free_state = after_digit(kSide, kSide) + 3;
  std::string text = fmt::format("start=0 accept={}", free_state);
  for (int l = 1; l <= kSide; ++l) {
    for (int d = 1; d <= kSide; ++d) text += fmt::format(",{}", after_digit(l, d));
  }
  for (int l = 1; l <= kSide; ++l) {
    text += fmt::format(" 0>{}={}", l, l);
    for (int d = 1; d <= kSide; ++d) {
      const int state = after_digit(l, d);
      text += fmt::format(" {}>{}={}", l, state, d);
      text += fmt::format(" {}>{}={}", state, state + 1, l);
      for (int other = 1; other <= kSide; ++other) {
        if (other != l) text += fmt::format(" {}>{}={}", state, state + 2, other);
      }
      for (int next = d + 1; next <= kSide; ++next) {
        text += fmt::format(" {}>{}={}", state + 1, after_digit(l, next), next);
      }
      for (int lower = 1; lower < d; ++lower) {
        text += fmt::format(" {}>{}={}", state + 2, free_state, lower);
      }
    }
  }
  for (int v = 1; v <= kSide; ++v) text += fmt::format(" {}>{}={}", free_state, free_state, v);
  return text;
}

// The lines of the knot test: r1c1 rightwards and downwards, r4c4 leftwards.
const std::vector<std::vector<int>> kKnotLines = {{0, 1, 2, 3}, {0, 4, 8, 12}, {15, 14, 13}};

std::string knot_lines(const std::string& automaton) {
  std::string text;
  for (const std::vector<int>& line : kKnotLines) {
    text += "automaton " + automaton + ":";
    for (int cell : line)
      text += fmt::format(" r{0}c{1}@ r{0}c{1}", cell / kSide + 1, cell % kSide + 1);
    text += "\n";
  }
  return text;
}

TEST(Chaos, AnAutomatonOnRegionLabelsCountsAsTheRuleOnTheBruteForce) {
  // Every grid and partition of the brute force that fit, kept where each line keeps the rule as
  // read directly from the regions: the model (labels as auxiliary values tied to the cells'
  // label options), with the propagators and on the dancing links alone, keeps the same. A model
  // that left the labels free, or read a label of another cell, would count more or fewer.
  Grid givens(kCells, 0);
  givens[5] = 2;
  const std::vector<std::vector<int>> cuts = partitions();
  std::uint64_t expected = 0;
  std::uint64_t without_knots = 0;
  for (const Grid& g : grids(false, givens)) {
    for (const std::vector<int>& cut : cuts) {
      if (!regions_hold_different_values(g, cut)) continue;
      ++without_knots;
      expected += std::all_of(kKnotLines.begin(), kKnotLines.end(),
                              [&](const auto& line) { return keeps_knot(line, g, cut); });
    }
  }
  ASSERT_GT(expected, 0u);
  ASSERT_LT(expected, without_knots);  // the rule bites
  const SudokuPuzzle puzzle =
      read_one_puzzle(puzzle_text(false, givens) + knot_lines(knot_automaton()));
  EXPECT_EQ(model_count(puzzle, true), expected);
  EXPECT_EQ(model_count(puzzle, false), expected);
}

TEST(Chaos, AnAutomatonThatTellsLabelsApartIsRefused) {
  // ISS numbers its regions as its search anchors them: an automaton that accepts label 1 and not
  // label 2 would read a number that is no part of the puzzle.
  std::istringstream in(puzzle_text(false, Grid(kCells, 0)) +
                        "automaton start=0 accept=1 0>1=1: r1c1@\n");
  std::string message;
  read_puzzles(
      in, "test", {}, [](SudokuPuzzle&& p) { build_model(p); },
      [&](const InputError& e) { message = e.message(); });
  EXPECT_NE(message.find("region labels renamed"), std::string::npos) << message;
  // Without chaos construction there is no label to read.
  std::istringstream plain("size 4\nconstraints\nautomaton start=0 accept=1 0>1=1-4: r1c1@\n");
  message.clear();
  try {
    read_puzzles(
        plain, "test", {}, [](SudokuPuzzle&& p) { build_model(p); },
        [&](const InputError& e) { message = e.message(); });
  } catch (const InputError& e) {
    message = e.message();
  }
  EXPECT_NE(message.find("needs the regions found"), std::string::npos) << message;
}

TEST(Chaos, TheCheckerReadsTheLabelsAnAutomatonReads) {
  // On every grid and partition that fit (r2c2 given 2), the checker refuses exactly those where
  // some line breaks the rule as read directly from the regions, and says which rule.
  Grid givens(kCells, 0);
  givens[5] = 2;
  const SudokuPuzzle puzzle =
      read_one_puzzle(puzzle_text(false, givens) + knot_lines(knot_automaton()));
  const std::vector<std::vector<int>> cuts = partitions();
  int kept = 0;
  int broken = 0;
  for (const Grid& g : grids(false, givens)) {
    for (const std::vector<int>& cut : cuts) {
      if (!regions_hold_different_values(g, cut)) continue;
      const bool keeps = std::all_of(kKnotLines.begin(), kKnotLines.end(),
                                     [&](const auto& line) { return keeps_knot(line, g, cut); });
      const auto found = check_sudoku(puzzle, g, &cut);
      ASSERT_EQ(found.has_value(), !keeps);
      if (found) {
        EXPECT_NE(found->find("not accepted by its automaton"), std::string::npos);
      }
      ++(keeps ? kept : broken);
    }
  }
  EXPECT_GT(kept, 0);
  EXPECT_GT(broken, 0);
}

}  // namespace
}  // namespace dlx::sudoku::chaos_test
