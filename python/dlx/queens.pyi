# Type stubs of dlx.queens (queens.py); tests/test_stubs.py checks them against it.
from typing import List, Optional, Sequence

from . import SolutionIterator

def count(n: int, *, distinct: bool = False, threads: int = 1) -> int: ...
def solutions(
    n: int, *, distinct: bool = False, limit: Optional[int] = None
) -> SolutionIterator[List[int]]: ...
def check(columns: Sequence[int]) -> Optional[str]: ...
