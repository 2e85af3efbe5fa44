// dlx.Solver, the iterator of its solutions, and the values its searches return.
#include <fmt/format.h>

#include <limits>
#include <sstream>
#include <string>

#include "bindings.hpp"
#include "errors.hpp"
#include "exact_count.hpp"
#include "handles.hpp"
#include "interruption.hpp"
#include "solver_options.hpp"

namespace dlx::python {
namespace {

std::string describe(const SolverHandle& h) {
  return fmt::format("dlx.Solver({} options, threads={}, time_limit={}{})",
                     h.problem->option_count(), h.limits.threads,
                     h.limits.time_limit ? fmt::format("{}", *h.limits.time_limit) : "None",
                     describe_solver_options(h.options));
}

[[noreturn]] void timed_out(const SolverHandle& h, const SearchResult& result, const char* what) {
  throw_search_timeout(
      result, fmt::format("{}: time limit of {} s reached after {} nodes ({} "
                          "solutions so far)",
                          what, *h.limits.time_limit, result.stats.nodes, result.stats.solutions));
}

py::object first(SolverHandle& h, const py::iterable& forced) {
  BusyLease lease(h.busy);
  const std::vector<OptionId> clues = option_ids(forced, *h.problem, "forced");
  const FirstSolution found = run_search(
      h.limits.make(clues), [&](const SearchLimits& limits) { return h.solver.first(limits); });
  h.last = SearchSummary(found.result);
  if (found.found) return option_list(found.options);
  if (found.result.status == SearchStatus::kTimeLimit) timed_out(h, found.result, "first()");
  return py::none();
}

py::int_ count(SolverHandle& h, const py::object& limit, const py::iterable& forced) {
  BusyLease lease(h.busy);
  const std::vector<OptionId> clues = option_ids(forced, *h.problem, "forced");
  const SearchResult result =
      run_search(h.limits.make(clues, solution_limit(limit)),
                 [&](const SearchLimits& limits) { return h.solver.count(limits); });
  h.last = SearchSummary(result);
  if (result.status == SearchStatus::kTimeLimit) timed_out(h, result, "count()");
  return exact_count(result);
}

// The diagram of all solutions (Solver::diagram), for the methods that read it.
SolutionDiagram diagram_of(SolverHandle& h, const py::iterable& forced, const char* what) {
  const std::vector<OptionId> clues = option_ids(forced, *h.problem, "forced");
  DiagramResult built;
  try {
    built = run_search(h.limits.make(clues),
                       [&](const SearchLimits& limits) { return h.solver.diagram(limits); });
  } catch (const DiagramTooLarge& e) {
    PyErr_SetString(PyExc_MemoryError, e.what());
    throw py::error_already_set();
  }
  h.last = SearchSummary(built.result);
  if (built.result.status == SearchStatus::kTimeLimit) timed_out(h, built.result, what);
  if (!built.diagram) throw std::runtime_error(std::string(what) + ": the search stopped");
  return std::move(*built.diagram);
}

py::list sample(SolverHandle& h, std::uint64_t n, std::uint64_t seed, const py::iterable& forced) {
  BusyLease lease(h.busy);
  const SolutionDiagram diagram = diagram_of(h, forced, "sample()");
  py::list drawn;
  if (diagram.count() == 0) return drawn;
  Random random(seed);
  for (std::uint64_t k = 0; k < n; ++k) drawn.append(option_list(diagram.sample(random)));
  return drawn;
}

py::dict count_by_size(SolverHandle& h, const py::iterable& forced) {
  BusyLease lease(h.busy);
  const std::vector<Count> by_size = diagram_of(h, forced, "count_by_size()").count_by_size();
  py::dict counts;
  for (std::size_t k = 0; k < by_size.size(); ++k) {
    if (by_size[k] == 0) continue;
    SearchResult as_result;  // exact_count reads a result: the count, whatever its size
    as_result.stats.solutions = saturated(by_size[k]);
    if (by_size[k] > std::numeric_limits<std::uint64_t>::max()) {
      as_result.solutions_past_64_bits = to_string(by_size[k]);
    }
    counts[py::int_(k)] = exact_count(as_result);
  }
  return counts;
}

std::string zdd(SolverHandle& h, const py::iterable& forced) {
  BusyLease lease(h.busy);
  std::ostringstream text;
  diagram_of(h, forced, "zdd()").write_zdd(text);
  return text.str();
}

Uniqueness unique(SolverHandle& h, const py::iterable& forced) {
  BusyLease lease(h.busy);
  const std::vector<OptionId> clues = option_ids(forced, *h.problem, "forced");
  const UniquenessResult answer = run_search(h.limits.make(clues), [&](const SearchLimits& limits) {
    return h.solver.uniqueness(limits);
  });
  h.last = SearchSummary(answer.result);
  if (answer.verdict == Uniqueness::kUnknown) timed_out(h, answer.result, "unique()");
  return answer.verdict;
}

SearchEstimate estimate(SolverHandle& h, std::uint64_t probes, std::uint64_t seed,
                        const py::iterable& forced) {
  if (probes == 0) throw py::value_error("probes must be at least 1");
  BusyLease lease(h.busy);
  const std::vector<OptionId> clues = option_ids(forced, *h.problem, "forced");
  SearchLimits limits = h.limits.make(clues);
  SearchEstimate result;
  // The probes call no progress hook: they run in a thread while this one watches for Ctrl-C.
  run_in_thread([&](const std::atomic<bool>& stop) {
    limits.stop_flag = &stop;
    result = h.solver.estimate(probes, seed, limits);
  });
  return result;
}

std::shared_ptr<SolutionIterator> solutions(const std::shared_ptr<SolverHandle>& h,
                                            const py::object& limit, const py::iterable& forced) {
  // The iterator holds the solver (and so the problem) and its busy mark until its search ends.
  struct Hold {
    std::shared_ptr<SolverHandle> handle;
    BusyLease lease;
  };
  const auto hold = std::shared_ptr<Hold>(new Hold{h, BusyLease(h->busy)});
  SolutionStream::Spec spec;
  spec.forced = option_ids(forced, *h->problem, "forced");
  spec.limits = h->limits.make({});
  spec.limit = solution_limit(limit);
  Solver* solver = &h->solver;
  spec.search = [solver](const SolutionVisitor& visit, const SearchLimits& limits) {
    return solver->search(visit, limits);
  };
  spec.live_stats = [solver] { return solver->live_stats(); };
  spec.keep_alive = hold;
  return std::make_shared<SolutionIterator>(
      std::move(spec),
      [](std::vector<OptionId>&& solution) -> py::object { return option_list(solution); },
      "solutions()");
}

}  // namespace

void bind_solver(py::module_& module) {
  py::class_<SearchSummary>(module, "SearchStats", "The counters of a search, and how it ended.")
      .def_readonly("nodes", &SearchSummary::nodes,
                    "search-tree nodes: levels entered, the root included")
      .def_readonly("updates", &SearchSummary::updates,
                    "links removed while covering (Knuth's count of updates)")
      .def_readonly("solutions", &SearchSummary::solutions, "solutions reached")
      .def_readonly("seconds", &SearchSummary::seconds, "wall time of the search")
      .def_readonly("status", &SearchSummary::status,
                    "'complete', 'solution limit', 'stopped', 'time limit' or 'interrupted'")
      .def("__repr__", [](const SearchSummary& s) {
        return fmt::format(
            "SearchStats(nodes={}, updates={}, solutions={}, seconds={:.6f}, status='{}')", s.nodes,
            s.updates, s.solutions, s.seconds, s.status);
      });

  // The three answers of the command line's --unique; the engine's kUnknown never reaches
  // Python (a time limit raises SearchTimeout). UNIQUE alone is true, so that the older
  // `if solver.unique():` keeps its meaning.
  py::enum_<Uniqueness>(module, "Uniqueness", "The answer of Solver.unique().")
      .value("NO_SOLUTION", Uniqueness::kNone, "no solution")
      .value("UNIQUE", Uniqueness::kUnique, "exactly one solution")
      .value("MULTIPLE", Uniqueness::kMultiple, "more than one solution")
      .def("__bool__", [](Uniqueness u) { return u == Uniqueness::kUnique; });

  py::class_<SearchEstimate>(module, "Estimate", R"doc(
Knuth's estimate of the size of a search tree (TAOCP 7.2.2, "Estimating the running time"): each
probe walks from the root to a leaf on random branches, and the products of the branching
degrees estimate how many nodes and solutions each level has. The means are unbiased; the
standard deviations are large for trees far from uniform (the standard error of a mean is its
deviation over the square root of the number of probes).
)doc")
      .def_readonly("probes", &SearchEstimate::probes, "probes made")
      .def_readonly("nodes", &SearchEstimate::nodes, "estimated nodes of the tree, root included")
      .def_readonly("nodes_stddev", &SearchEstimate::nodes_stddev)
      .def_readonly("solutions", &SearchEstimate::solutions, "estimated solutions")
      .def_readonly("solutions_stddev", &SearchEstimate::solutions_stddev)
      .def_readonly("seconds", &SearchEstimate::seconds,
                    "estimated time of a full search: nodes times the time per node of a short "
                    "real search")
      .def_readonly("seconds_per_node", &SearchEstimate::seconds_per_node)
      .def_readonly("probe_seconds", &SearchEstimate::probe_seconds,
                    "time spent probing and measuring")
      .def("__repr__", [](const SearchEstimate& e) {
        return fmt::format(
            "Estimate(probes={}, nodes={:.4g} ± {:.2g}, solutions={:.4g} ± {:.2g}, "
            "seconds={:.3g})",
            e.probes, e.nodes, e.nodes_stddev, e.solutions, e.solutions_stddev, e.seconds);
      });

  py::class_<SolutionIterator, std::shared_ptr<SolutionIterator>>(module, "SolutionIterator",
                                                                  R"doc(
The solutions of a search, found as they are asked for.

The search starts at the first next() and pauses at each solution until the next is asked for
(it reads ahead by at most a quarter of the solutions taken so far, none for the first four):
taking 3 solutions of a huge tree costs only the search to its third solution. Leaving the
iterator (close(), the end of a with block, or the iterator being garbage collected) stops the
search; its solver is then free for the next search. While the iterator is open, its solver
refuses other searches (RuntimeError). Ctrl-C while it searches raises KeyboardInterrupt and
closes it. If the solver's time limit ends the search, the iterator raises dlx.SearchTimeout
after the solutions found.
)doc")
      .def("__iter__", [](const std::shared_ptr<SolutionIterator>& self) { return self; })
      .def("__next__", &SolutionIterator::next)
      .def("close", &SolutionIterator::close, "Stops the search and frees the solver.")
      .def("__enter__", [](const std::shared_ptr<SolutionIterator>& self) { return self; })
      .def("__exit__",
           [](SolutionIterator& self, const py::object&, const py::object&, const py::object&) {
             self.close();
             return false;
           })
      .def_property_readonly("stats", &SolutionIterator::stats,
                             "The search's counters at the last solution handed over (where it "
                             "is paused), or at its end.")
      .def("__repr__", [](const SolutionIterator& self) {
        return fmt::format("<dlx.SolutionIterator: {}>", self.label());
      });

  const std::string solver_doc = R"doc(
Solver(problem, *, threads=1, time_limit=None, seed=None, ...)

Searches the exact covers of a Problem with dancing links (Knuth's Algorithm C; Algorithm M when
some item has bounds). The solver is built once and can search any number of times; every search,
finished or stopped, leaves it as it was. A solution is the list of the indices of its options,
in the order the search chose them.

    threads: worker threads for count() and solutions() (0: one per hardware thread); the count
        and the set of solutions are those of one thread, the order of solutions too
    time_limit: seconds (or a datetime.timedelta) for each search; a search it cuts short raises
        dlx.SearchTimeout
)doc" + solver_options_help() + R"doc(
Searches release the GIL, and Ctrl-C stops them with KeyboardInterrupt within a fraction of a
second, the solver still usable. One search at a time per solver: an open solutions() iterator
holds its search, and another search raises RuntimeError until it is closed.
)doc";

  py::class_<SolverHandle, std::shared_ptr<SolverHandle>>(module, "Solver", solver_doc.c_str())
      .def(py::init([](const ProblemHandle& problem, const py::object& threads,
                       const py::object& time_limit, const py::kwargs& options) {
             return std::make_shared<SolverHandle>(
                 problem.model, solver_options_from(options),
                 SolverLimits{threads_from(threads), time_limit_from(time_limit)});
           }),
           py::arg("problem"), py::kw_only(), py::arg("threads") = 1,
           py::arg("time_limit") = py::none())
      .def("first", &first, py::arg("forced") = py::tuple(), R"doc(
The first solution (a list of option indices), or None if there is none.

forced: options every solution must contain (a puzzle's clues, say); they come first in the
solution, and options that clash leave no solution.
)doc")
      .def("count", &count, py::arg("limit") = py::none(), py::arg("forced") = py::tuple(),
           "The number of solutions (at most `limit`, if given), without listing them.")
      .def("unique", &unique, py::arg("forced") = py::tuple(),
           "Whether there is no solution, one, or several: a Uniqueness (the search stops at "
           "the second solution). Only Uniqueness.UNIQUE is true.")
      .def("solutions", &solutions, py::arg("limit") = py::none(), py::arg("forced") = py::tuple(),
           "A lazy iterator over the solutions (at most `limit`): see SolutionIterator.")
      .def("sample", &sample, py::arg("n") = 1, py::arg("seed") = 0,
           py::arg("forced") = py::tuple(),
           "`n` solutions drawn uniformly at random from all of them (with repeats), from the "
           "diagram of all solutions that the memoized search builds; `seed` makes them "
           "reproducible. No solution: an empty list.")
      .def("count_by_size", &count_by_size, py::arg("forced") = py::tuple(),
           "How many solutions have each number of options: {size: count}, the sizes that have "
           "solutions, each count exact (from the diagram of all solutions).")
      .def("zdd", &zdd, py::arg("forced") = py::tuple(),
           "The diagram of all solutions as text, in the lines Knuth's DLX6 prints (docs/cli.md, "
           "--zdd): 'N: (~V?L:H)' per node, V the option's index plus 1.")
      .def("estimate", &estimate, py::arg("probes") = 1000, py::arg("seed") = 0,
           py::arg("forced") = py::tuple(),
           "Knuth's estimate of the size of the search tree from `probes` random probes, "
           "without searching it: see Estimate. `seed` makes the probes reproducible.")
      .def_property_readonly(
          "problem",
          [](const SolverHandle& h) {
            return ProblemHandle{std::const_pointer_cast<Problem>(h.problem)};
          },
          "The problem as it was when the solver was built.")
      .def_property_readonly(
          "stats", [](const SolverHandle& h) { return h.last; },
          "The counters of the last search of first(), count() or unique().")
      .def("__repr__", &describe);

  module.def(
      "_solver_option_names",
      [] {
        py::list names;
        for (const SolverOptionRow* row : solver_option_rows()) names.append(keyword_of(*row));
        return names;
      },
      "The keyword arguments of Solver that are engine options (for the tests).");
}

}  // namespace dlx::python
