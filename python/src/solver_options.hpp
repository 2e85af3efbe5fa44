// The keyword arguments of dlx.Solver that fill dlx::SolverOptions: one per row of the engine's
// table of settings (dlx/solver_options.hpp), named as the row with '_' for '-'. Solver's
// docstring, its keyword parsing, repr() and the unknown-keyword TypeError all come from the
// table, so a setting added to the engine reaches Python without a line here.
#pragma once

#include <pybind11/pybind11.h>

#include <dlx/solver_options.hpp>

#include <string>
#include <vector>

namespace dlx::python {

namespace py = pybind11;

// The keyword of a row: "restart_base".
std::string keyword_of(const SolverOptionRow& row);

// The rows a user may give, in table order.
std::vector<const SolverOptionRow*> solver_option_rows();

// The options from the keyword arguments Solver() did not name itself. Raises TypeError for a
// keyword that is no option or a value of the wrong type, ValueError for a value out of range.
SolverOptions solver_options_from(const py::kwargs& keywords);

// ", seed=None, heuristic='auto', ..." for repr(), and the lines of the docstring.
std::string describe_solver_options(const SolverOptions& options);
std::string solver_options_help();

}  // namespace dlx::python
