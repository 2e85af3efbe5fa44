// Each ISS type against a brute force of ISS's own rule: on 4x4 grids, a puzzle written as an ISS
// string and as the text format (its sections and `constraints` lines) must have the same
// solutions, found by the model (through the reader, the model, the presolve and the engine), and
// those must be the grids that a brute force over every 4x4 Latin square keeps when it checks the
// rule as ISS states it (js/sudoku_constraint.js and js/solver/sudoku_builder.js: which diagonal
// Diagonal~1 is, which cells a little killer's clue sums, which side each of an XSum's two clues
// reads from, that GreaterThan's earlier cell is the greater), written here from ISS's definitions,
// not from the reader's mapping.
#include <gtest/gtest.h>
#include <dlx/dlx.hpp>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "encoders/sudoku/sudoku_model.hpp"
#include "tests/support/small_grids.hpp"

namespace dlx::sudoku::iss_semantics_test {
namespace {

constexpr int kN = 4;
using Grid = std::vector<int>;
using Rule = std::function<bool(const Grid&)>;

int v(const Grid& g, int r, int c) {
  return g[static_cast<std::size_t>(r * kN + c)];
}

// Every 4x4 grid of 1..values in which any two cells that `meet` hold different values.
std::vector<Grid> grids_where(int values, const std::function<bool(int, int)>& meet) {
  return testing::grids_where(kN * kN, values, meet);
}

// Every 4x4 Latin square (576 of them).
std::vector<Grid> latin_squares() {
  return grids_where(kN, [](int a, int b) { return a / kN == b / kN || a % kN == b % kN; });
}

// The cells of each region hold different values.
bool distinct_in(const Grid& g, const std::vector<int>& region_of) {
  for (int a = 0; a < kN * kN; ++a) {
    for (int b = a + 1; b < kN * kN; ++b) {
      if (region_of[static_cast<std::size_t>(a)] == region_of[static_cast<std::size_t>(b)] &&
          g[static_cast<std::size_t>(a)] == g[static_cast<std::size_t>(b)]) {
        return false;
      }
    }
  }
  return true;
}

const std::vector<int> kBoxes = {0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3};
// Each cell's place in its box: the disjoint sets.
const std::vector<int> kPlaces = {0, 1, 0, 1, 2, 3, 2, 3, 0, 1, 0, 1, 2, 3, 2, 3};
const std::vector<int> kJigsaw = {0, 0, 0, 1, 0, 1, 1, 1, 2, 2, 2, 3, 2, 3, 3, 3};
const char* const kJigsawLayout = "0001011122232333";
const char* const kJigsawMap = "0 0 0 1\n0 1 1 1\n2 2 2 3\n2 3 3 3\n";

bool different(const Grid& g, const std::vector<std::pair<int, int>>& cells) {
  std::set<int> seen;
  for (const auto& [r, c] : cells) {
    if (!seen.insert(v(g, r, c)).second) return false;
  }
  return true;
}

// Orthogonal pairs of the grid, each once.
std::vector<std::pair<int, int>> orthogonal_pairs() {
  std::vector<std::pair<int, int>> pairs;
  for (int cell = 0; cell < kN * kN; ++cell) {
    if (cell % kN + 1 < kN) pairs.emplace_back(cell, cell + 1);
    if (cell + kN < kN * kN) pairs.emplace_back(cell, cell + kN);
  }
  return pairs;
}

bool no_pair(const Grid& g, std::pair<int, int> except, bool (*related)(int, int)) {
  for (const auto& [a, b] : orthogonal_pairs()) {
    if (std::make_pair(a, b) == except) continue;
    if (related(g[static_cast<std::size_t>(a)], g[static_cast<std::size_t>(b)])) return false;
  }
  return true;
}

// The cells from a side of a row (r >= 0) or column, from the first: ISS's R1 / C1 lines.
std::vector<int> line_from(bool row, int index, bool forward, const Grid& g) {
  std::vector<int> digits;
  for (int k = 0; k < kN; ++k) digits.push_back(row ? v(g, index, k) : v(g, k, index));
  if (!forward) std::reverse(digits.begin(), digits.end());
  return digits;
}

int visible(const std::vector<int>& digits) {
  int tallest = 0;
  int seen = 0;
  for (int d : digits) {
    if (d > tallest) {
      tallest = d;
      ++seen;
    }
  }
  return seen;
}

int x_sum(const std::vector<int>& digits) {
  int sum = 0;
  for (int k = 0; k < digits[0]; ++k) sum += digits[static_cast<std::size_t>(k)];
  return sum;
}

int sandwich(const std::vector<int>& digits) {
  const auto one = std::find(digits.begin(), digits.end(), 1);
  const auto high = std::find(digits.begin(), digits.end(), kN);
  int sum = 0;
  for (auto it = std::min(one, high) + 1; it < std::max(one, high); ++it) sum += *it;
  return sum;
}

// A row (or column) of the grid read from one end.
struct EdgeLine {
  bool row = true;
  int index = 0;
  bool forward = true;
};

// The 16 lines read from an edge.
std::vector<std::vector<int>> edge_lines(const Grid& g) {
  std::vector<std::vector<int>> lines;
  for (bool row : {true, false}) {
    for (int index = 0; index < kN; ++index) {
      for (bool forward : {true, false}) lines.push_back(line_from(row, index, forward, g));
    }
  }
  return lines;
}

// ISS's FullRank clue, as its handler enforces it, rank set by rank set.
bool full_rank(const Grid& g, EdgeLine clued, int rank, bool ties_any) {
  const std::vector<int> mine = line_from(clued.row, clued.index, clued.forward, g);
  if (mine[0] != (rank + 3) / 4) return false;
  int lower = 0;
  int equal = 0;
  for (const std::vector<int>& other : edge_lines(g)) {
    if (other[0] != mine[0]) continue;
    lower += std::lexicographical_compare(other.begin(), other.end(), mine.begin(), mine.end());
    equal += other == mine;
  }
  return lower == (rank - 1) % 4 && (ties_any || equal == 1);
}

// ISS's SumLine handler's walk over the cells: the partial sums each boundary may hold.
bool sum_line(const Grid& g, const std::vector<std::pair<int, int>>& cells, int sum, bool loop) {
  int total = 0;
  for (const auto& [r, c] : cells) total += v(g, r, c);
  if (total < sum) return false;
  for (int first = 0; first < (loop ? sum : 1); ++first) {
    int partial = first;
    bool fits = true;
    for (const auto& [r, c] : cells) {
      partial += v(g, r, c);
      fits = fits && partial <= sum;
      if (partial == sum) partial = 0;
    }
    if (fits && partial == first) return true;
  }
  return false;
}

struct Case {
  std::string iss;   // the ISS string
  std::string text;  // the same puzzle in the text format (a sectioned file)
  Rule rule;         // ISS's rule
  const std::vector<int>* regions = &kBoxes;
  const std::vector<int>* extra = nullptr;  // more regions
};

std::vector<Case> cases() {
  const std::string size = "size 4\nconstraints\n";
  return {
      {".Shape~4x4.Thermo~R1C1~R1C2~R2C2", size + "thermo r1c1 r1c2 r2c2",
       [](const Grid& g) { return v(g, 0, 0) < v(g, 0, 1) && v(g, 0, 1) < v(g, 1, 1); }},
      // The circle is the first cell.
      {".Shape~4x4.Arrow~R1C1~R2C1~R2C2", size + "arrow r1c1: r2c1 r2c2",
       [](const Grid& g) { return v(g, 0, 0) == v(g, 1, 0) + v(g, 1, 1); }},
      // The pill: its cells in reading order, read as a decimal number.
      {".Shape~4x4.PillArrow~2~R1C2~R1C1~R2C1~R2C2~R3C2~R3C3~R4C3",
       size + "arrow r1c1 r1c2: r2c1 r2c2 r3c2 r3c3 r4c3",
       [](const Grid& g) {
         return 10 * v(g, 0, 0) + v(g, 0, 1) ==
                v(g, 1, 0) + v(g, 1, 1) + v(g, 2, 1) + v(g, 2, 2) + v(g, 3, 2);
       }},
      // A cage: different values, summing to its sum; a sum of 0 or none asks no sum.
      {".Shape~4x4.Cage~5~R1C1~R1C2~R2C1.Cage~~R3C3~R4C4.Cage~0~R3C4~R4C3",
       size + "killer 5: r1c1 r1c2 r2c1\nkiller r3c3 r4c4\nkiller r3c4 r4c3",
       [](const Grid& g) {
         return different(g, {{0, 0}, {0, 1}, {1, 0}}) &&
                v(g, 0, 0) + v(g, 0, 1) + v(g, 1, 0) == 5 && v(g, 2, 2) != v(g, 3, 3) &&
                v(g, 2, 3) != v(g, 3, 2);
       }},
      // Little killers, by their first cell: from the top down and left, the right side up and
      // left, the bottom up and right, the left side down and right.
      {".Shape~4x4.LittleKiller~5~R1C2.LittleKiller~7~R2C4",
       size + "little-killer 5: r1c2 r2c1\nlittle-killer 7: r2c4 r1c3",
       [](const Grid& g) { return v(g, 0, 1) + v(g, 1, 0) == 5 && v(g, 1, 3) + v(g, 0, 2) == 7; }},
      {".Shape~4x4.LittleKiller~9~R4C2.LittleKiller~6~R2C1",
       size + "little-killer 9: r4c2 r3c3 r2c4\nlittle-killer 6: r2c1 r3c2 r4c3",
       [](const Grid& g) {
         return v(g, 3, 1) + v(g, 2, 2) + v(g, 1, 3) == 9 &&
                v(g, 1, 0) + v(g, 2, 1) + v(g, 3, 2) == 6;
       }},
      // A sandwich: the sum first, then the row or column.
      {".Shape~4x4.Sandwich~3~R2.Sandwich~0~C3", size + "sandwich row 2: 3\nsandwich col 3: 0",
       [](const Grid& g) {
         return sandwich(line_from(true, 1, true, g)) == 3 &&
                sandwich(line_from(false, 2, true, g)) == 0;
       }},
      // XSum and Skyscraper: the row or column, the clue from the left (top), from the right
      // (bottom).
      {".Shape~4x4.XSum~R1~5~.XSum~C2~~7", size + "x-sum row 1 left: 5\nx-sum col 2 bottom: 7",
       [](const Grid& g) {
         return x_sum(line_from(true, 0, true, g)) == 5 &&
                x_sum(line_from(false, 1, false, g)) == 7;
       }},
      {".Shape~4x4.Skyscraper~R3~2~3", size + "skyscraper row 3 left: 2\nskyscraper row 3 right: 3",
       [](const Grid& g) {
         return visible(line_from(true, 2, true, g)) == 2 &&
                visible(line_from(true, 2, false, g)) == 3;
       }},
      {".Shape~4x4.V~R1C1~R1C2.X~R3C3~R3C4", size + "v r1c1 r1c2\nx r3c3 r3c4",
       [](const Grid& g) { return v(g, 0, 0) + v(g, 0, 1) == 5 && v(g, 2, 2) + v(g, 2, 3) == 10; }},
      {".Shape~4x4.WhiteDot~R1C1~R1C2~R2C2.BlackDot~R3C3~R3C4",
       size + "kropki-white r1c1 r1c2\nkropki-white r1c2 r2c2\nkropki-black r3c3 r3c4",
       [](const Grid& g) {
         const int a = v(g, 2, 2);
         const int b = v(g, 2, 3);
         return std::abs(v(g, 0, 0) - v(g, 0, 1)) == 1 && std::abs(v(g, 0, 1) - v(g, 1, 1)) == 1 &&
                (a == 2 * b || b == 2 * a);
       }},
      // A cell is greater than the later cells beside it.
      {".Shape~4x4.GreaterThan~R1C1~R1C2~R2C1", size + "thermo r1c2 r1c1\nthermo r2c1 r1c1",
       [](const Grid& g) { return v(g, 0, 0) > v(g, 0, 1) && v(g, 0, 0) > v(g, 1, 0); }},
      // Strict XV and kropki: the marked pairs exempt, no other pair may have the relation.
      {".Shape~4x4.StrictXV.V~R1C1~R1C2", size + "v r1c1 r1c2\nnegative xv",
       [](const Grid& g) {
         return v(g, 0, 0) + v(g, 0, 1) == 5 &&
                no_pair(g, {0, 1}, [](int a, int b) { return a + b == 5 || a + b == 10; });
       }},
      {".Shape~4x4.StrictKropki.WhiteDot~R1C1~R1C2",
       size + "kropki-white r1c1 r1c2\nnegative kropki-white\nnegative kropki-black",
       [](const Grid& g) {
         return std::abs(v(g, 0, 0) - v(g, 0, 1)) == 1 && no_pair(g, {0, 1}, [](int a, int b) {
                  return std::abs(a - b) == 1 || a == 2 * b || b == 2 * a;
                });
       }},
      {".Shape~4x4.AntiKnight", size + "anti-knight",
       [](const Grid& g) {
         for (int a = 0; a < 16; ++a) {
           for (int b = 0; b < 16; ++b) {
             const int dr = std::abs(a / 4 - b / 4);
             const int dc = std::abs(a % 4 - b % 4);
             if (dr * dc == 2 && g[static_cast<std::size_t>(a)] == g[static_cast<std::size_t>(b)])
               return false;
           }
         }
         return true;
       }},
      {".Shape~4x4.AntiConsecutive", size + "non-consecutive",
       [](const Grid& g) {
         return no_pair(g, {-1, -1}, [](int a, int b) { return std::abs(a - b) == 1; });
       }},
      // Disjoint sets: the same place in each box.
      {".Shape~4x4.DisjointSets", size + "disjoint-groups",
       [](const Grid& g) {
         return different(g, {{0, 0}, {0, 2}, {2, 0}, {2, 2}}) &&
                different(g, {{0, 1}, {0, 3}, {2, 1}, {2, 3}}) &&
                different(g, {{1, 0}, {1, 2}, {3, 0}, {3, 2}}) &&
                different(g, {{1, 1}, {1, 3}, {3, 1}, {3, 3}});
       }},
      // Diagonal 1 holds cells (r, n-1-r), from the top right; -1 cells (r, r).
      {".Shape~4x4.Diagonal~1", size + "diagonal+",
       [](const Grid& g) {
         return different(g, {{0, 3}, {1, 2}, {2, 1}, {3, 0}});
       }},
      {".Shape~4x4.Diagonal~-1", size + "diagonal-",
       [](const Grid& g) {
         return different(g, {{0, 0}, {1, 1}, {2, 2}, {3, 3}});
       }},
      // ISS's window of a 4x4: the 2x2 box one cell in from the top left corner.
      {".Shape~4x4.Windoku", size + "extra-region r2c2 r2c3 r3c2 r3c3",
       [](const Grid& g) {
         return different(g, {{1, 1}, {1, 2}, {2, 1}, {2, 2}});
       }},
      {".Shape~4x4.AllDifferent~R1C1~R2C3", size + "extra-region r1c1 r2c3",
       [](const Grid& g) { return v(g, 0, 0) != v(g, 1, 2); }},
      {".Shape~4x4.Palindrome~R1C1~R2C2~R3C3~R4C4", size + "palindrome r1c1 r2c2 r3c3 r4c4",
       [](const Grid& g) { return v(g, 0, 0) == v(g, 3, 3) && v(g, 1, 1) == v(g, 2, 2); }},
      {".Shape~4x4.Renban~R1C1~R2C2~R3C3", size + "renban r1c1 r2c2 r3c3",
       [](const Grid& g) {
         const int a = v(g, 0, 0);
         const int b = v(g, 1, 1);
         const int c = v(g, 2, 2);
         return different(g, {{0, 0}, {1, 1}, {2, 2}}) &&
                std::max({a, b, c}) - std::min({a, b, c}) == 2;
       }},
      // A whisper without its difference: 5 (none on a 4x4), not the text format's ceil(n/2).
      {".Shape~4x4.Whisper~R1C1~R2C2", size + "whisper 5: r1c1 r2c2",
       [](const Grid& g) { return std::abs(v(g, 0, 0) - v(g, 1, 1)) >= 5; }},
      {".Shape~4x4.Whisper~2~R1C1~R2C2~R3C3", size + "whisper 2: r1c1 r2c2 r3c3",
       [](const Grid& g) {
         return std::abs(v(g, 0, 0) - v(g, 1, 1)) >= 2 && std::abs(v(g, 1, 1) - v(g, 2, 2)) >= 2;
       }},
      {".Shape~4x4.Between~R1C1~R1C2~R1C3~R1C4", size + "between r1c1 r1c2 r1c3 r1c4",
       [](const Grid& g) {
         const int low = std::min(v(g, 0, 0), v(g, 0, 3));
         const int high = std::max(v(g, 0, 0), v(g, 0, 3));
         return low < v(g, 0, 1) && v(g, 0, 1) < high && low < v(g, 0, 2) && v(g, 0, 2) < high;
       }},
      // The line's pieces in each box have the same sum.
      {".Shape~4x4.RegionSumLine~R1C1~R1C2~R1C3~R2C3", size + "region-sum r1c1 r1c2 r1c3 r2c3",
       [](const Grid& g) { return v(g, 0, 0) + v(g, 0, 1) == v(g, 0, 2) + v(g, 1, 2); }},
      {".Shape~4x4.Zipper~R1C1~R1C2~R1C3.Zipper~R1C4~R2C4~R3C4~R4C4",
       size + "zipper r1c1 r1c2 r1c3\nzipper r1c4 r2c4 r3c4 r4c4",
       [](const Grid& g) {
         return v(g, 0, 1) == v(g, 0, 0) + v(g, 0, 2) &&
                v(g, 0, 3) + v(g, 3, 3) == v(g, 1, 3) + v(g, 2, 3);
       }},
      // Modular 3: the first three differ mod 3, cells three apart agree.
      {".Shape~4x4.Modular~3~R1C1~R1C2~R1C3~R1C4", size + "modular r1c1 r1c2 r1c3 r1c4",
       [](const Grid& g) {
         const int a = v(g, 0, 0) % 3;
         const int b = v(g, 0, 1) % 3;
         const int c = v(g, 0, 2) % 3;
         return a != b && b != c && a != c && v(g, 0, 3) % 3 == a;
       }},
      // Modular 2: the first two differ mod 2, cells two apart agree.
      {".Shape~4x4.Modular~2~R1C1~R1C2~R2C2", size + "modular 2: r1c1 r1c2 r2c2",
       [](const Grid& g) {
         return v(g, 0, 0) % 2 != v(g, 0, 1) % 2 && v(g, 1, 1) % 2 == v(g, 0, 0) % 2;
       }},
      // Lockout: the ends at least K apart, the inner cells outside them, ends included.
      {".Shape~4x4.Lockout~2~R1C1~R2C2~R3C3", size + "lockout 2: r1c1 r2c2 r3c3",
       [](const Grid& g) {
         const int low = std::min(v(g, 0, 0), v(g, 2, 2));
         const int high = std::max(v(g, 0, 0), v(g, 2, 2));
         return high - low >= 2 && (v(g, 1, 1) < low || v(g, 1, 1) > high);
       }},
      // A quad's values, each at least as often as listed, in the 2x2 block from its corner.
      {".Shape~4x4.Quad~R2C2~1~1", size + "quadruple r2c2: 1 1",
       [](const Grid& g) {
         return (v(g, 1, 1) == 1) + (v(g, 1, 2) == 1) + (v(g, 2, 1) == 1) + (v(g, 2, 2) == 1) >= 2;
       }},
      // Row indexing: digit d in (r, c) says (d, c) holds r; column indexing: (r, d) holds c.
      {".Shape~4x4.Indexing~R~R1C2.Indexing~C~R2C1", size + "row-indexer r1c2\ncolumn-indexer r2c1",
       [](const Grid& g) { return v(g, v(g, 0, 1) - 1, 1) == 1 && v(g, 1, v(g, 1, 0) - 1) == 1; }},
      // ---- Lines read by an automaton. The NFAs were serialized by ISS's own code
      // (NFASerializer.serialize of javascriptSpecToNFA, run in node), each from the spec named;
      // the text lines are written here from the rule. Regex: "[12].*4" in base64url.
      {".Shape~4x4.Regex~WzEyXS4qNA~R1C1~R2C2~R3C3", size + "regex [12].*4: r1c1 r2c2 r3c3",
       [](const Grid& g) { return v(g, 0, 0) <= 2 && v(g, 2, 2) == 4; }},
      // The older, percent-encoded pattern; two lines (an empty argument between).
      {".Shape~4x4.Regex~%5B34%5D%2E~R1C1~R1C2~~R4C4~R3C3",
       size + "regex [34].: r1c1 r1c2\nregex [34].: r4c4 r3c3",
       [](const Grid& g) { return v(g, 0, 0) >= 3 && v(g, 3, 3) >= 3; }},
      // NFA: at least two values of 1 or 2 (the state counts them up to 2).
      {".Shape~4x4.NFA~RNX0HqvrQA~~R1C1~R1C2~R1C3",
       size + "automaton start=0 accept=2 0>0=3,4 0>1=1,2 1>1=3,4 1>2=1,2 2>2=1-4: r1c1 r1c2 r1c3",
       [](const Grid& g) {
         return (v(g, 0, 0) <= 2) + (v(g, 0, 1) <= 2) + (v(g, 0, 2) <= 2) >= 2;
       }},
      // NFA of segments: each segment sums to 0 mod 3 (the break goes on from 0 only).
      {".Shape~4x4.NFA~RRP2EfDPGA~_mod~R1C1~R2C1~-~R3C3~R4C3~R4C4",
       size + "automaton start=0 accept=0 0>0=3,| 0>1=1,4 0>2=2 1>1=3 1>2=1,4 1>0=2 2>2=3 2>0=1,4 "
              "2>1=2: r1c1 r2c1 | r3c3 r4c3 r4c4",
       [](const Grid& g) {
         return (v(g, 0, 0) + v(g, 1, 0)) % 3 == 0 &&
                (v(g, 2, 2) + v(g, 3, 2) + v(g, 3, 3)) % 3 == 0;
       }},
      // A nondeterministic NFA: a 1, then later a 4 (on a 1 it stays or moves on).
      {".Shape~4x4.NFA~RNXwHqv1IA~R1C1~R2C1~R3C1~R4C1",
       size + "automaton start=0 accept=2 0>0=1-4 0>1=1 1>1=1-4 1>2=4 2>2=1-4: r1c1 r2c1 r3c1 r4c1",
       [](const Grid& g) {
         for (int i = 0; i < 4; ++i) {
           for (int j = i + 1; j < 4; ++j) {
             if (v(g, i, 0) == 1 && v(g, j, 0) == 4) return true;
           }
         }
         return false;
       }},
      // An NFA of 33 start states (ISS reads past 32 of them: Sequence sudoku's had 58): start
      // state i goes on value i mod 4 + 1 to the accepting state when that is 1 or 2, which then
      // takes anything. Serialized by ISS's code from that NFA (nfa_builder.js, run in node).
      {".Shape~4x4.NFA~VOEEAAAAADCUIAMJQgAwlCADCUIAMJQgAwlCADCUIAMJQgAw_DDDCA~~R1C1~R1C2",
       size + "automaton start=0 accept=1 0>1=1,2 1>1=1-4: r1c1 r1c2",
       [](const Grid& g) { return v(g, 0, 0) <= 2; }},
      // Sum: the cells times their coefficients (a bare sum: each 1) add up to the sum; values
      // may repeat.
      {".Shape~4x4.Sum~7~R1C1~R2C2~R3C3", size + "sum 7: r1c1 r2c2 r3c3",
       [](const Grid& g) { return v(g, 0, 0) + v(g, 1, 1) + v(g, 2, 2) == 7; }},
      {".Shape~4x4.Sum~-1_=_2_-1_-3~R1C1~R1C2~R4C4", size + "sum -1: 2*r1c1 -1*r1c2 -3*r4c4",
       [](const Grid& g) { return 2 * v(g, 0, 0) - v(g, 0, 1) - 3 * v(g, 3, 3) == -1; }},
      // ContainAtLeast: each value at least as often as listed; ContainExact: exactly, the
      // values not listed free.
      {".Shape~4x4.ContainAtLeast~1_1~R1C1~R2C2~R3C3",
       size + "contains-at-least 1 1: r1c1 r2c2 r3c3",
       [](const Grid& g) {
         return (v(g, 0, 0) == 1) + (v(g, 1, 1) == 1) + (v(g, 2, 2) == 1) >= 2;
       }},
      {".Shape~4x4.ContainExact~2_3~R1C1~R2C2~R3C3", size + "contains-exactly 2 3: r1c1 r2c2 r3c3",
       [](const Grid& g) {
         const int twos = (v(g, 0, 0) == 2) + (v(g, 1, 1) == 2) + (v(g, 2, 2) == 2);
         const int threes = (v(g, 0, 0) == 3) + (v(g, 1, 1) == 3) + (v(g, 2, 2) == 3);
         return twos == 1 && threes == 1;
       }},
      // Pair: each cell and the next by the key's table (bit (a-1)*4 + (b-1): a then b), here "b
      // is a + 1, or 4 then 1"; Binary the same with '-' and '_' swapped. A name (`_up`) and an
      // empty argument start new groups.
      {".Shape~4x4.Pair~ChB~R1C1~R2C1~~R3C3~R3C4.Binary~ChB~_up~R4C1~R4C2",
       size + "pair 1->2 2->3 3->4 4->1: r1c1 r2c1\npair 1->2 2->3 3->4 4->1: r3c3 r3c4\n"
              "pair 1->2 2->3 3->4 4->1: r4c1 r4c2",
       [](const Grid& g) {
         auto next = [](int a, int b) { return b == a % 4 + 1; };
         return next(v(g, 0, 0), v(g, 1, 0)) && next(v(g, 2, 2), v(g, 2, 3)) &&
                next(v(g, 3, 0), v(g, 3, 1));
       }},
      // PairX: every two cells by the (symmetric) table, here "differ by other than 2".
      {".Shape~4x4.PairX~75N~R1C1~R2C3~R4C2",
       size + "pairx 1->1,2,4 2->1-3 3->2-4 4->1,3,4: r1c1 r2c3 r4c2",
       [](const Grid& g) {
         const int a = v(g, 0, 0);
         const int b = v(g, 1, 2);
         const int c = v(g, 3, 1);
         return std::abs(a - b) != 2 && std::abs(a - c) != 2 && std::abs(b - c) != 2;
       }},
      // CountDistinct: the control cell holds how many different values the others hold.
      {".Shape~4x4.CountDistinct~R1C1~R2C2~R3C3~R4C2", size + "count-distinct r1c1: r2c2 r3c3 r4c2",
       [](const Grid& g) {
         const std::set<int> values = {v(g, 1, 1), v(g, 2, 2), v(g, 3, 1)};
         return v(g, 0, 0) == static_cast<int>(values.size());
       }},
      // SameValues: K sets of as many cells, one after the other, hold the same values; K at
      // least the cells: all hold one value.
      {".Shape~4x4.SameValues~2~R1C1~R2C1~R3C3~R4C4.SameValues~3~R1C4~R4C3",
       size + "same-values r1c1 r2c1 | r3c3 r4c4\nsame-values r1c4 | r4c3",
       [](const Grid& g) {
         const std::multiset<int> a = {v(g, 0, 0), v(g, 1, 0)};
         const std::multiset<int> b = {v(g, 2, 2), v(g, 3, 3)};
         return a == b && v(g, 0, 3) == v(g, 3, 2);
       }},
      // A Cage that lists a cell twice: its cells differ, and the cell counts twice in the sum.
      {".Shape~4x4.Cage~7~R1C1~R2C2~R2C2", size + "killer r1c1 r2c2\nsum 7: r1c1 2*r2c2",
       [](const Grid& g) { return v(g, 0, 0) != v(g, 1, 1) && v(g, 0, 0) + 2 * v(g, 1, 1) == 7; }},
      // The Givens of a cell keep the values they share: one, a clue; several, candidates.
      {".Shape~4x4.~R1C1_1_2.~R1C1_2_3~R4C4_4.~R2C2_1_3",
       "givens\n2 . . .\n. . . .\n. . . .\n. . . 4\nconstraints\ncandidates r2c2: 1 3",
       [](const Grid& g) {
         return v(g, 0, 0) == 2 && v(g, 3, 3) == 4 && (v(g, 1, 1) == 1 || v(g, 1, 1) == 3);
       }},
      // A Jigsaw with NoBoxes: its pieces instead of the boxes; without NoBoxes, beside them.
      {std::string(".Shape~4x4.NoBoxes.Jigsaw~") + kJigsawLayout,
       std::string("regions\n") + kJigsawMap, [](const Grid&) { return true; }, &kJigsaw},
      {std::string(".Shape~4x4.Jigsaw~") + kJigsawLayout, std::string("extra\n") + kJigsawMap,
       [](const Grid&) { return true; }, &kBoxes, &kJigsaw},
      // ISS's disjoint sets and windows without boxes: the places of the boxes NoBoxes removed.
      {std::string(".Shape~4x4.NoBoxes.DisjointSets.Jigsaw~") + kJigsawLayout,
       std::string("regions\n") + kJigsawMap +
           "constraints\nextra-region r1c1 r1c3 r3c1 r3c3\nextra-region r1c2 r1c4 r3c2 r3c4\n"
           "extra-region r2c1 r2c3 r4c1 r4c3\nextra-region r2c2 r2c4 r4c2 r4c4",
       [](const Grid& g) { return distinct_in(g, kPlaces); }, &kJigsaw},
      // FullRank (js/solver/handlers.js): the clue's line starts with the value (rank + 3) / 4;
      // of the other lines read from an edge that start with it (its "rank set"), (rank - 1) % 4
      // are lower, and, but with FullRankTies~any, none is equal; FullRankTies~none: no two of
      // the 16 lines read from an edge are equal.
      {".Shape~4x4.FullRank~C1~10~.FullRank~R4~5~",
       size + "full-rank col 1 top: 10\nfull-rank row 4 left: 5",
       [](const Grid& g) {
         return full_rank(g, {false, 0, true}, 10, false) &&
                full_rank(g, {true, 3, true}, 5, false);
       }},
      {".Shape~4x4.FullRank~C2~~7.FullRankTies~any", size + "full-rank-tied col 2 bottom: 7",
       [](const Grid& g) {
         return full_rank(g, {false, 1, false}, 7, true);
       }},
      {".Shape~4x4.FullRank~R2~~9.FullRankTies~none",
       size + "full-rank row 2 right: 9\nfull-rank-no-ties",
       [](const Grid& g) {
         const std::vector<std::vector<int>> lines = edge_lines(g);
         const std::set<std::vector<int>> distinct(lines.begin(), lines.end());
         return full_rank(g, {true, 1, false}, 9, false) && distinct.size() == lines.size();
       }},
      // SumLine (js/solver/handlers.js): partial sums from 0 along the line, back to 0 on
      // reaching the sum, never past it, 0 at the end and the total at least the sum; a LOOP
      // starts from any partial sum and comes back to it.
      {".Shape~4x4.SumLine~5~R1C1~R1C2~R2C2~R2C1", size + "sum-line 5: r1c1 r1c2 r2c2 r2c1",
       [](const Grid& g) {
         return sum_line(g, {{0, 0}, {0, 1}, {1, 1}, {1, 0}}, 5, false);
       }},
      {".Shape~4x4.SumLine~4~R3C1~R3C2~R4C2~R4C1~LOOP",
       size + "sum-line 4: r3c1 r3c2 r4c2 r4c1 r3c1",
       [](const Grid& g) {
         return sum_line(g, {{2, 0}, {2, 1}, {3, 1}, {3, 0}}, 4, true);
       }},
      // NumberedRoom (sudoku_builder.js: Indexing on the line): the first cell's digit N, 1 to
      // the line's length, says that cell N from the side holds the clue.
      {".Shape~4x4.NumberedRoom~R2~3~.NumberedRoom~C4~~1",
       size + "numbered-room row 2 left: 3\nnumbered-room col 4 bottom: 1",
       [](const Grid& g) {
         const std::vector<int> row = line_from(true, 1, true, g);
         const std::vector<int> column = line_from(false, 3, false, g);
         return row[static_cast<std::size_t>(row[0] - 1)] == 3 &&
                column[static_cast<std::size_t>(column[0] - 1)] == 1;
       }},
      // HiddenSkyscraper (js/solver/handlers.js): the first cell is seen; the first cell lower
      // than the tallest before it holds the clue.
      {".Shape~4x4.HiddenSkyscraper~C3~2~", size + "hidden-skyscraper col 3 top: 2",
       [](const Grid& g) {
         const std::vector<int> column = line_from(false, 2, true, g);
         int tallest = column[0];
         for (int d : column) {
           if (d < tallest) return d == 2;
           tallest = std::max(tallest, d);
         }
         return false;
       }},
      // CountingCircles: each value in the circles is in as many of them.
      {".Shape~4x4.CountingCircles~R1C1~R2C3~R3C2~R4C4~R1C4",
       size + "counting-circles r1c1 r2c3 r3c2 r4c4 r1c4",
       [](const Grid& g) {
         std::map<int, int> count;
         for (const auto& [r, c] :
              std::vector<std::pair<int, int>>{{0, 0}, {1, 2}, {2, 1}, {3, 3}, {0, 3}})
           ++count[v(g, r, c)];
         for (const auto& [value, circles] : count) {
           if (value != circles) return false;
         }
         return true;
       }},
      // Lunchbox (js/solver/handlers.js): different values; those between the smallest and the
      // largest, in the cells' order, sum to the clue.
      {".Shape~4x4.Lunchbox~3~R1C1~R1C2~R2C2~R2C3", size + "lunchbox 3: r1c1 r1c2 r2c2 r2c3",
       [](const Grid& g) {
         const std::vector<int> digits = {v(g, 0, 0), v(g, 0, 1), v(g, 1, 1), v(g, 1, 2)};
         if (std::set<int>(digits.begin(), digits.end()).size() != digits.size()) return false;
         const auto low = std::min_element(digits.begin(), digits.end());
         const auto high = std::max_element(digits.begin(), digits.end());
         int sum = 0;
         for (auto it = std::min(low, high) + 1; it < std::max(low, high); ++it) sum += *it;
         return sum == 3;
       }},
      // LookAndSay: pairs of (count, value); a count of 0: the value is not there.
      {".Shape~4x4.LookAndSay~2103~R1C1~R2C2~R3C3~R4C4",
       size + "contains-exactly 1 1: r1c1 r2c2 r3c3 r4c4\ncandidates r1c1: 1 2 4\n"
              "candidates r2c2: 1 2 4\ncandidates r3c3: 1 2 4\ncandidates r4c4: 1 2 4",
       [](const Grid& g) {
         int ones = 0;
         int threes = 0;
         for (int k = 0; k < kN; ++k) {
           ones += v(g, k, k) == 1;
           threes += v(g, k, k) == 3;
         }
         return ones == 2 && threes == 0;
       }},
      // ---- The named families, part two.
      // DoubleArrow: the first and the last cell are the circles; the cells between sum to them.
      {".Shape~4x4.DoubleArrow~R1C1~R1C2~R2C2~R2C1", size + "double-arrow r1c1 r1c2 r2c2 r2c1",
       [](const Grid& g) { return v(g, 0, 0) + v(g, 1, 0) == v(g, 0, 1) + v(g, 1, 1); }},
      // RellikCage: different values, no one or more of which sum to the clue.
      {".Shape~4x4.RellikCage~5~R1C1~R2C2~R3C3", size + "rellik 5: r1c1 r2c2 r3c3",
       [](const Grid& g) {
         const int a = v(g, 0, 0);
         const int b = v(g, 1, 1);
         const int c = v(g, 2, 2);
         if (a == b || b == c || a == c) return false;
         for (int sum : {a, b, c, a + b, a + c, b + c, a + b + c}) {
           if (sum == 5) return false;
         }
         return true;
       }},
      // EqualityCage: different values, as many odd as even, as many of 1-2 as of 3-4.
      {".Shape~4x4.EqualityCage~R1C1~R2C2", size + "equality-cage r1c1 r2c2",
       [](const Grid& g) {
         const int a = v(g, 0, 0);
         const int b = v(g, 1, 1);
         return a != b && a % 2 != b % 2 && (a <= 2) != (b <= 2);
       }},
      // AntiTaxicab: a digit d is not d rows plus columns away from another d.
      {".Shape~4x4.AntiTaxicab", size + "anti-taxicab",
       [](const Grid& g) {
         for (int a = 0; a < kN * kN; ++a) {
           for (int b = a + 1; b < kN * kN; ++b) {
             const int apart = std::abs(a / kN - b / kN) + std::abs(a % kN - b % kN);
             if (g[a] == g[b] && g[a] == apart) return false;
           }
         }
         return true;
       }},
      // ValueIndexing: the second cell's k points k cells further on, to the first cell's value.
      {".Shape~4x4.ValueIndexing~R1C1~R1C2~R2C2~R3C2~R4C2",
       size + "value-indexing r1c1 r1c2 r2c2 r3c2 r4c2",
       [](const Grid& g) {
         const int k = v(g, 0, 1);
         return k <= 3 && v(g, k, 1) == v(g, 0, 0);
       }},
  };
}

SudokuPuzzle read_one(const std::string& text, const std::string& source) {
  std::istringstream in(text + "\n");
  std::vector<SudokuPuzzle> puzzles;
  read_puzzles(
      in, source, {}, [&](SudokuPuzzle&& puzzle) { puzzles.push_back(std::move(puzzle)); },
      [&](const InputError& e) { ADD_FAILURE() << e.what(); });
  if (puzzles.size() != 1) throw std::runtime_error("expected one puzzle in: " + text);
  return puzzles.front();
}

// Every solution of the puzzle, from the model, each checked by the independent checker.
std::set<Grid> model_solutions(const SudokuPuzzle& puzzle) {
  std::set<Grid> grids;
  if (find_clue_conflict(puzzle)) return grids;
  const SudokuModel model = build_model(puzzle);
  Solver solver(model.problem);
  const std::vector<OptionId> clues = clue_options(model, puzzle);
  SearchLimits limits;
  limits.forced = clues;
  solver.search(
      [&](SolutionView solution) {
        const Grid grid = decode(model, solution);
        const auto wrong = check_sudoku(puzzle, grid);
        EXPECT_FALSE(wrong) << *wrong;
        grids.insert(grid);
        return VisitControl::kContinue;
      },
      limits);
  return grids;
}

TEST(IssSemantics, EachTypeHasIssSolutionsAndTheTextFormatsToo) {
  const std::vector<Grid> squares = latin_squares();
  ASSERT_EQ(squares.size(), 576u);
  int cut = 0;  // cases whose rule leaves fewer grids than the regions alone
  for (const Case& c : cases()) {
    std::set<Grid> expected;
    std::size_t regions_only = 0;
    for (const Grid& g : squares) {
      if (!distinct_in(g, *c.regions) || (c.extra && !distinct_in(g, *c.extra))) continue;
      ++regions_only;
      if (c.rule(g)) expected.insert(g);
    }
    cut += expected.size() < regions_only;
    const std::set<Grid> from_iss = model_solutions(read_one(c.iss, "case.txt"));
    const std::set<Grid> from_text = model_solutions(read_one(c.text, "case.txt"));
    EXPECT_EQ(from_iss, expected) << c.iss << ": " << from_iss.size() << " solutions, ISS's rule "
                                  << expected.size();
    EXPECT_EQ(from_text, expected) << c.text;
  }
  // The rules are not idle: all but the jigsaw's region cases cut the grids down.
  EXPECT_GE(cut, static_cast<int>(cases().size()) - 2);
}

// Every 4x4 grid of 1..values whose rows, columns, boxes and jigsaw pieces hold different values.
std::vector<Grid> grids_of_values(int values) {
  return grids_where(values, [](int a, int b) {
    const auto at = [](const std::vector<int>& regions, int cell) {
      return regions[static_cast<std::size_t>(cell)];
    };
    return a / kN == b / kN || a % kN == b % kN || at(kBoxes, a) == at(kBoxes, b) ||
           at(kJigsaw, a) == at(kJigsaw, b);
  });
}

// ISS's RegionSameValues where a Jigsaw's pieces stand beside the boxes: the rows, the columns,
// the boxes and the pieces (four cells each, of five values) all hold one set of digits.
TEST(IssSemantics, RegionSameValuesCountsAJigsawBesideTheBoxes) {
  std::set<Grid> expected;
  for (const Grid& g : grids_of_values(5)) {
    std::map<std::pair<int, int>, std::set<int>> houses;
    for (int cell = 0; cell < kN * kN; ++cell) {
      const int value = g[static_cast<std::size_t>(cell)];
      houses[{0, cell / kN}].insert(value);
      houses[{1, cell % kN}].insert(value);
      houses[{2, kBoxes[static_cast<std::size_t>(cell)]}].insert(value);
      houses[{3, kJigsaw[static_cast<std::size_t>(cell)]}].insert(value);
    }
    const std::set<int>& first = houses.begin()->second;
    if (std::all_of(houses.begin(), houses.end(),
                    [&](const auto& house) { return house.second == first; })) {
      expected.insert(g);
    }
  }
  EXPECT_FALSE(expected.empty());
  const std::string iss =
      std::string(".Shape~4x4~5.Jigsaw~") + kJigsawLayout + ".RegionSameValues.~R1C1_1~R2C3_2";
  std::set<Grid> with_clues;
  for (const Grid& g : expected) {
    if (v(g, 0, 0) == 1 && v(g, 1, 2) == 2) with_clues.insert(g);
  }
  EXPECT_FALSE(with_clues.empty());
  EXPECT_EQ(model_solutions(read_one(iss, "case.txt")), with_clues) << iss;
}

}  // namespace
}  // namespace dlx::sudoku::iss_semantics_test
