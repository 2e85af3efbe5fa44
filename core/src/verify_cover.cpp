// Deliberately naive and apart from the solver: marks the items of the chosen options, straight
// from the definition of a cover.
#include <string>
#include <vector>

#include "dlx/minimum_cover.hpp"

namespace dlx {

std::optional<std::string> verify_cover(const Problem& problem, std::span<const OptionId> options) {
  std::vector<bool> chosen(problem.option_count(), false);
  std::vector<bool> covered(problem.item_count(), false);
  for (const OptionId option : options) {
    if (!option.valid() || static_cast<std::size_t>(option.value) >= problem.option_count()) {
      return "cover names option " + std::to_string(option.value) + ", which does not exist";
    }
    if (chosen[static_cast<std::size_t>(option.value)]) {
      return "option " + std::to_string(option.value) + " is chosen twice";
    }
    chosen[static_cast<std::size_t>(option.value)] = true;
    for (const OptionEntry& entry : problem.option(option)) {
      covered[static_cast<std::size_t>(entry.item.value)] = true;
    }
  }
  for (std::size_t k = 0; k < problem.item_count(); ++k) {
    const ItemId item{static_cast<std::int32_t>(k)};
    if (problem.item_kind(item) == ItemKind::kPrimary && !covered[k]) {
      return "primary item '" + problem.item_name(item) + "' is not covered";
    }
  }
  return std::nullopt;
}

}  // namespace dlx
