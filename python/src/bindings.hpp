// The parts of the module, each bound by its own file; module.cpp calls them in order.
#pragma once

#include <pybind11/pybind11.h>

namespace dlx::python {

namespace py = pybind11;

void bind_problem(py::module_& module);
// Solver, SolutionIterator, SearchStats, Estimate.
void bind_solver(py::module_& module);
void bind_minimum_cover(py::module_& module);
void bind_minimum_cost(py::module_& module);
void bind_sudoku(py::module_& sudoku);
void bind_queens(py::module_& queens);
void bind_polyomino(py::module_& polyomino);

}  // namespace dlx::python
