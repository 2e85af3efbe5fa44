#include "apps/dlx/progress_line.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace dlx::app {
namespace {

// A line longer than the terminal wraps, and '\r' then redraws only its last part: the line is
// kept within the 80 columns that every terminal has, the label shortened from the left (its end,
// a file name or a puzzle's line, tells most).
constexpr std::size_t kTerminalColumns = 79;
constexpr std::size_t kMaxLabel = 24;

std::string shortened_label(const std::string& label) {
  if (label.size() <= kMaxLabel) return label;
  return "..." + label.substr(label.size() - (kMaxLabel - 3));
}

}  // namespace

std::string short_count(double value) {
  if (value < 1e4) return fmt::format("{:.0f}", value);
  static constexpr const char* kSuffixes[] = {"K", "M", "G", "T", "P", "E"};
  std::size_t power = 0;
  value /= 1e3;
  while (value >= 999.5 && power + 1 < std::size(kSuffixes)) {
    value /= 1e3;
    ++power;
  }
  const int decimals = value < 9.995 ? 2 : value < 99.95 ? 1 : 0;
  return fmt::format("{:.{}f}{}", value, decimals, kSuffixes[power]);
}

std::string short_duration(double seconds) {
  if (seconds < 59.95) return fmt::format("{:.1f} s", seconds);
  const auto whole = static_cast<std::uint64_t>(std::llround(seconds));
  const std::uint64_t hours = whole / 3600;
  const std::uint64_t minutes = whole / 60 % 60;
  if (hours == 0) return fmt::format("{}m{:02}s", minutes, whole % 60);
  return fmt::format("{}h{:02}m{:02}s", hours, minutes, whole % 60);
}

std::string progress_text(const std::string& label, const SearchProgress& progress) {
  const SearchStats& stats = progress.stats;
  const double nodes = static_cast<double>(stats.nodes);
  const double rate = stats.seconds > 0 ? nodes / stats.seconds : 0.0;
  const double solutions = static_cast<double>(stats.solutions);
  if (progress.memoized) {
    return fmt::format("{}: {}, {} nodes, {} nodes/s, {} cache hits, depth {} (memoized count)",
                       shortened_label(label), short_duration(stats.seconds), short_count(nodes),
                       short_count(rate), short_count(static_cast<double>(progress.cache_hits)),
                       progress.level);
  }
  // With restarts, the share done is that of the attempt under way.
  const std::string attempt =
      stats.restarts > 0 ? fmt::format(" of attempt {}", stats.restarts + 1) : "";
  // A search for the cheapest solutions (--min-cost, --best) shows the proof closing in: the
  // cheapest cost found and the lower bound on the optimum.
  std::string costs;
  if (progress.cost_bound) {
    costs = progress.incumbent ? fmt::format(", best cost {}", *progress.incumbent)
                               : std::string(", no solution yet");
    costs += fmt::format(", bound {}", *progress.cost_bound);
  }
  return fmt::format("{}: {}, {} nodes, {} nodes/s, {} solution{}{}, {:.1f}% done{}",
                     shortened_label(label), short_duration(stats.seconds), short_count(nodes),
                     short_count(rate), short_count(solutions), stats.solutions == 1 ? "" : "s",
                     costs, 100.0 * std::clamp(progress.fraction_done, 0.0, 1.0), attempt);
}

ProgressLine::ProgressLine(ProgressStyle style, std::string label, std::ostream& err,
                           bool shares_terminal, ProgressTiming timing)
    : style_(style),
      label_(std::move(label)),
      err_(err),
      shares_terminal_(shares_terminal),
      timing_(timing),
      start_(std::chrono::steady_clock::now()),
      last_log_(start_) {}

void ProgressLine::attach(SearchLimits& limits) {
  if (style_ == ProgressStyle::kOff) return;
  limits.progress_interval =
      style_ == ProgressStyle::kTerminal ? timing_.terminal_interval : timing_.log_interval;
  limits.progress = [this](const SearchProgress& progress) { report(progress); };
}

void ProgressLine::report(const SearchProgress& reported) {
  const auto now = std::chrono::steady_clock::now();
  SearchProgress progress = reported;
  // The engine's clock and ours agree; ours also covers a snapshot that leaves `seconds` at 0.
  progress.stats.seconds = std::chrono::duration<double>(now - start_).count();
  std::unique_lock lock(mutex_, std::try_to_lock);
  if (!lock.owns_lock()) return;  // a solution is being printed; the next report will draw
  if (style_ == ProgressStyle::kLog) {
    // The engine's interval is a hint ("about"): keep the log to one line per interval.
    if (now - last_log_ < 0.9 * timing_.log_interval) return;
    last_log_ = now;
    err_ << progress_text(label_, progress) << '\n' << std::flush;
    return;
  }
  if (now - start_ < timing_.terminal_delay) return;
  std::string text = progress_text(label_, progress);
  if (text.size() > kTerminalColumns) text.resize(kTerminalColumns);
  // Blanks over what is left of a longer previous line.
  const std::size_t width = text.size();
  if (width < shown_width_) text.append(shown_width_ - width, ' ');
  err_ << '\r' << text << std::flush;
  shown_width_ = width;
}

bool ProgressLine::erase_locked() {
  if (shown_width_ == 0) return false;
  err_ << '\r' << std::string(shown_width_, ' ') << '\r' << std::flush;
  shown_width_ = 0;
  return true;
}

void ProgressLine::erase() {
  std::lock_guard lock(mutex_);
  erase_locked();
}

ProgressLine::Hold::Hold(ProgressLine& line) : lock_(line.mutex_) {
  // Standard output on the terminal is flushed after every solution, as a line-buffered stdout
  // would be, so that no solution is left in the buffer to be written later into a drawn line.
  flush_output_ = line.style_ == ProgressStyle::kTerminal && line.shares_terminal_;
  if (flush_output_) line.erase_locked();
}

}  // namespace dlx::app
