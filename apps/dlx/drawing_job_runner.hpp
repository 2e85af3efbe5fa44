// --svg: the sheet of pictures of the solutions a run shows. Every command that draws hands over,
// with each job, a function that draws one solution (Job::picture); this runner wraps the one
// that searches and prints, keeps the picture of each solution it shows (the first
// kMaxPictures), and writes the sheet when the run ends (dlx/command/picture.hpp).
#pragma once

#include <dlx/command/command.hpp>
#include <dlx/command/output_file.hpp>

#include "apps/dlx/forwarding_job_runner.hpp"

#include <cstddef>
#include <ostream>
#include <string>
#include <vector>

namespace dlx::app {

class DrawingJobRunner : public ForwardingJobRunner {
 public:
  // `file` is tried now (OutputFile), so that a path that cannot be written fails before a long
  // search. Notes go to `messages` unless `quiet`.
  DrawingJobRunner(JobRunner& inner, OutputFile file, PictureWords words, std::ostream& messages,
                   bool quiet)
      : ForwardingJobRunner(inner),
        file_(std::move(file)),
        words_(std::move(words)),
        messages_(messages),
        quiet_(quiet) {}

  int run(const Job& job) override;

  // Writes the sheet; or, when no solution was shown, removes the file and says so.
  void finish();
  // The run failed: removes the file if this run created it.
  void abandon() { file_.discard(); }

 private:
  void keep(const Job& job, SolutionView solution);

  OutputFile file_;
  PictureWords words_;
  std::ostream& messages_;
  bool quiet_;
  std::vector<Picture> pictures_;
  std::size_t shown_ = 0;
};

}  // namespace dlx::app
