#include "encoders/sudoku/variants/constraint_parser.hpp"

#include <fmt/format.h>

#include <dlx/text/english.hpp>
#include <dlx/text/input_error.hpp>
#include <dlx/text/nearest_word.hpp>
#include <dlx/text/text_tokens.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <set>

#include "encoders/sudoku/variants/constraint_type.hpp"

namespace dlx::sudoku {
namespace {

// Numbers of a line are sums and clues: anything past this is a typo.
constexpr int kMaxNumber = 1'000'000;

std::string lowercase(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

class LineParser {
 public:
  LineParser(std::string_view text, const GridSize& size, const std::string& source,
             std::size_t line)
      : size_(size), source_(source), line_(line) {
    std::string spaced;
    for (char c : text.substr(0, text.find('#'))) {
      if (c == ':') {
        spaced += " : ";
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
    Constraint constraint;
    constraint.type = type;
    constraint.line = line_;
    switch (type->syntax) {
      case Syntax::kNothing:
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

  // Cells up to `stop` (":"), or to the end of the line.
  std::vector<int> cells(const ConstraintType* type, const std::string& stop) {
    std::vector<int> out;
    std::set<int> seen;
    while (next_ < tokens_.size() && tokens_[next_] != stop) {
      if (tokens_[next_] == ":") fail("unexpected colon");
      const int c = cell(tokens_[next_]);
      if (!seen.insert(c).second && !type->path) {
        fail(fmt::format("cell {} appears twice", tokens_[next_]));
      }
      if (!out.empty() && out.back() == c) {
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

  GridSize size_;
  const std::string& source_;
  std::size_t line_;
  std::vector<std::string> tokens_;
  std::size_t next_ = 0;
  std::string name_;
};

}  // namespace

Constraint parse_constraint(std::string_view text, const GridSize& size, const std::string& source,
                            std::size_t line) {
  return LineParser(text, size, source, line).parse();
}

}  // namespace dlx::sudoku
