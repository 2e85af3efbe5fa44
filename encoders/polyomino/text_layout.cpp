#include "encoders/polyomino/text_layout.hpp"

#include <algorithm>
#include <climits>

#include "encoders/polyomino/cubic_grid.hpp"
#include "encoders/polyomino/hexagonal_grid.hpp"
#include "encoders/polyomino/triangular_grid.hpp"

namespace dlx::polyomino {
namespace {

int floor_div2(int value) {
  return value >= 0 ? value / 2 : -((1 - value) / 2);
}

}  // namespace

std::optional<Cell> cell_at(const Geometry& geometry, const TextPosition& at, int parity) {
  if (is_cubic(geometry)) return Cell{at.line, at.column, at.block};
  if (is_triangular(geometry)) {
    // Rows go up the lattice while lines go down the page; a character's triangle points up
    // where line + column is even. x = (column + line - kind) / 2 keeps neighbours neighbours:
    // the character after an up triangle is the down triangle of the same step.
    const int kind = (at.line + at.column) % 2;
    return Cell{-at.line, (at.column + at.line - kind) / 2, 0, kind};
  }
  if (is_hexagonal(geometry)) {
    if ((at.line + at.column) % 2 != parity) return std::nullopt;
    return Cell{-at.line, floor_div2(at.column + at.line - parity)};
  }
  return Cell{at.line, at.column};
}

std::vector<TextPosition> text_positions(const Geometry& geometry, const std::vector<Cell>& cells) {
  std::vector<TextPosition> positions;
  positions.reserve(cells.size());
  int top_row = INT_MIN;
  for (const Cell& cell : cells) top_row = std::max(top_row, cell.row);
  for (const Cell& cell : cells) {
    if (is_cubic(geometry)) {
      positions.push_back({cell.layer, cell.row, cell.column});
    } else if (is_triangular(geometry)) {
      const int line = top_row - cell.row;
      positions.push_back({0, line, 2 * cell.column + cell.kind - line});
    } else if (is_hexagonal(geometry)) {
      const int line = top_row - cell.row;
      positions.push_back({0, line, 2 * cell.column - line});
    } else {
      positions.push_back({0, cell.row, cell.column});
    }
  }
  TextPosition least{INT_MAX, INT_MAX, INT_MAX};
  for (const TextPosition& p : positions) {
    least.block = std::min(least.block, p.block);
    least.line = std::min(least.line, p.line);
    least.column = std::min(least.column, p.column);
  }
  // Triangles: the shift of the columns must be even, or up triangles would read as down ones.
  int shift = -least.column;
  if (is_triangular(geometry) && shift % 2 != 0) ++shift;
  for (TextPosition& p : positions) {
    p.block -= least.block;
    p.line -= least.line;
    p.column += shift;
  }
  return positions;
}

std::vector<std::vector<std::string>> draw_cells(const Geometry& geometry,
                                                 const std::vector<Cell>& cells,
                                                 const std::vector<char>& marks) {
  const std::vector<TextPosition> positions = text_positions(geometry, cells);
  int blocks = 0, lines = 0, columns = 0;
  for (const TextPosition& p : positions) {
    blocks = std::max(blocks, p.block + 1);
    lines = std::max(lines, p.line + 1);
    columns = std::max(columns, p.column + 1);
  }
  const bool filled_rectangle = !is_triangular(geometry) && !is_hexagonal(geometry);
  std::vector<std::vector<std::string>> drawing(
      static_cast<std::size_t>(blocks),
      std::vector<std::string>(
          static_cast<std::size_t>(lines),
          std::string(static_cast<std::size_t>(columns), filled_rectangle ? '.' : ' ')));
  for (std::size_t k = 0; k < positions.size(); ++k) {
    const TextPosition& p = positions[k];
    drawing[static_cast<std::size_t>(p.block)][static_cast<std::size_t>(p.line)]
           [static_cast<std::size_t>(p.column)] = marks[k];
  }
  if (filled_rectangle) return drawing;
  // Holes between the cells of a line: '.' at the positions a cell could hold.
  const int parity = positions.empty() ? 0 : (positions[0].line + positions[0].column) % 2;
  for (std::vector<std::string>& block : drawing) {
    for (std::size_t line = 0; line < block.size(); ++line) {
      std::string& text = block[line];
      const std::size_t first = text.find_first_not_of(' ');
      const std::size_t last = text.find_last_not_of(' ');
      if (first == std::string::npos) {
        text.clear();
        continue;
      }
      for (std::size_t column = first; column <= last; ++column) {
        const bool cell_position =
            !is_hexagonal(geometry) || static_cast<int>((line + column) % 2) == parity;
        if (text[column] == ' ' && cell_position) text[column] = '.';
      }
      text.resize(last + 1);
    }
  }
  return drawing;
}

}  // namespace dlx::polyomino
