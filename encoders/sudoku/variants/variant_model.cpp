#include "encoders/sudoku/variants/variant_model.hpp"

#include <fmt/format.h>

#include <dlx/text/input_error.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <map>
#include <numeric>
#include <set>

#include "encoders/sudoku/grid_rules.hpp"
#include "encoders/sudoku/variants/chaos_anchors.hpp"
#include "encoders/sudoku/variants/chaos_propagator.hpp"
#include "encoders/sudoku/variants/connected_propagator.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/or_propagator.hpp"
#include "encoders/sudoku/variants/presolve.hpp"
#include "encoders/sudoku/variants/required_values_propagator.hpp"
#include "encoders/sudoku/variants/sum_propagator.hpp"
#include "encoders/sudoku/variants/value_group_propagator.hpp"

namespace dlx::sudoku {
namespace {

// What a piece's option still asks of the grid once the presolve has narrowed the cells: a cell
// (its class's representative) fixed to a value or kept off one, an auxiliary value fixed, or a
// value left out of its value group (ValueGroup: the option covers the group's item of the value).
struct Effect {
  enum Kind { kValue, kNot, kAuxiliary, kAbsent } kind = kValue;
  int cell = -1;       // kValue, kNot
  int auxiliary = -1;  // kAuxiliary: its index in CompiledConstraints::auxiliaries; kAbsent: the
                       // group's in CompiledConstraints::value_groups
  int value = 0;       // the value fixed, kept out or left out, or the auxiliary's value
  auto operator<=>(const Effect&) const = default;
};

// The puzzle's constraints compiled and narrowed by its clues.
struct Narrowed {
  std::vector<Region> houses;  // rows, columns, boxes and the constraints' houses
  CompiledConstraints compiled;
  Presolved presolved;

  // The cells of the model: the grid's, then the variable cells (no house holds these).
  int cells() const { return compiled.size.all_cells(); }
  // The grid's alone: chaos construction cuts these into regions.
  int grid_cells() const { return compiled.size.cells(); }
  int values() const { return compiled.size.values; }
  int representative(int cell) const {
    return presolved.same_class[static_cast<std::size_t>(cell)];
  }
  ValueMask domain(int cell) const { return presolved.domain[static_cast<std::size_t>(cell)]; }
};

// Cells that chaos-same puts in one region hold different values, since a region holds each value
// once: a house of the model (each value at most once, secondary items, when it has fewer cells
// than values), which says so before their region's label is known; the items of (label, value)
// say it only once it is. Implied by the rules, so no solution is lost. On ISS's Sack Lunch, whose
// arrows' cells share their circle's region: 73,290 nodes and 0.72 s of CPU, where it took 813,050
// and 8.1 s.
void add_chaos_same_houses(Narrowed& narrowed) {
  int k = 0;
  for (const ChaosRelation& relation : narrowed.compiled.chaos_relations) {
    if (relation.apart) continue;
    std::vector<int> cells = relation.cells;
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    if (cells.size() < 2 || static_cast<int>(cells.size()) > narrowed.values()) continue;
    ++k;
    narrowed.houses.push_back(
        {fmt::format("cells in one region {}", k), std::move(cells), fmt::format("cs{}", k)});
  }
}

Narrowed compile_and_presolve(const SudokuPuzzle& puzzle) {
  Narrowed narrowed;
  narrowed.houses = regions_of(puzzle);
  std::vector<std::vector<int>> house_cells;
  for (const Region& house : narrowed.houses) house_cells.push_back(house.cells);
  Encoder encoder(grid_shape(puzzle), house_cells, puzzle.constraints, puzzle.source,
                  puzzle.givens);
  narrowed.compiled = encoder.compile();
  narrowed.presolved = presolve(narrowed.compiled, house_cells, puzzle.givens);
  add_chaos_same_houses(narrowed);
  return narrowed;
}

// The distinct effects of each piece's live options. A piece whose options ask nothing more of
// the cells is kept by the domains alone and dropped (`dropped`); one with no live option keeps
// its item, with no option: no solution.
struct PieceEffects {
  std::vector<std::vector<std::vector<Effect>>> options;  // per piece, per distinct option
  std::vector<std::vector<std::size_t>> source;  // per piece, per distinct option: its first index
  std::vector<char> dropped;
};

// Per piece, the or whose branch it chooses (OrSelector), or -1: its options stay apart even
// when their effects are equal, since the acceptance test reads which branch was chosen.
std::vector<int> selector_of_pieces(const Narrowed& narrowed) {
  std::vector<int> selector(narrowed.presolved.pieces.size(), -1);
  const std::vector<OrSelector>& ors = narrowed.compiled.ors;
  for (std::size_t i = 0; i < ors.size(); ++i) selector[ors[i].piece] = static_cast<int>(i);
  return selector;
}

// How many pieces name each auxiliary in a live option: one named by a single piece ties
// nothing together and is left out.
std::vector<int> pieces_per_auxiliary(const Narrowed& narrowed) {
  const Presolved& p = narrowed.presolved;
  std::vector<int> count(narrowed.compiled.auxiliaries.size(), 0);
  for (std::size_t piece = 0; piece < p.pieces.size(); ++piece) {
    std::set<int> named;
    for (std::size_t k = 0; k < p.pieces[piece].option_count(); ++k) {
      if (!p.option_alive[piece][k]) continue;
      for (const Term& term : p.pieces[piece].option(k)) {
        if (term.var >= narrowed.cells()) named.insert(term.var - narrowed.cells());
      }
    }
    for (int a : named) ++count[static_cast<std::size_t>(a)];
  }
  // A cell's region label (ChaosLabel) is also named by the cell's label options.
  for (const ChaosLabel& label : narrowed.compiled.chaos_labels) {
    ++count[static_cast<std::size_t>(label.auxiliary)];
  }
  return count;
}

// The effects of one option's terms: a cell term that its domain already implies asks nothing.
std::vector<Effect> effects_of(std::span<const Term> option, const Narrowed& narrowed,
                               const std::vector<int>& auxiliary_pieces) {
  std::vector<Effect> effects;
  for (const Term& term : option) {
    if (term.var < narrowed.cells()) {
      const ValueMask domain = narrowed.domain(term.var);
      const ValueMask kept = term.data & domain;
      if (kept == domain) continue;
      if (std::popcount(kept) == 1) {
        effects.push_back({Effect::kValue, term.var, -1, std::countr_zero(kept) + 1});
      } else {
        for (int w = 1; w <= narrowed.values(); ++w) {
          if ((domain & ~kept) & value_bit(w)) effects.push_back({Effect::kNot, term.var, -1, w});
        }
      }
      continue;
    }
    const int a = term.var - narrowed.cells();
    const std::vector<char>& alive =
        narrowed.presolved.auxiliary_alive[static_cast<std::size_t>(a)];
    if (auxiliary_pieces[static_cast<std::size_t>(a)] < 2 ||
        std::count(alive.begin(), alive.end(), 1) < 2) {
      continue;
    }
    effects.push_back({Effect::kAuxiliary, -1, a, static_cast<int>(term.data)});
  }
  std::sort(effects.begin(), effects.end());
  return effects;
}

// The values option `option` of a group's piece leaves out of the group: those it allows none of
// the group's cells (a set of digits' complement).
// The restrictions of the group's own cells go: the group's items say them already (a value
// left out is covered by the option, so no cell may hold it).
void add_absent_values(std::span<const Term> option, const Narrowed& narrowed, int group,
                       std::vector<Effect>& effects) {
  const ValueGroup& g = narrowed.compiled.value_groups[static_cast<std::size_t>(group)];
  std::erase_if(effects, [&](const Effect& e) {
    return (e.kind == Effect::kValue || e.kind == Effect::kNot) &&
           std::any_of(g.cells.begin(), g.cells.end(),
                       [&](int cell) { return narrowed.representative(cell) == e.cell; });
  });
  ValueMask held = 0;
  for (int cell : g.cells) {
    const int c = narrowed.representative(cell);
    ValueMask allowed = all_values(narrowed.values());
    for (const Term& term : option) {
      if (term.var == c) allowed &= term.data;
    }
    held |= allowed;
  }
  for (int v = 1; v <= narrowed.values(); ++v) {
    if (!(held & value_bit(v))) effects.push_back({Effect::kAbsent, -1, group, v});
  }
}

// Per piece, the value group it chooses the values of, or -1.
std::vector<int> group_of_pieces(const Narrowed& narrowed) {
  std::vector<int> group(narrowed.presolved.pieces.size(), -1);
  const std::vector<ValueGroup>& groups = narrowed.compiled.value_groups;
  for (std::size_t g = 0; g < groups.size(); ++g) group[groups[g].piece] = static_cast<int>(g);
  return group;
}

// Each list of `lists` once, where it first comes, and its source beside it. A sort of the
// indices, not a std::set of the lists: the set copied every list into a node of its own.
std::vector<std::vector<Effect>> distinct_in_order(std::vector<std::vector<Effect>> lists,
                                                   std::vector<std::size_t>& sources) {
  std::vector<std::size_t> order(lists.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return lists[a] < lists[b]; });
  std::vector<char> repeated(lists.size(), 0);
  for (std::size_t k = 1; k < order.size(); ++k) {
    if (lists[order[k]] == lists[order[k - 1]]) repeated[order[k]] = 1;
  }
  std::vector<std::vector<Effect>> out;
  std::vector<std::size_t> kept;
  for (std::size_t k = 0; k < lists.size(); ++k) {
    if (repeated[k]) continue;
    out.push_back(std::move(lists[k]));
    kept.push_back(sources[k]);
  }
  sources = std::move(kept);
  return out;
}

PieceEffects effects_of_pieces(const Narrowed& narrowed) {
  const Presolved& p = narrowed.presolved;
  const std::vector<int> auxiliary_pieces = pieces_per_auxiliary(narrowed);
  const std::vector<int> group = group_of_pieces(narrowed);
  const std::vector<int> selector = selector_of_pieces(narrowed);
  PieceEffects out;
  out.options.resize(p.pieces.size());
  out.source.resize(p.pieces.size());
  out.dropped.assign(p.pieces.size(), 0);
  for (std::size_t piece = 0; piece < p.pieces.size(); ++piece) {
    // A group's piece covers the group's items of the values it leaves out, and an or's
    // selector tells its choice: never dropped.
    bool asks = group[piece] >= 0 || selector[piece] >= 0;
    bool any_live = false;
    std::vector<std::vector<Effect>> options;
    std::vector<std::size_t> sources;  // per option, its index in the piece
    for (std::size_t k = 0; k < p.pieces[piece].option_count(); ++k) {
      if (!p.option_alive[piece][k]) continue;
      any_live = true;
      std::vector<Effect> effects =
          effects_of(p.pieces[piece].option(k), narrowed, auxiliary_pieces);
      if (group[piece] >= 0) {
        add_absent_values(p.pieces[piece].option(k), narrowed, group[piece], effects);
      }
      asks = asks || !effects.empty();
      options.push_back(std::move(effects));
      sources.push_back(k);
    }
    // A selector's options stay apart: the acceptance test reads which branch was chosen.
    out.options[piece] =
        selector[piece] >= 0 ? std::move(options) : distinct_in_order(std::move(options), sources);
    out.source[piece] = std::move(sources);
    if (any_live && !asks) out.dropped[piece] = 1;
  }
  return out;
}

// The model's items, as the declaring phases made them.
struct VariantItems {
  std::vector<ItemId> cell;
  // The first item (value 1) of each house and value group that holds the cell; value v's is
  // first + v - 1.
  std::vector<std::vector<ItemId>> house_first;
  std::vector<ItemId> group_first;               // per value group
  std::vector<ItemId> piece;                     // invalid: dropped
  std::map<int, ItemId> value;                   // class -> rRcC=
  std::map<std::pair<int, int>, ItemId> has;     // (class, w) -> rRcC.w
  std::map<int, ItemId> auxiliary;               // auxiliary -> kKaA
  std::map<int, ItemId> auxiliary_choice;        // auxiliary -> kKaA# (kChooseAuxiliaries)
  std::vector<std::vector<ItemId>> at_most_one;  // per (cell, value): its at-most-one items
  std::vector<ItemId> chaos_cell;                // per cell: rRcC# (chaos construction)
  std::vector<ItemId> chaos_join;                // per cell: rRcC%
  std::vector<ItemId> chaos_label;               // per cell: rRcC@
  std::vector<ItemId> chaos_region_value;        // per (label, value): qLvV
  std::vector<ItemId> chaos_region_missing;      // per label, with fewer cells than values: qL-
  // Per cell, the items of the relations on its label (ChaosRelation) and whether each is a
  // same's (colored with the label) or an apart's (its first item, label L's at L - 1).
  std::vector<std::vector<std::pair<ItemId, bool>>> chaos_relations;
};

// A house of as many cells as values holds each value once: primary items. A smaller one (a row
// of 6 cells holding 1-9) holds each at most once: secondary items, which it may leave uncovered.
void declare_primary_items(Problem& problem, const Narrowed& narrowed, const PieceEffects& effects,
                           VariantItems& items) {
  const GridSize& size = narrowed.compiled.size;
  for (int cell = 0; cell < narrowed.cells(); ++cell) {
    items.cell.push_back(problem.add_primary(cell_text(cell, size)));
  }
  items.house_first.resize(static_cast<std::size_t>(narrowed.cells()));
  for (const Region& house : narrowed.houses) {
    const bool full = static_cast<int>(house.cells.size()) == size.values;
    ItemId first;
    for (int v = 1; v <= size.values; ++v) {
      const std::string name = fmt::format("{}v{}", house.tag, v);
      const ItemId item = full ? problem.add_primary(name) : problem.add_secondary(name);
      if (v == 1) first = item;
    }
    for (int cell : house.cells) items.house_first[static_cast<std::size_t>(cell)].push_back(first);
  }
  for (const ValueGroup& group : narrowed.compiled.value_groups) {
    const std::string& piece = narrowed.presolved.pieces[group.piece].name;
    ItemId first;
    for (int v = 1; v <= size.values; ++v) {
      const ItemId item = problem.add_primary(fmt::format("{}g{}", piece, v));
      if (v == 1) first = item;
    }
    items.group_first.push_back(first);
    for (int cell : group.cells) items.house_first[static_cast<std::size_t>(cell)].push_back(first);
  }
  const std::vector<Piece>& pieces = narrowed.presolved.pieces;
  items.piece.resize(pieces.size());
  for (std::size_t p = 0; p < pieces.size(); ++p) {
    if (!effects.dropped[p]) items.piece[p] = problem.add_primary(pieces[p].name);
  }
}

// Whether each auxiliary value gets a primary item of its own to branch on. Off: on the examples
// it changed no tree but Equal Sums' (14,765 nodes with it, 14,656 without) and added options.
constexpr bool kChooseAuxiliaries = false;

// The secondary items some option needs: a class's value (shared by equal cells), "holds w",
// the auxiliaries, and each auxiliary's own choice when kChooseAuxiliaries asks for it.
void declare_value_items(Problem& problem, const Narrowed& narrowed, const PieceEffects& effects,
                         VariantItems& items) {
  const GridSize& size = narrowed.compiled.size;
  std::vector<int> class_size(static_cast<std::size_t>(narrowed.cells()), 0);
  for (int cell = 0; cell < narrowed.cells(); ++cell) {
    ++class_size[static_cast<std::size_t>(narrowed.representative(cell))];
  }
  std::set<int> value_needed;
  std::set<std::pair<int, int>> has_needed;
  std::set<int> auxiliary_needed;
  const bool chaos = narrowed.compiled.chaos_region_size > 0;
  for (int cell = 0; cell < narrowed.cells(); ++cell) {
    if (narrowed.representative(cell) == cell &&
        (class_size[static_cast<std::size_t>(cell)] > 1 || chaos) &&
        std::popcount(narrowed.domain(cell)) > 1) {
      value_needed.insert(cell);
    }
  }
  for (std::size_t p = 0; p < effects.options.size(); ++p) {
    if (effects.dropped[p]) continue;
    for (const std::vector<Effect>& option : effects.options[p]) {
      for (const Effect& e : option) {
        if (e.kind == Effect::kValue) value_needed.insert(e.cell);
        if (e.kind == Effect::kNot) has_needed.insert({e.cell, e.value});
        if (e.kind == Effect::kAuxiliary) auxiliary_needed.insert(e.auxiliary);
      }
    }
  }
  const std::vector<AuxiliaryValue>& auxiliaries = narrowed.compiled.auxiliaries;
  for (int c : value_needed) items.value[c] = problem.add_secondary(cell_text(c, size) + "=");
  for (const auto& [c, w] : has_needed) {
    items.has[{c, w}] = problem.add_secondary(fmt::format("{}.{}", cell_text(c, size), w));
  }
  for (int a : auxiliary_needed) {
    items.auxiliary[a] = problem.add_secondary(auxiliaries[static_cast<std::size_t>(a)].name);
  }
  // An auxiliary value may also be chosen on its own: a primary item with an option per value it
  // may take, so that the search can branch on a line's common sum.
  if (kChooseAuxiliaries) {
    for (int a : auxiliary_needed) {
      items.auxiliary_choice[a] =
          problem.add_primary(auxiliaries[static_cast<std::size_t>(a)].name + "#");
    }
  }
}

// At-most-one items over the values still possible, where two cells remain.
void declare_at_most_one_items(Problem& problem, const Narrowed& narrowed, VariantItems& items) {
  const int values = narrowed.values();
  items.at_most_one.resize(static_cast<std::size_t>(narrowed.cells() * values));
  for (const AtMostOne& item : narrowed.compiled.at_most_one) {
    std::vector<Literal> live;
    std::set<int> live_cells;
    for (const Literal& l : item.literals) {
      if (narrowed.domain(l.cell) & value_bit(l.value)) {
        live.push_back(l);
        live_cells.insert(l.cell);
      }
    }
    if (live_cells.size() < 2) continue;
    const ItemId id = problem.add_secondary(item.name);
    for (const Literal& l : live) {
      items.at_most_one[static_cast<std::size_t>(l.cell * values + l.value - 1)].push_back(id);
    }
  }
}

// The color of each value, as Problem::color names it ("3"), looked up once: options name a
// value's color by the thousand, and each lookup made a string and hashed it. Made on first use,
// so that the colors are numbered as without the cache.
class ValueColors {
 public:
  explicit ValueColors(Problem& problem) : problem_(problem) {}

  ColorId operator()(int v) {
    if (v < 0 || v >= static_cast<int>(known_.size())) return problem_.color(std::to_string(v));
    ColorId& color = known_[static_cast<std::size_t>(v)];
    if (!color.valid()) color = problem_.color(std::to_string(v));
    return color;
  }

 private:
  Problem& problem_;
  std::array<ColorId, 256> known_{};  // a partial sum of a 16x16's values fits
};

// "Cell c holds v": the cell, its houses' items, its class's value, its "holds v", its
// at-most-one items.
void add_cell_options(SudokuModel& model, const Narrowed& narrowed, const VariantItems& items,
                      ValueColors& value_color) {
  const int values = model.size.values;
  Problem& problem = model.problem;
  const ColorId yes = problem.color("1");
  model.option_index.assign(static_cast<std::size_t>(narrowed.cells() * values), OptionId{});
  std::vector<OptionEntry> entries;
  for (int cell = 0; cell < narrowed.cells(); ++cell) {
    for (int v = 1; v <= values; ++v) {
      if (!(narrowed.domain(cell) & value_bit(v))) continue;
      entries.clear();
      entries.emplace_back(items.cell[static_cast<std::size_t>(cell)]);
      for (ItemId first : items.house_first[static_cast<std::size_t>(cell)]) {
        entries.emplace_back(ItemId(first.value + v - 1));
      }
      const int c = narrowed.representative(cell);
      if (auto it = items.value.find(c); it != items.value.end()) {
        entries.emplace_back(it->second, value_color(v));
      }
      if (auto it = items.has.find({c, v}); it != items.has.end()) {
        entries.emplace_back(it->second, yes);
      }
      for (ItemId id : items.at_most_one[static_cast<std::size_t>(cell * values + v - 1)]) {
        if (std::none_of(entries.begin(), entries.end(),
                         [&](const OptionEntry& e) { return e.item == id; })) {
          entries.emplace_back(id);
        }
      }
      model.option_index[static_cast<std::size_t>(cell * values + v - 1)] =
          problem.add_option(std::span<const OptionEntry>(entries));
      model.cell_of.push_back(cell);
      model.value_of.push_back(v);
    }
  }
}

OptionId add_option_of_no_cell(SudokuModel& model, std::span<const OptionEntry> entries) {
  const OptionId option = model.problem.add_option(entries);
  model.cell_of.push_back(-1);
  model.value_of.push_back(0);
  return option;
}

// The options of the pieces; those of a value group's piece are also recorded in `sets` (per
// group), each with the values it holds: those it leaves out of the group are its kAbsent effects.
// Returns, per piece, the model's option of each of its distinct options (none for a dropped
// piece).
std::vector<std::vector<OptionId>> add_piece_options(SudokuModel& model, const Narrowed& narrowed,
                                                     const PieceEffects& effects,
                                                     const VariantItems& items,
                                                     ValueColors& value_color,
                                                     std::vector<GroupSets>& sets) {
  std::vector<std::vector<OptionId>> ids(effects.options.size());
  Problem& problem = model.problem;
  const ColorId no = problem.color("0");
  const std::vector<int> group = group_of_pieces(narrowed);
  const std::vector<int> selector = selector_of_pieces(narrowed);
  for (const ValueGroup& g : narrowed.compiled.value_groups) sets.push_back({g.cells, {}, {}});
  std::vector<OptionEntry> entries;
  for (std::size_t p = 0; p < effects.options.size(); ++p) {
    if (!items.piece[p].valid()) continue;
    for (std::size_t k = 0; k < effects.options[p].size(); ++k) {
      const std::vector<Effect>& option = effects.options[p][k];
      ValueMask held = all_values(narrowed.values());
      entries.clear();
      entries.emplace_back(items.piece[p]);
      for (const Effect& e : option) {
        switch (e.kind) {
          case Effect::kValue:
            entries.emplace_back(items.value.at(e.cell), value_color(e.value));
            break;
          case Effect::kNot:
            entries.emplace_back(items.has.at({e.cell, e.value}), no);
            break;
          case Effect::kAuxiliary:
            entries.emplace_back(items.auxiliary.at(e.auxiliary), value_color(e.value));
            break;
          case Effect::kAbsent:
            entries.emplace_back(ItemId(
                items.group_first[static_cast<std::size_t>(e.auxiliary)].value + e.value - 1));
            held &= ~value_bit(e.value);
            break;
        }
      }
      if (selector[p] >= 0) {
        // The option chooses branch source[p][k] of its or (Encoder::any_of: option b, branch b).
        model.ors.chosen_by.resize(model.cell_of.size(), {-1, -1});
        model.ors.chosen_by.emplace_back(selector[p], static_cast<int>(effects.source[p][k]));
      }
      const OptionId id = add_option_of_no_cell(model, entries);
      ids[p].push_back(id);
      if (group[p] >= 0) {
        GroupSets& of = sets[static_cast<std::size_t>(group[p])];
        of.options.push_back(id);
        of.held.push_back(held);
      }
    }
  }
  return ids;
}

// The cells that hold different values in every grid: those sharing a house or a value group.
std::shared_ptr<const CellLinks> cell_links(const SudokuModel& model, const Narrowed& narrowed) {
  auto links = std::make_shared<CellLinks>();
  links->values = narrowed.values();
  links->words = (narrowed.cells() + 63) / 64;
  links->peers.assign(static_cast<std::size_t>(narrowed.cells() * links->words), 0);
  links->option_index = model.option_index;
  const auto link = [&](const std::vector<int>& cells) {
    for (int a : cells) {
      for (int b : cells) {
        if (a == b) continue;
        links->peers[static_cast<std::size_t>(a * links->words + b / 64)] |= std::uint64_t{1}
                                                                             << (b % 64);
      }
    }
  };
  for (const Region& house : narrowed.houses) link(house.cells);
  for (const ValueGroup& group : narrowed.compiled.value_groups) link(group.cells);
  return links;
}

// The value groups' propagators (value_group_propagator.hpp).
void add_value_group_propagators(SudokuModel& model, const Narrowed& narrowed,
                                 std::vector<GroupSets> sets) {
  if (sets.empty()) return;
  const std::shared_ptr<const CellLinks> links = cell_links(model, narrowed);
  for (GroupSets& group : sets) {
    if (auto propagator = make_value_group_propagator(std::move(group), links)) {
      model.problem.add_propagator(std::move(propagator));
    }
  }
}

// The groups that must hold a value of a set (required_values_propagator.hpp).
void add_required_values_propagators(SudokuModel& model, const Narrowed& narrowed) {
  if (narrowed.compiled.required.empty()) return;
  const std::shared_ptr<const CellLinks> links = cell_links(model, narrowed);
  for (const RequiredValues& rule : narrowed.compiled.required) {
    if (auto propagator = make_required_values_propagator(rule, links)) {
      model.problem.add_propagator(std::move(propagator));
    }
  }
}

// What an option of a piece asks, for an or's propagator.
OrOptionTerms or_terms(const std::vector<Effect>& effects, OptionId option, int values) {
  OrOptionTerms terms{option, {}, {}};
  std::map<int, ValueMask> cells;
  for (const Effect& e : effects) {
    if (e.kind == Effect::kValue)
      cells.emplace(e.cell, all_values(values)).first->second &= value_bit(e.value);
    if (e.kind == Effect::kNot)
      cells.emplace(e.cell, all_values(values)).first->second &= ~value_bit(e.value);
    if (e.kind == Effect::kAuxiliary) terms.auxiliaries.emplace_back(e.auxiliary, e.value);
  }
  terms.cells.assign(cells.begin(), cells.end());
  return terms;
}

// An or's branches narrowed before its selector is chosen (or_propagator.hpp).
void add_or_propagators(SudokuModel& model, const Narrowed& narrowed, const PieceEffects& effects,
                        const std::vector<std::vector<OptionId>>& ids) {
  const int values = model.size.values;
  for (const OrSelector& selector : narrowed.compiled.ors) {
    std::vector<OrBranchOptions> branches(selector.branches.size());
    const std::size_t s = selector.piece;
    for (std::size_t k = 0; k < ids[s].size(); ++k) {
      branches[effects.source[s][k]].selector = or_terms(effects.options[s][k], ids[s][k], values);
    }
    for (std::size_t b = 0; b < branches.size(); ++b) {
      for (const std::size_t p : selector.branch_pieces[b]) {
        if (ids[p].empty()) continue;  // dropped: it asks nothing
        const std::size_t off = narrowed.presolved.pieces[p].option_count() - 1;
        std::vector<OrOptionTerms>& on = branches[b].pieces.emplace_back();
        for (std::size_t k = 0; k < ids[p].size(); ++k) {
          if (effects.source[p][k] != off)
            on.push_back(or_terms(effects.options[p][k], ids[p][k], values));
        }
      }
    }
    model.problem.add_propagator(
        make_or_propagator(std::move(branches), values, model.option_index));
  }
}

// The ors' branches, for the acceptance test (or_choice.hpp).
void add_or_choices(SudokuModel& model, const Narrowed& narrowed, const GridShape& shape) {
  if (narrowed.compiled.ors.empty()) return;
  model.ors.size = model.size;
  model.ors.region = shape.region;
  for (const OrSelector& selector : narrowed.compiled.ors) {
    model.ors.branches.push_back(selector.branches);
  }
}

void add_auxiliary_choices(SudokuModel& model, const Narrowed& narrowed, const VariantItems& items,
                           ValueColors& value_color) {
  for (const auto& [a, choice] : items.auxiliary_choice) {
    const AuxiliaryValue& aux = narrowed.compiled.auxiliaries[static_cast<std::size_t>(a)];
    const std::vector<char>& alive =
        narrowed.presolved.auxiliary_alive[static_cast<std::size_t>(a)];
    for (std::size_t k = 0; k < alive.size(); ++k) {
      if (!alive[k]) continue;
      const int value = aux.low + static_cast<int>(k);
      const OptionEntry entries[] = {OptionEntry(choice),
                                     OptionEntry(items.auxiliary.at(a), value_color(value))};
      add_option_of_no_cell(model, entries);
    }
  }
}

// The sums the search reasons with by bounds, beside their pieces.
void add_sum_propagators(SudokuModel& model, const Narrowed& narrowed) {
  for (const LinearSum& sum : narrowed.compiled.sums) {
    if (auto propagator = make_sum_propagator(sum, model.size, model.option_index)) {
      model.problem.add_propagator(std::move(propagator));
    }
  }
}

// Chaos construction (chaos.cpp): each cell also takes a region label. "rRcC#" chooses it, an
// option per label, which names it as the color of "rRcC@"; "rRcC%" joins it to the cell's
// value, an option per label and value that covers "qLvV" (region L holds V once) and names
// both colors. So the search branches on a cell's label as on its value, among as few options,
// and the colors keep the two and the join arc consistent. The items first.
void declare_chaos_items(Problem& problem, const Narrowed& narrowed, VariantItems& items) {
  const int region_size = narrowed.compiled.chaos_region_size;
  if (region_size == 0) return;
  const GridSize& size = narrowed.compiled.size;
  for (int cell = 0; cell < narrowed.grid_cells(); ++cell) {
    const std::string name = cell_text(cell, size);
    items.chaos_cell.push_back(problem.add_primary(name + "#"));
    items.chaos_join.push_back(problem.add_primary(name + "%"));
    items.chaos_label.push_back(problem.add_secondary(name + "@"));
  }
  for (int label = 1; label <= narrowed.grid_cells() / region_size; ++label) {
    for (int v = 1; v <= size.values; ++v) {
      items.chaos_region_value.push_back(problem.add_primary(fmt::format("q{}v{}", label, v)));
    }
    if (region_size < size.values) {
      items.chaos_region_missing.push_back(problem.add_primary(fmt::format("q{}-", label)));
    }
  }
  items.chaos_relations.resize(static_cast<std::size_t>(narrowed.grid_cells()));
  for (const ChaosRelation& relation : narrowed.compiled.chaos_relations) {
    const ItemId first = problem.add_secondary(relation.items.front());
    for (std::size_t k = 1; k < relation.items.size(); ++k)
      problem.add_secondary(relation.items[k]);
    for (int cell : relation.cells) {
      items.chaos_relations[static_cast<std::size_t>(cell)].emplace_back(first, relation.apart);
    }
  }
}

// The entries a cell's option of label L names for the relations on its label.
void add_relation_entries(const VariantItems& items, int cell, int label, ColorId named,
                          std::vector<OptionEntry>& entries) {
  for (const auto& [first, apart] : items.chaos_relations[static_cast<std::size_t>(cell)]) {
    if (apart) {
      entries.emplace_back(ItemId(first.value + label - 1));
    } else {
      entries.emplace_back(first, named);
    }
  }
}

// Records what an option of the chaos model puts where, for decode_regions (-1: not a label).
OptionId add_chaos_option(SudokuModel& model, std::span<const OptionEntry> entries, int cell,
                          int label) {
  const OptionId option = model.problem.add_option(entries);
  model.cell_of.push_back(-1);
  model.value_of.push_back(0);
  model.region_cell_of.push_back(cell);
  model.region_label_of.push_back(label);
  return option;
}

// Regions of fewer cells than values (ISS's 6x6 of 1-7): each region lacks as many values as it
// has cells fewer, and an option per set of such values covers them, so that every qLvV is
// covered once, by a cell or by the set, and each region gets exactly its cells. (A slot per
// missing value instead would count each set once per order of its slots.)
void add_chaos_missing_values(SudokuModel& model, const VariantItems& items, int values,
                              int region_size) {
  const int missing = values - region_size;
  std::vector<int> chosen;
  const auto choose = [&](auto& self, int label, int from) -> void {
    if (static_cast<int>(chosen.size()) == missing) {
      std::vector<OptionEntry> entries = {
          OptionEntry(items.chaos_region_missing[static_cast<std::size_t>(label - 1)])};
      for (int v : chosen) {
        entries.emplace_back(
            items.chaos_region_value[static_cast<std::size_t>((label - 1) * values + v - 1)]);
      }
      add_chaos_option(model, entries, -1, 0);
      return;
    }
    for (int v = from; v <= values; ++v) {
      chosen.push_back(v);
      self(self, label, v + 1);
      chosen.pop_back();
    }
  };
  for (int label = 1; label <= static_cast<int>(items.chaos_region_missing.size()); ++label) {
    choose(choose, label, 1);
  }
}

// How much the puzzle's constraints say about each cell of the grid: the cells of every
// constraint on it, added up (ISS's cell priorities, by which it picks its anchors too).
std::vector<int> constraint_weight(const SudokuPuzzle& puzzle) {
  std::vector<int> weight(puzzle.size.cell_count(), 0);
  for (const Constraint& c : puzzle.constraints) {
    std::vector<int> cells = c.cells;
    cells.insert(cells.end(), c.head.begin(), c.head.end());
    for (const std::vector<int>& group : c.groups)
      cells.insert(cells.end(), group.begin(), group.end());
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    for (int cell : cells) {
      if (cell >= 0 && cell < puzzle.size.cells()) {
        weight[static_cast<std::size_t>(cell)] += static_cast<int>(cells.size());
      }
    }
  }
  return weight;
}

// The labels a cell may take as the canonical labelling has them (chaos_anchors.hpp): an anchor
// its own; another cell the anchors' and, since the other labels come in reading order, those up
// to one more than it has cells before it.
bool label_allowed(int cell, int label, const std::vector<int>& anchors) {
  const auto anchor = std::find(anchors.begin(), anchors.end(), cell);
  if (anchor != anchors.end()) return label == static_cast<int>(anchor - anchors.begin()) + 1;
  return label <= cell + 1 + static_cast<int>(anchors.size());
}

// Per cell of the grid, the auxiliary that holds its region label (ChaosLabel), or -1.
std::vector<int> label_auxiliaries(const Narrowed& narrowed) {
  std::vector<int> auxiliary(static_cast<std::size_t>(narrowed.grid_cells()), -1);
  for (const ChaosLabel& label : narrowed.compiled.chaos_labels) {
    auxiliary[static_cast<std::size_t>(label.cell)] = label.auxiliary;
  }
  return auxiliary;
}

// The options, those of the canonical labelling (label_allowed); the propagators and the job's
// acceptance (chaos_accepts) keep the rest of the canonical order, the connectivity and the clues
// on the regions.
void add_chaos_options(SudokuModel& model, const Narrowed& narrowed, const VariantItems& items,
                       ValueColors& value_color, const std::vector<int>& weight) {
  const int region_size = narrowed.compiled.chaos_region_size;
  if (region_size == 0) return;
  Problem& problem = model.problem;
  const GridSize& size = narrowed.compiled.size;
  const int labels = narrowed.grid_cells() / region_size;
  ChaosLabelOptions label_options{
      size, region_size, labels, {}, chaos_anchor_cells(size, region_size, weight)};
  model.chaos_anchors = label_options.anchors;
  label_options.options.resize(static_cast<std::size_t>(narrowed.grid_cells() * labels));
  model.region_cell_of.assign(model.cell_of.size(), -1);
  model.region_label_of.assign(model.cell_of.size(), 0);
  const std::vector<int> label_auxiliary = label_auxiliaries(narrowed);
  for (int cell = 0; cell < narrowed.grid_cells(); ++cell) {
    const auto at = static_cast<std::size_t>(cell);
    const auto value_item = items.value.find(narrowed.representative(cell));
    // A cell's label options one after another, its joins after them: the propagators read the
    // labels as one run of bits (chaos_label_reader.hpp).
    for (int label = 1; label <= labels; ++label) {
      if (!label_allowed(cell, label, label_options.anchors)) continue;
      const int auxiliary = label_auxiliary[at];
      if (auxiliary >= 0 && !narrowed.presolved.auxiliary_alive[static_cast<std::size_t>(
                                auxiliary)][static_cast<std::size_t>(label - 1)]) {
        continue;  // the rules that read the label allow it no longer
      }
      const ColorId named = problem.color(fmt::format("L{}", label));
      std::vector<OptionEntry> choice = {OptionEntry(items.chaos_cell[at]),
                                         OptionEntry(items.chaos_label[at], named)};
      add_relation_entries(items, cell, label, named, choice);
      if (auxiliary >= 0 && items.auxiliary.count(auxiliary) != 0) {
        choice.emplace_back(items.auxiliary.at(auxiliary), value_color(label));
      }
      label_options.options[static_cast<std::size_t>(cell * labels + label - 1)].push_back(
          add_chaos_option(model, choice, cell, label));
    }
    for (int label = 1; label <= labels; ++label) {
      if (!label_allowed(cell, label, label_options.anchors)) continue;
      const ColorId named = problem.color(fmt::format("L{}", label));
      for (int v = 1; v <= size.values; ++v) {
        if (!(narrowed.domain(cell) & value_bit(v))) continue;
        std::vector<OptionEntry> join = {
            OptionEntry(items.chaos_join[at]), OptionEntry(items.chaos_label[at], named),
            OptionEntry(items.chaos_region_value[static_cast<std::size_t>(
                (label - 1) * size.values + v - 1)])};
        if (value_item != items.value.end()) {
          join.emplace_back(value_item->second, value_color(v));
        }
        add_chaos_option(model, join, -1, 0);
      }
    }
  }
  add_chaos_missing_values(model, items, size.values, region_size);
  // A clue stated twice (ISS's Sack Lunch states five of its arrows twice) gets one propagator.
  const std::vector<ChaosClue>& clues = narrowed.compiled.chaos_clues;
  for (std::size_t k = 0; k < clues.size(); ++k) {
    const auto same = [&](const ChaosClue& other) {
      return other.kind == clues[k].kind && other.control == clues[k].control &&
             other.groups == clues[k].groups && other.offset == clues[k].offset;
    };
    if (std::any_of(clues.begin(), clues.begin() + static_cast<std::ptrdiff_t>(k), same)) continue;
    problem.add_propagator(make_chaos_clue_propagator(clues[k], label_options, model.option_index));
  }
  model.chaos_clues = narrowed.compiled.chaos_clues;
  problem.add_propagator(make_chaos_propagator(std::move(label_options)));
}

// Connected values (connected.cpp): a propagator per rule; the job's acceptance test
// (connected_accepts) keeps exactly the solutions whose regions are connected.
void add_connected_propagators(SudokuModel& model, const Narrowed& narrowed) {
  for (const ConnectedValues& rule : narrowed.compiled.connected) {
    model.problem.add_propagator(
        make_connected_propagator(rule, model.size.values, model.option_index));
  }
  model.connected = narrowed.compiled.connected;
}

}  // namespace

SudokuModel build_variant_model(const SudokuPuzzle& puzzle) {
  const GridSize& size = puzzle.size;
  if (size.rows > kMaxConstraintGridSize || size.columns > kMaxConstraintGridSize ||
      size.values > kMaxConstraintGridSize) {
    throw InputError(puzzle.source, puzzle.line,
                     fmt::format("constraints are supported on grids up to {0}x{0} holding up to "
                                 "{0} values; this one is a {1}",
                                 kMaxConstraintGridSize, grid_words(size)));
  }
  const Narrowed narrowed = compile_and_presolve(puzzle);
  const PieceEffects effects = effects_of_pieces(narrowed);
  SudokuModel model;
  model.size = puzzle.size;
  VariantItems items;
  declare_primary_items(model.problem, narrowed, effects, items);
  declare_value_items(model.problem, narrowed, effects, items);
  declare_at_most_one_items(model.problem, narrowed, items);
  declare_chaos_items(model.problem, narrowed, items);
  ValueColors value_color(model.problem);
  add_cell_options(model, narrowed, items, value_color);
  std::vector<GroupSets> sets;
  const std::vector<std::vector<OptionId>> piece_options =
      add_piece_options(model, narrowed, effects, items, value_color, sets);
  add_or_propagators(model, narrowed, effects, piece_options);
  add_or_choices(model, narrowed, grid_shape(puzzle));
  add_auxiliary_choices(model, narrowed, items, value_color);
  add_chaos_options(model, narrowed, items, value_color, constraint_weight(puzzle));
  add_sum_propagators(model, narrowed);
  add_connected_propagators(model, narrowed);
  add_value_group_propagators(model, narrowed, std::move(sets));
  add_required_values_propagators(model, narrowed);
  return model;
}

}  // namespace dlx::sudoku
