#include "encoders/sudoku/logic/geometry.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include "encoders/sudoku/grid_rules.hpp"

namespace dlx::sudoku {
namespace {

// A row is a house whose cells all share a row: told from the cells, not from the name, so an
// extra region that happens to be a row is a row too (the fish may use either; both are right).
HouseKind kind_of(const std::vector<int>& cells, int n) {
  const bool one_row = std::all_of(cells.begin(), cells.end(),
                                   [&](int cell) { return cell / n == cells.front() / n; });
  if (one_row) return HouseKind::kRow;
  const bool one_column = std::all_of(cells.begin(), cells.end(),
                                      [&](int cell) { return cell % n == cells.front() % n; });
  return one_column ? HouseKind::kColumn : HouseKind::kRegion;
}

}  // namespace

std::string cell_name(int cell, int n) {
  return fmt::format("r{}c{}", cell / n + 1, cell % n + 1);
}

// A square grid whose rows hold every value: refuse_grids_the_logic_lacks (grader.hpp) refuses the
// others before the logic solver sees them.
Geometry::Geometry(const SudokuPuzzle& puzzle) : n_(puzzle.size.rows) {
  const auto cells = static_cast<std::size_t>(n_) * static_cast<std::size_t>(n_);
  houses_of_.resize(cells);
  row_house_.assign(static_cast<std::size_t>(n_), -1);
  column_house_.assign(static_cast<std::size_t>(n_), -1);
  for (Region& region : regions_of(puzzle)) {
    House house{std::move(region.name), kind_of(region.cells, n_), std::move(region.cells)};
    const int h = static_cast<int>(houses_.size());
    const int first = house.cells.front();
    if (house.kind == HouseKind::kRow && row_house_[static_cast<std::size_t>(first / n_)] < 0) {
      row_house_[static_cast<std::size_t>(first / n_)] = h;
    }
    if (house.kind == HouseKind::kColumn &&
        column_house_[static_cast<std::size_t>(first % n_)] < 0) {
      column_house_[static_cast<std::size_t>(first % n_)] = h;
    }
    for (int cell : house.cells) houses_of_[static_cast<std::size_t>(cell)].push_back(h);
    houses_.push_back(std::move(house));
  }
  intersections_.resize(houses_.size());
  for (std::size_t a = 0; a < houses_.size(); ++a) {
    std::vector<int> shared(houses_.size(), 0);  // cells of house a in each other house
    for (int cell : houses_[a].cells) {
      for (int b : houses_of_[static_cast<std::size_t>(cell)])
        ++shared[static_cast<std::size_t>(b)];
    }
    for (std::size_t b = 0; b < houses_.size(); ++b) {
      if (b == a || shared[b] < 2) continue;
      Intersection meet;
      meet.other = static_cast<int>(b);
      for (std::size_t i = 0; i < houses_[a].cells.size(); ++i) {
        if (in_house(houses_[a].cells[i], static_cast<int>(b)))
          meet.inside |= std::uint64_t{1} << i;
      }
      for (int cell : houses_[b].cells) {
        if (!in_house(cell, static_cast<int>(a))) meet.rest_of_other.push_back(cell);
      }
      intersections_[a].push_back(std::move(meet));
    }
  }
  words_ = (cells + 63) / 64;
  peer_bits_.assign(cells * words_, 0);
  peers_.resize(cells);
  for (const House& house : houses_) {
    for (int a : house.cells) {
      for (int b : house.cells) {
        if (a == b) continue;
        const auto bit = static_cast<std::size_t>(b);
        peer_bits_[static_cast<std::size_t>(a) * words_ + bit / 64] |= std::uint64_t{1}
                                                                       << (bit % 64);
      }
    }
  }
  for (std::size_t a = 0; a < cells; ++a) {
    for (std::size_t w = 0; w < words_; ++w) {
      for (std::uint64_t bits = peer_bits_[a * words_ + w]; bits != 0; bits &= bits - 1) {
        peers_[a].push_back(static_cast<int>(w * 64) + std::countr_zero(bits));
      }
    }
  }
}

bool Geometry::in_house(int cell, int h) const {
  const std::vector<int>& list = houses_of(cell);
  return std::find(list.begin(), list.end(), h) != list.end();
}

}  // namespace dlx::sudoku
