"""dlx.Solver: every search against covers found by trying every set of options."""

import datetime
import threading

import pytest

import dlx
from brute_force import all_covers, random_problem, to_problem

SEEDS = range(60)


@pytest.mark.parametrize("seed", SEEDS)
def test_solutions_are_the_brute_force_covers(seed):
    items, options = random_problem(seed)
    expected = all_covers(items, options)
    problem = to_problem(dlx, items, options)
    solver = dlx.Solver(problem)
    found = [frozenset(solution) for solution in solver.solutions()]
    assert len(found) == len(set(found)), "a solution was listed twice"
    assert set(found) == expected
    assert solver.count() == len(expected)
    answer = solver.unique()
    assert answer == (dlx.Uniqueness.NO_SOLUTION if not expected
                      else dlx.Uniqueness.UNIQUE if len(expected) == 1
                      else dlx.Uniqueness.MULTIPLE)
    assert bool(answer) == (len(expected) == 1)
    first = solver.first()
    assert (first is None) == (not expected)
    if first is not None:
        assert frozenset(first) in expected
        assert dlx.verify_solution(problem, first) is None


@pytest.mark.parametrize("seed", SEEDS)
def test_multiplicities_against_brute_force(seed):
    items, options = random_problem(1000 + seed, bounds=True)
    expected = all_covers(items, options)
    solver = dlx.Solver(to_problem(dlx, items, options))
    found = [frozenset(solution) for solution in solver.solutions()]
    assert len(found) == len(set(found))
    assert set(found) == expected
    assert solver.count() == len(expected)


@pytest.mark.parametrize("seed", range(20))
def test_threads_and_seeds_find_the_same_solutions(seed):
    items, options = random_problem(2000 + seed)
    expected = all_covers(items, options)
    problem = to_problem(dlx, items, options)
    for solver in (dlx.Solver(problem, threads=2), dlx.Solver(problem, seed=seed),
                   dlx.Solver(problem, threads=3, seed=7)):
        assert solver.count() == len(expected)
        assert {frozenset(s) for s in solver.solutions()} == expected


def queens_problem(n):
    """n queens as Knuth models it, built here by names (rows and columns primary)."""
    problem = dlx.Problem(
        primary=[f"r{i}" for i in range(n)] + [f"c{j}" for j in range(n)],
        secondary=[f"a{d}" for d in range(2 * n - 1)] + [f"b{d}" for d in range(2 * n - 1)])
    for i in range(n):
        for j in range(n):
            problem.add_option([f"r{i}", f"c{j}", f"a{i + j}", f"b{i - j + n - 1}"])
    return problem


def test_a_seed_gives_the_same_search_every_time():
    problem = queens_problem(8)
    runs = [list(dlx.Solver(problem, seed=5).solutions(limit=5)) for _ in range(2)]
    assert runs[0] == runs[1]
    plain = list(dlx.Solver(problem).solutions(limit=5))
    assert runs[0] != plain


def test_limit_forced_and_the_solver_is_reused():
    problem = queens_problem(6)  # 4 solutions
    solver = dlx.Solver(problem)
    assert solver.count() == 4
    assert solver.count(limit=3) == 3
    assert solver.stats.status == "solution limit"
    assert len(list(solver.solutions(limit=2))) == 2
    solutions = list(solver.solutions())
    assert len(solutions) == 4
    # Forcing the first option of a solution leaves the solutions that contain it, forced first.
    chosen = solutions[0][2]
    with_it = [s for s in solutions if chosen in s]
    assert solver.count(forced=[chosen]) == len(with_it)
    assert solver.first(forced=[chosen])[0] == chosen
    assert solver.count() == 4
    with pytest.raises(IndexError):
        solver.count(forced=[problem.option_count])
    with pytest.raises(ValueError):
        solver.count(limit=0)


def test_stats_count_the_search():
    solver = dlx.Solver(queens_problem(8))
    assert solver.count() == 92
    stats = solver.stats
    assert stats.solutions == 92
    assert stats.nodes > 92 and stats.updates > stats.nodes
    assert stats.status == "complete"
    assert "nodes=" in repr(stats)


def test_a_time_limit_raises_search_timeout():
    # 16-queens counts for half a minute here: no machine finishes it within the limit.
    solver = dlx.Solver(queens_problem(16), time_limit=0.05)
    with pytest.raises(dlx.SearchTimeout) as raised:
        solver.count()
    assert isinstance(raised.value, TimeoutError)
    assert raised.value.stats.status == "time limit"
    assert 0 < raised.value.stats.solutions < 14772512  # a lower bound (16-queens has 14,772,512)
    # Still usable, and the limit applies to each search.
    assert solver.first() is not None
    quick = dlx.Solver(queens_problem(8), time_limit=datetime.timedelta(seconds=30))
    assert quick.count() == 92
    with pytest.raises(dlx.SearchTimeout):
        list(solver.solutions())


def test_bad_solver_arguments():
    problem = queens_problem(4)
    with pytest.raises(TypeError, match="unexpected keyword argument 'heuristics'"):
        dlx.Solver(problem, heuristics="mrv")
    # A choice refused in the command's words (one wording: dlx/choices.hpp).
    with pytest.raises(ValueError, match="bad value for 'heuristic': 'fastest': expected auto, "
                                         "mrv or weighted"):
        dlx.Solver(problem, heuristic="fastest")
    with pytest.raises(ValueError):
        dlx.Solver(problem, threads=-1)
    with pytest.raises(ValueError):
        dlx.Solver(problem, time_limit=0)
    with pytest.raises(ValueError):
        dlx.Solver(problem, seed=-1)
    with pytest.raises(TypeError):
        dlx.Solver(problem, seed="1")
    assert "seed=3" in repr(dlx.Solver(problem, seed=3))


def test_estimate_brackets_the_tree():
    solver = dlx.Solver(queens_problem(10))
    assert solver.count() == 724
    nodes = solver.stats.nodes
    estimate = solver.estimate(2000, seed=1)
    assert estimate.probes == 2000
    # Unbiased estimates, within a few standard errors of the truth.
    error = estimate.nodes_stddev / 2000 ** 0.5
    assert abs(estimate.nodes - nodes) < 5 * error + 1
    assert abs(estimate.solutions - 724) < 5 * estimate.solutions_stddev / 2000 ** 0.5 + 1
    assert solver.estimate(100, seed=1).nodes == solver.estimate(100, seed=1).nodes


def test_searches_in_other_threads_run_meanwhile():
    # The GIL is released while searching: two solvers count in two Python threads at once.
    problems = [queens_problem(9), queens_problem(9)]
    counts = []
    threads = [threading.Thread(target=lambda p=p: counts.append(dlx.Solver(p).count()))
               for p in problems]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert counts == [352, 352]


def test_one_search_at_a_time_per_solver():
    solver = dlx.Solver(queens_problem(8))
    iterator = solver.solutions()
    next(iterator)
    with pytest.raises(RuntimeError, match="busy"):
        solver.count()
    iterator.close()
    assert solver.count() == 92
