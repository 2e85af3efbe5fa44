"""dlx.MinimumCoverSolver against the brute-force minimum covers."""

import pytest

import dlx
from brute_force import minimum_covers, random_problem, to_problem


@pytest.mark.parametrize("seed", range(40))
def test_minimum_covers_are_the_brute_force_ones(seed):
    items, options = random_problem(3000 + seed, colors=False)
    size, expected = minimum_covers(items, options)
    problem = to_problem(dlx, items, options)
    solver = dlx.MinimumCoverSolver(problem)
    assert solver.minimum() == size
    first = solver.first()
    if size is None:
        assert first is None
        assert solver.count() == 0
        return
    assert frozenset(first) in expected
    assert dlx.verify_cover(problem, first) is None
    assert solver.count() == len(expected)
    found = [frozenset(cover) for cover in solver.covers()]
    assert len(found) == len(set(found))
    assert set(found) == expected


def test_the_documented_example():
    problem = dlx.Problem(primary="abcd", options=[["a", "b"], ["b", "c"], ["c", "d"], ["a", "d"]])
    solver = dlx.MinimumCoverSolver(problem)
    assert solver.minimum() == 2
    assert sorted(solver.first()) == [0, 2]
    assert solver.count() == 2
    assert solver.count(forced=[1]) == 1
    with solver.covers(limit=1) as covers:
        assert len(list(covers)) == 1


def test_secondary_items_are_refused():
    problem = dlx.Problem(primary=["a"], secondary=["x"], options=[["a", "x"]])
    with pytest.raises(dlx.ModelError, match="x"):
        dlx.MinimumCoverSolver(problem)


def test_queen_domination_brute_force():
    # The fewest queens that occupy or attack every square of a 5 x 5 board, by brute force over
    # sets of squares, against the solver on the queen-graph model built here.
    n = 5
    squares = [(r, c) for r in range(n) for c in range(n)]

    def attacked(queen):
        r, c = queen
        return {(i, j) for i, j in squares if i == r or j == c or i - j == r - c or i + j == r + c}

    problem = dlx.Problem(primary=[f"{r}{c}" for r, c in squares])
    for queen in squares:
        problem.add_option([f"{r}{c}" for r, c in sorted(attacked(queen))])
    import itertools
    for size in range(1, n + 1):
        covers = [q for q in itertools.combinations(squares, size)
                  if set().union(*(attacked(x) for x in q)) == set(squares)]
        if covers:
            break
    solver = dlx.MinimumCoverSolver(problem)
    assert solver.minimum() == size
    assert solver.count() == len(covers)


def test_a_time_limit_raises_search_timeout():
    n = 12
    squares = [(r, c) for r in range(n) for c in range(n)]
    problem = dlx.Problem(primary=[f"{r},{c}" for r, c in squares])
    for r, c in squares:
        problem.add_option([f"{i},{j}" for i, j in squares
                            if i == r or j == c or i - j == r - c or i + j == r + c])
    with pytest.raises(dlx.SearchTimeout, match="no cover has fewer than"):
        dlx.MinimumCoverSolver(problem, time_limit=0.05).count()
