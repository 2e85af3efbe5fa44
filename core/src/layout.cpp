#include "layout.hpp"

#include <cstddef>
#include <span>

#include "dlx/random.hpp"

namespace dlx::detail {

Layout make_layout(const Problem& problem, std::optional<std::uint64_t> seed) {
  Layout layout;
  // Knuth's layout wants primary items first. Problem allows any order, so map ids here; the
  // relative order inside each kind is kept, which is what the MRV tie-break promises.
  const std::size_t n = problem.item_count();
  layout.item_number.resize(n);
  std::uint32_t next = 1;
  for (int pass = 0; pass < 2; ++pass) {
    const ItemKind kind = pass == 0 ? ItemKind::kPrimary : ItemKind::kSecondary;
    for (std::size_t k = 0; k < n; ++k) {
      if (problem.item_kind(ItemId{static_cast<std::int32_t>(k)}) == kind) {
        layout.item_number[k] = next++;
      }
    }
  }
  layout.option_order.resize(problem.option_count());
  for (std::size_t k = 0; k < layout.option_order.size(); ++k) {
    layout.option_order[k] = static_cast<std::int32_t>(k);
  }
  if (seed) {
    Random random(*seed);
    std::vector<std::uint32_t> primaries(problem.primary_count());
    for (std::size_t k = 0; k < primaries.size(); ++k) {
      primaries[k] = static_cast<std::uint32_t>(k + 1);
    }
    random.shuffle(std::span<std::uint32_t>(primaries));
    for (std::uint32_t& number : layout.item_number) {
      if (number <= primaries.size()) number = primaries[number - 1];
    }
    random.shuffle(std::span<std::int32_t>(layout.option_order));
  }
  return layout;
}

}  // namespace dlx::detail
