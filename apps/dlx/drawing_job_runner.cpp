#include "apps/dlx/drawing_job_runner.hpp"

#include <fmt/format.h>

namespace dlx::app {

void DrawingJobRunner::keep(const Job& job, SolutionView solution) {
  ++shown_;
  if (pictures_.size() < kMaxPictures) pictures_.push_back(job.picture(solution));
}

int DrawingJobRunner::run(const Job& job) {
  if (!job.picture) return inner_.run(job);
  // A solution is shown when the runner renders it, as text or as JSON.
  Job drawn = job;
  drawn.render = [this, &job](SolutionView solution) {
    keep(job, solution);
    return job.render(solution);
  };
  drawn.render_json = [this, &job](SolutionView solution) {
    keep(job, solution);
    return job.render_json(solution);
  };
  return inner_.run(drawn);
}

void DrawingJobRunner::finish() {
  if (pictures_.empty()) {
    file_.discard();
    if (!quiet_) {
      messages_ << fmt::format("note: no {} was shown, so no picture was written to {}\n",
                               words_.shown, file_.shown_name());
    }
    return;
  }
  file_.write(picture_sheet(pictures_, shown_ - pictures_.size(), words_));
}

}  // namespace dlx::app
