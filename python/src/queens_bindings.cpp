// dlx.queens's engine room: the model of `dlx queens` (Knuth's, organ-pipe item order, shuffled
// options from n = 40), its counts and its lazy solutions. python/dlx/queens.py has the public
// functions and their docstrings.
#include <pybind11/stl.h>

#include <fmt/format.h>

#include <memory>

#include "bindings.hpp"
#include "encoders/queens/queens_checker.hpp"
#include "encoders/queens/queens_model.hpp"
#include "encoders/queens/symmetry.hpp"
#include "errors.hpp"
#include "handles.hpp"
#include "interruption.hpp"

namespace dlx::python {
namespace {

// The model and its solver, shared by an iterator's search and its conversions.
struct QueensSearch {
  queens::QueensModel model;
  Solver solver;

  explicit QueensSearch(int n)
      : model(queens::build_queens_model(n, queens::ItemOrder::kOrganPipe, nullptr,
                                         queens::model_shuffle_seed(n, std::nullopt))),
        solver(model.problem) {}
};

int board_size(long long n) {
  if (n < 1 || n > queens::kMaxN) {
    throw_bad_value("n", fmt::format("{}: expected the board size, a whole number from 1 to {}", n,
                                     queens::kMaxN));
  }
  return static_cast<int>(n);
}

// The module numbers columns from 1, as the command line prints them and Knuth writes them
// (issue 32: a placement copied from `dlx queens 8` into dlx.queens.check must mean the same).
std::vector<int> columns_from_one(std::vector<int> columns) {
  for (int& column : columns) ++column;
  return columns;
}

// One solution per class under the 8 symmetries of the square: its least image.
bool canonical(const queens::QueensModel& model, SolutionView solution) {
  return queens::is_canonical(queens::decode(model, solution));
}

std::uint64_t count(long long n, bool distinct, const py::object& threads) {
  QueensSearch search(board_size(n));
  SearchLimits limits;
  limits.threads = threads_from(threads);
  if (!distinct) {
    return run_search(limits, [&](const SearchLimits& l) { return search.solver.count(l); })
        .stats.solutions;
  }
  // The visitor is called one solution at a time, also from several threads.
  std::uint64_t classes = 0;
  run_search(
      limits,
      [&](const SearchLimits& l) {
        return search.solver.search(
            [&](SolutionView solution) {
              if (canonical(search.model, solution)) ++classes;
              return VisitControl::kContinue;
            },
            l);
      },
      &classes);
  return classes;
}

std::shared_ptr<SolutionIterator> solutions(long long n, bool distinct, const py::object& limit) {
  const auto search = std::make_shared<QueensSearch>(board_size(n));
  SolutionStream::Spec spec;
  spec.limit = solution_limit(limit);
  QueensSearch* raw = search.get();
  spec.search = [raw](const SolutionVisitor& visit, const SearchLimits& limits) {
    return raw->solver.search(visit, limits);
  };
  spec.live_stats = [raw] { return raw->solver.live_stats(); };
  if (distinct) {
    spec.accept = [raw](SolutionView solution) { return canonical(raw->model, solution); };
  }
  spec.keep_alive = search;
  const std::string label = fmt::format("{}-queens{}", n, distinct ? ", distinct" : "");
  // The conversion reads the model: it holds `search` too, since the stream lets go of it as
  // soon as the search ends, possibly before the last solution is converted.
  return std::make_shared<SolutionIterator>(
      std::move(spec),
      [search](std::vector<OptionId>&& solution) -> py::object {
        return py::cast(columns_from_one(queens::decode(search->model, solution)));
      },
      label);
}

}  // namespace

void bind_queens(py::module_& module) {
  module.def("_count", &count, py::arg("n"), py::arg("distinct"), py::arg("threads"));
  module.def("_solutions", &solutions, py::arg("n"), py::arg("distinct"), py::arg("limit"));
  module.def(
      "_check",
      [](std::vector<int> columns) -> py::object {
        for (int& column : columns) --column;  // from the module's 1-based columns
        if (auto broken = queens::check_queens(static_cast<int>(columns.size()), columns)) {
          return py::str(*broken);
        }
        return py::none();
      },
      py::arg("columns"));
}

}  // namespace dlx::python
