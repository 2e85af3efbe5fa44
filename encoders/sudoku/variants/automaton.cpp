#include "encoders/sudoku/variants/automaton.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <map>
#include <memory>
#include <set>

#include "encoders/sudoku/variants/constraint_text.hpp"

namespace dlx::sudoku {
namespace {

// ---- The text form -----------------------------------------------------------------------------

int state_number(std::string_view text, std::string_view word) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc{} || end != text.data() + text.size() || value < 0 ||
      value >= kMaxAutomatonStates) {
    throw AutomatonError(
        fmt::format("'{}' in '{}' is not a state: expected a whole number from 0 "
                    "to {}",
                    text, word, kMaxAutomatonStates - 1));
  }
  return value;
}

std::vector<int> state_list(std::string_view text, std::string_view word) {
  std::vector<int> states;
  std::size_t start = 0;
  while (true) {
    const std::size_t comma = text.find(',', start);
    states.push_back(
        state_number(text.substr(start, comma == std::string_view::npos ? std::string_view::npos
                                                                        : comma - start),
                     word));
    if (comma == std::string_view::npos) return states;
    start = comma + 1;
  }
}

// The symbols are bits of a 32-bit word: the grid's values and the break after them. A larger
// grid is refused here, before any shift past the word (constraints take 16 values at most, but
// that is checked after the lines are read).
void check_symbols_fit(const GridSize& size) {
  if (size.values + 1 > 32) {
    throw AutomatonError(
        fmt::format("an automaton reads at most 31 values (and the break), and this grid holds {}",
                    size.values));
  }
}

// A digit as the puzzle writes it, as its symbol (the value as the model holds it).
int digit_symbol(std::string_view text, std::string_view word, const GridSize& size) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc{} || end != text.data() + text.size() ||
      value < size.lowest() || value > size.highest()) {
    throw AutomatonError(
        fmt::format("'{}' in '{}' is not a digit of the grid: expected {} to {}, "
                    "or | for the break between segments",
                    text, word, size.lowest(), size.highest()));
  }
  return value - size.offset;
}

// "1-3,5,|" -> the symbols' bits (| is the break).
std::uint32_t symbol_list(std::string_view text, std::string_view word, const GridSize& size) {
  std::uint32_t symbols = 0;
  std::size_t start = 0;
  while (true) {
    const std::size_t comma = text.find(',', start);
    const std::string_view part = text.substr(
        start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
    const std::size_t dash = part.find('-', 1);
    if (part == "|") {
      symbols |= std::uint32_t{1} << (break_symbol(size) - 1);
    } else if (dash == std::string_view::npos) {
      symbols |= std::uint32_t{1} << (digit_symbol(part, word, size) - 1);
    } else {
      const int low = digit_symbol(part.substr(0, dash), word, size);
      const int high = digit_symbol(part.substr(dash + 1), word, size);
      if (high < low) throw AutomatonError(fmt::format("'{}': the run {} goes down", word, part));
      for (int v = low; v <= high; ++v) symbols |= std::uint32_t{1} << (v - 1);
    }
    if (comma == std::string_view::npos) return symbols;
    start = comma + 1;
  }
}

std::string symbols_text(std::uint32_t symbols, const GridSize& size) {
  std::vector<int> digits;
  for (int v = 1; v <= size.values; ++v) {
    if (symbols & (std::uint32_t{1} << (v - 1))) digits.push_back(size.shown(v));
  }
  std::string text = digits_text(digits);
  if (symbols & (std::uint32_t{1} << (break_symbol(size) - 1))) text += text.empty() ? "|" : ",|";
  return text;
}

// ---- Regular expressions, as ISS's RegexParser reads them
// ----------------------------------------

// Patterns past these are no line's: the limits keep the parse's recursion and the automaton
// small (ISS stops at 4,096 states).
constexpr std::size_t kMaxPatternLength = 2'000;
constexpr int kMaxPatternNesting = 64;
constexpr int kMaxRegexStates = 4'096;
constexpr int kMaxRepeat = 1'000;

struct RegexNode {
  enum Kind { kSymbols, kConcat, kAlternate, kRepeat } kind = kSymbols;
  std::uint32_t symbols = 0;                      // kSymbols
  std::vector<std::unique_ptr<RegexNode>> parts;  // kConcat, kAlternate; kRepeat: its one child
  int min = 0;                                    // kRepeat
  int max = -1;                                   // kRepeat: -1 unbounded
};

class RegexParser {
 public:
  RegexParser(std::string pattern, const GridSize& size)
      : pattern_(std::move(pattern)), size_(size), all_((std::uint32_t{1} << size.values) - 1) {}

  std::unique_ptr<RegexNode> parse() {
    auto node = expression();
    if (!at_end()) fail(fmt::format("unexpected '{}' at position {}", peek(), at_));
    return node;
  }

 private:
  [[noreturn]] void fail(const std::string& message) const {
    throw AutomatonError(fmt::format("the pattern '{}' does not parse: {}", pattern_, message));
  }
  bool at_end() const { return at_ >= pattern_.size(); }
  char peek() const { return at_end() ? '\0' : pattern_[at_]; }
  char next() { return at_end() ? '\0' : pattern_[at_++]; }

  std::unique_ptr<RegexNode> expression() {
    if (++depth_ > kMaxPatternNesting)
      fail(fmt::format("groups nested past {}", kMaxPatternNesting));
    auto first = sequence();
    if (peek() != '|') {
      --depth_;
      return first;
    }
    auto node = std::make_unique<RegexNode>();
    node->kind = RegexNode::kAlternate;
    node->parts.push_back(std::move(first));
    while (peek() == '|') {
      next();
      node->parts.push_back(sequence());
    }
    --depth_;
    return node;
  }

  std::unique_ptr<RegexNode> sequence() {
    auto node = std::make_unique<RegexNode>();
    node->kind = RegexNode::kConcat;
    while (!at_end() && peek() != '|' && peek() != ')') node->parts.push_back(quantified());
    if (node->parts.size() == 1) return std::move(node->parts.front());
    return node;
  }

  std::unique_ptr<RegexNode> repeat(std::unique_ptr<RegexNode> child, int min, int max) {
    auto node = std::make_unique<RegexNode>();
    node->kind = RegexNode::kRepeat;
    node->min = min;
    node->max = max;
    node->parts.push_back(std::move(child));
    return node;
  }

  std::unique_ptr<RegexNode> quantified() {
    auto node = primary();
    while (!at_end()) {
      const char c = peek();
      if (c == '*' || c == '+' || c == '?') {
        next();
        node = repeat(std::move(node), c == '+' ? 1 : 0, c == '?' ? 1 : -1);
      } else if (c == '{') {
        const std::size_t start = at_;
        next();
        const int min = number();
        if (min < 0) fail(fmt::format("expected a number after '{{' at position {}", start));
        int max = min;
        if (peek() == ',') {
          next();
          max = peek() == '}' ? -1 : number();
          if (max == -1 && peek() != '}')
            fail(fmt::format("expected a number or '}}' at position {}", at_));
          if (max >= 0 && max < min) {
            fail(fmt::format("the quantifier at position {} has its most ({}) below its least ({})",
                             start, max, min));
          }
        }
        if (next() != '}') fail(fmt::format("expected '}}' at position {}", at_ - 1));
        node = repeat(std::move(node), min, max);
      } else {
        break;
      }
    }
    return node;
  }

  int number() {
    std::string digits;
    while (peek() >= '0' && peek() <= '9') digits += next();
    if (digits.empty()) return -1;
    if (digits.size() > 4 || std::stoi(digits) > kMaxRepeat) {
      fail(fmt::format("a repeat of {} is past {}", digits, kMaxRepeat));
    }
    return std::stoi(digits);
  }

  std::unique_ptr<RegexNode> symbols(std::uint32_t bits) {
    auto node = std::make_unique<RegexNode>();
    node->symbols = bits;
    return node;
  }

  std::unique_ptr<RegexNode> primary() {
    const char c = peek();
    if (c == '(') {
      next();
      auto node = expression();
      if (peek() != ')') fail(fmt::format("the group is not closed at position {}", at_));
      next();
      return node;
    }
    if (c == '[') return char_class();
    if (c == '.') {
      next();
      return symbols(all_);
    }
    if (at_end()) fail("it ends too soon");
    if (c == '*' || c == '+' || c == '?' || c == '{' || c == '|' || c == ')') {
      fail(fmt::format("unexpected '{}' at position {}", c, at_));
    }
    next();
    return symbols(symbol_of(c));
  }

  std::unique_ptr<RegexNode> char_class() {
    next();  // [
    const bool negated = peek() == '^';
    if (negated) next();
    std::uint32_t bits = 0;
    bool any = false;
    while (!at_end() && peek() != ']') {
      const char first = next();
      if (peek() == '-') {
        next();
        const char last = next();
        if (last < first) fail("a range in a class goes down");
        for (int code = first; code <= last; ++code) bits |= symbol_of(static_cast<char>(code));
      } else {
        bits |= symbol_of(first);
      }
      any = true;
    }
    if (next() != ']') fail("a class is not closed");
    if (!any) fail("an empty class");
    return symbols(negated ? all_ & ~bits : bits);
  }

  // 0-9, then A-Z or a-z from 10, as ISS's charToValue; the digit must be the grid's (as the
  // puzzle writes it: 0 on a grid of 0-8).
  std::uint32_t symbol_of(char c) const {
    int value = -1;
    if (c >= '0' && c <= '9') value = c - '0';
    if (c >= 'A' && c <= 'Z') value = c - 'A' + 10;
    if (c >= 'a' && c <= 'z') value = c - 'a' + 10;
    if (value < 0) fail(fmt::format("'{}' is no digit (0-9, then A-Z for 10 and up)", c));
    if (value < size_.lowest() || value > size_.highest()) {
      fail(fmt::format("'{}' is out of the grid's digits ({}-{})", c, size_.lowest(),
                       size_.highest()));
    }
    return std::uint32_t{1} << (value - size_.offset - 1);
  }

  std::string pattern_;
  GridSize size_;
  std::uint32_t all_;  // every digit's symbol
  std::size_t at_ = 0;
  int depth_ = 0;
};

// Thompson's construction: fragments with one entry and one exit, tied by empty moves, which
// closure() then removes.
class RegexBuilder {
 public:
  Automaton build(const RegexNode& root) {
    const Fragment whole = fragment(root);
    return closure(whole);
  }

 private:
  struct Fragment {
    int entry = 0;
    int exit = 0;
  };
  struct State {
    std::vector<int> empty;                            // empty moves
    std::vector<std::pair<std::uint32_t, int>> moves;  // (symbols, target)
  };

  int add_state() {
    if (static_cast<int>(states_.size()) >= kMaxRegexStates) {
      throw AutomatonError(
          fmt::format("the pattern needs more than {} states (ISS's limit too)", kMaxRegexStates));
    }
    states_.emplace_back();
    return static_cast<int>(states_.size()) - 1;
  }
  void empty(int from, int to) { states_[static_cast<std::size_t>(from)].empty.push_back(to); }

  Fragment fragment(const RegexNode& node) {
    switch (node.kind) {
      case RegexNode::kSymbols: {
        const Fragment f{add_state(), add_state()};
        states_[static_cast<std::size_t>(f.entry)].moves.emplace_back(node.symbols, f.exit);
        return f;
      }
      case RegexNode::kConcat: {
        if (node.parts.empty()) {
          const int state = add_state();
          return {state, state};
        }
        Fragment f = fragment(*node.parts.front());
        for (std::size_t k = 1; k < node.parts.size(); ++k) {
          const Fragment next = fragment(*node.parts[k]);
          empty(f.exit, next.entry);
          f.exit = next.exit;
        }
        return f;
      }
      case RegexNode::kAlternate: {
        const Fragment f{add_state(), add_state()};
        for (const auto& part : node.parts) {
          const Fragment option = fragment(*part);
          empty(f.entry, option.entry);
          empty(option.exit, f.exit);
        }
        return f;
      }
      case RegexNode::kRepeat: {
        const RegexNode& child = *node.parts.front();
        Fragment f;
        if (node.min == 0) {
          f.entry = f.exit = add_state();
        } else {
          f = fragment(child);
        }
        for (int k = 1; k < node.min; ++k) {
          const Fragment next = fragment(child);
          empty(f.exit, next.entry);
          f.exit = next.exit;
        }
        if (node.max < 0) {
          const Fragment loop = fragment(child);
          empty(f.exit, loop.entry);
          empty(loop.exit, loop.entry);
          empty(loop.exit, f.exit);
        } else {
          for (int k = node.min; k < node.max; ++k) {
            const Fragment next = fragment(child);
            empty(f.exit, next.entry);
            empty(f.exit, next.exit);
            f.exit = next.exit;
          }
        }
        return f;
      }
    }
    return {};
  }

  // The automaton without empty moves: each state moves as every state its empty moves reach.
  Automaton closure(const Fragment& whole) const {
    Automaton out;
    out.states = static_cast<int>(states_.size());
    out.starts = {whole.entry};
    for (int s = 0; s < out.states; ++s) {
      std::vector<char> seen(states_.size(), 0);
      std::vector<int> stack = {s};
      seen[static_cast<std::size_t>(s)] = 1;
      while (!stack.empty()) {
        const int at = stack.back();
        stack.pop_back();
        if (at == whole.exit) out.accepts.push_back(s);
        for (const auto& [symbols, to] : states_[static_cast<std::size_t>(at)].moves) {
          out.transitions.push_back({s, to, symbols});
        }
        for (int to : states_[static_cast<std::size_t>(at)].empty) {
          if (!seen[static_cast<std::size_t>(to)]) {
            seen[static_cast<std::size_t>(to)] = 1;
            stack.push_back(to);
          }
        }
      }
    }
    return out;
  }

  std::vector<State> states_;
};

}  // namespace

Automaton read_automaton(std::string_view text, const GridSize& size) {
  check_symbols_fit(size);
  Automaton automaton;
  std::set<int> starts;
  std::set<int> accepts;
  int highest = -1;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t blank = text.find(' ', start);
    const std::string_view word = text.substr(
        start, blank == std::string_view::npos ? std::string_view::npos : blank - start);
    start = blank == std::string_view::npos ? text.size() : blank + 1;
    if (word.empty()) continue;
    if (word.starts_with("start=") || word.starts_with("accept=")) {
      const bool is_start = word.starts_with("start=");
      for (int s : state_list(word.substr(word.find('=') + 1), word)) {
        (is_start ? starts : accepts).insert(s);
        highest = std::max(highest, s);
      }
      continue;
    }
    const std::size_t arrow = word.find('>');
    const std::size_t equals = word.find('=');
    if (arrow == std::string_view::npos || equals == std::string_view::npos || equals < arrow) {
      throw AutomatonError(
          fmt::format("'{}' is no word of an automaton: expected start=S, "
                      "accept=S,S... or a transition A>B=DIGITS, as 0>1=1-3,5",
                      word));
    }
    Automaton::Transition t;
    t.from = state_number(word.substr(0, arrow), word);
    t.to = state_number(word.substr(arrow + 1, equals - arrow - 1), word);
    t.symbols = symbol_list(word.substr(equals + 1), word, size);
    highest = std::max({highest, t.from, t.to});
    automaton.transitions.push_back(t);
  }
  if (starts.empty()) throw AutomatonError("no start state: write start=S");
  if (accepts.empty()) {
    throw AutomatonError("no accepting state (write accept=S): it would accept no line");
  }
  automaton.states = highest + 1;
  automaton.starts.assign(starts.begin(), starts.end());
  automaton.accepts.assign(accepts.begin(), accepts.end());
  return automaton;
}

std::string automaton_text(const Automaton& automaton, const GridSize& size) {
  std::string starts;
  for (int s : automaton.starts) starts += fmt::format("{}{}", starts.empty() ? "" : ",", s);
  std::string accepts;
  for (int s : automaton.accepts) accepts += fmt::format("{}{}", accepts.empty() ? "" : ",", s);
  std::string text = fmt::format("start={} accept={}", starts, accepts);
  std::map<std::pair<int, int>, std::uint32_t> moves;
  for (const Automaton::Transition& t : automaton.transitions) moves[{t.from, t.to}] |= t.symbols;
  for (const auto& [states, symbols] : moves) {
    if (symbols == 0) continue;
    text += fmt::format(" {}>{}={}", states.first, states.second, symbols_text(symbols, size));
  }
  return text;
}

Automaton regex_automaton(std::string_view pattern, const GridSize& size) {
  check_symbols_fit(size);
  std::string kept;
  for (char c : pattern) {
    if (c != ' ' && c != '\t') kept += c;
  }
  if (kept.size() > kMaxPatternLength) {
    throw AutomatonError(
        fmt::format("a pattern of {} characters: past {}", kept.size(), kMaxPatternLength));
  }
  const std::unique_ptr<RegexNode> root = RegexParser(kept, size).parse();
  return RegexBuilder().build(*root);
}

}  // namespace dlx::sudoku
