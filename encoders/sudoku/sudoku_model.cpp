#include "encoders/sudoku/sudoku_model.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <dlx/text/input_error.hpp>

#include <map>
#include <optional>

#include "encoders/sudoku/logic/geometry.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"
#include "encoders/sudoku/variants/variant_model.hpp"

namespace dlx::sudoku {
namespace {

// Every set of `size` different values from 1..n that sums to `sum`, as bitmasks (bit v-1).
void value_sets(int n, int size, int sum, int from, std::uint64_t chosen,
                std::vector<std::uint64_t>& out) {
  if (size == 0) {
    if (sum == 0) out.push_back(chosen);
    return;
  }
  for (int v = from; v <= n && v <= sum; ++v) {
    value_sets(n, size - 1, sum - v, v + 1, chosen | (std::uint64_t{1} << (v - 1)), out);
  }
}

}  // namespace

std::vector<Region> regions_of(const SudokuPuzzle& puzzle) {
  const int n = puzzle.n;
  std::vector<Region> regions;
  for (int r = 0; r < n; ++r) {
    Region row{fmt::format("row {}", r + 1), {}, fmt::format("r{}", r + 1)};
    for (int c = 0; c < n; ++c) row.cells.push_back(r * n + c);
    regions.push_back(std::move(row));
  }
  for (int c = 0; c < n; ++c) {
    Region column{fmt::format("column {}", c + 1), {}, fmt::format("c{}", c + 1)};
    for (int r = 0; r < n; ++r) column.cells.push_back(r * n + c);
    regions.push_back(std::move(column));
  }
  if (puzzle.jigsaw.empty()) {
    const int across = n / puzzle.box_columns;
    for (int b = 0; b < n; ++b) {
      Region box{fmt::format("box {}", b + 1), {}, fmt::format("b{}", b + 1)};
      const int top = (b / across) * puzzle.box_rows;
      const int left = (b % across) * puzzle.box_columns;
      for (int r = top; r < top + puzzle.box_rows; ++r) {
        for (int c = left; c < left + puzzle.box_columns; ++c) box.cells.push_back(r * n + c);
      }
      regions.push_back(std::move(box));
    }
  } else {
    for (int id = 0; id < n; ++id) {
      Region region{fmt::format("region {}", id + 1), {}, fmt::format("j{}", id + 1)};
      for (int cell = 0; cell < n * n; ++cell) {
        if (puzzle.jigsaw[static_cast<std::size_t>(cell)] == id) region.cells.push_back(cell);
      }
      regions.push_back(std::move(region));
    }
  }
  if (puzzle.diagonal) {
    Region main{"the main diagonal", {}, "d1"};
    Region anti{"the anti-diagonal", {}, "d2"};
    for (int k = 0; k < n; ++k) {
      main.cells.push_back(k * n + k);
      anti.cells.push_back(k * n + (n - 1 - k));
    }
    regions.push_back(std::move(main));
    regions.push_back(std::move(anti));
  }
  if (puzzle.windoku) {
    for (int top : {1, 5}) {
      for (int left : {1, 5}) {
        Region window{fmt::format("the window at r{}c{}", top + 1, left + 1),
                      {},
                      fmt::format("w{}", (top / 4) * 2 + left / 4 + 1)};
        for (int r = top; r < top + 3; ++r) {
          for (int c = left; c < left + 3; ++c) window.cells.push_back(r * n + c);
        }
        regions.push_back(std::move(window));
      }
    }
  }
  for (std::size_t m = 0; m < puzzle.extra_maps.size(); ++m) {
    std::map<int, Region> extra;
    for (int cell = 0; cell < n * n; ++cell) {
      const int id = puzzle.extra_maps[m][static_cast<std::size_t>(cell)];
      if (id < 0) continue;
      Region& region = extra[id];
      if (region.name.empty()) {
        region.name = fmt::format("extra region {}.{}", m + 1, id + 1);
        region.tag = fmt::format("x{}.{}", m + 1, id + 1);
      }
      region.cells.push_back(cell);
    }
    for (auto& [id, region] : extra) regions.push_back(std::move(region));
  }
  return regions;
}

std::string model_key(const SudokuPuzzle& puzzle) {
  std::string key = fmt::format("{} {}x{} d{} w{}", puzzle.n, puzzle.box_rows, puzzle.box_columns,
                                puzzle.diagonal, puzzle.windoku);
  for (int id : puzzle.jigsaw) key += fmt::format(" {}", id);
  for (const auto& map : puzzle.extra_maps) {
    key += " |";
    for (int id : map) key += fmt::format(" {}", id);
  }
  for (const Cage& cage : puzzle.cages) {
    key += fmt::format(" [{}", cage.sum);
    for (int cell : cage.cells) key += fmt::format(" {}", cell);
    key += "]";
  }
  // A puzzle with constraints has a model of its own: its clues narrow it (the presolve).
  if (!puzzle.constraints.empty()) {
    key += " clues";
    for (int v : puzzle.givens) key += fmt::format(" {}", v);
    for (const Constraint& c : puzzle.constraints) {
      key += fmt::format(" {{{} {} | {} | {} | {}", c.type->name, fmt::join(c.cells, ","),
                         fmt::join(c.head, ","), c.number.value_or(-1), fmt::join(c.values, ","));
      if (c.outside) {
        key += fmt::format(" | {}{}", static_cast<int>(c.outside->side), c.outside->index);
      }
      key += "}";
    }
  }
  return key;
}

void check_model_size(const SudokuPuzzle& puzzle) {
  const auto n = static_cast<std::size_t>(puzzle.n);
  const std::size_t regions = 3 + (puzzle.diagonal ? 1 : 0) + (puzzle.windoku ? 1 : 0) +
                              puzzle.extra_maps.size() + (puzzle.cages.empty() ? 0 : 2);
  const std::size_t entries = n * n * n * (1 + regions);
  if (puzzle.n > kMaxSize || n * n * n > ProblemLimits::kMaxOptions ||
      entries > ProblemLimits::kMaxEntries) {
    throw InputError(puzzle.source, puzzle.line,
                     fmt::format("a {0}x{0} grid is too large: its model needs about {1} item "
                                 "occurrences, and the limit is {2} (grids up to {3}x{3})",
                                 n, entries, ProblemLimits::kMaxEntries, kMaxSize));
  }
}

SudokuModel build_model(const SudokuPuzzle& puzzle) {
  check_model_size(puzzle);
  if (!puzzle.constraints.empty()) return build_variant_model(puzzle);
  const int n = puzzle.n;
  SudokuModel model;
  model.n = n;
  Problem& problem = model.problem;
  const std::vector<Region> regions = regions_of(puzzle);

  // region_value[r * n + v - 1]; which regions hold each cell.
  std::vector<ItemId> region_value(regions.size() * static_cast<std::size_t>(n));
  std::vector<std::vector<std::size_t>> regions_of_cell(static_cast<std::size_t>(n * n));
  auto declare_region = [&](std::size_t r) {
    for (int v = 1; v <= n; ++v) {
      region_value[r * static_cast<std::size_t>(n) + static_cast<std::size_t>(v - 1)] =
          problem.add_primary(fmt::format("{}v{}", regions[r].tag, v));
    }
  };
  // From 25x25 up the boxes' digit items come first, before the cells: where the item choice
  // ties (an empty region of a big grid) the search then places each digit in the boxes one band
  // at a time, where a cell-first order filled rows and met dead ends at each band's last rows.
  // Empty grids: 25x25 626 nodes against 1806, 36x36 1331 against 2451, 49x49 4758 against
  // 35,395, 64x64 428,134 against 1,747,508; the hard 25x25 file 45,952 against 99,536. On 9x9
  // it lost (forum 11+: 294,475 nodes against 222,315 for 300 puzzles), so smaller grids keep
  // the cells first.
  const bool boxes_first = n >= 25;
  const auto boxes_begin = boxes_first ? 2 * static_cast<std::size_t>(n) : 0;
  const auto boxes_end = boxes_first ? 3 * static_cast<std::size_t>(n) : 0;
  for (std::size_t r = boxes_begin; r < boxes_end; ++r) declare_region(r);
  std::vector<ItemId> cell_item(static_cast<std::size_t>(n * n));
  for (int cell = 0; cell < n * n; ++cell) {
    cell_item[static_cast<std::size_t>(cell)] = problem.add_primary(cell_name(cell, n));
  }
  for (std::size_t r = 0; r < regions.size(); ++r) {
    if (r < boxes_begin || r >= boxes_end) declare_region(r);
    for (int cell : regions[r].cells) regions_of_cell[static_cast<std::size_t>(cell)].push_back(r);
  }

  // Killer cages.
  struct CageItems {
    ItemId choice;
    std::vector<ItemId> in_set;  // K.v
    std::vector<ItemId> once;    // K#v
  };
  std::vector<CageItems> cages;
  std::vector<int> cage_of_cell(static_cast<std::size_t>(n * n), -1);
  for (std::size_t k = 0; k < puzzle.cages.size(); ++k) {
    CageItems items;
    items.choice = problem.add_primary(fmt::format("K{}", k + 1));
    for (int v = 1; v <= n; ++v) {
      items.in_set.push_back(problem.add_secondary(fmt::format("K{}.{}", k + 1, v)));
      items.once.push_back(problem.add_secondary(fmt::format("K{}#{}", k + 1, v)));
    }
    for (int cell : puzzle.cages[k].cells)
      cage_of_cell[static_cast<std::size_t>(cell)] = static_cast<int>(k);
    cages.push_back(std::move(items));
  }
  const ColorId in = cages.empty() ? ColorId{} : problem.color("1");

  model.option_index.assign(static_cast<std::size_t>(n * n * n), OptionId{});
  std::vector<OptionEntry> entries;
  for (int cell = 0; cell < n * n; ++cell) {
    for (int v = 1; v <= n; ++v) {
      entries.clear();
      entries.emplace_back(cell_item[static_cast<std::size_t>(cell)]);
      for (std::size_t r : regions_of_cell[static_cast<std::size_t>(cell)]) {
        entries.emplace_back(
            region_value[r * static_cast<std::size_t>(n) + static_cast<std::size_t>(v - 1)]);
      }
      const int cage = cage_of_cell[static_cast<std::size_t>(cell)];
      if (cage >= 0) {
        const CageItems& items = cages[static_cast<std::size_t>(cage)];
        entries.emplace_back(items.in_set[static_cast<std::size_t>(v - 1)], in);
        entries.emplace_back(items.once[static_cast<std::size_t>(v - 1)]);
      }
      model.option_index[static_cast<std::size_t>(cell * n + v - 1)] =
          problem.add_option(std::span<const OptionEntry>(entries));
      model.cell_of.push_back(cell);
      model.value_of.push_back(v);
    }
  }
  for (std::size_t k = 0; k < puzzle.cages.size(); ++k) {
    std::vector<std::uint64_t> sets;
    value_sets(n, static_cast<int>(puzzle.cages[k].cells.size()), puzzle.cages[k].sum, 1, 0, sets);
    for (std::uint64_t set : sets) {
      entries.clear();
      entries.emplace_back(cages[k].choice);
      for (int v = 1; v <= n; ++v) {
        const bool member = (set >> (v - 1)) & 1;
        if (member) {
          entries.emplace_back(cages[k].in_set[static_cast<std::size_t>(v - 1)], in);
        } else {
          entries.emplace_back(cages[k].in_set[static_cast<std::size_t>(v - 1)]);
        }
      }
      problem.add_option(std::span<const OptionEntry>(entries));
      model.cell_of.push_back(-1);
      model.value_of.push_back(0);
    }
  }
  return model;
}

std::vector<OptionId> clue_options(const SudokuModel& model, const SudokuPuzzle& puzzle) {
  std::vector<OptionId> forced;
  for (std::size_t cell = 0; cell < puzzle.givens.size(); ++cell) {
    const int v = puzzle.givens[cell];
    if (v <= 0) continue;
    // A variant model leaves out the options its presolve found in no solution: a clue's option
    // is then missing only when the puzzle has none, and its cell has no option left either.
    const OptionId option = model.option_index[cell * static_cast<std::size_t>(model.n) +
                                               static_cast<std::size_t>(v - 1)];
    if (option.valid()) forced.push_back(option);
  }
  return forced;
}

std::vector<int> decode(const SudokuModel& model, SolutionView solution) {
  std::vector<int> grid(static_cast<std::size_t>(model.n * model.n), 0);
  for (OptionId option : solution) {
    const int cell = model.cell_of[static_cast<std::size_t>(option.value)];
    if (cell >= 0)
      grid[static_cast<std::size_t>(cell)] = model.value_of[static_cast<std::size_t>(option.value)];
  }
  return grid;
}

std::optional<std::string> find_clue_conflict(const SudokuPuzzle& puzzle) {
  const int n = puzzle.n;
  for (const Region& region : regions_of(puzzle)) {
    std::vector<int> seen(static_cast<std::size_t>(n) + 1, -1);
    for (int cell : region.cells) {
      const int v = puzzle.givens[static_cast<std::size_t>(cell)];
      if (v == 0) continue;
      int& first = seen[static_cast<std::size_t>(v)];
      if (first >= 0) {
        const std::string symbol =
            puzzle.layout.numbers || puzzle.layout.alphabet.empty()
                ? std::to_string(v)
                : std::string(1, puzzle.layout.alphabet[static_cast<std::size_t>(v - 1)]);
        return fmt::format("the clues break the rules: {} has two {}s, at {} and {}", region.name,
                           symbol, cell_name(first, n), cell_name(cell, n));
      }
      first = cell;
    }
  }
  return std::nullopt;
}

}  // namespace dlx::sudoku
