// Fuzz harness for the minimum-cost search (dlx/minimum_cost.hpp): the bytes build a small
// weighted instance (primary and secondary items, colors, costs from ties of 0..3 up to the
// largest supported), and MinimumCostSolver's K best for K = 1..6 must have exactly the K least
// costs of the brute-force enumerator (tests/support/brute_force, which shares nothing with the
// solver), in increasing order, each solution distinct and passing verify_solution and
// verify_cost. The search must be deterministic (the same solutions twice, ties included), say
// "optimal" with the optimum as its lower bound, and, cut by a node limit, give a lower bound
// between the tax and the optimum and leave the solver ready for a full search.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <dlx/dlx.hpp>
#include <dlx/format/dlx_writer.hpp>

#include "fuzz/support/byte_source.hpp"
#include "fuzz/support/fuzz_check.hpp"
#include "tests/support/brute_force.hpp"

namespace dlx::fuzz {
namespace {

// The instance as DLX text with its costs, for a failure message.
std::string text_of(const Problem& problem) {
  std::ostringstream out;
  ::dlx::write_dlx(out, problem, {});
  return out.str();
}

// Up to 6 primary items, 3 secondary, 2 colors, 12 options of up to 4 items (brute force tries
// every subset of options), each with a primary item as the solver requires.
Problem make_weighted_instance(ByteSource& bytes) {
  Problem problem;
  const int primaries = bytes.between(1, 6);
  const int secondaries = bytes.between(0, 3);
  for (int k = 0; k < primaries; ++k) problem.add_primary("p" + std::to_string(k));
  for (int k = 0; k < secondaries; ++k) problem.add_secondary("s" + std::to_string(k));
  const ColorId colors[] = {ColorId{}, problem.color("red"), problem.color("blue")};
  const int scale = bytes.between(0, 2);
  auto cost = [&]() -> Cost {
    switch (scale) {
      case 0:
        return static_cast<Cost>(bytes.between(0, 3));  // many ties
      case 1:
        return static_cast<Cost>(bytes.between(0, 1000));
      default:  // near the largest cost a problem takes, where sums could overflow
        return ProblemLimits::kMaxOptionCost - static_cast<Cost>(bytes.between(0, 65535));
    }
  };
  const int options = bytes.between(1, 12);
  const int items = primaries + secondaries;
  for (int o = 0; o < options; ++o) {
    std::vector<OptionEntry> entries;
    entries.emplace_back(ItemId{bytes.between(0, primaries - 1)});
    const int wanted = bytes.between(1, std::min(items, 4));
    for (int tries = 0; static_cast<int>(entries.size()) < wanted && tries < 8; ++tries) {
      const ItemId item{bytes.between(0, items - 1)};
      if (std::any_of(entries.begin(), entries.end(),
                      [&](const OptionEntry& e) { return e.item == item; })) {
        continue;
      }
      entries.emplace_back(item, item.value >= primaries ? colors[bytes.between(0, 2)] : ColorId{});
    }
    problem.add_option(std::span<const OptionEntry>(entries), cost());
  }
  return problem;
}

// The costs of every solution, in increasing order, from the brute-force enumerator.
std::vector<Cost> brute_force_costs(const Problem& problem) {
  std::vector<Cost> costs;
  for (const std::vector<int>& solution : testing::brute_force_solutions(problem)) {
    Cost total = 0;
    for (const int option : solution) total += problem.option_cost(OptionId{option});
    costs.push_back(total);
  }
  std::sort(costs.begin(), costs.end());
  return costs;
}

void check_solutions(const Problem& problem, const MinimumCostResult& result) {
  std::set<std::vector<int>> seen;
  for (const CostedSolution& solution : result.solutions) {
    const auto wrong = verify_solution(problem, solution.options);
    DLX_FUZZ_CHECK(!wrong, "a solution fails the checker: {}\n{}", *wrong, text_of(problem));
    const auto wrong_cost = verify_cost(problem, solution.options, solution.cost);
    DLX_FUZZ_CHECK(!wrong_cost, "a solution's cost is wrong: {}\n{}", *wrong_cost,
                   text_of(problem));
    std::vector<int> sorted;
    for (const OptionId option : solution.options) sorted.push_back(option.value);
    std::sort(sorted.begin(), sorted.end());
    DLX_FUZZ_CHECK(seen.insert(sorted).second, "a solution given twice\n{}", text_of(problem));
  }
}

void check_instance(const Problem& problem) {
  const std::vector<Cost> expected = brute_force_costs(problem);
  MinimumCostSolver solver(problem);
  for (std::size_t k = 1; k <= 6; ++k) {
    const MinimumCostResult result = solver.best(k);
    check_solutions(problem, result);
    DLX_FUZZ_CHECK(result.optimal, "best({}) did not finish\n{}", k, text_of(problem));
    std::vector<Cost> got;
    for (const CostedSolution& solution : result.solutions) got.push_back(solution.cost);
    const std::vector<Cost> want(
        expected.begin(),
        expected.begin() + static_cast<std::ptrdiff_t>(std::min(k, expected.size())));
    DLX_FUZZ_CHECK(got == want, "best({}) gives {} solutions, costs [{}]; brute force [{}]\n{}", k,
                   got.size(), fmt::join(got, " "), fmt::join(want, " "), text_of(problem));
    if (!expected.empty()) {
      DLX_FUZZ_CHECK(result.lower_bound == expected.front() && result.tax <= expected.front(),
                     "bound {} and tax {} for the optimum {}\n{}", result.lower_bound, result.tax,
                     expected.front(), text_of(problem));
    }
    const MinimumCostResult again = solver.best(k);
    bool same = again.solutions.size() == result.solutions.size();
    for (std::size_t s = 0; same && s < again.solutions.size(); ++s) {
      same = again.solutions[s].options == result.solutions[s].options;
    }
    DLX_FUZZ_CHECK(same, "best({}) twice gives different solutions\n{}", k, text_of(problem));
  }
  for (const std::uint64_t nodes : {1, 2, 3, 5}) {
    SearchLimits limits;
    limits.max_nodes = nodes;
    const MinimumCostResult cut = solver.best(1, limits);
    check_solutions(problem, cut);
    if (cut.optimal || expected.empty()) continue;
    DLX_FUZZ_CHECK(cut.tax <= cut.lower_bound && cut.lower_bound <= expected.front(),
                   "cut after {} nodes: bound {} outside tax {} .. optimum {}\n{}", nodes,
                   cut.lower_bound, cut.tax, expected.front(), text_of(problem));
  }
  const MinimumCostResult full = solver.best(1);
  DLX_FUZZ_CHECK(full.optimal && (expected.empty() ? full.solutions.empty()
                                                   : full.minimum() == expected.front()),
                 "after cut searches, the optimum is lost\n{}", text_of(problem));
}

}  // namespace
}  // namespace dlx::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  dlx::fuzz::ByteSource bytes(data, size);
  dlx::fuzz::check_instance(dlx::fuzz::make_weighted_instance(bytes));
  return 0;
}
