// Supports through colors (Propagation::kColors): which options an option needs to stay possible.
//
// An option q can be in a solution below the current node only if every primary item I it does
// not cover is covered, in that solution, by an option of I that agrees with q: one that shares
// no primary item with q and gives every secondary item both name the same color. Those options
// are q's supports in I, S(q, I). When none of them is available any more, q is in no solution
// below the node and goes. That is arc consistency between the options, in the sense of a
// constraint program whose variables are the items and whose values are their options.
//
// Algorithm C sees none of it through colors: a piece of a variant Sudoku's model (a thermometer's
// pair of cells, say) names "r1c1=" with the color 3, and the option "r1c1 holds 3" names it too;
// when that option goes (r1c1 cannot be 3 any more), the piece's options that need r1c1 = 3 stay
// available until r1c1 is settled. A clause (q, I, S) here removes them at once, and, the other
// way round, the options "r1c1 holds v" that no option of the piece agrees with. Along a line of
// such pieces a removal travels from cell to cell, as a constraint solver's propagation does.
//
// Only the clauses that can say much are kept: those between options that meet on a colored
// secondary item (a cell's value, a partial sum), where at most half of I's options are q's
// supports. Models without colors (a classic Sudoku, n-queens, polyominoes) have none.
//
// The clauses are read-only and shared by every worker; the engine watches one support of each
// clause (bitset_steps.hpp, SparseLaneSteps), as a SAT solver watches literals.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "bitset_model.hpp"
#include "build_watch.hpp"
#include "dlx/problem.hpp"

namespace dlx::detail {

class SupportClauses {
 public:
  SupportClauses() = default;
  // The clauses of `problem` in `model`'s numbering of options and primary items.
  SupportClauses(const Problem& problem, const BitsetModel& model,
                 const BuildWatch& watch = BuildWatch());

  std::size_t size() const { return owner_.size(); }
  bool empty() const { return owner_.empty(); }
  // Clause k: option owner(k) needs one of its supports in primary item item(k), the options
  // of the (word, bits) pairs [start(k), start(k + 1)) of `live`.
  std::uint32_t owner(std::size_t k) const { return owner_[k]; }
  std::uint32_t item(std::size_t k) const { return item_[k]; }
  const std::uint32_t* start() const { return start_.data(); }
  const std::uint32_t* words() const { return word_.data(); }
  const std::uint64_t* bits() const { return bits_.data(); }
  const std::uint32_t* owners() const { return owner_.data(); }
  const std::uint32_t* items() const { return item_.data(); }

  std::size_t bytes() const;

 private:
  // The clause of option q in primary item `item`, if at most half of the item's options are
  // q's supports; `conflicts` holds q's conflicts as a bitset of the options.
  void add_clause(std::uint32_t q, std::uint32_t item, const BitsetModel& model,
                  const std::vector<std::uint64_t>& conflicts);

  std::vector<std::uint32_t> owner_;
  std::vector<std::uint32_t> item_;
  std::vector<std::uint32_t> start_{0};
  std::vector<std::uint32_t> word_;
  std::vector<std::uint64_t> bits_;
};

}  // namespace dlx::detail
