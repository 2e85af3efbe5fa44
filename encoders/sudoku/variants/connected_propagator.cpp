#include "encoders/sudoku/variants/connected_propagator.hpp"

#include "encoders/sudoku/variants/connected_region.hpp"

namespace dlx::sudoku {
namespace {

class ConnectedPropagator final : public Propagator {
 public:
  ConnectedPropagator(ConnectedValues rule, int values, const std::vector<OptionId>& value_options)
      : rule_(std::move(rule)), values_(values) {
    for (int cell : rule_.cells) {
      for (int v = 1; v <= values_; ++v) {
        const OptionId option = value_options[static_cast<std::size_t>(cell * values_ + v - 1)];
        options_.push_back(option);
        if (option.valid()) watched_.push_back(option);
      }
    }
  }

  std::span<const OptionId> watched() const override { return watched_; }

  bool propagate(const LiveOptions& live, std::vector<OptionId>& gone) const override {
    // Each thread's buffers, reused from node to node (the propagator is shared by the threads).
    thread_local std::vector<RegionMembership> state;
    thread_local std::vector<RegionMembership> before;
    state.clear();
    for (std::size_t at = 0; at < rule_.cells.size(); ++at) {
      bool inside = false;
      bool outside = false;
      for (int v = 1; v <= values_; ++v) {
        const OptionId option = option_of(at, v);
        if (!option.valid() || !(live.contains(option) || live.chosen(option))) continue;
        (in_set(v) ? inside : outside) = true;
      }
      if (!inside && !outside) return true;  // the cell's own item finds the dead end
      state.push_back(!inside   ? RegionMembership::kOut
                      : outside ? RegionMembership::kMaybe
                                : RegionMembership::kIn);
    }
    before = state;
    if (!narrow_connected_region(rule_.neighbours, rule_.size, state)) return false;
    for (std::size_t at = 0; at < state.size(); ++at) {
      if (state[at] == before[at]) continue;
      // Out: the values go; in: the others go.
      const bool keep_set = state[at] == RegionMembership::kIn;
      for (int v = 1; v <= values_; ++v) {
        const OptionId option = option_of(at, v);
        if (option.valid() && in_set(v) != keep_set && live.contains(option)) {
          gone.push_back(option);
        }
      }
    }
    return true;
  }

 private:
  bool in_set(int v) const { return (rule_.values >> (v - 1) & 1) != 0; }
  OptionId option_of(std::size_t at, int v) const {
    return options_[at * static_cast<std::size_t>(values_) + static_cast<std::size_t>(v - 1)];
  }

  ConnectedValues rule_;
  int values_;
  std::vector<OptionId> options_;  // per cell of the rule, per value
  std::vector<OptionId> watched_;
};

}  // namespace

std::shared_ptr<const Propagator> make_connected_propagator(
    ConnectedValues rule, int values, const std::vector<OptionId>& value_options) {
  return std::make_shared<const ConnectedPropagator>(std::move(rule), values, value_options);
}

bool connected_accepts(const std::vector<ConnectedValues>& rules, const std::vector<int>& grid) {
  for (const ConnectedValues& rule : rules) {
    std::vector<char> in;
    for (int cell : rule.cells) {
      in.push_back((rule.values >> (grid[static_cast<std::size_t>(cell)] - 1) & 1) != 0);
    }
    if (!is_connected_region(rule.neighbours, rule.size, in)) return false;
  }
  return true;
}

}  // namespace dlx::sudoku
