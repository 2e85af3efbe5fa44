#include "encoders/sudoku/variants/combined_sums.hpp"

#include "encoders/sudoku/variants/encoder.hpp"

#include <algorithm>
#include <iterator>
#include <map>
#include <optional>

namespace dlx::sudoku {
namespace {

// Two sums are related when the smaller has this many cells, each sharing a house with a cell of
// the larger (ISS's threshold): shorter sums gain little from a partner.
constexpr std::size_t kLeastRelatedCells = 6;

struct Scored {
  CellSum sum;
  int score = 0;
  bool original = false;
};

// How much the groups of distinct cells narrow a sum: per group of k cells, the k * (n - k)
// by which its greatest sum exceeds its least, less the slack the total leaves at the nearer end.
// None when the groups cannot reach the total at all.
std::optional<Scored> scored(CellSum sum, bool original, const GridSize& size,
                             const SumGeometry& geometry) {
  const int n = size.values;
  int least = size.offset * static_cast<int>(sum.cells.size());
  int range = 0;
  const std::vector<int> groups = geometry.group_sizes(sum.cells);
  for (const int k : groups) {
    least += k * (k + 1) / 2;
    range += k * (n - k);
  }
  const int most = least + range;
  if (sum.total < least || sum.total > most) return std::nullopt;
  const int slack = std::min(sum.total - least, most - sum.total);
  int score = 0;
  for (const int k : groups) score += k * (n - k) - slack;
  return Scored{std::move(sum), score, original};
}

bool related(const CellSum& a, const CellSum& b, const SumGeometry& geometry) {
  const CellSum& small = a.cells.size() < b.cells.size() ? a : b;
  const CellSum& big = a.cells.size() < b.cells.size() ? b : a;
  if (small.cells.size() < kLeastRelatedCells) return false;
  std::vector<int> shared;
  std::set_intersection(small.cells.begin(), small.cells.end(), big.cells.begin(), big.cells.end(),
                        std::back_inserter(shared));
  if (!shared.empty()) return false;
  std::size_t crossing = 0;
  for (const int cell : small.cells) {
    const bool sees = std::any_of(big.cells.begin(), big.cells.end(),
                                  [&](int other) { return geometry.share_house(cell, other); });
    if (sees && ++crossing >= kLeastRelatedCells) return true;
  }
  return false;
}

// The pool of sums, keyed by their cells; a merge replaces its two parts by the merged sum.
class MergePool {
 public:
  MergePool(const GridSize& size, const SumGeometry& geometry) : size_(size), geometry_(geometry) {}

  void add_original(const CellSum& sum) {
    if (active_.count(sum.cells) != 0) return;
    std::optional<Scored> s = scored(sum, true, size_, geometry_);
    if (s) active_.emplace(sum.cells, std::move(*s));
  }

  void pair_all() {
    for (auto a = active_.begin(); a != active_.end(); ++a) {
      for (auto b = std::next(a); b != active_.end(); ++b) propose(a->second, b->second);
    }
  }

  // Merges the best candidate whose parts are still in the pool; false when none is left.
  bool merge_best() {
    std::optional<std::size_t> best;
    for (std::size_t i = 0; i < candidates_.size(); ++i) {
      if (!valid(candidates_[i])) continue;
      if (!best || better(candidates_[i], candidates_[*best])) best = i;
    }
    if (!best) return false;
    Candidate chosen = std::move(candidates_[*best]);
    candidates_.erase(candidates_.begin() + static_cast<std::ptrdiff_t>(*best));
    std::erase_if(candidates_, [&](const Candidate& c) { return !valid(c); });
    active_.erase(chosen.first);
    active_.erase(chosen.second);
    const std::vector<int> key = chosen.merged.sum.cells;
    const Scored& merged = active_.emplace(key, std::move(chosen.merged)).first->second;
    for (const auto& [cells, other] : active_) {
      if (cells != key) propose(merged, other);
    }
    return true;
  }

  std::vector<CellSum> merged_worth_adding() const {
    std::vector<CellSum> out;
    for (const auto& [cells, s] : active_) {
      if (!s.original && s.score > 0) out.push_back(s.sum);
    }
    return out;
  }

 private:
  struct Candidate {
    std::vector<int> first;  // the parts' cells
    std::vector<int> second;
    Scored merged;
  };

  void propose(const Scored& a, const Scored& b) {
    if (!related(a.sum, b.sum, geometry_)) return;
    CellSum sum;
    std::merge(a.sum.cells.begin(), a.sum.cells.end(), b.sum.cells.begin(), b.sum.cells.end(),
               std::back_inserter(sum.cells));
    if (active_.count(sum.cells) != 0) return;
    sum.total = a.sum.total + b.sum.total;
    std::optional<Scored> merged = scored(std::move(sum), false, size_, geometry_);
    if (!merged) return;
    // Better than both parts, or at least than the two together.
    const int score = merged->score;
    if ((score <= a.score || score <= b.score) && score <= a.score + b.score) return;
    candidates_.push_back({a.sum.cells, b.sum.cells, std::move(*merged)});
  }

  bool valid(const Candidate& c) const {
    return active_.count(c.first) != 0 && active_.count(c.second) != 0 &&
           active_.count(c.merged.sum.cells) == 0;
  }

  // The higher score; ties to the larger cells, so that the merges do not depend on the order.
  static bool better(const Candidate& a, const Candidate& b) {
    if (a.merged.score != b.merged.score) return a.merged.score > b.merged.score;
    return a.merged.sum.cells > b.merged.sum.cells;
  }

  const GridSize& size_;
  const SumGeometry& geometry_;
  std::map<std::vector<int>, Scored> active_;
  std::vector<Candidate> candidates_;
};

}  // namespace

std::vector<CellSum> combined_sums(std::span<const CellSum> sums, const GridSize& size,
                                   const SumGeometry& geometry) {
  MergePool pool(size, geometry);
  for (const CellSum& sum : sums) pool.add_original(sum);
  pool.pair_all();
  while (pool.merge_best()) {
  }
  return pool.merged_worth_adding();
}

// The puzzle's sums of unit weights over cells as compiled so far (take_out_whole_houses may have
// left out a whole house of a sum: what is left is still a sum); each merged sum is a linear sum,
// whose propagator bounds it with the groups that score it.
void Encoder::add_combined_sums() {
  std::vector<CellSum> unit_sums;
  for (const LinearSum& sum : out_.sums) {
    const bool unit = std::all_of(sum.terms.begin(), sum.terms.end(),
                                  [](const WeightedVar& t) { return t.weight == 1; });
    if (!unit) continue;
    CellSum cells{{}, sum.total};
    for (const WeightedVar& t : sum.terms) cells.cells.push_back(t.var);
    std::sort(cells.cells.begin(), cells.cells.end());
    unit_sums.push_back(std::move(cells));
  }
  if (unit_sums.size() < 2) return;
  const SumGeometry geometry{[this](int a, int b) { return share_house(a, b); },
                             [this](const std::vector<int>& cells) {
                               std::vector<WeightedVar> terms;
                               for (const int cell : cells) terms.push_back({cell, 1});
                               std::vector<int> sizes;
                               for (const int g : sum_groups(terms)) {
                                 if (static_cast<std::size_t>(g) >= sizes.size())
                                   sizes.resize(g + 1, 0);
                                 ++sizes[static_cast<std::size_t>(g)];
                               }
                               return sizes;
                             }};
  for (const CellSum& merged : combined_sums(unit_sums, size(), geometry)) {
    std::vector<WeightedVar> terms;
    for (const int cell : merged.cells) terms.push_back({cell, 1});
    linear_sum(std::move(terms), merged.total);
  }
}

}  // namespace dlx::sudoku
