// A few cells that hold one of the combinations of values listed, each a token of values in the
// order of the cells (ISS's Or over a few cells: the combinations that make a branch hold, read
// by iss_or.cpp):
//
//   one-of 1,5 5,1 3,4: r1c1 r1c2     r1c1 and r1c2 hold 1 and 5, 5 and 1, or 3 and 4
//   one-of none: r1c1                  no combination: the puzzle has no solution
//
// One piece over the cells whose options are the combinations listed (Encoder::tuples, which
// leaves out those that repeat a value in a house), so that the colors keep each cell to the
// values some combination still left gives it.
#include <fmt/format.h>

#include <set>
#include <span>
#include <vector>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

void compile_one_of(const Constraint& c, Encoder& e) {
  const std::size_t n = c.cells.size();
  std::set<std::vector<int>> prefixes;  // of every combination listed, the empty one too
  for (std::size_t start = 0; start + n <= c.values.size(); start += n) {
    for (std::size_t length = 0; length <= n; ++length) {
      prefixes.emplace(c.values.begin() + static_cast<std::ptrdiff_t>(start),
                       c.values.begin() + static_cast<std::ptrdiff_t>(start + length));
    }
  }
  e.tuples(c.cells, [&](std::span<const int> prefix) {
    return prefixes.count(std::vector<int>(prefix.begin(), prefix.end())) != 0;
  });
}

std::optional<std::string> check_one_of(const Constraint& c, const SolvedGrid& g) {
  std::vector<int> held;
  for (int cell : c.cells) held.push_back(g.at(cell));
  const std::size_t n = held.size();
  for (std::size_t start = 0; start + n <= c.values.size(); start += n) {
    if (std::equal(held.begin(), held.end(),
                   c.values.begin() + static_cast<std::ptrdiff_t>(start))) {
      return std::nullopt;
    }
  }
  return fmt::format("the cells from {} hold {}, none of the combinations listed",
                     cell_text(c.cells.front(), g.size), fmt::join(held, ","));
}

std::optional<std::string> validate_one_of(const Constraint& c, const GridSize&) {
  if (std::set<int>(c.cells.begin(), c.cells.end()).size() != c.cells.size()) {
    return "a cell comes twice";
  }
  if (c.values.size() % c.cells.size() != 0) {
    return fmt::format("each combination must have a value for each of the {} cells",
                       c.cells.size());
  }
  return std::nullopt;
}

}  // namespace

ConstraintType one_of_type() {
  return {.name = "one-of",
          .syntax = Syntax::kTuplesThenCells,
          .draw = [](const Constraint& c, Canvas& canvas) { canvas.cage(c.cells, "or"); },
          .rule = "the cells hold one of the combinations of values before the colon",
          .validate = validate_one_of,
          .variable_cells = true,
          .compile = compile_one_of,
          .check = check_one_of};
}

}  // namespace dlx::sudoku
