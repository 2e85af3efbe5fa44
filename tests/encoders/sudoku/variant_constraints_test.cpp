// The variant constraints (encoders/sudoku/variants/) against a brute force: for each type of
// constraint_types(), on 4x4 and 6x6 grids (boxes, and a 4x4 jigsaw; windoku on 9x9), random
// constraints written in the text format are solved by the model (every solution, through the
// reader, the model, the presolve and the engine) and, separately, by enumerating every grid of
// the size, regions and clues and keeping those that keep each rule, checked here directly from
// the rule as docs/sudoku.md states it (not with the encoder's code or its checker). The two sets
// of grids must be equal; every solution the model gives must also pass check_sudoku. A type
// without a maker of random instances here fails its test.
//
// The constraints are planted: drawn at random, and most kept only when a random grid of the
// size keeps them, so that most instances have solutions and the rule cuts their number down.
//
// Each instance also checks the logic on the model (encoders/sudoku/model_logic/), which reads
// every type through its compiled items: each step it makes must agree with the brute force's
// grids (tests/encoders/sudoku/model_logic/model_logic_audit.hpp).
#include <gtest/gtest.h>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <dlx/dlx.hpp>

#include <algorithm>
#include <cctype>
#include <functional>
#include <map>
#include <random>
#include <regex>
#include <set>
#include <sstream>
#include <tuple>

#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "encoders/sudoku/sudoku_model.hpp"
#include "encoders/sudoku/variants/chaos_propagator.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "tests/encoders/sudoku/model_logic/model_logic_audit.hpp"
#include "tests/support/sanitized.hpp"
#include "tests/support/sudoku_read_one.hpp"

namespace dlx::sudoku::variant_constraints_test {
namespace {

using Grid = std::vector<int>;
using Rule = std::function<bool(const Grid&)>;

// ---- The brute force: every grid of the size, regions and clues ---------------------------------

// Grids hold the values as the puzzle writes them (0-3 on a grid of values 0-3), which the rules
// below speak of; the model's grids are turned into these before they are compared.
struct Board {
  GridSize size;
  std::vector<int> region;  // region of each cell (boxes or jigsaw), -1: none
  bool jigsaw = false;
  int box_rows = 0;  // 0 with a jigsaw, or with no boxes at all
  int box_columns = 0;
  // The constraints give the regions (jigsaw lines): the text has no boxes nor map, and the grids
  // enumerated have no regions, which the lines' rules then cut.
  bool regions_in_lines = false;

  int rows() const { return size.rows; }
  int columns() const { return size.columns; }
  int cells() const { return size.cells(); }
  int low() const { return size.lowest(); }
  int high() const { return size.highest(); }
  // n x n holding n values: the grids a jigsaw of n regions and the diagonals are drawn on.
  bool classic_shape() const { return size.is_square() && size.values == size.rows; }
  int at(const Grid& g, int r, int c) const {
    return g[static_cast<std::size_t>(r * columns() + c)];
  }
};

// A grid of rows x columns holding `values` values from `low`, in boxes of box_rows x box_columns
// (0x0: none).
Board boxes(int rows, int columns, int box_rows, int box_columns, int values = 0, int low = 1) {
  Board board;
  board.size = {rows, columns, values > 0 ? values : std::max(rows, columns), low - 1};
  board.box_rows = box_rows;
  board.box_columns = box_columns;
  for (int cell = 0; cell < rows * columns; ++cell) {
    board.region.push_back(box_rows == 0 ? -1
                                         : (cell / columns / box_rows) * (columns / box_columns) +
                                               (cell % columns) / box_columns);
  }
  return board;
}

// A 4x4 jigsaw: regions that are not boxes (96 grids).
Board jigsaw4() {
  Board board;
  board.size = GridSize::square(4);
  board.jigsaw = true;
  board.region = {0, 0, 0, 1,  //
                  2, 0, 1, 1,  //
                  2, 2, 3, 1,  //
                  2, 3, 3, 3};
  return board;
}

// The grid of `board`'s size whose regions the constraints give.
Board without_regions(const Board& board) {
  Board plain = board;
  plain.regions_in_lines = true;
  plain.jigsaw = false;
  plain.box_rows = plain.box_columns = 0;
  plain.region.assign(static_cast<std::size_t>(board.cells()), -1);
  return plain;
}

// Every grid with these clues; with `rng`, the first grid of a random order of values instead.
// The clues are placed first, so that a value that clashes with a later clue is never tried
// (without it, a 6x6 grid with 8 clues took a quarter of a second and most of this suite's time).
std::vector<Grid> all_grids(const Board& board, const Grid& givens, std::mt19937* rng = nullptr) {
  const int columns = board.columns();
  const int cells = board.cells();
  const int blank = board.low() - 1;  // no value: givens and grids mark a blank so
  std::vector<Grid> out;
  std::vector<int> order;
  for (int v = board.low(); v <= board.high(); ++v) order.push_back(v);
  Grid g(static_cast<std::size_t>(cells), blank);
  std::vector<int> rows(static_cast<std::size_t>(board.rows()), 0);
  std::vector<int> column_masks(static_cast<std::size_t>(columns), 0);
  std::vector<int> regions(static_cast<std::size_t>(cells) + 1, 0);  // the last: no region
  auto cell_masks = [&](int cell) {
    const int region = board.region[static_cast<std::size_t>(cell)];
    return std::tie(rows[static_cast<std::size_t>(cell / columns)],
                    column_masks[static_cast<std::size_t>(cell % columns)],
                    regions[static_cast<std::size_t>(region < 0 ? cells : region)]);
  };
  auto bit_of = [&](int cell, int v) {
    // A cell in no region shares nothing through its region's mask.
    return std::pair{1 << (v - board.low()),
                     board.region[static_cast<std::size_t>(cell)] < 0 ? 0 : 1 << (v - board.low())};
  };
  for (int cell = 0; cell < cells; ++cell) {
    const int given = givens[static_cast<std::size_t>(cell)];
    if (given == blank) continue;
    auto [row, column, region] = cell_masks(cell);
    const auto [bit, region_bit] = bit_of(cell, given);
    if ((row | column) & bit || region & region_bit) return out;  // clues that clash: no grid
    row |= bit;
    column |= bit;
    region |= region_bit;
    g[static_cast<std::size_t>(cell)] = given;
  }
  std::function<void(int)> fill = [&](int cell) {
    if (cell == cells) {
      out.push_back(g);
      return;
    }
    if (givens[static_cast<std::size_t>(cell)] != blank) {
      fill(cell + 1);
      return;
    }
    std::vector<int> shuffled;
    if (rng != nullptr) {
      shuffled = order;
      std::shuffle(shuffled.begin(), shuffled.end(), *rng);
    }
    const std::vector<int>& tried = rng != nullptr ? shuffled : order;
    auto [row, column, region] = cell_masks(cell);
    for (int v : tried) {
      if (rng != nullptr && !out.empty()) return;
      const auto [bit, region_bit] = bit_of(cell, v);
      if ((row | column) & bit || region & region_bit) continue;
      row |= bit;
      column |= bit;
      region |= region_bit;
      g[static_cast<std::size_t>(cell)] = v;
      fill(cell + 1);
      row ^= bit;
      column ^= bit;
      region ^= region_bit;
    }
    g[static_cast<std::size_t>(cell)] = blank;
  };
  fill(0);
  return out;
}

// ---- Random constraints, each with its rule ---------------------------------------------------

struct Instance {
  std::string line;
  Rule rule;
  // For a rule that reads every line of the puzzle (a negative rule every dot, fortress every
  // fortress cell): the rule, made from those lines, in place of `rule`.
  std::function<Rule(const std::string& lines)> rule_of_puzzle = nullptr;
  // The lines are the grid's regions (jigsaw), in place of its boxes or map.
  bool gives_regions = false;
};

std::string cell_name(int cell, int columns) {
  return fmt::format("r{}c{}", cell / columns + 1, cell % columns + 1);
}

std::string cells_text(const std::vector<int>& cells, int columns) {
  std::string text;
  for (int cell : cells) text += " " + cell_name(cell, columns);
  return text;
}

struct Maker {
  std::mt19937& rng;
  const Board& board;
  const Grid& planted;  // a grid of the board, which most constraints are drawn to keep
  int rows = board.rows();
  int columns = board.columns();
  int cells = board.cells();
  int values = board.size.values;
  int low = board.low();  // the values as written: low..high
  int high = board.high();

  int random(int from, int to) { return std::uniform_int_distribution<int>(from, to)(rng); }
  bool chance(double p) { return std::bernoulli_distribution(p)(rng); }
  int value(int cell) const { return planted[static_cast<std::size_t>(cell)]; }
  int random_value() { return random(low, high); }
  std::string text(const std::vector<int>& line) const { return cells_text(line, columns); }
  std::string name(int cell) const { return cell_name(cell, columns); }

  // A path of `length` cells, each a king's (or an orthogonal) step from the one before.
  std::vector<int> path(int length, bool orthogonal = false) {
    std::vector<int> line = {random(0, cells - 1)};
    while (static_cast<int>(line.size()) < length) {
      std::vector<int> next;
      const int r = line.back() / columns;
      const int c = line.back() % columns;
      for (int dr = -1; dr <= 1; ++dr) {
        for (int dc = -1; dc <= 1; ++dc) {
          if ((dr == 0 && dc == 0) || (orthogonal && dr != 0 && dc != 0)) continue;
          const int r2 = r + dr;
          const int c2 = c + dc;
          if (r2 < 0 || r2 >= rows || c2 < 0 || c2 >= columns) continue;
          const int cell = r2 * columns + c2;
          if (std::find(line.begin(), line.end(), cell) == line.end()) next.push_back(cell);
        }
      }
      if (next.empty()) break;
      line.push_back(next[static_cast<std::size_t>(random(0, static_cast<int>(next.size()) - 1))]);
    }
    return line;
  }

  std::pair<int, int> orthogonal_pair() {
    const std::vector<int> line = path(2, true);
    return {line[0], line[1]};
  }

  // Distinct random cells.
  std::vector<int> some_cells(int count) {
    std::vector<int> all(static_cast<std::size_t>(cells));
    for (int k = 0; k < cells; ++k) all[static_cast<std::size_t>(k)] = k;
    std::shuffle(all.begin(), all.end(), rng);
    all.resize(static_cast<std::size_t>(std::min(count, cells)));
    return all;
  }
};

using Family = std::function<Instance(Maker&)>;

int sum_of(const Grid& g, const std::vector<int>& cells) {
  int total = 0;
  for (int cell : cells) total += g[static_cast<std::size_t>(cell)];
  return total;
}

bool all_different(const Grid& g, const std::vector<int>& cells) {
  std::set<int> seen;
  for (int cell : cells) {
    if (!seen.insert(g[static_cast<std::size_t>(cell)]).second) return false;
  }
  return true;
}

// The cells of row or column `index` seen from `side` (0 left, 1 right, 2 top, 3 bottom).
std::vector<int> from_side(const Board& board, int side, int index) {
  std::vector<int> cells;
  const int length = side < 2 ? board.columns() : board.rows();
  for (int k = 0; k < length; ++k) {
    cells.push_back(side < 2 ? index * board.columns() + k : k * board.columns() + index);
  }
  if (side == 1 || side == 3) std::reverse(cells.begin(), cells.end());
  return cells;
}

std::string side_text(int side, int index) {
  static const char* const kNames[] = {"left", "right", "top", "bottom"};
  return fmt::format("{} {} {}", side < 2 ? "row" : "col", index + 1, kNames[side]);
}

// Orthogonal pairs (smaller cell first).
std::vector<std::pair<int, int>> orthogonal_pairs(const Board& board) {
  std::vector<std::pair<int, int>> pairs;
  const int columns = board.columns();
  for (int cell = 0; cell < board.cells(); ++cell) {
    if (cell % columns + 1 < columns) pairs.emplace_back(cell, cell + 1);
    if (cell + columns < board.cells()) pairs.emplace_back(cell, cell + columns);
  }
  return pairs;
}

// Low, middle, high thirds of the n values, counted from the smallest: sizes (s, l, s) when
// n mod 3 is 1, else (l, s, l); s = n/3, l = (n+2)/3.
int third_of(int v, const Board& board) {
  const int n = board.size.values;
  const int rank = v - board.low() + 1;
  const int s = n / 3;
  const int l = (n + 2) / 3;
  const int first = n % 3 == 1 ? s : l;
  const int second = n % 3 == 1 ? l : s;
  if (rank <= first) return 0;
  if (rank <= first + second) return 1;
  return 2;
}

// A line as the makers write it: its name ("negative x", "difference"), its number (`K:`, else 0)
// and its cells.
struct WrittenLine {
  std::string name;
  int number = 0;
  std::vector<int> cells;
};

std::vector<WrittenLine> written_lines(const std::string& lines, int columns) {
  std::vector<WrittenLine> out;
  std::istringstream in(lines);
  for (std::string text; std::getline(in, text);) {
    std::istringstream words(text);
    WrittenLine line;
    for (std::string word; words >> word;) {
      const std::size_t c = word.find('c');
      if (word.size() > 1 && word[0] == 'r' && std::isdigit(word[1]) && c != std::string::npos) {
        line.cells.push_back((std::stoi(word.substr(1, c - 1)) - 1) * columns +
                             std::stoi(word.substr(c + 1)) - 1);
      } else if (word.back() == ':' && std::isdigit(word[0])) {
        line.number = std::stoi(word);
      } else {
        line.name += (line.name.empty() ? "" : " ") + word;
      }
    }
    if (!line.name.empty()) out.push_back(line);
  }
  return out;
}

// A dot's own rule.
bool dot_kept(const WrittenLine& dot, const Grid& g) {
  const int x = g[dot.cells[0]];
  const int y = g[dot.cells[1]];
  if (dot.name == "x") return x + y == 10;
  if (dot.name == "v") return x + y == 5;
  if (dot.name == "kropki-white") return std::abs(x - y) == 1;
  if (dot.name == "difference") return std::abs(x - y) == dot.number;
  const int k = dot.name == "kropki-black" ? 2 : dot.number;  // ratio
  return x == k * y || y == k * x;
}

// `negative <which>` on a puzzle of these lines: no orthogonal pair without a dot of its family
// (X and V; or kropki white, black, difference and ratio) has the relation, and every dot keeps
// its own. The black rule forbids ratio 2 and the K of every ratio dot.
Rule negative_rule(const std::string& which, const std::string& lines, const Board& board) {
  const bool xv = which == "x" || which == "v" || which == "xv";
  std::set<std::pair<int, int>> exempt;
  std::vector<int> ratios = {2};
  std::vector<WrittenLine> dots;
  for (const WrittenLine& line : written_lines(lines, board.columns())) {
    const bool xv_dot = line.name == "x" || line.name == "v";
    const bool kropki_dot = line.name == "kropki-white" || line.name == "kropki-black" ||
                            line.name == "difference" || line.name == "ratio";
    if (!xv_dot && !kropki_dot) continue;
    dots.push_back(line);
    if (line.name == "ratio") ratios.push_back(line.number);
    if (xv ? xv_dot : kropki_dot) {
      exempt.emplace(line.cells[0], line.cells[1]);
      exempt.emplace(line.cells[1], line.cells[0]);
    }
  }
  auto related = [which, ratios](int x, int y) {
    if (which == "x") return x + y == 10;
    if (which == "v") return x + y == 5;
    if (which == "xv") return x + y == 10 || x + y == 5;
    if (which == "kropki-white") return std::abs(x - y) == 1;
    return std::any_of(ratios.begin(), ratios.end(),
                       [&](int r) { return x == r * y || y == r * x; });
  };
  return [pairs = orthogonal_pairs(board), exempt, dots, related](const Grid& g) {
    for (const auto& [a, b] : pairs) {
      if (exempt.count({a, b}) == 0 && related(g[a], g[b])) return false;
    }
    return std::all_of(dots.begin(), dots.end(),
                       [&](const WrittenLine& dot) { return dot_kept(dot, g); });
  };
}

// Fortress on a puzzle of these lines: each cell of every fortress line is greater than each
// orthogonal neighbour that is in none.
Rule fortress_rule(const std::string& lines, const Board& board) {
  std::set<int> fortress;
  for (const WrittenLine& line : written_lines(lines, board.columns())) {
    if (line.name == "fortress") fortress.insert(line.cells.begin(), line.cells.end());
  }
  return [fortress, pairs = orthogonal_pairs(board)](const Grid& g) {
    for (const auto& [a, b] : pairs) {
      const bool a_in = fortress.count(a) != 0;
      const bool b_in = fortress.count(b) != 0;
      if (a_in && !b_in && g[a] <= g[b]) return false;
      if (b_in && !a_in && g[b] <= g[a]) return false;
    }
    return true;
  };
}

// Every constraint type's maker of random instances, by the type's name.
// Chaos construction, restated: whether the grid can be cut into orthogonally connected regions
// of one cell per value, each holding every value once. The region of the first cell not yet in
// one is grown by Redelmeier's enumeration of connected sets (each set once), over cells not yet
// in a region, without a value twice.
class ChaosPartition {
 public:
  // `accept`: a test of the whole partition (a region id per cell, from 1), or none.
  ChaosPartition(const Board& board, const Grid& grid,
                 std::function<bool(const std::vector<int>&)> accept = nullptr)
      : board_(board),
        grid_(grid),
        accept_(std::move(accept)),
        in_region_(static_cast<std::size_t>(board.cells()), 0) {}

  bool exists() {
    const auto first = std::find(in_region_.begin(), in_region_.end(), 0);
    if (first == in_region_.end()) return !accept_ || accept_(in_region_);
    const int start = static_cast<int>(first - in_region_.begin());
    std::vector<char> marked(in_region_.size(), 0);
    marked[static_cast<std::size_t>(start)] = 1;
    std::vector<int> region;
    return grow(region, {start}, marked);
  }

 private:
  bool grow(std::vector<int>& region, std::vector<int> untried, std::vector<char>& marked) {
    while (!untried.empty()) {
      const int cell = untried.back();
      untried.pop_back();
      const int v = grid_[static_cast<std::size_t>(cell)];
      if (std::any_of(region.begin(), region.end(),
                      [&](int other) { return grid_[static_cast<std::size_t>(other)] == v; })) {
        continue;
      }
      region.push_back(cell);
      if (static_cast<int>(region.size()) == board_.size.values) {
        ++regions_;
        for (int c : region) in_region_[static_cast<std::size_t>(c)] = regions_;
        const bool found = exists();
        for (int c : region) in_region_[static_cast<std::size_t>(c)] = 0;
        --regions_;
        if (found) return true;
      } else {
        std::vector<int> added;
        for (int next : neighbours(cell)) {
          const auto n = static_cast<std::size_t>(next);
          if (marked[n] || in_region_[n]) continue;
          marked[n] = 1;
          added.push_back(next);
        }
        std::vector<int> wider = untried;
        wider.insert(wider.end(), added.begin(), added.end());
        const bool found = grow(region, wider, marked);
        for (int next : added) marked[static_cast<std::size_t>(next)] = 0;
        if (found) return true;
      }
      region.pop_back();
    }
    return false;
  }

  std::vector<int> neighbours(int cell) const {
    const int columns = board_.columns();
    const int r = cell / columns;
    const int c = cell % columns;
    std::vector<int> out;
    if (r > 0) out.push_back(cell - columns);
    if (r + 1 < board_.rows()) out.push_back(cell + columns);
    if (c > 0) out.push_back(cell - 1);
    if (c + 1 < columns) out.push_back(cell + 1);
    return out;
  }

  const Board& board_;
  const Grid& grid_;
  std::function<bool(const std::vector<int>&)> accept_;
  std::vector<int> in_region_;  // the region of each cell, from 1; 0: none yet
  int regions_ = 0;
};

// The clues on the regions of a puzzle's lines (chaos-count, chaos-arrow and their -others),
// read back from the text: the control, the groups after the colon, and what the control holds.
struct RegionClue {
  // kSame, kApart: no control; kRegions: the control counts the regions of the group's cells.
  enum class Kind { kCount, kArrow, kSame, kApart, kRegions } kind = Kind::kCount;
  bool arrow = false;
  int offset = 0;
  int control = 0;
  std::vector<std::vector<int>> groups;
};

int cell_of_name(const std::string& name, int columns) {
  const std::size_t c = name.find('c');
  return (std::stoi(name.substr(1, c - 1)) - 1) * columns + std::stoi(name.substr(c + 1)) - 1;
}

std::vector<RegionClue> region_clues(const std::string& lines, int columns) {
  std::vector<RegionClue> clues;
  std::istringstream in(lines);
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string name;
    words >> name;
    if (name.rfind("chaos-", 0) != 0) continue;
    RegionClue clue;
    clue.arrow = name.find("arrow") != std::string::npos;
    clue.offset = name.find("others") != std::string::npos ? 1 : 0;
    clue.kind = clue.arrow                      ? RegionClue::Kind::kArrow
                : name == "chaos-same"          ? RegionClue::Kind::kSame
                : name == "chaos-apart"         ? RegionClue::Kind::kApart
                : name == "chaos-count-regions" ? RegionClue::Kind::kRegions
                                                : RegionClue::Kind::kCount;
    clue.groups.emplace_back();
    std::string word;
    if (clue.kind != RegionClue::Kind::kSame && clue.kind != RegionClue::Kind::kApart) {
      words >> word;
      clue.control = cell_of_name(word.substr(0, word.size() - 1), columns);  // "r1c1:"
    }
    while (words >> word) {
      if (word == "|") {
        clue.groups.emplace_back();
      } else {
        clue.groups.back().push_back(cell_of_name(word, columns));
      }
    }
    clues.push_back(clue);
  }
  return clues;
}

// Whether the grid keeps every clue with these regions: the count of a group's cells in its
// first cell's region, or the run of the arms' first cell's region along each arm (the first
// cell once), less the offset, is the control's digit; the cells of a chaos-same are in one
// region, of a chaos-apart each in its own, and a chaos-count-regions' control is the number of
// different regions of its cells.
bool clues_hold(const std::vector<RegionClue>& clues, const Grid& g,
                const std::vector<int>& region) {
  for (const RegionClue& clue : clues) {
    const int first = clue.groups.front().front();
    auto in_first = [&](int cell) {
      return region[static_cast<std::size_t>(cell)] == region[static_cast<std::size_t>(first)];
    };
    std::set<int> regions;
    for (int cell : clue.groups.front()) regions.insert(region[static_cast<std::size_t>(cell)]);
    const auto distinct = static_cast<int>(regions.size());
    if (clue.kind == RegionClue::Kind::kSame && distinct != 1) return false;
    if (clue.kind == RegionClue::Kind::kApart &&
        distinct != static_cast<int>(clue.groups.front().size())) {
      return false;
    }
    if (clue.kind == RegionClue::Kind::kSame || clue.kind == RegionClue::Kind::kApart) continue;
    if (clue.kind == RegionClue::Kind::kRegions) {
      if (distinct != g[static_cast<std::size_t>(clue.control)]) return false;
      continue;
    }
    int measure = 0;
    if (clue.arrow) {
      measure = 1;
      for (const std::vector<int>& arm : clue.groups) {
        for (std::size_t k = 1; k < arm.size() && in_first(arm[k]); ++k) ++measure;
      }
    } else {
      for (int cell : clue.groups.front()) measure += in_first(cell);
    }
    if (measure - clue.offset != g[static_cast<std::size_t>(clue.control)]) return false;
  }
  return true;
}

// Cells for a chaos-count clue that the planted grid keeps with one of its partitions: a first
// cell and as many of its region's cells as the control's digit (plus the offset) asks, and a
// cell of another region; none when the grid has no partition or the digit cannot be met.
std::vector<int> planted_count(Maker& m, int control, int offset) {
  std::vector<int> region;
  ChaosPartition(m.board, m.planted, [&](const std::vector<int>& found) {
    region = found;
    return true;
  }).exists();
  if (region.empty()) return {};
  const int first = m.random(0, m.cells - 1);
  const int wanted = m.value(control) + offset;  // cells of first's region, first included
  std::vector<int> same;
  std::vector<int> apart;
  for (int cell = 0; cell < m.cells; ++cell) {
    if (cell == first) continue;
    (region[static_cast<std::size_t>(cell)] == region[static_cast<std::size_t>(first)] ? same
                                                                                       : apart)
        .push_back(cell);
  }
  if (wanted < 1 || wanted - 1 > static_cast<int>(same.size())) return {};
  std::shuffle(same.begin(), same.end(), m.rng);
  std::vector<int> cells = {first};
  cells.insert(cells.end(), same.begin(), same.begin() + (wanted - 1));
  cells.push_back(apart[static_cast<std::size_t>(m.random(0, static_cast<int>(apart.size()) - 1))]);
  return cells;
}

std::map<std::string, Family> families() {
  std::map<std::string, Family> f;
  f["thermo"] = [](Maker& m) {
    const std::vector<int> line = m.path(m.random(2, m.values));
    return Instance{"thermo" + m.text(line), [line](const Grid& g) {
                      for (std::size_t k = 1; k < line.size(); ++k) {
                        if (g[line[k]] <= g[line[k - 1]]) return false;
                      }
                      return true;
                    }};
  };
  f["slow-thermo"] = [](Maker& m) {
    const std::vector<int> line = m.path(m.random(2, m.values + 2));
    return Instance{"slow-thermo" + m.text(line), [line](const Grid& g) {
                      for (std::size_t k = 1; k < line.size(); ++k) {
                        if (g[line[k]] < g[line[k - 1]]) return false;
                      }
                      return true;
                    }};
  };
  f["arrow"] = [](Maker& m) {
    // A pill reads its digits as a decimal number: drawn where every digit is one.
    const bool pill = m.values >= 6 && m.high <= 9 && m.chance(0.3);
    const std::vector<int> line = m.path(m.random(pill ? 4 : 2, pill ? 7 : 5));
    const std::size_t head = pill && line.size() >= 4 ? 2 : 1;
    const std::vector<int> circle(line.begin(), line.begin() + static_cast<std::ptrdiff_t>(head));
    const std::vector<int> shaft(line.begin() + static_cast<std::ptrdiff_t>(head), line.end());
    return Instance{"arrow" + m.text(circle) + ":" + m.text(shaft), [circle, shaft](const Grid& g) {
                      int number = 0;
                      for (int cell : circle) number = number * 10 + g[cell];
                      return sum_of(g, shaft) == number;
                    }};
  };
  f["killer"] = [](Maker& m) {
    const std::vector<int> cage = m.path(m.random(1, std::min(m.values, 4)), true);
    const bool with_sum = m.chance(0.8);
    const int sum = m.chance(0.8) ? sum_of(m.planted, cage) : m.random(1, 4 * m.high);
    return Instance{
        fmt::format("killer{}{}", with_sum ? fmt::format(" {}:", sum) : "", m.text(cage)),
        [cage, with_sum, sum](const Grid& g) {
          return all_different(g, cage) && (!with_sum || sum_of(g, cage) == sum);
        }};
  };
  f["little-killer"] = [](Maker& m) {
    // From a cell of an edge, along a diagonal into the grid.
    const int edge = m.random(0, 3);  // top, bottom, left, right
    int r = edge == 0 ? 0 : edge == 1 ? m.rows - 1 : m.random(0, m.rows - 1);
    int c = edge == 2 ? 0 : edge == 3 ? m.columns - 1 : m.random(0, m.columns - 1);
    const int dr = edge == 0 ? 1 : edge == 1 ? -1 : (m.chance(0.5) ? 1 : -1);
    const int dc = edge == 2 ? 1 : edge == 3 ? -1 : (m.chance(0.5) ? 1 : -1);
    std::vector<int> cells;
    while (r >= 0 && r < m.rows && c >= 0 && c < m.columns) {
      cells.push_back(r * m.columns + c);
      r += dr;
      c += dc;
    }
    const int sum = m.chance(0.85) ? sum_of(m.planted, cells) : m.random(1, 3 * m.high);
    return Instance{fmt::format("little-killer {}:{}", sum, m.text(cells)),
                    [cells, sum](const Grid& g) { return sum_of(g, cells) == sum; }};
  };
  f["sandwich"] = [](Maker& m) {
    const bool row = m.chance(0.5);
    const int index = m.random(0, (row ? m.rows : m.columns) - 1);
    const std::vector<int> cells = from_side(m.board, row ? 0 : 2, index);
    // Between the smallest and the largest digit of the line (1 and n in a line that holds every
    // value).
    auto sandwich = [cells](const Grid& g) {
      std::size_t one = 0;
      std::size_t high = 0;
      for (std::size_t k = 0; k < cells.size(); ++k) {
        if (g[cells[k]] < g[cells[one]]) one = k;
        if (g[cells[k]] > g[cells[high]]) high = k;
      }
      int total = 0;
      for (std::size_t k = std::min(one, high) + 1; k < std::max(one, high); ++k) {
        total += g[cells[k]];
      }
      return total;
    };
    const int sum = m.chance(0.85) ? sandwich(m.planted) : m.random(0, 2 * m.high);
    return Instance{fmt::format("sandwich {} {}: {}", row ? "row" : "col", index + 1, sum),
                    [sandwich, sum](const Grid& g) { return sandwich(g) == sum; }};
  };
  f["x-sum"] = [](Maker& m) {
    const int side = m.random(0, 3);
    const int index = m.random(0, (side < 2 ? m.rows : m.columns) - 1);
    const std::vector<int> cells = from_side(m.board, side, index);
    // The first X digits, X the first; none when X counts no cells of the line.
    auto x_sum = [cells](const Grid& g) {
      const int x = g[cells[0]];
      if (x < 1 || x > static_cast<int>(cells.size())) return -1;
      int total = 0;
      for (int k = 0; k < x; ++k) total += g[cells[static_cast<std::size_t>(k)]];
      return total;
    };
    const int planted = x_sum(m.planted);
    const int sum = m.chance(0.85) && planted >= 0 ? planted : m.random(1, 3 * m.high);
    return Instance{fmt::format("x-sum {}: {}", side_text(side, index), sum),
                    [x_sum, sum](const Grid& g) { return x_sum(g) == sum; }};
  };
  f["skyscraper"] = [](Maker& m) {
    const int side = m.random(0, 3);
    const int index = m.random(0, (side < 2 ? m.rows : m.columns) - 1);
    const std::vector<int> cells = from_side(m.board, side, index);
    // A digit is seen when it is taller than all before it; a 0 stands on the ground, unseen.
    auto seen = [cells](const Grid& g) {
      int tallest = 0;
      int count = 0;
      for (int cell : cells) {
        if (g[cell] > tallest) {
          tallest = g[cell];
          ++count;
        }
      }
      return count;
    };
    const int clue = m.chance(0.85) ? seen(m.planted) : m.random(1, static_cast<int>(cells.size()));
    return Instance{fmt::format("skyscraper {}: {}", side_text(side, index), clue),
                    [seen, clue](const Grid& g) { return seen(g) == clue; }};
  };
  // Dots: drawn where the planted grid has the relation, mostly.
  auto dot = [](std::string name, int number, std::function<bool(int, int, int)> relation,
                bool written_number) {
    return [=](Maker& m) {
      std::pair<int, int> pair = m.orthogonal_pair();
      for (int tries = 0; tries < 50 && m.chance(0.9); ++tries) {
        if (relation(m.value(pair.first), m.value(pair.second), number)) break;
        pair = m.orthogonal_pair();
      }
      const int a = pair.first;
      const int b = pair.second;  // not a structured binding: clang 14 cannot capture one
      return Instance{
          fmt::format("{}{} {} {}", name, written_number ? fmt::format(" {}:", number) : "",
                      m.name(a), m.name(b)),
          [a, b, relation, number](const Grid& g) { return relation(g[a], g[b], number); }};
    };
  };
  auto sums_to = [](int x, int y, int k) { return x + y == k; };
  auto differs_by = [](int x, int y, int k) { return x - y == k || y - x == k; };
  auto times = [](int x, int y, int k) { return x == k * y || y == k * x; };
  f["x"] = dot("x", 10, sums_to, false);
  f["v"] = dot("v", 5, sums_to, false);
  f["kropki-white"] = dot("kropki-white", 1, differs_by, false);
  f["kropki-black"] = dot("kropki-black", 2, times, false);
  f["difference"] = [dot, differs_by](Maker& m) {
    return dot("difference", m.random(1, 3), differs_by, true)(m);
  };
  f["ratio"] = [dot, times](Maker& m) { return dot("ratio", m.random(2, 3), times, true)(m); };
  // Negative rules: the dots of the planted grid's relations (some left off, some added
  // elsewhere), and the rule that no other pair has them.
  auto negative = [](std::string which) {
    return [which](Maker& m) {
      const bool xv = which == "x" || which == "v" || which == "xv";
      std::string lines = "negative " + which;
      for (const auto& [a, b] : orthogonal_pairs(m.board)) {
        const int x = m.value(a);
        const int y = m.value(b);
        std::string mark;
        if (xv) {
          if (x + y == 10 && (which != "v" || m.chance(0.5))) mark = "x";
          if (x + y == 5 && (which != "x" || m.chance(0.5))) mark = "v";
        } else {
          if (x - y == 1 || y - x == 1) mark = "kropki-white";
          if (x == 2 * y || y == 2 * x)
            mark = m.chance(0.5) || mark.empty() ? "kropki-black" : mark;
          if (mark.empty() && m.chance(0.05)) mark = "difference 3:";
        }
        if (!mark.empty() && m.chance(0.1)) mark.clear();  // a dot left off
        if (mark.empty()) continue;
        lines += fmt::format("\n{} {} {}", mark, m.name(a), m.name(b));
      }
      // The rule reads every dot of the puzzle: another line's dot also exempts its pair.
      Instance made{lines, nullptr};
      made.rule_of_puzzle = [which, board = m.board](const std::string& all) {
        return negative_rule(which, all, board);
      };
      return made;
    };
  };
  f["negative x"] = negative("x");
  f["negative v"] = negative("v");
  f["negative xv"] = negative("xv");
  f["negative kropki-white"] = negative("kropki-white");
  f["negative kropki-black"] = negative("kropki-black");
  auto parity = [](bool odd) {
    return [odd](Maker& m) {
      // Cells whose planted digit has the parity, mostly.
      const std::size_t count = static_cast<std::size_t>(m.random(1, 4));
      std::vector<int> cells;
      for (int cell : m.some_cells(m.cells)) {
        if (cells.size() < count && (m.value(cell) % 2 == (odd ? 1 : 0) || m.chance(0.1))) {
          cells.push_back(cell);
        }
      }
      return Instance{(odd ? "odd" : "even") + m.text(cells), [cells, odd](const Grid& g) {
                        for (int cell : cells) {
                          if (g[cell] % 2 != (odd ? 1 : 0)) return false;
                        }
                        return true;
                      }};
    };
  };
  f["odd"] = parity(true);
  f["even"] = parity(false);
  auto extremum = [](bool minimum) {
    return [minimum](Maker& m) {
      const int rows = m.rows;
      const int columns = m.columns;
      auto holds = [rows, columns, minimum](const Grid& g, int cell) {
        const int r = cell / columns;
        const int c = cell % columns;
        for (const auto& [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
          if (r + dr < 0 || r + dr >= rows || c + dc < 0 || c + dc >= columns) continue;
          const int other = g[(r + dr) * columns + c + dc];
          if (minimum ? g[cell] >= other : g[cell] <= other) return false;
        }
        return true;
      };
      std::vector<int> cells;
      for (int cell : m.some_cells(m.cells)) {
        if (static_cast<int>(cells.size()) < 2 && (holds(m.planted, cell) || m.chance(0.03))) {
          cells.push_back(cell);
        }
      }
      if (cells.empty()) cells.push_back(0);
      return Instance{(minimum ? "minimum" : "maximum") + m.text(cells),
                      [cells, holds](const Grid& g) {
                        for (int cell : cells) {
                          if (!holds(g, cell)) return false;
                        }
                        return true;
                      }};
    };
  };
  f["minimum"] = extremum(true);
  f["maximum"] = extremum(false);
  auto moves = [](std::string name, std::function<bool(int, int)> move) {
    return [=](Maker& m) {
      const int cells = m.cells;
      const int columns = m.columns;
      return Instance{name, [cells, columns, move](const Grid& g) {
                        for (int a = 0; a < cells; ++a) {
                          for (int b = 0; b < cells; ++b) {
                            const int dr = std::abs(a / columns - b / columns);
                            const int dc = std::abs(a % columns - b % columns);
                            if (a != b && move(dr, dc) && g[a] == g[b]) return false;
                          }
                        }
                        return true;
                      }};
    };
  };
  f["anti-knight"] = moves("anti-knight", [](int dr, int dc) { return dr * dc == 2; });
  f["anti-king"] = moves("anti-king", [](int dr, int dc) { return dr <= 1 && dc <= 1; });
  f["non-consecutive"] = [](Maker& m) {
    return Instance{"non-consecutive", [pairs = orthogonal_pairs(m.board)](const Grid& g) {
                      for (const auto& [a, b] : pairs) {
                        if (std::abs(g[a] - g[b]) == 1) return false;
                      }
                      return true;
                    }};
  };
  f["disjoint-groups"] = [](Maker& m) {
    const Board& board = m.board;
    return Instance{"disjoint-groups", [board](const Grid& g) {
                      const int columns = board.columns();
                      for (int a = 0; a < board.cells(); ++a) {
                        for (int b = a + 1; b < board.cells(); ++b) {
                          const bool same_place =
                              (a / columns) % board.box_rows == (b / columns) % board.box_rows &&
                              (a % columns) % board.box_columns ==
                                  (b % columns) % board.box_columns;
                          if (same_place && g[a] == g[b]) return false;
                        }
                      }
                      return true;
                    }};
  };
  auto diagonal = [](bool up) {
    return [up](Maker& m) {
      const int n = m.rows;  // a square grid
      std::vector<int> cells;
      for (int k = 0; k < n; ++k) cells.push_back(up ? (n - 1 - k) * n + k : k * n + k);
      return Instance{up ? "diagonal+" : "diagonal-",
                      [cells](const Grid& g) { return all_different(g, cells); }};
    };
  };
  f["diagonal+"] = diagonal(true);
  f["diagonal-"] = diagonal(false);
  f["windoku"] = [](Maker&) {
    // The windows of a 9x9: rows and columns 2-4 and 6-8.
    return Instance{"windoku", [](const Grid& g) {
                      for (int top : {1, 5}) {
                        for (int left : {1, 5}) {
                          std::vector<int> window;
                          for (int k = 0; k < 9; ++k)
                            window.push_back((top + k / 3) * 9 + left + k % 3);
                          if (!all_different(g, window)) return false;
                        }
                      }
                      return true;
                    }};
  };
  f["jigsaw"] = [](Maker& m) {
    // Regions the planted grid keeps, mostly not boxes: each value's n cells in a random order,
    // the k-th of each to region k (an n x n grid holding n values).
    const int n = m.rows;
    std::vector<std::vector<int>> regions(static_cast<std::size_t>(n));
    for (int v = m.low; v <= m.high; ++v) {
      std::vector<int> cells;
      for (int cell = 0; cell < m.cells; ++cell) {
        if (m.value(cell) == v) cells.push_back(cell);
      }
      std::shuffle(cells.begin(), cells.end(), m.rng);
      for (int k = 0; k < n; ++k) {
        regions[static_cast<std::size_t>(k)].push_back(cells[static_cast<std::size_t>(k)]);
      }
    }
    std::string lines;
    for (std::vector<int>& region : regions) {
      std::sort(region.begin(), region.end());
      lines += (lines.empty() ? "" : "\n") + std::string("jigsaw") + m.text(region);
    }
    Instance made{lines, [regions](const Grid& g) {
                    return std::all_of(regions.begin(), regions.end(), [&](const auto& region) {
                      return all_different(g, region);
                    });
                  }};
    made.gives_regions = true;
    return made;
  };
  f["extra-region"] = [](Maker& m) {
    const std::vector<int> cells = m.some_cells(m.random(2, m.values));
    return Instance{"extra-region" + m.text(cells),
                    [cells](const Grid& g) { return all_different(g, cells); }};
  };
  f["palindrome"] = [](Maker& m) {
    const std::vector<int> line = m.path(m.random(2, m.values + 2));
    return Instance{"palindrome" + m.text(line), [line](const Grid& g) {
                      for (std::size_t k = 0; k < line.size(); ++k) {
                        if (g[line[k]] != g[line[line.size() - 1 - k]]) return false;
                      }
                      return true;
                    }};
  };
  f["renban"] = [](Maker& m) {
    const std::vector<int> line = m.path(m.random(2, m.values));
    return Instance{"renban" + m.text(line), [line](const Grid& g) {
                      if (!all_different(g, line)) return false;
                      int low = 100;
                      int high = -100;
                      for (int cell : line) {
                        low = std::min(low, g[cell]);
                        high = std::max(high, g[cell]);
                      }
                      return high - low + 1 == static_cast<int>(line.size());
                    }};
  };
  f["whisper"] = [](Maker& m) {
    std::vector<int> line = m.path(m.random(2, m.values + 2));
    // Now and then the line turns back through the cell before (a path through a cell twice).
    if (m.chance(0.3)) line.push_back(line[line.size() - 2]);
    const bool given = m.chance(0.5);
    // Half the number of values, rounded up, unless given.
    const int gap = given ? m.random(1, m.values / 2 + 1) : (m.values + 1) / 2;
    return Instance{fmt::format("whisper{}{}", given ? fmt::format(" {}:", gap) : "", m.text(line)),
                    [line, gap](const Grid& g) {
                      for (std::size_t k = 1; k < line.size(); ++k) {
                        if (std::abs(g[line[k]] - g[line[k - 1]]) < gap) return false;
                      }
                      return true;
                    }};
  };
  f["between"] = [](Maker& m) {
    const std::vector<int> line = m.path(m.random(2, m.values));
    return Instance{"between" + m.text(line), [line](const Grid& g) {
                      const int low = std::min(g[line.front()], g[line.back()]);
                      const int high = std::max(g[line.front()], g[line.back()]);
                      for (std::size_t k = 1; k + 1 < line.size(); ++k) {
                        if (g[line[k]] <= low || g[line[k]] >= high) return false;
                      }
                      return true;
                    }};
  };
  f["region-sum"] = [](Maker& m) {
    const std::vector<int> line = m.path(m.random(2, m.values + 2));
    const std::vector<int> region = m.board.region;
    return Instance{"region-sum" + m.text(line), [line, region](const Grid& g) {
                      std::vector<int> sums = {0};
                      for (std::size_t k = 0; k < line.size(); ++k) {
                        if (k > 0 && region[line[k]] != region[line[k - 1]]) sums.push_back(0);
                        sums.back() += g[line[k]];
                      }
                      return std::all_of(sums.begin(), sums.end(),
                                         [&](int s) { return s == sums.front(); });
                    }};
  };
  auto three_classes = [](std::string name, bool entropic) {
    return [=](Maker& m) {
      const std::vector<int> line = m.path(m.random(2, m.values + 1));
      return Instance{name + m.text(line), [line, board = m.board, entropic](const Grid& g) {
                        auto cls = [&](int v) { return entropic ? third_of(v, board) : v % 3; };
                        // Every window of three holds three classes; a line of two, two.
                        for (std::size_t k = 0; k + 1 < line.size(); ++k) {
                          std::set<int> classes;
                          for (std::size_t j = k; j < std::min(line.size(), k + 3); ++j) {
                            classes.insert(cls(g[line[j]]));
                          }
                          const std::size_t window = std::min<std::size_t>(3, line.size() - k);
                          if (classes.size() != window) return false;
                        }
                        return true;
                      }};
    };
  };
  f["entropic"] = three_classes("entropic", true);
  // A modular line of modulus M (3 when not written): any M cells in a row on it (all of them on
  // a shorter line) differ mod M.
  f["modular"] = [](Maker& m) {
    const std::vector<int> line = m.path(m.random(2, m.values + 1));
    const bool written = m.chance(0.7);
    const int modulus = written ? m.random(1, 7) : 3;
    return Instance{
        (written ? fmt::format("modular {}:", modulus) : std::string("modular")) + m.text(line),
        [line, modulus](const Grid& g) {
          const std::size_t window = std::min<std::size_t>(line.size(), modulus);
          for (std::size_t start = 0; start + window <= line.size(); ++start) {
            std::set<int> remainders;
            for (std::size_t k = start; k < start + window; ++k) {
              if (!remainders.insert(g[line[k]] % modulus).second) return false;
            }
          }
          return true;
        }};
  };
  f["zipper"] = [](Maker& m) {
    const std::vector<int> line = m.path(m.random(2, m.values + 1));
    return Instance{"zipper" + m.text(line), [line](const Grid& g) {
                      const std::size_t l = line.size();
                      const int target = l % 2 == 1 ? g[line[l / 2]] : g[line[0]] + g[line[l - 1]];
                      for (std::size_t k = 0; k < l / 2; ++k) {
                        if (g[line[k]] + g[line[l - 1 - k]] != target) return false;
                      }
                      return true;
                    }};
  };
  f["lockout"] = [](Maker& m) {
    const std::vector<int> line = m.path(m.random(2, m.values));
    const bool given = m.chance(0.5);
    const int gap = given ? m.random(1, m.values - 1) : 4;
    return Instance{fmt::format("lockout{}{}", given ? fmt::format(" {}:", gap) : "", m.text(line)),
                    [line, gap](const Grid& g) {
                      const int low = std::min(g[line.front()], g[line.back()]);
                      const int high = std::max(g[line.front()], g[line.back()]);
                      if (high - low < gap) return false;
                      for (std::size_t k = 1; k + 1 < line.size(); ++k) {
                        if (g[line[k]] >= low && g[line[k]] <= high) return false;
                      }
                      return true;
                    }};
  };
  f["fortress"] = [](Maker& m) {
    const std::vector<int> cells = m.some_cells(m.random(1, 3));
    std::vector<int> more;
    if (m.chance(0.3)) more = m.some_cells(1);
    std::string text = "fortress" + m.text(cells);
    if (!more.empty() && std::find(cells.begin(), cells.end(), more[0]) == cells.end()) {
      text += "\nfortress" + m.text(more);
    }
    // The rule reads every fortress line of the puzzle: all of them make one fortress.
    Instance made{text, nullptr};
    made.rule_of_puzzle = [board = m.board](const std::string& all) {
      return fortress_rule(all, board);
    };
    return made;
  };
  f["quadruple"] = [](Maker& m) {
    const int columns = m.columns;
    const int top_left = m.random(0, m.rows - 2) * columns + m.random(0, columns - 2);
    const std::vector<int> block = {top_left, top_left + 1, top_left + columns,
                                    top_left + columns + 1};
    std::vector<int> values;
    for (int cell : block) {
      if (m.chance(0.6)) values.push_back(m.chance(0.9) ? m.value(cell) : m.random_value());
    }
    if (values.empty()) values.push_back(m.value(block[0]));
    std::sort(values.begin(), values.end());
    return Instance{fmt::format("quadruple {}: {}", m.name(top_left), fmt::join(values, " ")),
                    [block, values](const Grid& g) {
                      std::map<int, int> wanted;
                      for (int v : values) ++wanted[v];
                      for (const auto& [v, times] : wanted) {
                        int found = 0;
                        for (int cell : block) found += g[cell] == v;
                        if (found < times) return false;
                      }
                      return true;
                    }};
  };
  f["clone"] = [](Maker& m) {
    const int columns = m.columns;
    // A shape and its translation (cells may overlap).
    const std::vector<int> shape = m.path(m.random(1, 3), true);
    const int dr = m.random(-2, 2);
    const int dc = m.random(-2, 2);
    std::vector<int> a, b;
    for (int cell : shape) {
      const int r = cell / columns + dr;
      const int c = cell % columns + dc;
      if (r < 0 || r >= m.rows || c < 0 || c >= columns) continue;
      a.push_back(cell);
      b.push_back(r * columns + c);
    }
    if (a.empty()) {
      a = {0};
      b = {m.cells - 1};
    }
    return Instance{"clone" + m.text(a) + ":" + m.text(b), [a, b](const Grid& g) {
                      for (std::size_t k = 0; k < a.size(); ++k) {
                        if (g[a[k]] != g[b[k]]) return false;
                      }
                      return true;
                    }};
  };
  auto indexer = [](bool rows) {
    return [rows](Maker& m) {
      const std::vector<int> cells = m.some_cells(m.random(1, 3));
      return Instance{(rows ? "row-indexer" : "column-indexer") + m.text(cells),
                      [cells, rows, board = m.board](const Grid& g) {
                        const int columns = board.columns();
                        for (int cell : cells) {
                          const int r = cell / columns;
                          const int c = cell % columns;
                          const int d = g[cell];
                          // row-indexer: row d of column c holds r (1-based); column-indexer:
                          // column d of row r holds c. A digit that names no row (column) breaks
                          // it.
                          if (d < 1 || d > (rows ? board.rows() : columns)) return false;
                          if (rows && g[(d - 1) * columns + c] != r + 1) return false;
                          if (!rows && g[r * columns + d - 1] != c + 1) return false;
                        }
                        return true;
                      }};
    };
  };
  f["row-indexer"] = indexer(true);
  f["column-indexer"] = indexer(false);
  f["candidates"] = [](Maker& m) {
    const int cell = m.random(0, m.cells - 1);
    std::set<int> values = {m.chance(0.9) ? m.value(cell) : m.random_value()};
    while (m.chance(0.5)) values.insert(m.random_value());
    return Instance{fmt::format("candidates {}: {}", m.name(cell), fmt::join(values, " ")),
                    [cell, values](const Grid& g) { return values.count(g[cell]) != 0; }};
  };
  // The general families.
  f["sum"] = [](Maker& m) {
    // Any cells, a cell now and then twice, weights of either sign (0 too).
    std::vector<int> cells = m.some_cells(m.random(1, 4));
    if (m.chance(0.2)) cells.push_back(cells.front());
    std::vector<int> weights;
    for (std::size_t k = 0; k < cells.size(); ++k) {
      weights.push_back(m.chance(0.5) ? 1 : m.random(-3, 3));
    }
    auto weighted = [cells, weights](const Grid& g) {
      int total = 0;
      for (std::size_t k = 0; k < cells.size(); ++k) total += weights[k] * g[cells[k]];
      return total;
    };
    const int sum = m.chance(0.85) ? weighted(m.planted) : m.random(-2 * m.high, 4 * m.high);
    std::string line = fmt::format("sum {}:", sum);
    for (std::size_t k = 0; k < cells.size(); ++k) {
      line += weights[k] == 1 ? " " : fmt::format(" {}*", weights[k]);
      line += m.name(cells[k]);
    }
    return Instance{line, [weighted, sum](const Grid& g) { return weighted(g) == sum; }};
  };
  auto contains = [](bool exactly) {
    return [exactly](Maker& m) {
      const std::vector<int> cells = m.some_cells(m.random(1, 4));
      std::vector<int> values;
      for (int cell : cells) {
        if (m.chance(0.5)) values.push_back(m.chance(0.85) ? m.value(cell) : m.random_value());
      }
      if (values.empty()) values.push_back(m.value(cells[0]));
      std::sort(values.begin(), values.end());
      return Instance{fmt::format("contains-{} {}:{}", exactly ? "exactly" : "at-least",
                                  fmt::join(values, " "), m.text(cells)),
                      [cells, values, exactly](const Grid& g) {
                        for (int v : values) {
                          const auto listed = std::count(values.begin(), values.end(), v);
                          std::ptrdiff_t held = 0;
                          for (int cell : cells) held += g[cell] == v;
                          if (held < listed || (exactly && held != listed)) return false;
                        }
                        return true;
                      }};
    };
  };
  f["contains-at-least"] = contains(false);
  f["contains-exactly"] = contains(true);
  // A random table of pairs (symmetric for pairx), mostly keeping the planted grid's pairs; each
  // pair written as a token `a->b` of its own.
  auto pairwise = [](bool all_pairs) {
    return [all_pairs](Maker& m) {
      const std::vector<int> cells =
          all_pairs ? m.some_cells(m.random(2, 3)) : m.path(m.random(2, 4));
      std::set<std::pair<int, int>> table;
      for (int a = m.low; a <= m.high; ++a) {
        for (int b = all_pairs ? a : m.low; b <= m.high; ++b) {
          if (!m.chance(0.45)) continue;
          table.emplace(a, b);
          if (all_pairs) table.emplace(b, a);
        }
      }
      const bool keep = m.chance(0.85);
      for (std::size_t i = 0; i < cells.size(); ++i) {
        for (std::size_t j = 0; j < cells.size(); ++j) {
          const bool related = all_pairs ? i != j : j == i + 1;
          if (keep && related) table.emplace(m.value(cells[i]), m.value(cells[j]));
        }
      }
      if (table.empty()) table.emplace(m.low, m.low);
      std::string line = all_pairs ? "pairx" : "pair";
      for (const auto& [a, b] : table) line += fmt::format(" {}->{}", a, b);
      line += ":" + m.text(cells);
      return Instance{line, [cells, table, all_pairs](const Grid& g) {
                        for (std::size_t i = 0; i < cells.size(); ++i) {
                          for (std::size_t j = 0; j < cells.size(); ++j) {
                            const bool related = all_pairs ? i != j : j == i + 1;
                            if (related && table.count({g[cells[i]], g[cells[j]]}) == 0) {
                              return false;
                            }
                          }
                        }
                        return true;
                      }};
    };
  };
  f["pair"] = pairwise(false);
  f["pairx"] = pairwise(true);
  f["same-values"] = [](Maker& m) {
    // Groups of as many cells, most often holding the planted grid's digits of the first group.
    const int size = m.random(1, 3);
    const int count = m.random(2, 3);
    const std::vector<int> cells = m.some_cells(size * count);
    std::vector<std::vector<int>> groups(static_cast<std::size_t>(count));
    std::vector<int> taken(cells.begin(), cells.begin() + size);
    groups[0] = taken;
    for (std::size_t k = 1; k < groups.size(); ++k) {
      for (int cell : groups[0]) {
        std::vector<int> alike;  // free cells holding the same planted digit
        for (int other = 0; other < m.cells; ++other) {
          if (m.value(other) == m.value(cell) &&
              std::find(taken.begin(), taken.end(), other) == taken.end()) {
            alike.push_back(other);
          }
        }
        int pick = cells[groups[k].size() + k * static_cast<std::size_t>(size)];
        if (!alike.empty() && m.chance(0.85)) {
          pick = alike[static_cast<std::size_t>(m.random(0, static_cast<int>(alike.size()) - 1))];
        }
        if (std::find(taken.begin(), taken.end(), pick) != taken.end()) pick = -1;
        if (pick < 0) {
          for (int other = 0; other < m.cells && pick < 0; ++other) {
            if (std::find(taken.begin(), taken.end(), other) == taken.end()) pick = other;
          }
        }
        taken.push_back(pick);
        groups[k].push_back(pick);
      }
    }
    std::string line = "same-values";
    for (std::size_t k = 0; k < groups.size(); ++k)
      line += (k == 0 ? "" : " |") + m.text(groups[k]);
    return Instance{line, [groups](const Grid& g) {
                      std::multiset<int> first;
                      for (int cell : groups[0]) first.insert(g[cell]);
                      for (const std::vector<int>& group : groups) {
                        std::multiset<int> digits;
                        for (int cell : group) digits.insert(g[cell]);
                        if (digits != first) return false;
                      }
                      return true;
                    }};
  };
  f["equal-sum"] = [](Maker& m) {
    // Two or three groups of 1 to 3 cells, which may share cells; most often the sums of the
    // planted grid agree (a group is redrawn until its sum is the first's, a few times).
    const int count = m.random(2, 3);
    std::vector<std::vector<int>> groups;
    groups.push_back(m.some_cells(m.random(1, 3)));
    const bool planted = m.chance(0.8);
    for (int k = 1; k < count; ++k) {
      std::vector<int> group = m.some_cells(m.random(1, 3));
      for (int tries = 0; planted && tries < 200; ++tries) {
        int sum = 0;
        for (int cell : group) sum += m.value(cell);
        int first = 0;
        for (int cell : groups[0]) first += m.value(cell);
        if (sum == first) break;
        group = m.some_cells(m.random(1, 3));
      }
      groups.push_back(group);
    }
    std::string line = "equal-sum";
    for (std::size_t k = 0; k < groups.size(); ++k)
      line += (k == 0 ? "" : " |") + m.text(groups[k]);
    return Instance{line, [groups](const Grid& g) {
                      for (const std::vector<int>& group : groups) {
                        if (sum_of(g, group) != sum_of(g, groups[0])) return false;
                      }
                      return true;
                    }};
  };
  f["count-distinct"] = [](Maker& m) {
    const std::vector<int> cells = m.some_cells(m.random(2, 5));
    const int control = cells[0];
    const std::vector<int> counted(cells.begin() + 1, cells.end());
    auto distinct = [counted](const Grid& g) {
      std::set<int> digits;
      for (int cell : counted) digits.insert(g[cell]);
      return static_cast<int>(digits.size());
    };
    return Instance{"count-distinct " + m.name(control) + ":" + m.text(counted),
                    [distinct, control](const Grid& g) { return g[control] == distinct(g); }};
  };
  // ISS's composites: a few cells and random combinations of values, most often with the
  // planted grid's among them.
  f["one-of"] = [](Maker& m) {
    const std::vector<int> cells = m.some_cells(m.random(1, 3));
    std::set<std::vector<int>> combinations;
    if (m.chance(0.85)) {
      std::vector<int> planted;
      for (int cell : cells) planted.push_back(m.value(cell));
      combinations.insert(planted);
    }
    for (int k = m.random(1, 4); k > 0; --k) {
      std::vector<int> random;
      for (std::size_t i = 0; i < cells.size(); ++i) random.push_back(m.random_value());
      combinations.insert(random);
    }
    std::string line = "one-of";
    for (const std::vector<int>& combination : combinations) {
      line += fmt::format(" {}", fmt::join(combination, ","));
    }
    line += ":" + m.text(cells);
    return Instance{line, [cells, combinations](const Grid& g) {
                      std::vector<int> held;
                      for (int cell : cells) held.push_back(g[cell]);
                      return combinations.count(held) != 0;
                    }};
  };
  // An or of groups of rules: two or three branches of one or two rules each, drawn by the makers
  // of several kinds (lines, outside clues, dots, sums, cells made equal, pencil marks, counts),
  // most holding on the planted grid, so that branches often hold together (a grid counted once).
  f["or"] = [](Maker& m) {
    static const std::map<std::string, Family> all = families();
    static const std::vector<std::string> kinds = {
        "thermo", "whisper",      "skyscraper",       "hidden-skyscraper",
        "x-sum",  "kropki-white", "difference",       "candidates",
        "sum",    "arrow",        "palindrome",       "clone",
        "odd",    "one-of",       "contains-at-least"};
    std::vector<std::vector<Rule>> branches;
    std::string line = "or";
    for (int b = m.random(2, 3); b > 0; --b) {
      std::vector<Rule>& rules = branches.emplace_back();
      for (int k = m.random(1, 2); k > 0; --k) {
        const std::string kind =
            kinds[static_cast<std::size_t>(m.random(0, static_cast<int>(kinds.size()) - 1))];
        const Instance made = all.at(kind)(m);
        line += (rules.empty() ? (branches.size() == 1 ? " " : " || ") : " && ") + made.line;
        rules.push_back(made.rule);
      }
    }
    return Instance{line, [branches](const Grid& g) {
                      return std::any_of(branches.begin(), branches.end(), [&](const auto& rules) {
                        return std::all_of(rules.begin(), rules.end(),
                                           [&](const Rule& rule) { return rule(g); });
                      });
                    }};
  };
  // Lines read by an automaton. A regex: a random pattern of ISS's syntax that ECMAScript reads
  // alike (no quantifier on a quantifier), most often built along the planted line's digits; the
  // rule is std::regex's whole match.
  f["regex"] = [](Maker& m) {
    const std::vector<int> cells = m.path(m.random(1, 4));
    auto digit = [](int v) { return static_cast<char>(v <= 9 ? '0' + v : 'A' + v - 10); };
    auto quantifier = [&m]() -> std::string {
      switch (m.random(0, 7)) {
        case 0:
          return "*";
        case 1:
          return "+";
        case 2:
          return "?";
        case 3:
          return fmt::format("{{{},{}}}", m.random(0, 1), m.random(1, 2));
        default:
          return "";
      }
    };
    auto token = [&](int v) -> std::string {  // a token that holds v
      switch (m.random(0, 4)) {
        case 0:
          return ".";
        case 1: {
          const int low = m.random(m.low, v);
          return fmt::format("[{}-{}]", digit(low), digit(m.random(v, m.high)));
        }
        case 2:
          return fmt::format("({}|{})", digit(v), digit(m.random_value()));
        default:
          return std::string(1, digit(v));
      }
    };
    std::string pattern;
    const bool planted = m.chance(0.8);
    for (int cell : cells) {
      const int v = planted ? m.value(cell) : m.random_value();
      pattern += token(v);
      if (!planted || m.chance(0.3)) pattern += quantifier();
    }
    if (m.chance(0.2)) pattern += fmt::format("[^{}]*", digit(m.random_value()));
    const std::regex regex(pattern, std::regex::ECMAScript);
    return Instance{"regex " + pattern + ":" + m.text(cells), [cells, regex, digit](const Grid& g) {
                      std::string digits;
                      for (int cell : cells) digits += digit(g[cell]);
                      return std::regex_match(digits, regex);
                    }};
  };
  // An automaton: a few states, a run of the planted line's digits (and the breaks between its
  // segments) from the start to an accepting state most often, and random transitions beside it,
  // some on one digit to two states (nondeterministic); the rule runs the sets of states.
  f["automaton"] = [](Maker& m) {
    const std::vector<int> cells = m.path(m.random(1, 4));
    // The segments: a break after a cell at random, sometimes one before the first.
    constexpr int kBreak = -1;  // no digit: values as written are 0 at least
    std::vector<int> symbols;   // the digits read, and the breaks
    if (m.chance(0.1)) symbols.push_back(kBreak);
    std::string segments;
    for (std::size_t k = 0; k < cells.size(); ++k) {
      if (k > 0 && m.chance(0.25)) {
        symbols.push_back(kBreak);
        segments += " |";
      }
      symbols.push_back(m.value(cells[k]));
      segments += " " + m.name(cells[k]);
    }
    if (symbols.front() == kBreak) segments = " |" + segments;
    const int states = m.random(1, 4);
    std::set<std::tuple<int, int, int>> moves;  // from, to, symbol
    std::set<int> accepts;
    int at = 0;
    const bool planted = m.chance(0.8);
    for (int symbol : symbols) {
      const int to = m.random(0, states - 1);
      if (planted) moves.emplace(at, to, symbol);
      at = to;
    }
    accepts.insert(planted ? at : m.random(0, states - 1));
    for (int k = m.random(0, 3 * states); k > 0; --k) {
      moves.emplace(m.random(0, states - 1), m.random(0, states - 1),
                    m.chance(0.15) ? kBreak : m.random_value());
    }
    if (m.chance(0.3)) accepts.insert(m.random(0, states - 1));
    std::string spec = "start=0 accept=";
    for (int s : accepts) spec += fmt::format("{}{}", s == *accepts.begin() ? "" : ",", s);
    for (const auto& [from, to, symbol] : moves) {
      spec += fmt::format(" {}>{}={}", from, to, symbol == kBreak ? "|" : std::to_string(symbol));
    }
    return Instance{"automaton " + spec + ":" + segments,
                    [cells, symbols, moves, accepts](const Grid& g) {
                      std::set<int> now = {0};
                      std::size_t next_cell = 0;
                      for (int symbol : symbols) {
                        const int read = symbol == kBreak ? kBreak : g[cells[next_cell++]];
                        std::set<int> after;
                        for (const auto& [from, to, on] : moves) {
                          if (now.count(from) != 0 && on == read) after.insert(to);
                        }
                        now = std::move(after);
                      }
                      for (int s : accepts) {
                        if (now.count(s) != 0) return true;
                      }
                      return false;
                    }};
  };
  // Connected values: a few digits (as written) whose cells in the space (the grid, or an
  // orthogonal path of cells) form one connected region, with the planted grid's size or any.
  f["connected"] = [](Maker& m) {
    std::vector<int> space;
    if (m.chance(0.5)) {
      for (int cell = 0; cell < m.cells; ++cell) space.push_back(cell);
    } else {
      space = m.path(m.random(3, m.cells / 2), true);
    }
    std::set<int> digits;
    const int count = m.random(1, 3);
    while (static_cast<int>(digits.size()) < count) digits.insert(m.random_value());
    int planted_size = 0;
    for (int cell : space) planted_size += digits.count(m.value(cell)) != 0;
    const int size = m.chance(0.4) ? std::max(planted_size, 1) : 0;
    const bool whole = static_cast<int>(space.size()) == m.cells;
    const int columns = m.columns;
    return Instance{
        fmt::format("connected {}{}:{}", fmt::join(digits, " "),
                    size > 0 ? fmt::format(" size {}", size) : "", whole ? " grid" : m.text(space)),
        [space, digits, size, columns](const Grid& g) {
          std::vector<int> held;
          for (int cell : space) {
            if (digits.count(g[static_cast<std::size_t>(cell)]) != 0) held.push_back(cell);
          }
          if (held.empty() || (size > 0 && static_cast<int>(held.size()) != size)) return false;
          std::vector<int> reached = {held.front()};
          for (std::size_t k = 0; k < reached.size(); ++k) {
            for (int cell : held) {
              const int a = reached[k];
              const bool beside =
                  std::abs(a / columns - cell / columns) + std::abs(a % columns - cell % columns) ==
                  1;
              if (beside && std::find(reached.begin(), reached.end(), cell) == reached.end()) {
                reached.push_back(cell);
              }
            }
          }
          return reached.size() == held.size();
        }};
  };
  f["chaos"] = [](Maker& m) {
    const Board& board = m.board;
    return Instance{"chaos", [&board](const Grid& g) { return ChaosPartition(board, g).exists(); }};
  };
  // A clue on the regions comes with its 'chaos' line; the rule is read from every line of the
  // puzzle, since all the clues speak of one partition.
  auto region_clue = [](bool arrow, bool others) {
    return [arrow, others](Maker& m) {
      const int control = m.random(0, m.cells - 1);
      std::string groups;
      if (arrow) {
        const int start = m.random(0, m.cells - 1);
        const int steps[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
        const int first_step = m.random(0, 3);
        const int arms = m.random(1, 2);
        for (int a = 0; a < arms; ++a) {
          const auto& step = steps[(first_step + a) % 4];
          std::vector<int> arm = {start};
          for (int r = start / m.columns + step[0], c = start % m.columns + step[1];
               r >= 0 && c >= 0 && r < m.rows && c < m.columns && m.chance(0.8);
               r += step[0], c += step[1]) {
            arm.push_back(r * m.columns + c);
          }
          if (arm.size() < 2) continue;
          groups += (groups.empty() ? "" : " |") + m.text(arm);
        }
        if (groups.empty()) groups = m.text({start});
      } else {
        std::vector<int> cells = planted_count(m, control, others ? 1 : 0);
        while (cells.empty() || (cells.size() < 5 && m.chance(0.75))) {
          const int cell = m.random(0, m.cells - 1);
          if (std::find(cells.begin(), cells.end(), cell) == cells.end()) cells.push_back(cell);
        }
        groups = m.text(cells);
      }
      const std::string name =
          std::string(arrow ? "chaos-arrow" : "chaos-count") + (others ? "-others" : "");
      Instance made{"chaos\n" + name + " " + m.name(control) + ":" + groups, nullptr};
      const Board& board = m.board;
      made.rule_of_puzzle = [&board](const std::string& lines) -> Rule {
        const std::vector<RegionClue> clues = region_clues(lines, board.columns());
        return [&board, clues](const Grid& g) {
          return ChaosPartition(
                     board, g,
                     [&](const std::vector<int>& region) { return clues_hold(clues, g, region); })
              .exists();
        };
      };
      return made;
    };
  };
  // Relations between the regions of cells: the cells of a chaos-same from one region of a
  // partition of the planted grid (or anywhere, now and then), those of the others anywhere.
  auto region_relation = [](std::string name) {
    return [name](Maker& m) {
      std::vector<int> cells;
      if (name == "chaos-same" && m.chance(0.7)) {
        std::vector<int> region;
        ChaosPartition(m.board, m.planted, [&](const std::vector<int>& found) {
          region = found;
          return true;
        }).exists();
        if (!region.empty()) {
          const int first = m.random(0, m.cells - 1);
          for (int cell = 0; cell < m.cells; ++cell) {
            if (region[static_cast<std::size_t>(cell)] == region[static_cast<std::size_t>(first)]) {
              cells.push_back(cell);
            }
          }
          std::shuffle(cells.begin(), cells.end(), m.rng);
          cells.resize(static_cast<std::size_t>(m.random(2, static_cast<int>(cells.size()))));
        }
      }
      while (cells.size() < 2 || (cells.size() < 4 && m.chance(0.5))) {
        const int cell = m.random(0, m.cells - 1);
        if (std::find(cells.begin(), cells.end(), cell) == cells.end()) cells.push_back(cell);
      }
      const std::string control =
          name == "chaos-count-regions" ? " " + m.name(m.random(0, m.cells - 1)) + ":" : "";
      Instance made{"chaos\n" + name + control + m.text(cells), nullptr};
      const Board& board = m.board;
      made.rule_of_puzzle = [&board](const std::string& lines) -> Rule {
        const std::vector<RegionClue> clues = region_clues(lines, board.columns());
        return [&board, clues](const Grid& g) {
          return ChaosPartition(
                     board, g,
                     [&](const std::vector<int>& region) { return clues_hold(clues, g, region); })
              .exists();
        };
      };
      return made;
    };
  };
  f["chaos-same"] = region_relation("chaos-same");
  f["chaos-apart"] = region_relation("chaos-apart");
  f["chaos-count-regions"] = region_relation("chaos-count-regions");
  f["chaos-count"] = region_clue(false, false);
  f["chaos-count-others"] = region_clue(false, true);
  f["chaos-arrow"] = region_clue(true, false);
  f["chaos-arrow-others"] = region_clue(true, true);
  // Full rank: the 4n numbers the rows and columns read from each end, compared digit by digit
  // from the first (n x n grids holding n values).
  auto numbers = [](const Board& board, const Grid& g) {
    std::vector<std::vector<int>> all;
    for (int side = 0; side < 4; ++side) {
      for (int index = 0; index < board.rows(); ++index) {
        std::vector<int> digits;
        for (int cell : from_side(board, side, index)) digits.push_back(g[cell]);
        all.push_back(digits);
      }
    }
    return all;
  };
  // A clue's rank: 1 plus how many numbers are lower; `tied`: whether another equals it.
  auto full_rank = [numbers](bool ties) {
    return [numbers, ties](Maker& m) {
      const int side = m.random(0, 3);
      const int index = m.random(0, m.rows - 1);
      const Board& board = m.board;
      auto rank = [numbers, &board, side, index](const Grid& g, bool& tied) {
        const std::vector<std::vector<int>> all = numbers(board, g);
        const std::vector<int>& mine = all[static_cast<std::size_t>(side * board.rows() + index)];
        int lower = 0;
        int equal = 0;
        for (const std::vector<int>& other : all) {
          lower += other < mine;
          equal += other == mine;
        }
        tied = equal > 1;
        return lower + 1;
      };
      bool tied = false;
      const int planted = rank(m.planted, tied);
      const int clue = m.chance(0.85) ? planted : m.random(1, 4 * m.rows);
      return Instance{
          fmt::format("full-rank{} {}: {}", ties ? "-tied" : "", side_text(side, index), clue),
          [rank, clue, ties](const Grid& g) {
            bool tied_here = false;
            return rank(g, tied_here) == clue && (ties || !tied_here);
          }};
    };
  };
  // Sum lines: the digits split into runs of consecutive cells, each summing to S; a loop's (its
  // last cell its first) from any cell round.
  f["sum-line"] = [](Maker& m) {
    std::vector<int> line = m.path(m.random(2, m.values + 2));
    const bool loop = m.chance(0.35);
    if (loop) line.push_back(line.front());
    auto splits = [](const std::vector<int>& digits, int sum) -> bool {
      std::vector<bool> from(digits.size() + 1, false);  // from[k]: digits k.. split
      from[digits.size()] = true;
      for (std::size_t k = digits.size(); k-- > 0;) {
        int total = 0;
        for (std::size_t j = k; j < digits.size() && !from[k]; ++j) {
          total += digits[j];
          from[k] = total == sum && from[j + 1];
        }
      }
      return from[0];
    };
    auto holds = [line, loop, splits](const Grid& g, int sum) {
      std::vector<int> digits;
      for (std::size_t k = 0; k + (loop ? 1 : 0) < line.size(); ++k) digits.push_back(g[line[k]]);
      for (std::size_t start = 0; start < (loop ? digits.size() : 1); ++start) {
        std::rotate(digits.begin(), digits.begin() + (start == 0 ? 0 : 1), digits.end());
        if (splits(digits, sum)) return true;
      }
      return false;
    };
    // A loop's model grows with its sum (sum_line.cpp): up to 12 here.
    std::vector<int> sums;
    for (int sum = 1; sum <= (loop ? 12 : 30); ++sum) {
      if (holds(m.planted, sum)) sums.push_back(sum);
    }
    const int sum =
        !sums.empty() && m.chance(0.85)
            ? sums[static_cast<std::size_t>(m.random(0, static_cast<int>(sums.size()) - 1))]
            : m.random(1, loop ? 12 : 2 * m.high);
    return Instance{fmt::format("sum-line {}:{}", sum, m.text(line)),
                    [holds, sum](const Grid& g) { return holds(g, sum); }};
  };
  // Lunchbox: different digits; those between the smallest and the largest, in the line's
  // order, sum to S.
  f["lunchbox"] = [](Maker& m) {
    const std::vector<int> line = m.path(m.random(2, m.values));
    auto between = [line](const Grid& g) {
      std::size_t low = 0;
      std::size_t high = 0;
      for (std::size_t k = 0; k < line.size(); ++k) {
        if (g[line[k]] < g[line[low]]) low = k;
        if (g[line[k]] > g[line[high]]) high = k;
      }
      int total = 0;
      for (std::size_t k = std::min(low, high) + 1; k < std::max(low, high); ++k)
        total += g[line[k]];
      return total;
    };
    const int sum = m.chance(0.85) ? between(m.planted) : m.random(0, 2 * m.high);
    return Instance{fmt::format("lunchbox {}:{}", sum, m.text(line)),
                    [line, between, sum](const Grid& g) {
                      return all_different(g, line) && between(g) == sum;
                    }};
  };
  f["numbered-room"] = [](Maker& m) {
    const int side = m.random(0, 3);
    const int index = m.random(0, (side < 2 ? m.rows : m.columns) - 1);
    const std::vector<int> cells = from_side(m.board, side, index);
    // The digit in cell N from the side, N the first digit; none when N counts no cell.
    auto room = [cells](const Grid& g) {
      const int n = g[cells[0]];
      if (n < 1 || n > static_cast<int>(cells.size())) return -100;
      return g[cells[static_cast<std::size_t>(n - 1)]];
    };
    const int planted = room(m.planted);
    const int clue = m.chance(0.85) && planted != -100 ? planted : m.random(m.low, m.high);
    return Instance{fmt::format("numbered-room {}: {}", side_text(side, index), clue),
                    [room, clue](const Grid& g) { return room(g) == clue; }};
  };
  f["hidden-skyscraper"] = [](Maker& m) {
    const int side = m.random(0, 3);
    const int index = m.random(0, (side < 2 ? m.rows : m.columns) - 1);
    const std::vector<int> cells = from_side(m.board, side, index);
    // The first digit lower than one before it; none: -100.
    auto hidden = [cells](const Grid& g) {
      for (std::size_t k = 1; k < cells.size(); ++k) {
        for (std::size_t j = 0; j < k; ++j) {
          if (g[cells[j]] > g[cells[k]]) return g[cells[k]];
        }
      }
      return -100;
    };
    const int planted = hidden(m.planted);
    const int clue = m.chance(0.85) && planted != -100 ? planted : m.random(m.low, m.high);
    return Instance{fmt::format("hidden-skyscraper {}: {}", side_text(side, index), clue),
                    [hidden, clue](const Grid& g) { return hidden(g) == clue; }};
  };
  // Counting circles: each digit in the circles is in that many of them.
  f["counting-circles"] = [](Maker& m) {
    std::vector<int> circles = m.some_cells(m.random(1, m.values + 2));
    // Mostly circles the planted grid keeps: a digit d in d circles.
    if (m.chance(0.8)) {
      std::map<int, std::vector<int>> by_digit;
      for (int cell = 0; cell < m.cells; ++cell) by_digit[m.value(cell)].push_back(cell);
      circles.clear();
      for (auto& [digit, cells] : by_digit) {
        if (digit < 1 || digit > static_cast<int>(cells.size()) || m.chance(0.4)) continue;
        std::shuffle(cells.begin(), cells.end(), m.rng);
        circles.insert(circles.end(), cells.begin(), cells.begin() + digit);
      }
      if (circles.empty()) circles = m.some_cells(1);
    }
    return Instance{"counting-circles" + m.text(circles), [circles](const Grid& g) {
                      std::map<int, int> count;
                      for (int cell : circles) ++count[g[cell]];
                      return std::all_of(count.begin(), count.end(), [](const auto& entry) {
                        return entry.first == entry.second;
                      });
                    }};
  };
  // Every 2x2 square holds a digit of each class: thirds of the values from the smallest (sizes
  // (s, l, s) when n mod 3 is 1, else (l, s, l)), or the remainder mod 3.
  auto every_square = [](bool entropic) {
    return [entropic](Maker& m) {
      const Board& board = m.board;
      return Instance{entropic ? "global-entropy" : "global-mod",
                      [entropic, &board](const Grid& g) {
                        const int n = board.size.values;
                        const int small = n / 3;
                        const int large = (n + 2) / 3;
                        const int first = n % 3 == 1 ? small : large;
                        const int second = n % 3 == 1 ? large : small;
                        auto third = [&](int v) {
                          const int rank = v - board.low() + 1;
                          return rank <= first ? 0 : rank <= first + second ? 1 : 2;
                        };
                        for (int r = 0; r + 1 < board.rows(); ++r) {
                          for (int c = 0; c + 1 < board.columns(); ++c) {
                            std::set<int> classes;
                            for (int v : {board.at(g, r, c), board.at(g, r, c + 1),
                                          board.at(g, r + 1, c), board.at(g, r + 1, c + 1)}) {
                              classes.insert(entropic ? third(v) : v % 3);
                            }
                            if (classes.size() != 3) return false;
                          }
                        }
                        return true;
                      }};
    };
  };
  f["global-entropy"] = every_square(true);
  f["global-mod"] = every_square(false);
  f["full-rank"] = full_rank(false);
  f["full-rank-tied"] = full_rank(true);
  f["full-rank-no-ties"] = [numbers](Maker& m) {
    const Board& board = m.board;
    return Instance{"full-rank-no-ties", [numbers, &board](const Grid& g) {
                      std::vector<std::vector<int>> all = numbers(board, g);
                      std::sort(all.begin(), all.end());
                      return std::adjacent_find(all.begin(), all.end()) == all.end();
                    }};
  };
  // ---- The named families, part two.
  // The digit a house misses: a row of a grid of one value more than its columns and another
  // cell hold every value once, that cell not the lowest value.
  f["doppelganger-missing"] = [](Maker& m) {
    const int row = m.random(0, m.rows - 1);
    std::vector<int> house;
    for (int c = 0; c < m.columns; ++c) house.push_back(row * m.columns + c);
    int holder = m.random(0, m.cells - 1);
    while (holder / m.columns == row) holder = m.random(0, m.cells - 1);
    const Board& board = m.board;
    return Instance{"doppelganger-missing " + m.name(holder) + ":" + m.text(house),
                    [&board, house, holder](const Grid& g) {
                      std::set<int> held = {g[static_cast<std::size_t>(holder)]};
                      for (int cell : house) held.insert(g[static_cast<std::size_t>(cell)]);
                      return g[static_cast<std::size_t>(holder)] != board.low() &&
                             static_cast<int>(held.size()) == board.size.values;
                    }};
  };
  // Doppelganger: every row, column and box holds 0 and misses one of 1..n; no two houses of a
  // kind miss the same digit; the houses of each 0 miss different digits.
  f["doppelganger"] = [](Maker& m) {
    const Board& board = m.board;
    return Instance{"doppelganger", [&board](const Grid& g) {
                      const int n = board.rows();
                      std::vector<std::vector<std::vector<int>>> kinds(3);
                      kinds[0].resize(static_cast<std::size_t>(n));
                      kinds[1].resize(static_cast<std::size_t>(n));
                      if (board.box_rows > 0) kinds[2].resize(static_cast<std::size_t>(n));
                      for (int cell = 0; cell < board.cells(); ++cell) {
                        kinds[0][static_cast<std::size_t>(cell / n)].push_back(cell);
                        kinds[1][static_cast<std::size_t>(cell % n)].push_back(cell);
                        if (board.box_rows > 0) kinds[2][board.region[cell]].push_back(cell);
                      }
                      std::vector<std::map<int, int>> missed(3);
                      for (std::size_t k = 0; k < 3; ++k) {
                        std::set<int> digits;
                        for (const std::vector<int>& house : kinds[k]) {
                          int miss = -1;
                          for (int d = 0; d <= n; ++d) {
                            if (std::none_of(house.begin(), house.end(),
                                             [&](int cell) { return g[cell] == d; })) {
                              miss = d;
                            }
                          }
                          if (miss <= 0 || !digits.insert(miss).second) return false;
                          for (int cell : house) missed[k][cell] = miss;
                        }
                      }
                      for (int cell = 0; cell < board.cells(); ++cell) {
                        if (g[cell] != 0) continue;
                        std::set<int> digits;
                        std::size_t houses = 0;
                        for (const auto& at : missed) {
                          if (at.count(cell) == 0) continue;
                          digits.insert(at.at(cell));
                          ++houses;
                        }
                        if (digits.size() != houses) return false;
                      }
                      return true;
                    }};
  };
  f["double-arrow"] = [](Maker& m) {
    const std::vector<int> line = m.path(m.random(3, 5));
    return Instance{"double-arrow" + m.text(line), [line](const Grid& g) {
                      return g[line.front()] + g[line.back()] ==
                             sum_of(g, line) - g[line.front()] - g[line.back()];
                    }};
  };
  f["rellik"] = [](Maker& m) {
    const std::vector<int> cage = m.path(m.random(1, std::min(m.values, 4)), true);
    const int sum = m.random(m.low, 3 * m.high);
    return Instance{fmt::format("rellik {}:{}", sum, m.text(cage)), [cage, sum](const Grid& g) {
                      if (!all_different(g, cage)) return false;
                      for (std::size_t subset = 1; subset < (1u << cage.size()); ++subset) {
                        int total = 0;
                        for (std::size_t k = 0; k < cage.size(); ++k) {
                          if (subset >> k & 1) total += g[cage[k]];
                        }
                        if (total == sum) return false;
                      }
                      return true;
                    }};
  };
  f["equality-cage"] = [](Maker& m) {
    std::vector<int> cage = m.path(2 * m.random(1, 2), true);
    if (cage.size() % 2 != 0) cage.pop_back();  // a path that ran out of room
    return Instance{"equality-cage" + m.text(cage), [cage, board = m.board](const Grid& g) {
                      if (!all_different(g, cage)) return false;
                      // Low: the first half of the values from the smallest; high: the last
                      // half; the middle one of an odd count is neither.
                      const int half = board.size.values / 2;
                      int odd = 0;
                      int low = 0;
                      int high = 0;
                      for (int cell : cage) {
                        odd += g[cell] % 2;
                        low += g[cell] < board.low() + half;
                        high += g[cell] > board.high() - half;
                      }
                      const int size = static_cast<int>(cage.size());
                      return 2 * odd == size && 2 * low == size && 2 * high == size;
                    }};
  };
  f["anti-taxicab"] = [](Maker& m) {
    const Board& board = m.board;
    return Instance{"anti-taxicab", [&board](const Grid& g) {
                      const int columns = board.columns();
                      for (int a = 0; a < board.cells(); ++a) {
                        for (int b = a + 1; b < board.cells(); ++b) {
                          const int apart = std::abs(a / columns - b / columns) +
                                            std::abs(a % columns - b % columns);
                          if (g[a] == apart && g[b] == apart) return false;
                        }
                      }
                      return true;
                    }};
  };
  // The second cell's k: the cell k places past it holds the first cell's digit.
  f["value-indexing"] = [](Maker& m) {
    const std::vector<int> line = m.path(m.random(3, m.values + 1));
    return Instance{"value-indexing" + m.text(line), [line](const Grid& g) {
                      const int k = g[line[1]];
                      if (k < 1 || k + 2 > static_cast<int>(line.size())) return false;
                      return g[line[static_cast<std::size_t>(k + 1)]] == g[line[0]];
                    }};
  };
  // Every middle digit (the ceil(n/2)-th from the lowest) has the lowest digit directly above or
  // the highest directly below.
  f["dutch-flatmates"] = [](Maker& m) {
    const Board& board = m.board;
    return Instance{"dutch-flatmates", [&board](const Grid& g) {
                      const int columns = board.columns();
                      const int middle = board.low() + (board.size.values + 1) / 2 - 1;
                      for (int cell = 0; cell < board.cells(); ++cell) {
                        if (g[cell] != middle) continue;
                        const bool above = cell >= columns && g[cell - columns] == board.low();
                        const bool below =
                            cell + columns < board.cells() && g[cell + columns] == board.high();
                        if (!above && !below) return false;
                      }
                      return true;
                    }};
  };
  // The largest rows, columns and regions hold one set of digits, when they are two at least of
  // fewer cells than values.
  f["region-same-values"] = [](Maker& m) {
    const Board& board = m.board;
    return Instance{"region-same-values", [&board](const Grid& g) {
                      std::map<std::pair<int, int>, std::set<int>> houses;
                      for (int cell = 0; cell < board.cells(); ++cell) {
                        const int v = g[cell];
                        houses[{0, cell / board.columns()}].insert(v);
                        houses[{1, cell % board.columns()}].insert(v);
                        if (board.region[cell] >= 0) houses[{2, board.region[cell]}].insert(v);
                      }
                      // A house's set has as many digits as it has cells.
                      std::size_t most = 0;
                      for (const auto& [id, held] : houses) most = std::max(most, held.size());
                      std::vector<std::set<int>> largest;
                      for (const auto& [id, held] : houses) {
                        if (held.size() == most) largest.push_back(held);
                      }
                      if (static_cast<int>(most) >= board.size.values || largest.size() < 2) {
                        return true;
                      }
                      return std::all_of(largest.begin(), largest.end(),
                                         [&](const std::set<int>& s) { return s == largest[0]; });
                    }};
  };
  f["nabner"] = [](Maker& m) {
    const std::vector<int> line = m.path(m.random(2, (m.values + 1) / 2));
    return Instance{"nabner" + m.text(line), [line](const Grid& g) {
                      for (std::size_t i = 0; i < line.size(); ++i) {
                        for (std::size_t j = i + 1; j < line.size(); ++j) {
                          if (std::abs(g[line[i]] - g[line[j]]) <= 1) return false;
                        }
                      }
                      return true;
                    }};
  };
  // Neighbours differ by at least half the values, rounded down (4 on 1-9).
  f["dutch-whisper"] = [](Maker& m) {
    const std::vector<int> line = m.path(m.random(2, m.values + 1));
    return Instance{"dutch-whisper" + m.text(line), [line, gap = m.values / 2](const Grid& g) {
                      for (std::size_t k = 1; k < line.size(); ++k) {
                        if (std::abs(g[line[k]] - g[line[k - 1]]) < gap) return false;
                      }
                      return true;
                    }};
  };
  // A digit d in a marked cell at place p of its box (reading order, from 1): the box's d-th cell
  // holds p.
  f["box-indexer"] = [](Maker& m) {
    const std::vector<int> cells = m.some_cells(m.random(1, 3));
    return Instance{"box-indexer" + m.text(cells), [cells, board = m.board](const Grid& g) {
                      for (int cell : cells) {
                        std::vector<int> box;
                        for (int other = 0; other < board.cells(); ++other) {
                          if (board.region[other] == board.region[cell]) box.push_back(other);
                        }
                        const int place = static_cast<int>(std::find(box.begin(), box.end(), cell) -
                                                           box.begin() + 1);
                        const int d = g[cell];
                        if (d < 1 || d > static_cast<int>(box.size())) return false;
                        if (g[box[static_cast<std::size_t>(d - 1)]] != place) return false;
                      }
                      return true;
                    }};
  };
  // Different digits summing to one of the cage's numbers.
  f["multi-sum-killer"] = [](Maker& m) {
    const std::vector<int> cage = m.path(m.random(1, std::min(m.values, 4)), true);
    std::set<int> sums = {m.chance(0.8) ? sum_of(m.planted, cage) : m.random(1, 4 * m.high)};
    while (m.chance(0.6)) sums.insert(m.random(1, 4 * m.high));
    return Instance{fmt::format("multi-sum-killer {}:{}", fmt::join(sums, ","), m.text(cage)),
                    [cage, sums](const Grid& g) {
                      return all_different(g, cage) && sums.count(sum_of(g, cage)) != 0;
                    }};
  };
  return f;
}

// ---- The model's side ---------------------------------------------------------------------------

std::string puzzle_text(const Board& board, const Grid& givens, const std::string& constraints) {
  const GridSize& size = board.size;
  std::string text = fmt::format("size {}x{}\nvalues {}-{}\n", size.rows, size.columns,
                                 size.lowest(), size.highest());
  if (!board.jigsaw && !board.regions_in_lines) {
    text += board.box_rows == 0 ? std::string("box none\n")
                                : fmt::format("box {}x{}\n", board.box_rows, board.box_columns);
  }
  if (board.regions_in_lines) text += "box none\n";
  text += "givens\n";
  for (int r = 0; r < size.rows; ++r) {
    for (int c = 0; c < size.columns; ++c) {
      const int v = givens[static_cast<std::size_t>(r * size.columns + c)];
      text += (c > 0 ? " " : "") + (v < board.low() ? std::string(".") : std::to_string(v));
    }
    text += "\n";
  }
  if (board.jigsaw) {
    text += "regions\n";
    for (int r = 0; r < size.rows; ++r) {
      for (int c = 0; c < size.columns; ++c) {
        text += fmt::format("{}{}", c > 0 ? " " : "",
                            board.region[static_cast<std::size_t>(r * size.columns + c)]);
      }
      text += "\n";
    }
  }
  return text + "constraints\n" + constraints + "\n";
}

using testing::read_one_puzzle;

// The grid a solution of the model is, in the values as the puzzle writes them.
Grid shown(const SudokuPuzzle& puzzle, Grid grid) {
  for (int& v : grid) v = puzzle.size.shown(v);
  return grid;
}

// The solutions with the settings dlx sudoku gives the puzzle (propagation through colors and the
// propagators of sums and chaos construction).
std::set<Grid> model_solutions(const SudokuPuzzle& puzzle, std::uint64_t* nodes = nullptr) {
  const SudokuModel model = build_model(puzzle);
  Solver solver(model.problem, solver_options_for(puzzle, SolverOptions{}));
  const std::vector<OptionId> clues = clue_options(model, puzzle);
  SearchLimits limits;
  limits.forced = clues;
  std::set<Grid> out;
  const Solver::Accept accept = model_acceptance(model);
  const SearchResult result = solver.search(
      [&](SolutionView solution) {
        const Grid grid = decode(model, solution);
        // Chaos construction and connected values: the solutions the job accepts (connected
        // regions, canonically labelled), a grid once per partition that fits it.
        const std::vector<int> regions = decode_regions(model, solution);
        if (accept && !accept(solution)) return VisitControl::kContinue;
        EXPECT_EQ(check_sudoku(puzzle, grid, regions.empty() ? nullptr : &regions), std::nullopt);
        EXPECT_TRUE(out.insert(shown(puzzle, grid)).second || !regions.empty())
            << "a grid found twice";
        return VisitControl::kContinue;
      },
      limits);
  if (nodes != nullptr) *nodes = result.stats.nodes;
  return out;
}

struct Setting {
  std::string name;
  Board board;
  int givens;     // how many clues from the planted grid
  int instances;  // per family
};

// The grids the families named are drawn on: windoku's windows exist on a 9x9 grid only, where
// the brute force needs many clues to stay quick. Besides the classic 4x4 and 6x6 (boxes and a
// jigsaw), grids as setters also make them: values from 0, a rectangle whose columns are shorter
// than its rows, more values than a row has cells, and no boxes at all.
std::vector<Setting> settings(const std::vector<std::string>& names) {
  if (std::find(names.begin(), names.end(), "windoku") != names.end()) {
    return {{"9x9", boxes(9, 9, 3, 3), 40, 8}};
  }
  // Doppelganger is stated on n x n grids holding 0..n only.
  if (std::find(names.begin(), names.end(), "doppelganger") != names.end()) {
    return {{"4x4 holding 0-4", boxes(4, 4, 2, 2, 5, 0), 0, 10},
            {"4x4 holding 0-4 without boxes", boxes(4, 4, 0, 0, 5, 0), 2, 8}};
  }
  // Chaos construction on 4x4 grids with a few clues: the brute force tries every partition of
  // every grid. (6x6 with 16 clues took over 5 minutes, most of it the brute force's partitions;
  // Chaos.* in chaos_test.cpp counts the blank 4x4s.)
  if (std::any_of(names.begin(), names.end(),
                  [](const std::string& name) { return name.rfind("chaos", 0) == 0; })) {
    return {{"4x4", boxes(4, 4, 2, 2), 4, 8},
            {"4x4 without boxes", boxes(4, 4, 0, 0), 5, 8},
            {"4x4 holding 0-3", boxes(4, 4, 2, 2, 4, 0), 4, 6}};
  }
  return {{"4x4", boxes(4, 4, 2, 2), 0, 40},
          {"4x4 jigsaw", jigsaw4(), 0, 15},
          {"6x6", boxes(6, 6, 2, 3), 8, 12},
          {"4x4 holding 0-3", boxes(4, 4, 2, 2, 4, 0), 0, 15},
          {"4x6 in 2x3 boxes", boxes(4, 6, 2, 3), 8, 6},
          {"4x4 holding 1-5", boxes(4, 4, 2, 2, 5), 4, 6},
          {"4x5 without boxes", boxes(4, 5, 0, 0), 4, 6}};
}

// Whether a family's constraints can be drawn on the board: a diagonal needs a square grid, a
// jigsaw of n regions an n x n grid holding n values, disjoint groups boxes.
bool drawn_on(const std::string& name, const Board& board) {
  if (name == "diagonal+" || name == "diagonal-") return board.size.is_square();
  if (name == "jigsaw") return board.classic_shape();
  // Full rank reads n x n grids holding n values (its numbers start with every digit four times).
  if (name.rfind("full-rank", 0) == 0)
    return board.size.is_square() && board.size.values == board.rows();
  if (name == "disjoint-groups") return board.box_rows > 0;
  if (name == "box-indexer") return board.box_rows > 0 || board.jigsaw;
  if (name == "doppelganger") {
    return board.size.is_square() && board.size.values == board.rows() + 1 && board.low() == 0;
  }
  if (name == "doppelganger-missing") return board.size.values == board.columns() + 1;
  if (name.rfind("chaos", 0) == 0) return board.cells() % board.size.values == 0;
  return true;
}

// The families whose rule is about the whole grid: their instances are planted on a grid that
// keeps them, found by the model.
const std::set<std::string> kGlobal = {
    "anti-knight", "anti-king", "non-consecutive", "disjoint-groups", "diagonal+", "diagonal-",
    "windoku", "chaos", "full-rank-no-ties", "global-entropy", "global-mod",
    // The named families, part two.
    "doppelganger", "anti-taxicab", "dutch-flatmates", "region-same-values"};

// The families a grid has one of: the jigsaw's lines are all its regions.
const std::set<std::string> kOnePerGrid = {"jigsaw"};

// Under the sanitizers, which look for memory errors rather than wrong answers, a third of the
// instances (the Release suite runs them all): the brute-force suites were 40% of the ASan
// suite's time.
int instances_to_run(const Setting& setting) {
  return testing::kSanitized ? (setting.instances + 2) / 3 : setting.instances;
}

// Runs `count` random instances of the families named, `per` constraints each, and compares.
void compare(const std::vector<std::string>& names, int per, std::uint32_t seed) {
  const auto all = families();
  for (const std::string& name : names) {
    ASSERT_EQ(all.count(name), 1u) << "no maker of random '" << name << "' constraints";
  }
  int with_solutions = 0;
  int cut = 0;
  for (const Setting& setting : settings(names)) {
    std::mt19937 rng(seed);
    const Board& board_of_setting = setting.board;
    const int blank = board_of_setting.low() - 1;
    const Grid blanks(static_cast<std::size_t>(board_of_setting.cells()), blank);
    for (int instance = 0; instance < instances_to_run(setting); ++instance) {
      // The rules of the whole grid first, and a planted grid that keeps them (found by the
      // model from a random order, and checked with the rules here), when there is one.
      std::vector<Grid> drawn = all_grids(board_of_setting, blanks, &rng);
      ASSERT_EQ(drawn.size(), 1u);
      Grid planted = drawn.front();
      std::string lines;
      std::vector<Rule> rules;
      std::vector<std::string> others;
      for (const std::string& name : names) {
        if (!drawn_on(name, board_of_setting)) continue;
        if (kGlobal.count(name) == 0) {
          others.push_back(name);
          continue;
        }
        Maker maker{rng, board_of_setting, planted};
        for (int k = 0; k < per; ++k) {
          Instance made = all.at(name)(maker);
          lines += made.line + "\n";
          rules.push_back(made.rule);
        }
      }
      if (!lines.empty()) {
        const SudokuPuzzle rules_only =
            read_one_puzzle(puzzle_text(board_of_setting, blanks, lines));
        const SudokuModel model = build_model(rules_only);
        // dlx sudoku's settings for the rules (a chaos construction's propagators run with them).
        Solver solver(model.problem, solver_options_for(rules_only, SolverOptions(rng())));
        const Solver::Accept accept = model_acceptance(model);
        const FirstSolution first = solver.first({}, accept);
        if (first.found) {
          planted = shown(rules_only, decode(model, first.options));
          for (const Rule& rule : rules) ASSERT_TRUE(rule(planted)) << lines;
        }
      }
      Grid givens(planted.size(), blank);
      for (int k = 0; k < setting.givens; ++k) {
        const std::size_t cell =
            std::uniform_int_distribution<std::size_t>(0, planted.size() - 1)(rng);
        givens[cell] = planted[cell];
      }
      Maker maker{rng, board_of_setting, planted};
      std::vector<Instance> made;
      for (const std::string& name : others) {
        for (int k = 0; k < per; ++k) {
          made.push_back(all.at(name)(maker));
          lines += made.back().line + "\n";
        }
      }
      // The rules that read the whole puzzle, now that every line is written.
      bool regions_in_lines = false;
      for (const Instance& instance_made : made) {
        rules.push_back(instance_made.rule_of_puzzle ? instance_made.rule_of_puzzle(lines)
                                                     : instance_made.rule);
        regions_in_lines = regions_in_lines || instance_made.gives_regions;
      }
      if (rules.empty()) continue;
      const Board board = regions_in_lines ? without_regions(board_of_setting) : board_of_setting;
      const std::string text = puzzle_text(board, givens, lines);
      const std::vector<Grid> grids = all_grids(board, givens);
      std::set<Grid> expected;
      for (const Grid& g : grids) {
        if (std::all_of(rules.begin(), rules.end(), [&](const Rule& r) { return r(g); })) {
          expected.insert(g);
        }
      }
      const SudokuPuzzle puzzle = read_one_puzzle(text);
      const std::set<Grid> found = model_solutions(puzzle);
      EXPECT_EQ(found.size(), expected.size()) << setting.name << "\n" << text;
      EXPECT_TRUE(found == expected) << setting.name << "\n" << text;
      if (found != expected) return;  // one failure says enough
      // The logic on the model (model_logic/), step by step against the brute force's grids, on
      // the grids it knows (n x n holding 1..n).
      // (Not for chaos construction: the logic does not read its region labels.)
      if (board.size.is_classic() && lines.find("chaos") == std::string::npos) {
        const testing::ModelLogicAudit audit = testing::audit_model_logic(
            puzzle, testing::possible_values(expected, board.size.rows), !expected.empty());
        EXPECT_EQ(audit.unsound, std::nullopt) << setting.name << "\n" << text;
        if (audit.unsound) return;
      }
      with_solutions += !expected.empty();
      cut += expected.size() < grids.size();
    }
  }
  // The instances are not vacuous: some have solutions, and the rules cut some grids out (but
  // for chaos construction alone: nearly every grid of the clued 4x4s can be cut into regions;
  // its counts with its partitions are chaos_test.cpp's, and its clues cut here). Said of the
  // whole sample, which the Release suite runs: the sanitizers' third of it (the same seeds) may
  // lack either kind, as the chaos region relations' does.
  if (testing::kSanitized) return;
  EXPECT_GT(with_solutions, 0);
  if (names != std::vector<std::string>{"chaos"}) {
    EXPECT_GT(cut, 0);
  }
}

// One test per row of constraint_types(), which fails for a type that has no maker here.
class EachType : public ::testing::TestWithParam<std::string> {};

TEST_P(EachType, SolutionsEqualTheBruteForce) {
  compare({GetParam()}, 1, 12345);
}

// Two constraints of the type on one grid; the rules that read every line of the puzzle (the
// negative ones, fortress) read both.
TEST_P(EachType, TwoOfAKindEqualTheBruteForce) {
  if (kOnePerGrid.count(GetParam()) != 0) {
    GTEST_SKIP() << "a grid has one " << GetParam() << ": two would put cells in two regions";
  }
  // (Two copies of a rule of the whole grid are the rule once, which the test above runs: twice,
  // full-rank-no-ties, global-entropy and global-mod took 21 s of the suite's time.)
  if (kGlobal.count(GetParam()) != 0) {
    GTEST_SKIP() << GetParam() << " is a rule of the whole grid: twice is once";
  }
  compare({GetParam()}, 2, 777);
}

std::vector<std::string> type_names() {
  std::vector<std::string> names;
  for (const ConstraintType& type : constraint_types()) names.emplace_back(type.name);
  return names;
}

// Test names: "negative_kropki_white", "diagonal_plus", "diagonal_minus".
INSTANTIATE_TEST_SUITE_P(Variants, EachType, ::testing::ValuesIn(type_names()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           std::string name;
                           for (std::size_t k = 0; k < info.param.size(); ++k) {
                             const char c = info.param[k];
                             const bool last = k + 1 == info.param.size();
                             name += std::isalnum(c)    ? std::string(1, c)
                                     : c == '+'         ? "_plus"
                                     : c == '-' && last ? "_minus"
                                                        : "_";
                           }
                           return name;
                         });

TEST(Variants, MixturesEqualTheBruteForce) {
  // Several families on one grid: lines crossing lines, clones on thermometers, sums through
  // cells other pieces fix.
  const std::vector<std::vector<std::string>> mixtures = {
      {"thermo", "palindrome", "clone"},
      {"arrow", "killer", "little-killer"},
      {"whisper", "renban", "region-sum", "zipper"},
      {"kropki-white", "kropki-black", "x", "v", "odd", "even"},
      {"sandwich", "x-sum", "skyscraper"},
      {"between", "lockout", "entropic", "modular"},
      {"quadruple", "fortress", "minimum", "candidates"},
      {"row-indexer", "column-indexer", "extra-region", "slow-thermo"},
  };
  std::uint32_t seed = 1;
  for (const auto& mixture : mixtures) compare(mixture, 1, seed++);
}

TEST(Variants, OtherSplitsGiveTheSameSolutions) {
  // Skyscraper clues as chains; lines cut into pairs or into windows of four, and sums split as
  // soon as they pass 4 combinations: the model changes, its solutions do not.
  struct Restore {
    int window = Encoder::line_window;
    std::size_t limit = Encoder::sum_piece_limit;
    std::size_t skyline = Encoder::skyline_limit;
    ~Restore() {
      Encoder::line_window = window;
      Encoder::sum_piece_limit = limit;
      Encoder::skyline_limit = skyline;
    }
  } restore;
  // Skyscraper clues as chains of states, as large grids have them.
  Encoder::skyline_limit = 0;
  compare({"skyscraper"}, 2, 97);
  compare({"skyscraper", "x-sum"}, 1, 96);
  for (const auto& [window, limit] :
       {std::pair{2, std::size_t{4}}, std::pair{4, std::size_t{16}}}) {
    Encoder::line_window = window;
    Encoder::sum_piece_limit = limit;
    compare({"thermo", "whisper", "arrow"}, 1, 99);
    compare({"little-killer", "region-sum", "zipper", "slow-thermo"}, 1, 98);
  }
}

TEST(Variants, SameCellsInOneHouseLeaveNoSolutionAtOnce) {
  // A palindrome whose mirror cells share a row, and clones in one box: no solution, and the
  // model says so before any branching (an empty 9x9 otherwise takes seconds to exhaust).
  for (const char* line : {"palindrome r6c1 r6c2 r6c3 r7c4", "clone r1c1: r2c2"}) {
    SCOPED_TRACE(line);
    const SudokuPuzzle puzzle = read_one_puzzle(std::string("size 9\nconstraints\n") + line + "\n");
    std::uint64_t nodes = 0;
    EXPECT_TRUE(model_solutions(puzzle, &nodes).empty());
    EXPECT_LE(nodes, 1u);
  }
  // Mirror cells in different houses keep their solutions.
  const SudokuPuzzle fine = read_one_puzzle("size 4\nconstraints\npalindrome r1c1 r2c3\n");
  EXPECT_FALSE(model_solutions(fine).empty());
}

}  // namespace
}  // namespace dlx::sudoku::variant_constraints_test
