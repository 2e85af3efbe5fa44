// dlx.MinimumCoverSolver: the fewest options that cover every primary item at least once.
#include <fmt/format.h>

#include "bindings.hpp"
#include "errors.hpp"
#include "handles.hpp"
#include "interruption.hpp"

namespace dlx::python {
namespace {

[[noreturn]] void timed_out(const MinimumCoverHandle& h, const MinimumCoverResult& found,
                            const char* what) {
  throw_search_timeout(
      found.result,
      fmt::format("{}: time limit of {} s reached after {} nodes; no cover has "
                  "fewer than {} options",
                  what, *h.limits.time_limit, found.result.stats.nodes, found.lower_bound));
}

MinimumCoverResult search_first(MinimumCoverHandle& h, const py::iterable& forced,
                                const char* what) {
  BusyLease lease(h.busy);
  const std::vector<OptionId> clues = option_ids(forced, *h.problem, "forced");
  const MinimumCoverResult found = run_search(
      h.limits.make(clues), [&](const SearchLimits& limits) { return h.solver.first(limits); });
  h.last = SearchSummary(found.result);
  if (found.result.status == SearchStatus::kTimeLimit) timed_out(h, found, what);
  return found;
}

}  // namespace

void bind_minimum_cover(py::module_& module) {
  py::class_<MinimumCoverHandle, std::shared_ptr<MinimumCoverHandle>>(module, "MinimumCoverSolver",
                                                                      R"doc(
MinimumCoverSolver(problem, *, time_limit=None)

Repeated cover: the fewest options that cover every primary item at least once (set cover;
options may overlap). It proves the minimum, and can count or list every cover of that size, each
set of options once. Only primary items without bounds are accepted (dlx.ModelError otherwise).

    p = dlx.Problem(primary="abcd", options=[["a", "b"], ["b", "c"], ["c", "d"], ["a", "d"]])
    s = dlx.MinimumCoverSolver(p)
    s.minimum()   # 2
    s.first()     # [0, 2]: a b and c d
    s.count()     # 2 minimum covers

The search is iterative deepening on the size, with a fractional lower bound (docs/library.md).
Like Solver, it releases the GIL, stops at Ctrl-C, and searches one thing at a time.
)doc")
      .def(py::init([](const ProblemHandle& problem, const py::object& time_limit) {
             SolverLimits limits;
             limits.time_limit = time_limit_from(time_limit);
             return std::make_shared<MinimumCoverHandle>(problem.model, limits);
           }),
           py::arg("problem"), py::kw_only(), py::arg("time_limit") = py::none())
      .def(
          "first",
          [](MinimumCoverHandle& h, const py::iterable& forced) -> py::object {
            const MinimumCoverResult found = search_first(h, forced, "first()");
            if (!found.minimum) return py::none();
            return option_list(found.options);
          },
          py::arg("forced") = py::tuple(),
          "A cover of the fewest options (a list of option indices), or None when some item is "
          "in no option. `forced` options are in the cover and count towards its size.")
      .def(
          "minimum",
          [](MinimumCoverHandle& h, const py::iterable& forced) -> py::object {
            const MinimumCoverResult found = search_first(h, forced, "minimum()");
            if (!found.minimum) return py::none();
            return py::int_(*found.minimum);
          },
          py::arg("forced") = py::tuple(),
          "The least number of options that cover every primary item, or None when there is no "
          "cover.")
      .def(
          "count",
          [](MinimumCoverHandle& h, const py::object& limit, const py::iterable& forced) {
            BusyLease lease(h.busy);
            const std::vector<OptionId> clues = option_ids(forced, *h.problem, "forced");
            const MinimumCoverResult found =
                run_search(h.limits.make(clues, solution_limit(limit)),
                           [&](const SearchLimits& limits) { return h.solver.count(limits); });
            h.last = SearchSummary(found.result);
            if (found.result.status == SearchStatus::kTimeLimit) timed_out(h, found, "count()");
            return found.result.stats.solutions;
          },
          py::arg("limit") = py::none(), py::arg("forced") = py::tuple(),
          "The number of covers of the minimum size (at most `limit`); 0 when there is none.")
      .def(
          "covers",
          [](const std::shared_ptr<MinimumCoverHandle>& h, const py::object& limit,
             const py::iterable& forced) {
            struct Hold {
              std::shared_ptr<MinimumCoverHandle> handle;
              BusyLease lease;
            };
            const auto hold = std::shared_ptr<Hold>(new Hold{h, BusyLease(h->busy)});
            SolutionStream::Spec spec;
            spec.forced = option_ids(forced, *h->problem, "forced");
            spec.limits = h->limits.make({});
            spec.limit = solution_limit(limit);
            MinimumCoverSolver* solver = &h->solver;
            spec.search = [solver](const SolutionVisitor& visit, const SearchLimits& limits) {
              return solver->search(visit, limits).result;
            };
            spec.keep_alive = hold;
            return std::make_shared<SolutionIterator>(
                std::move(spec),
                [](std::vector<OptionId>&& cover) -> py::object { return option_list(cover); },
                "covers()");
          },
          py::arg("limit") = py::none(), py::arg("forced") = py::tuple(),
          "A lazy iterator over the covers of the minimum size, each set of options once: see "
          "SolutionIterator. The first comes once every smaller size has been ruled out.")
      .def_property_readonly(
          "stats", [](const MinimumCoverHandle& h) { return h.last; },
          "The counters of the last search.")
      .def("__repr__", [](const MinimumCoverHandle& h) {
        return fmt::format("dlx.MinimumCoverSolver({} options)", h.problem->option_count());
      });
}

}  // namespace dlx::python
