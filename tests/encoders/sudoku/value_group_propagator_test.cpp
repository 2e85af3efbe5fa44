// The value groups' propagator (value_group_propagator.hpp) against the exact cover it reasons
// on: at nodes drawn at random on small puzzles, no option it names lies in a solution of the
// model (found without any propagation) that the node still allows, and it calls a node dead only
// when the node allows none. Its deductions are seen to fire (sets, values of the group's cells,
// values of the cells outside), so that the check is not vacuous.
#include <gtest/gtest.h>

#include <dlx/dlx.hpp>

#include <algorithm>
#include <bit>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "encoders/sudoku/sudoku_model.hpp"
#include "tests/support/sudoku_read_one.hpp"

namespace dlx::sudoku {
namespace {

using testing::read_one_puzzle;

std::string puzzle_4x4(const std::string& constraints) {
  return "size 4x4\nvalues 1-4\nbox 2x2\ngivens\n. . . .\n. . . .\n. . . .\n. . . .\n"
         "constraints\n" +
         constraints + "\n";
}

// Every solution of the model's items and options, each as its options sorted.
std::vector<std::vector<OptionId>> all_solutions(const Problem& problem) {
  SolverOptions options;
  options.propagation = Propagation::kNone;
  Solver solver(problem, options);
  std::vector<std::vector<OptionId>> out;
  solver.search([&](SolutionView solution) {
    std::vector<OptionId> s(solution.begin(), solution.end());
    std::sort(s.begin(), s.end(), [](OptionId a, OptionId b) { return a.value < b.value; });
    out.push_back(std::move(s));
    return VisitControl::kContinue;
  });
  return out;
}

// Whether two options may be in one solution: no primary item shared, and each secondary item
// shared with one color on both.
bool compatible(const Problem& problem, OptionId a, OptionId b) {
  for (const OptionEntry& e : problem.option(a)) {
    for (const OptionEntry& f : problem.option(b)) {
      if (e.item != f.item) continue;
      if (problem.item_kind(e.item) == ItemKind::kPrimary) return false;
      if (!e.color.valid() || e.color != f.color) return false;
    }
  }
  return true;
}

struct Node {
  std::vector<std::uint64_t> live;
  std::vector<std::uint64_t> chosen;
};

bool has(const std::vector<std::uint64_t>& bits, OptionId o) {
  const auto r = static_cast<std::size_t>(o.value);
  return (bits[r / 64] >> (r % 64) & 1) != 0;
}
void put(std::vector<std::uint64_t>& bits, OptionId o) {
  const auto r = static_cast<std::size_t>(o.value);
  bits[r / 64] |= std::uint64_t{1} << (r % 64);
}

// A node below a few cell options of a solution: the options compatible with them, less some
// drawn at random (branches taken the other way), those of the solution kept or not.
Node draw_node(const SudokuModel& model, const std::vector<OptionId>& solution, std::mt19937& rng) {
  const Problem& problem = model.problem;
  const std::size_t count = problem.option_count();
  Node node{std::vector<std::uint64_t>((count + 63) / 64, 0),
            std::vector<std::uint64_t>((count + 63) / 64, 0)};
  std::vector<OptionId> chosen;
  for (OptionId o : solution) {
    if (model.cell_of[static_cast<std::size_t>(o.value)] >= 0 && rng() % 4 == 0) {
      chosen.push_back(o);
      put(node.chosen, o);
    }
  }
  const bool keep_solution = rng() % 2 == 0;
  for (std::size_t k = 0; k < count; ++k) {
    const OptionId o(static_cast<std::int32_t>(k));
    if (has(node.chosen, o)) continue;
    if (!std::all_of(chosen.begin(), chosen.end(),
                     [&](OptionId c) { return compatible(problem, o, c); })) {
      continue;
    }
    const bool in_solution =
        std::binary_search(solution.begin(), solution.end(), o,
                           [](OptionId a, OptionId b) { return a.value < b.value; });
    if ((in_solution && keep_solution) || rng() % 5 != 0) put(node.live, o);
  }
  return node;
}

// What the deductions named over all nodes: sets, values of a group's cells, values of others.
struct Fired {
  int sets = 0;
  int group_cells = 0;
  int other_cells = 0;
};

Fired check(const std::string& text, const std::set<int>& group_cells, int nodes) {
  const SudokuPuzzle puzzle = read_one_puzzle(puzzle_4x4(text));
  const SudokuModel model = build_model(puzzle);
  const Problem& problem = model.problem;
  const std::vector<std::vector<OptionId>> solutions = all_solutions(problem);
  EXPECT_FALSE(solutions.empty()) << text;
  std::vector<std::uint32_t> rank(problem.option_count());
  for (std::size_t k = 0; k < rank.size(); ++k) rank[k] = static_cast<std::uint32_t>(k);
  std::mt19937 rng(7);
  Fired fired;
  for (int n = 0; n < nodes; ++n) {
    const Node node = draw_node(model, solutions[rng() % solutions.size()], rng);
    // The solutions the node allows: all its chosen options, the rest live.
    std::size_t chosen = 0;
    for (std::uint64_t w : node.chosen) chosen += static_cast<std::size_t>(std::popcount(w));
    std::vector<const std::vector<OptionId>*> allowed;
    for (const std::vector<OptionId>& s : solutions) {
      const auto in_chosen =
          std::count_if(s.begin(), s.end(), [&](OptionId o) { return has(node.chosen, o); });
      if (static_cast<std::size_t>(in_chosen) == chosen &&
          std::all_of(s.begin(), s.end(),
                      [&](OptionId o) { return has(node.live, o) || has(node.chosen, o); })) {
        allowed.push_back(&s);
      }
    }
    const LiveOptions live(node.live.data(), node.chosen.data(), rank.data());
    for (const auto& propagator : problem.propagators()) {
      std::vector<OptionId> gone;
      if (!propagator->propagate(live, gone)) {
        EXPECT_TRUE(allowed.empty()) << text << ": a node with a solution called dead";
        continue;
      }
      for (OptionId o : gone) {
        for (const std::vector<OptionId>* s : allowed) {
          EXPECT_FALSE(std::binary_search(s->begin(), s->end(), o,
                                          [](OptionId a, OptionId b) { return a.value < b.value; }))
              << text << ": option " << problem.option_text(o) << " named, in a solution";
        }
        if (!has(node.live, o)) continue;
        const int cell = model.cell_of[static_cast<std::size_t>(o.value)];
        if (cell < 0) {
          ++fired.sets;
        } else if (group_cells.count(cell) != 0) {
          ++fired.group_cells;
        } else {
          ++fired.other_cells;
        }
      }
    }
  }
  return fired;
}

// r1c1 r2c2 r3c2 holds 1-3 or 2-4: 2 and 3 are required, and r1c2 sees all three cells.
TEST(ValueGroupPropagator, RenbanNamesOnlyOptionsInNoSolution) {
  const Fired fired = check("renban r1c1 r2c2 r3c2\nrenban r4c3 r4c4", {0, 5, 9, 14, 15}, 400);
  EXPECT_GT(fired.sets, 0);
  EXPECT_GT(fired.group_cells, 0);
  EXPECT_GT(fired.other_cells, 0);
}

// Killer cages, with their sums and without (the sums' propagators run too).
TEST(ValueGroupPropagator, KillerCagesNameOnlyOptionsInNoSolution) {
  const Fired fired = check("killer 7: r1c1 r2c2 r3c2\nkiller r3c3 r4c3 r4c4\nkiller 3: r1c3 r1c4",
                            {0, 5, 9, 2, 3, 10, 14, 15}, 400);
  EXPECT_GT(fired.sets + fired.group_cells + fired.other_cells, 0);
}

}  // namespace
}  // namespace dlx::sudoku
