#include "encoders/sudoku/iss/iss_replicate.hpp"

#include <fmt/format.h>

#include <string_view>

#include "encoders/sudoku/iss/iss_grid.hpp"

namespace dlx::sudoku {
namespace {

constexpr std::string_view kBase64Digits =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr int kBitsPerDigit = 6;

// Where ISS places a cell: its part (-1 the grid, else its Var group's index), its first cell,
// how many cells the part has and how many a row.
struct Place {
  int part = -1;
  int first = 0;
  int count = 0;
  int columns = 0;

  int row(int cell) const { return (cell - first) / columns; }
  int column(int cell) const { return (cell - first) % columns; }
  // The cell at (row, column) of the part, or nullopt where the part has none. ISS moves rows
  // first, then columns (CellGraph.traverse): in a group whose last row is short, the cell at the
  // turn must exist too.
  std::optional<int> at(int from_column, int row, int column) const {
    if (row < 0 || column < 0 || column >= columns) return std::nullopt;
    if (row * columns + from_column >= count || row * columns + column >= count) {
      return std::nullopt;
    }
    return first + row * columns + column;
  }
};

Place place_of(int cell, const GridSize& size, const IssVariableColumns& columns) {
  if (!size.is_variable(cell)) return {-1, 0, size.cells(), size.columns};
  int first = size.cells();
  for (std::size_t g = 0; g < size.variables.size(); ++g) {
    const int count = size.variables[g].count;
    if (cell < first + count) {
      const int wide = g < columns.size() && columns[g] > 0 ? columns[g] : size.columns;
      return {static_cast<int>(g), first, count, wide};
    }
    first += count;
  }
  return {};
}

std::string shifted_cell(const std::string& id, int origin, int target, const GridSize& size,
                         const IssVariableColumns& columns) {
  const std::optional<int> cell = iss_cell(id, size);
  if (!cell) return id;  // no cell: a number, a value
  const Place from = place_of(origin, size, columns);
  const Place here = place_of(*cell, size, columns);
  if (here.part != from.part) {
    throw IssError(
        fmt::format("{} is not in the part of the origin {} (the grid or one Var "
                    "group): ISS moves cells within one",
                    id, iss_cell_id(origin, size)));
  }
  const int row = from.row(target) + here.row(*cell) - from.row(origin);
  const int column = from.column(target) + here.column(*cell) - from.column(origin);
  const std::optional<int> moved = from.at(from.column(target), row, column);
  if (!moved) {
    throw IssError(fmt::format("{} moved as {} to {} leaves the {}", id, iss_cell_id(origin, size),
                               iss_cell_id(target, size),
                               from.part < 0 ? "grid" : "cells of its Var"));
  }
  return iss_cell_id(*moved, size);
}

}  // namespace

IssReplicate iss_replicate(const IssItem& replicate, const GridSize& size,
                           const IssVariableColumns& columns) {
  if (replicate.args.empty() || replicate.args.size() > 2) {
    throw IssError("expected the targets (a bitset) and the origin, if not R1C1");
  }
  IssReplicate out;
  const std::string origin = replicate.args.size() == 2 ? replicate.args[1] : "R1C1";
  const std::optional<int> cell = iss_cell(origin, size);
  if (!cell) throw IssError(fmt::format("the origin '{}' is not a cell of the grid", origin));
  out.origin = *cell;
  const std::string& bits = replicate.args[0];
  for (std::size_t k = 0; k < bits.size(); ++k) {
    const std::size_t digit = kBase64Digits.find(bits[k]);
    if (digit == std::string_view::npos) {
      throw IssError(fmt::format("the targets '{}' have '{}', no base64 digit", bits, bits[k]));
    }
    for (int bit = 0; bit < kBitsPerDigit; ++bit) {
      if ((digit & (1u << bit)) == 0) continue;
      const int target = out.origin + static_cast<int>(k) * kBitsPerDigit + bit;
      const Place part = place_of(out.origin, size, columns);
      if (target >= part.first + part.count) {
        throw IssError(fmt::format("the targets '{}' go beyond the {}'s last cell", bits,
                                   part.part < 0 ? "grid" : "origin's Var group"));
      }
      out.targets.push_back(target);
    }
  }
  return out;
}

IssItem iss_shifted(const IssItem& item, int origin, int target, const GridSize& size,
                    const IssVariableColumns& columns) {
  IssItem out = item;
  // A composite's own arguments stay (ISS's CompositeConstraintBase.makeShifted): a Replicate
  // inside keeps its origin, its items move.
  for (std::string& arg : out.args) {
    if (item.composite()) break;
    if (item.type == "Given") {
      const std::size_t bar = arg.find('_');
      arg = shifted_cell(arg.substr(0, bar), origin, target, size, columns) +
            (bar == std::string::npos ? "" : arg.substr(bar));
    } else {
      arg = shifted_cell(arg, origin, target, size, columns);
    }
  }
  for (IssItem& child : out.children) child = iss_shifted(child, origin, target, size, columns);
  return out;
}

}  // namespace dlx::sudoku
