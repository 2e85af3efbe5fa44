#include "encoders/sudoku/model_logic/model_state.hpp"

#include <algorithm>

namespace dlx::sudoku {

ModelState::ModelState(const ModelGraph& graph)
    : graph_(&graph),
      alive_(static_cast<std::size_t>(graph.option_count()), 1),
      live_(static_cast<std::size_t>(graph.item_count()), 0),
      covered_(static_cast<std::size_t>(graph.item_count()), 0),
      values_(static_cast<std::size_t>(graph.n() * graph.n()), 0),
      is_shrunk_(static_cast<std::size_t>(graph.item_count()), 0),
      quiet_(static_cast<std::size_t>(graph.item_count()), 0) {
  for (int item = 0; item < graph.item_count(); ++item) {
    live_[static_cast<std::size_t>(item)] = static_cast<int>(graph.options_of(item).size());
  }
}

std::vector<int> ModelState::live_options(int item) const {
  std::vector<int> options;
  for (const Incidence& entry : graph_->options_of(item)) {
    if (alive(entry.index)) options.push_back(entry.index);
  }
  return options;
}

ValueSet ModelState::candidates(int cell) const {
  ValueSet set = 0;
  for (int v = 1; v <= graph_->n(); ++v) {
    const int option = graph_->option_of(cell, v);
    if (option >= 0 && alive(option)) set |= value_bit(v);
  }
  return set;
}

bool ModelState::solved() const {
  return std::none_of(values_.begin(), values_.end(), [](int v) { return v == 0; });
}

int ModelState::open_cells() const {
  return static_cast<int>(std::count(values_.begin(), values_.end(), 0));
}

void ModelState::kill(int option) {
  if (!alive(option)) return;
  alive_[static_cast<std::size_t>(option)] = 0;
  for (const Incidence& entry : graph_->items_of(option)) {
    const auto item = static_cast<std::size_t>(entry.index);
    --live_[item];
    quiet_[item] = 0;
    if (!is_shrunk_[item]) {
      is_shrunk_[item] = 1;
      shrunk_.push_back(entry.index);
    }
  }
}

void ModelState::mark_chosen(int option) {
  for (const Incidence& entry : graph_->items_of(option)) {
    if (graph_->primary(entry.index)) covered_[static_cast<std::size_t>(entry.index)] = 1;
  }
  const int cell = graph_->cell_of(option);
  if (cell >= 0) values_[static_cast<std::size_t>(cell)] = graph_->value_of(option);
}

std::vector<int> ModelState::take_shrunk() {
  std::vector<int> items;
  items.swap(shrunk_);
  for (int item : items) is_shrunk_[static_cast<std::size_t>(item)] = 0;
  return items;
}

void ModelState::mark_all_shrunk() {
  for (int item = 0; item < graph_->item_count(); ++item) {
    if (!is_shrunk_[static_cast<std::size_t>(item)]) {
      is_shrunk_[static_cast<std::size_t>(item)] = 1;
      shrunk_.push_back(item);
    }
  }
}

Conflicts::Conflicts(const ModelGraph& graph)
    : graph_(&graph),
      seen_(static_cast<std::size_t>(graph.option_count()), 0),
      item_round_(static_cast<std::size_t>(graph.item_count()), 0),
      item_color_(static_cast<std::size_t>(graph.item_count()), 0) {}

std::uint32_t Conflicts::next_round() {
  if (++round_ == 0) {
    // The counter wrapped: old marks could pass for new ones.
    std::fill(seen_.begin(), seen_.end(), 0);
    std::fill(item_round_.begin(), item_round_.end(), 0);
    round_ = 1;
  }
  return round_;
}

std::vector<int> Conflicts::exclude_all(const ModelState& state, int item, OptionFilter filter) {
  const ModelGraph& g = *graph_;
  // The live option whose conflicts are the cheapest to list: they are the candidates, and each
  // other live option keeps those it conflicts with too, tested one by one against its items.
  int first = -1;
  for (const Incidence& entry : g.options_of(item)) {
    if (state.alive(entry.index) &&
        (first < 0 || g.conflict_reach(entry.index) < g.conflict_reach(first))) {
      first = entry.index;
    }
  }
  std::vector<int> candidates;
  if (first < 0) return candidates;
  for_each(state, first, [&](int p) {
    if (filter == OptionFilter::kAll || (filter == OptionFilter::kCells) == g.is_cell_option(p)) {
      candidates.push_back(p);
    }
  });
  for (const Incidence& entry : g.options_of(item)) {
    if (candidates.empty()) break;
    const int other = entry.index;
    if (other == first || !state.alive(other)) continue;
    const std::uint32_t round = next_round();
    for (const Incidence& mine : g.items_of(other)) {
      item_round_[static_cast<std::size_t>(mine.index)] = round;
      item_color_[static_cast<std::size_t>(mine.index)] = mine.color;
    }
    // An option of the item itself conflicts with the others through it, never with itself.
    std::erase_if(candidates, [&](int p) {
      if (p == other) return true;
      for (const Incidence& theirs : g.items_of(p)) {
        const auto at = static_cast<std::size_t>(theirs.index);
        if (item_round_[at] == round && g.excludes(theirs.index, item_color_[at], theirs.color)) {
          return false;
        }
      }
      return true;
    });
  }
  return candidates;
}

void Conflicts::choose(ModelState& state, int option) {
  std::vector<int> doomed;
  for_each(state, option, [&](int p) { doomed.push_back(p); });
  state.mark_chosen(option);
  for (int p : doomed) state.kill(p);
}

std::vector<int> Conflicts::shared_conflict_items(int a, int b) const {
  const ModelGraph& g = *graph_;
  std::vector<int> items;
  for (const Incidence& mine : g.items_of(a)) {
    for (const Incidence& theirs : g.items_of(b)) {
      if (mine.index == theirs.index && g.excludes(mine.index, mine.color, theirs.color)) {
        items.push_back(mine.index);
      }
    }
  }
  return items;
}

}  // namespace dlx::sudoku
