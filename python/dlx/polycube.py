"""Packings of a box with polycubes: count them, list them, draw them (`dlx polycube`,
docs/polycube.md).

    board    "soma" (the 3x3x3 cube), "bedlam", "diabolical", "AxBxC" (a box), a drawing of its
             layers (text with line breaks), or a file
    pieces   a set ("soma", "bedlam", "pentacubes", ...), "SET:NAMES" to pick some, a drawing, or
             a file; None: the board's own set (soma for "soma"), as the command line

    dlx.polycube.count("soma")                      # 11520 packings of Piet Hein's Soma cube
    dlx.polycube.count("soma", distinct=True)       # 240 up to the cube's symmetries
    first = dlx.polycube.tile("soma", limit=1)[0]   # its placements: cells (row, column, layer)

Pieces turn in space but are not reflected (a solid cannot be turned inside out) unless mirror.
Options as dlx.polyomino's; a placement's cells are (row, column, layer).
"""

from __future__ import annotations

import os
from typing import Iterable, List, Optional, Union

from . import SolutionIterator, _polyform
from .polyomino import Tiling
from ._arguments import checked as _checked

__all__ = ["count", "svg", "tile", "tilings"]

_Text = Union[str, "os.PathLike[str]"]


@_checked
def count(board: _Text, pieces: Optional[_Text] = None, *, distinct: bool = False,
          mirror: bool = False, at_most_once: bool = False, copies: int = 1,
          threads: int = 1) -> int:
    """The number of packings of the box with the pieces (up to symmetry with distinct)."""
    chosen = _polyform.settings(distinct=distinct, mirror=mirror, at_most_once=at_most_once,
                                copies=copies)
    return _polyform.count("polycube", board, pieces, chosen, threads)


@_checked
def tilings(board: _Text, pieces: Optional[_Text] = None, *, distinct: bool = False,
            mirror: bool = False, at_most_once: bool = False, copies: int = 1,
            limit: Optional[int] = None) -> SolutionIterator[Tiling]:
    """A lazy iterator over the packings (Tiling objects), at most `limit`."""
    chosen = _polyform.settings(distinct=distinct, mirror=mirror, at_most_once=at_most_once,
                                copies=copies)
    return _polyform.tilings("polycube", board, pieces, chosen, limit)


@_checked
def tile(board: _Text, pieces: Optional[_Text] = None, *, distinct: bool = False,
         mirror: bool = False, at_most_once: bool = False, copies: int = 1,
         limit: Optional[int] = None) -> List[Tiling]:
    """The packings (all, or the first `limit`) as a list of Tiling objects."""
    chosen = _polyform.settings(distinct=distinct, mirror=mirror, at_most_once=at_most_once,
                                copies=copies)
    return _polyform.tile("polycube", board, pieces, chosen, limit)


@_checked
def svg(tilings: Iterable[Tiling]) -> str:
    """One SVG picture of several packings of one search (layers side by side)."""
    return _polyform.svg(tilings)
