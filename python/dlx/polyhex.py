"""Tilings of hexagonal-grid shapes with polyhexes: count them, list them, draw them (`dlx polyhex`,
docs/polyhex.md).

    board    a named board, "WxH" (a parallelogram of W by H), a drawing, or a file
    pieces   a set ("tetrahexes", ...), "SET:NAMES" to pick some, a drawing, or a file; None: the
             board's own set, else the tetrahexes, as the command line

    dlx.polyhex.count("7x4")                       # 18 tilings of the 7x4 parallelogram

Options as dlx.polyomino's (one_sided: pieces turn but are not turned over); a placement's cells
are (row, column).
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
          one_sided: bool = False, at_most_once: bool = False, copies: int = 1,
          threads: int = 1) -> int:
    """The number of tilings of the board with the pieces (up to symmetry with distinct)."""
    chosen = _polyform.settings(distinct=distinct, one_sided=one_sided,
                                at_most_once=at_most_once, copies=copies)
    return _polyform.count("polyhex", board, pieces, chosen, threads)


@_checked
def tilings(board: _Text, pieces: Optional[_Text] = None, *, distinct: bool = False,
            one_sided: bool = False, at_most_once: bool = False, copies: int = 1,
            limit: Optional[int] = None) -> SolutionIterator[Tiling]:
    """A lazy iterator over the tilings (Tiling objects), at most `limit`."""
    chosen = _polyform.settings(distinct=distinct, one_sided=one_sided,
                                at_most_once=at_most_once, copies=copies)
    return _polyform.tilings("polyhex", board, pieces, chosen, limit)


@_checked
def tile(board: _Text, pieces: Optional[_Text] = None, *, distinct: bool = False,
         one_sided: bool = False, at_most_once: bool = False, copies: int = 1,
         limit: Optional[int] = None) -> List[Tiling]:
    """The tilings (all, or the first `limit`) as a list of Tiling objects."""
    chosen = _polyform.settings(distinct=distinct, one_sided=one_sided,
                                at_most_once=at_most_once, copies=copies)
    return _polyform.tile("polyhex", board, pieces, chosen, limit)


@_checked
def svg(tilings: Iterable[Tiling]) -> str:
    """One SVG picture of several tilings of one search."""
    return _polyform.svg(tilings)
