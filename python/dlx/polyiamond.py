"""Tilings of triangular-grid shapes with polyiamonds: count them, list them, draw them (`dlx polyiamond`,
docs/polyiamond.md).

    board    a named board, "WxH" (a parallelogram of W by H), a drawing, or a file
    pieces   a set ("hexiamonds", ...), "SET:NAMES" to pick some, a drawing, or a file; None: the
             board's own set, else the hexiamonds, as the command line

    dlx.polyiamond.count("6x6")                    # 624 tilings of the 6x6 parallelogram
    dlx.polyiamond.count("6x6", distinct=True)     # 156 up to its symmetries

Options as dlx.polyomino's (one_sided: pieces turn but are not turned over); a placement's cells
are (row, column, kind): kind 0 a triangle pointing up, 1 down.
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
    return _polyform.count("polyiamond", board, pieces, chosen, threads)


@_checked
def tilings(board: _Text, pieces: Optional[_Text] = None, *, distinct: bool = False,
            one_sided: bool = False, at_most_once: bool = False, copies: int = 1,
            limit: Optional[int] = None) -> SolutionIterator[Tiling]:
    """A lazy iterator over the tilings (Tiling objects), at most `limit`."""
    chosen = _polyform.settings(distinct=distinct, one_sided=one_sided,
                                at_most_once=at_most_once, copies=copies)
    return _polyform.tilings("polyiamond", board, pieces, chosen, limit)


@_checked
def tile(board: _Text, pieces: Optional[_Text] = None, *, distinct: bool = False,
         one_sided: bool = False, at_most_once: bool = False, copies: int = 1,
         limit: Optional[int] = None) -> List[Tiling]:
    """The tilings (all, or the first `limit`) as a list of Tiling objects."""
    chosen = _polyform.settings(distinct=distinct, one_sided=one_sided,
                                at_most_once=at_most_once, copies=copies)
    return _polyform.tile("polyiamond", board, pieces, chosen, limit)


@_checked
def svg(tilings: Iterable[Tiling]) -> str:
    """One SVG picture of several tilings of one search."""
    return _polyform.svg(tilings)
