"""Exact cover with Knuth's dancing links, from Python.

The engine of the dlx project (C++20, Knuth's Algorithm C with colors and Algorithm M with
multiplicities), with its encoders:

    import dlx

    problem = dlx.Problem(primary=["a", "b", "c"], secondary=["x"])
    problem.add_option(["a", "b"])
    problem.add_option(["c", "x:red"])
    solver = dlx.Solver(problem)
    solver.first()                  # [0, 1]: option indices
    solver.count()                  # 1
    for solution in solver.solutions():   # lazy: the search pauses between solutions
        ...

    dlx.sudoku.solve("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    dlx.queens.count(8)             # 92
    dlx.polyomino.count("6x10", "pentominoes", distinct=True)   # 2339
    dlx.polycube.count("soma")      # 11520 (polyiamond, polyhex: the other grids)

Searches release the GIL; Ctrl-C stops them (dlx.SearchInterrupted, a KeyboardInterrupt that
carries the count so far) and leaves the solver usable.
Errors in input are dlx.InputError (a ValueError) with the command line's located message.
docs/library.md has the whole guide.
"""

from ._dlx import (
    Estimate,
    GenerationError,
    InputError,
    MinimumCostSolver,
    MinimumCoverSolver,
    ModelError,
    Problem,
    SearchInterrupted,
    SearchStats,
    SearchTimeout,
    SolutionIterator,
    Solver,
    Uniqueness,
    __version__,
    verify_cover,
    verify_solution,
)
from . import polycube, polyhex, polyiamond, polyomino, queens, sudoku

__all__ = [
    "Estimate",
    "GenerationError",
    "InputError",
    "MinimumCostSolver",
    "MinimumCoverSolver",
    "ModelError",
    "Problem",
    "SearchInterrupted",
    "SearchStats",
    "SearchTimeout",
    "SolutionIterator",
    "Solver",
    "Uniqueness",
    "__version__",
    "polycube",
    "polyhex",
    "polyiamond",
    "polyomino",
    "queens",
    "sudoku",
    "verify_cover",
    "verify_solution",
]
