// Runs a job as the search flags say and prints the results: text or JSON lines on standard
// output, notes and statistics on standard error.
#pragma once

#include <ostream>

#include "apps/dlx/search_flags.hpp"
#include "encoders/command.hpp"

namespace dlx::app {

class PrintingJobRunner : public JobRunner {
 public:
  PrintingJobRunner(const SearchSettings& settings, std::ostream& out, std::ostream& err)
      : settings_(settings), out_(out), err_(err) {}

  // Returns the exit code for this job (see exit_codes.hpp).
  int run(const Job& job) override;
  int report_no_solution(const std::string& label, const std::string& reason) override;
  const JobSummary& last() const override { return last_; }

 private:
  int solve_and_print(const Job& job);

  const SearchSettings& settings_;
  std::ostream& out_;
  std::ostream& err_;
  JobSummary last_;
};

}  // namespace dlx::app
