#include "encoders/sudoku/variants/chaos_propagator.hpp"

#include <bit>
#include <cstdint>
#include <deque>
#include <limits>

namespace dlx::sudoku {
namespace {

using LabelMask = std::uint32_t;  // bit L-1: label L (at most 16 labels: 256 cells, 16 values)

LabelMask label_bit(int label) {
  return LabelMask{1} << (label - 1);
}

// The orthogonal neighbours of each cell.
std::vector<std::vector<int>> neighbours_of(const GridSize& size) {
  std::vector<std::vector<int>> out(size.cell_count());
  for (int cell = 0; cell < size.cells(); ++cell) {
    const int r = size.row(cell);
    const int c = size.column(cell);
    const int steps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    for (const auto& step : steps) {
      if (size.inside(r + step[0], c + step[1])) {
        out[static_cast<std::size_t>(cell)].push_back(size.cell(r + step[0], c + step[1]));
      }
    }
  }
  return out;
}

class ChaosPropagator final : public Propagator {
 public:
  explicit ChaosPropagator(ChaosLabelOptions labels)
      : labels_(std::move(labels)), neighbours_(neighbours_of(labels_.size)) {
    for (const std::vector<OptionId>& options : labels_.options) {
      watched_.insert(watched_.end(), options.begin(), options.end());
    }
  }

  std::span<const OptionId> watched() const override { return watched_; }

  bool propagate(const LiveOptions& live, std::vector<OptionId>& gone) const override {
    const std::size_t cells = labels_.size.cell_count();
    std::vector<LabelMask> possible(cells, 0);  // labels a cell may still take
    std::vector<LabelMask> chosen(cells, 0);    // the label chosen for it, if any
    read_labels(live, possible, chosen);
    std::vector<LabelMask> removed(cells, 0);
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
      for (int label = 1; label <= labels_.labels; ++label) {
        for (OptionId option : options_of(cell, label)) {
          if (live.chosen(option)) chosen[static_cast<std::size_t>(cell)] = label_bit(label);
          if (live.contains(option) || live.chosen(option)) {
            possible[static_cast<std::size_t>(cell)] |= label_bit(label);
          }
        }
      }
    }
    for (std::size_t cell = 0; cell < possible.size(); ++cell) {
      if (chosen[cell] != 0) possible[cell] = chosen[cell];
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

  // In reading order a cell may take the labels possible before it and the next new one.
  bool keep_canonical_order(std::vector<LabelMask>& possible, const std::vector<LabelMask>& chosen,
                            std::vector<LabelMask>& removed) const {
    const LabelMask all = (LabelMask{1} << labels_.labels) - 1;
    LabelMask allowed = 1;
    for (std::size_t cell = 0; cell < possible.size() && allowed != all; ++cell) {
      if (!drop_labels(cell, possible[cell] & ~allowed, possible, chosen, removed)) return false;
      allowed = (allowed | possible[cell] << 1) & all;
    }
    return true;
  }

  // Distance-bounded reachability of one label's region (see the header).
  bool keep_reachable(int label, std::vector<LabelMask>& possible,
                      const std::vector<LabelMask>& chosen, std::vector<LabelMask>& removed) const {
    const LabelMask bit = label_bit(label);
    const std::size_t cells = possible.size();
    std::vector<int> core;
    for (std::size_t cell = 0; cell < cells; ++cell) {
      if (possible[cell] == bit) core.push_back(static_cast<int>(cell));
    }
    const int size = labels_.region_size;
    if (static_cast<int>(core.size()) > size) return false;
    if (core.empty()) return keep_large_components(bit, possible, chosen, removed);
    // 0-1 breadth-first search from one core cell: entering a cell not yet in the core costs one
    // cell of what the region has left.
    constexpr int kFar = std::numeric_limits<int>::max();
    std::vector<int> distance(cells, kFar);
    std::deque<int> queue = {core.front()};
    distance[static_cast<std::size_t>(core.front())] = 0;
    while (!queue.empty()) {
      const int cell = queue.front();
      queue.pop_front();
      for (int next : neighbours_[static_cast<std::size_t>(cell)]) {
        const auto n = static_cast<std::size_t>(next);
        if ((possible[n] & bit) == 0) continue;
        const bool in_core = possible[n] == bit;
        const int d = distance[static_cast<std::size_t>(cell)] + (in_core ? 0 : 1);
        if (d >= distance[n]) continue;
        distance[n] = d;
        if (in_core) {
          queue.push_front(next);
        } else {
          queue.push_back(next);
        }
      }
    }
    const int budget = size - static_cast<int>(core.size());
    int reachable = 0;
    for (std::size_t cell = 0; cell < cells; ++cell) {
      if ((possible[cell] & bit) == 0) continue;
      if (possible[cell] == bit && distance[cell] == kFar) return false;  // the core sits apart
      if (distance[cell] > budget) {
        if (!drop_labels(cell, bit, possible, chosen, removed)) return false;
      } else {
        ++reachable;
      }
    }
    return reachable >= size;
  }

  // A label with no cell fixed yet: the components of its possible cells too small to hold the
  // region lose it; none large enough is a dead end.
  bool keep_large_components(LabelMask bit, std::vector<LabelMask>& possible,
                             const std::vector<LabelMask>& chosen,
                             std::vector<LabelMask>& removed) const {
    const std::size_t cells = possible.size();
    std::vector<char> seen(cells, 0);
    bool room = false;
    for (std::size_t start = 0; start < cells; ++start) {
      if (seen[start] || (possible[start] & bit) == 0) continue;
      std::vector<int> component = {static_cast<int>(start)};
      seen[start] = 1;
      for (std::size_t k = 0; k < component.size(); ++k) {
        for (int next : neighbours_[static_cast<std::size_t>(component[k])]) {
          const auto n = static_cast<std::size_t>(next);
          if (seen[n] || (possible[n] & bit) == 0) continue;
          seen[n] = 1;
          component.push_back(next);
        }
      }
      if (static_cast<int>(component.size()) >= labels_.region_size) {
        room = true;
        continue;
      }
      for (int cell : component) {
        if (!drop_labels(static_cast<std::size_t>(cell), bit, possible, chosen, removed)) {
          return false;
        }
      }
    }
    return room;
  }

  ChaosLabelOptions labels_;
  std::vector<std::vector<int>> neighbours_;
  std::vector<OptionId> watched_;
};

}  // namespace

std::shared_ptr<const Propagator> make_chaos_propagator(ChaosLabelOptions labels) {
  return std::make_shared<const ChaosPropagator>(std::move(labels));
}

bool chaos_accepts(const std::vector<int>& label_of, const GridSize& size) {
  int next_new = 1;
  for (int label : label_of) {
    if (label > next_new || label < 1) return false;
    if (label == next_new) ++next_new;
  }
  const std::vector<std::vector<int>> neighbours = neighbours_of(size);
  std::vector<char> seen(label_of.size(), 0);
  std::vector<char> label_met(static_cast<std::size_t>(next_new), 0);
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
