#include "encoders/sudoku/sudoku_model.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <dlx/text/input_error.hpp>

#include <algorithm>
#include <cstdint>
#include <optional>

#include "encoders/sudoku/grid_rules.hpp"
#include "encoders/sudoku/sudoku_format.hpp"
#include "encoders/sudoku/variants/constraint_text.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"
#include "encoders/sudoku/variants/variant_model.hpp"

namespace dlx::sudoku {
namespace {

// The items of the plain model, as its phases declare them.
struct PlainItems {
  std::vector<ItemId> cell;          // rRcC
  std::vector<ItemId> region_value;  // region r holds v: [r * values + v - 1]
  std::vector<std::vector<std::size_t>> regions_of_cell;
};

// Where the grid's regions (its boxes or jigsaw regions) are in regions_of's list: right after
// the rows and columns, one per cell's region id (fewer if one is a row too, as 1xN boxes are).
struct GridRegions {
  std::size_t begin = 0;
  std::size_t end = 0;
};

GridRegions grid_regions_of(const SudokuPuzzle& puzzle, const std::vector<Region>& regions) {
  const GridShape shape = grid_shape(puzzle);
  const int count =
      shape.region.empty() ? 0 : *std::max_element(shape.region.begin(), shape.region.end()) + 1;
  // A raw grid has no rows and columns among its regions.
  const std::size_t begin =
      puzzle.size.raw ? 0 : static_cast<std::size_t>(puzzle.size.rows + puzzle.size.columns);
  return {begin, std::min(regions.size(), begin + static_cast<std::size_t>(count))};
}

// The cells' items and every region's, in the order the search breaks ties in. A region of a
// cell per value holds each value once (primary items); a smaller one, at most once (secondary).
void declare_cells_and_regions(Problem& problem, const GridSize& size,
                               const std::vector<Region>& regions, GridRegions grid_regions,
                               PlainItems& items) {
  const auto values = static_cast<std::size_t>(size.values);
  items.region_value.resize(regions.size() * values);
  items.regions_of_cell.resize(size.cell_count());
  auto declare_region = [&](std::size_t r) {
    const bool full = regions[r].cells.size() == values;
    for (int v = 1; v <= size.values; ++v) {
      const std::string name = fmt::format("{}v{}", regions[r].tag, v);
      items.region_value[r * values + static_cast<std::size_t>(v - 1)] =
          full ? problem.add_primary(name) : problem.add_secondary(name);
    }
  };
  // From 25x25 up the boxes' digit items come first, before the cells: where the item choice
  // ties (an empty region of a big grid) the search then places each digit in the boxes one band
  // at a time, where a cell-first order filled rows and met dead ends at each band's last rows.
  // Empty grids: 25x25 626 nodes against 1806, 36x36 1331 against 2451, 49x49 4758 against
  // 35,395, 64x64 428,134 against 1,747,508; the hard 25x25 file 45,952 against 99,536. On 9x9
  // it lost (forum 11+: 294,475 nodes against 222,315 for 300 puzzles), so smaller grids keep
  // the cells first.
  const bool boxes_first = size.values >= 25;
  const std::size_t boxes_begin = boxes_first ? grid_regions.begin : 0;
  const std::size_t boxes_end = boxes_first ? grid_regions.end : 0;
  for (std::size_t r = boxes_begin; r < boxes_end; ++r) declare_region(r);
  for (int cell = 0; cell < size.cells(); ++cell)
    items.cell.push_back(problem.add_primary(cell_text(cell, size)));
  for (std::size_t r = 0; r < regions.size(); ++r) {
    if (r < boxes_begin || r >= boxes_end) declare_region(r);
    for (int cell : regions[r].cells)
      items.regions_of_cell[static_cast<std::size_t>(cell)].push_back(r);
  }
}

// "Cell c holds v": the cell and the (region, v) item of each region that holds it.
void add_cell_options(SudokuModel& model, const PlainItems& items) {
  const GridSize& size = model.size;
  const auto values = static_cast<std::size_t>(size.values);
  model.option_index.assign(size.cell_count() * values, OptionId{});
  std::vector<OptionEntry> entries;
  for (int cell = 0; cell < size.cells(); ++cell) {
    const auto at = static_cast<std::size_t>(cell);
    for (int v = 1; v <= size.values; ++v) {
      const auto value = static_cast<std::size_t>(v - 1);
      entries.clear();
      entries.emplace_back(items.cell[at]);
      for (std::size_t r : items.regions_of_cell[at]) {
        entries.emplace_back(items.region_value[r * values + value]);
      }
      model.option_index[at * values + value] =
          model.problem.add_option(std::span<const OptionEntry>(entries));
      model.cell_of.push_back(cell);
      model.value_of.push_back(v);
    }
  }
}

SudokuModel build_plain_model(const SudokuPuzzle& puzzle) {
  SudokuModel model;
  model.size = puzzle.size;
  PlainItems items;
  const std::vector<Region> regions = regions_of(puzzle);
  declare_cells_and_regions(model.problem, puzzle.size, regions, grid_regions_of(puzzle, regions),
                            items);
  add_cell_options(model, items);
  return model;
}

}  // namespace

std::string model_key(const SudokuPuzzle& puzzle) {
  const GridSize& size = puzzle.size;
  std::string key = size.is_classic()
                        ? fmt::format("{} {}x{}", size.rows, puzzle.box_rows, puzzle.box_columns)
                        : fmt::format("{}x{} {}{:+} {}x{}", size.rows, size.columns, size.values,
                                      size.offset, puzzle.box_rows, puzzle.box_columns);
  if (size.raw) key += " raw";
  for (const VariableGroup& group : size.variables) {
    key += fmt::format(" ${}*{}/{}", group.name, group.count, group.columns);
  }
  // Every field of a rule that its model reads (all but its line), so that two puzzles of a batch
  // that differ only in a sum's weights, an equal sum's groups or a regex share no model.
  for (const Constraint& c : puzzle.constraints) {
    key += fmt::format(" {{{} {} | {} | {} | {} | {} |", c.type->name, fmt::join(c.cells, ","),
                       fmt::join(c.head, ","), c.number.value_or(-1), fmt::join(c.values, ","),
                       fmt::join(c.weights, ","));
    for (const std::vector<int>& group : c.groups)
      key += fmt::format(" {}/", fmt::join(group, ","));
    // The text's length first: it may hold any character, a '}' or a '|' among them.
    key += fmt::format(" | {}:{}", c.text.size(), c.text);
    if (c.outside) {
      key += fmt::format(" | {}{}", static_cast<int>(c.outside->side), c.outside->index);
    }
    // An or's branches, as their lines (which say every field of their rules).
    if (!c.branches.empty()) key += " | " + constraint_text(c, size);
    key += "}";
  }
  // A puzzle with rules beyond houses has a model of its own: its clues narrow it (the presolve).
  if (!has_only_houses(puzzle)) {
    key += " clues";
    for (int v : puzzle.givens) key += fmt::format(" {}", v);
  }
  return key;
}

void check_model_size(const SudokuPuzzle& puzzle) {
  const GridSize& size = puzzle.size;
  const bool too_large = size.rows > kMaxSize || size.columns > kMaxSize || size.values > kMaxSize;
  const std::size_t cells = size.cell_count();
  const auto values = static_cast<std::size_t>(size.values);
  // Each cell option names its cell and a region item per region that holds the cell; the
  // variant model's pieces come on top, bounded by its encoder.
  std::size_t region_cells = 3 * cells;
  auto fits = [&] {
    return !too_large && cells * values <= ProblemLimits::kMaxOptions &&
           values * (cells + region_cells) <= ProblemLimits::kMaxEntries;
  };
  // Rows, columns and boxes hold each cell at most three times: a puzzle without other rules
  // that fits with that many needs no count of its houses, which regions_of builds (a batch of
  // classic puzzles asked for it per puzzle).
  if (!too_large && (!puzzle.constraints.empty() || !fits())) {
    region_cells = 0;
    for (const Region& region : regions_of(puzzle)) region_cells += region.cells.size();
  }
  const std::size_t entries = values * (cells + region_cells);
  if (!fits()) {
    throw InputError(puzzle.source, puzzle.line,
                     fmt::format("a {0} is too large: its model needs about {1} item "
                                 "occurrences, and the limit is {2} (grids up to {3}x{3})",
                                 grid_words(size), entries, ProblemLimits::kMaxEntries, kMaxSize));
  }
}

namespace {

// Killer cages with sums: each digit of a cage has an item (ValueGroup), and the implied items
// (Propagation::kImplied) see a digit that every set left of a cage needs, confined to cells that
// share a house, leave the house's other cells (pointing inside a cage); the sums' propagators
// bound the cages and the houses' and bands' sums (ISS's optimizer adds the same). Both run
// (kAll), the implied items first. On the 98 puzzles with cages of ISS's collections (2 s of CPU
// each, docs/sudoku.md): the implied items alone settled 76, median 0.085 s, 31 past a target
// (1 s, ten times ISS's time); both 78, median 0.055 s, 23 past one (slower: five whose sums prune
// little, none of them newly past a target). Before the implied items ran first and the houses'
// outies were bounded in length, both cost more than they saved on cages alone.
//
// Cages of a set of digits without a sum (rellik, equality, multi-sum) are killer cages to the
// implied items: 'Hazy Rellik' (fourteen rellik cages, three dots, no givens) took 3.1 million
// nodes and 1.3 s with the colors alone, 4,566 nodes and 0.02 s with both.
Propagation propagation_for(const SudokuPuzzle& puzzle) {
  const bool cage_sums = std::any_of(
      puzzle.constraints.begin(), puzzle.constraints.end(),
      [&](const Constraint& c) { return (c.type->sum_cage && c.number) || c.type->set_cage; });
  return cage_sums ? Propagation::kAll : Propagation::kColors;
}

}  // namespace

SolverOptions solver_options_for(const SudokuPuzzle& puzzle, SolverOptions options) {
  if (has_only_houses(puzzle)) return options;
  if (options.heuristic == Heuristic::kAuto) options.heuristic = Heuristic::kWeighted;
  if (options.propagation == Propagation::kAuto) {
    options.propagation = propagation_for(puzzle);
  }
  return options;
}

SudokuModel build_model(const SudokuPuzzle& puzzle) {
  check_model_size(puzzle);
  if (!has_only_houses(puzzle)) return build_variant_model(puzzle);
  return build_plain_model(puzzle);
}

std::vector<OptionId> clue_options(const SudokuModel& model, const SudokuPuzzle& puzzle) {
  std::vector<OptionId> forced;
  for (std::size_t cell = 0; cell < puzzle.givens.size(); ++cell) {
    const int v = puzzle.givens[cell];
    if (v <= 0) continue;
    // A variant model leaves out the options its presolve found in no solution: a clue's option
    // is then missing only when the puzzle has none, and its cell has no option left either.
    const OptionId option = model.option_index[cell * static_cast<std::size_t>(model.size.values) +
                                               static_cast<std::size_t>(v - 1)];
    if (option.valid()) forced.push_back(option);
  }
  return forced;
}

std::vector<int> decode(const SudokuModel& model, SolutionView solution) {
  std::vector<int> grid(static_cast<std::size_t>(model.size.all_cells()), 0);
  for (OptionId option : solution) {
    const int cell = model.cell_of[static_cast<std::size_t>(option.value)];
    if (cell >= 0)
      grid[static_cast<std::size_t>(cell)] = model.value_of[static_cast<std::size_t>(option.value)];
  }
  return grid;
}

std::vector<int> decode_regions(const SudokuModel& model, SolutionView solution) {
  std::vector<int> regions = decode_region_labels(model, solution);
  std::vector<int> renamed(regions.size() + 1, 0);
  int next = 1;
  for (int& label : regions) {
    int& name = renamed[static_cast<std::size_t>(label)];
    if (name == 0) name = next++;
    label = name;
  }
  return regions;
}

std::vector<int> decode_region_labels(const SudokuModel& model, SolutionView solution) {
  if (model.region_cell_of.empty()) return {};
  std::vector<int> label_of(model.size.cell_count(), 0);
  for (OptionId option : solution) {
    const auto k = static_cast<std::size_t>(option.value);
    if (k < model.region_cell_of.size() && model.region_cell_of[k] >= 0) {
      label_of[static_cast<std::size_t>(model.region_cell_of[k])] = model.region_label_of[k];
    }
  }
  return label_of;
}

Solver::Accept model_acceptance(const SudokuModel& model) {
  const bool chaos = !model.region_cell_of.empty();
  if (!chaos && model.connected.empty() && model.ors.empty()) return {};
  return [&model, chaos](SolutionView solution) {
    const std::vector<int> grid = decode(model, solution);
    if (chaos && !chaos_accepts(decode_region_labels(model, solution), model.size,
                                model.chaos_anchors, model.chaos_clues, grid)) {
      return false;
    }
    return connected_accepts(model.connected, grid) && or_accepts(model.ors, solution, grid);
  };
}

std::optional<std::string> find_clue_conflict(const SudokuPuzzle& puzzle) {
  return find_clue_conflict(puzzle, regions_of(puzzle));
}

namespace {

// Whether no house holds a clue's value twice, by a mask of the values seen per house (values
// below 64), with no branch per cell: a batch checks each puzzle's clues, and the branch on
// whether a cell has one, which no predictor learns, made the check 4% of a batch of 17-clue
// puzzles. False when it cannot tell (larger values); find_clue_conflict then looks cell by cell.
bool clues_surely_differ(const SudokuPuzzle& puzzle, const std::vector<Region>& houses) {
  if (puzzle.size.values >= 64) return false;
  const int cells = puzzle.size.cells();
  for (const Region& region : houses) {
    std::uint64_t seen = 0;
    std::uint64_t twice = 0;
    for (int cell : region.cells) {
      // Variable cells have no clue (the clues are the grid's); value 0 is a blank.
      const int v = cell < cells ? puzzle.givens[static_cast<std::size_t>(cell)] : 0;
      if (v < 0 || v > puzzle.size.values) return false;  // never, from the readers
      const std::uint64_t bit = (std::uint64_t{1} << v) & ~std::uint64_t{1};
      twice |= seen & bit;
      seen |= bit;
    }
    if (twice != 0) return false;
  }
  return true;
}

}  // namespace

std::optional<std::string> find_clue_conflict(const SudokuPuzzle& puzzle,
                                              const std::vector<Region>& houses) {
  if (clues_surely_differ(puzzle, houses)) return std::nullopt;
  std::vector<int> seen(static_cast<std::size_t>(puzzle.size.values) + 1);
  for (const Region& region : houses) {
    std::fill(seen.begin(), seen.end(), -1);
    for (int cell : region.cells) {
      if (puzzle.size.is_variable(cell)) continue;  // the clues are the grid's
      const int v = puzzle.givens[static_cast<std::size_t>(cell)];
      if (v == 0) continue;
      int& first = seen[static_cast<std::size_t>(v)];
      if (first >= 0) {
        const std::string symbol = value_symbol(puzzle, v);
        return fmt::format("the clues break the rules: {} has two {}s, at {} and {}", region.name,
                           symbol, cell_text(first, puzzle.size), cell_text(cell, puzzle.size));
      }
      first = cell;
    }
  }
  return std::nullopt;
}

}  // namespace dlx::sudoku
