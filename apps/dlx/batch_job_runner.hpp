// The batches of the app: a file of puzzles is one input of many entries, each a job. This runner
// wraps the one that searches and prints (or writes models, --emit-dlx) and, between begin_batch
// and end_batch, tallies what each job came to, writes a placeholder answer for an entry that
// could not be read (so that answer N stays entry N's), says each input error once, and ends with
// the summary on standard error:
//
//   p.txt: 10000 puzzles, 10000 solved (0 unique, 0 with several solutions, 10000 not checked
//   for uniqueness), 0 without solution, 0.296 s, 33783 puzzles/s
//
// (for one entry only with --stats, and always when Ctrl-C stopped the batch). The encoder only
// reads its input and hands over a job per entry.
#pragma once

#include <dlx/text/error_report.hpp>

#include <atomic>
#include <chrono>
#include <cstddef>
#include <optional>
#include <ostream>
#include <string>

#include "apps/dlx/forwarding_job_runner.hpp"
#include "apps/dlx/search_settings.hpp"

namespace dlx::app {

class BatchJobRunner : public ForwardingJobRunner {
 public:
  // `out`: where the answers go (the placeholders too); `err`: the errors and the summary.
  BatchJobRunner(JobRunner& inner, const SearchSettings& settings, std::ostream& out,
                 std::ostream& err, const std::atomic<bool>* stop_flag)
      : ForwardingJobRunner(inner),
        settings_(settings),
        out_(out),
        err_(err),
        stop_flag_(stop_flag) {}

  int run(const Job& job) override;
  int report_no_solution(const std::string& label, const std::string& reason) override;
  void begin_batch(const std::string& input, const std::string& one,
                   const std::string& many) override;
  void report_malformed(const InputError& error) override;
  void report_wrong_input(const std::string& label, const std::string& what) override;
  void note(const std::string& label, const std::string& text) override;
  int end_batch() override;

 private:
  // Counts the last job's outcome, when a batch is open.
  void tally(const std::string& label);

  // Counts for the summary.
  struct Tally {
    std::size_t entries = 0;  // read and run (the malformed are `bad`)
    std::size_t solved = 0;
    std::size_t unique = 0;
    std::size_t multiple = 0;
    std::size_t unsolvable = 0;
    std::size_t unfinished = 0;
    std::size_t undecided = 0;  // solved, but the search stopped before it could tell uniqueness
    std::size_t bad = 0;
    std::size_t emitted = 0;      // models written instead (--emit-dlx)
    std::size_t wrong_given = 0;  // the input's own solution breaks the rules or the clues
    std::string interrupted_at;   // the entry Ctrl-C stopped the batch at; empty: not stopped
  };

  const SearchSettings& settings_;
  std::ostream& out_;
  std::ostream& err_;
  const std::atomic<bool>* stop_flag_;
  // The batch under way, if any.
  std::optional<std::string> input_;
  std::string one_, many_;
  std::chrono::steady_clock::time_point start_;
  Tally tally_;
  std::optional<ErrorReport> errors_;
};

}  // namespace dlx::app
