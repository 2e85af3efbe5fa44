#include "frontier_order.hpp"

#include <algorithm>
#include <cmath>
#include <deque>
#include <numeric>
#include <set>
#include <utility>

namespace dlx::detail {
namespace {

// neighbours[i]: the items that share an option with item i, sorted.
using ItemGraph = std::vector<std::vector<std::uint32_t>>;

ItemGraph item_graph(const Problem& problem) {
  ItemGraph neighbours(problem.item_count());
  for (std::size_t o = 0; o < problem.option_count(); ++o) {
    const auto entries = problem.option(OptionId{static_cast<std::int32_t>(o)});
    for (const OptionEntry& a : entries) {
      for (const OptionEntry& b : entries) {
        if (a.item != b.item) {
          neighbours[static_cast<std::size_t>(a.item.value)].push_back(
              static_cast<std::uint32_t>(b.item.value));
        }
      }
    }
  }
  for (auto& list : neighbours) {
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
  }
  return neighbours;
}

// The items by increasing degree, ties to the first declared: where each order starts a
// component.
std::vector<std::uint32_t> by_degree(const ItemGraph& graph) {
  std::vector<std::uint32_t> items(graph.size());
  std::iota(items.begin(), items.end(), 0);
  std::stable_sort(items.begin(), items.end(), [&graph](std::uint32_t a, std::uint32_t b) {
    return graph[a].size() < graph[b].size();
  });
  return items;
}

std::vector<std::uint32_t> cuthill_mckee(const ItemGraph& graph) {
  std::vector<std::uint32_t> order;
  std::vector<bool> placed(graph.size(), false);
  for (const std::uint32_t start : by_degree(graph)) {  // one breadth-first pass per component
    if (placed[start]) continue;
    placed[start] = true;
    std::size_t head = order.size();
    order.push_back(start);
    while (head < order.size()) {
      std::vector<std::uint32_t> next;
      for (const std::uint32_t b : graph[order[head++]]) {
        if (!placed[b]) {
          placed[b] = true;
          next.push_back(b);
        }
      }
      std::sort(next.begin(), next.end());
      order.insert(order.end(), next.begin(), next.end());
    }
  }
  return order;
}

// The item of `start`'s component farthest from it, ties to the least degree, then to the first
// declared.
std::uint32_t farthest(const ItemGraph& graph, std::uint32_t start) {
  std::vector<std::uint32_t> distance(graph.size(), kSecondary);
  std::deque<std::uint32_t> queue{start};
  distance[start] = 0;
  std::uint32_t best = start;
  while (!queue.empty()) {
    const std::uint32_t a = queue.front();
    queue.pop_front();
    const bool better = distance[a] != distance[best] ? distance[a] > distance[best]
                        : graph[a].size() != graph[best].size()
                            ? graph[a].size() < graph[best].size()
                            : a < best;
    if (better) best = a;
    for (const std::uint32_t b : graph[a]) {
      if (distance[b] == kSecondary) {
        distance[b] = distance[a] + 1;
        queue.push_back(b);
      }
    }
  }
  return best;
}

// Fewest new neighbours (frontier_order.hpp), from an end of a long path: three hops to the
// farthest item from one of least degree (the pseudo-peripheral item of Gibbs, Poole and
// Stockmeyer).
std::vector<std::uint32_t> fewest_new_neighbours(const ItemGraph& graph) {
  std::vector<std::uint32_t> order;
  std::vector<std::uint32_t> untouched(graph.size());  // each item's neighbours not yet met
  for (std::size_t a = 0; a < graph.size(); ++a) {
    untouched[a] = static_cast<std::uint32_t>(graph[a].size());
  }
  std::vector<bool> touched(graph.size(), false);
  std::vector<bool> placed(graph.size(), false);
  std::set<std::pair<std::uint32_t, std::uint32_t>> front;  // (untouched, item)
  const auto touch = [&](std::uint32_t a) {
    touched[a] = true;
    for (const std::uint32_t b : graph[a]) {
      const bool on_front = touched[b] && !placed[b];
      if (on_front) front.erase({untouched[b], b});
      --untouched[b];
      if (on_front) front.insert({untouched[b], b});
    }
  };
  for (const std::uint32_t first : by_degree(graph)) {
    if (placed[first]) continue;
    std::uint32_t start = first;
    for (int hop = 0; hop < 3; ++hop) start = farthest(graph, start);
    touch(start);
    front.insert({untouched[start], start});
    while (!front.empty()) {
      const std::uint32_t a = front.begin()->second;
      front.erase(front.begin());
      placed[a] = true;
      order.push_back(a);
      for (const std::uint32_t b : graph[a]) {
        if (touched[b]) continue;
        touch(b);
        front.insert({untouched[b], b});
      }
    }
  }
  return order;
}

// log2 of sum_k 2^f_k (frontier_order.hpp) for the primary items in `order` (declared numbers).
double log2_frontier_cost(const ItemGraph& graph,
                          const std::vector<std::uint32_t>& declared_of_item,
                          const std::vector<std::uint32_t>& order) {
  if (order.empty()) return 0;
  std::vector<std::uint32_t> position(declared_of_item.size(), kSecondary);  // by item
  {
    std::vector<std::uint32_t> item_of_declared(order.size());
    for (std::size_t i = 0; i < declared_of_item.size(); ++i) {
      if (declared_of_item[i] != kSecondary) item_of_declared[declared_of_item[i]] = i;
    }
    for (std::size_t k = 0; k < order.size(); ++k) {
      position[item_of_declared[order[k]]] = static_cast<std::uint32_t>(k);
    }
  }
  // Item i is on the frontier from the first of its primary neighbours (or itself) until it is
  // decided: a primary item at its position, a secondary one at its last primary neighbour.
  std::vector<std::int64_t> change(order.size() + 1, 0);
  for (std::size_t i = 0; i < graph.size(); ++i) {
    std::uint32_t enters = position[i];
    std::uint32_t last = 0;
    bool any = false;
    for (const std::uint32_t b : graph[i]) {
      if (position[b] == kSecondary) continue;
      enters = std::min(enters, position[b]);
      last = std::max(last, position[b]);
      any = true;
    }
    const std::uint32_t leaves = position[i] != kSecondary ? position[i] : last;
    if (!any || enters >= leaves) continue;
    ++change[enters];
    --change[leaves];
  }
  std::vector<double> front(order.size());
  std::int64_t width = 0;
  for (std::size_t k = 0; k < order.size(); ++k) front[k] = static_cast<double>(width += change[k]);
  const double widest = *std::max_element(front.begin(), front.end());
  double sum = 0;
  for (const double f : front) sum += std::exp2(f - widest);
  return widest + std::log2(sum);
}

std::vector<std::uint32_t> primaries_of(const std::vector<std::uint32_t>& items,
                                        const std::vector<std::uint32_t>& declared_of_item) {
  std::vector<std::uint32_t> primaries;
  for (const std::uint32_t item : items) {
    if (declared_of_item[item] != kSecondary) primaries.push_back(declared_of_item[item]);
  }
  return primaries;
}

}  // namespace

std::vector<std::uint32_t> frontier_order(const Problem& problem,
                                          const std::vector<std::uint32_t>& declared_of_item) {
  const ItemGraph graph = item_graph(problem);
  std::vector<std::uint32_t> breadth_first = primaries_of(cuthill_mckee(graph), declared_of_item);
  std::vector<std::uint32_t> sweep = primaries_of(fewest_new_neighbours(graph), declared_of_item);
  const double breadth_first_cost = log2_frontier_cost(graph, declared_of_item, breadth_first);
  const double sweep_cost = log2_frontier_cost(graph, declared_of_item, sweep);
  return sweep_cost + kSweepMargin <= breadth_first_cost ? sweep : breadth_first;
}

}  // namespace dlx::detail
