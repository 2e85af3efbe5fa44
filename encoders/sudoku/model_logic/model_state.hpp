// A position of a logical solution, on the exact-cover model of the puzzle (model_graph.hpp):
// which options are still possible ("alive"), which are chosen (a placed digit is its chosen cell
// option), and so how many possible options each item has left. A deduction kills options or
// chooses one; choosing kills every option that conflicts with it. What a position says about the
// grid is its cell options: a cell's candidates are its live values.
//
// Copies are cheap (a few vectors of the model's size): a contradiction is looked for on a copy.
#pragma once

#include <cstdint>
#include <vector>

#include "encoders/sudoku/logic/candidates.hpp"
#include "encoders/sudoku/model_logic/model_graph.hpp"

namespace dlx::sudoku {

class ModelState {
 public:
  explicit ModelState(const ModelGraph& graph);

  const ModelGraph& graph() const { return *graph_; }
  bool alive(int option) const { return alive_[static_cast<std::size_t>(option)] != 0; }
  // Live options of the item.
  int live(int item) const { return live_[static_cast<std::size_t>(item)]; }
  bool covered(int item) const { return covered_[static_cast<std::size_t>(item)] != 0; }
  // The live options of an item, in the model's order.
  std::vector<int> live_options(int item) const;

  // The value placed in a cell (a chosen cell option), 0 while open.
  int value(int cell) const { return values_[static_cast<std::size_t>(cell)]; }
  ValueSet candidates(int cell) const;
  bool solved() const;
  int open_cells() const;
  const std::vector<int>& values() const { return values_; }

  void kill(int option);
  // Marks `option` chosen; the caller kills the options it conflicts with (Conflicts::choose).
  void mark_chosen(int option);

  // The items whose live options have shrunk since the last call, each once.
  std::vector<int> take_shrunk();
  // Counts every item as shrunk: the next settle (model_rules.hpp) looks at them all.
  void mark_all_shrunk();

  // An item found to exclude no live cell option stays so until its own live options shrink
  // (what it excludes is what conflicts with all of them, and options only die): the search for
  // eliminations looks again only at the items that shrank since.
  bool quiet(int item) const { return quiet_[static_cast<std::size_t>(item)] != 0; }
  void mark_quiet(int item) { quiet_[static_cast<std::size_t>(item)] = 1; }

 private:
  const ModelGraph* graph_;
  std::vector<char> alive_;
  std::vector<int> live_;
  std::vector<char> covered_;
  std::vector<int> values_;
  std::vector<int> shrunk_;
  std::vector<char> is_shrunk_;
  std::vector<char> quiet_;
};

// Which options a search of conflicts looks at.
enum class OptionFilter { kAll, kCells, kPieces };

// The conflicts between options, found through the model's items, with the scratch space the
// search needs (one per thread of logic, not per position).
class Conflicts {
 public:
  explicit Conflicts(const ModelGraph& graph);

  // Calls visit(p) once for each live option p that conflicts with `option`.
  template <typename Visit>
  void for_each(const ModelState& state, int option, Visit&& visit) {
    const std::uint32_t round = next_round();
    const ModelGraph& g = *graph_;
    for (const Incidence& mine : g.items_of(option)) {
      for (const Incidence& other : g.options_of(mine.index)) {
        if (other.index == option || !state.alive(other.index)) continue;
        if (seen_[static_cast<std::size_t>(other.index)] == round) continue;
        if (!g.excludes(mine.index, mine.color, other.color)) continue;
        seen_[static_cast<std::size_t>(other.index)] = round;
        visit(other.index);
      }
    }
  }

  // The live options that conflict with every live option of `item` (and cover it not): choosing
  // one would leave the item with no option, so none is in any solution from this position. For
  // an item with one live option, every option that conflicts with it.
  std::vector<int> exclude_all(const ModelState& state, int item, OptionFilter filter);

  // Chooses `option` in `state` and kills every option it conflicts with.
  void choose(ModelState& state, int option);

  // The items through which two options conflict.
  std::vector<int> shared_conflict_items(int a, int b) const;

 private:
  std::uint32_t next_round();

  const ModelGraph* graph_;
  std::vector<std::uint32_t> seen_;
  std::uint32_t round_ = 0;
  // Per item: the round in which it was marked as an item of the option being compared, and the
  // color that option gives it.
  std::vector<std::uint32_t> item_round_;
  std::vector<int> item_color_;
};

}  // namespace dlx::sudoku
