// What the Python objects Problem, Solver, MinimumCoverSolver and SolutionIterator hold.
#pragma once

#include <pybind11/pybind11.h>

#include <dlx/minimum_cost.hpp>
#include <dlx/minimum_cover.hpp>
#include <dlx/problem.hpp>
#include <dlx/solver.hpp>

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "search_summary.hpp"
#include "solution_stream.hpp"

namespace dlx::python {

namespace py = pybind11;

// dlx.Problem: the model, shared with the solvers built on it. A change made after a solver was
// built copies the model first, so a solver always searches the problem as it was when built
// (value semantics, without a copy in the usual case of a problem built once and then solved).
struct ProblemHandle {
  std::shared_ptr<Problem> model = std::make_shared<Problem>();

  Problem& to_change() {
    if (model.use_count() > 1) model = std::make_shared<Problem>(*model);
    return *model;
  }
};

// Marks a solver busy for one search: a Solver searches one thing at a time, and an open
// solutions() iterator holds its search paused in the middle.
class BusyLease {
 public:
  explicit BusyLease(std::atomic<bool>& busy);
  ~BusyLease();
  BusyLease(const BusyLease&) = delete;
  BusyLease& operator=(const BusyLease&) = delete;

 private:
  std::atomic<bool>* busy_;
};

// The limits every search of a solver shares: its threads and time limit.
struct SolverLimits {
  unsigned threads = 1;
  std::optional<double> time_limit;  // seconds

  SearchLimits make(std::span<const OptionId> forced, std::uint64_t max_solutions = 0) const {
    SearchLimits limits;
    limits.threads = threads;
    if (time_limit) limits.time_limit = std::chrono::duration<double>(*time_limit);
    limits.forced = forced;
    limits.max_solutions = max_solutions;
    return limits;
  }
};

// dlx.Solver.
struct SolverHandle {
  std::shared_ptr<const Problem> problem;
  SolverOptions options;
  SolverLimits limits;
  Solver solver;
  std::atomic<bool> busy{false};
  SearchSummary last;  // the last search's counters

  SolverHandle(std::shared_ptr<const Problem> problem_in, SolverOptions options_in,
               SolverLimits limits_in)
      : problem(std::move(problem_in)),
        options(options_in),
        limits(limits_in),
        solver(*problem, options) {}
};

// dlx.MinimumCoverSolver.
struct MinimumCoverHandle {
  std::shared_ptr<const Problem> problem;
  SolverLimits limits;
  MinimumCoverSolver solver;
  std::atomic<bool> busy{false};
  SearchSummary last;

  MinimumCoverHandle(std::shared_ptr<const Problem> problem_in, SolverLimits limits_in)
      : problem(std::move(problem_in)), limits(limits_in), solver(*problem) {}
};

// dlx.MinimumCostSolver.
struct MinimumCostHandle {
  std::shared_ptr<const Problem> problem;
  SolverLimits limits;
  MinimumCostSolver solver;
  std::atomic<bool> busy{false};
  SearchSummary last;

  MinimumCostHandle(std::shared_ptr<const Problem> problem_in, SolverLimits limits_in)
      : problem(std::move(problem_in)), limits(limits_in), solver(*problem) {}
};

// dlx.SolutionIterator: a SolutionStream, and how its solutions become Python objects.
class SolutionIterator {
 public:
  // Called with the GIL held.
  using Convert = std::function<py::object(std::vector<OptionId>&&)>;

  SolutionIterator(SolutionStream::Spec spec, Convert convert, std::string label);

  // The next solution; raises StopIteration at the end, or SearchTimeout if the time limit ended
  // the search.
  py::object next();
  void close();
  SearchSummary stats() const;
  const std::string& label() const { return label_; }

 private:
  SolutionStream stream_;
  Convert convert_;
  std::string label_;  // for repr and messages: "solutions of Solver(...)"
  std::atomic<bool> running_{false};
  std::atomic<bool> ended_{false};  // close() may come from another thread
};

// The name of a value's type, for messages: "not str".
std::string type_name(py::handle value);

// Solver(threads=...): 0 (one per hardware thread) to 1024.
unsigned threads_from(const py::object& threads);
// time_limit=: seconds, from a number or a datetime.timedelta; None: no limit.
std::optional<double> time_limit_from(const py::object& limit);

// A solution as a Python list of option indices.
py::list option_list(std::span<const OptionId> options);
// Option indices from Python, checked against the problem; IndexError names a bad one.
std::vector<OptionId> option_ids(py::handle indices, const Problem& problem, const char* what);
// Checks a solution limit: None (no limit) or a positive int; returns 0 for None.
std::uint64_t solution_limit(const py::object& limit);

}  // namespace dlx::python
