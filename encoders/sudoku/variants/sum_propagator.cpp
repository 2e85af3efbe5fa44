#include "encoders/sudoku/variants/sum_propagator.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

namespace dlx::sudoku {
namespace {

constexpr std::size_t kMostTerms = 128;

// The least and greatest of a group's weighted sum.
struct Bounds {
  int low = 0;
  int high = 0;
};

class SumPropagator final : public Propagator {
 public:
  // The total in the model's values: each written value is the model's plus the offset.
  SumPropagator(const LinearSum& sum, const GridSize& size, std::span<const OptionId> option_index)
      : n_(size.values), total_(sum.total), group_(sum.group) {
    const int n = size.values;
    present_start_.push_back(0);
    for (std::size_t t = 0; t < sum.terms.size(); ++t) {
      total_ -= size.offset * sum.terms[t].weight;
      weight_.push_back(sum.terms[t].weight);
      for (int v = 1; v <= n; ++v) {
        const OptionId option =
            option_index[static_cast<std::size_t>(sum.terms[t].var * n + v - 1)];
        options_.push_back(option);
        if (!option.valid()) continue;
        watched_.push_back(option);
        present_.push_back({option, value_bit(v)});
      }
      present_start_.push_back(static_cast<std::uint32_t>(present_.size()));
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
    const std::size_t groups = group_size_.size();
    // Only the entries in use are set: zeroing all kMostTerms of each array at every call cost
    // more than the reasoning on a 9-cell sum.
    std::array<ValueMask, kMostTerms> live_masks;  // the values each cell may still hold, unchosen
    std::array<ValueMask, kMostTerms> unions;      // per group, the values its cells may hold
    std::fill_n(unions.begin(), groups, ValueMask{0});
    for (std::size_t t = 0; t < terms; ++t) {
      const ValueOption* first = present_.data() + present_start_[t];
      const ValueOption* last = present_.data() + present_start_[t + 1];
      ValueMask live_mask = 0;
      for (const ValueOption* o = first; o != last; ++o) {
        if (live.contains(o->option)) live_mask |= o->bit;
      }
      // A cell's options share its item: one chosen, none of the others is live. So only a cell
      // with nothing live can hold a chosen value, and only there is it looked for.
      ValueMask mask = live_mask;
      for (const ValueOption* o = first; mask == 0 && o != last; ++o) {
        if (live.chosen(o->option)) mask = o->bit;
      }
      // A cell with nothing is a dead end its own item finds (or chosen in a way not seen).
      if (mask == 0) return true;
      live_masks[t] = live_mask;
      unions[static_cast<std::size_t>(group_[t])] |= mask;
    }
    std::array<GroupExtremes, kMostTerms> extremes;
    int low = 0;
    int high = 0;
    for (std::size_t g = 0; g < groups; ++g) {
      if (!extremes[g].set(unions[g], group_size_[g])) return false;
      const Bounds b = extremes[g].bounds(group_weight_[g]);
      low += b.low;
      high += b.high;
    }
    if (total_ < low || total_ > high) return false;
    for (std::size_t t = 0; t < terms; ++t) {
      const auto g = static_cast<std::size_t>(group_[t]);
      const GroupExtremes& e = extremes[g];
      const int w = weight_[t];
      const Bounds b = e.bounds(w);
      // Whatever value t holds, its group's sum stays within b: with this much slack on both
      // sides, no value of t can put the total out of reach.
      if (total_ - low >= b.high - b.low && high - total_ >= b.high - b.low) continue;
      for (ValueMask rest = live_masks[t]; rest != 0; rest &= rest - 1) {
        const int v = std::countr_zero(rest) + 1;
        // The group's bounds with t holding v: v and the extremes of its mates' other values.
        const Bounds with_v = e.with(v, w);
        if (low - b.low + with_v.low > total_ || high - b.high + with_v.high < total_) {
          gone.push_back(options_[t * static_cast<std::size_t>(n_) + v - 1]);
        }
      }
    }
    return true;
  }

 private:
  // The k smallest and k largest of a group's values, with the k-th of each, so that the bounds
  // of the group with one of its cells fixed to v come in constant time: v and the k-1 smallest
  // others are the k smallest less v when v is among them, else the k-1 smallest.
  // Left uninitialized until set(): propagate keeps an array of kMostTerms of them, and zeroing
  // it at every call cost 7% of a killer's search.
  struct GroupExtremes {
    int k;
    int smallest;  // the sum of the k smallest values
    int largest;   // of the k largest
    int kth_small;
    int kth_large;

    // False when the group has fewer values than cells.
    bool set(ValueMask values, int count) {
      k = count;
      smallest = 0;
      largest = 0;
      kth_small = 0;
      kth_large = 0;
      ValueMask low_rest = values;
      ValueMask high_rest = values;
      for (int i = 0; i < count; ++i) {
        if (low_rest == 0) return false;
        kth_small = std::countr_zero(low_rest) + 1;
        kth_large = 32 - std::countl_zero(high_rest);
        smallest += kth_small;
        largest += kth_large;
        low_rest &= low_rest - 1;
        high_rest &= ~value_bit(kth_large);
      }
      return true;
    }
    Bounds bounds(int weight) const {
      return weight > 0 ? Bounds{weight * smallest, weight * largest}
                        : Bounds{weight * largest, weight * smallest};
    }
    // v is one of the group's values.
    Bounds with(int v, int weight) const {
      const int least = v <= kth_small ? smallest : smallest - kth_small + v;
      const int most = v >= kth_large ? largest : largest - kth_large + v;
      return weight > 0 ? Bounds{weight * least, weight * most}
                        : Bounds{weight * most, weight * least};
    }
  };

  int n_;
  int total_;
  std::vector<int> group_;
  std::vector<int> weight_;
  std::vector<int> group_size_;
  std::vector<int> group_weight_;
  // A value's option in a cell, and the value as a mask.
  struct ValueOption {
    OptionId option;
    ValueMask bit;
  };
  std::vector<OptionId> options_;  // term t's option for v: options_[t * n + v - 1]
  // Term t's options that the model has, in present_[present_start_[t], present_start_[t + 1]).
  std::vector<ValueOption> present_;
  std::vector<std::uint32_t> present_start_;
  std::vector<OptionId> watched_;
};

}  // namespace

std::shared_ptr<const Propagator> make_sum_propagator(const LinearSum& sum, const GridSize& size,
                                                      std::span<const OptionId> option_index) {
  if (sum.terms.size() > kMostTerms) return nullptr;
  return std::make_shared<const SumPropagator>(sum, size, option_index);
}

}  // namespace dlx::sudoku
