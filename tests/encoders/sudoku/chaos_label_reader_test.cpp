// Reading a cell's region labels as one run of bits
// (encoders/sudoku/variants/chaos_label_reader.hpp) against a look-up per label option, at random
// nodes: cells with every label up to some, an anchor's one label past the first, a cell whose
// options are not one after another (read one by one), and options of other items between the
// cells' runs, as the model lays them out. Fails with a run's labels shifted, a run cut short or
// run on, or a chosen label lost.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <vector>

#include "encoders/sudoku/variants/chaos_label_reader.hpp"
#include "encoders/sudoku/variants/chaos_propagator.hpp"

namespace dlx::sudoku::chaos_label_reader_test {
namespace {

constexpr int kSide = 4;
constexpr int kLabels = 4;

struct Layout {
  ChaosLabelOptions labels;
  int option_count = 0;
};

// Label options per cell: r1c1 label 1 alone, r2c2 label 3 alone (anchors), r4c4 its four labels
// in decreasing ids, the others labels 1 up to their index plus one; two options of other items
// after each cell's labels.
Layout layout() {
  Layout out;
  out.labels = ChaosLabelOptions{GridSize::square(kSide), kSide, kLabels, {}, {}};
  out.labels.options.resize(static_cast<std::size_t>(kSide * kSide * kLabels));
  auto options_of = [&](int cell, int label) -> std::vector<OptionId>& {
    return out.labels.options[static_cast<std::size_t>(cell * kLabels + label - 1)];
  };
  for (int cell = 0; cell < kSide * kSide; ++cell) {
    if (cell == 0 || cell == 5) {
      options_of(cell, cell == 0 ? 1 : 3).push_back(OptionId{out.option_count++});
    } else if (cell == kSide * kSide - 1) {
      for (int label = kLabels; label >= 1; --label) {
        options_of(cell, label).push_back(OptionId{out.option_count++});
      }
    } else {
      for (int label = 1; label <= std::min(kLabels, cell + 1); ++label) {
        options_of(cell, label).push_back(OptionId{out.option_count++});
      }
    }
    out.option_count += 2;
  }
  return out;
}

TEST(ChaosLabelReader, ReadsTheLabelsAsALookUpPerOptionDoes) {
  const Layout model = layout();
  const ChaosLabelOptions& labels = model.labels;
  const ChaosLabelReader reader(labels);
  std::vector<std::uint32_t> rank;
  for (int option = 0; option < model.option_count; ++option) {
    rank.push_back(static_cast<std::uint32_t>(option));
  }
  std::mt19937 random(20261207);
  const std::size_t words = static_cast<std::size_t>(model.option_count) / 64 + 2;
  for (int node = 0; node < 500; ++node) {
    std::vector<std::uint64_t> live(words, 0);
    std::vector<std::uint64_t> chosen(words, 0);
    for (int cell = 0; cell < kSide * kSide; ++cell) {
      const bool has_chosen = random() % 4 == 0;
      bool taken = false;
      for (int label = 1; label <= kLabels; ++label) {
        for (OptionId option :
             labels.options[static_cast<std::size_t>(cell * kLabels + label - 1)]) {
          const auto r = static_cast<std::size_t>(option.value);
          if (has_chosen && !taken && random() % 2 == 0) {
            chosen[r / 64] |= std::uint64_t{1} << (r % 64);
            taken = true;
          } else if (random() % 2 == 0) {
            live[r / 64] |= std::uint64_t{1} << (r % 64);
          }
        }
      }
    }
    const LiveOptions by_run(live.data(), chosen.data(), rank.data(), true);
    const LiveOptions one_by_one(live.data(), chosen.data(), rank.data(), false);
    for (int cell = 0; cell < kSide * kSide; ++cell) {
      ChaosLabelMask expected = 0;
      ChaosLabelMask expected_chosen = 0;
      for (int label = 1; label <= kLabels; ++label) {
        for (OptionId option :
             labels.options[static_cast<std::size_t>(cell * kLabels + label - 1)]) {
          const ChaosLabelMask bit = ChaosLabelMask{1} << (label - 1);
          if (one_by_one.contains(option) || one_by_one.chosen(option)) expected |= bit;
          if (one_by_one.chosen(option)) expected_chosen |= bit;
        }
      }
      for (const LiveOptions* live_options : {&by_run, &one_by_one}) {
        ChaosLabelMask read_chosen = 0;
        EXPECT_EQ(reader.read(*live_options, labels, cell, read_chosen), expected)
            << "cell " << cell << " at node " << node;
        EXPECT_EQ(read_chosen, expected_chosen) << "cell " << cell << " at node " << node;
        EXPECT_EQ(reader.possible(*live_options, labels, cell),
                  expected_chosen != 0 ? expected_chosen : expected);
      }
    }
  }
}

}  // namespace
}  // namespace dlx::sudoku::chaos_label_reader_test
