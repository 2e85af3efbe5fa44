"""dlx.MinimumCostSolver against a brute force over every subset of options, with costs from
add_option and from the DLX format's '|n'; its errors and time limit."""

import itertools
import random

import pytest

import dlx


def random_problem(rng):
    primaries = rng.randint(1, 5)
    p = dlx.Problem(primary=[f"p{k}" for k in range(primaries)], secondary=["s0", "s1"])
    names = [f"p{k}" for k in range(primaries)]
    for _ in range(rng.randint(1, 10)):
        items = {rng.choice(names)}
        for _ in range(rng.randint(0, 2)):
            items.add(rng.choice(names + ["s0", "s1:R", "s1:B"]))
        entries, seen = [], set()
        for item in items:
            if item.split(":")[0] not in seen:
                seen.add(item.split(":")[0])
                entries.append(item)
        p.add_option(entries, cost=rng.randint(0, 20))
    return p


def brute_force_costs(p):
    costs = []
    for size in range(p.option_count + 1):
        for subset in itertools.combinations(range(p.option_count), size):
            if dlx.verify_solution(p, subset) is None:
                costs.append(sum(p.option_cost(o) for o in subset))
    return sorted(costs)


def test_best_costs_match_brute_force():
    rng = random.Random(31)
    for _ in range(60):
        p = random_problem(rng)
        expected = brute_force_costs(p)
        solver = dlx.MinimumCostSolver(p)
        best = solver.best(3)
        assert [cost for cost, _ in best] == expected[:3]
        for cost, options in best:
            assert dlx.verify_solution(p, options) is None
            assert cost == sum(p.option_cost(o) for o in options)
        minimum = solver.minimum()
        assert (minimum[0] if minimum else None) == (expected[0] if expected else None)


def test_costs_from_the_dlx_format_round_trip():
    p = dlx.Problem.from_dlx("a b\na b |5\na |1 |2\nb |1\n")
    assert [p.option_cost(k) for k in range(3)] == [5, 3, 1]
    assert "a |1 |2" not in p.to_dlx() and "a |3" in p.to_dlx()
    assert dlx.MinimumCostSolver(p).minimum() == (4, [1, 2])


def test_bad_costs_and_problems():
    p = dlx.Problem(primary="a")
    with pytest.raises(dlx.ModelError):
        p.add_option(["a"], cost=-1)
    with pytest.raises(dlx.ModelError):
        p.add_option(["a"], cost=10**12 + 1)
    assert p.option_count == 0
    with pytest.raises(dlx.InputError, match="<string>:2"):
        dlx.Problem.from_dlx("a b\na |x\n")
    bounded = dlx.Problem(primary=[("a", (1, 2))])
    bounded.add_option(["a"], cost=1)
    with pytest.raises(dlx.ModelError):
        dlx.MinimumCostSolver(bounded)
    p.add_option(["a"], cost=2)
    with pytest.raises(ValueError):
        dlx.MinimumCostSolver(p).best(0)


def test_time_limit_raises_with_the_bound():
    n = 16
    p = dlx.Problem(primary=[f"i{k}" for k in range(n)])
    for a in range(n):
        for b in range(a + 1, n):
            p.add_option([f"i{a}", f"i{b}"], cost=(a * 7 + b * 13) % 10 + 1)
    with pytest.raises(dlx.SearchTimeout, match="none costs less than"):
        dlx.MinimumCostSolver(p, time_limit=1e-9).minimum()
