#include "solution_stream.hpp"

#include <algorithm>
#include <utility>

#include "interruption.hpp"

namespace dlx::python {

SolutionStream::SolutionStream(Spec spec) : spec_(std::move(spec)) {
  spec_.limits.forced = spec_.forced;
  spec_.limits.stop_flag = &stop_;
}

SolutionStream::~SolutionStream() {
  close();
}

bool SolutionStream::may_go_on() const {
  if (buffer_.empty() && consumer_waiting_) return true;
  const std::uint64_t readahead = std::min(kMaxReadahead, taken_ / 4);
  return buffer_.size() < readahead && buffered_options_ < kMaxBufferedOptions;
}

VisitControl SolutionStream::hand_over(SolutionView solution) {
  if (spec_.accept && !spec_.accept(solution)) return VisitControl::kContinue;
  std::unique_lock lock(mutex_);
  if (closed_) return VisitControl::kStop;
  buffer_.emplace_back(solution.begin(), solution.end());
  buffered_options_ += solution.size();
  ++produced_;
  if (spec_.live_stats) {
    stats_ = spec_.live_stats();
  } else {
    stats_.solutions = produced_;
  }
  solution_ready_.notify_one();
  if (produced_ == spec_.limit) return VisitControl::kStop;
  // The pause that makes the iterator lazy: the search stays here, at this solution, until the
  // consumer wants more (or closes the stream).
  may_resume_.wait(lock, [this] { return closed_ || may_go_on(); });
  return closed_ ? VisitControl::kStop : VisitControl::kContinue;
}

void SolutionStream::produce() {
  SearchResult result;
  std::exception_ptr failure;
  try {
    const SolutionVisitor visit = [this](SolutionView solution) { return hand_over(solution); };
    result = spec_.search(visit, spec_.limits);
  } catch (...) {
    failure = std::current_exception();
  }
  std::lock_guard lock(mutex_);
  search_over_ = true;
  result_ = result;
  stats_ = result.stats;
  failure_ = failure;
  solution_ready_.notify_one();
}

bool SolutionStream::next(std::vector<OptionId>& solution) {
  // Under the lock: takes the first buffered solution, if there is one.
  auto take = [&] {
    if (buffer_.empty()) return false;
    solution = std::move(buffer_.front());
    buffer_.pop_front();
    buffered_options_ -= solution.size();
    ++taken_;
    consumer_waiting_ = false;
    if (may_go_on()) may_resume_.notify_one();
    return true;
  };
  {
    // The fast path, without releasing the GIL: a solution read ahead is waiting.
    std::lock_guard lock(mutex_);
    if (closed_) return false;
    if (take()) return true;
  }
  {
    py::gil_scoped_release release;
    std::lock_guard guard(thread_mutex_);
    if (!started_) {
      started_ = true;
      thread_ = std::thread([this] { produce(); });
    }
  }
  for (;;) {
    bool over = false;
    {
      py::gil_scoped_release release;
      std::unique_lock lock(mutex_);
      consumer_waiting_ = true;
      may_resume_.notify_one();
      solution_ready_.wait_for(lock, kSignalCheckInterval,
                               [this] { return !buffer_.empty() || search_over_; });
      if (take()) return true;
      over = search_over_;
    }
    if (over) {
      std::exception_ptr failure;
      {
        std::lock_guard lock(mutex_);
        failure = std::exchange(failure_, nullptr);
        closed_ = true;
      }
      join_without_gil();
      if (failure) std::rethrow_exception(failure);
      return false;
    }
    if (PyErr_CheckSignals() != 0) {
      py::error_already_set raised;
      close();
      throw raised;
    }
  }
}

void SolutionStream::close() {
  {
    std::lock_guard lock(mutex_);
    closed_ = true;
    buffer_.clear();
    buffered_options_ = 0;
  }
  stop_.store(true);
  may_resume_.notify_all();
  join_without_gil();
}

void SolutionStream::join_without_gil() {
  auto join = [this] {
    std::lock_guard guard(thread_mutex_);
    if (thread_.joinable()) thread_.join();
    // The search is over: the solver is free again, and the model may go.
    spec_.keep_alive.reset();
  };
  if (PyGILState_Check() != 0) {
    py::gil_scoped_release release;
    join();
  } else {
    join();
  }
}

SearchStats SolutionStream::stats() const {
  std::lock_guard lock(mutex_);
  return stats_;
}

SearchResult SolutionStream::result() const {
  std::lock_guard lock(mutex_);
  return result_;
}

bool SolutionStream::finished() const {
  std::lock_guard lock(mutex_);
  return closed_;
}

}  // namespace dlx::python
