// The keyword arguments of dlx.Solver that fill dlx::SolverOptions, in one table.
//
// A field added to the engine's SolverOptions is one entry here, and one parameter in
// dlx/__init__.pyi (tests/test_stubs.py checks that the two agree). Solver's docstring, its
// keyword parsing, repr() and the unknown-keyword TypeError all come from this table.
#pragma once

#include <pybind11/pybind11.h>

#include <dlx/solver.hpp>

#include <span>
#include <string>

namespace dlx::python {

namespace py = pybind11;

struct SolverOptionField {
  const char* name;          // the keyword
  const char* default_text;  // as written in the signature: "None"
  const char* help;
  // Sets the field from a Python value; raises TypeError or ValueError for a bad one.
  void (*set)(SolverOptions& options, py::handle value);
  // The field as a Python value (for repr and introspection).
  py::object (*get)(const SolverOptions& options);
};

std::span<const SolverOptionField> solver_option_fields();

// The options from the keyword arguments Solver() did not name itself. Raises TypeError for a
// keyword that is no option.
SolverOptions solver_options_from(const py::kwargs& keywords);

// "seed=None, ..." for repr(), and the lines of the docstring.
std::string describe_solver_options(const SolverOptions& options);
std::string solver_options_help();

}  // namespace dlx::python
