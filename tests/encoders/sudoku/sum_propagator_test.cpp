// The sums' bounds propagator (sum_propagator.hpp) against a brute force: on random weighted sums
// of a few cells, with random groups of distinct values and random values left in each cell,
// every value it removes is in no assignment that meets the sum (distinct within each group), and
// it calls a node dead only when no assignment does. Its removals and dead ends are seen to
// happen, so that the check is not vacuous. With three cells or fewer of several values left, it
// keeps exactly the values of some assignment, holes inside a cell's range included.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <random>
#include <vector>

#include "encoders/sudoku/variants/sum_propagator.hpp"

namespace dlx::sudoku {
namespace {

constexpr int kValues = 9;

OptionId option_of(int cell, int v) {
  return OptionId(cell * kValues + v - 1);
}

struct RandomSum {
  LinearSum sum;
  std::vector<ValueMask> domains;  // per cell, the values live
};

RandomSum random_sum(std::mt19937& random) {
  RandomSum out;
  const int cells = 3 + static_cast<int>(random() % 4);
  const int groups = 1 + static_cast<int>(random() % 3);
  const std::array<int, 4> weights{1, 1, 2, -1};
  std::vector<int> group_weight;
  for (int g = 0; g < groups; ++g) group_weight.push_back(weights[random() % weights.size()]);
  for (int c = 0; c < cells; ++c) {
    const int g = static_cast<int>(random() % static_cast<unsigned>(groups));
    out.sum.terms.push_back({c, group_weight[static_cast<std::size_t>(g)]});
    out.sum.group.push_back(g);
    // 1 to 5 values of five, biased to the low or the high end so that bounds bite.
    ValueMask domain = 0;
    const int size = 1 + static_cast<int>(random() % 5);
    const int low = static_cast<int>(random() % 2) * 4;
    while (std::popcount(domain) < size)
      domain |= value_bit(1 + low + static_cast<int>(random() % 5));
    out.domains.push_back(domain);
  }
  // Groups are numbered 0.. with none empty, as the encoder makes them.
  std::vector<int> renumber(static_cast<std::size_t>(groups), -1);
  int next = 0;
  for (int& g : out.sum.group) {
    if (renumber[static_cast<std::size_t>(g)] < 0) renumber[static_cast<std::size_t>(g)] = next++;
    g = renumber[static_cast<std::size_t>(g)];
  }
  // A total some assignment of the cells' values reaches, ignoring the groups, or near one.
  int total = 0;
  for (int c = 0; c < cells; ++c) {
    ValueMask d = out.domains[static_cast<std::size_t>(c)];
    for (int skip = static_cast<int>(random() % static_cast<unsigned>(std::popcount(d))); skip > 0;
         --skip) {
      d &= d - 1;
    }
    total += out.sum.terms[static_cast<std::size_t>(c)].weight * (std::countr_zero(d) + 1);
  }
  out.sum.total = total + static_cast<int>(random() % 5) - 2;
  return out;
}

// supported[c] : the values of cell c in some assignment meeting the sum; none at all if empty.
std::vector<ValueMask> brute_force(const RandomSum& s) {
  const std::size_t cells = s.domains.size();
  std::vector<ValueMask> supported(cells, 0);
  std::vector<int> value(cells, 0);
  bool any = false;
  auto walk = [&](auto&& self, std::size_t c, int partial) -> void {
    if (c == cells) {
      if (partial != s.sum.total) return;
      any = true;
      for (std::size_t k = 0; k < cells; ++k) supported[k] |= value_bit(value[k]);
      return;
    }
    for (int v = 1; v <= kValues; ++v) {
      if (!(s.domains[c] & value_bit(v))) continue;
      bool clash = false;
      for (std::size_t k = 0; k < c; ++k) {
        clash = clash || (s.sum.group[k] == s.sum.group[c] && value[k] == v);
      }
      if (clash) continue;
      value[c] = v;
      self(self, c + 1, partial + s.sum.terms[c].weight * v);
    }
  };
  walk(walk, 0, 0);
  if (!any) supported.clear();
  return supported;
}

struct Propagated {
  bool possible = true;
  std::vector<OptionId> gone;
};

// The propagator's run on the sum with each cell's values live; every other trial reads the
// cells' values as runs of bits (the ids are the ranks here).
Propagated propagate_on(const RandomSum& s, int trial) {
  static const GridSize size = GridSize::square(kValues);
  static const std::vector<OptionId> option_index = [] {
    std::vector<OptionId> out;
    for (int cell = 0; cell < size.cells(); ++cell) {
      for (int v = 1; v <= kValues; ++v) out.push_back(option_of(cell, v));
    }
    return out;
  }();
  static const std::vector<std::uint32_t> rank = [] {
    std::vector<std::uint32_t> out(option_index.size());
    for (std::size_t r = 0; r < out.size(); ++r) out[r] = static_cast<std::uint32_t>(r);
    return out;
  }();
  const auto propagator = make_sum_propagator(s.sum, size, option_index);
  EXPECT_NE(propagator, nullptr);
  std::array<std::uint64_t, 2> live{};
  const std::array<std::uint64_t, 2> chosen{};
  for (std::size_t c = 0; c < s.domains.size(); ++c) {
    for (int v = 1; v <= kValues; ++v) {
      if (!(s.domains[c] & value_bit(v))) continue;
      const auto r = static_cast<std::size_t>(option_of(static_cast<int>(c), v).value);
      live[r / 64] |= std::uint64_t{1} << (r % 64);
    }
  }
  Propagated out;
  out.possible = propagator->propagate(
      LiveOptions(live.data(), chosen.data(), rank.data(), trial % 2 == 1), out.gone);
  return out;
}

TEST(SumPropagator, RemovesOnlyUnsupportedValuesAndFailsOnlyWithoutAssignments) {
  std::mt19937 random(20261207);
  int removals = 0;
  int dead_ends = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    const RandomSum s = random_sum(random);
    const Propagated run = propagate_on(s, trial);
    const std::vector<ValueMask> supported = brute_force(s);
    if (!run.possible) {
      ++dead_ends;
      EXPECT_TRUE(supported.empty()) << "trial " << trial << ": a dead end with assignments";
      continue;
    }
    for (const OptionId option : run.gone) {
      ++removals;
      const int cell = option.value / kValues;
      const int v = option.value % kValues + 1;
      if (supported.empty()) continue;  // no assignment: any removal is sound
      EXPECT_FALSE(supported[static_cast<std::size_t>(cell)] & value_bit(v))
          << "trial " << trial << ": removed value " << v << " of cell " << cell
          << ", which an assignment holds";
    }
  }
  EXPECT_GT(removals, 500);
  EXPECT_GT(dead_ends, 100);
}

TEST(SumPropagator, WithThreeOpenCellsOrFewerKeepsExactlyTheValuesOfSomeAssignment) {
  std::mt19937 random(20261208);
  int checked = 0;
  int holes = 0;  // values removed strictly between the least and the greatest kept
  for (int trial = 0; trial < 4000; ++trial) {
    const RandomSum s = random_sum(random);
    const auto open = std::count_if(s.domains.begin(), s.domains.end(),
                                    [](ValueMask d) { return std::popcount(d) > 1; });
    if (open > 3) continue;
    ++checked;
    const Propagated run = propagate_on(s, trial);
    const std::vector<ValueMask> supported = brute_force(s);
    EXPECT_EQ(run.possible, !supported.empty()) << "trial " << trial;
    if (!run.possible || supported.empty()) continue;
    std::vector<ValueMask> kept = s.domains;
    for (const OptionId option : run.gone) {
      kept[static_cast<std::size_t>(option.value / kValues)] &=
          ~value_bit(option.value % kValues + 1);
    }
    for (std::size_t c = 0; c < kept.size(); ++c) {
      EXPECT_EQ(kept[c], supported[c]) << "trial " << trial << ", cell " << c;
      const ValueMask removed = s.domains[c] & ~kept[c];
      const ValueMask inside =
          kept[c] == 0 ? 0 : (std::bit_floor(kept[c]) - 1) & ~((kept[c] & (0 - kept[c])) - 1);
      holes += std::popcount(removed & inside);
    }
  }
  EXPECT_GT(checked, 1000);
  EXPECT_GT(holes, 50);
}

}  // namespace
}  // namespace dlx::sudoku
