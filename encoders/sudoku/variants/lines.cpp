// Lines whose rule is about neighbouring cells or the whole line's digits: palindrome, renban,
// German whispers, entropic and modular lines (and their rules on every 2x2 square: global
// entropy, global mod).
//
//   palindrome  mirrored cells share their value item (Encoder::same): no piece at all
//   renban      one option per run of consecutive digits, the line's cells held within it, each
//               digit of the run once (a value group, as a killer cage's set)
//   whisper     Encoder::line: windows of a few cells, neighbours at least K apart
//   entropic,   the class of each cell (low/middle/high, or the remainder mod 3) repeats every
//   modular     three cells: one option per order of the three classes; a modular line of
//               modulus M (ISS's Modular) repeats the remainders mod M every M cells: one option
//               per order of the remainders of its first M cells while there are few orders
//               (M up to 6), else a pair piece "same remainder" per two cells M apart and an
//               at-most-one item per remainder over the first M cells
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <functional>
#include <set>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

std::string line_name(const Constraint& c, const GridSize& size) {
  return fmt::format("the {} line from {}", c.type->name, cell_text(c.cells[0], size));
}

// Renban.
void compile_renban(const Constraint& c, Encoder& e) {
  const int length = static_cast<int>(c.cells.size());
  if (length < 2) return;
  Piece& piece = e.set_piece(c.cells);
  std::vector<Term> option;
  for (int low = e.lowest(); low + length - 1 <= e.highest(); ++low) {
    ValueMask run = 0;
    for (int v = low; v < low + length; ++v) run |= e.bit(v);
    option.clear();
    for (int cell : c.cells) option.push_back({cell, run});
    piece.add_option(option);
  }
}

std::optional<std::string> check_renban(const Constraint& c, const SolvedGrid& g) {
  std::set<int> digits;
  for (int cell : c.cells) digits.insert(g.at(cell));
  if (digits.size() != c.cells.size()) return line_name(c, g.size) + " repeats a digit";
  if (*digits.rbegin() - *digits.begin() + 1 != static_cast<int>(c.cells.size())) {
    return line_name(c, g.size) + " does not hold consecutive digits";
  }
  return std::nullopt;
}

// Whisper: neighbours differ by at least K, by default half the number of values rounded up (5
// for 1-9, as German whispers have it; 5 for 0-9 too).
int whisper_gap(const Constraint& c, int values) {
  return c.number ? *c.number : (values + 1) / 2;
}

std::optional<std::string> check_whisper(const Constraint& c, const SolvedGrid& g) {
  const int gap = c.number ? *c.number : (g.size.values + 1) / 2;
  for (std::size_t k = 1; k < c.cells.size(); ++k) {
    if (std::abs(g.at(c.cells[k]) - g.at(c.cells[k - 1])) < gap) {
      return fmt::format("{}: {} and {} differ by less than {}", line_name(c, g.size),
                         cell_text(c.cells[k - 1], g.size), cell_text(c.cells[k], g.size), gap);
    }
  }
  return std::nullopt;
}

// Entropic and modular lines: the class of a digit as written.
//   entropic: low, middle, high thirds of the n values, as dclamage's SudokuSolver splits 1..n:
//             sizes (s, l, s) when n mod 3 is 1, else (l, s, l), with s = n/3 and l = (n+2)/3;
//             v is counted from the smallest value (0-8: 0-2, 3-5, 6-8);
//   modular:  the remainder mod 3.
int entropic_class(int v, const GridSize& size) {
  const int n = size.values;
  v -= size.offset;
  const int small = n / 3;
  const int large = (n + 2) / 3;
  const std::array<int, 3> sizes = n % 3 == 1 ? std::array<int, 3>{small, large, small}
                                              : std::array<int, 3>{large, small, large};
  int bound = 0;
  for (int k = 0; k < 3; ++k) {
    bound += sizes[static_cast<std::size_t>(k)];
    if (v <= bound) return k;
  }
  return 2;
}

int modular_class(int v, const GridSize&) {
  return v % 3;
}

void compile_three_classes(const Constraint& c, Encoder& e, int (*class_of)(int, const GridSize&)) {
  const GridSize& size = e.size();
  const std::size_t length = c.cells.size();
  if (length < 2) return;
  if (length == 2) {
    e.pair(c.cells[0], c.cells[1],
           [&](int a, int b) { return class_of(a, size) != class_of(b, size); });
    return;
  }
  std::array<ValueMask, 3> members{};
  for (int v = e.lowest(); v <= e.highest(); ++v) {
    members[static_cast<std::size_t>(class_of(v, size))] |= e.bit(v);
  }
  // The three classes of the first three cells, in each of the 6 orders; the line repeats them.
  std::array<int, 3> order = {0, 1, 2};
  Piece& piece = e.piece();
  std::vector<Term> option;
  do {
    option.clear();
    for (std::size_t k = 0; k < length; ++k) {
      option.push_back({c.cells[k], members[static_cast<std::size_t>(order[k % 3])]});
    }
    piece.add_option(option);
  } while (std::next_permutation(order.begin(), order.end()));
}

// The remainder of a value mod M, for values that may be 0 (never negative).
int remainder_mod(int v, int modulus) {
  return v % modulus;
}

// A modular line of modulus M: the remainders of its first M cells differ, and each cell's
// remainder is that of the cell M before it. Mod 3 is compile_three_classes, as before M was
// given.
void compile_modular(const Constraint& c, Encoder& e) {
  const int modulus = c.number.value_or(3);
  if (modulus == 3) {
    compile_three_classes(c, e, modular_class);
    return;
  }
  const std::size_t length = c.cells.size();
  if (modulus == 1 || length < 2) return;  // every digit is 0 mod 1
  const std::size_t first = std::min<std::size_t>(length, static_cast<std::size_t>(modulus));
  std::vector<ValueMask> members(static_cast<std::size_t>(modulus), 0);
  for (int v = e.lowest(); v <= e.highest(); ++v) {
    members[static_cast<std::size_t>(remainder_mod(v, modulus))] |= e.bit(v);
  }
  // Orders of the remainders of the first cells: M!/(M-first)!.
  std::size_t orders = 1;
  for (std::size_t k = 0; k < first && orders <= 720; ++k) {
    orders *= static_cast<std::size_t>(modulus) - k;
  }
  if (orders <= 720) {
    Piece& piece = e.piece();
    std::vector<int> chosen;
    std::vector<Term> option;
    std::function<void()> choose = [&]() {
      if (chosen.size() == first) {
        option.clear();
        for (std::size_t k = 0; k < length; ++k) {
          option.push_back({c.cells[k], members[static_cast<std::size_t>(chosen[k % first])]});
        }
        piece.add_option(option);
        return;
      }
      for (int r = 0; r < modulus; ++r) {
        if (members[static_cast<std::size_t>(r)] == 0 ||
            std::find(chosen.begin(), chosen.end(), r) != chosen.end()) {
          continue;
        }
        chosen.push_back(r);
        choose();
        chosen.pop_back();
      }
    };
    choose();
    return;
  }
  for (int r = 0; r < modulus; ++r) {
    std::vector<Literal> literals;
    for (std::size_t k = 0; k < first; ++k) {
      for (int v = e.lowest(); v <= e.highest(); ++v) {
        if (remainder_mod(v, modulus) == r) literals.push_back({c.cells[k], v});
      }
    }
    if (literals.size() > 1) e.at_most_one(std::move(literals));
  }
  for (std::size_t k = 0; k + first < length; ++k) {
    e.pair(c.cells[k], c.cells[k + first],
           [modulus](int a, int b) { return a % modulus == b % modulus; });
  }
}

// Any M cells in a row on the line (all of them when fewer) differ mod M: worked out window by
// window, apart from compile_modular.
std::optional<std::string> check_modular(const Constraint& c, const SolvedGrid& g) {
  const int modulus = c.number.value_or(3);
  const std::size_t length = c.cells.size();
  const std::size_t window = std::min<std::size_t>(length, static_cast<std::size_t>(modulus));
  for (std::size_t start = 0; start + window <= length; ++start) {
    std::set<int> remainders;
    for (std::size_t k = start; k < start + window; ++k) {
      if (!remainders.insert(g.at(c.cells[k]) % modulus).second) {
        return fmt::format("{}: two of {} cells in a row from {} hold the same digit mod {}",
                           line_name(c, g.size), window, cell_text(c.cells[start], g.size),
                           modulus);
      }
    }
  }
  return std::nullopt;
}

// Cells at a distance d on the line are in the same class exactly when d is a multiple of 3 (any
// three in a row on the line then hold one of each class).
// The checkers' class of a digit, worked out apart from entropic_class and modular_class.
int checked_class(int v, const SolvedGrid& g, bool entropic) {
  if (!entropic) return v % 3;
  // Low, middle and high thirds of the n values, counted from the smallest: sizes (s, l, s)
  // when n mod 3 is 1, else (l, s, l).
  const int n = g.size.values;
  const int rank = v - g.size.lowest() + 1;
  const int small = n / 3;
  const int large = (n + 2) / 3;
  const int first = n % 3 == 1 ? small : large;
  const int second = n % 3 == 1 ? large : small;
  return rank <= first ? 0 : rank <= first + second ? 1 : 2;
}

std::optional<std::string> check_three_classes(const Constraint& c, const SolvedGrid& g,
                                               bool entropic) {
  auto class_of = [&](int v) { return checked_class(v, g, entropic); };
  for (std::size_t i = 0; i < c.cells.size(); ++i) {
    for (std::size_t j = i + 1; j < c.cells.size(); ++j) {
      const bool same = class_of(g.at(c.cells[i])) == class_of(g.at(c.cells[j]));
      if (same != ((j - i) % 3 == 0)) {
        return fmt::format("{}: {} ({}) and {} ({}) break the rule", line_name(c, g.size),
                           cell_text(c.cells[i], g.size), g.at(c.cells[i]),
                           cell_text(c.cells[j], g.size), g.at(c.cells[j]));
      }
    }
  }
  return std::nullopt;
}

// Global entropy and global mod (ISS's GlobalEntropy and GlobalMod): every 2x2 square of the grid
// holds a digit of each class. One piece per square: an option per assignment of classes to its
// four cells that uses all three (36), each cell held within its class's digits.
void compile_every_square(Encoder& e, int (*class_of)(int, const GridSize&)) {
  const GridSize& size = e.size();
  std::array<ValueMask, 3> members{};
  for (int v = e.lowest(); v <= e.highest(); ++v) {
    members[static_cast<std::size_t>(class_of(v, size))] |= e.bit(v);
  }
  for (int r = 0; r + 1 < size.rows; ++r) {
    for (int c = 0; c + 1 < size.columns; ++c) {
      const std::array<int, 4> cells = {size.cell(r, c), size.cell(r, c + 1), size.cell(r + 1, c),
                                        size.cell(r + 1, c + 1)};
      Piece& piece = e.piece();
      for (int code = 0; code < 81; ++code) {
        std::array<int, 4> classes{};
        int seen = 0;
        for (int k = 0, rest = code; k < 4; ++k, rest /= 3) {
          classes[static_cast<std::size_t>(k)] = rest % 3;
          seen |= 1 << (rest % 3);
        }
        if (seen != 7) continue;
        std::vector<Term> option;
        for (int k = 0; k < 4; ++k) {
          option.push_back(
              {cells[static_cast<std::size_t>(k)],
               members[static_cast<std::size_t>(classes[static_cast<std::size_t>(k)])]});
        }
        piece.add_option(option);
      }
      for (ValueMask of_class : members) e.required_values({cells.begin(), cells.end()}, of_class);
    }
  }
}

std::optional<std::string> check_every_square(const SolvedGrid& g, bool entropic) {
  for (int r = 0; r + 1 < g.size.rows; ++r) {
    for (int c = 0; c + 1 < g.size.columns; ++c) {
      int seen = 0;
      for (int dr = 0; dr < 2; ++dr) {
        for (int dc = 0; dc < 2; ++dc)
          seen |= 1 << checked_class(g.at(r + dr, c + dc), g, entropic);
      }
      if (seen != 7) {
        return fmt::format("the 2x2 square from {} lacks a {}",
                           cell_text(g.size.cell(r, c), g.size),
                           entropic ? "low, middle or high digit" : "digit of some class mod 3");
      }
    }
  }
  return std::nullopt;
}

ConstraintType line_type(std::string_view name, std::string_view rule,
                         void (*compile)(const Constraint&, Encoder&),
                         std::optional<std::string> (*check)(const Constraint&, const SolvedGrid&),
                         void (*draw)(const Constraint&, Canvas&),
                         NumberUse number = NumberUse::kNone) {
  return {.name = name,
          .syntax = Syntax::kCells,
          .number = number,
          .draw = draw,
          .rule = rule,
          .variable_cells = true,
          .compile = compile,
          .check = check};
}

}  // namespace

ConstraintType palindrome_type() {
  return line_type(
      "palindrome", "the line reads the same from both ends",
      [](const Constraint& c, Encoder& e) {
        const std::size_t length = c.cells.size();
        for (std::size_t k = 0; k < length / 2; ++k) e.same(c.cells[k], c.cells[length - 1 - k]);
      },
      [](const Constraint& c, const SolvedGrid& g) -> std::optional<std::string> {
        const std::size_t length = c.cells.size();
        for (std::size_t k = 0; k < length / 2; ++k) {
          if (g.at(c.cells[k]) != g.at(c.cells[length - 1 - k])) {
            return fmt::format("{} does not read the same both ways", line_name(c, g.size));
          }
        }
        return std::nullopt;
      },
      [](const Constraint& c, Canvas& canvas) { canvas.line(c.cells, ink::kPalindrome); });
}

ConstraintType renban_type() {
  ConstraintType type = line_type(
      "renban", "no repeat, consecutive digits in any order", compile_renban, check_renban,
      [](const Constraint& c, Canvas& canvas) { canvas.line(c.cells, ink::kRenban); });
  type.validate = [](const Constraint& c, const GridSize& size) -> std::optional<std::string> {
    if (static_cast<int>(c.cells.size()) > size.values) {
      return fmt::format("a line of {} cells cannot hold different digits of a {}", c.cells.size(),
                         grid_words(size));
    }
    return std::nullopt;
  };
  return type;
}

ConstraintType whisper_type() {
  ConstraintType type = line_type(
      "whisper", "neighbours on the line differ by at least K",
      [](const Constraint& c, Encoder& e) {
        const int gap = whisper_gap(c, e.size().values);
        e.line(c.cells, [gap](int a, int b) { return std::abs(a - b) >= gap; });
      },
      check_whisper,
      [](const Constraint& c, Canvas& canvas) { canvas.line(c.cells, ink::kWhisper); },
      NumberUse::kOptional);
  type.path = true;
  return type;
}

ConstraintType entropic_type() {
  return line_type(
      "entropic", "any three cells in a row on the line hold a low, a middle and a high digit",
      [](const Constraint& c, Encoder& e) { compile_three_classes(c, e, entropic_class); },
      [](const Constraint& c, const SolvedGrid& g) { return check_three_classes(c, g, true); },
      [](const Constraint& c, Canvas& canvas) { canvas.line(c.cells, ink::kEntropic); });
}

ConstraintType global_entropy_type() {
  return {
      .name = "global-entropy",
      .syntax = Syntax::kNothing,
      .draw = [](const Constraint& c, Canvas& canvas) { canvas.rule(c.type->name); },
      .rule = "every 2x2 square holds a low, a middle and a high digit",
      .compile = [](const Constraint&, Encoder& e) { compile_every_square(e, entropic_class); },
      .check = [](const Constraint&, const SolvedGrid& g) { return check_every_square(g, true); }};
}

ConstraintType global_mod_type() {
  return {
      .name = "global-mod",
      .syntax = Syntax::kNothing,
      .draw = [](const Constraint& c, Canvas& canvas) { canvas.rule(c.type->name); },
      .rule = "every 2x2 square holds digits of all three classes mod 3",
      .compile = [](const Constraint&, Encoder& e) { compile_every_square(e, modular_class); },
      .check = [](const Constraint&, const SolvedGrid& g) { return check_every_square(g, false); }};
}

ConstraintType modular_type() {
  ConstraintType type = line_type(
      "modular", "any M cells in a row on the line (3 unless given) differ mod M", compile_modular,
      check_modular,
      [](const Constraint& c, Canvas& canvas) { canvas.line(c.cells, ink::kModular); },
      NumberUse::kOptional);
  type.validate = [](const Constraint& c, const GridSize&) -> std::optional<std::string> {
    if (c.number && *c.number < 1) {
      return fmt::format("a modular line's modulus is 1 or more, not {}", *c.number);
    }
    return std::nullopt;
  };
  return type;
}

}  // namespace dlx::sudoku
