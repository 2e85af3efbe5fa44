#include "propagator_watches.hpp"

namespace dlx::detail {

PropagatorWatches::PropagatorWatches(const Problem& problem, const BitsetModel& model)
    : propagators_(problem.propagators().begin(), problem.propagators().end()) {
  const std::size_t options = model.option_count();
  rank_.resize(options);
  for (std::size_t r = 0; r < options; ++r) {
    rank_[static_cast<std::size_t>(model.option_id(r).value)] = static_cast<std::uint32_t>(r);
    in_id_order_ = in_id_order_ && model.option_id(r).value == static_cast<std::int32_t>(r);
  }
  start_.assign(options + 1, 0);
  for (const auto& propagator : propagators_) {
    for (const OptionId option : propagator->watched()) {
      ++start_[rank_[static_cast<std::size_t>(option.value)] + 1];
    }
  }
  for (std::size_t r = 0; r < options; ++r) start_[r + 1] += start_[r];
  watchers_.resize(start_.back());
  std::vector<std::uint32_t> fill(start_.begin(), start_.end() - 1);
  for (std::uint32_t k = 0; k < propagators_.size(); ++k) {
    for (const OptionId option : propagators_[k]->watched()) {
      watchers_[fill[rank_[static_cast<std::size_t>(option.value)]]++] = k;
    }
  }
}

}  // namespace dlx::detail
