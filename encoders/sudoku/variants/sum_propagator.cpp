#include "encoders/sudoku/variants/sum_propagator.hpp"

#include <array>
#include <bit>

namespace dlx::sudoku {
namespace {

constexpr std::size_t kMostTerms = 128;

// The sum of the `count` smallest (or largest) values of `mask`.
int extreme_sum(ValueMask mask, int count, bool smallest) {
  int total = 0;
  for (; count > 0; --count) {
    const int v = smallest ? std::countr_zero(mask) + 1 : 32 - std::countl_zero(mask);
    total += v;
    mask &= ~value_bit(v);
  }
  return total;
}

// The least and greatest of weight * (a sum of `count` different values of `mask`).
struct Bounds {
  int low = 0;
  int high = 0;
};
Bounds group_bounds(ValueMask mask, int count, int weight) {
  const int small = weight * extreme_sum(mask, count, true);
  const int large = weight * extreme_sum(mask, count, false);
  return weight > 0 ? Bounds{small, large} : Bounds{large, small};
}

class SumPropagator final : public Propagator {
 public:
  // The total in the model's values: each written value is the model's plus the offset.
  SumPropagator(const LinearSum& sum, const GridSize& size, std::span<const OptionId> option_index)
      : n_(size.values), total_(sum.total), group_(sum.group) {
    const int n = size.values;
    for (std::size_t t = 0; t < sum.terms.size(); ++t) {
      total_ -= size.offset * sum.terms[t].weight;
      weight_.push_back(sum.terms[t].weight);
      for (int v = 1; v <= n; ++v) {
        const OptionId option =
            option_index[static_cast<std::size_t>(sum.terms[t].var * n + v - 1)];
        options_.push_back(option);
        if (option.valid()) watched_.push_back(option);
      }
      const auto g = static_cast<std::size_t>(group_[t]);
      if (g >= group_size_.size()) {
        group_size_.resize(g + 1, 0);
        group_weight_.resize(g + 1, 0);
      }
      ++group_size_[g];
      group_weight_[g] = sum.terms[t].weight;
    }
  }

  std::span<const OptionId> watched() const override { return watched_; }

  bool propagate(const LiveOptions& live, std::vector<OptionId>& gone) const override {
    const std::size_t terms = weight_.size();
    std::array<ValueMask, kMostTerms> masks{};       // the values each cell may still hold
    std::array<ValueMask, kMostTerms> live_masks{};  // of those, the ones not yet chosen
    std::array<ValueMask, kMostTerms> unions{};
    for (std::size_t t = 0; t < terms; ++t) {
      for (int v = 1; v <= n_; ++v) {
        const OptionId option = options_[t * static_cast<std::size_t>(n_) + v - 1];
        if (!option.valid()) continue;
        if (live.contains(option)) live_masks[t] |= value_bit(v);
        if (live.chosen(option)) masks[t] |= value_bit(v);
      }
      masks[t] |= live_masks[t];
      // A cell with nothing is a dead end its own item finds (or chosen in a way not seen).
      if (masks[t] == 0) return true;
      unions[static_cast<std::size_t>(group_[t])] |= masks[t];
    }
    std::array<Bounds, kMostTerms> bounds{};
    int low = 0;
    int high = 0;
    for (std::size_t g = 0; g < group_size_.size(); ++g) {
      if (std::popcount(unions[g]) < group_size_[g]) return false;
      bounds[g] = group_bounds(unions[g], group_size_[g], group_weight_[g]);
      low += bounds[g].low;
      high += bounds[g].high;
    }
    if (total_ < low || total_ > high) return false;
    for (std::size_t t = 0; t < terms; ++t) {
      const auto g = static_cast<std::size_t>(group_[t]);
      for (ValueMask rest = live_masks[t]; rest != 0; rest &= rest - 1) {
        const int v = std::countr_zero(rest) + 1;
        if (!reaches(v, t, unions[g], low - bounds[g].low, high - bounds[g].high)) {
          gone.push_back(options_[t * static_cast<std::size_t>(n_) + v - 1]);
        }
      }
    }
    return true;
  }

 private:
  // Whether term t holding v leaves the total within reach: the other groups' bounds are
  // `low`..`high`, and t's group mates hold other values of `group_union`.
  bool reaches(int v, std::size_t t, ValueMask group_union, int low, int high) const {
    const auto g = static_cast<std::size_t>(group_[t]);
    const int mates = group_size_[g] - 1;
    const ValueMask others = group_union & ~value_bit(v);
    if (std::popcount(others) < mates) return false;
    const int w = weight_[t];
    const Bounds rest = group_bounds(others, mates, w);
    return low + w * v + rest.low <= total_ && total_ <= high + w * v + rest.high;
  }

  int n_;
  int total_;
  std::vector<int> group_;
  std::vector<int> weight_;
  std::vector<int> group_size_;
  std::vector<int> group_weight_;
  std::vector<OptionId> options_;  // term t's option for v: options_[t * n + v - 1]
  std::vector<OptionId> watched_;
};

}  // namespace

std::shared_ptr<const Propagator> make_sum_propagator(const LinearSum& sum, const GridSize& size,
                                                      std::span<const OptionId> option_index) {
  if (sum.terms.size() > kMostTerms) return nullptr;
  return std::make_shared<const SumPropagator>(sum, size, option_index);
}

}  // namespace dlx::sudoku
