// A problem's propagators (dlx/propagator.hpp) in the bitset engine's numbering: which of them
// watch each option, read-only and shared by every worker.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "bitset_model.hpp"
#include "dlx/problem.hpp"

namespace dlx::detail {

class PropagatorWatches {
 public:
  PropagatorWatches(const Problem& problem, const BitsetModel& model);

  std::size_t size() const { return propagators_.size(); }
  const Propagator& propagator(std::size_t k) const { return *propagators_[k]; }
  // The propagators watching option r: watchers()[start()[r] .. start()[r + 1]).
  const std::uint32_t* start() const { return start_.data(); }
  const std::uint32_t* watchers() const { return watchers_.data(); }
  // Option id -> r, for the propagators' LiveOptions, and whether it is the identity (the
  // options laid out in id order, as without a seed).
  const std::uint32_t* rank() const { return rank_.data(); }
  bool in_id_order() const { return in_id_order_; }

 private:
  std::vector<std::shared_ptr<const Propagator>> propagators_;
  std::vector<std::uint32_t> start_;
  std::vector<std::uint32_t> watchers_;
  std::vector<std::uint32_t> rank_;
  bool in_id_order_ = true;
};

}  // namespace dlx::detail
