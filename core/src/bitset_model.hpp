// The read-only half of the bitset engine: a problem compiled into conflict masks.
//
// Dancing links keep, for every item, the list of its options still available, and pay for that
// with link updates: choosing a pentomino placement on 6x10 hides about 67 options, 335 links,
// and restores them all on the way back (1.2 billion updates for the 3.6 million nodes of the
// full count). Here an option's availability is one bit of `live`, a bitset over all options, and
// choosing option r clears, in one pass over a precomputed mask, every option that conflicts with
// r. Two options conflict when they share a primary item, or share a secondary item that one of
// them names without a color or that they give different colors: exactly the pairs that Algorithm
// C's cover and purify separate, so the options left alive are Algorithm C's, at every node.
//
// The masks are kept sparse, as (word, bits) pairs for the words of `live` where an option has
// conflicts: a 25x25 Sudoku option conflicts with about 100 of the 15,625 options, spread over 60
// of the 245 words. The model is shared, unchanged, by every worker thread (bitset_engine.hpp
// holds the state that changes).
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "build_watch.hpp"
#include "dlx/problem.hpp"
#include "layout.hpp"

namespace dlx::detail {

class BitsetModel {
 public:
  enum class Steps { kAuto, kScalar, kSparseLanes, kSparseCopies, kLanes, kCopies };

  // Whether the model of `problem` is small enough to build: the work and memory grow with the
  // sum, over items, of the square of their option counts. Problems with multiplicities need
  // Algorithm M and never come here.
  static bool suits(const Problem& problem);

  // `steps` other than kAuto asks for a way of keeping the state (tests); it is taken when the
  // problem allows it, else the best one that it does.
  // `watch` stops the building when its limits pass (BuildStopped).
  BitsetModel(const Problem& problem, std::optional<std::uint64_t> seed, Steps steps = Steps::kAuto,
              const BuildWatch& watch = BuildWatch());

  // Options are numbered r = 0.. in layout order; primary items p = 0.. (layout number - 1).
  std::size_t option_count() const { return option_id_.size(); }
  std::size_t primary_count() const { return item_option_start_.size() - 1; }
  std::size_t words() const { return (option_count() + 63) / 64; }
  OptionId option_id(std::size_t r) const { return OptionId{option_id_[r]}; }
  std::uint32_t rank(OptionId option) const {
    return rank_[static_cast<std::size_t>(option.value)];
  }
  // The problem's item's number here: 0.. for the primary items (p), primary_count().. for the
  // secondary ones.
  std::uint32_t item_number(ItemId item) const {
    return item_number_[static_cast<std::size_t>(item.value)] - 1;
  }

  // CSR arrays, read directly by the search loop.
  const std::uint32_t* option_item_start() const { return option_item_start_.data(); }
  const std::uint32_t* option_items() const { return option_items_.data(); }
  const std::uint32_t* item_option_start() const { return item_option_start_.data(); }
  const std::uint32_t* item_options() const { return item_options_.data(); }
  // Primary item p's options as (word, bits) pairs of `live`, in layout order: ANDed with
  // `live`, they give the item's live options in the order the search tries them.
  const std::uint32_t* column_start() const { return column_start_.data(); }
  const std::uint32_t* column_words() const { return column_word_.data(); }
  const std::uint64_t* column_bits() const { return column_bits_.data(); }
  const std::uint32_t* conflict_start() const { return conflict_start_.data(); }
  const std::uint32_t* conflict_words() const { return conflict_word_.data(); }
  const std::uint64_t* conflict_bits() const { return conflict_bits_.data(); }

  // How the engine keeps its changing state (bitset_steps.hpp has each way and why):
  //   kScalar       int32 lengths, a trail; for items with 32,767 options or more
  //   kSparseLanes  16-bit lengths updated one item at a time, a trail; the MRV choice by SIMD
  //   kSparseCopies as kSparseLanes, with `live` and the lengths copied per depth instead of a
  //                 trail where nothing propagates; up to kMostSparseCopyBytes of lanes and
  //                 kMostSparseCopyWords words of `live`
  //   kLanes        16-bit lengths in registers, each removed option subtracting its incidence
  //                 vector, a trail; up to 8 * kMostLaneVectors primary items
  //   kCopies       as kLanes, with a copy of `live` per depth instead of a trail; up to
  //                 kMostCopiedWords words of `live` too
  Steps steps() const { return steps_; }

  // The lengths as vectors of eight 16-bit lanes, one lane per primary item (all but kScalar).
  using Lanes = std::int16_t __attribute__((vector_size(16)));
  static constexpr std::size_t kLanesPerVector = 8;
  static constexpr std::size_t kMostLaneVectors = 12;
  static constexpr std::size_t kMostCopiedWords = 64;
  std::size_t lane_vectors() const { return lane_vectors_; }
  // kLanes, kCopies: each option's primary items as lane vectors, 1 in each of its items' lanes
  // (option r's: [r * lane_vectors, (r + 1) * lane_vectors)).
  const Lanes* incidence() const { return incidence_.data(); }
  // kCopies, kSparseCopies: each option's conflicts as a dense mask of every word (option r's:
  // [r * words, (r + 1) * words)).
  const std::uint64_t* dense_conflicts() const { return dense_conflicts_.data(); }

  // kSparseCopies: the most bytes of lanes and words of `live` copied at each choice (a 9x9
  // Sudoku's: 656 bytes and 12 words, about 5 options removed per choice; a 16x16's 2,048 bytes
  // of lanes showed no gain within the noise).
  static constexpr std::size_t kMostSparseCopyBytes = 1024;
  static constexpr std::size_t kMostSparseCopyWords = 16;
  // kSparseLanes or kSparseCopies: the steps of SparseLaneSteps.
  bool sparse_lanes() const {
    return steps_ == Steps::kSparseLanes || steps_ == Steps::kSparseCopies;
  }

  // The fewest primary items of any option. When no more items than that are left uncovered,
  // every option still available covers all of them: each one is a solution.
  std::uint32_t least_primaries() const { return least_primaries_; }
  // The most primary items of any option (equal to the fewest on a Sudoku's model: 4 each).
  std::uint32_t most_primaries() const { return most_primaries_; }

  // Bytes held, for the memory report.
  std::size_t bytes() const;

 private:
  void choose_steps(Steps wanted);
  void build_dense_conflicts();

  std::vector<std::int32_t> option_id_;     // r -> the problem's option id
  std::vector<std::uint32_t> rank_;         // option id -> r
  std::vector<std::uint32_t> item_number_;  // the layout's: item id -> 1..
  std::vector<std::uint32_t>
      option_item_start_;  // option r's primary items: [start[r], start[r+1])
  std::vector<std::uint32_t> option_items_;
  std::vector<std::uint32_t> item_option_start_;  // primary item p's options, in layout order
  std::vector<std::uint32_t> item_options_;
  std::vector<std::uint32_t> column_start_;
  std::vector<std::uint32_t> column_word_;
  std::vector<std::uint64_t> column_bits_;
  std::vector<std::uint32_t> conflict_start_;  // option r's conflicts: pairs [start[r], start[r+1])
  std::vector<std::uint32_t> conflict_word_;
  std::vector<std::uint64_t> conflict_bits_;
  std::uint32_t least_primaries_ = std::numeric_limits<std::uint32_t>::max();
  std::uint32_t most_primaries_ = 0;
  Steps steps_ = Steps::kScalar;
  std::size_t lane_vectors_ = 0;
  std::vector<Lanes> incidence_;
  std::vector<std::uint64_t> dense_conflicts_;
};

}  // namespace dlx::detail
