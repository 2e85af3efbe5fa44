#include "dlx/remaining_problem.hpp"

#include <algorithm>
#include <cstdint>
#include <stdexcept>

namespace dlx {
namespace {

// What the forced options did to a secondary item.
constexpr std::int32_t kUntouched = 0;
constexpr std::int32_t kTakenWithoutColor = -1;  // else: the color's id, taken with that color

std::size_t index(ItemId item) {
  return static_cast<std::size_t>(item.value);
}

}  // namespace

RemainingProblem remaining_problem(const Problem& problem, std::span<const OptionId> forced) {
  RemainingProblem result;
  const std::size_t item_count = problem.item_count();
  const std::size_t option_count = problem.option_count();

  // Pass 1: what the forced options take, and whether they go together.
  std::vector<std::uint32_t> times_forced(item_count, 0);   // primary items
  std::vector<std::int32_t> taken(item_count, kUntouched);  // secondary items
  std::vector<bool> is_forced(option_count, false);
  for (const OptionId option : forced) {
    if (!option.valid() || static_cast<std::size_t>(option.value) >= option_count) {
      throw std::out_of_range("forced option " + std::to_string(option.value) +
                              " is not an option of the problem");
    }
    const auto at = static_cast<std::size_t>(option.value);
    if (is_forced[at]) {
      result.contradiction = "option " + std::to_string(option.value) + " is forced twice";
      return result;
    }
    is_forced[at] = true;
    for (const OptionEntry& entry : problem.option(option)) {
      const std::string& name = problem.item_name(entry.item);
      if (problem.item_kind(entry.item) == ItemKind::kPrimary) {
        const std::uint32_t upper = problem.multiplicity(entry.item).upper;
        if (++times_forced[index(entry.item)] > upper) {
          result.contradiction = "the forced options cover item '" + name + "' " +
                                 std::to_string(times_forced[index(entry.item)]) +
                                 " times, and it may be covered at most " + std::to_string(upper);
          return result;
        }
        continue;
      }
      std::int32_t& state = taken[index(entry.item)];
      const std::int32_t wanted = entry.color.valid() ? entry.color.value : kTakenWithoutColor;
      if (state == kUntouched) {
        state = wanted;
      } else if (state == kTakenWithoutColor || wanted != state) {
        result.contradiction =
            "two forced options name secondary item '" + name + "' " +
            (state == kTakenWithoutColor || wanted == kTakenWithoutColor ? "without the same color"
                                                                         : "with different colors");
        return result;
      }
    }
  }

  // Pass 2: the options that can still be chosen, and the secondary items they still constrain.
  auto primary_gone = [&](ItemId item) {
    return times_forced[index(item)] == problem.multiplicity(item).upper;
  };
  std::vector<bool> option_kept(option_count, false);
  std::vector<bool> secondary_used(item_count, false);
  for (std::size_t k = 0; k < option_count; ++k) {
    if (is_forced[k]) continue;
    const auto entries = problem.option(OptionId{static_cast<std::int32_t>(k)});
    const bool excluded = std::any_of(entries.begin(), entries.end(), [&](const OptionEntry& e) {
      if (problem.item_kind(e.item) == ItemKind::kPrimary) return primary_gone(e.item);
      const std::int32_t state = taken[index(e.item)];
      return state == kTakenWithoutColor || (state != kUntouched && e.color.value != state);
    });
    if (excluded) continue;
    option_kept[k] = true;
    for (const OptionEntry& e : entries) {
      if (taken[index(e.item)] == kUntouched) secondary_used[index(e.item)] = true;
    }
  }

  // Pass 3: the remaining problem, items in their original order.
  Problem& remaining = result.problem;
  std::vector<ItemId> new_item(item_count);
  for (std::size_t k = 0; k < item_count; ++k) {
    const ItemId item{static_cast<std::int32_t>(k)};
    if (problem.item_kind(item) == ItemKind::kPrimary) {
      if (primary_gone(item)) continue;
      const Multiplicity bounds = problem.multiplicity(item);
      const std::uint32_t used = times_forced[k];
      new_item[k] = remaining.add_primary(
          problem.item_name(item),
          Multiplicity{bounds.lower > used ? bounds.lower - used : 0, bounds.upper - used});
    } else if (taken[k] == kUntouched && secondary_used[k]) {
      new_item[k] = remaining.add_secondary(problem.item_name(item));
    }
  }
  std::vector<OptionEntry> entries;
  for (std::size_t k = 0; k < option_count; ++k) {
    if (!option_kept[k]) continue;
    const OptionId option{static_cast<std::int32_t>(k)};
    entries.clear();
    for (const OptionEntry& e : problem.option(option)) {
      // A secondary item the forced options colored is gone: this option gives it their color.
      if (!new_item[index(e.item)].valid()) continue;
      entries.emplace_back(
          new_item[index(e.item)],
          e.color.valid() ? remaining.color(problem.color_name(e.color)) : ColorId{});
    }
    remaining.add_option(std::span<const OptionEntry>(entries));
    result.original_option.push_back(option);
  }
  result.items_removed = item_count - remaining.item_count();
  result.options_removed = option_count - remaining.option_count();
  return result;
}

}  // namespace dlx
