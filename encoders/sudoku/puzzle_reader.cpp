#include "encoders/sudoku/puzzle_reader.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <dlx/text/english.hpp>
#include <dlx/text/line_reader.hpp>
#include <dlx/text/text_tokens.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>
#include <set>

#include "encoders/sudoku/fpuzzles/fpuzzles_input.hpp"
#include "encoders/sudoku/fpuzzles/fpuzzles_reader.hpp"
#include "encoders/sudoku/grid_rules.hpp"
#include "encoders/sudoku/iss/iss_input.hpp"
#include "encoders/sudoku/iss/iss_parser.hpp"
#include "encoders/sudoku/iss/iss_reader.hpp"
#include "encoders/sudoku/sudokupad/sudokupad_input.hpp"
#include "encoders/sudoku/sudokupad/sudokupad_reader.hpp"
#include "encoders/sudoku/symbols.hpp"
#include "encoders/sudoku/variants/constraint_parser.hpp"

namespace dlx::sudoku {

std::optional<BoxShape> parse_box_shape(const std::string& text) {
  if (text == "none") return BoxShape{0, 0};
  const std::size_t x = text.find_first_of("xX");
  if (x == std::string::npos) return std::nullopt;
  BoxShape shape;
  const auto [end1, error1] = std::from_chars(text.data(), text.data() + x, shape.rows);
  const auto [end2, error2] =
      std::from_chars(text.data() + x + 1, text.data() + text.size(), shape.columns);
  if (error1 != std::errc{} || end1 != text.data() + x || error2 != std::errc{} ||
      end2 != text.data() + text.size() || shape.rows < 1 || shape.columns < 1) {
    return std::nullopt;
  }
  return shape;
}

std::optional<BoxShape> squarest_box(int n) {
  std::optional<BoxShape> best;
  for (int rows = 2; rows * rows <= n; ++rows) {
    if (n % rows == 0) best = BoxShape{rows, n / rows};
  }
  return best;
}

std::optional<BoxShape> boxes_of_size(int rows, int columns, int cells) {
  int small = 1;
  while ((small + 1) * (small + 1) <= cells) ++small;
  // From the squarest down, as the Interactive Sudoku Solver's boxDimsForSize.
  for (; small >= 2; --small) {
    if (cells % small != 0) continue;
    const int large = cells / small;
    if (rows % small == 0 && columns % large == 0) return BoxShape{small, large};
    if (large != small && rows % large == 0 && columns % small == 0) return BoxShape{large, small};
  }
  return std::nullopt;
}

namespace {

// A line of box drawing only: "+---+---+", "------+-------", "=====".
bool is_separator_line(const std::string& text) {
  bool drawn = false;
  for (char c : text) {
    if (c == '-' || c == '+' || c == '=') {
      drawn = true;
    } else if (c != '|' && !is_blank(c)) {
      return false;
    }
  }
  return drawn;
}

struct Row {
  std::vector<std::string> cells;
  bool spaced = false;
  std::size_t line = 0;
  std::string text;  // the line as written (a constraint's line is read from it)
};

// The cells of one line: blank-separated tokens if there are blanks, else one per character;
// '|' separators are dropped.
Row split_cells(const std::string& text, std::size_t line) {
  Row row;
  row.line = line;
  std::string kept;
  kept.reserve(text.size());
  for (char c : text) {
    if (c != '|') kept += c;
  }
  kept = trimmed(kept);
  for (char c : kept) row.spaced = row.spaced || is_blank(c);
  if (row.spaced) {
    std::size_t k = 0;
    while (k < kept.size()) {
      while (k < kept.size() && is_blank(kept[k])) ++k;
      const std::size_t start = k;
      while (k < kept.size() && !is_blank(kept[k])) ++k;
      if (k > start) row.cells.push_back(kept.substr(start, k - start));
    }
  } else {
    row.cells.reserve(kept.size());
    for (char c : kept) row.cells.emplace_back(1, c);
  }
  return row;
}

bool is_square_size(std::size_t cells, int& n) {
  for (int k = 4; k <= kMaxSize; ++k) {
    if (static_cast<std::size_t>(k) * static_cast<std::size_t>(k) == cells) {
      n = k;
      return true;
    }
  }
  return false;
}

bool all_digits(const std::string& token) {
  if (token.empty()) return false;
  for (char c : token) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  }
  return true;
}

std::string lowercase(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

// The comma-separated fields of a CSV line, trimmed, without the quotes around a field.
std::vector<std::string> csv_fields(const std::string& text) {
  std::vector<std::string> fields;
  std::size_t start = 0;
  while (true) {
    const std::size_t comma = text.find(',', start);
    std::string field =
        trimmed(text.substr(start, comma == std::string::npos ? comma : comma - start));
    if (field.size() >= 2 && field.front() == '"' && field.back() == '"') {
      field = field.substr(1, field.size() - 2);
    }
    fields.push_back(std::move(field));
    if (comma == std::string::npos) return fields;
    start = comma + 1;
  }
}

// A puzzle written as one word of n*n cells (no blanks, no bars) with something after it on the
// line: a rating, a name, a comment, a CSV column. `cells` is the puzzle, `rest` what follows,
// separator included.
struct LineWithTrailer {
  std::string cells;
  std::string rest;
};

std::optional<LineWithTrailer> split_trailer(const std::string& text) {
  const std::size_t end = text.find_first_of(" \t,;#");
  if (end == std::string::npos || end < 16) return std::nullopt;
  const std::string cells = text.substr(0, end);
  int n = 0;
  if (cells.find('|') != std::string::npos || !is_square_size(cells.size(), n)) return std::nullopt;
  return LineWithTrailer{cells, text.substr(end)};
}

// A CSV header such as Kaggle's "quizzes,solutions" or "id,puzzle,solution,clues,difficulty":
// which column holds the puzzles and which their solutions.
struct CsvColumns {
  std::size_t puzzle = 0;
  std::optional<std::size_t> solution;
};

std::optional<CsvColumns> parse_csv_header(const std::string& text) {
  if (text.find(',') == std::string::npos) return std::nullopt;
  const std::vector<std::string> fields = csv_fields(text);
  CsvColumns columns;
  bool named = false;
  for (std::size_t k = 0; k < fields.size(); ++k) {
    const std::string name = lowercase(fields[k]);
    if (name == "puzzle" || name == "puzzles" || name == "quiz" || name == "quizzes" ||
        name == "question" || name == "grid") {
      columns.puzzle = k;
      named = true;
    } else if (name == "solution" || name == "solutions" || name == "answer") {
      columns.solution = k;
    }
  }
  if (!named) return std::nullopt;
  return columns;
}

// --symbols must give one symbol per value, whether the puzzle has clues to read with them or not.
void check_symbols_fit(const std::string& alphabet, const SudokuPuzzle& puzzle) {
  const GridSize& size = puzzle.size;
  if (alphabet.size() != static_cast<std::size_t>(size.values)) {
    throw InputError(
        puzzle.source, puzzle.line,
        fmt::format("--symbols has {} symbols, but the grid {}: it needs {}", alphabet.size(),
                    size.is_classic()
                        ? fmt::format("is {}x{}", size.rows, size.columns)
                        : fmt::format("holds {} values ({})", size.values, value_range_text(size)),
                    size.values));
  }
}

// "row 3 column 4" for the k-th cell of the puzzle.
std::string cell_words(std::size_t k, const GridSize& size) {
  const auto columns = static_cast<std::size_t>(size.columns);
  return fmt::format("row {} column {}", k / columns + 1, k % columns + 1);
}

// The symbols of a grid whose values start at 0, as hexadoku's do: 0-8 on a 9x9 holding 0-8.
std::optional<std::string> alphabet_from_zero(const GridSize& size) {
  const std::string_view all(kDigitsFromZero);
  if (static_cast<std::size_t>(size.values) > all.size()) return std::nullopt;
  return std::string(all.substr(0, static_cast<std::size_t>(size.values)));
}

// Whether a 16x16 puzzle is written in the hexadoku alphabet 0-F, where '0' is a value. Its
// symbols are those of 1-G but for 'G' (it uses 'F' and never 'G') and it has '0' cells: with
// another blank beside them ('.'), the '0' cells are values; with '0' as the only blank, the
// puzzle could be either, and reading it as one would answer a different puzzle without a word,
// so the reader stops and names both readings (issue 32).
bool is_hexadoku(const SudokuPuzzle& puzzle, const std::vector<std::string>& cells,
                 const std::string& used) {
  const int n = puzzle.size.values;
  if (n != 16 || used.find('F') == std::string::npos || used.find('G') != std::string::npos)
    return false;
  bool zero = false;
  bool other_blank = false;
  for (const std::string& token : cells) {
    zero = zero || token[0] == '0';
    other_blank = other_blank || (token[0] != '0' && is_blank_symbol(token[0], n));
  }
  if (!zero) return false;
  if (!other_blank) {
    throw InputError(
        puzzle.source, puzzle.line,
        "this 16x16 puzzle uses 0-F but no other blank, so '0' could be a blank (symbols 1-G) or "
        "the value 0 (hexadoku, 0-F): give --symbols 0123456789ABCDEF for hexadoku or --symbols "
        "123456789ABCDEFG for 1-G");
  }
  return true;
}

// Blank-separated numbers: the values as written; '.' is a blank, and so is 0 when no value is 0.
void assign_numbers(SudokuPuzzle& puzzle, const std::vector<std::string>& cells) {
  const GridSize& size = puzzle.size;
  for (std::size_t k = 0; k < cells.size(); ++k) {
    if (cells[k] == ".") continue;
    int value = 0;
    const auto parsed = std::from_chars(cells[k].data(), cells[k].data() + cells[k].size(), value);
    if (parsed.ec == std::errc{} && value == 0 && size.lowest() > 0) continue;
    if (parsed.ec != std::errc{} || value < size.lowest() || value > size.highest()) {
      throw InputError(
          puzzle.source, puzzle.line,
          fmt::format("value {} in {} is out of range: {} {} holds {} to {} ({} for a "
                      "blank)",
                      cells[k], cell_words(k, size), article_for(size.rows), grid_words(size),
                      size.lowest(), size.highest(), size.lowest() > 0 ? "0 or ." : "."));
    }
    puzzle.givens[k] = value - size.offset;
  }
}

// The alphabet of a puzzle written in symbols: --symbols, or detected from the symbols it uses.
std::string alphabet_of(const SudokuPuzzle& puzzle, const std::vector<std::string>& cells,
                        const ReadOptions& options) {
  auto fail = [&](const std::string& message) {
    throw InputError(puzzle.source, puzzle.line, message);
  };
  const GridSize& size = puzzle.size;
  const int n = size.values;
  if (options.alphabet) {
    check_symbols_fit(*options.alphabet, puzzle);
    return *options.alphabet;
  }
  if (size.offset != 0) {
    if (auto alphabet = alphabet_from_zero(size)) return *alphabet;
    fail(
        fmt::format("{} values from 0 are more than the symbols 0-9A-Za-z: write them as numbers "
                    "or give --symbols",
                    n));
  }
  std::string used;
  for (const std::string& token : cells) {
    if (!is_blank_symbol(token[0], n) && used.find(token[0]) == std::string::npos) used += token[0];
  }
  auto detected = detect_alphabet(n, used);
  if (detected && detected->front() == '1' && is_hexadoku(puzzle, cells, used))
    detected = std::string(kHexadoku);
  if (!detected) {
    // Name the first symbol that fits no alphabet, with where it is.
    const std::string expected = std::string(kDigitsFirst).substr(0, static_cast<std::size_t>(n));
    for (std::size_t k = 0; k < cells.size(); ++k) {
      const char c = cells[k][0];
      if (!is_blank_symbol(c, n) && expected.find(c) == std::string::npos) {
        fail(fmt::format(
            "symbol '{}' in {} is not a symbol of {} {}: expected {} ('.' or 0 "
            "for a blank; --symbols sets another alphabet)",
            c, cell_words(k, size), article_for(size.rows), grid_words(size), expected));
      }
    }
    fail("the symbols of this puzzle fit no alphabet; give them with --symbols");
  }
  return *detected;
}

// Turns the cell tokens of a puzzle into values, choosing numbers or an alphabet.
void assign_values(SudokuPuzzle& puzzle, const std::vector<std::string>& cells, bool spaced,
                   const ReadOptions& options) {
  auto fail = [&](const std::string& message) {
    throw InputError(puzzle.source, puzzle.line, message);
  };
  const int n = puzzle.size.values;
  bool numbers = spaced;
  for (const std::string& token : cells) numbers = numbers && (all_digits(token) || token == ".");
  // Several characters in one cell can only be a number.
  for (const std::string& token : cells) {
    if (token.size() > 1 && !all_digits(token)) {
      fail(fmt::format("'{}' is not a cell: expected one symbol or a number per cell", token));
    }
  }
  puzzle.layout.spaced = spaced;
  puzzle.layout.numbers = numbers && !options.alphabet;
  puzzle.givens.assign(cells.size(), 0);
  if (puzzle.layout.numbers) {
    assign_numbers(puzzle, cells);
    return;
  }
  const std::string alphabet = alphabet_of(puzzle, cells, options);
  puzzle.layout.alphabet = alphabet;
  for (std::size_t k = 0; k < cells.size(); ++k) {
    const char c = cells[k][0];
    const std::size_t at = alphabet.find(c);
    if (at != std::string::npos) {
      puzzle.givens[k] = static_cast<int>(at) + 1;
    } else if (!is_blank_symbol(c, n)) {
      fail(fmt::format("symbol '{}' in {} is not one of {} ('.' for a blank)", c,
                       cell_words(k, puzzle.size), alphabet));
    }
  }
}

// A line of tokens per row of the grid: a region map or cage map. Returns the token of each cell.
// `heading_line` (the line of its section's name) is where an error about a map without rows
// points.
std::vector<std::string> grid_tokens(const std::vector<Row>& rows, const GridSize& size,
                                     const std::string& what, const std::string& source,
                                     std::size_t heading_line) {
  if (static_cast<int>(rows.size()) != size.rows) {
    throw InputError(
        source, rows.empty() ? heading_line : rows.front().line,
        fmt::format("the {} has {} rows; the grid has {}", what, rows.size(), size.rows));
  }
  std::vector<std::string> tokens;
  for (const Row& row : rows) {
    if (static_cast<int>(row.cells.size()) != size.columns) {
      throw InputError(source, row.line,
                       fmt::format("this row of the {} has {} cells; the grid has {} columns", what,
                                   row.cells.size(), size.columns));
    }
    tokens.insert(tokens.end(), row.cells.begin(), row.cells.end());
  }
  return tokens;
}

// Region ids per cell from tokens; '.' is "no region". The regions of an extra map hold every
// value: a cell per value. A partition's (a jigsaw's) have one size, from the grid's longer side
// to its values (6x6 holding 1-9: regions of 6 to 9 cells), as the Interactive Sudoku Solver's
// do, and cover the grid unless their size does not divide its cells (7x7 holding 1-9: five
// regions of 9, four cells in none); on a classic grid, n regions of n cells.
std::vector<int> region_map(const std::vector<Row>& rows, const GridSize& size, bool partition,
                            const std::string& what, const std::string& source,
                            std::size_t heading_line) {
  const std::vector<std::string> tokens = grid_tokens(rows, size, what, source, heading_line);
  const auto columns = static_cast<std::size_t>(size.columns);
  // The size every region must have, when the grid fixes it.
  const bool fixed = !partition || size.longer_side() == size.values;
  std::map<std::string, int> ids;
  std::vector<int> map(tokens.size(), -1);
  std::vector<int> sizes;
  std::optional<std::size_t> blank;
  for (std::size_t k = 0; k < tokens.size(); ++k) {
    if (tokens[k] == ".") {
      if (partition && fixed) {
        throw InputError(source, rows[k / columns].line,
                         fmt::format("the {} leaves row {} column {} without a region; every cell "
                                     "needs one",
                                     what, k / columns + 1, k % columns + 1));
      }
      if (!blank) blank = k;
      continue;
    }
    auto [it, added] = ids.emplace(tokens[k], static_cast<int>(ids.size()));
    if (added) sizes.push_back(0);
    map[k] = it->second;
    ++sizes[static_cast<std::size_t>(it->second)];
  }
  if (ids.empty() && !partition) return map;
  if (ids.empty()) {
    throw InputError(source, rows.front().line, fmt::format("the {} has no region", what));
  }
  const int region_size = fixed ? size.values : sizes.front();
  for (const auto& [name, id] : ids) {
    const int cells = sizes[static_cast<std::size_t>(id)];
    if (cells == region_size && (fixed || cells >= size.longer_side())) continue;
    const std::string counted_cells = counted(static_cast<std::uint64_t>(cells), "cell", "cells");
    if (fixed) {
      throw InputError(source, rows.front().line,
                       fmt::format("region '{}' of the {} has {}; every region of {} {} has "
                                   "exactly {}",
                                   name, what, counted_cells, article_for(size.rows),
                                   grid_words(size), size.values));
    }
    throw InputError(source, rows.front().line,
                     fmt::format("region '{}' of the {} has {}; the regions of {} {} have one "
                                 "size, {} to {} cells",
                                 name, what, counted_cells, article_for(size.rows),
                                 grid_words(size), size.longer_side(), size.values));
  }
  if (!partition) return map;
  const auto needed = size.cell_count() / static_cast<std::size_t>(region_size);
  if (blank && size.cell_count() % static_cast<std::size_t>(region_size) == 0) {
    throw InputError(source, rows[*blank / columns].line,
                     fmt::format("the {} leaves row {} column {} without a region; every cell "
                                 "needs one",
                                 what, *blank / columns + 1, *blank % columns + 1));
  }
  if (ids.size() != needed) {
    throw InputError(
        source, rows.front().line,
        fmt::format("the {} has {}; {} {} needs {}", what, counted(ids.size(), "region", "regions"),
                    article_for(size.rows), grid_words(size), needed));
  }
  return map;
}

// The smallest and largest sums of `count` different values of the grid, as written.
std::pair<int, int> sum_range(const GridSize& size, int count) {
  const int spread = count * (count - 1) / 2;
  return {count * size.lowest() + spread, count * size.highest() - spread};
}

class PuzzleParser {
 public:
  PuzzleParser(const std::string& source, const ReadOptions& options,
               const std::function<void(SudokuPuzzle&&)>& on_puzzle,
               const std::function<void(const InputError&)>& on_error)
      : source_(source), options_(options), on_puzzle_(on_puzzle), on_error_(on_error) {}

  // Each line goes to the first format that takes it: the order matters (a section file's rows
  // are not puzzle lines; an ISS link and a SudokuPad link (scl, ctc) are read before the
  // f-puzzles URLs, which take any other sudokupad.app link; an f-puzzles line is read
  // before anything could split it at its commas). The markup formats first, then the lines of
  // cells: CSV, a line with a label, and a puzzle line or a grid's row.
  void line(const std::string& raw, std::size_t number) {
    const std::string text = trimmed(raw);
    if (!text.empty() && text[0] == '#') return;
    if (text.empty()) {
      end_iss_lines();
      end_json_lines();
      flush_ambiguous_rows();
      end_block();
      return;
    }
    using Format = bool (PuzzleParser::*)(const std::string&, std::size_t);
    static constexpr Format kMarkup[] = {
        &PuzzleParser::iss_line,        &PuzzleParser::sudokupad_line, &PuzzleParser::fpuzzles_line,
        &PuzzleParser::sdk_header,      &PuzzleParser::sdk_skipped,    &PuzzleParser::setting_line,
        &PuzzleParser::section_heading, &PuzzleParser::section_row,    &PuzzleParser::title_line,
        &PuzzleParser::separator_line,
    };
    for (Format take : kMarkup) {
      if ((this->*take)(text, number)) return;
    }
    const bool first_line = !seen_content_;
    seen_content_ = true;
    end_broken_grid(text, number);
    if (grid_.empty() && options_.format != InputFormat::kGrid &&
        (csv_header(text, first_line) || csv_line(text, number) ||
         line_with_trailer(text, number))) {
      return;
    }
    puzzle_line_or_grid_row(text, number);
  }

  void finish() {
    end_iss_lines();
    end_json_lines();
    flush_ambiguous_rows();
    end_block();
    if (sectioned_) deliver_sections();
  }

 private:
  // ---- The formats, one a function: each takes the line (true) or leaves it to the next ------

  // An ISS puzzle, one a line: a constraint string or a link. A string whose composite (.Or ...
  // .End) its line does not close goes on over the next lines of items (or of an item's
  // arguments, '~'), as ISS reads it, to the `.End`; any other line (a Sudoku line that starts
  // with a blank '.') ends it unfinished.
  bool iss_line(const std::string& text, std::size_t number) {
    if (!iss_lines_.empty()) {
      if (text[0] == '~' || looks_like_iss_string(text)) {
        // Comment lines skipped between stay as line breaks, so that items keep their lines.
        iss_lines_ += std::string(number - iss_last_line_, '\n') + text;
        iss_last_line_ = number;
        // Counted a line at a time: no item's type starts on one line and ends on the next.
        iss_open_ += iss_open_composites(text);
        if (iss_open_ <= 0) end_iss_lines();
        return true;
      }
      end_iss_lines();
    }
    if (sectioned_ || skipping_section_) return false;
    const auto iss = detect_iss(text);
    if (!iss) return false;
    end_grid_block();
    seen_content_ = true;
    if (iss->form == IssForm::kString && iss_open_composites(iss->text) > 0) {
      iss_open_ = iss_open_composites(iss->text);
      iss_lines_ = iss->text;
      iss_first_line_ = iss_last_line_ = number;
      return true;
    }
    deliver_iss(*iss, number);
    return true;
  }

  // The string over several lines ends at its last `.End`, or unfinished at a blank line or the
  // end of the input (said by the reader at the composite's line).
  void end_iss_lines() {
    if (iss_lines_.empty()) return;
    const std::string text = std::move(iss_lines_);
    iss_lines_.clear();
    deliver_iss({IssForm::kString, text}, iss_first_line_);
  }

  // A SudokuPad puzzle in SudokuPad's own format, one a line: a link or the bare payload.
  bool sudokupad_line(const std::string& text, std::size_t number) {
    if (sectioned_ || skipping_section_ || !json_lines_.empty()) return false;
    const auto input = detect_sudokupad(text);
    if (!input) return false;
    end_grid_block();
    seen_content_ = true;
    try {
      SudokuPuzzle puzzle =
          read_sudokupad(sudokupad_text(*input, source_, number), source_, number);
      puzzle.name = name_;
      name_.clear();
      on_puzzle_(std::move(puzzle));
    } catch (const InputError& e) {
      on_error_(e);
    }
    return true;
  }

  // An f-puzzles puzzle, one a line: a URL, a SudokuPad link, a load string or its JSON. JSON
  // whose braces its line leaves open goes on over the next lines until they close, or
  // unfinished to a blank line or the end of the input (then the JSON reader says what is
  // wrong, at its first line).
  bool fpuzzles_line(const std::string& text, std::size_t number) {
    if (!json_lines_.empty()) {
      json_lines_ += "\n" + text;
      json_open_ += json_open_braces(text);
      if (json_open_ <= 0) end_json_lines();
      return true;
    }
    if (sectioned_ || skipping_section_) return false;
    auto fpuzzles = detect_fpuzzles(text);
    if (!fpuzzles) return false;
    end_grid_block();
    seen_content_ = true;
    if (fpuzzles->form == FpuzzlesForm::kJson && json_open_braces(text) > 0) {
      json_lines_ = text;
      json_open_ = json_open_braces(text);
      json_first_line_ = number;
      return true;
    }
    deliver_fpuzzles(*fpuzzles, number);
    return true;
  }

  void end_json_lines() {
    if (json_lines_.empty()) return;
    FpuzzlesInput input{FpuzzlesForm::kJson, std::move(json_lines_)};
    json_lines_.clear();
    deliver_fpuzzles(input, json_first_line_);
  }

  // SadMan's .sdk: "[Puzzle]" heads the grid; other sections ([State], [Solution], ...) are read
  // past, up to the next header.
  bool sdk_header(const std::string& text, std::size_t) {
    if (sectioned_ || text.size() < 2 || text.front() != '[' || text.back() != ']') return false;
    end_grid_block();
    skipping_section_ = lowercase(text.substr(1, text.size() - 2)) != "puzzle";
    return true;
  }

  bool sdk_skipped(const std::string&, std::size_t) { return skipping_section_; }

  // A section's name starts a sectioned file, or the next section of one.
  bool section_heading(const std::string& text, std::size_t number) {
    if (!is_section_keyword(text)) return false;
    end_grid_block();
    sectioned_ = true;
    section_ = text;
    // The puzzle is named by its first line (a 'size' line or its first section), not by the
    // last section read ('sums'), which no user would look at for the puzzle (issue 32).
    if (section_line_ == 0) section_line_ = number;
    sections_[section_].emplace_back();
    section_lines_[section_].push_back(number);
    return true;
  }

  // In a sectioned file, every other line is a row of the current section.
  bool section_row(const std::string& text, std::size_t number) {
    if (!sectioned_) return false;
    if (is_separator_line(text)) return true;
    if (section_.empty()) {
      fail(number,
           "expected a section's name (givens, regions, extra, cages, sums, "
           "constraints, solution) before this line");
      bad_setting_ = true;
      return true;
    }
    Row row = split_cells(text, number);
    row.text = text;
    sections_[section_].back().push_back(std::move(row));
    return true;
  }

  // Project Euler's "Grid 01", or any line of words above a grid: the name of the next puzzle.
  bool title_line(const std::string& text, std::size_t) {
    const bool euler = (text.rfind("Grid", 0) == 0 || text.rfind("grid", 0) == 0) &&
                       text.find(',') == std::string::npos;
    if (!euler && !is_title_line(text)) return false;
    end_grid_block();
    name_ = text;
    return true;
  }

  // Kept for the drawing of a grid: above its first row (a top border) or between its rows.
  bool separator_line(const std::string& text, std::size_t number) {
    if (!is_separator_line(text)) return false;
    if (grid_.empty()) {
      border_ = text;
      border_line_ = number;
    } else {
      grid_drawing_.push_back(text);
    }
    return true;
  }

  // A first line that reads as a puzzle is one, whatever its trailer says (a comment
  // "# ...,puzzle" once made it a header, and the puzzle was lost).
  bool csv_header(const std::string& text, bool first_line) {
    if (!first_line || split_trailer(text)) return false;
    auto header = parse_csv_header(text);
    if (!header) return false;
    csv_ = header;
    return true;
  }

  bool csv_line(const std::string& text, std::size_t number) {
    if (!csv_ || text.find(',') == std::string::npos) return false;
    flush_ambiguous_rows();
    deliver_csv(text, number);
    return true;
  }

  bool line_with_trailer(const std::string& text, std::size_t number) {
    auto line_and_trailer = split_trailer(text);
    if (!line_and_trailer) return false;
    flush_ambiguous_rows();
    deliver_with_trailer(*line_and_trailer, number);
    return true;
  }

  // No grid row is wider than the largest grid, so a longer line is meant as a puzzle line.
  static bool too_wide_for_a_row(const Row& row) {
    return row.cells.size() > static_cast<std::size_t>(kMaxSize);
  }

  // A line that does not continue the grid being read ends it, as an error, and is read anew.
  void end_broken_grid(const std::string& text, std::size_t number) {
    if (grid_.empty() || options_.format == InputFormat::kLine) return;
    const Row row = split_cells(text, number);
    if (too_wide_for_a_row(row) || row.cells.size() == grid_.front().cells.size()) return;
    fail(grid_.front().line,
         fmt::format("the grid that starts here breaks off at line {}: that line has {} cells, "
                     "the rows before it {}",
                     row.line, row.cells.size(), grid_.front().cells.size()));
    grid_.clear();
  }

  // One puzzle line (n*n cells), or a row of a grid of n lines.
  void puzzle_line_or_grid_row(const std::string& text, std::size_t number) {
    Row row = split_cells(text, number);
    int n = 0;
    const bool could_be_line = is_square_size(row.cells.size(), n);
    const bool line_form =
        options_.format == InputFormat::kLine || too_wide_for_a_row(row) ||
        (options_.format == InputFormat::kAuto && grid_.empty() && could_be_line &&
         !(row.spaced && row.cells.size() <= static_cast<std::size_t>(kMaxSize)) &&
         text.find('|') == std::string::npos);
    // A line of 16 cells without blanks is a 4x4 puzzle or a row of a 16x16 grid written without
    // blanks: such lines wait until 16 of them in a row tell (ambiguous_rows_).
    if (line_form && options_.format == InputFormat::kAuto && n == 4 && !row.spaced) {
      ambiguous_rows_.push_back(std::move(row));
      if (ambiguous_rows_.size() == 16) resolve_ambiguous_rows();
      return;
    }
    flush_ambiguous_rows();
    if (line_form) {
      deliver_line(row, n);
      return;
    }
    if (grid_.empty()) {
      grid_drawing_.clear();
      if (border_line_ != 0 && border_line_ + 1 == number) grid_drawing_.push_back(border_);
    }
    grid_drawing_.push_back(text);
    grid_.push_back(std::move(row));
    if (grid_.size() == grid_.front().cells.size()) deliver_grid();
  }

  // A new block of markup ends the 16-cell lines waiting and the grid being read.
  void end_grid_block() {
    flush_ambiguous_rows();
    end_grid();
  }

  // A line of words above a grid ("Puzzle 1", "Hard one: 5 stars") is its title, as Project
  // Euler's "Grid 01" is (issue 32: such a line made the batch exit 2 though the grid was
  // solved). Its first word is letters only, from 2 to 15 of them (a puzzle line has 16 cells or
  // more), and more follows after a blank: no row of cells starts so.
  static bool is_title_line(const std::string& text) {
    const std::vector<std::string_view> words = split_blanks(text);
    if (words.size() < 2 || words[0].size() < 2 || words[0].size() > 15) return false;
    for (char c : words[0]) {
      if (!std::isalpha(static_cast<unsigned char>(c))) return false;
    }
    return true;
  }

  static bool is_section_keyword(const std::string& text) {
    return text == "givens" || text == "puzzle" || text == "regions" || text == "extra" ||
           text == "cages" || text == "sums" || text == "solution" || text == "constraints";
  }

  // "size N" (or "size RxC"), "values V" (or "values A-B") and "box RxC" (or "box none"): the grid
  // of a sectioned file, when no grid section gives its size, the values its cells hold, and its
  // boxes. Any starts a sectioned file.
  bool setting_line(const std::string& text, std::size_t number) {
    const std::vector<std::string_view> words = split_blanks(text);
    const bool variable = words.size() >= 2 && words.size() <= 7 && words[0] == "var";
    if (!variable && (words.size() != 2 || (words[0] != "size" && words[0] != "box" &&
                                            words[0] != "values" && words[0] != "grid"))) {
      return false;
    }
    if (!sectioned_ && seen_content_) return false;
    flush_ambiguous_rows();
    end_grid();
    sectioned_ = true;
    if (section_line_ == 0) section_line_ = number;
    const std::string value(words[1]);
    if (variable) {
      read_variable_setting(words, number);
    } else if (words[0] == "size") {
      read_size_setting(value, number);
    } else if (words[0] == "values") {
      read_values_setting(value, number);
    } else if (words[0] == "grid") {
      // "grid raw": the rows and columns are no houses and there are no boxes (ISS's Raw).
      if (value != "raw" && value != "sudoku") {
        fail(number, fmt::format("'grid {}': expected raw (no rule on the rows, columns or boxes) "
                                 "or sudoku",
                                 value));
        bad_setting_ = true;
      }
      raw_ = value == "raw";
    } else {
      box_ = parse_box_shape(value);
      if (!box_) {
        fail(number, fmt::format("'box {}': expected RxC, the rows and columns of a box, like "
                                 "3x3 or 2x3, or none",
                                 value));
        bad_setting_ = true;
      }
    }
    return true;
  }

  // A whole number of variable cells, from 1 to the most a puzzle may have.
  static bool whole_cells(std::string_view text, int& out) {
    const auto [stop, error] = std::from_chars(text.data(), text.data() + text.size(), out);
    return error == std::errc{} && stop == text.data() + text.size() && out >= 1 &&
           out <= kMaxVariableCells;
  }

  // "var A" (one variable cell, $A), "var X 27" ($X1 to $X27), "var L 9x9" ($L1 to $L81, a
  // layer of 9 rows of 9 cells) or "var R 15 in rows of 9" (a layer whose last row is short, as
  // ISS lays out a Var of a count: rows as wide as the grid): cells outside the grid that the
  // constraints may name (grid_size.hpp), in the order declared.
  void read_variable_setting(const std::vector<std::string_view>& words, std::size_t number) {
    const std::string name(words[1]);
    int count = 1;
    int columns = 0;
    bool counted = words.size() <= 3;
    if (words.size() == 7 && words[3] == "in" && words[4] == "rows" && words[5] == "of") {
      counted = whole_cells(words[2], count) && whole_cells(words[6], columns);
    } else if (words.size() == 3) {
      // COUNT, or RxC: a layer of R rows of C cells, whose cells have neighbours.
      const std::size_t x = words[2].find_first_of("xX");
      int rows = 1;
      counted = x == std::string_view::npos ? whole_cells(words[2], count)
                                            : whole_cells(words[2].substr(0, x), rows) &&
                                                  whole_cells(words[2].substr(x + 1), columns);
      if (counted && x != std::string_view::npos) count = rows * columns;
    }
    int declared = 0;
    for (const VariableGroup& group : variables_) declared += group.count;
    std::string problem;
    if (!is_variable_group_name(name)) {
      problem = "expected a name of letters (1 to 16 of them), then how many cells, as 'var X 3'";
    } else if (!counted || count < 1 || count > kMaxVariableCells - declared) {
      problem = fmt::format(
          "expected how many cells (COUNT, RxC for a layer of R rows of C cells, or COUNT in rows "
          "of C), from 1 to {} in all the var lines",
          kMaxVariableCells);
    } else if (std::any_of(variables_.begin(), variables_.end(),
                           [&](const VariableGroup& group) { return group.name == name; })) {
      problem = "a second line for the same name";
    }
    if (!problem.empty()) {
      fail(number, fmt::format("'{}': {}", fmt::join(words, " "), problem));
      bad_setting_ = true;
      return;
    }
    variables_.push_back({name, count, columns});
  }

  // "size 9" (9x9) or "size 6x9" (6 rows of 9 cells).
  void read_size_setting(const std::string& value, std::size_t number) {
    auto side = [](std::string_view text, int& out) {
      const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
      return error == std::errc{} && end == text.data() + text.size() && out >= 4 &&
             out <= kMaxSize;
    };
    int rows = 0;
    int columns = 0;
    const std::size_t x = value.find_first_of("xX");
    const bool ok = x == std::string::npos
                        ? side(value, rows) && side(value, columns)
                        : side(std::string_view(value).substr(0, x), rows) &&
                              side(std::string_view(value).substr(x + 1), columns);
    if (!ok) {
      fail(number, fmt::format("'size {}': expected the grid's size, from 4 to {} (N, or RxC for "
                               "R rows of C cells)",
                               value, kMaxSize));
      bad_setting_ = true;
      return;
    }
    size_ = {rows, columns};
    size_line_ = number;
  }

  // "values 9" (1-9), "values 1-9" or "values 0-8": the values the cells hold, as written.
  void read_values_setting(const std::string& value, std::size_t number) {
    auto whole = [](std::string_view text, int& out) {
      const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
      return error == std::errc{} && end == text.data() + text.size();
    };
    int low = 1;
    int high = 0;
    const std::size_t dash = value.find('-');
    const bool ok = dash == std::string::npos
                        ? whole(value, high)
                        : whole(std::string_view(value).substr(0, dash), low) &&
                              whole(std::string_view(value).substr(dash + 1), high);
    if (!ok || (low != 0 && low != 1) || high - low + 1 < 2 || high - low + 1 > kMaxSize) {
      fail(number, fmt::format("'values {}': expected how many values (9: 1-9), or their range "
                               "from 0 or 1 (0-8, 1-9), at most {} values",
                               value, kMaxSize));
      bad_setting_ = true;
      return;
    }
    values_ = {high - low + 1, low - 1};
    values_line_ = number;
  }

  void fail(std::size_t line, const std::string& message) {
    on_error_(InputError(source_, line, message));
  }

  void end_block() {
    if (!sectioned_) end_grid();
  }

  void end_grid() {
    if (grid_.empty()) return;
    const std::size_t width = grid_.front().cells.size();
    fail(grid_.back().line,
         fmt::format("the grid that starts at line {} ends after {}; a "
                     "grid of {} columns needs {} rows",
                     grid_.front().line, counted(grid_.size(), "row", "rows"), width, width));
    grid_.clear();
  }

  SudokuPuzzle start(std::size_t line) {
    SudokuPuzzle puzzle;
    puzzle.source = source_;
    puzzle.line = line;
    puzzle.name = name_;
    name_.clear();
    return puzzle;
  }

  // The distinct symbols other than blanks in these rows.
  static std::size_t symbol_count(const std::vector<Row>& rows) {
    std::set<std::string> symbols;
    for (const Row& row : rows) {
      for (const std::string& cell : row.cells) {
        if (cell.size() != 1 || !is_blank_symbol(cell[0], 16)) symbols.insert(cell);
      }
    }
    return symbols.size();
  }

  // Sixteen lines of 16 cells in a row that use more than the 4 symbols of a 4x4 Sudoku are a
  // 16x16 grid; otherwise each is a 4x4 puzzle.
  void resolve_ambiguous_rows() {
    if (ambiguous_rows_.size() == 16 && symbol_count(ambiguous_rows_) > 4) {
      grid_ = std::move(ambiguous_rows_);
      ambiguous_rows_.clear();
      deliver_grid();
      return;
    }
    flush_ambiguous_rows();
  }

  void flush_ambiguous_rows() {
    if (ambiguous_rows_.empty()) return;
    std::vector<Row> rows = std::move(ambiguous_rows_);
    ambiguous_rows_.clear();
    const std::string hint =
        symbol_count(rows) > 4
            ? " (if these lines are rows of a 16x16 grid written without blanks, --format grid "
              "reads them so)"
            : "";
    for (const Row& row : rows) deliver_line(row, 4, hint);
  }

  void deliver_line(const Row& row, int n, const std::string& hint = "") {
    SudokuPuzzle puzzle = start(row.line);
    try {
      std::size_t side = 0;
      while ((side + 1) * (side + 1) <= row.cells.size()) ++side;
      if (n == 0 && side * side == row.cells.size() && side > static_cast<std::size_t>(kMaxSize)) {
        throw InputError(source_, row.line,
                         fmt::format("{2} {0}x{0} grid is larger than the largest dlx solves, "
                                     "{1}x{1}: refused before building its model",
                                     side, kMaxSize, article_for(side)));
      }
      if (n == 0 && !is_square_size(row.cells.size(), n)) {
        throw InputError(source_, row.line,
                         fmt::format("a puzzle line has {} cells; expected n*n cells for an nxn "
                                     "grid (16, 36, 64, 81, 144, 256, ...)",
                                     row.cells.size()));
      }
      puzzle.size = GridSize::square(n);
      puzzle.layout.one_line = true;
      try {
        assign_values(puzzle, row.cells, row.spaced, options_);
      } catch (const InputError& e) {
        if (hint.empty()) throw;
        throw InputError(e.source(), e.line(), e.message() + hint);
      }
      assign_boxes(puzzle, options_);
      on_puzzle_(std::move(puzzle));
    } catch (const InputError& e) {
      on_error_(e);
    }
  }

  // The values of a solution written beside its puzzle, in the puzzle's symbols.
  std::vector<int> solution_values(const SudokuPuzzle& puzzle,
                                   const std::vector<std::string>& cells, std::size_t line) const {
    if (cells.size() != puzzle.cell_count()) {
      throw InputError(source_, line,
                       fmt::format("the solution has {} cells; the puzzle has {}", cells.size(),
                                   puzzle.cell_count()));
    }
    std::vector<int> values(cells.size(), 0);
    for (std::size_t k = 0; k < cells.size(); ++k) {
      int value = 0;
      if (puzzle.layout.numbers) {
        const auto [end, error] =
            std::from_chars(cells[k].data(), cells[k].data() + cells[k].size(), value);
        value = error == std::errc{} ? value - puzzle.size.offset : 0;
      } else if (cells[k].size() == 1) {
        const std::size_t at = puzzle.layout.alphabet.find(cells[k][0]);
        value = at == std::string::npos ? 0 : static_cast<int>(at) + 1;
      }
      if (value < 1 || value > puzzle.size.values) {
        throw InputError(source_, line,
                         fmt::format("the solution has '{}' in {}: expected one of the values of "
                                     "the grid, no blank",
                                     cells[k], cell_words(k, puzzle.size)));
      }
      values[k] = value;
    }
    return values;
  }

  static std::vector<std::string> characters(const std::string& text) {
    std::vector<std::string> cells;
    for (char c : text) cells.emplace_back(1, c);
    return cells;
  }

  // One puzzle line with the puzzle's solution in a second field ("puzzle,solution", Kaggle's
  // form) or a label after it, kept as the puzzle's trailer.
  void deliver_with_trailer(const LineWithTrailer& line, std::size_t number) {
    SudokuPuzzle puzzle = start(number);
    try {
      int n = 0;
      is_square_size(line.cells.size(), n);
      puzzle.size = GridSize::square(n);
      puzzle.layout.one_line = true;
      assign_values(puzzle, characters(line.cells), false, options_);
      std::optional<std::string> solution;
      if (line.rest.front() == ',') {
        const std::vector<std::string> fields = csv_fields(line.rest.substr(1));
        if (fields.front().size() == line.cells.size()) solution = fields.front();
      }
      if (solution) {
        puzzle.given_solution = solution_values(puzzle, characters(*solution), number);
      } else {
        puzzle.trailer = line.rest;
      }
      assign_boxes(puzzle, options_);
      on_puzzle_(std::move(puzzle));
    } catch (const InputError& e) {
      on_error_(e);
    }
  }

  // A line of a CSV file whose header named its columns.
  void deliver_csv(const std::string& text, std::size_t number) {
    const std::vector<std::string> fields = csv_fields(text);
    if (csv_->puzzle >= fields.size()) {
      fail(number, fmt::format("this line has {} fields; the header puts the puzzles in field {}",
                               fields.size(), csv_->puzzle + 1));
      return;
    }
    SudokuPuzzle puzzle = start(number);
    try {
      const std::string& cells = fields[csv_->puzzle];
      int n = 0;
      if (!is_square_size(cells.size(), n)) {
        throw InputError(source_, number,
                         fmt::format("the puzzle field has {} cells; expected n*n cells for an nxn "
                                     "grid (16, 36, 64, 81, 144, 256, ...)",
                                     cells.size()));
      }
      puzzle.size = GridSize::square(n);
      puzzle.layout.one_line = true;
      assign_values(puzzle, characters(cells), false, options_);
      if (csv_->solution && *csv_->solution < fields.size() && !fields[*csv_->solution].empty()) {
        puzzle.given_solution =
            solution_values(puzzle, characters(fields[*csv_->solution]), number);
      }
      assign_boxes(puzzle, options_);
      on_puzzle_(std::move(puzzle));
    } catch (const InputError& e) {
      on_error_(e);
    }
  }

  // A grid drawn with bars or box lines keeps its drawing, so that the solution is written in it
  // (docs/sudoku.md: the output keeps the puzzle's layout; issue 32). A top border is repeated
  // at the bottom, which comes after the grid is read.
  void keep_drawing(SudokuPuzzle& puzzle) {
    bool drawn = false;
    for (const std::string& line : grid_drawing_) {
      drawn = drawn || line.find('|') != std::string::npos || is_separator_line(line);
    }
    if (drawn && (!puzzle.layout.numbers || puzzle.size.highest() <= 9)) {
      puzzle.layout.drawing = grid_drawing_;
      if (is_separator_line(grid_drawing_.front())) {
        puzzle.layout.drawing.push_back(grid_drawing_.front());
      }
    }
    grid_drawing_.clear();
  }

  void deliver_grid() {
    std::vector<Row> rows = std::move(grid_);
    grid_.clear();
    SudokuPuzzle puzzle = start(rows.front().line);
    try {
      const int n = static_cast<int>(rows.size());
      puzzle.size = GridSize::square(n);
      if (n < 4) {
        throw InputError(source_, rows.front().line,
                         fmt::format("{1} {0}x{0} grid is too small; the smallest Sudoku is 4x4", n,
                                     article_for(static_cast<std::uint64_t>(n))));
      }
      puzzle.layout.one_line = false;
      std::vector<std::string> cells;
      bool spaced = false;
      for (const Row& row : rows) {
        cells.insert(cells.end(), row.cells.begin(), row.cells.end());
        spaced = spaced || row.spaced;
      }
      assign_values(puzzle, cells, spaced, options_);
      assign_boxes(puzzle, options_);
      keep_drawing(puzzle);
      on_puzzle_(std::move(puzzle));
    } catch (const InputError& e) {
      on_error_(e);
    }
  }

  const std::vector<Row>& only_section(const std::string& name) {
    auto& list = sections_[name];
    if (list.size() > 1) {
      throw InputError(source_, section_lines_[name][1],
                       fmt::format("a second '{}' section; there may be only one", name));
    }
    return list.front();
  }

  // The line naming the (first) section `name`.
  std::size_t heading(const std::string& name) { return section_lines_[name].front(); }

  void deliver_iss(const IssInput& input, std::size_t number) {
    try {
      SudokuPuzzle puzzle = read_iss(iss_string(input, source_, number), source_, number);
      puzzle.name = name_;
      name_.clear();
      on_puzzle_(std::move(puzzle));
    } catch (const InputError& e) {
      on_error_(e);
    }
  }

  void deliver_fpuzzles(const FpuzzlesInput& input, std::size_t number) {
    try {
      SudokuPuzzle puzzle =
          read_fpuzzles_json(fpuzzles_json(input, source_, number), source_, number);
      puzzle.name = name_;
      name_.clear();
      on_puzzle_(std::move(puzzle));
    } catch (const InputError& e) {
      on_error_(e);
    }
  }

  // A sectioned file: its size, givens, region maps, cages, solution and constraints.
  void deliver_sections() {
    try {
      if (bad_setting_) return;  // said already
      SudokuPuzzle puzzle = start(section_line_);
      puzzle.size = sectioned_size();
      puzzle.layout.one_line = false;
      read_givens_section(puzzle);
      read_region_sections(puzzle);
      if (sections_.count("cages") != 0) read_cages(puzzle);
      if (sections_.count("solution") != 0 && !only_section("solution").empty()) {
        const std::vector<Row>& rows = only_section("solution");
        puzzle.given_solution = solution_values(
            puzzle, grid_tokens(rows, puzzle.size, "solution", source_, heading("solution")),
            rows.front().line);
      }
      if (sections_.count("constraints") != 0) {
        for (const auto& section : sections_["constraints"]) {
          for (const Row& row : section) {
            puzzle.constraints.push_back(
                parse_constraint(row.text, puzzle.size, source_, row.line));
          }
        }
      }
      check_grid_regions(puzzle);
      ReadOptions options = options_;
      if (box_) options.box = box_;
      if (raw_) options.box = BoxShape{0, 0};  // a raw grid has no boxes
      assign_boxes(puzzle, options);
      on_puzzle_(std::move(puzzle));
    } catch (const InputError& e) {
      on_error_(e);
    }
  }

  // The size comes from whichever grid section there is (its rows, and the cells of its first
  // row), or a "size" line; the values from a "values" line, else one per cell of the longer side.
  GridSize sectioned_size() {
    int rows = 0;
    int columns = 0;
    for (const char* name : {"givens", "puzzle", "regions", "cages", "extra"}) {
      if (sections_.count(name) != 0 && !sections_[name].front().empty()) {
        rows = static_cast<int>(sections_[name].front().size());
        columns = static_cast<int>(sections_[name].front().front().cells.size());
        break;
      }
    }
    if (size_) {
      const auto [size_rows, size_columns] = *size_;
      const bool square = size_rows == size_columns;
      if (rows > 0 && (rows != size_rows || (!square && columns != size_columns))) {
        throw InputError(
            source_, size_line_,
            square ? fmt::format("'size {}' does not fit the grid sections, which have {} rows",
                                 size_rows, rows)
                   : fmt::format("'size {}x{}' does not fit the grid sections, which have {} rows "
                                 "of {} cells",
                                 size_rows, size_columns, rows, columns));
      }
      rows = size_rows;
      columns = size_columns;
    }
    if (rows < 4 || rows > kMaxSize) {
      throw InputError(source_, section_line_,
                       fmt::format("expected a grid of 4 to {} rows in a 'givens', 'regions' or "
                                   "'cages' section, or a line 'size N'",
                                   kMaxSize));
    }
    // A grid read from its sections is square unless a size line says otherwise: its rows of
    // another width are said by grid_tokens, at their line.
    if (!size_) columns = rows;
    GridSize size{rows, columns, default_values(rows, columns), 0};
    size.variables = variables_;
    size.raw = raw_;
    if (values_) {
      size.values = values_->first;
      size.offset = values_->second;
      if (size.values < size.longer_side()) {
        throw InputError(
            source_, values_line_,
            fmt::format("a {}x{} grid holds at least {} values: its {} hold "
                        "different values",
                        rows, columns, size.longer_side(), rows > columns ? "columns" : "rows"));
      }
    }
    return size;
  }

  void read_givens_section(SudokuPuzzle& puzzle) {
    const GridSize& size = puzzle.size;
    const char* givens_name = sections_.count("givens") != 0 ? "givens" : "puzzle";
    if (sections_.count(givens_name) != 0) {
      const std::vector<std::string> cells =
          grid_tokens(only_section(givens_name), size, "givens", source_, heading(givens_name));
      bool spaced = false;
      for (const Row& row : only_section(givens_name)) spaced = spaced || row.spaced;
      assign_values(puzzle, cells, spaced, options_);
      return;
    }
    // No clues to read, but the solution is written in these symbols: they must fit too.
    if (options_.alphabet) check_symbols_fit(*options_.alphabet, puzzle);
    puzzle.givens.assign(size.cell_count(), 0);
    puzzle.layout.spaced = true;
    puzzle.layout.numbers = size.highest() > 9 && !options_.alphabet;
    const std::string_view digits = size.offset != 0 ? kDigitsFromZero : kDigitsFirst;
    puzzle.layout.alphabet = options_.alphabet.value_or(std::string(
        digits.substr(0, std::min(digits.size(), static_cast<std::size_t>(size.values)))));
  }

  // A 'regions' map: the jigsaw's regions; each 'extra' map: its regions, extra regions.
  void read_region_sections(SudokuPuzzle& puzzle) {
    const GridSize& size = puzzle.size;
    if (sections_.count("regions") != 0) {
      set_jigsaw(puzzle,
                 region_map(only_section("regions"), size, true, "region map", source_,
                            heading("regions")),
                 heading("regions"));
    }
    if (sections_.count("extra") == 0) return;
    const auto& extra = sections_["extra"];
    for (std::size_t k = 0; k < extra.size(); ++k) {
      const std::size_t line = section_lines_["extra"][k];
      const std::vector<int> map =
          region_map(extra[k], size, false, "extra region map", source_, line);
      for (Constraint& region : region_constraints(map, "extra-region", line)) {
        puzzle.constraints.push_back(std::move(region));
      }
    }
  }

  // The cages of a 'cages' map and their 'sums': killer constraints, in the order the map first
  // names them.
  void read_cages(SudokuPuzzle& puzzle) {
    const GridSize& size = puzzle.size;
    const std::vector<Row>& cage_rows = only_section("cages");
    const std::vector<std::string> tokens =
        grid_tokens(cage_rows, size, "cage map", source_, heading("cages"));
    std::map<std::string, std::size_t> index;
    std::vector<std::string> ids;
    std::vector<Constraint> cages;
    for (std::size_t k = 0; k < tokens.size(); ++k) {
      if (tokens[k] == ".") continue;
      auto [it, added] = index.emplace(tokens[k], cages.size());
      if (added) {
        ids.push_back(tokens[k]);
        cages.push_back(Constraint{.type = find_constraint_type("killer")});
        cages.back().written_as_line = false;
      }
      cages[it->second].cells.push_back(static_cast<int>(k));
    }
    if (sections_.count("sums") == 0) {
      throw InputError(source_, cage_rows.front().line,
                       "the cages have no 'sums' section: expected lines 'cage-id sum'");
    }
    for (const Row& row : only_section("sums")) {
      int sum = 0;
      const bool ok =
          row.cells.size() == 2 && all_digits(row.cells[1]) &&
          std::from_chars(row.cells[1].data(), row.cells[1].data() + row.cells[1].size(), sum).ec ==
              std::errc{};
      if (!ok) {
        throw InputError(source_, row.line, "expected 'cage-id sum', e.g. '7 15'");
      }
      auto it = index.find(row.cells[0]);
      if (it == index.end()) {
        throw InputError(source_, row.line,
                         fmt::format("cage '{}' is not in the cage map", row.cells[0]));
      }
      Constraint& cage = cages[it->second];
      const std::string& id = ids[it->second];
      if (cage.line != 0) {
        throw InputError(
            source_, row.line,
            fmt::format("cage '{}' has a second sum (the first is at line {})", id, cage.line));
      }
      cage.number = sum;
      cage.line = row.line;
      const int cells = static_cast<int>(cage.cells.size());
      if (cells > size.values) {
        throw InputError(source_, row.line,
                         fmt::format("cage '{}' has {} cells, more than the {} different values "
                                     "a cage can hold",
                                     id, cells, size.values));
      }
      const auto [low, high] = sum_range(size, cells);
      if (sum < low || sum > high) {
        throw InputError(
            source_, row.line,
            fmt::format("cage '{}' ({} cells) cannot sum to {}: {} different values "
                        "from {} to {} sum to {} at least and {} at most",
                        id, cells, sum, cells, size.lowest(), size.highest(), low, high));
      }
    }
    for (std::size_t k = 0; k < cages.size(); ++k) {
      if (cages[k].line == 0) {
        // Said at the cage's first cell in the map, where the user looks for it.
        const int first = cages[k].cells.front();
        throw InputError(source_, cage_rows[static_cast<std::size_t>(size.row(first))].line,
                         fmt::format("cage '{}' (its first cell {}) has no sum in the 'sums' "
                                     "section",
                                     ids[k], cell_text(first, size)));
      }
    }
    for (Constraint& cage : cages) puzzle.constraints.push_back(std::move(cage));
  }

  const std::string& source_;
  const ReadOptions& options_;
  const std::function<void(SudokuPuzzle&&)>& on_puzzle_;
  const std::function<void(const InputError&)>& on_error_;
  std::vector<Row> grid_;
  std::vector<std::string> grid_drawing_;  // the lines of the grid being read, as typed
  std::string border_;                     // the last box line read outside a grid, and its line
  std::size_t border_line_ = 0;
  std::vector<Row> ambiguous_rows_;  // 16-cell lines not yet known as 4x4 puzzles or grid rows
  std::optional<CsvColumns> csv_;    // the columns a CSV header named
  bool seen_content_ = false;        // a line other than comments and blanks was read
  bool skipping_section_ = false;    // in a section of a .sdk file other than [Puzzle]
  std::string name_;
  bool sectioned_ = false;
  std::string section_;
  std::size_t section_line_ = 0;
  std::map<std::string, std::vector<std::vector<Row>>> sections_;
  std::map<std::string, std::vector<std::size_t>> section_lines_;  // the line of each one's name
  std::optional<std::pair<int, int>> size_;  // a "size" line's rows and columns
  std::size_t size_line_ = 0;
  std::optional<std::pair<int, int>> values_;  // a "values" line's count and offset
  std::size_t values_line_ = 0;
  std::optional<BoxShape> box_;           // a "box" line's boxes (0x0: none)
  std::vector<VariableGroup> variables_;  // the "var" lines' groups of variable cells
  bool raw_ = false;                      // a "grid raw" line
  std::string iss_lines_;  // an ISS string over several lines, while its composite is open
  int iss_open_ = 0;       // its composites still open
  std::size_t iss_first_line_ = 0;
  std::size_t iss_last_line_ = 0;
  std::string json_lines_;  // f-puzzles JSON over several lines, while its braces are open
  int json_open_ = 0;
  std::size_t json_first_line_ = 0;
  bool bad_setting_ = false;  // a "size", "values", "box" or "var" line was wrong (and said so)
};

}  // namespace

void assign_boxes(SudokuPuzzle& puzzle, const ReadOptions& options) {
  const GridSize& size = puzzle.size;
  if (has_grid_regions(puzzle)) {
    puzzle.box_rows = puzzle.box_columns = 0;
    return;
  }
  std::optional<BoxShape> shape = options.box;
  const int n = size.rows;
  if (shape && shape->rows == 0) {
    puzzle.box_rows = puzzle.box_columns = 0;  // `box none`
    return;
  }
  if (shape) {
    const int cells = shape->rows * shape->columns;
    if (size.is_classic() && cells != n) {
      throw InputError(puzzle.source, puzzle.line,
                       fmt::format("boxes of {}x{} do not fit {} {}x{} grid: rows times columns "
                                   "must be {}",
                                   shape->rows, shape->columns, article_for(n), n, n, n));
    }
    if (size.rows % shape->rows != 0 || size.columns % shape->columns != 0 || cells > size.values) {
      throw InputError(
          puzzle.source, puzzle.line,
          fmt::format("boxes of {}x{} do not fit {} {}: they tile it (their rows divide {}, their "
                      "columns {}) and hold at most {} cells",
                      shape->rows, shape->columns, article_for(size.rows), grid_words(size),
                      size.rows, size.columns, size.values));
    }
  } else {
    shape = boxes_of_size(size.rows, size.columns, size.longer_side());
    if (!shape && size.is_square()) {
      throw InputError(puzzle.source, puzzle.line,
                       fmt::format("{1} {0}x{0} grid has no boxes of at least 2x2 ({0} is prime); "
                                   "give a region map, or --box 1x{0} for a Latin square",
                                   n, article_for(n)));
    }
    if (!shape) {
      throw InputError(puzzle.source, puzzle.line,
                       fmt::format("{} {} has no boxes of {} cells and at least 2x2; give a "
                                   "region map, a 'box RxC' line, or 'box none'",
                                   article_for(size.rows), grid_words(size), size.longer_side()));
    }
  }
  puzzle.box_rows = shape->rows;
  puzzle.box_columns = shape->columns;
}

std::vector<int> read_region_map(std::istream& in, const std::string& source, bool partition) {
  LineReader reader(in, source);
  std::vector<Row> rows;
  std::string line;
  while (reader.next(line)) {
    const std::string text = trimmed(line);
    if (text.empty() || text[0] == '#' || is_separator_line(text)) continue;
    // The section name that starts a map in a puzzle file (docs/sudoku.md), copied with it.
    if (rows.empty() && (text == "regions" || text == "extra")) continue;
    rows.push_back(split_cells(text, reader.line_number()));
  }
  const int n = static_cast<int>(rows.size());
  if (n < 4 || n > kMaxSize) {
    throw InputError(source, reader.line_number(),
                     fmt::format("a region map has 4 to {} rows of as many cells; this one has {} "
                                 "rows",
                                 kMaxSize, n));
  }
  return region_map(rows, GridSize::square(n), partition,
                    partition ? "region map" : "extra region map", source, rows.front().line);
}

namespace {

// An ISS file (`.iss`) is one puzzle over all its lines, as ISS reads it (parse_iss_text); one
// with nothing but comments and blank lines has none.
void read_iss_file(LineReader& reader, const std::function<void(SudokuPuzzle&&)>& on_puzzle,
                   const std::function<void(const InputError&)>& on_error) {
  std::string text;
  bool content = false;
  std::string line;
  while (reader.next(line)) {
    const std::string kept = trimmed(line);
    content = content || (!kept.empty() && kept[0] != '#');
    text += line + "\n";
  }
  if (!content) return;
  try {
    on_puzzle(read_iss(text, reader.source(), 1));
  } catch (const InputError& e) {
    on_error(e);
  }
}

}  // namespace

void read_puzzles(std::istream& in, const std::string& source, const ReadOptions& options,
                  const std::function<void(SudokuPuzzle&&)>& on_puzzle,
                  const std::function<void(const InputError&)>& on_error) {
  LineReader reader(in, source);
  if (is_iss_file(source)) {
    read_iss_file(reader, on_puzzle, on_error);
    return;
  }
  PuzzleParser parser(source, options, on_puzzle, on_error);
  std::string line;
  while (reader.next(line)) parser.line(line, reader.line_number());
  parser.finish();
}

}  // namespace dlx::sudoku
