#include "encoders/sudoku/fpuzzles/fpuzzles_reader.hpp"

#include <fmt/format.h>
#include <dlx/text/english.hpp>
#include <dlx/text/input_error.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <map>
#include <set>
#include <string_view>
#include <vector>

#include "encoders/sudoku/grid_rules.hpp"
#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/variants/constraint_parser.hpp"

namespace dlx::sudoku {
namespace {

using Json = nlohmann::json;

// f-puzzles' JSON nests four deep (grid, row, cell, pencil marks). Anything much deeper is not a
// puzzle, and is refused before the parser recurses into it.
constexpr int kMaxNesting = 32;
// Numbers of a puzzle are sums and clues; anything past this is no puzzle's.
constexpr long kMaxNumber = 1'000'000;

// The elements that draw and constrain nothing: skipped with a note. A 'cage' is f-puzzles'
// cosmetic cage (its killer cages are 'killercage'); fog of war hides cells, it rules out no
// value.
const std::set<std::string, std::less<>>& cosmetic_keys() {
  static const std::set<std::string, std::less<>> keys = {
      "line", "rectangle", "circle", "text", "cage", "fogofwar", "foglight", "triggereffect"};
  return keys;
}

// Text f-puzzles shows the solver, not a rule (a real puzzle carried "successMessage": refused
// before as an unknown constraint): skipped with a note.
const std::set<std::string, std::less<>>& message_keys() {
  static const std::set<std::string, std::less<>> keys = {"successMessage"};
  return keys;
}

// The puzzle's description and the solver's settings: read elsewhere or of no use here.
// "activeConstraints" names the constraint tools a puzzle uses (["Killer Cage"]), whose elements
// are read under their own keys (real puzzles carry it; it was refused as "expected an object").
const std::set<std::string, std::less<>>& description_keys() {
  static const std::set<std::string, std::less<>> keys = {"size",
                                                          "grid",
                                                          "title",
                                                          "author",
                                                          "ruleset",
                                                          "solution",
                                                          "disabledlogic",
                                                          "truecandidatesoptions",
                                                          "metadata",
                                                          "negative",
                                                          "activeConstraints"};
  return keys;
}

// The rules of the whole grid, f-puzzles' flag and the text format's line.
const std::map<std::string, std::string, std::less<>>& global_flags() {
  static const std::map<std::string, std::string, std::less<>> flags = {
      {"diagonal+", "diagonal+"},
      {"diagonal-", "diagonal-"},
      {"antiknight", "anti-knight"},
      {"antiking", "anti-king"},
      {"disjointgroups", "disjoint-groups"},
      {"nonconsecutive", "non-consecutive"}};
  return flags;
}

// The line elements ({"lines": [[cells...]], "value"?}): each line a line of the text format.
// The value, where there is one, is the K of `K:` (a whisper's gap, a lockout's difference).
const std::map<std::string, std::string, std::less<>>& line_elements() {
  static const std::map<std::string, std::string, std::less<>> lines = {
      {"thermometer", "thermo"},       {"slowthermometer", "slow-thermo"},
      {"palindrome", "palindrome"},    {"renban", "renban"},
      {"whispers", "whisper"},         {"betweenline", "between"},
      {"regionsumline", "region-sum"}, {"entropicline", "entropic"},
      {"zipperline", "zipper"},        {"modularline", "modular"},
      {"lockout", "lockout"}};
  return lines;
}

// The elements of single cells ({"cell": "R1C1"}).
const std::map<std::string, std::string, std::less<>>& cell_elements() {
  static const std::map<std::string, std::string, std::less<>> cells = {
      {"odd", "odd"}, {"even", "even"}, {"minimum", "minimum"}, {"fortress", "fortress"}};
  return cells;
}

// The elements of a group of cells ({"cells": [...]}).
const std::map<std::string, std::string, std::less<>>& group_elements() {
  static const std::map<std::string, std::string, std::less<>> groups = {
      {"extraregion", "extra-region"},
      {"rowindexer", "row-indexer"},
      {"columnindexer", "column-indexer"},
      // The SudokuSolver's key (f-puzzles' constraint list has it beside the row and column
      // indexers): the d-th cell of the box holds the indexer's place there.
      {"boxindexer", "box-indexer"}};
  return groups;
}

// A cell as f-puzzles writes it, "R3C4", from 1; clues outside the grid are on row or column 0
// or n+1.
struct Position {
  int row = 0;
  int column = 0;
};

class FpuzzlesReader {
 public:
  FpuzzlesReader(const std::string& source, std::size_t line, FpuzzlesEntries entries)
      : source_(source), line_(line), entries_(entries) {}

  SudokuPuzzle read(const std::string& text) {
    const Json root = parse(text);
    read_size(root);
    puzzle_.source = source_;
    puzzle_.line = line_;
    puzzle_.givens.assign(puzzle_.cell_count(), 0);
    set_layout();
    std::vector<int> regions(puzzle_.cell_count(), -1);
    if (root.contains("grid")) read_grid(root.at("grid"), regions);
    assign_regions(regions);
    read_rules(root);
    if (root.contains("solution")) read_solution(root.at("solution"));
    return std::move(puzzle_);
  }

 private:
  [[noreturn]] void fail(const std::string& message) const {
    throw InputError(source_, line_, message);
  }
  // The element being read, for messages: "'thermometer' 2".
  [[noreturn]] void fail_here(const std::string& message) const {
    fail(fmt::format("{}: {}", element_, message));
  }

  Json parse(const std::string& text) const {
    if (json_nesting_depth(text) > kMaxNesting) {
      fail(fmt::format("the JSON nests deeper than {} levels: it is no f-puzzles puzzle",
                       kMaxNesting));
    }
    Json root;
    try {
      root = Json::parse(text);
    } catch (const Json::exception& e) {
      // nlohmann's message names the byte where reading stopped.
      std::string what = e.what();
      const std::size_t colon = what.find("] ");
      if (colon != std::string::npos) what = what.substr(colon + 2);
      fail(fmt::format("the puzzle's JSON does not read: {}", what));
    }
    if (!root.is_object() || (!root.contains("size") && !root.contains("grid"))) {
      fail("JSON that is not an f-puzzles puzzle: expected an object with \"size\" and \"grid\"");
    }
    return root;
  }

  void read_size(const Json& root) {
    int n = 9;  // f-puzzles' default, as its own reader assumes
    if (root.contains("size")) {
      const Json& size = root.at("size");
      if (!size.is_number_integer()) fail("\"size\" is not a whole number");
      const auto value = size.get<long long>();
      if (value < 4 || value > kMaxFpuzzlesSize) {
        fail(fmt::format("a {0}x{0} grid: f-puzzles grids from 4x4 to {1}x{1} are read", value,
                         kMaxFpuzzlesSize));
      }
      n = static_cast<int>(value);
    } else if (root.at("grid").is_array()) {
      n = static_cast<int>(root.at("grid").size());
      if (n < 4 || n > kMaxFpuzzlesSize) {
        fail(fmt::format("\"grid\" has {0} rows: f-puzzles grids from 4x4 to {1}x{1} are read", n,
                         kMaxFpuzzlesSize));
      }
    }
    puzzle_.size = GridSize::square(n);
  }

  // A solution is written as its puzzle: digits in one line up to 9x9, numbers beyond.
  void set_layout() {
    const int n = puzzle_.size.rows;
    puzzle_.layout.one_line = true;
    if (n <= 9) {
      puzzle_.layout.alphabet = std::string("123456789").substr(0, static_cast<std::size_t>(n));
    } else {
      puzzle_.layout.numbers = true;
      puzzle_.layout.spaced = true;
    }
  }

  // A number written as a number or as a string ("15"); nullopt for null, "" or no value.
  std::optional<int> number(const Json& value, std::string_view what) const {
    if (value.is_null()) return std::nullopt;
    if (value.is_number_integer()) {
      const auto v = value.get<long long>();
      if (v < -kMaxNumber || v > kMaxNumber)
        fail_here(fmt::format("{} {} is out of range", what, v));
      return static_cast<int>(v);
    }
    if (value.is_number_float()) {
      const double v = value.get<double>();
      if (v == static_cast<double>(static_cast<long>(v)) && v >= -kMaxNumber && v <= kMaxNumber) {
        return static_cast<int>(v);
      }
      fail_here(fmt::format("{} {} is not a whole number", what, v));
    }
    if (value.is_string()) {
      std::string text = value.get<std::string>();
      while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.pop_back();
      std::size_t start = 0;
      while (start < text.size() && std::isspace(static_cast<unsigned char>(text[start]))) ++start;
      text = text.substr(start);
      if (text.empty()) return std::nullopt;
      long v = 0;
      const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), v);
      if (error != std::errc{} || end != text.data() + text.size() || v < -kMaxNumber ||
          v > kMaxNumber) {
        fail_here(fmt::format("{} '{}' is not a number", what, text));
      }
      return static_cast<int>(v);
    }
    fail_here(fmt::format("{} is {}, not a number", what, value.type_name()));
  }

  Position position(const Json& value) const {
    if (!value.is_string()) fail_here(fmt::format("a cell is {}, not \"RxCy\"", value.type_name()));
    const std::string text = value.get<std::string>();
    Position at;
    const char* p = text.data();
    const char* end = text.data() + text.size();
    auto read_part = [&](char letter, int& out) {
      if (p == end || std::toupper(static_cast<unsigned char>(*p)) != letter) return false;
      ++p;
      const auto [next, error] = std::from_chars(p, end, out);
      if (error != std::errc{} || next == p) return false;
      p = next;
      return true;
    };
    if (!read_part('R', at.row) || !read_part('C', at.column) || p != end) {
      fail_here(fmt::format("cell '{}' is not of the form R3C4", text));
    }
    return at;
  }

  bool inside(const Position& at) const {
    return at.row >= 1 && at.row <= puzzle_.size.rows && at.column >= 1 &&
           at.column <= puzzle_.size.rows;
  }

  // The cell's index (row by row from 0); a cell outside the grid is an error.
  int cell(const Json& value) const {
    const Position at = position(value);
    if (!inside(at)) {
      fail_here(fmt::format("cell {} is outside the {}x{} grid (R1C1 to R{}C{})",
                            value.get<std::string>(), puzzle_.size.rows, puzzle_.size.rows,
                            puzzle_.size.rows, puzzle_.size.rows));
    }
    return (at.row - 1) * puzzle_.size.rows + (at.column - 1);
  }

  std::string cell_word(int index) const {
    return fmt::format("r{}c{}", index / puzzle_.size.rows + 1, index % puzzle_.size.rows + 1);
  }

  std::vector<int> cells(const Json& list) const {
    if (!list.is_array()) fail_here("expected a list of cells");
    std::vector<int> out;
    for (const Json& c : list) out.push_back(cell(c));
    return out;
  }

  std::string words(const std::vector<int>& indices) const {
    std::string text;
    for (int index : indices) {
      if (!text.empty()) text += ' ';
      text += cell_word(index);
    }
    return text;
  }

  // A line of the text format, read by the text format's parser: its checks (neighbours, sums in
  // range, a cell twice) apply to f-puzzles input as they do to text.
  void add(const std::string& line) {
    try {
      puzzle_.constraints.push_back(parse_constraint(line, puzzle_.size, source_, line_));
    } catch (const InputError& e) {
      fail_here(fmt::format("{} (read as '{}')", e.message(), line));
    }
  }

  const Json& field(const Json& entry, std::string_view name) const {
    static const Json kNull;
    const auto it = entry.find(name);
    return it == entry.end() ? kNull : *it;
  }

  void read_grid(const Json& grid, std::vector<int>& regions) {
    const int n = puzzle_.size.rows;
    element_ = "\"grid\"";
    if (!grid.is_array() || static_cast<int>(grid.size()) != n) {
      fail_here(fmt::format("expected {} rows of {} cells", n, n));
    }
    for (int r = 0; r < n; ++r) {
      const Json& row = grid[static_cast<std::size_t>(r)];
      if (!row.is_array() || static_cast<int>(row.size()) != n) {
        fail_here(fmt::format("row {} is not a list of {} cells", r + 1, n));
      }
      for (int c = 0; c < n; ++c) {
        const Json& entry = row[static_cast<std::size_t>(c)];
        const int k = r * n + c;
        element_ = fmt::format("cell R{}C{} of \"grid\"", r + 1, c + 1);
        if (entry.is_null()) continue;
        if (!entry.is_object()) fail_here("expected an object");
        read_cell(entry, k, regions);
      }
    }
  }

  void read_cell(const Json& entry, int k, std::vector<int>& regions) {
    const int n = puzzle_.size.rows;
    const Json& given = field(entry, "given");
    if (!given.is_null() && !given.is_boolean()) fail_here("\"given\" is not true or false");
    // A value without "given" is the solver's entry, saved with the puzzle: a clue only in a
    // solver's position.
    const bool is_given = given.is_boolean() && given.get<bool>();
    if (is_given || entries_ == FpuzzlesEntries::kPosition) {
      if (const auto value = number(field(entry, "value"), "the value")) {
        if (*value < 1 || *value > n) {
          fail_here(fmt::format("the value {} is not a digit of a {}x{} grid (1 to {})", *value, n,
                                n, n));
        }
        puzzle_.givens[static_cast<std::size_t>(k)] = *value;
      }
    }
    if (entry.contains("region")) {
      const Json& region = entry.at("region");
      if (region.is_null()) {
        fail_here("the cell is in no region; dlx reads grids whose every cell is in one");
      }
      const auto id = number(region, "the region");
      if (!id || *id < 0 || *id >= n) {
        fail_here(fmt::format("region {} is not one of the {} regions (0 to {})",
                              id ? std::to_string(*id) : "''", n, n - 1));
      }
      regions[static_cast<std::size_t>(k)] = *id;
    }
    if (puzzle_.givens[static_cast<std::size_t>(k)] != 0) return;
    // The setter's pencil marks: the cell holds one of them (f-puzzles' given and centre marks,
    // both of which dclamage's solver reads as the cell's candidates).
    for (const char* key : marks_read(entry)) {
      const Json& marks = field(entry, key);
      if (marks.is_null()) continue;
      if (!marks.is_array()) fail_here(fmt::format("\"{}\" is not a list", key));
      if (marks.empty()) continue;
      std::string line = fmt::format("candidates {}:", cell_word(k));
      for (const Json& mark : marks) {
        const auto value = number(mark, "a pencil mark");
        if (!value) fail_here("a pencil mark without a value");
        line += fmt::format(" {}", *value);
      }
      add(line);
    }
  }

  // Which pencil marks of a cell are its candidates, as `entries_` says.
  std::vector<const char*> marks_read(const Json& entry) const {
    switch (entries_) {
      case FpuzzlesEntries::kMarks:
        return {"givenPencilMarks", "centerPencilMarks"};
      case FpuzzlesEntries::kGivens:
        return {"givenPencilMarks"};
      case FpuzzlesEntries::kPosition: {
        const Json& centre = field(entry, "centerPencilMarks");
        if (centre.is_array() && !centre.empty()) return {"centerPencilMarks"};
        return {"givenPencilMarks"};
      }
    }
    return {};
  }

  // f-puzzles' boxes: the squarest of at least 2 rows, rows of n cells for a prime n. A "region"
  // on the cells that differs from them makes the grid irregular (a jigsaw).
  void assign_regions(const std::vector<int>& explicit_regions) {
    const int n = puzzle_.size.rows;
    const std::optional<BoxShape> box = squarest_box(n);
    const int box_rows = box ? box->rows : 1;
    const int box_columns = box ? box->columns : n;
    std::vector<int> regions(puzzle_.cell_count());
    bool irregular = false;
    for (int k = 0; k < n * n; ++k) {
      const int boxed = (k / n / box_rows) * (n / box_columns) + (k % n) / box_columns;
      const int given = explicit_regions[static_cast<std::size_t>(k)];
      regions[static_cast<std::size_t>(k)] = given >= 0 ? given : boxed;
      irregular = irregular || (given >= 0 && given != boxed);
    }
    if (!irregular) {
      puzzle_.box_rows = box_rows;
      puzzle_.box_columns = box_columns;
      return;
    }
    std::vector<int> sizes(static_cast<std::size_t>(n), 0);
    for (int region : regions) ++sizes[static_cast<std::size_t>(region)];
    for (int id = 0; id < n; ++id) {
      if (sizes[static_cast<std::size_t>(id)] != n) {
        fail(fmt::format("region {} of the grid has {}; each of the {} regions needs {}", id,
                         counted(static_cast<std::uint64_t>(sizes[static_cast<std::size_t>(id)]),
                                 "cell", "cells"),
                         n, n));
      }
    }
    set_jigsaw(puzzle_, regions, puzzle_.line);
  }

  static bool present(const Json& value) {
    if (value.is_null()) return false;
    if (value.is_boolean()) return value.get<bool>();
    if (value.is_array() || value.is_object() || value.is_string()) return !value.empty();
    return true;
  }

  const Json& list(const Json& root, const std::string& key) {
    const Json& value = root.at(key);
    if (!value.is_array()) fail_here("expected a list of elements");
    return value;
  }

  void read_rules(const Json& root) {
    // f-puzzles' non-consecutive rule with kropki dots is their negative rule: the dotted pairs
    // may be consecutive, every other pair may not.
    const bool dots = present(field(root, "difference")) || present(field(root, "ratio"));
    std::set<std::string> negatives;
    for (const auto& [key, value] : root.items()) {
      element_ = fmt::format("\"{}\"", key);
      if (description_keys().count(key) != 0 || !present(value)) continue;
      if (const auto flag = global_flags().find(key); flag != global_flags().end()) {
        if (!value.is_boolean()) fail_here("expected true or false");
        if (key == "nonconsecutive" && dots) {
          negatives.insert("negative kropki-white");
        } else {
          add(flag->second);
        }
        continue;
      }
      if (message_keys().count(key) != 0) {
        puzzle_.notes.push_back(
            fmt::format("skipped '{}' (text f-puzzles shows the solver; not a rule)", key));
        continue;
      }
      if (cosmetic_keys().count(key) != 0) {
        const std::size_t count = value.is_array() ? value.size() : 1;
        puzzle_.notes.push_back(fmt::format("skipped {} '{}' ({} draws it; it constrains no digit)",
                                            counted(count, "cosmetic element", "cosmetic elements"),
                                            key, "f-puzzles"));
        continue;
      }
      read_elements(root, key);
    }
    if (root.contains("negative")) {
      element_ = "\"negative\"";
      const Json& value = root.at("negative");
      if (!value.is_array()) fail_here("expected a list such as [\"ratio\", \"xv\"]");
      for (const Json& name : value) {
        if (!name.is_string()) fail_here("expected the names of dots (\"ratio\", \"xv\")");
        const std::string text = name.get<std::string>();
        if (text == "ratio") {
          negatives.insert("negative kropki-black");
        } else if (text == "xv") {
          negatives.insert("negative xv");
        } else if (text == "difference") {
          negatives.insert("negative kropki-white");
        } else {
          fail_here(
              fmt::format("unknown negative rule '{}': dlx knows ratio, difference and xv", text));
        }
      }
    }
    element_ = "\"negative\"";
    for (const std::string& line : negatives) add(line);
    add_maximum_cells();
  }

  // f-puzzles' maximum cells are greater than their neighbours that are not maximum cells
  // (dclamage's solver reads them so, and Fortress Sudoku is set with them): the text format's
  // fortress. Cells apart from each other are the plain 'maximum', drawn as such.
  void add_maximum_cells() {
    element_ = "\"maximum\"";
    const int n = puzzle_.size.rows;
    bool touching = false;
    for (int a : maximum_cells_) {
      for (int b : maximum_cells_) {
        touching = touching || std::abs(a / n - b / n) + std::abs(a % n - b % n) == 1;
      }
    }
    if (touching) {
      add("fortress " + words(maximum_cells_));
    } else {
      for (int c : maximum_cells_) add("maximum " + cell_word(c));
    }
  }

  void read_elements(const Json& root, const std::string& key) {
    const Json& entries = list(root, key);
    std::size_t index = 0;
    for (const Json& entry : entries) {
      ++index;
      element_ = fmt::format("\"{}\" {}", key, index);
      if (!entry.is_object()) fail_here("expected an object");
      read_element(key, entry);
    }
  }

  void read_element(const std::string& key, const Json& entry) {
    if (const auto it = line_elements().find(key); it != line_elements().end()) {
      const Json& lines = field(entry, "lines");
      if (!lines.is_array()) fail_here("expected \"lines\", a list of lines of cells");
      const auto value = number(field(entry, "value"), "the value");
      for (const Json& line : lines) {
        add(fmt::format("{}{} {}", it->second, value ? fmt::format(" {}:", *value) : "",
                        words(cells(line))));
      }
      return;
    }
    if (const auto it = cell_elements().find(key); it != cell_elements().end()) {
      add(fmt::format("{} {}", it->second, cell_word(cell(field(entry, "cell")))));
      return;
    }
    if (const auto it = group_elements().find(key); it != group_elements().end()) {
      add(fmt::format("{} {}", it->second, words(cells(field(entry, "cells")))));
      return;
    }
    if (key == "maximum") {
      maximum_cells_.push_back(cell(field(entry, "cell")));
      return;
    }
    if (key == "arrow") return read_arrow(entry);
    if (key == "killercage") return read_killer_cage(entry);
    if (key == "littlekillersum") return read_little_killer(entry);
    if (key == "sandwichsum" || key == "xsum" || key == "skyscraper") {
      return read_outside_clue(key, entry);
    }
    if (key == "difference" || key == "ratio") return read_dot(key, entry);
    if (key == "xv") return read_xv(entry);
    if (key == "clone") {
      add(fmt::format("clone {}: {}", words(cells(field(entry, "cells"))),
                      words(cells(field(entry, "cloneCells")))));
      return;
    }
    if (key == "quadruple") return read_quadruple(entry);
    fail(
        fmt::format("unknown f-puzzles constraint '{}': dlx does not know it (docs/sudoku.md "
                    "lists the f-puzzles elements it reads)",
                    key));
  }

  // The circle (or pill, its cells read as a number left to right, top to bottom) and each line
  // from it: every line is an arrow of its own, as f-puzzles draws several from one circle.
  void read_arrow(const Json& entry) {
    std::vector<int> circle = cells(field(entry, "cells"));
    if (circle.empty()) fail_here("an arrow without its circle");
    std::sort(circle.begin(), circle.end());
    const Json& lines = field(entry, "lines");
    if (!lines.is_array()) fail_here("expected \"lines\", the arrows from the circle");
    for (const Json& line : lines) {
      std::vector<int> shaft;
      for (int c : cells(line)) {
        if (std::find(circle.begin(), circle.end(), c) == circle.end()) shaft.push_back(c);
      }
      add(fmt::format("arrow {}: {}", words(circle), words(shaft)));
    }
  }

  void read_killer_cage(const Json& entry) {
    const auto sum = number(field(entry, "value"), "the sum");
    const std::string text = words(cells(field(entry, "cells")));
    add(sum ? fmt::format("killer {}: {}", *sum, text) : fmt::format("killer {}", text));
  }

  // The clue outside the grid and its direction (UR, UL, DR, DL): the diagonal it points along.
  void read_little_killer(const Json& entry) {
    const auto sum = number(field(entry, "value"), "the sum");
    if (!sum) {
      puzzle_.notes.push_back(
          fmt::format("skipped {}: a little killer arrow without a sum", element_));
      return;
    }
    const Position at = position(field(entry, "cell"));
    const Json& direction = field(entry, "direction");
    const std::string way = direction.is_string() ? direction.get<std::string>() : "";
    int dr = 0;
    int dc = 0;
    if (way == "UR" || way == "UL") dr = -1;
    if (way == "DR" || way == "DL") dr = 1;
    if (way == "UR" || way == "DR") dc = 1;
    if (way == "UL" || way == "DL") dc = -1;
    if (dr == 0) fail_here(fmt::format("direction '{}' is not UR, UL, DR or DL", way));
    std::vector<int> diagonal;
    Position step{at.row + dr, at.column + dc};
    while (inside(step)) {
      diagonal.push_back((step.row - 1) * puzzle_.size.rows + (step.column - 1));
      step = {step.row + dr, step.column + dc};
    }
    if (diagonal.empty()) fail_here("the arrow points along no cell of the grid");
    add(fmt::format("little-killer {}: {}", *sum, words(diagonal)));
  }

  // A clue on row or column 0 or n+1: the side of the grid it reads from.
  void read_outside_clue(const std::string& key, const Json& entry) {
    const auto clue = number(field(entry, "value"), "the clue");
    if (!clue) {
      puzzle_.notes.push_back(fmt::format("skipped {}: a clue without a value", element_));
      return;
    }
    const Position at = position(field(entry, "cell"));
    const int n = puzzle_.size.rows;
    std::string where;
    if ((at.row == 0 || at.row == n + 1) && at.column >= 1 && at.column <= n) {
      where = fmt::format("col {} {}", at.column, at.row == 0 ? "top" : "bottom");
    } else if ((at.column == 0 || at.column == n + 1) && at.row >= 1 && at.row <= n) {
      where = fmt::format("row {} {}", at.row, at.column == 0 ? "left" : "right");
    } else {
      fail_here(fmt::format("the clue's cell {} is not beside the {}x{} grid",
                            field(entry, "cell").get<std::string>(), n, n));
    }
    if (key == "sandwichsum") {
      // A sandwich reads the same from either side.
      add(fmt::format("sandwich {}: {}", where.substr(0, where.rfind(' ')), *clue));
    } else {
      add(fmt::format("{} {}: {}", key == "xsum" ? "x-sum" : "skyscraper", where, *clue));
    }
  }

  // A white dot is a difference of 1, a black one a ratio of 2: f-puzzles writes their value
  // only when it is another.
  void read_dot(const std::string& key, const Json& entry) {
    const auto value = number(field(entry, "value"), "the value");
    const std::string pair = words(cells(field(entry, "cells")));
    if (key == "difference") {
      add(!value || *value == 1 ? "kropki-white " + pair
                                : fmt::format("difference {}: {}", *value, pair));
    } else {
      add(!value || *value == 2 ? "kropki-black " + pair
                                : fmt::format("ratio {}: {}", *value, pair));
    }
  }

  void read_xv(const Json& entry) {
    const Json& value = field(entry, "value");
    const std::string letter = value.is_string() ? value.get<std::string>() : "";
    const std::string pair = words(cells(field(entry, "cells")));
    if (letter == "X" || letter == "x") {
      add("x " + pair);
    } else if (letter == "V" || letter == "v") {
      add("v " + pair);
    } else {
      fail_here(fmt::format("the value '{}' is neither X nor V",
                            value.is_string() ? letter : value.dump()));
    }
  }

  // The four cells around a corner, and the digits in its circle.
  void read_quadruple(const Json& entry) {
    const std::vector<int> block = cells(field(entry, "cells"));
    if (block.empty()) fail_here("a quadruple without cells");
    int top = puzzle_.size.rows;
    int left = puzzle_.size.rows;
    for (int c : block) {
      top = std::min(top, c / puzzle_.size.rows);
      left = std::min(left, c % puzzle_.size.rows);
    }
    std::string line = fmt::format("quadruple {}:", cell_word(top * puzzle_.size.rows + left));
    const Json& values = field(entry, "values");
    if (!values.is_array()) fail_here("expected \"values\", a list of digits");
    for (const Json& v : values) {
      const auto digit = number(v, "a digit");
      if (!digit) fail_here("a digit without a value");
      line += fmt::format(" {}", *digit);
    }
    add(line);
  }

  // The solution f-puzzles saves with a puzzle, when it is whole: the one found is checked
  // against it (and it against the rules). A partial one is a setter's notes: left out.
  void read_solution(const Json& solution) {
    const int n = puzzle_.size.rows;
    if (!solution.is_array() || solution.size() != puzzle_.cell_count()) return;
    std::vector<int> values;
    for (const Json& v : solution) {
      if (!v.is_number_integer()) return;
      const auto value = v.get<long long>();
      if (value < 1 || value > n) return;
      values.push_back(static_cast<int>(value));
    }
    puzzle_.given_solution = std::move(values);
  }

  const std::string& source_;
  std::size_t line_;
  FpuzzlesEntries entries_;
  std::string element_;
  std::vector<int> maximum_cells_;
  SudokuPuzzle puzzle_;
};

}  // namespace

SudokuPuzzle read_fpuzzles_json(const std::string& json, const std::string& source,
                                std::size_t line, FpuzzlesEntries entries) {
  FpuzzlesReader reader(source, line, entries);
  return reader.read(json);
}

}  // namespace dlx::sudoku
