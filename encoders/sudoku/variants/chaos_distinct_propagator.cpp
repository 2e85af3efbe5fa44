// The search's reasoning on a count of different regions (chaos-count-regions, ISS's
// CountDistinct on region cells): the control holds how many different region labels the cells
// take. The model states the clue only through the job's acceptance (chaos_accepts); this keeps
// the control within the bounds the labels still allow, and at either end of them the cells:
//
//   least     the labels already fixed, one more if some cell can take none of them;
//   greatest  the labels fixed, and as many more as the open cells can bring (no more than there
//             are open cells, nor labels they may take that are not fixed yet).
//
// A control at the least count keeps every open cell to the fixed labels; at a greatest count of
// one new label per open cell, none of them takes a fixed label.
#include <algorithm>
#include <bit>

#include "encoders/sudoku/variants/chaos_propagator.hpp"

namespace dlx::sudoku {
namespace {

using LabelMask = std::uint32_t;

class ChaosDistinctPropagator final : public Propagator {
 public:
  ChaosDistinctPropagator(const ChaosClue& clue, const ChaosLabelOptions& labels,
                          const std::vector<OptionId>& value_options)
      : clue_(clue), labels_(labels), reader_(labels_) {
    for (int cell : clue_.groups.front()) {
      if (std::find(cells_.begin(), cells_.end(), cell) == cells_.end()) cells_.push_back(cell);
    }
    const int n = labels_.size.values;
    for (int v = 1; v <= n; ++v) {
      control_options_.push_back(
          value_options[static_cast<std::size_t>(clue_.control * n + v - 1)]);
      if (control_options_.back().valid()) watched_.push_back(control_options_.back());
    }
    for (int cell : cells_) {
      for (int label = 1; label <= labels_.labels; ++label) {
        const auto& options =
            labels_.options[static_cast<std::size_t>(cell * labels_.labels + label - 1)];
        watched_.insert(watched_.end(), options.begin(), options.end());
      }
    }
  }

  std::span<const OptionId> watched() const override { return watched_; }

  bool propagate(const LiveOptions& live, std::vector<OptionId>& gone) const override {
    thread_local std::vector<LabelMask> possible;  // each thread's buffer, as ChaosPropagator's
    chaos_possible_labels(live, labels_, reader_, cells_, possible);
    LabelMask fixed = 0;
    LabelMask open_labels = 0;
    int open = 0;
    bool needs_new = false;
    for (LabelMask p : possible) {
      if (p == 0) return true;  // the cell's own item finds the dead end
      if (std::popcount(p) == 1) fixed |= p;
    }
    for (LabelMask p : possible) {
      if (std::popcount(p) == 1) continue;
      ++open;
      open_labels |= p;
      needs_new = needs_new || (p & fixed) == 0;
    }
    const int least = std::popcount(fixed) + (needs_new ? 1 : 0);
    const int greatest = std::popcount(fixed) + std::min(open, std::popcount(open_labels & ~fixed));
    int control = -1;  // the one measure the control still allows, -1: several
    bool any = false;
    for (int v = 1; v <= labels_.size.values; ++v) {
      const OptionId option = control_options_[static_cast<std::size_t>(v - 1)];
      if (!option.valid() || !(live.contains(option) || live.chosen(option))) continue;
      const int measure = labels_.size.shown(v);
      if (measure < least || measure > greatest) {
        if (live.chosen(option)) return false;
        gone.push_back(option);
        continue;
      }
      control = any ? -1 : measure;
      any = true;
    }
    if (!any) return false;
    if (open == 0 || control < 0) return true;
    if (control == std::popcount(fixed)) return keep_labels(possible, fixed, live, gone);
    if (control == std::popcount(fixed) + open && greatest == control) {
      return keep_labels(possible, ~fixed, live, gone);
    }
    return true;
  }

 private:
  // Keeps every open cell to `allowed`: false when that leaves one none.
  bool keep_labels(const std::vector<LabelMask>& possible, LabelMask allowed,
                   const LiveOptions& live, std::vector<OptionId>& gone) const {
    for (std::size_t at = 0; at < cells_.size(); ++at) {
      if (std::popcount(possible[at]) == 1) continue;
      if ((possible[at] & allowed) == 0) return false;
      for (LabelMask rest = possible[at] & ~allowed; rest != 0; rest &= rest - 1) {
        const int label = std::countr_zero(rest) + 1;
        for (OptionId option :
             labels_.options[static_cast<std::size_t>(cells_[at] * labels_.labels + label - 1)]) {
          if (live.contains(option)) gone.push_back(option);
        }
      }
    }
    return true;
  }

  ChaosClue clue_;
  ChaosLabelOptions labels_;
  ChaosLabelReader reader_;
  std::vector<int> cells_;                 // each once
  std::vector<OptionId> control_options_;  // value v (as the model holds it): [v - 1]
  std::vector<OptionId> watched_;
};

}  // namespace

std::shared_ptr<const Propagator> make_chaos_distinct_propagator(
    const ChaosClue& clue, const ChaosLabelOptions& labels,
    const std::vector<OptionId>& value_options) {
  return std::make_shared<const ChaosDistinctPropagator>(clue, labels, value_options);
}

}  // namespace dlx::sudoku
