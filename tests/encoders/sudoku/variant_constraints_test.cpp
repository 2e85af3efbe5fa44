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
#include <gtest/gtest.h>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <dlx/dlx.hpp>

#include <algorithm>
#include <cctype>
#include <functional>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <tuple>

#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "encoders/sudoku/sudoku_model.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"
#include "encoders/sudoku/variants/encoder.hpp"

namespace dlx::sudoku::variant_constraints_test {
namespace {

using Grid = std::vector<int>;
using Rule = std::function<bool(const Grid&)>;

// ---- The brute force: every grid of the size, regions and clues ---------------------------------

struct Board {
  int n = 0;
  std::vector<int> region;  // region of each cell (boxes or jigsaw)
  bool jigsaw = false;
  int box_rows = 0;
  int box_columns = 0;
  // The constraints give the regions (jigsaw lines): the text has no boxes nor map, and the grids
  // enumerated are Latin squares (`region` is the row), which the lines' rules then cut.
  bool regions_in_lines = false;

  int at(const Grid& g, int r, int c) const { return g[static_cast<std::size_t>(r * n + c)]; }
};

Board boxes(int n, int rows, int columns) {
  Board board;
  board.n = n;
  board.box_rows = rows;
  board.box_columns = columns;
  for (int cell = 0; cell < n * n; ++cell) {
    board.region.push_back((cell / n / rows) * (n / columns) + (cell % n) / columns);
  }
  return board;
}

// A 4x4 jigsaw: regions that are not boxes (96 grids).
Board jigsaw4() {
  Board board;
  board.n = 4;
  board.jigsaw = true;
  board.region = {0, 0, 0, 1,  //
                  2, 0, 1, 1,  //
                  2, 2, 3, 1,  //
                  2, 3, 3, 3};
  return board;
}

// The grid of `board`'s size whose regions the constraints give.
Board latin_square(const Board& board) {
  Board latin;
  latin.n = board.n;
  latin.regions_in_lines = true;
  for (int cell = 0; cell < board.n * board.n; ++cell) latin.region.push_back(cell / board.n);
  return latin;
}

// Every grid with these clues; with `rng`, the first grid of a random order of values instead.
// The clues are placed first, so that a value that clashes with a later clue is never tried
// (without it, a 6x6 grid with 8 clues took a quarter of a second and most of this suite's time).
std::vector<Grid> all_grids(const Board& board, const Grid& givens, std::mt19937* rng = nullptr) {
  const int n = board.n;
  std::vector<Grid> out;
  std::vector<int> order(static_cast<std::size_t>(n));
  for (int v = 1; v <= n; ++v) order[static_cast<std::size_t>(v - 1)] = v;
  Grid g(static_cast<std::size_t>(n * n), 0);
  std::vector<int> rows(static_cast<std::size_t>(n), 0), columns(rows), regions(rows);
  auto cell_masks = [&](int cell) {
    return std::tie(
        rows[static_cast<std::size_t>(cell / n)], columns[static_cast<std::size_t>(cell % n)],
        regions[static_cast<std::size_t>(board.region[static_cast<std::size_t>(cell)])]);
  };
  for (int cell = 0; cell < n * n; ++cell) {
    const int given = givens[static_cast<std::size_t>(cell)];
    if (given == 0) continue;
    auto [row, column, region] = cell_masks(cell);
    const int bit = 1 << given;
    if ((row | column | region) & bit) return out;  // clues that clash: no grid
    row |= bit;
    column |= bit;
    region |= bit;
    g[static_cast<std::size_t>(cell)] = given;
  }
  std::function<void(int)> fill = [&](int cell) {
    if (cell == n * n) {
      out.push_back(g);
      return;
    }
    if (givens[static_cast<std::size_t>(cell)] != 0) {
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
      const int bit = 1 << v;
      if ((row | column | region) & bit) continue;
      row |= bit;
      column |= bit;
      region |= bit;
      g[static_cast<std::size_t>(cell)] = v;
      fill(cell + 1);
      row ^= bit;
      column ^= bit;
      region ^= bit;
    }
    g[static_cast<std::size_t>(cell)] = 0;
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

std::string cell_name(int cell, int n) {
  return fmt::format("r{}c{}", cell / n + 1, cell % n + 1);
}

std::string cells_text(const std::vector<int>& cells, int n) {
  std::string text;
  for (int cell : cells) text += " " + cell_name(cell, n);
  return text;
}

struct Maker {
  std::mt19937& rng;
  const Board& board;
  const Grid& planted;  // a grid of the board, which most constraints are drawn to keep
  int n;

  int random(int low, int high) { return std::uniform_int_distribution<int>(low, high)(rng); }
  bool chance(double p) { return std::bernoulli_distribution(p)(rng); }
  int value(int cell) const { return planted[static_cast<std::size_t>(cell)]; }

  // A path of `length` cells, each a king's (or an orthogonal) step from the one before.
  std::vector<int> path(int length, bool orthogonal = false) {
    std::vector<int> cells = {random(0, n * n - 1)};
    while (static_cast<int>(cells.size()) < length) {
      std::vector<int> next;
      const int r = cells.back() / n;
      const int c = cells.back() % n;
      for (int dr = -1; dr <= 1; ++dr) {
        for (int dc = -1; dc <= 1; ++dc) {
          if ((dr == 0 && dc == 0) || (orthogonal && dr != 0 && dc != 0)) continue;
          const int r2 = r + dr;
          const int c2 = c + dc;
          if (r2 < 0 || r2 >= n || c2 < 0 || c2 >= n) continue;
          const int cell = r2 * n + c2;
          if (std::find(cells.begin(), cells.end(), cell) == cells.end()) next.push_back(cell);
        }
      }
      if (next.empty()) break;
      cells.push_back(next[static_cast<std::size_t>(random(0, static_cast<int>(next.size()) - 1))]);
    }
    return cells;
  }

  std::pair<int, int> orthogonal_pair() {
    const std::vector<int> cells = path(2, true);
    return {cells[0], cells[1]};
  }

  // Distinct random cells.
  std::vector<int> some_cells(int count) {
    std::vector<int> all(static_cast<std::size_t>(n * n));
    for (int k = 0; k < n * n; ++k) all[static_cast<std::size_t>(k)] = k;
    std::shuffle(all.begin(), all.end(), rng);
    all.resize(static_cast<std::size_t>(count));
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
std::vector<int> from_side(int n, int side, int index) {
  std::vector<int> cells;
  for (int k = 0; k < n; ++k) cells.push_back(side < 2 ? index * n + k : k * n + index);
  if (side == 1 || side == 3) std::reverse(cells.begin(), cells.end());
  return cells;
}

std::string side_text(int side, int index) {
  static const char* const kNames[] = {"left", "right", "top", "bottom"};
  return fmt::format("{} {} {}", side < 2 ? "row" : "col", index + 1, kNames[side]);
}

// Orthogonal pairs (smaller cell first).
std::vector<std::pair<int, int>> orthogonal_pairs(int n) {
  std::vector<std::pair<int, int>> pairs;
  for (int cell = 0; cell < n * n; ++cell) {
    if (cell % n + 1 < n) pairs.emplace_back(cell, cell + 1);
    if (cell + n < n * n) pairs.emplace_back(cell, cell + n);
  }
  return pairs;
}

int third_of(int v, int n) {
  // Low, middle, high: sizes (s, l, s) when n mod 3 is 1, else (l, s, l); s = n/3, l = (n+2)/3.
  const int s = n / 3;
  const int l = (n + 2) / 3;
  const int first = n % 3 == 1 ? s : l;
  const int second = n % 3 == 1 ? l : s;
  if (v <= first) return 0;
  if (v <= first + second) return 1;
  return 2;
}

// A line as the makers write it: its name ("negative x", "difference"), its number (`K:`, else 0)
// and its cells.
struct WrittenLine {
  std::string name;
  int number = 0;
  std::vector<int> cells;
};

std::vector<WrittenLine> written_lines(const std::string& lines, int n) {
  std::vector<WrittenLine> out;
  std::istringstream in(lines);
  for (std::string text; std::getline(in, text);) {
    std::istringstream words(text);
    WrittenLine line;
    for (std::string word; words >> word;) {
      const std::size_t c = word.find('c');
      if (word.size() > 1 && word[0] == 'r' && std::isdigit(word[1]) && c != std::string::npos) {
        line.cells.push_back((std::stoi(word.substr(1, c - 1)) - 1) * n +
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
Rule negative_rule(const std::string& which, const std::string& lines, int n) {
  const bool xv = which == "x" || which == "v" || which == "xv";
  std::set<std::pair<int, int>> exempt;
  std::vector<int> ratios = {2};
  std::vector<WrittenLine> dots;
  for (const WrittenLine& line : written_lines(lines, n)) {
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
  return [n, exempt, dots, related](const Grid& g) {
    for (const auto& [a, b] : orthogonal_pairs(n)) {
      if (exempt.count({a, b}) == 0 && related(g[a], g[b])) return false;
    }
    return std::all_of(dots.begin(), dots.end(),
                       [&](const WrittenLine& dot) { return dot_kept(dot, g); });
  };
}

// Fortress on a puzzle of these lines: each cell of every fortress line is greater than each
// orthogonal neighbour that is in none.
Rule fortress_rule(const std::string& lines, int n) {
  std::set<int> fortress;
  for (const WrittenLine& line : written_lines(lines, n)) {
    if (line.name == "fortress") fortress.insert(line.cells.begin(), line.cells.end());
  }
  return [fortress, n](const Grid& g) {
    for (const auto& [a, b] : orthogonal_pairs(n)) {
      const bool a_in = fortress.count(a) != 0;
      const bool b_in = fortress.count(b) != 0;
      if (a_in && !b_in && g[a] <= g[b]) return false;
      if (b_in && !a_in && g[b] <= g[a]) return false;
    }
    return true;
  };
}

// Every constraint type's maker of random instances, by the type's name.
std::map<std::string, Family> families() {
  std::map<std::string, Family> f;
  f["thermo"] = [](Maker& m) {
    const std::vector<int> line = m.path(m.random(2, m.n));
    return Instance{"thermo" + cells_text(line, m.n), [line](const Grid& g) {
                      for (std::size_t k = 1; k < line.size(); ++k) {
                        if (g[line[k]] <= g[line[k - 1]]) return false;
                      }
                      return true;
                    }};
  };
  f["slow-thermo"] = [](Maker& m) {
    const std::vector<int> line = m.path(m.random(2, m.n + 2));
    return Instance{"slow-thermo" + cells_text(line, m.n), [line](const Grid& g) {
                      for (std::size_t k = 1; k < line.size(); ++k) {
                        if (g[line[k]] < g[line[k - 1]]) return false;
                      }
                      return true;
                    }};
  };
  f["arrow"] = [](Maker& m) {
    const bool pill = m.n >= 6 && m.chance(0.3);
    const std::vector<int> line = m.path(m.random(pill ? 4 : 2, pill ? 7 : 5));
    const std::size_t head = pill && line.size() >= 4 ? 2 : 1;
    const std::vector<int> circle(line.begin(), line.begin() + static_cast<std::ptrdiff_t>(head));
    const std::vector<int> shaft(line.begin() + static_cast<std::ptrdiff_t>(head), line.end());
    const int n = m.n;
    return Instance{"arrow" + cells_text(circle, n) + ":" + cells_text(shaft, n),
                    [circle, shaft](const Grid& g) {
                      int number = 0;
                      for (int cell : circle) number = number * 10 + g[cell];
                      return sum_of(g, shaft) == number;
                    }};
  };
  f["killer"] = [](Maker& m) {
    const std::vector<int> cage = m.path(m.random(1, std::min(m.n, 4)), true);
    const bool with_sum = m.chance(0.8);
    const int sum = m.chance(0.8) ? sum_of(m.planted, cage) : m.random(1, 4 * m.n);
    return Instance{
        fmt::format("killer{}{}", with_sum ? fmt::format(" {}:", sum) : "", cells_text(cage, m.n)),
        [cage, with_sum, sum](const Grid& g) {
          return all_different(g, cage) && (!with_sum || sum_of(g, cage) == sum);
        }};
  };
  f["little-killer"] = [](Maker& m) {
    // From a cell of the edge, along a diagonal.
    const int n = m.n;
    const int dr = m.chance(0.5) ? 1 : -1;
    const int dc = m.chance(0.5) ? 1 : -1;
    int r = dr == 1 ? 0 : n - 1;
    int c = m.random(0, n - 2);
    if (dc == -1) c = n - 1 - c;
    if (m.chance(0.5)) std::swap(r, c);
    std::vector<int> cells;
    while (r >= 0 && r < n && c >= 0 && c < n) {
      cells.push_back(r * n + c);
      r += dr;
      c += dc;
    }
    const int sum = m.chance(0.85) ? sum_of(m.planted, cells) : m.random(1, 3 * n);
    return Instance{fmt::format("little-killer {}:{}", sum, cells_text(cells, n)),
                    [cells, sum](const Grid& g) { return sum_of(g, cells) == sum; }};
  };
  f["sandwich"] = [](Maker& m) {
    const int n = m.n;
    const bool row = m.chance(0.5);
    const int index = m.random(0, n - 1);
    const std::vector<int> cells = from_side(n, row ? 0 : 2, index);
    auto sandwich = [cells, n](const Grid& g) {
      std::size_t one = 0;
      std::size_t high = 0;
      for (std::size_t k = 0; k < cells.size(); ++k) {
        if (g[cells[k]] == 1) one = k;
        if (g[cells[k]] == n) high = k;
      }
      int total = 0;
      for (std::size_t k = std::min(one, high) + 1; k < std::max(one, high); ++k) {
        total += g[cells[k]];
      }
      return total;
    };
    const int sum = m.chance(0.85) ? sandwich(m.planted) : m.random(0, 2 * n);
    return Instance{fmt::format("sandwich {} {}: {}", row ? "row" : "col", index + 1, sum),
                    [sandwich, sum](const Grid& g) { return sandwich(g) == sum; }};
  };
  f["x-sum"] = [](Maker& m) {
    const int side = m.random(0, 3);
    const int index = m.random(0, m.n - 1);
    const std::vector<int> cells = from_side(m.n, side, index);
    auto x_sum = [cells](const Grid& g) {
      int total = 0;
      for (int k = 0; k < g[cells[0]]; ++k) total += g[cells[static_cast<std::size_t>(k)]];
      return total;
    };
    const int sum = m.chance(0.85) ? x_sum(m.planted) : m.random(1, 3 * m.n);
    return Instance{fmt::format("x-sum {}: {}", side_text(side, index), sum),
                    [x_sum, sum](const Grid& g) { return x_sum(g) == sum; }};
  };
  f["skyscraper"] = [](Maker& m) {
    const int side = m.random(0, 3);
    const int index = m.random(0, m.n - 1);
    const std::vector<int> cells = from_side(m.n, side, index);
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
    const int clue = m.chance(0.85) ? seen(m.planted) : m.random(1, m.n);
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
                      cell_name(a, m.n), cell_name(b, m.n)),
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
      const int n = m.n;
      const bool xv = which == "x" || which == "v" || which == "xv";
      std::string lines = "negative " + which;
      for (const auto& [a, b] : orthogonal_pairs(n)) {
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
        lines += fmt::format("\n{} {} {}", mark, cell_name(a, n), cell_name(b, n));
      }
      // The rule reads every dot of the puzzle: another line's dot also exempts its pair.
      Instance made{lines, nullptr};
      made.rule_of_puzzle = [which, n](const std::string& all) {
        return negative_rule(which, all, n);
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
      for (int cell : m.some_cells(m.n * m.n)) {
        if (cells.size() < count && (m.value(cell) % 2 == (odd ? 1 : 0) || m.chance(0.1))) {
          cells.push_back(cell);
        }
      }
      return Instance{(odd ? "odd" : "even") + cells_text(cells, m.n), [cells, odd](const Grid& g) {
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
      const int n = m.n;
      auto holds = [n, minimum](const Grid& g, int cell) {
        const int r = cell / n;
        const int c = cell % n;
        for (const auto& [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
          if (r + dr < 0 || r + dr >= n || c + dc < 0 || c + dc >= n) continue;
          const int other = g[(r + dr) * n + c + dc];
          if (minimum ? g[cell] >= other : g[cell] <= other) return false;
        }
        return true;
      };
      std::vector<int> cells;
      for (int cell : m.some_cells(n * n)) {
        if (static_cast<int>(cells.size()) < 2 && (holds(m.planted, cell) || m.chance(0.03))) {
          cells.push_back(cell);
        }
      }
      if (cells.empty()) cells.push_back(0);
      return Instance{(minimum ? "minimum" : "maximum") + cells_text(cells, n),
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
      const int n = m.n;
      return Instance{name, [n, move](const Grid& g) {
                        for (int a = 0; a < n * n; ++a) {
                          for (int b = 0; b < n * n; ++b) {
                            const int dr = std::abs(a / n - b / n);
                            const int dc = std::abs(a % n - b % n);
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
    const int n = m.n;
    return Instance{"non-consecutive", [n](const Grid& g) {
                      for (const auto& [a, b] : orthogonal_pairs(n)) {
                        if (std::abs(g[a] - g[b]) == 1) return false;
                      }
                      return true;
                    }};
  };
  f["disjoint-groups"] = [](Maker& m) {
    const Board& board = m.board;
    return Instance{"disjoint-groups", [board](const Grid& g) {
                      const int n = board.n;
                      for (int a = 0; a < n * n; ++a) {
                        for (int b = a + 1; b < n * n; ++b) {
                          const bool same_place =
                              (a / n) % board.box_rows == (b / n) % board.box_rows &&
                              (a % n) % board.box_columns == (b % n) % board.box_columns;
                          if (same_place && g[a] == g[b]) return false;
                        }
                      }
                      return true;
                    }};
  };
  auto diagonal = [](bool up) {
    return [up](Maker& m) {
      const int n = m.n;
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
    // the k-th of each to region k.
    const int n = m.n;
    std::vector<std::vector<int>> regions(static_cast<std::size_t>(n));
    for (int v = 1; v <= n; ++v) {
      std::vector<int> cells;
      for (int cell = 0; cell < n * n; ++cell) {
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
      lines += (lines.empty() ? "" : "\n") + std::string("jigsaw") + cells_text(region, n);
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
    const std::vector<int> cells = m.some_cells(m.random(2, m.n));
    return Instance{"extra-region" + cells_text(cells, m.n),
                    [cells](const Grid& g) { return all_different(g, cells); }};
  };
  f["palindrome"] = [](Maker& m) {
    const std::vector<int> line = m.path(m.random(2, m.n + 2));
    return Instance{"palindrome" + cells_text(line, m.n), [line](const Grid& g) {
                      for (std::size_t k = 0; k < line.size(); ++k) {
                        if (g[line[k]] != g[line[line.size() - 1 - k]]) return false;
                      }
                      return true;
                    }};
  };
  f["renban"] = [](Maker& m) {
    const std::vector<int> line = m.path(m.random(2, m.n));
    return Instance{"renban" + cells_text(line, m.n), [line](const Grid& g) {
                      if (!all_different(g, line)) return false;
                      int low = 100;
                      int high = 0;
                      for (int cell : line) {
                        low = std::min(low, g[cell]);
                        high = std::max(high, g[cell]);
                      }
                      return high - low + 1 == static_cast<int>(line.size());
                    }};
  };
  f["whisper"] = [](Maker& m) {
    const std::vector<int> line = m.path(m.random(2, m.n + 2));
    const bool given = m.chance(0.5);
    const int gap = given ? m.random(1, m.n / 2 + 1) : (m.n + 1) / 2;
    return Instance{
        fmt::format("whisper{}{}", given ? fmt::format(" {}:", gap) : "", cells_text(line, m.n)),
        [line, gap](const Grid& g) {
          for (std::size_t k = 1; k < line.size(); ++k) {
            if (std::abs(g[line[k]] - g[line[k - 1]]) < gap) return false;
          }
          return true;
        }};
  };
  f["between"] = [](Maker& m) {
    const std::vector<int> line = m.path(m.random(2, m.n));
    return Instance{"between" + cells_text(line, m.n), [line](const Grid& g) {
                      const int low = std::min(g[line.front()], g[line.back()]);
                      const int high = std::max(g[line.front()], g[line.back()]);
                      for (std::size_t k = 1; k + 1 < line.size(); ++k) {
                        if (g[line[k]] <= low || g[line[k]] >= high) return false;
                      }
                      return true;
                    }};
  };
  f["region-sum"] = [](Maker& m) {
    const std::vector<int> line = m.path(m.random(2, m.n + 2));
    const std::vector<int> region = m.board.region;
    return Instance{"region-sum" + cells_text(line, m.n), [line, region](const Grid& g) {
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
      const int n = m.n;
      const std::vector<int> line = m.path(m.random(2, n + 1));
      return Instance{name + cells_text(line, n), [line, n, entropic](const Grid& g) {
                        auto cls = [&](int v) { return entropic ? third_of(v, n) : v % 3; };
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
  f["modular"] = three_classes("modular", false);
  f["zipper"] = [](Maker& m) {
    const std::vector<int> line = m.path(m.random(2, m.n + 1));
    return Instance{"zipper" + cells_text(line, m.n), [line](const Grid& g) {
                      const std::size_t l = line.size();
                      const int target = l % 2 == 1 ? g[line[l / 2]] : g[line[0]] + g[line[l - 1]];
                      for (std::size_t k = 0; k < l / 2; ++k) {
                        if (g[line[k]] + g[line[l - 1 - k]] != target) return false;
                      }
                      return true;
                    }};
  };
  f["lockout"] = [](Maker& m) {
    const std::vector<int> line = m.path(m.random(2, m.n));
    const bool given = m.chance(0.5);
    const int gap = given ? m.random(1, m.n - 1) : 4;
    return Instance{
        fmt::format("lockout{}{}", given ? fmt::format(" {}:", gap) : "", cells_text(line, m.n)),
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
    const int n = m.n;
    const std::vector<int> cells = m.some_cells(m.random(1, 3));
    std::vector<int> more;
    if (m.chance(0.3)) more = m.some_cells(1);
    std::string text = "fortress" + cells_text(cells, n);
    if (!more.empty() && std::find(cells.begin(), cells.end(), more[0]) == cells.end()) {
      text += "\nfortress" + cells_text(more, n);
    }
    // The rule reads every fortress line of the puzzle: all of them make one fortress.
    Instance made{text, nullptr};
    made.rule_of_puzzle = [n](const std::string& all) { return fortress_rule(all, n); };
    return made;
  };
  f["quadruple"] = [](Maker& m) {
    const int n = m.n;
    const int top_left = m.random(0, n - 2) * n + m.random(0, n - 2);
    const std::vector<int> block = {top_left, top_left + 1, top_left + n, top_left + n + 1};
    std::vector<int> values;
    for (int cell : block) {
      if (m.chance(0.6)) values.push_back(m.chance(0.9) ? m.value(cell) : m.random(1, n));
    }
    if (values.empty()) values.push_back(m.value(block[0]));
    std::sort(values.begin(), values.end());
    return Instance{fmt::format("quadruple {}: {}", cell_name(top_left, n), fmt::join(values, " ")),
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
    const int n = m.n;
    // A shape and its translation (cells may overlap).
    const std::vector<int> shape = m.path(m.random(1, 3), true);
    const int dr = m.random(-2, 2);
    const int dc = m.random(-2, 2);
    std::vector<int> a, b;
    for (int cell : shape) {
      const int r = cell / n + dr;
      const int c = cell % n + dc;
      if (r < 0 || r >= n || c < 0 || c >= n) continue;
      a.push_back(cell);
      b.push_back(r * n + c);
    }
    if (a.empty()) {
      a = {0};
      b = {n * n - 1};
    }
    return Instance{"clone" + cells_text(a, n) + ":" + cells_text(b, n), [a, b](const Grid& g) {
                      for (std::size_t k = 0; k < a.size(); ++k) {
                        if (g[a[k]] != g[b[k]]) return false;
                      }
                      return true;
                    }};
  };
  auto indexer = [](bool rows) {
    return [rows](Maker& m) {
      const int n = m.n;
      const std::vector<int> cells = m.some_cells(m.random(1, 3));
      return Instance{(rows ? "row-indexer" : "column-indexer") + cells_text(cells, n),
                      [cells, rows, n](const Grid& g) {
                        for (int cell : cells) {
                          const int r = cell / n;
                          const int c = cell % n;
                          const int d = g[cell];
                          // row-indexer: row d of column c holds r (1-based); column-indexer:
                          // column d of row r holds c.
                          if (rows && g[(d - 1) * n + c] != r + 1) return false;
                          if (!rows && g[r * n + d - 1] != c + 1) return false;
                        }
                        return true;
                      }};
    };
  };
  f["row-indexer"] = indexer(true);
  f["column-indexer"] = indexer(false);
  f["candidates"] = [](Maker& m) {
    const int cell = m.random(0, m.n * m.n - 1);
    std::set<int> values = {m.chance(0.9) ? m.value(cell) : m.random(1, m.n)};
    while (m.chance(0.5)) values.insert(m.random(1, m.n));
    return Instance{fmt::format("candidates {}: {}", cell_name(cell, m.n), fmt::join(values, " ")),
                    [cell, values](const Grid& g) { return values.count(g[cell]) != 0; }};
  };
  return f;
}

// ---- The model's side ---------------------------------------------------------------------------

std::string puzzle_text(const Board& board, const Grid& givens, const std::string& constraints) {
  const int n = board.n;
  std::string text = fmt::format("size {}\n", n);
  if (!board.jigsaw && !board.regions_in_lines) {
    text += fmt::format("box {}x{}\n", board.box_rows, board.box_columns);
  }
  text += "givens\n";
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const int v = givens[static_cast<std::size_t>(r * n + c)];
      text += (c > 0 ? " " : "") + (v == 0 ? std::string(".") : std::to_string(v));
    }
    text += "\n";
  }
  if (board.jigsaw) {
    text += "regions\n";
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        text += fmt::format("{}{}", c > 0 ? " " : "",
                            board.region[static_cast<std::size_t>(r * n + c)]);
      }
      text += "\n";
    }
  }
  return text + "constraints\n" + constraints + "\n";
}

SudokuPuzzle read_one(const std::string& text) {
  std::istringstream in(text);
  std::vector<SudokuPuzzle> puzzles;
  read_puzzles(
      in, "test", {}, [&](SudokuPuzzle&& p) { puzzles.push_back(std::move(p)); },
      [&](const InputError& e) {
        ADD_FAILURE() << e.line() << ": " << e.message() << "\n" << text;
      });
  if (puzzles.size() != 1) throw std::runtime_error("no puzzle");
  return puzzles.front();
}

std::set<Grid> model_solutions(const SudokuPuzzle& puzzle, std::uint64_t* nodes = nullptr) {
  const SudokuModel model = build_model(puzzle);
  Solver solver(model.problem);
  const std::vector<OptionId> clues = clue_options(model, puzzle);
  SearchLimits limits;
  limits.forced = clues;
  std::set<Grid> out;
  const SearchResult result = solver.search(
      [&](SolutionView solution) {
        Grid grid = decode(model, solution);
        EXPECT_EQ(check_sudoku(puzzle, grid), std::nullopt);
        EXPECT_TRUE(out.insert(grid).second) << "a grid found twice";
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
// the brute force needs many clues to stay quick.
std::vector<Setting> settings(const std::vector<std::string>& names) {
  if (std::find(names.begin(), names.end(), "windoku") != names.end()) {
    return {{"9x9", boxes(9, 3, 3), 40, 8}};
  }
  return {{"4x4", boxes(4, 2, 2), 0, 40},
          {"4x4 jigsaw", jigsaw4(), 0, 15},
          {"6x6", boxes(6, 2, 3), 8, 12}};
}

// The families whose rule is about the whole grid: their instances are planted on a grid that
// keeps them, found by the model.
const std::set<std::string> kGlobal = {"anti-knight",     "anti-king", "non-consecutive",
                                       "disjoint-groups", "diagonal+", "diagonal-",
                                       "windoku"};

// The families a grid has one of: the jigsaw's lines are all its regions.
const std::set<std::string> kOnePerGrid = {"jigsaw"};

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
    const Grid blank(static_cast<std::size_t>(setting.board.n * setting.board.n), 0);
    for (int instance = 0; instance < setting.instances; ++instance) {
      // The rules of the whole grid first, and a planted grid that keeps them (found by the
      // model from a random order, and checked with the rules here), when there is one.
      std::vector<Grid> drawn = all_grids(setting.board, blank, &rng);
      ASSERT_EQ(drawn.size(), 1u);
      Grid planted = drawn.front();
      std::string lines;
      std::vector<Rule> rules;
      std::vector<std::string> others;
      for (const std::string& name : names) {
        if (name == "disjoint-groups" && setting.board.jigsaw) continue;
        if (kGlobal.count(name) == 0) {
          others.push_back(name);
          continue;
        }
        Maker maker{rng, setting.board, planted, setting.board.n};
        for (int k = 0; k < per; ++k) {
          Instance made = all.at(name)(maker);
          lines += made.line + "\n";
          rules.push_back(made.rule);
        }
      }
      if (!lines.empty()) {
        const SudokuPuzzle rules_only = read_one(puzzle_text(setting.board, blank, lines));
        const SudokuModel model = build_model(rules_only);
        Solver solver(model.problem, SolverOptions(rng()));
        const FirstSolution first = solver.first();
        if (first.found) {
          planted = decode(model, first.options);
          for (const Rule& rule : rules) ASSERT_TRUE(rule(planted)) << lines;
        }
      }
      Grid givens(planted.size(), 0);
      for (int k = 0; k < setting.givens; ++k) {
        const std::size_t cell =
            std::uniform_int_distribution<std::size_t>(0, planted.size() - 1)(rng);
        givens[cell] = planted[cell];
      }
      Maker maker{rng, setting.board, planted, setting.board.n};
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
      const Board board = regions_in_lines ? latin_square(setting.board) : setting.board;
      const std::string text = puzzle_text(board, givens, lines);
      const std::vector<Grid> grids = all_grids(board, givens);
      std::set<Grid> expected;
      for (const Grid& g : grids) {
        if (std::all_of(rules.begin(), rules.end(), [&](const Rule& r) { return r(g); })) {
          expected.insert(g);
        }
      }
      const SudokuPuzzle puzzle = read_one(text);
      const std::set<Grid> found = model_solutions(puzzle);
      EXPECT_EQ(found.size(), expected.size()) << setting.name << "\n" << text;
      EXPECT_TRUE(found == expected) << setting.name << "\n" << text;
      if (found != expected) return;  // one failure says enough
      with_solutions += !expected.empty();
      cut += expected.size() < grids.size();
    }
  }
  // The instances are not vacuous: some have solutions, and the rules cut some grids out.
  EXPECT_GT(with_solutions, 0);
  EXPECT_GT(cut, 0);
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
    const SudokuPuzzle puzzle = read_one(std::string("size 9\nconstraints\n") + line + "\n");
    std::uint64_t nodes = 0;
    EXPECT_TRUE(model_solutions(puzzle, &nodes).empty());
    EXPECT_LE(nodes, 1u);
  }
  // Mirror cells in different houses keep their solutions.
  const SudokuPuzzle fine = read_one("size 4\nconstraints\npalindrome r1c1 r2c3\n");
  EXPECT_FALSE(model_solutions(fine).empty());
}

}  // namespace
}  // namespace dlx::sudoku::variant_constraints_test
