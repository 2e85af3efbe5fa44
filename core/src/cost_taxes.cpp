// Three ways to charge the items, the best total kept (all measured on bench/costs's instances,
// against the LP relaxation's optimum from GLPK and the proven optima):
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
//     DLX5's taxes on the rest: 5520, 14238, within 0.3% of the LP.
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

namespace dlx::detail {
namespace {

constexpr int kSteps = 300;
constexpr double kEntriesRead = 3e7;
constexpr int kStepsWithoutGain = 20;
// Charges past this (in absolute value) are not taken from the relaxation: their sums over an
// option could then leave the range of int64_t.
constexpr double kLargestCharge = 1e15;

struct Columns {
  std::vector<Cost> cost;
  std::vector<std::vector<std::int32_t>> items;    // per option: its primary items
  std::vector<std::vector<std::int32_t>> of_item;  // per item: the options that have it
};

Columns columns_of(const Problem& problem) {
  Columns columns;
  columns.cost.resize(problem.option_count());
  columns.items.resize(problem.option_count());
  columns.of_item.resize(problem.item_count());
  for (std::size_t k = 0; k < problem.option_count(); ++k) {
    const OptionId option{static_cast<std::int32_t>(k)};
    columns.cost[k] = problem.option_cost(option);
    for (const OptionEntry& entry : problem.option(option)) {
      if (problem.item_kind(entry.item) != ItemKind::kPrimary) continue;
      columns.items[k].push_back(entry.item.value);
      columns.of_item[static_cast<std::size_t>(entry.item.value)].push_back(
          static_cast<std::int32_t>(k));
    }
  }
  return columns;
}

// The net costs after `charges` (which must leave every one >= 0), then DLX5's taxes on them.
// The total tax is returned signed: charges may be negative.
struct Charged {
  std::vector<Cost> net;
  std::int64_t tax = 0;
};

Charged charge_then_tax(const Columns& columns, const std::vector<std::int64_t>& charges) {
  Charged charged;
  charged.net.resize(columns.cost.size());
  for (std::size_t k = 0; k < columns.cost.size(); ++k) {
    std::int64_t net = static_cast<std::int64_t>(columns.cost[k]);
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
std::vector<std::int64_t> least_shares(const Columns& columns) {
  std::vector<std::int64_t> charges(columns.of_item.size(), 0);
  for (std::size_t i = 0; i < columns.of_item.size(); ++i) {
    Cost least = std::numeric_limits<Cost>::max();
    for (const std::int32_t k : columns.of_item[i]) {
      least = std::min(least, columns.cost[k] / columns.items[k].size());
    }
    if (!columns.of_item[i].empty()) charges[i] = static_cast<std::int64_t>(least);
  }
  return charges;
}

// The Lagrangian multipliers, raised by subgradient steps from `start`, made feasible charges;
// nullopt when they grow too large to sum safely.
std::optional<std::vector<std::int64_t>> lagrangian_charges(
    const Columns& columns, const std::vector<std::int64_t>& start) {
  const std::size_t items = columns.of_item.size();
  std::size_t entries = 0;
  for (const auto& list : columns.items) entries += list.size();
  const int steps = static_cast<int>(std::min<double>(
      kSteps, kEntriesRead / static_cast<double>(std::max<std::size_t>(entries, 1))));
  std::vector<double> u(start.begin(), start.end());
  std::vector<double> best_u = u;
  std::vector<double> reduced(columns.cost.size());
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
  std::vector<std::int64_t> charges(items);
  for (std::size_t i = 0; i < items; ++i) {
    if (!(std::abs(best_u[i]) < kLargestCharge)) return std::nullopt;
    charges[i] = static_cast<std::int64_t>(std::floor(best_u[i]));
  }
  // Lower each item by the largest share of deficit among its options: an option of deficit d
  // and p items gets at least ceil(d / p) back from each of them.
  std::vector<std::int64_t> lower(items, 0);
  for (std::size_t k = 0; k < columns.cost.size(); ++k) {
    std::int64_t net = static_cast<std::int64_t>(columns.cost[k]);
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

}  // namespace

Taxed tax_options(const Problem& problem) {
  const Columns columns = columns_of(problem);
  const std::vector<std::int64_t> shares = least_shares(columns);
  Charged charged = charge_then_tax(columns, shares);
  if (const auto lagrangian = lagrangian_charges(columns, shares)) {
    Charged better = charge_then_tax(columns, *lagrangian);
    if (better.tax > charged.tax) charged = std::move(better);
  }
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

}  // namespace dlx::detail
