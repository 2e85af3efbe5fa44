#include "encoders/sudoku/iss/iss_replicate.hpp"

#include <fmt/format.h>

#include <string_view>

#include "encoders/sudoku/iss/iss_grid.hpp"

namespace dlx::sudoku {
namespace {

constexpr std::string_view kBase64Digits =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr int kBitsPerDigit = 6;

std::string shifted_cell(const std::string& id, int origin, int target, const GridSize& size) {
  const std::optional<int> cell = iss_cell(id, size);
  if (!cell) return id;  // no cell: a number, a value, a variable cell
  const int row = size.row(target) + size.row(*cell) - size.row(origin);
  const int column = size.column(target) + size.column(*cell) - size.column(origin);
  if (!size.inside(row, column)) {
    throw IssError(fmt::format("{} moved as {} to {} leaves the grid", id,
                               iss_cell_id(origin, size), iss_cell_id(target, size)));
  }
  return iss_cell_id(size.cell(row, column), size);
}

}  // namespace

IssReplicate iss_replicate(const IssItem& replicate, const GridSize& size) {
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
      if (target >= size.cells()) {
        throw IssError(fmt::format("the targets '{}' go beyond the grid's last cell", bits));
      }
      out.targets.push_back(target);
    }
  }
  return out;
}

IssItem iss_shifted(const IssItem& item, int origin, int target, const GridSize& size) {
  IssItem out = item;
  // A composite's own arguments stay (ISS's CompositeConstraintBase.makeShifted): a Replicate
  // inside keeps its origin, its items move.
  for (std::string& arg : out.args) {
    if (item.composite()) break;
    if (item.type == "Given") {
      const std::size_t bar = arg.find('_');
      arg = shifted_cell(arg.substr(0, bar), origin, target, size) +
            (bar == std::string::npos ? "" : arg.substr(bar));
    } else {
      arg = shifted_cell(arg, origin, target, size);
    }
  }
  for (IssItem& child : out.children) child = iss_shifted(child, origin, target, size);
  return out;
}

}  // namespace dlx::sudoku
