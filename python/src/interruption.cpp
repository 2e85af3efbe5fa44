#include "interruption.hpp"

#include "errors.hpp"

#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>

namespace dlx::python {

SignalWatch::SignalWatch(SearchLimits& limits) {
  limits.stop_flag = &stop_;
  limits.progress = [this](const SearchProgress&) { check_signals(); };
  limits.progress_interval = kSignalCheckInterval;
}

void SignalWatch::check_signals() {
  py::gil_scoped_acquire acquire;
  if (raised_) return;
  if (PyErr_CheckSignals() != 0) {
    raised_.emplace();  // fetches (and clears) the handler's exception, to raise it afterwards
    stop_.store(true);
  }
}

void SignalWatch::raise_if_signalled(const SearchResult* result, std::uint64_t count) {
  if (raised_) {
    py::error_already_set raised = std::move(*raised_);
    raised_.reset();
    if (result != nullptr && raised.matches(PyExc_KeyboardInterrupt)) {
      throw_search_interrupted(*result, count);
    }
    throw raised;
  }
}

void run_in_thread(const std::function<void(const std::atomic<bool>& stop)>& work) {
  std::atomic<bool> stop{false};
  std::mutex mutex;
  std::condition_variable finished;
  bool done = false;
  std::exception_ptr failure;
  std::thread worker([&] {
    try {
      work(stop);
    } catch (...) {
      failure = std::current_exception();
    }
    std::lock_guard lock(mutex);
    done = true;
    finished.notify_one();
  });
  auto join = [&] {
    py::gil_scoped_release release;
    worker.join();
  };
  for (;;) {
    bool over = false;
    {
      py::gil_scoped_release release;
      std::unique_lock lock(mutex);
      over = finished.wait_for(lock, kSignalCheckInterval, [&] { return done; });
    }
    if (over) break;
    if (PyErr_CheckSignals() != 0) {
      py::error_already_set raised;
      stop.store(true);
      join();
      throw raised;
    }
  }
  join();
  if (failure) std::rethrow_exception(failure);
}

}  // namespace dlx::python
