// A runner that hands every call to another: the base of the app's runners that add one thing to
// the one that searches and prints (drawing_job_runner.hpp: the pictures of --svg;
// batch_job_runner.hpp: the tally and summary of a batch).
#pragma once

#include <dlx/command/command.hpp>

#include <string>

namespace dlx::app {

class ForwardingJobRunner : public JobRunner {
 public:
  explicit ForwardingJobRunner(JobRunner& inner) : inner_(inner) {}

  int run(const Job& job) override { return inner_.run(job); }
  const JobSummary& last() const override { return inner_.last(); }
  int report_no_solution(const std::string& label, const std::string& reason) override {
    return inner_.report_no_solution(label, reason);
  }
  void check_building(const std::string& label) const override { inner_.check_building(label); }
  int report_stopped(const std::string& label, SearchStatus status) override {
    return inner_.report_stopped(label, status);
  }
  UniquenessResult verdict(const Job& job) override { return inner_.verdict(job); }
  void begin_batch(const std::string& input, const std::string& one,
                   const std::string& many) override {
    inner_.begin_batch(input, one, many);
  }
  void report_malformed(const InputError& error) override { inner_.report_malformed(error); }
  void report_wrong_input(const std::string& label, const std::string& what) override {
    inner_.report_wrong_input(label, what);
  }
  void note(const std::string& label, const std::string& text) override {
    inner_.note(label, text);
  }
  int end_batch() override { return inner_.end_batch(); }

 protected:
  JobRunner& inner_;
};

}  // namespace dlx::app
