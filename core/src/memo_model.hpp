// The problem as the memoized count (memo_count.hpp) sees it: the primary items renumbered in the
// order the count branches on them, each option as its primary items and its secondary items
// with their codes, and the layout of a remaining problem as a row of 64-bit words, which is
// the cache's key:
//
//   [ open primary items, a bit each ][ multiplicity counts, 32 bits each ][ secondary state ]
//
// The secondary state is a field per item, as narrow as the item's colors allow: 0 free, 1..k
// the k colors its options give it (numbered per item), k+1 taken without a color; an item
// without colors takes one bit, a cell of a 3-coloring two (a field never straddles two words).
// With 32 bits per item, the 8x8 grid's 64 cell colors made a key of 35 words, and hashing,
// comparing and storing those keys took most of the count's time (0.9 s; 5 words now).
// A primary item with a multiplicity is open until
// its branch decides all the options that cover it (or it reaches its upper bound); its lane
// holds how many chosen options cover it so far, and is zero once it is closed, so that remaining
// problems that differ only in a closed item's history share a key; and so is the state of a
// secondary item that no option still available can name (secondary_reach).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "dlx/problem.hpp"
#include "dlx/solver_options.hpp"

namespace dlx::detail {

struct MemoModel {
  static constexpr std::uint32_t kExact = 0xffffffff;  // lane of a primary item without bounds

  struct SecondaryEntry {
    std::uint32_t item;
    std::uint32_t code;  // the color's code for this item (SecondaryField), 0: none
  };
  // Where secondary item s's state lies in the secondary words: (word >> shift) & mask.
  struct SecondaryField {
    std::uint32_t word;
    std::uint32_t shift;
    std::uint64_t mask;
    std::uint64_t taken;  // the code of "taken without a color"
  };

  std::size_t primaries = 0;
  std::size_t secondaries = 0;
  bool multiplicities = false;

  // Primary k (in branching order) is the problem's item primary_item[k], the declared_rank[k]-th
  // primary item declared (MRV's ties go to the first declared).
  std::vector<ItemId> primary_item;
  std::vector<std::uint32_t> declared_rank;
  // Option o's primary items (branching numbers) are primary_entries[primary_start[o] ..
  // primary_start[o+1]), its secondary ones secondary_entries[secondary_start[o] .. ].
  std::vector<std::uint32_t> primary_start;
  std::vector<std::uint32_t> primary_entries;
  std::vector<std::uint32_t> secondary_start;
  std::vector<SecondaryEntry> secondary_entries;
  std::vector<SecondaryField> secondary_field;
  // The secondary items whose fields lie in word w: secondary_word_start[w] .. [w+1].
  std::vector<std::uint32_t> secondary_word_start;
  // Primary k's options, in declaration order: item_options[item_start[k] .. item_start[k+1]).
  std::vector<std::uint32_t> item_start;
  std::vector<std::uint32_t> item_options;
  // Secondary s's options: secondary_options[secondary_option_start[s] .. [s+1]).
  std::vector<std::uint32_t> secondary_option_start;
  std::vector<std::uint32_t> secondary_options;
  // Multiplicities: primary k's bounds and its lane among the counts (kExact for 1:1).
  std::vector<std::uint32_t> lower;
  std::vector<std::uint32_t> upper;
  std::vector<std::uint32_t> lane;

  // Secondary item s's options name the primary items whose bits are set in secondary_reach[s *
  // open_words ..]: once none of them is open, no option can touch s again, and its state is no
  // part of the remaining problem (the count forgets it, so that more keys meet). Empty when the
  // table would pass kMostReachWords.
  static constexpr std::size_t kMostReachWords = std::size_t{1} << 22;
  std::vector<std::uint64_t> secondary_reach;

  // The key's layout, in words.
  std::size_t open_words = 0;
  std::size_t count_words = 0;
  std::size_t secondary_words = 0;
  std::size_t key_words() const { return open_words + count_words + secondary_words; }
  std::size_t option_count() const { return primary_start.size() - 1; }

  std::span<const std::uint32_t> options_of(std::size_t primary) const {
    return {item_options.data() + item_start[primary],
            item_start[primary + 1] - item_start[primary]};
  }
  std::span<const std::uint32_t> options_of_secondary(std::size_t secondary) const {
    return {secondary_options.data() + secondary_option_start[secondary],
            secondary_option_start[secondary + 1] - secondary_option_start[secondary]};
  }
  std::span<const std::uint32_t> primaries_of(std::size_t option) const {
    return {primary_entries.data() + primary_start[option],
            primary_start[option + 1] - primary_start[option]};
  }
  std::span<const SecondaryEntry> secondaries_of(std::size_t option) const {
    return {secondary_entries.data() + secondary_start[option],
            secondary_start[option + 1] - secondary_start[option]};
  }
};

// The model with the primary items in `order`'s order (MemoOrder::kMrv keeps the declared order
// and chooses at each node; kAuto takes the frontier's).
MemoModel make_memo_model(const Problem& problem, MemoOrder order);

}  // namespace dlx::detail
