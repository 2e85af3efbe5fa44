#include "fuzz/support/minimum_cover_brute_force.hpp"

#include <bit>
#include <cstdint>
#include <stdexcept>

namespace dlx::fuzz {

MinimumCovers brute_force_minimum_covers(const Problem& problem,
                                         std::span<const OptionId> required) {
  const std::size_t options = problem.option_count();
  if (options > 20) throw std::invalid_argument("brute force: more than 20 options");
  MinimumCovers answer;
  std::uint32_t must = 0;
  for (const OptionId option : required) {
    const std::uint32_t bit = std::uint32_t{1} << option.value;
    if ((must & bit) != 0) return answer;  // required twice
    must |= bit;
  }
  // The items of each option as a bit set over item ids (secondary items are not to be covered).
  std::vector<std::vector<bool>> covers_item(options, std::vector<bool>(problem.item_count()));
  for (std::size_t o = 0; o < options; ++o) {
    for (const OptionEntry& entry : problem.option(OptionId{static_cast<std::int32_t>(o)})) {
      covers_item[o][static_cast<std::size_t>(entry.item.value)] = true;
    }
  }
  for (std::uint32_t subset = 0; subset < (std::uint32_t{1} << options); ++subset) {
    if ((subset & must) != must) continue;
    const auto size = static_cast<std::size_t>(std::popcount(subset));
    if (answer.minimum && size > *answer.minimum) continue;
    bool covers_all = true;
    for (std::size_t item = 0; covers_all && item < problem.item_count(); ++item) {
      if (problem.item_kind(ItemId{static_cast<std::int32_t>(item)}) != ItemKind::kPrimary) {
        continue;
      }
      bool covered = false;
      for (std::size_t o = 0; !covered && o < options; ++o) {
        covered = (subset >> o & 1) != 0 && covers_item[o][item];
      }
      covers_all = covered;
    }
    if (!covers_all) continue;
    if (!answer.minimum || size < *answer.minimum) {
      answer.minimum = size;
      answer.covers.clear();
    }
    std::vector<int> cover;
    for (std::size_t o = 0; o < options; ++o) {
      if ((subset >> o & 1) != 0) cover.push_back(static_cast<int>(o));
    }
    answer.covers.insert(cover);
  }
  return answer;
}

}  // namespace dlx::fuzz
