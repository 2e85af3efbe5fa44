// The live progress line of a long search, on standard error: elapsed time, nodes, nodes per
// second, solutions so far and Knuth's estimate of the share of the tree done.
//
//   16-queens: 12.5 s, 1.23G nodes, 98.4M nodes/s, 14.7M solutions, 23.4% done
//
// On a terminal it is redrawn in place ('\r') from the first second on and erased when the search
// ends; for a log (--progress, standard error not a terminal) it is a full line every 5 seconds.
#pragma once

#include <dlx/search.hpp>

#include <chrono>
#include <mutex>
#include <ostream>
#include <string>

namespace dlx::app {

enum class ProgressStyle {
  kOff,
  kTerminal,  // redrawn in place, erased at the end
  kLog,       // a line now and then, kept
};

// When the line is drawn. Tests shorten the waits.
struct ProgressTiming {
  std::chrono::duration<double> terminal_delay{1.0};     // quick searches show nothing
  std::chrono::duration<double> terminal_interval{0.5};  // redraws
  std::chrono::duration<double> log_interval{5.0};       // lines in a log
};

// 1234 -> "1234", 12345 -> "12.3K", 1.5e9 -> "1.50G": three significant digits from 10^4 on.
std::string short_count(double value);
// 12.34 -> "12.3 s", 125 -> "2m05s", 3723 -> "1h02m03s".
std::string short_duration(double seconds);
// One progress report as text, without '\r' or '\n'.
std::string progress_text(const std::string& label, const SearchProgress& progress);

class ProgressLine {
 public:
  // `shares_terminal`: standard output is the same terminal, so the line must be erased before a
  // solution is printed there.
  ProgressLine(ProgressStyle style, std::string label, std::ostream& err, bool shares_terminal,
               ProgressTiming timing = {});
  ~ProgressLine() { erase(); }
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;

  // Sets the reporter and its interval in the limits of a search (nothing when the style is off).
  // The line must outlive the search.
  void attach(SearchLimits& limits);

  // Held while a solution is written to standard output: the line is erased first and not redrawn
  // until the hold ends. `flush_output()` says whether the caller must flush standard output
  // before the hold ends, so that the solution shows before the line comes back (standard output
  // is the terminal the line is drawn on).
  class Hold {
   public:
    explicit Hold(ProgressLine& line);
    ~Hold() = default;
    Hold(const Hold&) = delete;
    Hold& operator=(const Hold&) = delete;
    bool flush_output() const { return flush_output_; }

   private:
    std::lock_guard<std::mutex> lock_;
    bool flush_output_ = false;
  };

  // Erases the line if it is shown (at the end of the search, before its results are printed).
  void erase();

 private:
  void report(const SearchProgress& progress);
  bool erase_locked();

  ProgressStyle style_;
  std::string label_;
  std::ostream& err_;
  bool shares_terminal_;
  ProgressTiming timing_;
  std::chrono::steady_clock::time_point start_;
  std::chrono::steady_clock::time_point last_log_;
  // The engine reports from the searching thread while, with several threads, a worker may be
  // printing a solution: the two meet here. The reporter never waits for it (try_lock).
  std::mutex mutex_;
  std::size_t shown_width_ = 0;  // characters of the line on the terminal now; 0: none
};

}  // namespace dlx::app
