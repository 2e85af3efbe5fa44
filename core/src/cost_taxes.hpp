// The taxes of the minimum-cost search (minimum_cost.cpp): a charge per primary item such that
// every option's cost minus its items' charges, its net cost, stays >= 0. Every solution then
// costs the total tax plus the net costs of its options, so the total is a lower bound by itself,
// and the search bounds only the net costs. In LP terms the charges are a feasible solution of the
// dual of the set-partitioning relaxation, and the better that solution, the more the search's
// bound (the remaining items' least shares of net cost) has to work with.
#pragma once

#include <cstdint>
#include <vector>

#include "dlx/problem.hpp"

namespace dlx::detail {

struct Taxed {
  std::vector<Cost> net;            // per option of the problem
  std::vector<double> share;        // net / the option's number of primary items
  std::vector<std::int32_t> order;  // option ids in increasing net cost (ties: id)
  Cost tax = 0;
};

Taxed tax_options(const Problem& problem);

}  // namespace dlx::detail
