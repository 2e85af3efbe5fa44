// dlx.MinimumCostSolver: the cheapest exact covers when options have costs (Knuth's DLX5).
#include <fmt/format.h>

#include "bindings.hpp"
#include "errors.hpp"
#include "handles.hpp"
#include "interruption.hpp"

namespace dlx::python {
namespace {

// The K cheapest as a list of (cost, [option indices]), in increasing cost. A time limit raises
// SearchTimeout saying the cheapest found and the lower bound: an unproven answer is no answer.
py::list best(MinimumCostHandle& h, std::size_t k, const char* what) {
  BusyLease lease(h.busy);
  const MinimumCostResult found = run_search(
      h.limits.make({}), [&](const SearchLimits& limits) { return h.solver.best(k, limits); });
  h.last = SearchSummary(found.result);
  if (found.result.status == SearchStatus::kTimeLimit) {
    const std::string cheapest =
        found.solutions.empty() ? std::string("no solution found")
                                : fmt::format("cheapest found {}", found.solutions.front().cost);
    throw_search_timeout(found.result,
                         fmt::format("{}: time limit of {} s reached after {} nodes; {}, and "
                                     "none costs less than {}",
                                     what, *h.limits.time_limit, found.result.stats.nodes, cheapest,
                                     found.lower_bound));
  }
  py::list solutions;
  for (const CostedSolution& solution : found.solutions) {
    solutions.append(py::make_tuple(solution.cost, option_list(solution.options)));
  }
  return solutions;
}

}  // namespace

void bind_minimum_cost(py::module_& module) {
  py::class_<MinimumCostHandle, std::shared_ptr<MinimumCostHandle>>(module, "MinimumCostSolver",
                                                                    R"doc(
MinimumCostSolver(problem, *, time_limit=None)

The cheapest exact covers, when options have costs (Problem.add_option(items, cost=...), or '|n'
in the DLX format, as Knuth's DLX5 reads them). It proves that none is cheaper. Secondary items and
colors as in Solver; items with bounds raise dlx.ModelError.

    p = dlx.Problem(primary="ab")
    p.add_option(["a", "b"], cost=5)
    p.add_option(["a"], cost=1)
    p.add_option(["b"], cost=3)
    s = dlx.MinimumCostSolver(p)
    s.minimum()   # (4, [1, 2])
    s.best(2)     # [(4, [1, 2]), (5, [0])]

Branch and bound with DLX5's item taxes and a bound from the remaining items' cheapest shares
(docs/library.md). Ties keep the order the search finds them, the same every time. A time limit
raises dlx.SearchTimeout with the cheapest found and the lower bound. Like Solver, it releases the
GIL, stops at Ctrl-C, and searches one thing at a time.
)doc")
      .def(py::init([](const ProblemHandle& problem, const py::object& time_limit) {
             SolverLimits limits;
             limits.time_limit = time_limit_from(time_limit);
             return std::make_shared<MinimumCostHandle>(problem.model, limits);
           }),
           py::arg("problem"), py::kw_only(), py::arg("time_limit") = py::none())
      .def(
          "minimum",
          [](MinimumCostHandle& h) -> py::object {
            const py::list found = best(h, 1, "minimum()");
            if (found.empty()) return py::none();
            return found[0];
          },
          "A cheapest solution as (cost, [option indices]), proven; None when there is none.")
      .def(
          "best",
          [](MinimumCostHandle& h, long long k) {
            if (k < 1) throw py::value_error("best(k): k must be at least 1");
            return best(h, static_cast<std::size_t>(k), "best()");
          },
          py::arg("k"),
          "The k cheapest solutions as [(cost, [option indices]), ...], in increasing cost "
          "(fewer when there are fewer), proven.")
      .def_property_readonly(
          "stats", [](const MinimumCostHandle& h) { return h.last; },
          "The counters of the last search.")
      .def("__repr__", [](const MinimumCostHandle& h) {
        return fmt::format("dlx.MinimumCostSolver({} options)", h.problem->option_count());
      });
}

}  // namespace dlx::python
