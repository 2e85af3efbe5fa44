#include "encoders/sudoku/iss/iss_grid.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>

namespace dlx::sudoku {
namespace {

// The dimensions, value range and grid type of a shape spec, as ISS reads them.
struct ShapeSpec {
  int rows = 0;
  int columns = 0;
  int values = 0;  // how many values
  int first = 1;   // the smallest value
  std::string type = "Sudoku";
};

std::optional<int> whole_number(std::string_view text) {
  int value = 0;
  if (text.empty() || text.size() > 6) return std::nullopt;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::optional<ShapeSpec> read_spec(const std::string& spec) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  for (std::size_t tilde = spec.find('~');; tilde = spec.find('~', start)) {
    parts.push_back(spec.substr(start, tilde == std::string::npos ? tilde : tilde - start));
    if (tilde == std::string::npos) break;
    start = tilde + 1;
  }
  // An empty range is only there to place a grid type ("9x9~~Raw").
  if (parts.size() > 3 || parts.back().empty()) return std::nullopt;
  ShapeSpec shape;
  const std::size_t x = parts[0].find('x');
  if (x == std::string::npos) return std::nullopt;
  const auto rows = whole_number(std::string_view(parts[0]).substr(0, x));
  const auto columns = whole_number(std::string_view(parts[0]).substr(x + 1));
  if (!rows || !columns) return std::nullopt;
  shape.rows = *rows;
  shape.columns = *columns;
  shape.values = std::max(shape.rows, shape.columns);
  if (parts.size() > 1 && !parts[1].empty()) {
    const std::size_t dash = parts[1].find('-');
    const auto low = whole_number(std::string_view(parts[1]).substr(0, dash));
    const auto high =
        dash == std::string::npos ? low : whole_number(std::string_view(parts[1]).substr(dash + 1));
    if (!low || !high) return std::nullopt;
    shape.first = dash == std::string::npos ? 1 : *low;
    shape.values = dash == std::string::npos ? *low : *high - *low + 1;
  }
  if (parts.size() > 2) shape.type = parts[2];
  if (shape.type != "Sudoku" && shape.type != "Raw") return std::nullopt;
  return shape;
}

// ISS's character of a row or column number: 1-9, then a-g (base 17), either case.
int id_digit(char c) {
  if (c >= '1' && c <= '9') return c - '0';
  const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (lower >= 'a' && lower <= 'g') return lower - 'a' + 10;
  return 0;
}

char id_char(int number) {
  return number <= 9 ? static_cast<char>('0' + number) : static_cast<char>('a' + number - 10);
}

}  // namespace

GridSize iss_grid_shape(const std::vector<std::string>& shape_args) {
  std::string spec;
  for (std::size_t k = 0; k < shape_args.size(); ++k) spec += (k == 0 ? "" : "~") + shape_args[k];
  const std::optional<ShapeSpec> shape = read_spec(spec);
  if (!shape) {
    throw IssError(
        fmt::format("'{}' is no ISS shape: expected RxC, then optionally the values and the grid's "
                    "type, as 9x9, 6x6~1-6 or 9x9~~Sudoku",
                    spec));
  }
  const auto in_range = [](int side) { return side >= kMinIssSize && side <= kMaxIssSize; };
  if (!in_range(shape->rows) || !in_range(shape->columns)) {
    throw IssError(fmt::format("ISS shape {}: dlx reads grids of {} to {} rows and columns", spec,
                               kMinIssSize, kMaxIssSize));
  }
  // As ISS's CellGeometry: values from 0 or 1, at least one per cell of the longer side (a row and
  // a column hold different values), at most 16.
  const int longer = std::max(shape->rows, shape->columns);
  if (shape->first != 0 && shape->first != 1) {
    throw IssError(
        fmt::format("ISS shape {}: values from {}; ISS's start at 0 or 1", spec, shape->first));
  }
  const bool raw = shape->type == "Raw";
  if (raw && shape->values < longer) {
    // ISS's raw grids may hold fewer; dlx's grids hold no fewer values than their longer side.
    throw IssError(
        fmt::format("ISS shape {}: {} values on a {}x{} raw grid; dlx reads raw grids "
                    "of {} to {} values",
                    spec, shape->values, shape->rows, shape->columns, longer, kMaxIssSize));
  }
  if (shape->values < longer || shape->values > kMaxIssSize) {
    throw IssError(fmt::format("ISS shape {}: {} values on a {}x{} grid; ISS's hold {} to {}", spec,
                               shape->values, shape->rows, shape->columns, longer, kMaxIssSize));
  }
  GridSize size{shape->rows, shape->columns, shape->values, shape->first - 1};
  size.raw = raw;
  return size;
}

std::optional<int> iss_cell(std::string_view id, const GridSize& size) {
  // A variable cell: V, then its group's prefix and its number (VX3), or the prefix alone for a
  // group of one (VA); the groups are the puzzle's Var items (grid_size.hpp).
  if (id.size() > 1 && id[0] == 'V') return find_variable(id.substr(1), size);
  // A Doppelganger's cells (DGR1, DGC1, DGB1), which dlx declares as groups of those names.
  if (id.size() > 3 && id[0] == 'D' && id[1] == 'G') return find_variable(id, size);
  if (id.size() != 4 || (id[0] != 'R' && id[0] != 'r') || (id[2] != 'C' && id[2] != 'c')) {
    return std::nullopt;
  }
  const int row = id_digit(id[1]);
  const int column = id_digit(id[3]);
  if (row < 1 || row > size.rows || column < 1 || column > size.columns) return std::nullopt;
  return size.cell(row - 1, column - 1);
}

std::string iss_cell_id(int cell, const GridSize& size) {
  if (size.is_variable(cell)) {
    const std::string name = variable_name(cell, size);
    return name.rfind("DG", 0) == 0 ? name : "V" + name;
  }
  return std::string{'R', id_char(size.row(cell) + 1), 'C', id_char(size.column(cell) + 1)};
}

std::optional<IssLine> iss_line(std::string_view id, const GridSize& size) {
  if (id.size() < 2 || (id[0] != 'R' && id[0] != 'C')) return std::nullopt;
  // ISS names them with decimal numbers and no leading zero: "R12".
  if (id[1] == '0') return std::nullopt;
  const auto number = whole_number(id.substr(1));
  const int count = id[0] == 'R' ? size.rows : size.columns;
  if (!number || *number < 1 || *number > count) return std::nullopt;
  return IssLine{id[0] == 'R', *number - 1};
}

std::optional<std::vector<int>> iss_little_killer(std::string_view id, const GridSize& size) {
  const std::optional<int> start = iss_cell(id, size);
  if (!start || id != iss_cell_id(*start, size)) return std::nullopt;
  // ISS's map: the sides in its order, each diagonal of two cells or more once (by its set of
  // cells), under its first cell's id.
  const int rows = size.rows;
  const int columns = size.columns;
  std::vector<std::vector<int>> seen;
  std::optional<std::vector<int>> found;
  auto add = [&](int row, int column, int dr, int dc) {
    std::vector<int> cells;
    for (int r = row, c = column; size.inside(r, c); r += dr, c += dc) {
      cells.push_back(size.cell(r, c));
    }
    if (cells.size() <= 1) return;
    std::vector<int> sorted = cells;
    std::sort(sorted.begin(), sorted.end());
    if (std::find(seen.begin(), seen.end(), sorted) != seen.end()) return;
    seen.push_back(std::move(sorted));
    if (cells.front() == *start) found = std::move(cells);
  };
  for (int row = 0; row < rows - 1; ++row) add(row, 0, 1, 1);              // the left side
  for (int row = 1; row < rows - 1; ++row) add(row, columns - 1, -1, -1);  // the right side
  for (int column = 1; column < columns; ++column) add(0, column, 1, -1);  // the top side
  for (int column = 1; column < columns - 1; ++column) add(rows - 1, column, -1, 1);  // bottom
  return found;
}

}  // namespace dlx::sudoku
