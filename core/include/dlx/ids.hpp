// Strong index types for the engine's public API.
//
// Items, options and colors are all small integers inside the engine; giving each its own type
// turns "passed an option where an item was meant" into a compile error (as OR-tools does with
// BooleanVariable / LiteralIndex).
#pragma once

#include <compare>
#include <cstdint>

namespace dlx {

template <typename Tag>
struct StrongIndex {
  std::int32_t value = -1;

  constexpr StrongIndex() = default;
  constexpr explicit StrongIndex(std::int32_t v) : value(v) {}

  constexpr bool valid() const { return value >= 0; }
  constexpr auto operator<=>(const StrongIndex&) const = default;
};

// An item (a column of the exact-cover matrix), numbered 0.. in the order it was added.
using ItemId = StrongIndex<struct ItemTag>;
// An option (a row of the matrix), numbered 0.. in the order it was added.
using OptionId = StrongIndex<struct OptionTag>;
// A color of a secondary item, numbered 1.. in the order first seen; ColorId{} means "no color".
using ColorId = StrongIndex<struct ColorTag>;

}  // namespace dlx
