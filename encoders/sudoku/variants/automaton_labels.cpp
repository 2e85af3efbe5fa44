#include "encoders/sudoku/variants/automaton_labels.hpp"

#include <algorithm>
#include <cstdint>
#include <set>
#include <utility>

namespace dlx::sudoku {
namespace {

using States = std::vector<int>;  // sorted, each once

class Runner {
 public:
  explicit Runner(const Automaton& automaton)
      : from_(static_cast<std::size_t>(automaton.states)),
        accepting_(static_cast<std::size_t>(automaton.states), 0) {
    for (const Automaton::Transition& t : automaton.transitions) {
      from_[static_cast<std::size_t>(t.from)].push_back(t);
    }
    for (int s : automaton.accepts) accepting_[static_cast<std::size_t>(s)] = 1;
  }

  States move(const States& states, int symbol) const {
    States next;
    for (int s : states) {
      for (const Automaton::Transition& t : from_[static_cast<std::size_t>(s)]) {
        if ((t.symbols >> (symbol - 1)) & 1) next.push_back(t.to);
      }
    }
    std::sort(next.begin(), next.end());
    next.erase(std::unique(next.begin(), next.end()), next.end());
    return next;
  }
  States through(States states, int breaks, int break_symbol) const {
    for (int k = 0; k < breaks; ++k) states = move(states, break_symbol);
    return states;
  }
  bool accepting(const States& states) const {
    return std::any_of(states.begin(), states.end(),
                       [&](int s) { return accepting_[static_cast<std::size_t>(s)] != 0; });
  }

 private:
  std::vector<std::vector<Automaton::Transition>> from_;
  std::vector<char> accepting_;
};

// Whether the line and the line renamed by `rename` (label L becomes rename[L]) are accepted
// alike on every line of these steps; nullopt past `max_pairs`.
std::optional<bool> renaming_keeps(const Runner& runner, const Automaton& automaton,
                                   const std::vector<AutomatonStep>& steps, int final_breaks,
                                   int values, const std::vector<int>& rename,
                                   std::size_t max_pairs) {
  const int break_symbol = values + 1;
  const int labels = static_cast<int>(rename.size()) - 1;
  States starts(automaton.starts.begin(), automaton.starts.end());
  std::sort(starts.begin(), starts.end());
  starts.erase(std::unique(starts.begin(), starts.end()), starts.end());
  std::set<std::pair<States, States>> layer = {{starts, starts}};
  std::size_t pairs = 1;
  for (const AutomatonStep& step : steps) {
    std::set<std::pair<States, States>> next;
    for (const auto& [plain, renamed] : layer) {
      const States a = runner.through(plain, step.breaks, break_symbol);
      const States b = runner.through(renamed, step.breaks, break_symbol);
      for (int s = 1; s <= (step.label ? labels : values); ++s) {
        States after_a = runner.move(a, s);
        States after_b = runner.move(b, step.label ? rename[static_cast<std::size_t>(s)] : s);
        if (after_a.empty() && after_b.empty()) continue;  // both accept nothing more
        if (next.emplace(std::move(after_a), std::move(after_b)).second && ++pairs > max_pairs) {
          return std::nullopt;
        }
      }
    }
    layer = std::move(next);
  }
  return std::all_of(layer.begin(), layer.end(), [&](const auto& pair) {
    return runner.accepting(runner.through(pair.first, final_breaks, break_symbol)) ==
           runner.accepting(runner.through(pair.second, final_breaks, break_symbol));
  });
}

}  // namespace

std::optional<bool> accepts_labels_as_names(const Automaton& automaton,
                                            const std::vector<AutomatonStep>& steps,
                                            int final_breaks, int values, int labels,
                                            std::size_t max_pairs) {
  if (labels < 2) return true;
  const Runner runner(automaton);
  // rename[L] for L = 1..labels (rename[0] unused): the swap of 1 and 2, then the cycle.
  std::vector<int> swap(static_cast<std::size_t>(labels) + 1);
  std::vector<int> cycle(static_cast<std::size_t>(labels) + 1);
  for (int l = 1; l <= labels; ++l) {
    swap[static_cast<std::size_t>(l)] = l;
    cycle[static_cast<std::size_t>(l)] = l % labels + 1;
  }
  std::swap(swap[1], swap[2]);
  for (const std::vector<int>* rename : {&swap, &cycle}) {
    const std::optional<bool> kept =
        renaming_keeps(runner, automaton, steps, final_breaks, values, *rename, max_pairs);
    if (!kept || !*kept) return kept;
  }
  return true;
}

}  // namespace dlx::sudoku
