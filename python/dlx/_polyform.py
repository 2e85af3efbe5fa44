"""What dlx.polycube, dlx.polyiamond and dlx.polyhex share: the calls of the extension's
polyform model (the one of `dlx polyomino` and its family of commands, docs/polyomino.md), for a
family named as its command is."""

from __future__ import annotations

from typing import List

from ._dlx import polyomino as _impl


def settings(*, distinct, at_most_once, copies, one_sided=None, mirror=None) -> dict:
    if isinstance(copies, bool) or not isinstance(copies, int):
        raise TypeError(f"copies must be an int, not {type(copies).__name__}")
    chosen = {"distinct": bool(distinct), "at_most_once": bool(at_most_once), "copies": copies}
    if one_sided is not None:
        chosen["one_sided"] = bool(one_sided)
    if mirror is not None:
        chosen["mirror"] = bool(mirror)
    return chosen


def count(family, board, pieces, chosen, threads) -> int:
    return _impl._count(family, board, pieces, chosen, threads)


def tilings(family, board, pieces, chosen, limit):
    return _impl._tilings(family, board, pieces, chosen, limit)


def tile(family, board, pieces, chosen, limit) -> List:
    with _impl._tilings(family, board, pieces, chosen, limit) as found:
        return list(found)


def svg(tilings) -> str:
    return _impl._svg(list(tilings))


