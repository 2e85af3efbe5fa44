// Deliberately naive: counts per item over the chosen options, straight from the definition.
#include "dlx/verify.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace dlx {

std::optional<std::string> verify_solution(const Problem& problem,
                                           std::span<const OptionId> options) {
  const std::size_t n = problem.item_count();
  std::vector<std::size_t> uses(n, 0);
  std::vector<std::int32_t> color(n, 0);  // 0: unclaimed, -1: claimed without color, > 0: color
  std::vector<bool> chosen(problem.option_count(), false);

  for (OptionId option : options) {
    if (!option.valid() || static_cast<std::size_t>(option.value) >= problem.option_count()) {
      return "solution names option " + std::to_string(option.value) + ", which does not exist";
    }
    if (chosen[static_cast<std::size_t>(option.value)]) {
      return "option " + std::to_string(option.value) + " is chosen twice";
    }
    chosen[static_cast<std::size_t>(option.value)] = true;
    for (const OptionEntry& entry : problem.option(option)) {
      const auto k = static_cast<std::size_t>(entry.item.value);
      ++uses[k];
      if (problem.item_kind(entry.item) == ItemKind::kPrimary) continue;
      const std::int32_t wanted = entry.color.valid() ? entry.color.value : -1;
      if (uses[k] > 1 && (wanted == -1 || color[k] != wanted)) {
        return "secondary item '" + problem.item_name(entry.item) +
               "' is used by two options that do not agree on one color";
      }
      color[k] = wanted;
    }
  }
  for (std::size_t k = 0; k < n; ++k) {
    const ItemId item{static_cast<std::int32_t>(k)};
    if (problem.item_kind(item) != ItemKind::kPrimary) continue;
    const Multiplicity bounds = problem.multiplicity(item);
    if (uses[k] < bounds.lower || uses[k] > bounds.upper) {
      const std::string wanted = bounds.exact() ? "once"
                                 : bounds.lower == bounds.upper
                                     ? std::to_string(bounds.lower) + " times"
                                     : "between " + std::to_string(bounds.lower) + " and " +
                                           std::to_string(bounds.upper) + " times";
      return "primary item '" + problem.item_name(item) + "' is covered " +
             std::to_string(uses[k]) + " times, not " + wanted;
    }
  }
  return std::nullopt;
}

}  // namespace dlx

namespace dlx {

std::optional<std::string> verify_cost(const Problem& problem, std::span<const OptionId> options,
                                       Cost claimed) {
  Cost total = 0;
  for (OptionId option : options) {
    if (!option.valid() || static_cast<std::size_t>(option.value) >= problem.option_count()) {
      return "solution names option " + std::to_string(option.value) + ", which does not exist";
    }
    // A total that wraps is refused, so that no total, however wrong, wraps into the claimed one.
    if (__builtin_add_overflow(total, problem.option_cost(option), &total)) {
      return "the costs of the options add up to more than 2^64";
    }
  }
  if (total == claimed) return std::nullopt;
  return "the costs of the options add up to " + std::to_string(total) + ", not the " +
         std::to_string(claimed) + " claimed";
}

}  // namespace dlx
