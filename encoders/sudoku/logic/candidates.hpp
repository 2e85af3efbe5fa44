// The pencil marks of a Sudoku being solved by logic: for each cell the set of values it may still
// hold, and the values already placed in each house.
//
// Sets of values and sets of positions are 64-bit masks: value v is bit v - 1, the i-th cell of a
// house is bit i. kMaxSize (64) is what makes that enough for every grid the reader accepts.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "encoders/sudoku/logic/geometry.hpp"

namespace dlx::sudoku {

using ValueSet = std::uint64_t;     // bit v - 1 for value v
using PositionSet = std::uint64_t;  // bit i for the i-th cell of a house

inline ValueSet value_bit(int value) {
  return ValueSet{1} << (value - 1);
}
inline int value_count(ValueSet values) {
  return std::popcount(values);
}
// Every value of an n x n grid.
inline ValueSet all_values(int n) {
  return n == 64 ? ~ValueSet{0} : (ValueSet{1} << n) - 1;
}
// The smallest value of a non-empty set.
inline int lowest_value(ValueSet values) {
  return std::countr_zero(values) + 1;
}

class CandidateGrid {
 public:
  // Every value possible in every cell; nothing placed.
  explicit CandidateGrid(const Geometry& geometry);

  const Geometry& geometry() const { return *geometry_; }
  int n() const { return geometry_->n(); }

  // Puts `value` in `cell` and removes it from the cell's peers. False, and nothing changes, when
  // `value` is no longer a candidate of the cell (the puzzle then has no solution).
  bool place(int cell, int value);
  // Removes a candidate; true when it was one.
  bool eliminate(int cell, int value);

  int value(int cell) const { return values_[static_cast<std::size_t>(cell)]; }
  bool is_open(int cell) const { return value(cell) == 0; }
  // The candidates of an open cell; for a placed cell, its value alone.
  ValueSet candidates(int cell) const { return candidates_[static_cast<std::size_t>(cell)]; }
  bool has(int cell, int value) const { return (candidates(cell) & value_bit(value)) != 0; }
  // The values already placed in house h.
  ValueSet placed_in(int h) const { return placed_[static_cast<std::size_t>(h)]; }
  // Where `value` may still go in house h (open cells only).
  PositionSet positions(int h, int value) const;
  // positions(h, v) for every value at once, in where[v - 1]: one pass over the house.
  void all_positions(int h, std::array<PositionSet, kMaxSize>& where) const;

  int open_cells() const { return open_; }
  bool solved() const { return open_ == 0; }
  // An open cell without candidates, or a house where a value has no place left: no solution.
  bool contradiction() const;

  const std::vector<int>& values() const { return values_; }
  const std::vector<ValueSet>& all_candidates() const { return candidates_; }

 private:
  const Geometry* geometry_;
  std::vector<int> values_;  // 0 for an open cell
  std::vector<ValueSet> candidates_;
  std::vector<ValueSet> placed_;  // per house
  int open_ = 0;
};

}  // namespace dlx::sudoku
