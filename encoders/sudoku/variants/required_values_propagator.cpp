#include "encoders/sudoku/variants/required_values_propagator.hpp"

#include <algorithm>
#include <array>
#include <bit>

namespace dlx::sudoku {
namespace {

constexpr std::size_t kMostRequiredCells = 32;
constexpr int kMostPeerWords = 8;  // the cells whose peers a bitset on the stack holds: 512

class RequiredValuesPropagator final : public Propagator {
 public:
  RequiredValuesPropagator(const RequiredValues& rule, std::shared_ptr<const CellLinks> links)
      : cells_(rule.cells), links_(std::move(links)) {
    for (int cell : cells_) {
      for (ValueMask m = rule.values; m != 0; m &= m - 1) {
        const int v = std::countr_zero(m) + 1;
        const OptionId option = links_->option(cell, v);
        if (!option.valid()) continue;
        watched_.push_back(option);
        bit_.push_back(value_bit(v));
      }
      cell_end_.push_back(static_cast<std::uint32_t>(watched_.size()));
    }
  }

  bool empty() const { return watched_.empty(); }

  std::span<const OptionId> watched() const override { return watched_; }

  bool propagate(const LiveOptions& live, std::vector<OptionId>& gone) const override {
    ValueMask anywhere = 0;  // the values of the set that some cell of the group may still take
    for (std::size_t j = 0; j < watched_.size(); ++j) {
      if (live.contains(watched_[j])) {
        anywhere |= bit_[j];
      } else if (live.chosen(watched_[j])) {
        return true;  // a value of the set is placed: the rule holds whatever comes
      }
    }
    if (anywhere == 0) return false;
    if ((anywhere & (anywhere - 1)) != 0) return true;
    exclude_from_common_peers(std::countr_zero(anywhere) + 1, live, gone);
    return true;
  }

 private:
  // Value v is in one of the group's cells that may hold it: a cell that shares a house with each
  // of those holds something else.
  void exclude_from_common_peers(int v, const LiveOptions& live,
                                 std::vector<OptionId>& gone) const {
    const int words = links_->words;
    if (words > kMostPeerWords) return;
    std::array<std::uint64_t, kMostPeerWords> seen;
    std::fill_n(seen.begin(), words, ~std::uint64_t{0});
    for (std::size_t i = 0; i < cells_.size(); ++i) {
      for (std::uint32_t j = i == 0 ? 0 : cell_end_[i - 1]; j < cell_end_[i]; ++j) {
        if (bit_[j] != value_bit(v) || !live.contains(watched_[j])) continue;
        const std::uint64_t* peers = links_->peers_of(cells_[i]);
        for (int w = 0; w < words; ++w) seen[static_cast<std::size_t>(w)] &= peers[w];
      }
    }
    for (int w = 0; w < words; ++w) {
      for (std::uint64_t bits = seen[static_cast<std::size_t>(w)]; bits != 0; bits &= bits - 1) {
        const OptionId option = links_->option(w * 64 + std::countr_zero(bits), v);
        if (option.valid() && live.contains(option)) gone.push_back(option);
      }
    }
  }

  std::vector<int> cells_;
  std::shared_ptr<const CellLinks> links_;
  // The options that put a value of the set in the group's cells, cell by cell (cell i's end at
  // cell_end_[i]), with the value each puts there.
  std::vector<OptionId> watched_;
  std::vector<ValueMask> bit_;
  std::vector<std::uint32_t> cell_end_;
};

}  // namespace

std::shared_ptr<const Propagator> make_required_values_propagator(
    const RequiredValues& rule, std::shared_ptr<const CellLinks> links) {
  if (rule.cells.size() > kMostRequiredCells) return nullptr;
  auto propagator = std::make_shared<RequiredValuesPropagator>(rule, std::move(links));
  if (propagator->empty()) return nullptr;
  return propagator;
}

}  // namespace dlx::sudoku
