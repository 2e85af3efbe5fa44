// A Sudoku's exact-cover model as the logic on it reads it: which items each option covers, which
// options cover each item, and so which options exclude each other (two options conflict when
// they share a primary item, an uncolored secondary item, or a secondary item with two colors).
// Built once per model; the positions of a logical solution (model_state.hpp) refer to it.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "encoders/sudoku/model_logic/item_origins.hpp"
#include "encoders/sudoku/sudoku_model.hpp"

namespace dlx::sudoku {

// An option's item with its color (0: none), or an item's option with the color it gives it.
struct Incidence {
  int index = 0;  // the item (in an option's list) or the option (in an item's list)
  int color = 0;
};

class ModelGraph {
 public:
  ModelGraph(const SudokuModel& model, std::vector<ItemOrigin> origins);

  int n() const { return n_; }
  int option_count() const { return static_cast<int>(option_starts_.size()) - 1; }
  int item_count() const { return static_cast<int>(item_starts_.size()) - 1; }

  std::span<const Incidence> items_of(int option) const {
    return {option_items_.data() + option_starts_[static_cast<std::size_t>(option)],
            option_items_.data() + option_starts_[static_cast<std::size_t>(option) + 1]};
  }
  std::span<const Incidence> options_of(int item) const {
    return {item_options_.data() + item_starts_[static_cast<std::size_t>(item)],
            item_options_.data() + item_starts_[static_cast<std::size_t>(item) + 1]};
  }
  bool primary(int item) const { return primary_[static_cast<std::size_t>(item)] != 0; }
  const ItemOrigin& origin(int item) const { return origins_[static_cast<std::size_t>(item)]; }

  // The cell and value an option places (-1 and 0 for an option of a constraint's piece).
  int cell_of(int option) const { return cell_of_[static_cast<std::size_t>(option)]; }
  int value_of(int option) const { return value_of_[static_cast<std::size_t>(option)]; }
  bool is_cell_option(int option) const { return cell_of(option) >= 0; }
  // The option that puts `value` in `cell`, or -1 when the model has none (ruled out by the
  // constraints before any logic).
  int option_of(int cell, int value) const {
    return option_of_[static_cast<std::size_t>(cell * n_ + value - 1)];
  }
  // The cell's item.
  int cell_item(int cell) const { return cell_item_[static_cast<std::size_t>(cell)]; }

  // How many incidences a search of the option's conflicts reads (the options of its items): the
  // cost of Conflicts::for_each, to start with the cheapest.
  int conflict_reach(int option) const { return reach_[static_cast<std::size_t>(option)]; }

  // Whether two options that share `item` exclude each other through it.
  bool excludes(int item, int color_a, int color_b) const {
    return primary(item) || color_a == 0 || color_b == 0 || color_a != color_b;
  }

 private:
  int n_ = 0;
  std::vector<std::uint32_t> option_starts_;
  std::vector<Incidence> option_items_;
  std::vector<std::uint32_t> item_starts_;
  std::vector<Incidence> item_options_;
  std::vector<char> primary_;
  std::vector<ItemOrigin> origins_;
  std::vector<int> cell_of_;
  std::vector<int> value_of_;
  std::vector<int> option_of_;
  std::vector<int> cell_item_;
  std::vector<int> reach_;
};

}  // namespace dlx::sudoku
