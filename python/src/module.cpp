// The extension module dlx._dlx. The package dlx (python/dlx/) re-exports it: the engine at the
// top level, each encoder as a submodule (dlx.sudoku, dlx.queens, dlx.polyomino).
#include <pybind11/pybind11.h>

#include <dlx/version.hpp>

#include "bindings.hpp"
#include "errors.hpp"

namespace py = pybind11;

PYBIND11_MODULE(_dlx, module) {
  namespace python = dlx::python;
  module.doc() =
      "dlx: exact cover with Knuth's dancing links (Algorithms C and M), and encoders for "
      "Sudoku, n queens and polyomino tilings. See docs/library.md.";
  module.attr("__version__") = dlx::kVersion;
  python::bind_errors(module);
  python::bind_problem(module);
  python::bind_solver(module);
  python::bind_minimum_cover(module);
  python::bind_minimum_cost(module);
  py::module_ sudoku = module.def_submodule(
      "sudoku", "Sudoku of every size (4x4 to 64x64) and the common variants.");
  python::bind_sudoku(sudoku);
  py::module_ queens = module.def_submodule("queens", "n queens on an n x n board.");
  python::bind_queens(queens);
  py::module_ polyomino = module.def_submodule("polyomino", "Tilings of a board with polyominoes.");
  python::bind_polyomino(polyomino);
}
