// Chaos construction: the regions are part of the answer. The grid is cut into orthogonally
// connected regions of as many cells as values, each holding every value once (ISS's
// ChaosConstruction). The line adds no piece: it tells the model (variant_model.cpp) to give each
// cell a region label beside its value, with an item per (label, value), and the search the
// propagator that keeps the labels canonical and the regions connected (chaos_propagator.hpp).
#include <fmt/format.h>

#include <map>
#include <vector>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

std::optional<std::string> validate_chaos(const Constraint&, const GridSize& size) {
  if (size.cells() % size.values == 0) return std::nullopt;
  return fmt::format(
      "chaos construction cuts the grid into regions of {} cells (one per value); "
      "a {} has {} cells",
      size.values, grid_words(size), size.cells());
}

void compile_chaos(const Constraint&, Encoder& e) {
  e.chaos_regions(e.size().values);
}

// The cells of `region` reached from its first one through orthogonal neighbours inside it.
std::size_t reached_inside(const std::vector<int>& region, const std::vector<int>& label_of,
                           const GridSize& size) {
  const int label = label_of[static_cast<std::size_t>(region.front())];
  std::vector<char> seen(size.cell_count(), 0);
  std::vector<int> stack = {region.front()};
  seen[static_cast<std::size_t>(region.front())] = 1;
  std::size_t reached = 0;
  while (!stack.empty()) {
    const int cell = stack.back();
    stack.pop_back();
    ++reached;
    const int r = size.row(cell);
    const int c = size.column(cell);
    const int steps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    for (const auto& step : steps) {
      if (!size.inside(r + step[0], c + step[1])) continue;
      const int next = size.cell(r + step[0], c + step[1]);
      if (seen[static_cast<std::size_t>(next)] || label_of[static_cast<std::size_t>(next)] != label)
        continue;
      seen[static_cast<std::size_t>(next)] = 1;
      stack.push_back(next);
    }
  }
  return reached;
}

std::optional<std::string> check_chaos(const Constraint&, const SolvedGrid& g) {
  if (g.chaos_regions == nullptr) return std::nullopt;
  const std::vector<int>& label_of = *g.chaos_regions;
  if (label_of.size() != g.size.cell_count()) return "the solution gives no region for every cell";
  std::map<int, std::vector<int>> regions;
  for (int cell = 0; cell < g.size.cells(); ++cell) {
    regions[label_of[static_cast<std::size_t>(cell)]].push_back(cell);
  }
  for (const auto& [label, cells] : regions) {
    const std::string where = fmt::format("the region at {}", cell_text(cells.front(), g.size));
    if (static_cast<int>(cells.size()) != g.size.values) {
      return fmt::format("{} has {} cells, not {}", where, cells.size(), g.size.values);
    }
    std::map<int, int> seen;
    for (int cell : cells) {
      if (seen.count(g.at(cell))) {
        return fmt::format("{} holds {} twice ({} and {})", where, g.at(cell),
                           cell_text(seen[g.at(cell)], g.size), cell_text(cell, g.size));
      }
      seen[g.at(cell)] = cell;
    }
    if (reached_inside(cells, label_of, g.size) != cells.size()) {
      return fmt::format("{} is not connected", where);
    }
  }
  return std::nullopt;
}

}  // namespace

ConstraintType chaos_type() {
  return {.name = "chaos",
          .syntax = Syntax::kNothing,
          .draw = [](const Constraint& c, Canvas& canvas) { canvas.rule(c.type->name); },
          .rule =
              "the regions are found while solving: connected, of one cell per value, each "
              "holding every value once",
          .validate = validate_chaos,
          .compile = compile_chaos,
          .check = check_chaos};
}

}  // namespace dlx::sudoku
