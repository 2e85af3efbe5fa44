// The text layouts of the grids (text_layout.cpp): a drawing read back gives the same cells
// (translated), triangles alternate up and down along a line and stand on each other, hexagons
// sit between the two below them.
#include <gtest/gtest.h>

#include <set>

#include "encoders/polyomino/cubic_grid.hpp"
#include "encoders/polyomino/hexagonal_grid.hpp"
#include "encoders/polyomino/polyform.hpp"
#include "encoders/polyomino/shape.hpp"
#include "encoders/polyomino/text_layout.hpp"
#include "encoders/polyomino/triangular_grid.hpp"

namespace dlx::polyomino::text_layout_test {
namespace {

// The cells a drawing shows (every non-blank, non-'.' character), read back with cell_at.
std::vector<Cell> read_back(const Geometry& grid,
                            const std::vector<std::vector<std::string>>& drawing) {
  std::vector<Cell> cells;
  for (std::size_t b = 0; b < drawing.size(); ++b) {
    int parity = -1;
    for (std::size_t line = 0; line < drawing[b].size(); ++line) {
      for (std::size_t column = 0; column < drawing[b][line].size(); ++column) {
        const char c = drawing[b][line][column];
        if (c == ' ') continue;
        if (parity < 0) parity = static_cast<int>((line + column) % 2);
        const auto cell = cell_at(
            grid,
            TextPosition{static_cast<int>(b), static_cast<int>(line), static_cast<int>(column)},
            parity);
        EXPECT_TRUE(cell.has_value()) << "line " << line << " column " << column;
        if (cell && c != '.') cells.push_back(*cell);
      }
    }
  }
  return normalized(std::move(cells));
}

TEST(TextLayout, EveryNamedBoardReadsBackAsItself) {
  for (const Polyform* family :
       {&polyominoes_family(), &polycubes_family(), &polyiamonds_family(), &polyhexes_family()}) {
    for (const NamedBoard& named : family->boards) {
      SCOPED_TRACE(named.name);
      const Board board = named.make();
      const auto drawing =
          draw_cells(board.geometry(), board.cells(), std::vector<char>(board.cells().size(), 'X'));
      EXPECT_EQ(read_back(board.geometry(), drawing), board.cells());
    }
  }
}

TEST(TextLayout, TrianglesAlternateAndStandOnEachOther) {
  const Geometry& grid = triangular_grid();
  // A hexagon of six triangles: two lines of three, up down up over down up down.
  std::vector<Cell> hexagon;
  for (int m = 0; m < 6; ++m) hexagon.push_back(grid.moved(Cell{0, 0, 0, 0}, m));
  const auto drawing = draw_cells(grid, normalized(hexagon), {'a', 'b', 'c', 'd', 'e', 'f'});
  ASSERT_EQ(drawing.size(), 1u);
  ASSERT_EQ(drawing[0].size(), 2u);
  EXPECT_EQ(drawing[0][0].find_first_not_of(' '), drawing[0][1].find_first_not_of(' '));
  EXPECT_EQ(drawing[0][0].size(), drawing[0][1].size());
  // Where line + column is even the triangle points up.
  for (std::size_t line = 0; line < 2; ++line) {
    for (std::size_t column = 0; column < drawing[0][line].size(); ++column) {
      if (drawing[0][line][column] == ' ') continue;
      const auto cell =
          cell_at(grid, TextPosition{0, static_cast<int>(line), static_cast<int>(column)}, 0);
      ASSERT_TRUE(cell);
      EXPECT_EQ(cell->kind, static_cast<int>((line + column) % 2));
    }
  }
  // The character below an up triangle is a down triangle, its neighbour across the base.
  const Cell up = *cell_at(grid, TextPosition{0, 0, 0}, 0);
  const Cell below = *cell_at(grid, TextPosition{0, 1, 0}, 0);
  const auto around = grid.neighbours(up);
  EXPECT_NE(std::find(around.begin(), around.end(), below), around.end());
}

TEST(TextLayout, HexagonsSitBetweenTheTwoBelow) {
  const Geometry& grid = hexagonal_grid();
  const Cell above = *cell_at(grid, TextPosition{0, 0, 1}, 1);
  const auto around = grid.neighbours(above);
  for (int column : {0, 2}) {
    const Cell below = *cell_at(grid, TextPosition{0, 1, column}, 1);
    EXPECT_NE(std::find(around.begin(), around.end(), below), around.end());
  }
  EXPECT_FALSE(cell_at(grid, TextPosition{0, 0, 0}, 1));  // a blank between two hexagons
}

TEST(TextLayout, LayersAreBlocks) {
  const Board box = *polycubes_family().sized_board("2x3x4");
  const auto drawing =
      draw_cells(box.geometry(), box.cells(), std::vector<char>(box.cells().size(), 'X'));
  ASSERT_EQ(drawing.size(), 4u);  // 4 layers
  for (const auto& layer : drawing) {
    ASSERT_EQ(layer.size(), 3u);                                // 3 rows deep
    for (const std::string& row : layer) EXPECT_EQ(row, "XX");  // 2 wide
  }
}

}  // namespace
}  // namespace dlx::polyomino::text_layout_test
