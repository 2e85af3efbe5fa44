// The memoized count's frontier order (MemoOrder::kFrontier, memo_model.hpp): the order of the
// primary items that the count branches on, chosen so that the items a half-done search has
// covered have a short frontier with the rest. The count meets few distinct remaining problems
// per depth when the frontier is short: a remaining problem is, in effect, the state of the
// items on the frontier.
//
// Two orders are made and the one whose frontier is modelled cheaper is taken:
//
// - Cuthill-McKee (1969): breadth-first from an item of least degree, two items being neighbours
//   when an option names both (secondary items included: in a coloring, a cell and the edges at
//   it meet only through the cell's color). On a board it sweeps the antidiagonals from a corner.
// - Fewest new neighbours: from one end of a long path through the graph, the next item is the
//   one of the frontier that brings the fewest items not yet met into it (Sloan's wavefront
//   ordering, 1986, without his distance term), ties to the first declared. On an Aztec diamond
//   it sweeps the diagonals from one side, a front of about n cells for the order n, where the
//   breadth-first order's front grows to 2n: order 10 counted in 29,708 nodes instead of
//   5,992,776, order 12 (2^78 tilings) in 143,498, where the breadth-first order had not
//   finished in 120 s.
//
// The model of an order's cost: with f_k items on the frontier after the k-th primary item (the
// items not yet decided that share an option with one decided), at most 2^f_k remaining problems
// at that point, so sum_k 2^f_k (kept as its log2). It ranked the orders of every family of the
// memo benchmark (bench/memo_orders.sh) as their node counts did, within a factor 2, except for
// Langford pairs and queens, where it is off by 10 and more either way: so the sweep is taken
// only when it is modelled 2^kSweepMargin times cheaper (the Aztec diamonds: 130 times at order
// 10, 430 times at 12; Langford pairs of 11: twice, where the sweep had 6 times the nodes; on
// 13-queens 70 times, and it had the same nodes).
#pragma once

#include <cstdint>
#include <vector>

#include "dlx/problem.hpp"

namespace dlx::detail {

inline constexpr double kSweepMargin = 3;

// The declared numbers of the primary items in branching order. `declared_of_item[i]` is item
// i's number among the primary items in declaration order, or `kSecondary` for a secondary one.
inline constexpr std::uint32_t kSecondary = 0xffffffff;
std::vector<std::uint32_t> frontier_order(const Problem& problem,
                                          const std::vector<std::uint32_t>& declared_of_item);

}  // namespace dlx::detail
