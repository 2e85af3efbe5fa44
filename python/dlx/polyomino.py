"""Tilings of a board with polyominoes: count them, list them, draw them.

The model is `dlx polyomino`'s (docs/polyomino.md): one primary item per piece (per copy) and
per cell, one option per placement of a piece.

    board    "scott" (8x8 without its centre), "WxH" (W wide, H high: "6x10", "20x3"), a
             drawing (text with line breaks: X or any letter a cell, '.' a hole), or a file
    pieces   a set ("pentominoes", "tetrominoes", "one-sided-pentominoes", ...), "SET:NAMES" to
             pick some (a name once per copy: "pentominoes:LLPX"), pentomino letters ("FILNP"),
             a drawing of the pieces (text with line breaks, each letter a piece), or a file

    dlx.polyomino.count("6x10")                          # 9356
    dlx.polyomino.count("6x10", distinct=True)           # 2339: up to the board's symmetries
    first = dlx.polyomino.tile("scott", limit=1)[0]
    print(first)                                         # the board drawn with piece names
    open("scott.svg", "w").write(first.svg())

Options: distinct (one tiling per class under the symmetries of the board), one_sided (pieces
turn but are not turned over), at_most_once (pieces may stay unused, for more pieces than the
board needs), copies (k copies of every piece). A tiling that cannot exist for a reason found
without search (the areas differ, a piece fits nowhere, the checkerboard count) gives 0 at once.
Bad boards and pieces raise ValueError (dlx.InputError for a malformed drawing or file).
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Iterable, List, Optional, Tuple, Union

from . import SolutionIterator
from ._dlx import polyomino as _impl
from ._arguments import checked as _checked

if TYPE_CHECKING:
    # The extension's classes, as a type checker sees them.
    class Placement:
        @property
        def piece(self) -> str: ...
        @property
        def copy(self) -> int: ...
        @property
        def cells(self) -> List[Tuple[int, int]]: ...

    class Tiling:
        @property
        def placements(self) -> List[Placement]: ...
        @property
        def rows(self) -> List[str]: ...
        @property
        def board(self) -> str: ...
        def svg(self) -> str: ...
else:
    Placement = _impl.Placement
    Tiling = _impl.Tiling

__all__ = ["Placement", "Tiling", "count", "svg", "tile", "tilings"]

_Text = Union[str, "os.PathLike[str]"]


def _settings(distinct, one_sided, at_most_once, copies) -> dict:
    if isinstance(copies, bool) or not isinstance(copies, int):
        raise TypeError("copies must be an int")
    return {
        "distinct": bool(distinct),
        "one_sided": bool(one_sided),
        "at_most_once": bool(at_most_once),
        "copies": copies,
    }


@_checked
def count(
    board: _Text,
    pieces: _Text = "pentominoes",
    *,
    distinct: bool = False,
    one_sided: bool = False,
    at_most_once: bool = False,
    copies: int = 1,
    threads: int = 1,
) -> int:
    """The number of tilings of the board with the pieces (up to symmetry with distinct)."""
    return _impl._count("polyomino", board, pieces,
                        _settings(distinct, one_sided, at_most_once, copies), threads)


@_checked
def tilings(
    board: _Text,
    pieces: _Text = "pentominoes",
    *,
    distinct: bool = False,
    one_sided: bool = False,
    at_most_once: bool = False,
    copies: int = 1,
    limit: Optional[int] = None,
) -> SolutionIterator[Tiling]:
    """A lazy iterator over the tilings (Tiling objects), at most `limit`: the search pauses
    between them (see dlx.SolutionIterator)."""
    settings = _settings(distinct, one_sided, at_most_once, copies)
    return _impl._tilings("polyomino", board, pieces, settings, limit)


@_checked
def tile(
    board: _Text,
    pieces: _Text = "pentominoes",
    *,
    distinct: bool = False,
    one_sided: bool = False,
    at_most_once: bool = False,
    copies: int = 1,
    limit: Optional[int] = None,
) -> List[Tiling]:
    """The tilings (all, or the first `limit`) as a list of Tiling objects: each has its
    placements (piece, copy, cells), its rows drawn with piece names, and svg()."""
    with tilings(board, pieces, distinct=distinct, one_sided=one_sided,
                 at_most_once=at_most_once, copies=copies, limit=limit) as found:
        return list(found)


@_checked
def svg(tilings: Iterable[Tiling]) -> str:
    """One SVG picture of several tilings of one search, laid out in a grid, each under its
    number (as `dlx polyomino --svg` draws them)."""
    return _impl._svg(list(tilings))
