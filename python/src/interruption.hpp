// Searching with the GIL released, and stopping at Ctrl-C.
//
// Every search and every long computation runs with the GIL released, so that other Python
// threads go on meanwhile. But Python runs its signal handlers (the one that raises
// KeyboardInterrupt at Ctrl-C) only in the main thread, between bytecodes or when C code calls
// PyErr_CheckSignals: a search that holds the main thread must call it now and then, and stop the
// engine through SearchLimits::stop_flag when a handler raises. The search then returns at once
// (within 1024 nodes) with the links restored, so the solver stays usable, and the exception
// propagates.
//
// Where the check runs depends on what is waited for:
//
// - The engine's searches (run_search) call SearchLimits::progress from the thread that started
//   them, every kSignalCheckInterval, from the same check every 1024 nodes that looks at the stop
//   flag and the clock: the signal check goes there. No thread is started: starting and joining
//   one costs 65 us on the development machine (measured under load), more than a whole 9x9
//   Sudoku search, and dlx.sudoku.solve is called once per puzzle.
// - Work with a stop flag but no progress hook (Solver.estimate's probes, the Sudoku generator)
//   runs in a thread of its own while the calling thread waits in slices of kSignalCheckInterval
//   and checks for signals between them (run_in_thread). The lazy iterators wait the same way
//   (solution_stream.hpp).
#pragma once

#include <pybind11/pybind11.h>

#include <dlx/search.hpp>
#include <dlx/solution_diagram.hpp>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>

namespace dlx::python {

namespace py = pybind11;

// How often a search looks for signals: Ctrl-C stops it within this, plus 1024 nodes.
inline constexpr std::chrono::milliseconds kSignalCheckInterval{50};

// Watches Python's signals during one engine search, from its progress hook.
class SignalWatch {
 public:
  // Sets limits.stop_flag and limits.progress; `limits` must not be used after the watch ends.
  explicit SignalWatch(SearchLimits& limits);
  SignalWatch(const SignalWatch&) = delete;
  SignalWatch& operator=(const SignalWatch&) = delete;

  // With the GIL held, after the search: raises what a signal handler raised during it. A
  // KeyboardInterrupt becomes dlx.SearchInterrupted (a KeyboardInterrupt) carrying `result`'s
  // counters and `count`, what was asked counted so far, so that Ctrl-C loses no partial count,
  // as the command line prints it (issue 32); without a result it is raised as it came.
  void raise_if_signalled(const SearchResult* result = nullptr, std::uint64_t count = 0);

 private:
  // The progress hook, called without the GIL from the searching thread.
  void check_signals();

  std::atomic<bool> stop_{false};
  std::optional<py::error_already_set> raised_;
};

// The engine's result inside what a search returns.
inline const SearchResult* result_of(const SearchResult& result) {
  return &result;
}
inline const SearchResult* result_of(const FirstSolution& found) {
  return &found.result;
}
inline const SearchResult* result_of(const UniquenessResult& answer) {
  return &answer.result;
}
inline const SearchResult* result_of(const DiagramResult& built) {
  return &built.result;
}
template <typename Other>
const SearchResult* result_of(const Other&) {
  return nullptr;
}

// Runs `search(limits)` with the GIL released and the signal watch on; returns what it returns.
// `counted`, when given, is what the caller counts itself (solutions it accepts, as classes up to
// symmetry): the partial count of an interrupted search; else the engine's solutions are.
template <typename Search>
auto run_search(SearchLimits limits, Search&& search, const std::uint64_t* counted = nullptr) {
  SignalWatch watch(limits);
  auto result = [&] {
    py::gil_scoped_release release;
    return search(static_cast<const SearchLimits&>(limits));
  }();
  const SearchResult* engine = result_of(result);
  watch.raise_if_signalled(engine, counted != nullptr  ? *counted
                                   : engine != nullptr ? engine->stats.solutions
                                                       : 0);
  return result;
}

// Runs `work(stop)` in a thread of its own while the calling thread waits with the GIL released,
// looking for signals every kSignalCheckInterval. A signal handler's exception sets `stop`, waits
// for the work to return and propagates; so does an exception thrown by the work. `work` must not
// touch Python objects.
void run_in_thread(const std::function<void(const std::atomic<bool>& stop)>& work);

}  // namespace dlx::python
