// Automata that read region labels (an ISS NFA along chaos construction's region cells, as in
// 'Chaos Construction: Thermo Knots'). A label is a name: ISS numbers its regions as its search
// anchors them, and dlx in an order of its own, so a rule may tell labels apart only by which are
// equal. An automaton states such a rule when renaming the labels (the same renaming at every
// label the line reads) never changes whether it accepts the line.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "encoders/sudoku/variants/automaton.hpp"

namespace dlx::sudoku {

// One cell of a line, as the automaton reads it: after `breaks` segment breaks, the cell's digit
// (symbols 1..values) or its region label (1..labels).
struct AutomatonStep {
  int breaks = 0;
  bool label = false;
};

// Whether renaming the labels never changes what the automaton accepts along the line (steps,
// then `final_breaks` breaks): the automaton run on a line and on the line renamed side by side,
// their sets of states made deterministic in pairs, each pair accepting alike at the end, for
// two renamings that make every other (a swap of labels 1 and 2, and the cycle of all). nullopt
// when the pairs pass `max_pairs` before that is known.
std::optional<bool> accepts_labels_as_names(const Automaton& automaton,
                                            const std::vector<AutomatonStep>& steps,
                                            int final_breaks, int values, int labels,
                                            std::size_t max_pairs);

}  // namespace dlx::sudoku
