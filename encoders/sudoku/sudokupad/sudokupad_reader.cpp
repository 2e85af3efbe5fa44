#include "encoders/sudoku/sudokupad/sudokupad_reader.hpp"

#include <fmt/format.h>
#include <dlx/text/english.hpp>
#include <dlx/text/input_error.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <optional>
#include <set>
#include <vector>

#include "encoders/sudoku/fpuzzles/fpuzzles_reader.hpp"
#include "encoders/sudoku/grid_rules.hpp"
#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/sudokupad/drawing_colours.hpp"
#include "encoders/sudoku/sudokupad/puzzle_zipper.hpp"
#include "encoders/sudoku/variants/constraint_parser.hpp"

namespace dlx::sudoku {
// Named, so that the batches of the unity build keep this file's helpers apart.
namespace sudokupad_reader_detail {
namespace {

using Json = nlohmann::json;

// How far a drawn point may be from where a convention puts it (a cell's centre, the middle of
// an edge) and still be read as there: SudokuPad's editors snap to halves of a cell.
constexpr double kSnap = 0.15;
// The widest mark read as a dot between two cells (kropki, X, V), and the narrowest circle read
// as a bulb or an arrow's circle, in cells.
constexpr double kMaxDotWidth = 0.6;
constexpr double kMinBulbWidth = 0.4;

// The keys of the puzzle that draw or state nothing the solver needs: skipped, with a note.
const std::set<std::string, std::less<>>& skipped_keys() {
  static const std::set<std::string, std::less<>> keys = {
      "id",     "settings", "cellSize", "videos",   "duration",      "title",
      "author", "rules",    "source",   "foglight", "triggereffect", "fogofwar"};
  return keys;
}

struct Point {
  double row = 0;
  double column = 0;
};

bool near(double a, double b) {
  return std::abs(a - b) <= kSnap;
}

// An overlay or underlay: a rectangle or circle, filled or not, maybe with text.
struct Shape {
  std::string name;  // "overlay 3", for messages
  Point center;
  double width = 0;
  double height = 0;
  bool rounded = false;
  DrawingColour fill;    // backgroundColor
  DrawingColour border;  // borderColor
  std::string text;
  bool used = false;  // read as part of a line's or an arrow's rule
};

class SudokuPadReader {
 public:
  SudokuPadReader(const std::string& source, std::size_t line) : source_(source), line_(line) {}

  SudokuPuzzle read(std::string_view text) {
    root_ = parse(text);
    read_size();
    puzzle_.source = source_;
    puzzle_.line = line_;
    puzzle_.givens.assign(puzzle_.cell_count(), 0);
    set_layout();
    check_keys();
    read_cells();
    read_regions();
    read_metadata();
    read_shapes("overlays");
    read_shapes("underlays");
    read_lines();
    read_arrows();
    read_cages();
    read_remaining_shapes();
    write_notes();
    return std::move(puzzle_);
  }

 private:
  [[noreturn]] void fail(const std::string& message) const {
    throw InputError(source_, line_, message);
  }
  [[noreturn]] void fail_here(const std::string& message) const {
    fail(fmt::format("SudokuPad {}: {}", element_, message));
  }

  Json parse(std::string_view text) const {
    Json root;
    try {
      root = unzip_sudokupad(text);
    } catch (const PuzzleZipperError& e) {
      fail(fmt::format("the SudokuPad puzzle's JSON does not read: {}", e.what()));
    }
    if (!root.is_object() || !root.contains("cells")) {
      fail("JSON that is not a SudokuPad puzzle: expected an object with \"cells\" (ce)");
    }
    return root;
  }

  void read_size() {
    element_ = "\"cells\"";
    const Json& rows = root_.at("cells");
    if (!rows.is_array() || rows.empty()) fail_here("expected a list of rows of cells");
    const std::size_t n = rows.size();
    for (const Json& row : rows) {
      if (!row.is_array()) fail_here("a row is not a list of cells");
      if (row.size() != n) {
        fail_here(
            fmt::format("a grid of {} rows and {} columns: dlx reads SudokuPad's square "
                        "grids, 4x4 to {}x{}",
                        n, row.size(), kMaxFpuzzlesSize, kMaxFpuzzlesSize));
      }
    }
    if (n < 4 || n > static_cast<std::size_t>(kMaxFpuzzlesSize)) {
      fail_here(fmt::format("a {0}x{0} grid: dlx reads SudokuPad's grids from 4x4 to {1}x{1}", n,
                            kMaxFpuzzlesSize));
    }
    n_ = static_cast<int>(n);
    puzzle_.size = GridSize::square(n_);
  }

  // A solution is written as its puzzle: digits in one line up to 9x9, numbers beyond.
  void set_layout() {
    puzzle_.layout.one_line = true;
    if (n_ <= 9) {
      puzzle_.layout.alphabet = std::string("123456789").substr(0, static_cast<std::size_t>(n_));
    } else {
      puzzle_.layout.numbers = true;
      puzzle_.layout.spaced = true;
    }
  }

  void check_keys() {
    static const std::set<std::string, std::less<>> read = {
        "cells", "regions", "metadata", "overlays", "underlays", "lines", "arrows", "cages"};
    for (const auto& [key, value] : root_.items()) {
      if (read.count(key) != 0) continue;
      if (skipped_keys().count(key) != 0) {
        skipped_.insert(fmt::format("'{}'", key));
        continue;
      }
      fail(
          fmt::format("unknown SudokuPad element '{}': dlx does not know it (docs/sudoku.md lists "
                      "the SudokuPad elements it reads)",
                      key));
    }
  }

  // ---- Numbers, points, cells ------------------------------------------------------------------

  double number(const Json& value, std::string_view what) const {
    if (value.is_number()) {
      const double v = value.get<double>();
      if (std::isfinite(v) && std::abs(v) < 1e6) return v;
    }
    if (value.is_string()) {
      const std::string text = value.get<std::string>();
      char* end = nullptr;
      const double v = std::strtod(text.c_str(), &end);
      if (!text.empty() && end == text.c_str() + text.size() && std::isfinite(v) &&
          std::abs(v) < 1e6)
        return v;
    }
    fail_here(fmt::format("{} is {}, not a number", what, value.dump().substr(0, 30)));
  }

  Point point(const Json& value) const {
    if (!value.is_array() || value.size() != 2) {
      fail_here(fmt::format("a point is {}, not [row, column]", value.dump().substr(0, 30)));
    }
    return {number(value[0], "a row"), number(value[1], "a column")};
  }

  std::vector<Point> points(const Json& value) const {
    if (!value.is_array()) fail_here("expected a list of points [row, column]");
    std::vector<Point> out;
    for (const Json& p : value) out.push_back(point(p));
    return out;
  }

  bool inside(const Point& p) const {
    return p.row > 0 && p.column > 0 && p.row < n_ && p.column < n_;
  }

  // The cell whose centre `p` is, or -1.
  int cell_centred_at(const Point& p) const {
    const double r = std::floor(p.row);
    const double c = std::floor(p.column);
    if (!inside(p) || !near(p.row, r + 0.5) || !near(p.column, c + 0.5)) return -1;
    return static_cast<int>(r) * n_ + static_cast<int>(c);
  }

  int cell_containing(const Point& p) const {
    if (!inside(p)) return -1;
    return static_cast<int>(std::floor(p.row)) * n_ + static_cast<int>(std::floor(p.column));
  }

  // A cell given as [row, column] from 0, as regions and cages list them.
  int listed_cell(const Json& value) const {
    const Point p = point(value);
    const double r = std::round(p.row);
    const double c = std::round(p.column);
    if (r != p.row || c != p.column || r < 0 || c < 0 || r >= n_ || c >= n_) {
      fail_here(fmt::format("cell {} is not a cell of the {}x{} grid ([0,0] to [{},{}])",
                            value.dump(), n_, n_, n_ - 1, n_ - 1));
    }
    return static_cast<int>(r) * n_ + static_cast<int>(c);
  }

  std::string cell_word(int k) const { return fmt::format("r{}c{}", k / n_ + 1, k % n_ + 1); }

  std::string words(const std::vector<int>& cells) const {
    std::string text;
    for (int k : cells) text += (text.empty() ? "" : " ") + cell_word(k);
    return text;
  }

  std::string point_words(const Point& p) const {
    return fmt::format("[{:g}, {:g}]", p.row, p.column);
  }

  // The cells a path of cell centres passes through, in order: a straight or diagonal segment
  // between centres two or more cells apart passes through the cells between them.
  std::vector<int> path_cells(const std::vector<int>& stops) const {
    std::vector<int> cells;
    for (int stop : stops) {
      if (cells.empty()) {
        cells.push_back(stop);
        continue;
      }
      const int from = cells.back();
      const int dr = stop / n_ - from / n_;
      const int dc = stop % n_ - from % n_;
      if (dr == 0 && dc == 0) continue;
      const int steps = std::max(std::abs(dr), std::abs(dc));
      if (dr != 0 && dc != 0 && std::abs(dr) != std::abs(dc)) {
        if (steps > 1) {
          fail_here(
              fmt::format("the segment from {} to {} is neither straight nor diagonal: "
                          "which cells it passes through is not clear",
                          cell_word(from), cell_word(stop)));
        }
      }
      const int sr = (dr > 0) - (dr < 0);
      const int sc = (dc > 0) - (dc < 0);
      for (int k = 1; k <= steps; ++k) {
        cells.push_back(k == steps ? stop : from + k * sr * n_ + k * sc);
      }
    }
    return cells;
  }

  // A line of the text format, read by its parser: its checks apply as for any input.
  void add(const std::string& line) {
    try {
      puzzle_.constraints.push_back(parse_constraint(line, puzzle_.size, source_, line_));
    } catch (const InputError& e) {
      fail_here(fmt::format("{} (read as '{}')", e.message(), line));
    }
  }

  const Json& field(const Json& entry, std::string_view name) const {
    static const Json kNull;
    if (!entry.is_object()) return kNull;
    const auto it = entry.find(name);
    return it == entry.end() ? kNull : *it;
  }

  std::string text_of(const Json& value) const {
    if (value.is_string()) return value.get<std::string>();
    if (value.is_number_integer()) return std::to_string(value.get<long long>());
    if (value.is_number()) return fmt::format("{:g}", value.get<double>());
    return "";
  }

  // A whole number written as a number or as text ("15"); nullopt for anything else.
  static std::optional<int> whole_number(const std::string& text) {
    std::string kept;
    for (char c : text) {
      if (std::isspace(static_cast<unsigned char>(c)) == 0) kept += c;
    }
    if (kept.empty() || kept.size() > 6) return std::nullopt;
    for (std::size_t k = 0; k < kept.size(); ++k) {
      if (std::isdigit(static_cast<unsigned char>(kept[k])) == 0 && !(k == 0 && kept[k] == '-'))
        return std::nullopt;
    }
    if (kept == "-") return std::nullopt;
    return std::stoi(kept);
  }

  // ---- Givens, regions, metadata -------------------------------------------------------------

  void read_cells() {
    const Json& rows = root_.at("cells");
    bool marks = false;
    for (int r = 0; r < n_; ++r) {
      for (int c = 0; c < n_; ++c) {
        const Json& cell = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
        element_ = fmt::format("cell r{}c{}", r + 1, c + 1);
        if (cell.is_null()) continue;
        if (!cell.is_object()) fail_here("expected an object");
        for (const auto& [key, value] : cell.items()) {
          if (key != "value")
            marks = marks || key == "pencilMarks" || key == "centremarks" || key == "candidates";
        }
        const Json& value = field(cell, "value");
        if (value.is_null() || text_of(value).empty()) continue;
        const auto digit = whole_number(text_of(value));
        if (!digit || *digit < 1 || *digit > n_) {
          fail_here(fmt::format("the given '{}' is not a digit of a {}x{} grid (1 to {})",
                                text_of(value), n_, n_, n_));
        }
        puzzle_.givens[static_cast<std::size_t>(r * n_ + c)] = *digit;
      }
    }
    if (marks) skipped_.insert("the cells' pencil marks");
  }

  // The regions: the boxes, or a jigsaw when they differ. Without regions SudokuPad draws the
  // grid's boxes, as f-puzzles does: read so, with a note.
  void read_regions() {
    element_ = "\"regions\"";
    const std::optional<BoxShape> box = squarest_box(n_);
    const int box_rows = box ? box->rows : 1;
    const int box_columns = box ? box->columns : n_;
    const Json& regions = field(root_, "regions");
    if (regions.is_null()) {
      puzzle_.notes.push_back(fmt::format(
          "the SudokuPad puzzle has no regions: read with {}x{} boxes", box_rows, box_columns));
      puzzle_.box_rows = box_rows;
      puzzle_.box_columns = box_columns;
      return;
    }
    if (!regions.is_array() || static_cast<int>(regions.size()) != n_) {
      fail_here(fmt::format("expected {} regions of {} cells", n_, n_));
    }
    std::vector<int> map(puzzle_.cell_count(), -1);
    bool irregular = false;
    for (int id = 0; id < n_; ++id) {
      const Json& region = regions[static_cast<std::size_t>(id)];
      if (!region.is_array() || static_cast<int>(region.size()) != n_) {
        fail_here(fmt::format("region {} has {}; each of the {} regions needs {}", id + 1,
                              counted(region.is_array() ? region.size() : 0, "cell", "cells"), n_,
                              n_));
      }
      for (const Json& entry : region) {
        const int k = listed_cell(entry);
        if (map[static_cast<std::size_t>(k)] >= 0) {
          fail_here(fmt::format("cell {} is in two regions", cell_word(k)));
        }
        map[static_cast<std::size_t>(k)] = id;
      }
    }
    // Boxes, if every region is the box of its first cell's.
    for (int k = 0; k < n_ * n_; ++k) {
      const int boxed = (k / n_ / box_rows) * (n_ / box_columns) + (k % n_) / box_columns;
      for (int j = 0; j < n_ * n_; ++j) {
        const int other = (j / n_ / box_rows) * (n_ / box_columns) + (j % n_) / box_columns;
        if ((boxed == other) !=
            (map[static_cast<std::size_t>(k)] == map[static_cast<std::size_t>(j)]))
          irregular = true;
      }
      if (irregular) break;
    }
    if (!irregular) {
      puzzle_.box_rows = box_rows;
      puzzle_.box_columns = box_columns;
      return;
    }
    set_jigsaw(puzzle_, map, line_);
  }

  // The title, author and rules: read past. The solution, when whole, is checked against the one
  // found. A background picture may hold rules dlx cannot see: said in a note. The flags
  // 'antiknight' and 'antiking' are rules of the whole grid (Sudoku Maker writes them, SudokuPad's
  // checker applies them): a real anti-knight puzzle had several solutions without its flag.
  void read_metadata() {
    const Json& metadata = field(root_, "metadata");
    if (metadata.is_null()) return;
    element_ = "\"metadata\"";
    if (!metadata.is_object()) fail_here("expected an object");
    for (const auto& [key, value] : metadata.items()) {
      if (key == "solution") {
        read_solution(text_of(value));
      } else if (key == "antiknight" || key == "antiking") {
        if (flag_is_set(value)) add(key == "antiknight" ? "anti-knight" : "anti-king");
      } else if (key == "bgimage") {
        puzzle_.notes.push_back(
            "the SudokuPad puzzle has a background picture (metadata 'bgimage'), which dlx does "
            "not read: a rule drawn in it is not seen");
      } else {
        skipped_.insert(fmt::format("metadata '{}'", key));
      }
    }
  }

  // A metadata flag as the tools write it: true, 1 or "true"; anything else leaves the rule off.
  static bool flag_is_set(const Json& value) {
    if (value.is_boolean()) return value.get<bool>();
    if (value.is_number()) return value.get<double>() != 0;
    return value.is_string() &&
           (value.get<std::string>() == "true" || value.get<std::string>() == "1");
  }

  void read_solution(const std::string& text) {
    std::vector<int> values;
    for (char c : text) {
      if (c < '1' || c > '9' || c - '0' > n_) return;  // a partial or lettered one: left out
      values.push_back(c - '0');
    }
    if (values.size() == puzzle_.cell_count()) puzzle_.given_solution = std::move(values);
  }

  // ---- Shapes ----------------------------------------------------------------------------------

  void read_shapes(const std::string& key) {
    const Json& list = field(root_, key);
    if (list.is_null()) return;
    element_ = fmt::format("\"{}\"", key);
    if (!list.is_array()) fail_here("expected a list");
    std::size_t index = 0;
    for (const Json& entry : list) {
      ++index;
      element_ = fmt::format("{} {}", key.substr(0, key.size() - 1), index);
      if (!entry.is_object()) fail_here("expected an object");
      Shape shape;
      shape.name = element_;
      shape.center = point(field(entry, "center"));
      shape.width = field(entry, "width").is_null() ? 0 : number(field(entry, "width"), "width");
      shape.height =
          field(entry, "height").is_null() ? shape.width : number(field(entry, "height"), "height");
      const Json& rounded = field(entry, "rounded");
      shape.rounded = rounded.is_boolean() ? rounded.get<bool>() : !rounded.is_null();
      shape.fill = drawing_colour(text_of(field(entry, "backgroundColor")));
      shape.border = drawing_colour(text_of(field(entry, "borderColor")));
      shape.text = text_of(field(entry, "text"));
      shapes_.push_back(std::move(shape));
    }
  }

  // A circle of bulb size centred on the cell's centre, for a line's end or an arrow's start.
  Shape* circle_at(int cell, bool filled) {
    const Point centre{cell / n_ + 0.5, cell % n_ + 0.5};
    for (Shape& shape : shapes_) {
      if (!shape.rounded || shape.width < kMinBulbWidth || !near(shape.center.row, centre.row) ||
          !near(shape.center.column, centre.column))
        continue;
      if (filled == (shape.fill.kind != ColourKind::kNone && shape.fill.kind != ColourKind::kWhite))
        return &shape;
    }
    return nullptr;
  }

  // The circle or pill the point is in, if any.
  Shape* circle_around(const Point& p) {
    for (Shape& shape : shapes_) {
      if (!shape.rounded || shape.width < kMinBulbWidth) continue;
      if (std::abs(p.row - shape.center.row) <= shape.height / 2 + 0.05 &&
          std::abs(p.column - shape.center.column) <= shape.width / 2 + 0.05)
        return &shape;
    }
    return nullptr;
  }

  // Marks the circle read as part of a rule, and any other circle drawn on it (an overlay over an
  // underlay, a border over a fill): they are one drawing.
  void use_circles_like(const Shape& circle) {
    for (Shape& shape : shapes_) {
      if (shape.rounded && near(shape.center.row, circle.center.row) &&
          near(shape.center.column, circle.center.column) &&
          std::abs(shape.width - circle.width) <= 0.5 &&
          std::abs(shape.height - circle.height) <= 0.5)
        shape.used = true;
    }
  }

  std::vector<int> cells_under(const Shape& shape) const {
    std::vector<int> cells;
    for (int k = 0; k < n_ * n_; ++k) {
      const double r = k / n_ + 0.5;
      const double c = k % n_ + 0.5;
      if (std::abs(r - shape.center.row) < shape.height / 2 &&
          std::abs(c - shape.center.column) < shape.width / 2)
        cells.push_back(k);
    }
    if (cells.empty() && cell_containing(shape.center) >= 0) {
      cells.push_back(cell_containing(shape.center));
    }
    if (cells.empty()) fail_here(fmt::format("{} is on no cell of the grid", shape.name));
    return cells;
  }

  // ---- Lines -----------------------------------------------------------------------------------

  void read_lines() {
    const Json& lines = field(root_, "lines");
    if (lines.is_null()) return;
    element_ = "\"lines\"";
    if (!lines.is_array()) fail_here("expected a list");
    std::size_t index = 0;
    for (const Json& entry : lines) {
      element_ = fmt::format("line {}", ++index);
      if (!entry.is_object()) fail_here("expected an object");
      read_line(entry);
    }
  }

  void read_line(const Json& entry) {
    const std::vector<Point> path = points(field(entry, "wayPoints"));
    const DrawingColour colour = drawing_colour(text_of(field(entry, "color")));
    if (path.size() < 2 || colour.kind == ColourKind::kNone) {
      skipped_.insert("invisible lines");
      return;
    }
    if (const auto diagonal = grid_diagonal(path)) {
      add(*diagonal);
      return;
    }
    std::vector<int> stops;
    for (const Point& p : path) {
      const int cell = cell_centred_at(p);
      if (cell < 0) {
        fail_here(
            fmt::format("a {} line through {}, not a cell's centre: a line between the "
                        "cells states no rule dlx knows (and may be a drawing)",
                        colour.text, point_words(p)));
      }
      stops.push_back(cell);
    }
    const std::vector<int> cells = path_cells(stops);
    if (colour.kind == ColourKind::kGrey) {
      Shape* first_bulb = circle_at(cells.front(), true);
      Shape* last_bulb = circle_at(cells.back(), true);
      if ((first_bulb != nullptr) != (last_bulb != nullptr)) {
        use_circles_like(first_bulb != nullptr ? *first_bulb : *last_bulb);
        std::vector<int> thermo = cells;
        if (first_bulb == nullptr) std::reverse(thermo.begin(), thermo.end());
        add("thermo " + words(thermo));
        return;
      }
      Shape* first_end = circle_at(cells.front(), false);
      Shape* last_end = circle_at(cells.back(), false);
      if (first_bulb == nullptr && first_end != nullptr && last_end != nullptr) {
        use_circles_like(*first_end);
        use_circles_like(*last_end);
        add("between " + words(cells));
        return;
      }
    }
    fail_here(
        fmt::format("a {} line through {}{}: by SudokuPad's conventions it could be {}; "
                    "the puzzle's rules say which, and dlx does not guess",
                    colour.text, words(cells),
                    colour.kind == ColourKind::kGrey ? " without a bulb at one end" : "",
                    line_readings(colour)));
  }

  // A line from corner to corner of the grid: the diagonal's rule.
  std::optional<std::string> grid_diagonal(const std::vector<Point>& path) const {
    if (path.size() != 2) return std::nullopt;
    const double n = n_;
    auto at = [](const Point& p, double r, double c) {
      return near(p.row, r) && near(p.column, c);
    };
    const Point& a = path.front();
    const Point& b = path.back();
    if ((at(a, 0, 0) && at(b, n, n)) || (at(a, n, n) && at(b, 0, 0))) return "diagonal-";
    if ((at(a, n, 0) && at(b, 0, n)) || (at(a, 0, n) && at(b, n, 0))) return "diagonal+";
    return std::nullopt;
  }

  // ---- Arrows ----------------------------------------------------------------------------------

  void read_arrows() {
    const Json& arrows = field(root_, "arrows");
    if (arrows.is_null()) return;
    element_ = "\"arrows\"";
    if (!arrows.is_array()) fail_here("expected a list");
    std::size_t index = 0;
    for (const Json& entry : arrows) {
      element_ = fmt::format("arrow {}", ++index);
      if (!entry.is_object()) fail_here("expected an object");
      read_arrow(entry);
    }
  }

  // The circle (or pill) the arrow starts in, and the cells its shaft passes through.
  void read_arrow(const Json& entry) {
    const std::vector<Point> path = points(field(entry, "wayPoints"));
    if (path.size() < 2) fail_here("an arrow of fewer than two points");
    Shape* circle = circle_around(path.front());
    if (circle == nullptr) {
      fail_here(
          fmt::format("an arrow from {} that starts in no circle: it could be a little "
                      "killer's arrow, a pointer of another rule, or a drawing; dlx reads "
                      "arrows from a circle (arrow sums)",
                      point_words(path.front())));
    }
    use_circles_like(*circle);
    const std::vector<int> sum_cells = cells_under(*circle);
    // From the cell the arrow starts in (inside the circle, left out below), so that a first
    // segment two or more cells long passes through the cells between.
    std::vector<int> stops = {cell_containing(path.front())};
    if (stops.front() < 0) {
      fail_here(
          fmt::format("an arrow that starts outside the grid, at {}", point_words(path.front())));
    }
    for (std::size_t k = 1; k < path.size(); ++k) {
      const int cell = cell_containing(path[k]);
      if (cell < 0) fail_here(fmt::format("the arrow leaves the grid at {}", point_words(path[k])));
      stops.push_back(cell);
    }
    std::vector<int> shaft;
    for (int cell : path_cells(stops)) {
      if (std::find(sum_cells.begin(), sum_cells.end(), cell) == sum_cells.end())
        shaft.push_back(cell);
    }
    if (shaft.empty()) fail_here("an arrow that leaves its circle through no cell");
    add(fmt::format("arrow {}: {}", words(sum_cells), words(shaft)));
  }

  // ---- Cages -----------------------------------------------------------------------------------

  void read_cages() {
    const Json& cages = field(root_, "cages");
    if (cages.is_null()) return;
    element_ = "\"cages\"";
    if (!cages.is_array()) fail_here("expected a list");
    std::size_t index = 0;
    for (const Json& entry : cages) {
      element_ = fmt::format("cage {}", ++index);
      if (!entry.is_object()) fail_here("expected an object");
      read_cage(entry);
    }
  }

  // A cage with a number is a killer cage; without one, a cage whose digits do not repeat. Older
  // puzzles keep their title, rules and solution in cages of text ("title: ..."): read past.
  void read_cage(const Json& entry) {
    const std::string value = text_of(field(entry, "value"));
    const std::size_t colon = value.find(':');
    if (colon != std::string::npos && colon > 0 && colon < 16) {
      const std::string key = value.substr(0, colon);
      if (std::all_of(key.begin(), key.end(),
                      [](char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; })) {
        if (key == "solution") {
          std::string digits;
          for (char c : value.substr(colon + 1)) {
            if (std::isspace(static_cast<unsigned char>(c)) == 0) digits += c;
          }
          read_solution(digits);
        } else {
          skipped_.insert(fmt::format("the cage of text '{}:'", key));
        }
        return;
      }
    }
    const Json& listed = field(entry, "cells");
    if (!listed.is_array() || listed.empty()) {
      skipped_.insert("cages without cells");
      return;
    }
    std::vector<int> cells;
    for (const Json& c : listed) cells.push_back(listed_cell(c));
    std::sort(cells.begin(), cells.end());
    if (value.empty()) {
      add("killer " + words(cells));
      return;
    }
    const auto sum = whole_number(value);
    if (!sum) {
      fail_here(
          fmt::format("a cage labelled '{}': dlx reads a cage's number as a killer sum, and "
                      "this is no number",
                      value));
    }
    add(fmt::format("killer {}: {}", *sum, words(cells)));
  }

  // ---- What is left of the shapes: dots, quadruples, drawings ----------------------------------

  void read_remaining_shapes() {
    for (Shape& shape : shapes_) {
      if (shape.used) continue;
      element_ = shape.name;
      read_shape(shape);
    }
  }

  void read_shape(const Shape& shape) {
    const Point& p = shape.center;
    const bool has_text = !shape.text.empty();
    const bool visible =
        shape.fill.kind != ColourKind::kNone || shape.border.kind != ColourKind::kNone || has_text;
    if (!visible) {
      skipped_.insert("invisible shapes");
      return;
    }
    const double r = std::round(p.row);
    const double c = std::round(p.column);
    const bool row_on_line = near(p.row, r);
    const bool column_on_line = near(p.column, c);
    const bool row_centred = near(p.row - std::floor(p.row), 0.5);
    const bool column_centred = near(p.column - std::floor(p.column), 0.5);
    const bool in_grid = p.row > 0 && p.column > 0 && p.row < n_ && p.column < n_;
    if (!in_grid) return read_outside(shape);
    if (shape.width <= kMaxDotWidth && shape.height <= kMaxDotWidth &&
        ((row_on_line && column_centred) || (column_on_line && row_centred))) {
      return read_dot(shape, row_on_line);
    }
    if (row_on_line && column_on_line && has_text) return read_quadruple(shape);
    if (shape.width > 1.2 || shape.height > 1.2 || (!shape.rounded && shape.width >= 0.9)) {
      if (!has_text && !shape.rounded) {
        skipped_.insert("shading");
        return;
      }
    }
    if (has_text && !whole_number(shape.text) && shape.fill.kind == ColourKind::kNone) {
      skipped_.insert("text in the grid");
      return;
    }
    fail_here(fmt::format(
        "{} at {}{}: {}", shape_words(shape), point_words(p),
        has_text ? fmt::format(" with the text '{}'", shape.text) : "",
        shape.rounded
            ? "by SudokuPad's conventions a circle in a cell could be an odd cell (grey), "
              "a bulb or arrow circle without its line, or a drawing; dlx does not guess"
            : "by SudokuPad's conventions a square in a cell could be an even cell "
              "(grey), a number clue, or a drawing; dlx does not guess"));
  }

  std::string shape_words(const Shape& shape) const {
    return fmt::format("a {}{} {}",
                       shape.fill.kind == ColourKind::kNone ? "" : shape.fill.text + " ",
                       shape.rounded ? "circle" : "rectangle",
                       fmt::format("{:g}x{:g}", shape.height, shape.width));
  }

  // A mark between two cells: a kropki dot (white: consecutive or a difference, black: a ratio)
  // or an X or V.
  void read_dot(const Shape& shape, bool horizontal_edge) {
    const Point& p = shape.center;
    int a = 0;
    int b = 0;
    if (horizontal_edge) {
      const int row = static_cast<int>(std::round(p.row));
      const int column = static_cast<int>(std::floor(p.column));
      a = (row - 1) * n_ + column;
      b = row * n_ + column;
    } else {
      const int row = static_cast<int>(std::floor(p.row));
      const int column = static_cast<int>(std::round(p.column));
      a = row * n_ + column - 1;
      b = row * n_ + column;
    }
    const std::string pair = cell_word(a) + " " + cell_word(b);
    std::string letter = shape.text;
    for (char& ch : letter) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    if (letter == "X" || letter == "V") {
      add((letter == "X" ? "x " : "v ") + pair);
      return;
    }
    const auto value = whole_number(shape.text);
    const bool white =
        shape.rounded &&
        (shape.fill.kind == ColourKind::kWhite ||
         (shape.fill.kind == ColourKind::kNone && shape.border.kind != ColourKind::kNone));
    const bool black = shape.rounded && shape.fill.kind == ColourKind::kBlack;
    if (white && (shape.text.empty() || value)) {
      add(!value || *value == 1 ? "kropki-white " + pair
                                : fmt::format("difference {}: {}", *value, pair));
      return;
    }
    if (black && (shape.text.empty() || value)) {
      add(!value || *value == 2 ? "kropki-black " + pair
                                : fmt::format("ratio {}: {}", *value, pair));
      return;
    }
    fail_here(
        fmt::format("{}{} between {} and {}: by SudokuPad's conventions a mark between two "
                    "cells is a kropki dot (a white or black circle) or an X or V; this one "
                    "is neither",
                    shape_words(shape),
                    shape.text.empty() ? "" : fmt::format(" with the text '{}'", shape.text),
                    cell_word(a), cell_word(b)));
  }

  // Digits in a circle on the corner of four cells: at least one of each is among them.
  void read_quadruple(const Shape& shape) {
    const int row = static_cast<int>(std::round(shape.center.row));
    const int column = static_cast<int>(std::round(shape.center.column));
    std::string line = fmt::format("quadruple {}:", cell_word((row - 1) * n_ + column - 1));
    for (char c : shape.text) {
      if (std::isdigit(static_cast<unsigned char>(c)) != 0) {
        line += fmt::format(" {}", c);
      } else if (std::isspace(static_cast<unsigned char>(c)) == 0 && c != ',') {
        fail_here(
            fmt::format("the text '{}' on the corner of four cells: a quadruple's digits "
                        "were expected",
                        shape.text));
      }
    }
    add(line);
  }

  // Outside the grid: a number is a clue whose rule the drawing does not say; anything else draws.
  void read_outside(const Shape& shape) {
    if (!whole_number(shape.text)) {
      skipped_.insert("drawings outside the grid");
      return;
    }
    fail_here(
        fmt::format("the number {} outside the grid at {}: by SudokuPad's conventions it "
                    "could be a sandwich sum, an X-sum, a skyscraper clue, or a little "
                    "killer sum (with an arrow); the puzzle's rules say which, and dlx does "
                    "not guess",
                    shape.text, point_words(shape.center)));
  }

  void write_notes() {
    if (skipped_.empty()) return;
    std::string list;
    for (const std::string& item : skipped_) list += (list.empty() ? "" : ", ") + item;
    puzzle_.notes.push_back(
        fmt::format("skipped in the SudokuPad puzzle (no rule of the grid): {}", list));
  }

  const std::string& source_;
  std::size_t line_;
  Json root_;
  int n_ = 9;
  std::string element_;
  std::vector<Shape> shapes_;
  std::set<std::string> skipped_;
  SudokuPuzzle puzzle_;
};

}  // namespace
}  // namespace sudokupad_reader_detail

SudokuPuzzle read_sudokupad(std::string_view text, const std::string& source, std::size_t line) {
  sudokupad_reader_detail::SudokuPadReader reader(source, line);
  return reader.read(text);
}

}  // namespace dlx::sudoku
