"""The lazy iterators: the search pauses between solutions, and stops when the iterator goes."""

import gc
import itertools
import threading
import time

import pytest

import dlx
from test_solver import queens_problem


def test_taking_three_solutions_of_17_queens_searches_to_the_third_only():
    solver = dlx.Solver(queens_problem(17))
    # The reference: a search that stops at its third solution.
    assert solver.count(limit=3) == 3
    nodes_to_third = solver.stats.nodes
    start = time.monotonic()
    with solver.solutions() as solutions:
        taken = list(itertools.islice(solutions, 3))
        # Paused at the third solution: no solution read ahead, not one node more.
        assert solutions.stats.solutions == 3
        assert solutions.stats.nodes == nodes_to_third
    # The node counts say nothing was read ahead; the seconds only catch a hang.
    assert time.monotonic() - start < 30.0
    assert len(taken) == 3
    # 17 queens has 95,815,104 solutions: a full count would have visited far more nodes.
    assert nodes_to_third < 10_000
    assert all(dlx.verify_solution(solver.problem, s) is None for s in taken)


def test_queens_solutions_of_17_are_lazy_too():
    start = time.monotonic()
    with dlx.queens.solutions(17) as solutions:
        taken = list(itertools.islice(solutions, 3))
        assert solutions.stats.solutions == 3
        assert solutions.stats.nodes < 10_000
    assert time.monotonic() - start < 30.0
    assert all(dlx.queens.check(columns) is None for columns in taken)


def test_readahead_grows_with_the_solutions_taken():
    solver = dlx.Solver(queens_problem(12))
    with solver.solutions() as solutions:
        for taken in range(1, 400):
            next(solutions)
            # Never more than a quarter of those taken ahead.
            assert solutions.stats.solutions <= taken + taken // 4


def test_iterating_gives_the_solutions_of_the_search_in_order():
    problem = queens_problem(8)
    solver = dlx.Solver(problem)
    listed = list(solver.solutions())
    assert len(listed) == 92
    # first() stops at a first solution, which the weighted heuristic may reach before others;
    # with MRV it is the first one listed.
    assert sorted(solver.first()) in [sorted(solution) for solution in listed]
    assert dlx.Solver(problem, heuristic="mrv").first() == listed[0]
    assert list(solver.solutions(limit=10)) == listed[:10]
    assert list(dlx.Solver(problem, threads=2).solutions()) == listed  # the one-thread order


def test_an_abandoned_iterator_frees_its_solver():
    solver = dlx.Solver(queens_problem(10))
    for solution in solver.solutions():
        break
    # The loop's iterator is gone: its search stopped, the solver is free.
    assert solver.count() == 724
    iterator = solver.solutions()
    next(iterator)
    del iterator
    gc.collect()
    assert solver.count() == 724
    with solver.solutions() as iterator:
        next(iterator)
    assert solver.count() == 724
    with pytest.raises(StopIteration):
        next(iterator)  # closed


def test_an_exhausted_iterator_stays_exhausted_and_frees_its_solver():
    solver = dlx.Solver(queens_problem(6))
    iterator = solver.solutions()
    assert len(list(iterator)) == 4
    assert solver.count() == 4  # free although the iterator object lives
    with pytest.raises(StopIteration):
        next(iterator)
    assert iterator.stats.status == "complete"


def test_an_unused_iterator_never_searches():
    solver = dlx.Solver(queens_problem(8))
    iterator = solver.solutions()
    assert iterator.stats.nodes == 0
    iterator.close()
    assert solver.count() == 92


def test_the_problem_outlives_everything_but_the_iterator():
    iterator = dlx.Solver(queens_problem(8)).solutions()
    gc.collect()
    assert len(list(iterator)) == 92


def test_iterators_of_two_solvers_interleave():
    a = dlx.Solver(queens_problem(8)).solutions()
    b = dlx.Solver(queens_problem(6)).solutions()
    pairs = list(zip(a, b))
    assert len(pairs) == 4


def test_an_iterator_refuses_two_threads_at_once():
    # Like a generator: a second thread's next() while one waits is an error, not a race.
    iterator = dlx.Solver(queens_problem(16)).solutions()
    errors = []

    def take():
        try:
            for _ in range(20000):
                next(iterator)
        except ValueError as error:
            errors.append(error)

    threads = [threading.Thread(target=take) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    iterator.close()
    assert all("already running" in str(error) for error in errors)


def test_minimum_covers_and_tilings_iterate_lazily():
    with dlx.polyomino.tilings("6x10") as tilings:
        first = list(itertools.islice(tilings, 2))
        assert tilings.stats.solutions == 2
    assert len(first) == 2


def test_an_iterator_of_several_threads_stops_cleanly():
    solver = dlx.Solver(queens_problem(13), threads=2)
    for round in range(3):
        with solver.solutions() as solutions:
            taken = list(itertools.islice(solutions, 50 * (round + 1)))
        assert len({tuple(s) for s in taken}) == len(taken)
        assert solver.count(limit=7) == 7  # the workers stopped and the solver is free


def test_close_from_another_thread_ends_a_waiting_next():
    # A minimum cover of 14 x 14 queen domination takes minutes: next() waits until close().
    from test_interrupt import queen_domination
    solver = dlx.MinimumCoverSolver(queen_domination(14))
    covers = solver.covers()
    ended = []

    def take():
        ended.append(list(covers))

    reader = threading.Thread(target=take)
    reader.start()
    time.sleep(0.2)
    start = time.monotonic()
    covers.close()
    reader.join(timeout=10)
    assert not reader.is_alive() and ended == [[]]
    assert time.monotonic() - start < 30.0
    solver.count(limit=1, forced=list(range(14)))  # free again (no RuntimeError)
