#include "links.hpp"

#include <cstddef>
#include <limits>

namespace dlx::detail {

Links::Links(const Problem& problem) {
  // Knuth's layout wants primary items first. Problem allows any order, so map ids here; the
  // relative order inside each kind is kept, which is what the MRV tie-break promises.
  const std::size_t n = problem.item_count();
  std::vector<std::int32_t> internal(n);
  std::int32_t next = 1;
  for (int pass = 0; pass < 2; ++pass) {
    const ItemKind kind = pass == 0 ? ItemKind::kPrimary : ItemKind::kSecondary;
    for (std::size_t k = 0; k < n; ++k) {
      if (problem.item_kind(ItemId{static_cast<std::int32_t>(k)}) == kind) internal[k] = next++;
    }
  }
  primary_count_ = static_cast<std::int32_t>(problem.primary_count());
  item_count_ = static_cast<std::int32_t>(n);

  // Problem's limits keep every index below 2^31; this is the one place that relies on it.
  static_assert(ProblemLimits::kMaxItems + ProblemLimits::kMaxOptions +
                    ProblemLimits::kMaxEntries + 2 <
                std::numeric_limits<std::int32_t>::max());

  // Two circular lists: 0 heads the primaries, N+1 the secondaries (Knuth's layout).
  const std::int32_t last = item_count_ + 1;
  items_.resize(static_cast<std::size_t>(last) + 1);
  for (std::int32_t i = 0; i <= last; ++i) items_[i] = {i - 1, i + 1};
  if (primary_count_ < item_count_) {
    items_[last] = {item_count_, primary_count_ + 1};
    items_[primary_count_ + 1].llink = last;
    items_[item_count_].rlink = last;
  } else {
    items_[last] = {last, last};
  }
  items_[0].llink = primary_count_;
  items_[primary_count_].rlink = 0;

  const std::size_t node_count =
      static_cast<std::size_t>(item_count_) + 2 + problem.entry_count() + problem.option_count();
  nodes_.resize(node_count);
  for (std::int32_t i = 1; i <= item_count_; ++i) nodes_[i] = {0, i, i, 0};

  std::int32_t x = item_count_ + 1;  // the first spacer
  std::int32_t spacer = x;
  nodes_[spacer] = {0, 0, 0, 0};
  for (std::size_t k = 0; k < problem.option_count(); ++k) {
    const auto entries = problem.option(OptionId{static_cast<std::int32_t>(k)});
    const std::int32_t first = x + 1;
    for (const OptionEntry& entry : entries) {
      ++x;
      const std::int32_t item = internal[static_cast<std::size_t>(entry.item.value)];
      // Append x at the bottom of its item's list.
      const std::int32_t bottom = nodes_[item].ulink;
      nodes_[x] = {item, bottom, item, entry.color.valid() ? entry.color.value : 0};
      nodes_[bottom].dlink = x;
      nodes_[item].ulink = x;
      ++nodes_[item].top;
    }
    nodes_[spacer].dlink = x;  // last node of the option after the spacer
    ++x;
    spacer = x;
    nodes_[spacer] = {-static_cast<std::int32_t>(k + 1), first, 0, 0};
  }
}

std::uint64_t Links::fingerprint() const {
  // FNV-1a over every field; a change anywhere changes the hash with overwhelming probability.
  std::uint64_t hash = 1469598103934665603ull;
  auto mix = [&hash](std::int32_t value) {
    hash ^= static_cast<std::uint32_t>(value);
    hash *= 1099511628211ull;
  };
  for (const ItemLink& link : items_) {
    mix(link.llink);
    mix(link.rlink);
  }
  for (const Node& node : nodes_) {
    mix(node.top);
    mix(node.ulink);
    mix(node.dlink);
    mix(node.color);
  }
  return hash;
}

}  // namespace dlx::detail
