// Reading a cell's options as values (value_run.hpp) against a look-up per option: on random
// cells (random values present, their options consecutive ids from a random start or with gaps)
// and random live and chosen options, the values read in runs of bits, where the engine lays
// options out in id order, and by look-ups through a shuffled layout are the values of the
// options that are live (chosen). Runs of consecutive values, runs with gaps in the values, runs
// across a word's end and cells that are no run are all seen.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <numeric>
#include <random>
#include <vector>

#include "encoders/sudoku/variants/value_run.hpp"

namespace dlx::sudoku::value_run_test {
namespace {

constexpr std::size_t kOptions = 256;

bool has(const std::array<std::uint64_t, kOptions / 64>& bits, std::uint32_t r) {
  return (bits[r / 64] >> (r % 64) & 1) != 0;
}

TEST(ValueRun, ReadsTheValuesOfTheOptionsLiveOrChosenAsLookUpsDo) {
  std::mt19937 random(20261207);
  std::vector<std::uint32_t> identity(kOptions);
  std::iota(identity.begin(), identity.end(), 0);
  std::vector<std::uint32_t> shuffled = identity;
  int dense = 0;
  int sparse = 0;
  int crossing = 0;
  int scattered = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    // The cell's values: all of 1..9 or a random part of them.
    std::vector<int> values;
    for (int v = 1; v <= 9; ++v) {
      if (trial % 3 == 0 || random() % 3 != 0) values.push_back(v);
    }
    if (values.empty()) continue;
    const bool gaps = trial % 5 == 4;  // ids with gaps: no run
    std::uint32_t next = static_cast<std::uint32_t>(random() % (kOptions - 20));
    std::vector<OptionId> options;
    std::vector<ValueMask> bits;
    for (const int v : values) {
      options.push_back(OptionId(static_cast<std::int32_t>(next)));
      bits.push_back(value_bit(v));
      next += gaps ? 2 : 1;
    }
    const ValueRun run = value_run(options, bits);
    ASSERT_EQ(run.first.valid(), !gaps || options.size() == 1);
    if (!run.first.valid()) ++scattered;
    if (run.first.valid() && run.shift >= 0) ++dense;
    if (run.first.valid() && run.shift < 0) ++sparse;
    if (run.first.valid() && options.front().value / 64 != options.back().value / 64) ++crossing;
    std::array<std::uint64_t, kOptions / 64> live{};
    std::array<std::uint64_t, kOptions / 64> chosen{};
    for (std::size_t w = 0; w < live.size(); ++w) {
      live[w] = (std::uint64_t{random()} << 32) | random();
      chosen[w] = (std::uint64_t{random()} << 32) | random();
    }
    // A shuffled layout: rank r of option id holds what bit id holds in the identity's.
    std::shuffle(shuffled.begin(), shuffled.end(), random);
    std::array<std::uint64_t, kOptions / 64> live_shuffled{};
    std::array<std::uint64_t, kOptions / 64> chosen_shuffled{};
    for (std::uint32_t id = 0; id < kOptions; ++id) {
      const std::uint32_t r = shuffled[id];
      if (has(live, id)) live_shuffled[r / 64] |= std::uint64_t{1} << (r % 64);
      if (has(chosen, id)) chosen_shuffled[r / 64] |= std::uint64_t{1} << (r % 64);
    }
    ValueMask want_live = 0;
    ValueMask want_chosen = 0;
    for (std::size_t k = 0; k < options.size(); ++k) {
      const auto id = static_cast<std::uint32_t>(options[k].value);
      if (has(live, id)) want_live |= bits[k];
      if (has(chosen, id)) want_chosen |= bits[k];
    }
    const LiveOptions in_order(live.data(), chosen.data(), identity.data(), true);
    const LiveOptions looked_up(live_shuffled.data(), chosen_shuffled.data(), shuffled.data());
    for (const LiveOptions* view : {&in_order, &looked_up}) {
      EXPECT_EQ(read_values(*view, run, options, bits, false), want_live) << "trial " << trial;
      EXPECT_EQ(read_values(*view, run, options, bits, true), want_chosen) << "trial " << trial;
    }
  }
  EXPECT_GT(dense, 100);
  EXPECT_GT(sparse, 100);
  EXPECT_GT(crossing, 100);
  EXPECT_GT(scattered, 100);
}

}  // namespace
}  // namespace dlx::sudoku::value_run_test
