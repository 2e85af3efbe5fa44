"""dlx.Solver's diagram of all solutions: sample(), count_by_size() and zdd() against covers
found by trying every set of options."""

import collections
import re

import pytest

import dlx
from brute_force import all_covers, random_problem, to_problem

SEEDS = range(30)


def zdd_family(text):
    """The sets of option indices of a diagram in DLX6's lines, read here independently."""
    nodes = {}
    last = None
    for line in text.splitlines():
        match = re.fullmatch(r"([0-9a-f]+): \(~(\d+)\?([0-9a-f]+):([0-9a-f]+)\)", line)
        assert match, line
        node = int(match[1], 16)
        nodes[node] = (int(match[2]), int(match[3], 16), int(match[4], 16))
        last = node
    below = {0: set(), 1: {frozenset()}}

    def family(node):
        if node not in below:
            variable, lo, hi = nodes[node]
            below[node] = family(lo) | {s | {variable - 1} for s in family(hi)}
        return below[node]

    return family(nodes[last][2])


@pytest.mark.parametrize("seed", SEEDS)
def test_the_diagram_holds_the_brute_force_covers(seed):
    items, options = random_problem(2900 + seed, bounds=seed % 2 == 1)
    expected = all_covers(items, options)
    solver = dlx.Solver(to_problem(dlx, items, options))
    assert zdd_family(solver.zdd()) == expected
    assert solver.count_by_size() == dict(collections.Counter(len(c) for c in expected))
    drawn = solver.sample(20, seed=seed)
    assert len(drawn) == (20 if expected else 0)
    assert all(frozenset(solution) in expected for solution in drawn)
    assert solver.sample(20, seed=seed) == drawn


def test_counts_past_two_to_the_64_are_exact():
    side = 14
    problem = dlx.Problem(primary=[f"{r},{c}" for r in range(side) for c in range(side)])
    for r in range(side):
        for c in range(side):
            if c + 1 < side:
                problem.add_option([f"{r},{c}", f"{r},{c + 1}"])
            if r + 1 < side:
                problem.add_option([f"{r},{c}", f"{r + 1},{c}"])
    solver = dlx.Solver(problem)
    assert solver.count_by_size() == {side * side // 2: solver.count()}
    assert solver.count() > 2**64
