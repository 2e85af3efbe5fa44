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

int iss_grid_size(const std::vector<std::string>& shape_args) {
  std::string spec;
  for (std::size_t k = 0; k < shape_args.size(); ++k) spec += (k == 0 ? "" : "~") + shape_args[k];
  const std::optional<ShapeSpec> shape = read_spec(spec);
  if (!shape) {
    throw IssError(
        fmt::format("'{}' is no ISS shape: expected RxC, then optionally the values and the grid's "
                    "type, as 9x9, 6x6~1-6 or 9x9~~Sudoku",
                    spec));
  }
  if (shape->type != "Sudoku") {
    throw IssError(fmt::format(
        "ISS shape {}: a grid without the rows' and columns' rule ({}); dlx reads Sudoku grids",
        spec, shape->type));
  }
  if (shape->rows != shape->columns) {
    throw IssError(fmt::format(
        "ISS shape {}: a grid of {} rows and {} columns; dlx reads square "
        "grids, {}x{} to {}x{}",
        spec, shape->rows, shape->columns, kMinIssSize, kMinIssSize, kMaxIssSize, kMaxIssSize));
  }
  const int n = shape->rows;
  if (n < kMinIssSize || n > kMaxIssSize) {
    throw IssError(fmt::format("ISS shape {}: dlx reads grids from {}x{} to {}x{}", spec,
                               kMinIssSize, kMinIssSize, kMaxIssSize, kMaxIssSize));
  }
  if (shape->values != n || shape->first != 1) {
    throw IssError(fmt::format(
        "ISS shape {}: the values {} to {} on a {}x{} grid; dlx reads the values 1 to {}", spec,
        shape->first, shape->first + shape->values - 1, n, n, n));
  }
  return n;
}

std::optional<int> iss_cell(std::string_view id, int n) {
  if (id.size() != 4 || (id[0] != 'R' && id[0] != 'r') || (id[2] != 'C' && id[2] != 'c')) {
    return std::nullopt;
  }
  const int row = id_digit(id[1]);
  const int column = id_digit(id[3]);
  if (row < 1 || row > n || column < 1 || column > n) return std::nullopt;
  return (row - 1) * n + (column - 1);
}

std::string iss_cell_id(int cell, int n) {
  return std::string{'R', id_char(cell / n + 1), 'C', id_char(cell % n + 1)};
}

std::optional<IssLine> iss_line(std::string_view id, int n) {
  if (id.size() < 2 || (id[0] != 'R' && id[0] != 'C')) return std::nullopt;
  // ISS names them with decimal numbers and no leading zero: "R12".
  if (id[1] == '0') return std::nullopt;
  const auto number = whole_number(id.substr(1));
  if (!number || *number < 1 || *number > n) return std::nullopt;
  return IssLine{id[0] == 'R', *number - 1};
}

std::optional<std::vector<int>> iss_little_killer(std::string_view id, int n) {
  const std::optional<int> start = iss_cell(id, n);
  if (!start || id != iss_cell_id(*start, n)) return std::nullopt;
  const int row = *start / n;
  const int column = *start % n;
  // The step from each side's first cells, as ISS lays out the clues.
  int dr = 0;
  int dc = 0;
  if (column == 0 && row <= n - 2) {
    dr = 1, dc = 1;  // the left side, down and right
  } else if (column == n - 1 && row >= 1 && row <= n - 2) {
    dr = -1, dc = -1;  // the right side, up and left
  } else if (row == 0 && column >= 1) {
    dr = 1, dc = -1;  // the top side, down and left
  } else if (row == n - 1 && column >= 1 && column <= n - 2) {
    dr = -1, dc = 1;  // the bottom side, up and right
  } else {
    return std::nullopt;
  }
  std::vector<int> cells;
  for (int r = row, c = column; r >= 0 && r < n && c >= 0 && c < n; r += dr, c += dc) {
    cells.push_back(r * n + c);
  }
  return cells;
}

}  // namespace dlx::sudoku
