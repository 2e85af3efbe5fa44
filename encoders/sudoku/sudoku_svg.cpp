#include "encoders/sudoku/sudoku_svg.hpp"

#include <fmt/format.h>
#include <dlx/text/xml_text.hpp>

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "encoders/sudoku/constraint_svg.hpp"
#include "encoders/sudoku/grid_rules.hpp"
#include "encoders/sudoku/sudoku_format.hpp"

namespace dlx::sudoku {
namespace {

// Pixels per cell: large enough to read a 9x9 at a glance, small enough for a 25x25 on a page
// (by the longer side of a rectangular grid).
int cell_size(const GridSize& grid) {
  const int n = grid.longer_side();
  return n <= 9 ? 36 : n <= 16 ? 28 : n <= 25 ? 22 : 16;
}

// The constraints' layer, moved from the grid's corner to (x, y).
std::string layer(const std::string& elements, const char* name, int x, int y) {
  if (elements.empty()) return "";
  return fmt::format("<g class=\"{}\" transform=\"translate({},{})\">\n{}</g>\n", name, x, y,
                     elements);
}

// The rows of variable cells under the grid: they go on in reading order after its last cell, a
// row as wide as the grid's (as ISS lays out a Var group of a count), so that the constraints'
// drawing (constraint_svg.cpp), which places a cell by its number, reaches them too.
int variable_rows(const GridSize& grid) {
  return (grid.all_cells() + grid.columns - 1) / grid.columns - grid.rows;
}

// A line under the grid that names its rules (anti-knight, ...).
int rules_height(int size) {
  return size * 2 / 3;
}

int rules_font(int size) {
  return rules_height(size) * 2 / 3;
}

// The rules' names, wrapped after a comma into lines that fit `width` pixels. A character of a
// sans-serif font is taken as 0.6 of the font's size: wide enough for lower case, so that a
// line never runs off the picture (an SVG has no text layout of its own).
std::vector<std::string> rules_lines(const std::vector<std::string>& rules, int width, int font) {
  const std::size_t fits = static_cast<std::size_t>(std::max(1, width * 10 / (font * 6)));
  std::vector<std::string> lines;
  for (std::size_t k = 0; k < rules.size(); ++k) {
    const std::string name = rules[k] + (k + 1 < rules.size() ? "," : "");
    if (!lines.empty() && lines.back().size() + 1 + name.size() <= fits) {
      lines.back() += " " + name;
    } else {
      lines.push_back(name);
    }
  }
  return lines;
}

// The room the picture takes under the grid for the rules' lines.
int rules_room(const ConstraintDrawing& constraints, int picture_width, int size) {
  const auto lines = rules_lines(constraints.rules, picture_width, rules_font(size));
  return static_cast<int>(lines.size()) * rules_height(size);
}

// One grid with its top left corner at (x, y), with the drawing of its constraints.
void draw_grid(const DrawnGrid& drawn, const ConstraintDrawing& constraints, int x, int y,
               std::string& svg) {
  const SudokuPuzzle& puzzle = *drawn.puzzle;
  const GridSize& grid = puzzle.size;
  const int size = cell_size(grid);
  const int width = grid.columns * size;
  const int height = grid.rows * size;
  svg += "<g shape-rendering=\"crispEdges\">\n";
  for (int row = 0; row < grid.rows; ++row) {
    for (int column = 0; column < grid.columns; ++column) {
      const auto cell = static_cast<std::size_t>(grid.cell(row, column));
      svg += fmt::format(
          "<rect class=\"cell\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\" "
          "stroke=\"#999\" stroke-width=\"1\" data-row=\"{}\" data-column=\"{}\" "
          "data-value=\"{}\" data-clue=\"{}\"/>\n",
          x + column * size, y + row * size, size, size, "white", row, column, drawn.grid[cell],
          puzzle.givens[cell] != 0);
    }
  }
  // The variable cells, shaded apart from the grid, each named by data-name ("X3" for $X3).
  for (int cell = grid.cells(); cell < grid.all_cells(); ++cell) {
    svg += fmt::format(
        "<rect class=\"variable\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#eef2f6\" "
        "stroke=\"#555\" stroke-width=\"1\" data-name=\"{}\" data-value=\"{}\"/>\n",
        x + grid.column(cell) * size, y + grid.row(cell) * size, size, size,
        xml_escaped(variable_name(cell, grid)),
        static_cast<std::size_t>(cell) < drawn.grid.size()
            ? drawn.grid[static_cast<std::size_t>(cell)]
            : 0);
  }
  svg += "</g>\n";

  svg += layer(constraints.under, "constraints-under", x, y);

  // Walls: every cell side with another region, or the outside, beyond it.
  const GridShape shape = grid_shape(puzzle);
  // A chaos construction's regions found are walled as boxes are (beside the boxes, if any).
  // Labels are 1..16 (at most 16 regions on a grid that takes constraints).
  constexpr int kLabels = 17;
  auto region_of = [&](int cell) {
    const auto k = static_cast<std::size_t>(cell);
    const int label = drawn.regions.empty() ? 0 : drawn.regions[k];
    return (shape.region[k] + 1) * kLabels + label;
  };
  std::string walls;
  for (int row = 0; row < grid.rows; ++row) {
    for (int column = 0; column < grid.columns; ++column) {
      const int here = region_of(grid.cell(row, column));
      const int left = x + column * size;
      const int top = y + row * size;
      if (row == 0 || region_of(grid.cell(row - 1, column)) != here) {
        walls += fmt::format("M{},{}h{}", left, top, size);
      }
      if (column == 0 || region_of(grid.cell(row, column - 1)) != here) {
        walls += fmt::format("M{},{}v{}", left, top, size);
      }
    }
  }
  walls += fmt::format("M{},{}h{}M{},{}v{}", x, y + height, width, x + width, y, height);
  svg += fmt::format(
      "<path class=\"walls\" d=\"{}\" fill=\"none\" stroke=\"#222\" stroke-width=\"3\" "
      "stroke-linecap=\"square\"/>\n",
      walls);

  // Killer cages: a dashed outline inside the cells, the sum in the first cell's corner.
  const int inset = std::max(3, size / 9);
  const int sum_font = std::max(7, size / 4);
  const int sum_baseline = inset + sum_font;  // the sums' digits end there (no descenders)
  for (const CageMark& cage : constraints.cages) {
    const std::string path = cage_outline(cage.cells, grid, x, y, size, inset);
    const int first = *std::min_element(cage.cells.begin(), cage.cells.end());
    svg += fmt::format(
        "<g class=\"cage\" data-sum=\"{}\"><path d=\"{}\" fill=\"none\" stroke=\"#555\" "
        "stroke-width=\"1\" stroke-dasharray=\"3,2\"/>",
        cage.sum, path);
    if (!cage.sum.empty()) {
      svg += fmt::format(
          "<text x=\"{}\" y=\"{}\" font-family=\"sans-serif\" font-size=\"{}\" "
          "fill=\"#333\">{}</text>",
          x + grid.column(first) * size + inset + 1, y + grid.row(first) * size + sum_baseline,
          sum_font, cage.sum);
    }
    svg += "</g>\n";
  }

  svg += layer(constraints.over, "constraints-over", x, y);
  svg += layer(constraints.labels, "constraint-labels", x, y);

  // The values: clues bold and black, the values found blue, so the solution reads at a glance.
  // In a killer (or under other corner numbers) they sit in the part of the cell below the band
  // of the sums, a gap between: centred in the whole cell they came within 3 px of a two-digit
  // sum (issue 32), and on the 22-pixel cells of a 25x25 into its digits.
  const bool cages = constraints.corner_text;
  const int band = sum_baseline + std::max(2, size / 12);
  const int font_size =
      cages ? std::min(size * 9 / 20, (size - inset - band) * 4 / 3) : size * 11 / 20;
  const int lower = cages ? (band + size - inset) / 2 - size / 2 : 0;
  const int cells = std::min(grid.all_cells(), static_cast<int>(drawn.grid.size()));
  for (int cell = 0; cell < cells; ++cell) {
    const int value = drawn.grid[static_cast<std::size_t>(cell)];
    if (value == 0) continue;
    const bool clue = cell < grid.cells() && puzzle.givens[static_cast<std::size_t>(cell)] != 0;
    svg += fmt::format(
        "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" dominant-baseline=\"central\" "
        "font-family=\"sans-serif\" font-size=\"{}\"{} fill=\"{}\">{}</text>\n",
        x + grid.column(cell) * size + size / 2, y + grid.row(cell) * size + size / 2 + lower,
        font_size, clue ? " font-weight=\"bold\"" : "", clue ? "#111" : "#1f5fbf",
        xml_escaped(value_symbol(puzzle, value)));
  }

  // The rules of the whole grid, which nothing in it shows, named under it, wrapped to the
  // picture's width.
  const std::vector<std::string> lines =
      rules_lines(constraints.rules, width + 2 * constraints.margin, rules_font(size));
  for (std::size_t k = 0; k < lines.size(); ++k) {
    svg += fmt::format(
        "<text class=\"rules\" x=\"{}\" y=\"{}\" text-anchor=\"middle\" "
        "font-family=\"sans-serif\" font-size=\"{}\" fill=\"#333\">{}</text>\n",
        x + width / 2,
        y + height + variable_rows(grid) * size + constraints.margin +
            rules_height(size) * (static_cast<int>(k) * 4 + 3) / 4,
        rules_font(size), xml_escaped(lines[k]));
  }
}

}  // namespace

Picture sudoku_picture(DrawnGrid drawn) {
  Picture picture;
  const GridSize& grid = drawn.puzzle->size;
  const int size = cell_size(grid);
  // Drawn once here, for the room it needs around the grid, and placed by each draw.
  ConstraintDrawing constraints = draw_constraints(*drawn.puzzle, size);
  const int margin = constraints.margin;
  picture.width = grid.columns * size + 2 * margin;
  picture.height = (grid.rows + variable_rows(grid)) * size + 2 * margin;
  picture.height += rules_room(constraints, picture.width, size);
  picture.caption = drawn.caption;
  picture.kind = "grid";
  picture.draw = [drawn = std::move(drawn), constraints = std::move(constraints), margin](int x,
                                                                                          int y) {
    std::string svg;
    draw_grid(drawn, constraints, x + margin, y + margin, svg);
    return svg;
  };
  return picture;
}

PictureWords sudoku_picture_words() {
  return {.title_one = "Sudoku",
          .title_many = "Sudoku grids",
          .more_one = "grid",
          .more_many = "grids",
          .shown = "solution"};
}

}  // namespace dlx::sudoku
