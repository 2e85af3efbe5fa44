#include "apps/dlx-mpi/distributed_progress.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace dlx::mpi {

std::string progress_text(const std::string& label, const ProgressSnapshot& snapshot) {
  const double rate =
      snapshot.seconds > 0 ? static_cast<double>(snapshot.nodes) / snapshot.seconds : 0.0;
  std::string text = fmt::format(
      "{}: {}, {} nodes, {} nodes/s, {} solutions, {}/{} subproblems, {:.1f}% done", label,
      app::short_duration(snapshot.seconds), app::short_count(static_cast<double>(snapshot.nodes)),
      app::short_count(rate), app::short_count(static_cast<double>(snapshot.solutions)),
      snapshot.done, snapshot.total, 100.0 * snapshot.fraction);
  // The time left at the pace so far; not before there is a pace to go by.
  if (snapshot.fraction > 0.001 && snapshot.fraction < 1.0) {
    const double left = snapshot.seconds * (1.0 - snapshot.fraction) / snapshot.fraction;
    text += fmt::format(", {} left", app::short_duration(left));
  }
  return text;
}

DistributedProgress::DistributedProgress(app::ProgressStyle style, std::string label,
                                         std::ostream& err, app::ProgressTiming timing)
    : style_(style),
      label_(std::move(label)),
      err_(err),
      timing_(timing),
      start_(Clock::now()),
      last_(start_) {}

bool DistributedProgress::due() const {
  const Clock::time_point now = Clock::now();
  switch (style_) {
    case app::ProgressStyle::kOff:
      return false;
    case app::ProgressStyle::kTerminal:
      return now - start_ >= timing_.terminal_delay && now - last_ >= timing_.terminal_interval;
    case app::ProgressStyle::kLog:
      return now - last_ >= timing_.log_interval;
  }
  return false;
}

void DistributedProgress::show(const ProgressSnapshot& snapshot) {
  last_ = Clock::now();
  const std::string text = progress_text(label_, snapshot);
  if (style_ == app::ProgressStyle::kLog) {
    err_ << text << '\n' << std::flush;
    return;
  }
  const std::size_t width = text.size();
  err_ << '\r' << text << std::string(shown_width_ > width ? shown_width_ - width : 0, ' ')
       << std::flush;
  shown_width_ = width;
}

void DistributedProgress::erase() {
  if (shown_width_ == 0) return;
  err_ << '\r' << std::string(shown_width_, ' ') << '\r' << std::flush;
  shown_width_ = 0;
}

}  // namespace dlx::mpi
