#include "encoders/polyomino/polyform_boards.hpp"

#include <fmt/format.h>

#include <charconv>
#include <climits>
#include <stdexcept>

#include "encoders/polyomino/cubic_grid.hpp"
#include "encoders/polyomino/hexagonal_grid.hpp"
#include "encoders/polyomino/triangular_grid.hpp"

namespace dlx::polyomino {
namespace {

// "3x4x5" as its sides, when it is `count` whole numbers joined by 'x'; a side too large for an
// int reads as INT_MAX (out of range, said by the caller).
std::optional<std::vector<int>> sides_of(std::string_view text, std::size_t count) {
  std::vector<int> sides;
  while (true) {
    const std::size_t x = text.find('x');
    const std::string_view digits = text.substr(0, x);
    if (digits.empty() || digits.find_first_not_of("0123456789") != std::string_view::npos) {
      return std::nullopt;
    }
    int side = 0;
    if (std::from_chars(digits.data(), digits.data() + digits.size(), side).ec ==
        std::errc::result_out_of_range) {
      side = INT_MAX;
    }
    sides.push_back(side);
    if (x == std::string_view::npos) break;
    text.remove_prefix(x + 1);
  }
  if (sides.size() != count) return std::nullopt;
  return sides;
}

void check_sides(std::string_view text, const std::vector<int>& sides, long cells_per_step) {
  long cells = cells_per_step;
  for (int side : sides) {
    if (side < 1 || side > kMaxBoardSide) {
      throw std::invalid_argument(fmt::format("'{}': each side is 1 to {}, with at most {} cells",
                                              text, kMaxBoardSide, kMaxBoardCells));
    }
    cells *= side;
    if (cells > kMaxBoardCells) {
      throw std::invalid_argument(fmt::format("'{}': {} cells at least; at most {} are allowed",
                                              text, cells, kMaxBoardCells));
    }
  }
}

Board box(int wide, int deep, int high, std::string label) {
  std::vector<Cell> cells;
  for (int layer = 0; layer < high; ++layer) {
    for (int row = 0; row < deep; ++row) {
      for (int column = 0; column < wide; ++column) cells.push_back(Cell{row, column, layer});
    }
  }
  return Board(cubic_grid(), std::move(cells), std::move(label));
}

// The triangles (x, y, z) of Polyform Puzzler's coordinates, x < width and y < height, that pass
// the test.
template <typename Keep>
Board triangles(int width, int height, std::string label, Keep keep) {
  std::vector<Cell> cells;
  for (int z = 0; z < 2; ++z) {
    for (int y = 0; y < height; ++y) {
      for (int x = 0; x < width; ++x) {
        if (keep(x, y, z)) cells.push_back(Cell{y, x, 0, z});
      }
    }
  }
  return Board(triangular_grid(), std::move(cells), std::move(label));
}

template <typename Keep>
Board hexagons(int width, int height, std::string label, Keep keep) {
  std::vector<Cell> cells;
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      if (keep(x, y)) cells.push_back(Cell{y, x});
    }
  }
  return Board(hexagonal_grid(), std::move(cells), std::move(label));
}

}  // namespace

std::optional<Board> sized_box(std::string_view text) {
  const auto sides = sides_of(text, 3);
  if (!sides) return std::nullopt;
  check_sides(text, *sides, 1);
  return box((*sides)[0], (*sides)[1], (*sides)[2], std::string(text));
}

std::optional<Board> sized_parallelogram_of_triangles(std::string_view text) {
  const auto sides = sides_of(text, 2);
  if (!sides) return std::nullopt;
  check_sides(text, *sides, 2);
  return triangles((*sides)[0], (*sides)[1], std::string(text), [](int, int, int) { return true; });
}

std::optional<Board> sized_parallelogram_of_hexagons(std::string_view text) {
  const auto sides = sides_of(text, 2);
  if (!sides) return std::nullopt;
  check_sides(text, *sides, 1);
  return hexagons((*sides)[0], (*sides)[1], std::string(text), [](int, int) { return true; });
}

std::vector<NamedBoard> polycube_boards() {
  return {
      {"soma", "the 3x3x3 cube of Piet Hein's Soma puzzle (with its pieces)",
       [] { return box(3, 3, 3, "soma"); }, "soma"},
      {"diabolical", "the 3x3x3 cube of the Diabolical cube (with its pieces)",
       [] { return box(3, 3, 3, "diabolical"); }, "diabolical"},
      {"bedlam", "the 4x4x4 cube of the Bedlam cube (with its pieces)",
       [] { return box(4, 4, 4, "bedlam"); }, "bedlam"},
  };
}

// Polyform Puzzler's hexiamond boards (puzzler/puzzles/hexiamonds.py), by their formulas.
std::vector<NamedBoard> polyiamond_boards() {
  return {
      {"trapezoid", "the hexiamonds' trapezoid, 11 triangles at its base, 4 rows high",
       [] {
         return triangles(11, 4, "trapezoid", [](int x, int y, int z) { return x + y + z < 11; });
       },
       "hexiamonds"},
      {"long-hexagon", "the hexiamonds' long hexagon: 4 rows, its corners cut",
       [] {
         return triangles(10, 4, "long-hexagon",
                          [](int x, int y, int z) { return 1 < x + y + z && x + y + z <= 11; });
       },
       "hexiamonds"},
      {"crescent", "a hexagon of side 4 with a hexagon of side 2 bitten from a corner",
       [] {
         return triangles(8, 8, "crescent", [](int x, int y, int z) {
           const int s = x + y + z;
           return 3 < s && s < 12 && !(x > 3 && 1 < y && y < 6 && 7 < s);
         });
       },
       "hexiamonds"},
      {"ring", "a hexagon of side 4 with a hexagon of side 2 cut from its centre",
       [] {
         return triangles(8, 8, "ring", [](int x, int y, int z) {
           const int s = x + y + z;
           return 3 < s && s < 12 && !(1 < x && x < 6 && 1 < y && y < 6 && 5 < s && s < 10);
         });
       },
       "hexiamonds"},
      {"offset-ring", "a hexagon of side 4 with a hexagon of side 2 cut one step off its centre",
       [] {
         return triangles(8, 8, "offset-ring", [](int x, int y, int z) {
           const int s = x + y + z;
           return 3 < s && s < 12 && !(2 < x && x < 7 && 1 < y && y < 6 && 6 < s && s < 11);
         });
       },
       "hexiamonds"},
  };
}

// Polyform Puzzler's tetrahex boards (puzzler/puzzles/tetrahexes.py), by their formulas.
std::vector<NamedBoard> polyhex_boards() {
  return {
      {"triangle", "the triangle of side 7 (28 hexagons)",
       [] { return hexagons(7, 7, "triangle", [](int x, int y) { return x + y < 7; }); },
       "tetrahexes"},
      {"coin", "a hexagon of 7 by 5 with its centre hexagon missing (28 hexagons)",
       [] {
         return hexagons(7, 5, "coin", [](int x, int y) {
           return x + y > 1 && x + y < 9 && !(x == 3 && y == 2);
         });
       },
       "tetrahexes"},
  };
}

}  // namespace dlx::polyomino
