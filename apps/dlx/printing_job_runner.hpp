// Runs a job as the search flags say: one search (exact cover, minimum cover, or an estimate)
// gives one Answer (answer.hpp), printed by the answer printers (text or JSON lines on standard
// output, statistics on standard error) and turned into the exit code by exit_code().
#pragma once

#include <dlx/command/command.hpp>

#include <atomic>
#include <chrono>
#include <optional>
#include <ostream>

#include "apps/dlx/answer.hpp"
#include "apps/dlx/progress_line.hpp"
#include "apps/dlx/search_settings.hpp"

namespace dlx {
class SolutionDiagram;  // dlx/solution_diagram.hpp
}  // namespace dlx

namespace dlx::app {

class PrintingJobRunner : public JobRunner {
 public:
  PrintingJobRunner(const SearchSettings& settings, std::ostream& out, std::ostream& err)
      : settings_(settings), out_(out), err_(err) {}

  // Every search stops when this flag is set (Ctrl-C) and is reported as interrupted.
  void set_interruption(const std::atomic<bool>* stop_flag) { stop_flag_ = stop_flag; }
  // How a long search shows its progress on `err`; `out_is_terminal`: standard output is the
  // terminal that line is drawn on.
  void set_progress(ProgressStyle style, bool out_is_terminal, ProgressTiming timing = {}) {
    progress_style_ = style;
    out_is_terminal_ = out_is_terminal;
    progress_timing_ = timing;
  }

  // Where `--zdd -` writes the diagram: standard output, while the results go to `out`
  // (standard error then). Unset: `out`.
  void set_diagram_output(std::ostream& diagram_out) { diagram_out_ = &diagram_out; }

  // Returns the exit code for this job (dlx/command/exit_codes.hpp).
  int run(const Job& job) override;
  int report_no_solution(const std::string& label, const std::string& reason) override;
  void check_building(const std::string& label) const override;
  int report_stopped(const std::string& label, SearchStatus status) override;
  UniquenessResult verdict(const Job& job) override;
  const JobSummary& last() const override { return last_; }

 private:
  Answer search_exact_cover(const Job& job);
  // A count made of other problems' counts (Job::count_terms): their sum divided by
  // Job::count_divisor, which must divide it (a remainder is a bug, reported as a failed check).
  Answer count_by_terms(const Job& job);
  Answer search_minimum_cover(const Job& job);
  Answer search_minimum_cost(const Job& job);
  EstimateAnswer estimate(const Job& job);
  // --zdd, --sample, --count-by-size: the diagram of all solutions (Solver::diagram), written,
  // sampled (each sample printed as --all prints a solution, and checked) or counted by size.
  Answer search_diagram(const Job& job);
  void write_diagram(const Job& job, const SolutionDiagram& diagram);
  // The bytes the diagram's nodes may take (Solver::diagram's budget).
  std::uint64_t diagram_bytes(const Job& job) const;
  // Prints the answer (or the failed check, a bug) and fills last_; returns the exit code.
  int print(const Answer& answer, const Job& job);
  // The limits every search of a job shares: forced options, time, interruption, threads.
  SearchLimits limits_for(const Job& job) const;
  ProgressLine progress_line(const Job& job) const;
  // What is left of --time-limit for the job under way (nullopt: no limit; may be negative). A
  // job's time counts from the end of the one before, the first's from the start of the run: so
  // reading the input and building the model count, and in a file of puzzles each has its own.
  std::optional<std::chrono::duration<double>> time_left() const;
  // The solver of a job: its own, or one built here into `own` within the time left (nullopt when
  // the time limit or Ctrl-C stopped the building: `stopped` then says which). Refuses (throws
  // InputError) a search that would not fit in memory, and notes one that needs over 1 GB.
  Solver* solver_for(const Job& job, unsigned threads, std::optional<Solver>& own,
                     SearchResult& stopped);
  bool interrupted() const { return stop_flag_ != nullptr && stop_flag_->load(); }
  // The solver of the jobs of one model (Job::model_key), built for the first of them.
  std::optional<Solver> shared_solver_;
  std::string shared_key_;
  const Problem* shared_problem_ = nullptr;

  const SearchSettings& settings_;
  std::ostream& out_;
  std::ostream& err_;
  const std::atomic<bool>* stop_flag_ = nullptr;
  std::ostream* diagram_out_ = nullptr;
  bool diagram_written_ = false;  // --zdd writes one diagram: a second job is refused
  ProgressStyle progress_style_ = ProgressStyle::kOff;
  bool out_is_terminal_ = false;
  ProgressTiming progress_timing_;
  JobSummary last_;
  std::chrono::steady_clock::time_point job_clock_ = std::chrono::steady_clock::now();
};

}  // namespace dlx::app
