#include "dlx/solution_diagram.hpp"

#include <algorithm>
#include <ostream>
#include <utility>

namespace dlx {
namespace {

// A uniform number in [0, bound), bound positive: enough 64-bit words for bound's bits, the bits
// above its highest cleared, and a draw of bound or more drawn again (fewer than two draws on
// average), so that every value is equally likely whatever the size of the count.
Count uniform_below(const Count& bound, Random& random) {
  const std::size_t bits = boost::multiprecision::msb(bound) + 1;
  for (;;) {
    Count value = 0;
    for (std::size_t taken = 0; taken < bits; taken += 64) {
      value <<= 64;
      value |= random.next();
    }
    const std::size_t extra = (bits + 63) / 64 * 64 - bits;
    value >>= extra;
    if (value < bound) return value;
  }
}

// The solutions of one node by size: coefficient k of the polynomial is by_size[k - lowest].
// Exact covers of one board have solutions of one size (a tiling has 72 dominoes), so a node's
// polynomial is one term there, not a row as long as the largest solution.
struct BySize {
  std::size_t lowest = 0;
  std::vector<Count> by_size;
};

}  // namespace

SolutionDiagram::SolutionDiagram(std::vector<Node> nodes, std::uint32_t root)
    : nodes_(std::move(nodes)), root_(root) {
  if (nodes_.size() < 2) nodes_.resize(2);
  counts_.resize(nodes_.size());
  counts_[kNoSolution] = 0;
  counts_[kDone] = 1;
  for (std::size_t n = 2; n < nodes_.size(); ++n) {
    counts_[n] = counts_[nodes_[n].lo] + counts_[nodes_[n].hi];
  }
}

std::vector<Count> SolutionDiagram::count_by_size() const {
  std::vector<BySize> below(nodes_.size());
  below[kDone].by_size = {1};
  for (std::size_t n = 2; n < nodes_.size(); ++n) {
    const BySize& lo = below[nodes_[n].lo];
    const BySize& hi = below[nodes_[n].hi];
    // F(lo) as it is, F(hi) one option larger.
    BySize& here = below[n];
    if (lo.by_size.empty() && hi.by_size.empty()) continue;
    std::size_t lowest = ~std::size_t{0};
    std::size_t end = 0;
    if (!lo.by_size.empty()) {
      lowest = lo.lowest;
      end = lo.lowest + lo.by_size.size();
    }
    if (!hi.by_size.empty()) {
      lowest = std::min(lowest, hi.lowest + 1);
      end = std::max(end, hi.lowest + 1 + hi.by_size.size());
    }
    here.lowest = lowest;
    here.by_size.assign(end - lowest, 0);
    for (std::size_t k = 0; k < lo.by_size.size(); ++k)
      here.by_size[lo.lowest + k - lowest] += lo.by_size[k];
    for (std::size_t k = 0; k < hi.by_size.size(); ++k)
      here.by_size[hi.lowest + 1 + k - lowest] += hi.by_size[k];
  }
  const BySize& top = below[root_];
  if (top.by_size.empty()) return {};
  std::vector<Count> by_size(top.lowest + top.by_size.size(), 0);
  std::copy(top.by_size.begin(), top.by_size.end(), by_size.begin() + top.lowest);
  return by_size;
}

std::vector<OptionId> SolutionDiagram::sample(Random& random) const {
  std::vector<OptionId> solution;
  if (count() == 0) return solution;
  // The rank of the solution drawn among all, in the order "sets without the node's option
  // first": at each node it goes down lo when it falls within lo's count, else takes the option.
  Count rank = uniform_below(count(), random);
  std::uint32_t at = root_;
  while (at != kDone) {
    const Node& node = nodes_[at];
    if (rank < counts_[node.lo]) {
      at = node.lo;
    } else {
      rank -= counts_[node.lo];
      solution.push_back(node.option);
      at = node.hi;
    }
  }
  return solution;
}

void SolutionDiagram::write_zdd(std::ostream& out) const {
  const auto flags = out.flags();
  out << std::hex;
  for (std::size_t n = 2; n < nodes_.size(); ++n) {
    out << n << ": (~" << std::dec << nodes_[n].option.value + 1 << std::hex << '?' << nodes_[n].lo
        << ':' << nodes_[n].hi << ")\n";
  }
  out << nodes_.size() << ": (~0?0:" << root_ << ")\n";
  out.flags(flags);
}

}  // namespace dlx
