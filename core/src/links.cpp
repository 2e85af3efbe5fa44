#include "links.hpp"

#include <cstddef>
#include <limits>

namespace dlx::detail {

Links::Links(const Problem& problem) {
  // Knuth's layout wants primary items first. Problem allows any order, so map ids here; the
  // relative order inside each kind is kept, which is what the MRV tie-break promises.
  const std::size_t n = problem.item_count();
  std::vector<std::uint32_t> internal(n);
  std::uint32_t next = 1;
  for (int pass = 0; pass < 2; ++pass) {
    const ItemKind kind = pass == 0 ? ItemKind::kPrimary : ItemKind::kSecondary;
    for (std::size_t k = 0; k < n; ++k) {
      if (problem.item_kind(ItemId{static_cast<std::int32_t>(k)}) == kind) internal[k] = next++;
    }
  }
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

  const std::size_t node_count = n + 2 + problem.entry_count() + problem.option_count();
  nodes_.assign(node_count, {0, 0});
  top_.assign(node_count, 0);
  color_.assign(node_count, 0);
  for (std::uint32_t i = 1; i <= n; ++i) nodes_[i] = {i, i};  // empty vertical lists

  option_first_.reserve(problem.option_count());
  auto x = static_cast<std::uint32_t>(n + 1);  // the first spacer
  std::uint32_t spacer = x;
  for (std::size_t k = 0; k < problem.option_count(); ++k) {
    const auto entries = problem.option(OptionId{static_cast<std::int32_t>(k)});
    const std::uint32_t first = x + 1;
    option_first_.push_back(first);
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
    top_[spacer] = -static_cast<std::int32_t>(k + 1);
  }
}

std::uint64_t Links::fingerprint() const {
  // FNV-1a over every field; a change anywhere changes the hash with overwhelming probability.
  std::uint64_t hash = 1469598103934665603ull;
  auto mix = [&hash](std::uint64_t value) {
    hash ^= value;
    hash *= 1099511628211ull;
  };
  for (const std::uint64_t word : active_) mix(word);
  for (std::size_t x = 0; x < nodes_.size(); ++x) {
    mix(static_cast<std::uint32_t>(top_[x]));
    mix(nodes_[x].ulink);
    mix(nodes_[x].dlink);
    mix(static_cast<std::uint32_t>(color_[x]));
  }
  return hash;
}

}  // namespace dlx::detail
