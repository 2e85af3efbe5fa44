// A problem with costs seen as a set-partitioning program, min c x subject to A x = 1 over the
// primary items, x in {0, 1}: each option a column of its cost and its primary items. The taxes
// (cost_taxes.cpp) and the LP relaxation (set_partitioning_lp.cpp) read it; secondary items and
// colors only restrict which columns go together, so leaving them out relaxes the program.
#pragma once

#include <cstdint>
#include <vector>

#include "dlx/problem.hpp"

namespace dlx::detail {

struct Columns {
  std::vector<Cost> cost;
  std::vector<std::vector<std::int32_t>> items;    // per option: its primary items
  std::vector<std::vector<std::int32_t>> of_item;  // per item: the options that have it
};

inline Columns columns_of(const Problem& problem) {
  Columns columns;
  columns.cost.resize(problem.option_count());
  columns.items.resize(problem.option_count());
  columns.of_item.resize(problem.item_count());
  for (std::size_t k = 0; k < problem.option_count(); ++k) {
    const OptionId option{static_cast<std::int32_t>(k)};
    columns.cost[k] = problem.option_cost(option);
    for (const OptionEntry& entry : problem.option(option)) {
      if (problem.item_kind(entry.item) != ItemKind::kPrimary) continue;
      columns.items[k].push_back(entry.item.value);
      columns.of_item[static_cast<std::size_t>(entry.item.value)].push_back(
          static_cast<std::int32_t>(k));
    }
  }
  return columns;
}

}  // namespace dlx::detail
