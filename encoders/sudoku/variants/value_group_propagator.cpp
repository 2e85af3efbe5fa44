#include "encoders/sudoku/variants/value_group_propagator.hpp"

#include <algorithm>
#include <array>
#include <bit>

#include "encoders/sudoku/variants/value_run.hpp"

namespace dlx::sudoku {
namespace {

constexpr std::size_t kMostCells = 32;
constexpr std::size_t kMostSets = 64;  // the sets left that the check of unique values reads
constexpr int kMostWords = 8;          // the cells whose peers a bitset on the stack holds: 512

class ValueGroupPropagator final : public Propagator {
 public:
  ValueGroupPropagator(GroupSets group, std::shared_ptr<const CellLinks> links)
      : group_(std::move(group)), links_(std::move(links)) {
    for (int cell : group_.cells) {
      for (int v = 1; v <= links_->values; ++v) {
        const OptionId option = links_->option(cell, v);
        if (!option.valid()) continue;
        watched_.push_back(option);
        bit_.push_back(value_bit(v));
      }
      cell_end_.push_back(static_cast<std::uint32_t>(watched_.size()));
      runs_.push_back(
          value_run(cell_options(cell_end_.size() - 1), cell_bits(cell_end_.size() - 1)));
    }
    watched_.insert(watched_.end(), group_.options.begin(), group_.options.end());
  }

  std::span<const OptionId> watched() const override { return watched_; }

  bool propagate(const LiveOptions& live, std::vector<OptionId>& gone) const override {
    const std::size_t cells = group_.cells.size();
    std::array<ValueMask, kMostCells> may;  // per cell, the values it may hold (its chosen one)
    ValueMask placed = 0;                   // the values chosen in the group
    ValueMask anywhere = 0;
    for (std::size_t i = 0; i < cells; ++i) {
      may[i] = live_values(i, live);
      if (may[i] == 0) {
        may[i] = chosen_value(i, live);
        // A cell with nothing is a dead end its own item finds.
        if (may[i] == 0) return true;
        placed |= may[i];
      }
      anywhere |= may[i];
    }
    // The sets: those no longer possible go; the others give the values the group may hold and
    // those it must.
    ValueMask possible = 0;
    ValueMask required = ~ValueMask{0};
    std::array<ValueMask, kMostSets> sets;  // those left (the first kMostSets)
    std::size_t set_count = 0;
    for (std::size_t k = 0; k < group_.options.size(); ++k) {
      const ValueMask held = group_.held[k];
      if (live.chosen(group_.options[k])) {
        possible = held;
        required = held;
        sets[0] = held;
        set_count = 1;
        break;
      }
      if (!live.contains(group_.options[k])) continue;
      if (!fits(held, may, anywhere)) {
        gone.push_back(group_.options[k]);
        continue;
      }
      possible |= held;
      required &= held;
      if (set_count < kMostSets) sets[set_count] = held;
      ++set_count;
    }
    if (set_count == 0) return false;
    ValueMask once = 0;
    ValueMask shared = 0;
    for (std::size_t i = 0; i < cells; ++i) {
      shared |= once & may[i];
      once |= may[i];
    }
    for (std::size_t i = 0; i < cells; ++i) {
      ValueMask out = may[i] & ~possible & ~placed;
      if (set_count <= kMostSets)
        out |= unsupported(i, may, placed, shared, {sets.data(), set_count});
      for (ValueMask m = out; m != 0; m &= m - 1) {
        gone.push_back(links_->option(group_.cells[i], std::countr_zero(m) + 1));
      }
    }
    return exclude_required(required & ~placed, may, live, gone);
  }

 private:
  // Cell i's options, and the values they put there.
  std::span<const OptionId> cell_options(std::size_t i) const {
    const std::uint32_t first = i == 0 ? 0 : cell_end_[i - 1];
    return std::span<const OptionId>(watched_).subspan(first, cell_end_[i] - first);
  }
  std::span<const ValueMask> cell_bits(std::size_t i) const {
    const std::uint32_t first = i == 0 ? 0 : cell_end_[i - 1];
    return std::span<const ValueMask>(bit_).subspan(first, cell_end_[i] - first);
  }
  // The values cell i of the group may hold, and the one chosen there (0 for none).
  ValueMask live_values(std::size_t i, const LiveOptions& live) const {
    return read_values(live, runs_[i], cell_options(i), cell_bits(i), false);
  }
  ValueMask chosen_value(std::size_t i, const LiveOptions& live) const {
    return read_values(live, runs_[i], cell_options(i), cell_bits(i), true);
  }
  // The values of cell i that no set left allows, given the values only cell i may hold (those
  // not `shared` by two cells):
  // a set that holds w and another of those puts that other one in cell i, not w (the
  // Interactive Sudoku Solver's check of a cell's unique values).
  ValueMask unsupported(std::size_t i, const std::array<ValueMask, kMostCells>& may,
                        ValueMask placed, ValueMask shared, std::span<const ValueMask> sets) const {
    if (placed & may[i]) return 0;  // chosen
    const ValueMask unique = may[i] & ~shared;
    if (unique == 0) return 0;
    ValueMask out = 0;
    for (ValueMask m = may[i]; m != 0; m &= m - 1) {
      const ValueMask w = m & -m;
      const ValueMask others = unique & ~w;
      if (others == 0) continue;
      if (std::none_of(sets.begin(), sets.end(),
                       [&](ValueMask held) { return (held & w) && !(held & others); })) {
        out |= w;
      }
    }
    return out;
  }
  // Whether a set may still be the group's: every cell holds one of its values, and each of its
  // values has a cell left.
  bool fits(ValueMask held, const std::array<ValueMask, kMostCells>& may,
            ValueMask anywhere) const {
    if ((anywhere & held) != held) return false;
    for (std::size_t i = 0; i < group_.cells.size(); ++i) {
      if ((may[i] & held) == 0) return false;
    }
    return true;
  }
  // A required value lies in one of the group's cells that may hold it: a cell that shares a
  // house with each of those holds something else. False when one has no cell left.
  bool exclude_required(ValueMask required, const std::array<ValueMask, kMostCells>& may,
                        const LiveOptions& live, std::vector<OptionId>& gone) const {
    const int words = links_->words;
    if (words > kMostWords) return true;
    for (ValueMask m = required; m != 0; m &= m - 1) {
      const int v = std::countr_zero(m) + 1;
      std::array<std::uint64_t, kMostWords> seen;
      std::fill_n(seen.begin(), words, ~std::uint64_t{0});
      bool somewhere = false;
      for (std::size_t i = 0; i < group_.cells.size(); ++i) {
        if (!(may[i] & value_bit(v))) continue;
        somewhere = true;
        const std::uint64_t* peers = links_->peers_of(group_.cells[i]);
        for (int w = 0; w < words; ++w) seen[static_cast<std::size_t>(w)] &= peers[w];
      }
      if (!somewhere) return false;
      for (int w = 0; w < words; ++w) {
        for (std::uint64_t bits = seen[static_cast<std::size_t>(w)]; bits != 0; bits &= bits - 1) {
          const int cell = w * 64 + std::countr_zero(bits);
          const OptionId option = links_->option(cell, v);
          if (option.valid() && live.contains(option)) gone.push_back(option);
        }
      }
    }
    return true;
  }

  GroupSets group_;
  std::shared_ptr<const CellLinks> links_;
  // The options of the group's cells, cell by cell (cell i's end at cell_end_[i]), with the value
  // each puts there; then the sets.
  std::vector<OptionId> watched_;
  std::vector<ValueMask> bit_;
  std::vector<std::uint32_t> cell_end_;
  std::vector<ValueRun> runs_;  // per cell, how its options lie (value_run.hpp)
};

}  // namespace

std::shared_ptr<const Propagator> make_value_group_propagator(
    GroupSets group, std::shared_ptr<const CellLinks> links) {
  if (group.cells.size() > kMostCells || group.options.empty()) return nullptr;
  return std::make_shared<ValueGroupPropagator>(std::move(group), std::move(links));
}

}  // namespace dlx::sudoku
