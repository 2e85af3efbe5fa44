// A cage that sticks out of a whole house by one cell (Encoder::add_single_outie_sums): the house's
// innies (its cells that no cage inside it holds) sum to the house's total less the inside cages',
// and the cage's cells within the house are among them; so the innies the cage leaves, less its
// one cell outside, sum to the innies' total less the cage's. An arrow with an offset: a killer
// solver's "one outie" rule, which ISS's optimizer adds too (its hidden cage handlers: a cage
// sticking out of a region by one cell). Neither the house sums (add_house_sums: innies, or the
// outies of cages that cover the house) nor the bands' state it. Only the search's bounds take it
// (linear_sum): the cages' pieces and the houses already state it.
#include <algorithm>

#include "encoders/sudoku/variants/encoder.hpp"

namespace dlx::sudoku {
namespace {

// More cells bound little and cost at every node (ISS's limit for these sums).
constexpr std::size_t kMostCells = 6;

}  // namespace

void Encoder::add_single_outie_sums() {
  std::vector<const Constraint*> cages;
  for (const Constraint& c : constraints_) {
    if (c.type->sum_cage && c.number) cages.push_back(&c);
  }
  if (cages.empty()) return;
  for (std::size_t h = 0; h < whole_houses_.size(); ++h) {
    const std::vector<int>& house = whole_houses_[h];
    const auto in = [&](int cell) {
      return std::find(house.begin(), house.end(), cell) != house.end();
    };
    std::vector<const Constraint*> meeting;
    for (const Constraint* cage : cages) {
      if (std::any_of(cage->cells.begin(), cage->cells.end(), in)) meeting.push_back(cage);
    }
    // Overlapping cages: their sums do not add up.
    std::vector<int> taken;
    for (const Constraint* cage : meeting)
      taken.insert(taken.end(), cage->cells.begin(), cage->cells.end());
    std::sort(taken.begin(), taken.end());
    if (std::adjacent_find(taken.begin(), taken.end()) != taken.end()) continue;
    std::vector<int> innies = house;
    int innies_total = whole_totals_[h];
    for (const Constraint* cage : meeting) {
      if (!std::all_of(cage->cells.begin(), cage->cells.end(), in)) continue;
      std::erase_if(innies, [&](int cell) {
        return std::find(cage->cells.begin(), cage->cells.end(), cell) != cage->cells.end();
      });
      innies_total -= *cage->number;
    }
    for (const Constraint* cage : meeting) {
      const auto outside = std::count_if(cage->cells.begin(), cage->cells.end(),
                                         [&](int cell) { return !in(cell); });
      if (outside != 1) continue;
      std::vector<WeightedVar> terms;  // the innies the cage leaves, less its cell outside
      for (int cell : innies) {
        if (std::find(cage->cells.begin(), cage->cells.end(), cell) == cage->cells.end()) {
          terms.push_back({cell, 1});
        }
      }
      if (terms.size() + 1 > kMostCells) continue;
      for (int cell : cage->cells) {
        if (!in(cell)) terms.push_back({cell, -1});
      }
      linear_sum(std::move(terms), innies_total - *cage->number);
    }
  }
}

}  // namespace dlx::sudoku
