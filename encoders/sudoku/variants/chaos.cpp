// Chaos construction: the regions are part of the answer. The grid is cut into orthogonally
// connected regions of as many cells as values, each holding every value once (ISS's
// ChaosConstruction), or of the line's number of cells, each holding different values (ISS's
// regions on a 6x6 of 1-7 have six cells). The line adds no piece: it tells the model
// (variant_model.cpp) to give each cell a region label beside its value, with an item per (label,
// value), and the search the propagator that keeps the labels canonical and the regions connected
// (chaos_propagator.hpp).
#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <vector>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

constexpr std::uint64_t kMostLackingSets = 1000;

// The cells of a region: the line's number, else one per value (ISS's region size, which is the
// grid's longer side unless RegionSize says otherwise, comes as the number).
int chaos_region_size(const Constraint& c, const GridSize& size) {
  return c.number.value_or(size.values);
}

std::optional<std::string> validate_chaos(const Constraint& c, const GridSize& size) {
  const int region = chaos_region_size(c, size);
  if (region < 2 || region > size.values) {
    return fmt::format(
        "regions of {} cells: expected 2 to {} cells, since a region holds different values",
        region, size.values);
  }
  // The model states each set of values a region lacks as an option (variant_model.cpp).
  std::uint64_t lacking_sets = 1;
  for (int k = 1; k <= size.values - region; ++k) {
    lacking_sets = lacking_sets * static_cast<std::uint64_t>(region + k) / k;
  }
  if (lacking_sets > kMostLackingSets) {
    return fmt::format(
        "regions of {} cells on a grid of {} values lack {} values each, which can be {} sets of "
        "values; at most {} are supported",
        region, size.values, size.values - region, lacking_sets, kMostLackingSets);
  }
  if (size.cells() % region == 0) return std::nullopt;
  return fmt::format(
      "chaos construction cuts the grid into regions of {} cells{}; a {} has {} cells", region,
      c.number ? "" : " (one per value)", grid_words(size), size.cells());
}

void compile_chaos(const Constraint& c, Encoder& e) {
  e.chaos_regions(chaos_region_size(c, e.size()));
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

std::optional<std::string> check_chaos(const Constraint& c, const SolvedGrid& g) {
  if (g.chaos_regions == nullptr) return std::nullopt;
  const std::vector<int>& label_of = *g.chaos_regions;
  if (label_of.size() != g.size.cell_count()) return "the solution gives no region for every cell";
  std::map<int, std::vector<int>> regions;
  for (int cell = 0; cell < g.size.cells(); ++cell) {
    regions[label_of[static_cast<std::size_t>(cell)]].push_back(cell);
  }
  for (const auto& [label, cells] : regions) {
    const std::string where = fmt::format("the region at {}", cell_text(cells.front(), g.size));
    const int wanted = c.number ? *c.number : g.size.values;
    if (static_cast<int>(cells.size()) != wanted) {
      return fmt::format("{} has {} cells, not {}", where, cells.size(), wanted);
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

// ---- Clues on the regions (ISS's ChaosCount, ChaosArrow)
// -----------------------------------------

bool has_chaos(const Encoder& e) {
  const auto& all = e.constraints();
  return std::any_of(all.begin(), all.end(),
                     [](const Constraint& c) { return c.type->name == "chaos"; });
}

template <ChaosClue::Kind kKind, int kOffset>
void compile_clue(const Constraint& c, Encoder& e) {
  if (!has_chaos(e)) e.fail("a clue on the regions needs the regions found: a 'chaos' line");
  e.chaos_clue({kKind, c.head.front(), c.groups, kOffset});
}

std::optional<std::string> validate_count(const Constraint& c, const GridSize&) {
  if (c.groups.size() == 1) return std::nullopt;
  return "expected one group of cells after the colon (the first is the one whose region counts)";
}

std::optional<std::string> validate_arrow(const Constraint& c, const GridSize& size) {
  for (const std::vector<int>& arm : c.groups) {
    if (arm.front() != c.groups.front().front()) {
      return fmt::format("every arm starts at the same cell: {} starts at {}, not {}",
                         cell_text(arm.back(), size), cell_text(arm.front(), size),
                         cell_text(c.groups.front().front(), size));
    }
  }
  return std::nullopt;
}

// The clue's measure from the regions, restated apart from the model's (chaos_propagator.cpp).
template <bool kArrow>
int measured(const Constraint& c, const std::vector<int>& region) {
  const int first = c.groups.front().front();
  auto same = [&](int cell) {
    return region[static_cast<std::size_t>(cell)] == region[static_cast<std::size_t>(first)];
  };
  if (!kArrow) {
    return static_cast<int>(std::count_if(c.groups.front().begin(), c.groups.front().end(), same));
  }
  int run = 1;
  for (const std::vector<int>& arm : c.groups) {
    std::size_t k = 1;
    while (k < arm.size() && same(arm[k])) ++k;
    run += static_cast<int>(k) - 1;
  }
  return run;
}

template <bool kArrow, int kOffset>
std::optional<std::string> check_clue(const Constraint& c, const SolvedGrid& g) {
  if (g.chaos_regions == nullptr) return std::nullopt;
  const int measure = measured<kArrow>(c, *g.chaos_regions) - kOffset;
  const int control = g.at(c.head.front());
  if (control == measure) return std::nullopt;
  return fmt::format("{} holds {}, but the {} is {}", cell_text(c.head.front(), g.size), control,
                     kArrow ? "run of its region along the arms" : "count of cells in the region",
                     measure);
}

void draw_count(const Constraint& c, Canvas& canvas) {
  canvas.shade(c.groups.front(), ink::kCountDistinct);
  canvas.mark(c.head.front(), CellMark::kOddCircle);
}

void draw_arrow(const Constraint& c, Canvas& canvas) {
  for (const std::vector<int>& arm : c.groups) {
    if (arm.size() > 1) canvas.arrow({c.head.front()}, {arm.begin() + 1, arm.end()});
  }
}

template <bool kArrow, int kOffset>
ConstraintType clue_type(std::string_view name, std::string_view rule) {
  constexpr auto kind = kArrow ? ChaosClue::Kind::kArrow : ChaosClue::Kind::kCount;
  return {.name = name,
          .syntax = Syntax::kCellThenGroups,
          .draw = kArrow ? draw_arrow : draw_count,
          .rule = rule,
          .validate = kArrow ? validate_arrow : validate_count,
          .compile = compile_clue<kind, kOffset>,
          .check = check_clue<kArrow, kOffset>};
}

// ---- Relations between the cells' regions (ISS's SameValues, AllDifferent and CountDistinct on
// region cells) ----------------------------------------------------------------------------------

template <bool kApart>
void compile_relation(const Constraint& c, Encoder& e) {
  if (!has_chaos(e)) e.fail("a rule on the regions needs the regions found: a 'chaos' line");
  e.chaos_relation(c.cells, kApart);
}

void compile_count_regions(const Constraint& c, Encoder& e) {
  if (!has_chaos(e)) e.fail("a rule on the regions needs the regions found: a 'chaos' line");
  e.chaos_clue({ChaosClue::Kind::kDistinct, c.head.front(), {c.cells}, 0});
}

// The different regions among the cells, from the solution's regions.
std::size_t regions_among(const std::vector<int>& cells, const std::vector<int>& region) {
  std::vector<int> seen;
  for (int cell : cells) seen.push_back(region[static_cast<std::size_t>(cell)]);
  std::sort(seen.begin(), seen.end());
  return static_cast<std::size_t>(std::unique(seen.begin(), seen.end()) - seen.begin());
}

template <bool kApart>
std::optional<std::string> check_relation(const Constraint& c, const SolvedGrid& g) {
  if (g.chaos_regions == nullptr) return std::nullopt;
  std::vector<int> cells = c.cells;
  std::sort(cells.begin(), cells.end());
  cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  const std::size_t regions = regions_among(cells, *g.chaos_regions);
  if (kApart && regions != cells.size()) {
    return fmt::format("the cells from {} are in {} regions, not one each",
                       cell_text(cells[0], g.size), regions);
  }
  if (!kApart && regions != 1) {
    return fmt::format("the cells from {} are in {} regions, not one", cell_text(cells[0], g.size),
                       regions);
  }
  return std::nullopt;
}

std::optional<std::string> check_count_regions(const Constraint& c, const SolvedGrid& g) {
  if (g.chaos_regions == nullptr) return std::nullopt;
  const std::size_t regions = regions_among(c.cells, *g.chaos_regions);
  const int control = g.at(c.head.front());
  if (control == static_cast<int>(regions)) return std::nullopt;
  return fmt::format("{} holds {}, but the cells it counts are in {} different regions",
                     cell_text(c.head.front(), g.size), control, regions);
}

std::optional<std::string> validate_count_regions(const Constraint& c, const GridSize&) {
  if (c.head.size() == 1) return std::nullopt;
  return fmt::format("expected one control cell before the colon, not {}", c.head.size());
}

}  // namespace

ConstraintType chaos_same_type() {
  return {
      .name = "chaos-same",
      .min_cells = 2,
      .draw = [](const Constraint& c, Canvas& canvas) { canvas.shade(c.cells, ink::kChaosSame); },
      .rule = "with chaos: the cells are in one region",
      .compile = compile_relation<false>,
      .check = check_relation<false>};
}

ConstraintType chaos_apart_type() {
  return {
      .name = "chaos-apart",
      .min_cells = 2,
      .draw = [](const Constraint& c, Canvas& canvas) { canvas.shade(c.cells, ink::kChaosApart); },
      .rule = "with chaos: the cells are in different regions",
      .compile = compile_relation<true>,
      .check = check_relation<true>};
}

ConstraintType chaos_count_regions_type() {
  return {.name = "chaos-count-regions",
          .syntax = Syntax::kCellsThenCells,
          .draw =
              [](const Constraint& c, Canvas& canvas) {
                canvas.shade(c.cells, ink::kChaosCountRegions);
                canvas.bulb(c.head.front(), ink::kChaosCountRegions);
              },
          .rule =
              "with chaos: the cell before the colon holds how many different regions the "
              "cells after it are in",
          .validate = validate_count_regions,
          .compile = compile_count_regions,
          .check = check_count_regions};
}

ConstraintType chaos_count_type() {
  return clue_type<false, 0>(
      "chaos-count",
      "the cell holds how many of the cells after the colon are in the first one's region");
}

ConstraintType chaos_count_others_type() {
  return clue_type<false, 1>("chaos-count-others",
                             "the cell holds how many of the cells after the colon, the first "
                             "left out, are in the first one's region");
}

ConstraintType chaos_arrow_type() {
  return clue_type<true, 0>("chaos-arrow",
                            "the cell holds the length of the run of cells in the arms' first "
                            "cell's region along the arms (apart by |), the first cell once");
}

ConstraintType chaos_arrow_others_type() {
  return clue_type<true, 1>("chaos-arrow-others",
                            "the cell holds the length of the run of cells in the arms' first "
                            "cell's region along the arms (apart by |), the first cell left out");
}

ConstraintType chaos_type() {
  return {.name = "chaos",
          .syntax = Syntax::kNothing,
          .number = NumberUse::kOptional,
          .draw = [](const Constraint& c, Canvas& canvas) { canvas.rule(c.type->name); },
          .rule =
              "the regions are found while solving: connected, of one cell per value (or of N "
              "cells: 'chaos N'), each holding different values",
          .validate = validate_chaos,
          .compile = compile_chaos,
          .check = check_chaos};
}

}  // namespace dlx::sudoku
