# Type stubs of dlx.sudoku (sudoku.py); tests/test_stubs.py checks them against it.
import os
from dataclasses import dataclass
from typing import Dict, Iterable, List, Optional, Union

_Text = Union[str, os.PathLike[str]]
_Maps = Union[_Text, Iterable[_Text]]

def solve(
    puzzle: _Text,
    *,
    diagonal: bool = False,
    windoku: bool = False,
    regions: Optional[_Text] = None,
    extra: _Maps = (),
    killer: Optional[_Text] = None,
    box: Optional[str] = None,
    symbols: Optional[str] = None,
    format: str = "auto",
    pretty: bool = False,
) -> Optional[str]: ...
def count(
    puzzle: _Text,
    *,
    limit: Optional[int] = None,
    diagonal: bool = False,
    windoku: bool = False,
    regions: Optional[_Text] = None,
    extra: _Maps = (),
    killer: Optional[_Text] = None,
    box: Optional[str] = None,
    symbols: Optional[str] = None,
    format: str = "auto",
) -> int: ...
@dataclass(frozen=True)
class Grade:
    level: str
    solved: bool
    contradiction: bool
    steps: int
    open_cells: int
    techniques: Dict[str, int] = ...

def grade(
    puzzle: _Text,
    *,
    diagonal: bool = False,
    windoku: bool = False,
    regions: Optional[_Text] = None,
    extra: _Maps = (),
    box: Optional[str] = None,
    symbols: Optional[str] = None,
    format: str = "auto",
) -> Grade: ...
def explain(
    puzzle: _Text,
    *,
    diagonal: bool = False,
    windoku: bool = False,
    regions: Optional[_Text] = None,
    extra: _Maps = (),
    box: Optional[str] = None,
    symbols: Optional[str] = None,
    format: str = "auto",
) -> List[str]: ...
@dataclass(frozen=True)
class GeneratedPuzzle:
    puzzle: str
    solution: str
    clues: int
    grade: Optional[str]
    seed: int
    index: int
    attempts: int

def generate(
    count: int = 1,
    *,
    box: Optional[str] = None,
    regions: Optional[_Text] = None,
    extra: _Maps = (),
    diagonal: bool = False,
    windoku: bool = False,
    symbols: Optional[str] = None,
    symmetry: str = "none",
    minimal: bool = True,
    clues: Optional[int] = None,
    difficulty: Optional[str] = None,
    attempts: int = 1000,
    seed: Optional[int] = None,
    threads: int = 1,
) -> List[GeneratedPuzzle]: ...
