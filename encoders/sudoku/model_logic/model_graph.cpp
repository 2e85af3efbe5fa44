#include "encoders/sudoku/model_logic/model_graph.hpp"

#include <stdexcept>

namespace dlx::sudoku {

ModelGraph::ModelGraph(const SudokuModel& model, std::vector<ItemOrigin> origins)
    : n_(model.size.rows), origins_(std::move(origins)) {
  const Problem& problem = model.problem;
  const std::size_t items = problem.item_count();
  const std::size_t options = problem.option_count();
  primary_.resize(items);
  for (std::size_t i = 0; i < items; ++i) {
    primary_[i] = problem.item_kind(ItemId(static_cast<std::int32_t>(i))) == ItemKind::kPrimary;
  }
  // Both lists of incidences, the second by counting.
  std::vector<std::uint32_t> per_item(items + 1, 0);
  option_starts_.reserve(options + 1);
  option_starts_.push_back(0);
  for (std::size_t o = 0; o < options; ++o) {
    for (const OptionEntry& entry : problem.option(OptionId(static_cast<std::int32_t>(o)))) {
      option_items_.push_back({entry.item.value, entry.color.valid() ? entry.color.value : 0});
      ++per_item[static_cast<std::size_t>(entry.item.value) + 1];
    }
    option_starts_.push_back(static_cast<std::uint32_t>(option_items_.size()));
  }
  for (std::size_t i = 0; i < items; ++i) per_item[i + 1] += per_item[i];
  item_starts_ = per_item;
  item_options_.resize(option_items_.size());
  for (std::size_t o = 0; o < options; ++o) {
    for (const Incidence& entry : items_of(static_cast<int>(o))) {
      item_options_[per_item[static_cast<std::size_t>(entry.index)]++] = {static_cast<int>(o),
                                                                          entry.color};
    }
  }
  cell_of_ = model.cell_of;
  value_of_ = model.value_of;
  option_of_.reserve(model.option_index.size());
  for (OptionId option : model.option_index)
    option_of_.push_back(option.valid() ? option.value : -1);
  cell_item_.assign(static_cast<std::size_t>(n_ * n_), -1);
  for (std::size_t i = 0; i < items; ++i) {
    if (origins_[i].kind == ItemOrigin::Kind::kCell) {
      cell_item_[static_cast<std::size_t>(origins_[i].cell)] = static_cast<int>(i);
    }
  }
  reach_.resize(options);
  for (std::size_t o = 0; o < options; ++o) {
    for (const Incidence& entry : items_of(static_cast<int>(o))) {
      reach_[o] += static_cast<int>(options_of(entry.index).size());
    }
  }
  for (int item : cell_item_) {
    if (item < 0) throw std::logic_error("a cell of the Sudoku model has no item");
  }
}

}  // namespace dlx::sudoku
