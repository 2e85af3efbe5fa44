#include "encoders/sudoku/generator/check_portfolio.hpp"

#include <chrono>

namespace dlx::sudoku {

OtherSolution other_solution(const SudokuModel& model, Solver& solver, SearchLimits limits,
                             const std::vector<int>& grid, const std::vector<int>& removed) {
  FirstSolution first;
  std::vector<OptionId> excluded;
  if (removed.size() == 1) {
    const auto cell = static_cast<std::size_t>(removed.front());
    excluded = {model.option_index[cell * static_cast<std::size_t>(model.size.values) +
                                   static_cast<std::size_t>(grid[cell] - 1)]};
    limits.excluded = excluded;
    first = solver.first(limits);
  } else {
    first = solver.first(
        limits, [&model, &grid](SolutionView solution) { return decode(model, solution) != grid; });
  }
  OtherSolution other;
  if (first.found) {
    other.grid = decode(model, first.options);
  } else {
    other.undecided = first.result.status == SearchStatus::kNodeLimit;
    other.stopped = first.result.status == SearchStatus::kTimeLimit ||
                    first.result.status == SearchStatus::kInterrupted;
  }
  return other;
}

CheckPortfolio::CheckPortfolio(const SudokuModel& model, Solver& main, unsigned width)
    : model_(model), main_(main) {
  helpers_.resize(width > 1 ? width - 1 : 0);
  for (std::size_t k = 0; k < helpers_.size(); ++k) {
    helpers_[k].solver = std::make_unique<Solver>(model.problem, SolverOptions(k + 1));
  }
  for (std::size_t k = 0; k < helpers_.size(); ++k) {
    helpers_[k].thread = std::thread([this, k] { serve(k); });
  }
}

CheckPortfolio::~CheckPortfolio() {
  {
    std::lock_guard lock(mutex_);
    closing_ = true;
  }
  changed_.notify_all();
  for (Helper& helper : helpers_) helper.thread.join();
}

void CheckPortfolio::offer(std::size_t k, const OtherSolution& answer) {
  if (answer.undecided || answer.stopped) return;
  std::lock_guard lock(mutex_);
  if (winner_ >= 0) return;
  winner_ = static_cast<std::ptrdiff_t>(k);
  won_ = answer;
  answered_ = true;
}

void CheckPortfolio::serve(std::size_t k) {
  std::size_t seen = 0;
  for (;;) {
    SearchLimits limits;
    {
      std::unique_lock lock(mutex_);
      changed_.wait(lock, [&] { return closing_ || round_ != seen; });
      if (closing_) return;
      seen = round_;
      limits = task_;
    }
    limits.stop_flag = &answered_;
    limits.progress = {};
    const OtherSolution answer =
        other_solution(model_, *helpers_[k].solver, limits, *grid_, *removed_);
    offer(k + 1, answer);
    {
      std::lock_guard lock(mutex_);
      --running_;
    }
    changed_.notify_all();
  }
}

OtherSolution CheckPortfolio::check(SearchLimits limits, const std::vector<int>& grid,
                                    const std::vector<int>& removed) {
  if (helpers_.empty()) return other_solution(model_, main_, limits, grid, removed);
  const std::atomic<bool>* interrupt = limits.stop_flag;
  {
    std::lock_guard lock(mutex_);
    task_ = limits;
    grid_ = &grid;
    removed_ = &removed;
    winner_ = -1;
    answered_ = false;
    running_ = helpers_.size();
    ++round_;
  }
  changed_.notify_all();
  // The caller's solver stops when another answers first, or at Ctrl-C, which its reporter
  // (called about every 0.1 s) passes on to all.
  limits.stop_flag = &answered_;
  ProgressReporter report = limits.progress;
  const auto every = limits.progress_interval;
  auto last = std::chrono::steady_clock::now();
  limits.progress_interval = std::chrono::duration<double>(0.1);
  limits.progress = [&](const SearchProgress& progress) {
    if (interrupt != nullptr && interrupt->load()) answered_ = true;
    if (report && std::chrono::steady_clock::now() - last >= every) {
      last = std::chrono::steady_clock::now();
      report(progress);
    }
  };
  offer(0, other_solution(model_, main_, limits, grid, removed));
  answered_ = true;
  std::unique_lock lock(mutex_);
  changed_.wait(lock, [&] { return running_ == 0; });
  if (winner_ < 0) {
    OtherSolution stopped;
    stopped.stopped = true;
    return stopped;
  }
  return won_;
}

}  // namespace dlx::sudoku
