"""n queens on an n x n board: count the placements (all, or up to symmetry) and list them.

The model is `dlx queens`'s, Knuth's (TAOCP 7.2.2.1): rows and columns primary, diagonals
secondary, the middle rows and columns first; from n = 40 the options are shuffled (seed 1), as
the command line does, so that a first solution comes without backtracking.

    dlx.queens.count(8)                   # 92
    dlx.queens.count(8, distinct=True)    # 12: up to rotations and reflections
    next(dlx.queens.solutions(1000))      # the column of the queen in each row, from 1

Columns are numbered from 1, as `dlx queens` prints them (they were numbered from 0 before
issue 32). Searches release the GIL, and Ctrl-C stops them with
dlx.SearchInterrupted, a KeyboardInterrupt whose count is the count so far.
"""

from __future__ import annotations

from typing import List, Optional, Sequence

from . import SolutionIterator
from ._dlx import queens as _impl
from ._arguments import checked as _checked

__all__ = ["check", "count", "solutions"]


@_checked
def count(n: int, *, distinct: bool = False, threads: int = 1) -> int:
    """The number of ways to place n non-attacking queens on an n x n board (OEIS A000170).

    distinct counts them up to the 8 symmetries of the square (A002562): each class once, by its
    least image. threads shares the search (0: one per hardware thread); the count is the same.
    Ctrl-C raises dlx.SearchInterrupted: its count is the placements counted so far.
    """
    return _impl._count(n, bool(distinct), threads)


@_checked
def solutions(
    n: int, *, distinct: bool = False, limit: Optional[int] = None
) -> SolutionIterator[List[int]]:
    """A lazy iterator over the placements: each a list of n columns, the column (from 1) of the
    queen in each row. distinct: one per class under the symmetries of the square. The search
    pauses between solutions (see dlx.SolutionIterator): taking 3 of 17-queens' 95,815,104 is
    instant.
    """
    return _impl._solutions(n, bool(distinct), limit)


@_checked
def check(columns: Sequence[int]) -> Optional[str]:
    """The independent check of a placement by the rules of chess (one queen per row, column and
    diagonal, columns from 1): None when it is right, else what is wrong."""
    return _impl._check(list(columns))
