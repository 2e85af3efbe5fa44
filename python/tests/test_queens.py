"""dlx.queens against the published counts (OEIS A000170, A002562) in ../shared/data."""

import itertools
import re

import pytest

import dlx


def published_counts(shared_data):
    counts = {}
    for line in (shared_data / "queens" / "counts.tsv").read_text().splitlines()[1:]:
        n, total, distinct = line.split("\t")[:3]
        counts[int(n)] = (int(total), int(distinct))
    return counts


def test_counts_are_the_published_ones(shared_data):
    counts = published_counts(shared_data)
    for n in range(1, 13):
        assert dlx.queens.count(n) == counts[n][0], n
    for n in range(1, 11):
        assert dlx.queens.count(n, distinct=True) == counts[n][1], n
    assert dlx.queens.count(11, threads=2) == counts[11][0]
    assert dlx.queens.count(10, distinct=True, threads=2) == counts[10][1]


def images(columns):
    """The 8 images of a placement (columns from 1) under the symmetries of the square, computed
    here, with columns from 0."""
    n = len(columns)
    cells = [(row, column - 1) for row, column in enumerate(columns)]
    result = []
    for turn in range(4):
        for mirror in (False, True):
            moved = []
            for row, column in cells:
                if mirror:
                    column = n - 1 - column
                for _ in range(turn):
                    row, column = column, n - 1 - row
                moved.append((row, column))
            result.append([column for _, column in sorted(moved)])
    return result


def test_solutions_are_valid_distinct_and_complete(shared_data):
    counts = published_counts(shared_data)
    for n in range(4, 10):
        listed = list(dlx.queens.solutions(n))
        assert len(listed) == counts[n][0]
        assert len({tuple(s) for s in listed}) == len(listed)
        assert all(dlx.queens.check(s) is None for s in listed)
        distinct = list(dlx.queens.solutions(n, distinct=True))
        assert len(distinct) == counts[n][1]
        # One per class: each is the least of its images, and the classes cover every solution.
        assert all([c - 1 for c in s] == min(images(s)) for s in distinct)
        assert ({tuple(i) for s in distinct for i in images(s)}
                == {tuple(c - 1 for c in s) for s in listed})


def test_solutions_by_brute_force_for_small_boards():
    for n in range(1, 8):
        brute = [list(p) for p in itertools.permutations(range(1, n + 1))
                 if len({r + c for r, c in enumerate(p)}) == n
                 and len({r - c for r, c in enumerate(p)}) == n]
        assert sorted(dlx.queens.solutions(n)) == sorted(brute)
        assert dlx.queens.count(n) == len(brute)


def test_a_first_placement_for_a_thousand_queens():
    with dlx.queens.solutions(1000) as solutions:
        columns = next(solutions)
    assert len(columns) == 1000
    assert dlx.queens.check(columns) is None


def test_check_says_what_is_wrong():
    assert dlx.queens.check([2, 4, 1, 3]) is None
    assert dlx.queens.check([1, 2, 3, 4]) is not None
    assert dlx.queens.check([1, 1, 4, 2]) is not None
    assert dlx.queens.check([1, 3, 0, 2]) == "row 3 has no queen"  # columns count from 1


def test_columns_are_the_command_lines(run_dlx):
    """The module numbers columns as `dlx queens` prints them (issue 32): the first placement of
    8 queens is the command line's, column for column."""
    printed = run_dlx(["queens", "8", "--json"]).stdout
    columns = [int(c) for c in re.search(r'"columns":\s*\[([^\]]*)\]', printed).group(1).split(",")]
    assert next(iter(dlx.queens.solutions(8))) == columns
    assert min(columns) == 1 and max(columns) == 8


def test_bad_sizes():
    for n in (0, -3, 4097):
        with pytest.raises(ValueError, match="bad value for 'n'"):
            dlx.queens.count(n)
    with pytest.raises(ValueError):
        dlx.queens.solutions(8, limit=0)
