#include "encoders/sudoku/sudoku_format.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "encoders/sudoku/grid_rules.hpp"
#include "encoders/sudoku/variants/constraint_text.hpp"

namespace dlx::sudoku {
namespace {

// A cell's symbol: its value's, or '.' for a blank.
std::string symbol(const SudokuPuzzle& puzzle, int value) {
  return value == 0 ? "." : value_symbol(puzzle, value);
}

// The grid with walls around its regions and each clue in brackets:
//
//   +-----------+-----------+-----------+
//   | 7  [3]  4 | 2  [9]  6 | 8  [5]  1 |
//
// A wall is drawn between two cells of different regions (boxes, or a jigsaw's regions), so a
// jigsaw is drawn as it is; a line of walls between two rows is written only where there is one.
std::string pretty_grid(const SudokuPuzzle& puzzle, const std::vector<int>& grid) {
  const int rows = puzzle.size.rows;
  const int columns = puzzle.size.columns;
  std::size_t width = 1;
  for (int v = 1; v <= puzzle.size.values; ++v) width = std::max(width, symbol(puzzle, v).size());
  const std::size_t cell_width = width + 2;
  // The region whose walls are drawn: the box, or the jigsaw region, of a cell.
  const GridShape shape = grid_shape(puzzle);
  auto region = [&](int row, int column) {
    return shape.region[static_cast<std::size_t>(row * columns + column)];
  };
  // A wall above cell (row, column): the top and bottom edges, or a change of region.
  auto wall_above = [&](int row, int column) {
    return row == 0 || row == rows || region(row - 1, column) != region(row, column);
  };
  // A wall left of cell (row, column), for rows 0..rows-1.
  auto wall_left = [&](int row, int column) {
    return row >= 0 && row < rows &&
           (column == 0 || column == columns || region(row, column - 1) != region(row, column));
  };
  std::string text;
  for (int row = 0; row <= rows; ++row) {
    bool any = false;
    for (int column = 0; column < columns; ++column) any = any || wall_above(row, column);
    if (any) {
      std::string line;
      for (int column = 0; column <= columns; ++column) {
        const bool up = wall_left(row - 1, column);
        const bool down = wall_left(row, column);
        const bool horizontal = (column > 0 && wall_above(row, column - 1)) ||
                                (column < columns && wall_above(row, column));
        // '+' where walls meet or turn; a wall that only passes on goes on as '|' or '-'.
        line += (up || down) && horizontal ? '+' : up && down ? '|' : horizontal ? '-' : ' ';
        if (column < columns) line += std::string(cell_width, wall_above(row, column) ? '-' : ' ');
      }
      while (!line.empty() && line.back() == ' ') line.pop_back();
      text += line + "\n";
    }
    if (row == rows) break;
    for (int column = 0; column < columns; ++column) {
      const auto cell = static_cast<std::size_t>(row * columns + column);
      const bool clue = cell < puzzle.givens.size() && puzzle.givens[cell] != 0;
      text += wall_left(row, column) ? '|' : ' ';
      text += fmt::format("{}{:>{}}{}", clue ? '[' : ' ', symbol(puzzle, grid[cell]), width,
                          clue ? ']' : ' ');
    }
    text += "|\n";
  }
  text.pop_back();
  return text;
}

// What names the puzzle in the output: Project Euler's "Grid 01", or the label after a puzzle
// line without its separator.
std::string label_line(const SudokuPuzzle& puzzle) {
  if (!puzzle.name.empty()) return puzzle.name;
  std::size_t start = 0;
  while (start < puzzle.trailer.size() &&
         std::string_view(" \t,;#").find(puzzle.trailer[start]) != std::string_view::npos) {
    ++start;
  }
  return puzzle.trailer.substr(start);
}

// Under a --pretty grid, its constraints as a `constraints` section, one a line as the text format
// writes them: what was read, to compare with what was meant (a text grid has no room for lines
// and dots; --svg draws them). A file's section pasted back reads as the same constraints. The
// rules given in other forms (a region map, a cage map, --diagonal) are not lines of it.
// The variable cells' `var` lines come first, as a file declares them before its sections.
std::string constraints_section(const SudokuPuzzle& puzzle) {
  std::string declarations = puzzle.size.raw ? "grid raw\n" : "";
  for (const VariableGroup& group : puzzle.size.variables) {
    if (group.columns > 0 && group.count % group.columns == 0) {
      declarations +=
          fmt::format("var {} {}x{}\n", group.name, group.count / group.columns, group.columns);
    } else if (group.columns > 0 && group.count > 1) {
      declarations +=
          fmt::format("var {} {} in rows of {}\n", group.name, group.count, group.columns);
    } else {
      declarations += group.count == 1 ? fmt::format("var {}\n", group.name)
                                       : fmt::format("var {} {}\n", group.name, group.count);
    }
  }
  std::string text;
  for (const Constraint& constraint : puzzle.constraints) {
    if (constraint.written_as_line) text += constraint_text(constraint, puzzle.size) + "\n";
  }
  return declarations + (text.empty() ? "" : "constraints\n" + text);
}

// The grid written into the puzzle's own drawing: each cell's character replaced by the
// solution's symbol, bars, blanks and box lines as typed.
std::string drawn_grid(const SudokuPuzzle& puzzle, const std::vector<int>& grid) {
  std::string text = puzzle.name.empty() ? "" : puzzle.name + "\n";
  std::size_t cell = 0;
  for (const std::string& line : puzzle.layout.drawing) {
    bool box_line = true;
    for (char c : line) {
      box_line =
          box_line && (c == '-' || c == '+' || c == '=' || c == '|' || c == ' ' || c == '\t');
    }
    if (!box_line) {
      // A grid of numbers reads a cell as one word ("01" is 1), so the whole word is replaced:
      // replacing each character shifted the cells after it (found by fuzz/sudoku_puzzles).
      bool in_word = false;
      for (char c : line) {
        const bool apart = c == '|' || c == ' ' || c == '\t';
        if (apart || cell >= grid.size()) {
          text += c;
        } else if (!(in_word && puzzle.layout.numbers)) {
          text += symbol(puzzle, grid[cell++]);
        }
        in_word = !apart;
      }
    } else {
      text += line;
    }
    text += '\n';
  }
  return text;
}

}  // namespace

std::string value_symbol(const SudokuPuzzle& puzzle, int value) {
  if (puzzle.layout.numbers || puzzle.layout.alphabet.empty()) {
    return std::to_string(puzzle.size.shown(value));
  }
  return std::string(1, puzzle.layout.alphabet[static_cast<std::size_t>(value - 1)]);
}

std::string grid_line(const SudokuPuzzle& puzzle, const std::vector<int>& grid) {
  std::string text;
  const bool spaced = puzzle.layout.numbers || puzzle.layout.spaced;
  for (std::size_t k = 0; k < std::min(grid.size(), puzzle.cell_count()); ++k) {
    if (spaced && k > 0) text += ' ';
    text += symbol(puzzle, grid[k]);
  }
  return text;
}

std::string format_grid(const SudokuPuzzle& puzzle, const std::vector<int>& grid, bool pretty) {
  // A grid, drawn or not, is followed by a blank line, so that the grids of a batch stay apart
  // and read back as a batch; its name ("Grid 01") comes first, as in the input.
  if (pretty) {
    const std::string label = label_line(puzzle);
    return (label.empty() ? "" : label + "\n") + pretty_grid(puzzle, grid) + "\n" +
           constraints_section(puzzle);
  }
  if (puzzle.layout.one_line) return grid_line(puzzle, grid) + puzzle.trailer;
  if (!puzzle.layout.drawing.empty()) return drawn_grid(puzzle, grid);
  const int columns = puzzle.size.columns;
  const bool spaced = puzzle.layout.numbers || puzzle.layout.spaced;
  // A row of 16, 25, 36, 49 or 64 cells without blanks would read back as the puzzle line of a
  // smaller grid (docs/sudoku.md: how auto tells a line from a grid row); bars between the boxes,
  // which the reader ignores, keep it a row. Found by the round trip of fuzz/sudoku_puzzles.
  int side = 4;
  while (side * side < columns) ++side;
  const bool bars = !spaced && side * side == columns;
  const int bar_every = puzzle.box_columns > 0 ? puzzle.box_columns : side;
  std::string text = puzzle.name.empty() ? "" : puzzle.name + "\n";
  for (int r = 0; r < puzzle.size.rows; ++r) {
    if (r > 0) text += '\n';
    for (int c = 0; c < columns; ++c) {
      if (spaced && c > 0) text += ' ';
      if (bars && c > 0 && c % bar_every == 0) text += '|';
      text += symbol(puzzle, grid[static_cast<std::size_t>(r * columns + c)]);
    }
  }
  return text + "\n";
}

std::string variables_line(const SudokuPuzzle& puzzle, const std::vector<int>& solution) {
  const GridSize& size = puzzle.size;
  std::string text;
  for (int cell = size.cells(); cell < size.all_cells(); ++cell) {
    text += fmt::format(" ${}={}", variable_name(cell, size),
                        size.shown(solution[static_cast<std::size_t>(cell)]));
  }
  return text.empty() ? "" : "variables" + text;
}

std::string variables_json(const SudokuPuzzle& puzzle, const std::vector<int>& solution) {
  const GridSize& size = puzzle.size;
  std::string text;
  for (int cell = size.cells(); cell < size.all_cells(); ++cell) {
    text += fmt::format("{}\"{}\":{}", text.empty() ? "" : ",", variable_name(cell, size),
                        size.shown(solution[static_cast<std::size_t>(cell)]));
  }
  return "{" + text + "}";
}

std::string puzzle_label(const SudokuPuzzle& puzzle) {
  const std::string label = label_line(puzzle);
  if (label.empty()) return fmt::format("{}:{}", puzzle.source, puzzle.line);
  return fmt::format("{}:{} ({})", puzzle.source, puzzle.line, label);
}

}  // namespace dlx::sudoku
