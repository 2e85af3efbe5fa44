// Lines read by a finite automaton (ISS's Regex and NFA: setters state new line rules with them):
//
//   regex      the digits along the line, read in order, match the pattern (ISS's syntax)
//   automaton  the automaton, reading the digits of each segment in order and a break between
//              segments, can end in an accepting state
//
// Both compile the same way: the automaton made deterministic along the line (the sets of states
// it may be in after each cell, as the cells' digits reach them, less the states that can no
// longer accept the rest of the line) and minimal (sets that accept the same rest of the line are
// one class; a class that accepts none is dropped), then a chain of
// pieces, one per cell, each option a class before the cell, the digits that lead from it to one
// class after it, and that class. Auxiliary values carry the class from one piece to the next:
// their colors keep the pieces consistent, which is ISS's forward and backward pass over the
// states. Deterministic, the chain gives a grid one option per piece.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <span>

#include "encoders/sudoku/variants/automaton.hpp"
#include "encoders/sudoku/variants/automaton_labels.hpp"
#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

// The most sets of states the automaton may be in, over all the cells of one line, before the
// line is refused (a nondeterministic automaton may reach many).
constexpr std::size_t kMaxStateSets = 200'000;
// The most states those sets hold in all, which bounds the memory a line takes (an automaton of
// many states may reach fewer sets, each large).
constexpr std::size_t kMaxStoredStates = 20'000'000;
// The most cells a line reads (a cell may come back): ISS's longest lines are tens of cells, and
// a regex matcher that backtracks (the checker's, off libstdc++) recurses per digit.
constexpr std::size_t kMaxLineCells = 1'000;

// A cell of the line, how many segment breaks come before it (since the cell before), and
// whether the line reads its region label (rRcC@) in place of its digit.
struct Step {
  int cell = 0;
  int breaks = 0;
  bool label = false;
};

struct Line {
  std::vector<Step> steps;
  int final_breaks = 0;  // breaks after the last cell
};

bool reads_label(const Constraint& c, std::size_t k) {
  return k < c.reads_region.size() && c.reads_region[k] != 0;
}

Line line_of(const Constraint& c) {
  Line line;
  if (c.groups.empty()) {
    for (std::size_t k = 0; k < c.cells.size(); ++k) {
      line.steps.push_back({c.cells[k], 0, reads_label(c, k)});
    }
    return line;
  }
  int breaks = 0;
  for (std::size_t g = 0; g < c.groups.size(); ++g) {
    if (g > 0) ++breaks;
    for (int cell : c.groups[g]) {
      line.steps.push_back({cell, breaks, reads_label(c, line.steps.size())});
      breaks = 0;
    }
  }
  line.final_breaks = breaks;
  return line;
}

Automaton automaton_of(const Constraint& c, const GridSize& size) {
  return c.type->name == "regex" ? regex_automaton(c.text, size) : read_automaton(c.text, size);
}

using StateSet = std::vector<int>;  // sorted

// The automaton's moves from a set of states.
class Mover {
 public:
  Mover(const Automaton& automaton, const GridSize& size)
      : break_(break_symbol(size)), from_(static_cast<std::size_t>(automaton.states)) {
    for (const Automaton::Transition& t : automaton.transitions) {
      from_[static_cast<std::size_t>(t.from)].push_back(&t);
    }
    accepts_.assign(static_cast<std::size_t>(automaton.states), 0);
    for (int s : automaton.accepts) accepts_[static_cast<std::size_t>(s)] = 1;
  }

  StateSet move(const StateSet& states, int symbol) const {
    std::set<int> next;
    for (int s : states) {
      for (const Automaton::Transition* t : from_[static_cast<std::size_t>(s)]) {
        if ((t->symbols >> (symbol - 1)) & 1) next.insert(t->to);
      }
    }
    return StateSet(next.begin(), next.end());
  }
  StateSet through(StateSet states, int breaks) const {
    for (int k = 0; k < breaks && !states.empty(); ++k) states = move(states, break_);
    return states;
  }
  bool accepting(const StateSet& states) const {
    return std::any_of(states.begin(), states.end(),
                       [&](int s) { return accepts_[static_cast<std::size_t>(s)] != 0; });
  }

  // Per state, whether it can reach the rest of the line's acceptance: the states of `alive`
  // (after) that some symbol of `symbols` (bits) leads to, backwards; then `breaks` breaks back.
  std::vector<char> before(const std::vector<char>& alive, std::uint32_t symbols) const {
    std::vector<char> out(from_.size(), 0);
    for (std::size_t s = 0; s < from_.size(); ++s) {
      for (const Automaton::Transition* t : from_[s]) {
        if ((t->symbols & symbols) != 0 && alive[static_cast<std::size_t>(t->to)]) {
          out[s] = 1;
          break;
        }
      }
    }
    return out;
  }
  std::vector<char> before_breaks(std::vector<char> alive, int breaks) const {
    for (int k = 0; k < breaks; ++k) alive = before(alive, std::uint32_t{1} << (break_ - 1));
    return alive;
  }
  const std::vector<char>& accepts() const { return accepts_; }

 private:
  int break_;  // the break's symbol
  std::vector<std::vector<const Automaton::Transition*>> from_;
  std::vector<char> accepts_;
};

// Per boundary between cells (0 before the first, size after the last), the states from which
// the automaton can still accept the rest of the line, the cells' digits as they may be: the
// subsets keep only those, so that sets which differ in dead states alone are one (a
// nondeterministic automaton that guesses, as ISS's "split the region" machines, reaches far
// fewer sets so).
std::vector<std::vector<char>> alive_states(const Line& line, const Mover& mover,
                                            const std::vector<std::vector<int>>& symbols) {
  const std::size_t size = line.steps.size();
  std::vector<std::vector<char>> alive(size + 1);
  alive[size] = mover.before_breaks(mover.accepts(), line.final_breaks);
  for (std::size_t k = size; k-- > 0;) {
    std::uint32_t bits = 0;
    for (int s : symbols[k]) bits |= std::uint32_t{1} << (s - 1);
    alive[k] = mover.before_breaks(mover.before(alive[k + 1], bits), line.steps[k].breaks);
  }
  return alive;
}

StateSet kept(const StateSet& states, const std::vector<char>& alive) {
  StateSet out;
  for (int s : states) {
    if (alive[static_cast<std::size_t>(s)]) out.push_back(s);
  }
  return out;
}

// The automaton along the line, one layer per boundary between cells: the sets of states it may
// be in there (the subsets made deterministic, as the cells' digits reach them), then merged
// into classes that accept the same rest of the line (a layered minimal automaton: sets from
// which the same digits lead to the same classes are one), class -1 accepting nothing.
struct Layers {
  std::vector<std::vector<StateSet>> sets;          // per boundary
  std::vector<std::vector<std::vector<int>>> next;  // per cell, per set, per digit index
  std::vector<std::vector<int>> classes;            // per boundary, per set
  std::vector<int> class_count;                     // per boundary
};

void merge_into_classes(const Line& line, const Mover& mover, Layers& layers);

Layers layers_of(const Line& line, const Mover& mover, const Automaton& automaton,
                 const std::vector<std::vector<int>>& symbols, Encoder& e) {
  const std::size_t size = line.steps.size();
  Layers layers;
  layers.sets.resize(size + 1);
  layers.next.resize(size);
  const std::vector<std::vector<char>> alive = alive_states(line, mover, symbols);
  StateSet starts(automaton.starts.begin(), automaton.starts.end());
  std::sort(starts.begin(), starts.end());
  starts.erase(std::unique(starts.begin(), starts.end()), starts.end());
  layers.sets[0] = {kept(starts, alive[0])};
  std::size_t total = 1;
  std::size_t stored = layers.sets[0][0].size();
  for (std::size_t k = 0; k < size; ++k) {
    std::map<StateSet, int> index;
    for (const StateSet& set : layers.sets[k]) {
      const StateSet before = mover.through(set, line.steps[k].breaks);
      std::vector<int>& targets = layers.next[k].emplace_back();
      for (int s : symbols[k]) {
        StateSet after = kept(mover.move(before, s), alive[k + 1]);
        if (after.empty()) {
          targets.push_back(-1);
          continue;
        }
        const auto [it, added] = index.emplace(after, static_cast<int>(layers.sets[k + 1].size()));
        if (added) {
          layers.sets[k + 1].push_back(std::move(after));
          stored += layers.sets[k + 1].back().size();
          if (++total > kMaxStateSets || stored > kMaxStoredStates) {
            e.fail(
                fmt::format("its automaton, read along the line, may be in more than {} sets of "
                            "states (or {} states in all): too large to model",
                            kMaxStateSets, kMaxStoredStates));
          }
        }
        targets.push_back(it->second);
      }
    }
  }
  merge_into_classes(line, mover, layers);
  return layers;
}

// Layers::classes, from the last boundary back: a set is accepting or not at the end, and before
// that its class is the classes its digits lead to (-1 when all lead nowhere).
void merge_into_classes(const Line& line, const Mover& mover, Layers& layers) {
  const std::size_t size = line.steps.size();
  layers.classes.resize(size + 1);
  layers.class_count.assign(size + 1, 0);
  for (const StateSet& set : layers.sets[size]) {
    const bool accepted = mover.accepting(mover.through(set, line.final_breaks));
    layers.classes[size].push_back(accepted ? 0 : -1);
    if (accepted) layers.class_count[size] = 1;
  }
  for (std::size_t k = size; k-- > 0;) {
    std::map<std::vector<int>, int> signatures;
    for (const std::vector<int>& targets : layers.next[k]) {
      std::vector<int> signature;
      for (int t : targets)
        signature.push_back(t < 0 ? -1 : layers.classes[k + 1][static_cast<std::size_t>(t)]);
      if (std::all_of(signature.begin(), signature.end(), [](int c) { return c < 0; })) {
        layers.classes[k].push_back(-1);
        continue;
      }
      const auto [it, added] =
          signatures.emplace(std::move(signature), static_cast<int>(signatures.size()));
      layers.classes[k].push_back(it->second);
    }
    layers.class_count[k] = static_cast<int>(signatures.size());
  }
}

// The chain of pieces: per cell, an option per class before it and class after it, holding the
// cell within the digits that lead from the one to the other; auxiliary values carry the classes
// between the cells (none before the first cell, whose class is the start's, nor after the last).
// A cell whose region label the line reads has an option per label instead, which fixes the
// cell's label (Encoder::region_label, an auxiliary value): the digits of a cell are a mask, a
// label is one value.
void add_chain(const Line& line, const Layers& layers, const std::vector<std::vector<int>>& digits,
               Encoder& e) {
  const std::size_t size = line.steps.size();
  std::vector<Var> state(size + 1, -1);
  for (std::size_t k = 1; k < size; ++k) state[k] = e.auxiliary(0, layers.class_count[k] - 1);
  std::vector<Var> label(size, -1);
  for (std::size_t k = 0; k < size; ++k) {
    if (line.steps[k].label) label[k] = e.region_label(line.steps[k].cell);
  }
  std::vector<Term> option;
  const auto add = [&](std::size_t k, int from, int after, Term read) {
    option.clear();
    if (k > 0) option.push_back({state[k], static_cast<std::uint32_t>(from)});
    option.push_back(read);
    if (k + 1 < size) option.push_back({state[k + 1], static_cast<std::uint32_t>(after)});
    return std::span<const Term>(option);
  };
  for (std::size_t k = 0; k < size; ++k) {
    Piece& piece = e.piece();
    std::vector<char> done(static_cast<std::size_t>(layers.class_count[k]), 0);
    for (std::size_t set = 0; set < layers.sets[k].size(); ++set) {
      const int from = layers.classes[k][set];
      if (from < 0 || done[static_cast<std::size_t>(from)]) continue;
      done[static_cast<std::size_t>(from)] = 1;
      std::map<int, ValueMask> to;  // the class after, and the digits that lead there
      for (std::size_t d = 0; d < digits[k].size(); ++d) {
        const int target = layers.next[k][set][d];
        const int after = target < 0 ? -1 : layers.classes[k + 1][static_cast<std::size_t>(target)];
        if (after < 0) continue;
        const int to_class = k + 1 < size ? after : 0;
        if (label[k] >= 0) {
          const Term read{label[k], static_cast<std::uint32_t>(digits[k][d])};
          piece.add_option(add(k, from, to_class, read));
        } else {
          to[to_class] |= e.bit(digits[k][d]);
        }
      }
      for (const auto& [after, mask] : to) {
        piece.add_option(add(k, from, after, {line.steps[k].cell, mask}));
      }
    }
  }
}

// A line that reads region labels needs chaos construction, and may tell labels apart only by
// which are equal (automaton_labels.hpp): ISS's numbers for its regions are its search's own.
void check_labels_read_as_names(const Line& line, const Automaton& automaton, Encoder& e) {
  if (e.chaos_labels() == 0) {
    e.fail("a line that reads region labels (rRcC@) needs the regions found: a 'chaos' line");
  }
  std::vector<AutomatonStep> steps;
  for (const Step& step : line.steps) steps.push_back({step.breaks, step.label});
  const std::optional<bool> names = accepts_labels_as_names(
      automaton, steps, line.final_breaks, e.size().values, e.chaos_labels(), kMaxStateSets);
  if (!names) {
    e.fail(fmt::format(
        "whether its automaton tells region labels apart by more than which are equal takes "
        "more than {} pairs of sets of states to find: too large to model",
        kMaxStateSets));
  }
  if (!*names) {
    e.fail(
        "its automaton accepts a line and not the same line with its region labels renamed: "
        "labels are names (ISS numbers its regions as its search finds them), so a rule may "
        "read only which are equal");
  }
}

void compile_automaton_line(const Constraint& c, Encoder& e) {
  Automaton automaton;
  try {
    automaton = automaton_of(c, e.size());
  } catch (const AutomatonError& error) {
    e.fail(error.what());
  }
  const Line line = line_of(c);
  if (!c.reads_region.empty()) check_labels_read_as_names(line, automaton, e);
  const Mover mover(automaton, e.size());
  const std::size_t size = line.steps.size();
  // The digits each cell may hold, as written, and as the automaton's symbols; a region label
  // is its own symbol.
  std::vector<std::vector<int>> digits(size);
  std::vector<std::vector<int>> symbols(size);
  for (std::size_t k = 0; k < size; ++k) {
    if (line.steps[k].label) {
      for (int l = 1; l <= e.chaos_labels(); ++l) digits[k].push_back(l);
      symbols[k] = digits[k];
      continue;
    }
    digits[k] = e.values_of(line.steps[k].cell);
    for (int v : digits[k]) symbols[k].push_back(v - e.size().offset);
  }
  const Layers layers = layers_of(line, mover, automaton, symbols, e);
  if (size == 0) {
    if (layers.class_count[0] == 0) e.piece();  // no option: no solution
    return;
  }
  if (layers.classes[0][0] < 0) {
    e.piece();  // no option: no line of these cells is accepted
    return;
  }
  add_chain(line, layers, digits, e);
}

std::string line_name(const Constraint& c, const GridSize& size) {
  return fmt::format("the {} line from {}", c.type->name,
                     c.cells.empty() ? std::string("nowhere") : cell_text(c.cells.front(), size));
}

// ---- Checks: the automaton run on the digits as given (every state it may be in), and a pattern
// matched by the standard library's ECMAScript engine ---------------------------------------------

std::optional<std::string> check_automaton(const Constraint& c, const SolvedGrid& g) {
  const Automaton automaton = read_automaton(c.text, g.size);
  std::set<int> states(automaton.starts.begin(), automaton.starts.end());
  auto read = [&](int symbol) {
    std::set<int> next;
    for (const Automaton::Transition& t : automaton.transitions) {
      if (states.count(t.from) != 0 && (t.symbols >> (symbol - 1)) & 1) next.insert(t.to);
    }
    states = std::move(next);
  };
  // Region labels renumbered 1, 2, ... in reading order of the regions' first cells: any
  // numbering reads alike (the model refuses an automaton for which it would not).
  std::vector<int> label;
  if (!c.reads_region.empty()) {
    if (g.chaos_regions == nullptr) return std::nullopt;  // no regions to check against
    std::map<int, int> renamed;
    for (int id : *g.chaos_regions) {
      label.push_back(renamed.emplace(id, static_cast<int>(renamed.size()) + 1).first->second);
    }
  }
  const std::vector<std::vector<int>> groups =
      c.groups.empty() ? std::vector<std::vector<int>>{c.cells} : c.groups;
  std::size_t at = 0;  // the place of the next cell in c.cells
  for (std::size_t k = 0; k < groups.size(); ++k) {
    if (k > 0) read(g.size.values + 1);
    for (int cell : groups[k]) {
      const bool region = at < c.reads_region.size() && c.reads_region[at++] != 0;
      read(region ? label[static_cast<std::size_t>(cell)] : g.at(cell) - g.size.offset);
    }
  }
  for (int s : automaton.accepts) {
    if (states.count(s) != 0) return std::nullopt;
  }
  return line_name(c, g.size) + " is not accepted by its automaton";
}

// ISS's patterns as ECMAScript: letters in one case (A is 10), and a quantifier that follows
// another applies to the whole quantified atom, as in ISS (ECMAScript would refuse `1**` and read
// `1+?` as lazy), so the atom is wrapped in a group first.
std::string ecmascript_pattern(const std::string& pattern) {
  std::string out;
  std::vector<std::size_t> open;  // where each open group starts in `out`
  std::size_t atom = 0;           // where the last atom starts in `out`
  bool quantified = false;
  for (std::size_t k = 0; k < pattern.size(); ++k) {
    const char c = pattern[k];
    if (c == ' ' || c == '\t') continue;
    const bool quantifier = c == '*' || c == '+' || c == '?' || c == '{';
    if (quantifier && quantified) {
      out.insert(atom, "(?:");
      out += ")";
    }
    if (quantifier) {
      const std::size_t end = c == '{' ? pattern.find('}', k) : k;
      out += pattern.substr(k, end - k + 1);
      k = end;
      quantified = true;
      continue;
    }
    quantified = false;
    if (c == '(') {
      open.push_back(out.size());
      out += c;
    } else if (c == ')') {
      out += c;
      atom = open.empty() ? 0 : open.back();
      if (!open.empty()) open.pop_back();
    } else if (c == '[') {
      atom = out.size();
      const std::size_t end = pattern.find(']', k + 1);
      for (std::size_t i = k; i <= end && i < pattern.size(); ++i) {
        out += static_cast<char>(std::toupper(static_cast<unsigned char>(pattern[i])));
      }
      k = end;
    } else {
      atom = out.size();
      out += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
  }
  return out;
}

std::optional<std::string> check_regex(const Constraint& c, const SolvedGrid& g) {
  std::string digits;
  for (int cell : c.cells) {
    const int v = g.at(cell);
    digits += static_cast<char>(v <= 9 ? '0' + v : 'A' + v - 10);
  }
  auto flags = std::regex::ECMAScript;
#if defined(__GLIBCXX__)
  // libstdc++'s matcher by sets of states (its extension): the default backtracks, and a pattern
  // such as ((1|11)*)*2 takes exponential time on a line of 1s (30 of them: over 20 s).
  flags |= std::regex_constants::__polynomial;
#endif
  const std::regex pattern(ecmascript_pattern(c.text), flags);
  if (std::regex_match(digits, pattern)) return std::nullopt;
  return fmt::format("{} reads {}, which does not match {}", line_name(c, g.size), digits, c.text);
}

std::optional<std::string> validate_automaton(const Constraint& c, const GridSize& size) {
  if (c.cells.size() > kMaxLineCells) {
    return fmt::format("a line of {} cells: at most {}", c.cells.size(), kMaxLineCells);
  }
  try {
    automaton_of(c, size);
  } catch (const AutomatonError& error) {
    return std::string(error.what());
  }
  return std::nullopt;
}

void draw_automaton_line(const Constraint& c, Canvas& canvas, std::string_view colour) {
  const std::vector<std::vector<int>> groups =
      c.groups.empty() ? std::vector<std::vector<int>>{c.cells} : c.groups;
  for (const std::vector<int>& group : groups) {
    if (!group.empty()) canvas.line(group, colour, LineEnd::kCircle);
  }
}

}  // namespace

ConstraintType regex_type() {
  return {.name = "regex",
          .syntax = Syntax::kTextThenCells,
          .draw = [](const Constraint& c,
                     Canvas& canvas) { draw_automaton_line(c, canvas, ink::kRegex); },
          .rule = "the digits along the line, read in order, match the pattern",
          .validate = validate_automaton,
          .path = true,
          .variable_cells = true,
          .compile = compile_automaton_line,
          .check = check_regex};
}

ConstraintType automaton_type() {
  return {.name = "automaton",
          .syntax = Syntax::kTextThenGroups,
          .draw = [](const Constraint& c,
                     Canvas& canvas) { draw_automaton_line(c, canvas, ink::kAutomaton); },
          .rule =
              "the automaton, reading the digits of each segment in order (| between "
              "segments), ends in an accepting state",
          .validate = validate_automaton,
          .path = true,
          .variable_cells = true,
          .region_labels = true,
          .compile = compile_automaton_line,
          .check = check_automaton};
}

}  // namespace dlx::sudoku
