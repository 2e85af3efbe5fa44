// Minimum-cost exact cover: Algorithm C (TAOCP 7.2.2.1) as a branch and bound, after Knuth's DLX5.
// The steps are named B1-B6 (B for bound), beside Algorithm C's C1-C8.
//
//   build   (at the first search, under its limits) tax the primary items with the LP
//           relaxation's duals (cost_taxes.cpp), in units of 1/scale, then DLX5's taxes (each
//           item, in order, the least net cost left among its options). Every option's net cost
//           stays >= 0, and every solution costs the total tax plus the net costs of its
//           options. Lay the options out in increasing net cost, so that every item's list is in
//           that order too.
//   B0  guess the cutoff: a window a little above the tax (search_widening), widened while the
//       search under it finds nothing
//   B1  no primary item left: a solution; keep it among the K best, lower the cutoff
//   B2  bound: LB = sum over the remaining primary items i of the least share among i's options
//       cheap enough to beat the cutoff (the scan of i's list stops early as B3's does; the
//       options past it are bounded by the next one's net cost); give up if cost so far + LB
//       cannot beat the cutoff (the K-th best cost found, infinite before)
//   B3  choose the item with the fewest options that are cheap enough to beat the cutoff (MRV,
//       counted as DLX5 does), ties to the one whose cheapest option is dearest (DLX5)
//   B4  cover it, leaving in place the options too dear for any subtree below (DLX5's covers
//       with a threshold, cost_link_ops.hpp), and try its options in list order; the first one
//       too dear for the cutoff ends the level
//   B5  commit the option's other items (C5), with the threshold of the subtree, one level deeper
//   B6  undo (C6), and try the next option; back up when none is left or the level's bound no
//       longer beats the cutoff, which falls as solutions are found
//
// Why the bound holds: an option o of p primary items chosen below this node covers p remaining
// items (an option with a covered item is hidden, or left in place only when too dear to be
// chosen, cost_link_ops.hpp) and its net cost splits into p shares of net/p. Each item is covered
// by exactly one option, whose share is at least the least share among the item's options that
// are cheap enough; summing over the remaining items, the net cost still to pay is at least LB.
// With the tax, this is the bound the issue asks of DLX5 ("each item taxed so that every option
// has a nonnegative net cost, the remaining items' cheapest net costs bound the rest"), with the
// net cost of an option shared among its items rather than charged to one, which is what makes
// it a bound when options cover several remaining items.
//
// Why the LP's duals: the total tax is a dual solution of the LP relaxation (every option pays
// at least its items' charges), and DLX5's greedy taxes stop at a poor one, every item keeping an
// option of net cost 0 after its turn. Charging the least shares first spread each option's cost
// over its items (generated 40x1000: 8.7 million nodes to 97 thousand), a Lagrangian relaxation
// came near the LP on generated instances (45 thousand), and the LP's optimum itself is what
// crew scheduling needs, where it is within a fraction of a percent of the optimum: sppnw09 went
// from 30.8 million nodes to 126, and with B0's window, 26. With those duals a net cost is a
// reduced cost, so B4's budget fixes options by their reduced cost at every node.
//
// The dancing links are the engine's own (links.hpp, link_ops.hpp with cost_link_ops.hpp), built
// for a copy of the problem with its options in net-cost order. All memory is allocated when the
// engine is built or a search begins; the loop allocates only when it keeps a new solution.
#include "dlx/minimum_cost.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <numeric>
#include <stdexcept>
#include <string>

#include "cost_link_ops.hpp"
#include "cost_taxes.hpp"
#include "links.hpp"
#include "search_control.hpp"

namespace dlx {

namespace detail {
namespace {

// The problem with its options in `order` (items and colors as they were, so ids are kept).
Problem reordered(const Problem& problem, const std::vector<std::int32_t>& order) {
  Problem copy;
  for (std::size_t k = 0; k < problem.item_count(); ++k) {
    const ItemId item{static_cast<std::int32_t>(k)};
    if (problem.item_kind(item) == ItemKind::kPrimary) {
      copy.add_primary(problem.item_name(item));
    } else {
      copy.add_secondary(problem.item_name(item));
    }
  }
  for (std::size_t c = 1; c <= problem.color_count(); ++c) {
    copy.color(problem.color_name(ColorId{static_cast<std::int32_t>(c)}));
  }
  for (const std::int32_t k : order) copy.add_option(problem.option(OptionId{k}));
  return copy;
}

}  // namespace

struct MinimumCostEngine {
  MinimumCostEngine(const Problem& problem, Taxed taxed)
      : costs(std::move(taxed)), laid_out(reordered(problem, costs.order)), links(laid_out) {
    const std::size_t nodes = links.option_count() == 0
                                  ? static_cast<std::size_t>(links.item_count()) + 2
                                  : links.option_first(links.option_count() - 1) + 1;
    node_net.assign(nodes, 0);
    node_share.assign(nodes, 0.0);
    node_option.assign(nodes, OptionId{});
    node_index.assign(nodes, 0);
    const auto primaries = static_cast<std::size_t>(links.primary_count());
    std::vector<std::uint32_t> widest(primaries + 1, 1);
    const std::int32_t* top = links.top();
    for (std::size_t k = 0; k < links.option_count(); ++k) {
      const auto original = static_cast<std::size_t>(costs.order[k]);
      std::uint32_t primary_items = 0;
      for (std::size_t x = links.option_first(k); top[x] > 0; ++x) {
        if (x >= node_net.size()) {
          node_net.resize(x + 1, 0);
          node_share.resize(x + 1, 0.0);
          node_option.resize(x + 1, OptionId{});
          node_index.resize(x + 1, 0);
        }
        node_net[x] = costs.net[original];
        node_share[x] = costs.share[original];
        node_option[x] = OptionId{costs.order[k]};
        node_index[x] = static_cast<std::uint32_t>(k);
        primary_items += static_cast<std::size_t>(top[x]) <= primaries;
      }
      for (std::size_t x = links.option_first(k); top[x] > 0; ++x) {
        const auto item = static_cast<std::size_t>(top[x]);
        if (item <= primaries) widest[item] = std::max(widest[item], primary_items);
      }
    }
    // Past the end of the last option: the spacer, and room for a read one past it.
    node_net.resize(node_net.size() + 2, 0);
    share_per_net.assign(primaries + 1, 1.0);
    for (std::size_t i = 1; i <= primaries; ++i) share_per_net[i] = 1.0 / widest[i];
    item_tax.assign(static_cast<std::size_t>(links.item_count()) + 1, 0.0);
    residual.assign(links.option_count(), 0.0);
    residual_stamp.assign(links.option_count(), 0);
    levels.resize(primaries + 1);
  }

  Taxed costs;
  // The LP relaxation was cut short by the first search's limits: the next search taxes again.
  bool provisional = false;
  Problem laid_out;
  Links links;
  // Per node of an option: its option's net cost, share, and id in the caller's problem.
  std::vector<Cost> node_net;
  std::vector<double> node_share;
  std::vector<OptionId> node_option;
  std::vector<std::uint32_t> node_index;  // the option's place in the layout (0, 1, ...)
  // Per primary item i: 1 / the most primary items of an option of i, so that net * this is at
  // most the share of any option of i whose net cost is at least `net`.
  std::vector<double> share_per_net;

  // Scratch of the bound's second pass (dual ascent), per item and per option of the layout.
  std::vector<double> item_tax;
  std::vector<double> residual;
  std::vector<std::uint64_t> residual_stamp;
  std::uint64_t stamp = 0;

  struct Level {
    std::uint32_t item;      // the item branched on (B3)
    std::uint32_t node;      // the node of the option tried (B4)
    Cost cost_before;        // the net cost of the options chosen above this level
    Cost bound;              // the total (tax included) that no solution below can beat
    Cost cover_threshold;    // the item's cover: options at least this dear were left in place
    Cost commit_threshold;   // the same for the other items of the option tried
    std::uint32_t branches;  // the item's options when the level began, for fraction_done
    std::uint32_t taken;     // options tried so far, the current one included
  };
  std::vector<Level> levels;
};

}  // namespace detail

namespace {

using Engine = detail::MinimumCostEngine;
using Clock = std::chrono::steady_clock;
constexpr Cost kNoCutoff = std::numeric_limits<Cost>::max();
// The second pass of the bound (raise_bound), measured on generated set-partitioning instances
// (bench/costs/vs_dlx5.sh). Before the shares' taxes and the thresholds: it halved the nodes but
// cost more per node than it saved (30x300: 0.027 s -> 0.040 s). After them, at every node or at
// the first 4 or 10 levels only, on generated 40x1000, 45x1200, 50x1500 and crew-shaped 40x3000:
// 2 to 4 times fewer nodes, time from -18% to +50% (search seconds 0.11/1.11/0.82/2.49 without;
// 0.09/1.01/0.67/3.75 at 10 levels). No gain across the set: off; compile with
// -DDLX_DUAL_ASCENT=1 to measure it again.
#ifndef DLX_DUAL_ASCENT
#define DLX_DUAL_ASCENT 0
#endif
constexpr bool kDualAscent = DLX_DUAL_ASCENT;

// The cutoff guessed at first (B0): the total tax over 2^this (0.2%) above it, doubled up to
// kWidenings times.
constexpr int kFirstWindowShift = 9;
constexpr int kWidenings = 10;

// How many options of an item B3 looks at to count those cheap enough (DLX5's lenthresh).
constexpr std::uint32_t kCountedOptions = 10;

// What B2 and B3 found at a node.
struct NodeChoice {
  std::uint32_t item = 0;
  std::uint32_t choices = 0;  // 0: give up here (an item without an option cheap enough)
  Cost needed = 0;            // net cost still to pay, at least
};

template <bool kColors>
class CostSearch {
 public:
  CostSearch(Engine& engine, std::size_t k, const SearchLimits& limits)
      : engine_(engine),
        ops_(engine.links, engine.node_net.data()),
        nodes_(engine.links.nodes()),
        top_(engine.links.top()),
        active_(engine.links.active()),
        words_(engine.links.primary_words()),
        wanted_(k),
        limits_(with_cost_reports(limits)),
        control_(detail::make_control(limits_)),
        monitor_(control_) {}

  MinimumCostResult run(double seconds_before) {
    MinimumCostResult answer;
    answer.tax = unscaled_bound(engine_.costs.tax);
    search_widening();
    answer.lower_bound = unscaled_bound(lower_bound());
    unwind();
    answer.optimal = status_ == SearchStatus::kComplete;
    std::sort(kept_.begin(), kept_.end(), [](const Kept& a, const Kept& b) {
      return a.net != b.net ? a.net < b.net : a.found < b.found;
    });
    for (Kept& kept : kept_) {
      answer.solutions.push_back({std::move(kept.options), unscaled_cost(kept.net)});
    }
    if (answer.optimal && !answer.solutions.empty()) {
      answer.lower_bound = answer.solutions.front().cost;
    }
    stats_.seconds =
        seconds_before + std::chrono::duration<double>(Clock::now() - control_.start).count();
    answer.result = SearchResult{status_, stats_};
    return answer;
  }

 private:
  struct Kept {
    Cost net;
    std::uint64_t found;  // the order found, for ties
    std::vector<OptionId> options;
  };

  // The caller's progress reports, with the cheapest cost found and the bound added: called by
  // the monitor from within the loop, so the state they read is the loop's own.
  SearchLimits with_cost_reports(const SearchLimits& limits) {
    SearchLimits ours = limits;
    if (limits.progress) {
      ours.progress = [this, report = limits.progress](const SearchProgress& progress) {
        SearchProgress with_costs = progress;
        if (!kept_.empty()) with_costs.incumbent = unscaled_cost(cheapest_net());
        with_costs.cost_bound = unscaled_bound(lower_bound());
        report(with_costs);
      };
    }
    return ours;
  }

  // A solution's cost, from its net cost in units of 1/scale (a whole multiple of them).
  Cost unscaled_cost(Cost net) const { return (engine_.costs.tax + net) / engine_.costs.scale; }

  // A bound in units of 1/scale as a bound on costs: rounded up to what a solution can cost.
  Cost unscaled_bound(Cost scaled) const {
    const Cost spacing = engine_.costs.spacing;
    return (scaled / spacing + (scaled % spacing != 0)) * (spacing / engine_.costs.scale);
  }

  Cost cheapest_net() const {
    Cost least = kNoCutoff;
    for (const Kept& kept : kept_) least = std::min(least, kept.net);
    return least;
  }

  // The least total any solution not yet ruled out can have: the cheapest found, or a subtree of
  // the path still open (each level's bound covers everything below it).
  Cost lower_bound() const {
    const Cost tax = engine_.costs.tax;
    Cost least = kept_.empty() ? kNoCutoff : tax + cheapest_net();
    // Before the root is bounded, only the tax and what earlier searches proved are known.
    if (root_pending_) return std::min(least, std::max(tax, floor_));
    // Whatever the cutoff cut off costs at least this much.
    if (cutoff_ != kNoCutoff) least = std::min(least, tax + cutoff_);
    for (std::uint32_t d = 0; d < depth_; ++d) least = std::min(least, engine_.levels[d].bound);
    // Nothing open, nothing found, nothing cut off: there is no solution.
    if (least == kNoCutoff) return 0;
    return std::max(least, floor_);
  }

  static std::uint32_t bit_index(std::size_t word, std::uint64_t bits) {
    return static_cast<std::uint32_t>(word * 64 + static_cast<std::size_t>(__builtin_ctzll(bits)));
  }

  bool any_primary_left() const {
    for (std::size_t w = 0; w < words_; ++w) {
      if (active_[w] != 0) return true;
    }
    return false;
  }

  // B2 and B3 in one pass over the remaining primary items; it stops as soon as the node is
  // hopeless: an item with no option cheap enough, or a partial bound past the budget.
  //
  // Only options of net cost below the budget count, for the choice and for the bound: no
  // solution that beats the cutoff uses another (and stale options, cost_link_ops.hpp, are all
  // past it). Each item's list is in cost order, so its scan stops at the first option past the
  // budget; and, as DLX5's `lenthresh`, after kCountedOptions, or as soon as the count reaches
  // the best item's. Where a scan stops early, the options not seen are at least as dear as the
  // next one, so their shares are at least its net cost times share_per_net: the item's charge
  // is the least share seen or that, whichever is smaller.
  NodeChoice bound_and_choose(Cost budget) {
    NodeChoice choice;
    choice.choices = UINT32_MAX;
    Cost best_first = 0;
    double sum = 0.0;
    // Shares are quotients of whole numbers: the slack absorbs their rounding without ever
    // hiding a whole unit of cost.
    const double limit = static_cast<double>(budget) * (1.0 + 1e-12) + 1e-6;
    const Cost* net = engine_.node_net.data();
    const double* share = engine_.node_share.data();
    for (std::size_t w = 0; w < words_; ++w) {
      for (std::uint64_t bits = active_[w]; bits != 0; bits &= bits - 1) {
        const std::uint32_t i = bit_index(w, bits);
        std::uint32_t x = nodes_[i].dlink;
        const Cost first = net[x];  // an item header's entry is 0, hence the test of x == i
        if (x == i || first >= budget) {
          choice.choices = 0;
          return choice;
        }
        double least = share[x];
        std::uint32_t count = 1;
        for (x = nodes_[x].dlink;; x = nodes_[x].dlink, ++count) {
          if (x == i || net[x] >= budget) break;
          if (count == choice.choices || count == kCountedOptions) {
            // More options than the best item has (x is one more), or than are counted.
            least = std::min(least, static_cast<double>(net[x]) * engine_.share_per_net[i]);
            count = count == kCountedOptions ? static_cast<std::uint32_t>(top_[i]) : count + 1;
            break;
          }
          least = std::min(least, share[x]);
        }
        engine_.item_tax[i] = least;
        sum += least;
        if (sum > limit) {
          choice.choices = 0;
          return choice;
        }
        if (count < choice.choices || (count == choice.choices && first > best_first)) {
          choice.choices = count;
          choice.item = i;
          best_first = first;
        }
      }
    }
    if (kDualAscent && !raise_bound(sum, limit, budget)) {
      choice.choices = 0;
      return choice;
    }
    const double rounded = std::ceil(sum - (sum * 1e-12 + 1e-6));
    choice.needed = rounded <= 0 ? 0 : static_cast<Cost>(rounded);
    return choice;
  }

  // B2's second pass, a dual ascent: the shares of the first pass charge each remaining item
  // the least share of its options, which leaves most options some slack (net cost minus the
  // charges of its items). Each item in turn is then charged the least slack of its options too,
  // which is taken off all of them: every option still pays at least what its items are charged,
  // so the charges, summed, still bound the net cost to come (LP duality, as DLX5's taxes at the
  // root). False when the raised bound passes `limit`.
  bool raise_bound(double& sum, double limit, Cost budget) {
    const std::uint64_t stamp = ++engine_.stamp;
    const auto primaries = static_cast<std::uint32_t>(engine_.links.primary_count());
    for (std::size_t w = 0; w < words_; ++w) {
      for (std::uint64_t bits = active_[w]; bits != 0; bits &= bits - 1) {
        const std::uint32_t i = bit_index(w, bits);
        double least = std::numeric_limits<double>::infinity();
        for (std::uint32_t x = nodes_[i].dlink; x != i && engine_.node_net[x] < budget;
             x = nodes_[x].dlink) {
          const std::uint32_t o = engine_.node_index[x];
          if (engine_.residual_stamp[o] != stamp) {
            engine_.residual_stamp[o] = stamp;
            double slack = static_cast<double>(engine_.node_net[x]);
            std::uint32_t q = x;
            do {
              const auto item = static_cast<std::uint32_t>(top_[q]);
              if (item <= primaries) slack -= engine_.item_tax[item];
              q = top_[q + 1] > 0 ? q + 1 : nodes_[q + 1].ulink;
            } while (q != x);
            engine_.residual[o] = slack;
          }
          least = std::min(least, engine_.residual[o]);
        }
        if (!(least > 0)) continue;
        sum += least;
        if (sum > limit) return false;
        for (std::uint32_t x = nodes_[i].dlink; x != i && engine_.node_net[x] < budget;
             x = nodes_[x].dlink) {
          engine_.residual[engine_.node_index[x]] -= least;
        }
      }
    }
    return true;
  }

  // B0, the cutoff guessed: before any solution is known, the search looks only for solutions
  // that cost at most a little more than the bound at the root (the window), and widens the
  // window, twice as wide each time, until a search under it finds one. Each search that finds
  // none proves that none is that cheap (floor_). Why: on crew scheduling the LP relaxation is
  // within a fraction of a percent of the optimum, and its reduced costs rule out nearly every
  // option that does not fit a narrow window, while a search without a cutoff wanders among
  // dear solutions (sppaa06: no solution in 60 s; with the window, optimal in a few seconds).
  // After kWidenings windows the search goes on without one, as before.
  void search_widening() {
    const Cost tax = engine_.costs.tax;
    Cost window = std::max(engine_.costs.spacing, tax >> kFirstWindowShift);
    for (int widening = 0; widening <= kWidenings; ++widening) {
      const bool guessed = widening < kWidenings && window < kNoCutoff / 4 - tax;
      cutoff_ = guessed ? window : kNoCutoff;
      search();
      if (status_ != SearchStatus::kComplete || !guessed) return;
      if (kept_.size() == wanted_) return;
      // Fewer than K solutions under the window: all of them are found again under the next.
      if (kept_.empty()) floor_ = std::max(floor_, tax + cutoff_);
      kept_.clear();
      window *= 2;
    }
  }

  // The search proper: B1..B6, iterative, levels_[0, depth_) on the path.
  void search() {
    Cost cost = 0;  // the net cost of the options chosen on the path
    root_pending_ = true;
    for (;;) {
      // ---- Enter a node --------------------------------------------------------------------
      ++stats_.nodes;
      if (monitor_.should_stop(
              stats_, depth_, [this] { return fraction_done(); }, status_)) {
        return;
      }
      root_pending_ = false;
      bool descended = false;
      if (!any_primary_left()) {
        keep_solution(cost);  // B1
      } else {
        const Cost budget = cutoff_ - cost;
        const NodeChoice choice = bound_and_choose(budget);  // B2, B3
        if (choice.choices != 0 && choice.needed < budget) {
          auto& level = engine_.levels[depth_];
          level.item = choice.item;
          level.cost_before = cost;
          level.bound = engine_.costs.tax + cost + choice.needed;
          level.branches = static_cast<std::uint32_t>(top_[choice.item]);
          level.taken = 0;
          // Options of the item this dear or more are never chosen below: the cheapest option
          // of the item is the least any choice here adds (cost_link_ops.hpp).
          level.cover_threshold = budget - engine_.node_net[nodes_[choice.item].dlink];
          ops_.cover(choice.item, level.cover_threshold);  // B4
          level.node = choice.item;
          descended = try_next(level, cost);
        }
      }
      // ---- Back up to a level with an option left (B6) -----------------------------------
      while (!descended) {
        if (depth_ == 0) return;
        auto& level = engine_.levels[depth_ - 1];
        ops_.uncommit_option_except(level.node, level.commit_threshold);
        cost = level.cost_before;
        --depth_;
        descended = try_next(level, cost);
      }
    }
  }

  // B4, B5: the next option of the level's item, if it is cheap enough to beat the cutoff,
  // committed, one level deeper. The list is in cost order, so the first option too dear ends
  // the level (a cutoff, not a skip), as does a bound that the falling cutoff has passed.
  bool try_next(detail::MinimumCostEngine::Level& level, Cost& cost) {
    if (level.bound - engine_.costs.tax < cutoff_) {
      const std::uint32_t x = nodes_[level.node].dlink;
      const Cost budget = cutoff_ - level.cost_before;
      if (x != level.item && engine_.node_net[x] < budget) {
        ++level.taken;
        level.node = x;
        level.commit_threshold = budget - engine_.node_net[x];
        ops_.commit_option_except(x, level.commit_threshold);
        cost = level.cost_before + engine_.node_net[x];
        ++depth_;
        return true;
      }
    }
    ops_.uncover(level.item, level.cover_threshold);
    return false;
  }

  // B1: a solution of net cost `net`, cheaper than the cutoff (else B2 or B4 had given up).
  void keep_solution(Cost net) {
    ++stats_.solutions;
    Kept* slot = nullptr;
    if (kept_.size() < wanted_) {
      slot = &kept_.emplace_back();
    } else {
      // The dearest kept, the last found among equals, gives way.
      slot = &*std::max_element(kept_.begin(), kept_.end(), [](const Kept& a, const Kept& b) {
        return a.net != b.net ? a.net < b.net : a.found < b.found;
      });
    }
    slot->net = net;
    slot->found = stats_.solutions;
    slot->options.clear();
    for (std::uint32_t d = 0; d < depth_; ++d) {
      slot->options.push_back(engine_.node_option[engine_.levels[d].node]);
    }
    if (kept_.size() == wanted_) {
      // A solution kept from now on costs at least a spacing less than the dearest kept (the
      // costs are whole multiples of it), so anything at least this dear is cut off.
      Cost dearest = 0;
      for (const Kept& kept : kept_) dearest = std::max(dearest, kept.net);
      cutoff_ = dearest + 1 - std::min(dearest + 1, engine_.costs.spacing);
    }
  }

  void unwind() {
    while (depth_ > 0) {
      --depth_;
      auto& level = engine_.levels[depth_];
      ops_.uncommit_option_except(level.node, level.commit_threshold);
      ops_.uncover(level.item, level.cover_threshold);
    }
  }

  double fraction_done() const {
    double done = 0.0;
    double share = 1.0;
    for (std::uint32_t d = 0; d < depth_; ++d) {
      const auto& level = engine_.levels[d];
      const double branches = std::max<std::uint32_t>(level.branches, 1);
      done += share * (level.taken - 1) / branches;
      share /= branches;
    }
    return std::min(done, 1.0);
  }

  Engine& engine_;
  detail::CostLinkOps<kColors> ops_;
  const detail::NodeLink* nodes_;
  const std::int32_t* top_;
  const std::uint64_t* active_;
  std::size_t words_;
  std::size_t wanted_;
  // The caller's limits, with the progress reports wrapped; the control points into them.
  SearchLimits limits_;
  std::vector<Kept> kept_;
  // The net cost a new solution must beat: the K-th best kept, less the spacing, plus one.
  Cost cutoff_ = kNoCutoff;
  // What searches that finished under a guessed cutoff proved: no solution costs less.
  Cost floor_ = 0;
  bool root_pending_ = true;  // the current search has not bounded its root yet
  detail::SearchControl control_;
  detail::SearchMonitor monitor_;
  SearchStatus status_ = SearchStatus::kComplete;
  SearchStats stats_;
  std::uint32_t depth_ = 0;
};

}  // namespace

MinimumCostSolver::MinimumCostSolver(const Problem& problem) : problem_(&problem) {
  for (std::size_t k = 0; k < problem.item_count(); ++k) {
    const ItemId item{static_cast<std::int32_t>(k)};
    if (!problem.multiplicity(item).exact() && problem.item_kind(item) == ItemKind::kPrimary) {
      throw ModelError("item '" + problem.item_name(item) +
                       "' has a multiplicity; a minimum-cost search takes exact cover only");
    }
  }
}

MinimumCostSolver::~MinimumCostSolver() = default;
MinimumCostSolver::MinimumCostSolver(MinimumCostSolver&&) noexcept = default;
MinimumCostSolver& MinimumCostSolver::operator=(MinimumCostSolver&&) noexcept = default;

MinimumCostResult MinimumCostSolver::best(std::size_t k, const SearchLimits& limits) {
  if (k == 0) throw std::invalid_argument("MinimumCostSolver::best: k must be at least 1");
  if (!limits.forced.empty() || !limits.excluded.empty()) {
    throw std::invalid_argument("MinimumCostSolver does not take forced or excluded options");
  }
  // The engine is built by the first search, under its limits: the LP relaxation takes seconds
  // on the largest instances (sppaa06: 646 rows, about 2 s), which the time limit must count.
  const auto start = Clock::now();
  SearchLimits left = limits;
  if (!engine_ || engine_->provisional) {
    const detail::SearchControl control = detail::make_control(limits);
    bool stopped = false;
    const std::function<bool()> stop = [&control, &stopped] {
      stopped = (control.stop_flag != nullptr && control.stop_flag->load()) ||
                (control.has_deadline && Clock::now() >= control.deadline);
      return stopped;
    };
    engine_ = std::make_unique<detail::MinimumCostEngine>(*problem_,
                                                          detail::tax_options(*problem_, stop));
    engine_->provisional = stopped;
  }
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  if (left.time_limit) {
    left.time_limit = std::max(*left.time_limit - std::chrono::duration<double>(seconds),
                               std::chrono::duration<double>(0));
  }
  if (engine_->links.has_colors()) return CostSearch<true>(*engine_, k, left).run(seconds);
  return CostSearch<false>(*engine_, k, left).run(seconds);
}

}  // namespace dlx
