#include "encoders/sudoku/variants/sum_propagator.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "encoders/sudoku/variants/value_run.hpp"

namespace dlx::sudoku {
namespace {

constexpr std::size_t kMostTerms = 128;
// With this many cells of more than one value left, each of their values is checked against the
// others' (supported_values): the exact reasoning ISS's sum handler makes on its last three cells.
constexpr std::size_t kMostOpen = 3;

// The terms of more than one value at a node (the first kMostOpen + 1 of them are kept).
struct OpenTerms {
  std::array<std::size_t, kMostOpen + 1> terms;
  std::size_t count = 0;
  void note(std::size_t t, ValueMask mask) {
    if ((mask & (mask - 1)) == 0) return;
    if (count <= kMostOpen) terms[count] = t;
    ++count;
  }
};

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
        present_bits_.push_back(value_bit(v));
      }
      present_start_.push_back(static_cast<std::uint32_t>(watched_.size()));
      runs_.push_back(value_run(present_options(t), present_bits(t)));
      const auto g = static_cast<std::size_t>(group_[t]);
      if (g >= group_size_.size()) {
        group_size_.resize(g + 1, 0);
        group_weight_.resize(g + 1, 0);
      }
      ++group_size_[g];
      group_weight_[g] = sum.terms[t].weight;
    }
    // The terms listed group by group, so that a group's cells are walked together.
    group_start_.assign(group_size_.size() + 1, 0);
    for (std::size_t g = 0; g < group_size_.size(); ++g) {
      group_start_[g + 1] = group_start_[g] + static_cast<std::uint32_t>(group_size_[g]);
    }
    group_terms_.resize(sum.terms.size());
    std::vector<std::uint32_t> next(group_start_.begin(), group_start_.end() - 1);
    for (std::size_t t = 0; t < sum.terms.size(); ++t) {
      group_terms_[next[static_cast<std::size_t>(group_[t])]++] = static_cast<std::uint32_t>(t);
    }
  }

  std::span<const OptionId> watched() const override { return watched_; }

  bool propagate(const LiveOptions& live, std::vector<OptionId>& gone) const override {
    const std::size_t terms = weight_.size();
    const std::size_t groups = group_size_.size();
    // Only the entries in use are set: zeroing all kMostTerms of each array at every call cost
    // more than the reasoning on a 9-cell sum.
    std::array<ValueMask, kMostTerms> live_masks;  // the values each cell may still hold, unchosen
    std::array<ValueMask, kMostTerms> masks;       // the same, or the value chosen
    std::array<ValueMask, kMostTerms> unions;      // per group, the values its cells may hold
    std::fill_n(unions.begin(), groups, ValueMask{0});
    OpenTerms open;
    for (std::size_t t = 0; t < terms; ++t) {
      const ValueMask live_mask = values(live, t, false);
      // A cell's options share its item: one chosen, none of the others is live. So only a cell
      // with nothing live can hold a chosen value, and only there is it looked for.
      const ValueMask mask = live_mask != 0 ? live_mask : values(live, t, true);
      // A cell with nothing is a dead end its own item finds (or chosen in a way not seen).
      if (mask == 0) return true;
      live_masks[t] = live_mask;
      masks[t] = mask;
      open.note(t, mask);
      unions[static_cast<std::size_t>(group_[t])] |= mask;
    }
    std::array<GroupExtremes, kMostTerms> extremes;
    int low = 0;
    int high = 0;
    for (std::size_t g = 0; g < groups; ++g) {
      const std::uint32_t* first = group_terms_.data() + group_start_[g];
      if (!extremes[g].set(unions[g], first, first + group_size_[g], masks.data())) return false;
      const Bounds b = extremes[g].bounds(group_weight_[g]);
      low += b.low;
      high += b.high;
    }
    if (total_ < low || total_ > high) return false;
    if (open.count <= kMostOpen)
      return supported_values(open, masks.data(), live_masks.data(), gone);
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
  // With at most kMostOpen terms open, the others' values are known: a value of an open term stays
  // only if values of the other open terms complete the total with it, each different from the
  // values its group's other cells hold (a group's cells share a house). Bounds alone leave the
  // holes inside the range: a - b = 2 with a in {3, 5, 9} keeps b in {1, 3, 7}, not 2..7. False
  // when an open term has no value left, or two known cells of a group hold one value.
  bool supported_values(const OpenTerms& open, const ValueMask* masks, const ValueMask* live_masks,
                        std::vector<OptionId>& gone) const {
    std::array<ValueMask, kMostOpen> allowed{};  // each open term's values not taken in its group
    std::array<ValueMask, kMostTerms> held;      // per group, the values of its known cells
    std::fill_n(held.begin(), group_size_.size(), ValueMask{0});
    int rest = total_;
    for (std::size_t t = 0; t < weight_.size(); ++t) {
      bool is_open = false;
      for (std::size_t k = 0; k < open.count; ++k) is_open = is_open || open.terms[k] == t;
      if (is_open) continue;
      const auto g = static_cast<std::size_t>(group_[t]);
      if (held[g] & masks[t]) return false;  // two known cells of a group hold one value
      held[g] |= masks[t];
      rest -= weight_[t] * (std::countr_zero(masks[t]) + 1);
      for (std::size_t k = 0; k < open.count; ++k) {
        if (group_[open.terms[k]] == group_[t]) allowed[k] |= masks[t];
      }
    }
    for (std::size_t k = 0; k < open.count; ++k) allowed[k] = masks[open.terms[k]] & ~allowed[k];
    for (std::size_t k = 0; k < open.count; ++k) {
      const std::size_t t = open.terms[k];
      ValueMask kept = 0;
      for (ValueMask m = allowed[k]; m != 0; m &= m - 1) {
        const int v = std::countr_zero(m) + 1;
        if (completes(open, allowed.data(), k, v, rest - weight_[t] * v)) kept |= m & (0 - m);
      }
      if (kept == 0) return false;
      for (ValueMask m = live_masks[t] & ~kept; m != 0; m &= m - 1) {
        gone.push_back(options_[t * static_cast<std::size_t>(n_) + std::countr_zero(m)]);
      }
    }
    return true;
  }
  // Whether the open terms other than `fixed` (which holds v) can sum to `rest`.
  bool completes(const OpenTerms& open, const ValueMask* allowed, std::size_t fixed, int v,
                 int rest) const {
    std::array<std::size_t, kMostOpen> others;
    std::size_t count = 0;
    for (std::size_t k = 0; k < open.count; ++k) {
      if (k != fixed) others[count++] = k;
    }
    const auto value_of = [&](std::size_t k, int amount, int taken) {
      // The value open term k must hold to add `amount`, if it may (else 0); `taken` is held by
      // a cell of its group.
      const int w = weight_[open.terms[k]];
      if (amount % w != 0) return 0;
      const int u = amount / w;
      if (u < 1 || u > n_ || !(allowed[k] & value_bit(u))) return 0;
      const int g = group_[open.terms[k]];
      if ((g == group_[open.terms[fixed]] && u == v) || u == taken) return 0;
      return u;
    };
    if (count == 0) return rest == 0;
    if (count == 1) return value_of(others[0], rest, 0) != 0;
    const std::size_t a = others[0];
    const std::size_t b = others[1];
    const int wa = weight_[open.terms[a]];
    const bool same_ab = group_[open.terms[a]] == group_[open.terms[b]];
    for (ValueMask m = allowed[a]; m != 0; m &= m - 1) {
      const int u = std::countr_zero(m) + 1;
      if (group_[open.terms[a]] == group_[open.terms[fixed]] && u == v) continue;
      if (value_of(b, rest - wa * u, same_ab ? u : 0) != 0) return true;
    }
    return false;
  }
  // Term t's options that the model has, and the values they put in its cell.
  std::span<const OptionId> present_options(std::size_t t) const {
    return std::span<const OptionId>(watched_).subspan(present_start_[t],
                                                       present_start_[t + 1] - present_start_[t]);
  }
  std::span<const ValueMask> present_bits(std::size_t t) const {
    return std::span<const ValueMask>(present_bits_)
        .subspan(present_start_[t], present_start_[t + 1] - present_start_[t]);
  }
  // Term t's values live (with `chosen`, its value chosen, if any).
  ValueMask values(const LiveOptions& live, std::size_t t, bool chosen) const {
    return read_values(live, runs_[t], present_options(t), present_bits(t), chosen);
  }

  // The least and greatest sums of a group's distinct values, with the largest value of the
  // least and the smallest of the greatest, so that the bounds of the group with one of its cells
  // fixed to v come in constant time.
  //
  // The least: each cell in turn takes the smallest value of the group's union that is at least
  // its own smallest and not taken yet (ISS's sum handler does so over the values' whole range;
  // here over the union, which leaves out the values no cell of the group can hold). That is the
  // least sum of distinct values when each cell may hold any value of the union from its own
  // smallest up, which every real assignment is: a bound. The sets allowed are nested, so the
  // result does not depend on the order of the cells (a brute force over permutations agreed),
  // and it is at least the union's k smallest values, which bounded the group before. With one
  // cell fixed to v the others still need their k - 1 distinct values, which the exchange
  // property of matchings puts at no less than the least less its largest value: so v and the
  // least less the largest when v is above the largest, else the least. The greatest mirrors it.
  // Left uninitialized until set(): propagate keeps an array of kMostTerms of them, and zeroing
  // it at every call cost 7% of a killer's search.
  struct GroupExtremes {
    int smallest;   // the least sum
    int largest;    // the greatest
    int kth_small;  // the largest value of the least sum
    int kth_large;  // the smallest value of the greatest

    // `masks[*term]` for the terms in [first, last): each of the group's cells' values. False
    // when the cells cannot hold distinct values of the union.
    bool set(ValueMask values, const std::uint32_t* first, const std::uint32_t* last,
             const ValueMask* masks) {
      ValueMask low = 0;   // the values of the least sum
      ValueMask high = 0;  // of the greatest
      for (const std::uint32_t* t = first; t != last; ++t) {
        const ValueMask mask = masks[*t];
        const ValueMask least = mask & (0 - mask);
        const ValueMask most = ValueMask{1} << (31 - std::countl_zero(mask));
        const ValueMask up = values & ~low & ~(least - 1);
        const ValueMask down = values & ~high & ((most - 1) | most);
        if (up == 0 || down == 0) return false;
        low |= up & (0 - up);
        high |= ValueMask{1} << (31 - std::countl_zero(down));
      }
      smallest = 0;
      largest = 0;
      for (ValueMask rest = low; rest != 0; rest &= rest - 1)
        smallest += std::countr_zero(rest) + 1;
      for (ValueMask rest = high; rest != 0; rest &= rest - 1)
        largest += std::countr_zero(rest) + 1;
      kth_small = 32 - std::countl_zero(low);
      kth_large = std::countr_zero(high) + 1;
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
  // The terms of group g: group_terms_[group_start_[g], group_start_[g + 1]).
  std::vector<std::uint32_t> group_terms_;
  std::vector<std::uint32_t> group_start_;
  std::vector<OptionId> options_;  // term t's option for v: options_[t * n + v - 1]
  // Term t's options that the model has, watched_[present_start_[t], present_start_[t + 1]),
  // with the value each puts in its cell, and how they lie.
  std::vector<OptionId> watched_;
  std::vector<ValueMask> present_bits_;
  std::vector<std::uint32_t> present_start_;
  std::vector<ValueRun> runs_;
};

}  // namespace

std::shared_ptr<const Propagator> make_sum_propagator(const LinearSum& sum, const GridSize& size,
                                                      std::span<const OptionId> option_index) {
  if (sum.terms.size() > kMostTerms) return nullptr;
  return std::make_shared<const SumPropagator>(sum, size, option_index);
}

}  // namespace dlx::sudoku
