#include "encoders/sudoku/logic/candidates.hpp"

namespace dlx::sudoku {

CandidateGrid::CandidateGrid(const Geometry& geometry)
    : geometry_(&geometry),
      values_(static_cast<std::size_t>(geometry.cell_count()), 0),
      candidates_(static_cast<std::size_t>(geometry.cell_count()), all_values(geometry.n())),
      placed_(geometry.houses().size(), 0),
      open_(geometry.cell_count()) {}

bool CandidateGrid::place(int cell, int value) {
  if (!is_open(cell) || !has(cell, value)) return false;
  values_[static_cast<std::size_t>(cell)] = value;
  candidates_[static_cast<std::size_t>(cell)] = value_bit(value);
  --open_;
  for (int h : geometry_->houses_of(cell)) placed_[static_cast<std::size_t>(h)] |= value_bit(value);
  for (int peer : geometry_->peers(cell)) {
    if (is_open(peer)) candidates_[static_cast<std::size_t>(peer)] &= ~value_bit(value);
  }
  return true;
}

bool CandidateGrid::eliminate(int cell, int value) {
  if (!is_open(cell) || !has(cell, value)) return false;
  candidates_[static_cast<std::size_t>(cell)] &= ~value_bit(value);
  return true;
}

PositionSet CandidateGrid::positions(int h, int value) const {
  const std::vector<int>& cells = geometry_->house(h).cells;
  PositionSet where = 0;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (is_open(cells[i]) && has(cells[i], value)) where |= PositionSet{1} << i;
  }
  return where;
}

void CandidateGrid::all_positions(int h, std::array<PositionSet, kMaxSize>& where) const {
  where.fill(0);
  const std::vector<int>& cells = geometry_->house(h).cells;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (!is_open(cells[i])) continue;
    for (ValueSet rest = candidates(cells[i]); rest != 0; rest &= rest - 1) {
      where[static_cast<std::size_t>(std::countr_zero(rest))] |= PositionSet{1} << i;
    }
  }
}

bool CandidateGrid::contradiction() const {
  for (std::size_t cell = 0; cell < values_.size(); ++cell) {
    if (values_[cell] == 0 && candidates_[cell] == 0) return true;
  }
  const ValueSet all = all_values(n());
  const auto& houses = geometry_->houses();
  for (std::size_t h = 0; h < houses.size(); ++h) {
    ValueSet possible = placed_[h];
    for (int cell : houses[h].cells) {
      if (values_[static_cast<std::size_t>(cell)] == 0)
        possible |= candidates_[static_cast<std::size_t>(cell)];
    }
    if (possible != all) return true;
  }
  return false;
}

}  // namespace dlx::sudoku
