#include "search_control.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace dlx::detail {

SearchControl make_control(const SearchLimits& limits) {
  SearchControl control;
  control.start = Clock::now();
  if (limits.time_limit) {
    // A limit beyond a century is no limit; converting it to clock ticks would overflow.
    constexpr std::chrono::duration<double> kCentury = std::chrono::hours(24 * 365 * 100);
    if (*limits.time_limit < kCentury) {
      control.deadline =
          control.start + std::chrono::duration_cast<Clock::duration>(*limits.time_limit);
      control.has_deadline = true;
    }
  }
  control.stop_flag = limits.stop_flag;
  if (limits.max_nodes != 0) control.node_limit = limits.max_nodes;
  if (limits.progress) {
    control.progress = &limits.progress;
    const auto interval = std::chrono::duration_cast<Clock::duration>(
        std::clamp(limits.progress_interval, std::chrono::duration<double>(0.01),
                   std::chrono::duration<double>(86400.0)));
    control.progress_interval = interval;
  }
  return control;
}

void check_limit_options(const SearchLimits& limits, std::size_t option_count) {
  auto check = [option_count](std::span<const OptionId> options, const char* name) {
    for (const OptionId option : options) {
      if (!option.valid() || static_cast<std::size_t>(option.value) >= option_count) {
        throw std::out_of_range(std::string("SearchLimits::") + name + " names option " +
                                std::to_string(option.value) + ", which does not exist");
      }
    }
  };
  check(limits.forced, "forced");
  check(limits.excluded, "excluded");
}

}  // namespace dlx::detail
