#include "tests/support/brute_force.hpp"

#include <algorithm>
#include <string>

namespace dlx::testing {
namespace {

struct Enumerator {
  const Problem& problem;
  std::vector<int> uses;    // per item
  std::vector<int> colors;  // per item: 0 none yet, -1 taken uncolored, > 0 the color
  std::vector<int> taken;
  std::set<std::vector<int>> solutions;

  bool fits(int option) const {
    for (const OptionEntry& entry : problem.option(OptionId{option})) {
      const int item = entry.item.value;
      if (problem.item_kind(entry.item) == ItemKind::kPrimary) {
        if (uses[item] >= static_cast<int>(problem.multiplicity(entry.item).upper)) return false;
        continue;
      }
      if (uses[item] == 0) continue;
      const int color = entry.color.valid() ? entry.color.value : -1;
      if (color == -1 || colors[item] != color) return false;
    }
    return true;
  }

  void take(int option, int delta) {
    for (const OptionEntry& entry : problem.option(OptionId{option})) {
      uses[entry.item.value] += delta;
      colors[entry.item.value] =
          uses[entry.item.value] == 0 ? 0 : (entry.color.valid() ? entry.color.value : -1);
    }
  }

  void walk(int option) {
    if (option == static_cast<int>(problem.option_count())) {
      for (std::size_t item = 0; item < problem.item_count(); ++item) {
        const ItemId id{static_cast<int>(item)};
        if (problem.item_kind(id) != ItemKind::kPrimary) continue;
        const Multiplicity bounds = problem.multiplicity(id);
        if (uses[item] < static_cast<int>(bounds.lower) ||
            uses[item] > static_cast<int>(bounds.upper)) {
          return;
        }
      }
      solutions.insert(taken);
      return;
    }
    walk(option + 1);
    if (fits(option)) {
      take(option, +1);
      taken.push_back(option);
      walk(option + 1);
      taken.pop_back();
      take(option, -1);
    }
  }
};

}  // namespace

std::set<std::vector<int>> brute_force_solutions(const Problem& problem) {
  Enumerator enumerator{problem,
                        std::vector<int>(problem.item_count(), 0),
                        std::vector<int>(problem.item_count(), 0),
                        {},
                        {}};
  enumerator.walk(0);
  return enumerator.solutions;
}

Problem random_problem(std::mt19937& rng, const RandomShape& shape) {
  auto uniform = [&rng](int low, int high) {
    return std::uniform_int_distribution<int>(low, high)(rng);
  };
  Problem problem;
  const int primary = uniform(1, shape.max_primary);
  const int secondary = uniform(0, shape.max_secondary);
  // Interleave the kinds now and then: the engine must not depend on primaries coming first.
  std::vector<ItemId> primaries;
  std::vector<ItemId> secondaries;
  for (int k = 0, p = 0, s = 0; k < primary + secondary; ++k) {
    const bool make_primary = s == secondary || (p < primary && uniform(0, 2) != 0);
    if (make_primary && shape.max_upper > 1 && uniform(0, 1) == 0) {
      const int upper = uniform(1, shape.max_upper);
      const int lower = uniform(0, upper);
      primaries.push_back(problem.add_primary(
          "p" + std::to_string(p++),
          {static_cast<std::uint32_t>(lower), static_cast<std::uint32_t>(upper)}));
    } else if (make_primary) {
      primaries.push_back(problem.add_primary("p" + std::to_string(p++)));
    } else {
      secondaries.push_back(problem.add_secondary("s" + std::to_string(s++)));
    }
  }
  std::vector<ColorId> colors;
  for (int c = 0; c < shape.max_colors; ++c) {
    colors.push_back(problem.color("c" + std::to_string(c)));
  }
  const int options = uniform(1, shape.max_options);
  for (int k = 0; k < options; ++k) {
    std::vector<OptionEntry> entries;
    std::vector<ItemId> pool = primaries;
    pool.insert(pool.end(), secondaries.begin(), secondaries.end());
    std::shuffle(pool.begin(), pool.end(), rng);
    const int size =
        uniform(1, std::min<int>(shape.max_option_size, static_cast<int>(pool.size())));
    bool has_primary = false;
    for (int j = 0; j < size; ++j) {
      const ItemId item = pool[static_cast<std::size_t>(j)];
      const bool is_primary = problem.item_kind(item) == ItemKind::kPrimary;
      has_primary = has_primary || is_primary;
      if (!is_primary && !colors.empty() && uniform(0, 2) != 0) {
        entries.emplace_back(
            item,
            colors[static_cast<std::size_t>(uniform(0, static_cast<int>(colors.size()) - 1))]);
      } else {
        entries.emplace_back(item);
      }
    }
    if (!has_primary)
      entries.emplace_back(primaries[static_cast<std::size_t>(uniform(0, primary - 1))]);
    problem.add_option(std::span<const OptionEntry>(entries));
  }
  return problem;
}

}  // namespace dlx::testing
