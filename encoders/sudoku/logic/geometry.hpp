// The houses of a Sudoku variant, as the logic solver sees them: every row, column, box (or jigsaw
// region), diagonal, window and extra region from regions_of, each a house that holds every value
// exactly once. The techniques work on this list generically, so a jigsaw or a Sudoku X needs no
// code of its own; only the fish look for rows and columns by name of kind.
//
// Built once per variant (per model_key) and shared by every puzzle of a batch.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "encoders/sudoku/sudoku_puzzle.hpp"

namespace dlx::sudoku {

enum class HouseKind {
  kRow,
  kColumn,
  kRegion,  // a box, jigsaw region, diagonal, window or extra region
};

struct House {
  std::string name;  // "row 3", "box 5", "the main diagonal" (regions_of's names)
  HouseKind kind = HouseKind::kRegion;
  std::vector<int> cells;  // n cells; a house's "position i" is cells[i]
};

// Where house `other` meets a house A in two cells or more: the places of A inside `other` (bit i
// for A's i-th cell) and the cells of `other` outside A. What locked candidates look up.
struct Intersection {
  int other = 0;
  std::uint64_t inside = 0;
  std::vector<int> rest_of_other;
};

class Geometry {
 public:
  // Killer cages are not houses (they hold a sum, not every value): they are left out.
  explicit Geometry(const SudokuPuzzle& puzzle);

  int n() const { return n_; }
  int cell_count() const { return n_ * n_; }
  const std::vector<House>& houses() const { return houses_; }
  const House& house(int h) const { return houses_[static_cast<std::size_t>(h)]; }
  // The houses that hold `cell`.
  const std::vector<int>& houses_of(int cell) const {
    return houses_of_[static_cast<std::size_t>(cell)];
  }
  bool in_house(int cell, int h) const;
  // The houses that meet house h in two cells or more.
  const std::vector<Intersection>& intersections(int h) const {
    return intersections_[static_cast<std::size_t>(h)];
  }
  // The other cells that share a house with `cell`.
  const std::vector<int>& peers(int cell) const { return peers_[static_cast<std::size_t>(cell)]; }
  // True when two different cells share a house: they cannot hold the same value.
  bool sees(int a, int b) const {
    const auto bit = static_cast<std::size_t>(b);
    return (peer_bits_[static_cast<std::size_t>(a) * words_ + bit / 64] >> (bit % 64)) & 1U;
  }
  // The house of row r and of column c (0-based); every variant has them.
  int row_house(int r) const { return row_house_[static_cast<std::size_t>(r)]; }
  int column_house(int c) const { return column_house_[static_cast<std::size_t>(c)]; }

 private:
  int n_ = 0;
  std::vector<House> houses_;
  std::vector<std::vector<int>> houses_of_;
  std::vector<std::vector<int>> peers_;
  std::vector<std::vector<Intersection>> intersections_;
  // Cell a sees cell b: bit b of the row of `words_` words that starts at a * words_. A bit matrix,
  // not a set, because the wings ask "sees" in their inner loops.
  std::vector<std::uint64_t> peer_bits_;
  std::size_t words_ = 0;
  std::vector<int> row_house_;
  std::vector<int> column_house_;
};

// "r3c5": the notation of cells in every message of the project.
std::string cell_name(int cell, int n);

}  // namespace dlx::sudoku
