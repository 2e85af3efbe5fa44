// Variable cells (grid_size.hpp; `var` lines, ISS's Var): cells outside the grid that hold a value
// of the grid each, belong to no house, and are bound only by the rules that name them. On a 4x4
// grid with three variable cells ($A, $B1, $B2), random rules over grid and variable cells are
// solved by the model (every solution, grid and variables, through the reader, the presolve and
// the engine) and by a brute force that enumerates every grid of the size with every value of
// the variable cells and keeps those that keep each rule, checked here from the rule as
// docs/sudoku.md states it. The two sets must be equal, and every solution must pass
// check_sudoku.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <dlx/dlx.hpp>
#include <dlx/text/input_error.hpp>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <random>
#include <set>
#include <sstream>
#include <tuple>

#include "encoders/sudoku/constraint_svg.hpp"
#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "encoders/sudoku/sudoku_format.hpp"
#include "encoders/sudoku/sudoku_model.hpp"
#include "tests/support/sanitized.hpp"
#include "tests/support/sudoku_model_solutions.hpp"
#include "tests/support/sudoku_read_one.hpp"

namespace dlx::sudoku::variable_cells_test {
namespace {

// A 4x4 grid in 2x2 boxes, then $A, $B1, $B2: the values (1-4) of the 16 + 3 cells.
using Assignment = std::vector<int>;
using Rule = std::function<bool(const Assignment&)>;

constexpr int kGridCells = 16;
constexpr int kVariables = 3;
constexpr int kCells = kGridCells + kVariables;
const char* const kHeader = "size 4\nvar A\nvar B 2\n";

std::string name_of(int cell) {
  if (cell < kGridCells) return fmt::format("r{}c{}", cell / 4 + 1, cell % 4 + 1);
  return cell == kGridCells ? "$A" : fmt::format("$B{}", cell - kGridCells);
}

// Every 4x4 Sudoku grid (288).
std::vector<Assignment> all_grids() {
  std::vector<Assignment> out;
  Assignment g(kGridCells, 0);
  std::function<void(int)> fill = [&](int cell) {
    if (cell == kGridCells) {
      out.push_back(g);
      return;
    }
    const int r = cell / 4;
    const int c = cell % 4;
    for (int v = 1; v <= 4; ++v) {
      bool clash = false;
      for (int other = 0; other < cell; ++other) {
        const int r2 = other / 4;
        const int c2 = other % 4;
        const bool peer = r2 == r || c2 == c || (r2 / 2 == r / 2 && c2 / 2 == c / 2);
        clash = clash || (peer && g[static_cast<std::size_t>(other)] == v);
      }
      if (clash) continue;
      g[static_cast<std::size_t>(cell)] = v;
      fill(cell + 1);
    }
    g[static_cast<std::size_t>(cell)] = 0;
  };
  fill(0);
  return out;
}

// Every grid with every value of the variable cells.
std::vector<Assignment> all_assignments() {
  std::vector<Assignment> out;
  for (const Assignment& grid : all_grids()) {
    for (int code = 0; code < 64; ++code) {
      Assignment a = grid;
      for (int k = 0, rest = code; k < kVariables; ++k, rest /= 4) a.push_back(rest % 4 + 1);
      out.push_back(std::move(a));
    }
  }
  return out;
}

int at(const Assignment& a, int cell) {
  return a[static_cast<std::size_t>(cell)];
}

int sum_of(const Assignment& a, const std::vector<int>& cells) {
  int sum = 0;
  for (int cell : cells) sum += at(a, cell);
  return sum;
}

struct Instance {
  std::string line;
  Rule rule;
};

struct Maker {
  std::mt19937& rng;
  const Assignment& planted;

  int random(int from, int to) { return std::uniform_int_distribution<int>(from, to)(rng); }
  bool chance(double p) { return std::bernoulli_distribution(p)(rng); }

  // `count` different cells, a variable cell among them at least.
  std::vector<int> cells_with_a_variable(int count) {
    std::vector<int> all(kCells);
    for (int k = 0; k < kCells; ++k) all[static_cast<std::size_t>(k)] = k;
    std::shuffle(all.begin(), all.end(), rng);
    all.resize(static_cast<std::size_t>(count));
    if (std::none_of(all.begin(), all.end(), [](int cell) { return cell >= kGridCells; })) {
      all[static_cast<std::size_t>(random(0, count - 1))] = random(kGridCells, kCells - 1);
      std::sort(all.begin(), all.end());
      all.erase(std::unique(all.begin(), all.end()), all.end());
      std::shuffle(all.begin(), all.end(), rng);
    }
    return all;
  }

  std::string text(const std::vector<int>& cells) const {
    std::string text;
    for (int cell : cells) text += " " + name_of(cell);
    return text;
  }
};

using Family = std::function<Instance(Maker&)>;

// Families whose rows take variable cells, each restated here.
std::vector<Family> families() {
  std::vector<Family> f;
  f.push_back([](Maker& m) {  // thermo: strictly increasing, ordered as the planted values
    std::vector<int> cells = m.cells_with_a_variable(m.random(2, 3));
    if (m.chance(0.8)) {
      std::sort(cells.begin(), cells.end(),
                [&](int a, int b) { return at(m.planted, a) < at(m.planted, b); });
    }
    return Instance{"thermo" + m.text(cells), [cells](const Assignment& a) {
                      for (std::size_t k = 1; k < cells.size(); ++k) {
                        if (at(a, cells[k - 1]) >= at(a, cells[k])) return false;
                      }
                      return true;
                    }};
  });
  f.push_back([](Maker& m) {  // sum with weights: S = sum of weight * value
    const std::vector<int> cells = m.cells_with_a_variable(m.random(2, 3));
    std::vector<int> weights;
    std::string terms;
    int total = 0;
    for (int cell : cells) {
      weights.push_back(m.chance(0.4) ? -1 : m.random(1, 2));
      terms += fmt::format(" {}*{}", weights.back(), name_of(cell));
      total += weights.back() * at(m.planted, cell);
    }
    if (m.chance(0.2)) total += 1;
    return Instance{fmt::format("sum {}:{}", total, terms),
                    [cells, weights, total](const Assignment& a) {
                      int sum = 0;
                      for (std::size_t k = 0; k < cells.size(); ++k) {
                        sum += weights[k] * at(a, cells[k]);
                      }
                      return sum == total;
                    }};
  });
  f.push_back([](Maker& m) {  // extra-region: no value twice
    const std::vector<int> cells = m.cells_with_a_variable(m.random(2, 4));
    return Instance{"extra-region" + m.text(cells), [cells](const Assignment& a) {
                      std::set<int> seen;
                      for (int cell : cells) {
                        if (!seen.insert(at(a, cell)).second) return false;
                      }
                      return true;
                    }};
  });
  f.push_back([](Maker& m) {  // killer with its sum: different digits adding up to S
    const std::vector<int> cells = m.cells_with_a_variable(m.random(2, 3));
    const int total = sum_of(m.planted, cells) + (m.chance(0.2) ? 1 : 0);
    return Instance{fmt::format("killer {}:{}", total, m.text(cells)),
                    [cells, total](const Assignment& a) {
                      std::set<int> seen;
                      for (int cell : cells) {
                        if (!seen.insert(at(a, cell)).second) return false;
                      }
                      return sum_of(a, cells) == total;
                    }};
  });
  f.push_back([](Maker& m) {  // arrow: the circle equals the sum of the arrow's cells
    const std::vector<int> cells = m.cells_with_a_variable(m.random(2, 3));
    const int circle = cells[0];
    const std::vector<int> shaft(cells.begin() + 1, cells.end());
    return Instance{
        fmt::format("arrow {}:{}", name_of(circle), m.text(shaft)),
        [circle, shaft](const Assignment& a) { return at(a, circle) == sum_of(a, shaft); }};
  });
  f.push_back([](Maker& m) {  // candidates: the cell holds one of these
    const int cell = m.random(kGridCells, kCells - 1);
    std::set<int> allowed = {at(m.planted, cell)};
    while (m.chance(0.5)) allowed.insert(m.random(1, 4));
    std::string line = "candidates " + name_of(cell) + ":";
    for (int v : allowed) line += fmt::format(" {}", v);
    return Instance{
        line, [cell, allowed](const Assignment& a) { return allowed.count(at(a, cell)) != 0; }};
  });
  f.push_back([](Maker& m) {  // equal-sum: the groups have one sum
    const std::vector<int> cells = m.cells_with_a_variable(m.random(3, 4));
    const std::size_t split =
        static_cast<std::size_t>(m.random(1, static_cast<int>(cells.size()) - 1));
    const std::vector<int> first(cells.begin(), cells.begin() + static_cast<long>(split));
    const std::vector<int> second(cells.begin() + static_cast<long>(split), cells.end());
    return Instance{
        "equal-sum" + m.text(first) + " |" + m.text(second),
        [first, second](const Assignment& a) { return sum_of(a, first) == sum_of(a, second); }};
  });
  f.push_back([](Maker& m) {  // palindrome: the line reads the same from both ends
    const std::vector<int> cells = m.cells_with_a_variable(m.random(2, 4));
    return Instance{"palindrome" + m.text(cells), [cells](const Assignment& a) {
                      for (std::size_t k = 0; k < cells.size() / 2; ++k) {
                        if (at(a, cells[k]) != at(a, cells[cells.size() - 1 - k])) return false;
                      }
                      return true;
                    }};
  });
  f.push_back([](Maker& m) {  // value-indexing: the second cell's k points at a copy of the first
    std::vector<int> cells = m.cells_with_a_variable(m.random(3, 5));
    // The control may come again among the cells it indexes (ISS's Bates Motel: k = 1 points at
    // the control itself).
    if (m.chance(0.4)) cells.insert(cells.begin() + 2, cells[1]);
    return Instance{"value-indexing" + m.text(cells), [cells](const Assignment& a) {
                      const int k = at(a, cells[1]);
                      if (k + 2 > static_cast<int>(cells.size())) return false;
                      return at(a, cells[static_cast<std::size_t>(k + 1)]) == at(a, cells[0]);
                    }};
  });
  f.push_back([](Maker& m) {  // contains-at-least: each digit at least as often as listed (a Quad)
    const std::vector<int> cells = m.cells_with_a_variable(m.random(3, 4));
    std::vector<int> digits;
    for (int cell : cells) {
      if (m.chance(0.5)) digits.push_back(at(m.planted, cell));
    }
    // A digit the planted cells may lack; no more digits than cells (the reader refuses more).
    if (digits.empty() || (digits.size() < cells.size() && m.chance(0.2))) {
      digits.push_back(m.random(1, 4));
    }
    std::sort(digits.begin(), digits.end());
    std::string line = "contains-at-least";
    for (int d : digits) line += fmt::format(" {}", d);
    return Instance{line + ":" + m.text(cells), [cells, digits](const Assignment& a) {
                      for (int d : digits) {
                        const auto listed = std::count(digits.begin(), digits.end(), d);
                        const auto held = std::count_if(cells.begin(), cells.end(),
                                                        [&](int cell) { return at(a, cell) == d; });
                        if (held < listed) return false;
                      }
                      return true;
                    }};
  });
  f.push_back([](Maker& m) {  // whisper 2: neighbours on the line differ by 2 or more
    const std::vector<int> cells = m.cells_with_a_variable(m.random(2, 3));
    return Instance{"whisper 2:" + m.text(cells), [cells](const Assignment& a) {
                      for (std::size_t k = 1; k < cells.size(); ++k) {
                        if (std::abs(at(a, cells[k]) - at(a, cells[k - 1])) < 2) return false;
                      }
                      return true;
                    }};
  });
  return f;
}

using testing::read_one_puzzle;

std::string puzzle_text(const Assignment& givens, const std::string& lines) {
  std::string text = kHeader;
  text += "givens\n";
  for (int r = 0; r < 4; ++r) {
    for (int c = 0; c < 4; ++c) {
      const int v = givens[static_cast<std::size_t>(r * 4 + c)];
      text += (c > 0 ? " " : "") + (v == 0 ? std::string(".") : std::to_string(v));
    }
    text += "\n";
  }
  return text + "constraints\n" + lines;
}

TEST(VariableCells, RulesOnThemEqualTheBruteForce) {
  const std::vector<Assignment> assignments = all_assignments();
  const std::vector<Family> made_by = families();
  std::mt19937 rng(4141);
  int with_solutions = 0;
  int cut = 0;
  const int instances = testing::kSanitized ? 20 : 60;
  for (int instance = 0; instance < instances; ++instance) {
    const Assignment planted =
        assignments[std::uniform_int_distribution<std::size_t>(0, assignments.size() - 1)(rng)];
    Maker maker{rng, planted};
    std::string lines;
    std::vector<Rule> rules;
    // Each family once in turn, with one or two others at random.
    const int count = maker.random(1, 3);
    for (int k = 0; k < count; ++k) {
      const std::size_t family =
          k == 0 ? static_cast<std::size_t>(instance) % made_by.size()
                 : static_cast<std::size_t>(maker.random(0, static_cast<int>(made_by.size()) - 1));
      Instance made = made_by[family](maker);
      lines += made.line + "\n";
      rules.push_back(std::move(made.rule));
    }
    Assignment givens(kGridCells, 0);
    for (int k = maker.random(0, 5); k > 0; --k) {
      const int cell = maker.random(0, kGridCells - 1);
      givens[static_cast<std::size_t>(cell)] = at(planted, cell);
    }
    std::set<Assignment> expected;
    int candidates = 0;
    for (const Assignment& a : assignments) {
      bool keeps = true;
      for (int cell = 0; cell < kGridCells && keeps; ++cell) {
        keeps = givens[static_cast<std::size_t>(cell)] == 0 ||
                givens[static_cast<std::size_t>(cell)] == at(a, cell);
      }
      if (!keeps) continue;
      ++candidates;
      if (std::all_of(rules.begin(), rules.end(), [&](const Rule& rule) { return rule(a); })) {
        expected.insert(a);
      }
    }
    const std::string text = puzzle_text(givens, lines);
    const std::set<Assignment> found = testing::checked_model_solutions(read_one_puzzle(text));
    EXPECT_EQ(found.size(), expected.size()) << text;
    ASSERT_TRUE(found == expected) << text;
    with_solutions += !expected.empty();
    cut += static_cast<int>(expected.size()) < candidates;
  }
  // Not vacuous: some instances have solutions, and the rules cut some out.
  EXPECT_GT(with_solutions, instances / 3);
  EXPECT_GT(cut, instances / 2);
}

TEST(VariableCells, TheCheckerNamesAVariableCellThatBreaksARule) {
  const SudokuPuzzle puzzle =
      read_one_puzzle(std::string(kHeader) + "constraints\nthermo r1c1 $A\n");
  const SudokuModel model = build_model(puzzle);
  Solver solver(model.problem, solver_options_for(puzzle, SolverOptions{}));
  const FirstSolution first = solver.first();
  ASSERT_TRUE(first.found);
  Assignment solved = decode(model, first.options);
  ASSERT_EQ(solved.size(), static_cast<std::size_t>(kCells));
  EXPECT_EQ(check_sudoku(puzzle, solved), std::nullopt);
  solved[kGridCells] = solved[0];  // $A no longer above r1c1
  const auto broken = check_sudoku(puzzle, solved);
  ASSERT_TRUE(broken.has_value());
  EXPECT_NE(broken->find("$A"), std::string::npos) << *broken;
  solved.pop_back();  // a solution without its last variable cell
  EXPECT_TRUE(check_sudoku(puzzle, solved).has_value());
}

// A region of as many cells as values that takes a variable cell is a house; the clues' check
// before the search reads the grid's cells of it (a variable cell has no clue).
TEST(VariableCells, AHouseWithAVariableCellHasItsCluesChecked) {
  const std::string givens = "givens\n1 . . .\n. . . .\n. . . .\n. 1 . .\n";
  const SudokuPuzzle fine = read_one_puzzle(std::string(kHeader) + givens +
                                            "constraints\nextra-region r1c1 r2c3 r3c4 $A\n");
  EXPECT_EQ(find_clue_conflict(fine), std::nullopt);
  EXPECT_FALSE(testing::checked_model_solutions(fine).empty());
  const SudokuPuzzle clash = read_one_puzzle(std::string(kHeader) + givens +
                                             "constraints\nextra-region r1c1 r4c2 r3c4 $A\n");
  const auto conflict = find_clue_conflict(clash);
  ASSERT_TRUE(conflict.has_value());
  EXPECT_NE(conflict->find("r1c1 and r4c2"), std::string::npos) << *conflict;
}

// What the reader refuses, with the line to blame.
TEST(VariableCells, BadLinesAreRefusedWithTheirLine) {
  const std::vector<testing::ReadErrorCase> cases = {
      {"size 4\nvar A\nconstraints\nquadruple $A: 1 2\n", 4, "has no place in the grid"},
      // A dot joins neighbours: of the grid, or of one layer of variable cells.
      {"size 4\nvar A\nconstraints\nkropki-white r1c1 $A\n", 4, "not orthogonal neighbours"},
      {"size 4\nvar B 2\nconstraints\nkropki-white $B1 $B2\n", 4, "not orthogonal neighbours"},
      {"size 4\nvar L 2x3\nconstraints\nx $L1 $L5\n", 4, "not orthogonal neighbours"},
      {"size 4\nvar L 2x3\nconstraints\nv $L3 $L4\n", 4, "not orthogonal neighbours"},
      {"size 4\nvar R 5 in rows of 3\nconstraints\nv $R3 $R6\n", 4, "not a variable cell"},
      {"size 4\nvar R 5 in rows\nconstraints\nthermo r1c1 r1c2\n", 2, "COUNT in rows of C"},
      {"size 4\nvar R 5 in rows of 0\nconstraints\nthermo r1c1 r1c2\n", 2, "how many cells"},
      {"size 4\nvar A\nconstraints\nthermo r1c1 $C\n", 4, "not a variable cell of the puzzle"},
      {"size 4\nconstraints\nthermo r1c1 $A\n", 3, "declares no variable cells"},
      {"size 4\nvar B 2\nconstraints\nthermo r1c1 $B3\n", 4, "$B1-$B2"},
      {"size 4\nvar B 2\nconstraints\nthermo r1c1 $B\n", 4, "not a variable cell"},
      {"size 4\nvar A\nconstraints\nthermo r1c1 $A1\n", 4, "not a variable cell"},
      {"size 4\nvar 9 2\nconstraints\nthermo r1c1 r1c2\n", 2, "expected a name of letters"},
      {"size 4\nvar A 0\nconstraints\nthermo r1c1 r1c2\n", 2, "how many cells"},
      {"size 4\nvar A 2000\nconstraints\nthermo r1c1 r1c2\n", 2, "how many cells"},
      {"size 4\nvar A\nvar A 2\nconstraints\nthermo r1c1 r1c2\n", 3, "same name"},
      // A group without rows has no neighbours for a connected region.
      {"size 4\nvar B 2\nconstraints\nconnected 1: $B\n", 4, "$B1 has no neighbours"},
      {"size 4\nvar L 2x0\nconstraints\nthermo r1c1 r1c2\n", 2, "RxC"},
      {"size 4\nvar L 2x2\nconstraints\nconnected 1 size 5: $L\n", 4, "a region of 5 cells"},
  };
  for (const testing::ReadErrorCase& c : cases)
    testing::expect_one_read_error(c.text, c.line, c.words);
}

// A layer of variable cells in rows (`var L 2x3`) gives its cells neighbours: connected values on
// it, with the grid fixed, against a brute force over the layer's 4^6 values that restates the
// rule with the layer's own geometry (cells k and k+1 of a row, k and k+3 of a column).
// Every layer of six variable cells holding 1-4 (4,096 of them), for the brute forces below.
std::vector<std::vector<int>> every_layer_of_six() {
  std::vector<std::vector<int>> out;
  std::vector<int> layer(6, 1);
  for (int code = 0; code < 4096; ++code) {
    for (int k = 0, rest = code; k < 6; ++k, rest /= 4) {
      layer[static_cast<std::size_t>(k)] = rest % 4 + 1;
    }
    out.push_back(layer);
  }
  return out;
}

TEST(VariableCells, ConnectedValuesOnALayerEqualTheBruteForce) {
  const Assignment grid = all_grids().front();
  std::string givens;
  for (int cell = 0; cell < kGridCells; ++cell) {
    givens += std::to_string(grid[static_cast<std::size_t>(cell)]) + (cell % 4 == 3 ? "\n" : " ");
  }
  struct Rule {
    std::set<int> digits;
    int size;  // 0: any
  };
  auto keeps = [](const std::vector<int>& layer, const Rule& rule) {
    std::vector<int> held;
    for (int k = 0; k < 6; ++k) {
      if (rule.digits.count(layer[static_cast<std::size_t>(k)]) != 0) held.push_back(k);
    }
    if (held.empty() || (rule.size > 0 && static_cast<int>(held.size()) != rule.size)) return false;
    std::vector<int> reached = {held.front()};
    for (std::size_t k = 0; k < reached.size(); ++k) {
      for (int cell : held) {
        const int a = reached[k];
        const bool beside =
            (a / 3 == cell / 3 && std::abs(a - cell) == 1) || std::abs(a - cell) == 3;
        if (beside && std::find(reached.begin(), reached.end(), cell) == reached.end()) {
          reached.push_back(cell);
        }
      }
    }
    return reached.size() == held.size();
  };
  const std::vector<std::pair<std::string, std::vector<Rule>>> cases = {
      {"connected 1: $L\n", {{{1}, 0}}},
      {"connected 1 2: $L\n", {{{1, 2}, 0}}},
      {"connected 3 size 2: $L\n", {{{3}, 2}}},
      {"connected 1: $L\nconnected 2 size 3: $L\n", {{{1}, 0}, {{2}, 3}}},
      {"connected 4 size 4: $L\nconnected 1 3 size 2: $L\n", {{{4}, 4}, {{1, 3}, 2}}},
  };
  for (const auto& [lines, rules] : cases) {
    SCOPED_TRACE(lines);
    const SudokuPuzzle puzzle =
        read_one_puzzle("size 4\nvar L 2x3\ngivens\n" + givens + "constraints\n" + lines);
    EXPECT_NE(format_grid(puzzle, puzzle.givens, true).find("var L 2x3\n"), std::string::npos);
    EXPECT_NE(format_grid(puzzle, puzzle.givens, true).find(lines), std::string::npos);
    const SudokuModel model = build_model(puzzle);
    Solver solver(model.problem, solver_options_for(puzzle, SolverOptions{}));
    const std::vector<OptionId> clues = clue_options(model, puzzle);
    SearchLimits limits;
    limits.forced = clues;
    const Solver::Accept accept = model_acceptance(model);
    std::set<std::vector<int>> found;
    solver.search(
        [&](SolutionView solution) {
          if (!accept(solution)) return VisitControl::kContinue;
          const Assignment values = decode(model, solution);
          EXPECT_EQ(check_sudoku(puzzle, values), std::nullopt);
          found.emplace(values.begin() + kGridCells, values.end());
          return VisitControl::kContinue;
        },
        limits);
    std::set<std::vector<int>> expected;
    for (const std::vector<int>& layer : every_layer_of_six()) {
      if (std::all_of(rules.begin(), rules.end(), [&](const Rule& r) { return keeps(layer, r); })) {
        expected.insert(layer);
      }
    }
    EXPECT_FALSE(expected.empty());
    EXPECT_EQ(found, expected);
  }
}

// Dots on a layer of variable cells (`var L 2x3`, or ISS's Var of a count laid out in rows of the
// grid's width, `var R 5 in rows of 3`) join its orthogonal neighbours: with the grid fixed, the
// model's solutions against a brute force over the layer's 4^6 values that restates each dot's
// rule from docs/sudoku.md, and the checker rejects a layer that breaks a dot.
TEST(VariableCells, DotsOnALayerEqualTheBruteForce) {
  const Assignment grid = all_grids().front();
  std::string givens;
  for (int cell = 0; cell < kGridCells; ++cell) {
    givens += std::to_string(grid[static_cast<std::size_t>(cell)]) + (cell % 4 == 3 ? "\n" : " ");
  }
  using Dot = std::function<bool(int, int)>;
  const Dot white = [](int a, int b) { return std::abs(a - b) == 1; };
  const Dot black = [](int a, int b) { return a == 2 * b || b == 2 * a; };
  const Dot x = [](int a, int b) { return a + b == 10; };
  const Dot v = [](int a, int b) { return a + b == 5; };
  const Dot two_apart = [](int a, int b) { return std::abs(a - b) == 2; };
  const Dot three_times = [](int a, int b) { return a == 3 * b || b == 3 * a; };
  struct Case {
    std::string declaration;
    std::string lines;
    std::vector<std::tuple<int, int, Dot>> dots;  // layer cells from 0
  };
  const std::vector<Case> cases = {
      {"var L 2x3", "kropki-white $L1 $L2\n", {{0, 1, white}}},
      {"var L 2x3", "kropki-black $L1 $L4\nv $L4 $L5\n", {{0, 3, black}, {3, 4, v}}},
      {"var L 2x3",
       "difference 2: $L2 $L3\nratio 3: $L3 $L6\nkropki-white $L5 $L6\n",
       {{1, 2, two_apart}, {2, 5, three_times}, {4, 5, white}}},
      {"var L 2x3", "x $L1 $L2\n", {{0, 1, x}}},  // no two of 1-4 sum to 10
      {"var R 6 in rows of 3",
       "kropki-black $R2 $R5\nkropki-white $R4 $R5\n",
       {{1, 4, black}, {3, 4, white}}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.lines);
    const SudokuPuzzle puzzle = read_one_puzzle("size 4\n" + c.declaration + "\ngivens\n" + givens +
                                                "constraints\n" + c.lines);
    const SudokuModel model = build_model(puzzle);
    Solver solver(model.problem, solver_options_for(puzzle, SolverOptions{}));
    const std::vector<OptionId> clues = clue_options(model, puzzle);  // the limits point at them
    SearchLimits limits;
    limits.forced = clues;
    const Solver::Accept accept = model_acceptance(model);
    std::set<std::vector<int>> found;
    Assignment last;
    solver.search(
        [&](SolutionView solution) {
          if (accept && !accept(solution)) return VisitControl::kContinue;  // none: all count
          last = decode(model, solution);
          EXPECT_EQ(check_sudoku(puzzle, last), std::nullopt);
          found.emplace(last.begin() + kGridCells, last.end());
          return VisitControl::kContinue;
        },
        limits);
    std::set<std::vector<int>> expected;
    for (const std::vector<int>& layer : every_layer_of_six()) {
      if (std::all_of(c.dots.begin(), c.dots.end(), [&](const auto& dot) {
            const auto& [a, b, holds] = dot;
            return holds(layer[static_cast<std::size_t>(a)], layer[static_cast<std::size_t>(b)]);
          })) {
        expected.insert(layer);
      }
    }
    EXPECT_EQ(found, expected);
    if (found.empty()) continue;
    // The first dot broken: its first cell takes the value of its second.
    const auto& [a, b, holds] = c.dots.front();
    last[static_cast<std::size_t>(kGridCells + a)] = last[static_cast<std::size_t>(kGridCells + b)];
    const auto broken = check_sudoku(puzzle, last);
    ASSERT_TRUE(broken.has_value());
    EXPECT_NE(broken->find("$"), std::string::npos) << *broken;
  }
}

// `var R 5 in rows of 3` (a layer whose last row is short) reads back from --pretty as written.
TEST(VariableCells, ALayerWithAShortLastRowIsListedAsDeclared) {
  const SudokuPuzzle puzzle =
      read_one_puzzle("size 4\nvar R 5 in rows of 3\nconstraints\nkropki-white $R2 $R5\n");
  ASSERT_EQ(puzzle.size.variables.size(), 1U);
  EXPECT_EQ(puzzle.size.variables[0], (VariableGroup{"R", 5, 3}));
  const std::string pretty = format_grid(puzzle, puzzle.givens, true);
  EXPECT_NE(pretty.find("var R 5 in rows of 3\nconstraints\nkropki-white $R2 $R5\n"),
            std::string::npos)
      << pretty;
}

// The answer gives the variable cells' values after the grid; --pretty lists the var lines.
TEST(VariableCells, TheAnswerNamesEachVariableCellWithItsValue) {
  const SudokuPuzzle puzzle =
      read_one_puzzle(std::string(kHeader) + "constraints\ncandidates $A: 3\nsum 1: $B2 -1*$B1\n");
  const SudokuModel model = build_model(puzzle);
  Solver solver(model.problem, solver_options_for(puzzle, SolverOptions{}));
  const FirstSolution first = solver.first();
  ASSERT_TRUE(first.found);
  const Assignment solved = decode(model, first.options);
  const std::string line = variables_line(puzzle, solved);
  EXPECT_EQ(line, fmt::format("variables $A=3 $B1={} $B2={}", solved[kGridCells + 1],
                              solved[kGridCells + 1] + 1));
  EXPECT_EQ(variables_json(puzzle, solved),
            fmt::format("{{\"A\":3,\"B1\":{},\"B2\":{}}}", solved[kGridCells + 1],
                        solved[kGridCells + 1] + 1));
  const std::string pretty = format_grid(puzzle, solved, true);
  EXPECT_NE(pretty.find("var A\nvar B 2\nconstraints\n"), std::string::npos) << pretty;
  // The pretty listing reads back as the same puzzle.
  const std::string listing = pretty.substr(pretty.find("var A"));
  const SudokuPuzzle again = read_one_puzzle("size 4\n" + listing);
  EXPECT_EQ(again.size, puzzle.size);
  ASSERT_EQ(again.constraints.size(), puzzle.constraints.size());
  EXPECT_EQ(again.constraints[1].cells, puzzle.constraints[1].cells);
}

// A cage holding a variable cell is outlined cell by cell, the variable cell in the rows drawn
// under the grid. On a 16x16 its index (256) lies past the grid's cells, where the outline once
// read (AddressSanitizer's part of the suite says so).
TEST(VariableCells, ACageWithAVariableCellIsOutlined) {
  GridSize size = GridSize::square(16);
  size.variables = {{"A", 1}};
  const std::string path = cage_outline({0, 256}, size, 0, 0, 10, 2);
  // Two cells with no neighbour in the cage: four sides each.
  EXPECT_EQ(std::count(path.begin(), path.end(), 'M'), 8) << path;
}

// A batch's puzzles share a model only when every part of their rules is the same: two equal sums
// with other groups, two sums with other weights, two patterns, each count as they do alone.
TEST(VariableCells, PuzzlesThatDifferInGroupsWeightsOrTextShareNoModel) {
  const std::vector<std::pair<std::string, std::string>> pairs = {
      {"equal-sum r1c1 | r1c2 r3c3 r4c4", "equal-sum r1c1 r1c2 | r3c3 r4c4"},
      {"sum 0: r1c1 r1c2 -1*r2c3", "sum 0: r1c1 -1*r1c2 r2c3"},
      {"regex 12.*: r1c1 r1c2", "regex 1.*: r1c1 r1c2"},
      {"same-values r1c1 r1c2 | r2c3 r2c4", "same-values r1c1 | r1c2 | r2c3 | r2c4"}};
  for (const auto& [first, second] : pairs) {
    const SudokuPuzzle a = read_one_puzzle("size 4\nconstraints\n" + first + "\n");
    const SudokuPuzzle b = read_one_puzzle("size 4\nconstraints\n" + second + "\n");
    EXPECT_NE(model_key(a), model_key(b)) << first << " / " << second;
  }
}

}  // namespace
}  // namespace dlx::sudoku::variable_cells_test
