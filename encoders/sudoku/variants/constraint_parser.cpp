#include "encoders/sudoku/variants/constraint_parser.hpp"

#include <fmt/format.h>

#include <dlx/text/english.hpp>
#include <dlx/text/input_error.hpp>
#include <dlx/text/nearest_word.hpp>
#include <dlx/text/text_tokens.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <set>

#include "encoders/sudoku/variants/constraint_type.hpp"

namespace dlx::sudoku {
namespace {

// Numbers of a line are sums and clues: anything past this is a typo.
constexpr int kMaxNumber = 1'000'000;
// The largest weight of a cell in a sum, either sign (ISS's range of coefficients).
constexpr int kMaxWeight = 100;

std::string lowercase(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

class LineParser {
 public:
  LineParser(std::string_view text, const GridSize& size, const std::string& source,
             std::size_t line)
      : size_(size), source_(source), line_(line), text_(text.substr(0, text.find('#'))) {
    std::string spaced;
    for (char c : text_) {
      if (c == ':' || c == '|') {
        spaced += {' ', c, ' '};
      } else {
        spaced += c;
      }
    }
    for (std::string_view word : split_blanks(spaced)) tokens_.emplace_back(word);
  }

  Constraint parse() {
    if (tokens_.empty()) fail("expected a constraint");
    std::string name = lowercase(tokens_[0]);
    next_ = 1;
    if (name == "negative") {
      if (tokens_.size() < 2) {
        fail("'negative' needs the relation it forbids: x, v, xv, kropki-white or kropki-black");
      }
      name += " " + lowercase(tokens_[1]);
      next_ = 2;
    }
    const ConstraintType* type = find_constraint_type(name);
    if (type == nullptr) {
      std::vector<std::string> names;
      for (const ConstraintType& known : constraint_types()) names.emplace_back(known.name);
      const auto near = nearest_word(name, names);
      fail(fmt::format("unknown constraint '{}'{}; docs/sudoku.md lists those dlx knows", name,
                       near ? fmt::format(" (did you mean '{}'?)", *near) : ""));
    }
    name_ = std::string(type->name);
    type_ = type;
    // A raw grid's rows, columns and boxes are no houses: the types whose rule reads a cell's
    // place (outside clues, regions, neighbours) may assume them, and are refused there.
    if (size_.raw && !type->variable_cells) {
      fail(
          fmt::format("{} reads the cells' places in the grid; a raw grid (no rule on its rows, "
                      "columns or boxes) takes the types whose rule reads none",
                      name_));
    }
    Constraint constraint;
    constraint.type = type;
    constraint.line = line_;
    switch (type->syntax) {
      case Syntax::kNothing:
        // A type that takes a number takes it alone: "chaos 6" (regions of six cells).
        if (type->number != NumberUse::kNone && next_ < tokens_.size()) {
          constraint.number = number("its number");
        }
        break;
      case Syntax::kCells:
        if (type->number != NumberUse::kNone && next_ + 1 < tokens_.size() &&
            tokens_[next_ + 1] == ":") {
          constraint.number = number("its number");
          next_ += 1;  // the colon
        } else if (type->number == NumberUse::kRequired) {
          fail(
              fmt::format("expected its number and a colon before the cells, as in '{} 10: r1c1 "
                          "r1c2'",
                          name_));
        }
        constraint.cells = cells(type, "");
        break;
      case Syntax::kCellsThenCells:
        constraint.head = cells(type, ":");
        expect_colon("after the first group of cells");
        constraint.cells = cells(type, "");
        // A clone pairs its groups cell by cell; an arrow starts at its circle: either way the
        // second group comes first in `cells` only for the arrow.
        break;
      case Syntax::kCellThenValues: {
        constraint.cells.push_back(cell(word("a cell")));
        expect_colon("after the cell");
        while (next_ < tokens_.size()) constraint.values.push_back(value(tokens_[next_++]));
        if (constraint.values.empty()) fail("expected values after the colon");
        break;
      }
      case Syntax::kWeightedCells:
        read_weighted_cells(constraint);
        break;
      case Syntax::kValuesThenCells:
        while (next_ < tokens_.size() && tokens_[next_] != ":") {
          constraint.values.push_back(value(tokens_[next_++]));
        }
        if (constraint.values.empty()) fail("expected its digits before the colon");
        expect_colon("after the digits");
        constraint.cells = cells(type, "");
        break;
      case Syntax::kValuesThenSpace:
        read_values_then_space(type, constraint);
        break;
      case Syntax::kGroups:
        read_groups(type, constraint);
        break;
      case Syntax::kCellThenGroups:
        constraint.head.push_back(cell(word("a cell")));
        expect_colon("after the cell");
        read_groups_after_head(type, constraint);
        break;
      case Syntax::kSharedGroups:
        read_groups_after_head(type, constraint);
        break;
      case Syntax::kRelationThenCells:
        read_relation(constraint);
        expect_colon("after the pairs of digits");
        constraint.cells = cells(type, "");
        break;
      case Syntax::kTuplesThenCells:
        read_tuples(type, constraint);
        break;
      case Syntax::kTextThenCells:
        // A pattern, whose blanks are left out (as ISS leaves them out).
        constraint.text = text_before_colon();
        std::erase(constraint.text, ' ');
        read_segments(type, constraint);
        if (constraint.groups.size() > 1) fail("unexpected '|': the line is one segment");
        constraint.groups.clear();
        break;
      case Syntax::kTextThenGroups:
        constraint.text = text_before_colon();
        read_segments(type, constraint);
        break;
      case Syntax::kBranches:
        read_branches(constraint);
        break;
      case Syntax::kRowOrColumn:
      case Syntax::kRowOrColumnSide: {
        const std::string which = lowercase(word("'row' or 'col'"));
        const bool is_row = which == "row";
        if (!is_row && which != "col" && which != "column") {
          fail(fmt::format("expected 'row R' or 'col C', not '{}'", which));
        }
        const int index = line_number(is_row ? "row" : "column");
        OutsideClue clue{is_row ? Side::kLeft : Side::kTop, index};
        if (type->syntax == Syntax::kRowOrColumnSide) {
          const std::string side =
              lowercase(word(is_row ? "'left' or 'right'" : "'top' or 'bottom'"));
          if (is_row && side == "right") {
            clue.side = Side::kRight;
          } else if (!is_row && side == "bottom") {
            clue.side = Side::kBottom;
          } else if ((is_row && side != "left") || (!is_row && side != "top")) {
            fail(fmt::format("expected {} after the {}, not '{}'",
                             is_row ? "'left' or 'right'" : "'top' or 'bottom'",
                             is_row ? "row" : "column", side));
          }
        }
        constraint.outside = clue;
        expect_colon(fmt::format("after the {}", is_row ? "row" : "column"));
        constraint.number = number("the clue");
        break;
      }
    }
    if (next_ < tokens_.size()) {
      fail(fmt::format("unexpected '{}' at the end of the line", tokens_[next_]));
    }
    if (type->validate != nullptr) {
      if (auto problem = type->validate(constraint, size_)) fail(*problem);
    }
    return constraint;
  }

 private:
  [[noreturn]] void fail(const std::string& message) const {
    throw InputError(source_, line_,
                     name_.empty() ? message : fmt::format("{}: {}", name_, message));
  }

  const std::string& word(const std::string& what) {
    if (next_ >= tokens_.size()) fail(fmt::format("expected {} at the end of the line", what));
    return tokens_[next_++];
  }

  void expect_colon(const std::string& where) {
    if (next_ >= tokens_.size() || tokens_[next_] != ":") {
      fail(fmt::format("expected a colon {}{}", where,
                       next_ < tokens_.size() ? fmt::format(", not '{}'", tokens_[next_]) : ""));
    }
    ++next_;
  }

  int parse_number(const std::string& text, const std::string& what) const {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size() || value < 0 ||
        value > kMaxNumber) {
      fail(fmt::format("'{}' is not a number ({}: a whole number from 0 to {})", text, what,
                       kMaxNumber));
    }
    return value;
  }

  int number(const std::string& what) { return parse_number(word(what), what); }

  int line_number(const char* what) {
    const int index = parse_number(word(fmt::format("the {}'s number", what)), what);
    const int count = std::string_view(what) == "row" ? size_.rows : size_.columns;
    if (index < 1 || index > count) {
      fail(fmt::format("there is no {} {} in {} {}", what, index, article(), grid_words(size_)));
    }
    return index - 1;
  }

  // A value as the puzzle writes it (0 to 8 on a grid of values 0-8).
  int value(const std::string& text) const {
    const int v = parse_number(text, "a digit");
    if (v < size_.lowest() || v > size_.highest()) {
      fail(fmt::format("'{}' is not a digit of {} {}: expected {} to {}", text, article(),
                       grid_words(size_), size_.lowest(), size_.highest()));
    }
    return v;
  }

  const char* article() const { return article_for(static_cast<std::uint64_t>(size_.rows)); }

  int cell(const std::string& text) const {
    if (!text.empty() && text[0] == '$') return variable_cell(text);
    const std::string lower = lowercase(text);
    const std::size_t c = lower.find('c');
    int r = 0;
    int col = 0;
    const bool shaped = lower.size() >= 4 && lower[0] == 'r' && c != std::string::npos && c > 1;
    if (shaped) {
      const auto [end1, error1] = std::from_chars(lower.data() + 1, lower.data() + c, r);
      const auto [end2, error2] =
          std::from_chars(lower.data() + c + 1, lower.data() + lower.size(), col);
      if (error1 != std::errc{} || end1 != lower.data() + c || error2 != std::errc{} ||
          end2 != lower.data() + lower.size()) {
        fail(fmt::format("'{}' is not a cell: expected rRcC, as r3c4 (row 3, column 4)", text));
      }
    } else {
      fail(fmt::format("'{}' is not a cell: expected rRcC, as r3c4 (row 3, column 4)", text));
    }
    if (r < 1 || r > size_.rows || col < 1 || col > size_.columns) {
      fail(fmt::format("cell {} is outside the {}x{} grid", text, size_.rows, size_.columns));
    }
    return size_.cell(r - 1, col - 1);
  }

  // "$A", "$X3": a variable cell the puzzle declares (grid_size.hpp), for the types whose rule
  // reads no place in the grid.
  int variable_cell(const std::string& text) const {
    const std::optional<int> cell = find_variable(std::string_view(text).substr(1), size_);
    if (!cell) {
      fail(size_.variables.empty()
               ? fmt::format("'{}' is not a cell: the puzzle declares no variable cells (a line "
                             "'var NAME COUNT')",
                             text)
               : fmt::format("'{}' is not a variable cell of the puzzle: it has {}", text,
                             variable_list()));
    }
    if (type_ != nullptr && !type_->variable_cells) {
      fail(
          fmt::format("{} is a variable cell, which has no place in the grid: a {} takes the "
                      "grid's cells",
                      text, name_));
    }
    return *cell;
  }

  // "1 3 5 size 10: grid": the digits, optionally the size of their region, then the space it
  // lies in: the whole grid, a whole group of variable cells ($L), or cells.
  void read_values_then_space(const ConstraintType* type, Constraint& constraint) {
    while (next_ < tokens_.size() && tokens_[next_] != ":" && lowercase(tokens_[next_]) != "size") {
      constraint.values.push_back(value(tokens_[next_++]));
    }
    if (constraint.values.empty()) fail("expected its digits before the colon");
    if (next_ < tokens_.size() && tokens_[next_] != ":") {
      ++next_;  // "size"
      constraint.number = number("the size of the region");
    }
    expect_colon("after the digits");
    const bool one_word = next_ + 1 == tokens_.size();
    if (one_word && lowercase(tokens_[next_]) == "grid") {
      for (int cell = 0; cell < size_.cells(); ++cell) constraint.cells.push_back(cell);
      ++next_;
      return;
    }
    if (one_word && tokens_[next_].size() > 1 && tokens_[next_][0] == '$') {
      if (const auto group = whole_group(std::string_view(tokens_[next_]).substr(1))) {
        constraint.cells = *group;
        ++next_;
        return;
      }
    }
    constraint.cells = cells(type, "");
  }

  // The cells of the group of variable cells named `name`, if it has more than one.
  std::optional<std::vector<int>> whole_group(std::string_view name) const {
    int first = size_.cells();
    for (const VariableGroup& group : size_.variables) {
      if (group.name == name && group.count > 1) {
        std::vector<int> cells(static_cast<std::size_t>(group.count));
        for (int k = 0; k < group.count; ++k) cells[static_cast<std::size_t>(k)] = first + k;
        return cells;
      }
      first += group.count;
    }
    return std::nullopt;
  }

  // "$A, $B and $X1-$X27": the variable cells declared, for messages.
  std::string variable_list() const {
    std::string list;
    for (std::size_t k = 0; k < size_.variables.size(); ++k) {
      const VariableGroup& group = size_.variables[k];
      list += k == 0 ? "" : (k + 1 == size_.variables.size() ? " and " : ", ");
      list += group.count == 1 ? fmt::format("${}", group.name)
                               : fmt::format("${0}1-${0}{1}", group.name, group.count);
    }
    return list;
  }

  // Cells up to `stop` (":"), or to the end of the line.
  std::vector<int> cells(const ConstraintType* type, const std::string& stop) {
    std::vector<int> out;
    std::set<int> seen;
    while (next_ < tokens_.size() && tokens_[next_] != stop) {
      if (tokens_[next_] == ":") fail("unexpected colon");
      const int c = cell(tokens_[next_]);
      if (!seen.insert(c).second && !type->path && !type->cells_repeat) {
        fail(fmt::format("cell {} appears twice", tokens_[next_]));
      }
      if (!out.empty() && out.back() == c && !type->cells_repeat) {
        fail(fmt::format("cell {} follows itself", tokens_[next_]));
      }
      out.push_back(c);
      ++next_;
    }
    if (static_cast<int>(out.size()) < type->min_cells) {
      fail(fmt::format("expected at least {} {}{}", type->min_cells,
                       type->min_cells == 1 ? "cell" : "cells",
                       stop.empty() ? "" : " before the colon"));
    }
    if (type->max_cells > 0 && static_cast<int>(out.size()) > type->max_cells) {
      fail(fmt::format("expected at most {} {}, not {}", type->max_cells,
                       type->max_cells == 1 ? "cell" : "cells", out.size()));
    }
    return out;
  }

  // A whole number that may be negative (a sum with negative weights).
  int signed_number(const std::string& text, const std::string& what) const {
    const bool negative = !text.empty() && text[0] == '-';
    const int magnitude = parse_number(negative ? text.substr(1) : text, what);
    return negative ? -magnitude : magnitude;
  }

  // `S: C 2*C -1*C...`: a sum and its cells, each with its weight (1 when none is written). A
  // cell may come twice: its weights add up.
  void read_weighted_cells(Constraint& constraint) {
    if (next_ + 1 >= tokens_.size() || tokens_[next_ + 1] != ":") {
      fail(fmt::format("expected its sum and a colon before the cells, as in '{} 10: r1c1 2*r1c2'",
                       name_));
    }
    constraint.number = signed_number(word("its sum"), "its sum");
    expect_colon("after the sum");
    for (; next_ < tokens_.size(); ++next_) {
      const std::string& token = tokens_[next_];
      if (token == ":") fail("unexpected colon");
      const std::size_t star = token.find('*');
      int weight = 1;
      if (star != std::string::npos) {
        weight = signed_number(token.substr(0, star), "a weight");
        if (std::abs(weight) > kMaxWeight) {
          fail(fmt::format("the weight {} of {} is out of range: -{} to {}", weight,
                           token.substr(star + 1), kMaxWeight, kMaxWeight));
        }
      }
      constraint.cells.push_back(cell(star == std::string::npos ? token : token.substr(star + 1)));
      constraint.weights.push_back(weight);
    }
    if (constraint.cells.empty()) fail("expected cells after the colon");
  }

  // Groups of cells apart by `|`, each cell once in all; `cells` takes them all, in order.
  void read_groups(const ConstraintType* type, Constraint& constraint) {
    std::set<int> seen;
    constraint.groups.emplace_back();
    for (; next_ < tokens_.size(); ++next_) {
      const std::string& token = tokens_[next_];
      if (token == "|") {
        if (constraint.groups.back().empty()) fail("an empty group: expected cells before '|'");
        constraint.groups.emplace_back();
        continue;
      }
      if (token == ":") fail("unexpected colon");
      const int c = cell(token);
      if (!seen.insert(c).second) fail(fmt::format("cell {} appears twice", token));
      constraint.groups.back().push_back(c);
      constraint.cells.push_back(c);
    }
    if (constraint.groups.back().empty()) {
      fail(constraint.groups.size() == 1 ? "expected cells"
                                         : "an empty group: expected cells after '|'");
    }
    if (static_cast<int>(constraint.cells.size()) < type->min_cells) {
      fail(fmt::format("expected at least {} cells", type->min_cells));
    }
  }

  // Groups apart by `|`, each without a cell twice; groups may share cells (the arms of a chaos
  // arrow all start at one cell, a magic square's lines cross). `cells` holds them all, one after
  // the other.
  void read_groups_after_head(const ConstraintType* type, Constraint& constraint) {
    while (true) {
      std::vector<int> group = cells(type, "|");
      if (group.empty()) fail("an empty group: expected cells");
      constraint.cells.insert(constraint.cells.end(), group.begin(), group.end());
      constraint.groups.push_back(std::move(group));
      if (next_ >= tokens_.size()) break;
      ++next_;  // the '|'
      if (next_ >= tokens_.size()) fail("an empty group: expected cells after '|'");
    }
  }

  // The text between the type's name and the first colon, as written (a pattern has `|`, which
  // the tokens split off), its blanks kept single; the tokens are read past that colon.
  std::string text_before_colon() {
    const std::size_t colon = text_.find(':');
    if (colon == std::string_view::npos) {
      fail(fmt::format("expected its {} and a colon before the cells",
                       name_ == "regex" ? "pattern" : "automaton"));
    }
    // The name's words come first in the text as in the tokens.
    std::size_t at = 0;
    for (std::size_t k = 0; k < next_; ++k) {
      at = text_.find(tokens_[k], at);
      at += tokens_[k].size();
    }
    std::string text;
    for (std::string_view word : split_blanks(text_.substr(at, colon - at))) {
      text += (text.empty() ? "" : " ") + std::string(word);
    }
    if (text.empty())
      fail(fmt::format("expected its {} before the colon",
                       name_ == "regex" ? "pattern" : "automaton"));
    while (next_ < tokens_.size() && tokens_[next_] != ":") ++next_;
    ++next_;  // the colon
    return text;
  }

  // Segments apart by `|`, each of cells in order; a segment may be empty and a cell may come
  // back, even at once (the automaton reads its digit twice). `cells` holds them all, one after
  // the other.
  void read_segments(const ConstraintType* type, Constraint& constraint) {
    constraint.groups.emplace_back();
    for (; next_ < tokens_.size(); ++next_) {
      const std::string& token = tokens_[next_];
      if (token == "|") {
        constraint.groups.emplace_back();
        continue;
      }
      if (token == ":") fail("unexpected colon");
      const bool region = type->region_labels && token.size() > 1 && token.back() == '@';
      const int c = cell(region ? token.substr(0, token.size() - 1) : token);
      if (region && size_.is_variable(c)) {
        fail(fmt::format("{} is a variable cell, which is in no region", token));
      }
      constraint.groups.back().push_back(c);
      constraint.cells.push_back(c);
      constraint.reads_region.push_back(region ? 1 : 0);
    }
    // Most lines read digits alone: no flags then.
    if (std::find(constraint.reads_region.begin(), constraint.reads_region.end(), 1) ==
        constraint.reads_region.end()) {
      constraint.reads_region.clear();
    }
    if (static_cast<int>(constraint.cells.size()) < type->min_cells) {
      fail(fmt::format("expected at least {} {}", type->min_cells,
                       type->min_cells == 1 ? "cell" : "cells"));
    }
  }

  // `A->B A->B...` before the colon, each side a list of digits and runs (`1,3-5`): every digit of
  // A may be followed by every digit of B. Kept as sorted pairs, each once.
  void read_relation(Constraint& constraint) {
    std::set<std::pair<int, int>> pairs;
    while (next_ < tokens_.size() && tokens_[next_] != ":") {
      const std::string& token = tokens_[next_++];
      const std::size_t arrow = token.find("->");
      if (arrow == std::string::npos) {
        fail(
            fmt::format("'{}' is not a set of pairs of digits: expected A->B, as 1->2,3 (1 may be "
                        "followed by 2 or 3) or 1-3->4-6",
                        token));
      }
      for (int a : digit_list(token.substr(0, arrow), token)) {
        for (int b : digit_list(token.substr(arrow + 2), token)) pairs.emplace(a, b);
      }
    }
    if (pairs.empty()) fail("expected the allowed pairs of digits before the colon, as 1->2,3");
    for (const auto& [a, b] : pairs) {
      constraint.values.push_back(a);
      constraint.values.push_back(b);
    }
  }

  // "1,5 5,1: r1c1 r1c2": each token a combination, a value for each cell; "none": no
  // combination (an Or none of whose branches can hold).
  void read_tuples(const ConstraintType* type, Constraint& constraint) {
    std::vector<std::size_t> lengths;
    if (next_ + 1 < tokens_.size() && lowercase(tokens_[next_]) == "none" &&
        tokens_[next_ + 1] == ":") {
      ++next_;
      expect_colon("after none");
      constraint.cells = cells(type, "");
      return;
    }
    while (next_ < tokens_.size() && tokens_[next_] != ":") {
      const std::string& token = tokens_[next_++];
      std::size_t start = 0;
      lengths.push_back(0);
      for (std::size_t comma = token.find(',');; comma = token.find(',', start)) {
        const std::string part =
            token.substr(start, comma == std::string::npos ? comma : comma - start);
        if (part.empty()) fail(fmt::format("'{}': a combination has an empty place", token));
        constraint.values.push_back(value(part));
        ++lengths.back();
        if (comma == std::string::npos) break;
        start = comma + 1;
      }
    }
    if (lengths.empty()) {
      fail(
          "expected the combinations of values before the colon, as 1,5 5,1 (a value a cell), or "
          "none");
    }
    expect_colon("after the combinations of values");
    constraint.cells = cells(type, "");
    for (std::size_t k = 0; k < lengths.size(); ++k) {
      if (lengths[k] != constraint.cells.size()) {
        fail(fmt::format("combination {} has {} value{} for {} cells", k + 1, lengths[k],
                         lengths[k] == 1 ? "" : "s", constraint.cells.size()));
      }
    }
  }

  // "1,3-5" -> 1 3 4 5.
  std::vector<int> digit_list(const std::string& text, const std::string& token) const {
    std::vector<int> digits;
    std::size_t start = 0;
    while (true) {
      const std::size_t comma = text.find(',', start);
      const std::string part =
          text.substr(start, comma == std::string::npos ? comma : comma - start);
      if (part.empty()) fail(fmt::format("'{}': a list of digits has an empty place", token));
      const std::size_t dash = part.find('-', 1);
      if (dash == std::string::npos) {
        digits.push_back(value(part));
      } else {
        const int low = value(part.substr(0, dash));
        const int high = value(part.substr(dash + 1));
        if (high < low) fail(fmt::format("'{}': the run {} goes down", token, part));
        for (int v = low; v <= high; ++v) digits.push_back(v);
      }
      if (comma == std::string::npos) break;
      start = comma + 1;
    }
    return digits;
  }

  // or: the text after its name, cut at each "||" into branches and each "&&" into rules, each
  // rule a line of the format read as any other (an or of its own excepted: its branches belong
  // to the outer or).
  void read_branches(Constraint& constraint) {
    next_ = tokens_.size();
    const std::string_view rest = text_.substr(text_.find(tokens_[0]) + tokens_[0].size());
    for (const std::string_view branch_text : split_on(rest, "||")) {
      std::vector<Constraint>& branch = constraint.branches.emplace_back();
      for (const std::string_view rule_text : split_on(branch_text, "&&")) {
        if (split_blanks(rule_text).empty()) {
          fail("expected a rule between the '||' and '&&' (or LINE && LINE || LINE)");
        }
        Constraint rule = parse_constraint(rule_text, size_, source_, line_);
        if (rule.type->syntax == Syntax::kBranches) {
          fail("an or inside a branch of an or: write its branches in the outer or");
        }
        constraint.cells.insert(constraint.cells.end(), rule.cells.begin(), rule.cells.end());
        constraint.cells.insert(constraint.cells.end(), rule.head.begin(), rule.head.end());
        branch.push_back(std::move(rule));
      }
    }
    std::sort(constraint.cells.begin(), constraint.cells.end());
    constraint.cells.erase(std::unique(constraint.cells.begin(), constraint.cells.end()),
                           constraint.cells.end());
  }

  static std::vector<std::string_view> split_on(std::string_view text, std::string_view mark) {
    std::vector<std::string_view> parts;
    for (std::size_t at = text.find(mark);; at = text.find(mark)) {
      parts.push_back(text.substr(0, at));
      if (at == std::string_view::npos) break;
      text.remove_prefix(at + mark.size());
    }
    return parts;
  }

  GridSize size_;
  const std::string& source_;
  std::size_t line_;
  std::string_view text_;  // the line, its comment left out
  std::vector<std::string> tokens_;
  std::size_t next_ = 0;
  std::string name_;
  const ConstraintType* type_ = nullptr;
};

}  // namespace

Constraint parse_constraint(std::string_view text, const GridSize& size, const std::string& source,
                            std::size_t line) {
  return LineParser(text, size, source, line).parse();
}

}  // namespace dlx::sudoku
