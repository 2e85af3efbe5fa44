"""Sudoku of every size (4x4 to 64x64) and the common variants: solve, count, grade, explain,
generate.

A puzzle is text in any form `dlx sudoku` reads (docs/sudoku.md): one line of n*n cells
("53..7....6..195..."), a grid of n lines, blank-separated numbers for large grids, or sections
('givens', 'regions', 'extra', 'cages', 'sums', 'constraints') for jigsaw, killer and variant
puzzles, an f-puzzles puzzle (its URL, a SudokuPad link, its load string or its JSON), an ISS
puzzle (its constraint string ".~R1C1_5.Thermo~R1C1~R1C2", or its link), or a SudokuPad puzzle in
SudokuPad's own format (a link https://sudokupad.app/scl..., or the payload scl...). A pathlib.Path names a
file holding one puzzle (a ".iss" file: one ISS puzzle over its lines); so does a str that is the name of an existing file,
and a str that only looks like one ("puzzles.txt" where there is none) raises FileNotFoundError.
Solutions are written as the puzzle was: a line stays a line, a
grid stays a grid, in the puzzle's own symbols.

The variants, as the command line's flags (every function takes them):

    diagonal   both main diagonals hold every value (Sudoku X)
    windoku    the four extra 3x3 windows of a 9x9 hold every value (hyper Sudoku)
    regions    a jigsaw map that replaces the boxes: n lines of n region ids, as text (with line
               breaks) or a file
    extra      more region maps (each text or a file, or a list of them); they may overlap
    killer     killer cages: the 'cages' and 'sums' sections of a killer file, as text or a file
    box        the box shape "RxC" (default the squarest: 3x3 for 9x9, 2x3 for 6x6)
    symbols    the symbols of the values 1..n, in order, when detection is not right
    format     "auto", "line" or "grid": how to read the text

Malformed puzzles raise dlx.InputError with the command line's message ("<puzzle>:2: ...", or
the file's name); a bad setting raises ValueError. The search releases the GIL, and Ctrl-C stops
it with KeyboardInterrupt.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Dict, Iterable, List, Optional, Union

from ._dlx import sudoku as _impl
from ._arguments import checked as _checked

__all__ = ["GeneratedPuzzle", "Grade", "count", "explain", "generate", "grade", "solve"]

_Text = Union[str, "os.PathLike[str]"]


def _maps(extra: Union[_Text, Iterable[_Text]]) -> List[_Text]:
    if isinstance(extra, (str, os.PathLike)):
        return [extra]
    return list(extra)


def _variants(diagonal, windoku, regions, extra, killer, box, symbols, format) -> dict:
    return {
        "diagonal": bool(diagonal),
        "windoku": bool(windoku),
        "regions": regions,
        "extra": _maps(extra),
        "killer": killer,
        "box": box,
        "symbols": symbols,
        "format": format,
    }


def _limit(limit: Optional[int]) -> int:
    if limit is None:
        return 0
    if isinstance(limit, bool) or not isinstance(limit, int):
        raise TypeError(f"limit must be an int or None, not {type(limit).__name__}")
    if limit < 1:
        raise ValueError(f"limit must be at least 1, not {limit}")
    return limit


@_checked
def solve(
    puzzle: _Text,
    *,
    diagonal: bool = False,
    windoku: bool = False,
    regions: Optional[_Text] = None,
    extra: Union[_Text, Iterable[_Text]] = (),
    killer: Optional[_Text] = None,
    box: Optional[str] = None,
    symbols: Optional[str] = None,
    format: str = "auto",
    pretty: bool = False,
) -> Optional[str]:
    """The solution of one puzzle, written as the puzzle was; None when it has none.

        dlx.sudoku.solve("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
        dlx.sudoku.solve(grid_text, diagonal=True)
        dlx.sudoku.solve(givens, killer=pathlib.Path("cages.txt"))

    pretty draws the boxes, as `dlx sudoku --pretty`. The solution is checked by the
    independent Sudoku checker before it is returned. Clues that break a rule give None.
    """
    variants = _variants(diagonal, windoku, regions, extra, killer, box, symbols, format)
    return _impl._solve(puzzle, variants, bool(pretty))


@_checked
def count(
    puzzle: _Text,
    *,
    limit: Optional[int] = None,
    diagonal: bool = False,
    windoku: bool = False,
    regions: Optional[_Text] = None,
    extra: Union[_Text, Iterable[_Text]] = (),
    killer: Optional[_Text] = None,
    box: Optional[str] = None,
    symbols: Optional[str] = None,
    format: str = "auto",
) -> int:
    """The number of solutions of one puzzle (at most `limit`).

    count(puzzle, limit=2) == 1 says the solution is unique, searching no further than needed.
    """
    variants = _variants(diagonal, windoku, regions, extra, killer, box, symbols, format)
    return _impl._count(puzzle, variants, _limit(limit))


@dataclass(frozen=True)
class Grade:
    """How a person would solve a puzzle: the logic solver's grade (docs/sudoku.md, "Grading").

    level          "simple", "easy", "intermediate", "expert" or "needs-search": the level of
                   the hardest technique used, or needs-search when the techniques do not finish
    solved         the techniques filled every cell
    contradiction  the clues, or the deductions from them, break a rule: no solution
    steps          deductions made
    open_cells     cells left empty
    techniques     deductions per technique, by key ("hidden-single", "x-wing", ...), those used
    """

    level: str
    solved: bool
    contradiction: bool
    steps: int
    open_cells: int
    techniques: Dict[str, int] = field(default_factory=dict)


@_checked
def grade(
    puzzle: _Text,
    *,
    diagonal: bool = False,
    windoku: bool = False,
    regions: Optional[_Text] = None,
    extra: Union[_Text, Iterable[_Text]] = (),
    box: Optional[str] = None,
    symbols: Optional[str] = None,
    format: str = "auto",
) -> Grade:
    """Grades one puzzle by the techniques its logical solution needs, as `dlx sudoku --grade`.

    Killer puzzles are refused (dlx.InputError): no technique reads a cage's sum.
    """
    variants = _variants(diagonal, windoku, regions, extra, None, box, symbols, format)
    return Grade(**_impl._grade(puzzle, variants))


@_checked
def explain(
    puzzle: _Text,
    *,
    diagonal: bool = False,
    windoku: bool = False,
    regions: Optional[_Text] = None,
    extra: Union[_Text, Iterable[_Text]] = (),
    box: Optional[str] = None,
    symbols: Optional[str] = None,
    format: str = "auto",
) -> List[str]:
    """The logical solution of one puzzle, one deduction a line, then the outcome, as
    `dlx sudoku --explain`: "hidden single: r3c5 = 7 (only place for 7 in box 2)", ...
    """
    variants = _variants(diagonal, windoku, regions, extra, None, box, symbols, format)
    return _impl._explain(puzzle, variants)


@dataclass(frozen=True)
class GeneratedPuzzle:
    """A generated puzzle.

    puzzle     the puzzle as one line ('.' for blanks), as `dlx sudoku` reads it
    solution   its only solution, one line
    clues      the number of clues
    grade      the logic solver's grade, when a difficulty was asked for; else None
    seed       the seed of the run: generate(..., seed=seed) makes the same puzzles again
    index      its place in the run, from 0
    attempts   grids tried before one had the grade asked for (1 without a difficulty)
    """

    puzzle: str
    solution: str
    clues: int
    grade: Optional[str]
    seed: int
    index: int
    attempts: int


@_checked
def generate(
    count: int = 1,
    *,
    box: Optional[str] = None,
    regions: Optional[_Text] = None,
    extra: Union[_Text, Iterable[_Text]] = (),
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
) -> List[GeneratedPuzzle]:
    """`count` new puzzles with a unique solution, as `dlx sudoku --generate` makes them.

    The grid comes from box (9x9 by default), or from a regions map (jigsaw), with the variant
    rules diagonal, windoku and extra. Clues are removed while the solution stays unique: until
    none can go (minimal, the default), or down to `clues` (minimal=False without clues stops at
    55% of the cells), in a symmetry "none", "rotational" or "mirror". With a difficulty
    ("simple", "easy", "intermediate", "expert", "needs-search") grids are tried until a puzzle of
    that grade comes, at most `attempts` per puzzle (dlx.GenerationError past that).

    A seed makes the run reproducible on every machine, whatever the number of threads; without
    one a fresh seed is drawn, and every puzzle carries it. Ctrl-C raises KeyboardInterrupt.
    """
    settings = {
        "box": box,
        "regions": regions,
        "extra": _maps(extra),
        "diagonal": bool(diagonal),
        "windoku": bool(windoku),
        "symbols": symbols,
        "symmetry": symmetry,
        "minimal": bool(minimal),
        "clues": clues,
        "difficulty": difficulty,
        "attempts": attempts,
        "seed": seed,
        "threads": threads,
    }
    if isinstance(count, bool) or not isinstance(count, int) or count < 1:
        raise ValueError(f"bad value for 'count': expected at least 1 puzzle, not {count!r}")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int) or seed < 0):
        raise ValueError(f"bad value for 'seed': expected a whole number, not {seed!r}")
    if isinstance(threads, bool) or not isinstance(threads, int) or not 0 <= threads <= 1024:
        raise ValueError(f"bad value for 'threads': expected 0 (one per core) to 1024, not {threads!r}")
    return [GeneratedPuzzle(**fields) for fields in _impl._generate(count, settings)]
