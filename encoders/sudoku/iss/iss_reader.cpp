#include "encoders/sudoku/iss/iss_reader.hpp"

#include <fmt/format.h>
#include <dlx/text/input_error.hpp>

#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "encoders/sudoku/grid_rules.hpp"
#include "encoders/sudoku/iss/iss_grid.hpp"
#include "encoders/sudoku/iss/iss_or.hpp"
#include "encoders/sudoku/iss/iss_parser.hpp"
#include "encoders/sudoku/iss/iss_replicate.hpp"
#include "encoders/sudoku/iss/iss_rules.hpp"
#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/variants/constraint_parser.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"

namespace dlx::sudoku {
namespace {

// The types that hold for the whole grid: ISS keeps one of each.
bool is_grid_wide(std::string_view type) {
  static const std::set<std::string_view> types = {
      "Shape", "NoBoxes", "RegionSize", "AntiKnight", "AntiKing", "AntiConsecutive", "Windoku",
      "DisjointSets", "StrictKropki", "StrictXV", "ChaosConstruction", "FullRankTies",
      "GlobalEntropy", "GlobalMod",
      // The named families, part two.
      "Doppelganger", "AntiTaxicab", "DutchFlatmates", "RegionSameValues"};
  return types.count(type) != 0;
}

// ISS's outside clues of type CLUE_TYPE_DOUBLE_LINE: an item gives a clue per side of its row or
// column (makeFromArgs).
bool is_double_line_clue(std::string_view type) {
  return type == "XSum" || type == "Skyscraper" || type == "FullRank" || type == "NumberedRoom" ||
         type == "HiddenSkyscraper";
}

// ISS's uniqueness key (UNIQUENESS_KEY_FIELD): two constraints of a type with the same key are
// one, the later replacing the earlier (Givens: the values both allow). nullopt: no key.
std::optional<std::string> uniqueness_key(const IssConstraint& c) {
  if (is_grid_wide(c.type)) return std::string();
  if (c.type == "Given" || c.type == "Quad" || c.type == "Diagonal") {
    return c.args.empty() ? std::string() : c.args[0];
  }
  if (c.type == "LittleKiller" || c.type == "Sandwich") {
    return c.args.size() > 1 ? c.args[1] : std::string();
  }
  if (is_double_line_clue(c.type)) return c.args[0] + "," + c.args[1];
  if (c.type == "Jigsaw") {
    std::string cells;
    for (const std::string& cell : c.args) cells += cell + ",";
    return cells;
  }
  return std::nullopt;
}

class IssReader {
 public:
  IssReader(const std::string& source, std::size_t line) : source_(source), line_(line) {}

  SudokuPuzzle read(std::string_view text) {
    const std::vector<IssItem> items = parse_iss_text(text, source_, line_);
    refuse_unsupported(items);
    grid_.size = grid_shape(items);
    grid_.size.variables = variable_groups(items);
    grid_.region_size = region_size(items);
    grid_.full_rank_ties_any = full_rank_ties_any(items);
    box_ = box_shape(items);
    grid_.boxes = box_.has_value();
    start_puzzle();
    std::vector<IssConstraint> constraints;
    expand_all(items, constraints);
    const ReadOptions boxes = read_regions(constraints);
    for (const IssConstraint& c : constraints) {
      if (c.type == "Given") {
        read_given(c);
      } else if (c.type == "SearchPriority") {
        note_search_priority();
      } else if (c.type == "Or") {
        if (!c.args[0].empty()) add(c.args[0], c);  // empty: a branch that always holds
      } else if (const IssRule* rule = find_iss_rule(c.type); rule->lines != nullptr) {
        for (const std::string& line : lines_of(*rule, c)) add(line, c);
      }
    }
    check_grid_regions(puzzle_);
    try {
      assign_boxes(puzzle_, boxes);
    } catch (const InputError& e) {
      fail(line_, fmt::format("ISS RegionSize: {}", e.message()));
    }
    return std::move(puzzle_);
  }

 private:
  [[noreturn]] void fail(std::size_t line, const std::string& message) const {
    throw InputError(source_, line, message);
  }

  // Every type dlx does not state yet, in one message at the first one's line.
  void refuse_unsupported(const std::vector<IssItem>& items) const {
    std::vector<const IssItem*> missing;
    collect_unsupported(items, missing);
    if (missing.empty()) return;
    std::vector<std::string> names;
    for (const IssItem* item : missing) {
      const std::string name = fmt::format("'{}'", item->type);
      if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
    }
    std::string list = names.front();
    for (std::size_t k = 1; k < names.size(); ++k) {
      list += (k + 1 == names.size() ? " and " : ", ") + names[k];
    }
    fail(missing.front()->line,
         fmt::format("ISS constraint type{} {} {} not supported (docs/sudoku.md lists the ISS "
                     "types dlx reads)",
                     names.size() == 1 ? "" : "s", list, names.size() == 1 ? "is" : "are"));
  }

  // The composites hold items (an Or's branches hold rules of the format, which reading it checks).
  static bool stated(const IssItem& item) {
    return item.composite() || find_iss_rule(item.type) != nullptr;
  }

  static void collect_unsupported(const std::vector<IssItem>& items,
                                  std::vector<const IssItem*>& missing) {
    for (const IssItem& item : items) {
      if (!stated(item)) missing.push_back(&item);
      collect_unsupported(item.children, missing);
    }
  }

  void note_search_priority() {
    const std::string note =
        "skipped 'SearchPriority' (the order ISS's search tries cells in; it states no rule)";
    if (std::find(puzzle_.notes.begin(), puzzle_.notes.end(), note) == puzzle_.notes.end()) {
      puzzle_.notes.push_back(note);
    }
  }

  // The first Shape gives the grid (9x9 without one); ISS refuses a later one that differs.
  GridSize grid_shape(const std::vector<IssItem>& items) const {
    std::optional<GridSize> shape;
    for (const IssItem& item : items) {
      if (item.type != "Shape") continue;
      GridSize size;
      try {
        size = iss_grid_shape(item.args);
      } catch (const IssError& e) {
        fail(item.line, e.what());
      }
      if (shape && *shape != size) {
        fail(item.line,
             fmt::format("a second Shape, a {}, after a {}", grid_words(size), grid_words(*shape)));
      }
      shape = size;
    }
    return shape.value_or(GridSize::square(9));
  }

  // The groups of variable cells of the Var items (ISS's Var~PREFIX~LABEL~SIZE: SIZE a count of
  // cells, or RxC, 1 without one), numbered in the order of their prefixes as ISS numbers them
  // (VarCellRegistry); their cells are VPREFIX1... (VPREFIX for a group of one). ISS declares them
  // from the items of the top level. Their layouts go to variable_columns_, for Replicate.
  std::vector<VariableGroup> variable_groups(const std::vector<IssItem>& items) {
    std::vector<std::pair<VariableGroup, int>> groups;  // with the cells a row of its layout
    int cells = 0;
    for (const IssItem& item : items) {
      if (item.type != "Var") {
        if (item.composite()) refuse_nested_grid_items(item.children);
        continue;
      }
      if (item.args.empty() || item.args.size() > 3) {
        fail(item.line, "ISS Var: expected the prefix, then optionally a label and the size");
      }
      const std::string& prefix = item.args[0];
      const bool upper = !prefix.empty() && std::all_of(prefix.begin(), prefix.end(), [](char c) {
        return c >= 'A' && c <= 'Z';
      });
      if (!upper || !is_variable_group_name(prefix)) {
        fail(item.line,
             fmt::format("ISS Var: the prefix '{}' is not upper-case letters A-Z (1 to 16)",
                         prefix));
      }
      if (std::any_of(groups.begin(), groups.end(),
                      [&](const auto& g) { return g.first.name == prefix; })) {
        fail(item.line, fmt::format("ISS Var: a second group with the prefix '{}'", prefix));
      }
      const auto [count, columns] =
          item.args.size() == 3 ? var_size(item.args[2]) : std::pair{1, 0};
      cells += count;
      if (cells > kMaxVariableCells) {
        fail(item.line,
             fmt::format("ISS Var: more than {} variable cells in all", kMaxVariableCells));
      }
      // ISS lays every group out in rows (VarCellRegistry): RxC as declared, a count in rows as
      // wide as the grid, its last row possibly short. The rules that read neighbours (dots, a
      // Quad's block, connected values) read them there.
      const int layout = columns > 0 ? columns : count > 1 ? grid_.size.columns : 0;
      groups.push_back({{prefix, count, layout}, columns});
    }
    add_doppelganger_groups(items, groups);
    std::sort(groups.begin(), groups.end(),
              [](const auto& a, const auto& b) { return a.first.name < b.first.name; });
    std::vector<VariableGroup> out;
    for (const auto& [group, columns] : groups) {
      out.push_back(group);
      variable_columns_.push_back(columns);
    }
    return out;
  }

  // ISS's Doppelganger declares variable cells of its own: DGC1... hold the digit each row
  // misses, DGR1... each column's, DGB1... each box's (sudoku_builder.js pairs a row with a DGC
  // cell). dlx declares them, as groups DGC, DGR and DGB, where a rule names one.
  void add_doppelganger_groups(const std::vector<IssItem>& items,
                               std::vector<std::pair<VariableGroup, int>>& groups) const {
    const bool doppelganger = std::any_of(items.begin(), items.end(), [](const IssItem& item) {
      return item.type == "Doppelganger";
    });
    if (!doppelganger || !names_doppelganger_cell(items)) return;
    // Laid out as ISS lays them out (its getVarCellGroups): DGR and DGC in rows of the grid's
    // width, DGB as the boxes lie (dots and GreaterThan read their neighbours there).
    const GridSize& size = grid_.size;
    const auto box =
        boxes_of_size(size.rows, size.columns, default_values(size.rows, size.columns));
    for (const std::string name : {"DGC", "DGR", "DGB"}) {
      if (std::any_of(groups.begin(), groups.end(),
                      [&](const auto& g) { return g.first.name == name; })) {
        fail(line_, fmt::format("ISS Var: the prefix '{}' is the Doppelganger's own", name));
      }
      const int columns = name != "DGB" ? size.columns : box ? box->columns : 0;
      groups.push_back({{name, grid_.size.rows, columns}, columns});
    }
  }

  static bool names_doppelganger_cell(const std::vector<IssItem>& items) {
    for (const IssItem& item : items) {
      for (const std::string& arg : item.args) {
        if (arg.rfind("DGR", 0) == 0 || arg.rfind("DGC", 0) == 0 || arg.rfind("DGB", 0) == 0) {
          return true;
        }
      }
      if (names_doppelganger_cell(item.children)) return true;
    }
    return false;
  }

  // ISS's size of a Var: a count of cells ("27", columns 0: as wide as the grid) or rows x
  // columns ("3x9"); anything else is 1 cell.
  static std::pair<int, int> var_size(const std::string& size) {
    const std::size_t x = size.find('x');
    auto positive = [](std::string_view text) {
      int value = 0;
      if (text.empty() || text[0] == '0' || text.size() > 5) return 0;
      for (char c : text) {
        if (c < '0' || c > '9') return 0;
        value = value * 10 + (c - '0');
      }
      return value;
    };
    const int rows = x == std::string::npos ? 1 : positive(std::string_view(size).substr(0, x));
    const int columns = positive(x == std::string::npos ? std::string_view(size)
                                                        : std::string_view(size).substr(x + 1));
    if (rows <= 0 || columns <= 0) return {1, 0};
    return {std::min(rows * columns, kMaxVariableCells + 1), x == std::string::npos ? 0 : columns};
  }

  // The items that set up the grid are read from the top level only: inside an And or a Replicate
  // they would be left out silently (an And holding a Shape~4x4 solved as a 9x9).
  void refuse_nested_grid_items(const std::vector<IssItem>& items) const {
    for (const IssItem& item : items) {
      if (item.type == "Var" || item.type == "Shape" || item.type == "RegionSize" ||
          item.type == "FullRankTies") {
        fail(item.line, fmt::format("ISS {0}: inside a composite; dlx reads the {0} items of the "
                                    "top level",
                                    item.type));
      }
      refuse_nested_grid_items(item.children);
    }
  }

  // RegionSize's cells (ISS keeps the last); nullopt without one.
  std::optional<int> region_size(const std::vector<IssItem>& items) const {
    std::optional<int> cells;
    for (const IssItem& item : items) {
      if (item.type != "RegionSize") continue;
      if (item.args.size() != 1) {
        fail(item.line, "ISS RegionSize: expected one argument, the cells of a region");
      }
      try {
        cells = iss_number(item.args[0], "the cells of a region");
      } catch (const IssError& e) {
        fail(item.line, fmt::format("ISS RegionSize: {}", e.what()));
      }
      if (*cells < 1 || *cells > grid_.size.values) {
        fail(item.line, fmt::format("ISS RegionSize: regions of {} cells on a {}", *cells,
                                    grid_words(grid_.size)));
      }
    }
    return cells;
  }

  // FullRankTies~any (ISS keeps the last FullRankTies): FullRank clues may equal other numbers.
  static bool full_rank_ties_any(const std::vector<IssItem>& items) {
    bool any = false;
    for (const IssItem& item : items) {
      if (item.type == "FullRankTies") any = item.args.size() == 1 && item.args[0] == "any";
    }
    return any;
  }

  // A solution is written as the puzzle would be in ISS's short form: digits up to 9 (from 0 when
  // the values are), numbers beyond, one line.
  void start_puzzle() {
    const GridSize& size = grid_.size;
    puzzle_.size = size;
    puzzle_.source = source_;
    puzzle_.line = line_;
    puzzle_.givens.assign(puzzle_.cell_count(), 0);
    puzzle_.layout.one_line = true;
    if (size.highest() <= 9) {
      const std::string digits = size.offset == 0 ? "123456789" : "0123456789";
      puzzle_.layout.alphabet = digits.substr(0, static_cast<std::size_t>(size.values));
    } else {
      puzzle_.layout.numbers = true;
      puzzle_.layout.spaced = true;
    }
  }

  // The constraints of a list of items, merged as ISS merges each composite's (_resolveNodes):
  // the items of an And or a Replicate among themselves, not with those around them.
  void expand_all(const std::vector<IssItem>& items, std::vector<IssConstraint>& out) const {
    std::vector<IssConstraint> constraints;
    std::vector<IssConstraint> held;  // by the composites, merged apart
    for (const IssItem& item : items) {
      if (item.composite()) {
        expand_composite(item, held);
      } else {
        expand(item, constraints);
      }
    }
    for (IssConstraint& c : merged(std::move(constraints))) out.push_back(std::move(c));
    for (IssConstraint& c : held) out.push_back(std::move(c));
  }

  // An And (or a Container) holds all its items; a Replicate its items again at each target,
  // moved there from its origin (iss_replicate.hpp).
  void expand_composite(const IssItem& item, std::vector<IssConstraint>& out) const {
    if (item.type == "Or") {
      out.push_back({"Or", {or_line(item)}, item.line});
      return;
    }
    if (item.type != "Replicate") {
      expand_all(item.children, out);
      return;
    }
    try {
      const IssReplicate replicate = iss_replicate(item, grid_.size, variable_columns_);
      for (int target : replicate.targets) {
        std::vector<IssItem> moved;
        for (const IssItem& child : item.children) {
          moved.push_back(
              iss_shifted(child, replicate.origin, target, grid_.size, variable_columns_));
        }
        expand_all(moved, out);
      }
    } catch (const IssError& e) {
      fail(item.line, fmt::format("ISS Replicate: {}", e.what()));
    }
  }

  // An Or as the `one-of` line of its cells or an `or` line (iss_or.hpp): each item a branch, its
  // constraints (not merged with another branch's, as ISS keeps them apart) read as the text
  // format's rows.
  std::string or_line(const IssItem& item) const {
    std::vector<IssOrBranch> branches;
    for (const IssItem& child : item.children) {
      std::vector<IssConstraint> parts;
      expand_all({child}, parts);
      IssOrBranch& branch = branches.emplace_back();
      for (const IssConstraint& c : parts) {
        if (c.type == "Given") {
          std::vector<int> values;
          for (std::size_t k = 1; k < c.args.size(); ++k) values.push_back(std::stoi(c.args[k]));
          branch.givens.emplace_back(std::stoi(c.args[0]), values);
          continue;
        }
        const IssRule* rule = find_iss_rule(c.type);
        if (c.type != "Or" && (rule == nullptr || rule->lines == nullptr)) {
          fail(c.line, fmt::format("ISS Or: a {} in a branch is not stated: dlx states a "
                                   "branch's rules as lines of its format, and a {} is none",
                                   c.type, c.type));
        }
        for (const std::string& line : c.type == "Or" ? c.args : lines_of(*rule, c)) {
          if (line.empty()) continue;  // an Or with a branch that always holds
          try {
            branch.rules.push_back(parse_constraint(line, grid_.size, source_, c.line));
          } catch (const InputError& e) {
            fail(c.line, fmt::format("ISS {}: {} (read as '{}')", c.type, e.message(), line));
          }
        }
      }
    }
    try {
      return iss_or_line(branches, grid_.size, box_);
    } catch (const IssError& e) {
      fail(item.line, fmt::format("ISS Or: {}", e.what()));
    }
  }

  // ISS's constraints from an item (makeFromArgs): a Given per cell, an XSum or Skyscraper clue per
  // side, a Jigsaw region per piece of its layout.
  void expand(const IssItem& item, std::vector<IssConstraint>& out) const {
    if (item.type == "Given") {
      for (const std::string& value_id : item.args) {
        out.push_back({"Given", split_value_id(value_id, item.line), item.line});
      }
    } else if (is_double_line_clue(item.type)) {
      if (item.args.empty() || item.args.size() > 3) {
        fail(item.line, fmt::format("ISS {}: expected the row or column and up to two clues, as "
                                    "R3~5~ (from the left, or the top) or C4~~12 (from the "
                                    "right, or the bottom)",
                                    item.type));
      }
      for (std::size_t side = 1; side < item.args.size(); ++side) {
        if (item.args[side].empty()) continue;
        out.push_back(
            {item.type, {item.args[0], side == 1 ? "1" : "-1", item.args[side]}, item.line});
      }
    } else if (item.type == "Jigsaw") {
      for (IssConstraint& region : jigsaw_regions(item)) out.push_back(std::move(region));
    } else {
      out.push_back({item.type, item.args, item.line});
    }
  }

  // "R1C1_5" -> the cell's index as text, then its values; the values are checked here as ISS
  // checks them (whole numbers of the grid, written plainly).
  std::vector<std::string> split_value_id(const std::string& value_id, std::size_t line) const {
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (std::size_t bar = value_id.find('_');; bar = value_id.find('_', start)) {
      parts.push_back(value_id.substr(start, bar == std::string::npos ? bar : bar - start));
      if (bar == std::string::npos) break;
      start = bar + 1;
    }
    const GridSize& size = grid_.size;
    try {
      parts[0] = std::to_string(iss_argument_cell(parts[0], size));
    } catch (const IssError& e) {
      fail(line, fmt::format("ISS Given: {}", e.what()));
    }
    for (std::size_t k = 1; k < parts.size(); ++k) {
      const std::string& value = parts[k];
      // As ISS's parseValueId: a value of the grid, written plainly (no sign, no leading 0).
      const bool plain =
          !value.empty() && (value[0] != '0' || value.size() == 1) && value.size() <= 2 &&
          std::all_of(value.begin(), value.end(), [](char c) { return c >= '0' && c <= '9'; });
      if (!plain || std::stoi(value) < size.lowest() || std::stoi(value) > size.highest()) {
        fail(line, fmt::format("ISS Given: '{}' has the value '{}', not one of {} to {}", value_id,
                               value, size.lowest(), size.highest()));
      }
    }
    return parts;
  }

  // The regions of a layout: one character per cell, a region per character. ISS skips a layout
  // of one region, and one region of a size outside the longer side to the values (a grid being
  // drawn, or the cells a squishdoku's pieces leave: 7x7 holding 1-9, five pieces of 9 and four
  // cells); its pieces have RegionSize cells (else the longer side's).
  std::vector<IssConstraint> jigsaw_regions(const IssItem& item) const {
    const GridSize& size = grid_.size;
    if (item.args.empty() || item.args.size() > 2) {
      fail(item.line, "ISS Jigsaw: expected the layout, a character per cell");
    }
    const std::string& layout = item.args.back();
    if (layout.size() != size.cell_count()) {
      fail(item.line, fmt::format("ISS Jigsaw: a layout of {} characters for the {} cells of a {}",
                                  layout.size(), size.cells(), grid_words(size)));
    }
    std::map<char, std::vector<int>> pieces;
    std::vector<char> order;
    for (int cell = 0; cell < size.cells(); ++cell) {
      const char id = layout[static_cast<std::size_t>(cell)];
      if (pieces[id].empty()) order.push_back(id);
      pieces[id].push_back(cell);
    }
    std::vector<IssConstraint> regions;
    if (pieces.size() == 1) return regions;
    bool skipped = false;
    for (char id : order) {
      const std::vector<int>& cells = pieces[id];
      const int count = static_cast<int>(cells.size());
      if (count < size.longer_side() || count > size.values) {
        if (skipped) fail(item.line, "ISS Jigsaw: regions of different sizes in the layout");
        skipped = true;
        continue;
      }
      if (count != grid_.region_cells()) {
        fail(item.line, fmt::format("ISS Jigsaw: pieces have {} cells on this grid, not {}",
                                    grid_.region_cells(), count));
      }
      IssConstraint region{"Jigsaw", {}, item.line};
      for (int cell : cells) region.args.push_back(iss_cell_id(cell, size));
      regions.push_back(std::move(region));
    }
    return regions;
  }

  // ISS's _mergeByUniqueness: the first place, the last constraint (Givens: the values in common).
  static std::vector<IssConstraint> merged(std::vector<IssConstraint> constraints) {
    std::vector<IssConstraint> out;
    std::map<std::string, std::size_t> seen;
    for (IssConstraint& c : constraints) {
      const std::optional<std::string> key = uniqueness_key(c);
      if (!key) {
        out.push_back(std::move(c));
        continue;
      }
      const auto [it, added] = seen.emplace(c.type + ":" + *key, out.size());
      if (added) {
        out.push_back(std::move(c));
      } else if (c.type == "Given") {
        IssConstraint& kept = out[it->second];
        std::vector<std::string> common = {kept.args[0]};
        for (std::size_t k = 1; k < kept.args.size(); ++k) {
          if (std::find(c.args.begin() + 1, c.args.end(), kept.args[k]) != c.args.end()) {
            common.push_back(kept.args[k]);
          }
        }
        kept.args = std::move(common);
      } else {
        out[it->second] = std::move(c);
      }
    }
    return out;
  }

  // The grid keeps boxes of RegionSize cells (else of its longer side) unless NoBoxes removes
  // them or none tile it (ISS's boxDimsForSize: a 7x7, a 9x8); a Jigsaw's pieces are then its
  // regions, else extra regions beside the boxes, as ISS adds them. The boxes, for assign_boxes.
  ReadOptions read_regions(const std::vector<IssConstraint>& constraints) {
    const GridSize& size = grid_.size;
    for (const IssConstraint& c : constraints) {
      if (c.type != "Jigsaw") continue;
      grid_.jigsaw = true;
      std::string line = grid_.boxes ? "extra-region" : "jigsaw";
      for (const std::string& id : c.args) line += " " + cell_text(*iss_cell(id, size), size);
      add(line, c).written_as_line = false;  // a layout, as a region map
    }
    ReadOptions options;
    options.box = box_.value_or(BoxShape{0, 0});
    return options;
  }

  // The boxes, known before the items expand, since an Or's combinations leave out values
  // repeated in a box (NoBoxes inside an And takes them away too).
  std::optional<BoxShape> box_shape(const std::vector<IssItem>& items) const {
    const GridSize& size = grid_.size;
    if (size.raw || holds_type(items, "NoBoxes")) return std::nullopt;  // a raw grid has none
    return boxes_of_size(size.rows, size.columns, grid_.region_cells());
  }
  // Whether an item of `type` (one that takes no argument) is among the items or inside their
  // composites other than an Or; one with arguments is refused with its line.
  bool holds_type(const std::vector<IssItem>& items, std::string_view type) const {
    return std::any_of(items.begin(), items.end(), [&](const IssItem& item) {
      if (item.type == "Or") return false;  // a rule of the grid is refused in a branch
      if (item.type != type) return holds_type(item.children, type);
      if (!item.args.empty()) fail(item.line, fmt::format("ISS {}: expected no argument", type));
      return true;
    });
  }

  // One value: a clue; several: the cell's candidates.
  void read_given(const IssConstraint& c) {
    const int cell = std::stoi(c.args[0]);
    if (c.args.size() == 1) {
      fail(c.line, fmt::format("ISS Given: {} is left no value (its Givens have none in common)",
                               cell_text(cell, grid_.size)));
    }
    // A second clue on a cell (from an And or a Replicate, which ISS does not merge with the
    // Givens around them) is stated as its candidates, beside the first; a variable cell's clues
    // are candidates too, since the clues are the grid's.
    const bool variable = grid_.size.is_variable(cell);
    const int given = variable ? 0 : puzzle_.givens[static_cast<std::size_t>(cell)];
    if (c.args.size() == 2 && given == 0 && !variable) {
      puzzle_.givens[static_cast<std::size_t>(cell)] = std::stoi(c.args[1]) - grid_.size.offset;
      return;
    }
    std::string line = fmt::format("candidates {}:", cell_text(cell, grid_.size));
    for (std::size_t k = 1; k < c.args.size(); ++k) line += " " + c.args[k];
    add(line, c);
  }

  std::vector<std::string> lines_of(const IssRule& rule, const IssConstraint& c) const {
    try {
      return rule.lines(c, grid_);
    } catch (const IssError& e) {
      fail(c.line, fmt::format("ISS {}: {}", c.type, e.what()));
    }
  }

  // A line of the text format, read by its parser: its checks (neighbours, a cell twice, a sum
  // out of range) apply to ISS's strings as they do to text.
  Constraint& add(const std::string& line, const IssConstraint& c) {
    try {
      puzzle_.constraints.push_back(parse_constraint(line, grid_.size, source_, c.line));
    } catch (const InputError& e) {
      fail(c.line, fmt::format("ISS {}: {} (read as '{}')", c.type, e.message(), line));
    }
    return puzzle_.constraints.back();
  }

  const std::string& source_;
  std::size_t line_;
  IssGridRules grid_;
  std::optional<BoxShape> box_;          // the grid's boxes, if it keeps them
  IssVariableColumns variable_columns_;  // per Var group, its layout's cells a row
  SudokuPuzzle puzzle_;
};

}  // namespace

SudokuPuzzle read_iss(std::string_view text, const std::string& source, std::size_t line) {
  return IssReader(source, line).read(text);
}

}  // namespace dlx::sudoku
