// The progress of a spread job, on rank 0's standard error: time, nodes and nodes per second over
// all ranks, solutions so far, subproblems done of all, the share of the tree done and the time
// left at that pace.
//
//   16-queens: 12.5 s, 1.23G nodes, 98.4M nodes/s, 14.7M solutions, 37/512 subproblems,
//   23.4% done, 41.0 s left
//
// Drawn as dlx draws its own (progress_line.hpp): in place on a terminal, a line every
// --progress-interval seconds in a log.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <ostream>
#include <string>

#include "apps/dlx/progress_line.hpp"

namespace dlx::mpi {

struct ProgressSnapshot {
  double seconds = 0;
  std::uint64_t nodes = 0;
  std::uint64_t solutions = 0;
  std::size_t done = 0;   // subproblems finished in this run
  std::size_t total = 0;  // dealt and queued
  // The share of this run's subproblems done, counting the running ones by Knuth's estimate of
  // their own share done.
  double fraction = 0;
};

std::string progress_text(const std::string& label, const ProgressSnapshot& snapshot);

class DistributedProgress {
 public:
  DistributedProgress(app::ProgressStyle style, std::string label, std::ostream& err,
                      app::ProgressTiming timing);
  ~DistributedProgress() { erase(); }
  DistributedProgress(const DistributedProgress&) = delete;
  DistributedProgress& operator=(const DistributedProgress&) = delete;

  bool on() const { return style_ != app::ProgressStyle::kOff; }
  // Whether a line is due now; then show() draws it.
  bool due() const;
  void show(const ProgressSnapshot& snapshot);
  // Before a solution is printed on the terminal the line is drawn on, and at the end.
  void erase();

 private:
  using Clock = std::chrono::steady_clock;
  app::ProgressStyle style_;
  std::string label_;
  std::ostream& err_;
  app::ProgressTiming timing_;
  Clock::time_point start_;
  Clock::time_point last_;
  std::size_t shown_width_ = 0;
};

}  // namespace dlx::mpi
