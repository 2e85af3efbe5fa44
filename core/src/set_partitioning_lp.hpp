// The LP relaxation of set partitioning, min c x subject to A x = 1 and x >= 0 over the primary
// items that have options (cost_columns.hpp), solved by a revised primal simplex. Its duals make
// the minimum-cost search's taxes (cost_taxes.cpp): on airline crew scheduling the relaxation is
// nearly integral (OR-Library's sppnw09: LP 67760, optimum 67760), so they bound almost the
// whole cost at the root, and every option's reduced cost says how far it is from any solution
// that can beat the cheapest found.
//
// Nothing here needs to be exact: the duals are turned into a bound (cost_taxes.cpp) by
// Lagrangian duality, L(y) = sum y_i + sum over options of min(0, c_o - y(o)), which bounds every
// solution for any y whatever, computed in whole numbers. An LP cut short or thrown off by
// rounding only gives a weaker bound.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "cost_columns.hpp"

namespace dlx::detail {

struct LpRelaxation {
  std::vector<double> dual;    // per item of the problem (0 for those that are no row)
  std::vector<double> primal;  // per option, its value in the relaxation's solution
  double value = 0;            // the relaxation's optimum, as the simplex computed it
  std::uint64_t pivots = 0;
};

// The relaxation's optimum, or nullopt when it was not reached within `max_work` (about one
// unit per floating-point operation; the cost of a pivot grows with the square of the rows),
// when `stop` (asked now and then, if given) said to stop, or when the rows are too many for a
// dense basis.
std::optional<LpRelaxation> solve_lp_relaxation(const Columns& columns, double max_work,
                                                const std::function<bool()>& stop = {});

}  // namespace dlx::detail
