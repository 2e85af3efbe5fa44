#include "encoders/sudoku/variants/variant_model.hpp"

#include <fmt/format.h>

#include <dlx/text/input_error.hpp>

#include <algorithm>
#include <bit>
#include <map>
#include <set>

#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/presolve.hpp"

namespace dlx::sudoku {
namespace {

// An option's restriction once the presolve has narrowed the cells: what it still asks.
struct Effect {
  enum Kind { kValue, kNot, kAuxiliary } kind;
  int var;    // a class representative, or an auxiliary's index
  int value;  // the value fixed, kept out, or the auxiliary's value
  auto operator<=>(const Effect&) const = default;
};

}  // namespace

// Off: on the examples it changed no tree but Equal Sums' (14,765 nodes with it, 14,656 without)
// and added options.
bool choose_auxiliaries = false;

GridShape grid_shape(const SudokuPuzzle& puzzle) {
  GridShape shape;
  const int n = puzzle.n;
  shape.n = n;
  shape.box_rows = puzzle.jigsaw.empty() ? puzzle.box_rows : 0;
  shape.box_columns = puzzle.jigsaw.empty() ? puzzle.box_columns : 0;
  shape.region.resize(static_cast<std::size_t>(n * n));
  for (int cell = 0; cell < n * n; ++cell) {
    if (!puzzle.jigsaw.empty()) {
      shape.region[static_cast<std::size_t>(cell)] = puzzle.jigsaw[static_cast<std::size_t>(cell)];
    } else {
      const int across = n / puzzle.box_columns;
      shape.region[static_cast<std::size_t>(cell)] =
          (cell / n / puzzle.box_rows) * across + (cell % n) / puzzle.box_columns;
    }
  }
  return shape;
}

SudokuModel build_variant_model(const SudokuPuzzle& puzzle) {
  const int n = puzzle.n;
  if (n > kMaxConstraintGridSize) {
    throw InputError(puzzle.source, puzzle.line,
                     fmt::format("constraints are supported on grids up to {0}x{0}; this one is "
                                 "{1}x{1}",
                                 kMaxConstraintGridSize, n));
  }
  const std::vector<Region> base = regions_of(puzzle);
  std::vector<std::vector<int>> houses;
  for (const Region& region : base) houses.push_back(region.cells);
  // The killer cages of a 'cages' section are killer constraints here.
  std::vector<Constraint> constraints = puzzle.constraints;
  for (const Cage& cage : puzzle.cages) {
    Constraint killer;
    killer.type = find_constraint_type("killer");
    killer.cells = cage.cells;
    killer.number = cage.sum;
    killer.line = cage.line;
    constraints.push_back(std::move(killer));
  }
  Encoder encoder(grid_shape(puzzle), houses, constraints, puzzle.source);
  const CompiledConstraints compiled = encoder.compile();
  std::vector<std::vector<int>> regions = houses;
  for (const ExtraRegion& region : compiled.regions) regions.push_back(region.cells);
  const Presolved narrowed = presolve(compiled, regions, puzzle.givens);

  const int cells = n * n;
  auto rep = [&](int cell) { return narrowed.same_class[static_cast<std::size_t>(cell)]; };
  auto domain = [&](int cell) { return narrowed.domain[static_cast<std::size_t>(cell)]; };

  // What each live option still asks, per piece; pieces asking nothing are dropped, and options
  // asking the same are one (an auxiliary no other piece names no longer tells them apart).
  std::vector<int> auxiliary_pieces(compiled.auxiliaries.size(), 0);
  for (std::size_t p = 0; p < narrowed.pieces.size(); ++p) {
    std::set<int> named;
    for (std::size_t k = 0; k < narrowed.pieces[p].option_count(); ++k) {
      if (!narrowed.option_alive[p][k]) continue;
      for (const Term& term : narrowed.pieces[p].option(k)) {
        if (term.var >= cells) named.insert(term.var - cells);
      }
    }
    for (int a : named) ++auxiliary_pieces[static_cast<std::size_t>(a)];
  }
  std::vector<std::vector<std::vector<Effect>>> effects(narrowed.pieces.size());
  std::vector<char> dropped(narrowed.pieces.size(), 0);
  for (std::size_t p = 0; p < narrowed.pieces.size(); ++p) {
    std::set<std::vector<Effect>> seen;
    bool asks = false;
    bool any_live = false;
    for (std::size_t k = 0; k < narrowed.pieces[p].option_count(); ++k) {
      if (!narrowed.option_alive[p][k]) continue;
      any_live = true;
      std::vector<Effect> effect;
      for (const Term& term : narrowed.pieces[p].option(k)) {
        if (term.var < cells) {
          const ValueMask d = domain(term.var);
          const ValueMask kept = term.data & d;
          if (kept == d) continue;
          if (std::popcount(kept) == 1) {
            effect.push_back({Effect::kValue, term.var, std::countr_zero(kept) + 1});
          } else {
            for (int w = 1; w <= n; ++w) {
              if ((d & ~kept) & value_bit(w)) effect.push_back({Effect::kNot, term.var, w});
            }
          }
        } else {
          const int a = term.var - cells;
          const std::vector<char>& alive = narrowed.auxiliary_alive[static_cast<std::size_t>(a)];
          if (auxiliary_pieces[static_cast<std::size_t>(a)] < 2 ||
              std::count(alive.begin(), alive.end(), 1) < 2) {
            continue;
          }
          effect.push_back({Effect::kAuxiliary, a, static_cast<int>(term.data)});
        }
      }
      std::sort(effect.begin(), effect.end());
      asks = asks || !effect.empty();
      if (seen.insert(effect).second) effects[p].push_back(std::move(effect));
    }
    // A piece whose options ask nothing more of the cells is kept by the domains alone; one with
    // no live option keeps its item, with no option: no solution.
    if (any_live && !asks) dropped[p] = 1;
  }

  SudokuModel model;
  model.n = n;
  Problem& problem = model.problem;
  // Primary items: cells, regions, the constraints' regions, pieces.
  std::vector<ItemId> cell_item(static_cast<std::size_t>(cells));
  for (int cell = 0; cell < cells; ++cell) {
    cell_item[static_cast<std::size_t>(cell)] = problem.add_primary(cell_text(cell, n));
  }
  // The first item (value 1) of each region that holds the cell; value v's is first + v - 1.
  std::vector<std::vector<ItemId>> region_first(static_cast<std::size_t>(cells));
  auto declare_region = [&](const std::string& tag, const std::vector<int>& members) {
    ItemId first;
    for (int v = 1; v <= n; ++v) {
      const ItemId item = problem.add_primary(fmt::format("{}v{}", tag, v));
      if (v == 1) first = item;
    }
    for (int cell : members) region_first[static_cast<std::size_t>(cell)].push_back(first);
  };
  for (const Region& region : base) declare_region(region.tag, region.cells);
  for (const ExtraRegion& region : compiled.regions) declare_region(region.tag, region.cells);
  std::vector<ItemId> piece_item(narrowed.pieces.size());
  for (std::size_t p = 0; p < narrowed.pieces.size(); ++p) {
    if (!dropped[p]) piece_item[p] = problem.add_primary(narrowed.pieces[p].name);
  }
  // Secondary items, only those some option needs.
  std::map<int, ItemId> value_item;                // class -> rRcC=
  std::map<std::pair<int, int>, ItemId> has_item;  // (class, w) -> rRcC.w
  std::map<int, ItemId> auxiliary_item;
  std::vector<int> class_size(static_cast<std::size_t>(cells), 0);
  for (int cell = 0; cell < cells; ++cell) ++class_size[static_cast<std::size_t>(rep(cell))];
  std::set<int> value_needed;
  std::set<std::pair<int, int>> has_needed;
  std::set<int> auxiliary_needed;
  for (int cell = 0; cell < cells; ++cell) {
    if (rep(cell) == cell && class_size[static_cast<std::size_t>(cell)] > 1 &&
        std::popcount(domain(cell)) > 1) {
      value_needed.insert(cell);
    }
  }
  for (std::size_t p = 0; p < effects.size(); ++p) {
    if (dropped[p]) continue;
    for (const auto& effect : effects[p]) {
      for (const Effect& e : effect) {
        if (e.kind == Effect::kValue) value_needed.insert(e.var);
        if (e.kind == Effect::kNot) has_needed.insert({e.var, e.value});
        if (e.kind == Effect::kAuxiliary) auxiliary_needed.insert(e.var);
      }
    }
  }
  for (int c : value_needed) value_item[c] = problem.add_secondary(cell_text(c, n) + "=");
  for (const auto& [c, w] : has_needed) {
    has_item[{c, w}] = problem.add_secondary(fmt::format("{}.{}", cell_text(c, n), w));
  }
  for (int a : auxiliary_needed) {
    auxiliary_item[a] =
        problem.add_secondary(compiled.auxiliaries[static_cast<std::size_t>(a)].name);
  }
  // Each auxiliary value may also be chosen on its own (choose_auxiliaries): a primary item with
  // an option per value it may take, so that the search can branch on a line's common sum.
  std::map<int, ItemId> auxiliary_choice;
  if (choose_auxiliaries) {
    for (int a : auxiliary_needed) {
      auxiliary_choice[a] =
          problem.add_primary(compiled.auxiliaries[static_cast<std::size_t>(a)].name + "#");
    }
  }
  // At-most-one items over the values still possible, where two cells remain.
  std::vector<std::vector<ItemId>> items_of_literal(static_cast<std::size_t>(cells * n));
  for (const AtMostOne& item : compiled.at_most_one) {
    std::vector<Literal> live;
    std::set<int> live_cells;
    for (const Literal& l : item.literals) {
      if (domain(l.cell) & value_bit(l.value)) {
        live.push_back(l);
        live_cells.insert(l.cell);
      }
    }
    if (live_cells.size() < 2) continue;
    const ItemId id = problem.add_secondary(item.name);
    for (const Literal& l : live) {
      items_of_literal[static_cast<std::size_t>(l.cell * n + l.value - 1)].push_back(id);
    }
  }

  // Cell options: the cell, its regions' items, its value item, its "holds" items, its
  // at-most-one items.
  const ColorId yes = problem.color("1");
  const ColorId no = problem.color("0");
  auto value_color = [&](int v) { return problem.color(std::to_string(v)); };
  model.option_index.assign(static_cast<std::size_t>(cells * n), OptionId{});
  std::vector<OptionEntry> entries;
  for (int cell = 0; cell < cells; ++cell) {
    for (int v = 1; v <= n; ++v) {
      if (!(domain(cell) & value_bit(v))) continue;
      entries.clear();
      entries.emplace_back(cell_item[static_cast<std::size_t>(cell)]);
      for (ItemId first : region_first[static_cast<std::size_t>(cell)]) {
        entries.emplace_back(ItemId(first.value + v - 1));
      }
      const int c = rep(cell);
      if (auto it = value_item.find(c); it != value_item.end()) {
        entries.emplace_back(it->second, value_color(v));
      }
      if (auto it = has_item.find({c, v}); it != has_item.end()) {
        entries.emplace_back(it->second, yes);
      }
      for (ItemId id : items_of_literal[static_cast<std::size_t>(cell * n + v - 1)]) {
        if (std::none_of(entries.begin(), entries.end(),
                         [&](const OptionEntry& e) { return e.item == id; })) {
          entries.emplace_back(id);
        }
      }
      model.option_index[static_cast<std::size_t>(cell * n + v - 1)] =
          problem.add_option(std::span<const OptionEntry>(entries));
      model.cell_of.push_back(cell);
      model.value_of.push_back(v);
    }
  }
  for (std::size_t p = 0; p < narrowed.pieces.size(); ++p) {
    if (!piece_item[p].valid()) continue;
    for (const std::vector<Effect>& effect : effects[p]) {
      entries.clear();
      entries.emplace_back(piece_item[p]);
      for (const Effect& e : effect) {
        switch (e.kind) {
          case Effect::kValue:
            entries.emplace_back(value_item.at(e.var), value_color(e.value));
            break;
          case Effect::kNot:
            entries.emplace_back(has_item.at({e.var, e.value}), no);
            break;
          case Effect::kAuxiliary:
            entries.emplace_back(auxiliary_item.at(e.var), value_color(e.value));
            break;
        }
      }
      problem.add_option(std::span<const OptionEntry>(entries));
      model.cell_of.push_back(-1);
      model.value_of.push_back(0);
    }
  }
  for (const auto& [a, choice] : auxiliary_choice) {
    const AuxiliaryValue& aux = compiled.auxiliaries[static_cast<std::size_t>(a)];
    const std::vector<char>& alive = narrowed.auxiliary_alive[static_cast<std::size_t>(a)];
    for (std::size_t k = 0; k < alive.size(); ++k) {
      if (!alive[k]) continue;
      const int value = aux.low + static_cast<int>(k);
      problem.add_option(
          {OptionEntry(choice), OptionEntry(auxiliary_item.at(a), value_color(value))});
      model.cell_of.push_back(-1);
      model.value_of.push_back(0);
    }
  }
  return model;
}

}  // namespace dlx::sudoku
