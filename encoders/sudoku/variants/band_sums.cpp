// The rule of 45 over bands of houses (Encoder::add_band_sums): k whole rows (or columns, or
// boxes) sum to k times a house's total, and so do the cages with sums that lie mostly inside
// them, less what those cages hold outside; what the band holds outside the cages (the innies) and
// what the cages hold outside the band (the outies) then differ by a known amount. A killer solver
// writes these down first: on a grid of cages and no givens they fix cells that no single cage or
// house does, and they bound the search at every node (linear_sum's propagator).
//
// Measured on the 69 killers of the shared collection with no givens (ISS's collections): the
// Interactive Sudoku Solver, which adds the same sums, searched 2,655 nodes on the first of its
// 12 hardest and 63,291 without them.
#include <algorithm>
#include <map>
#include <set>

#include "encoders/sudoku/variants/encoder.hpp"

namespace dlx::sudoku {
namespace {

// The bands walked: rows from the top and from the bottom, columns from the left and from the
// right, boxes in reading order; each a list of houses taken one more at a time.
// Only houses of the puzzle count (`houses`: those that hold every value once, or as many values
// as cells, by their sorted cells): a grid without boxes, or whose rows are not houses, has no
// such walk.
std::vector<std::vector<std::vector<int>>> band_walks(
    const GridShape& shape, const std::map<std::vector<int>, int>& houses) {
  const GridSize& size = shape.size;
  std::vector<std::vector<int>> rows(static_cast<std::size_t>(size.rows));
  std::vector<std::vector<int>> columns(static_cast<std::size_t>(size.columns));
  std::vector<std::vector<int>> boxes;
  for (int cell = 0; cell < size.cells(); ++cell) {
    rows[static_cast<std::size_t>(size.row(cell))].push_back(cell);
    columns[static_cast<std::size_t>(size.column(cell))].push_back(cell);
    const int box = shape.region[static_cast<std::size_t>(cell)];
    if (box < 0) continue;
    if (static_cast<std::size_t>(box) >= boxes.size())
      boxes.resize(static_cast<std::size_t>(box) + 1);
    boxes[static_cast<std::size_t>(box)].push_back(cell);
  }
  std::vector<std::vector<std::vector<int>>> walks;
  // Cells were added in increasing order: each list is sorted.
  const auto are_houses = [&](const std::vector<std::vector<int>>& lists) {
    return !lists.empty() && std::all_of(lists.begin(), lists.end(),
                                         [&](const auto& h) { return houses.count(h) != 0; });
  };
  if (are_houses(rows)) {
    walks.push_back(rows);
    walks.emplace_back(rows.rbegin(), rows.rend());
  }
  if (are_houses(columns)) {
    walks.push_back(columns);
    walks.emplace_back(columns.rbegin(), columns.rend());
  }
  if (are_houses(boxes)) walks.push_back(boxes);
  return walks;
}

}  // namespace

void Encoder::add_band_sums() {
  // Cages whose cells no other cage shares: the sums of overlapping cages do not add up.
  std::vector<const Constraint*> cages;
  std::set<int> taken;
  for (const Constraint& c : constraints_) {
    if (!c.type->sum_cage || !c.number) continue;
    if (std::any_of(c.cells.begin(), c.cells.end(), [&](int cell) { return taken.count(cell); })) {
      continue;
    }
    taken.insert(c.cells.begin(), c.cells.end());
    cages.push_back(&c);
  }
  if (cages.empty()) return;
  // Each whole house by its cells (sorted), with what it sums to.
  std::map<std::vector<int>, int> totals;
  for (std::size_t h = 0; h < whole_houses_.size(); ++h) {
    std::vector<int> cells = whole_houses_[h];
    std::sort(cells.begin(), cells.end());
    totals.emplace(std::move(cells), whole_totals_[h]);
  }
  for (const std::vector<std::vector<int>>& walk : band_walks(shape_, totals)) {
    std::set<int> band;
    int band_total = 0;
    std::set<int> caged;  // the cells of the cages counted with the band
    std::vector<char> counted(cages.size(), 0);
    int cages_total = 0;
    // One house alone is add_house_sums' work; all of them leave nothing out.
    for (std::size_t k = 0; k + 1 < walk.size(); ++k) {
      band.insert(walk[k].begin(), walk[k].end());
      band_total += totals.at(walk[k]);
      // A cage counts with the band once most of its cells are inside: its outies are then few.
      for (std::size_t c = 0; c < cages.size(); ++c) {
        if (counted[c]) continue;
        const std::vector<int>& cells = cages[c]->cells;
        const auto inside = std::count_if(cells.begin(), cells.end(),
                                          [&](int cell) { return band.count(cell) != 0; });
        if (2 * inside <= static_cast<std::ptrdiff_t>(cells.size())) continue;
        counted[c] = 1;
        caged.insert(cells.begin(), cells.end());
        cages_total += *cages[c]->number;
      }
      if (k == 0) continue;
      std::vector<WeightedVar> terms;  // outies - innies = cages' total - band's total
      for (int cell : caged) {
        if (band.count(cell) == 0) terms.push_back({cell, 1});
      }
      const std::size_t outies = terms.size();
      for (int cell : band) {
        if (caged.count(cell) == 0) terms.push_back({cell, -1});
      }
      const std::size_t innies = terms.size() - outies;
      // Long sums on both sides bound little; a sum over many cells costs at every node.
      if (terms.empty() || static_cast<int>(terms.size()) > shape_.size.values) continue;
      if (innies > 2 && outies > 2) continue;
      linear_sum(terms, cages_total - band_total);
    }
  }
}

}  // namespace dlx::sudoku
