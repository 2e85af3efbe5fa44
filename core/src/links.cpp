#include "links.hpp"

#include <algorithm>
#include <cstddef>
#include <limits>
#include <span>

#include "layout.hpp"

namespace dlx::detail {

Links::Links(const Problem& problem, std::optional<std::uint64_t> seed, const BuildWatch& watch) {
  const Layout layout = make_layout(problem, seed);
  const std::vector<std::uint32_t>& internal = layout.item_number;
  const std::size_t n = problem.item_count();
  primary_count_ = static_cast<std::int32_t>(problem.primary_count());
  item_count_ = static_cast<std::int32_t>(n);

  // Problem's limits keep every index below 2^31, so a node number fits in 32 bits and a spacer's
  // -k fits in top; this is the one place that relies on it.
  constexpr std::size_t kMostNodes =
      ProblemLimits::kMaxItems + ProblemLimits::kMaxOptions + ProblemLimits::kMaxEntries + 2;
  static_assert(kMostNodes < std::numeric_limits<std::int32_t>::max());

  // Every primary item starts active. Bit 0 (no item) stays clear, so a scan that finds nothing
  // can answer 0.
  const auto primaries = static_cast<std::size_t>(primary_count_);
  active_.assign(primaries / 64 + 1, 0);
  for (std::size_t i = 1; i <= primaries; ++i) active_[i / 64] |= std::uint64_t{1} << (i % 64);

  if (problem.has_multiplicities()) {
    // Bounds beyond the number of options cannot be reached; capping them keeps them in int32.
    const auto most = static_cast<std::int64_t>(problem.option_count());
    bound_.assign(primaries + 1, 0);
    slack_.assign(primaries + 1, 0);
    for (std::size_t k = 0; k < n; ++k) {
      const ItemId item{static_cast<std::int32_t>(k)};
      if (problem.item_kind(item) != ItemKind::kPrimary) continue;
      const Multiplicity bounds = problem.multiplicity(item);
      const std::int64_t upper = std::min<std::int64_t>(bounds.upper, most + 1);
      const std::int64_t lower = std::min<std::int64_t>(bounds.lower, most + 1);
      bound_[internal[k]] = static_cast<std::int32_t>(upper);
      slack_[internal[k]] = static_cast<std::int32_t>(upper - lower);
    }
  }

  const std::size_t node_count = n + 2 + problem.entry_count() + problem.option_count();
  watch.check();
  nodes_.assign(node_count, {0, 0});
  top_.assign(node_count, 0);
  // Without a color name there is no colored entry (see the comment of the file).
  if (problem.color_count() > 0) color_.assign(node_count, 0);
  for (std::uint32_t i = 1; i <= n; ++i) nodes_[i] = {i, i};  // empty vertical lists

  std::vector<std::uint32_t> option_first(problem.option_count(), 0);
  auto x = static_cast<std::uint32_t>(n + 1);  // the first spacer
  std::uint32_t spacer = x;
  std::size_t laid_out = 0;
  for (const std::int32_t k : layout.option_order) {
    if (++laid_out % BuildWatch::kOptionsBetweenChecks == 0) watch.check();
    const auto entries = problem.option(OptionId{k});
    const std::uint32_t first = x + 1;
    option_first[static_cast<std::size_t>(k)] = first;
    top_[spacer] = -k;  // the spacer before an option names it (see option_of)
    for (const OptionEntry& entry : entries) {
      ++x;
      const std::uint32_t item = internal[static_cast<std::size_t>(entry.item.value)];
      // Append x at the bottom of its item's list.
      const std::uint32_t bottom = nodes_[item].ulink;
      nodes_[x] = {bottom, item};
      nodes_[bottom].dlink = x;
      nodes_[item].ulink = x;
      top_[x] = static_cast<std::int32_t>(item);
      ++top_[item];
      if (entry.color.valid()) {
        color_[x] = entry.color.value;
        has_colors_ = true;
      }
    }
    nodes_[spacer].dlink = x;  // last node of the option after the spacer
    ++x;
    spacer = x;
    nodes_[spacer].ulink = first;
  }
  // The spacer after the last option starts no option; any top <= 0 marks it as a spacer.
  top_[spacer] = -static_cast<std::int32_t>(problem.option_count());
  option_first_ = std::make_shared<const std::vector<std::uint32_t>>(std::move(option_first));
}

std::size_t Links::bytes() const {
  return nodes_.size() * sizeof(NodeLink) + top_.size() * 4 + color_.size() * 4 +
         active_.size() * 8 + bound_.size() * 4 + slack_.size() * 4 + option_first_->size() * 4;
}

std::size_t Links::copy_bytes_for(std::size_t items, std::size_t primaries, std::size_t options,
                                  std::size_t entries, bool colors, bool multiplicities) {
  const std::size_t nodes = items + 2 + entries + options;
  return nodes * (sizeof(NodeLink) + 4 + (colors ? 4 : 0)) + (primaries / 64 + 1) * 8 +
         (multiplicities ? (primaries + 1) * 8 : 0);
}

std::size_t Links::bytes_for(std::size_t items, std::size_t primaries, std::size_t options,
                             std::size_t entries, bool colors, bool multiplicities) {
  return copy_bytes_for(items, primaries, options, entries, colors, multiplicities) + options * 4;
}

std::uint64_t Links::fingerprint() const {
  // FNV-1a over every field; a change anywhere changes the hash with overwhelming probability.
  std::uint64_t hash = 1469598103934665603ull;
  auto mix = [&hash](std::uint64_t value) {
    hash ^= value;
    hash *= 1099511628211ull;
  };
  for (const std::uint64_t word : active_) mix(word);
  for (const std::int32_t value : bound_) mix(static_cast<std::uint32_t>(value));
  for (std::size_t x = 0; x < nodes_.size(); ++x) {
    mix(static_cast<std::uint32_t>(top_[x]));
    mix(nodes_[x].ulink);
    mix(nodes_[x].dlink);
    mix(color_.empty() ? 0 : static_cast<std::uint32_t>(color_[x]));
  }
  return hash;
}

}  // namespace dlx::detail
