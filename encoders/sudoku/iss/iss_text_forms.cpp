#include "encoders/sudoku/iss/iss_text_forms.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bitset>
#include <cctype>
#include <map>
#include <set>
#include <vector>

#include "encoders/sudoku/grid_size.hpp"
#include "encoders/sudoku/iss/iss_grid.hpp"

namespace dlx::sudoku {
namespace {

// ISS reads the killer forms on 9x9 only (GEOMETRY_9x9).
constexpr int kKillerSide = 9;
constexpr int kKillerCells = kKillerSide * kKillerSide;

std::string without_blanks(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (std::isspace(static_cast<unsigned char>(c)) == 0) out += c;
  }
  return out;
}

// The side n of a square grid of `cells` cells that ISS reads from a line (4x4 to 16x16, the grids
// dlx takes from ISS), or 0.
int square_side(std::size_t cells) {
  for (int n = kMinIssSize; n <= kMaxIssSize; ++n) {
    if (static_cast<std::size_t>(n * n) == cells) return n;
  }
  return 0;
}

std::string form_cell_words(int cell, int side) {
  return fmt::format("r{}c{}", cell / side + 1, cell % side + 1);
}

// ---- The short killer form -------------------------------------------------------------------
// From the forum thread ISS cites (forum.enjoysudoku.com, "understandable snarfable killer
// cages"): 81 characters, one a cell in reading order. A cell either carries its cage's sum (0-9,
// A-Z for 10-35, a-j for 36-45) or an arrow to a cell of its cage: ^ up, v down, < left, > right,
// ` up-left, ' up-right, ',' down-left, '.' down-right. Following the arrows from any cell ends at
// the cell with the sum. ISS takes a line for one only if it has an arrow other than '.'.

struct ArrowStep {
  char arrow;
  int rows;
  int columns;
};
constexpr ArrowStep kArrows[] = {{'^', -1, 0},  {'v', 1, 0},   {'<', 0, -1}, {'>', 0, 1},
                                 {'`', -1, -1}, {'\'', -1, 1}, {',', 1, -1}, {'.', 1, 1}};

const ArrowStep* arrow_of(char c) {
  for (const ArrowStep& step : kArrows) {
    if (step.arrow == c) return &step;
  }
  return nullptr;
}

std::optional<int> cage_sum_code(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  if (c >= 'a' && c <= 'j') return c - 'a' + 36;
  return std::nullopt;
}

bool is_short_killer(const std::string& text) {
  if (text.size() != static_cast<std::size_t>(kKillerCells)) return false;
  bool arrow = false;
  for (char c : text) {
    if (!arrow_of(c) && !cage_sum_code(c)) return false;
    arrow = arrow || (arrow_of(c) && c != '.');
  }
  return arrow;
}

std::string short_killer_string(const std::string& text) {
  std::vector<int> next(kKillerCells);
  for (int cell = 0; cell < kKillerCells; ++cell) {
    next[cell] = cell;
    const ArrowStep* step = arrow_of(text[static_cast<std::size_t>(cell)]);
    if (step == nullptr) continue;
    const int row = cell / kKillerSide + step->rows;
    const int column = cell % kKillerSide + step->columns;
    if (row < 0 || row >= kKillerSide || column < 0 || column >= kKillerSide) {
      throw IssError(fmt::format("{}'s arrow '{}' points out of the grid",
                                 form_cell_words(cell, kKillerSide), step->arrow));
    }
    next[cell] = row * kKillerSide + column;
  }
  std::map<int, std::vector<int>> cages;  // the cell with the sum -> the cage's cells
  for (int cell = 0; cell < kKillerCells; ++cell) {
    int root = cell;
    for (int steps = 0; next[root] != root; ++steps) {
      if (steps == kKillerCells) {
        throw IssError(fmt::format("the arrows from {} go round in a loop and reach no sum",
                                   form_cell_words(cell, kKillerSide)));
      }
      root = next[root];
    }
    cages[root].push_back(cell);
  }
  const GridSize size = GridSize::square(kKillerSide);
  std::string out;
  for (const auto& [root, cells] : cages) {
    out += fmt::format(".Cage~{}", *cage_sum_code(text[static_cast<std::size_t>(root)]));
    for (int cell : cells) out += "~" + iss_cell_id(cell, size);
  }
  return out;
}

// ---- The long killer form --------------------------------------------------------------------
// SudoCue's (www.sudocue.net/forum/viewtopic.php?f=1&t=519, as ISS cites it): fields split by
// ':', "3x3", then "d" for the two diagonals or nothing, then "k", then one field a cell in
// reading order, sum * 256 + the cage's number (a sum of 0: the cell is in no cage), then an
// empty field after the last ':'.

bool is_long_killer(const std::string& text) {
  return text.rfind("3x3:", 0) == 0;
}

std::vector<std::string> fields_of(const std::string& text) {
  std::vector<std::string> fields;
  std::size_t start = 0;
  for (std::size_t colon = text.find(':');; colon = text.find(':', start)) {
    fields.push_back(text.substr(start, colon == std::string::npos ? colon : colon - start));
    if (colon == std::string::npos) break;
    start = colon + 1;
  }
  return fields;
}

std::string long_killer_string(const std::string& text) {
  const std::vector<std::string> fields = fields_of(text);
  constexpr std::size_t kFirstCell = 3;
  if (fields.size() < kFirstCell || fields[2] != "k") {
    throw IssError("expected 3x3::k: (or 3x3:d:k: with the diagonals) before the cells' fields");
  }
  if (fields[1] != "" && fields[1] != "d") {
    throw IssError(fmt::format(
        "the option '{}' after 3x3: is not read: expected nothing, or d for the diagonals",
        fields[1]));
  }
  if (fields.size() != kFirstCell + kKillerCells + 1 || !fields.back().empty()) {
    throw IssError(fmt::format("expected 81 fields, one a cell, each ending with ':'; found {}",
                               fields.size() - kFirstCell - (fields.back().empty() ? 1 : 0)));
  }
  struct Cage {
    int sum = 0;
    std::vector<int> cells;
  };
  std::map<int, Cage> cages;  // by the cage's number
  for (int cell = 0; cell < kKillerCells; ++cell) {
    const std::string& field = fields[kFirstCell + static_cast<std::size_t>(cell)];
    const bool number =
        !field.empty() && field.size() <= 6 &&
        std::all_of(field.begin(), field.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (!number) {
      throw IssError(fmt::format("{}'s field '{}' is no number (sum * 256 + the cage's number)",
                                 form_cell_words(cell, kKillerSide), field));
    }
    const int value = std::stoi(field);
    const int sum = value / 256;
    if (sum == 0) continue;
    Cage& cage = cages[value % 256];
    if (!cage.cells.empty() && cage.sum != sum) {
      throw IssError(fmt::format("cage {} has the sum {} at {} but {} at {}", value % 256, cage.sum,
                                 form_cell_words(cage.cells.front(), kKillerSide), sum,
                                 form_cell_words(cell, kKillerSide)));
    }
    cage.sum = sum;
    cage.cells.push_back(cell);
  }
  const GridSize size = GridSize::square(kKillerSide);
  std::string out = fields[1] == "d" ? ".Diagonal~1.Diagonal~-1" : "";
  for (const auto& [number, cage] : cages) {
    out += fmt::format(".Cage~{}", cage.sum);
    for (int cell : cage.cells) out += "~" + iss_cell_id(cell, size);
  }
  return out;
}

// ---- Jigsaw layouts and givens ---------------------------------------------------------------
// A layout is n*n characters, n different ones, each n times: a region per character. One whose
// every row holds each character once is a filled grid, which the text format reads.

bool is_layout(std::string_view text) {
  const int n = square_side(text.size());
  if (n == 0) return false;
  // Counted in arrays over the bytes, not a map and a set per row: every line of a batch of
  // classic puzzles comes here (a tenth of the reading of tdoku's 17-clue set).
  std::array<int, 256> counts{};
  for (char c : text) ++counts[static_cast<unsigned char>(c)];
  const auto kinds = std::count_if(counts.begin(), counts.end(), [](int k) { return k != 0; });
  if (kinds != n) return false;
  if (std::any_of(counts.begin(), counts.end(), [n](int k) { return k != 0 && k != n; })) {
    return false;
  }
  for (int row = 0; row < n; ++row) {
    std::bitset<256> seen;
    for (char c : text.substr(static_cast<std::size_t>(row * n), static_cast<std::size_t>(n))) {
      const auto byte = static_cast<unsigned char>(c);
      if (seen[byte]) return true;
      seen[byte] = true;
    }
  }
  return false;
}

// A character of a line of givens as ISS reads it (shortCharToValue): a digit up to 9 values,
// a letter from A for 1 beyond; 0 for a character that is no value of the grid.
int given_value(char c, int n) {
  int value = 0;
  if (n < 10 && c >= '1' && c <= '9') value = c - '0';
  if (n >= 10 && c >= 'A' && c <= 'Z') value = c - 'A' + 1;
  return value <= n ? value : 0;
}

// ISS's plain line of givens: the values of the grid, and blanks all of one character.
bool is_givens_line(std::string_view text, int n) {
  std::set<char> blanks;
  for (char c : text) {
    if (given_value(c, n) == 0) blanks.insert(c);
  }
  return blanks.size() <= 1;
}

bool is_jigsaw(const std::string& text) {
  if (text.size() % 2 != 0) return false;
  const std::size_t half = text.size() / 2;
  const int n = square_side(half);
  return n != 0 && is_layout(std::string_view(text).substr(half)) &&
         is_givens_line(std::string_view(text).substr(0, half), n);
}

// The layout with its regions renamed 0-9, A-Z in order of their first cell: ISS's string keeps
// a layout as one argument, which a '.' or '~' would break.
std::string jigsaw_items(std::string_view layout, int n) {
  std::map<char, char> names;
  constexpr std::string_view kNames = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  std::string renamed;
  for (char c : layout) {
    const auto [it, added] = names.emplace(c, kNames[names.size()]);
    renamed += it->second;
  }
  return fmt::format(".Shape~{0}x{0}.Jigsaw~{1}.NoBoxes", n, renamed);
}

std::string givens_item(std::string_view givens, int n) {
  std::string out;
  const GridSize size = GridSize::square(n);
  for (int cell = 0; cell < n * n; ++cell) {
    const int value = given_value(givens[static_cast<std::size_t>(cell)], n);
    if (value != 0) out += fmt::format("~{}_{}", iss_cell_id(cell, size), value);
  }
  return out.empty() ? out : "." + out;
}

// ---- Pencil marks ----------------------------------------------------------------------------
// n*n*n characters, digits and '.': n a cell in reading order, the cell's candidates the digits
// among them. ISS reads such a line only where no grid has n*n*n cells: 5x5 to 9x9 (64 characters
// are an 8x8 grid's line).

int pencilmark_side(std::size_t length) {
  for (int n = 5; n <= 9; ++n) {
    if (static_cast<std::size_t>(n * n * n) == length) return n;
  }
  return 0;
}

bool is_pencilmarks(const std::string& text) {
  return pencilmark_side(text.size()) != 0 && std::all_of(text.begin(), text.end(), [](char c) {
           return c == '.' || (c >= '0' && c <= '9');
         });
}

std::string pencilmarks_string(const std::string& text) {
  const int n = pencilmark_side(text.size());
  const GridSize size = GridSize::square(n);
  std::string givens;
  for (int cell = 0; cell < n * n; ++cell) {
    std::set<int> values;
    for (int k = 0; k < n; ++k) {
      const char c = text[static_cast<std::size_t>(cell * n + k)];
      if (c == '.') continue;
      if (c == '0' || c - '0' > n) {
        throw IssError(fmt::format("{} has the candidate {}, not one of 1 to {}",
                                   form_cell_words(cell, n), c, n));
      }
      values.insert(c - '0');
    }
    if (values.empty())
      throw IssError(fmt::format("{} has no candidate", form_cell_words(cell, n)));
    if (static_cast<int>(values.size()) == n) continue;  // any value: no given
    givens += "~" + iss_cell_id(cell, size);
    for (int value : values) givens += fmt::format("_{}", value);
  }
  return fmt::format(".Shape~{0}x{0}", n) + (givens.empty() ? "" : "." + givens);
}

}  // namespace

std::string_view iss_text_form_name(IssTextForm form) {
  switch (form) {
    case IssTextForm::kShortKiller:
      return "ISS short killer format";
    case IssTextForm::kLongKiller:
      return "ISS long killer format";
    case IssTextForm::kJigsaw:
      return "ISS jigsaw format (givens, then the layout)";
    case IssTextForm::kJigsawLayout:
      return "ISS jigsaw layout";
    case IssTextForm::kPencilmarks:
      return "ISS pencil marks";
  }
  return "ISS text";
}

// In ISS's order (_parseTextLineToAst), the plain line and the grid of digits being the text
// format's own.
std::optional<IssTextForm> detect_iss_text_form(std::string_view text) {
  const std::string compact = without_blanks(text);
  if (is_short_killer(compact)) return IssTextForm::kShortKiller;
  if (is_long_killer(compact)) return IssTextForm::kLongKiller;
  if (is_jigsaw(compact)) return IssTextForm::kJigsaw;
  if (is_layout(compact)) return IssTextForm::kJigsawLayout;
  if (is_pencilmarks(compact)) return IssTextForm::kPencilmarks;
  return std::nullopt;
}

std::string iss_text_form_string(IssTextForm form, std::string_view text) {
  const std::string compact = without_blanks(text);
  switch (form) {
    case IssTextForm::kShortKiller:
      return short_killer_string(compact);
    case IssTextForm::kLongKiller:
      return long_killer_string(compact);
    case IssTextForm::kJigsaw: {
      const std::size_t half = compact.size() / 2;
      const int n = square_side(half);
      return jigsaw_items(std::string_view(compact).substr(half), n) +
             givens_item(std::string_view(compact).substr(0, half), n);
    }
    case IssTextForm::kJigsawLayout:
      return jigsaw_items(compact, square_side(compact.size()));
    case IssTextForm::kPencilmarks:
      return pencilmarks_string(compact);
  }
  return compact;
}

}  // namespace dlx::sudoku
