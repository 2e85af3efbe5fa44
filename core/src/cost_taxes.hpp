// The taxes of the minimum-cost search (minimum_cost.cpp): a charge per primary item such that
// every option's cost minus its items' charges, its net cost, stays >= 0. Every solution then
// costs the total tax plus the net costs of its options, so the total is a lower bound by itself,
// and the search bounds only the net costs. In LP terms the charges are a feasible solution of the
// dual of the set-partitioning relaxation, and the better that solution, the more the search's
// bound (the remaining items' least shares of net cost) has to work with.
//
// Charges are fractions: the LP's duals are (sppnw11's optimum is 116254.5), and rounding each
// down to a whole number would lose up to a unit per item. So every cost is multiplied by
// `scale` (a power of two) and the charges are whole numbers of 1/scale; the search works in
// those units and divides when it reports.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "dlx/problem.hpp"

namespace dlx::detail {

struct Taxed {
  std::vector<Cost> net;            // per option of the problem, in units of 1/scale
  std::vector<double> share;        // net / the option's number of primary items
  std::vector<std::int32_t> order;  // option ids in increasing net cost (ties: id)
  Cost tax = 0;                     // in units of 1/scale
  Cost scale = 1;
  // Every solution's cost, times scale, is a multiple of this: scale times the greatest common
  // divisor of the costs. A solution cheaper than one of cost C costs at most C - spacing.
  Cost spacing = 1;
  bool from_lp = false;  // the charges are the LP relaxation's duals
};

// `stop` is asked now and then while the LP relaxation is solved; true gives it up (the taxes
// then come from a cheaper, weaker relaxation).
Taxed tax_options(const Problem& problem, const std::function<bool()>& stop = {});

}  // namespace dlx::detail
