#include "encoders/sudoku/variants/or_propagator.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace dlx::sudoku {
namespace {

// A branch's terms on local indices: its cells 0..cells-1, its auxiliaries' values 0..
struct LocalOption {
  OptionId option;
  std::vector<std::pair<int, std::uint32_t>> cells;  // (local cell, allowed values)
  std::vector<std::pair<int, int>> auxiliaries;      // (local auxiliary, local value)
};

struct LocalBranch {
  OptionId selector;
  std::vector<int> cells;                        // local -> the model's cell
  std::vector<std::uint32_t> kept;               // per local cell: what the selector allows
  std::vector<int> auxiliary_values;             // per local auxiliary: how many values
  std::vector<std::vector<LocalOption>> pieces;  // each piece's options with the flag at 1
};

// Each thread's buffers for propagate() and narrow(), reused from node to node: the search calls
// them at every node that touches a watched option ('Unbidden First Hidden', 8,000 nodes, called
// them some 70,000 times), and the propagator is shared by the threads of a search.
struct OrScratch {
  std::vector<std::uint32_t> support;
  std::vector<int> spoken;  // how many branches left speak of the cell
  std::vector<std::uint32_t> masks;
  std::vector<std::vector<char>> auxiliary;
  std::vector<std::uint32_t> cell_union;
  std::vector<std::vector<char>> auxiliary_union;
  std::vector<int> cell_named;
  std::vector<int> auxiliary_named;
};

OrScratch& scratch() {
  thread_local OrScratch buffers;
  return buffers;
}

class OrPropagator final : public Propagator {
 public:
  OrPropagator(std::vector<OrBranchOptions> branches, int values,
               std::span<const OptionId> value_options)
      : values_(values), value_options_(value_options.begin(), value_options.end()) {
    std::set<OptionId> watched;
    for (const OrBranchOptions& branch : branches) {
      LocalBranch& local = branches_.emplace_back();
      local.selector = branch.selector.option;
      if (local.selector.valid()) watched.insert(local.selector);
      std::map<int, int> cell_index;
      std::map<int, std::map<int, int>> value_index;  // auxiliary -> value -> local value
      std::map<int, int> auxiliary_index;
      auto cell_of = [&](int cell) {
        const auto [it, added] = cell_index.emplace(cell, static_cast<int>(local.cells.size()));
        if (added) {
          local.cells.push_back(cell);
          local.kept.push_back(all());
          for (int v = 1; v <= values_; ++v) {
            if (const OptionId o = value_option(cell, v); o.valid()) watched.insert(o);
          }
        }
        return it->second;
      };
      for (const auto& [cell, mask] : branch.selector.cells) {
        local.kept[static_cast<std::size_t>(cell_of(cell))] &= mask;
      }
      for (const std::vector<OrOptionTerms>& piece : branch.pieces) {
        std::vector<LocalOption>& options = local.pieces.emplace_back();
        for (const OrOptionTerms& terms : piece) {
          LocalOption& option = options.emplace_back();
          option.option = terms.option;
          watched.insert(terms.option);
          for (const auto& [cell, mask] : terms.cells)
            option.cells.emplace_back(cell_of(cell), mask);
          for (const auto& [auxiliary, value] : terms.auxiliaries) {
            const auto [a, added] =
                auxiliary_index.emplace(auxiliary, static_cast<int>(auxiliary_index.size()));
            std::map<int, int>& index = value_index[auxiliary];
            const auto [v, new_value] = index.emplace(value, static_cast<int>(index.size()));
            option.auxiliaries.emplace_back(a->second, v->second);
          }
        }
      }
      local.auxiliary_values.assign(auxiliary_index.size(), 0);
      for (const auto& [auxiliary, a] : auxiliary_index) {
        local.auxiliary_values[static_cast<std::size_t>(a)] =
            static_cast<int>(value_index[auxiliary].size());
      }
    }
    watched_.assign(watched.begin(), watched.end());
  }

  std::span<const OptionId> watched() const override { return watched_; }

  bool propagate(const LiveOptions& live, std::vector<OptionId>& gone) const override {
    for (const LocalBranch& branch : branches_) {
      // A selector chosen: the flags hold the chosen branch's pieces, the others are free.
      if (branch.selector.valid() && live.chosen(branch.selector)) return true;
    }
    OrScratch& buffers = scratch();
    std::vector<std::uint32_t>& support = buffers.support;
    std::vector<int>& spoken = buffers.spoken;
    support.assign(static_cast<std::size_t>(cells_bound()), 0);
    spoken.assign(support.size(), 0);
    int left = 0;
    std::vector<std::uint32_t>& masks = buffers.masks;
    for (const LocalBranch& branch : branches_) {
      if (!branch.selector.valid() || !live.contains(branch.selector)) continue;
      if (!narrow(branch, live, masks)) {
        gone.push_back(branch.selector);
        continue;
      }
      ++left;
      for (std::size_t k = 0; k < branch.cells.size(); ++k) {
        const auto cell = static_cast<std::size_t>(branch.cells[k]);
        support[cell] |= masks[k];
        ++spoken[cell];
      }
    }
    if (left == 0) return false;
    for (std::size_t cell = 0; cell < support.size(); ++cell) {
      if (spoken[cell] != left) continue;
      for (int v = 1; v <= values_; ++v) {
        if (support[cell] >> (v - 1) & 1) continue;
        const OptionId o = value_option(static_cast<int>(cell), v);
        if (o.valid() && live.contains(o)) gone.push_back(o);
      }
    }
    return true;
  }

 private:
  std::uint32_t all() const { return values_ >= 32 ? ~0u : (1u << values_) - 1; }
  int cells_bound() const { return static_cast<int>(value_options_.size()) / values_; }
  OptionId value_option(int cell, int v) const {
    return value_options_[static_cast<std::size_t>(cell * values_ + v - 1)];
  }
  static bool available(const LiveOptions& live, OptionId o) {
    return live.contains(o) || live.chosen(o);
  }

  // The branch's cells narrowed to what its pieces keep (generalized arc consistency on the
  // branch alone); false when it cannot hold.
  bool narrow(const LocalBranch& branch, const LiveOptions& live,
              std::vector<std::uint32_t>& masks) const {
    masks.assign(branch.cells.size(), 0);
    for (std::size_t k = 0; k < branch.cells.size(); ++k) {
      for (int v = 1; v <= values_; ++v) {
        const OptionId o = value_option(branch.cells[k], v);
        if (o.valid() && available(live, o)) masks[k] |= 1u << (v - 1);
      }
      masks[k] &= branch.kept[k];
      if (masks[k] == 0) return false;
    }
    OrScratch& buffers = scratch();
    std::vector<std::vector<char>>& auxiliary = buffers.auxiliary;
    auxiliary.resize(branch.auxiliary_values.size());
    for (std::size_t a = 0; a < auxiliary.size(); ++a) {
      auxiliary[a].assign(static_cast<std::size_t>(branch.auxiliary_values[a]), 1);
    }
    std::vector<std::uint32_t>& cell_union = buffers.cell_union;
    std::vector<std::vector<char>>& auxiliary_union = buffers.auxiliary_union;
    std::vector<int>& cell_named = buffers.cell_named;
    std::vector<int>& auxiliary_named = buffers.auxiliary_named;
    cell_union.resize(masks.size());
    auxiliary_union.resize(auxiliary.size());
    cell_named.resize(masks.size());
    auxiliary_named.resize(auxiliary.size());
    for (bool changed = true; changed;) {
      changed = false;
      for (const std::vector<LocalOption>& piece : branch.pieces) {
        std::fill(cell_union.begin(), cell_union.end(), 0);
        for (std::size_t a = 0; a < auxiliary.size(); ++a) {
          auxiliary_union[a].assign(auxiliary[a].size(), 0);
        }
        // An option that does not name a cell (its domain implied the option's term) keeps all
        // of it: counted by how many of the options left name each cell and auxiliary.
        std::fill(cell_named.begin(), cell_named.end(), 0);
        std::fill(auxiliary_named.begin(), auxiliary_named.end(), 0);
        int any = 0;
        for (const LocalOption& option : piece) {
          if (!available(live, option.option) || !consistent(option, masks, auxiliary)) continue;
          ++any;
          for (const auto& [c, mask] : option.cells) {
            cell_union[static_cast<std::size_t>(c)] |= mask & masks[static_cast<std::size_t>(c)];
            ++cell_named[static_cast<std::size_t>(c)];
          }
          for (const auto& [a, v] : option.auxiliaries) {
            auxiliary_union[static_cast<std::size_t>(a)][static_cast<std::size_t>(v)] = 1;
            ++auxiliary_named[static_cast<std::size_t>(a)];
          }
        }
        if (any == 0) return false;
        for (std::size_t c = 0; c < cell_union.size(); ++c) {
          if (cell_named[c] < any) cell_union[c] = masks[c];
        }
        for (std::size_t a = 0; a < auxiliary_union.size(); ++a) {
          if (auxiliary_named[a] < any) auxiliary_union[a] = auxiliary[a];
        }
        // The cells and auxiliaries the piece speaks of keep what its options left keep.
        for (const LocalOption& option : piece) {
          for (const auto& [c, mask] : option.cells) {
            std::uint32_t& m = masks[static_cast<std::size_t>(c)];
            const std::uint32_t kept = m & cell_union[static_cast<std::size_t>(c)];
            if (kept != m) {
              m = kept;
              changed = true;
              if (m == 0) return false;
            }
          }
          for (const auto& [a, v] : option.auxiliaries) {
            std::vector<char>& values = auxiliary[static_cast<std::size_t>(a)];
            for (std::size_t w = 0; w < values.size(); ++w) {
              if (values[w] && !auxiliary_union[static_cast<std::size_t>(a)][w]) {
                values[w] = 0;
                changed = true;
              }
            }
          }
        }
      }
    }
    return true;
  }

  static bool consistent(const LocalOption& option, const std::vector<std::uint32_t>& masks,
                         const std::vector<std::vector<char>>& auxiliary) {
    for (const auto& [c, mask] : option.cells) {
      if ((mask & masks[static_cast<std::size_t>(c)]) == 0) return false;
    }
    for (const auto& [a, v] : option.auxiliaries) {
      if (!auxiliary[static_cast<std::size_t>(a)][static_cast<std::size_t>(v)]) return false;
    }
    return true;
  }

  int values_;
  std::vector<OptionId> value_options_;
  std::vector<LocalBranch> branches_;
  std::vector<OptionId> watched_;
};

}  // namespace

std::shared_ptr<const Propagator> make_or_propagator(std::vector<OrBranchOptions> branches,
                                                     int values,
                                                     std::span<const OptionId> value_options) {
  return std::make_shared<OrPropagator>(std::move(branches), values, value_options);
}

}  // namespace dlx::sudoku
