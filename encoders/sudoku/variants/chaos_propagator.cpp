#include "encoders/sudoku/variants/chaos_propagator.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <limits>

#include "encoders/sudoku/variants/chaos_anchors.hpp"
#include "encoders/sudoku/variants/connected_region.hpp"

namespace dlx::sudoku {
namespace {

using LabelMask = std::uint32_t;  // bit L-1: label L (at most 16 labels: 256 cells, 16 values)

LabelMask label_bit(int label) {
  return LabelMask{1} << (label - 1);
}

// The orthogonal neighbours of each cell of the grid.
std::vector<std::vector<int>> neighbours_of(const GridSize& size) {
  std::vector<std::vector<int>> out;
  for (int cell = 0; cell < size.cells(); ++cell) out.push_back(orthogonal_neighbours(cell, size));
  return out;
}

class ChaosPropagator final : public Propagator {
  // The buffers of one propagation: the propagators run at every node, and allocating these
  // there cost as much as some of the reasoning (perf on Cavernous Construction: malloc and free
  // took a sixth of the search). Each thread keeps its own (the propagators are shared by the
  // threads and keep nothing between calls); their contents live within one call.
  struct Scratch {
    std::vector<LabelMask> possible;
    std::vector<LabelMask> chosen;
    std::vector<LabelMask> removed;
    std::vector<RegionMembership> state;
    std::vector<RegionMembership> before;
  };

  static Scratch& region_scratch() {
    thread_local Scratch buffers;
    return buffers;
  }

 public:
  explicit ChaosPropagator(ChaosLabelOptions labels)
      : labels_(std::move(labels)), reader_(labels_), neighbours_(neighbours_of(labels_.size)) {
    for (const std::vector<OptionId>& options : labels_.options) {
      watched_.insert(watched_.end(), options.begin(), options.end());
    }
  }

  std::span<const OptionId> watched() const override { return watched_; }

  bool propagate(const LiveOptions& live, std::vector<OptionId>& gone) const override {
    const std::size_t cells = labels_.size.cell_count();
    Scratch& scratch = region_scratch();
    std::vector<LabelMask>& possible = scratch.possible;  // labels a cell may still take
    std::vector<LabelMask>& chosen = scratch.chosen;      // the label chosen for it, if any
    possible.assign(cells, 0);
    chosen.assign(cells, 0);
    read_labels(live, possible, chosen);
    std::vector<LabelMask>& removed = scratch.removed;
    removed.assign(cells, 0);
    if (!keep_canonical_order(possible, chosen, removed)) return false;
    for (int label = 1; label <= labels_.labels; ++label) {
      if (!keep_reachable(label, possible, chosen, removed)) return false;
    }
    for (std::size_t cell = 0; cell < cells; ++cell) {
      for (LabelMask rest = removed[cell]; rest != 0; rest &= rest - 1) {
        const int label = std::countr_zero(rest) + 1;
        for (OptionId option : options_of(static_cast<int>(cell), label)) {
          if (live.contains(option)) gone.push_back(option);
        }
      }
    }
    return true;
  }

 private:
  const std::vector<OptionId>& options_of(int cell, int label) const {
    return labels_.options[static_cast<std::size_t>(cell * labels_.labels + label - 1)];
  }

  void read_labels(const LiveOptions& live, std::vector<LabelMask>& possible,
                   std::vector<LabelMask>& chosen) const {
    for (int cell = 0; cell < labels_.size.cells(); ++cell) {
      const auto at = static_cast<std::size_t>(cell);
      possible[at] = reader_.read(live, labels_, cell, chosen[at]);
      if (chosen[at] != 0) possible[at] = chosen[at];
    }
  }

  // Takes `drop` from a cell's labels: false when that leaves it none or takes its chosen one.
  static bool drop_labels(std::size_t cell, LabelMask drop, std::vector<LabelMask>& possible,
                          const std::vector<LabelMask>& chosen, std::vector<LabelMask>& removed) {
    drop &= possible[cell];
    if (drop == 0) return true;
    if ((chosen[cell] & drop) != 0 || drop == possible[cell]) return false;
    possible[cell] &= ~drop;
    removed[cell] |= drop;
    return true;
  }

  // In reading order a cell may take the anchors' labels, those possible before it and the next
  // new one.
  bool keep_canonical_order(std::vector<LabelMask>& possible, const std::vector<LabelMask>& chosen,
                            std::vector<LabelMask>& removed) const {
    const LabelMask all = (LabelMask{1} << labels_.labels) - 1;
    LabelMask allowed = ((LabelMask{1} << (labels_.anchors.size() + 1)) - 1) & all;
    for (std::size_t cell = 0; cell < possible.size() && allowed != all; ++cell) {
      if (!drop_labels(cell, possible[cell] & ~allowed, possible, chosen, removed)) return false;
      allowed = (allowed | possible[cell] << 1) & all;
    }
    return true;
  }

  // One label's region stays connected and of its size (connected_region.hpp): the cells it
  // leaves out lose the label, those it must take keep only it.
  bool keep_reachable(int label, std::vector<LabelMask>& possible,
                      const std::vector<LabelMask>& chosen, std::vector<LabelMask>& removed) const {
    const LabelMask bit = label_bit(label);
    std::vector<RegionMembership>& state = region_scratch().state;
    state.assign(possible.size(), RegionMembership::kMaybe);
    for (std::size_t cell = 0; cell < possible.size(); ++cell) {
      if ((possible[cell] & bit) == 0) state[cell] = RegionMembership::kOut;
      if (possible[cell] == bit) state[cell] = RegionMembership::kIn;
    }
    std::vector<RegionMembership>& before = region_scratch().before;
    before.assign(state.begin(), state.end());
    if (!narrow_connected_region(neighbours_, labels_.region_size, state)) return false;
    for (std::size_t cell = 0; cell < possible.size(); ++cell) {
      if (state[cell] == before[cell]) continue;
      const LabelMask drop = state[cell] == RegionMembership::kOut ? bit : possible[cell] & ~bit;
      if (!drop_labels(cell, drop, possible, chosen, removed)) return false;
    }
    return true;
  }

  ChaosLabelOptions labels_;
  ChaosLabelReader reader_;
  std::vector<std::vector<int>> neighbours_;
  std::vector<OptionId> watched_;
};

class ChaosCluePropagator final : public Propagator {
  // The buffers of one propagation, each thread's own, as ChaosPropagator's.
  struct Scratch {
    std::vector<LabelMask> possible;
    std::vector<int> measures;
    std::vector<char> reachable;
    std::vector<int> shared_run;
    std::vector<std::pair<int, int>> runs;
    std::vector<int> lows;
  };

  static Scratch& clue_scratch() {
    thread_local Scratch buffers;
    return buffers;
  }

 public:
  ChaosCluePropagator(const ChaosClue& clue, const ChaosLabelOptions& labels,
                      const std::vector<OptionId>& value_options)
      : clue_(clue), labels_(labels), reader_(labels_) {
    // The cells the clue reads, each once, the first cell first; arms index into them.
    for (const std::vector<int>& group : clue_.groups) {
      std::vector<std::size_t> at;
      for (int cell : group) {
        auto it = std::find(cells_.begin(), cells_.end(), cell);
        if (it == cells_.end()) it = cells_.insert(cells_.end(), cell);
        at.push_back(static_cast<std::size_t>(it - cells_.begin()));
      }
      groups_.push_back(std::move(at));
    }
    const int n = labels_.size.values;
    for (int v = 1; v <= n; ++v) {
      control_options_.push_back(
          value_options[static_cast<std::size_t>(clue_.control * n + v - 1)]);
    }
    for (OptionId option : control_options_) {
      if (option.valid()) watched_.push_back(option);
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
    Scratch& scratch = clue_scratch();
    std::vector<LabelMask>& possible = scratch.possible;
    chaos_possible_labels(live, labels_, reader_, cells_, possible);
    const std::size_t first_at = groups_.front().front();
    if (possible[first_at] == 0) return true;  // the cell's own item finds the dead end
    const std::vector<int>& measures = control_measures(live, scratch.measures);
    // The labels of the first cell that some control value allows, and the measures they allow.
    std::vector<char>& reachable = scratch.reachable;
    reachable.assign(static_cast<std::size_t>(labels_.size.cells()) + 2, 0);
    LabelMask kept = 0;
    int least_kept = 0;
    int greatest_kept = 0;
    // An arm's cells that are in the first cell's region whichever label it takes.
    std::vector<int>& shared_run = scratch.shared_run;
    shared_run.assign(groups_.size(), std::numeric_limits<int>::max());
    for (LabelMask rest = possible[first_at]; rest != 0; rest &= rest - 1) {
      const LabelMask bit = rest & (~rest + 1);
      const auto [least, greatest] = bounds(possible, bit);
      bool fits = false;
      for (int m : measures) {
        if (m < least || m > greatest) continue;
        reachable[static_cast<std::size_t>(m)] = 1;
        if (!fits) least_kept = m;
        greatest_kept = m;
        fits = true;
      }
      if (!fits) continue;
      kept |= bit;
      if (clue_.kind == ChaosClue::Kind::kArrow) {
        const std::vector<int>& lows = arm_lows(possible, bit, least_kept, greatest_kept);
        for (std::size_t a = 0; a < lows.size(); ++a) {
          shared_run[a] = std::min(shared_run[a], lows[a]);
        }
      }
    }
    if (kept == 0) return false;
    if (!drop(first_at, possible[first_at] & ~kept, possible, live, gone)) return false;
    if (!keep_control_values(live, reachable, gone)) return false;
    // Cells sure to share the first cell's region share its labels, both ways (ISS's shards).
    if (clue_.kind == ChaosClue::Kind::kArrow) {
      for (std::size_t a = 0; a < groups_.size(); ++a) {
        for (int k = 1; k <= shared_run[a] && k < static_cast<int>(groups_[a].size()); ++k) {
          const std::size_t at = groups_[a][static_cast<std::size_t>(k)];
          if (!drop(at, possible[at] & ~kept, possible, live, gone)) return false;
          if (!drop(first_at, possible[first_at] & ~possible[at], possible, live, gone)) {
            return false;
          }
          kept = possible[first_at];
        }
      }
    }
    if (std::popcount(kept) != 1) return true;
    return clue_.kind == ChaosClue::Kind::kCount
               ? narrow_count(kept, least_kept, greatest_kept, possible, live, gone)
               : narrow_arrow(kept, least_kept, greatest_kept, possible, live, gone);
  }

 private:
  // The measures the control's values still possible stand for, in increasing order (in `out`).
  const std::vector<int>& control_measures(const LiveOptions& live, std::vector<int>& out) const {
    out.clear();
    for (int v = 1; v <= labels_.size.values; ++v) {
      const OptionId option = control_options_[static_cast<std::size_t>(v - 1)];
      if (option.valid() && (live.contains(option) || live.chosen(option))) {
        out.push_back(v + labels_.size.offset + clue_.offset);
      }
    }
    return out;
  }

  bool keep_control_values(const LiveOptions& live, const std::vector<char>& reachable,
                           std::vector<OptionId>& gone) const {
    for (int v = 1; v <= labels_.size.values; ++v) {
      const OptionId option = control_options_[static_cast<std::size_t>(v - 1)];
      if (!option.valid() || !live.contains(option)) continue;
      const int measure = v + labels_.size.offset + clue_.offset;
      const bool fits = measure >= 0 && measure < static_cast<int>(reachable.size()) &&
                        reachable[static_cast<std::size_t>(measure)];
      if (!fits) gone.push_back(option);
    }
    return true;
  }

  // Takes the labels `labels` from the clue's cell `at`: false when that leaves it none or takes
  // a chosen one.
  bool drop(std::size_t at, LabelMask labels, std::vector<LabelMask>& possible,
            const LiveOptions& live, std::vector<OptionId>& gone) const {
    labels &= possible[at];
    if (labels == 0) return true;
    if (labels == possible[at]) return false;
    possible[at] &= ~labels;
    const int cell = cells_[at];
    for (LabelMask rest = labels; rest != 0; rest &= rest - 1) {
      const int label = std::countr_zero(rest) + 1;
      for (OptionId option :
           labels_.options[static_cast<std::size_t>(cell * labels_.labels + label - 1)]) {
        if (live.chosen(option)) return false;
        if (live.contains(option)) gone.push_back(option);
      }
    }
    return true;
  }

  // The first cell's region is `bit`, the count within [least, greatest] of the control's: at
  // the bounds' ends every cell that may be in it is (or none is).
  bool narrow_count(LabelMask bit, int least, int greatest, std::vector<LabelMask>& possible,
                    const LiveOptions& live, std::vector<OptionId>& gone) const {
    const auto [sure, most] = bounds(possible, bit);
    for (std::size_t at : groups_.front()) {
      if ((possible[at] & bit) == 0 || possible[at] == bit) continue;
      if (least == most && !drop(at, possible[at] & ~bit, possible, live, gone)) return false;
      if (greatest == sure && !drop(at, bit, possible, live, gone)) return false;
    }
    return true;
  }

  // The first cell's region is `bit`, the run within [least, greatest]: each arm's run has
  // bounds from the others', its first cells up to its least are in the region, and past a run
  // of known length the next cell is not.
  bool narrow_arrow(LabelMask bit, int least, int greatest, std::vector<LabelMask>& possible,
                    const LiveOptions& live, std::vector<OptionId>& gone) const {
    std::vector<std::pair<int, int>>& runs = clue_scratch().runs;
    runs.clear();
    int sum_least = 0;
    int sum_most = 0;
    for (const std::vector<std::size_t>& arm : groups_) {
      runs.push_back(arm_run(arm, possible, bit));
      sum_least += runs.back().first;
      sum_most += runs.back().second;
    }
    for (std::size_t a = 0; a < groups_.size(); ++a) {
      const std::vector<std::size_t>& arm = groups_[a];
      const int low = std::max(runs[a].first, least - 1 - (sum_most - runs[a].second));
      const int high = std::min(runs[a].second, greatest - 1 - (sum_least - runs[a].first));
      if (low > high) return false;
      for (int k = 1; k <= low; ++k) {
        const std::size_t at = arm[static_cast<std::size_t>(k)];
        if (!drop(at, possible[at] & ~bit, possible, live, gone)) return false;
      }
      const auto next = static_cast<std::size_t>(high) + 1;
      if (low == high && next < arm.size() && !drop(arm[next], bit, possible, live, gone)) {
        return false;
      }
    }
    return true;
  }

  // Per arm, the least run it must have if the region is `bit` and the whole run lies within
  // [least, greatest]: what the other arms cannot make up.
  const std::vector<int>& arm_lows(const std::vector<LabelMask>& possible, LabelMask bit, int least,
                                   int greatest) const {
    (void)greatest;
    std::vector<std::pair<int, int>>& runs = clue_scratch().runs;
    runs.clear();
    int sum_most = 0;
    for (const std::vector<std::size_t>& arm : groups_) {
      runs.push_back(arm_run(arm, possible, bit));
      sum_most += runs.back().second;
    }
    std::vector<int>& lows = clue_scratch().lows;
    lows.clear();
    for (const auto& [low, high] : runs) {
      lows.push_back(std::max(low, least - 1 - (sum_most - high)));
    }
    return lows;
  }

  // The least and greatest run along one arm past its first cell, if the region is `bit`.
  static std::pair<int, int> arm_run(const std::vector<std::size_t>& arm,
                                     const std::vector<LabelMask>& possible, LabelMask bit) {
    int least = 0;
    int greatest = 0;
    bool sure = true;
    for (std::size_t k = 1; k < arm.size(); ++k) {
      const LabelMask p = possible[arm[k]];
      if ((p & bit) == 0) break;
      sure = sure && p == bit;
      least += sure;
      ++greatest;
    }
    return {least, greatest};
  }

  // The least and greatest measure if the first cell's region is the label `bit`.
  std::pair<int, int> bounds(const std::vector<LabelMask>& possible, LabelMask bit) const {
    if (clue_.kind == ChaosClue::Kind::kCount) {
      int least = 0;
      int greatest = 0;
      for (std::size_t at : groups_.front()) {
        least += possible[at] == bit;
        greatest += (possible[at] & bit) != 0;
      }
      return {least, greatest};
    }
    int least = 1;
    int greatest = 1;
    for (const std::vector<std::size_t>& arm : groups_) {
      const auto [low, high] = arm_run(arm, possible, bit);
      least += low;
      greatest += high;
    }
    return {least, greatest};
  }

  ChaosClue clue_;
  ChaosLabelOptions labels_;
  ChaosLabelReader reader_;
  std::vector<int> cells_;
  std::vector<std::vector<std::size_t>> groups_;
  std::vector<OptionId> control_options_;  // value v: control_options_[v - 1]
  std::vector<OptionId> watched_;
};

}  // namespace

void chaos_possible_labels(const LiveOptions& live, const ChaosLabelOptions& labels,
                           const ChaosLabelReader& reader, const std::vector<int>& cells,
                           std::vector<LabelMask>& out) {
  out.clear();
  for (int cell : cells) out.push_back(reader.possible(live, labels, cell));
}

std::shared_ptr<const Propagator> make_chaos_clue_propagator(
    const ChaosClue& clue, const ChaosLabelOptions& labels,
    const std::vector<OptionId>& value_options) {
  if (clue.kind == ChaosClue::Kind::kDistinct) {
    return make_chaos_distinct_propagator(clue, labels, value_options);
  }
  return std::make_shared<const ChaosCluePropagator>(clue, labels, value_options);
}

int chaos_measure(const ChaosClue& clue, const std::vector<int>& label_of) {
  auto label = [&](int cell) { return label_of[static_cast<std::size_t>(cell)]; };
  if (clue.kind == ChaosClue::Kind::kDistinct) {
    std::vector<int> seen;
    for (int cell : clue.groups.front()) {
      if (std::find(seen.begin(), seen.end(), label(cell)) == seen.end())
        seen.push_back(label(cell));
    }
    return static_cast<int>(seen.size());
  }
  const int region = label(clue.groups.front().front());
  int measure = clue.kind == ChaosClue::Kind::kCount ? 0 : 1;
  for (const std::vector<int>& group : clue.groups) {
    for (std::size_t k = clue.kind == ChaosClue::Kind::kCount ? 0 : 1; k < group.size(); ++k) {
      if (label(group[k]) != region) {
        if (clue.kind == ChaosClue::Kind::kArrow) break;
        continue;
      }
      ++measure;
    }
  }
  return measure;
}

std::shared_ptr<const Propagator> make_chaos_propagator(ChaosLabelOptions labels) {
  return std::make_shared<const ChaosPropagator>(std::move(labels));
}

bool chaos_accepts(const std::vector<int>& label_of, const GridSize& size,
                   const std::vector<int>& anchors, const std::vector<ChaosClue>& clues,
                   const std::vector<int>& grid) {
  for (const ChaosClue& clue : clues) {
    const int shown = size.shown(grid[static_cast<std::size_t>(clue.control)]);
    if (shown + clue.offset != chaos_measure(clue, label_of)) return false;
  }
  if (!chaos_labels_canonical(label_of, anchors)) return false;
  const int labels = label_of.empty() ? 0 : *std::max_element(label_of.begin(), label_of.end());
  const std::vector<std::vector<int>> neighbours = neighbours_of(size);
  std::vector<char> seen(label_of.size(), 0);
  std::vector<char> label_met(static_cast<std::size_t>(labels) + 1, 0);
  for (std::size_t start = 0; start < label_of.size(); ++start) {
    if (seen[start]) continue;
    const int label = label_of[start];
    if (label_met[static_cast<std::size_t>(label)]) return false;  // a second piece of it
    label_met[static_cast<std::size_t>(label)] = 1;
    std::vector<int> piece = {static_cast<int>(start)};
    seen[start] = 1;
    for (std::size_t k = 0; k < piece.size(); ++k) {
      for (int next : neighbours[static_cast<std::size_t>(piece[k])]) {
        const auto n = static_cast<std::size_t>(next);
        if (seen[n] || label_of[n] != label) continue;
        seen[n] = 1;
        piece.push_back(next);
      }
    }
  }
  return true;
}

}  // namespace dlx::sudoku
