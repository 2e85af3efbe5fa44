# Type stubs of dlx.polyomino (polyomino.py and the Placement and Tiling classes of the extension);
# tests/test_stubs.py checks them against it.
import os
from typing import Iterable, List, Optional, Tuple, Union

from . import SolutionIterator

_Text = Union[str, os.PathLike[str]]

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

def count(
    board: _Text,
    pieces: _Text = "pentominoes",
    *,
    distinct: bool = False,
    one_sided: bool = False,
    at_most_once: bool = False,
    copies: int = 1,
    threads: int = 1,
) -> int: ...
def tilings(
    board: _Text,
    pieces: _Text = "pentominoes",
    *,
    distinct: bool = False,
    one_sided: bool = False,
    at_most_once: bool = False,
    copies: int = 1,
    limit: Optional[int] = None,
) -> SolutionIterator[Tiling]: ...
def tile(
    board: _Text,
    pieces: _Text = "pentominoes",
    *,
    distinct: bool = False,
    one_sided: bool = False,
    at_most_once: bool = False,
    copies: int = 1,
    limit: Optional[int] = None,
) -> List[Tiling]: ...
def svg(tilings: Iterable[Tiling]) -> str: ...
