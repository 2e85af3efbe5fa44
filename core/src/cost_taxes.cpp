// Four ways to charge the items, the best total kept (measured on bench/costs's instances and
// OR-Library's, against the LP relaxation's optimum from GLPK and the proven optima):
//
//   DLX5's taxes: each item in turn charged the least net cost left among its options. Greedy: it
//     stops at a poor dual solution, every item keeping an option of net cost 0 after its turn.
//     Generated 40x800: 4272; crew-shaped 40x3000: 10334 (LP 5532 and 14250; optima 6165, 15442).
//   Shares, then DLX5's taxes: each item first charged the least share (cost / primary items,
//     rounded down) of its options, which spreads every option's cost over its items: 5106, 13621.
//   A Lagrangian relaxation, then DLX5's taxes: the equality constraints relaxed with multipliers
//     u (free in sign), L(u) = sum u_i + sum over options of min(0, c_o - u(o)) raised by
//     subgradient steps from the shares; the best u rounded down, each item lowered until no
//     option has a negative net cost (by the largest deficit share among its options), then
//     DLX5's taxes on the rest: 5520, 14238, within 0.3% of the LP. But on OR-Library's sppnw09
//     51407 against an LP of 67760 (its optimum too): 300 steps are far from enough there.
//   The LP relaxation's duals (set_partitioning_lp.cpp), rounded down to units of 1/scale and
//     lowered as the Lagrangian's, then DLX5's taxes: the LP's optimum, to within a unit per item
//     of 1/scale (2^-20) of cost: 67760 on sppnw09, 116254.5 on sppnw11. Used whenever the simplex
//     finishes (up to 1500 rows and about 20 s of work); else the Lagrangian's.
//
// The subgradient (Held and Karp's step, as in Beasley's Lagrangian heuristics for set covering):
// g_i = 1 - (options of negative net cost that cover i), step lambda (target - L) / |g|^2 towards
// a target 5% above the best L found, lambda halved after 20 steps without a better L. Its cost is
// bounded: at most 300 steps and 3 * 10^7 entries read in all, about 0.1 s.
#include "cost_taxes.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <numeric>
#include <optional>

#include "cost_columns.hpp"
#include "set_partitioning_lp.hpp"

namespace dlx::detail {
namespace {

constexpr int kSteps = 300;
constexpr double kEntriesRead = 3e7;
constexpr int kStepsWithoutGain = 20;
// The LP relaxation's work limit, in floating-point operations: about 20 s (sppaa01, 823 rows,
// takes about 1.5e10 in 6 s).
constexpr double kLpWork = 5e10;
// The finest fraction of a unit of cost the charges are made of (a power of two).
constexpr Cost kFinestScale = Cost{1} << 20;
// Every scaled sum stays below this: charges, net costs and solutions' totals.
constexpr long double kLargestScaled = 0x1p61L;

// The scale: as fine as kFinestScale, as long as every solution's cost, times the scale, stays
// far from the range of int64_t (a solution has at most one option per primary item).
Cost scale_of(const Columns& columns) {
  Cost largest = 0;
  for (const Cost c : columns.cost) largest = std::max(largest, c);
  const long double most =
      static_cast<long double>(largest + 1) * static_cast<long double>(columns.of_item.size() + 1);
  Cost scale = 1;
  while (scale < kFinestScale &&
         2.0L * static_cast<long double>(scale) * most * 4.0L < kLargestScaled) {
    scale *= 2;
  }
  return scale;
}

Cost costs_gcd(const Columns& columns) {
  Cost g = 0;
  for (const Cost c : columns.cost) g = std::gcd(g, c);
  return g == 0 ? 1 : g;
}

// The net costs after `charges` (which must leave every one >= 0), then DLX5's taxes on them.
// The total tax is returned signed: charges may be negative.
struct Charged {
  std::vector<Cost> net;
  std::int64_t tax = 0;
};

Charged charge_then_tax(const Columns& columns, Cost scale,
                        const std::vector<std::int64_t>& charges) {
  Charged charged;
  charged.net.resize(columns.cost.size());
  for (std::size_t k = 0; k < columns.cost.size(); ++k) {
    std::int64_t net = static_cast<std::int64_t>(columns.cost[k] * scale);
    for (const std::int32_t i : columns.items[k]) net -= charges[static_cast<std::size_t>(i)];
    charged.net[k] = static_cast<Cost>(net);  // >= 0 by the caller's promise
  }
  for (std::size_t i = 0; i < columns.of_item.size(); ++i) {
    charged.tax += charges[i];
    const std::vector<std::int32_t>& list = columns.of_item[i];
    if (list.empty()) continue;
    Cost least = std::numeric_limits<Cost>::max();
    for (const std::int32_t k : list) least = std::min(least, charged.net[k]);
    for (const std::int32_t k : list) charged.net[k] -= least;
    charged.tax += static_cast<std::int64_t>(least);
  }
  return charged;
}

// Each item's least share among its options, rounded down (0 for an item without options).
std::vector<std::int64_t> least_shares(const Columns& columns, Cost scale) {
  std::vector<std::int64_t> charges(columns.of_item.size(), 0);
  for (std::size_t i = 0; i < columns.of_item.size(); ++i) {
    Cost least = std::numeric_limits<Cost>::max();
    for (const std::int32_t k : columns.of_item[i]) {
      least = std::min(least, columns.cost[k] * scale / columns.items[k].size());
    }
    if (!columns.of_item[i].empty()) charges[i] = static_cast<std::int64_t>(least);
  }
  return charges;
}

// The Lagrangian multipliers, raised by subgradient steps from `u`.
std::vector<double> lagrangian_multipliers(const Columns& columns, std::vector<double> u) {
  const std::size_t items = columns.of_item.size();
  std::size_t entries = 0;
  for (const auto& list : columns.items) entries += list.size();
  const int steps = static_cast<int>(std::min<double>(
      kSteps, kEntriesRead / static_cast<double>(std::max<std::size_t>(entries, 1))));
  std::vector<double> best_u = u;
  std::vector<double> g(items);
  double best = -std::numeric_limits<double>::infinity();
  double lambda = 2.0;
  int without_gain = 0;
  for (int step = 0; step < steps; ++step) {
    double bound = std::accumulate(u.begin(), u.end(), 0.0);
    std::fill(g.begin(), g.end(), 1.0);
    for (std::size_t k = 0; k < columns.cost.size(); ++k) {
      double r = static_cast<double>(columns.cost[k]);
      for (const std::int32_t i : columns.items[k]) r -= u[static_cast<std::size_t>(i)];
      if (r < 0) {
        bound += r;
        for (const std::int32_t i : columns.items[k]) g[static_cast<std::size_t>(i)] -= 1.0;
      }
    }
    if (bound > best) {
      best = bound;
      best_u = u;
      without_gain = 0;
    } else if (++without_gain == kStepsWithoutGain) {
      lambda /= 2;
      without_gain = 0;
    }
    double norm = 0.0;
    for (std::size_t i = 0; i < items; ++i) {
      if (columns.of_item[i].empty()) g[i] = 0.0;  // no option: nothing to relax
      norm += g[i] * g[i];
    }
    if (norm == 0.0) break;  // u is optimal: a solution of the LP's support covers every item
    const double target = best + 0.05 * std::abs(best) + 1.0;
    const double length = lambda * (target - bound) / norm;
    for (std::size_t i = 0; i < items; ++i) u[i] += length * g[i];
  }
  return best_u;
}

// Real charges `u` (any, dual feasible or not) made whole numbers of 1/scale that leave no net
// cost negative: each rounded down, then each item lowered by the largest share of deficit among
// its options (an option of deficit d and p items gets at least ceil(d / p) back from each of
// them). Nullopt when they are too large to sum safely.
std::optional<std::vector<std::int64_t>> feasible_charges(const Columns& columns, Cost scale,
                                                          const std::vector<double>& u) {
  const std::size_t items = columns.of_item.size();
  std::vector<std::int64_t> charges(items, 0);
  long double total = 0;
  for (std::size_t i = 0; i < items; ++i) {
    if (columns.of_item[i].empty()) continue;
    const long double scaled = std::floor(static_cast<long double>(u[i]) * scale);
    total += std::abs(scaled);
    if (!(total < kLargestScaled)) return std::nullopt;
    charges[i] = static_cast<std::int64_t>(scaled);
  }
  std::vector<std::int64_t> lower(items, 0);
  for (std::size_t k = 0; k < columns.cost.size(); ++k) {
    std::int64_t net = static_cast<std::int64_t>(columns.cost[k] * scale);
    for (const std::int32_t i : columns.items[k]) net -= charges[static_cast<std::size_t>(i)];
    if (net >= 0) continue;
    const auto p = static_cast<std::int64_t>(columns.items[k].size());
    const std::int64_t each = (-net + p - 1) / p;
    for (const std::int32_t i : columns.items[k]) {
      lower[static_cast<std::size_t>(i)] = std::max(lower[static_cast<std::size_t>(i)], each);
    }
  }
  for (std::size_t i = 0; i < items; ++i) charges[i] -= lower[i];
  return charges;
}

Taxed taxed_from(const Columns& columns, Charged charged) {
  Taxed taxed;
  taxed.net = std::move(charged.net);
  taxed.tax = static_cast<Cost>(charged.tax);  // >= 0: the shares' total is
  const std::size_t options = columns.cost.size();
  taxed.share.resize(options);
  for (std::size_t k = 0; k < options; ++k) {
    // Every option has a primary item (Problem requires one).
    taxed.share[k] =
        static_cast<double>(taxed.net[k]) / static_cast<double>(columns.items[k].size());
  }
  taxed.order.resize(options);
  std::iota(taxed.order.begin(), taxed.order.end(), 0);
  std::stable_sort(
      taxed.order.begin(), taxed.order.end(),
      [&taxed](std::int32_t a, std::int32_t b) { return taxed.net[a] < taxed.net[b]; });
  return taxed;
}

}  // namespace

Taxed tax_options(const Problem& problem, const std::function<bool()>& stop) {
  const Columns columns = columns_of(problem);
  const Cost scale = scale_of(columns);
  const std::vector<std::int64_t> shares = least_shares(columns, scale);
  Charged charged = charge_then_tax(columns, scale, shares);
  bool from_lp = false;
  const auto try_charges = [&](const std::vector<double>& u) {
    const auto charges = feasible_charges(columns, scale, u);
    if (!charges) return false;
    Charged better = charge_then_tax(columns, scale, *charges);
    if (better.tax <= charged.tax) return false;
    charged = std::move(better);
    return true;
  };
  if (const auto lp = solve_lp_relaxation(columns, kLpWork, stop)) {
    from_lp = try_charges(lp->dual);
  } else {
    std::vector<double> start(shares.size());
    for (std::size_t i = 0; i < shares.size(); ++i) {
      start[i] = static_cast<double>(shares[i]) / static_cast<double>(scale);
    }
    try_charges(lagrangian_multipliers(columns, std::move(start)));
  }
  Taxed taxed = taxed_from(columns, std::move(charged));
  taxed.scale = scale;
  taxed.spacing = scale * costs_gcd(columns);
  taxed.from_lp = from_lp;
  return taxed;
}

}  // namespace dlx::detail
