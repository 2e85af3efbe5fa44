// A search whose solutions Python takes one at a time: what the lazy iterators
// (Solver.solutions(), MinimumCoverSolver.covers(), queens.solutions(), polyomino.tilings()) are
// made of.
//
// The engine's search is driven by callbacks: Solver::search calls a visitor with each solution
// and returns when the tree is done. An iterator needs the opposite, a search that pauses after a
// solution and resumes when asked. There were two ways to get one: a resumable search (the engine
// keeping its whole state between calls, a change to core/ whose loop is being rewritten), or the
// search running in a thread of its own whose visitor hands each solution over and waits. The
// second keeps the engine as it is and works for every search alike (exact cover, multiplicities,
// the minimum cover, several threads), so that is what this is: the visitor blocks until the
// consumer wants another solution.
//
// Laziness: the search does not start before the first next(), and then runs ahead of the
// consumer by at most a quarter of the solutions taken so far (kMaxReadahead at most, and
// kMaxBufferedOptions option ids in all): none for the first four, so taking 3 solutions runs the
// search exactly to its third and leaves it paused there. Reading ahead lets both threads work at
// once on a long iteration and spares most of the handovers, two context switches each.
//
// Closing (close(), the end of a `with` block, or the iterator being collected) sets the stop
// flag, lets a paused visitor return kStop, and joins the thread: the engine restores its links,
// so the solver is ready for the next search. Ctrl-C while next() waits closes the stream and
// raises KeyboardInterrupt.
#pragma once

#include <pybind11/pybind11.h>

#include <dlx/search.hpp>

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace dlx::python {

namespace py = pybind11;

class SolutionStream {
 public:
  using Search = std::function<SearchResult(const SolutionVisitor&, const SearchLimits&)>;
  // Which solutions are handed over (the queens' --distinct filter, say); empty: all. Called in
  // the search's thread, without the GIL.
  using Accept = std::function<bool(SolutionView)>;

  static constexpr std::uint64_t kMaxReadahead = 256;
  static constexpr std::size_t kMaxBufferedOptions = std::size_t{1} << 20;

  struct Spec {
    Search search;
    SearchLimits limits;  // its forced span is set to `forced`, which the stream keeps
    std::vector<OptionId> forced;
    Accept accept;
    // Stop after this many solutions handed over (0: no limit). Counted here rather than with
    // SearchLimits::max_solutions, which also counts the solutions `accept` rejects.
    std::uint64_t limit = 0;
    // The search's counters while it runs (Solver::live_stats), read in the visitor; empty: only
    // the solutions are counted until the end.
    std::function<SearchStats()> live_stats;
    // Held until the search's thread has ended: the solver, the model, and what marks the solver
    // busy.
    std::shared_ptr<void> keep_alive;
  };

  explicit SolutionStream(Spec spec);
  ~SolutionStream();
  SolutionStream(const SolutionStream&) = delete;
  SolutionStream& operator=(const SolutionStream&) = delete;

  // With the GIL held: the next solution into `solution` (true), or false at the end (and then
  // always). Waits with the GIL released; raises what a signal handler raises meanwhile, and
  // what the search threw.
  bool next(std::vector<OptionId>& solution);
  // Stops the search and joins its thread. Idempotent; callable with or without the GIL.
  void close();

  // The search's counters at its last solution handed over (it is paused there unless it is
  // reading ahead), or at its end.
  SearchStats stats() const;
  // How the search ended; kComplete while it has not.
  SearchResult result() const;
  bool finished() const;

 private:
  void produce();
  VisitControl hand_over(SolutionView solution);
  // Under the lock: may the search go on past its last solution?
  bool may_go_on() const;
  void join_without_gil();

  Spec spec_;
  std::atomic<bool> stop_{false};
  // Starting and joining the thread: close() may come from another Python thread while next()
  // waits. Taken before mutex_ when both are, and never with the GIL held.
  std::mutex thread_mutex_;
  std::thread thread_;
  bool started_ = false;  // under thread_mutex_

  mutable std::mutex mutex_;
  std::condition_variable solution_ready_;  // the consumer waits on it
  std::condition_variable may_resume_;      // the paused visitor waits on it
  std::deque<std::vector<OptionId>> buffer_;
  std::size_t buffered_options_ = 0;
  std::uint64_t produced_ = 0;
  std::uint64_t taken_ = 0;
  bool consumer_waiting_ = false;
  bool closed_ = false;
  bool search_over_ = false;
  SearchResult result_;
  SearchStats stats_;
  std::exception_ptr failure_;
};

}  // namespace dlx::python
