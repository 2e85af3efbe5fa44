// The limits of building an engine (SolverOptions::build_time_limit, build_stop_flag), looked at
// now and then by the constructors of the links and of the bitset model: a problem of millions
// of options takes seconds to lay out (issue 20: 4096-queens).
#pragma once

#include <atomic>
#include <chrono>
#include <optional>

#include "dlx/solver_options.hpp"

namespace dlx::detail {

class BuildWatch {
 public:
  using Clock = std::chrono::steady_clock;

  // No limits.
  BuildWatch() = default;
  explicit BuildWatch(const SolverOptions& options) : stop_flag_(options.build_stop_flag) {
    // A limit beyond a century is no limit; converting it to clock ticks would overflow.
    constexpr std::chrono::duration<double> kCentury = std::chrono::hours(24 * 365 * 100);
    if (options.build_time_limit && *options.build_time_limit < kCentury) {
      deadline_ =
          Clock::now() + std::chrono::duration_cast<Clock::duration>(*options.build_time_limit);
    }
  }

  // Called every few thousand options: cheap. Throws BuildStopped when a limit is reached.
  void check() const {
    if (stop_flag_ != nullptr && stop_flag_->load(std::memory_order_relaxed)) {
      throw BuildStopped(SearchStatus::kInterrupted);
    }
    if (deadline_ && Clock::now() >= *deadline_) throw BuildStopped(SearchStatus::kTimeLimit);
  }

  // Every how many options the constructors call check(): a few microseconds of work.
  static constexpr std::size_t kOptionsBetweenChecks = 4096;

 private:
  std::optional<Clock::time_point> deadline_;
  const std::atomic<bool>* stop_flag_ = nullptr;
};

}  // namespace dlx::detail
